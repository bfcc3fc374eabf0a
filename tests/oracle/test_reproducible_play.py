"""The oracle drivers are seeded: a hand number plays the same hand in every process.

riichienv lists its observations and legal actions in an order that can change from one
process to the next; a driver that consumed its random numbers in that order would play
other hands on every run, and a CI run could meet a disagreement the next run never
shows. Two fresh interpreters play the same hands here and must record the same events
and the same facts.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_PLAY = """
import hashlib
from tests.oracle.{driver} import play_hand
digest = hashlib.sha256()
for seed in range(100_000, 100_060):
    record = play_hand(seed)
    facts = [(f.ask, f.seat, str(f.answer)) for f in record.facts]
    digest.update(repr((record.events, facts)).encode())
print(digest.hexdigest())
"""


def _play_in_fresh_process(driver: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _PLAY.format(driver=driver)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    return done.stdout.strip()


@pytest.mark.parametrize("driver", ["riichienv_driver", "jansou_driver"])
def test_a_seed_plays_the_same_hand_in_every_process(driver: str) -> None:
    first = _play_in_fresh_process(driver)
    assert len(first) == 64
    assert _play_in_fresh_process(driver) == first

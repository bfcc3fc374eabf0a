"""A seeded fuzz of the curated situation files: no traceback, only one-line refusals.

A few thousand cases here (about ten seconds); ``python -m tests.bench fuzz`` runs a
large count with the same mutations (see :mod:`tests.fuzz_files`).
"""

from __future__ import annotations

from tests.fuzz_files import run

SEED = 20261125
CASES = 5000


def test_mutated_curated_files_are_judged_or_refused_in_one_line() -> None:
    tally = run(SEED, CASES)
    assert tally.problems == []
    assert tally.cases == CASES
    assert tally.refused > CASES // 4 and tally.judged > CASES // 100  # both kinds occur

"""A moment kept as JSON (beside a drill's stored question) reads back as the same view."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tutor import api
from tutor.errors import TutorError
from tutor.moment import Moment, moment_from_json, moment_json

SITUATIONS = Path(__file__).resolve().parents[2] / "content" / "situations"


@pytest.fixture(scope="module")
def curated_moments() -> list[Moment]:
    """The moment of every curated situation the engine can show."""
    found = []
    for path in sorted(SITUATIONS.rglob("*.toml")):
        try:
            found.append(api.moment(path.read_text(encoding="utf-8")))
        except TutorError:
            continue  # a situation written to be refused
    return found


def test_every_curated_moment_reads_back_equal(curated_moments: list[Moment]) -> None:
    for moment in curated_moments:
        text = json.dumps(moment_json(moment), sort_keys=True)
        assert moment_from_json(json.loads(text)) == moment


def test_the_sample_holds_every_kind_of_thing_a_moment_shows(
    curated_moments: list[Moment],
) -> None:
    """Melds (a robbed added kan among them), kita, ura and kan dora, wins, called and
    sideways river tiles, rule overrides and hidden hands all go through the JSON."""
    seats = [seat for m in curated_moments for seat in m.seats]
    assert any(m.kan_dora_indicators for m in curated_moments)
    assert any(m.ura_indicators for m in curated_moments)
    assert any(m.wins for m in curated_moments)
    assert any(m.overrides for m in curated_moments)
    assert any(seat.kita for seat in seats)
    assert any(meld.robbed for seat in seats for meld in seat.melds)
    assert any(t.called_by for seat in seats for t in seat.river)
    assert any(t.riichi for seat in seats for t in seat.river)
    assert any(seat.hand is None for seat in seats)


def test_json_that_is_not_a_moment_is_refused(curated_moments: list[Moment]) -> None:
    data = moment_json(curated_moments[0])
    renamed = {**data, "wall": data["live_wall"]}
    del renamed["live_wall"]
    for bad in ({}, renamed, {**data, "seats": [{"seat": "E"}]}):
        with pytest.raises(ValueError, match="not a stored moment"):
            moment_from_json(bad)

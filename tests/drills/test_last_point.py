"""A hand's last point (``Gen.point(last=True)``): the hand itself, its last draw taken
back, stands as the copy a point would be and judges as its text, its engine table
brought to that point (so that each fork from it copies it as it stands)."""

from __future__ import annotations

import random

import pytest

from tutor.api import judge, load_ruleset, parse_situation
from tutor.drills.play import play
from tutor.drills.steer import Gen
from tutor.drills.table import Table


def _state(table: Table) -> dict[str, object]:
    return {k: v for k, v in vars(table).items() if k not in ("mirror", "rng")}


@pytest.mark.parametrize(("seed", "players", "at"), [(8, 4, 37), (9, 3, 29)])
def test_a_hand_s_last_point_is_the_hand_as_a_copied_point_stands(
        seed: int, players: int, at: int) -> None:
    gen = Gen(random.Random(seed), load_ruleset("tenhou" if players == 4 else "tenhou-sanma"),
              players)
    table, styles = gen.table(), gen.styles()
    for number, moment in enumerate(play(table, styles), start=1):
        if number >= at and moment.what == "draw" and not moment.replacement:
            break
    table.judge("furiten", gen.learner)  # its engine table has seen the draw
    copied = gen.point(table.fork(engine=True), styles)
    own = gen.point(table, styles, last=True)
    assert own[0] is table and own[1] == copied[1] == moment.seat
    assert _state(own[0]) == _state(copied[0])
    mirror = table.mirror
    assert mirror is not None and len(mirror.events) == len(table.events)  # in step
    for seat in range(players):
        text = table.text(ask="furiten", seat=seat)
        assert table.judge("furiten", seat) == judge(parse_situation(text, file="<t>"))
        assert table.judge("furiten", seat) == copied[0].judge("furiten", seat)

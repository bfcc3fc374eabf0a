"""Choices made during play that keep a hand usable for the learner's question."""

from __future__ import annotations

from tutor.api import load_ruleset
from tutor.drills.deal import full_set
from tutor.drills.play import _riichi_discard
from tutor.drills.players import Style
from tutor.drills.table import Table
from tutor.rules.tiles import kind

LEARNER = [0, 1, 2, 3, 4, 5, 6, 7, 8, 27, 27, 27, 13]
"""123m 456m 789m EEE 5p: ready on 5p alone."""
DECLARER = [18, 19, 20, 21, 22, 23, 24, 25, 26, 2, 3, 4, 14]
"""123s 456s 789s 345m 6p: with a drawn 5p, throwing either five or six leaves a single
wait on the other."""


def _table() -> Table:
    rest = full_set(0)
    for k in LEARNER + DECLARER:
        rest.remove(k)
    wall = LEARNER + DECLARER + rest
    table = Table(load_ruleset("tenhou"), wall)
    table.draw(1, want=13)
    return table


def test_a_riichi_declaration_spares_the_learner_s_wait_when_another_tile_keeps_ready() -> None:
    # left to itself the declarer throws the first of two equally wide waits: the 5p
    assert kind(_riichi_discard(_table(), 1, Style())) == 13
    # sparing the learner, whose only wait is 5p, it throws the 6p and stays ready
    table = _table()
    assert table.seats[0].waits() == frozenset({13})
    assert kind(_riichi_discard(table, 1, Style(spares=0))) == 14

"""A fork of a hand in progress (``Table.fork``): play on it leaves the hand it came from
as it was, and it writes and is judged as a full copy of that hand would be."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from tutor.api import load_ruleset
from tutor.drills.play import play
from tutor.drills.steer import Gen
from tutor.drills.table import Table

FORK_AT = (5, 23, 41)
"""Moments of play a fork is taken at: the first go-around, mid-hand, later."""


def _state(table: Table) -> dict[str, Any]:
    """Everything a table holds but the engine table kept in step and the random state."""
    return {k: v for k, v in vars(table).items() if k not in ("mirror", "rng")}


def _full_copy(table: Table) -> Table:
    """The hand copied whole (the reference a fork must match): ruleset and random state
    shared, no engine table."""
    memo: dict[int, object] = {id(table.rules): table.rules, id(table.rng): table.rng,
                               id(table.mirror): None}
    return copy.deepcopy(table, memo)


def _hand(seed: int, players: int) -> tuple[Gen, Table]:
    ruleset = "tenhou" if players == 4 else "tenhou-sanma"
    gen = Gen(random.Random(seed), load_ruleset(ruleset), players)
    return gen, gen.table()


@pytest.mark.parametrize(("seed", "players"), [(1, 4), (2, 4), (3, 3)])
def test_play_on_a_fork_leaves_the_hand_as_it_was(seed: int, players: int) -> None:
    """Forks taken at live draws, the draw taken back, each played to the end of the hand
    from that seat's turn."""
    gen, table = _hand(seed, players)
    forks = 0
    for number, moment in enumerate(play(table, gen.styles()), start=1):
        if number < FORK_AT[forks] or moment.what != "draw" or moment.replacement:
            continue
        table.judge("furiten", gen.learner)  # the hand's engine table is in step
        before = _full_copy(table)
        fork = table.fork()
        assert _state(fork) == _state(before)
        seat = fork.take_back_draw()
        assert seat == moment.seat and len(fork.events) == len(table.events) - 1
        for _ in play(fork, gen.styles(), start=seat):
            pass  # the fork is played to its end
        assert fork.over and fork.events[:len(table.events) - 1] == table.events[:-1]
        assert _state(table) == _state(before)
        forks += 1
        if forks == len(FORK_AT):
            break
    assert forks == len(FORK_AT)


@pytest.mark.parametrize("seed", [4, 5])
def test_a_fork_writes_and_judges_as_a_full_copy(seed: int) -> None:
    gen, table = _hand(seed, 4)
    moments = play(table, gen.styles())
    for number, _ in enumerate(moments, start=1):
        if number in FORK_AT:
            fork, whole = table.fork(), _full_copy(table)
            for seat in range(4):
                ask = {"ask": "furiten", "seat": seat, "given": frozenset({seat})}
                assert fork.text(**ask) == whole.text(**ask)
                assert fork.judge("furiten", seat) == whole.judge("furiten", seat)

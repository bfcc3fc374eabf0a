"""The cheap discard of a seat the question does not ask about, against the full choice."""

from __future__ import annotations

import random

import pytest

from tests.rules.handgen import near_complete, near_special, uniform, with_quads
from tutor.api import load_ruleset
from tutor.drills.deal import rng_for, shuffled_wall
from tutor.drills.efficiency import (
    _least_connected_at_best,
    efficient_discards,
    improving_kinds,
    winning_kinds,
)
from tutor.drills.play import completes, play
from tutor.drills.players import Style
from tutor.drills.table import Table
from tutor.rules.hand import is_complete
from tutor.rules.shanten import shanten
from tutor.rules.waits import waits


def _hands(seed: int) -> list[tuple[list[int], int]]:
    """Fourteen-tile hands (less three a call) as tile lists, far and near from ready."""
    rng = random.Random(seed)
    found = []
    for n_melds in (0, 0, 0, 1, 2):
        counts = [uniform(rng, n_melds, 2).counts for _ in range(40)]
        counts += [c for c in (near_complete(rng, n_melds).counts for _ in range(20))
                   if sum(c) % 3 == 2]
        found += [([k for k in range(34) for _ in range(c[k])], n_melds) for c in counts]
    return found


def test_the_cheap_discard_keeps_the_hand_as_near_to_ready_as_the_full_choice() -> None:
    compared = 0
    for hand, n_melds in _hands(5):
        counts = [hand.count(k) for k in range(34)]
        full = efficient_discards(hand, n_melds, [0] * 34, deep=True)
        cheap = efficient_discards(hand, n_melds, [0] * 34, deep=False)
        exact = _least_connected_at_best(counts, n_melds, set(hand))
        assert cheap and set(cheap) <= set(exact), (hand, n_melds)
        best = max(shanten(counts, n_melds), 0)  # a complete hand's discard leaves it ready
        for choice in (full[0], *cheap):
            after = list(counts)
            after[choice] -= 1
            assert shanten(after, n_melds) == best, (hand, choice)
        compared += 1
    assert compared > 200


def test_the_remembered_waits_and_lone_tiles_answer_as_the_full_counts_in_play() -> None:
    rules = load_ruleset("tenhou")
    draws = ready = 0
    for index in range(6):
        rng = rng_for("players test", index)
        table = Table(rules, shuffled_wall(rng, rules.aka_dora), rng=rng)
        styles = [Style(deep=True), Style(), Style(), Style()]
        for moment in play(table, styles):
            for seat, who in enumerate(table.seats):
                counts, melds = who.counts(), len(who.melds)
                if moment.what == "draw" and seat == moment.seat:
                    draws += 1
                    assert completes(table, seat) == is_complete(counts, melds)
                elif len(who.hand) % 3 == 1:
                    assert who.waits() == frozenset(waits(counts, melds))
                    ready += bool(who.waits())
    assert draws > 200 and ready > 10


def test_a_ready_hands_improving_tiles_are_its_winning_tiles() -> None:
    """The ready-hand shortcut of ukeire counts the same tiles as the shanten search, for
    standard hands (open or closed, with quads), seven pairs and thirteen orphans."""
    rng = random.Random(24)
    ready = 0
    for i in range(3000):
        melds = rng.choice((0, 0, 1, 2))
        hand = (near_special(rng) if i % 3 == 0 else
                with_quads(rng, melds) if i % 3 == 1 else near_complete(rng, melds))
        if sum(hand.counts) % 3 != 1 or shanten(hand.counts, hand.n_melds) != 0:
            continue
        ready += 1
        key = tuple(hand.counts)
        assert {k for k in winning_kinds(key, hand.n_melds) if key[k] < 4} == \
            {k for k in improving_kinds(key, hand.n_melds) if key[k] < 4}, key
    assert ready > 300


def test_a_seat_keeping_its_hand_never_throws_a_kept_kind_while_it_may_throw_another(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A seat that keeps its hand (``Style.keep``: a ready learner holding it whole)
    throws what it does not keep, the tile it drew, whenever it holds such a tile."""
    from tutor.drills import play as played
    from tutor.drills import players
    from tutor.drills.scenarios import first_turn, rinshan
    from tutor.drills.steer import Gen
    from tutor.rules.tiles import kind

    thrown = []
    chosen = players.choose_discard

    def checked(table: Table, seat: int, style: Style, banned: frozenset[int]) -> int:
        tile = chosen(table, seat, style, banned)
        who = table.seats[seat]
        avoid = banned | style.keep | players.spared_waits(table, style)
        if style.keep and who.riichi_event is None and not style.throw \
                and not style.nagashi and {kind(t) for t in who.hand} - avoid:
            thrown.append(kind(tile) not in style.keep)
        return tile

    monkeypatch.setattr(played, "choose_discard", checked)
    for seed in range(8):
        for scenario in (rinshan.wide_rinshan_win, first_turn.robbed_added_kan):
            gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
            gen.moments = 4
            pose = scenario(gen)
            if pose is not None:
                list(pose.moments())
    assert len(thrown) >= 10 and all(thrown)

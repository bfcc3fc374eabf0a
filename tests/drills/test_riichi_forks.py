"""Several questions from one draw or one declaration in the riichi family: a learner's
draw asked about riichi or furiten is forked to other tiles, the ippatsu window is
played once and forked at each of its draws, the riichi stick's rival draw once for
each winning tile of the learner's."""

from __future__ import annotations

import random
from itertools import islice, pairwise

import pytest

from tutor.api import load_ruleset
from tutor.drills import bank
from tutor.drills.real_play import passed_wins
from tutor.drills.scenarios import ankan, first_turn, riichi, riichi_stick, riichi_window, tsumo
from tutor.drills.scenarios.common import as_seen
from tutor.drills.scenarios.declared import draws_since_riichi, wide_learner
from tutor.drills.steer import Gen, Pose
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _poses(scenario: object, seed: int, most: int = 6) -> list[Pose]:
    gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
    gen.moments = 16
    pose = scenario(gen)  # type: ignore[operator]
    return list(islice(pose.moments(), most)) if pose is not None else []


def test_one_learner_draw_asks_about_riichi_on_several_tiles() -> None:
    """The forks of one draw differ in the tile drawn alone, none of them a winning one."""
    shared = 0
    for seed in range(4):
        poses = _poses(riichi.riichi_tenpai, seed)
        assert len(poses) >= 3
        for first, second in pairwise(poses):
            same_draw = first.table.events[:-1] == second.table.events[:-1]
            shared += same_draw
            if same_draw:
                one, other = first.table.events[-1].tile, second.table.events[-1].tile
                assert one is not None and other is not None and kind(one) != kind(other)
        for pose in poses:
            hand = pose.table.seats[pose.seat].hand
            assert pose.table.events[-1].verb == "draw" and pose.table.events[-1].seat == pose.seat
            assert kind(hand[-1]) not in waits(counts_of(hand[:-1]))
    assert shared >= 8


def test_one_declared_window_gives_several_ippatsu_wins() -> None:
    """Wins in one played window: the same riichi won from the same seat (or by tsumo)
    on each of several winning tiles, each before the learner's second draw after it."""
    tiles: dict[tuple[int, int | None, str, int], set[int]] = {}
    for seed in range(6):
        for pose in _poses(riichi_window.ippatsu_in_window, seed, most=8):
            table = pose.table
            assert (draws_since_riichi(table, pose.seat) or 0) <= 1
            way, source = table.events[-1].verb, table.events[-2]
            assert way in ("ron", "tsumo") and source.tile is not None
            key = (seed, table.seats[pose.seat].riichi_event, way, source.seat)
            tiles.setdefault(key, set()).add(kind(source.tile))
    assert sum(len(found) > 1 for found in tiles.values()) >= 3


def test_the_rons_after_an_own_kan_in_riichi_share_that_kan() -> None:
    """The learner's kan in riichi is played once for the rons after it: each other
    seat's draw before the learner's next is forked to throw it a winning tile, so the
    rons of one declaration show the same kan, replacement tile and discard (the engine
    allows that kan once, not once a ron)."""
    shared = []
    for seed in range(4):
        rons: dict[tuple[object, ...], set[int]] = {}
        for pose in _poses(riichi_window.ippatsu_own_kan, seed, most=16):
            events = pose.table.events
            if events[-1].verb != "ron":
                continue
            kan = max(i for i, e in enumerate(events) if e.verb == "ankan")
            assert events[kan].seat == pose.seat == events[-1].seat
            rons.setdefault(tuple(events[:kan + 3]), set()).add(events[-2].seat)
        shared += [len(feeders) for feeders in rons.values()]
    assert len(shared) >= 6 and sum(n >= 2 for n in shared) >= len(shared) - 1


def test_each_seat_after_an_own_kan_throws_each_winning_tile() -> None:
    """At a draw of another seat after the learner's kan in riichi, the line is forked
    once for each winning tile left: rons from one thrower on different tiles."""
    tiles: dict[tuple[object, ...], set[int]] = {}
    for seed in range(4):
        for pose in _poses(riichi_window.ippatsu_own_kan, seed, most=16):
            events = pose.table.events
            if events[-1].verb == "ron" and events[-2].tile is not None:
                key = (seed, pose.table.seats[pose.seat].riichi_event, events[-2].seat)
                tiles.setdefault(key, set()).add(kind(events[-2].tile))
    assert len(tiles) >= 4 and sum(len(found) > 1 for found in tiles.values()) >= 3


def test_the_ippatsu_learner_waits_on_more_kinds_than_a_plain_ready_hand() -> None:
    """Its hand is the widest of a few (each winning tile is a fork of each draw of the
    window, so one played riichi gives more questions)."""
    widths: dict[str, list[int]] = {"wide": [], "plain": []}
    for seed in range(30):
        wide = wide_learner(Gen(random.Random(seed), load_ruleset("tenhou"), 4))
        plain = Gen(random.Random(seed), load_ruleset("tenhou"), 4).tenpai()[0]
        widths["wide"].append(len(waits(counts_of(wide))))
        widths["plain"].append(len(waits(counts_of(plain))))
    assert sum(widths["wide"]) >= sum(widths["plain"]) + 30


def test_a_riichi_stick_hand_gives_every_question_of_its_place() -> None:
    """Rival hands no longer run dry: most give all 16 questions of their place."""
    full = 0
    for place in range(4):
        moments = bank._hand_moments("riichi_stick", "tenhou", 11, place, None, None, None)
        full += moments.count() == bank.MOMENTS
    bank._hand_moments.cache_clear()
    assert full >= 3


@pytest.mark.parametrize("scenario", [riichi_stick.stick_taken, riichi_stick.stick_on_riichi_tile],
                         ids=["stick_taken", "riichi_tile"])
def test_the_riichi_stick_learner_keeps_its_dealt_wait(scenario: object) -> None:
    """The learner keeps the ready hand it was dealt (the widest wait of its complete
    hand) and throws each tile it draws: every win of one hand is on those thirteen
    tiles."""
    hands = 0
    for seed in range(6):
        poses = _poses(scenario, seed, most=8)
        held = {tuple(sorted(kind(t) for t in p.table.seats[p.seat].hand[:13])) for p in poses}
        hands += bool(poses)
        assert len(held) <= 1
    assert hands >= 3


def test_the_riichi_stick_rival_never_lets_the_learner_s_throw_go_by() -> None:
    """The learner throws every tile it draws; none of them is a win the rival in riichi
    lets go by (the engine judges the pass a legal ron), which no real player does. Seeds
    11, 14 and 23 each threw one before the learner's draws spared the rival's waits."""
    checked = 0
    for seed in (11, 14, 23, 0, 1):
        for pose in _poses(riichi_stick.stick_taken, seed, most=16):
            table = pose.table
            declared = frozenset(i for i, who in enumerate(table.seats)
                                 if who.riichi_event is not None)
            for chance in passed_wins(table, declared):
                thrower = table.events[chance.event - 1].seat
                after = table.seats[chance.seat].riichi_event
                assert not (chance.verb == "ron" and thrower == pose.seat
                            and after is not None and after < chance.event), chance
            checked += 1
    assert checked >= 40


def test_the_riichi_stick_rival_lets_neither_its_tsumo_nor_the_learner_s_ron_tile_go() -> None:
    """The rival in riichi, steered to take no win, draws none of its own winning tiles,
    and no fork feeds the learner a tile the rival waits on too (the rival would let that
    ron go by); the rival may feed the learner itself, as it throws what it draws."""
    fed_by_rival = checked = 0
    for seed in range(8):
        for pose in _poses(riichi_stick.stick_taken, seed, most=16):
            table, events = pose.table, pose.table.events
            rival = next(i for i, who in enumerate(table.seats) if who.riichi_event is not None)
            for chance in passed_wins(table, frozenset({rival})):
                assert chance.verb != "tsumo" and chance.event != len(events) - 1, chance
            fed_by_rival += events[-1].verb == "ron" and events[-2].seat == rival
            checked += 1
    assert checked >= 60 and fed_by_rival >= 3


def test_riichi_on_the_last_tiles_fills_its_hand_s_questions() -> None:
    """A hand played to the wall's last tiles gives most of its place's questions: the
    learner's draw there and the draw before it are forked to other tiles, each asked
    with fewer than four tiles left, none drawing a winning tile, no two alike."""
    poses = _apart(riichi.riichi_live_wall, range(3))
    for pose in poses:
        table = pose.table
        hand = table.seats[pose.seat].hand
        assert table.events[-1].verb == "draw" and table.events[-1].seat == pose.seat
        assert table.live < 4
        assert kind(hand[-1]) not in waits(counts_of(hand[:-1]))
    assert len(poses) >= 36


def _apart(scenario: object, seeds: range, most: int = 16) -> list[Pose]:
    """The questions of one hand of each seed, up to ``most`` a hand, checked that no two
    of one hand show the same events to the seat asked (others' draws are hidden from
    it)."""
    found = []
    for seed in seeds:
        poses = _poses(scenario, seed, most=most)
        shown = [as_seen(p.table, p.seat) for p in poses]
        assert len(set(shown)) == len(shown)
        found += poses
    return found


def test_one_go_around_gives_several_robbed_kans() -> None:
    """The draw before the kanner's is forked to several tiles, each fork's kanner then
    adding the learner's wait to its pon: questions of one go-around, not one each."""
    shared = 0
    for seed in range(12):  # most seeds deal no hand (the wait is held, say)
        poses = _apart(first_turn.robbed_added_kan, range(seed, seed + 1), most=6)
        for first, second in pairwise(poses):
            shared += first.table.events[:-4] == second.table.events[:-4]
        for pose in poses:
            kan = pose.table.events[-1]
            assert kan.verb == "kakan" and kan.tile is not None
            hand = pose.table.seats[pose.seat].hand
            assert kind(kan.tile) in waits(counts_of(hand))
    assert shared >= 6


def test_a_furiten_tsumo_hand_is_asked_at_many_draws() -> None:
    """Once asked, the furiten learner keeps its ready hand: its later draws are asked
    too (each a tsumo on a winning tile, its wait still in its river), not the first
    alone."""
    draws = []
    for seed in range(4):
        poses = _apart(tsumo.tsumo_furiten, range(seed, seed + 1))
        seat = poses[0].seat if poses else 0
        draws.append(len({p.table.seats[seat].draws for p in poses}))
        for pose in poses:
            hand = pose.table.seats[seat].hand
            assert kind(hand[-1]) in waits(counts_of(hand[:-1]))
            river = {kind(t) for t in pose.table.seats[seat].discards}
            assert river & set(waits(counts_of(hand[:-1])))
    assert min(draws) >= 3


def test_one_chiihou_deal_gives_several_first_draw_wins() -> None:
    """The seats before the learner draw other tiles in forks of one deal: several
    chiihou questions, each a tsumo on the learner's first draw with no call before,
    no two alike as the learner sees them."""
    poses = _apart(first_turn.chiihou, range(6))
    for pose in poses:
        table = pose.table
        assert table.events[-1].verb == "tsumo" and table.seats[pose.seat].draws == 1
        assert not table.called_ever()
    assert len(poses) >= 24


def test_a_tenhou_hand_takes_its_questions_from_several_deals() -> None:
    """A deal gives a tenhou question for each winning tile of the dealer's first draw
    (the hand itself winning on the tile it drew, forks on the others): three or so, and
    the hand the bank asks for sixteen deals again for the rest instead of each question
    after the first few dealing its own."""
    for seed in range(3):
        poses = _poses(first_turn.tenhou, seed, most=16)
        assert len(poses) == 16
        deals: dict[tuple[int, ...], list[int]] = {}  # the dealt tiles: each deal's own
        for pose in poses:
            table = pose.table
            draw, win = table.events[-2:]
            assert win.verb == "tsumo" and win.seat == 0 == pose.seat
            assert draw.verb == "draw" and draw.tile is not None and table.seats[0].draws == 1
            deals.setdefault(tuple(table.wall[:13 * 4]), []).append(kind(draw.tile))
        assert len(deals) >= 3
        for won_on in deals.values():  # no fork repeats the hand itself
            assert len(set(won_on)) == len(won_on)


def test_the_draw_before_a_fourth_tile_is_forked_too() -> None:
    """Closed kan in riichi: the seat before the learner draws other tiles in forks of
    one draw, each fork's learner then drawing the fourth tile of its triplet."""
    shared = 0
    for seed in range(4):
        poses = _apart(ankan.kan_allowed, range(seed, seed + 1), most=8)
        for first, second in pairwise(poses):
            one, other = first.table.events, second.table.events
            shared += one[:-3] == other[:-3] and one[-3] != other[-3]  # another draw before
        for pose in poses:
            hand = pose.table.seats[pose.seat].hand
            assert pose.table.seats[pose.seat].riichi_event is not None
            assert [kind(t) for t in hand].count(kind(hand[-1])) == 4
    assert shared >= 6


def test_one_first_draw_gives_many_double_riichi_questions() -> None:
    """The learner's first draw is forked to a kind of its own in each fork, each fork
    declaring riichi on its first discard: a dealt hand gives most of its place's
    questions, no two on the same drawn kind."""
    counts = []
    for seed in range(4):
        poses = _poses(riichi.double_first, seed, most=16)
        counts.append(len(poses))
        drawn = []
        for pose in poses:
            draw, riichi_tile = pose.table.events[-2:]
            assert draw.verb == "draw" and draw.seat == pose.seat and draw.tile is not None
            assert riichi_tile.verb == "riichi" and pose.table.seats[pose.seat].draws == 1
            drawn.append(kind(draw.tile))
        assert len(set(drawn)) == len(drawn)
    assert sum(counts) >= 60


@pytest.mark.parametrize("scenario", [tsumo.tsumo_yaku, first_turn.robbed_closed_kan],
                         ids=["tsumo_yaku", "robbed_closed_kan"])
def test_forks_of_the_draw_before_never_repeat_a_question(scenario: object) -> None:
    """A fork where the seat before the asked one draws and throws the very tile it threw
    in the hand shows the asked seat what the hand's own fork showed: one question, not
    two."""
    assert len(_apart(scenario, range(12))) >= 48

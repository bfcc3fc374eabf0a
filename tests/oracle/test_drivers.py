"""The oracle drivers emit well-formed situations, independent of our engine.

Every situation text is parsed with ``tomllib`` and checked against the situation-file
spec by hand: the keys, 13-tile starting hands, the event syntax, no fifth copy of a
tile, one red five per suit, live_wall 70, a question, and an expectation. The rigged
walls are checked to produce what they are built for, and the drivers to be
reproducible.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from functools import cache

import pytest

from tests.oracle import jansou_driver
from tests.oracle.record import PLAY_ASKS, SEATS, HandRecord
from tests.oracle.rigging import RIG_WEIGHTS, build_rig
from tests.oracle.riichienv_driver import play_hand, play_hands
from tests.oracle.situations import situation_text

TILE = r"[0-9][mps]|[1-7]z"
EVENT = re.compile(
    rf"^[ESWN] (?:(?:draw|discard|riichi|pon|daiminkan|ankan|kakan) (?:{TILE})"
    rf"|chi (?:{TILE}) (?:[0-9]{{2}}[mps])|ron|tsumo|kyuushu)$"
)
HANDS = 60


@cache
def sample() -> tuple[HandRecord, ...]:
    """riichienv hands, then a few jansou hands (both drivers emit the same format)."""
    return tuple(play_hands(1000, HANDS)) + tuple(jansou_driver.play_hands(1000, 20))


def tiles_of(text: str) -> list[str]:
    """MPSZ text to tile names, independent of tutor's parser."""
    out: list[str] = []
    for digits, suit in re.findall(r"([0-9]+)([mpsz])", text):
        out += [d + suit for d in digits]
    assert re.fullmatch(r"(?:[0-9]+[mpsz])*", text), text
    return out


def plain(tile: str) -> str:
    return "5" + tile[1] if tile[0] == "0" else tile


def check_copies(record: HandRecord) -> None:
    """No fifth copy and at most one red five per suit among all tiles ever seen."""
    seen: list[str] = []
    for seat in SEATS:
        seen += tiles_of(record.hands[seat])
    for line in record.events:
        parts = line.split()
        if parts[1] == "draw":
            seen.append(parts[2])
    counts = Counter(plain(t) for t in seen)
    assert max(counts.values()) <= 4, (record.label(), counts.most_common(2))
    reds = Counter(t for t in seen if t[0] == "0")
    assert all(n == 1 for n in reds.values()), record.label()


def test_every_situation_is_wellformed_toml_following_the_spec() -> None:
    asks = Counter()
    for record in sample():
        check_copies(record)
        for fact in record.facts:
            data = tomllib.loads(situation_text(record, fact))
            asks[fact.ask] += 1
            assert data["ruleset"] == "tenhou"
            assert re.fullmatch(r"[ES][1-4]", data["round"])
            assert data["live_wall"] == 70
            assert set(data["scores"]) == set(SEATS)
            assert len(data["dora_indicators"]) == 1
            for seat in SEATS:
                assert len(tiles_of(data["hands"][seat])) == 13, data["hands"][seat]
            lines = [line for line in data["events"].splitlines() if line.strip()]
            assert len(lines) == fact.n_events
            for line in lines:
                assert EVENT.match(line), line
            assert data["question"]["ask"] == fact.ask
            assert data["question"]["seat"] in SEATS
            expect = data["expect"]
            if fact.ask in PLAY_ASKS:
                assert expect["answer"] is fact.answer
            if fact.ask == "ankan_allowed":
                assert re.fullmatch(TILE, data["question"]["tile"])
            if fact.ask == "win":
                assert lines[-1] in (f"{fact.seat} ron", f"{fact.seat} tsumo")
                assert isinstance(expect["points"], int)
    assert {"riichi_allowed", "ron_allowed", "tsumo_allowed", "win"} <= set(asks)


def test_the_first_event_is_the_dealers_draw_and_turns_follow_seat_order() -> None:
    for record in sample():
        if record.outcome == "kyuushu_kyuuhai" and len(record.events) == 2:
            continue
        assert record.events[0].startswith("E draw")
        draws = [line.split()[0] for line in record.events if " draw " in line][:4]
        if len(draws) == 4 and not any(
            verb in " ".join(record.events[:8]) for verb in ("pon", "chi", "kan", "ron", "kyuushu")
        ):
            assert draws == list(SEATS)


def test_a_riichi_is_one_event_and_a_kan_is_followed_by_its_replacement_draw() -> None:
    riichi = kans = 0
    for record in sample():
        for i, line in enumerate(record.events):
            seat, verb = line.split()[:2]
            if verb == "riichi":
                riichi += 1
                assert record.events[i - 1].startswith(f"{seat} draw")
            if verb in ("ankan", "daiminkan", "kakan") and i + 1 < len(record.events):
                kans += 1
                following = record.events[i + 1]
                assert following.startswith(f"{seat} draw") or following.endswith(" ron"), following
    assert riichi and kans


def test_seeded_hands_replay_identically() -> None:
    first = play_hand(1234)
    again = play_hand(1234)
    assert first.events == again.events
    assert first.facts == again.facts
    assert first.wall == again.wall == build_rig(1234).wall
    assert jansou_driver.play_hand(77) == jansou_driver.play_hand(77)


def test_both_oracles_deal_a_rigged_wall_the_same_way() -> None:
    """jansou's wall order differs (dead wall first); the conversion keeps the deal."""
    rig = build_rig(4321, oya=0)
    ours = play_hand(4321, rig=rig)
    theirs = jansou_driver.play_hand(4321, rig=rig)
    assert ours.hands == theirs.hands
    assert ours.dora_indicators == theirs.dora_indicators
    assert ours.kan_dora_indicators == theirs.kan_dora_indicators
    assert ours.ura_dora_indicators == theirs.ura_dora_indicators
    assert ours.events[0] == theirs.events[0]


@pytest.mark.parametrize(
    ("rig", "outcome"),
    [
        ("kyuushu", "kyuushu_kyuuhai"),
        ("suufon", "suufon_renda"),
        ("sanchahou", "sanchahou"),
        ("riichi_all", "suucha_riichi"),
    ],
)
def test_rigged_walls_produce_their_abortive_draw(rig: str, outcome: str) -> None:
    outcomes = Counter(play_hand(seed, rig=build_rig(seed, rig)).outcome for seed in range(40))
    assert outcomes[outcome] > 0, outcomes


def test_rigged_walls_produce_the_rare_situational_yaku() -> None:
    found: Counter[str] = Counter()
    for record in sample():
        for fact in record.facts:
            if fact.ask == "win":
                found.update(fact.answer.yaku)
    assert {"riichi", "double_riichi", "ippatsu", "menzen_tsumo"} <= set(found), found
    for rig, yaku in (("chankan", "chankan"), ("kan", "rinshan"), ("late", "haitei")):
        hits = 0
        for seed in range(60):
            record = play_hand(seed, rig=build_rig(seed, rig))
            hits += sum(1 for f in record.facts if f.ask == "win" and yaku in f.answer.yaku)
        assert hits, (rig, yaku)


def test_rig_walls_hold_every_tile_once() -> None:
    names = [name for name, _ in RIG_WEIGHTS]
    for seed in range(200):
        rig = build_rig(seed, names[seed % len(names)])
        assert sorted(rig.wall) == list(range(136))


def test_tile_names_follow_our_notation() -> None:
    from tests.oracle.riichienv_driver import hand_text, tile_of_id, tile_of_mjai

    assert [tile_of_mjai(t) for t in ("5mr", "5p", "E", "P", "F", "C")] == [
        "0m",
        "5p",
        "1z",
        "5z",
        "6z",
        "7z",
    ]
    assert [tile_of_id(t) for t in (16, 17, 52, 88, 135)] == ["0m", "5m", "0p", "0s", "7z"]
    # a red five leads its suit: "109s" would read as a '10' typo
    assert hand_text([72, 88, 104, 0]) == "1m019s"
    assert (
        jansou_driver.hand_text(
            [jansou_driver.Tile(jansou_driver.TileKind(k), red=k == 22) for k in (18, 22, 26)]
        )
        == "019s"
    )

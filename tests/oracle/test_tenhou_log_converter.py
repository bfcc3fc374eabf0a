"""The Tenhou log converter on its own: no judge needed.

The eleven real hands of ``shared/data/tenhou`` must turn into situation files that
read back, keep every tile of the log where the log put it, and ask what the log's
ending answers.
"""

from __future__ import annotations

import copy
import json
import re
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import DATA
from tests.oracle.tenhou_log import Situation, convert
from tests.oracle.tenhou_replay import (
    TenhouLogError,
    load_hand,
    load_path,
    parse_call,
    replay,
    tile_of,
)
from tutor.engine.situation import parse_situation
from tutor.games.tenhou_result import (
    ExpectedWin,
    TenhouResultError,
    read_settlement,
    score_points,
    yaku_id,
)
from tutor.rules.tiles import KIND, parse_tile, parse_tiles

LOG_DIR = DATA / "tenhou"
LOGS = sorted(LOG_DIR.glob("*.json"))
RED_CODES = {51: "0m", 52: "0p", 53: "0s"}

# How each hand ends, read off the data README's table (not off the converter).
ENDINGS = {
    "01-agari-suukantsu": ("win", 1),
    "02-agari-rinshan": ("win", 1),
    "03-agari-chankan": ("win", 1),
    "04-agari-double-ron": ("win", 2),
    "05-agari-ippatsu": ("win", 1),
    "06-ryuukyoku": ("win", 0),
    "07-kyuushu": ("kyuushu_kyuuhai", 0),
    "08-sanchahou": ("sanchahou", 0),
    "09-suufon-renda": ("suufon_renda", 0),
    "10-suucha-riichi": ("suucha_riichi", 0),
    "11-nagashi-mangan": ("win", 1),
}


def _raw(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _events(situation: Situation) -> list[str]:
    data = tomllib.loads(situation.toml)
    return [line for line in data["events"].splitlines() if line.strip()]


@pytest.fixture(scope="module")
def converted() -> dict[str, list[Situation]]:
    return {path.stem: convert(load_path(path)) for path in LOGS}


def test_all_eleven_logs_are_there() -> None:
    assert [p.stem for p in LOGS] == sorted(ENDINGS)


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_every_situation_reads_back(path: Path, converted: dict[str, list[Situation]]) -> None:
    for situation in converted[path.stem]:
        data = tomllib.loads(situation.toml)
        assert data["question"]["ask"] == situation.ask
        assert data["question"]["seat"] == situation.seat
        assert len(_events(situation)) == situation.events
        parsed = parse_situation(situation.toml, file=situation.name)
        assert parsed.question.ask == situation.ask


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_hands_are_the_dealt_thirteen_tiles(
    path: Path, converted: dict[str, list[Situation]]
) -> None:
    raw = _raw(path)["log"][0]
    dealer = raw[0][0] % 4
    data = tomllib.loads(converted[path.stem][0].toml)
    for player in range(4):
        seat = "ESWN"[(player - dealer) % 4]
        tiles = parse_tiles(data["hands"][seat])
        assert len(tiles) == 13
        assert Counter(tiles) == Counter(tile_of(code) for code in raw[4 + 3 * player])


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_event_counts_match_the_log(path: Path) -> None:
    raw = _raw(path)["log"][0]
    draws = [e for p in range(4) for e in raw[5 + 3 * p]]
    discards = [e for p in range(4) for e in raw[6 + 3 * p]]
    events = replay(load_path(path)).events
    verbs = Counter(e.verb for e in events)
    calls = Counter(re.sub(r"[^a-z]", "", e) for e in draws if isinstance(e, str))
    declared = Counter(re.sub(r"[^a-z]", "", e) for e in discards if isinstance(e, str))
    assert verbs["draw"] == sum(isinstance(e, int) for e in draws)
    assert verbs["discard"] == sum(isinstance(e, int) and e != 0 for e in discards)
    assert verbs["riichi"] == declared["r"]
    assert verbs["ankan"] == declared["a"]
    assert verbs["kakan"] == declared["k"]
    assert (verbs["chi"], verbs["pon"], verbs["daiminkan"]) == (calls["c"], calls["p"], calls["m"])
    assert events[0].line.startswith("E draw")


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_live_wall_counts_down_to_what_the_log_implies(path: Path) -> None:
    hand = load_path(path)
    played = replay(hand)
    walls = [e.live_wall for e in played.events]
    assert walls == sorted(walls, reverse=True)
    assert min(walls) >= 0
    draws = sum(e.verb == "draw" for e in played.events)
    assert played.live_wall == 70 - draws
    exhausted = hand.settlement.name in ("流局", "流し満貫")
    assert (played.live_wall == 0) == exhausted


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_red_fives_are_written_as_zero(path: Path, converted: dict[str, list[Situation]]) -> None:
    raw = _raw(path)["log"][0]
    ending = converted[path.stem][0]
    data = tomllib.loads(ending.toml)
    written = Counter[str]()
    for text in data["hands"].values():
        written.update(name for t in parse_tiles(text) if (name := _red_name(t)))
    for line in _events(ending):
        if " draw " in line:
            written.update(n for n in [_red_name(parse_tile(line.split()[-1]))] if n)
    dealt = [c for p in range(4) for c in [*raw[4 + 3 * p], *raw[5 + 3 * p]] if isinstance(c, int)]
    assert written == Counter(RED_CODES[c] for c in dealt if c in RED_CODES)


def _red_name(tile: int) -> str | None:
    return {34: "0m", 35: "0p", 36: "0s"}.get(tile)


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_no_tile_is_seen_more_often_than_the_set_has_it(path: Path) -> None:
    raw = _raw(path)["log"][0]
    seen = [*raw[2], *raw[3]]
    for player in range(4):
        seen += [c for c in [*raw[4 + 3 * player], *raw[5 + 3 * player]] if isinstance(c, int)]
    tiles = [tile_of(c) for c in seen]
    assert max(Counter(KIND[t] for t in tiles).values()) <= 4
    assert max(Counter(t for t in tiles if t >= 34).values(), default=0) <= 1


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_the_ending_asks_what_tenhou_settled(
    path: Path, converted: dict[str, list[Situation]]
) -> None:
    kind, winners = ENDINGS[path.stem]
    ending = [s for s in converted[path.stem] if not s.derived]
    if kind == "win":
        wins = [s for s in ending if s.ask == "win" and isinstance(s.expected, ExpectedWin)]
        assert len(wins) == winners
        for win in wins:
            assert sum(win.expected.payments.values()) >= 0  # type: ignore[union-attr]
    else:
        assert [s.expected for s in ending] == [kind]
        assert ending[0].ask == "abortive_draw"


def test_rons_follow_the_discard_and_tsumo_the_draw(converted: dict[str, list[Situation]]) -> None:
    chankan = _events(converted["03-agari-chankan"][0])
    assert chankan[-2].split()[1] == "kakan" and chankan[-1] == "W ron"
    double = _events(converted["04-agari-double-ron"][0])
    assert double[-3:] == ["E riichi 7m", "S ron", "N ron"]
    rinshan = _events(converted["02-agari-rinshan"][0])
    assert [line.split()[1] for line in rinshan[-3:]] == ["ankan", "draw", "tsumo"]
    triple = _events(converted["08-sanchahou"][0])
    assert [line.split()[1] for line in triple[-4:]] == ["discard", "ron", "ron", "ron"]
    nine = _events(converted["07-kyuushu"][0])
    assert nine[-2:] == ["S draw 1z", "S kyuushu"]


def test_kan_dora_and_ura_indicators_are_carried() -> None:
    data = tomllib.loads(convert(load_path(LOG_DIR / "01-agari-suukantsu.json"))[0].toml)
    assert data["dora_indicators"] == ["6p"]
    assert data["kan_dora_indicators"] == ["2z", "7m", "2z", "3m"]
    rinshan = tomllib.loads(convert(load_path(LOG_DIR / "02-agari-rinshan.json"))[0].toml)
    assert rinshan["ura_dora_indicators"] == ["3z", "8s"]


def test_derived_riichi_questions_stop_at_the_declarers_draw(
    converted: dict[str, list[Situation]],
) -> None:
    riichi = [s for s in converted["10-suucha-riichi"] if s.ask == "riichi_allowed"]
    assert len(riichi) == 4
    for situation in riichi:
        last = _events(situation)[-1].split()
        assert last[:2] == [situation.seat, "draw"]
        assert situation.expected is True


def test_call_strings_name_the_seat_the_tile_came_from() -> None:
    assert parse_call("c131451").source(1) == 0
    assert parse_call("47p4747").source(1) == 3
    assert parse_call("4444p44").source(1) == 2
    assert parse_call("p252552").source(1) == 0
    assert parse_call("m39393939").source(2) == 1
    assert parse_call("393939m39").source(2) == 3
    assert parse_call("39m393939").source(2) == 0
    assert parse_call("121212a12").source(2) is None
    with pytest.raises(TenhouLogError):
        parse_call("47x4747")


def test_tenhou_score_texts_and_yaku_names() -> None:
    assert score_points("満貫2000-4000点") == 8000
    assert score_points("4000点∀") == 12000
    assert score_points("30符2飜2000点") == 2000
    assert yaku_id("場風 東") == "yakuhai_round_wind"
    assert yaku_id("役牌 發") == "yakuhai_hatsu"
    with pytest.raises(TenhouResultError):
        yaku_id("大車輪")
    with pytest.raises(TenhouResultError):
        read_settlement(["謎"])


def _broken(mutate: Any) -> dict[str, Any]:
    data = copy.deepcopy(_raw(LOG_DIR / "09-suufon-renda.json"))
    mutate(data["log"][0])
    return data


def test_a_log_that_does_not_add_up_is_refused_with_the_player() -> None:
    def discard_unheld(hand: list[Any]) -> None:
        hand[6] = [11]  # player 0 discards 1m, which it never held

    with pytest.raises(TenhouLogError, match=r"player 0 .*does not hold 1m"):
        replay(load_hand(_broken(discard_unheld), "broken"))

    def extra_draw(hand: list[Any]) -> None:
        hand[14] = [44, 45]  # player 3 draws twice but the hand stops after one round

    with pytest.raises(TenhouLogError, match="unread"):
        replay(load_hand(_broken(extra_draw), "broken"))

    with pytest.raises(TenhouLogError, match=r"not a tenhou\.net/6 hand log"):
        load_hand({"log": []}, "empty")


_JANSOU_CALLS = {"CHII": "chi", "PON": "pon", "DAIMINKAN": "daiminkan", "ANKAN": "ankan"}


def _jansou_order(path: Path) -> list[tuple[int, str, int]]:
    """(player, verb, tile kind) of each event, as jansou's own Tenhou reader orders them."""
    from jansou.io.paifu import Call, Discard, Draw
    from jansou.io.tenhou_json import parse_tenhou_json

    out: list[tuple[int, str, int]] = []
    for event in parse_tenhou_json(path).rounds[0].events:
        if isinstance(event, Draw):
            out.append((event.seat, "draw", int(event.tile.kind)))
        elif isinstance(event, Discard):
            out.append((event.seat, "riichi" if event.riichi else "discard", int(event.tile.kind)))
        elif isinstance(event, Call):
            meld = event.meld
            verb = _JANSOU_CALLS.get(meld.type.name, "kakan")
            out.append((event.seat, verb, int((meld.called or meld.tiles[0]).kind)))
    return out


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_order_of_play_agrees_with_jansous_reader(path: Path) -> None:
    ours = [(e.player, e.verb, KIND[parse_tile(e.args[0])]) for e in replay(load_path(path)).events]
    assert ours == _jansou_order(path)

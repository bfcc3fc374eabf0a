"""Known differences between the oracles and our rulesets, each pinned with its source.

The differential tests do not count these as disagreements; these tests prove the
oracles still behave so (an upgrade that changes one fails here, not there), and,
where our engine is written, that our judge answers the rule as the sources state it.

Sources: the rules fact sheet ``shared/reference/rules-and-variants.md`` (§4 kan
after riichi, §5 furiten, §6 abortive draws, §11 renhou, §12 double yakuman, §13 red
fives) and the oracle notes in
``shared/reference/engineering-notes.md``.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from jansou.core.rules import Rules, preset
from riichienv import ActionType, GameRule, HandEvaluator, MjaiReplay, Wind
from riichienv.hand import Conditions

from tests.oracle import jansou_driver
from tests.oracle.compare import judge_for
from tests.oracle.record import Fact, HandRecord
from tests.oracle.rigging import scripted_rig
from tests.oracle.riichienv_driver import RiichiEnv, new_env, play_hand
from tests.oracle.situations import situation_text

AT = ActionType
JANSOU = Path(preset.__code__.co_filename).resolve().parent.parent


def quiet_player(declare: int, discard_first: str) -> Any:
    """A scripted chooser: player ``declare`` riichis when it can and throws the tile
    named first; everyone else passes every call and throws the tile it drew."""

    def choose(env: RiichiEnv, pid: int, actions: list[Any]) -> Any:
        types = {a.action_type: a for a in actions}
        if pid == declare and AT.RIICHI in types:
            return types[AT.RIICHI]
        if AT.PASS in types:
            return types[AT.PASS]
        discards = [a for a in actions if a.action_type == AT.DISCARD]
        for a in discards:
            if a.tile // 4 == _kind(discard_first):
                return a
        return discards[-1]

    return choose


def public(obj: object) -> list[str]:
    return [name for name in dir(obj) if not name.startswith("_")]


def _kind(tile: str) -> int:
    number = int(tile[0]) or 5
    return "mpsz".index(tile[1]) * 9 + number - 1


def facts(record: HandRecord, ask: str, seat: str) -> list[Fact]:
    return [f for f in record.facts if f.ask == ask and f.seat == seat]


def test_riichienv_has_no_strict_kan_rule_it_allows_a_kan_that_keeps_the_waits() -> None:
    """§4: 1113444p 222z 789s in riichi draws 1p. The waits (2p 3p 5p) stay the same
    after the kan, so Tenhou's rule allows it; the strict rule forbids it (111p can be
    read as 11p + 13p). riichienv offers the kan and has no option for the strict rule."""
    rig = scripted_rig({0: "1113444p222z789s"}, {0: "9m", 4: "1p"}, seed=3)
    record = play_hand(1, rig=rig, choose=quiet_player(0, "9m"))
    (kan,) = [f for f in facts(record, "ankan_allowed", "E") if f.tile == "1p"]
    assert kan.answer is True
    assert not any("strict" in name or "after_riichi" in name for name in public(GameRule()))
    judge = judge_for("ankan_allowed")
    assert judge(situation_text(record, kan), kan).answer is True
    strict = situation_text(record, kan, rules={"kan_after_riichi": "strict"})
    assert judge(strict, kan).answer is False


def test_riichienv_always_plays_with_red_fives() -> None:
    """§13: Tenhou's red lobbies have three red fives, and riichienv has no option to
    remove them, so the differential tests judge under our ``tenhou`` ruleset."""
    env = new_env()
    rig = scripted_rig({0: "0m0p0s"}, {}, seed=5)
    play_hand(2, rig=rig, env=env, choose=quiet_player(-1, "1z"))
    start = next(e for e in env.mjai_log if e["type"] == "start_kyoku")
    assert {"5mr", "5pr", "5sr"} <= set(start["tehais"][0])
    assert not any("aka" in name or "red_five" in name for name in public(GameRule()))


def test_riichienv_single_hand_mode_keeps_the_win_results() -> None:
    """In longer game modes riichienv clears its results when the next hand starts;
    single-hand mode (the drivers' mode) keeps them after the hand."""
    env = new_env()
    for seed in range(50):
        record = play_hand(seed, env=env)
        if record.outcome == "win":
            assert env.done() and env.win_results
            return
    pytest.fail("no win in 50 seeded hands")


def test_riichienv_replay_path_marks_houtei_or_haitei_that_live_play_does_not(
    tmp_path: Path,
) -> None:
    """riichienv's mjai replay reports haitei/houtei on wins made long before the wall
    ran out; live play reports them correctly, so the drivers play live."""
    env = new_env()
    misreported = 0
    for seed in range(40):
        record = play_hand(seed, env=env)
        wins = [f for f in record.facts if f.ask == "win"]
        if len(wins) != 1 or {"haitei", "houtei"} & set(wins[0].answer.yaku):
            continue
        log = tmp_path / f"{seed}.jsonl"
        log.write_text("".join(json.dumps(e) + "\n" for e in env.mjai_log))
        for kyoku in MjaiReplay.from_jsonl(str(log)).take_kyokus():
            for ctx in kyoku.take_win_result_contexts():
                misreported += ctx.conditions.haitei or ctx.conditions.houtei
    assert misreported > 0


def test_riichienv_lists_dora_once_whatever_its_count() -> None:
    """Two dora (a 2z pair under a 1z indicator) add two han but one ``Dora`` entry: the
    comparison checks the presence of each dora counter and the han total."""
    tiles = [0, 4, 8, 12, 16 + 1, 20, 36, 40, 44, 76, 80, 84, 112, 113]  # 123m456m 1-3p 2-4s 22z
    conditions = Conditions(tsumo=True, player_wind=Wind.West, round_wind=Wind.East)
    result = HandEvaluator(tiles).calc(113, [108], conditions=conditions)
    names = [y.name_en for y in result.yaku_list()]
    assert names.count("Dora") == 1
    assert result.han == 3  # menzen tsumo 1 + dora 2


def test_neither_oracle_has_renhou() -> None:
    """§11: Tenhou has no renhou. S holds a yakuless 123m456789p11s35s (kanchan on 4s)
    before its first draw and E throws 4s: no yaku, so no ron — in riichienv and in our
    ``tenhou`` ruleset (renhou = none). jansou has no renhou rule at all."""
    rig = scripted_rig({1: "123m456789p1135s"}, {0: "4s"}, seed=7)
    record = play_hand(3, rig=rig, choose=quiet_player(-1, "4s"))
    (ron,) = facts(record, "ron_allowed", "S")[:1]
    assert ron.n_events == 2 and ron.answer is False
    assert not any("renhou" in name or "renho" in name for name in Rules.__dataclass_fields__)
    assert not any("renhou" in p.read_text() for p in (JANSOU / "scoring").glob("*.py"))
    judge = judge_for("ron_allowed")
    assert judge(situation_text(record, ron), ron).answer is False


def test_the_tenhou_presets_have_double_yakuman_off() -> None:
    """§12: Tenhou scores the special waits (13-sided kokushi, junsei chuuren,
    suuankou tanki) and daisuushii as single yakuman. jansou's Tenhou preset and
    riichienv's agree; their Mahjong Soul presets double them."""
    assert preset("tenhou").double_yakuman is False
    assert preset("mahjong-soul").double_yakuman is True
    tenhou, soul = GameRule.default_tenhou(), GameRule.default_mjsoul()
    for flag in (
        "is_kokushi_musou_13machi_double",
        "is_suuankou_tanki_double",
        "is_junsei_chuurenpoutou_double",
    ):
        assert getattr(tenhou, flag) is False
        assert getattr(soul, flag) is True


def test_jansou_lets_the_discard_after_the_fourth_kan_be_called_and_aborts_later() -> None:
    """Rules sheet §6 (suukaikan, Tenhou; MOR, MJX): four kans by two or more players
    end the hand when the discard after the fourth kan is not ronned; only a ron is
    offered on it. jansou checks the abort only at a discard nobody calls, so N could
    pon that discard and the hand ended one discard later. The driver marks such facts
    ``known:jansou_late_suukaikan``; our engine ends the hand at the right discard."""
    record = jansou_driver.play_hand(103445)
    (abort,) = [f for f in record.facts if f.ask == "abortive_draw"]
    assert abort.answer == "suukaikan" and abort.note == "known:jansou_late_suukaikan"
    kans = [i for i, line in enumerate(record.events) if "kan " in line]
    fourth_discard = next(
        i for i in range(kans[3], len(record.events)) if " discard " in record.events[i]
    )
    assert " pon " in record.events[fourth_discard + 1]
    judge = judge_for("abortive_draw")
    on_time = replace(abort, n_events=fourth_discard + 1, seat=record.events[fourth_discard][0])
    assert judge(situation_text(record, on_time), on_time).answer == "suukaikan"


def test_jansou_forgets_the_furiten_of_a_winning_tile_that_gave_no_yaku() -> None:
    """Rules sheet §5 (temporary furiten, Tenhou): a winning tile that passes makes the
    seat furiten until its own next discard, every wait counting, yaku or not (MOR sets
    furiten on a yakuless pass). Here E (open, 23m waiting 1m/4m) lets S's 1m go by —
    no yaku with 1m — and jansou still offers E ron on W's 4m (tanyao) before E
    discards again. Marked ``known:jansou_no_furiten_after_yakuless_pass``."""
    record = jansou_driver.play_hand(101491)
    marked = [f for f in record.facts if f.note == jansou_driver.YAKULESS_PASS]
    ron = next(f for f in marked if f.ask == "ron_allowed")
    assert ron.seat == "E" and ron.answer is True
    assert any(f.ask == "win" for f in marked)
    judge = judge_for("ron_allowed")
    assert judge(situation_text(record, ron), ron).answer is False

"""The ruleset comes from the log's rule fields (red fives, open tanyao, three players)
unless --ruleset says otherwise."""

from __future__ import annotations

import json
import tomllib

from tests.conftest import DATA
from tutor.games import parse_game, study

SANMA = DATA / "games" / "sanma-jansou-seed1.mjson"
TENHOU = DATA / "tenhou" / "06-ryuukyoku.json"


def _tenhou_with_rule(rule: dict[str, object]) -> bytes:
    data = json.loads(TENHOU.read_text(encoding="utf-8"))
    data["rule"] = rule
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


def test_a_lobby_without_open_tanyao_is_judged_without_it() -> None:
    log = parse_game(_tenhou_with_rule({"disp": "上南赤", "aka": 1}), file="x.json")
    assert log.rules == {"open_tanyao": False}
    game = study(log, seat=1)
    assert game.differences == []
    text = game.moments[0].text
    assert tomllib.loads(text)["rules"] == {"open_tanyao": False}


def test_a_log_without_red_fives_that_holds_one_is_reported_in_words() -> None:
    log = parse_game(_tenhou_with_rule({"disp": "上南喰", "aka": 0}), file="x.json")
    assert log.rules == {"aka_dora": 0}
    game = study(log, seat=1)
    assert len(game.differences) == 1
    assert "without red fives" in game.differences[0]


def test_a_three_player_game_is_judged_under_the_sanma_rules() -> None:
    game = study(parse_game(SANMA.read_bytes(), file=SANMA.name), seat=0)
    assert game.log.players == 3 and game.ruleset == "tenhou-sanma"
    assert len(game.hands) == 13
    assert game.differences == []
    assert any(line.verb == "kita" for hand in game.hands for line in hand.lines)
    assert all("players = 3" in m.text for m in game.moments)


def test_the_ruleset_option_overrides_the_log() -> None:
    log = parse_game(TENHOU.read_bytes(), file=TENHOU.name)
    game = study(log, seat=1, ruleset="wrc")
    assert game.ruleset == "wrc"
    assert all('ruleset = "wrc"' in m.text for m in game.moments)

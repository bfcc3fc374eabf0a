"""The round state machine: facts after replay, and one refusal per kind of impossible event."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.engine.helpers import situation_text, table_of
from tutor.__main__ import main
from tutor.judges.double_riichi import double_riichi_of
from tutor.rules.tiles import parse_tile

S_HAND = "23m456p789p123s55s"  # tenpai on 1m/4m after discarding the drawn tile
RIICHI_S = """
E draw ?
E discard 1z
S draw 9s
S riichi 9s
"""


def test_live_wall_counts_draws_and_kans() -> None:
    table = table_of("E draw ?\nE ankan 1z\nE draw ?\nE discard 2z\nS draw ?")
    assert table.live_wall == 70 - 1 - 1 - 1  # two live draws, one kan
    assert [k.seat for k in table.kans] == ["E"]
    assert [a.kind == "replacement_draw" for a in table.acts] == [False, False, True, False, False]
    assert table.seats["E"].kans == 1 and table.call_events == [2]


def test_riichi_stick_is_paid_once_the_tile_goes_by() -> None:
    table = table_of(RIICHI_S, hands={"S": S_HAND})
    seat = table.seats["S"]
    assert seat.in_riichi and not seat.riichi_accepted and seat.score == 25000
    table = table_of(RIICHI_S + "W draw ?", hands={"S": S_HAND})
    seat = table.seats["S"]
    assert seat.riichi_accepted and seat.score == 24000 and table.riichi_sticks == 1
    assert seat.locked_waits == (parse_tile("1m"), parse_tile("4m"))
    assert double_riichi_of(table, seat)[0]  # the one double-riichi rule, read by scoring too


def test_a_riichi_tile_won_on_is_never_paid() -> None:
    table = table_of(
        RIICHI_S + "W ron", hands={"S": S_HAND, "W": "78s111z222z333z44z"}, live_wall=70
    )
    assert table.ended == "ron" and table.riichi_sticks == 0
    assert table.seats["S"].score == 25000 and not table.seats["S"].riichi_accepted
    assert table.wins[0].seat == "W" and table.wins[0].from_seat == "S"


def test_the_sideways_tile_moves_on_when_the_riichi_tile_is_called() -> None:
    table = table_of(
        RIICHI_S + "W pon 9s\nW discard 1p\nN draw ?\nN discard 2p\nE draw ?\nE discard 3p"
        "\nS draw 8p\nS discard 8p",
        hands={"S": S_HAND},
    )
    discards = table.seats["S"].discards
    assert discards[0].riichi and discards[0].sideways and discards[0].called_by == "W"
    assert discards[1].sideways and not discards[1].riichi and discards[1].tsumogiri
    assert table.seats["S"].riichi_accepted  # a call accepts the riichi


def test_an_unknown_hand_in_riichi_may_discard_what_it_drew_unseen() -> None:
    table = table_of(
        "E draw ?\nE riichi 1z\nS draw ?\nS discard 2z\nW draw ?\nW discard 3z\nN draw ?"
        "\nN discard 4z\nE draw ?\nE discard 9m"
    )
    assert table.seats["E"].in_riichi and table.seats["E"].discards[-1].event == 10


def test_passed_winning_tiles_are_recorded_with_their_event() -> None:
    table = table_of(
        "E draw ?\nE discard 1z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 1m\nN draw ?",
        hands={"S": S_HAND},
    )
    passes = table.passes("S")
    assert [(p.event, p.from_seat, p.source, p.in_riichi) for p in passes] == [
        (6, "W", "discard", False)
    ]


def test_a_pending_discard_is_not_yet_passed() -> None:
    table = table_of(
        "E draw ?\nE discard 1z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 1m",
        hands={"S": S_HAND},
    )
    assert table.passes("S") == [] and table.claim is not None


def test_kakan_and_melds_are_tracked() -> None:
    table = table_of(
        "E draw ?\nE discard 1z\nS pon 1z\nS discard 2z\nW draw ?\nW discard 3z\nN draw ?"
        "\nN discard 4z\nE draw ?\nE discard 5z\nS draw 1z\nS kakan 1z\nS draw ?",
        live_wall=60,
    )
    meld = table.seats["S"].melds[0]
    assert meld.kind == "kakan" and meld.from_seat == "E"
    assert table.call_events == [3, 12]
    assert table.seats["S"].last_draw_replacement
    assert table.live_wall == 60 - 4 - 1 - 1


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "case.toml"
    path.write_text(text)
    return str(path)


REFUSALS: list[tuple[str, str, dict[str, Any]]] = [
    ("play.out_of_turn", "E draw ?\nE discard 1z\nW draw ?", {}),
    ("play.out_of_turn", "S draw ?", {}),
    ("play.first_event", "E discard 1z", {}),
    ("play.hand_over", "E draw ?\nE tsumo\nS draw ?", {}),
    ("play.not_held", "E draw ?\nE discard 1z\nS draw 9s\nS discard 7m", {"hands": {"S": S_HAND}}),
    (
        "play.fifth_copy",
        "E draw ?\nE discard 5s\nS draw 5s\nS discard 5s\nW draw ?\nW discard 5s",
        {"hands": {"S": S_HAND}},
    ),
    ("play.fifth_copy", "E draw ?\nE discard 0m", {"ruleset": "wrc"}),
    ("play.unknown_draw", "E draw ?\nE discard 1z\nS draw ?", {"hands": {"S": S_HAND}}),
    ("play.wall_exhausted", "E draw ?\nE discard 1z\nS draw ?", {"live_wall": 1}),
    ("play.call_not_last_discard", "E draw ?\nE discard 1z\nS draw ?\nS discard 2z\nW pon 1z", {}),
    ("play.own_tile", "E draw ?\nE discard 1z\nE pon 1z", {}),
    ("play.call_on_last_tile", "E draw ?\nE discard 1z\nS pon 1z", {"live_wall": 1}),
    ("play.chi_not_next", "E draw ?\nE discard 3m\nW chi 3m 45m", {}),
    ("play.chi_not_run", "E draw ?\nE discard 3m\nS chi 3m 46m", {}),
    ("play.bad_meld", "E draw ?\nE discard 3m\nW pon 3m 34m", {}),
    (
        "play.locked_after_riichi",
        RIICHI_S + "W draw ?\nW discard 2z\nN draw ?\nN discard 3z\nE draw ?\nE discard 4z"
        "\nS draw 7z\nS discard 2m",
        {"hands": {"S": S_HAND}},
    ),
    (
        "play.locked_after_riichi",
        RIICHI_S + "W draw ?\nW discard 5s\nS pon 5s",
        {"hands": {"S": S_HAND}},
    ),
    ("play.kuikae", "E draw ?\nE discard 3m\nS chi 3m 45m\nS discard 6m", {}),
    ("play.kuikae", "E draw ?\nE discard 3m\nW pon 3m\nW discard 3m", {}),
    ("play.no_pon_to_add", "E draw ?\nE kakan 1z", {}),
    (
        "play.kuikae",
        "E draw ?\nE discard 1z\nS pon 1z\nS discard 4z\nW draw ?\nW discard 2z\nS pon 2z"
        "\nS discard 5z\nW draw ?\nW discard 3z\nS pon 3z\nS discard 6z\nW draw ?\nW discard 7z"
        "\nN draw ?\nN discard 9p\nE draw ?\nE discard 3m\nS chi 3m 45m",
        {"hands": {"S": "3456m112233z456z"}},
    ),
    ("play.nothing_to_ron", "E draw ?\nS ron", {}),
    (
        "play.kyuushu_refused",
        "E draw ?\nE discard 1z\nS draw ?\nS discard 2z\nW draw ?\nW kyuushu",
        {"live_wall": 50},
    ),
    (
        "ankan.no_more_kans",
        "E draw ?\nE ankan 1z\nE draw ?\nE ankan 2z\nE draw ?\nE ankan 3z\nE draw ?\nE ankan 4z"
        "\nE draw ?\nE ankan 5z",
        {},
    ),
    ("ankan.last_tile", "E draw ?\nE ankan 1z", {"live_wall": 1}),
    ("ankan.not_four", "E draw ?\nE discard 1z\nS draw 9s\nS ankan 9s", {"hands": {"S": S_HAND}}),
    (
        "riichi.discard_not_tenpai",
        "E draw ?\nE discard 1z\nS draw 9s\nS riichi 2m",
        {"hands": {"S": S_HAND}},
    ),
    ("riichi.points", RIICHI_S, {"hands": {"S": S_HAND}, "scores": {"S": 900}}),
    ("riichi.live_wall", RIICHI_S, {"hands": {"S": S_HAND}, "live_wall": 5}),
    (
        "riichi.open_hand",
        "E draw ?\nE discard 1z\nS pon 1z\nS discard 2z\nW draw ?\nW discard 3z\nN draw ?"
        "\nN discard 4z\nE draw ?\nE discard 5z\nS draw ?\nS riichi 6z",
        {},
    ),
    ("ron_tsumo.not_complete", "E draw ?\nE discard 1z\nS ron", {"hands": {"S": S_HAND}}),
    (
        "ron_tsumo.not_complete",
        "E draw ?\nE discard 1z\nS draw 9s\nS tsumo",
        {"hands": {"S": S_HAND}},
    ),
    (
        "ron_tsumo.furiten",
        "E draw ?\nE discard 1z\nS draw 4m\nS discard 4m\nW draw ?\nW discard 1m\nS ron",
        {"hands": {"S": S_HAND}},
    ),
    (
        "ron_tsumo.no_yaku",
        "E draw ?\nE discard 7z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 2m\nS ron",
        {"hands": {"S": "13m456p789p123s55s"}},
    ),
]


@pytest.mark.parametrize(
    ("code", "events", "extra"), REFUSALS, ids=[f"{c}-{i}" for i, (c, _, _) in enumerate(REFUSALS)]
)
def test_impossible_events_exit_2_naming_line_and_rule(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    code: str,
    events: str,
    extra: dict[str, Any],
) -> None:
    text = situation_text(events, ask="furiten", seat="E", **extra)
    path = _write(tmp_path, text)
    assert main(["judge", path]) == 2
    err = capsys.readouterr().err
    assert f"[{code}]" in err, err
    last_event = events.strip().splitlines()[-1]
    if code not in {"play.first_event", "play.out_of_turn", "play.fifth_copy"}:
        line = text.splitlines().index(last_event) + 1
        assert f"case.toml:{line}: " in err, err
    assert "Traceback" not in err

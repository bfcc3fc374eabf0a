"""riichi_allowed and double_riichi (fact sheet §1, §3)."""

from __future__ import annotations

from tests.engine.helpers import codes, judged, refused, table_of
from tutor.engine.situation import Question
from tutor.errors import TutorError
from tutor.judges import answer_on, answer_only

HAND = "23m456p789p123s55s"  # J01-J04: after drawing and discarding 9s, waits 1m/4m
DRAW_9S = "E draw ?\nE discard 1z\nS draw 9s"
WIDE = "345m456p789p12s5s1z"  # after drawing 3s: tenpai discarding 5s or 1z, no other


def test_j01_four_live_tiles_and_1000_points_is_legal() -> None:
    judgment = judged(
        "S draw 9s", "riichi_allowed", "S", hands={"S": HAND}, live_wall=5, scores={"S": 1000}
    )
    assert judgment.answer is True
    assert codes(judgment) == [
        "riichi.closed_hand",
        "riichi.tenpai",
        "riichi.points_ok",
        "riichi.live_wall_ok",
    ]
    assert "9s" in judgment.reasons[1].text and "1m and 4m" in judgment.reasons[1].text


def test_j02_three_live_tiles_is_too_late() -> None:
    judgment = judged("S draw 9s", "riichi_allowed", "S", hands={"S": HAND}, live_wall=4)
    assert judgment.answer is False and codes(judgment)[0] == "riichi.live_wall"
    late = judged(
        "S draw 9s", "riichi_allowed", "S", hands={"S": HAND}, live_wall=4, ruleset="m-league"
    )
    assert late.answer is True


def test_j03_900_points_cannot_pay_the_stick() -> None:
    judgment = judged(
        "S draw 9s", "riichi_allowed", "S", hands={"S": HAND}, live_wall=20, scores={"S": 900}
    )
    assert judgment.answer is False and codes(judgment)[0] == "riichi.points"
    free = judged(
        "S draw 9s",
        "riichi_allowed",
        "S",
        hands={"S": HAND},
        live_wall=20,
        scores={"S": 900},
        rules={"riichi_min_points": 0},
    )
    assert free.answer is True


def test_not_tenpai_and_open_hands_are_refused() -> None:
    judgment = judged(
        "E draw ?\nE discard 1z\nS draw 9s",
        "riichi_allowed",
        "S",
        hands={"S": "13m468p79p123s58s1z"},
    )
    assert judgment.answer is False and codes(judgment)[0] == "riichi.not_tenpai"
    opened = judged(
        "E draw ?\nE discard 5s\nS pon 5s\nS discard 2m\nW draw ?\nW discard 1z\nN draw ?"
        "\nN discard 2z\nE draw ?\nE discard 3z\nS draw 9s",
        "riichi_allowed",
        "S",
        hands={"S": HAND},
    )
    assert opened.answer is False and codes(opened)[0] == "riichi.open_hand"


def test_closed_kans_keep_the_hand_closed() -> None:
    hand = "1111m456p789p23s5s"
    judgment = judged(
        "E draw ?\nE discard 1z\nS draw 5s\nS ankan 1m\nS draw 7z",
        "riichi_allowed",
        "S",
        hands={"S": hand},
    )
    assert judgment.answer is True
    assert "closed kan of 1m" in judgment.reasons[0].text


def test_already_in_riichi_and_wrong_moment() -> None:
    events = (
        DRAW_9S
        + "\nS riichi 9s\nW draw ?\nW discard 2z\nN draw ?\nN discard 3z\nE draw ?\nE discard 4z"
        "\nS draw 7z"
    )
    judgment = judged(events, "riichi_allowed", "S", hands={"S": HAND})
    assert judgment.answer is False and codes(judgment)[0] == "riichi.already"
    wrong = refused("E draw ?\nE discard 1z", "riichi_allowed", "S", hands={"S": HAND})
    assert wrong == "riichi.not_after_draw"


def test_furiten_does_not_block_riichi() -> None:
    events = (
        "E draw ?\nE discard 1z\nS draw 4m\nS discard 4m\nW draw ?\nW discard 2z\nN draw ?"
        "\nN discard 3z\nE draw ?\nE discard 5z\nS draw 9s"
    )
    assert judged(events, "furiten", "S", hands={"S": HAND}).answer == ["discard"]
    allowed = judged(events, "riichi_allowed", "S", hands={"S": HAND})
    assert allowed.answer is True and codes(allowed)[-1] == "riichi.furiten_ok"


def test_j10_a_closed_kan_before_the_declaration_spoils_double_riichi() -> None:
    events = "E draw ?\nE ankan 1z\nE draw ?\nE discard 9m\nS draw 9s\nS riichi 9s"
    judgment = judged(events, "double_riichi", "S", hands={"S": HAND})
    assert judgment.answer is False and codes(judgment) == ["double_riichi.call_before"]
    assert judgment.reasons[0].event == 2
    clean = judged(
        "E draw ?\nE discard 9m\nS draw 9s\nS riichi 9s", "double_riichi", "S", hands={"S": HAND}
    )
    assert clean.answer is True and codes(clean) == ["double_riichi.first_discard"]


def test_j11_calls_after_the_declaration_keep_it() -> None:
    events = "E draw ?\nE discard 9m\nS draw 9s\nS riichi 9s\nW pon 9s\nW discard 1p"
    judgment = judged(events, "double_riichi", "S", hands={"S": HAND})
    assert judgment.answer is True and codes(judgment) == [
        "double_riichi.first_discard",
        "double_riichi.later_calls",
    ]


def test_double_riichi_needs_a_fresh_deal_and_the_first_discard() -> None:
    assert codes(
        judged("S draw 9s\nS riichi 9s", "double_riichi", "S", hands={"S": HAND}, live_wall=60)
    ) == ["double_riichi.not_fresh_deal"]
    later = (
        "E draw ?\nE discard 9m\nS draw 7z\nS discard 7z\nW draw ?\nW discard 1z\nN draw ?\nN "
        "discard 2z"
        "\nE draw ?\nE discard 3z\nS draw 9s\nS riichi 9s"
    )
    assert codes(judged(later, "double_riichi", "S", hands={"S": HAND})) == [
        "double_riichi.not_first_discard"
    ]
    assert refused("E draw ?", "double_riichi", "S") == "double_riichi.not_declared"


def test_a_wait_on_the_own_fourth_tile_is_no_tenpai() -> None:
    judgment = judged(
        "E draw ?\nE discard 1z\nS draw 9p", "riichi_allowed", "S", hands={"S": "222m3333p999p666s"}
    )
    assert judgment.answer is False and codes(judgment)[0] == "riichi.dead_wait"
    assert "holds all four" in judgment.reasons[0].text


def test_a_pon_made_an_added_kan_is_named_at_the_pon_that_opened_the_hand() -> None:
    judgment = judged(
        "E draw ?\nE discard 5s\nS pon 5s\nS discard 2m\nW draw ?\nW discard 1z\nN draw ?"
        "\nN discard 2z\nE draw ?\nE discard 3z\nS draw 0s\nS kakan 0s\nS draw 9s",
        "riichi_allowed",
        "S",
        hands={"S": HAND},
    )
    reason = judgment.reasons[0]
    assert judgment.answer is False and reason.code == "riichi.open_hand"
    assert reason.event == 3  # the pon, not the added kan at event 12
    assert "S's pon of" in reason.text and "(event 3, later made an added kan)" in reason.text
    assert "kakan" not in reason.text


def test_a_refused_riichi_discard_names_the_discards_that_would_do() -> None:
    # the event is checked the quick way; its refusal still names every discard that would do
    try:
        table_of("E draw ?\nE discard 2z\nS draw 3s\nS riichi 3m", hands={"S": WIDE})
    except TutorError as error:
        assert "(5s, 1z would do)" in str(error)
        assert "[riichi.discard_not_tenpai]" in str(error)
    else:
        raise AssertionError("a riichi discarding 3m, which leaves the hand not tenpai, replayed")


def test_a_check_during_play_answers_as_the_judgment_does() -> None:
    cases = [
        ("S draw 9s", {"hands": {"S": HAND}, "live_wall": 5}, True),
        ("S draw 9s", {"hands": {"S": HAND}, "live_wall": 4}, False),
        ("S draw 9s", {"hands": {"S": HAND}, "live_wall": 20, "scores": {"S": 900}}, False),
        ("E draw ?\nE discard 1z\nS draw 9s", {"hands": {"S": "13m468p79p123s58s1z"}}, False),
        ("E draw ?\nE discard 2z\nS draw 3s", {"hands": {"S": WIDE}}, True),
    ]
    for events, facts, expected in cases:
        table = table_of(events, **facts)
        question = Question("riichi_allowed", "S", None)
        assert answer_only(table, question) is expected
        assert answer_on(table, question).answer is expected

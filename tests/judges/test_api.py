"""The core API: build, judge, typed answers, grading, refusals — without the CLI."""

from __future__ import annotations

import pytest

from tutor import api

HAND = "23m456p789p123s55s"  # waits 1m / 4m
START = ["E draw ?", "E discard 1z", "S draw 9s"]
PASSED_4M = [*START, "S discard 9s", "W draw ?", "W discard 4m", "N draw ?"]


def built(events: list[str], ask: str, seat: str | None = "S", **kw: object) -> api.Situation:
    return api.build_situation(events=events, hands={"S": HAND}, ask=ask, seat=seat, **kw)


def test_a_built_situation_is_judged_like_the_same_file() -> None:
    text = (
        'events = """\nE draw ?\nE discard 1z\nS draw 9s\n"""\n[hands]\nS = "'
        + HAND
        + '"\n[question]\nask = "riichi_allowed"\nseat = "S"\n'
    )
    from_text = api.judge(api.parse_situation(text))
    from_values = api.judge(built(START, "riichi_allowed"))
    assert from_values.to_json() == from_text.to_json()
    assert api.answer_of(from_values) is True


def test_a_built_situation_is_checked_like_a_file() -> None:
    with pytest.raises(api.RefusedEvent) as caught:
        api.judge(built([*START, "S discard 7z"], "furiten"))
    assert api.refusal_code(caught.value) == "play.not_held"
    assert str(caught.value).startswith("<built>:4: event 4")
    with pytest.raises(api.TutorError, match="live_wall"):
        built(START, "furiten", live_wall=99)


def test_typed_answers_per_ask() -> None:
    furiten = api.judge(built(PASSED_4M, "furiten"))
    assert api.answer_of(furiten) == ("temporary",)
    assert api.ANSWER_KINDS["furiten"] == "furiten"
    abort = api.judge(built(START, "abortive_draw", seat=None))
    assert abort.seat is None and api.answer_of(abort) == api.AbortAnswer(None)
    win = api.judge(built([*START, "S discard 9s", "W draw ?", "W discard 4m", "S ron"], "win"))
    typed = api.answer_of(win)
    assert isinstance(typed, api.WinAnswer)
    assert typed.to_json() == win.answer and typed.payments["S"] > 0


def test_grade_compares_typed_and_json_answers() -> None:
    judgment = api.judge(built(PASSED_4M, "furiten"))
    assert api.grade(judgment, ("temporary",)).correct
    assert api.grade(judgment, ["temporary"]).correct
    wrong = api.grade(judgment, [])
    assert not wrong.correct and wrong.problems == ("expected temporary, got none",)
    assert not api.grade(judgment, ["nonsense"]).correct
    assert not api.grade(judgment, True).correct  # a yes/no is no furiten answer
    riichi = api.judge(built(START, "riichi_allowed"))
    assert api.grade(riichi, True).correct and not api.grade(riichi, False).correct


def test_grade_applies_an_expect_table() -> None:
    situation = api.parse_situation(
        'events = """\nE draw ?\nE discard 1z\nS draw 9s\nS discard 9s\nW draw ?\n'
        'W discard 4m\nS ron\n"""\n[hands]\nS = "' + HAND + '"\n[question]\nask = "win"\n'
        'seat = "S"\n[expect]\nyaku_include = ["pinfu"]\nyaku_exclude = ["riichi"]\n'
        "points = 1\n"
    )
    assert situation.expect is not None
    graded = api.grade(api.judge(situation), situation.expect)
    assert not graded.correct
    assert [p.split(",")[0] for p in graded.problems] == ["expected points 1"]


def test_questions_whose_precondition_fails_are_refused() -> None:
    cases = [
        (START, "ippatsu", "ippatsu.no_win"),
        (START, "double_riichi", "double_riichi.not_declared"),
        (START[:2], "riichi_allowed", "riichi.not_after_draw"),
        (START[:2], "tsumo_allowed", "ron_tsumo.not_after_draw"),
        (START, "ron_allowed", "ron_tsumo.no_tile"),
    ]
    for events, ask, code in cases:
        with pytest.raises(api.RefusedQuestion) as caught:
            api.judge(built(events, ask))
        assert api.refusal_code(caught.value) == code, ask
        assert caught.value.exit_code == 2
    with pytest.raises(api.RefusedQuestion):
        api.judge(built(START[:2], "ankan_allowed", tile="9s"))


def test_refusal_code_is_none_for_plain_bad_input() -> None:
    with pytest.raises(api.TutorError) as caught:
        api.parse_situation("events = 3")
    assert api.refusal_code(caught.value) is None

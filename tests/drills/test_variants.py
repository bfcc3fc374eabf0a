"""The issue's harder variants turn up in seeded samples, each as the engine judges it:
ippatsu broken by every kind of call, furiten from a winning tile another seat called
away or from a wait that has no yaku, and a kan on the last tiles of the wall."""

from __future__ import annotations

import dataclasses

from tutor import api, drills
from tutor.drills.question import Question
from tutor.engine.situation import Question as Ask


def _sample(skill: str, count: int, *, difficulty: int | None = None,
            ruleset: str = "tenhou", seed: int = 7) -> list[Question]:
    return [drills.question_at(skill, ruleset, seed, i, difficulty=difficulty)
            for i in range(count)]


def _texts(questions: list[Question], code: str) -> list[str]:
    return [r.text for q in questions for r in q.explanation if r.code == code]


def test_ippatsu_is_broken_by_a_pon_a_chi_an_open_kan_and_a_closed_kan() -> None:
    texts = _texts(_sample("ippatsu", 24, difficulty=2, seed=1), "ippatsu.broken_by_call")
    for verb in ("pon", "chi", "open kan", "closed kan"):
        assert any(f"'s {verb} of" in text for text in texts), verb


def _pass_event(question: Question) -> tuple[api.Situation, int] | None:
    """The situation and the event number of the pass behind a furiten, if any."""
    situation = api.parse_situation(question.situation_text)
    for reason in question.explanation:
        if reason.code in ("furiten.temporary", "furiten.riichi") and reason.event:
            return situation, reason.event
    return None


def test_a_winning_tile_called_away_still_went_by() -> None:
    called = {"furiten.temporary": 0, "furiten.riichi": 0}
    # a riichi pass whose tile is called away comes about once in fifteen questions
    for question in _sample("furiten", 40, difficulty=2):
        found = _pass_event(question)
        if found is None:
            continue
        situation, event = found
        after = situation.events[event]  # the event right after the pass (1-based numbers)
        passed = situation.events[event - 1]
        if after.action in ("pon", "chi") and after.tile == passed.tile:
            code = next(r.code for r in question.explanation if r.event == event)
            called[code] += 1
            assert question.answer is True
    assert all(called.values()), called


def test_a_wait_of_one_s_own_that_another_seat_called_is_still_discard_furiten() -> None:
    texts = _texts(_sample("furiten", 24, difficulty=1), "furiten.discard")
    assert any("called it away" in text for text in texts)


def _ron_at(situation: api.Situation, event: int) -> api.Judgment:
    """The engine's ron_allowed judgment for the asked seat, right after ``event``."""
    cut = dataclasses.replace(
        situation,
        events=situation.events[:event],
        question=Ask(ask="ron_allowed", seat=situation.question.seat, tile=None),
        expect=None,
    )
    return api.judge(cut)


def test_a_wait_without_yaku_that_went_by_makes_furiten() -> None:
    yakuless = 0
    for question in _sample("furiten", 24, difficulty=2) + _sample("ron_allowed", 16,
                                                                   difficulty=2):
        found = _pass_event(question)
        if found is None:
            continue
        situation, event = found
        at_pass = _ron_at(situation, event)
        if {r.code for r in at_pass.reasons} == {"ron_tsumo.no_yaku"}:
            yakuless += 1
            codes = {r.code for r in question.explanation}
            assert codes & {"furiten.temporary", "ron_tsumo.furiten"}
    assert yakuless >= 2


def test_ron_is_refused_on_the_yakuless_wait_and_allowed_on_the_other() -> None:
    said = [{r.code for r in q.explanation} for q in _sample("ron_allowed", 24)]
    assert {"ron_tsumo.no_yaku"} in said and {"ron_tsumo.yaku"} in said


def test_a_replacement_tile_on_the_last_tiles_is_haitei_only_where_the_rules_say() -> None:
    tenhou = _sample("haitei_houtei", 8, difficulty=3)
    ema = _sample("haitei_houtei", 8, difficulty=3, ruleset="ema")
    assert _texts(tenhou, "haitei_houtei.replacement_not_haitei")
    assert _texts(ema, "haitei_houtei.replacement_is_haitei")
    assert {q.answer for q in tenhou} == {False} and {q.answer for q in ema} == {True}


def test_a_discard_after_a_kan_on_the_last_tiles_can_be_houtei() -> None:
    found = 0
    for question in _sample("haitei_houtei", 24, difficulty=2):
        situation = api.parse_situation(question.situation_text)
        kans = [e for e in situation.events if e.action == "ankan"]
        if kans and "haitei_houtei.houtei" in {r.code for r in question.explanation}:
            found += 1
            assert question.answer is True
    assert found


def test_a_closed_kan_before_the_riichi_keeps_ippatsu() -> None:
    """Issue 20, item 5: a kan made before the riichi is no call inside the window."""
    kept = 0  # the first question of 48 played hands (one hand gives 16, 16 apart)
    for index in (group * 256 + place for group in range(3) for place in range(16)):
        question = drills.question_at("ippatsu", "tenhou", 2, index, difficulty=1)
        lines = question.situation_text.split('events = """')[1].split('"""')[0].split("\n")
        mine = [line.split()[1] for line in lines if line.startswith(question.seat + " ")]
        if "ankan" in mine and "riichi" in mine and mine.index("ankan") < mine.index("riichi"):
            kept += question.answer is True
    assert kept

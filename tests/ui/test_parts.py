"""The tutor's parts that run without Textual: curated questions, the table view, the
per-learner settings and the drill session's bookkeeping."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ui.conftest import situation
from tutor import api
from tutor.drills import curated
from tutor.practice import DrillSession
from tutor.store import open_store, skill_stats
from tutor.store.settings import (
    DEFAULTS,
    load_resume,
    load_settings,
    save_resume,
    save_setting,
)
from tutor.ui.table_view import table_view


@pytest.mark.parametrize("skill", curated.skills())
def test_every_curated_question_carries_the_engines_answer(skill: str) -> None:
    found = curated.skill_questions(skill, "tenhou")
    assert found, f"no curated question for {skill}"
    for question in found[:6]:
        judgment = api.judge(api.parse_situation(question.situation_text))
        assert question.judgment.answer == judgment.answer
        # the same reasons, the asked rule's first (one the answer does not turn on may lead)
        told = [r.code for r in question.explanation]
        said = [r.code for r in judgment.reasons]
        assert sorted(told) == sorted(said) or sorted(told[1:]) == sorted(said)
        assert question.prompt.endswith("?") or question.prompt.endswith("one.")
        if question.form == "yes_no":
            assert question.answer == bool(judgment.answer)
        if question.form == "yaku":
            chosen = {c.label for c in question.choices if c.key in question.answer}
            assert chosen == {curated.yaku_label(y) for y in judgment.answer["yaku"]}
        if question.form == "han_fu":
            assert question.answer == (judgment.answer["han"], judgment.answer["fu"])


def test_a_question_under_another_ruleset_is_judged_under_it() -> None:
    text = situation("riichi_allowed/j04-900-points.toml")
    tenhou = curated.questions_from_text(text, name="x", ruleset="tenhou")[0]
    wrc = curated.questions_from_text(text, name="x", ruleset="wrc")[0]
    assert tenhou.answer != wrc.answer
    assert 'ruleset = "wrc"' in wrc.situation_text
    assert api.judge(api.parse_situation(wrc.situation_text)).answer == wrc.answer


def test_question_at_is_reproducible_and_goes_round() -> None:
    count = len(curated.skill_questions("ippatsu", "tenhou"))
    first = [curated.question_at("ippatsu", "tenhou", 7, i).id for i in range(count)]
    assert len(set(first)) == count
    assert first == [curated.question_at("ippatsu", "tenhou", 7, i).id for i in range(count)]
    assert curated.question_at("ippatsu", "tenhou", 7, count).id == first[0]
    assert first != [curated.question_at("ippatsu", "tenhou", 8, i).id for i in range(count)]


def test_the_table_view_shows_rivers_melds_and_the_riichi_tile() -> None:
    view = table_view(situation("ippatsu/broken-by-pon.toml"))
    south, west, north = view.seat("S"), view.seat("W"), view.seat("N")
    assert view.asked_seat == "S" and south.riichi
    assert south.hand is not None and len(south.hand) == 13
    assert [t.riichi for t in south.river] == [True]
    assert west.river[0].called_by == "N" and west.river[0].at(7)
    assert north.melds[0].kind == "pon" and north.melds[0].from_seat == "W"
    assert west.hand is None
    assert view.timeline[-1].code == "S ron"
    assert view.riichi_sticks == 1 and south.score == 24000


def test_a_drawn_tile_is_shown_apart_from_the_hand() -> None:
    view = table_view(situation("win/ura-dora-for-riichi.toml"))
    south = view.seat("S")
    assert south.drawn == "4m" and south.drawn_event == 19
    assert south.hand is not None and "4m" not in south.hand


def test_settings_are_kept_per_learner_and_unknown_keys_refused(tmp_path: Path) -> None:
    db = open_store(tmp_path / "p.sqlite3")
    assert load_settings(db, "ann") == DEFAULTS
    save_setting(db, "ann", "tile_style", "text")
    save_setting(db, "ann", "time_limit", 20)
    assert load_settings(db, "ann")["tile_style"] == "text"
    assert load_settings(db, "ann")["time_limit"] == 20
    assert load_settings(db, "bo")["tile_style"] == "boxed"
    with pytest.raises(KeyError, match="unknown setting"):
        save_setting(db, "ann", "colour", "red")
    save_resume(db, "ann", {"session": 1})
    assert load_resume(db, "ann") == {"session": 1}
    assert "drill.resume" not in load_settings(db, "ann")
    save_resume(db, "ann", None)
    assert load_resume(db, "ann") is None


def test_a_drill_records_each_answer_and_resumes_where_it_was(tmp_path: Path) -> None:
    db = open_store(tmp_path / "p.sqlite3")
    drill = DrillSession.start(db, "ann", "skill", ["furiten"], 3, "tenhou", form="yes_no")
    first = drill.current()
    outcome = drill.answer(first.answer, 1500)
    assert outcome.correct
    second = drill.current()
    assert second.id != first.id
    stats = skill_stats(db.conn, 1)
    assert stats["furiten"].attempts == 1
    again = DrillSession.resume(db, "ann")
    assert again is not None and again.answered == 1
    assert again.current().id == second.id, "the question on screen is shown again"
    again.answer(not second.answer, 900)
    again.answer(again.current().answer, 900)
    assert again.finished and DrillSession.resume(db, "ann") is None
    assert [o.correct for o in again.outcomes] == [True, False, True]
    assert again.missed_skills() == ["furiten"]

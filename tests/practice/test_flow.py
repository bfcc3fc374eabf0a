"""The practice flow without Textual: a drill of moments from the learner's own game,
graded and recorded as any drill, resumed after a restart, misses scheduled for review;
the classroom grades an answer exactly as self-study does."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from tests.conftest import DATA
from tutor.games import import_files
from tutor.practice import DrillSession, graded
from tutor.store import due_reviews, open_store
from tutor.store.games import games_of, moments_of, results_by_situation
from tutor.store.times import utc_now

LOG = DATA / "tenhou" / "05-agari-ippatsu.json"


def _my_moments(tmp_path: Path):  # type: ignore[no-untyped-def]
    db = open_store(str(tmp_path / "p.db"))
    import_files(db, "Ann", [str(LOG)], seat=0)
    moments = moments_of(db, [g.id for g in games_of(db, "Ann")])
    return db, moments


def test_a_drill_of_my_moments_is_graded_recorded_and_resumed(tmp_path: Path) -> None:
    db, moments = _my_moments(tmp_path)
    assert len(moments) >= 3
    refs = [["moment", m.situation] for m in moments]
    drill = DrillSession.start(db, "Ann", "games", [], len(refs), "tenhou", refs=refs)
    first = drill.current()
    assert first.situation_text == moments[0].situation
    wrong = not first.answer if first.form == "yes_no" else None
    outcome = drill.answer(wrong, 1200)
    assert not outcome.correct
    second = drill.current()
    right = drill.answer(second.answer, 900)
    assert right.correct

    again = DrillSession.resume(db, "Ann")
    assert again is not None and again.answered == 2
    assert again.current().situation_text == moments[2].situation

    results = results_by_situation(db, "Ann", [m.situation for m in moments])
    assert results[moments[0].situation] == [False]
    assert results[moments[1].situation] == [True]


def test_a_missed_moment_comes_back_as_a_due_review(tmp_path: Path) -> None:
    db, moments = _my_moments(tmp_path)
    drill = DrillSession.start(db, "Ann", "games", [], 1, "tenhou",
                               refs=[["moment", moments[0].situation]])
    question = drill.current()
    drill.answer(not question.answer if question.form == "yes_no" else None, 500)
    due = due_reviews(db, "Ann", utc_now() + timedelta(days=2))
    assert moments[0].situation in [q.situation for q in due.questions]


def test_the_classroom_and_self_study_grade_alike(tmp_path: Path) -> None:
    from tutor.classroom import taking

    db, moments = _my_moments(tmp_path)
    drill = DrillSession.start(db, "Ann", "games", [], 1, "tenhou",
                               refs=[["moment", moments[0].situation]])
    question = drill.current()
    for given in (True, False):
        value, correct = graded(question, given)
        assert correct == question.is_correct(given)
        assert taking.to_json_answer(question, given) == value

"""Questions built ahead: a learner's first question of a skill is read, not generated;
the same learner gets the same questions in any fresh database; a question built under
another engine is judged again before it is asked, and never asked if the engine now
judges it otherwise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import tutor.drills.bank as generator
from tutor.api import judge, parse_situation, question_moment
from tutor.drills.question import question_from_json
from tutor.moment.view import moment_json
from tutor.paths import content_dir
from tutor.practice import DrillSession, QuestionBank, ahead
from tutor.practice.bank import GUIDED
from tutor.store import open_store

SHIPPED = content_dir() / "ahead" / "tenhou.jsonl"
SKILLS, COUNT = GUIDED


def _shipped(name: str) -> list[dict[str, Any]]:
    """The shipped questions built ahead under ``name`` (``skill:form``), as JSON, each
    with the view the engine draws for it today (as ``python -m tutor.practice.ahead``
    writes it: the tests do not depend on the shipped files being rebuilt)."""
    rows = [line.split("\t", 2) for line in SHIPPED.read_text(encoding="utf-8").splitlines()]
    found = [json.loads(text) for key, _engine, text in rows if key == name]
    return [
        {**q, "moment": moment_json(question_moment(question_from_json(q)))} for q in found
    ]


def _write(folder: Path, name: str, engine: str, questions: list[dict[str, Any]]) -> None:
    lines = [f"{name}\t{engine}\t{json.dumps(q, ensure_ascii=False)}\n" for q in questions]
    with (folder / "tenhou.jsonl").open("a", encoding="utf-8") as out:
        out.writelines(lines)


def _as_judged_now(question: dict[str, Any]) -> dict[str, Any]:
    """The question with the judgment the engine gives its situation today."""
    now = judge(parse_situation(question["situation"], file="<test>"))
    return {**question, "judgment": now.to_json()}


@pytest.fixture
def built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The guided skills' shipped questions, as if built by today's engine; the generator
    refuses to be asked."""
    for skill in SKILLS:
        name = ahead.key(skill, "yes_no")
        _write(tmp_path, name, ahead.engine_fingerprint(), _shipped(name))
    monkeypatch.setattr(ahead, "folder", lambda: tmp_path)

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("the generator was asked for a question built ahead")

    monkeypatch.setattr(generator, "question_at", refuse)
    return tmp_path


def _guided(path: Path, learner: str = "Ann") -> DrillSession:
    db = open_store(str(path))
    return DrillSession.start(db, learner, "guided", list(SKILLS), COUNT, "tenhou", form="yes_no")


def test_the_guided_start_asks_a_question_built_ahead_drawn_like_any_other(
    built: Path, tmp_path: Path
) -> None:
    drill = _guided(tmp_path / "a.db")
    question = drill.current()
    kind, skill, slot, form = drill.asked[0]
    assert (kind, form) == ("ahead", "yes_no") and skill in SKILLS
    stored = _shipped(ahead.key(skill, "yes_no"))[slot]
    assert (question.id, question.situation_text) == (stored["id"], stored["situation"])
    view = question_moment(question)  # the same moment view every question is drawn from
    assert view.asked.seat == question.seat
    # ... read back as it was kept with the question, not drawn again by the engine
    assert drill.bank is not None and question.id in drill.bank.views
    assert drill.view(question) == view
    assert drill.answer(question.answer, 900).correct


def test_a_view_not_kept_with_its_question_is_drawn_by_the_engine(tmp_path: Path) -> None:
    name = ahead.key("riichi_allowed", "yes_no")
    stored = _shipped(name)[0]
    older = {k: v for k, v in stored.items() if k != "moment"}  # a file built before views
    for folder, engine, line in (
        (tmp_path / "1", ahead.engine_fingerprint(), older),
        (tmp_path / "2", "an older engine", _as_judged_now(stored)),  # the view may be stale
    ):
        folder.mkdir()
        _write(folder, name, engine, [line])
        question, view = ahead.read_ahead("tenhou", "riichi_allowed", "yes_no", 0, where=folder)
        assert question.id == stored["id"] and view is None
    bank = QuestionBank("tenhou", 0)
    question = question_from_json(stored)
    assert bank.view(question) == question_moment(question)


def test_after_the_first_question_of_a_skill_the_generator_takes_over(
    built: Path, tmp_path: Path
) -> None:
    db = open_store(str(tmp_path / "a.db"))
    drill = DrillSession.start(db, "Ann", "skill", ["ippatsu"], 2, "tenhou", form="yes_no")
    first = drill.current()
    assert drill.asked[0][0] == "ahead"
    drill.answer(first.answer, 700)
    assert drill.prepare_next() == ["bank", "ippatsu", 0, "yes_no"]


def test_the_same_learner_gets_the_same_questions_in_a_fresh_database(
    built: Path, tmp_path: Path
) -> None:
    asked = []
    for name in ("one.db", "two.db"):
        drill = _guided(tmp_path / name)
        question = drill.current()
        asked.append((list(drill.asked[0]), question.id, question.situation_text))
    assert asked[0] == asked[1]
    seeds = {ahead.slot_for("tenhou", "ippatsu", "yes_no", seed) for seed in range(4)}
    assert seeds == set(range(ahead.SLOTS))  # learners' seeds spread over the slots


def _read(folder: Path, engine: str, question: dict[str, Any]) -> Any:
    folder.mkdir()  # (a folder each: a file once read is kept for the process)
    _write(folder, ahead.key("riichi_allowed", "yes_no"), engine, [question])
    return ahead.read_ahead("tenhou", "riichi_allowed", "yes_no", 0, where=folder)[0]


def test_a_question_built_by_another_engine_is_judged_again_before_it_is_asked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    judged: list[str] = []
    alike = ahead.judged_alike
    monkeypatch.setattr(ahead, "judged_alike", lambda q: judged.append(q.id) or alike(q))
    monkeypatch.setattr(generator, "question_at", lambda *a, **k: "built afresh")
    question = _as_judged_now(_shipped(ahead.key("riichi_allowed", "yes_no"))[0])
    wrong = json.loads(json.dumps(question))
    wrong["judgment"]["answer"] = not wrong["judgment"]["answer"]

    # Built by this engine: read as stored, not judged again.
    assert _read(tmp_path / "1", ahead.engine_fingerprint(), wrong).id == question["id"]
    assert judged == []
    # Built by another engine and judged the same today: asked as stored.
    assert _read(tmp_path / "2", "an older engine", question).id == question["id"]
    assert judged == [question["id"]]
    # Built by another engine that judged it otherwise: built afresh, never asked stale.
    assert _read(tmp_path / "3", "an older engine", wrong) == "built afresh"


def test_the_engine_fingerprint_changes_with_any_of_its_sources(tmp_path: Path) -> None:
    files = [tmp_path / "furiten.py", tmp_path / "riichi.py"]
    for path in files:
        path.write_text("RULE = 1\n")
    before = ahead.fingerprint(files)
    files[1].write_text("RULE = 2\n")
    assert ahead.fingerprint(files) != before
    files[1].write_text("RULE = 1\n")
    assert ahead.fingerprint(files) == before
    assert len(ahead.engine_fingerprint()) == 16


def test_every_preset_ships_the_guided_start_built_ahead() -> None:
    presets = sorted(p.stem for p in (content_dir() / "rulesets").glob("*.toml"))
    missing = [
        (ruleset, skill)
        for ruleset in presets
        for skill in SKILLS
        if ahead.slot_for(ruleset, skill, "yes_no", 0) is None
    ]
    assert missing == [], "rebuild them: python -m tutor.practice.ahead"

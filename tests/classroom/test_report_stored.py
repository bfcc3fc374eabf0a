"""The report draws each hand from the moment stored with the drill: no judge, no replay.

A drill keeps every question with its judgment and the view of its moment (the hand as
it lies when asked), so ``drill report`` reads and writes, and never loads the engine's
replay, the judges or the scoring library. A drill stored before moments were kept (or
with one this tutor cannot read) is drawn by replaying its hands: the same page.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.classroom.helpers import fixed_drill, new_drill
from tests.test_import_hygiene import JUDGING, loaded_after
from tutor.classroom import ClassDrill, answer, build_report, join, open_drill, render
from tutor.classroom.stored import MOMENT
from tutor.drills.question import question_json
from tutor.store import classroom as rows
from tutor.store.connection import Database

FORMATS = ("table", "csv", "md", "html")


def _answered(db: Database, drill: ClassDrill) -> None:
    """Three students: one answers all right, one all wrong, one runs out of time twice."""
    for n, name in enumerate(("Ann", "Ben", "Cy")):
        student = join(db, drill, name)
        for k in range(drill.definition.count):
            truth = drill.question(k).answer
            given = None if n == 2 and k < 2 else (truth if n == 0 else not truth)
            answer(db, drill, student, k, given, 1000 * (k + 1))


@pytest.fixture(scope="module")
def stored_class(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A class database whose drill keeps its questions as a drill now stores them."""
    path = tmp_path_factory.mktemp("stored") / "class.sqlite3"
    db, drill = fixed_drill(path)
    _answered(db, drill)
    db.close()
    return path, drill.code


def _stored_without_moments(path: Path, moment: object = None) -> tuple[Database, ClassDrill]:
    """The same drill, answers and questions, stored without a moment (as before they
    were kept), or with ``moment`` in its place."""
    source, stored = fixed_drill(path.with_name("source.sqlite3"))
    db, drill = new_drill(path)
    for k in range(drill.definition.count):
        data = question_json(stored.question(k))
        if moment is not None:
            data[MOMENT] = moment
        rows.store_question(db, drill.drill_id, k, json.dumps(data, ensure_ascii=False))
    source.close()
    _answered(db, drill)
    return db, drill


def _loaded_by_reports(path: Path, code: str, formats: tuple[str, ...], out: Path) -> list[str]:
    """Every module a fresh interpreter holds after ``drill report`` in each of
    ``formats`` (written to ``out/report.FORMAT``)."""
    return loaded_after(
        "from tutor.__main__ import main\n"
        f"for fmt in {formats!r}:\n"
        f"    target = {str(out)!r} + '/report.' + fmt\n"
        f"    assert main(['--db', {str(path)!r}, 'drill', 'report', {code!r},\n"
        "                 '--format', fmt, '-o', target]) == 0\n"
    )


def test_the_report_loads_no_judge_no_replay_no_mahjong_and_no_click(stored_class: tuple[Path, str],
                                                            tmp_path: Path) -> None:
    path, code = stored_class
    loaded = _loaded_by_reports(path, code, FORMATS, tmp_path)
    assert [m for m in loaded if m.startswith(JUDGING)] == []
    # nor the command-line framework, the rule cards, the TOML reader or the dealing
    # code: a report is read and written, and pays for nothing else
    assert [m for m in loaded
            if m.startswith(("click", "tutor.cards", "tomllib", "tutor.drills.deal"))] == []
    page = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert page.count('<svg class="tile"') > 100 and "cannot be shown" not in page
    assert "Ann" in (tmp_path / "report.table").read_text(encoding="utf-8")


def test_a_text_report_loads_nothing_that_draws_a_hand(stored_class: tuple[Path, str],
                                                       tmp_path: Path) -> None:
    path, code = stored_class
    loaded = _loaded_by_reports(path, code, ("table", "csv", "md"), tmp_path)
    drawing = ("tutor.moment", "tutor.classroom.html", "tutor.classroom.report_html")
    assert [m for m in loaded if m.startswith((*JUDGING, *drawing))] == []


def test_every_hand_is_drawn_from_its_stored_moment(stored_class: tuple[Path, str]) -> None:
    from tutor.store import open_store

    path, code = stored_class
    db = open_store(path, create=False)
    report = build_report(db, open_drill(db, code), views=True)
    db.close()
    assert all(q.moment is not None for q in report.questions)


def test_a_drill_stored_without_moments_gives_the_same_pages(
    stored_class: tuple[Path, str], tmp_path: Path
) -> None:
    from tutor.store import open_store

    path, code = stored_class
    db = open_store(path, create=False)
    kept = build_report(db, open_drill(db, code), views=True)
    db.close()
    for moment in (None, {"live_wall": 3}):  # none stored; one from another version
        old_db, old = _stored_without_moments(tmp_path / f"old-{moment is None}.sqlite3", moment)
        replayed = build_report(old_db, old, views=True)
        old_db.close()
        assert all(q.moment is None for q in replayed.questions)
        for fmt in FORMATS:
            assert render(replayed, fmt) == render(kept, fmt)


@pytest.fixture
def opened(stored_class: tuple[Path, str]) -> Iterator[tuple[Database, ClassDrill]]:
    """The stored class's database, opened as ``drill report`` opens it, and its drill."""
    from tutor.store import open_store

    path, code = stored_class
    db = open_store(path, create=False)
    yield db, open_drill(db, code)
    db.close()


def test_a_report_without_hands_reads_each_moment_only_when_asked(
    opened: tuple[Database, ClassDrill],
) -> None:
    db, drill = opened
    table = render(build_report(db, drill), "table")  # the questions, not their moments
    assert "Ann" in table
    assert all(drill.stored_moment(k) is not None for k in range(drill.definition.count))


def test_questions_are_read_whole_by_an_sqlite_without_json(
    stored_class: tuple[Path, str], opened: tuple[Database, ClassDrill]
) -> None:
    db, drill = opened
    whole = rows.stored_questions(db, drill.drill_id)
    lean = rows.stored_questions(db, drill.drill_id, without=MOMENT)
    assert {k: json.loads(t) for k, t in lean.items()} == {
        k: {key: v for key, v in json.loads(t).items() if key != MOMENT}
        for k, t in whole.items()
    }

    def missing(*_: object) -> None:
        raise RuntimeError("no JSON functions in this SQLite")

    older = sqlite3.connect(stored_class[0])
    older.create_function("json_remove", 2, missing)
    assert rows.stored_questions(Database(older), drill.drill_id, without=MOMENT) == whole
    older.close()

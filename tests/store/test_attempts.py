"""Recording attempts: every field kept, situations shared, statistics kept up to date."""

from __future__ import annotations

import json

import pytest

from tests.store.helpers import T0, attempt, count_rows, minutes, query_rows, row_by_id, situation
from tutor.store import (
    StoreError,
    add_learner,
    end_session,
    find_learner,
    learner_names,
    recent_history,
    record_attempt,
    skill_stats,
    start_session,
)
from tutor.store.connection import Database
from tutor.store.drills import find_drill, save_drill
from tutor.store.situations import situation_text
from tutor.store.stats import reason_stats
from tutor.store.times import from_millis, from_text


def test_an_attempt_keeps_everything_the_learner_saw_and_answered(db: Database) -> None:
    session = start_session(db, "ann", now=T0)
    win = {"yaku": {"riichi": 1, "ippatsu": 1}, "han": 2, "fu": 40, "points": 2600}
    attempt_id = record_attempt(
        db,
        attempt(
            "ann",
            number=7,
            correct=False,
            skill="win.ippatsu",
            ask="win",
            seat="W",
            tile="4m",
            answer=None,
            correct_answer=win,
            time_ms=12_345,
            session_id=session,
            reasons=["ippatsu.first_go_around"],
            seed=99,
            ruleset="mahjong-soul",
        ),
    )
    row = query_rows(db, "SELECT * FROM attempt_log WHERE id = ?", [attempt_id])[0]
    assert row["learner"] == "ann"
    assert row["session_id"] == session
    assert situation_text(db.conn, row["situation_id"]) == situation(7)
    assert (row["skill"], row["ask"], row["seat"], row["tile"]) == ("win.ippatsu", "win", "W", "4m")
    assert json.loads(row["answer"]) is None
    assert json.loads(row["correct_answer"]) == win
    assert json.loads(row["reasons"]) == ["ippatsu.first_go_around"]
    assert (row["correct"], row["time_ms"], row["ruleset"], row["seed"]) == (
        0,
        12_345,
        "mahjong-soul",
        99,
    )
    assert from_text(row["answered_at"]) == T0
    assert from_millis(row_by_id(db, "attempts", attempt_id)["answered_at"]) == T0


def test_the_skill_defaults_to_the_ask(db: Database) -> None:
    record_attempt(db, attempt(skill=None, ask="riichi_allowed"))
    assert list(skill_stats(db.conn, find_learner(db, "ann"))) == ["riichi_allowed"]


def test_situation_texts_come_back_byte_for_byte_and_packed_smaller(db: Database) -> None:
    texts = [situation(n) for n in range(3)] + ["", "ünïcode 東南西北 ' \" ;\n" * 20]
    for text in texts:
        record_attempt(db, attempt(situation=text))
    rows = query_rows(db, "SELECT id, size, length(body) AS packed FROM situations ORDER BY id")
    assert [situation_text(db.conn, row["id"]) for row in rows] == texts
    assert all(row["packed"] < row["size"] for row in rows if row["size"] > 200)


def test_a_situation_answered_twice_is_stored_once(db: Database) -> None:
    record_attempt(db, attempt("ann", number=1))
    record_attempt(db, attempt("bob", number=1))
    record_attempt(db, attempt("ann", number=2))
    assert count_rows(db, "attempts") == 3
    assert count_rows(db, "situations") == 2


def test_skill_statistics_count_attempts_accuracy_time_and_recent_outcomes(db: Database) -> None:
    outcomes = [True, False, True, True, False]
    for number, right in enumerate(outcomes):
        record_attempt(
            db,
            attempt(
                number=number, correct=right, time_ms=1000 * (number + 1), at=T0 + minutes(number)
            ),
        )
    stats = skill_stats(db.conn, find_learner(db, "ann"))["furiten.temporary"]
    assert stats.attempts == len(outcomes)
    assert stats.correct == sum(outcomes)
    assert stats.accuracy == pytest.approx(3 / 5)
    assert stats.mean_time_ms == pytest.approx(3000)
    assert stats.recent == "10110"
    assert stats.last_at == T0 + minutes(4)


def test_recent_outcomes_keep_only_the_latest_twenty(db: Database) -> None:
    for number in range(25):
        record_attempt(db, attempt(number=number, correct=number >= 5))
    stats = skill_stats(db.conn, find_learner(db, "ann"))["furiten.temporary"]
    assert stats.recent == "1" * 20
    assert stats.attempts == 25


def test_reason_statistics_count_each_answer_for_its_deciding_reason_only(db: Database) -> None:
    record_attempt(db, attempt(correct=False, reasons=["furiten.temporary"]))
    record_attempt(db, attempt(correct=True, reasons=["furiten.temporary", "furiten.riichi"]))
    record_attempt(db, attempt(correct=False, reasons=["furiten.riichi", "riichi.scored"]))
    rows = {
        row.code: (row.seen, row.missed) for row in reason_stats(db.conn, find_learner(db, "ann"))
    }
    # the first reason decides; "riichi.scored", only mentioned, counts for nothing
    assert rows == {"furiten.temporary": (2, 1), "furiten.riichi": (1, 1)}


def test_learners_are_kept_apart(db: Database) -> None:
    record_attempt(db, attempt("ann", correct=True))
    record_attempt(db, attempt("bob", correct=False))
    assert learner_names(db) == ["ann", "bob"]
    ann = skill_stats(db.conn, find_learner(db, "ann"))["furiten.temporary"]
    bob = skill_stats(db.conn, find_learner(db, "bob"))["furiten.temporary"]
    assert (ann.correct, bob.correct) == (1, 0)


def test_an_unknown_learner_is_a_clear_error(db: Database) -> None:
    with pytest.raises(StoreError, match="no learner called 'zoe'"):
        find_learner(db, "zoe")


def test_adding_a_learner_twice_gives_the_same_id(db: Database) -> None:
    assert add_learner(db, "ann") == add_learner(db, "ann")


def test_sessions_open_and_close(db: Database) -> None:
    session = start_session(db, "ann", kind="review", now=T0)
    end_session(db, session, now=T0 + minutes(5))
    row = row_by_id(db, "sessions", session)
    assert (row["kind"], from_text(row["ended_at"])) == ("review", T0 + minutes(5))


def test_history_lists_the_latest_attempts_newest_first(db: Database) -> None:
    ids = [record_attempt(db, attempt(number=n, at=T0 + minutes(n))) for n in range(30)]
    history = recent_history(db.conn, find_learner(db, "ann"), limit=5)
    assert [item.attempt_id for item in history] == ids[::-1][:5]
    assert history[0].reasons == ["furiten.temporary", "furiten.passed_ron"]


def test_a_failed_attempt_leaves_nothing_half_written(db: Database) -> None:
    with pytest.raises(Exception, match="CHECK"):
        record_attempt(db, attempt(time_ms=-5))
    assert count_rows(db, "attempts") == 0
    assert count_rows(db, "skill_stats") == 0
    assert count_rows(db, "learners") == 0


def test_drills_are_stored_by_code_and_codes_are_not_reused(db: Database) -> None:
    drill_id = save_drill(
        db,
        "KAN-7",
        title="Kans in riichi",
        skills=["ankan_allowed"],
        ruleset="tenhou",
        seed=7,
        definition={"questions": 10},
    )
    drill = find_drill(db, "KAN-7")
    assert (drill.drill_id, drill.skills, drill.seed, drill.definition) == (
        drill_id,
        ["ankan_allowed"],
        7,
        {"questions": 10},
    )
    with pytest.raises(StoreError, match="already exists"):
        save_drill(db, "KAN-7")
    with pytest.raises(StoreError, match="no drill"):
        find_drill(db, "NOPE")


def test_a_writer_that_cannot_get_the_lock_gets_a_store_error(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    import tutor.store.database as database

    other = sqlite3.connect(db.execute("PRAGMA database_list").fetchone()[2], timeout=0)
    other.execute("BEGIN IMMEDIATE")
    monkeypatch.setattr(database, "BUSY_TIMEOUT_S", 0.2)
    db.execute("PRAGMA busy_timeout = 50")
    try:
        with pytest.raises(StoreError, match="cannot record progress"):
            record_attempt(db, attempt())
    finally:
        other.rollback()
        other.close()
    record_attempt(db, attempt())
    assert count_rows(db, "attempts") == 1

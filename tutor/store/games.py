"""The learner's imported games and the moments cut from them (``db/0005_games.sql``).

A game is kept once per learner, found again by the digest of its log, so importing
the same file twice adds nothing. Its moments are situation texts; the learner's
answers to them are ordinary attempts, found again by the text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from tutor.store.attempts import learner_id
from tutor.store.connection import Database
from tutor.store.database import write_transaction
from tutor.store.times import to_text, utc_now


@dataclass(frozen=True)
class StoredMoment:
    """One moment as stored: where it is in the game, what it asks, the engine's answer."""

    id: int
    game_id: int
    hand: int
    event: int
    kind: str
    ask: str
    situation: str
    answer: Any


@dataclass(frozen=True)
class GameInfo:
    """What is kept of one game: its log, the learner's seat, and the comparison."""

    digest: str
    format: str
    source: str
    title: str
    players: tuple[str, ...]
    seat: int
    ruleset: str
    hands: int
    compared: int
    differences: tuple[str, ...]
    link: str | None


@dataclass(frozen=True)
class StoredGame(GameInfo):
    """One imported game of one learner, as stored."""

    id: int
    imported_at: str


@dataclass(frozen=True)
class NewGame(GameInfo):
    """What an import hands the store for one game, with its moments."""

    moments: tuple[tuple[int, int, str, str, str, Any], ...]
    """(hand, event, kind, ask, situation text, answer) of each moment."""


def has_game(db: Database, learner: str, digest: str) -> bool:
    """Whether the learner already imported the game with this digest."""
    row = db.execute(
        "SELECT 1 FROM games JOIN learners ON learners.id = games.learner_id "
        "WHERE learners.name = ? AND games.digest = ?",
        [learner, digest],
    ).fetchone()
    return row is not None


def save_games(db: Database, learner: str, games: list[NewGame]) -> int:
    """Store the games the learner does not have yet, in one transaction; how many."""
    added = 0
    with write_transaction(db):
        who = learner_id(db.conn, learner)
        for game in games:
            cursor = db.conn.execute(
                "INSERT OR IGNORE INTO games (learner_id, digest, format, source, title, players,"
                " seat, ruleset, hands, compared, differences, link, imported_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [who, game.digest, game.format, game.source, game.title,
                 json.dumps(list(game.players), ensure_ascii=False), game.seat, game.ruleset,
                 game.hands, game.compared,
                 json.dumps(list(game.differences), ensure_ascii=False), game.link,
                 to_text(utc_now())],
            )
            if not cursor.rowcount:
                continue
            added += 1
            game_id = int(cursor.lastrowid or 0)
            db.utils.table("game_moments").insert_all(
                (
                    {"game_id": game_id, "hand": hand, "event": event, "kind": kind,
                     "ask": ask, "situation": text, "answer": json.dumps(answer)}
                    for hand, event, kind, ask, text, answer in game.moments
                ),
                ignore=True,
            )
    return added


def games_of(db: Database, learner: str) -> list[StoredGame]:
    """The learner's games, newest import first."""
    rows = db.execute(
        "SELECT games.id, digest, format, source, title, players, seat, ruleset, hands, compared,"
        " differences, link, imported_at FROM games JOIN learners ON learners.id = learner_id"
        " WHERE learners.name = ? ORDER BY games.id DESC",
        [learner],
    ).fetchall()
    return [
        StoredGame(
            digest=r[1], format=r[2], source=r[3], title=r[4], players=tuple(json.loads(r[5])),
            seat=r[6], ruleset=r[7], hands=r[8], compared=r[9],
            differences=tuple(json.loads(r[10])), link=r[11], id=r[0], imported_at=r[12],
        )
        for r in rows
    ]


def moments_of(db: Database, game_ids: list[int]) -> list[StoredMoment]:
    """The moments of these games, in game, hand and event order."""
    if not game_ids:
        return []
    marks = ", ".join("?" for _ in game_ids)
    rows = db.execute(
        "SELECT id, game_id, hand, event, kind, ask, situation, answer FROM game_moments"
        f" WHERE game_id IN ({marks}) ORDER BY game_id, hand, event, id",
        game_ids,
    ).fetchall()
    return [StoredMoment(r[0], r[1], r[2], r[3], r[4], r[5], r[6], json.loads(r[7])) for r in rows]


def results_by_situation(db: Database, learner: str, texts: list[str]) -> dict[str, list[bool]]:
    """The learner's answers (right or wrong, oldest first) to each of these situations."""
    import hashlib

    wanted = {hashlib.sha256(t.encode("utf-8")).digest()[:16]: t for t in texts}
    if not wanted:
        return {}
    marks = ", ".join("?" for _ in wanted)
    rows = db.execute(
        "SELECT situations.sha256, attempts.correct FROM attempts"
        " JOIN situations ON situations.id = attempts.situation_id"
        " JOIN learners ON learners.id = attempts.learner_id"
        f" WHERE learners.name = ? AND situations.sha256 IN ({marks}) ORDER BY attempts.id",
        [learner, *wanted],
    ).fetchall()
    out: dict[str, list[bool]] = {}
    for digest, correct in rows:
        out.setdefault(wanted[bytes(digest)], []).append(bool(correct))
    return out


def remembered_identity(db: Database, learner: str) -> list[str]:
    """The names (and ``#N`` seats) the learner said were theirs, oldest first."""
    rows = db.execute(
        "SELECT game_identities.name FROM game_identities JOIN learners"
        " ON learners.id = learner_id WHERE learners.name = ? ORDER BY game_identities.rowid",
        [learner],
    ).fetchall()
    return [str(r[0]) for r in rows]


def remember_identity(db: Database, learner: str, names: list[str]) -> None:
    """Keep the names (or ``#N`` seats) the learner plays under."""
    with write_transaction(db):
        who = learner_id(db.conn, learner)
        db.conn.executemany(
            "INSERT OR IGNORE INTO game_identities (learner_id, name) VALUES (?, ?)",
            [(who, name) for name in names],
        )

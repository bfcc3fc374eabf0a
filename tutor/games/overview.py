"""What the "My games" screen shows, computed without Textual: the learner's imported
games, each with its moments and the learner's results on them, and the drill of them.

A moment's result is read from the learner's attempts at its situation text (a moment
answered in any drill counts, and a missed one is due again as any missed question is).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tutor.games.moments import KINDS
from tutor.games.study import moment_link
from tutor.practice.bank import Ref
from tutor.store.connection import Database
from tutor.store.games import StoredGame, StoredMoment, games_of, moments_of, results_by_situation

_ROUND = re.compile(r'^round = "([ESWN]\d)"', re.MULTILINE)
_HONBA = re.compile(r"^honba = (\d+)", re.MULTILINE)
DRILL_SIZE = 10
"""Moments in one "drill my moments": missed ones first, then new ones, then the rest."""


@dataclass(frozen=True)
class MomentRow:
    """One moment as the screen lists it."""

    moment: StoredMoment
    round_name: str
    title: str
    results: tuple[bool, ...]
    link: str | None

    @property
    def state(self) -> str:
        """``new``, ``missed`` (the last answer was wrong) or ``right``."""
        if not self.results:
            return "new"
        return "right" if self.results[-1] else "missed"

    @property
    def marks(self) -> str:
        """The learner's answers in order, ✓ right and ✗ wrong (the last five)."""
        return "".join("✓" if r else "✗" for r in self.results[-5:]) or "–"


@dataclass(frozen=True)
class GameRow:
    """One imported game with its moments."""

    game: StoredGame
    moments: tuple[MomentRow, ...]

    @property
    def name(self) -> str:
        title = self.game.title or self.game.source.rsplit("/", 1)[-1]
        return title

    @property
    def player(self) -> str:
        names = self.game.players
        return names[self.game.seat] if self.game.seat < len(names) and names[self.game.seat] \
            else f"seat {self.game.seat}"

    @property
    def right(self) -> int:
        return sum(1 for m in self.moments if m.state == "right")

    @property
    def answered(self) -> int:
        return sum(1 for m in self.moments if m.results)


def my_games(db: Database, learner: str) -> list[GameRow]:
    """The learner's games, newest first, each with its moments and results."""
    games = games_of(db, learner)
    moments = moments_of(db, [g.id for g in games])
    results = results_by_situation(db, learner, [m.situation for m in moments])
    by_game: dict[int, list[MomentRow]] = {}
    links = {g.id: g.link for g in games}
    for moment in moments:
        found = _ROUND.search(moment.situation)
        honba = _HONBA.search(moment.situation)
        name = found.group(1) if found else "?"
        if honba and honba.group(1) != "0":
            name += f"-{honba.group(1)}"
        by_game.setdefault(moment.game_id, []).append(
            MomentRow(
                moment,
                name,
                KINDS.get(moment.kind, moment.kind),
                tuple(results.get(moment.situation, ())),
                moment_link(links[moment.game_id], moment.hand),
            )
        )
    return [GameRow(g, tuple(by_game.get(g.id, ()))) for g in games]


def drill_refs(rows: list[GameRow], size: int = DRILL_SIZE) -> list[Ref]:
    """A drill of the learner's moments: missed first, then new, then right, in game order."""
    order = {"missed": 0, "new": 1, "right": 2}
    moments = [m for row in rows for m in row.moments]
    ranked = sorted(range(len(moments)), key=lambda i: (order[moments[i].state], i))
    return [["moment", moments[i].moment.situation] for i in ranked[:size]]

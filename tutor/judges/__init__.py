"""Judges: one module per rule family, and the registry from ``ask`` to judge.

``judge(situation, ask=..., seat=..., tile=..., ruleset=...)`` replays the situation on
a table and answers the ask with ordered reasons. Each judge is a function
``(table, question) -> (answer, reasons)``; ``ASKS`` maps ask names to them and issue 4
adds its own. ``all_codes()`` lists every reason code with its description.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any

from tutor.engine.referee import Referee
from tutor.engine.rulesets import resolve_ruleset
from tutor.engine.situation import Question
from tutor.engine.table import replay as replay_events
from tutor.errors import TutorError
from tutor.judges import abortive_draw, ankan, riichi, ron_tsumo
from tutor.judges.base import Judgment, NotApplicable, Reason, RefusedQuestion
from tutor.rules.reasons import RULE_MODULES
from tutor.rules.tiles import NotationError, parse_tile

if TYPE_CHECKING:
    from tutor.engine.situation import Situation
    from tutor.engine.table import Table
    from tutor.rules.ruleset import Ruleset

JudgeFn = Callable[["Table", "Question"], tuple[Any, list[Reason]]]

ASKS: dict[str, tuple[str, str]] = {
    "riichi_allowed": ("tutor.judges.riichi", "judge_riichi_allowed"),
    "double_riichi": ("tutor.judges.double_riichi", "judge_double_riichi"),
    "ankan_allowed": ("tutor.judges.ankan", "judge_ankan_allowed"),
    "furiten": ("tutor.judges.furiten", "judge_furiten"),
    "ron_allowed": ("tutor.judges.ron_tsumo", "judge_ron_allowed"),
    "tsumo_allowed": ("tutor.judges.ron_tsumo", "judge_tsumo_allowed"),
    # issue 4: wins, draws and their settlement
    "ippatsu": ("tutor.judges.ippatsu", "judge_ippatsu"),
    "win": ("tutor.judges.win", "judge_win"),
    "abortive_draw": ("tutor.judges.abortive_draw", "judge_abortive_draw"),
    # issue 20: the fu and the payment of a win, item by item
    "fu": ("tutor.judges.fu", "judge_fu"),
    "payments": ("tutor.judges.points_table", "judge_payments"),
}
"""ask → (module, function). Modules are imported on first use."""

QUICK_ANSWERS: dict[str, tuple[str, str]] = {
    "riichi_allowed": ("tutor.judges.riichi", "riichi_allowed_answer"),
    "ron_allowed": ("tutor.judges.ron_tsumo", "ron_allowed_answer"),
    "tsumo_allowed": ("tutor.judges.ron_tsumo", "tsumo_allowed_answer"),
}
"""ask → a function giving its answer alone, by the judge's own checks with less work
(``answer_only``); asks not listed are answered by their judge."""

TABLE_ASKS = frozenset({"abortive_draw"})
"""Asks about the whole table: they need no seat (one given is ignored)."""
SEATS = ("E", "S", "W", "N")
NEEDS_TILE = frozenset({"ankan_allowed"})
NEEDS_HAND = frozenset(
    {"riichi_allowed", "ankan_allowed", "furiten", "ron_allowed", "tsumo_allowed"}
)


REFEREE = Referee(
    riichi_refusal=riichi.event_refusal,
    ankan_refusal=ankan.event_refusal,
    ron_refusal=ron_tsumo.ron_refusal,
    tsumo_refusal=ron_tsumo.tsumo_refusal,
    ended_before=abortive_draw.ended_before,
)
"""The judges' rules, handed to every table they replay: the one function per rule
that both refuses an impossible event and explains the ask."""


def judge_function(ask: str) -> JudgeFn:
    """The judge registered for ``ask`` (``KeyError`` if none)."""
    fn: JudgeFn = _loaded(*ASKS[ask])
    return fn


def _loaded(module: str, name: str) -> Any:
    """``name`` of ``module``, imported on first use."""
    # sys.modules first: import_module costs microseconds even for a loaded module
    return getattr(sys.modules.get(module) or importlib.import_module(module), name)


def all_codes() -> dict[str, str]:
    """Every reason code of every judge module, with its one-line description (a dict
    of the caller's own)."""
    return dict(_codes())


def code_description(code: str) -> str | None:
    """The one-line description of reason ``code``; ``None`` for one no judge declares."""
    return _codes().get(code)


@cache
def _codes() -> dict[str, str]:
    """``all_codes`` gathered once (never handed out: callers get a copy or one entry):
    the modules' ``CODES`` never change, and a generated reason question looks a
    description up for each of its choices."""
    codes: dict[str, str] = {}
    for name in RULE_MODULES:
        codes.update(rule_module(name).CODES)
    return codes


def rule_module(name: str) -> ModuleType:
    """The module of rule ``name``: ``tutor.judges.<name>``, except the rules of play,
    which the table enforces itself (``tutor.engine.play``)."""
    package = "tutor.engine" if name == "play" else "tutor.judges"
    return importlib.import_module(f"{package}.{name}")


def replay(situation: Situation, ruleset: str | Ruleset | None = None) -> Table:
    """Replay ``situation`` on a table refereed by the judges' rules (``REFEREE``)."""
    return replay_events(situation, ruleset, referee=REFEREE)


def judge(
    situation: Situation,
    *,
    ask: str | None = None,
    seat: str | None = None,
    tile: int | str | None = None,
    ruleset: str | Ruleset | None = None,
) -> Judgment:
    """Replay ``situation`` and answer its question (arguments override the file's).

    ``tile`` is a tile int or MPSZ text (``"4m"``); ``ruleset`` a preset name, a path or
    a ``Ruleset`` (the situation's ``[rules]`` overrides still apply). Raises
    ``TutorError`` for an invalid situation or question.
    """
    question = situation.question
    ask = ask if ask is not None else question.ask
    seat = seat.upper() if seat is not None else question.seat
    if isinstance(tile, str):
        try:
            tile = parse_tile(tile)
        except NotationError as error:
            raise TutorError(f"tile {tile!r}: {error.problem}", file=situation.file) from None
    tile = tile if tile is not None else question.tile

    def fail(message: str) -> TutorError:
        return TutorError(message, file=situation.file, line=question.line)

    rules = resolve_ruleset(situation, ruleset)
    table = replay(situation, rules)
    if ask is None:
        raise fail('no question: add [question] ask = "..." (or pass --ask)')
    if ask not in ASKS:
        raise fail(f"unknown ask {ask!r}; known asks: {', '.join(sorted(ASKS))}")
    if (seat is None and ask not in TABLE_ASKS) or (
        seat is not None and seat not in situation.seats
    ):
        raise fail(f"the ask {ask!r} needs a seat ({', '.join(situation.seats)})")
    if ask in NEEDS_TILE and tile is None:
        raise fail(f'the ask {ask!r} needs a tile ([question] tile = "4m")')
    if ask in NEEDS_HAND and seat not in situation.hands:
        raise fail(f"the ask {ask!r} needs {seat}'s hand: add it under [hands]")
    return answer_on(table, Question(ask, seat, tile, question.line))


def answer_on(table: Table, question: Question) -> Judgment:
    """The judgment of ``question`` on a replayed table (``judge`` checks the question
    first; the generator, which keeps a table in step with its play, asks it directly)."""
    ask, seat = question.ask, question.seat
    assert ask is not None
    with _refused(table, question):
        answer, reasons = judge_function(ask)(table, question)
    from tutor.judges.situational_yaku import quiet_reasons

    return Judgment(ask, seat, table.ruleset.name, answer, tuple(reasons),
                    quiet_reasons(table, seat))


def answer_only(table: Table, question: Question) -> Any:
    """The answer ``answer_on`` gives, without its reasons: the generator's checks during
    play only want to know whether a move is allowed (``QUICK_ANSWERS``)."""
    ask = question.ask
    assert ask is not None
    if ask not in QUICK_ANSWERS:
        return answer_on(table, question).answer
    quick = _loaded(*QUICK_ANSWERS[ask])
    with _refused(table, question):
        return quick(table, question)


@contextmanager
def _refused(table: Table, question: Question) -> Iterator[None]:
    """A judge's ``NotApplicable`` as the ``RefusedQuestion`` naming the file and line."""
    try:
        yield
    except NotApplicable as refused:
        raise RefusedQuestion(
            f"the ask {question.ask!r} does not apply to {question.seat}: "
            f"{refused.reason.text} [{refused.reason.code}]",
            refused.reason,
            file=table.situation.file,
            line=question.line,
        ) from None


__all__ = [
    "ASKS",
    "REFEREE",
    "TABLE_ASKS",
    "Judgment",
    "Reason",
    "RefusedQuestion",
    "all_codes",
    "answer_on",
    "answer_only",
    "code_description",
    "judge",
    "judge_function",
    "replay",
    "resolve_ruleset",
    "rule_module",
]

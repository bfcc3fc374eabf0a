"""An explanation that answers the question asked (解説の順序).

The engine's judgment lists every reason its rules gave, in the order the rules were
checked; a question asks about one rule. Its explanation starts with the reason that
decides that rule — the one the deciding-event marker and the ``r`` key point at —
then the other reasons of the same rule, then, "also on this hand", the reasons of
other rules. A rule the answer does not turn on (a mid-hand win is no haitei) says
why in the judgment's ``unsaid`` reasons, which are brought in only when asked about.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from tutor.drills.question import Question
from tutor.rules.reasons import Judgment, Reason
from tutor.rules.tile_names import words_in_text
from tutor.rules.wording import counted

BREAKDOWN_CARDS = frozenset({"win"})
"""Cards whose reasons break one answer down (sticks, value, fu) rather than compete to
decide it: their first listed reason in the engine's order leads."""
ITEMISED_CARDS = frozenset({"fu", "points_table"})
"""Cards whose reasons are the items of a count, in the order it is made: the first of
them leads, whichever the skill lists."""


def card_codes(card: str) -> dict[str, int]:
    """The codes the skills of ``card`` teach, with their difficulty (the hardest where
    two skills differ): what decides a question about that card without a skill."""
    from tutor.drills.skills import skills

    codes: dict[str, int] = {}
    for skill in skills():
        if skill.card == card:
            for code, level in skill.codes.items():
                codes[code] = max(level, codes.get(code, 0))
    return codes


def asks_about(reason: Reason, card: str, codes: Mapping[str, int]) -> bool:
    """Whether ``reason`` belongs to the rule the question asks about."""
    return reason.code in codes or reason.rule == card


def deciding(judgment: Judgment, card: str, codes: Mapping[str, int]) -> Reason | None:
    """The reason that decides the asked rule: among the skill's own codes, the hardest
    (a trap over the plain case), the first of equals, said or else unsaid (the tile a
    dora indicator points at is unsaid on every win); else the card's first reason,
    said or unsaid; ``None`` if the rule gave none."""
    said = [r for r in judgment.reasons if asks_about(r, card, codes)]
    if said and card in ITEMISED_CARDS:
        return said[0]
    listed = [r for r in said if r.code in codes] or [
        r for r in judgment.unsaid if r.code in codes and r.rule == card]
    if listed and card in BREAKDOWN_CARDS:
        return listed[0]
    if listed:
        top = max(codes[r.code] for r in listed)
        return next(r for r in listed if codes[r.code] == top)
    if said:
        return said[0]
    return next((r for r in judgment.unsaid if asks_about(r, card, codes)), None)


def ordered(judgment: Judgment, card: str, codes: Mapping[str, int]) -> tuple[Reason, ...]:
    """The explanation: the deciding reason, the rest of its rule, then the others, each
    a sentence that names its tiles in words."""
    lead = deciding(judgment, card, codes)
    if lead is None:
        return tuple(worded(r) for r in judgment.reasons)
    own: list[Reason] = []
    others: list[Reason] = []
    for r in judgment.reasons:
        if r is not lead:
            (own if asks_about(r, card, codes) or r.rule == lead.rule else others).append(r)
    return tuple(worded(r) for r in (lead, *own, *others))


WORDED_MEMORY = 4096
"""Reasons whose wording is remembered: a hand's questions explain the same reasons again
and again (five in six were worded before), and the wording is a pure function of the
reason (an immutable record)."""


def worded(reason: Reason) -> Reason:
    """The reason as a learner reads it: a capital first letter, tiles in words."""
    return _worded(reason.code, reason.event, reason.rule, reason.text)


@lru_cache(maxsize=WORDED_MEMORY)
def _worded(code: str, event: int | None, rule: str, text: str) -> Reason:
    """``worded``, remembered by the reason's fields: a judgment's reasons are records
    made anew, equal to those of the hand's earlier questions but not the same objects,
    and a key of plain fields is hashed and compared without calling the record's own
    generated ``__hash__`` and ``__eq__`` (a question looks up some fifteen)."""
    words = words_in_text(text)
    return Reason(code, event, rule, words[:1].upper() + words[1:])


def split(question: Question) -> tuple[tuple[Reason, ...], tuple[Reason, ...]]:
    """(the reasons of the asked rule, the reasons "also on this hand"): the first
    reason and those of its rule or of the question's card that follow it at once."""
    reasons = question.explanation
    if not reasons:
        return (), ()
    rules = {reasons[0].rule, question.card}
    n = 1
    while n < len(reasons) and reasons[n].rule in rules:
        n += 1
    return reasons[:n], reasons[n:]


def fold_note(also: tuple[Reason, ...], key: str | None = "a") -> str:
    """The line that stands for the folded reasons of other rules (``key`` unfolds them)."""
    hint = f" ({key}: show)" if key else ""
    return f"Also on this hand: {counted(len(also), 'more reason')}{hint}."


def why(question: Question) -> str:
    """The short "why" of a report: the reasons of the asked rule only."""
    asked, _ = split(question)
    return " ".join(r.text for r in asked)

"""The "who pays, and how much?" question of a win: the engine's payments among splits a
learner mistakes them for.

The right answer is read off the engine's judgment. Beside it: the split the same win
would have without any liability (the engine's judgment of the situation with the
liability rules switched off), one seat paying the whole of it, and two seats sharing it
half and half, so that a learner who knows who is liable but not how a ron is shared,
or who names the seat that fed an earlier set, picks a wrong one.
"""

from __future__ import annotations

import random
from typing import Any

from tutor.api import Judgment, Ruleset, judge, parse_situation
from tutor.drills.question import Choice
from tutor.rules.payments import round_up_100

CHOICES = 4

Payers = tuple[tuple[str, int], ...]
"""Seat and amount paid, in seat order."""


def payers(judgment: Judgment, seats: tuple[str, ...]) -> Payers:
    """Who pays how much in the engine's answer (riichi sticks come from the table)."""
    answer: Any = judgment.answer if isinstance(judgment.answer, dict) else {}
    paid = answer.get("payments", {})
    return tuple((s, -int(paid[s])) for s in seats if int(paid.get(s, 0)) < 0)


def label(split: Payers) -> str:
    """``W pays 32,000 alone``, ``W and N pay 16,000 each``, ``W pays 16,300 and N 16,000``,
    ``E pays 16,000, W 8,000 and N 8,000``."""
    if len(split) == 1:
        return f"{split[0][0]} pays {split[0][1]:,} alone"
    amounts = {amount for _, amount in split}
    if len(amounts) == 1:
        names = ", ".join(s for s, _ in split[:-1]) + f" and {split[-1][0]}"
        return f"{names} pay {split[0][1]:,} each"
    *rest, last = [f"{s} {a:,}" for s, a in split[1:]]
    listed = ", ".join(rest) + (" and " if rest else "")
    return f"{split[0][0]} pays {split[0][1]:,}{',' if rest else ' and'} {listed}{last}"


def _without_liability(text: str, rules: Ruleset, seats: tuple[str, ...]) -> Payers:
    plain = rules.replace(pao=[], rinshan_pao=False)
    return payers(judge(parse_situation(text, file="<generated>"), ruleset=plain), seats)


def who_pays(judgment: Judgment, text: str, rules: Ruleset, words: dict[str, str],
             rng: random.Random, seats: tuple[str, ...]) -> tuple[str, tuple[Choice, ...], str]:
    """Prompt, choices and the right key of "who pays, and how much?"."""
    right = payers(judgment, seats)
    total = sum(amount for _, amount in right)
    others = [s for s in seats if s != judgment.seat]
    half = round_up_100(total // 2)
    alone: list[Payers] = [((s, total),) for s in others]
    halves: list[Payers] = [((a, half), (b, total - half))
                            for i, a in enumerate(others) for b in others[i + 1:]]
    rng.shuffle(alone)
    rng.shuffle(halves)
    plain = _without_liability(text, rules, seats)
    pool = [right, plain, alone.pop(), halves.pop(), *alone, *halves]
    offered = list(dict.fromkeys(pool))[:CHOICES]
    rng.shuffle(offered)
    choices = tuple(Choice(str(i + 1), label(split)) for i, split in enumerate(offered))
    prompt = (f"{words['seat']} has just won. Who pays for the win, and how much? "
              "(Riichi sticks on the table are not counted.)")
    return prompt, choices, str(offered.index(right) + 1)

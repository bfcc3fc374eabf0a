"""The "who pays, and how much?" question of a win: the engine's payments among splits a
learner mistakes them for.

The right answer is read off the engine's judgment. Beside it: the split the same win
would have without any liability (the engine's settlement of the same value with no
liable seat), one seat paying the whole of it, and two seats sharing it
half and half, so that a learner who knows who is liable but not how a ron is shared,
or who names the seat that fed an earlier set, picks a wrong one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tutor.api import Judgment, Ruleset, judge, parse_situation
from tutor.drills.question import Choice
from tutor.drills.table import Event
from tutor.rules.payments import hand_value, round_up_100, settle

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


RON_ON = ("discard", "riichi", "kakan")
"""Events a ron is won on: a discard (with or without riichi), or a robbed added kan."""


def without_liability(judgment: Judgment, text: str, rules: Ruleset,
                      seats: tuple[str, ...], events: Sequence[Event] = (),
                      honba: int = 0) -> Payers:
    """Who would pay how much for the same win if nobody were liable: the engine's
    settlement (``settle``) of the hand's value with no liable seat, by tsumo or from the
    seat the ron was won on (the last ``events`` of the generator's table). Liability
    changes who pays, never the hand's value, so the value is the judgment's. Without
    those events (or a value), the situation is judged again with the liability rules
    switched off."""
    answer: Any = judgment.answer if isinstance(judgment.answer, dict) else {}
    if len(events) < 2 or events[-1].verb not in ("tsumo", "ron") or "han" not in answer \
            or (events[-1].verb == "ron" and events[-2].verb not in RON_ON):
        plain = rules.replace(pao=[], rinshan_pao=False)
        return payers(judge(parse_situation(text, file="<generated>"), ruleset=plain), seats)
    tsumo = events[-1].verb == "tsumo"
    value = hand_value(int(answer["han"]), int(answer["fu"] or 0), int(answer["yakuman"]),
                       rules)
    paid = settle(winner=seats[events[-1].seat], base=value.base, tsumo=tsumo,
                  discarder=None if tsumo else seats[events[-2].seat], honba=honba,
                  riichi_sticks=0, seats=seats, tsumo_loss=rules.tsumo_loss)
    return tuple((s, -paid[s]) for s in seats if paid[s] < 0)


def who_pays(judgment: Judgment, text: str, rules: Ruleset, words: dict[str, str],
             rng: random.Random, seats: tuple[str, ...], events: Sequence[Event],
             honba: int) -> tuple[str, tuple[Choice, ...], str]:
    """Prompt, choices and the right key of "who pays, and how much?" (``events`` and
    ``honba``: the generator's table, see ``without_liability``)."""
    right = payers(judgment, seats)
    total = sum(amount for _, amount in right)
    others = [s for s in seats if s != judgment.seat]
    half = round_up_100(total // 2)
    alone: list[Payers] = [((s, total),) for s in others]
    halves: list[Payers] = [((a, half), (b, total - half))
                            for i, a in enumerate(others) for b in others[i + 1:]]
    rng.shuffle(alone)
    rng.shuffle(halves)
    plain = without_liability(judgment, text, rules, seats, events, honba)
    pool = [right, plain, alone.pop(), halves.pop(), *alone, *halves]
    offered = list(dict.fromkeys(pool))[:CHOICES]
    rng.shuffle(offered)
    choices = tuple(Choice(str(i + 1), label(split)) for i, split in enumerate(offered))
    prompt = (f"{words['seat']} has just won. Who pays for the win, and how much? "
              "(Riichi sticks on the table are not counted.)")
    return prompt, choices, str(offered.index(right) + 1)

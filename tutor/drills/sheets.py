"""Sheets of numbers (the ``numbers`` form): the fu of a win item by item, and who pays
what for it.

Each choice labels one number of the sheet; the answer is the tuple of numbers, read off
the engine's judgment: the ``fu`` ask's items (``tutor.judges.fu``) summed into the rows
a learner fills in, or the ``payments`` ask's point changes (``tutor.judges.points_table``).
"""

from __future__ import annotations

from tutor.api import Judgment
from tutor.drills.forms import Asked
from tutor.drills.question import Choice
from tutor.rules.sanma import seats_for
from tutor.rules.tile_names import words_in_text

FU_ROWS = (
    Choice("base", "Base"),
    Choice("ron", "Closed ron"),
    Choice("tsumo", "Tsumo"),
    Choice("sets", "Triplets and kans"),
    Choice("pair", "Pair"),
    Choice("wait", "Wait"),
    Choice("total", "Total"),
)
"""The rows of the fu sheet, in the order they are counted."""


def fu_row(code: str) -> str | None:
    """The row of the fu sheet a fu item counts in (``None``: only in the total — the
    rounding, and the 30 of an open hand that earned no fu)."""
    if code in ("base", "chiitoitsu"):
        return "base"
    if code == "menzen_ron":
        return "ron"
    if code == "tsumo":
        return "tsumo"
    if code.startswith(("closed_", "open_")) and code != "open_pinfu":
        return "sets"
    if code.startswith(("pair_", "wait_")):
        return code.split("_", 1)[0]
    return None


def fu_answer(judgment: Judgment) -> tuple[int, ...]:
    """The fu sheet of the judged win: each row's fu, and the total."""
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    rows = dict.fromkeys((row.key for row in FU_ROWS), 0)
    for item in answer.get("fu_items", []):
        row = fu_row(str(item["code"]))
        if row is not None:
            rows[row] += int(item["fu"])
    rows["total"] = int(answer.get("fu", 0))
    return tuple(rows.values())


def fu_sheet(judgment: Judgment, words: dict[str, str]) -> Asked:
    prompt = ("{seat} has just won. Count the hand's fu item by item: the base, the closed "
              "ron, the tsumo, its triplets and kans together, the pair and the wait (0 for "
              "an item that earns none), and the total, rounded up.")
    return Asked(words_in_text(prompt.format(**words)), FU_ROWS, fu_answer(judgment))


def _value(answer: dict[str, object]) -> str:
    multiples = int(answer.get("yakuman", 0))  # type: ignore[call-overload]
    if multiples:
        return "a yakuman" if multiples == 1 else f"a {multiples}-fold yakuman"
    han, fu = answer.get("han", 0), answer.get("fu", 0)
    return f"{han} han {fu} fu" if fu else f"{han} han"


def payment_sheet(judgment: Judgment, words: dict[str, str], players: int) -> Asked:
    """What each seat pays, and what the winner collects in all."""
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    winner = judgment.seat or words["seat"]
    paid = {str(k): int(v) for k, v in answer.get("payments", {}).items()}
    seats = seats_for(players)
    rows = tuple(Choice(seat, f"{seat} collects" if seat == winner else f"{seat} pays")
                 for seat in seats)
    values = tuple(abs(paid.get(seat, 0)) for seat in seats)
    prompt = (f"{words['seat']} has just won {words['won']}, a hand of {_value(answer)}. How many "
              f"points does each seat pay, and how many does {words['seat']} collect in all, "
              "honba and riichi sticks included?")
    return Asked(words_in_text(prompt), rows, values)

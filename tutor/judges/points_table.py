"""Who pays what for a win (点数と支払い), item by item: the ``payments`` ask.

The win is judged and scored as the ``win`` ask scores it (``tutor.judges.win``); the
payment is told in the order a table settles it, each item a reason read off
``tutor.rules.payments`` (the one place that decides it): the base points of the han and
fu (or the limit), what each payer owes for the hand, the honba, the riichi sticks the
winner collects, and the whole settlement. At three players the absent north seat's
share is lost (tsumo loss) or split between the payers, as the ruleset says. The answer
is the ``win`` answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.judges.base import Reason, reason
from tutor.judges.win import score_asked_win
from tutor.rules.payments import (
    DEALER,
    MANGAN_BASE,
    Payment,
    hand_value,
    payment_items,
    ron_points,
)
from tutor.rules.sanma import seats_for
from tutor.rules.wording import counted, rules_phrase

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table
    from tutor.rules.ruleset import Ruleset
    from tutor.rules.scoring import ScoreResult

RULE = "points_table"
CODES = {
    "points_table.base": "below mangan the base points are fu × 2 to the power (han + 2)",
    "points_table.limit": "a limit hand (mangan and up) is paid on a fixed base",
    "points_table.kiriage": "4 han 30 fu and 3 han 60 fu are rounded up to mangan (kiriage)",
    "points_table.ron": "the discarder pays a non-dealer's ron: 4 times the base",
    "points_table.dealer_ron": "the discarder pays the dealer's ron: 6 times the base",
    "points_table.tsumo": "a non-dealer's tsumo: the dealer pays twice the base, the others once",
    "points_table.dealer_tsumo": "the dealer's tsumo: every other seat pays twice the base",
    "points_table.tsumo_loss": "at three players nobody pays the absent north's share",
    "points_table.north_split": "at three players the payers split the absent north's share",
    "points_table.pao": "a seat liable for the hand (pao) pays for it",
    "points_table.honba": "each honba adds 100 points from every payer (300 from a discarder)",
    "points_table.sticks": "the winner collects the riichi sticks on the table",
    "points_table.total": "the whole settlement, seat by seat",
}
_LIMITS = {"mangan": "a mangan", "haneman": "a haneman", "baiman": "a baiman",
           "sanbaiman": "a sanbaiman", "kazoe_yakuman": "a counted yakuman (kazoe)"}


def _r(code: str, event: int | None, text: str) -> Reason:
    return reason(RULE, code, event, text)


def _rounded(times: int, base: int, amount: int) -> str:
    """``"4 × 1280 = 5120, rounded up to 5200"`` (no rounding said when none is needed)."""
    raw = times * base
    told = f"{times} × {base} = {raw}" if times > 1 else f"{base}"
    return told if raw == amount else f"{told}, rounded up to {amount}"


def value_reason(result: ScoreResult, ruleset: Ruleset, base: int, event: int | None) -> Reason:
    """How the han and fu (or the limit) give the base points."""
    han, fu = result.han, result.fu
    if result.yakuman:
        value = (result.limit or "yakuman").replace("_", " ")
        return _r("limit", event, f"The hand is a {value}, paid on a base of {base}.")
    if result.limit not in (None, "mangan") or (result.limit and not fu):
        name = _LIMITS.get(result.limit or "", f"a {result.limit}")
        return _r("limit", event, f"{han} han: the hand is {name}, paid on a base of {base}.")
    raw = fu * 2 ** (han + 2)
    shown = f"{fu} × {2 ** (han + 2)} = {raw} (fu × 2 to the power of han + 2)"
    if result.limit is None:
        return _r("base", event, f"{han} han {fu} fu: the base is {shown}.")
    if han < 5 and raw < MANGAN_BASE:
        return _r("kiriage", event, f"{han} han {fu} fu is {shown}, just under 2000; "
                  f"{rules_phrase(ruleset)} round it up to a mangan (kiriage), a base of "
                  f"{MANGAN_BASE}.")
    if han >= 5:
        return _r("limit", event, f"{han} han: the hand is a mangan, paid on a base of {base}.")
    return _r("limit", event, f"{han} han {fu} fu is {shown}, which reaches 2000: the hand is "
              f"a mangan, paid on a base of {base}.")


def _hand_share(item: Payment, winner: str, base: int, event: int | None) -> Reason | None:
    """What one payer owes for the hand itself (``None`` for honba and sticks)."""
    dealer = winner == DEALER
    payer = item.payer
    if item.what == "ron":
        times = 6 if dealer else 4
        who = "the dealer's" if dealer else "a non-dealer's"
        return _r("dealer_ron" if dealer else "ron", event,
                  f"{payer} dealt in and pays {who} ron, {times} times the base: "
                  f"{_rounded(times, base, item.amount)}.")
    if item.what == "tsumo":
        if dealer:
            return _r("dealer_tsumo", event, f"{payer} pays twice the base for the dealer's "
                      f"tsumo: {_rounded(2, base, item.amount)}.")
        if payer == DEALER:
            return _r("tsumo", event, f"{payer}, the dealer, pays twice the base for the "
                      f"tsumo: {_rounded(2, base, item.amount)}.")
        return _r("tsumo", event, f"{payer} pays the base for the tsumo: "
                  f"{_rounded(1, base, item.amount)}.")
    if item.what == "absent_share":
        return _r("north_split", event, f"{payer} also pays an equal part of the absent north "
                  f"seat's share (north bisection): {item.amount}.")
    if item.what == "liable":
        return _r("pao", event, f"{payer} is liable (pao) and pays {item.amount} of the hand.")
    return None


def payment_reasons(result: ScoreResult, ruleset: Ruleset, winner: str, discarder: str | None,
                    tsumo: bool, honba: int, sticks: int, players: int,
                    event: int | None, own_stick: bool = False) -> list[Reason]:
    """The settlement of a scored win item by item, ending with each seat's change
    (``own_stick``: the winner's own riichi stick is among the sticks collected)."""
    base = hand_value(result.han, result.fu, result.yakuman, ruleset).base
    seats = seats_for(players)
    items = payment_items(winner=winner, base=base, tsumo=tsumo, discarder=discarder,
                          honba=honba, riichi_sticks=sticks, liable=result.liable, seats=seats,
                          tsumo_loss=ruleset.tsumo_loss)
    reasons = [value_reason(result, ruleset, base, event)]
    for item in items:
        share = _hand_share(item, winner, base, event)
        if share is not None:
            reasons.append(share)
    if tsumo and players < 4 and ruleset.tsumo_loss and result.liable is None:
        paid = sum(i.amount for i in items if i.what == "tsumo")
        reasons.append(_r("tsumo_loss", event, f"Nobody pays the absent north seat's share: "
                          f"the tsumo collects {paid}, where a ron would have paid "
                          f"{ron_points(base, winner == DEALER)} (tsumo loss)."))
    counters = [i for i in items if i.what == "honba"]
    if counters:
        each = 100 * honba
        who = (f"each payer adds {each}" if len(counters) > 1 else
               f"{counters[0].payer} adds {counters[0].amount} ({100 * (players - 1)} a counter)")
        reasons.append(_r("honba", event, f"{counted(honba, 'honba')} on the table: {who}."))
    if sticks:
        among = " among them" if sticks > 1 else ""
        own = f" ({winner}'s own riichi stick{among})" if own_stick else ""
        reasons.append(_r("sticks", event, f"{winner} collects the "
                          f"{counted(sticks, 'riichi stick')} on the table{own}: "
                          f"{1000 * sticks}."))
    reasons.append(total_reason(result.payments, winner, seats, event))
    return reasons


def total_reason(payments: dict[str, int], winner: str, seats: tuple[str, ...],
                 event: int | None) -> Reason:
    """Each seat's change: what the winner collects in all, what each other seat pays."""
    told = [f"{winner} collects {payments.get(winner, 0)}"]
    told += [f"{seat} pays {-payments.get(seat, 0)}" for seat in seats
             if seat != winner and payments.get(seat, 0)]
    return _r("total", event, f"In all: {'; '.join(told)}.")


def judge_payments(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``payments`` ask: who pays what for the win, item by item."""
    scored = score_asked_win(table, question)
    if scored.result is None:
        return scored.answer, scored.reasons
    win = next(w for w in table.wins if w.seat == question.seat)
    told = payment_reasons(scored.result, table.ruleset, win.seat, win.from_seat,
                           win.source == "tsumo", scored.honba, scored.sticks,
                           table.situation.players, scored.event,
                           own_stick=table.seats[win.seat].riichi_accepted)
    return scored.answer, [*told, *(r for r in scored.reasons if r.code != "win.sticks")]

"""Hand value and payments (点数計算と支払い): limits, base points, who pays whom.

The base points of a hand are ``fu × 2^(han + 2)`` below the limits; a ron costs the
discarder 4× the base (6× from the dealer's hand), a tsumo costs each non-dealer 1× and
the dealer 2× (each non-dealer 2× when the dealer wins), every payment rounded up to
100. Honba (積み棒) add 100 per paying seat per counter (300 in all at four players);
riichi sticks (供託) go to the winner.

At three players (三麻) the north seat is absent. A tsumo then costs the two others
what they would pay at four players, so the winner collects less than by ron (ツモ損,
tsumo loss), unless the ruleset splits the absent seat's share between them (北家折半).
"""

from __future__ import annotations

from typing import NamedTuple

from tutor.rules.ruleset import Ruleset

SEATS: tuple[str, str, str, str] = ("E", "S", "W", "N")
DEALER = "E"

MANGAN_BASE = 2000
_MULTIPLE_NAMES = ("yakuman", "double_yakuman", "triple_yakuman", "quadruple_yakuman",
                   "quintuple_yakuman", "sextuple_yakuman", "septuple_yakuman",
                   "octuple_yakuman")


class HandValue(NamedTuple):
    """The limit name (or None) and the base points a hand is paid on."""

    limit: str | None
    base: int


def round_up_100(points: int) -> int:
    return -(-points // 100) * 100


def hand_value(han: int, fu: int, yakuman: int, ruleset: Ruleset) -> HandValue:
    """Limit and base points for ``han``/``fu`` (``yakuman`` multiples take precedence).

    Kazoe: 13+ han without a yakuman is a (single) yakuman under ``kazoe_yakuman``, else
    sanbaiman. Kiriage: 4 han 30 fu and 3 han 60 fu round up to mangan.
    """
    if yakuman > 0:
        multiples = min(yakuman, ruleset.yakuman_cap)
        return HandValue(_MULTIPLE_NAMES[multiples - 1], 8000 * multiples)
    if han >= 13:
        if ruleset.kazoe_yakuman:
            return HandValue("kazoe_yakuman", 8000)
        return HandValue("sanbaiman", 6000)
    if han >= 11:
        return HandValue("sanbaiman", 6000)
    if han >= 8:
        return HandValue("baiman", 4000)
    if han >= 6:
        return HandValue("haneman", 3000)
    if han == 5:
        return HandValue("mangan", MANGAN_BASE)
    base = fu * 2 ** (han + 2)
    if base >= MANGAN_BASE:
        return HandValue("mangan", MANGAN_BASE)
    if ruleset.kiriage_mangan and (han, fu) in ((4, 30), (3, 60)):
        return HandValue("mangan", MANGAN_BASE)
    return HandValue(None, base)


def ron_points(base: int, dealer: bool) -> int:
    """What the discarder pays for a ron, before honba."""
    return round_up_100(base * (6 if dealer else 4))


def tsumo_shares(base: int, dealer: bool) -> tuple[int, int]:
    """(what the dealer pays, what each other non-dealer pays) for a tsumo, before honba.

    For a dealer's tsumo the first number is what each of the three pays.
    """
    if dealer:
        each = round_up_100(base * 2)
        return each, each
    return round_up_100(base * 2), round_up_100(base)


def absent_share(base: int, winner: str, seats: tuple[str, ...] = SEATS,
                 tsumo_loss: bool = True) -> int:
    """What each payer of a tsumo adds for the seats absent at a short table (北家折半):
    an equal part, rounded up to 100, of what they would have paid; 0 with tsumo loss."""
    absent = len(SEATS) - len(seats)
    if tsumo_loss or not absent:
        return 0
    _, from_other = tsumo_shares(base, winner == DEALER)
    return round_up_100(from_other * absent // (len(seats) - 1))


def tsumo_payments(
    base: int, winner: str, seats: tuple[str, ...] = SEATS, tsumo_loss: bool = True
) -> dict[str, int]:
    """What each other seat pays for ``winner``'s tsumo, before honba.

    With fewer seats than four and no ``tsumo_loss``, each payer also takes an equal
    part (rounded up to 100) of what the absent seats would have paid.
    """
    from_dealer, from_other = tsumo_shares(base, winner == DEALER)
    extra = absent_share(base, winner, seats, tsumo_loss)
    return {
        seat: (from_dealer if seat == DEALER else from_other) + extra
        for seat in seats if seat != winner
    }


def hand_points(
    base: int, dealer: bool, tsumo: bool, seats: tuple[str, ...] = SEATS,
    tsumo_loss: bool = True,
) -> int:
    """The hand's total value before honba and sticks (the sum a tsumo collects)."""
    if not tsumo:
        return ron_points(base, dealer)
    winner = DEALER if dealer else seats[1]
    return sum(tsumo_payments(base, winner, seats, tsumo_loss).values())


class Payment(NamedTuple):
    """One item of a settlement: who pays how much to the winner, and for what.

    ``what`` is ``ron`` (the discarder pays the hand), ``tsumo`` (a payer's share of a
    tsumo), ``absent_share`` (a payer's part of the absent seat's share, 北家折半),
    ``liable`` (a seat under liability pays the hand or half of it), ``honba`` or
    ``sticks`` (the riichi sticks on the table: ``payer`` is ``None``).
    """

    payer: str | None
    amount: int
    what: str


def payment_items(
    *,
    winner: str,
    base: int,
    tsumo: bool,
    discarder: str | None,
    honba: int,
    riichi_sticks: int,
    liable: str | None = None,
    seats: tuple[str, ...] = SEATS,
    tsumo_loss: bool = True,
) -> list[Payment]:
    """The settlement of one win item by item, in the order a table pays it (see
    ``settle``, which adds them up)."""
    if winner not in seats:
        raise ValueError(f"unknown seat {winner!r}")
    dealer = winner == DEALER
    items: list[Payment] = []
    all_honba = 100 * honba * (len(seats) - 1)
    if tsumo and liable is None:
        from_dealer, from_other = tsumo_shares(base, dealer)
        extra = absent_share(base, winner, seats, tsumo_loss)
        for seat in (s for s in seats if s != winner):
            items.append(Payment(seat, from_dealer if seat == DEALER else from_other, "tsumo"))
            if extra:
                items.append(Payment(seat, extra, "absent_share"))
        items += [Payment(seat, 100 * honba, "honba")
                  for seat in seats if seat != winner and honba]
    else:
        total = ron_points(base, dealer)
        if liable is not None and tsumo:
            items.append(Payment(liable, total, "liable"))
            counters = liable
        elif liable is not None and discarder is not None and liable != discarder:
            half = round_up_100(total // 2)
            items += [Payment(liable, half, "liable"), Payment(discarder, total - half, "ron")]
            counters = liable
        else:
            if discarder is None:
                raise ValueError("a ron needs the discarder's seat")
            items.append(Payment(discarder, total, "ron"))
            counters = discarder
        if honba:
            items.append(Payment(counters, all_honba, "honba"))
    if riichi_sticks:
        items.append(Payment(None, 1000 * riichi_sticks, "sticks"))
    return items


def settle(
    *,
    winner: str,
    base: int,
    tsumo: bool,
    discarder: str | None,
    honba: int,
    riichi_sticks: int,
    liable: str | None = None,
    seats: tuple[str, ...] = SEATS,
    tsumo_loss: bool = True,
) -> dict[str, int]:
    """Point changes of every seat for one win; they sum to ``1000 * riichi_sticks``.

    ``liable`` is a seat under liability (包, pao): on a tsumo it pays the whole hand as
    a ron plus all honba; on a ron it pays half the ron value with the discarder and the
    honba alone (TH-A; EMA-T 3.3.9 makes the discarder pay the counters — the caller
    passes ``honba`` accordingly).
    """
    delta = dict.fromkeys(seats, 0)
    for item in payment_items(winner=winner, base=base, tsumo=tsumo, discarder=discarder,
                              honba=honba, riichi_sticks=riichi_sticks, liable=liable,
                              seats=seats, tsumo_loss=tsumo_loss):
        if item.payer is not None:
            delta[item.payer] -= item.amount
        delta[winner] += item.amount
    return delta


def nagashi_mangan_payments(
    seat: str, seats: tuple[str, ...] = SEATS, tsumo_loss: bool = True
) -> dict[str, int]:
    """Nagashi mangan (流し満貫) at an exhaustive draw: a mangan tsumo's payments, no honba,
    no sticks (TH-A, MJC, MOR, MJX, REV)."""
    return settle(winner=seat, base=MANGAN_BASE, tsumo=True, discarder=None, honba=0,
                  riichi_sticks=0, seats=seats, tsumo_loss=tsumo_loss)

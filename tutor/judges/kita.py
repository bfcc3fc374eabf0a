"""Kita (北抜き) and nukidora (抜きドラ): setting a north tile aside in three-player mahjong.

The table (``tutor.engine.kita``) asks :func:`event_refusal` before it replays a kita,
so the rule of when a kita may happen lives here once: only at a three-player table,
only after the seat's own draw (so never straight after a pon), only while the live
wall still has a tile to replace it, only with a north tile in hand, and in riichi
only with the north tile just drawn (the hand is locked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.judges.base import Reason
from tutor.judges.base import reason as make_reason
from tutor.rules.sanma import NORTH
from tutor.rules.tiles import KIND

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table

RULE = "kita"
CODES = {
    "kita.four_players": "kita exists only at a three-player table",
    "kita.last_tile": "no kita on the last live-wall tile: nothing could replace it",
    "kita.no_north": "the seat holds no north tile to set aside",
    "kita.locked_after_riichi": "in riichi only a north tile just drawn may be set aside",
    "kita.nukidora": "each north tile the winner set aside is a dora (nukidora)",
    "kita.tsumo_loss": "at three players nobody pays the absent north seat's share of a tsumo",
    "kita.north_split": "the two payers of a three-player tsumo split the north seat's share",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def event_refusal(table: Table, seat: SeatState, event: int) -> Reason | None:
    """Why ``seat`` may not declare kita as event ``event``, or ``None`` when it may.
    (Whose turn it is the table checks first, as for every event.)"""
    if len(table.seats) == 4:
        return _r("four_players", event,
                  "kita (setting a north tile aside) exists only in three-player mahjong "
                  "(players = 3).")
    if table.live_wall == 0:
        return _r("last_tile", event,
                  f"{seat.seat} drew the last tile of the live wall, and a kita needs a "
                  "replacement tile: no kita now.")
    if seat.known and NORTH not in seat.hand:
        return _r("no_north", event, f"{seat.seat} holds no north tile (4z) to set aside.")
    drawn = seat.last_draw
    if seat.riichi_event is not None and drawn is not None and KIND[drawn] != NORTH:
        return _r("locked_after_riichi", event,
                  f"{seat.seat} is in riichi, so its hand is locked: only a north tile it has "
                  "just drawn may be set aside.")
    return None


def win_reasons(table: Table, seat: str, event: int, tsumo: bool,
                yaku: dict[str, int]) -> list[Reason]:
    """What a three-player table changes about ``seat``'s scored win: its nukidora, and
    who pays a tsumo with the north seat absent. Empty at four players."""
    if len(table.seats) == 4:
        return []
    reasons: list[Reason] = []
    kitas = [a.number for a in table.acts if a.kind == "kita" and a.seat == seat]
    if kitas:
        count = len(kitas)
        when = ", ".join(str(n) for n in kitas)
        reasons.append(_r("nukidora", kitas[-1],
                          f"{seat} set {count} north tile{'s' if count > 1 else ''} aside "
                          f"(event{'s' if count > 1 else ''} {when}): each is a nukidora "
                          f"(抜きドラ) worth 1 han, {yaku.get('nukidora', 0)} in all, and an "
                          "indicator pointing at north counts them again as dora."))
    if tsumo:
        payers = " and ".join(s for s in table.seats if s != seat)
        if table.ruleset.tsumo_loss:
            text = (f"At three players only {payers} pay for a tsumo, and nobody pays the "
                    "absent north seat's share: tsumo loss (ツモ損) makes this tsumo worth less "
                    "than the same hand by ron.")
            reasons.append(_r("tsumo_loss", event, text))
        else:
            text = (f"At three players {payers} also split the absent north seat's share "
                    f"between them (north bisection, 北家折半, under the {table.ruleset.name} "
                    "rules).")
            reasons.append(_r("north_split", event, text))
    return reasons

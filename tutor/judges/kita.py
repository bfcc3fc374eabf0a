"""Kita (北抜き) and nukidora (抜きドラ): what a three-player table changes about a win.

When a kita may happen is a rule of play that the table enforces
(``tutor.engine.kita``); its codes are this rule card's too, so they are listed here
with the codes of the win's reasons: the nukidora counted, and who pays a tsumo with
the north seat absent (tsumo loss, or north bisection).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine import kita as kita_play
from tutor.judges.base import Reason
from tutor.judges.base import reason as make_reason
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.table import Table

RULE = "kita"
CODES = {
    **kita_play.CODES,
    "kita.nukidora": "each north tile the winner set aside is a dora (nukidora)",
    "kita.tsumo_loss": "at three players nobody pays the absent north seat's share of a tsumo",
    "kita.north_split": "the two payers of a three-player tsumo split the north seat's share",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def win_reasons(table: Table, seat: str, event: int, tsumo: bool,
                yaku: dict[str, int], *, liable: bool = False) -> list[Reason]:
    """What a three-player table changes about ``seat``'s scored win: its nukidora, and
    who pays a tsumo with the north seat absent (a ``liable`` seat's payment is the
    liability's to tell). Empty at four players."""
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
    if tsumo and not liable:
        payers = " and ".join(s for s in table.seats if s != seat)
        if table.ruleset.tsumo_loss:
            text = (f"At three players only {payers} pay for a tsumo, and nobody pays the "
                    "absent north seat's share: tsumo loss (ツモ損) makes this tsumo worth less "
                    "than the same hand by ron.")
            reasons.append(_r("tsumo_loss", event, text))
        else:
            text = (f"At three players {payers} also split the absent north seat's share "
                    f"between them (north bisection, 北家折半, under "
                    f"{rules_phrase(table.ruleset)}).")
            reasons.append(_r("north_split", event, text))
    return reasons

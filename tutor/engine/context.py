"""The situational facts of a win (和了の状況) as the scorer needs them.

``win_context`` fills ``tutor.rules.scoring.WinContext`` for ``seat`` winning now: riichi
and double riichi, ippatsu, haitei / houtei, rinshan, chankan, tenhou / chiihou /
renhou, the dora indicators the win sees (kan dora with the ruleset's timing; ura dora
for a riichi winner), honba and sticks. The rules themselves live in the judge
modules of part 2 (``tutor.judges.situational_yaku`` and the modules it asks), so the
``ron_allowed`` / ``tsumo_allowed`` yaku check and the ``win`` ask agree by
construction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tutor.engine.table import Table
    from tutor.rules.scoring import WinContext


def win_context(
    table: Table,
    seat: str,
    *,
    tsumo: bool,
    source: str = "discard",
    from_seat: str | None = None,
) -> WinContext:
    """The ``WinContext`` of ``seat`` winning now (by tsumo, or by ron on the claim).

    The tile won on and its discarder are read from the table's events; ``source`` and
    ``from_seat`` (the claim's kind and seat) are accepted for the callers' clarity.
    """
    from tutor.judges.situational_yaku import judge_situational
    from tutor.judges.situational_yaku import win_context as judged_context

    del source, from_seat  # implied by the last events
    found = judge_situational(table, seat, "tsumo" if tsumo else "ron")
    return judged_context(table, found, honba=table.honba, riichi_sticks=table.riichi_sticks)

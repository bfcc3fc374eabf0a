"""The situational facts of a win (和了の状況) as the scorer needs them.

``win_context`` reads the table and fills ``tutor.rules.scoring.WinContext``: riichi and
double riichi, haitei / houtei, rinshan, chankan, tenhou / chiihou / renhou, dora
indicators, honba and sticks. Ippatsu and kan-dora timing belong to the judges of
part 2 (issue 4), which extend this helper.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.rules.scoring import WinContext

if TYPE_CHECKING:
    from tutor.engine.table import Table
    from tutor.rules.tiles import Tile

ROUND_WINDS = "ESWN"


def win_context(
    table: Table,
    seat: str,
    *,
    tsumo: bool,
    source: str = "discard",
    from_seat: str | None = None,
    ippatsu: bool = False,
    dora_indicators: tuple[Tile, ...] | None = None,
) -> WinContext:
    """The ``WinContext`` of ``seat`` winning now (by tsumo, or by ron on the claim)."""
    state = table.seats[seat]
    ruleset = table.ruleset
    untouched = table.first_go_around_intact() and not state.discards
    replacement = tsumo and state.last_draw_replacement
    haitei = tsumo and table.live_wall == 0 and (not replacement or ruleset.haitei_on_replacement)
    first_draw = len(state.draw_events) == 1
    riichi = state.in_riichi
    return WinContext(
        seat=seat,
        round_wind=ROUND_WINDS[table.situation.round_wind],
        is_tsumo=tsumo,
        discarder=None if tsumo else from_seat,
        riichi=riichi and not state.riichi_first_turn,
        double_riichi=riichi and state.riichi_first_turn,
        ippatsu=ippatsu,
        haitei=haitei,
        houtei=not tsumo and table.live_wall == 0 and source == "discard",
        rinshan=replacement,
        chankan=not tsumo and source == "kakan",
        tenhou=tsumo and untouched and first_draw and seat == "E",
        chiihou=tsumo and untouched and first_draw and seat != "E",
        renhou=(
            not tsumo
            and untouched
            and not state.draw_events
            and seat != "E"
            and ruleset.renhou != "none"
        ),
        dora_indicators=tuple(
            table.dora_indicators if dora_indicators is None else dora_indicators
        ),
        ura_dora_indicators=tuple(table.situation.ura_dora_indicators)
        if riichi and ruleset.ura_dora
        else (),
        honba=table.honba,
        riichi_sticks=table.riichi_sticks,
    )

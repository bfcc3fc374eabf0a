"""The deal (配牌): the table before the first event, with every given tile counted.

Dealt hands and indicators are seen tiles: counting them first lets replay refuse a
fifth copy or a red five the ruleset does not have, wherever it turns up.
"""

from __future__ import annotations

from tutor.engine.seat import SeatState
from tutor.engine.situation import Situation
from tutor.engine.table import Table
from tutor.errors import TutorError
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import KIND, Tile, tile_name


def new_table(situation: Situation, ruleset: Ruleset) -> Table:
    """The table before the first event: hands dealt, indicators seen."""
    seats = {
        seat: SeatState(
            seat,
            known=seat in situation.hands,
            hand=list(situation.hands.get(seat, ())),
            score=situation.scores[seat],
        )
        for seat in situation.seats
    }
    table = Table(
        situation=situation,
        ruleset=ruleset,
        seats=seats,
        live_wall=situation.live_wall,
        scores=dict(situation.scores),
        riichi_sticks=situation.riichi_sticks,
        honba=situation.honba,
        dora_indicators=list(situation.dora_indicators),
        fresh_deal=situation.fresh_deal,
    )
    start = [
        *situation.dora_indicators,
        *situation.kan_dora_indicators,
        *situation.ura_dora_indicators,
        *(tile for seat_tiles in situation.hands.values() for tile in seat_tiles),
    ]
    seen = table.seen
    for tile in start:
        seen[KIND[tile]] += 1
    for tile in start:
        if tile >= 34:
            _count_red(table, tile)
    return table


def _count_red(table: Table, tile: Tile) -> None:
    table.red_seen[tile - 34] += 1
    if table.ruleset.aka_dora == 0:
        raise TutorError(
            f"{tile_name(tile)} is a red five, and the {table.ruleset.name} rules play "
            "without red fives",
            file=table.situation.file,
            line=table.situation.line_of("hands"),
        )

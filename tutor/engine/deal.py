"""The deal (配牌): the table before the first event, with every given tile counted.

Dealt hands and indicators are seen tiles: counting them first lets replay refuse a
fifth copy or a red five the ruleset does not have, wherever it turns up.
"""

from __future__ import annotations

from tutor.engine.referee import Referee
from tutor.engine.seat import SeatState
from tutor.engine.situation import Situation
from tutor.engine.table import Table, count_copy
from tutor.errors import TutorError
from tutor.rules.ruleset import Ruleset


def new_table(situation: Situation, ruleset: Ruleset, referee: Referee) -> Table:
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
        referee=referee,
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
    for tile in start:
        problem = count_copy(table, tile)
        if problem is not None:
            raise TutorError(
                f"the dealt tiles and indicators: {problem}",
                file=situation.file,
                line=situation.line_of("hands"),
            )
    return table

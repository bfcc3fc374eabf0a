"""Closed kan (暗槓, ankan), above all after riichi (立直後の暗槓).

Without riichi a seat may kan any four tiles it holds, after its draw — never on the
last live-wall tile (nothing is left to replace it) and never a fifth kan. After riichi
the ruleset's ``kan_after_riichi`` decides (fact sheet §4):

* ``waits``: only the drawn tile may complete the kan (no 送り槓, no kan of four tiles
  held before the draw) and the set of waits must not change;
* ``strict``: also, the three held tiles must be a triplet in every reading of the hand
  for every winning tile;
* ``never``: no kan at all after riichi.

The reasons name the reading that breaks a kan ("the three 4m can also be read as part
of 234m plus a 44m pair").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.engine.seat import SeatState, waits_of
from tutor.judges.base import NotApplicable, Reason, kinds_text
from tutor.judges.base import reason as make_reason
from tutor.rules.hand import Block, Reading, readings
from tutor.rules.tiles import KIND, tile_name
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table

RULE = "ankan"
MAX_KANS = 4
CODES = {
    "ankan.not_after_draw": "a closed kan is declared on the seat's own turn, after its draw",
    "ankan.not_four": "the seat does not hold four of the tile",
    "ankan.last_tile": "no kan on the last live-wall tile",
    "ankan.no_more_kans": "four kans were already made; there is no fifth",
    "ankan.not_in_riichi": "without riichi any four held tiles may be kanned",
    "ankan.never_after_riichi": "the ruleset allows no kan after riichi",
    "ankan.not_drawn_tile": "after riichi only the drawn tile may complete the kan",
    "ankan.waits_change": "the kan would change the riichi hand's waits",
    "ankan.not_triplet_everywhere": "strict rule: the three are not a triplet in every reading",
    "ankan.allowed_in_riichi": "the kan is allowed: it keeps the riichi hand's waits (and "
                               "triplet)",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def describe_reading(reading: Reading) -> str:
    """``"234m 44m 789s 789s 333z"``: the blocks of a reading."""
    return " ".join(block.text() for block in reading.blocks)


def _breaking_reading(counts13: list[int], wait: int, n_melds: int, kind: int) -> Reading | None:
    """A reading of the hand won on ``wait`` where ``kind`` is not a triplet."""
    grown = list(counts13)
    grown[wait] += 1
    for reading in readings(grown, n_melds):
        if reading.form != "kokushi" and Block("triplet", kind) not in reading.blocks:
            return reading
    return None


def _split_text(reading: Reading, kind: int) -> str:
    """``"234m + 44m (pair)"``: the blocks that hold ``kind`` in ``reading``."""
    parts = []
    for block in reading.blocks:
        if kind in block:
            parts.append(block.text() + (" (pair)" if block.kind == "pair" else ""))
    return " + ".join(parts)


def _riichi_checks(
    table: Table, seat: SeatState, kind: int, event: int | None
) -> tuple[list[Reason], list[Reason]]:
    rule = table.ruleset.kan_after_riichi
    name, tile = seat.seat, tile_name(kind)
    event = event if event is not None else seat.last_draw_event
    if rule == "never":
        return [
            _r(
                "never_after_riichi",
                seat.riichi_event,
                f"{name} is in riichi, and {rules_phrase(table.ruleset)} allow no kan after "
                "riichi.",
            )
        ], []
    if not seat.known:
        return [], []
    drawn = seat.last_draw
    if drawn is None or KIND[drawn] != kind:
        got = tile_name(drawn) if drawn is not None else "nothing"
        return [
            _r(
                "not_drawn_tile",
                seat.last_draw_event,
                f"{name} held all four {tile} before drawing {got}; after riichi only the drawn "
                "tile may complete a kan (no okurikan).",
            )
        ], []
    counts13 = seat.counts()
    counts13[kind] -= 1
    before = (
        seat.locked_waits if seat.locked_waits is not None else waits_of(counts13, seat.n_melds)
    )
    after_counts = list(counts13)
    after_counts[kind] -= 3
    after = waits_of(after_counts, seat.n_melds + 1)
    if tuple(after) != tuple(before):
        lost = [w for w in before if w not in after]
        reading = _breaking_reading(counts13, lost[0], seat.n_melds, kind) if lost else None
        how = (
            f"the three {tile} can also be read as {_split_text(reading, kind)} (winning on "
            f"{tile_name(lost[0])}: {describe_reading(reading)}), so "
            if reading is not None
            else ""
        )
        return [
            _r(
                "waits_change",
                event,
                f"{how}the kan would drop the {kinds_text(lost)} wait"
                f"{'s' if len(lost) > 1 else ''}: {name}'s waits would go from "
                f"{kinds_text(before)} to "
                f"{kinds_text(after) or 'nothing'}; after riichi a kan may not change the waits.",
            )
        ], []
    if rule == "strict":
        for wait in before:
            reading = _breaking_reading(counts13, wait, seat.n_melds, kind)
            if reading is not None:
                return [
                    _r(
                        "not_triplet_everywhere",
                        event,
                        f"the three {tile} are not a triplet in every reading: winning on "
                        f"{tile_name(wait)} the hand reads {describe_reading(reading)}, with the "
                        f"{tile} as {_split_text(reading, kind)}; {rules_phrase(table.ruleset)} "
                        "forbid the kan even though the waits stay the same.",
                    )
                ], []
    extra = " and the three are a triplet in every reading" if rule == "strict" else ""
    return [], [
        _r(
            "allowed_in_riichi",
            event,
            f"the drawn {tile_name(drawn)} completes the kan, {name} still waits on "
            f"{kinds_text(before)}{extra}, so the kan is allowed in riichi.",
        )
    ]


def _checks(
    table: Table, seat: SeatState, kind: int, event: int | None
) -> tuple[list[Reason], list[Reason]]:
    name, tile = seat.seat, tile_name(kind)
    if seat.known and seat.count_kind(kind) < 4:
        return [
            _r("not_four", event, f"{name} holds {seat.count_kind(kind)} {tile}, not four.")
        ], []
    if table.live_wall == 0:
        return [
            _r(
                "last_tile",
                seat.last_draw_event,
                f"{name} drew the last tile of the live wall; no kan is allowed on it, as no "
                "tile is left to replace the dead wall's.",
            )
        ], []
    if len(table.kans) >= MAX_KANS:
        return [
            _r(
                "no_more_kans",
                table.kans[-1].event,
                "four kans have already been made; there is no fifth kan.",
            )
        ], []
    if not seat.in_riichi:
        return [], [
            _r(
                "not_in_riichi",
                event,
                f"{name} holds four {tile} and is not in riichi, so it may declare the closed kan.",
            )
        ]
    return _riichi_checks(table, seat, kind, event)


def event_refusal(table: Table, seat: SeatState, kind: int, event: int) -> Reason | None:
    """Why an ``ankan`` event of ``kind`` cannot happen, or ``None``."""
    failures, _ = _checks(table, seat, kind, event)
    return failures[0] if failures else None


def judge_ankan_allowed(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``ankan_allowed``: may the seat declare a closed kan of ``question.tile`` now?"""
    assert question.seat is not None and question.tile is not None
    seat = table.seats[question.seat]
    if table.phase != "act" or table.turn != seat.seat:
        raise NotApplicable(
            _r(
                "not_after_draw",
                table.event_count or None,
                f"{seat.seat} cannot declare a closed kan now: {table.expected()}.",
            )
        )
    failures, supports = _checks(table, seat, KIND[question.tile], None)
    return not failures, failures + supports

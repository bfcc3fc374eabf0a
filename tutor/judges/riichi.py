"""Riichi (立直): may the seat declare riichi now, with some discard?

Conditions (fact sheet §1): a closed hand (closed kans allowed); tenpai after the
discard, where a wait whose four copies are all in the own hand does not count; at
least ``riichi_min_points`` points; at least ``riichi_min_live_tiles`` tiles left in the
live wall after the draw; not already in riichi. Furiten does not block riichi.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.engine.seat import SeatState, waits_of
from tutor.judges.base import NotApplicable, Reason, kinds_text
from tutor.judges.base import reason as make_reason
from tutor.judges.furiten import furiten_state
from tutor.rules.shanten import shanten
from tutor.rules.tiles import KIND, tile_name
from tutor.rules.wording import CALL_WORDS, rules_phrase

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table

RULE = "riichi"
CODES = {
    "riichi.scored": "the winner is in riichi: 1 han",
    "riichi.not_after_draw": "riichi is declared on the seat's own turn, after its draw",
    "riichi.already": "the seat is already in riichi",
    "riichi.open_hand": "a chi, pon or open kan opened the hand",
    "riichi.closed_hand": "the hand is closed (closed kans keep it closed)",
    "riichi.not_tenpai": "no discard leaves the hand tenpai",
    "riichi.dead_wait": "the only waits are on tiles whose four copies the seat holds",
    "riichi.discard_not_tenpai": "the chosen riichi discard does not leave the hand tenpai",
    "riichi.tenpai": "a discard leaves the hand tenpai",
    "riichi.points": "too few points to pay the riichi stick",
    "riichi.points_ok": "enough points for the riichi stick",
    "riichi.live_wall": "too few tiles left in the live wall",
    "riichi.live_wall_ok": "enough tiles left in the live wall",
    "riichi.furiten_ok": "the hand is furiten, which does not forbid riichi (it may win only "
                         "by tsumo)",
    "riichi.open_not_in_ruleset": "the ruleset has no open riichi (a house rule)",
}


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def tenpai_discards(
    seat: SeatState, only: int | None = None, *, first: bool = False
) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[int, ...]]]:
    """For a known hand of ``3n+2`` tiles: discard kind → live waits, for discards that
    leave it tenpai; and discard kind → waits that are all dead (four copies held).

    ``only`` limits the search to one discard kind; ``first`` stops it at the first
    discard with a live wait (whether there is one is all an answer alone needs).
    """
    counts = seat.counts()
    live: dict[int, tuple[int, ...]] = {}
    dead: dict[int, tuple[int, ...]] = {}
    if only is None and shanten(counts, seat.n_melds) > 1:
        # no discard reaches tenpai, not even with a dead wait (which shanten counts as
        # one step short): skip the waits
        return live, dead
    for kind in sorted({KIND[t] for t in seat.hand}) if only is None else [only]:
        counts[kind] -= 1
        found = waits_of(counts, seat.n_melds)
        alive = tuple(w for w in found if counts[w] < 4)
        if alive:
            live[kind] = alive
            if first:
                break
        elif found:
            dead[kind] = found
        counts[kind] += 1
    return live, dead


def _checks(
    table: Table, seat: SeatState, event: int | None, chosen: int | None, *,
    quick: bool = False
) -> tuple[list[Reason], list[Reason]]:
    """(failures, supports) in the order a learner checks them. ``quick``: only the
    failures are read (the answer alone, or the refusal of an event), so no support is
    worded (the list stays empty) and, with no discard chosen, the search for a tenpai
    discard stops at the first; the failures are the same either way."""
    failures: list[Reason] = []
    supports: list[Reason] = []
    name = seat.seat
    ruleset = table.ruleset
    if seat.in_riichi:
        failures.append(
            _r(
                "already",
                seat.riichi_event,
                f"{name} already declared riichi at event {seat.riichi_event}.",
            )
        )
    opened = sorted((e, m) for e, m in zip(seat.meld_events, seat.melds, strict=True)
                    if m.is_open)
    if opened:
        at, meld = opened[0]
        # an added kan's meld event is the pon's: that call is what opened the hand
        call = "pon" if meld.kind == "kakan" else CALL_WORDS.get(meld.kind, meld.kind)
        later = ", later made an added kan" if meld.kind == "kakan" else ""
        failures.append(
            _r(
                "open_hand",
                at,
                f"{name}'s {call} of {tile_name(meld.tiles[0])} (event {at}{later}) opened "
                "the hand; riichi needs a closed hand (only closed kans keep it closed).",
            )
        )
    elif not quick:
        kans = [m for m in seat.melds if m.kind == "ankan"]
        note = f"; its closed kan of {tile_name(kans[0].tiles[0])} keeps it closed" if kans else ""
        supports.append(_r("closed_hand", None, f"{name}'s hand is closed{note}."))
    if seat.known:
        _tenpai_checks(seat, event, chosen, failures, supports, quick)
    score = seat.score
    if score < ruleset.riichi_min_points:
        failures.append(
            _r(
                "points",
                None,
                f"{name} has {score} points; {rules_phrase(ruleset)} need at least "
                f"{ruleset.riichi_min_points} to put up the 1000-point riichi stick.",
            )
        )
    elif ruleset.riichi_min_points and not quick:
        supports.append(
            _r("points_ok", None, f"{name} has {score} points, enough for the riichi stick.")
        )
    left = table.live_wall
    if left < ruleset.riichi_min_live_tiles:
        failures.append(
            _r(
                "live_wall",
                None,
                f"only {left} tile{'s' if left != 1 else ''} left in the live wall; "
                f"{rules_phrase(ruleset)} need at least {ruleset.riichi_min_live_tiles}, so that "
                f"{name} is sure of one more draw.",
            )
        )
    elif not quick:
        supports.append(
            _r(
                "live_wall_ok",
                None,
                f"{left} tiles are left in the live wall (at least "
                f"{ruleset.riichi_min_live_tiles} needed).",
            )
        )
    return failures, supports


def _tenpai_checks(
    seat: SeatState,
    event: int | None,
    chosen: int | None,
    failures: list[Reason],
    supports: list[Reason],
    quick: bool = False,
) -> None:
    name = seat.seat
    live, dead = tenpai_discards(seat, chosen) if chosen is not None else ({}, {})
    if not live:
        live, dead = tenpai_discards(seat, first=quick and chosen is None)
    if chosen is not None and live and chosen not in live:
        options = ", ".join(tile_name(k) for k in list(live)[:3])
        failures.append(
            _r(
                "discard_not_tenpai",
                event,
                f"discarding {tile_name(chosen)} leaves {name} not tenpai; riichi needs a tenpai "
                f"hand after the discard ({options} would do).",
            )
        )
    elif live:
        if not quick:
            supports.append(
                _r("tenpai", event, f"{name} is tenpai after discarding {_waits(live, chosen)}.")
            )
    elif dead:
        kind, found = next(iter(dead.items()))
        failures.append(
            _r(
                "dead_wait",
                event,
                f"after discarding {tile_name(kind)}, {name} would wait only on "
                f"{kinds_text(found)}, and it holds all four: a wait no tile can complete does "
                "not count as tenpai.",
            )
        )
    else:
        failures.append(
            _r(
                "not_tenpai",
                event,
                f"no discard leaves {name}'s hand tenpai, so it cannot declare riichi.",
            )
        )


def _waits(live: dict[int, tuple[int, ...]], chosen: int | None) -> str:
    """``"9s (waiting on 2s 5s) or 5s (waiting on 7s 9s)"``: up to three discards."""
    picked = [chosen] if chosen is not None else list(live)[:3]
    return " or ".join(f"{tile_name(k)} (waiting on {kinds_text(live[k])})" for k in picked)


def event_refusal(
    table: Table, seat: SeatState, tile: int, event: int, open_: bool = False
) -> Reason | None:
    """The reason a ``riichi`` (or, with ``open_``, an ``open_riichi``) event discarding
    ``tile`` cannot happen, or ``None``. Open riichi (オープン立直) needs everything riichi
    needs, and a ruleset that has it."""
    ruleset = table.ruleset
    if open_ and not ruleset.open_riichi:
        return _r(
            "open_not_in_ruleset",
            event,
            f"{rules_phrase(ruleset)} have no open riichi (オープン立直, a house rule); "
            f"{seat.seat} may declare a plain riichi instead.",
        )
    failures, _ = _checks(table, seat, event, KIND[tile], quick=True)
    return failures[0] if failures else None


def judge_riichi_allowed(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``riichi_allowed``: may ``question.seat`` declare riichi now (some discard)?"""
    seat = _declaring(table, question)
    failures, supports = _checks(table, seat, None, None)
    if not failures:
        kinds, _ = furiten_state(table, seat)
        if kinds:
            waits = _waits(tenpai_discards(seat)[0], None)
            supports.append(
                _r(
                    "furiten_ok",
                    None,
                    f"{seat.seat} is tenpai after discarding {waits} but furiten "
                    f"({', '.join(kinds)}); furiten does not forbid riichi, but such a riichi "
                    "can win only by tsumo.",
                )
            )
    return not failures, failures + supports


def riichi_allowed_answer(table: Table, question: Question) -> bool:
    """The answer of ``riichi_allowed`` alone (a check during play): the same checks,
    without looking for the furiten that a yes only mentions, and the search for a
    discard that leaves the hand tenpai stops at the first."""
    return not _checks(table, _declaring(table, question), None, None, quick=True)[0]


def _declaring(table: Table, question: Question) -> SeatState:
    """The asked seat, which must have just drawn (else the ask does not apply)."""
    assert question.seat is not None
    seat = table.seats[question.seat]
    if table.phase != "act" or table.turn != seat.seat:
        raise NotApplicable(
            _r(
                "not_after_draw",
                table.event_count or None,
                f"{seat.seat} cannot declare riichi now: riichi goes with a discard on its own "
                f"turn after its draw; {table.expected()}.",
            )
        )
    return seat

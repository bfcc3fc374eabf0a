"""Rules of play (打牌と鳴きの規則): the refusals of events that cannot happen.

The table (``tutor.engine.table``) enforces these itself, refusing an impossible event
with one of these codes:
out of turn, a tile not held, a fifth copy, a call on anything but the last discard, a
change of hand after riichi, kuikae (喰い替え, swapping a called tile straight back out)…
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.rules.reasons import Reason
from tutor.rules.reasons import reason as make_reason
from tutor.rules.tiles import KIND, is_terminal_or_honour, tile_name
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table

RULE = "play"
CODES = {
    "play.out_of_turn": "the event is not the one the turn order allows now",
    "play.first_event": "a situation starts with a draw",
    "play.hand_over": "the hand has already ended",
    "play.not_held": "the seat does not hold the tile",
    "play.fifth_copy": "a fifth copy of a tile, or a red five that does not exist",
    "play.unknown_draw": "a seat whose hand is given must draw named tiles",
    "play.wall_exhausted": "the live wall is empty",
    "play.call_not_last_discard": "a call must take the last discard",
    "play.own_tile": "a seat cannot call or ron its own tile",
    "play.call_on_last_tile": "the discard after the last draw (houtei) cannot be called",
    "play.chi_not_next": "only the next player may chi",
    "play.chi_not_run": "chi makes a run of three in one suit",
    "play.bad_meld": "the tiles of a pon or kan must all be the called kind",
    "play.locked_after_riichi": "after riichi the hand is locked: tsumogiri only, no calls",
    "play.kuikae": "swap-calling: discarding what the call just completed",
    "play.fifth_kan": "no fifth kan in a hand",
    "play.no_pon_to_add": "an added kan needs the seat's own pon of the kind",
    "play.kan_on_last_tile": "no kan on the last live-wall tile",
    "play.nothing_to_ron": "no discard or kan to win on",
    "play.kyuushu_refused": "nine terminals needs the first draw, no call, nine kinds",
    "play.not_in_sanma": "three-player mahjong plays without 2m to 8m",
    "play.no_such_seat": "three-player mahjong has no north seat",
    "play.no_chi_in_sanma": "three-player mahjong has no chi",
}


def reason(code: str, event: int | None, text: str) -> Reason:
    """A ``play.<code>`` reason."""
    return make_reason(RULE, code, event, text)


def kuikae_kinds(kuikae: tuple[str, int, tuple[int, ...]]) -> set[int]:
    """The kinds that may not be discarded right after the call ``kuikae`` =
    (call, called kind, kinds of the set)."""
    call, called, kinds = kuikae
    blocked = {called}
    if call == "chi":
        low, high = kinds[0], kinds[2]
        if called == low and high % 9 != 8:
            blocked.add(high + 1)
        if called == high and low % 9 != 0:
            blocked.add(low - 1)
    return blocked


def call_leaves_no_discard(
    seat: str, kuikae: tuple[str, int, tuple[int, ...]], hand: list[int], event: int
) -> Reason | None:
    """Refusal of a chi/pon after which every tile left in ``hand`` would be kuikae."""
    blocked = kuikae_kinds(kuikae)
    if any(KIND[t] not in blocked for t in hand):
        return None
    return reason(
        "kuikae",
        event,
        f"after this {kuikae[0]} every tile {seat} holds would be a swap-call discard "
        "(kuikae), so the call is not allowed",
    )


def kuikae_blocks(
    seat: str, kuikae: tuple[str, int, tuple[int, ...]], tile: int, event: int
) -> Reason | None:
    """The kuikae refusal for discarding ``tile`` right after a call, or ``None``.

    Forbidden: the called kind itself (現物喰い替え) and, after a chi made with two
    tiles side by side, the kind at the other end of the run (筋喰い替え).
    """
    call, called, _ = kuikae
    discarded = KIND[tile]
    if discarded not in kuikae_kinds(kuikae):
        return None
    what = (
        "the tile it just called"
        if discarded == called
        else f"the other end of the run it just made with the called {tile_name(called)}"
    )
    return reason(
        "kuikae",
        event,
        f"{seat} may not discard {tile_name(tile)} right after its {call}: that is {what} "
        "(kuikae, swap-calling, is forbidden)",
    )


def _call_word(table: Table, event: int) -> str:
    """``"kita"`` when event ``event`` set a north tile aside, ``"call"`` otherwise."""
    kind = next((a.kind for a in table.acts if a.number == event), "call")
    return "kita" if kind == "kita" else "call"


def kyuushu_refusal(table: Table, seat: SeatState, event: int) -> Reason | None:
    """Why ``seat`` may not declare nine terminals (九種九牌) now, or ``None``."""
    if not table.ruleset.abortive_draws:
        return reason(
            "kyuushu_refused", event, f"{rules_phrase(table.ruleset)} have no abortive draws"
        )
    if not table.fresh_deal or seat.discards or len(seat.draw_events) != 1:
        return reason(
            "kyuushu_refused", event, "nine terminals may only be declared on the seat's first draw"
        )
    if table.call_events:
        return reason(
            "kyuushu_refused",
            event,
            f"a {_call_word(table, table.call_events[0])} (event {table.call_events[0]}) already "
            "interrupted the first go-around",
        )
    if seat.known:
        kinds = {KIND[t] for t in seat.hand if is_terminal_or_honour(t)}
        if len(kinds) < 9:
            return reason(
                "kyuushu_refused",
                event,
                f"{seat.seat} holds only {len(kinds)} different terminals and honours; nine "
                "are needed",
            )
    return None

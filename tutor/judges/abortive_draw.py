"""Abortive draws (途中流局): the hand ends at once, without a winner.

* ``suucha_riichi`` (四家立直): the fourth seat's riichi discard passes without a ron.
* ``suukaikan`` (四開槓): four kans by more than one seat; the hand ends when the fourth
  kan's discard passes without a ron (four kans by one seat play on for suukantsu).
* ``suufon_renda`` (四風連打): the four first discards are the same wind, no call before.
* ``kyuushu_kyuuhai`` (九種九牌): a seat declares it on its first draw, no call before,
  holding nine or more different terminals and honours.
* ``sanchahou`` (三家和): three seats ron the same tile where ``multiple_ron = "double"``.

The first four exist only where ``abortive_draws`` is true (Tenhou, Mahjong Soul);
triple ron follows ``multiple_ron`` alone. The answer is ``None`` otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tutor.judges.base import Reason
from tutor.judges.timeline import (
    DISCARDS,
    FRESH_WALL,
    KANS,
    SEATS,
    Act,
    describe,
    first_call_before,
    kan_was_robbed,
)
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import KIND, TERMINALS_AND_HONOURS, Tile, format_tiles
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table

RULE = "abortive_draw"
CODES = {
    "abortive_draw.suucha_riichi": "all four seats are in riichi and the fourth riichi tile passed",
    "abortive_draw.suukaikan": "four kans by two or more seats; the fourth kan's discard passed",
    "abortive_draw.suufon_renda": "the four first discards were the same wind",
    "abortive_draw.kyuushu_kyuuhai": "nine different terminals and honours on the first draw",
    "abortive_draw.sanchahou": "three seats won by ron on one tile, which aborts the hand",
    "abortive_draw.won": "the hand ended in a win, not a draw",
    "abortive_draw.off_in_ruleset": "the ruleset has no abortive draws",
    "abortive_draw.none": "nothing that aborts the hand has happened",
}
HandOf = Callable[[str], Sequence[Tile] | None]


def _r(code: str, act: Act | None, text: str) -> Reason:
    return Reason(f"{RULE}.{code}", act.number if act else None, RULE, text)


def terminal_kinds(tiles: Sequence[Tile]) -> int:
    """How many different terminals and honours (么九牌) the tiles hold."""
    return len({KIND[t] for t in tiles} & TERMINALS_AND_HONOURS)


def _trailing_rons(acts: Sequence[Act]) -> list[Act]:
    out: list[Act] = []
    for act in reversed(acts):
        if act.kind != "ron":
            break
        out.append(act)
    return out[::-1]


def four_riichi(acts: Sequence[Act]) -> Reason | None:
    """Suucha riichi, if the last event is the fourth seat's riichi."""
    last = acts[-1]
    seats = {a.seat for a in acts if a.kind == "riichi"}
    if last.kind != "riichi" or len(seats) < 4:
        return None
    return _r("suucha_riichi", last,
              f"{describe(last)} made all four seats riichi, and nobody won on it: "
              "four riichi (suucha riichi) ends the hand.")


def four_kans(acts: Sequence[Act]) -> Reason | None:
    """Suukaikan, if the last event is the discard after the fourth kan (two+ kanners)."""
    last = acts[-1]
    if last.kind not in DISCARDS:
        return None
    kans = [a for i, a in enumerate(acts) if a.kind in KANS and not kan_was_robbed(acts, i)]
    if len(kans) < 4 or len({k.seat for k in kans[:4]}) < 2:
        return None
    fourth = kans[3]
    after = [a for a in acts if a.number > fourth.number and a.kind in DISCARDS]
    if not after or after[0] is not last:
        return None
    kanners = ", ".join(sorted({k.seat for k in kans[:4]}, key=SEATS.index))
    return _r("suukaikan", last,
              f"{describe(fourth)} was the fourth kan of the hand, made by {kanners}; the "
              f"discard after it, {describe(last)}, passed without a ron: four kans "
              "(suukaikan) end the hand.")


def four_winds(acts: Sequence[Act], start_live_wall: int) -> Reason | None:
    """Suufon renda, if the last event is the fourth first discard of one wind."""
    discards = [a for a in acts if a.kind in DISCARDS]
    last = acts[-1]
    if start_live_wall < FRESH_WALL or len(discards) != 4 or discards[-1] is not last:
        return None
    if [a.seat for a in discards] != list(SEATS) or first_call_before(acts, len(acts)):
        return None
    winds = {KIND[a.tile] for a in discards if a.tile is not None}
    if len(winds) != 1 or not 27 <= next(iter(winds)) <= 30:
        return None
    return _r("suufon_renda", last,
              f"All four first discards were {format_tiles([discards[0].tile or 0])}, with no "
              "call before: four winds (suufon renda) end the hand.")


def nine_terminals(acts: Sequence[Act], hand_of: HandOf) -> Reason | None:
    """Kyuushu kyuuhai, if the last event is a nine-terminals declaration.

    The table refuses a declaration that breaks its conditions (first draw, no call
    before, nine kinds, a ruleset with abortive draws: ``play.kyuushu_refusal``), so a
    declaration that stands is the abort.
    """
    last = acts[-1]
    if last.kind != "kyuushu":
        return None
    hand = hand_of(last.seat)
    held = f" holding {terminal_kinds(hand)} different terminals and honours" if hand else ""
    return _r("kyuushu_kyuuhai", last,
              f"{last.seat} declared nine terminals on its first draw{held}, with no call "
              "before: the hand ends (kyuushu kyuuhai).")


def abortive_draw_of(
    acts: Sequence[Act], ruleset: Ruleset, start_live_wall: int, hand_of: HandOf
) -> tuple[str | None, list[Reason]]:
    """The abortive draw the events end in under ``ruleset``, or None."""
    if not acts:
        return None, [_r("none", None, "No event has happened yet.")]
    rons = _trailing_rons(acts)
    if len(rons) >= 3 and ruleset.multiple_ron == "double":
        return "sanchahou", [_r("sanchahou", rons[-1],
                                f"{', '.join(r.seat for r in rons)} all ronned one tile; under "
                                f"{rules_phrase(ruleset)} a third ron aborts the hand "
                                "(sanchahou).")]
    if rons:
        return None, [_r("won", rons[0], f"{describe(rons[0])} won the hand: it is not a draw.")]
    found: list[tuple[str, Reason]] = []
    for kind, reason in (("suufon_renda", four_winds(acts, start_live_wall)),
                         ("suucha_riichi", four_riichi(acts)),
                         ("suukaikan", four_kans(acts))):
        if reason is not None:
            found.append((kind, reason))
    kyuushu = nine_terminals(acts, hand_of)
    if kyuushu is not None:
        found.append(("kyuushu_kyuuhai", kyuushu))
    if not found:
        return None, [_r("none", acts[-1], f"Nothing after {describe(acts[-1])} aborts the hand.")]
    kind, reason = found[0]
    if not ruleset.abortive_draws:
        return None, [reason, _r("off_in_ruleset", acts[-1],
                                 f"{rules_phrase(ruleset, start=True)} have no abortive draws: "
                                 "play goes on.")]
    return kind, [reason]


def ended_before(table: Table, number: int) -> str | None:
    """Why event ``number`` (anything but a ron) cannot happen because the hand has
    already ended in four riichi, four kans or four winds; ``None`` when it has not.

    The table asks this before replaying such an event, so the rule lives here once.
    The cheap checks come first: replay calls it for the first events of every hand.
    """
    acts = table.acts
    if not table.ruleset.abortive_draws or not acts:
        return None
    last = acts[-1]
    if last.kind not in DISCARDS:
        return None
    if len(table.kans) < 4 and last.kind != "riichi":
        winds = last.tile is not None and 27 <= KIND[last.tile] <= 30
        if not winds or sum(len(s.discards) for s in table.seats.values()) != 4:
            return None
    kind, reasons = abortive_draw_of(
        acts, table.ruleset, table.situation.live_wall, lambda _: None
    )
    if kind not in ("suucha_riichi", "suukaikan", "suufon_renda"):
        return None
    return f"the hand has already ended in an abortive draw: {reasons[0].text}"


def judge_abortive_draw(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``abortive_draw`` ask: does the hand end in an abortive draw after its last
    event? (The seat of the question does not change the answer.)"""
    def hand_of(seat: str) -> Sequence[Tile] | None:
        state = table.seat(seat)
        return state.hand if state.known else None

    return abortive_draw_of(table.acts, table.ruleset,
                            table.situation.live_wall, hand_of)

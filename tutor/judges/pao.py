"""Liability (責任払い sekinin barai, 包 pao): who pays a win another seat made certain.

Where the ruleset's ``pao`` lists a yakuman, the seat whose discard was called for the
set that completed it (the third dragon set of big three dragons, the fourth wind set
of big four winds, a fourth kan made as an open kan for four kans) is liable. Where
``rinshan_pao`` holds, the seat whose discard was called for an open kan pays a win on
that kan's replacement tile. The scorer (``tutor.rules.scoring``) settles the money;
this module finds the liable seat and tells the learner why, with the look-alikes: a
last set the winner made from its own tiles, and a liability the ruleset does not have.

On a tsumo the liable seat pays the whole hand as if it had dealt in; on a ron by
another seat the liable seat and the discarder pay half each, the liable seat the
honba; when the liable seat deals in itself it pays it all, as any discarder would.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.judges.base import Reason
from tutor.judges.base import reason as make_reason
from tutor.rules.tiles import KIND
from tutor.rules.wording import rules_phrase
from tutor.rules.yaku_names import yaku_label

if TYPE_CHECKING:
    from tutor.engine.records import Win
    from tutor.engine.seat import SeatState
    from tutor.rules.melds import Meld
    from tutor.rules.ruleset import Ruleset
    from tutor.rules.scoring import ScoreResult, WinContext

RULE = "pao"
CODES = {
    "pao.daisangen": "the seat that fed the third dragon set is liable for big three dragons",
    "pao.daisuushii": "the seat that fed the fourth wind set is liable for big four winds",
    "pao.suukantsu": "the seat whose discard became the fourth kan is liable for four kans",
    "pao.rinshan": "the seat whose discard was called for the open kan pays the rinshan win",
    "pao.shared_ron": "another seat dealt in: it and the liable seat pay half each",
    "pao.liable_dealt_in": "the liable seat dealt in itself and pays the whole hand",
    "pao.concealed_set": "the yakuman's last set was not called from a discard: nobody is "
    "liable",
    "pao.not_in_ruleset": "the ruleset has no liability for this win",
}
APPLIES = frozenset({"pao.daisangen", "pao.daisuushii", "pao.suukantsu", "pao.rinshan"})
"""The codes that say a seat is liable: the "yes" of "does pao apply?"."""

_SETS = (("daisangen", range(31, 34), 3, "dragon"), ("daisuushii", range(27, 31), 4, "wind"))
"""Yakuman of sets of honours: the yakuman, its kinds, how many sets, the sets' name."""
_ORDINALS = {3: "third", 4: "fourth"}


def _named(yaku: str) -> str:
    """The yakuman's name inside a sentence: ``big three dragons (大三元)``."""
    label = yaku_label(yaku)
    return label[:1].lower() + label[1:]


def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def _formed(state: SeatState) -> list[tuple[int, Meld]]:
    """The seat's melds with the events that made them, in the order they were made."""
    return sorted(zip(state.meld_events, state.melds, strict=True), key=lambda p: p[0])


def _kans(state: SeatState) -> list[tuple[int, Meld]]:
    """The seat's kans with the events that made them kans, in that order: an added kan
    counts from the event it was added, not from the pon it was added to."""
    made = [(state.added_kan_events.get(i, e), m)
            for i, (e, m) in enumerate(zip(state.meld_events, state.melds, strict=True))]
    return sorted((p for p in made if p[1].is_kan), key=lambda p: p[0])


def _last_sets(state: SeatState) -> dict[str, tuple[int, Meld] | None]:
    """For each liability yakuman, the seat's last meld of it when all its sets are
    melds (``None`` when one of them was never laid down, or it has too few)."""
    formed = _formed(state)
    found: dict[str, tuple[int, Meld] | None] = {}
    for yaku, kinds, need, _ in _SETS:
        sets = [p for p in formed if p[1].kind != "chi" and KIND[p[1].tiles[0]] in kinds]
        found[yaku] = sets[-1] if len(sets) == need else None
    kans = _kans(state)
    found["suukantsu"] = kans[-1] if len(kans) == 4 else None
    return found


def _fed(yaku: str, last: tuple[int, Meld] | None) -> bool:
    """Whether the set that completed ``yaku`` was called from another seat's discard."""
    if last is None:
        return False
    if yaku == "suukantsu":
        return last[1].kind == "daiminkan"
    return last[1].from_seat is not None


def liable_seat(state: SeatState, ruleset: Ruleset) -> str | None:
    """The seat liable for ``state``'s melds under ``ruleset.pao``, if any: the one whose
    discard was called for the last dragon set of three (daisangen), the last wind set of
    four (daisuushii) or, for suukantsu, a fourth kan that was an open kan. Whether the
    hand really scores that yakuman is the scorer's check."""
    if not state.melds:  # nothing called, nothing fed
        return None
    for yaku, last in _last_sets(state).items():
        if yaku in ruleset.pao and _fed(yaku, last):
            assert last is not None
            return last[1].from_seat
    return None


def pao_reasons(state: SeatState, win: Win, ctx: WinContext, result: ScoreResult,
                ruleset: Ruleset) -> list[Reason]:
    """Why a seat pays this win under liability, or why none does where a learner might
    think so (a liability yakuman or a rinshan win after an open kan)."""
    scored = [y for y in ("daisangen", "daisuushii", "suukantsu") if y in result.yaku]
    liable = result.liable
    lasts = _last_sets(state) if scored or liable is not None else {}
    if liable is not None:
        rinshan = ruleset.rinshan_pao and ctx.rinshan and ctx.kan_discarder == liable
        kind = "rinshan" if rinshan else next(
            (y for y in scored if y in ruleset.pao and _fed(y, lasts[y])), "")
        if not kind:
            return []
        event = win.event if rinshan else _event(lasts[kind])
        split = _split(liable, win, ctx)
        return [_liable_reason(kind, liable, event, win, ctx), *split]
    reasons = []
    for yaku in scored:
        last = lasts[yaku]
        if yaku in ruleset.pao and not _fed(yaku, last):
            reasons.append(_concealed(yaku, state.seat, last, win))
        elif yaku not in ruleset.pao and _fed(yaku, last):
            assert last is not None
            reasons.append(_r("not_in_ruleset", last[0],
                              f"{last[1].from_seat} fed the set that completed "
                              f"{state.seat}'s {_named(yaku)}, but "
                              f"{rules_phrase(ruleset)} make nobody liable for it: the win "
                              "is paid as usual."))
    if ctx.rinshan and ctx.kan_discarder not in (None, state.seat) and not ruleset.rinshan_pao:
        reasons.append(_r("not_in_ruleset", win.event,
                          f"{state.seat} won on the replacement tile of an open kan called "
                          f"from {ctx.kan_discarder}'s discard, but {rules_phrase(ruleset)} "
                          f"do not make {ctx.kan_discarder} liable: the win is paid as usual."))
    return reasons


def _event(last: tuple[int, Meld] | None) -> int | None:
    return last[0] if last is not None else None


def _liable_reason(kind: str, liable: str, event: int | None, win: Win,
                   ctx: WinContext) -> Reason:
    alone = f" It is a tsumo, so {liable} pays it all alone." if ctx.is_tsumo else ""
    if ctx.is_tsumo and ctx.players == 3:
        alone += (f" At three players this tutor charges {liable} the hand's full ron value, "
                  "with no tsumo loss; some three-player tables charge only what the two "
                  "payers of a tsumo would pay, so ask at yours.")
    if kind == "rinshan":
        text = (f"{win.seat} won on the replacement tile of an open kan called from "
                f"{liable}'s discard, so {liable} is liable (pao) for the win.")
    elif kind == "suukantsu":
        text = (f"{win.seat}'s fourth kan was an open kan of {liable}'s discard, so {liable} "
                f"is liable (pao) for {_named(kind)}.")
    else:
        need, name = next((need, n) for y, _, need, n in _SETS if y == kind)
        text = (f"{liable} discarded the tile {win.seat} called for its {_ORDINALS[need]} "
                f"{name} set, so {liable} is liable (pao) for {_named(kind)}; whoever "
                "fed the earlier sets is not.")
    return _r(kind, event, text + alone)


def _split(liable: str, win: Win, ctx: WinContext) -> list[Reason]:
    """How the liability splits a ron's payment (a tsumo's is told with the liability)."""
    if ctx.is_tsumo:
        return []
    if ctx.discarder == liable:
        return [_r("liable_dealt_in", win.event,
                  f"{liable}, the liable seat, dealt in itself, so {liable} pays the whole "
                  "hand, as any discarder would.")]
    honba = f", and {liable} pays the honba" if ctx.honba else ""
    return [_r("shared_ron", win.event,
               f"{ctx.discarder} dealt in, so {ctx.discarder} and the liable {liable} pay half "
               f"of the hand each{honba}.")]


def _concealed(yaku: str, seat: str, last: tuple[int, Meld] | None, win: Win) -> Reason:
    if yaku == "suukantsu":
        what = "its fourth kan was not an open kan of a discard"
    else:
        name = next(n for y, _, _, n in _SETS if y == yaku)
        what = f"one of its {name} sets was never called from a discard"
    return _r("concealed_set", _event(last) or win.event,
              f"{seat} scores {_named(yaku)}, but {what}, so nobody is liable (pao): "
              "the win is paid as usual.")

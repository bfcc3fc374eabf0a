"""Which situational yaku the win's flags alone guarantee (riichi, menzen tsumo, haitei,
houtei, rinshan, chankan): where one is certain, a complete hand has a yaku and the full
scorer need not run (``scoring.has_yaku``, the ron and tsumo checks). Likewise the hand
yaku its tiles alone guarantee (a set of dragons or of the seat's or round's wind, all
simples), for a check that needs only whether a win is allowed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tutor.rules.hand import is_complete
from tutor.rules.melds import Meld
from tutor.rules.tiles import KIND, TERMINALS_AND_HONOURS

if TYPE_CHECKING:
    from tutor.rules.scoring import WinContext

_SITUATIONAL_NAMES = (
    ("double_riichi", "double riichi"),
    ("riichi", "riichi"),
    ("haitei", "haitei"),
    ("houtei", "houtei"),
    ("rinshan", "rinshan kaihou"),
    ("chankan", "chankan"),
)


def certain_situational_yaku(melds: Sequence[Meld], ctx: WinContext) -> tuple[str, ...]:
    """The situational yaku the context's flags alone guarantee a complete hand, named for
    a learner (``("riichi", "menzen tsumo")``), or ``()`` when none is certain and only
    the full scorer can tell. ``has_yaku`` and the ron/tsumo checks both rely on it."""
    if not _flags_guarantee_a_yaku(melds, ctx):
        return ()
    names = [name for attr, name in _SITUATIONAL_NAMES if getattr(ctx, attr)]
    if ctx.is_tsumo and all(not m.is_open for m in melds):
        names.append("menzen tsumo")
    return tuple(names)


def _flags_guarantee_a_yaku(melds: Sequence[Meld], ctx: WinContext) -> bool:
    """A yaku the flags alone guarantee, for flags that agree with each other and the hand
    (anything doubtful goes to the full scorer, which refuses contradictions)."""
    closed = all(not m.is_open for m in melds)
    declared = ctx.riichi or ctx.double_riichi
    if (ctx.ippatsu and not declared) or (declared and not closed) or (ctx.houtei and ctx.chankan):
        return False
    if ctx.is_tsumo:
        if ctx.houtei or ctx.chankan or ctx.renhou:
            return False
        if ctx.tenhou or ctx.chiihou:
            return False  # left to the scorer: dealer/non-dealer and meld checks
        return closed or ctx.haitei or (ctx.rinshan and any(m.is_kan for m in melds))
    if ctx.haitei or ctx.rinshan or ctx.tenhou or ctx.chiihou:
        return False
    return declared or ctx.houtei or ctx.chankan


_WINDS = "ESWN"
_DRAGONS = (31, 32, 33)
_FLAGS = ("riichi", "double_riichi", "ippatsu", "open_riichi", "open_riichi_deal_in",
          "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou", "renhou")


def certain_hand_yaku(concealed: Sequence[int], melds: Sequence[Meld], ctx: WinContext, *,
                      open_tanyao: bool) -> tuple[str, ...]:
    """The hand yaku a complete hand's tiles alone guarantee (``concealed`` holds the
    winning tile), or ``()`` when none is (only the full scorer can tell): a triplet or
    quad of a dragon, of the seat's wind or of the round wind (yakuhai: an honour of a
    complete hand is never in a run, and seven pairs hold no three of a kind), and all
    simples (tanyao) where the hand is closed or ``open_tanyao``. Asked only for a win
    without a situational flag (which the scorer checks against each other and may
    refuse) and with a discarder for a ron, so the scorer always scores such a hand."""
    if any(getattr(ctx, flag) for flag in _FLAGS):
        return ()
    if not ctx.is_tsumo and ctx.discarder in (None, ctx.seat):
        return ()
    counts = [0] * 34
    for tile in concealed:
        counts[KIND[tile]] += 1
    if not is_complete(counts, len(melds)):
        return ()
    called = [KIND[t] for meld in melds for t in meld.tiles]
    valued = {*_DRAGONS, 27 + _WINDS.index(ctx.seat), 27 + _WINDS.index(ctx.round_wind)}
    names = []
    if any(counts[k] == 3 or called.count(k) >= 3 for k in valued):
        names.append("yakuhai")
    closed = all(not meld.is_open for meld in melds)
    if (closed or open_tanyao) and not any(
            counts[k] for k in TERMINALS_AND_HONOURS) and TERMINALS_AND_HONOURS.isdisjoint(called):
        names.append("tanyao")
    return tuple(names)

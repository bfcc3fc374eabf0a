"""Which situational yaku the win's flags alone guarantee (riichi, menzen tsumo, haitei,
houtei, rinshan, chankan): where one is certain, a complete hand has a yaku and the full
scorer need not run (``scoring.has_yaku``, the ron and tsumo checks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tutor.rules.melds import Meld

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

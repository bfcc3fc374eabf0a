"""Scenarios: for each skill and each reason code it teaches, a way to reach that moment.

A scenario deals a steered hand, plays it with plausible players and stops at the moment
its code is about (``None`` when the hand ended first; the bank then deals again). It
never says what the answer is: the engine judges where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.scenarios import (
    abortive,
    ankan,
    counting,
    dora,
    first_turn,
    furiten,
    nagashi,
    open_riichi,
    pao,
    riichi,
    riichi_stick,
    riichi_window,
    rinshan,
    ron,
    tsumo,
    wins,
    yakuman,
)
from tutor.drills.steer import Gen, Pose

Scenario = Callable[[Gen], Pose | None]

SCENARIOS: dict[str, dict[str, Scenario]] = {
    **riichi.SCENARIOS,
    **riichi_stick.SCENARIOS,
    **riichi_window.SCENARIOS,
    **rinshan.SCENARIOS,
    **ankan.SCENARIOS,
    **furiten.SCENARIOS,
    **ron.SCENARIOS,
    **tsumo.SCENARIOS,
    **wins.SCENARIOS,
    **nagashi.SCENARIOS,
    **abortive.SCENARIOS,
    **first_turn.SCENARIOS,
    **dora.SCENARIOS,
    **yakuman.SCENARIOS,
    **pao.SCENARIOS,
    **counting.SCENARIOS,
    **open_riichi.SCENARIOS,
}
"""skill id → reason code → scenario."""

SEVERAL = frozenset({"riichi_allowed", "double_riichi", "first_turn_wins", "furiten",
                     "ron_allowed", "tsumo_allowed", "nagashi_mangan", "win_value", "fu",
                     "payments", "dora_count", "dora_indicator", "dora_timing",
                     "situational_yaku", "yakuman_value", "haitei_houtei", "ippatsu",
                     "rinshan", "pao", "riichi_stick", "ankan_riichi", "chankan",
                     "abortive_draw"})
"""Skills whose scenarios offer several moments of one played hand (``Pose.later``): the
bank takes several questions from each of their hands, every other skill's question is
dealt a hand of its own."""

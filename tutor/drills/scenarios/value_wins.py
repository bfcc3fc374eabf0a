"""The win a question about a win's value is asked of (its yaku, fu, dora, payments,
yakuman): the learner, ready from the deal, wins a few turns in (``learner_wins``),
and a hand that declares riichi declares it early.

A value hand's forks start a draw or two after its riichi, and the draws before them
are played once for all the hand's questions: a riichi on the learner's second draw
(the earliest that is no double riichi) rather than on its second to fourth starts
them about a go-around sooner (hand_yaku, fu, payments, dora and yakuman questions:
4 to 7% fewer play steps a question).
"""

from __future__ import annotations

from typing import Any

from tutor.drills.scenarios.wins import learner_wins
from tutor.drills.steer import Gen, Pose

RIICHI_TURN = 2
"""The learner's draw a value hand declares riichi on."""


def value_win(gen: Gen, *, riichi: bool, **steer: Any) -> Pose | None:
    """``learner_wins``, declaring riichi on draw ``RIICHI_TURN`` when ``riichi``."""
    return learner_wins(gen, riichi=1.0 if riichi else 0.0,
                        riichi_turn=RIICHI_TURN if riichi else None, **steer)

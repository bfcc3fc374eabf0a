"""The seeded sample of generated questions the drill tests share (built once a run)."""

from __future__ import annotations

from functools import cache

from tutor import drills
from tutor.api import load_ruleset
from tutor.drills.question import Question

PER_SKILL = 16
"""Questions per skill and ruleset in the CI sample: enough for every code to turn up."""

CASES = [
    *((s.id, "tenhou") for s in drills.skills() if s.applies_to(load_ruleset("tenhou"))),
    ("chankan", "mahjong-soul"),
    ("renhou", "wrc"),
    ("riichi_allowed", "wrc"),
    ("dora_timing", "wrc"),
    ("haitei_houtei", "ema"),
]
"""tenhou for every skill it has; other presets for the codes (or answers) only they give:
thirteen orphans robbing a closed kan, renhou, riichi without a points or wall floor, kan
dora turned at once, a replacement tile that empties the wall counted as haitei."""


def applicable(ruleset: str) -> list[drills.Skill]:
    rules = load_ruleset(ruleset)
    return [s for s in drills.skills() if s.applies_to(rules)]


@cache
def sample(skill: str, ruleset: str = "tenhou", count: int = PER_SKILL) -> tuple[Question, ...]:
    """The first ``count`` questions of seed 7 (default form)."""
    return tuple(drills.question_at(skill, ruleset, 7, i) for i in range(count))

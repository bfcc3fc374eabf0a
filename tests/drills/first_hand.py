"""The moments of one played hand of a scenario, judged, for the tests of forked hands."""

from __future__ import annotations

import random
import tomllib
from collections.abc import Callable

from tutor.api import Judgment, load_ruleset
from tutor.drills.deal import table_size
from tutor.drills.shown import judged_moment
from tutor.drills.steer import Gen, Pose


def first_hand(scenario: Callable[[Gen], Pose | None], seed: int, count: int, *,
               ruleset: str = "tenhou", alike: int = 0) -> list[tuple[list[str], Judgment]]:
    """The events and the judgment of each of the first ``count`` moments of the first
    hand ``scenario`` plays to one, dealt from ``seed`` on (``alike``: of one win at
    most, as the bank takes a wall's-end hand's: ``Gen.alike``)."""
    rules = load_ruleset(ruleset)
    for attempt in range(20):
        gen = Gen(random.Random(seed * 100 + attempt), rules, table_size(rules.preset))
        gen.moments, gen.alike = count, alike
        pose = scenario(gen)
        if pose is not None:
            found = []
            for moment in pose.moments():
                text, judgment, _ = judged_moment(moment)
                found.append((tomllib.loads(text)["events"].splitlines(), judgment))
            return found
    raise AssertionError(f"{scenario.__name__}: no hand reached its moment")

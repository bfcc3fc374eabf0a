"""Skills as data: every skill names a real ask, card and engine codes, and has a way
to reach each of its codes."""

from __future__ import annotations

import pytest

from tutor import api, drills
from tutor.drills.scenarios import SCENARIOS
from tutor.drills.skills import CONTRAST
from tutor.judges import all_codes
from tutor.paths import content_dir

SKILLS = drills.skills()

REQUIRED = {
    "riichi_allowed",
    "riichi_stick",
    "ippatsu",
    "double_riichi",
    "ankan_riichi",
    "furiten",
    "ron_allowed",
    "tsumo_allowed",
    "haitei_houtei",
    "rinshan",
    "chankan",
    "first_turn_wins",
    "renhou",
    "nagashi_mangan",
    "abortive_draw",
    "dora_timing",
    "situational_yaku",
    "win_value",
}


def test_the_issue_s_skills_are_all_there() -> None:
    assert {s.id for s in SKILLS} >= REQUIRED


@pytest.mark.parametrize("skill", SKILLS, ids=lambda s: s.id)
def test_a_skill_names_a_real_ask_card_and_codes(skill: drills.Skill) -> None:
    assert skill.ask in api.asks()
    assert (content_dir() / "rules" / f"{skill.card}.toml").is_file()
    known = all_codes()
    assert skill.codes and all(code in known for code in skill.codes)
    assert set(skill.yes) <= set(skill.codes)
    assert set(skill.when) <= set(skill.codes)


@pytest.mark.parametrize("skill", SKILLS, ids=lambda s: s.id)
def test_every_code_has_a_scenario(skill: drills.Skill) -> None:
    if skill.by_yaku:  # steered by yaku shapes (tests/drills/test_hand_yaku.py)
        from tutor.drills.scenarios.hand_yaku import SHAPES

        assert SHAPES and skill.id not in SCENARIOS
        return
    scenarios = SCENARIOS[skill.id]
    wanted = set(skill.codes) | ({CONTRAST} if skill.contrast else set())
    assert wanted == set(scenarios)


def test_an_unknown_skill_names_the_known_ones() -> None:
    with pytest.raises(api.TutorError, match="known skills: riichi_allowed"):
        drills.skill("nope")


@pytest.mark.parametrize(
    ("kwargs", "words"),
    [
        ({"ruleset": "nope"}, "nope"),
        ({"difficulty": 4}, "allowed: 1, 2, 3"),
        ({"form": "points"}, "allowed: yes_no"),
        ({"players": 5}, "is played by 4"),
    ],
)
def test_a_bad_request_names_the_allowed_values(kwargs: dict[str, object], words: str) -> None:
    with pytest.raises(api.TutorError, match=words):
        next(drills.questions("ippatsu", **kwargs))  # type: ignore[arg-type]


def test_a_skill_the_ruleset_lacks_is_refused() -> None:
    with pytest.raises(api.TutorError, match="does not have the rule"):
        drills.question_at("abortive_draw", "wrc", 0, 0)

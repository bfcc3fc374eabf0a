"""Question forms: the engine's judgment turned into choices and an answer.

Every answer here is read off the engine's judgment (or, for "under which rulesets",
off the engine's judgments of the same situation under each preset): the generator
never supplies one of its own.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tutor.api import Judgment, Reason, Situation, TutorError, judge
from tutor.drills.deal import table_size
from tutor.drills.question import Choice
from tutor.drills.scenarios.hand_yaku import LOCAL, scores
from tutor.drills.skills import Skill
from tutor.judges import all_codes
from tutor.rules.ruleset import preset_names
from tutor.rules.yaku_ids import DORA_IDS
from tutor.rules.yaku_names import yaku_label

YES_NO = (Choice("y", "Yes"), Choice("n", "No"))

SITUATIONAL = ("riichi", "double_riichi", "ippatsu", "menzen_tsumo", "haitei", "houtei",
               "rinshan", "chankan", "tenhou", "chiihou", "renhou")
"""Yaku that come from the moment of the win rather than the shape of the hand."""

WRONG_REASONS = 3
"""Plausible wrong reasons offered beside the engine's deciding one."""


@dataclass(frozen=True, slots=True)
class Asked:
    """A form's part of a question: prompt, choices and answer."""

    prompt: str
    choices: tuple[Choice, ...]
    answer: Any


def win_yaku(judgment: Judgment) -> dict[str, int]:
    answer = judgment.answer
    if isinstance(answer, dict):
        return dict(answer.get("yaku", {}))
    return {}


def yes_no_answer(skill: Skill, judgment: Judgment) -> bool:
    """The yes/no reading of the engine's answer for this skill."""
    answer = judgment.answer
    yaku = win_yaku(judgment)
    if skill.id == "haitei_houtei":
        return "haitei" in yaku or "houtei" in yaku
    if skill.id == "rinshan":
        return "rinshan" in yaku
    if skill.id == "nagashi_mangan":
        return "nagashi_mangan" in yaku
    if skill.id == "first_turn_wins":
        return "tenhou" in yaku or "chiihou" in yaku
    if skill.id == "renhou":
        return "renhou" in yaku
    if isinstance(answer, list):
        return bool(answer)
    return bool(answer)


YES_NO_PROMPTS = {
    "riichi_allowed": "{seat} has just drawn {tile}. May {seat} declare riichi now?",
    "ippatsu": "{seat} has just won. Does the win score ippatsu (一発)?",
    "double_riichi": "{seat} has just declared riichi. Is it a double riichi (ダブル立直)?",
    "ankan_allowed": "{seat}, in riichi, has just drawn {tile}. "
                     "May {seat} make a closed kan of {kan}?",
    "furiten": "Is {seat} furiten (振聴) at this moment?",
    "ron_allowed": "{other} has just discarded {tile}. May {seat} win on it (ron)?",
    "tsumo_allowed": "{seat} has just drawn {tile}. May {seat} win on it (tsumo)?",
    "haitei_houtei": "{seat} has just won. Does the win score haitei (海底) or houtei (河底)?",
    "rinshan": "{seat} has just won. Does the win score rinshan kaihou (嶺上開花)?",
    "dora_timing": "{seat} has just won. Which dora indicators count for this win?",
    "chankan": "{other} has just made a kan of {tile}. May {seat} rob it and win (ron)?",
    "first_turn_wins": "{seat} has just won. Does the win score tenhou (天和) or chiihou (地和)?",
    "renhou": "{seat} has just won. Does the win score renhou (人和)?",
    "nagashi_mangan": "The wall is exhausted. Is {seat} paid nagashi mangan (流し満貫)?",
}


def yes_no(skill: Skill, judgment: Judgment, words: dict[str, str]) -> Asked:
    template = YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]
    return Asked(template.format(**words), YES_NO, yes_no_answer(skill, judgment))


def deciding_reason(skill: Skill, judgment: Judgment) -> Reason:
    """The reason that decides the answer: the hardest listed code, the last such."""
    listed = [r for r in judgment.reasons if r.code in skill.codes]
    if not listed:
        return judgment.reasons[-1]
    top = max(skill.codes[r.code] for r in listed)
    return [r for r in listed if skill.codes[r.code] == top][-1]


def reason(skill: Skill, judgment: Judgment, words: dict[str, str],
           rng: random.Random) -> Asked:
    """Pick the deciding reason among wrong ones from the same rule card."""
    described = all_codes()
    right = deciding_reason(skill, judgment)
    said = {r.code for r in judgment.reasons}
    card = right.code.split(".")[0]
    wrong = sorted(c for c in described if c.split(".")[0] == card and c not in said)
    picked = rng.sample(wrong, min(WRONG_REASONS, len(wrong)))
    codes = [right.code, *picked]
    rng.shuffle(codes)
    choices = tuple(Choice(str(i + 1), _sentence(described.get(c, c))) for i, c in enumerate(codes))
    key = str(codes.index(right.code) + 1)
    if skill.ask == "abortive_draw":
        ends = "ends" if judgment.answer else "does not end"
        prompt = f"The hand {ends} here in an abortive draw. Which reason decides it?"
    else:
        base = (YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]).format(**words)
        said_yes = "yes" if yes_no_answer(skill, judgment) else "no"
        prompt = f"{base} The answer is {said_yes}. Which reason decides it?"
    return Asked(prompt, choices, key)


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def yaku(judgment: Judgment, words: dict[str, str]) -> Asked:
    """Pick every situational yaku the win scores."""
    present = win_yaku(judgment)
    choices = tuple(Choice(str(i + 1), yaku_label(y)) for i, y in enumerate(SITUATIONAL))
    answer = frozenset(str(i + 1) for i, y in enumerate(SITUATIONAL) if y in present)
    prompt = "{seat} has just won. Which of these yaku does the win score? Pick every one."
    return Asked(prompt.format(**words), choices, answer)


def han_fu(judgment: Judgment, words: dict[str, str]) -> Asked:
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    prompt = "{seat} has just won. How many han and how many fu is the hand worth?"
    return Asked(prompt.format(**words), (), (int(answer.get("han", 0)), int(answer.get("fu", 0))))


def points(skill: Skill, judgment: Judgment, words: dict[str, str]) -> Asked:
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    if skill.id == "riichi_stick":
        paid = answer.get("payments", {}).get(judgment.seat, 0)
        prompt = ("{seat} has just won. How many points does {seat} collect in all, "
                  "riichi sticks on the table and honba included?")
        return Asked(prompt.format(**words), (), int(paid))
    prompt = "{seat} has just won. What is the hand worth in points, before honba and sticks?"
    return Asked(prompt.format(**words), (), int(answer.get("points", 0)))


def rulesets(skill: Skill, situation: Situation, words: dict[str, str]) -> Asked:
    """Under which presets is the answer yes: the same situation judged under each.

    A preset under which the events themselves cannot happen (its rules refuse an
    earlier move) is left out of the choices rather than counted either way.
    """
    judged: list[tuple[str, bool]] = []
    for name in preset_names():
        if table_size(name) != situation.players:  # a sanma preset never judges four seats
            continue
        try:
            judged.append((name, yes_no_answer(skill, judge(situation, ruleset=name))))
        except TutorError:
            continue
    choices = tuple(Choice(str(i + 1), name) for i, (name, _) in enumerate(judged))
    yes = frozenset(str(i + 1) for i, (_, said) in enumerate(judged) if said)
    base = (YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]).format(**words)
    prompt = base.rstrip("?") + "? Under which of these rulesets is the answer yes?"
    return Asked(prompt, choices, yes)


LOOK_ALIKES: dict[str, tuple[str, ...]] = {
    "tanyao": ("pinfu", "chanta"), "pinfu": ("tanyao", "iipeikou"),
    "iipeikou": ("ryanpeikou", "pinfu"), "sanshoku": ("ittsu", "sanshoku_doukou"),
    "sanshoku_doukou": ("sanshoku", "toitoi"), "ittsu": ("sanshoku", "honitsu"),
    "chanta": ("junchan", "honroutou"), "junchan": ("chanta", "tanyao"),
    "toitoi": ("sanankou", "suuankou"), "sanankou": ("toitoi", "suuankou"),
    "chiitoitsu": ("ryanpeikou", "toitoi"), "ryanpeikou": ("chiitoitsu", "iipeikou"),
    "honroutou": ("chanta", "chinroutou"), "shousangen": ("daisangen", "yakuhai_haku"),
    "honitsu": ("chinitsu", "chanta"), "chinitsu": ("honitsu", "chuuren"),
    "kokushi": ("chiitoitsu", "honroutou"), "suuankou": ("toitoi", "sanankou"),
    "daisangen": ("shousangen", "honitsu"), "shousuushii": ("daisuushii", "honitsu"),
    "daisuushii": ("shousuushii", "toitoi"), "tsuuiisou": ("honroutou", "toitoi"),
    "ryuuiisou": ("honitsu", "chinitsu"), "chinroutou": ("honroutou", "junchan"),
    "chuuren": ("chinitsu", "ittsu"), "sanrenkou": ("iisou_sanjun", "toitoi"),
    "iisou_sanjun": ("iipeikou", "sanrenkou"), "daisharin": ("chiitoitsu", "chinitsu"),
    "yakuhai_seat_wind": ("yakuhai_round_wind", "shousuushii"),
    "yakuhai_round_wind": ("yakuhai_seat_wind", "shousuushii"),
}
"""Yaku a learner mistakes a yaku for: offered beside it in the "which yaku" form."""

HAND_YAKU_CHOICES = 8
"""Choices of the "which yaku" form of the hand-yaku skill (the scored ones always in)."""


def hand_yaku(judgment: Judgment, words: dict[str, str], rng: random.Random,
              subject: str) -> Asked:
    """Pick every yaku the win scores, hand and situational, among look-alikes."""
    scored = [y for y in win_yaku(judgment) if y not in DORA_IDS]
    offered = list(dict.fromkeys([*scored, subject, *LOOK_ALIKES.get(subject, ())]))
    pool = sorted((set(LOOK_ALIKES) | set(SITUATIONAL[:4])) - set(offered) - set(LOCAL))
    rng.shuffle(pool)
    offered += pool[: max(0, HAND_YAKU_CHOICES - len(offered))]
    rng.shuffle(offered)
    choices = tuple(Choice(str(i + 1), yaku_label(y)) for i, y in enumerate(offered))
    answer = frozenset(str(i + 1) for i, y in enumerate(offered) if y in scored)
    prompt = "{seat} has just won. Which of these yaku does the win score? Pick every one."
    return Asked(prompt.format(**words), choices, answer)


def hand_yaku_yes_no(judgment: Judgment, words: dict[str, str], subject: str) -> Asked:
    """Does the win score this one yaku (steered toward it or toward a look-alike)?"""
    prompt = "{seat} has just won. Does the win score {yaku}?"
    named = {**words, "yaku": yaku_label(subject)}
    return Asked(prompt.format(**named), YES_NO, scores(subject, win_yaku(judgment)))

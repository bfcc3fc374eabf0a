"""Question forms: the engine's judgment turned into choices and an answer.

Every answer here is read off the engine's judgment (or, for "under which rulesets",
off the engine's judgments of the same situation under each preset): the generator
never supplies one of its own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutor.api import (
    Judgment,
    Reason,
    Ruleset,
    Situation,
    TutorError,
    judge,
    reason_description,
)
from tutor.drills import explain
from tutor.drills.deal import table_size
from tutor.drills.question import Choice, worded_choices
from tutor.drills.scenarios.hand_yaku import LOCAL, scores
from tutor.drills.skills import Skill
from tutor.judges.dora import POINTERS
from tutor.judges.pao import APPLIES as PAO_APPLIES
from tutor.rules.ruleset import preset_names
from tutor.rules.sanma import dora_kind, in_tile_set
from tutor.rules.tile_names import words_in_text
from tutor.rules.tiles import KIND, Tile, tile_name
from tutor.rules.wording import preset_title
from tutor.rules.yaku_ids import DORA_IDS
from tutor.rules.yaku_names import yaku_label

YES_NO = (Choice("y", "Yes"), Choice("n", "No"))

SITUATIONAL = ("riichi", "double_riichi", "ippatsu", "menzen_tsumo", "haitei", "houtei",
               "rinshan", "chankan", "tenhou", "chiihou", "renhou")
"""Yaku that come from the moment of the win rather than the shape of the hand."""

NOT_REASONS = ("dora_count", "dora_indicator", "yakuman_value", "pao")
"""Skills whose "reason" form offers other answers than reasons: a count of dora, a
tile, a number of yakuman, a payment split."""

WRONG_REASONS = 3
"""Plausible wrong reasons offered beside the engine's deciding one."""


@dataclass(frozen=True, slots=True)
class Asked:
    """A form's part of a question: prompt, choices and answer."""

    prompt: str
    choices: tuple[Choice, ...]
    answer: Any


def _asked(prompt: str, choices: tuple[Choice, ...], answer: Any) -> Asked:
    """An ``Asked`` whose prompt and choices name tiles in words, not MPSZ codes."""
    return Asked(words_in_text(prompt), worded_choices(choices), answer)


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
    if skill.id == "pao":
        return any(r.code in PAO_APPLIES for r in judgment.reasons)
    if skill.id == "open_riichi":
        return any(r.code == "open_riichi.deal_in_yakuman" for r in judgment.reasons)
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
    "open_riichi": "{seat} declared open riichi (オープン立直), its hand shown, and has just "
                   "won. Is the win paid as a yakuman?",
    "pao": "{seat} has just won. Is another player liable (pao) for this win, paying for it "
           "as if they had dealt in?",
    "nagashi_mangan": "The wall is exhausted. Is {seat} paid nagashi mangan (流し満貫)?",
    "abortive_draw": "Does the hand end here in an abortive draw (途中流局), and if so, which?",
}


def yes_no(skill: Skill, judgment: Judgment, words: dict[str, str]) -> Asked:
    template = YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]
    return _asked(template.format(**words), YES_NO, yes_no_answer(skill, judgment))


def deciding_reason(skill: Skill, judgment: Judgment) -> Reason:
    """The reason that decides the answer to the skill's rule (``explain.deciding``)."""
    found = explain.deciding(judgment, skill.card, skill.codes)
    return found if found is not None else judgment.reasons[0]


_WIN_STAGES = tuple(frozenset(stage) for stage in (
    ("ron_tsumo.own_tile",),
    ("ron_tsumo.closed_kan", "ron_tsumo.kokushi_robs_ankan", "ron_tsumo.chankan",
     "ron_tsumo.kita_ron"),
    ("ron_tsumo.not_complete",),
    ("chankan.kokushi_only", "chankan.kokushi_robs"),
    ("ron_tsumo.furiten",),
    ("ron_tsumo.no_yaku", "ron_tsumo.yaku"),
))
STAGES: dict[str, tuple[frozenset[str], ...]] = {
    "ron_allowed": _WIN_STAGES,
    "tsumo_allowed": _WIN_STAGES,
    "ankan_allowed": tuple(frozenset({f"ankan.{code}"}) for code in (
        "not_after_draw", "not_four", "last_tile", "no_more_kans", "not_in_riichi",
        "never_after_riichi", "not_drawn_tile", "waits_change", "not_triplet_everywhere",
    )),
}
"""Judges that stop at their first failure, by ask, with the stages they check in: on a
"no", a code of a later stage than the deciding one was never checked."""
CHECKED_ON_YES_ONLY = frozenset({"riichi.furiten_ok", "ron_tsumo.furiten_tsumo_ok",
                                 "double_riichi.later_calls", "ippatsu.robbed_kan_kept"})
"""Codes a judge looks for only once every condition holds (or the window is still open)."""
VERDICTS = frozenset({"ron_tsumo.yaku", "ankan.allowed_in_riichi", "ippatsu.in_window",
                      "double_riichi.first_discard"})
"""Codes whose sentence claims the answer is "yes": untrue of every "no"."""


def untrue_codes(skill: Skill, judgment: Judgment, rules: Ruleset) -> list[str]:
    """The skill's codes that the engine finds untrue of this situation: not said, and
    checked (a judge that stopped at a failure never checked what comes after it)."""
    said = {r.code for r in judgment.reasons}
    pool = [c for c in skill.codes_for(rules) if c not in said]
    if skill.ask == "abortive_draw" or yes_no_answer(skill, judgment):
        return pool  # every condition was checked and the unsaid ones do not hold
    stages = STAGES.get(skill.ask, ())
    right = deciding_reason(skill, judgment).code
    reached = next((i for i, stage in enumerate(stages) if right in stage), len(stages))

    def checked(code: str) -> bool:
        if code in VERDICTS:
            return True
        if code in CHECKED_ON_YES_ONLY:
            return False
        at = next((i for i, stage in enumerate(stages) if code in stage), None)
        return at is None or at <= reached

    return [c for c in pool if checked(c)]


def reason(skill: Skill, judgment: Judgment, words: dict[str, str],
           rng: random.Random, rules: Ruleset) -> Asked:
    """Pick the deciding reason among wrong ones the engine finds untrue here."""
    right = deciding_reason(skill, judgment)
    wrong = untrue_codes(skill, judgment, rules)
    picked = rng.sample(wrong, min(WRONG_REASONS, len(wrong)))
    codes = [right.code, *picked]
    rng.shuffle(codes)
    choices = tuple(Choice(str(i + 1), reason_description(c)) for i, c in enumerate(codes))
    key = str(codes.index(right.code) + 1)
    base = (YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]).format(**words)
    return _asked(f"{base} Which reason decides it?", choices, key)


def yaku(judgment: Judgment, words: dict[str, str]) -> Asked:
    """Pick every situational yaku the win scores."""
    present = win_yaku(judgment)
    choices = tuple(Choice(str(i + 1), yaku_label(y)) for i, y in enumerate(SITUATIONAL))
    answer = frozenset(str(i + 1) for i, y in enumerate(SITUATIONAL) if y in present)
    prompt = "{seat} has just won. Which of these yaku does the win score? Pick every one."
    return _asked(prompt.format(**words), choices, answer)


def han_fu(judgment: Judgment, words: dict[str, str]) -> Asked:
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    prompt = "{seat} has just won. How many han and how many fu is the hand worth?"
    return _asked(prompt.format(**words), (), (int(answer.get("han", 0)), int(answer.get("fu", 0))))


def points(skill: Skill, judgment: Judgment, words: dict[str, str]) -> Asked:
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    if skill.id == "riichi_stick":
        paid = answer.get("payments", {}).get(judgment.seat, 0)
        prompt = ("{seat} has just won. How many points does {seat} collect in all, "
                  "riichi sticks on the table and honba included?")
        return _asked(prompt.format(**words), (), int(paid))
    prompt = "{seat} has just won. What is the hand worth in points, before honba and sticks?"
    return _asked(prompt.format(**words), (), int(answer.get("points", 0)))


def rulesets(skill: Skill, situation: Situation, words: dict[str, str]) -> Asked:
    """Under which presets is the answer yes: the same situation judged under each.

    Only presets played by as many players as the situation's are offered; one under
    which the events themselves cannot happen (its rules refuse an earlier move) is
    left out of the choices rather than counted either way.
    """
    judged: list[tuple[str, bool]] = []
    for name in preset_names():
        if table_size(name) != situation.players:  # a sanma preset never judges four seats
            continue
        try:
            judged.append((name, yes_no_answer(skill, judge(situation, ruleset=name))))
        except TutorError:
            continue
    choices = tuple(Choice(str(i + 1), preset_title(name)) for i, (name, _) in enumerate(judged))
    yes = frozenset(str(i + 1) for i, (_, said) in enumerate(judged) if said)
    base = (YES_NO_PROMPTS.get(skill.id) or YES_NO_PROMPTS[skill.ask]).format(**words)
    prompt = base.rstrip("?") + "? Under which of these rulesets is the answer yes?"
    return _asked(prompt, choices, yes)


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
    return _asked(prompt.format(**words), choices, answer)


def hand_yaku_yes_no(judgment: Judgment, words: dict[str, str], subject: str) -> Asked:
    """Does the win score this one yaku (steered toward it or toward a look-alike)?"""
    prompt = "{seat} has just won. Does the win score {yaku}?"
    named = {**words, "yaku": yaku_label(subject)}
    return _asked(prompt.format(**named), YES_NO, scores(subject, win_yaku(judgment)))


def dora_count(judgment: Judgment, words: dict[str, str], rng: random.Random) -> Asked:
    """How many dora the win counts: indicators, red fives, ura, kan dora and kita."""
    yaku = win_yaku(judgment)
    count = sum(int(yaku.get(name, 0)) for name in DORA_IDS)
    options = sorted({count, *rng.sample(range(max(0, count - 2), count + 4), 4)})
    options = sorted([*rng.sample([n for n in options if n != count], 3), count])
    choices = tuple(Choice(str(i + 1), f"{n} dora") for i, n in enumerate(options))
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    kita = ", north tiles set aside" if len(answer.get("payments", {})) == 3 else ""
    prompt = ("{seat} has just won. How many dora does the win count in all (dora "
              f"indicators, red fives, ura and kan dora{kita})?")
    return _asked(prompt.format(**words), choices, str(options.index(count) + 1))


DORA_CHOICES = 4
"""Tiles offered for "which tile is dora": the right one and three a learner mistakes."""


def dora_indicator(skill: Skill, judgment: Judgment, turned: Sequence[Tile],
                   kan_turned: Sequence[Tile], players: int, rng: random.Random) -> Asked:
    """Which tile does one of the moment's indicators (``turned``, then the kan dora
    indicators ``kan_turned``) make dora: the one the engine's deciding reason names
    (the hardest way of counting on among those turned)."""
    lead = deciding_reason(skill, judgment)
    pointers = [r for r in judgment.unsaid if r.code in POINTERS]
    shown = (*turned, *kan_turned)
    number = pointers.index(lead) if lead in pointers else 0
    tile = shown[number]
    indicator = KIND[tile]  # a red five points on like any five
    dora = dora_kind(indicator, players)
    picked = dora_choices(indicator, players, rng)
    choices = tuple(Choice(str(i + 1), tile_name(k)) for i, k in enumerate(picked))
    which = ("The dora indicator (ドラ表示牌)" if number < len(turned)
             else f"Kan dora indicator no. {number - len(turned) + 1} "
                  "(槓ドラ表示牌)")
    prompt = (f"{which} of this hand is {tile_name(tile)}. "
              "Which tile does it make dora (ドラ)?")
    return _asked(prompt, choices, str(picked.index(dora) + 1))


def dora_choices(indicator: int, players: int, rng: random.Random) -> list[int]:
    """The dora of ``indicator`` and up to three tiles a learner mistakes for it, in a
    random order: the indicator itself, the tile that points at the indicator, the tile
    two steps on, the four-player dora where three players count on differently; where
    those are fewer (9m at three players points at 1m, which points back at 9m), the same
    number in another suit."""
    dora = dora_kind(indicator, players)
    before = [k for k in range(34) if dora_kind(k, players) == indicator
              and in_tile_set(k, players)]
    traps = dict.fromkeys([indicator, *before, dora_kind(dora, players),
                           dora_kind(indicator, 4)])
    traps.pop(dora, None)
    picked = [dora, *rng.sample(list(traps), min(DORA_CHOICES - 1, len(traps)))]
    if len(picked) < DORA_CHOICES and dora < 27:
        others = [s * 9 + dora % 9 for s in range(3) if s != dora // 9]
        spare = [k for k in others if in_tile_set(k, players) and k not in picked]
        picked += rng.sample(spare, min(DORA_CHOICES - len(picked), len(spare)))
    rng.shuffle(picked)
    return picked


YAKUMAN_TIMES = {1: "One yakuman (役満)", 2: "A double yakuman (ダブル役満)",
                 3: "A triple yakuman (トリプル役満)"}


def yakuman_value(judgment: Judgment, words: dict[str, str]) -> Asked:
    """How many times a yakuman the win is paid: stacking, caps and double forms."""
    answer = judgment.answer if isinstance(judgment.answer, dict) else {}
    paid = int(answer.get("yakuman", 0))
    options = range(1, max(4, paid) + 1)
    choices = tuple(Choice(str(n), YAKUMAN_TIMES.get(n, f"{n}× yakuman")) for n in options)
    prompt = "{seat} has just won. How many times a yakuman (役満) is the hand paid?"
    return _asked(prompt.format(**words), choices, str(paid))

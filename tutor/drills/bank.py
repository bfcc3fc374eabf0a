"""The question bank: an endless, reproducible stream of questions for each skill.

``question_at(skill, ruleset, seed, index)`` builds question ``index`` on its own, from a
random state hashed from those values, so a drill's question ``k`` is the same in any
process on any machine. Each question is made in four steps: a target reason code is
picked among the skill's (of the difficulty asked for), a scenario deals and plays a
hand steered toward it and stops at its moment, the engine judges the situation, and the
form turns the judgment into a prompt, choices and the answer. A hand where the seat
shown lets a legal win go by is dealt again unless the question is about that pass
(``tutor.drills.real_play``). The "rulesets" form
deals without red fives and says so (``[rules] aka_dora = 0``), so that every preset can
judge the same situation.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import cache, lru_cache, partial

from tutor.api import Judgment, Ruleset, TutorError, load_ruleset
from tutor.drills import forms
from tutor.drills.asked import asked_question
from tutor.drills.deal import rng_for, table_size
from tutor.drills.house_rules import on_a_preset
from tutor.drills.question import Question
from tutor.drills.scenarios import SCENARIOS, SEVERAL, Scenario
from tutor.drills.scenarios.hand_yaku import hand_toward, scores, steered_yaku
from tutor.drills.shown import ALIKE, Moment, Reached, Shown, real_moment
from tutor.drills.skills import CONTRAST, PLAYERS, Skill
from tutor.drills.skills import skill as find_skill
from tutor.drills.steer import Gen, Unreachable
from tutor.drills.table import Table

ATTEMPTS = 60
"""Hands a question may deal before it gives up on its target code."""
PATIENCE = 4
"""How many times ``ATTEMPTS`` a question deals while no hand at all was real play."""


class GenerationError(TutorError):
    """The generator could not make a question: a bug in the generator, never skipped."""


def check_request(skill_id: str, ruleset: str, difficulty: int | None,
                  form: str | None, players: int | None) -> tuple[Skill, Ruleset]:
    """The skill and ruleset of a request, or ``TutorError`` naming the allowed values."""
    found = find_skill(skill_id)
    rules = on_a_preset(load_ruleset(ruleset))
    seats = table_size(rules.preset)
    if players is not None and players != seats:
        raise TutorError(f"the ruleset {rules.name!r} is played by {seats}, "
                         f"so {players} players cannot be dealt under it")
    if not found.applies_to(rules):
        if found.requires.get(PLAYERS) not in (None, seats):
            raise TutorError(f"skill {found.id!r} cannot be asked at {seats} players: "
                             f"the ruleset {rules.name!r} is three-player mahjong")
        needs = ", ".join(f"{k} = {_option_words(v)}" for k, v in found.requires.items()
                          if k != PLAYERS)
        raise TutorError(f"the ruleset {rules.name!r} does not have the rule of {found.id!r} "
                         f"(it needs {needs}: a preset that has it, or a ruleset file)")
    if difficulty is not None and not found.targets(difficulty, rules):
        levels = sorted({found.codes[c] for c in found.codes_for(rules)})
        raise TutorError(f"skill {found.id!r} has no difficulty {difficulty} under the "
                         f"ruleset {rules.name!r}; allowed: {', '.join(map(str, levels))}")
    if form is not None and form not in found.forms:
        raise TutorError(f"skill {found.id!r} has no form {form!r}; "
                         f"allowed: {', '.join(found.forms)}")
    return found, rules


def _option_words(value: object) -> str:
    """``true``, ``mangan or yakuman``: an option's value as a ruleset file writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return " or ".join(_option_words(v) for v in value)
    return str(value)


def questions(skill: str, ruleset: str = "tenhou", seed: int = 0,
              difficulty: int | None = None, form: str | None = None,
              players: int | None = None) -> Iterator[Question]:
    """Questions 0, 1, 2, … of one skill: endless and reproducible."""
    check_request(skill, ruleset, difficulty, form, players)
    index = 0
    while True:
        yield question_at(skill, ruleset, seed, index, difficulty, form, players)
        index += 1


def mixed(skills: list[str], ruleset: str = "tenhou", seed: int = 0,
          difficulty: int | None = None, players: int | None = None) -> Iterator[Question]:
    """A drill of several skills: question ``k`` takes skill ``k mod len(skills)``."""
    if not skills:
        raise TutorError("a mixed drill needs at least one skill")
    for skill_id in skills:
        check_request(skill_id, ruleset, difficulty, None, players)
    index = 0
    while True:
        skill_id = skills[index % len(skills)]
        yield question_at(skill_id, ruleset, seed, index, difficulty, None, players)
        index += 1


@lru_cache(maxsize=4096)
def question_at(skill: str, ruleset: str, seed: int, index: int,
                difficulty: int | None = None, form: str | None = None,
                players: int | None = None) -> Question:
    """Question ``index`` of the stream, built without the ones before it.

    A pure function of its arguments, so the last few thousand are remembered: the
    students of one classroom drill ask for the same questions.
    """
    return build_question(skill, ruleset, seed, index, difficulty, form, players)


def build_question(skill: str, ruleset: str, seed: int, index: int,
                   difficulty: int | None = None, form: str | None = None,
                   players: int | None = None) -> Question:
    """``question_at`` without the memory of questions (the played hands' moments are
    still remembered: ``_hand_moments``)."""
    return question_and_table(skill, ruleset, seed, index, difficulty, form, players)[0]


def question_and_table(skill: str, ruleset: str, seed: int, index: int,
                       difficulty: int | None = None, form: str | None = None,
                       players: int | None = None) -> tuple[Question, Table]:
    """The question and the generator's table behind it: the whole wall it dealt and
    every hand (what a replay of the hand in another engine needs).

    A skill whose moment comes up several times in one hand (``SEVERAL``) takes question
    ``index`` from moment ``slot`` of place ``hand`` (``place``): the place's hands are
    played once for all their questions (``_hand_moments`` remembers them), and an index
    whose hands had fewer moments is dealt a hand of its own, steered to the same
    target. Any other skill deals each question its own hand.
    """
    found, rules = check_request(skill, ruleset, difficulty, form, players)
    players = table_size(rules.preset)
    rng = cache(partial(rng_for, "question", found.id, rules.name, seed, index, difficulty, form,
                        players))  # made when first asked for: most forms draw nothing
    chosen = form if form is not None else found.forms[0]
    several = found.id in SEVERAL or found.by_yaku
    stride, most = _layout(found, rules, players)
    hand, slot = place(index, stride, most) if several else (index, 0)
    target = _hand_target(found, rules, seed, hand, difficulty, form, players)
    moment = _moment_at(skill, ruleset, seed, hand, slot, difficulty, form, players,
                        last=slot == most - 1) if several else None
    if moment is None:
        scenario, reached = _steered(found, rules, seed, hand, difficulty, form, players)
        moment = _situation(found.id, scenario, reached, rules, rng(), players,
                            red_fives=chosen != "rulesets").at(0)
        assert moment is not None  # a hand's moments hold at least one
    text, judgment, pose = moment
    question = asked_question(found, rules, seed, index, target, text, judgment, pose, chosen,
                              rng)
    return question, pose.table


MOMENTS = 16
"""Questions one played hand gives at most (its moments, in the order play reached them).
A hand's later moments cost far less than a fresh deal played to its first one (most of
a hand's play comes before its first moment), and the drill's variety does not depend
on it: consecutive questions still come from ``STRIDE`` different hands."""
STRIDE = 16
"""Hands a drill's consecutive questions come from in turn: questions ``k`` and ``k + 1``
are of different hands, and one hand's questions are ``STRIDE`` apart."""
TO_THE_END = frozenset({"haitei_houtei", "nagashi_mangan", "situational_yaku"})
"""Skills whose hands often go to the wall's last tiles (haitei, houtei, nagashi): their
moments are forked from the last few draws, so a hand's questions come ``END_STRIDE``
apart (a drill of 30 shows a hand 3 times)."""
END_STRIDE = 10
END_MOMENTS = 36
"""Questions a place of a wall's-end skill takes from its played hands in turn: a hand's
play to the wall's end costs most of its steps, and ``shown.ALIKE`` already keeps one
win to six questions a hand, so the place asks each hand all its different wins: two
last-tile hands of three waits (18 each), one of four and half the next, or one
drawn-out hand's 36 walls."""


def place(index: int, stride: int = STRIDE, moments: int = MOMENTS) -> tuple[int, int]:
    """The played hand question ``index`` comes from, and which of its moments it is:
    indices go in groups of ``moments * stride``, and within a group question ``k`` takes
    hand ``k mod stride`` of the group and moment ``k div stride`` of that hand."""
    group, rest = divmod(index, moments * stride)
    slot, hand = divmod(rest, stride)
    return group * stride + hand, slot


def _layout(found: Skill, rules: Ruleset, players: int) -> tuple[int, int]:
    """Hands a skill's consecutive questions come from in turn, and questions a hand gives
    at most (``place``): for the yaku of the hand one hand a yaku, so that any run of as
    many questions as the ruleset has yaku still reaches each once."""
    if found.by_yaku:
        return len(steered_yaku(rules, players)), MOMENTS
    if found.id in TO_THE_END:
        return END_STRIDE, END_MOMENTS
    return STRIDE, MOMENTS


def _steered(found: Skill, rules: Ruleset, seed: int, hand: int, difficulty: int | None,
             form: str | None, players: int) -> tuple[Scenario, Reached]:
    """How hand ``hand`` of a stream is dealt and played, and what its judgment must show:
    the scenario of its target code, or for the yaku of the hand a win steered toward
    the hand's yaku in turn (or, for half the yes/no questions, toward its look-alike)."""
    if found.by_yaku:
        yaku = _in_turn(steered_yaku(rules, players),
                        rng_for("yaku", found.id, rules.name, seed, form), hand)
        genuine = (form or found.forms[0]) != "yes_no" \
            or rng_for("genuine", found.id, rules.name, seed, hand, form).random() < 0.5
        return (partial(hand_toward, yaku=yaku, genuine=genuine),
                partial(_scores_as_steered, yaku=yaku, genuine=genuine))
    target = _hand_target(found, rules, seed, hand, difficulty, form, players)
    return SCENARIOS[found.id][target], partial(_says_target, found=found, target=target)


def _hand_target(found: Skill, rules: Ruleset, seed: int, hand: int, difficulty: int | None,
                 form: str | None, players: int) -> str:
    """The reason code hand ``hand`` is steered toward (see ``_target``)."""
    targets, start = _spread(found.id, rules, seed, difficulty, form, players)
    return _target(targets, start, hand)


@lru_cache(maxsize=64)
def _spread(skill: str, rules: Ruleset, seed: int, difficulty: int | None, form: str | None,
            players: int) -> tuple[tuple[tuple[str, float], ...], float]:
    """A stream's weighted targets and the offset its hands step through them from
    (``_target``): the same for all its questions, so worked out once."""
    spread = rng_for("spread", skill, rules.name, seed, difficulty, form, players)
    return tuple(find_skill(skill).targets(difficulty, rules)), spread.random()


SPARES = 3
"""Played hands a place of the stream takes its moments from, one after another: when
the first hand's moments run out before the place's last question, the next hand's
follow (so each hand's moments are all asked)."""
END_SPARES = 8
"""Played hands of a wall's-end skill's place: each gives fewer moments (``ALIKE``)."""


def _moment_at(skill: str, ruleset: str, seed: int, hand: int, slot: int,
               difficulty: int | None, form: str | None, players: int | None, *,
               last: bool = False) -> Moment | None:
    """Moment ``slot`` of place ``hand``: the moments of its first played hand, then of
    the next (``SPARES`` hands at most); ``None`` when they run out. The ``last`` slot of
    a place is the last any question asks of the played hand it comes from: that hand
    lets go of its play there (``Shown.close``) instead of keeping it while remembered."""
    for spare in range(END_SPARES if skill in TO_THE_END else SPARES):
        moments = _hand_moments(skill, ruleset, seed, hand, difficulty, form, players, spare)
        found = moments.at(slot)
        if found is not None:
            if last:
                moments.close()
            return found
        slot -= moments.count()
    return None


@lru_cache(maxsize=128)
def _hand_moments(skill: str, ruleset: str, seed: int, hand: int, difficulty: int | None,
                  form: str | None, players: int | None,
                  spare: int = 0) -> Shown:
    """The moments of place ``hand``'s played hand number ``spare`` that show its target
    (a pure function of its arguments, so the last hands' are remembered: a drill's
    next ``MOMENTS * STRIDE`` questions come from ``STRIDE`` places). Each moment is
    judged when it is first asked for (``Shown``)."""
    found, rules = check_request(skill, ruleset, difficulty, form, players)
    seats = table_size(rules.preset)
    scenario, reached = _steered(found, rules, seed, hand, difficulty, form, seats)
    rng = rng_for("hand", found.id, rules.name, seed, hand, difficulty, form, seats,
                  *((spare,) if spare else ()))
    chosen = form if form is not None else found.forms[0]
    return _situation(found.id, scenario, reached, rules, rng, seats,
                      red_fives=chosen != "rulesets", most=_layout(found, rules, seats)[1],
                      alike=ALIKE if found.id in TO_THE_END else 0)


def _in_turn(items: Sequence[str], drill: random.Random, index: int) -> str:
    """Item ``index`` of a round of ``items`` in turn from an offset of the drill's own:
    any ``len(items)`` consecutive questions deal each item once."""
    return items[(drill.randrange(len(items)) + index) % len(items)]


def _says_target(judgment: Judgment, *, found: Skill, target: str) -> bool:
    said = {r.code for r in judgment.reasons}
    return (target in said or target in {r.code for r in judgment.unsaid}
            or (target == CONTRAST and not said & set(found.codes)))


def _scores_as_steered(judgment: Judgment, *, yaku: str, genuine: bool) -> bool:
    """The win scores ``yaku`` (steered toward it), or scores something else (a look-alike)."""
    scored = forms.win_yaku(judgment)
    return bool(scored) and scores(yaku, scored) == genuine


GOLDEN = 0.6180339887498949
"""Step of the low-discrepancy sequence that spreads a drill's questions over targets."""


def _target(targets: Sequence[tuple[str, float]], start: float, index: int) -> str:
    """The target of question ``index``: consecutive questions step through the targets'
    weights by the golden ratio (from the drill's own offset ``start``), so a short drill
    already covers every code in proportion, and any question is found without the others.
    """
    point = (start + index * GOLDEN) % 1.0
    for target, weight in targets:
        if point < weight:
            return target
        point -= weight
    return targets[-1][0]


def _situation(skill: str, scenario: Scenario, reached: Reached, rules: Ruleset,
               rng: random.Random, players: int, *, red_fives: bool = True,
               most: int = 1, alike: int = 0) -> Shown:
    """Deal hands with ``scenario`` until the engine's judgment shows what it steered
    toward: the moments of that hand (up to ``most``) that show it, the first of them
    judged and the others when asked for. Gives up after ``ATTEMPTS`` hands and keeps
    the last real-play moment."""
    best: list[Moment] = []
    for attempt in range(PATIENCE * ATTEMPTS):
        if attempt >= ATTEMPTS and best:
            break
        gen = Gen(rng, rules, players, red_fives=red_fives)
        gen.moments = most
        gen.alike = alike
        try:
            pose = scenario(gen)
        except Unreachable:
            continue
        if pose is None or not real_moment(pose):
            continue
        moments = Shown(pose.moments(), reached, most=most, alike=alike)
        if moments.shows_within(FIRST_LOOK):
            return moments
        best = moments.judged[:1]
    if not best:
        raise GenerationError(f"skill {skill}: no hand reached the moment it was steered to")
    return Shown((), lambda judgment: True, judged=best)


FIRST_LOOK = 3
"""Moments of a played hand judged for the first that shows its target before the hand is
given up and another dealt: a hand whose first moments miss it mostly misses it all along
(a ron without a yaku, say), and each later moment would be forked and judged for nothing."""

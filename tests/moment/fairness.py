"""What "fair" means for a question, checked on the view every shell draws.

Used by ``tests/moment/test_fairness.py`` (a small seeded sample) and by the bench
``python -m tests.bench fairness`` (200 questions of every skill under every preset).
A question is fair when nothing its answer depends on is hidden:

* the hand drawn is the replayed hand (concealed + drawn + melds add up, nothing hidden);
* every event a reason cites stays on the timeline even folded for a small screen;
* the ura indicators are shown whenever the answer counts them;
* every rule the situation changed is named on screen before the answer (and a
  generated question says so in its prompt);
* no MPSZ code reaches a learner: prompt, choices, reasons and the view's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from tutor import api
from tutor.drills.question import Question
from tutor.moment import cited_events
from tutor.moment.text import moment_lines, rules_note
from tutor.moment.words import override_words
from tutor.rules.tile_names import has_code
from tutor.rules.tiles import sort_key, tile_name

SMALLEST_FOLD = 1
"""Events beside the must-show ones that a 80x24 screen keeps (the tutor's key events)."""


def problems(question: Question) -> list[str]:
    """Everything unfair about ``question`` (empty when it is fair)."""
    view = api.question_moment(question)
    found: list[str] = []
    situation = api.parse_situation(question.situation_text)
    table = api.replay_table(situation, question.ruleset)
    state = table.seats[view.asked_seat]
    asked = view.asked
    if asked.hand is None and _about_the_hand(question):
        found.append("the asked seat's hand is hidden")
    elif state.known:
        held = sorted([*asked.hand, *([asked.drawn] if asked.drawn else [])])
        if held != sorted(tile_name(t) for t in sorted(state.hand, key=sort_key)):
            found.append("the hand drawn is not the replayed hand")
        size = len(asked.hand) + (asked.drawn is not None) + 3 * len(asked.melds)
        if size not in (13, 14):
            found.append(f"the hand drawn holds {size} tiles")
    shown = {e.number for e in view.folded_timeline(len(view.must_show) + SMALLEST_FOLD) if e}
    for reason in (*question.explanation, *question.judgment.reasons):
        hidden = cited_events([reason]) - shown
        if hidden:
            found.append(f"reason {reason.code} cites event(s) {sorted(hidden)} not shown")
    counts_ura = any(r.code == "dora.ura_counted" for r in question.judgment.reasons)
    if counts_ura and not view.ura_indicators:
        found.append("the answer counts ura dora the view does not show")
    note = rules_note(view)
    effective = table.ruleset
    for key in effective.overridden:
        if override_words(key, getattr(effective, key)) not in note:
            found.append(f"the changed rule {key} is not named on screen")
    generated = not question.id.startswith("curated:")
    if effective.overridden and generated and "changed rule" not in question.prompt:
        found.append("a generated question under a changed rule does not say so")
    texts = [question.prompt, *(c.label for c in question.choices)]
    texts += [r.text for r in question.explanation]
    texts += moment_lines(view, timeline=None)
    found += [f"an MPSZ code reaches the learner: {t!r}" for t in texts if has_code(t)]
    return found


def _about_the_hand(question: Question) -> bool:
    """Every ask turns on the asked seat's hand but an abortive draw of the whole table
    (four riichi, four winds, four kans; nine terminals turns on the hand) and nagashi
    mangan, which the river decides."""
    codes = [r.code for r in question.judgment.reasons]
    if any(code.startswith("nagashi_mangan.") for code in codes):
        return False
    return question.judgment.ask != "abortive_draw" or any("kyuushu" in c for c in codes)


def shipped_drill_questions() -> Iterator[Question]:
    """The questions of the five drills that ship in ``content/drills``."""
    from tutor.classroom.bank import bank_named, questions_for
    from tutor.classroom.ready import ready_drills

    for definition in ready_drills():
        yield from questions_for(bank_named(definition.bank), definition)


def curated_questions() -> Iterator[Question]:
    """Every question the curated situations give under their own rulesets."""
    from tutor.drills.curated import questions_from_text, situations_dir

    for path in sorted(Path(situations_dir()).rglob("*.toml")):
        try:
            yield from questions_from_text(path.read_text(encoding="utf-8"), name=path.stem)
        except api.TutorError:
            continue  # a file that expects a refusal asks nothing


def generated_questions(
    per_skill: int, presets: Iterable[str], seed: int = 7
) -> Iterator[Question]:
    """``per_skill`` generated questions of every skill under each preset (seeded)."""
    import itertools

    from tutor import drills
    from tutor.drills.skills import skills

    for preset in presets:
        players = 3 if "sanma" in preset else 4
        for skill in skills():
            try:
                yield from itertools.islice(
                    drills.questions(skill.id, preset, seed=seed, players=players), per_skill
                )
            except api.TutorError:
                continue  # the preset lacks the skill's rule (no abortive draws in EMA…)

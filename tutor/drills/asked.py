"""A judged moment made a question: the prompt, the choices and the answer of its form,
the explanation in the skill's order, and the situation text with its expectations."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from tutor.api import Judgment, Ruleset, parse_situation
from tutor.drills import explain, forms, payers, sheets
from tutor.drills.expect import expect_table
from tutor.drills.question import Question
from tutor.drills.real_play import pass_note, passes_seen
from tutor.drills.skills import Skill
from tutor.drills.steer import Pose
from tutor.moment.words import override_words
from tutor.rules.tiles import tile_name


def asked_question(found: Skill, rules: Ruleset, seed: int, index: int, target: str, text: str,
              judgment: Judgment, pose: Pose, form: str,
              rng: Callable[[], random.Random]) -> Question:
    """``rng`` gives the question's random state, made only for a form that draws from it
    (seeding one costs more than most forms' choices)."""
    table = pose.table
    event = len(table.events)
    words = _words(pose)
    if found.by_yaku and pose.subject is not None:
        asked = forms.hand_yaku(judgment, words, rng(), pose.subject) if form == "yaku" \
            else forms.hand_yaku_yes_no(judgment, words, pose.subject)
    elif form == "yes_no":
        asked = forms.yes_no(found, judgment, words)
    elif found.id == "dora_count":
        asked = forms.dora_count(judgment, words, rng())
    elif found.id == "yakuman_value":
        asked = forms.yakuman_value(judgment, words)
    elif found.id == "dora_indicator":
        asked = forms.dora_indicator(found, judgment, table.dora_indicators(),  # as the text
                                     table.kan_indicators(), table.players, rng())
    elif found.id == "pao":
        asked = forms.Asked(*payers.who_pays(judgment, text, rules, words, rng(),
                                             tuple(table.names), table.events, table.honba))
    elif form == "numbers" and found.ask == "fu":
        asked = sheets.fu_sheet(judgment, words)
    elif form == "numbers":
        asked = sheets.payment_sheet(judgment, words, table.players)
    elif form == "reason":
        asked = forms.reason(found, judgment, words, rng(), rules)
    elif form == "yaku":
        asked = forms.yaku(judgment, words)
    elif form == "han_fu":
        asked = forms.han_fu(judgment, words)
    elif form == "points":
        asked = forms.points(found, judgment, words)
    else:
        asked = forms.rulesets(found, parse_situation(text, file="<generated>"), words)
    if pose.about_passes:
        note = pass_note(table, passes_seen(table, frozenset({pose.seat})))
        asked = replace(asked, prompt=f"{note} {asked.prompt}" if note else asked.prompt)
    if pose.rules:  # a scenario that changes a rule says so before the question
        changed = "; ".join(override_words(k, v) for k, v in pose.rules.items())
        asked = replace(asked, prompt=f"Under a changed rule ({changed}): {asked.prompt}")
    said = {r.code for r in (*judgment.reasons, *judgment.unsaid)}
    level = found.codes[target] if target in said else max(
        (found.codes[c] for c in said if c in found.codes), default=1)
    header = f"# generated: {found.id}, ruleset {rules.name}, seed {seed}, question {index}\n"
    return Question(
        id=f"{found.id}-{rules.name}-{seed}-{index}",
        skill=found.id,
        form=form,
        prompt=asked.prompt,
        situation_text=header + text + "\n" + expect_table(judgment),
        judgment=judgment,
        choices=asked.choices,
        answer=asked.answer,
        explanation=explain.ordered(judgment, found.card, found.codes),
        card=found.card,
        difficulty=level,
        ruleset=table.preset,  # house rules from a file are in its [rules]
        seat=judgment.seat or table.names[pose.seat],
        event=event,
    )


def _words(pose: Pose) -> dict[str, str]:
    table = pose.table
    last = table.events[-1] if table.events else None
    tile = tile_name(last.tile) if last is not None and last.tile is not None else "a tile"
    other = table.names[last.seat] if last is not None else "?"
    kan = tile_name(pose.tile) if pose.tile is not None else tile
    fed = next((e for e in reversed(table.events) if e.verb != "ron"), None)
    won = "by tsumo" if last is None or last.verb != "ron" or fed is None else \
        f"by ron on {table.names[fed.seat]}'s " + \
        (tile_name(fed.tile) if fed.tile is not None else "discard")
    return {"seat": table.names[pose.seat], "tile": tile, "other": other, "kan": kan,
            "won": won}

"""Real play: how many generated situations have a shown seat pass a legal win unsaid.

``python -m tests.bench real_play [--count N] [--ruleset R ...] [--skill S ...]`` generates
``N`` questions (default 1,000) of every skill under each ruleset (default: every
preset, the two three-player ones included), replays each hand's winning shapes through
the engine and prints, per skill, the situations where a seat whose hand is shown let a
legal win go by that the prompt does not tell, and the yes share of the yes/no skills.
With ``--oracle``, each hand is also replayed in riichienv (under the presets it has
rules for: tenhou, mahjong-soul and their three-player forms) and the same count is made
from riichienv's own offers of a win (column ``oracle``).
"""

from __future__ import annotations

import argparse
from collections import Counter

from tests.drills.real_play_check import oracle_passes, shown_seats, unsaid_passes
from tests.drills.riichienv_replay import replacements, replay
from tests.drills.riichienv_sanma_replay import MAX_REPLACEMENTS, replay_sanma
from tutor import api, drills
from tutor.drills.bank import question_and_table
from tutor.drills.question import Question
from tutor.drills.table import Table
from tutor.rules.ruleset import preset_names

ORACLE_RULES = {"tenhou", "mahjong-soul", "tenhou-sanma", "mahjong-soul-sanma"}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench real_play")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=9001)
    parser.add_argument("--ruleset", action="append")
    parser.add_argument("--skill", action="append")
    parser.add_argument("--oracle", action="store_true",
                        help="count the passes riichienv sees too (slower)")
    parser.add_argument("--quick", action="store_true", help="3 questions a skill, tenhou")
    args = parser.parse_args(argv)
    if args.quick:
        args.count, args.ruleset = 3, args.ruleset or ["tenhou"]
    total = 0
    print(f"{'skill':24} {'ruleset':20} {'made':>5} {'passed':>6} {'oracle':>6} {'yes %':>6}")
    for ruleset in args.ruleset or preset_names():
        rules = api.load_ruleset(ruleset)
        for found in drills.skills():
            if args.skill and found.id not in args.skill:
                continue
            if not found.applies_to(rules):
                continue
            passed = seen = 0
            answers: Counter[bool] = Counter()
            oracle = args.oracle and ruleset in ORACLE_RULES
            for index in range(args.count):
                question, table = question_and_table(found.id, ruleset, args.seed, index)
                passed += unsaid_passes(question, table) > 0
                if oracle:
                    seen += _oracle_passes(question, table, ruleset) > 0
                if question.form == "yes_no":
                    answers[bool(question.answer)] += 1
            yes = f"{100 * answers[True] / args.count:.0f}" if answers else "-"
            said = str(seen) if oracle else "-"
            print(f"{found.id:24} {ruleset:20} {args.count:5} {passed:6} {said:>6} {yes:>6}",
                  flush=True)
            total += passed + seen
    print(f"total situations with an unsaid passed win (ours and riichienv's): {total}")
    return 1 if total else 0


def _oracle_passes(question: Question, table: Table, ruleset: str) -> int:
    """Unsaid passes riichienv sees in its replay of the hand (0 when it cannot replay
    it: a three-player hand with more than four replacement draws)."""
    if table.players == 3:
        if replacements(table) > MAX_REPLACEMENTS:
            return 0
        record = replay_sanma(table, ruleset).record
    else:
        record = replay(table, ruleset).record
    return len(oracle_passes(record, table, shown_seats(question), question.prompt))

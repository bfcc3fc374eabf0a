"""Question bank: coverage, balance and speed of generated questions, per skill.

``python -m tests.bench generate [--quick] [--count N] [--seed S] [--ruleset R ...]``
generates N questions of every skill each ruleset has (default 1,000 under ``tenhou``)
and prints one row a skill:

* questions per second, judging included: the best of ``--rounds`` rounds (default 5),
  each generating N questions of its own seed (``--seed``, then the next ones: the same
  questions built again would find the rules' memos warm with their very hands) from
  an empty memory of played hands, with the median and the slowest round beside it.
  Round k of every skill runs before round k + 1 of any, so one skill's rounds lie
  minutes apart. Every other figure of the row is of the fastest round's questions,
  built again untimed with the calls counted (its seed is printed), the ratio to
  judging alone included (those situations parsed and judged again in this run: the
  reference). Why the best, and why spread: CPU time counts this process alone, yet
  on this shared machine a fixed piece of Python timed once a second takes from 1.04
  to 1.9 times its best time, in spells of several seconds (other tenants of the host
  share its cores and caches), and such disturbance only ever slows a round. A fixed
  gauge (``_gauge``) is timed before each round, and the row says how fast the
  machine was in the best round against its fastest moment of the run;
* for yes/no skills the share of "yes" (the acceptance band is 35–65%);
* every reason code of the skill with the share of questions that show it (a code that
  never shows is listed as missing);
* how many situations, judged again from their text, got another answer (must be 0);
* deals per question (walls dealt, hands thrown away included), hands per question
  (played hands the questions come from: one hand gives several moments) and moments
  judged per question (above 1: moments judged that no question showed).

With ``--riichienv N`` it also replays N generated hands a skill live in riichienv under
``tenhou`` and ``mahjong-soul`` and counts the facts (decisions, wins, abortive draws)
that agree with our engine.

Then the peak memory of the process (max resident set) and the drill timing: 40
students each taking the 30 questions of one mixed drill through ``question_at`` (which
remembers recent questions: they all get the same ones), and the 30 built afresh. The
target is 500 questions a second per skill on one core and under 3 s for the 40-student
drill. Times are the
process's CPU time (the machine may be shared), so a rate is per core.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from tutor import api, drills
from tutor.drills import bank, shown, steer
from tutor.drills.bank import build_question
from tutor.drills.forms import yes_no_answer

TARGET_RATE = 500.0
DRILL_STUDENTS = 40
DRILL_QUESTIONS = 30
GAUGE_SIZE = 60_000


@contextmanager
def _counting() -> Iterator[Counter[str]]:
    """Count walls dealt (``Gen.table``), hands played to a question (``_situation``
    calls: each gives the moments of one hand) and moments judged (``judged_moment``: a moment
    judged and never asked is work thrown away) while the block runs."""
    tally: Counter[str] = Counter()
    deal, situation, judged = steer.Gen.table, bank._situation, shown.judged_moment

    def counted(name: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            tally[name] += 1
            return call(*args, **kwargs)
        return wrapper

    steer.Gen.table = counted("deals", deal)  # type: ignore[method-assign]
    bank._situation = counted("hands", situation)
    shown.judged_moment = counted("judged", judged)
    try:
        yield tally
    finally:
        steer.Gen.table = deal  # type: ignore[method-assign]
        bank._situation = situation
        shown.judged_moment = judged


class Round(NamedTuple):
    """One timed round of a skill: its rate, its seed and how fast the machine was then."""

    rate: float
    seed: int
    machine: float
    """The gauge's CPU time just before the round, over the fastest gauge of the run
    (1.00: the machine was as fast as it ever was in this run)."""


def _gauge() -> float:
    """CPU seconds of a fixed piece of plain Python (dicts, lists, tuples and sorting, as
    the generator does), timed before each round: how fast the machine is just then."""
    start = time.process_time()
    rows: dict[int, list[int]] = {}
    for number in range(GAUGE_SIZE):
        rows.setdefault(number % 211, []).append(number * 7919 % 136)
    ordered = sorted(tuple(sorted(row)) for row in rows.values())
    assert len(ordered) == 211
    return time.process_time() - start


def _timed_rounds(skills: list[str], ruleset: str, count: int, seed: int,
                  rounds: int) -> dict[str, list[Round]]:
    """Every skill's rounds, slowest first. Round ``k`` builds ``count`` questions of seed
    ``seed + k`` from an empty memory of played hands; round ``k`` of every skill runs
    before round ``k + 1`` of any, so a skill's rounds lie minutes apart and one slow
    spell of the machine cannot take them all."""
    timed: dict[str, list[tuple[float, int, float]]] = {skill: [] for skill in skills}
    run_start = time.monotonic()
    for number in range(rounds):
        for skill in skills:
            gauge = _gauge()
            bank._hand_moments.cache_clear()
            start = time.process_time()
            questions = [build_question(skill, ruleset, seed + number, i) for i in range(count)]
            elapsed = time.process_time() - start
            timed[skill].append((count / elapsed, seed + number, gauge))
            del questions
        if rounds > 1:
            print(f"  round {number + 1} of {rounds} done "
                  f"({time.monotonic() - run_start:.0f} s)", file=sys.stderr, flush=True)
    fastest = min(gauge for rows in timed.values() for _, _, gauge in rows)
    return {skill: sorted(Round(rate, s, gauge / fastest) for rate, s, gauge in rows)
            for skill, rows in timed.items()}


def _skill_row(skill: drills.Skill, ruleset: str, count: int,
               rounds: list[Round]) -> tuple[str, bool]:
    """Print the skill's row: the fastest round's rate, then the figures of that round's
    questions, built again (untimed) with the calls counted."""
    rules = api.load_ruleset(ruleset)
    best = rounds[-1]
    spread = "" if len(rounds) == 1 else \
        (f" [seed {best.seed}, machine {best.machine:.2f}x its best; "
         f"median {statistics.median(r.rate for r in rounds):.0f}, slowest {rounds[0].rate:.0f}]")
    bank._hand_moments.cache_clear()
    with _counting() as tally:
        questions = [build_question(skill.id, ruleset, best.seed, i) for i in range(count)]
    texts = [q.situation_text for q in questions]
    start = time.process_time()
    again = [api.judge(api.parse_situation(text)) for text in texts]
    judge_rate = count / (time.process_time() - start)
    rate = best.rate
    differ = sum(1 for q, j in zip(questions, again, strict=True) if q.judgment != j)
    shown: Counter[str] = Counter()
    for question in questions:
        shown.update({r.code for r in question.explanation if r.code in skill.codes})
    codes = skill.codes_for(rules)
    missing = [c for c in codes if not shown[c]]
    yes_share = ""
    balanced = True
    if skill.forms[0] == "yes_no":
        yes = sum(1 for q in questions if yes_no_answer(skill, q.judgment)) / count
        balanced = 0.35 <= yes <= 0.65
        yes_share = f" yes {yes:5.1%}{'' if balanced else ' (outside 35-65%)'}"
    shares = " ".join(f"{c.split('.', 1)[1]}={shown[c] / count:.0%}" for c in codes)
    avg_events = sum(len(q.judgment.reasons) for q in questions) / count
    print(f"  {skill.id:18} {rate:7.1f} q/s{spread} ({rate / TARGET_RATE:4.2f} of target, "
          f"{rate / judge_rate:5.3f} of judging alone){yes_share}, "
          f"deals {tally['deals'] / count:.2f}, hands {tally['hands'] / count:.2f}, "
          f"judged {tally['judged'] / count:.2f} a question")
    print(f"      codes: {shares}  reasons {avg_events:.1f}"
          + (f"  MISSING: {', '.join(missing)}" if missing else "")
          + (f"  RE-JUDGED DIFFERENTLY: {differ}" if differ else ""))
    return skill.id, not missing and balanced and not differ


def _drill_times(ruleset: str, seed: int) -> None:
    """40 students each take the 30 questions of one mixed drill through the API (from an
    empty memory); then the 30 built without the memory, once."""
    chosen = [s.id for s in drills.skills() if s.applies_to(api.load_ruleset(ruleset))]
    drills.question_at.cache_clear()
    bank._hand_moments.cache_clear()
    start = time.process_time()
    seen = set()
    for _ in range(DRILL_STUDENTS):
        stream = drills.mixed(chosen, ruleset, seed + 1)
        seen.add(tuple(next(stream).situation_text for _ in range(DRILL_QUESTIONS)))
    class_time = time.process_time() - start
    start = time.process_time()
    for index in range(DRILL_QUESTIONS):
        build_question(chosen[index % len(chosen)], ruleset, seed + 1, index)
    once = time.process_time() - start
    print(f"  {DRILL_STUDENTS} students x {DRILL_QUESTIONS} questions of a mixed drill: "
          f"{class_time:.2f} s (target 3 s; identical for all: {len(seen) == 1}); "
          f"the {DRILL_QUESTIONS} built without memory: {once:.2f} s")


def _riichienv(per_skill: int, seed: int) -> None:
    """Replay generated hands live in riichienv and tally its facts against ours."""
    from tests.drills.riichienv_replay import agreement

    skills = [s.id for s in drills.skills()]
    for ruleset in ("tenhou", "mahjong-soul"):
        start = time.process_time()
        tally = agreement(ruleset, skills, per_skill, seed)
        total = sum(tally.compared.values())
        print(f"riichienv, {ruleset}: {per_skill} hands a skill, {total} facts compared "
              f"({dict(tally.compared)}), {len(tally.disagreements)} disagreements, "
              f"known differences counted apart {dict(tally.known)}, "
              f"{time.process_time() - start:.0f} s")
        if tally.disagreements:
            print(tally.summary(limit=1))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench generate")
    parser.add_argument("--quick", action="store_true", help="a few questions a skill")
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ruleset", action="append", dest="rulesets")
    parser.add_argument("--skill", action="append", dest="skills")
    parser.add_argument("--rounds", type=int, default=5,
                        help="rounds a skill, spread over the run; its best rate is "
                             "reported (default 5)")
    parser.add_argument("--no-drill", action="store_true", help="skip the drill timing")
    parser.add_argument("--riichienv", type=int, default=0, metavar="N",
                        help="also replay N questions a skill in riichienv (tenhou and "
                             "mahjong-soul) and count agreeing facts")
    args = parser.parse_args(argv)
    count = 3 if args.quick else args.count
    rounds = 1 if args.quick else max(1, args.rounds)
    rulesets = args.rulesets or ["tenhou"]
    if rounds > 1:
        print(f"each rate is the best of {rounds} rounds, one round of every skill before "
              f"the next (median and slowest beside it, and how fast the machine was in "
              f"the best round against its fastest moment of the run)")
    failed = []
    slow = []
    for ruleset in rulesets:
        rules = api.load_ruleset(ruleset)
        print(f"{ruleset}: {count} questions a skill, seed {args.seed}")
        chosen = [s for s in drills.skills()
                  if (not args.skills or s.id in args.skills) and s.applies_to(rules)]
        timed = _timed_rounds([s.id for s in chosen], ruleset, count, args.seed, rounds)
        for skill in chosen:
            name, ok = _skill_row(skill, ruleset, count, timed[skill.id])
            if not ok and not args.quick:
                failed.append(f"{ruleset}/{name}")
            if timed[skill.id][-1].rate < TARGET_RATE:
                slow.append(f"{ruleset}/{name}")
    if not args.quick and not args.no_drill:
        _drill_times(rulesets[0], args.seed)
    replays = 1 if args.quick else args.riichienv
    if replays:
        _riichienv(replays, args.seed)
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory of the process (max RSS): {peak_kb / 1024:.1f} MB")
    if failed:
        print(f"missing codes or unbalanced answers: {', '.join(failed)}")
    if not args.quick:
        print(f"below {TARGET_RATE:.0f} questions a second: {', '.join(slow) or 'none'}")
    return 0

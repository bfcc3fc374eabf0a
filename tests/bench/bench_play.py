"""What one dealt and played hand costs, per scenario family, and where the time goes.

``python -m tests.bench play [--quick] [--count N] [--seed S] [--skill ID ...]`` builds
``N`` questions (default 100) of every skill under ``tenhou`` and times, on the process's
CPU clock, every step of ``tutor.drills.play.play`` (the time the scenario waits for the
next moment; its own steering between moments is not counted). Printed per scenario
family (the module its scenarios live in):

* the mean CPU cost of one played hand (ms), and of the reference measured in the same
  run: the same hands' events applied to the engine alone (a fresh engine table for
  each final hand, fed its events as the mirror feeds them), and the ratio;
* the share of the hand's time in each part (measured in a second run of the same
  questions, whose timing wrappers add a cost of their own): the discard choice, the
  win checks (tsumo and ron), the call checks, the riichi checks (ready, riichi
  discard), the engine and mirror upkeep (every judgment asked during play) and the
  rest (the table's own moves, draws, kans).

Each part's time is its own: an engine check inside a riichi check counts as engine.

Then, for the skills that deal the most hands a question (``DROPPING``, or the ``--skill``
ones), why each thrown-away hand was thrown away: a steer that asked for a fifth tile
(unreachable), the learner letting a legal win go by, the hand ending first (the wall
exhausted, another seat winning), or a hand whose judgment did not show the target.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager, suppress
from functools import partial
from typing import Any

from tutor import api, drills
from tutor.drills import bank, shown, steer
from tutor.drills import play as play_module
from tutor.drills.bank import build_question
from tutor.drills.mirror import Mirror
from tutor.drills.scenarios import SCENARIOS
from tutor.drills.table import Table

PARTS: dict[str, tuple[tuple[Any, str], ...]] = {
    "discard": ((play_module, "choose_discard"),),
    "wins": ((play_module, "completes"), (play_module, "_wants_tsumo"),
             (play_module, "_rons")),
    "calls": ((play_module, "_calls"),),
    "riichi": ((play_module, "_ready_after_discard"), (play_module, "_may_riichi"),
               (play_module, "_riichi_discard")),
    "engine": ((Table, "judge"),),
}
"""Each part and the functions whose own time it is."""
ORDER = (*PARTS, "rest")
DROPPING = ("tsumo_allowed", "yakuman_value", "hand_yaku", "ippatsu", "haitei_houtei",
            "riichi_stick")
"""The skills that dealt most hands a question when this bench was written."""


class Clock:
    """Exclusive CPU time per part: a part's callees that are parts count for themselves."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        self.stack: list[list[float]] = []

    def timed(self, part: str, call: Callable[..., Any]) -> Callable[..., Any]:
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            if not self.stack:  # outside play (a scenario's own check): not counted
                return call(*args, **kwargs)
            frame = [time.process_time(), 0.0]
            self.stack.append(frame)
            try:
                result = call(*args, **kwargs)
                if isinstance(result, Generator):
                    result = yield_from_timed(self, part, result, frame)
                return result
            finally:
                self._close(part, frame)
        return wrapper

    def _close(self, part: str, frame: list[float]) -> None:
        if not self.stack or self.stack[-1] is not frame:
            return
        self.stack.pop()
        took = time.process_time() - frame[0]
        self.spent[part] += took - frame[1]
        if self.stack:
            self.stack[-1][1] += took


def yield_from_timed(clock: Clock, part: str, gen: Generator[Any, Any, Any],
                     frame: list[float]) -> Any:
    """Run a sub-generator (``_rons``) to its end inside the part's frame: it yields a
    moment only when a win ends the hand, so its moments are collected and replayed."""
    moments = []
    try:
        while True:
            moments.append(next(gen))
    except StopIteration as stop:
        value = stop.value
    clock._close(part, frame)
    return _replay(moments, value)


def _replay(moments: list[Any], value: Any) -> Generator[Any, None, Any]:
    yield from moments
    return value


@contextmanager
def instrumented(clock: Clock, hands: list[Table], *, parts: bool) -> Iterator[None]:
    """Time play's steps (and, with ``parts``, each part); note every table played."""
    saved: list[tuple[Any, str, Any]] = []
    for part, targets in PARTS.items() if parts else ():
        for owner, name in targets:
            original = owner.__dict__[name]
            saved.append((owner, name, original))
            setattr(owner, name, clock.timed(part, original))
    plain_play = play_module.play

    def timed_play(table: Table, *args: Any, **kwargs: Any) -> Iterator[Any]:
        hands.append(table)
        inner = plain_play(table, *args, **kwargs)
        while True:
            frame = [time.process_time(), 0.0]
            clock.stack.append(frame)
            try:
                moment = next(inner)
            except StopIteration:
                clock._close("rest", frame)
                return
            clock._close("rest", frame)
            yield moment

    steer.play = timed_play  # type: ignore[attr-defined,assignment]
    try:
        yield
    finally:
        steer.play = plain_play  # type: ignore[attr-defined]
        for owner, name, original in saved:
            setattr(owner, name, original)


def family_of(skill: str) -> str:
    """The scenario module a skill's scenarios come from (``hand_yaku`` for by-yaku)."""
    scenarios = SCENARIOS.get(skill)
    if not scenarios:
        return "hand_yaku"
    first = next(iter(scenarios.values()))
    while isinstance(first, partial):
        first = first.func
    return str(getattr(first, "__module__", "?")).rsplit(".", 1)[-1]


def engine_alone(tables: list[Table]) -> float:
    """CPU seconds to feed each final hand's events to a fresh engine table."""
    start = time.process_time()
    for table in tables:
        mirror = Mirror(table)
        with suppress(api.TutorError):
            mirror._catch_up()
    return time.process_time() - start


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench play")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--skill", action="append")
    parser.add_argument("--quick", action="store_true",
                        help="1 question a skill, the reasons of two skills")
    args = parser.parse_args(argv)
    count = 1 if args.quick else args.count
    rules = api.load_ruleset("tenhou")
    skills = [s.id for s in drills.skills() if s.applies_to(rules)
              and (not args.skill or s.id in args.skill)]
    families: dict[str, list[str]] = defaultdict(list)
    for skill in skills:
        families[family_of(skill)].append(skill)
    print(f"{'family':14} {'hands':>5} {'ms/hand':>8} {'engine':>7} {'ratio':>6}  "
          + " ".join(f"{p:>7}" for p in ORDER))
    all_spent: dict[str, float] = defaultdict(float)
    all_hands = 0
    all_engine = all_total = 0.0
    for family, members in families.items():
        plain, hands = _run(members, count, args.seed, parts=False)
        shares, _ = _run(members, count, args.seed, parts=True)
        reference = engine_alone(hands)
        total = sum(plain.spent.values())
        per_hand = 1000 * total / max(len(hands), 1)
        engine = 1000 * reference / max(len(hands), 1)
        print(f"{family:14} {len(hands):5} {per_hand:8.2f} {engine:7.2f} "
              f"{per_hand / engine if engine else 0:6.1f}  {_shares(shares.spent)}", flush=True)
        all_total += total
        for part, took in shares.spent.items():
            all_spent[part] += took
        all_hands += len(hands)
        all_engine += reference
    if all_total and all_hands:
        print(f"{'all':14} {all_hands:5} {1000 * all_total / all_hands:8.2f} "
              f"{1000 * all_engine / all_hands:7.2f} {all_total / all_engine:6.1f}  "
              f"{_shares(all_spent)}")
    print("hands thrown away, by reason (per question asked):")
    for skill in args.skill or (DROPPING[:2] if args.quick else DROPPING):
        reasons = drops(skill, count, args.seed)
        print(f"  {skill:18} " + ", ".join(f"{why} {n / count:.2f}"
                                            for why, n in reasons.most_common()), flush=True)
    return 0


def drops(skill: str, count: int, seed: int) -> Counter[str]:
    """Why the hands dealt for ``count`` questions of ``skill`` were kept or thrown away."""
    reasons: Counter[str] = Counter()
    plain_situation, plain_stops = bank._situation, steer.Gen._stops

    def situation(skill_id: str, scenario: Any, reached: Any, *args: Any,
                  **kwargs: Any) -> Any:
        def watched(gen: steer.Gen) -> Any:
            try:
                pose = scenario(gen)
            except steer.Unreachable:
                reasons["unreachable"] += 1
                raise
            if pose is None:
                reasons[ended.pop(id(gen), "the scenario declined the deal")] += 1
            elif not shown.real_moment(pose):
                reasons["a shown seat passed a win"] += 1
            elif not any(reached(shown.judged_moment(p)[1]) for p in pose.moments()
                         if shown.real_moment(p)):
                reasons["target not shown"] += 1
            else:
                reasons["kept"] += 1
            return pose
        return plain_situation(skill_id, watched, reached, *args, **kwargs)

    def stops(gen: steer.Gen, table: Table, *args: Any, **kwargs: Any) -> Iterator[Any]:
        yield from plain_stops(gen, table, *args, **kwargs)
        if not gen.passes_asked and table.passed_legal_win():
            ended[id(gen)] = "the learner passed a legal win"
        elif table.events and table.events[-1].verb in ("ron", "tsumo"):
            ended[id(gen)] = "a win ended the hand first"
        else:
            ended[id(gen)] = "the hand ended first"

    ended: dict[int, str] = {}
    bank._situation = situation  # type: ignore[assignment]
    steer.Gen._stops = stops  # type: ignore[method-assign,assignment]
    bank._hand_moments.cache_clear()
    try:
        for index in range(count):
            build_question(skill, "tenhou", seed, index)
    finally:
        bank._situation = plain_situation
        steer.Gen._stops = plain_stops  # type: ignore[method-assign]
    return reasons


def _run(skills: list[str], count: int, seed: int, *, parts: bool) -> tuple[Clock, list[Table]]:
    """Build ``count`` questions of each skill (no played hand remembered from before),
    timing play (each part too, with ``parts``: the wrappers cost time of their own, so
    the hand's cost is taken from a run without them)."""
    clock = Clock()
    hands: list[Table] = []
    bank._hand_moments.cache_clear()
    with instrumented(clock, hands, parts=parts):
        for skill in skills:
            for index in range(count):
                build_question(skill, "tenhou", seed, index)
    return clock, hands


def _shares(spent: dict[str, float]) -> str:
    total = sum(spent.values())
    return " ".join(f"{spent[p] / total:7.0%}" for p in ORDER) if total else ""

"""What one dealt and played hand costs, per scenario family, and where the time goes.

``python -m tests.bench play [--quick] [--count N] [--seed S] [--skill ID ...]`` builds
``N`` questions (default 100) of every skill under ``tenhou`` and times, on the process's
CPU clock, every step of ``tutor.drills.play.play`` (the time the scenario waits for the
next moment; its own steering between moments is not counted). Printed per scenario
family (the module its scenarios live in):

* the mean CPU cost of one played hand (ms), and of the reference measured in the same
  run: the same hands' events applied to the engine alone (a fresh engine table for
  each final hand, fed its events as the mirror feeds them), and the ratio;
* the share of the hand's time in each part: the discard choice, the win checks
  (complete shapes, tsumo and ron), the call checks, the riichi checks (ready, riichi
  discard), the engine and mirror upkeep (every judgment asked during play) and the
  rest (the table's own moves, draws, kans).

Each part's time is its own: an engine check inside a riichi check counts as engine.
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
from tutor.drills import play as play_module
from tutor.drills import steer
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


class Clock:
    """Exclusive CPU time per part: a part's callees that are parts count for themselves."""

    def __init__(self) -> None:
        self.spent: Counter[str] = Counter()
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
def instrumented(clock: Clock, hands: list[Table]) -> Iterator[None]:
    """Time play's steps and parts; note every table played."""
    saved: list[tuple[Any, str, Any]] = []
    for part, targets in PARTS.items():
        for owner, name in targets:
            original = owner.__dict__[name]
            saved.append((owner, name, original))
            setattr(owner, name, clock.timed(part, original))
    plain_play = steer.play

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

    steer.play = timed_play  # type: ignore[assignment]
    try:
        yield
    finally:
        steer.play = plain_play
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
    parser.add_argument("--quick", action="store_true", help="2 questions a skill")
    args = parser.parse_args(argv)
    count = 2 if args.quick else args.count
    rules = api.load_ruleset("tenhou")
    skills = [s.id for s in drills.skills() if s.applies_to(rules)
              and (not args.skill or s.id in args.skill)]
    families: dict[str, list[str]] = defaultdict(list)
    for skill in skills:
        families[family_of(skill)].append(skill)
    print(f"{'family':14} {'hands':>5} {'ms/hand':>8} {'engine':>7} {'ratio':>6}  "
          + " ".join(f"{p:>7}" for p in ORDER))
    all_spent: Counter[str] = Counter()
    all_hands = 0
    all_engine = 0.0
    for family, members in families.items():
        clock = Clock()
        hands: list[Table] = []
        with instrumented(clock, hands):
            for skill in members:
                for index in range(count):
                    build_question(skill, "tenhou", args.seed, index)
        reference = engine_alone(hands)
        total = sum(clock.spent.values())
        per_hand = 1000 * total / max(len(hands), 1)
        engine = 1000 * reference / max(len(hands), 1)
        shares = " ".join(f"{clock.spent[p] / total:7.0%}" for p in ORDER) if total else ""
        print(f"{family:14} {len(hands):5} {per_hand:8.2f} {engine:7.2f} "
              f"{per_hand / engine if engine else 0:6.1f}  {shares}", flush=True)
        all_spent.update(clock.spent)
        all_hands += len(hands)
        all_engine += reference
    total = sum(all_spent.values())
    if total and all_hands:
        print(f"{'all':14} {all_hands:5} {1000 * total / all_hands:8.2f} "
              f"{1000 * all_engine / all_hands:7.2f} {total / all_engine:6.1f}  "
              + " ".join(f"{all_spent[p] / total:7.0%}" for p in ORDER))
    return 0

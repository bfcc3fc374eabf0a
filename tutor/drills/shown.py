"""The moments of one played hand that a place of the question stream asks, each judged
by the engine when a question first asks for it (``Shown``), and the checks on a moment:
real play (no seat shown lets a win go by, ``real_moment``), a near-copy of a win
already shown (``same_win``), and the engine's judgment of it (``final_judgment``)."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from itertools import islice

from tutor.api import Judgment, Reason, judge, parse_situation
from tutor.drills.real_play import passed_wins
from tutor.drills.steer import Pose
from tutor.drills.table import Table

Moment = tuple[str, Judgment, Pose]
"""A moment of a played hand with its situation text and the engine's judgment of it."""

Reached = Callable[[Judgment], bool]
"""Whether the engine's judgment of a dealt hand shows what the hand was steered to."""


_DONE: Iterator[Pose] = iter(())
"""The moments still to come of a hand that has no more."""


class Shown:
    """The moments of one played hand that show its target, in the order play reached
    them, each made (``Lazy``: a fork is played) and judged by the engine the first
    time a question asks for it or a later one: a hand gives up to ``MOMENTS``
    questions, and a drill often asks only for the first few, so the others are never
    played or judged. Moments where a shown seat let a win go by are skipped
    (``real_moment``), as are those whose judgment does not show the target."""

    def __init__(self, poses: Iterable[Pose], reached: Reached, *, most: int = 0,
                 judged: list[Moment] | None = None, alike: int = 0) -> None:
        self._waiting: Iterator[Pose] = islice(poses, most) if most else iter(poses)
        self._left = most
        """Moments still to come from ``poses`` (with ``most`` set): at 0 the hand's play,
        forks and engine tables are let go (``_let_go``)."""
        self._reached = reached
        self.judged: list[Moment] = list(judged or [])
        """Every real moment judged so far, shown or not."""
        self._shown: list[Moment] = [m for m in self.judged if reached(m[1])]
        self._alike = alike
        """Shown moments of one win (``same_win``) at most, when not 0."""
        self._wins: Counter[tuple[object, ...]] = Counter()
        self._held: list[Pose] = []
        """Real moments put off because they show the same win as the last one shown
        (with ``alike`` set): asked later, once another win came between."""
        self._pulled: Pose | None = None
        """The moment last taken from ``poses``."""
        self._over = False
        """The hand has no moment left to judge, and has let go of its play."""
        self._reasons: dict[Reason, Reason] = {}
        """Each reason the hand's judgments hold, once (``_sharing``)."""
        self._lock = threading.Lock()  # a background thread may build questions too

    def at(self, slot: int) -> Moment | None:
        """The hand's ``slot``-th moment that shows the target; ``None`` when it has fewer."""
        with self._lock:
            while len(self._shown) <= slot and self._judge_next():
                pass
            return self._shown[slot] if slot < len(self._shown) else None

    def shows_within(self, moments: int) -> bool:
        """Whether one of the hand's first ``moments`` real moments shows the target."""
        with self._lock:
            while not self._shown and len(self.judged) < moments and self._judge_next():
                pass
            return bool(self._shown)

    def _judge_next(self) -> bool:
        """Judge the next real moment (False: there is none)."""
        pose = self._next_moment()
        if pose is None:
            self._let_go()
            return False
        text, judgment, _ = judged_moment(pose)
        moment = (text, self._sharing(judgment), pose)
        self._done_with(pose.table, None)  # judged for good: see ``_done_with``
        pose.later = ()  # taken by ``poses`` already
        self.judged.append(moment)
        if self._reached(moment[1]):
            self._shown.append(moment)
            if self._alike:
                self._wins[same_win(pose)] += 1
        if self._waiting is _DONE and not self._held:
            self._let_go()
        return True

    def _sharing(self, judgment: Judgment) -> Judgment:
        """The judgment holding, for each of its reasons that an earlier judgment of the
        hand holds too, that one: a hand's moments say mostly the same things (no haitei,
        no rinshan, the dora, the sticks), and a remembered hand holds one record of each
        for the cyclic garbage collector to scan, not one a moment."""
        held = self._reasons
        return replace(judgment, reasons=tuple([held.setdefault(r, r) for r in judgment.reasons]),
                       unsaid=tuple([held.setdefault(r, r) for r in judgment.unsaid]))

    def _next_moment(self) -> Pose | None:
        """The next real moment to judge. With ``alike`` set, one that does not show again
        the win shown last (a near-copy waits until another win came between, or until
        the hand has no other), and none past ``alike`` of one win: a near-copy is not
        judged at all."""
        last = same_win(self._shown[-1][2]) if self._alike and self._shown else None
        stale = [pose for pose in self._held if not self._fresh(pose)]
        if stale:  # never asked: ``alike`` moments of its win were shown since
            self._held = [pose for pose in self._held if self._fresh(pose)]
            for pose in stale:
                self._done_with(pose.table, self._pulled)
        for number, pose in enumerate(self._held):
            if same_win(pose) != last:
                return self._held.pop(number)
        for pose in self._waiting:
            before, self._pulled = self._pulled, pose
            if before is not None:
                self._done_with(before.table, pose)
            self._left -= 1
            if self._left == 0:
                self._waiting = _DONE  # the last of ``most``: play is over
            if not real_moment(pose) or not self._fresh(pose):
                continue
            if last is not None and same_win(pose) == last:
                self._held.append(pose)
                continue
            return pose
        while self._held:
            pose = self._held.pop(0)
            if self._fresh(pose):
                return pose
        return None

    def close(self) -> None:
        """No question will ask for a moment past those shown so far (the place's last
        was just asked): let go of the hand's play (``_let_go``)."""
        with self._lock:
            self._let_go()

    def _let_go(self) -> None:
        """Every moment of the hand is judged or passed over: keep the judged ones' facts
        (``Table.settle``), not the hand's play, its forks and their engine tables."""
        if self._over:
            return
        self._over = True
        self._reasons = {}
        self._waiting = _DONE
        self._held.clear()
        self._pulled = None
        for _, _, pose in self.judged:
            pose.table.settle()

    def _done_with(self, table: Table, coming: Pose | None) -> None:
        """Settle (``Table.settle``) the table of a moment judged or passed over, unless a
        moment that may still be judged is on it too (``coming``, or one held): several
        seats' questions may share one table. A judged moment's table is settled at once,
        not when the next moment is judged: a hand between two questions then holds no
        engine table for the moment asked last (no skill's next moment shares its table;
        one that did would build its engine table again from the events, and be judged
        the same)."""
        if all(pose.table is not table for pose in (*self._held, coming)
               if pose is not None):
            table.settle()

    def _fresh(self, pose: Pose) -> bool:
        """The moment is not one more copy of a win the hand has shown ``alike`` times."""
        return not self._alike or self._wins[same_win(pose)] < self._alike

    def count(self) -> int:
        """How many of the hand's moments show the target (all of them judged)."""
        while self.at(len(self._shown)) is not None:
            pass
        return len(self._shown)


ALIKE = 6
"""Questions of one hand of a wall's-end skill that show the same win (``same_win``) at
most; no two in a row while the hand has another. Its forks win the same way at many
draws, so a learner met near-copies: up to sixteen of one win, one after another. Past
these the place moves on to its next hand (``bank.END_SPARES``). Each lower step costs whole
hands played to the wall's end: at 2, haitei_houtei played 4.5 times the steps a
question (62.7 against 14.1), at 6 about twice (26.0)."""


def same_win(pose: Pose) -> tuple[object, ...]:
    """What makes two moments of a hand near-copies to a learner: the seat, verb and tile
    of the last event (a win has none; a drawn-out wall's last discard has one), the
    seat, verb and tile of the one before it (a ron's thrower and tile, a tsumo's draw)
    and the verb before that (a closed or an open kan before a replacement draw),
    wherever in the hand they come."""
    earlier, before, last = ([pose.table.events[0]] * 2 + pose.table.events[-3:])[-3:]
    return last.seat, last.verb, last.args, before.seat, before.verb, before.args, earlier.verb


def few_alike(poses: Iterable[Pose], alike: int) -> Iterator[Pose]:
    """``poses`` but those showing a win (``same_win``) already shown ``alike`` times
    (0: all of them): a scenario whose moments' wins are known only once played takes
    its next moment instead of one the bank would not ask (``Shown``)."""
    wins: Counter[tuple[object, ...]] = Counter()
    for pose in poses:
        win = same_win(pose)
        if not alike or wins[win] < alike:
            wins[win] += 1
            yield pose


def real_moment(pose: Pose) -> bool:
    """No seat shown lets a win go by, unless the question is about such passes."""
    return pose.about_passes or not passed_wins(pose.table, pose.given)


def judged_moment(pose: Pose) -> Moment:
    text = pose.table.text(ask=pose.ask, seat=pose.seat, given=pose.given, tile=pose.tile,
                           rules=pose.rules)
    return text, final_judgment(pose, text), pose


def final_judgment(pose: Pose, text: str) -> Judgment:
    """The engine's judgment of the situation ``text`` writes for ``pose``: asked of the
    engine table kept in step with the generator's (no parse, no replay) where that gives
    what the text gives, else of the text.

    The engine table sees every hand, the text only the given seats': no judgment turns
    on a hidden hand's tiles, so the two agree (a test compares them on a sample of
    every skill). A changed rule is judged from the text itself, unless the table was
    played under it (``Gen.changed``)."""
    if pose.rules and not pose.rules.items() <= pose.table.overrides.items():
        return judge(parse_situation(text, file="<generated>"))
    return pose.table.judge(pose.ask, pose.seat, pose.tile)

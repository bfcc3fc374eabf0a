"""Liability (pao): a yakuman of honour sets called from the others' discards, won by
tsumo or by a ron from the liable seat or another; and its look-alikes, a last set the
learner held itself and a win on an open kan's replacement tile where no rule makes the
kan's feeder pay.

The learner is dealt pairs of the dragons (or winds), the few tiles of a ready hand and
some loose tiles it throws first. The other seats draw the honours one after another and
throw them, each once the learner has called the one before, so the feeders differ from
hand to hand: the seat that fed the last set is not always the one that fed the others.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from tutor.drills.play import Moment
from tutor.drills.rigging import wait_copies
from tutor.drills.scenarios.common import many_wins, not_a_wait, win_of
from tutor.drills.scenarios.dora import open_kan_win
from tutor.drills.scenarios.winning import winning_tiles
from tutor.drills.steer import Forks, Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
TSUMO, BY_LIABLE, BY_OTHER = "tsumo", "liable", "other"


def _ready_part(gen: Gen, avoid: set[int]) -> list[int]:
    """Four number kinds one tile from a set and a pair (a pair and two tiles of a run,
    two pairs, or a run or triplet and a single), waiting on two kinds or more where
    the tile taken out allows: the hand left beside three called sets. (Who pays does
    not hang on the wait, and each winning tile is a fork of its own.)"""
    base = gen.suit_base()
    if gen.rng.random() < 0.5:
        start = base + gen.rng.randint(0, 6)
        group = [start, start + 1, start + 2]
    else:
        group = [base + gen.rng.randint(0, 8)] * 3
    single = gen.rng.choice([k for k in gen.numbers if k not in group and k not in avoid])
    full = sorted([*group, single, single])
    wide = [i for i in range(len(full))
            if len(waits(counts_of(full[:i] + full[i + 1:]), 3)) > 1]
    full.pop(gen.rng.choice(wide) if wide else gen.rng.randrange(len(full)))
    return full


def _loose(gen: Gen, near: list[int], count: int) -> list[int]:
    """``count`` number kinds that join nothing: no two alike, none within two of a
    held tile of its suit (what the learner throws first)."""
    picked: list[int] = []
    for k in gen.rng.sample(list(gen.numbers), len(gen.numbers)):
        if len(picked) == count:
            break
        if all(k // 9 != j // 9 or abs(k - j) > 2 for j in [*near, *picked]):
            picked.append(k)
    return picked


def _single(gen: Gen, avoid: set[int]) -> list[int]:
    return [gen.rng.choice([k for k in gen.numbers if k not in avoid])]


def honour_sets(gen: Gen, *, winds: bool, last_held: bool,
                ways: tuple[str, ...]) -> Pose | None:
    """The learner calls every dragon (``winds``: every wind) set but, with ``last_held``,
    the last, which it was dealt as a triplet; then it wins in forks of the hand, each
    one of ``ways`` (``finishes``)."""
    learner = gen.learner
    kinds = list(WINDS if winds else DRAGONS)
    gen.rng.shuffle(kinds)
    called = kinds[:-1] if last_held else kinds
    honours = sorted(kinds * 2 + ([kinds[-1]] if last_held else []))
    rest = _single(gen, set()) if winds else _ready_part(gen, set())
    loose = _loose(gen, rest, 13 - len(honours) - len(rest))
    if len(loose) + len(honours) + len(rest) != 13:
        return None
    dealt = sorted(honours + rest + loose)
    ready = rest + [kinds[-1]] * 3 * last_held
    # the dealt hand is not ready yet (its sets are called first), so the deal cannot
    # tell the waits to keep at the wall's end: those of the hand beside the sets
    table = gen.table({learner: dealt},
                      in_wall=[*called, *wait_copies(ready, len(called), dealt)])
    styles = gen.styles(riichi=0.0, win=0.0, pass_ron=True, call=1.0, kan=0.0,
                        pon_any=winds, keep=frozenset([*kinds, *rest]), throw=list(loose))
    others = [s for s in range(gen.players) if s != learner]
    feeders = [gen.rng.choice(others) for _ in called]
    fed: list[int] = []

    def rig(seat: int) -> Callable[[Table], int | None]:
        def pick(t: Table) -> int | None:
            step = len(fed)
            if step >= len(called) or feeders[step] != seat or _calls(t, learner) != step:
                return None
            fed.append(seat)
            return called[step]
        return pick

    for seat in others:
        styles[seat].feed = True
        styles[seat].win = 0.0
        styles[seat].call = 0.0
    finishing = finishes(gen, ways, feeders[-1],
                         lambda t: len(fed) == len(called) == _calls(t, learner))

    def at(t: Table, moment: Moment) -> Steer | None:
        if len(fed) < len(called) or _calls(t, learner) < len(called):
            for seat in others:
                if styles[seat].pending is None:
                    styles[seat].pending = rig(seat)
        else:
            styles[learner].call = 0.0  # its sets are made: a call now would undo its wait
        return finishing.at(t, moment)

    def over(t: Table) -> bool:
        """No fork can come: a set was called that no feeder was steered to throw (the
        liable seat is not the one steered), or the sets are late."""
        made = _calls(t, learner)
        return finishing.over(t) or made > len(fed) or (t.live < LATE and made < len(called))

    forks = replace(finishing, at=at, over=over)
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


LATE = 24
"""Live tiles left by which a hand whose sets are not all called yet is given up (the
called tiles were held or went by): dealing another costs less than playing it out."""


def finishes(gen: Gen, ways: tuple[str, ...], liable: int,
             ready: Callable[[Table], bool]) -> Forks:
    """Forks toward the learner's win once ``ready`` holds, at every live draw that can
    bring one of ``ways``: the learner's own (tsumo), the ``liable`` seat's (it throws a
    winning tile), another seat's (``winning_tiles``)."""

    def feeds(seat: int) -> bool:
        return BY_LIABLE in ways if seat == liable else BY_OTHER in ways

    by_way = {True: TSUMO in ways, False: BY_LIABLE in ways or BY_OTHER in ways}
    return winning_tiles(gen, lambda t, moment: ready(t), by_way, feeds)


def _calls(table: Table, seat: int) -> int:
    """How many honour sets the seat has called."""
    return sum(1 for m in table.seats[seat].melds if kind(m.tiles[0]) >= 27)


def four_kans(gen: Gen) -> Pose | None:
    """The learner, dealt four triplets and a single, draws the fourth tile of three of
    them and makes closed kans; another seat throws the fourth of the last, which the
    learner calls as an open kan; then it wins on its single (tsumo or ron)."""
    learner = gen.learner
    picked = gen.rng.sample([k for k in gen.kinds if k not in (4, 13, 22)], 5)
    *sets, single = picked
    table = gen.table({learner: sorted([*sets * 3, single])}, in_wall=sets)
    styles = gen.styles(riichi=0.0, win=0.0, pass_ron=True, call=1.0, kan=1.0,
                        daiminkan=True, keep=frozenset(picked))
    styles[learner].draws = list(sets[:3])
    others = [s for s in range(gen.players) if s != learner]
    thrower = gen.rng.choice(others)
    for seat in others:
        styles[seat].win = 0.0
        styles[seat].kan = 0.0
        styles[seat].call = 0.0
    styles[thrower].feed = True
    styles[thrower].pending = lambda t: sets[3] if len(t.seats[learner].melds) == 3 else None
    finishing = finishes(gen, (TSUMO, TSUMO, BY_LIABLE, BY_OTHER), thrower,
                         lambda t: len(t.seats[learner].melds) == 4)

    def at(t: Table, moment: Moment) -> Steer | None:
        if moment.what == "kan" and moment.seat == learner:
            styles[learner].replacement = not_a_wait(learner)
        return finishing.at(t, moment)

    forks = replace(finishing, at=at)
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


def not_in_ruleset(gen: Gen) -> Pose | None:
    """A win the ruleset makes nobody liable for: on an open kan's replacement tile, or
    with four kans the last of them open."""
    options = [*([open_kan_win] if not gen.rules.rinshan_pao else []),
               *([four_kans] if "suukantsu" not in gen.rules.pao else [])]
    return gen.rng.choice(options)(gen) if options else None


def _either(last_held: bool, ways: tuple[str, ...]) -> Callable[[Gen], Pose | None]:
    """Dragons or winds (dragons twice as often: the commoner hand; winds only at four
    players, where north is no kita)."""
    def scenario(gen: Gen) -> Pose | None:
        winds = gen.players == 4 and gen.rng.random() < 1 / 3
        return honour_sets(gen, winds=winds, last_held=last_held, ways=ways)
    return scenario


def _tsumo_or_liable(winds: bool) -> Callable[[Gen], Pose | None]:
    def scenario(gen: Gen) -> Pose | None:
        return honour_sets(gen, winds=winds, last_held=False,
                           ways=(TSUMO, TSUMO, BY_LIABLE))
    return scenario


SCENARIOS = {
    "pao": many_wins({
        "pao.daisangen": _tsumo_or_liable(winds=False),
        "pao.daisuushii": _tsumo_or_liable(winds=True),
        "pao.shared_ron": _either(last_held=False, ways=(BY_OTHER,)),
        "pao.liable_dealt_in": _either(last_held=False, ways=(BY_LIABLE,)),
        "pao.concealed_set": _either(last_held=True, ways=(TSUMO, BY_LIABLE, BY_OTHER)),
        "pao.rinshan": open_kan_win,
        "pao.suukantsu": four_kans,
        "pao.not_in_ruleset": not_in_ruleset,
    }),
}
"""skill id → reason code → scenario."""

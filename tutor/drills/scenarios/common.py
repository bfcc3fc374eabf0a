"""Pieces every scenario uses: stop conditions and the rigs that bring a tile back."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace

from tutor.drills.lazy import Lazy
from tutor.drills.play import Moment
from tutor.drills.players import Rigged, Style, shanten_of
from tutor.drills.scenarios.winning import a_wait as a_wait
from tutor.drills.scenarios.winning import drawn_win as drawn_win
from tutor.drills.scenarios.winning import fed_win as fed_win
from tutor.drills.scenarios.winning import waits_before_draw as waits_before_draw
from tutor.drills.scenarios.winning import winning_tiles as winning_tiles
from tutor.drills.steer import Forks, Gen, Pose, Steer, live_draw
from tutor.drills.table import Event, Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

Stop = Callable[[Table, Moment], bool]
Scenario = Callable[[Gen], Pose | None]


def not_a_wait(seat: int) -> Callable[[Table], int | None]:
    """A rig: the draw is an unseen kind that neither completes nor is held by ``seat``."""

    def pick(table: Table) -> int | None:
        who = table.seats[seat]
        held = {kind(t) for t in who.hand}
        found = set(waits(who.counts(), len(who.melds))) if len(who.hand) % 3 == 1 else set()
        options = sorted({kind(t) for t in table.unseen()} - held - found)
        return table.rng.choice(options) if options else None

    return pick


def ready(table: Table, seat: int) -> bool:
    """After a draw: some discard leaves the hand tenpai."""
    who = table.seats[seat]
    return shanten_of(who.counts(), len(who.melds)) <= 0


def win_of(seat: int) -> Stop:
    return lambda table, moment: moment.what == "win" and moment.seat == seat


def discard_of_wait(seat: int) -> Stop:
    """Stop at another seat's discard of one of ``seat``'s waits."""

    def stop(table: Table, moment: Moment) -> bool:
        if moment.what != "discard" or moment.seat == seat or moment.tile is None:
            return False
        who = table.seats[seat]
        return kind(moment.tile) in waits(counts_of(who.hand), len(who.melds))

    return stop


def feeder(gen: Gen, styles: list[Style], target: int, *,
           when: Callable[[Table], bool] = lambda table: True,
           avoid: tuple[int, ...] = ()) -> int:
    """Make a seat other than ``target`` throw one of target's waits once ``when`` holds."""
    seat = gen.other(target, *avoid)
    style = styles[seat]
    pick = a_wait(target)

    def rig(table: Table) -> int | None:
        return pick(table) if when(table) else None

    style.pending = rig
    style.feed = True
    style.win = 0.0
    return seat


def discarded_wait(gen: Gen, hand: list[int],
                   wait: int) -> tuple[list[int], list[Rigged], list[int]] | None:
    """Discard furiten as it comes about at a table, before the hand is ready.

    ``hand`` (thirteen kinds, ready on ``wait``) is dealt with one of its other tiles
    swapped for ``wait``; the seat draws a tile that helps nothing, throws ``wait``, then
    draws the missing tile and throws the useless one: ready, with ``wait`` in its river,
    and never holding a winning hand on the way. Returns the dealt kinds, the rigged
    draws and the kinds to throw (``None`` when the wall cannot hold the shape)."""
    missing = gen.rng.choice(sorted({k for k in hand if k != wait}))
    dealt = list(hand)
    dealt.remove(missing)
    dealt.append(wait)
    if dealt.count(wait) > 4:
        return None
    helps = set(hand) | set(waits(counts_of(hand))) | set(waits(counts_of(dealt)))
    useless = [k for k in gen.kinds if k not in helps and k != missing]
    junk = gen.rng.choice(useless)
    return sorted(dealt), [junk, missing], [wait, junk]


def in_riichi(seat: int) -> Callable[[Table], bool]:
    return lambda table: table.seats[seat].riichi_event is not None


def tenpai_learner(gen: Gen, **shape: bool | int) -> tuple[list[int], int]:
    """A ready hand for the learner, and the kind that completes it."""
    return gen.tenpai(**shape)


def added_kan_deal(gen: Gen, hand: list[int], wait: int, *,
                   kanner: int | None = None) -> tuple[Table, int, int]:
    """A deal for a robbed added kan: another seat (the kanner, ``kanner`` if given)
    holds a pair of the learner's ``wait``, a third seat draws one on its first turn,
    and the fourth copy waits at the end of the wall. Returns the table, the kanner and
    the thrower."""
    learner = gen.learner
    kanner = gen.other(learner) if kanner is None else kanner
    thrower = gen.other(learner, kanner)
    others = [k for k in gen.kinds if k != wait]
    kanner_hand = sorted([wait, wait, *gen.rng.sample(others, 11)])
    table = gen.table({learner: hand, kanner: kanner_hand}, first_draws={thrower: wait},
                      in_wall=[wait])
    return table, kanner, thrower


def steer_added_kan(styles: list[Style], kanner: int, thrower: int, wait: int,
                    when: Callable[[Table], bool]) -> None:
    """The thrower throws ``wait``, the kanner pons it and, once ``when`` holds, draws
    the fourth copy and adds it to the pon."""
    styles[thrower].draws = [wait]
    styles[thrower].feed = True
    styles[kanner].call = 1.0
    styles[kanner].pon_any = True
    styles[kanner].kan = 1.0
    styles[kanner].riichi = 0.0
    styles[kanner].keep = frozenset({wait})
    styles[kanner].pending = lambda t: wait if when(t) else None


def not_before_learner(gen: Gen) -> int:
    """Another seat whose next seat is not the learner either: what it throws goes by
    the learner, and the seat after it plays, before the learner's next turn."""
    seats = [s for s in range(gen.players)
             if s != gen.learner and (s + 1) % gen.players != gen.learner]
    return gen.rng.choice(seats)


def chi_seats(gen: Gen) -> tuple[int, int]:
    """A thrower and the seat after it, neither of them the learner (a chi steer)."""
    thrower = not_before_learner(gen)
    return thrower, (thrower + 1) % gen.players


def chi_partners(gen: Gen, tile: int) -> list[int]:
    """Two number kinds that make a run with ``tile`` (a number kind)."""
    pos = tile % 9
    options = [(a, b) for a, b in ((-2, -1), (-1, 1), (1, 2)) if pos + a >= 0 and pos + b <= 8]
    a, b = gen.rng.choice(options)
    return [tile + a, tile + b]



# -- forks of one hand toward several moments (``Gen.fork_each``, ``Gen.branch``) ---------


Seen = tuple[Event, ...]
"""A table's events as one seat sees them (``as_seen``)."""


def as_seen(table: Table, seat: int, since: int = 0) -> Seen:
    """The table's events (from the ``since``-th on: forks of one hand share those
    before) but the other seats' draws: two forks that ``seat`` sees the same are one
    question, not two."""
    return tuple(e for e in table.events[since:] if e.verb != "draw" or e.seat == seat)


def distinct(tables: Iterable[Table], seat: int) -> Sequence[Table]:
    """The tables whose events, as ``seat`` sees them, differ from every one before (two
    forks may play the same way: one question, not two), read as they are asked for."""

    def kept() -> Iterator[Table]:
        seen: set[Seen] = set()
        for table in tables:
            shown = as_seen(table, seat)
            if shown not in seen:
                seen.add(shown)
                yield table

    return Lazy(kept())


# -- forks toward a win (``Gen.branch``) --------------------------------------------------


def feeding(scenario: Scenario) -> Scenario:
    """``scenario`` with each other seat feeding each winning tile every go-around
    (``Gen.many_wins``): its wins come from fewer played draws, and who pays varies
    within a hand."""

    def scenario_each_seat(gen: Gen) -> Pose | None:
        gen.many_wins = True
        return scenario(gen)

    return scenario_each_seat


def many_wins(scenarios: dict[str, Scenario]) -> dict[str, Scenario]:
    """``scenarios``, each ``feeding``."""
    return {code: feeding(scenario) for code, scenario in scenarios.items()}


def winning_draws(gen: Gen, styles: list[Style], turns: int, tsumo: bool | None, *,
                  each_tile: bool = False, on: int | None = None, melds: int = 0) -> Forks:
    """Forks of a hand toward the learner's win: from its ``turns``-th draw on, by tsumo
    or ron as ``tsumo`` says or the random state picks. A learner steered to riichi
    first wins only once it has declared, one steered to kans once it holds ``melds``
    sets called or kanned (a win before its last kan shows a hand of fewer kans than
    it was dealt for: a fork played and judged for nothing). The hand itself is played
    with the learner taking no win (``quiet_learner``).

    About one fork a go-around, at one seat's draw; once a fork of one way misses its
    win (a ron without a yaku), the later ones go the other way. With ``each_tile``,
    every live draw is forked instead, once for each winning tile the drawing seat can
    bring (``winning_tiles``; ``on``: that winning tile alone): several questions from
    one go-around of one hand."""
    learner = gen.learner
    quiet_learner(styles, learner)
    ways = {True: tsumo is not False, False: tsumo is not True}
    """Whether a win by tsumo (True) and by ron (False) may still come."""

    def ready(t: Table, moment: Moment) -> bool:
        who = t.seats[learner]
        return who.draws - (moment.seat == learner) >= turns and len(who.melds) >= melds \
            and not (styles[learner].riichi_from and who.riichi_event is None)

    if each_tile:
        forks = winning_tiles(gen, ready, ways, on=on)
        return keeping_dealt(forks, styles[learner], learner) if gen.many_wins else forks
    tsumo_win = drawn_win(learner)

    def next_seat() -> int:
        by_tsumo = ways[True] and (not ways[False] or gen.rng.random() < 0.5)
        return learner if by_tsumo else gen.other(learner)

    def missed(steer: Steer) -> None:
        ways[steer is tsumo_win] = False

    forks = go_arounds(gen, ready, next_seat, tsumo_win)
    return Forks(forks.at, missed, lambda t: forks.over(t) or not any(ways.values()))


def keeping_dealt(forks: Forks, style: Style, learner: int) -> Forks:
    """``forks``, and the learner (``style``), ready from the deal, keeps every kind it
    was dealt until its win (``Style.keep``, where the scenario kept none): with a
    drawn tile that wins nothing (``holds_back``) the tile to throw is the one drawn,
    found without weighing every discard."""

    def at(t: Table, moment: Moment) -> Steer | None:
        if not style.keep:
            hand = t.seats[learner].hand
            style.keep = frozenset(kind(tile) for tile in
                                   (hand[:-1] if moment.seat == learner else hand))
        return forks.at(t, moment)

    return replace(forks, at=at)


def go_arounds(gen: Gen, ready: Callable[[Table, Moment], bool], next_seat: Callable[[], int],
               tsumo_win: Steer | None = None) -> Forks:
    """Forks toward the learner's win once ``ready`` holds, about one a go-around: at the
    next live draw of the seat ``next_seat`` picks for each fork, the learner itself
    (it draws a winning tile, ``tsumo_win``) or another seat (which throws one). Once
    no winning tile is left in the live wall, no fork can come."""
    learner = gen.learner
    drawn = tsumo_win or drawn_win(learner)
    seat: list[int | None] = [None]
    """The seat whose next draw is forked."""
    dead = [False]

    def at(t: Table, moment: Moment) -> Steer | None:
        if not live_draw(moment) or not ready(t, moment):
            return None
        if seat[0] is None:
            seat[0] = next_seat()
        if moment.seat != seat[0]:
            return None
        seat[0] = None
        dead[0] = not _wait_in_wall(t, learner, moment)
        if dead[0]:
            return None
        return drawn if moment.seat == learner else fed_win(learner, moment.seat)

    return Forks(at, over=lambda t: dead[0])


def _wait_in_wall(table: Table, learner: int, moment: Moment) -> bool:
    """Whether a tile the learner waits on is in the live wall as it was before this
    draw (a fork takes the draw back)."""
    return bool(waits_before_draw(table, learner, moment))


def quiet_learner(styles: list[Style], learner: int) -> None:
    """The learner takes no win in the hand itself (its forks do): it draws no winning
    tile, the others spare its waits, and one that comes by anyway is let go (and,
    if the engine would have allowed it, ends the hand: ``Gen.branch``)."""
    styles[learner].win = 0.0
    styles[learner].pass_ron = True
    styles[learner].holds_back = True

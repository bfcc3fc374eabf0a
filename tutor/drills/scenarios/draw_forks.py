"""Several questions from one draw of the learner: the hand forked at that draw, each
fork drawing the learner a kind of its own that keeps the moment what it is (not a
winning tile, say). For questions about the learner's hand at its draw (may it declare
riichi, is it furiten)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.rigging import spare_positions
from tutor.drills.scenarios.winning import queued, waiting_before, wall_before_draw
from tutor.drills.steer import Gen, Steer, live_draw
from tutor.drills.table import Table
from tutor.rules.tiles import Tile, kind

PER_DRAW = 3
"""Questions one of the learner's draws gives: the hand is forked there, each fork
drawing it a kind of its own (the one play drew first). A draw costs a fork and one
step of play where the next draw of the learner costs a go-around."""

NEVER_ASKED = 12
"""The learner's draws by which a hand whose draws were none of them asked is given up
(``draw_forks``): its steer went astray, and the rest of the hand gives nothing."""
LATE = 3
"""Draws of the learner's after the first that may be asked by which a steered hand
is asked, or never will be (``draw_forks``' ``by``)."""


Asked = Callable[[Table], bool]
"""Whether the learner's draw just made (its hand before it: ``before_draw``) is one
a question is asked at."""


def no_win(table: Table, seat: int) -> list[int]:
    """Kinds in the live wall as it was before the seat's last draw that would not have
    completed its hand (the learner is never drawn a win it would let go by)."""
    return sorted({kind(t) for t in wall_before_draw(table)} - waiting_before(table, seat))


def unheld(table: Table, seat: int) -> list[int]:
    """``no_win`` less the kinds the seat held before its last draw: a fork drawing one of
    them throws it straight away (in riichi, say), with no kan to make and no other
    tile of its kind to throw instead."""
    held = {kind(t) for t in table.seats[seat].hand[:-1]}
    return [k for k in no_win(table, seat) if k not in held]


def draw_forks(gen: Gen, table: Table, styles: list[Style], asked: Asked, *,
               kinds: Callable[[Table, int], list[int]] = no_win,
               per_draw: int = PER_DRAW, over: Callable[[Table], bool] | None = None,
               by: int = NEVER_ASKED) -> Sequence[Table]:
    """The hand at the learner's draws where ``asked`` holds, each such draw forked
    ``per_draw`` times, each fork drawing a kind ``kinds`` allows (the one play drew
    first, then others in an order the random state picks): several questions about
    the learner's hand at its draw from one go-around of play. From the first draw
    asked on, the learner keeps its hand (``holds``), so that its later draws are
    asked as well; a hand whose learner's draws are none of them asked by its
    ``by``-th is given up (its steer went astray), as is one where ``over`` holds."""
    learner = gen.learner
    style = styles[learner]

    def steers(t: Table, moment: Moment) -> list[Steer]:
        if moment.seat != learner or not asked(t):
            return []
        holds(style, t.seats[learner].hand[:-1])
        return [draws(learner, k) for k in drawn_first(gen, moment, kinds(t, learner), per_draw)]

    def drawn(t: Table, moment: Moment) -> bool:
        return live_draw(moment) and moment.seat == learner and asked(t)

    def given_up(t: Table) -> bool:
        return (not style.keep and t.seats[learner].draws > by) \
            or (over is not None and over(t))

    return gen.branch(table, styles, queued(steers, over=given_up), drawn)


def holds(style: Style, hand: Sequence[Tile]) -> None:
    """From now on the seat (its ``style``) keeps the kinds of ``hand``, the hand it was
    asked about: it throws what it draws and calls and kans nothing, so that it stays
    as asked (ready, waiting on a tile of its river, ...) for its later draws. Only the
    first call counts."""
    if not style.keep:
        style.keep = frozenset(kind(t) for t in hand)
        style.call = style.kan = 0.0
        style.pon_any = False


def drawn_first(gen: Gen, moment: Moment, options: list[int], most: int) -> list[int]:
    """Up to ``most`` of ``options``, the kinds a live draw's forks draw: the one play
    drew first (when it is among them), then others in an order the random state picks."""
    gen.rng.shuffle(options)
    drawn = kind(moment.tile) if moment.tile is not None else None
    options.sort(key=lambda k: k != drawn)
    return options[:most]


def draws(seat: int, k: int) -> Steer:
    """A fork's steer: ``seat``'s next draw is of kind ``k``, a tile of the live wall or of
    the dead wall's spare tiles (which no draw reaches: ``hidden_kinds``)."""

    def rig(t: Table) -> int:
        if kind(t.wall[t.pos]) != k:
            spot = next((i for i in spare_positions(t.wall) if kind(t.wall[i]) == k), None)
            if spot is not None:
                t.wall[t.pos], t.wall[spot] = t.wall[spot], t.wall[t.pos]
        return k

    def steer(players: list[Style]) -> None:
        players[seat].draws = [rig]

    return steer


def both(first: Steer, then: Steer) -> Steer:
    """A fork's steer that makes both changes (a draw of one seat's and another's)."""

    def steer(players: list[Style]) -> None:
        first(players)
        then(players)

    return steer


def before_seat(gen: Gen, table: Table, moment: Moment, seat: int, wanted: list[int],
                most: int, *, others: list[int] | None = None,
                then: Callable[[int], Steer] | None = None) -> list[Steer]:
    """The steers of forks of a live draw before ``seat``'s: each draws the drawing seat
    a kind of ``others`` (by default a hidden kind that is neither a winning tile of the
    learner's nor of ``wanted``: ``hidden_kinds``), which it throws (``thrown``), and
    then ``seat`` another, of ``wanted`` (``then``'s steer for it, if given: a win on
    it, say); ``most`` pairs at most, in an order the random state picks, each kind of
    ``wanted`` once before any twice. The questions of one draw of ``seat`` then differ
    in what came before it too."""
    if others is None:
        others = [x for x in hidden_kinds(table, moment, gen.learner) if x not in wanted]
    pairs = [(x, k) for x in others for k in wanted if x != k]
    gen.rng.shuffle(pairs)
    times: Counter[int] = Counter()
    ranked: list[tuple[int, int, int]] = []
    for x, k in pairs:  # each kind of ``wanted`` once before any twice
        ranked.append((times[k], x, k))
        times[k] += 1
    ranked.sort(key=lambda r: r[0])
    after = then or (lambda k: draws(seat, k))
    return [both(thrown(moment.seat, x), after(k)) for _, x, k in ranked[:most]]


def thrown(seat: int, k: int) -> Steer:
    """A fork's steer: the seat draws a tile of kind ``k`` (``draws``) and throws it."""
    drawn = draws(seat, k)

    def steer(players: list[Style]) -> None:
        drawn(players)
        players[seat].feed = True

    return steer


def hidden(table: Table) -> set[int]:
    """The kinds of the live wall as it was before the last draw and of the dead wall's
    spare tiles (which no draw reaches): the tiles a fork of that draw may draw."""
    spare = {kind(table.wall[i]) for i in spare_positions(table.wall)}
    return {kind(t) for t in wall_before_draw(table)} | spare


def hidden_kinds(table: Table, moment: Moment, learner: int) -> list[int]:
    """The kinds a fork of this live draw may draw (``hidden``) but the learner's
    winning tiles as they were before it: on the wall's last tiles the live wall alone
    has too few kinds left for many forks."""
    waiting = waiting_before(table, learner) if moment.seat == learner \
        else table.seats[learner].waits()
    return sorted(hidden(table) - waiting)


def ready_from(gen: Gen, n: int, also: Asked | None = None) -> Asked:
    """From the learner's ``n``-th draw on, while its hand before the draw was ready
    (so is every fork of it: none draws a winning tile) and ``also`` holds."""
    learner = gen.learner

    def asked(t: Table) -> bool:
        return t.seats[learner].draws >= n and bool(waiting_before(t, learner)) \
            and (also is None or also(t))

    return asked

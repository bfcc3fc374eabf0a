"""The learner's winning tiles and the forks of a hand that bring them: a tile drawn (tsumo)
or thrown by another seat (ron), each fork on one of the waits left in the live wall."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.shapes import SIMPLES
from tutor.drills.steer import BRANCH, Forks, Gen, Steer, live_draw
from tutor.drills.table import Table
from tutor.rules.tiles import Tile, counts_of, kind
from tutor.rules.waits import waits


def live_waits(table: Table, seat: int) -> list[int]:
    """The kinds the seat's thirteen tiles wait on that still have a copy unseen."""
    who = table.seats[seat]
    if len(who.hand) % 3 != 1:
        return []
    counts = who.counts()
    found = waits(counts, len(who.melds))
    left = [k for k in found if any(kind(t) == k for t in table.unseen())]
    return left


SPARE_WAITS = 3
"""Winning kinds of a ready learner kept back near the wall's end at the deal
(``spare_waits``)."""


def spare_waits(hand: list[int], dealt: list[int]) -> list[int]:
    """Up to ``SPARE_WAITS`` of the kinds ``hand`` waits on that ``dealt`` (every kind
    dealt to steered seats) leaves a copy of, to wait near the wall's end
    (``Gen.table(in_wall=)``): the other seats draw and keep the learner's waits as the
    hand goes on, and a hand with none left in the wall gives no more forks toward a
    win."""
    return [k for k in waits(counts_of(hand)) if dealt.count(k) < 4][:SPARE_WAITS]


def widest_wait(gen: Gen, full: list[int],
                keep: Callable[[list[int]], bool] = lambda found: True,
                ) -> tuple[list[int], int]:
    """``full`` (fourteen kinds of a complete hand) less the tile whose absence leaves the
    most winning kinds that ``keep`` accepts (one of them at random; the first tile when
    ``keep`` accepts none), and that tile: each winning kind can be a fork of one draw,
    so a wide wait gives one dealt hand more questions."""
    options: dict[int, int] = {}
    counts = counts_of(full)
    for k in sorted(set(full)):
        counts[k] -= 1  # the hand less one tile of kind k, without a copy of the hand
        found = waits(counts)
        counts[k] += 1
        options[k] = len(found) if keep(found) else -1
    widest = max(options.values())
    last = gen.rng.choice([k for k, n in options.items() if n == widest])
    rest = list(full)
    rest.remove(last)
    return rest, last


WIDE = 4
"""Kinds a learner's ready hand waits on, wanted at four players (``wide_ready``): each
kind is another win (``shown.ALIKE`` questions of a wall's-end hand show one win at
most), and a last-tile deal keeps four of them hidden (``last_tile.RESERVED``), so a
hand waiting on four gives four times as many questions as one waiting on one kind, for
the same play to the wall's end."""
SHAPES = 12
"""Complete hands a wide ready hand is looked for in at four players (``wide_ready``):
about one in five waits on four kinds or more, and looking costs far less than a hand
played to the wall's end."""
TRIPLETS = 3
"""Kinds held three times or more that a wide ready hand has fewer of at four players
(``wide_ready``): with more, some of its waits win four concealed triplets or the big
dragons, a question about that yakuman instead of the hand's rule."""
SANMA_WIDE = 3
"""``WIDE`` at three players: the norths fill two of the spare tiles, so a last-tile
deal keeps only two waits hidden there, and a fourth kind gives no more questions."""
SANMA_SHAPES = 4
"""``SHAPES`` at three players, where no hand is skipped for its triplets: looking as
widely as at four players finds no more questions there, and playing the other hands
found costs more play steps a question."""


def wide_ready(gen: Gen, fits: Callable[[list[int]], bool] = lambda hand: True, *,
               looks: int | None = None, **shape: bool | int) -> list[int] | None:
    """A ready hand (thirteen kinds) for the learner: of up to ``SHAPES`` complete hands
    of ``shape``, each less the tile that leaves it the most waits, the first that
    ``fits``, holds fewer than ``TRIPLETS`` triplets and waits on ``WIDE`` kinds it does
    not hold all four of, else the widest such (a many-sided wait is also the better
    lesson); ``None`` when none fits. At three players, ``SANMA_SHAPES`` hands, any
    triplets, ``SANMA_WIDE`` kinds. ``looks``: that many complete hands at most (each
    costs a wait search for each of its kinds)."""
    four = gen.players == 4
    wide, shapes = (WIDE, SHAPES) if four else (SANMA_WIDE, SANMA_SHAPES)
    shapes = min(shapes, looks or shapes)
    best: list[int] | None = None
    most = -1
    for _ in range(shapes):
        hand, _ = widest_wait(gen, gen.complete(**shape))
        if not fits(hand) or (four and sum(hand.count(k) >= 3 for k in set(hand)) >= TRIPLETS):
            continue
        live = sum(hand.count(k) < 4 for k in waits(counts_of(hand)))
        if live > most:
            best, most = hand, live
        if most >= wide:
            break
    return best


def simple_waits(hand: list[int]) -> bool:
    """Every kind the ready hand waits on is a simple (2 to 8): a hand of simples whose
    yaku is all simples has none on a terminal (a ``wide_ready`` fit)."""
    return all(k in SIMPLES for k in waits(counts_of(hand)))


def a_wait(seat: int) -> Callable[[Table], int | None]:
    """A rig: the draw is one of ``seat``'s live waits (chosen by the table's random)."""

    def pick(table: Table) -> int | None:
        found = live_waits(table, seat)
        return table.rng.choice(found) if found else None

    return pick


def wall_before_draw(table: Table) -> list[Tile]:
    """The live wall as it was before the last draw (a fork from there takes that draw
    back)."""
    return table.wall[table.pos - 1 : table.end]


def in_wall(table: Table, k: int) -> bool:
    """A tile of kind ``k`` is in the live wall as it was before the last draw."""
    return any(kind(tile) == k for tile in wall_before_draw(table))


def before_draw(table: Table, seat: int) -> list[int]:
    """The kinds of the seat's hand as it was before its last draw."""
    return counts_of(table.seats[seat].hand[:-1])


def waiting_before(table: Table, seat: int) -> frozenset[int]:
    """The kinds the seat's hand waited on before its last draw."""
    return frozenset(waits(before_draw(table, seat), len(table.seats[seat].melds)))


def waits_before_draw(table: Table, seat: int, moment: Moment) -> list[int]:
    """The kinds the seat waited on before this live draw (a fork takes it back) that
    have a copy in the live wall as it was then."""
    who = table.seats[seat]
    hand = who.hand[:-1] if moment.seat == seat else who.hand
    found = set(waits(counts_of(hand), len(who.melds)))
    return sorted(found & {kind(tile) for tile in wall_before_draw(table)})


def drawn_win(learner: int, on: int | None = None) -> Steer:
    """A fork's steer: the learner draws one of its waits (``on``, else a random one)
    and takes the win."""

    def steer(players: list[Style]) -> None:
        players[learner].draws = [a_wait(learner) if on is None else on]
        players[learner].win = 1.0

    return steer


def fed_win(learner: int, feeder: int, on: int | None = None) -> Steer:
    """A fork's steer: ``feeder`` draws one of the learner's waits (``on``, else a
    random one) and throws it; the learner takes the win."""

    def steer(players: list[Style]) -> None:
        players[feeder].draws = [a_wait(learner) if on is None else on]
        players[feeder].feed = True
        players[feeder].win = 0.0
        players[learner].win = 1.0
        players[learner].pass_ron = False

    return steer


NEVER_READY = 12
"""Draws by which a learner not yet ready to win never will be (a riichi refused: its
waits are all in sight): the hand is not played on."""


def _anyone(seat: int) -> bool:
    return True


def winning_tiles(gen: Gen, ready: Callable[[Table, Moment], bool],
                  ways: dict[bool, bool], feeds: Callable[[int], bool] = _anyone, *,
                  on: int | None = None,
                  unfed: Callable[[Table, Moment], frozenset[int]] | None = None) -> Forks:
    """Forks toward the learner's win at every live draw once ``ready`` holds: at its own
    draw one for each of its waits left in the live wall (tsumo), at the draw of another
    seat that ``feeds`` one for each such wait that seat draws and throws (ron). The
    tiles not yet won that way come first, in an order the random state picks, and a
    tile is fed once a go-around while a tsumo may come as well (by each seat once a
    go-around, with ``Gen.many_wins``). ``ways`` says which
    ways may come: a way is given up once every tile tried that way missed its win (a
    ron without a yaku); the forks stop once no winning tile is left in the live wall,
    or when the learner is still not ready after ``NEVER_READY`` draws.

    With ``on`` (the tile a hand was built to win on: its yaku or fu may hang on it) the
    forks win on that tile alone, and each seat may feed it every go-around. No seat
    feeds a kind ``unfed`` names (another seat, steered to take no win, would let that
    ron go by too)."""
    learner = gen.learner
    queue: list[Steer] = []
    """The steers of the draw being forked, not tried yet."""
    tried: dict[bool, set[int]] = {True: set(), False: set()}
    missed_on: dict[bool, set[int]] = {True: set(), False: set()}
    tile_of: dict[Steer, tuple[bool, int]] = {}
    round_rons: set[tuple[int, int]] = set()
    """The tiles fed for a ron since the learner's last draw, with the seat that fed them
    (-1 for any seat): each once a go-around while a tsumo may come as well (a ron on one
    tile is worth the same whoever throws it, but for who pays)."""
    dead = [False]

    def fed_by(seat: int, k: int) -> tuple[int, int]:
        return (seat if gen.many_wins else -1, k)

    def at(t: Table, moment: Moment) -> Steer | None:
        queue.clear()
        if not live_draw(moment):
            return None
        if not ready(t, moment):
            dead[0] = t.seats[learner].draws > NEVER_READY
            return None
        by_tsumo = moment.seat == learner
        if not by_tsumo and not feeds(moment.seat):
            return None
        kinds = [k for k in waits_before_draw(t, learner, moment) if on in (None, k)]
        dead[0] = not kinds
        if by_tsumo:
            round_rons.clear()
        if not ways[by_tsumo]:
            return None
        if not by_tsumo and unfed is not None:
            kinds = [k for k in kinds if k not in unfed(t, moment)]
        gen.rng.shuffle(kinds)
        kinds.sort(key=lambda k: k in tried[by_tsumo])
        for k in kinds:
            if k in missed_on[by_tsumo] or fed_by(moment.seat, k) in round_rons:
                continue
            steer = drawn_win(learner, k) if by_tsumo else fed_win(learner, moment.seat, k)
            tile_of[steer] = (by_tsumo, k)
            queue.append(steer)
        return also(t, moment)

    def also(t: Table, moment: Moment) -> Steer | None:
        while queue:
            steer = queue.pop(0)
            by_tsumo, k = tile_of[steer]
            if ways[by_tsumo]:
                tried[by_tsumo].add(k)
                if not by_tsumo and ways[True] and on is None:
                    round_rons.add(fed_by(moment.seat, k))
                return steer
        return None

    def missed(steer: Steer) -> None:
        by_tsumo, k = tile_of[steer]
        missed_on[by_tsumo].add(k)
        if tried[by_tsumo] <= missed_on[by_tsumo]:
            ways[by_tsumo] = False

    return Forks(at, missed, lambda t: dead[0] or not any(ways.values()), also)


def queued(steers: Callable[[Table, Moment], list[Steer]], *,
           over: Callable[[Table], bool] | None = None, within: int = BRANCH,
           misses: int | None = None) -> Forks:
    """Forks at each live draw for which ``steers`` gives steers, one fork for each
    (``Forks.also``: several moments from one draw), each played for ``within`` moments
    at most; none come any more once ``over`` holds, or once ``misses`` forks missed
    their moment (the hand went where its forks do not reach)."""
    queue: list[Steer] = []
    missed = [0]

    def at(t: Table, moment: Moment) -> Steer | None:
        queue[:] = steers(t, moment) if live_draw(moment) else []
        return also(t, moment)

    def also(t: Table, moment: Moment) -> Steer | None:
        return queue.pop(0) if queue else None

    def miss(steer: Steer) -> None:
        missed[0] += 1

    def done(t: Table) -> bool:
        return (over is not None and over(t)) or (misses is not None and missed[0] >= misses)

    return Forks(at, miss, done, also, within)


def each_wait(gen: Gen, steers: Callable[[Table, Moment], Callable[[int], Steer] | None],
              *, within: int = BRANCH) -> Forks:
    """Forks at each live draw where ``steers`` gives a steer for a winning tile: one for
    each of the learner's waits left in the live wall, in an order the random state
    picks, each played for ``within`` moments at most. They stop once no winning tile
    is left there."""
    dead = [False]

    def each(t: Table, moment: Moment) -> list[Steer]:
        make = steers(t, moment)
        if make is None:
            return []
        kinds = waits_before_draw(t, gen.learner, moment)
        dead[0] = not kinds
        gen.rng.shuffle(kinds)
        return [make(k) for k in kinds]

    return queued(each, over=lambda t: dead[0], within=within)

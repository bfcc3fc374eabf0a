"""Scenarios of furiten and of the right to win: a winning tile that passes and comes back."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    chi_partners,
    chi_seats,
    discarded_wait,
    feeder,
    in_riichi,
    not_before_learner,
    ready,
    tenpai_learner,
)
from tutor.drills.scenarios.draw_forks import LATE, draw_forks, ready_from
from tutor.drills.scenarios.winning import each_wait, in_wall, spare_waits, waiting_before
from tutor.drills.shapes import SIMPLES
from tutor.drills.steer import Forks, Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def wait_discarded(table: Table, seat: int) -> bool:
    """After a draw: the seat's hand before it waits on a kind in its own river (the
    discard furiten the judges read)."""
    who = table.seats[seat]
    river = {kind(t) for t in who.discards}
    return not river.isdisjoint(waiting_before(table, seat))


def plain_hand(hand: list[int]) -> bool:
    """Whether the hand steers clear of the open yaku it most often drifts into: it holds
    a terminal (no all simples), two suits (no flush) and no two of an honour (no
    dragon or wind triplet)."""
    suits = {k // 9 for k in hand if k < 27}
    terminal = any(k < 27 and k % 9 in (0, 8) for k in hand)
    honours = any(hand.count(k) >= 2 for k in range(27, 34))
    return terminal and len(suits) >= 2 and not honours


def ready_learner(gen: Gen, *, riichi: float = 0.0, simples: bool = False,
                   own_discard: bool = False,
                   hand: list[int] | None = None) -> tuple[Table, list[Style]]:
    """A ready learner (dealt ``hand`` if given) who does not win by itself;
    ``own_discard``: it throws the kind its hand was one short of before it is ready
    (``discarded_wait``: not with a given hand)."""
    out: int | None = None
    if hand is None:
        hand, out = tenpai_learner(gen, simples=simples)
    steer = discarded_wait(gen, hand, out) if own_discard and out is not None else None
    dealt = steer[0] if steer else hand
    table = gen.table({gen.learner: dealt}, in_wall=spare_waits(hand, dealt))
    styles = gen.styles(riichi=riichi, pass_ron=True, win=0.0,
                        riichi_from=gen.rng.randint(2, 9) if riichi else 0)
    if steer is not None:
        styles[gen.learner].draws = steer[1]
        styles[gen.learner].throw = steer[2]
    return table, styles


def ask_learner(gen: Gen, table: Table, styles: list[Style], stop: object, ask: str, *,
                about_passes: bool = False) -> Pose | None:
    """Play to ``stop`` and ask ``ask`` of the learner (``about_passes``: the question is
    about the winning tiles it let go by, which the prompt then tells)."""
    gen.passes_asked = about_passes
    kept = gen.run_on(table, styles, stop)  # type: ignore[arg-type]
    return posed(kept, ask, gen.learner, frozenset({gen.learner}), about_passes=about_passes)


def furiten_none(gen: Gen) -> Pose | None:
    """Asked at the ready learner's draws from a turn on while no wait of its is in its
    river, each draw forked to other tiles that do not complete the hand
    (``draw_forks``)."""
    table, styles = ready_learner(gen, riichi=gen.rng.choice([0.0, 1.0]))
    learner = gen.learner
    asked = ready_from(gen, gen.rng.randint(1, 4), lambda t: not wait_discarded(t, learner))
    return posed(draw_forks(gen, table, styles, asked), "furiten", learner,
                 frozenset({learner}))


def furiten_discard(gen: Gen) -> Pose | None:
    """Asked at the learner's draws from its 3rd to 5th on while it waits on a kind in its
    own river, each draw forked as ``furiten_none``'s."""
    table, styles = ready_learner(gen, own_discard=True)
    learner = gen.learner
    first = gen.rng.randint(3, 5)
    asked = ready_from(gen, first, lambda t: wait_discarded(t, learner))
    return posed(draw_forks(gen, table, styles, asked, by=first + LATE), "furiten", learner,
                 frozenset({learner}))


def furiten_temporary(gen: Gen) -> Pose | None:
    """A winning tile goes by the learner: asked before its next draw."""
    table, styles = ready_learner(gen)
    return _passes(gen, table, styles, _in_temporary(gen.learner), last=False)


def furiten_riichi(gen: Gen) -> Pose | None:
    """A winning tile goes by the learner in riichi: asked at each of its draws after
    that, each draw forked as ``furiten_none``'s."""
    table, styles = ready_learner(gen, riichi=1.0)
    feeder(gen, styles, gen.learner, when=in_riichi(gen.learner))
    learner = gen.learner
    gen.passes_asked = True

    def passed_in_riichi(t: Table) -> bool:
        riichi = t.seats[learner].riichi_event
        return riichi is not None and any(
            c.seat == learner and c.verb == "ron" and c.event > riichi for c in t.chances)

    kept = draw_forks(gen, table, styles, passed_in_riichi)
    return posed(kept, "furiten", learner, frozenset({learner}), about_passes=True)


def furiten_temporary_ended(gen: Gen) -> Pose | None:
    """A winning tile goes by the learner: asked at its next discard, which ends that
    temporary furiten."""
    table, styles = ready_learner(gen)
    return _passes(gen, table, styles, _own_discard_after_pass(gen.learner))


def _passes(gen: Gen, table: Table, styles: list[Style],
            stop: Callable[[Table, Moment], bool], *, last: bool = True) -> Pose | None:
    """Forks of one hand once the learner is ready, where another seat draws one of the
    learner's waits and throws it, and the learner lets it go by (the hand itself feeds
    the learner nothing): at each draw of another seat, one for each wait left in the
    live wall (``each_wait``), each kept at the moment ``stop`` takes. Without ``last``,
    not at the draw of the seat just before the learner (its discard is followed by the
    learner's draw: no moment of another seat comes between)."""
    learner = gen.learner
    gen.passes_asked = True
    before = (learner - 1) % gen.players

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        if moment.seat == learner or (not last and moment.seat == before) \
                or not ready(t, learner):
            return None
        return lambda k: _thrown_by(learner, moment.seat, k)

    forks = each_wait(gen, steers, within=2 * gen.players)
    kept = gen.branch(table, styles, forks, stop)
    return posed(kept, "furiten", learner, frozenset({learner}), about_passes=True)


def _thrown_by(learner: int, thrower: int, wait: int) -> Steer:
    """A fork's steer: ``thrower`` draws ``wait``, one of the learner's, and throws it."""

    def steer(players: list[Style]) -> None:
        players[thrower].draws = [wait]
        players[thrower].feed = True
        players[thrower].win = 0.0

    return steer


def _passed_since_discard(table: Table, seat: int, before: int) -> bool:
    """The seat let a ron go by since its last discard before event ``before``."""
    last = next((i for i in range(before - 1, -1, -1)
                 if table.events[i].seat == seat
                 and table.events[i].verb in ("discard", "riichi")), -1)
    return any(c.seat == seat and c.verb == "ron" and c.event > last for c in table.chances)


def _in_temporary(learner: int) -> Callable[[Table, Moment], bool]:
    """Stop while the learner is in temporary furiten: at a moment of another seat after
    the pass (the first or, as the random state picks, a later one before the learner's
    draw)."""

    def stop(t: Table, moment: Moment) -> bool:
        if moment.seat == learner or moment.what not in ("discard", "draw"):
            return False
        return _passed_since_discard(t, learner, len(t.events)) and t.rng.random() < 0.6

    return stop


def _own_discard_after_pass(learner: int) -> Callable[[Table, Moment], bool]:
    """Stop at the learner's discard that follows a winning tile it let go by."""

    def stop(t: Table, moment: Moment) -> bool:
        return moment.what == "discard" and moment.seat == learner \
            and _passed_since_discard(t, learner, len(t.events) - 1)

    return stop


# -- a winning tile called away; a wait without a yaku on some of its tiles ---------------


def _called_away(gen: Gen, *, riichi: bool) -> Pose | None:
    """Another seat throws one of the learner's waits and a third seat calls it (a pon,
    or a chi by the seat after the thrower): the tile went by the learner all the same.
    Asked at the caller's discard, or, in riichi, at the learner's next draw."""
    hand, wait = tenpai_learner(gen)
    learner = gen.learner
    if hand.count(wait) > 1:
        return None
    if wait < 27 and gen.rng.random() < 0.5 and gen.players == 4:  # no chi in sanma
        thrower, caller = chi_seats(gen)
        held = chi_partners(gen, wait)
    else:
        caller = gen.other(learner)
        thrower = gen.other(learner, caller)
        held = [wait, wait]
    rest = gen.rng.sample([k for k in gen.kinds if k != wait and k not in held], 11)
    caller_hand = sorted(held + rest)
    if any((hand + caller_hand).count(k) > 4 for k in caller_hand):
        return None
    table = gen.table({learner: hand, caller: caller_hand}, in_wall=[wait])
    styles = gen.styles(riichi=1.0 if riichi else 0.0, pass_ron=True, win=0.0,
                        holds_back=True, riichi_from=gen.rng.randint(2, 9) if riichi else 0)
    _only_caller(styles, learner, caller, wait)
    if not riichi:
        return _called_forks(gen, table, styles, thrower, caller, wait)
    styles[thrower].pending = lambda t: wait if in_riichi(learner)(t) else None
    styles[thrower].feed = True
    called = [False]

    def stop(t: Table, moment: Moment) -> bool:
        if not called[0]:
            called[0] = moment.what == "call" and moment.seat == caller \
                and moment.tile is not None and kind(moment.tile) == wait
            return False
        return moment.what == "draw" and moment.seat == learner

    return ask_learner(gen, table, styles, stop, "furiten", about_passes=True)


def _called_forks(gen: Gen, table: Table, styles: list[Style], thrower: int, caller: int,
                  wait: int) -> Pose | None:
    """The learner's ``wait`` called away, out of riichi: the hand forked at each of the
    thrower's draws while the learner waits on it, the thrower drawing a ``wait`` (one
    waits at the wall's end) and throwing it for the caller; asked at the caller's
    discard that follows, inside the learner's temporary furiten."""
    learner = gen.learner
    gen.passes_asked = True

    def at(t: Table, moment: Moment) -> Steer | None:
        if moment.seat != thrower or wait not in t.seats[learner].waits():
            return None
        return _thrown_by(learner, thrower, wait)

    def after_call(t: Table, moment: Moment) -> bool:
        if moment.what != "discard" or moment.seat != caller or len(t.events) < 2:
            return False
        called = t.events[-2]  # the call the discard follows, if any
        return called.seat == caller and called.verb in ("pon", "chi")

    forks = Forks(at, over=lambda t: not in_wall(t, wait), within=2 * gen.players)
    kept = gen.branch(table, styles, forks, after_call)
    return posed(kept, "furiten", learner, frozenset({learner}), about_passes=True)


def _only_caller(styles: list[Style], learner: int, caller: int, wait: int) -> None:
    """Nobody but the learner wins and nobody calls, except ``caller``, who calls the
    learner's ``wait`` when it is thrown (and never declares riichi)."""
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.call = 0.0
    styles[caller].call = 1.0
    styles[caller].riichi = 0.0
    styles[caller].call_kind = wait


def _own_discard_called(gen: Gen) -> Pose | None:
    """The learner throws one of its waits and another seat pons it: the tile left the
    learner's river, yet it still counts among the learner's discards."""
    hand, wait = tenpai_learner(gen)
    learner = gen.learner
    caller = gen.other(learner)
    rest = gen.rng.sample([k for k in gen.kinds if k != wait], 11)
    if hand.count(wait) > 1 or any((hand + rest).count(k) > 4 for k in rest):
        return None
    steer = discarded_wait(gen, hand, wait)
    if steer is None:
        return None
    dealt, draws, throw = steer
    table = gen.table({learner: dealt, caller: sorted([wait, wait, *rest])})
    styles = gen.styles(riichi=0.0, pass_ron=True, win=0.0, draws=draws, throw=throw)
    _only_caller(styles, learner, caller, wait)
    first = gen.rng.randint(3, 5)
    asked = ready_from(gen, first, lambda t: wait_discarded(t, learner))
    return posed(draw_forks(gen, table, styles, asked, by=first + LATE), "furiten", learner,
                 frozenset({learner}))


def furiten_discard_any(gen: Gen) -> Pose | None:
    """Discard furiten on a wait that stayed in the river or that another seat called."""
    return _own_discard_called(gen) if gen.rng.random() < 0.35 else furiten_discard(gen)


def part_yaku_hand(gen: Gen) -> tuple[list[int], int, int] | None:
    """A closed ready hand that has a yaku on one wait only: two runs, a triplet and a
    pair of simples beside 23 or 78 of a suit, so the simple wait (4 or 6) gives tanyao
    and the terminal one (1 or 9) nothing without riichi. Returns the hand, the simple
    wait and the terminal wait."""
    rng = gen.rng
    base = gen.suit_base()
    low = rng.random() < 0.5
    shape, simple, terminal = ([base + 1, base + 2], base + 3, base) if low \
        else ([base + 6, base + 7], base + 5, base + 8)
    simples = [k for k in SIMPLES if k in gen.kinds]
    sets = [rng.choice(simples)] * 3 + [rng.choice(simples)] * 2
    for _ in range(2):
        start = gen.suit_base() + rng.randint(1, 5)
        sets += [start, start + 1, start + 2]
    hand = sorted(shape + sets)
    if any(hand.count(k) > 4 for k in hand) or waits(counts_of(hand)) != sorted({simple, terminal}):
        return None
    return hand, simple, terminal


def part_yaku_deal(gen: Gen) -> tuple[Table, list[Style], int, int, int] | None:
    """The learner holds a ``part_yaku_hand`` without riichi, draws none of its waits
    and lets winning discards go by; nobody else calls or wins. Returns the table, the
    styles, the simple and terminal waits, and a seat whose throw the learner does not
    follow (the seat after it plays first)."""
    found = part_yaku_hand(gen)
    if found is None:
        return None
    hand, simple, terminal = found
    table = gen.table({gen.learner: hand})
    styles = gen.styles(riichi=0.0, pass_ron=True, win=0.0, holds_back=True)
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.0
            style.call = 0.0
    return table, styles, simple, terminal, not_before_learner(gen)


def feed_kind(style: Style, wanted: int, when: Callable[[Table], bool]) -> None:
    style.pending = lambda t: wanted if when(t) else None
    style.feed = True


def thrown(seat: int | None, wanted: int, moment: Moment) -> bool:
    """``moment`` is a discard of a ``wanted`` tile (by ``seat``, or by anyone)."""
    return moment.what == "discard" and (seat is None or moment.seat == seat) \
        and moment.tile is not None and kind(moment.tile) == wanted


def furiten_yakuless_pass(gen: Gen) -> Pose | None:
    """The learner's terminal wait, which would give no yaku, goes by: still a pass. In
    forks of one hand at each draw of a seat whose throw another seat's moment follows
    (``_in_temporary``), that seat throwing the terminal wait."""
    dealt = part_yaku_deal(gen)
    if dealt is None:
        return None
    table, styles, _, terminal, _ = dealt
    learner = gen.learner
    gen.passes_asked = True
    before = (learner - 1) % gen.players

    def at(t: Table, moment: Moment) -> Steer | None:
        if moment.seat in (learner, before) or terminal not in t.seats[learner].waits():
            return None
        return _thrown_by(learner, moment.seat, terminal)

    forks = Forks(at, over=lambda t: not in_wall(t, terminal), within=2 * gen.players)
    kept = gen.branch(table, styles, forks, _in_temporary(learner))
    return posed(kept, "furiten", learner, frozenset({learner}), about_passes=True)


def furiten_temporary_any(gen: Gen) -> Pose | None:
    """Temporary furiten from a plain pass, a called-away tile or a yakuless wait."""
    pick = gen.rng.random()
    if pick < 0.4:
        return furiten_temporary(gen)
    if pick < 0.7:
        return _called_away(gen, riichi=False)
    return furiten_yakuless_pass(gen)


def furiten_riichi_any(gen: Gen) -> Pose | None:
    """Riichi furiten from a plain pass or from a winning tile another seat called."""
    return _called_away(gen, riichi=True) if gen.rng.random() < 0.4 else furiten_riichi(gen)


SCENARIOS = {
    "furiten": {
        "furiten.none": furiten_none,
        "furiten.discard": furiten_discard_any,
        "furiten.temporary": furiten_temporary_any,
        "furiten.riichi": furiten_riichi_any,
        "furiten.temporary_ended": furiten_temporary_ended,
    },
}

"""Calls inside the ippatsu window: another seat's call breaks it, a robbed kan does not."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    added_kan_deal,
    chi_partners,
    chi_seats,
    in_riichi,
    quiet_learner,
    steer_added_kan,
    tenpai_learner,
    waits_before_draw,
    win_of,
)
from tutor.drills.scenarios.declared import (
    declared_forks,
    declares,
    draws_since_riichi,
    each_win,
    in_window,
    others_quiet,
    wide_learner,
)
from tutor.drills.scenarios.draw_forks import both, drawn_first, draws, unheld
from tutor.drills.scenarios.winning import in_wall, queued, waiting_before
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits

CALLS_IN_WINDOW = ("pon", "chi", "daiminkan", "ankan")
"""The calls by another seat that a steer lands inside the ippatsu window."""


def ippatsu_broken_by_call(gen: Gen) -> Pose | None:
    """Another seat's call inside the window — a pon or an open kan of a dragon, a chi of
    a number tile, a closed kan of a dragon; then the learner's win before it discards
    again. The hand itself is played with the learner ready and out of riichi; in forks
    of it, at each of its draws from the ``turn``-th on, it declares riichi there and
    the tile is thrown (or drawn) and called inside the window (``_call_in_window``);
    that fork is forked again at each live draw after the call inside the window, once
    for each winning tile the drawing seat can bring (``declared_forks``)."""
    learner = gen.learner
    verb = gen.rng.choice(CALLS_IN_WINDOW)
    if verb == "chi" and gen.players == 3:  # no chi in sanma
        verb = "pon"
    hand = wide_learner(gen)
    found = _chi_steer(gen, hand) if verb == "chi" else _dragon_steer(gen, hand, verb)
    if found is None:
        return None
    thrower, caller, caller_hand, tile = found
    shown = [*caller_hand, tile]
    if any((hand + shown).count(k) > 4 for k in shown):
        return None
    unseen = 4 - (hand + caller_hand).count(tile)  # all wait at the wall's end: no call
    table = gen.table({learner: hand, caller: sorted(caller_hand)},  # before the riichi
                      in_wall=[tile] * unseen)
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=0.0, call=0.0)
    others_quiet(styles, learner)
    quiet_learner(styles, learner)
    styles[caller].call = 1.0
    styles[caller].riichi = 0.0
    styles[caller].keep = frozenset(caller_hand[:2]) if verb == "chi" \
        else frozenset({tile})  # the tiles the call needs stay in the caller's hand
    if verb == "ankan":
        styles[caller].kan = 1.0
    else:
        styles[thrower].feed = True
        styles[caller].daiminkan = verb == "daiminkan"
        styles[caller].call_kind = tile if verb == "chi" else None

    needed = counts_of(caller_hand[:2] if verb == "chi" else [tile] * (2 if verb == "pon" else 3))

    def can_call(t: Table) -> bool:
        held = t.seats[caller].counts()
        return all(held[k] >= n for k, n in enumerate(needed))

    def after_call(t: Table, moment: Moment) -> bool:
        riichi = t.seats[learner].riichi_event
        return riichi is not None and in_window(learner)(t, moment) \
            and any(e.verb in CALL_VERBS for e in t.events[riichi:])

    def window_over(t: Table, moment: Moment) -> bool:
        return moment.what == "discard" and moment.seat == learner \
            and draws_since_riichi(t, learner) != 0

    def alive(t: Table, moment: Moment) -> bool:
        """A winning tile and the called tile are left in the live wall, and the caller
        still holds the tiles its call needs (once it let one go, no call comes)."""
        return bool(waits_before_draw(t, learner, moment)) and in_wall(t, tile) \
            and can_call(t)

    kept = declared_forks(gen, table, styles, turn, after_call, each_win(gen), within=3,
                          alive=alive, declare=lambda t: _call_in_window(learner, thrower, tile),
                          until=window_over)
    return posed(kept, "ippatsu", learner, frozenset({learner}))


ROBBED_PER_DRAW = 5
"""Forks of one learner's draw toward a robbed kan in its window: more than
``PER_DRAW``, since a robbed kan hand gives one question a fork and no other (its
window's draws give no more)."""


CALL_VERBS = frozenset({"chi", "pon", "daiminkan", "ankan", "kakan"})


def _call_in_window(learner: int, thrower: int, tile: int) -> Steer:
    """A fork's steer: the learner declares riichi on this draw (and takes no win yet);
    ``thrower`` draws ``tile`` at its next draw and throws it (or, a closed kan's caller,
    keeps it), which is called inside the window."""
    riichi = declares(learner)

    def steer(players: list[Style]) -> None:
        riichi(players)
        players[thrower].pending = lambda t: tile if in_riichi(learner)(t) else None

    return steer


def _dragon_steer(gen: Gen, hand: list[int],
                  verb: str) -> tuple[int, int, list[int], int] | None:
    """A caller holding two dragons (pon) or three (open or closed kan), and who throws
    or draws the last one: (thrower, caller, caller's hand, dragon)."""
    caller = gen.other(gen.learner)
    dragon = gen.rng.choice([31, 32, 33])
    if dragon in hand:
        return None
    held = 2 if verb == "pon" else 3
    caller_hand = [dragon] * held + gen.rng.sample(gen.numbers, 10)
    caller_hand += gen.rng.sample(range(27, 31), 13 - len(caller_hand))
    thrower = caller if verb == "ankan" else gen.other(gen.learner, caller)
    return thrower, caller, caller_hand, dragon


def _chi_steer(gen: Gen, hand: list[int]) -> tuple[int, int, list[int], int] | None:
    """A caller holding two tiles of a run, sitting after a thrower who throws the third
    (a number tile the learner does not wait on): (thrower, caller, caller's hand, tile)."""
    thrower, caller = chi_seats(gen)
    tile = gen.suit_base() + gen.rng.randint(2, 6)
    if tile in waits(counts_of(hand)):
        return None
    pair = chi_partners(gen, tile)
    others = [k for k in gen.numbers if k not in (tile, *pair)]
    return thrower, caller, pair + gen.rng.sample(others, 11), tile


def ippatsu_robbed_kan(gen: Gen) -> Pose | None:
    """Another seat, holding a pon of the learner's wait, adds the fourth tile inside the
    window; the learner robs it (chankan), and the kan that never was breaks nothing.

    The learner is dealt its hand one tile short (a useless tile in its place) and draws
    that tile on its second turn: the pon's tile, thrown on the first go-around, comes by
    before the hand is ready, so it is no win let go by. The hand itself is played with
    the learner out of riichi; in forks of it, at each of its draws once ready and the
    pon made, it declares riichi there and robs the kan that comes inside the window: each
    such draw forked once for each of a few kinds it may draw there
    (``ROBBED_PER_DRAW``: the riichi is declared on another hand each time). The kanner
    is the seat after the learner, whose draw comes first in the window: each fork is
    a few moments long."""
    learner = gen.learner
    found = _unheld_wait(gen)
    if found is None:
        return None
    hand, wait = found
    missing = gen.rng.choice(sorted(set(hand)))
    helps = set(hand) | set(waits(counts_of(hand)))
    dealt = list(hand)
    dealt.remove(missing)
    dealt.append(gen.rng.choice([k for k in gen.kinds if k not in helps]))
    if waits(counts_of(dealt)):
        return None
    table, kanner, thrower = added_kan_deal(gen, sorted(dealt), wait,
                                            kanner=(learner + 1) % gen.players)
    turn = gen.rng.randint(3, 6)
    styles = gen.styles(riichi=0.0, call=0.0, keep=frozenset(hand))
    styles[learner].draws = [_useless_to(hand), missing]
    steer_added_kan(styles, kanner, thrower, wait, in_riichi(learner))
    quiet_learner(styles, learner)
    others_quiet(styles, learner)
    robbed = _riichi_then_robs(learner, kanner, wait)

    def steers(t: Table, moment: Moment) -> list[Steer]:
        who = t.seats[learner]
        if moment.seat != learner or who.draws < turn or not who.closed \
                or t.seats[kanner].closed or not waiting_before(t, learner):
            return []  # not ready, or no pon yet: nothing to add to
        kinds = drawn_first(gen, moment, unheld(t, learner), ROBBED_PER_DRAW)
        return [both(draws(learner, k), robbed) for k in kinds]

    forks = queued(steers, over=lambda t: not in_wall(t, wait), within=2 * gen.players,
                   misses=2 * ROBBED_PER_DRAW)
    kept = gen.branch(table, styles, forks, win_of(learner))
    return posed(kept, "ippatsu", learner, frozenset({learner}))


def _useless_to(hand: list[int]) -> Callable[[Table], int | None]:
    """A rig: an unseen kind that the ready ``hand`` neither holds nor waits on (kept by a
    hand one tile short of it, it would make the hand complete once that tile comes)."""
    avoid = set(hand) | set(waits(counts_of(hand)))

    def pick(t: Table) -> int | None:
        options = sorted({kind(x) for x in t.unseen()} - avoid)
        return t.rng.choice(options) if options else None

    return pick


def _riichi_then_robs(learner: int, kanner: int, wait: int) -> Steer:
    """A fork's steer: the learner declares riichi on this draw, the kanner draws the
    fourth ``wait`` inside the window and adds it to its pon, and the learner robs it."""

    def steer(players: list[Style]) -> None:
        declares(learner)(players)
        players[learner].win = 1.0
        players[learner].pass_ron = False
        players[kanner].pending = lambda t: wait if in_riichi(learner)(t) else None
        for i, style in enumerate(players):
            if i != learner:
                style.call = 0.0  # no pon of the riichi tile: the window stays open

    return steer


def _unheld_wait(gen: Gen, tries: int = 4) -> tuple[list[int], int] | None:
    """A ready hand and one of its waits, not a five, of which it holds no tile: the
    other three copies are the kanner's pon and its added kan (a few hands are drawn)."""
    for _ in range(tries):
        hand, _ = tenpai_learner(gen)
        options = [k for k in waits(counts_of(hand)) if k not in hand and k not in (4, 13, 22)]
        if options:
            return hand, gen.rng.choice(options)
    return None

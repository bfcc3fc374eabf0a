"""Calls inside the ippatsu window: another seat's call breaks it, a robbed kan does not;
and the forks of a hand at the draws of the window (``fork_window``)."""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import (
    added_kan_deal,
    chi_partners,
    chi_seats,
    drawn_win,
    fed_win,
    in_riichi,
    not_a_wait,
    quiet_learner,
    steer_added_kan,
    tenpai_learner,
    win_of,
)
from tutor.drills.steer import Gen, Pose, Steer, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of
from tutor.rules.waits import waits


def won_late(gen: Gen, table: Table, styles: list[Style], ask: str = "ippatsu") -> Pose | None:
    """Play to the learner's win, steered to come in or just after its ippatsu window: a
    hand where it has not come by the learner's second draw after its riichi (or by its
    ``LATE``-th draw without one) is given up, not played to its end."""
    learner = gen.learner

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what == "win" and moment.seat == learner:
            return True
        since = draws_since_riichi(t, learner)
        return since >= 2 if since is not None else t.seats[learner].draws > LATE

    moment = gen.run(table, styles, stop)
    if moment is None or moment.what != "win":
        return None
    return Pose(table, ask, learner, frozenset({learner}))


LATE = 12
"""Draws by which a learner steered to declare riichi (on its ninth at the latest) has."""


def draws_since_riichi(table: Table, seat: int) -> int | None:
    """The seat's draws after its riichi (``None`` before it declares)."""
    riichi = table.seats[seat].riichi_event
    if riichi is None:
        return None
    return sum(1 for e in table.events[riichi:] if e.seat == seat and e.verb == "draw")


CALLS_IN_WINDOW = ("pon", "chi", "daiminkan", "ankan")
"""The calls by another seat that a steer lands inside the ippatsu window."""


def ippatsu_broken_by_call(gen: Gen) -> Pose | None:
    """Another seat's call inside the window — a pon or an open kan of a dragon, a chi of
    a number tile, a closed kan of a dragon; then the learner's win before it discards
    again. The hand is played to the first live draw after the call and forked there once
    for each way the learner can still win in the window (``after_the_call``)."""
    learner = gen.learner
    verb = gen.rng.choice(CALLS_IN_WINDOW)
    if verb == "chi" and gen.players == 3:  # no chi in sanma
        verb = "pon"
    hand, _ = tenpai_learner(gen)
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
    styles = gen.styles(riichi=1.0, riichi_from=turn)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    styles[learner].draws = [*[None] * (turn - 1), not_a_wait(learner)]
    quiet_learner(styles, learner)
    styles[caller].call = 1.0
    styles[caller].riichi = 0.0
    styles[caller].keep = frozenset(caller_hand[:2]) if verb == "chi" \
        else frozenset({tile})  # the tiles the call needs stay in the caller's hand
    styles[thrower].pending = lambda t: tile if t.seats[learner].riichi_event else None
    if verb == "ankan":
        styles[caller].kan = 1.0
    else:
        styles[thrower].feed = True
        styles[caller].daiminkan = verb == "daiminkan"
        styles[caller].call_kind = tile if verb == "chi" else None
    return after_the_call(gen, table, styles)


def after_the_call(gen: Gen, table: Table, styles: list[Style]) -> Pose | None:
    """Play to the first live draw after another seat's call inside the learner's window
    and fork it there: each seat from the drawer on to the learner throws a winning tile
    in a fork of its own (ron), and last the learner draws one (tsumo). ``None`` when the
    window closed with no call."""
    learner = gen.learner

    def stop(t: Table, moment: Moment) -> bool:
        drawn = draws_since_riichi(t, learner)
        if not live_draw(moment) or drawn is None:
            return False
        riichi = t.seats[learner].riichi_event or 0
        called = any(e.verb in CALL_VERBS and e.seat != learner for e in t.events[riichi:])
        return called or drawn >= 1

    moment = gen.run(table, styles, stop)
    if moment is None:
        return None
    riichi = table.seats[learner].riichi_event or 0
    if not any(e.verb in CALL_VERBS and e.seat != learner for e in table.events[riichi:]):
        return None
    return fork_window(gen, table, styles, moment.seat)


def fork_window(gen: Gen, table: Table, styles: list[Style], drawer: int) -> Pose | None:
    """The hand stopped at ``drawer``'s live draw inside the learner's window, forked
    once for each seat from ``drawer`` on that throws the learner a winning tile, then
    once at the learner's own draw (tsumo); each fork asked of ippatsu."""
    learner = gen.learner
    steers: list[Steer] = []
    seat = drawer
    while seat != learner:
        steers.append(fed_win(learner, seat))
        seat = table.seat_of_turn_after(seat)
    steers.append(drawn_win(learner))
    kept = gen.fork_each(table, styles, steers, win_of(learner))
    return posed(kept, "ippatsu", learner, frozenset({learner}))


CALL_VERBS = ("chi", "pon", "daiminkan", "kakan", "ankan")
"""The event verbs of a call or a kan."""


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
    before the hand is ready, so it is no win let go by."""
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
    table, kanner, thrower = added_kan_deal(gen, sorted(dealt), wait)
    turn = gen.rng.randint(3, 6)
    styles = gen.styles(riichi=1.0, riichi_from=turn, keep=frozenset(hand))
    styles[learner].draws = [not_a_wait(learner), missing]
    steer_added_kan(styles, kanner, thrower, wait, in_riichi(learner))
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    return won_late(gen, table, styles)


def _unheld_wait(gen: Gen, tries: int = 4) -> tuple[list[int], int] | None:
    """A ready hand and one of its waits, not a five, of which it holds no tile: the
    other three copies are the kanner's pon and its added kan (a few hands are drawn)."""
    for _ in range(tries):
        hand, _ = tenpai_learner(gen)
        options = [k for k in waits(counts_of(hand)) if k not in hand and k not in (4, 13, 22)]
        if options:
            return hand, gen.rng.choice(options)
    return None

"""Scenarios after a riichi: ippatsu, a closed kan in riichi, rinshan."""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios import kita
from tutor.drills.scenarios.common import (
    a_wait,
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
    winning_draws,
)
from tutor.drills.steer import Forks, Gen, Pose, Steer, live_draw, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of, kind
from tutor.rules.waits import waits


def _riichi_learner(gen: Gen, **shape: bool | int) -> tuple[Table, list[Style]]:
    """The learner is dealt a ready hand and declares riichi on its first draw."""
    hand, _ = tenpai_learner(gen, **shape)
    table = gen.table({gen.learner: hand})
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, pass_ron=False, riichi_from=turn)
    styles[gen.learner].draws = [not_a_wait(gen.learner)] * turn
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.0
    return table, styles


def _won(gen: Gen, table: Table, styles: list[Style], ask: str = "ippatsu") -> Pose | None:
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


def _forked(gen: Gen, table: Table, styles: list[Style], forks: Forks) -> Pose | None:
    """The learner's wins in forks of one hand (``Gen.branch``), each asked of ippatsu."""
    kept = gen.branch(table, styles, forks, win_of(gen.learner))
    return posed(kept, "ippatsu", gen.learner, frozenset({gen.learner}))


def draws_since_riichi(table: Table, seat: int) -> int | None:
    """The seat's draws after its riichi (``None`` before it declares)."""
    riichi = table.seats[seat].riichi_event
    if riichi is None:
        return None
    return sum(1 for e in table.events[riichi:] if e.seat == seat and e.verb == "draw")


def in_the_window(gen: Gen) -> Forks:
    """Forks inside the learner's ippatsu window: at each other seat's draw after its
    riichi (that seat throws a winning tile: ron) and at its own next draw (tsumo), which
    closes the window."""
    learner = gen.learner

    def at(t: Table, moment: Moment) -> Steer | None:
        drawn = draws_since_riichi(t, learner)
        if not live_draw(moment):
            return None
        if moment.seat == learner:
            return drawn_win(learner) if drawn == 1 else None
        return fed_win(learner, moment.seat) if drawn == 0 else None

    def closed(t: Table) -> bool:
        return (draws_since_riichi(t, learner) or 0) >= 1

    return Forks(at, over=closed)


def ippatsu_in_window(gen: Gen) -> Pose | None:
    if gen.rng.random() < KAN_BEFORE_RIICHI:
        return ippatsu_kan_before_riichi(gen)
    table, styles = _riichi_learner(gen)
    quiet_learner(styles, gen.learner)
    return _forked(gen, table, styles, in_the_window(gen))


KAN_BEFORE_RIICHI = 0.25
"""Share of in-window wins whose hand made a closed kan before its riichi."""


def ippatsu_kan_before_riichi(gen: Gen) -> Pose | None:
    """The learner makes a closed kan, declares riichi later and wins inside the window:
    a kan before the riichi came before the window opened, so ippatsu stands."""
    found = triplet_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    learner = gen.learner
    table = gen.table({learner: hand}, in_wall=[triplet])
    styles = gen.styles(riichi=1.0, kan=1.0, riichi_from=gen.rng.randint(4, 8))
    waiting, not_yet = a_wait(learner), not_a_wait(learner)

    def after_riichi(t: Table) -> int | None:
        return waiting(t) if in_riichi(learner)(t) else not_yet(t)

    styles[learner].draws = [None, triplet, *[after_riichi] * 30]
    styles[learner].replacement = not_yet
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    return _won(gen, table, styles)


def ippatsu_window_passed(gen: Gen) -> Pose | None:
    """Wins after the learner's first draw since its riichi: by tsumo or ron."""
    table, styles = _riichi_learner(gen)
    turns = styles[gen.learner].riichi_from + gen.rng.randint(1, 3)
    return _forked(gen, table, styles, winning_draws(gen, styles, turns, None))


def ippatsu_no_riichi(gen: Gen) -> Pose | None:
    table, styles = _riichi_learner(gen, simples=True)
    turns = styles[gen.learner].riichi_from + 1
    styles[gen.learner].riichi = 0.0
    styles[gen.learner].riichi_from = 0
    return _forked(gen, table, styles, winning_draws(gen, styles, turns, None))


CALLS_IN_WINDOW = ("pon", "chi", "daiminkan", "ankan")
"""The calls by another seat that a steer lands inside the ippatsu window."""


def ippatsu_broken_by_call(gen: Gen) -> Pose | None:
    """Another seat's call inside the window — a pon or an open kan of a dragon, a chi of
    a number tile, a closed kan of a dragon; then the learner's tsumo."""
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
    table = gen.table({learner: hand, caller: sorted(caller_hand)}, in_wall=[tile])
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, riichi_from=turn)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    styles[learner].draws = [*[None] * (turn - 1), not_a_wait(learner), a_wait(learner)]
    styles[caller].call = 1.0
    styles[caller].riichi = 0.0
    styles[thrower].pending = lambda t: tile if t.seats[learner].riichi_event else None
    if verb == "ankan":
        styles[caller].kan = 1.0
        styles[caller].keep = frozenset({tile})
    else:
        styles[thrower].feed = True
        styles[caller].daiminkan = verb == "daiminkan"
        styles[caller].call_kind = tile if verb == "chi" else None
    return _won(gen, table, styles)


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
    return _won(gen, table, styles)


def _unheld_wait(gen: Gen, tries: int = 4) -> tuple[list[int], int] | None:
    """A ready hand and one of its waits, not a five, of which it holds no tile: the
    other three copies are the kanner's pon and its added kan (a few hands are drawn)."""
    for _ in range(tries):
        hand, _ = tenpai_learner(gen)
        options = [k for k in waits(counts_of(hand)) if k not in hand and k not in (4, 13, 22)]
        if options:
            return hand, gen.rng.choice(options)
    return None


def triplet_hand(gen: Gen) -> tuple[list[int], int] | None:
    """A ready hand holding a triplet whose fourth tile does not change the waits."""
    hand, _ = tenpai_learner(gen, triplets=1)
    counts = counts_of(hand)
    for k in range(34):
        if counts[k] == 3:
            return hand, k
    return None


def ippatsu_own_kan(gen: Gen) -> Pose | None:
    """The learner kans in riichi and wins on the replacement tile: rinshan, no ippatsu.
    The hand is forked at the learner's draws from the first after its riichi on, one a
    go-around: in each fork that draw is the fourth tile of its triplet, which it kans,
    and the replacement tile is a winning one (``Gen.branch``)."""
    found = triplet_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    learner = gen.learner
    table = gen.table({learner: hand}, in_wall=[triplet])
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, kan=1.0, riichi_from=turn)
    styles[learner].draws = [*[None] * (turn - 1), not_a_wait(learner)]
    quiet_learner(styles, learner)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0

    def kan_and_win(players: list[Style]) -> None:
        players[learner].draws = [triplet]
        players[learner].replacement = a_wait(learner)
        players[learner].win = 1.0

    def at(t: Table, moment: Moment) -> Steer | None:
        if not live_draw(moment) or moment.seat != learner \
                or not draws_since_riichi(t, learner):
            return None
        return kan_and_win if any(kind(x) == triplet for x in t.wall[t.pos - 1:t.end]) \
            else None

    return _forked(gen, table, styles, Forks(at))


def rinshan_win(gen: Gen) -> Pose | None:
    pose = ippatsu_own_kan(gen)
    if pose is not None:
        pose.every_moment(ask="win")
    return pose


def rinshan_plain(gen: Gen) -> Pose | None:
    pose = ippatsu_in_window(gen) if gen.rng.random() < 0.5 else ippatsu_window_passed(gen)
    if pose is not None:
        pose.every_moment(ask="win")
    return pose


SCENARIOS = {
    "ippatsu": {
        "ippatsu.in_window": ippatsu_in_window,
        "ippatsu.window_passed": ippatsu_window_passed,
        "ippatsu.no_riichi": ippatsu_no_riichi,
        "ippatsu.broken_by_call": ippatsu_broken_by_call,
        "ippatsu.broken_by_own_kan": ippatsu_own_kan,
        "ippatsu.robbed_kan_kept": ippatsu_robbed_kan,
        "ippatsu.broken_by_kita": kita.ippatsu_broken_by_kita,
        "ippatsu.robbed_kita_kept": kita.ippatsu_robbed_kita,
    },
    "rinshan": {
        "rinshan.replacement_win": rinshan_win,
        "contrast": rinshan_plain,
    },
}

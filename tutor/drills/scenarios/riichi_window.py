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
    feeder,
    in_riichi,
    not_a_wait,
    steer_added_kan,
    tenpai_learner,
    win_of,
)
from tutor.drills.steer import Gen, Pose
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
    if gen.run(table, styles, win_of(gen.learner)) is None:
        return None
    return Pose(table, ask, gen.learner, frozenset({gen.learner}))


def ippatsu_in_window(gen: Gen) -> Pose | None:
    if gen.rng.random() < KAN_BEFORE_RIICHI:
        return ippatsu_kan_before_riichi(gen)
    table, styles = _riichi_learner(gen)
    if gen.rng.random() < 0.5:
        styles[gen.learner].draws.append(a_wait(gen.learner))
    else:
        feeder(gen, styles, gen.learner, when=in_riichi(gen.learner))
        styles[gen.learner].draws.append(not_a_wait(gen.learner))
    return _won(gen, table, styles)


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
    table, styles = _riichi_learner(gen)
    styles[gen.learner].draws += [not_a_wait(gen.learner)] * gen.rng.randint(1, 3)
    styles[gen.learner].draws.append(a_wait(gen.learner))
    return _won(gen, table, styles)


def ippatsu_no_riichi(gen: Gen) -> Pose | None:
    table, styles = _riichi_learner(gen, simples=True)
    styles[gen.learner].riichi = 0.0
    styles[gen.learner].riichi_from = 0
    styles[gen.learner].draws += [not_a_wait(gen.learner), a_wait(gen.learner)]
    return _won(gen, table, styles)


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
    window; the learner robs it (chankan), and the kan that never was breaks nothing."""
    learner = gen.learner
    hand, wait = tenpai_learner(gen)
    if wait in hand or wait in (4, 13, 22):
        return None
    table, kanner, thrower = added_kan_deal(gen, hand, wait)
    turn = gen.rng.randint(2, 6)
    styles = gen.styles(riichi=1.0, riichi_from=turn, keep=frozenset(hand))
    steer_added_kan(styles, kanner, thrower, wait, in_riichi(learner))
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
    return _won(gen, table, styles)


def triplet_hand(gen: Gen) -> tuple[list[int], int] | None:
    """A ready hand holding a triplet whose fourth tile does not change the waits."""
    hand, _ = tenpai_learner(gen, triplets=1)
    counts = counts_of(hand)
    for k in range(34):
        if counts[k] == 3:
            return hand, k
    return None


def ippatsu_own_kan(gen: Gen) -> Pose | None:
    """The learner kans in riichi and wins on the replacement tile: rinshan, no ippatsu."""
    found = triplet_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    table = gen.table({gen.learner: hand}, in_wall=[triplet])
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, kan=1.0, riichi_from=turn)
    styles[gen.learner].draws = [*[None] * (turn - 1), not_a_wait(gen.learner), triplet]
    styles[gen.learner].replacement = a_wait(gen.learner)
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.0
    return _won(gen, table, styles)


# -- a closed kan in riichi ---------------------------------------------------------------


def _kan_ask(gen: Gen, hand: list[int], triplet: int, rules: dict[str, object]) -> Pose | None:
    """The learner, in riichi, draws the fourth tile of ``triplet``; the hand is played
    under ``rules`` (overrides of the ruleset) from the deal, the others' kans included."""
    table = gen.table({gen.learner: hand}, in_wall=[triplet])
    table.overrides = dict(rules)
    turn = gen.rng.randint(2, 9)
    styles = gen.styles(riichi=1.0, kan=0.0, win=0.0, riichi_from=turn)
    styles[gen.learner].draws = [*[None] * (turn - 1), not_a_wait(gen.learner),
                                 *[None] * gen.rng.randint(0, 2)]
    styles[gen.learner].pending = lambda t: triplet
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.3

    def drew_fourth(t: Table, moment: Moment) -> bool:
        return (moment.what == "draw" and moment.seat == gen.learner
                and t.seats[gen.learner].riichi_event is not None
                and moment.tile is not None and kind(moment.tile) == triplet)

    if gen.run(table, styles, drew_fourth) is None:
        return None
    return Pose(table, "ankan_allowed", gen.learner, frozenset({gen.learner}),
                tile=triplet, rules=rules)


def kan_allowed(gen: Gen) -> Pose | None:
    found = _two_readings(gen) if gen.rng.random() < 0.3 else triplet_hand(gen)
    return None if found is None else _kan_ask(gen, found[0], found[1], {})


def kan_waits_change(gen: Gen) -> Pose | None:
    """A triplet that is also part of a run reading: kanning it changes the waits."""
    start = gen.suit_base() + gen.rng.randint(0, 5)
    shape = [start, start, start, start + 1, start + 2]
    hand, _ = tenpai_learner(gen)
    rest = [k for k in hand if k not in range(start, start + 3)]
    if len(rest) < 8:
        return None
    kinds = sorted(shape + rest[:8])
    if any(kinds.count(k) > 4 for k in kinds) or not waits(counts_of(kinds)):
        return None
    return _kan_ask(gen, kinds, start, {})


def _two_readings(gen: Gen) -> tuple[list[int], int]:
    """A ready hand with ``aaa b c ddd`` in one suit (``aaa bcd dd`` or ``aa abc ddd``)
    and the kind of one of its two triplets."""
    suit, other = gen.rng.sample(range(3), 2)
    a = suit * 9 + gen.rng.randint(0, 5)
    block = [a, a, a, a + 1, a + 2, a + 3, a + 3, a + 3]
    low = other * 9 + gen.rng.randint(1, 6)
    partial = [low, low + 1]
    third = gen.rng.choice([k for k in gen.numbers if k // 9 != suit and k not in partial])
    hand = sorted(block + partial + [third] * 3)
    return hand, gen.rng.choice([a, a + 3])


def kan_strict(gen: Gen) -> Pose | None:
    """A triplet that is a triplet in one reading only, asked under the strict rule."""
    hand, triplet = _two_readings(gen)
    return _kan_ask(gen, hand, triplet, {"kan_after_riichi": "strict"})


def kan_never(gen: Gen) -> Pose | None:
    """A plain triplet, asked under a rule that allows no kan after riichi."""
    found = triplet_hand(gen)
    never: dict[str, object] = {"kan_after_riichi": "never"}
    return None if found is None else _kan_ask(gen, found[0], found[1], never)


def kan_not_drawn(gen: Gen) -> Pose | None:
    """The learner's fourth tile came before its riichi; only later does it think of a kan.

    Dealt ``TTT T+1 T+2`` beside a set, a pair, two tiles of a run and a lone honour
    (not yet ready, so the fourth T is no winning tile), it draws the fourth T first,
    keeps all four (a set and a run), throws the honour and declares riichi.
    """
    triplet = gen.suit_base() + gen.rng.randint(0, 6)
    rest = gen.complete()[:0]
    while len(rest) < 8:
        full = gen.complete()
        rest = _two_sets_and_pair(full)
    lone = gen.rng.choice([k for k in range(27, 34) if k not in rest])
    low = gen.suit_base() + gen.rng.randint(1, 6)
    hand = sorted([triplet] * 3 + [triplet + 1, triplet + 2] + rest[:5] + [low, low + 1, lone])
    if any(hand.count(k) > 4 for k in hand) or hand.count(triplet) > 3:
        return None
    table = gen.table({gen.learner: hand}, first_draws={gen.learner: triplet})
    styles = gen.styles(riichi=0.0, kan=0.0, win=0.0, keep=frozenset({triplet}))
    learner = gen.learner

    def stop(t: Table, moment: Moment) -> bool:
        if moment.what == "draw" and moment.seat == learner:
            if t.seats[learner].riichi_event is None:
                styles[learner].riichi = 1.0
                return False
            return True
        return False

    if gen.run(table, styles, stop) is None:
        return None
    return Pose(table, "ankan_allowed", learner, frozenset({learner}), tile=triplet)


def _two_sets_and_pair(full: list[int]) -> list[int]:
    """Eight of fourteen complete kinds: the pair and two sets (by a greedy split)."""
    counts = counts_of(full)
    pair = next(k for k in range(34) if counts[k] >= 2)
    counts[pair] -= 2
    sets: list[int] = []
    for k in range(34):
        while counts[k] >= 3 and len(sets) < 6:
            counts[k] -= 3
            sets += [k] * 3
        while k % 9 <= 6 and k < 27 and counts[k] and counts[k + 1] and counts[k + 2] \
                and len(sets) < 6:
            for j in (k, k + 1, k + 2):
                counts[j] -= 1
            sets += [k, k + 1, k + 2]
    return [pair, pair, *sets] if len(sets) == 6 else []


def rinshan_win(gen: Gen) -> Pose | None:
    pose = ippatsu_own_kan(gen)
    if pose is not None:
        pose.ask = "win"
    return pose


def rinshan_plain(gen: Gen) -> Pose | None:
    pose = ippatsu_in_window(gen) if gen.rng.random() < 0.5 else ippatsu_window_passed(gen)
    if pose is not None:
        pose.ask = "win"
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
    "ankan_riichi": {
        "ankan.allowed_in_riichi": kan_allowed,
        "ankan.waits_change": kan_waits_change,
        "ankan.not_drawn_tile": kan_not_drawn,
        "ankan.never_after_riichi": kan_never,
        "ankan.not_triplet_everywhere": kan_strict,
    },
    "rinshan": {
        "rinshan.replacement_win": rinshan_win,
        "contrast": rinshan_plain,
    },
}

"""Scenarios of rinshan kaihou (嶺上開花): the learner's kan and a win on its replacement
tile, or for the look-alike a win on a tile that is not one.

The learner is dealt a ready hand holding a triplet whose fourth tile waits in the live
wall: mostly a yakuhai one (a dragon, its seat wind or the round wind: a yaku whatever the
win, so that a ron or an open kan still wins), in a third of hands a plain one in a closed
hand that declares riichi before the forks (the riichi is its yaku; it kans only what it
draws itself), so that neither the answer nor the hand's shape comes from habit. The hand
is played with the learner keeping that hand whole and taking nothing, and forked at
every live draw from a few turns in, once for each winning tile: at the learner's own
draw it draws the fourth tile and kans it (a closed kan), at another seat's draw that
seat draws it and throws it and the learner calls the kan (an open kan). Either way
the replacement tile is the winning tile. The look-alike forks win on a drawn or
thrown tile, or kan and win on a later discard. Every seat's draw gives moments, so one
played hand gives its moments in a few go-arounds, each fork a few moments long.
"""

from __future__ import annotations

from tutor.drills.play import Moment
from tutor.drills.players import DRAGONS, Style
from tutor.drills.scenarios.common import (
    drawn_win,
    fed_win,
    not_a_wait,
    quiet_learner,
    tenpai_learner,
    waits_before_draw,
    win_of,
)
from tutor.drills.scenarios.winning import in_wall, queued, widest_wait
from tutor.drills.steer import Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.rules.tiles import counts_of
from tutor.rules.waits import waits

FIRST = (2, 4)
"""Draws the learner has made when the forks start (a number picked at random): a
question shows a few turns of play, as a kan in a real hand comes. A hand in riichi
starts them at its third draw at the earliest (it declares at an earlier one). The
draws before the forks are played once for all the hand's questions, and each later
draw gives a fork for each winning tile, so a later start only adds steps (3 to 8
draws: 9.2 play steps a question; 2 to 4: 7.6)."""

WITHIN = 8
"""Moments a fork is played for: an open kan's win takes five (the throw, the call, the
replacement draw, the win), a kan and a win on a later discard seven."""


RIICHI_SHARE = 1 / 3
"""Share of hands whose triplet is a plain one in a closed hand in riichi (the riichi is
its yaku); the others hold a yakuhai triplet: a dragon, the seat wind or the round wind."""


def _yakuhai(gen: Gen) -> tuple[tuple[int, ...], ...]:
    """The honour kinds whose triplet is a yaku for the learner on any win, in three
    groups: the dragons, its seat wind, the round wind (East, the table being dealt East 1;
    seat 0 deals)."""
    return DRAGONS, (27 + gen.learner,), (27,)


def ready_with_triplet(gen: Gen, wide: bool) -> tuple[list[int], int] | None:
    """A ready hand and the triplet it holds (its lowest kind held three times), from a
    complete hand less a tile at random, or (``wide``) less the tile that leaves the most
    winning kinds, none of them the complete hand's triplet (``widest_wait``: each
    winning tile is a fork of every draw, so a wide wait needs fewer draws played for a
    hand's questions); None when the hand left holds no triplet."""
    if wide:
        full = gen.complete(triplets=1)
        kept = _triplet_of(full)
        if kept is None:
            return None
        hand = widest_wait(gen, full, lambda found: kept not in found)[0]
    else:
        hand = tenpai_learner(gen, triplets=1)[0]
    triplet = _triplet_of(hand)
    return None if triplet is None else (hand, triplet)


def _triplet_of(tiles: list[int]) -> int | None:
    """The lowest kind the tiles hold three times, if any."""
    counts = counts_of(tiles)
    return next((k for k in range(34) if counts[k] == 3), None)


def _triplet_hand(gen: Gen, riichi: bool, wide: bool) -> tuple[list[int], int] | None:
    """A ready hand (thirteen tiles) holding a triplet whose fourth tile does not complete
    it (``ready_with_triplet``): a yakuhai one (a hand with a triplet, that triplet
    changed into the honour's), or for ``riichi`` the hand's own plain triplet, held
    apart from its other tiles (no neighbour in its suit), so that it is a triplet in
    every reading and its kan in riichi is allowed under the strictest rule."""
    dealt = ready_with_triplet(gen, wide)
    if dealt is None:
        return None
    hand, triplet = dealt
    counts = counts_of(hand)
    if riichi:
        near = [k for k in range(triplet - 2, triplet + 3) if triplet < 27
                and k != triplet and k // 9 == triplet // 9 and counts[k]]
        if any(triplet in group for group in _yakuhai(gen)) or near or triplet in waits(counts):
            return None
        return hand, triplet
    group = gen.rng.choice(_yakuhai(gen))  # each group as often, not each kind
    free = [k for k in group if k in gen.kinds and not counts[k]]
    if not free:
        return None
    honour = gen.rng.choice(free)
    changed = sorted(honour if k == triplet else k for k in hand)
    found = waits(counts_of(changed))
    if not found or honour in found:
        return None
    return changed, honour


def _kan_win(learner: int, fourth_of: int, wait: int, thrower: int | None) -> Steer:
    """The learner kans the fourth tile of its triplet (``fourth_of``),
    drawn (``thrower`` None: a closed kan) or thrown by ``thrower`` (an open kan), and
    wins on the replacement tile, ``wait``."""

    def steer(players: list[Style]) -> None:
        mine = players[learner]
        if thrower is None:
            mine.draws = [fourth_of]
            mine.kan = 1.0
        else:
            players[thrower].draws = [fourth_of]
            players[thrower].feed = True
            mine.call = 1.0
            mine.daiminkan = True
        mine.replacement = wait
        mine.win = 1.0
        mine.pass_ron = False

    return steer


def _kan_then_ron(learner: int, fourth_of: int, wait: int, thrower: int) -> Steer:
    """The learner draws the fourth tile of its triplet and kans it, the replacement tile does not
    win, and it wins on ``thrower``'s next discard, ``wait`` (a win after a kan that is
    not on its replacement tile)."""

    def steer(players: list[Style]) -> None:
        mine = players[learner]
        mine.draws = [fourth_of]
        mine.kan = 1.0
        mine.replacement = not_a_wait(learner)
        fed_win(learner, thrower, wait)(players)

    return steer


def _kan_hand(gen: Gen, *, on_replacement: bool, wide: bool = False) -> Pose | None:
    """The learner's win after the forks at every draw (see the module): on the
    replacement tile of its kan (``on_replacement``), else on a tile that is not one;
    ``wide``: on the widest wait its complete hand leaves (the rinshan skill's own
    hands, and the situational yaku's: ``wins.any_win``)."""
    riichi = gen.rng.random() < RIICHI_SHARE
    found = _triplet_hand(gen, riichi, wide)
    if found is None:
        return None
    hand, fourth_of = found
    learner = gen.learner
    first = gen.rng.randint(max(FIRST[0], 3) if riichi else FIRST[0], FIRST[1])
    table = gen.table({learner: hand}, in_wall=[fourth_of])
    styles = gen.styles(riichi=1.0 if riichi else 0.0, kan=0.0, call=0.0,
                        keep=frozenset(hand),
                        riichi_from=gen.rng.randint(1, first - 1) if riichi else 0)
    quiet_learner(styles, learner)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = 0.0
            style.kan = 0.0
    dead = [False]

    def steers(t: Table, moment: Moment) -> list[Steer]:
        """The forks of this live draw: one for each winning tile."""
        if t.seats[learner].draws < first:
            return []
        own = moment.seat == learner
        if riichi and (t.seats[learner].riichi_event is None
                       or (on_replacement and not own)):
            return []  # no yaku before the riichi; no open kan in it
        kinds = waits_before_draw(t, learner, moment)
        fourth = in_wall(t, fourth_of)
        dead[0] = not kinds or (on_replacement and not fourth)
        if dead[0]:
            return []
        gen.rng.shuffle(kinds)
        queue: list[Steer] = []
        for wait in kinds:
            if on_replacement:
                queue.append(_kan_win(learner, fourth_of, wait, None if own else moment.seat))
            elif own and fourth and gen.rng.random() < 0.5:
                queue.append(_kan_then_ron(learner, fourth_of, wait,
                                           t.seat_of_turn_after(learner)))
            else:
                queue.append(drawn_win(learner, wait) if own
                             else fed_win(learner, moment.seat, wait))
        return queue

    forks = queued(steers, over=lambda t: dead[0], within=WITHIN)
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


def rinshan_win(gen: Gen) -> Pose | None:
    return _kan_hand(gen, on_replacement=True)


def rinshan_plain(gen: Gen) -> Pose | None:
    return _kan_hand(gen, on_replacement=False)


def wide_rinshan_win(gen: Gen) -> Pose | None:
    return _kan_hand(gen, on_replacement=True, wide=True)


def wide_rinshan_plain(gen: Gen) -> Pose | None:
    return _kan_hand(gen, on_replacement=False, wide=True)


SCENARIOS = {
    "rinshan": {
        "rinshan.replacement_win": wide_rinshan_win,
        "contrast": wide_rinshan_plain,
    },
}

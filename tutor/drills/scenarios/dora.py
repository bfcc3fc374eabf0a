"""Scenarios of counting dora: the indicator is steered to point at a tile of the winning
hand, most often across a wrap (9 → 1, north → east, red → white dragon, and at three
players 1m → 9m), and the win comes with or without riichi (ura dora) or after a kan
(kan dora)."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.play import Moment
from tutor.drills.players import Style
from tutor.drills.scenarios.common import many_wins, not_a_wait, quiet_learner, win_of
from tutor.drills.scenarios.winning import each_wait, in_wall, winning_tiles
from tutor.drills.scenarios.wins import learner_wins, plain_win, value_win
from tutor.drills.steer import Forks, Gen, Pose, Steer, posed
from tutor.drills.table import Table
from tutor.judges.dora import POINTERS, pointer_code
from tutor.rules.tiles import RED_FIVE_KINDS, counts_of
from tutor.rules.waits import waits

WRAPS = {0: 8, 9: 17, 18: 26, 27: 30, 31: 33}
"""Dora kind → the indicator that points at it across a wrap (four players)."""


def indicator_of(dora: int, players: int) -> int:
    """The indicator kind that makes ``dora`` the dora (the engine's order, backwards)."""
    if players == 3 and dora in (0, 8):
        return 8 if dora == 0 else 0  # sanma: 1m and 9m point at each other
    return WRAPS.get(dora, dora - 1)


def _aim(gen: Gen, hand: list[int]) -> None:
    """Steer the dora indicator at a kind of ``hand``, across a wrap when the hand can."""
    wraps = [k for k in hand if k in WRAPS or (gen.players == 3 and k == 8)]
    dora = gen.rng.choice(wraps if wraps and gen.rng.random() < 0.7 else hand)
    gen.dora_indicator = indicator_of(dora, gen.players)


def dora_win(gen: Gen, *, riichi: bool) -> Pose | None:
    """A win with the indicator aimed at the hand (``riichi``: ura dora count too)."""
    hand, _ = gen.tenpai(simples=not riichi and gen.rng.random() < 0.5)
    _aim(gen, hand)
    return value_win(gen, riichi=riichi, hand=hand)


def ura_counted(gen: Gen) -> Pose | None:
    return value_win(gen, riichi=True)


def no_ura(gen: Gen) -> Pose | None:
    return learner_wins(gen, riichi=0.0, simples=True)


def with_ura(gen: Gen) -> Pose | None:
    return dora_win(gen, riichi=True)


def without_ura(gen: Gen) -> Pose | None:
    return dora_win(gen, riichi=False)


def after_kan(gen: Gen) -> Pose | None:
    """The learner's own kan in riichi and a win on its replacement: a kan indicator."""
    gen.dora_indicator = gen.rng.choice([indicator_of(k, gen.players) for k in WRAPS
                                         if k in gen.kinds])
    return own_kan_win(gen)


def _kan_hand(gen: Gen, *, tries: int = 4) -> tuple[list[int], int] | None:
    """A ready hand holding a triplet (not of fives) whose kan leaves its waits as they
    are: one the hand may kan in riichi."""
    for _ in range(tries):
        hand, _ = gen.tenpai(triplets=1)
        counts = counts_of(hand)
        for k in (k for k in range(34) if counts[k] == 3 and k not in RED_FIVE_KINDS):
            kanned = [0 if i == k else c for i, c in enumerate(counts)]
            if waits(counts) and waits(kanned, 1) == waits(counts):
                return hand, k
    return None


def _kan_deal(gen: Gen, *, riichi: float) -> tuple[Table, list[Style], int] | None:
    """A ready learner holding a triplet whose fourth tile waits at the end of the wall,
    and the players of a hand where it takes no win (its forks do)."""
    found = _kan_hand(gen)
    if found is None:
        return None
    hand, triplet = found
    table = gen.table({gen.learner: hand}, in_wall=[triplet])
    styles = gen.styles(riichi=riichi, riichi_from=gen.rng.randint(2, 4) if riichi else 0,
                        kan=0.0, call=0.0, keep=frozenset(hand))
    quiet_learner(styles, gen.learner)
    for i, style in enumerate(styles):
        if i != gen.learner:
            style.win = 0.0
    return table, styles, triplet


RINSHAN_DRAWS = (1, 2)
"""The learner's draws in riichi forked toward a win on its kan's replacement tile before
the hand itself makes the kan (at the draw after the last of them)."""


def own_kan_win(gen: Gen) -> Pose | None:
    """The learner, in riichi, draws the fourth tile of its triplet and kans it: a kan
    dora indicator turns over. At its first draws in riichi the hand is forked toward
    the kan and a win on the replacement tile (rinshan), once for each winning tile;
    then the hand itself makes the kan (its replacement a tile that wins nothing), and
    each later draw is forked toward a win after the kan, by tsumo or on any seat's
    discard (``winning_tiles``): many more wins from the same played draws."""
    dealt = _kan_deal(gen, riichi=1.0)
    if dealt is None:
        return None
    table, styles, triplet = dealt
    learner = gen.learner
    before_kan = [gen.rng.choice(RINSHAN_DRAWS)]
    """Learner draws in riichi still forked toward a rinshan win before the hand kans."""

    def kan_then(wait: int) -> Steer:
        def steer(players: list[Style]) -> None:
            players[learner].draws = [triplet]
            players[learner].kan = 1.0
            players[learner].replacement = wait
            players[learner].win = 1.0
        return steer

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        mine = moment.seat == learner and t.seats[learner].riichi_event is not None
        if not (mine and in_wall(t, triplet)):
            return None
        before_kan[0] -= 1
        if before_kan[0] == 0:  # the hand's own kan comes at the learner's next draw
            styles[learner].draws = [triplet]
            styles[learner].kan = 1.0
            styles[learner].replacement = not_a_wait(learner)
        return kan_then

    def kanned(t: Table) -> bool:
        return any(m.verb == "ankan" for m in t.seats[learner].melds)

    rinshan = each_wait(gen, steers)
    after = winning_tiles(gen, lambda t, moment: kanned(t), {True: True, False: True})

    def now(t: Table) -> Forks:
        """The forks of the hand as it stands: toward a rinshan win until it kans."""
        return after if kanned(t) else rinshan

    forking = [rinshan]
    """The forks of the draw being forked (told of the steers that missed)."""

    def at(t: Table, moment: Moment) -> Steer | None:
        forking[0] = now(t)
        return forking[0].at(t, moment)

    forks = Forks(at=at, missed=lambda steer: forking[0].missed(steer),
                  over=lambda t: now(t).over(t), also=lambda t, m: now(t).also(t, m))
    kept = gen.branch(table, styles, forks, win_of(learner))
    return posed(kept, "win", learner, frozenset({learner}))


KAN_AND_WIN = 5
"""Moments from another seat's draw to a win on the replacement tile of the open kan
called on its discard: the draw, the discard, the kan, the replacement draw, the win."""


def open_kan_win(gen: Gen) -> Pose | None:
    """Another seat throws the fourth tile of the learner's triplet, the learner calls an
    open kan and wins on its replacement tile (rinshan): the open kan's indicator waits
    for a discard that never comes, where the ruleset says so. Forked at the other
    seats' draws from the learner's second on, once for each winning tile."""
    dealt = _kan_deal(gen, riichi=0.0)
    if dealt is None:
        return None
    table, styles, triplet = dealt
    learner = gen.learner
    turns = gen.rng.randint(1, 3)

    def kan_then(thrower: int) -> Callable[[int], Steer]:
        def on(wait: int) -> Steer:
            def steer(players: list[Style]) -> None:
                players[thrower].draws = [triplet]
                players[thrower].feed = True
                players[learner].daiminkan = True
                players[learner].call = 1.0
                players[learner].replacement = wait
                players[learner].win = 1.0
            return steer
        return on

    def steers(t: Table, moment: Moment) -> Callable[[int], Steer] | None:
        ready = moment.seat != learner and t.seats[learner].draws >= turns
        return kan_then(moment.seat) if ready and in_wall(t, triplet) else None

    forks = each_wait(gen, steers, within=KAN_AND_WIN)
    kept = gen.branch(table, styles, forks, win_of(learner))
    return posed(kept, "win", learner, frozenset({learner}))


KAN_SHARE = 0.3
"""Share of "which tile is dora" wins that come after the winner's kan: a kan indicator
shows beside the first one."""


def _counting_on(gen: Gen, code: str) -> list[int]:
    """The indicator kinds in play that count on the way ``code`` names."""
    return [k for k in gen.kinds if pointer_code(k, gen.players) == code]


def _indicator_toward(code: str) -> Callable[[Gen], Pose | None]:
    """A win with an indicator that counts on the way ``code`` names (a 9 wrapping, a
    wind, a dragon…): the first indicator, or after the winner's kan the kan indicator,
    with a plain first one beside it."""
    def scenario(gen: Gen) -> Pose | None:
        steered = gen.rng.choice(_counting_on(gen, code))
        if gen.rng.random() < KAN_SHARE:  # the kan's indicator is the one asked
            gen.dora_indicator = gen.rng.choice(_counting_on(gen, POINTERS[0]))
            gen.kan_indicator = steered
            return own_kan_win(gen)
        gen.dora_indicator = steered
        return plain_win(gen)
    return scenario


SCENARIOS: dict[str, dict[str, Callable[[Gen], Pose | None]]] = {
    "dora_indicator": many_wins({code: _indicator_toward(code) for code in POINTERS}),
    "dora_count": many_wins({
        "dora.no_ura_without_riichi": without_ura,
        "dora.ura_counted": with_ura,
        "dora.kan_indicator": after_kan,
    }),
    "dora_timing": many_wins({
        "dora.ura_counted": ura_counted,
        "dora.no_ura_without_riichi": no_ura,
        "dora.kan_indicator": own_kan_win,
        "dora.kan_indicator_pending": open_kan_win,
    }),
}

"""Hand-yaku wins that a dealt shape alone does not make: kans, the dealer's first draw,
and the situational yaku (the last tile, a replacement tile, a robbed kan, the first
go-around, ippatsu).

Each yaku has two moments: one steered toward it and a look-alike that wins without it
(two kans and a concealed triplet against three kans, an ordinary tenhou against
thirteen unrelated tiles, a replacement win on the last tiles against haitei…). The
situational ones reuse the scenarios of the skills that drill them, stopped at the win.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from tutor.drills.lazy import Lazy
from tutor.drills.scenarios import first_turn, riichi_window, rinshan, wins
from tutor.drills.steer import Gen, Pose, posed
from tutor.drills.table import Table
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import RED_FIVE_KINDS

Moment = Callable[[Gen], Pose | None]


def _triplet_kinds(gen: Gen, count: int) -> list[int]:
    return gen.rng.sample([k for k in gen.kinds if k not in RED_FIVE_KINDS], count)


def _kans(gen: Gen, closed: int, called: bool, triplets: int) -> Pose | None:
    """A win with ``closed`` closed kans, an open one when ``called``, and ``triplets``
    concealed triplets that stay triplets; the rest of the hand a run and the pair. The
    tile the learner waits on is one of the run or the pair (or the triplets')."""
    groups = closed + int(called) + triplets
    kinds = _triplet_kinds(gen, groups + 1)
    kanned = kinds[:closed + int(called)]
    rest = [k for k in kinds[len(kanned):groups] for _ in range(3)] + [kinds[groups]] * 2
    if groups < 4:
        base = gen.suit_base() + gen.rng.randint(0, 6)
        rest += [base, base + 1, base + 2]
    if any(k in kinds for k in rest[-3:]) and groups < 4:
        return None  # the run shares a kind with a triplet or the pair
    rest.pop(gen.rng.randrange(len(rest)))
    hand = sorted([k for k in kanned for _ in range(3)] + rest)
    riichi = 0.0 if called or gen.rng.random() < 0.6 else 1.0
    return wins.learner_wins(gen, riichi=riichi, hand=hand, kans=tuple(kinds[:closed]),
                             called=kinds[closed] if called else None)


def sankantsu(gen: Gen) -> Pose | None:
    return _kans(gen, 3, False, 0)


def two_kans(gen: Gen) -> Pose | None:
    return _kans(gen, 2, False, 1)


def suukantsu(gen: Gen) -> Pose | None:
    """Three closed kans and an open one: four concealed triplets never come with it,
    so the hand is four kans alone under a ruleset that pays one yakuman."""
    return _kans(gen, 3, True, 0)


def three_kans_and_a_triplet(gen: Gen) -> Pose | None:
    return _kans(gen, 2, True, 1)


def _unrelated_kinds(gen: Gen) -> list[int]:
    """Thirteen kinds of which no two in a suit are within two numbers of each other."""
    numbers: list[int] = []
    for suit in range(3):
        picked: list[int] = []
        for k in gen.rng.sample(gen.numbers, len(gen.numbers)):
            if k // 9 == suit and all(abs(k - m) > 2 for m in picked):
                picked.append(k)
        numbers += picked
    numbers = gen.rng.sample(numbers, min(len(numbers), 9))
    honours = [k for k in gen.kinds if k >= 27]
    if 13 - len(numbers) > len(honours):
        return []
    return sorted(numbers + gen.rng.sample(honours, 13 - len(numbers)))


def shiisan_puutaa(gen: Gen) -> Pose | None:
    """The dealer's fourteen tiles (its deal and first draw): a pair and twelve kinds
    with no two within two numbers in a suit; it wins on that first draw."""
    kinds = _unrelated_kinds(gen)
    if len(kinds) < 13:
        return None
    tiles = [*kinds, gen.rng.choice(kinds)]
    first = tiles.pop(gen.rng.randrange(len(tiles)))
    return first_turn.dealt_first_draw_win(gen, sorted(tiles), first)


def _three_runs(gen: Gen) -> list[int]:
    start = gen.suit_base() + gen.rng.randint(0, 6)
    return [start, start + 1, start + 2] * 3


def iisou_sanjun(gen: Gen) -> Pose | None:
    """Two identical runs in hand and a third made by chi: called, the run cannot read
    as a triplet, so the hand is three identical runs and not three consecutive
    triplets (a closed hand of them reads both ways and scores the triplets)."""
    runs = _three_runs(gen)
    called = runs[2]
    other = gen.suit_base() + gen.rng.randint(0, 6)
    single, junk = gen.rng.sample([k for k in gen.kinds if k not in runs], 2)
    hand = sorted([*runs[:-1], single, junk, other, other + 1, other + 2])
    if any(hand.count(k) > 4 for k in hand) or junk in (other, other + 1, other + 2):
        return None
    return wins.learner_wins(gen, riichi=0.0, hand=hand, chi=called)


def closed_same_runs(gen: Gen) -> Pose | None:
    """Three identical runs, closed: read as three concealed consecutive triplets."""
    kinds = sorted([*_three_runs(gen), *gen.rng.sample(gen.numbers, 1) * 2])
    start = gen.suit_base() + gen.rng.randint(0, 6)
    kinds += [start, start + 1, start + 2]
    if any(kinds.count(k) > 4 for k in kinds):
        return None
    kinds.sort()
    kinds.pop(gen.rng.randrange(len(kinds)))
    return wins.learner_wins(gen, riichi=gen.rng.choice((0.0, 1.0)), hand=kinds)


def double_riichi(gen: Gen) -> Pose | None:
    """Ready from the deal, riichi on the first discard, a win some turns later."""
    return wins.learner_wins(gen, riichi=1.0, riichi_turn=1)


def late_riichi(gen: Gen) -> Pose | None:
    return wins.learner_wins(gen, riichi=1.0)


def _as_win(moment: Moment) -> Moment:
    """A scenario that stops at a win it asks another question of, asked as the win."""
    def win(gen: Gen) -> Pose | None:
        pose = moment(gen)
        if pose is not None:
            pose.every_moment(ask="win")
        return pose
    return win


def chankan(gen: Gen) -> Pose | None:
    """Another seat adds the learner's wait to its pon; the learner robs it."""
    pose = first_turn.robbed_added_kan(gen)
    if pose is None:
        return None
    def robbed() -> Iterator[Table]:
        for kan in pose.moments():  # the engine's yes alone: the win is judged once, won
            if kan.table.allows("ron_allowed", kan.seat):
                kan.table.win(pose.seat, "ron")
                yield kan.table

    return posed(Lazy(robbed()), "win", pose.seat, pose.given)


MOMENTS: dict[str, tuple[Moment, Moment]] = {
    "sankantsu": (sankantsu, two_kans),
    "suukantsu": (suukantsu, three_kans_and_a_triplet),
    "shiisan_puutaa": (shiisan_puutaa, first_turn.tenhou),
    "iisou_sanjun": (iisou_sanjun, closed_same_runs),
    "double_riichi": (double_riichi, late_riichi),
    "ippatsu": (_as_win(riichi_window.ippatsu_in_window),
                _as_win(riichi_window.ippatsu_window_passed)),
    "haitei": (wins.haitei, wins.replacement_on_last_tiles),
    "houtei": (wins.houtei, wins.plain_win),
    "rinshan": (rinshan.rinshan_win, rinshan.rinshan_plain),
    "chankan": (chankan, wins.plain_win),
    "tenhou": (first_turn.tenhou, first_turn.first_turn_later),
    "chiihou": (first_turn.chiihou, first_turn.first_turn_call_before),
    "renhou": (first_turn.renhou, wins.plain_win),
}
"""Yaku id → (a win steered toward it, a look-alike win without it)."""


def scored_by(yaku: str, rules: Ruleset) -> bool:
    """Whether the ruleset scores a yaku of ``MOMENTS`` (renhou and the local yakuman
    only under the rules that have them) in a win steered here."""
    if yaku == "renhou":
        return rules.renhou != "none"
    if yaku == "shiisan_puutaa":
        return rules.shiisan_puutaa
    if yaku == "chankan":  # where only thirteen orphans robs, the skill chankan asks it
        return rules.chankan == "any"
    return True


MANY_WINS = frozenset({"sankantsu", "suukantsu", "iisou_sanjun", "double_riichi"})
"""Yaku whose hands are forked toward as many wins as they give (``Gen.many_wins``): the
others' moments (the wall's end, a robbed kan, the first draw, the ippatsu window, a
replacement tile) are forked their own way."""


def moment_toward(gen: Gen, yaku: str, genuine: bool) -> Pose | None:
    steered, look_alike = MOMENTS[yaku]
    gen.many_wins = yaku in MANY_WINS
    pose = (steered if genuine else look_alike)(gen)
    if pose is not None:
        pose.every_moment(subject=yaku)
    return pose

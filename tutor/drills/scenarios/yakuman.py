"""Scenarios of a yakuman's value: the double-yakuman waits (ダブル役満) and several
yakuman in one hand (複合役満) with the ruleset's cap.

Each builds the fourteen kinds of a closed yakuman hand and the winning tile among them;
the learner is dealt the other thirteen and wins a few turns in (``value_win``). What
the win is paid — single, double, stacked, capped — is the engine's judgment.
"""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.scenarios.common import many_wins
from tutor.drills.scenarios.hand_yaku import DRAGONS, HONOURS, WINDS
from tutor.drills.scenarios.wins import value_win
from tutor.drills.steer import Gen, Pose
from tutor.rules.tiles import TERMINALS_AND_HONOURS

ORPHANS = tuple(sorted(TERMINALS_AND_HONOURS))
RIICHI_SHARE = 0.3
"""Share of the hands that declare riichi before the yakuman comes in."""

Built = tuple[list[int], int, bool | None]
"""Fourteen kinds, the winning kind among them, and how the win comes (tsumo, ron or
either)."""


def _win(gen: Gen, built: Built, rules: dict[str, object] | None = None, *,
         every_wait: bool = False) -> Pose | None:
    """The learner, dealt ``built`` less its winning tile, wins on that tile, or with
    ``every_wait`` on any of its waits (a nine- or thirteen-sided wait: each of them
    makes the same yakuman, and each is a fork of its own)."""
    kinds, winning, tsumo = built
    hand = sorted(kinds)
    hand.remove(winning)
    riichi = gen.rng.random() < RIICHI_SHARE
    gen.changed = dict(rules or {})
    pose = value_win(gen, riichi=riichi, tsumo=tsumo, hand=hand,
                        on=None if every_wait else winning)
    if pose is not None and rules:
        pose.every_moment(rules=dict(rules))
    return pose


def _triplets(kinds: list[int]) -> list[int]:
    return [k for k in kinds for _ in range(3)]


def _numbers(gen: Gen) -> list[int]:
    return list(gen.numbers)


def kokushi_13(gen: Gen) -> Built:
    """Thirteen orphans with one of each before the win: all thirteen are waits."""
    extra = gen.rng.choice(ORPHANS)
    return [*ORPHANS, extra], extra, None


def kokushi_single(gen: Gen) -> Built:
    """Thirteen orphans already holding its pair: one tile is its only wait."""
    extra = gen.rng.choice(ORPHANS)
    return [*ORPHANS, extra], gen.rng.choice([k for k in ORPHANS if k != extra]), None


def _gates(gen: Gen) -> tuple[int, list[int]]:
    base = gen.suit_base()
    return base, [base] * 3 + [base + n for n in range(1, 8)] + [base + 8] * 3


def junsei_chuuren(gen: Gen) -> Built:
    base, gates = _gates(gen)
    extra = base + gen.rng.randint(0, 8)
    return [*gates, extra], extra, None


def chuuren_single(gen: Gen) -> Built:
    """Nine gates completed by a tile other than its extra one: not the 9-sided wait."""
    base, gates = _gates(gen)
    extra = base + gen.rng.randint(0, 8)
    return [*gates, extra], gen.rng.choice([k for k in set(gates) if k != extra]), None


def _four_triplets(gen: Gen) -> tuple[list[int], int]:
    kinds = gen.rng.sample(gen.kinds, 5)
    return _triplets(kinds[:4]), kinds[4]


def suuankou_tanki(gen: Gen) -> Built:
    triplets, pair = _four_triplets(gen)
    return [*triplets, pair, pair], pair, None


def suuankou_shanpon(gen: Gen) -> Built:
    """Four concealed triplets won by tsumo on a triplet (a two-pair wait)."""
    triplets, pair = _four_triplets(gen)
    return [*triplets, pair, pair], gen.rng.choice(triplets), True


def daisuushii(gen: Gen) -> Built:
    pair = gen.rng.choice(_numbers(gen))
    return [*_triplets(list(WINDS)), pair, pair], gen.rng.choice(WINDS), None


def daisangen(gen: Gen) -> Built:
    start = gen.suit_base() + gen.rng.randint(0, 6)
    pair = gen.rng.choice([k for k in _numbers(gen) if k not in range(start, start + 3)])
    kinds = [*_triplets(list(DRAGONS)), start, start + 1, start + 2, pair, pair]
    return kinds, gen.rng.choice(DRAGONS), None


def honours_and_dragons(gen: Gen) -> Built:
    """All honours with big three dragons."""
    wind, pair = gen.rng.sample(WINDS, 2)
    return [*_triplets([*DRAGONS, wind]), pair, pair], gen.rng.choice(DRAGONS), None


def honours_and_winds(gen: Gen) -> Built:
    """All honours with big four winds (a dragon pair)."""
    pair = gen.rng.choice(DRAGONS)
    return [*_triplets(list(WINDS)), pair, pair], gen.rng.choice(WINDS), None


def honours_and_little_winds(gen: Gen) -> Built:
    """All honours with little four winds."""
    winds = gen.rng.sample(WINDS, 4)
    dragon = gen.rng.choice(DRAGONS)
    kinds = [*_triplets([*winds[:3], dragon]), winds[3], winds[3]]
    return kinds, gen.rng.choice(winds[:3]), None


def concealed_honours(gen: Gen) -> Built:
    """All honours in four concealed triplets, by tsumo: three yakuman or more."""
    kinds = gen.rng.sample(HONOURS, 5)
    return [*_triplets(kinds[:4]), kinds[4], kinds[4]], kinds[4], None


SINGLE = (daisangen, kokushi_single, chuuren_single, daisuushii)
SPECIAL = (kokushi_13, junsei_chuuren, suuankou_tanki)
ORDINARY = (kokushi_single, chuuren_single, suuankou_shanpon)
STACKED = (honours_and_dragons, honours_and_winds, honours_and_little_winds,
           concealed_honours)
TRIPLET_WAITS = STACKED[:3]
"""Stacked hands won on a triplet's tile (a two-pair wait)."""


ALL_WAITS = (kokushi_13, junsei_chuuren)
"""Shapes whose every wait wins the same yakuman the same way."""


def _one_of(shapes: tuple[Callable[[Gen], Built], ...]) -> Callable[[Gen], Pose | None]:
    def scenario(gen: Gen) -> Pose | None:
        shape = gen.rng.choice(shapes)
        return _win(gen, shape(gen), every_wait=shape in ALL_WAITS)
    return scenario


def capped(gen: Gen) -> Pose | None:
    """Several yakuman under a changed rule that caps the payment below their sum: at a
    single yakuman, or at a double one for a triplet-wait hand of two yakuman won by
    tsumo, which makes four concealed triplets the third."""
    cap = gen.rng.choice((1, 2))
    kinds, winning, tsumo = gen.rng.choice(STACKED if cap == 1 else TRIPLET_WAITS)(gen)
    return _win(gen, (kinds, winning, tsumo if cap == 1 else True), {"yakuman_cap": cap})


SCENARIOS = {
    "yakuman_value": many_wins({
        "yakuman_stacking.one_yakuman": _one_of(SINGLE),
        "double_yakuman_waits.double_wait": _one_of(SPECIAL),
        "double_yakuman_waits.single_wait": _one_of(SPECIAL),
        "double_yakuman_waits.ordinary_wait": _one_of(ORDINARY),
        "double_yakuman_waits.daisuushii_double": _one_of((daisuushii, honours_and_winds)),
        "double_yakuman_waits.daisuushii_single": _one_of((daisuushii, honours_and_winds)),
        "yakuman_stacking.stacked": _one_of(STACKED),
        "yakuman_stacking.not_stacked": _one_of(STACKED),
        "yakuman_stacking.capped": capped,
    }),
}

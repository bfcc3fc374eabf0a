"""Hands steered toward one yaku of the hand's shape, or toward a look-alike that is not it.

Each shape builds the fourteen kinds of a complete closed hand: ``genuine`` scores the
yaku (tanyao, sanshoku, chiitoitsu, daisangen…), otherwise it is one tile or one group
off (a run one step out of sanshoku, a dragon pair instead of a triplet, an honour pair
that turns junchan into chanta, honitsu against chinitsu). One tile is taken out as the
winning tile and the learner, dealt the other thirteen, wins a few turns in. The engine
scores the win; the bank keeps a hand only when the yaku is there (or, for a look-alike,
is not) and deals again otherwise.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from tutor.drills.scenarios.wins import value_win
from tutor.drills.scenarios.yaku_moments import MOMENTS, moment_toward, scored_by
from tutor.drills.steer import Gen, Pose
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import TERMINALS_AND_HONOURS
from tutor.rules.yaku_ids import DORA_IDS, YAKU_NAMES

WINDS = (27, 28, 29, 30)
DRAGONS = (31, 32, 33)
HONOURS = WINDS + DRAGONS
GREEN = (19, 20, 21, 23, 25, 32)
"""2s 3s 4s 6s 8s and the green dragon: the tiles of ryuuiisou."""

Shape = Callable[[Gen, bool], list[int] | None]


def _run(start: int) -> list[int]:
    return [start, start + 1, start + 2]


def _any_run(gen: Gen, *, simples: bool = False, suit: int | None = None) -> list[int]:
    base = gen.suit_base() if suit is None else suit
    return _run(base + (gen.rng.randint(1, 5) if simples else gen.rng.randint(0, 6)))


def _terminal_run(gen: Gen) -> list[int]:
    return _run(gen.suit_base() + gen.rng.choice((0, 6)))


def _numbers(gen: Gen, *, simples: bool = False) -> list[int]:
    return [k for k in gen.numbers
            if not simples or k not in TERMINALS_AND_HONOURS]


def _simple_pair(gen: Gen) -> list[int]:
    return [gen.rng.choice(_numbers(gen, simples=True))] * 2


def _guest_wind(gen: Gen) -> int:
    """A wind that is neither the round's (east) nor the learner's own seat's."""
    return gen.rng.choice([w for w in WINDS[1:gen.players] if w != 27 + gen.learner]
                          or [30])


def tanyao(gen: Gen, genuine: bool) -> list[int]:
    runs = [_any_run(gen, simples=True) for _ in range(4)]
    if not genuine:
        runs[0] = _terminal_run(gen)
    return sum(runs, _simple_pair(gen))


def pinfu(gen: Gen, genuine: bool) -> list[int]:
    runs = [_any_run(gen) for _ in range(4)]
    pair = _simple_pair(gen) if genuine else [gen.rng.choice(DRAGONS)] * 2
    return sum(runs, pair)


def iipeikou(gen: Gen, genuine: bool) -> list[int]:
    first = _any_run(gen, simples=True)
    second = first if genuine else [k + 1 for k in first]
    return first + second + _any_run(gen) + _any_run(gen) + _simple_pair(gen)


def _yakuhai(kind_of: Callable[[Gen, bool], int]) -> Shape:
    def shape(gen: Gen, genuine: bool) -> list[int]:
        honour = kind_of(gen, genuine)
        runs = [_any_run(gen) for _ in range(3)]
        return sum(runs, [honour] * 3 + _simple_pair(gen))
    return shape


def _dragon(dragon: int) -> Shape:
    def shape(gen: Gen, genuine: bool) -> list[int]:
        runs = [_any_run(gen) for _ in range(4 if not genuine else 3)]
        held = [dragon] * (3 if genuine else 2)
        return sum(runs, held + ([] if not genuine else _simple_pair(gen)))
    return shape


def sanshoku(gen: Gen, genuine: bool) -> list[int]:
    start = gen.rng.randint(0, 6)
    starts = [start, 9 + start, 18 + start]
    if not genuine:
        starts[gen.rng.randrange(3)] += 1 if start < 6 else -1
    return sum((_run(s) for s in starts), _any_run(gen) + _simple_pair(gen))


def sanshoku_doukou(gen: Gen, genuine: bool) -> list[int]:
    number = gen.rng.choice([n for n in range(9) if n in gen.kinds])
    kinds = [number, 9 + number, 18 + number]
    if not genuine:
        kinds[1] += 1 if number < 8 else -1
    return sum(([k] * 3 for k in kinds), _any_run(gen, suit=9) + _simple_pair(gen))


def ittsu(gen: Gen, genuine: bool) -> list[int]:
    base = gen.suit_base()
    starts = [base, base + 3, base + (6 if genuine else 5)]
    return sum((_run(s) for s in starts), _any_run(gen) + _simple_pair(gen))


def chanta(gen: Gen, genuine: bool) -> list[int]:
    groups = [_terminal_run(gen), _terminal_run(gen), [gen.rng.choice(HONOURS)] * 3]
    groups.append(_terminal_run(gen) if genuine else _any_run(gen, simples=True))
    return sum(groups, [gen.rng.choice(HONOURS)] * 2)


def junchan(gen: Gen, genuine: bool) -> list[int]:
    terminals = [k for k in gen.numbers if k in TERMINALS_AND_HONOURS]
    groups = [_terminal_run(gen) for _ in range(3)] + [[gen.rng.choice(terminals)] * 3]
    pair = gen.rng.choice(terminals) if genuine else gen.rng.choice(HONOURS)
    return sum(groups, [pair] * 2)


def toitoi(gen: Gen, genuine: bool) -> list[int]:
    kinds = gen.rng.sample(gen.kinds, 5)
    groups = [[k] * 3 for k in kinds[:4]]
    if not genuine:
        groups[0] = _any_run(gen)
    return sum(groups, [kinds[4]] * 2)


def sanankou(gen: Gen, genuine: bool) -> list[int]:
    kinds = gen.rng.sample(gen.kinds, 4)
    groups = [[k] * 3 for k in kinds[:3]] + [_any_run(gen)]
    if not genuine:
        groups[0] = _any_run(gen)
    return sum(groups, [kinds[3]] * 2)


def chiitoitsu(gen: Gen, genuine: bool) -> list[int]:
    if not genuine:
        return ryanpeikou(gen, True)
    return sorted(k for k in gen.rng.sample(gen.kinds, 7) for _ in range(2))


def ryanpeikou(gen: Gen, genuine: bool) -> list[int]:
    first, second = _any_run(gen), _any_run(gen)
    third = second if genuine else [k + 1 if k % 9 < 8 else k - 3 for k in second]
    return first + first + second + third + _simple_pair(gen)


def honroutou(gen: Gen, genuine: bool) -> list[int]:
    outside = [k for k in gen.kinds if k in TERMINALS_AND_HONOURS]
    kinds = gen.rng.sample(outside, 5)
    groups = [[k] * 3 for k in kinds[:4]]
    if not genuine:
        groups[0] = _terminal_run(gen)
    return sum(groups, [kinds[4]] * 2)


def shousangen(gen: Gen, genuine: bool) -> list[int]:
    dragons = gen.rng.sample(DRAGONS, 3)
    pair = [dragons[2]] * 2 if genuine else _simple_pair(gen)
    return [dragons[0]] * 3 + [dragons[1]] * 3 + pair + _any_run(gen) + _any_run(gen)


def _one_suit(gen: Gen, *, honours: bool) -> list[int]:
    base = gen.suit_base()
    groups = [_any_run(gen, suit=base) for _ in range(3)]
    groups.append([gen.rng.choice(HONOURS)] * 3 if honours else _any_run(gen, suit=base))
    return sum(groups, [base + gen.rng.randint(0, 8)] * 2)


def honitsu(gen: Gen, genuine: bool) -> list[int]:
    hand = _one_suit(gen, honours=True)
    if not genuine:
        other = [s * 9 for s in gen.suits if s * 9 != hand[0] - hand[0] % 9]
        hand[-3:] = _any_run(gen, suit=gen.rng.choice(other))
    return hand


def chinitsu(gen: Gen, genuine: bool) -> list[int]:
    return _one_suit(gen, honours=not genuine)


def kokushi(gen: Gen, genuine: bool) -> list[int]:
    outside = sorted(TERMINALS_AND_HONOURS)
    if not genuine:
        return sorted(k for k in gen.rng.sample(outside, 7) for _ in range(2))
    return sorted([*outside, gen.rng.choice(outside)])


def suuankou(gen: Gen, genuine: bool) -> list[int]:
    return toitoi(gen, True)


def daisangen(gen: Gen, genuine: bool) -> list[int]:
    if not genuine:
        return shousangen(gen, True)
    return [d for d in DRAGONS for _ in range(3)] + _any_run(gen) + _simple_pair(gen)


def shousuushii(gen: Gen, genuine: bool) -> list[int]:
    winds = gen.rng.sample(WINDS, 4)
    pair = [winds[3]] * 2 if genuine else _simple_pair(gen)
    return sum(([w] * 3 for w in winds[:3]), pair + _any_run(gen))


def daisuushii(gen: Gen, genuine: bool) -> list[int]:
    if not genuine:
        return shousuushii(gen, True)
    return [w for w in WINDS for _ in range(3)] + _simple_pair(gen)


def tsuuiisou(gen: Gen, genuine: bool) -> list[int]:
    kinds = gen.rng.sample(HONOURS, 5)
    groups = [[k] * 3 for k in kinds[:4]]
    if not genuine:
        groups[0] = _terminal_run(gen)
    return sum(groups, [kinds[4]] * 2)


def ryuuiisou(gen: Gen, genuine: bool) -> list[int]:
    groups = [[19, 20, 21], [19, 20, 21], [23] * 3, [25] * 3]
    pair = [32, 32] if genuine else [24, 24]
    return sum(groups, pair)


def chinroutou(gen: Gen, genuine: bool) -> list[int]:
    terminals = [k for k in gen.numbers if k in TERMINALS_AND_HONOURS]
    kinds = gen.rng.sample(terminals, 5)
    pair = kinds[4] if genuine else gen.rng.choice(HONOURS)
    return sum(([k] * 3 for k in kinds[:4]), [pair] * 2)


def chuuren(gen: Gen, genuine: bool) -> list[int]:
    if not genuine:
        return chinitsu(gen, True)
    base = gen.suit_base()
    gates = [base] * 3 + [base + n for n in range(1, 8)] + [base + 8] * 3
    return [*gates, base + gen.rng.randint(0, 8)]


def sanrenkou(gen: Gen, genuine: bool) -> list[int]:
    start = gen.suit_base() + gen.rng.randint(0, 5)
    kinds = [start, start + 1, start + (2 if genuine else 3)]
    return sum(([k] * 3 for k in kinds), _any_run(gen) + _simple_pair(gen))


def suurenkou(gen: Gen, genuine: bool) -> list[int]:
    start = gen.suit_base() + gen.rng.randint(0, 4)
    kinds = [start, start + 1, start + 2, start + (3 if genuine else 4)]
    return sum(([k] * 3 for k in kinds), _simple_pair(gen))


def iisou_suushun(gen: Gen, genuine: bool) -> list[int]:
    run = _any_run(gen)
    runs = [run] * 4
    if not genuine:
        runs[0] = [k + 1 if k % 9 < 8 else k - 3 for k in run]
    return sum(runs, _simple_pair(gen))


def daisharin(gen: Gen, genuine: bool) -> list[int]:
    base = gen.suit_base()
    pairs = [base + n for n in range(1, 8)]
    if not genuine:
        pairs[gen.rng.randrange(7)] = gen.rng.choice(HONOURS)
    return sorted(k for k in pairs for _ in range(2))


SHAPES: dict[str, Shape] = {
    "tanyao": tanyao, "pinfu": pinfu, "iipeikou": iipeikou,
    "yakuhai_haku": _dragon(31), "yakuhai_hatsu": _dragon(32), "yakuhai_chun": _dragon(33),
    "yakuhai_seat_wind": _yakuhai(lambda g, real: 27 + g.learner if real else _guest_wind(g)),
    "yakuhai_round_wind": _yakuhai(lambda g, real: 27 if real else _guest_wind(g)),
    "sanshoku": sanshoku, "sanshoku_doukou": sanshoku_doukou, "ittsu": ittsu,
    "chanta": chanta, "junchan": junchan, "toitoi": toitoi, "sanankou": sanankou,
    "chiitoitsu": chiitoitsu, "honroutou": honroutou, "shousangen": shousangen,
    "ryanpeikou": ryanpeikou, "honitsu": honitsu, "chinitsu": chinitsu,
    "kokushi": kokushi, "suuankou": suuankou, "daisangen": daisangen,
    "shousuushii": shousuushii, "daisuushii": daisuushii, "tsuuiisou": tsuuiisou,
    "ryuuiisou": ryuuiisou, "chinroutou": chinroutou, "chuuren": chuuren,
    "sanrenkou": sanrenkou, "daisharin": daisharin, "suurenkou": suurenkou,
    "iisou_suushun": iisou_suushun,
}
"""Yaku id → the shape that steers a hand toward it (or a look-alike)."""

BY_TSUMO = {"suuankou": True, "toitoi": False, "sanankou": False, "honroutou": False}
"""Yaku whose win must come one way: four concealed triplets by tsumo; toitoi, three
concealed triplets and all terminals and honours (four triplets and a pair) by ron (on
a triplet's tile, the hand stays short of suuankou, a yakuman that counts no
honroutou)."""


ANY_WAIT = frozenset({"suuankou", "honroutou"})
"""Yaku a genuine hand scores on either tile of its two-pair wait (every tile a terminal
or an honour; four concealed triplets won by tsumo): it wins on both, each a fork of
its own."""

ON_A_TRIPLET = {"toitoi": True, "honroutou": True, "sanankou": False}
"""Ron-won yaku whose winning tile must complete a triplet (all triplets: a single's
wait would make four concealed triplets) or must not (three concealed triplets: a ron
on a triplet's tile leaves that triplet open)."""


VARIANTS = {"suuankou": ("suuankou", "suuankou_tanki"), "kokushi": ("kokushi", "kokushi_13"),
            "chuuren": ("chuuren", "junsei_chuuren")}
"""The ids a yaku is scored under: its double-yakuman wait has an id of its own."""

LOCAL = ("sanrenkou", "daisharin", "suurenkou", "iisou_sanjun", "iisou_suushun",
         "shiisan_puutaa")
"""Local yaku: steered toward only under a ruleset that scores them (each is a ruleset
option of its own name)."""

FOUR_PLAYERS = ("sanshoku",)
"""Yaku whose shape needs the manzu runs that three-player mahjong does not have."""


def scores(yaku: str, scored: dict[str, int]) -> bool:
    """Whether the win's yaku include ``yaku`` (under any of its ids)."""
    return any(name in scored for name in VARIANTS.get(yaku, (yaku,)))


NOT_WON = ("nagashi_mangan",)
"""Paid at an exhausted wall, not on a win: drilled by a skill of its own."""


def source_yaku() -> list[str]:
    """Every yaku of the sources a win can score, steered ones first (a double-yakuman
    wait counts under its yakuman's id)."""
    variants = {v for ids in VARIANTS.values() for v in ids}
    rest = [y for y in YAKU_NAMES if y not in SHAPES and y not in MOMENTS
            and y not in variants and y not in DORA_IDS and y not in NOT_WON]
    return [*SHAPES, *MOMENTS, *rest]


@lru_cache(maxsize=16)
def steered_yaku(rules: Ruleset, players: int) -> tuple[str, ...]:
    """The yaku a ruleset's hands are steered toward, in a fixed order: every yaku of
    the sources that the ruleset scores, hand and situational. Worked out once for a
    ruleset: the bank reads it for every question of the skill (its place in the round
    of yaku), and weighing each yaku against the rules was 3% of the skill's work."""
    return tuple(y for y in [*SHAPES, *MOMENTS]
                 if (y not in LOCAL or getattr(rules, y, False)) and scored_by(y, rules)
                 and (players == 4 or y not in FOUR_PLAYERS))


INCIDENTAL = ("riichi", "menzen_tsumo")
"""Yaku most steered wins score on the way (a closed hand's riichi or tsumo)."""
OPEN_RIICHI = ("open_riichi", "double_open_riichi", "sashikomi")
"""Scored only under a ruleset with open riichi, whose skill steers toward them."""


def scored_yaku(rules: Ruleset, players: int) -> list[str]:
    """Every yaku of the sources a ruleset's wins can score."""
    found = [*steered_yaku(rules, players), *INCIDENTAL]
    return found + list(OPEN_RIICHI if rules.open_riichi else ())


def hand_toward(gen: Gen, yaku: str, genuine: bool) -> Pose | None:
    """A win steered toward ``yaku`` (``genuine``) or toward its look-alike: a shape's
    hand is forked toward as many wins as it gives (``Gen.many_wins``)."""
    if yaku in MOMENTS:
        return moment_toward(gen, yaku, genuine)
    gen.many_wins = True
    kinds = SHAPES[yaku](gen, genuine)
    if kinds is None or any(k not in gen.kinds or kinds.count(k) > 4 for k in kinds):
        return None
    kinds = sorted(kinds)
    sets = ON_A_TRIPLET.get(yaku) if genuine else None
    options = [i for i, k in enumerate(kinds) if sets in (None, kinds.count(k) >= 3)]
    winning = kinds.pop(gen.rng.choice(options))
    riichi = gen.rng.random() < 0.4
    tsumo = BY_TSUMO.get(yaku) if genuine else None
    pose = value_win(gen, riichi=riichi, tsumo=tsumo, hand=kinds,
                        on=None if genuine and yaku in ANY_WAIT else winning)
    if pose is not None:
        pose.every_moment(subject=yaku)
    return pose

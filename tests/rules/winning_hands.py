"""Seeded random winning hands with consistent situational flags, for the scoring oracles.

A hand is drawn as four sets and a pair (sometimes seven pairs or thirteen orphans),
some sets called as melds, red fives where a red-five set would have them (a suit with
four fives always holds its red one), and flags that a game could produce: ippatsu only
with riichi, haitei/rinshan only on a tsumo, houtei/chankan only on a ron, rinshan only
with a kan, tenhou/chiihou only on a closed hand without melds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.rules.melds import Meld
from tutor.rules.scoring import WinContext

SEATS = ("E", "S", "W", "N")
KOKUSHI = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
RED_OF_SUIT = {4: 34, 13: 35, 22: 36}


@dataclass(frozen=True)
class Deal:
    concealed: list[int]
    melds: list[Meld]
    win_tile: int
    ctx: WinContext


def _pool(rng: random.Random) -> list[int]:
    style = rng.random()
    if style < 0.15:  # one suit and honours: flushes, toitoi, yakuhai
        suit = rng.randrange(3)
        return [*range(suit * 9, suit * 9 + 9), *range(27, 34)]
    if style < 0.22:  # honours and terminals: honroutou, chanta, yakuman
        return [0, 8, 9, 17, 18, 26, *range(27, 34)]
    if style < 0.27:  # one suit only
        suit = rng.randrange(3)
        return list(range(suit * 9, suit * 9 + 9))
    return list(range(34))


def _sets(rng: random.Random) -> tuple[list[list[int]], list[int]] | None:
    counts = [0] * 34
    pool = _pool(rng)
    runs_ok = [k for k in pool if k < 27 and k % 9 <= 6]
    planned: list[list[int]] = []
    pattern = rng.random()
    if pattern < 0.08:  # sanshoku
        start = rng.randrange(7)
        planned = [[s * 9 + start + i for i in range(3)] for s in range(3)]
    elif pattern < 0.14:  # ittsu
        suit = rng.randrange(3)
        planned = [[suit * 9 + start + i for i in range(3)] for start in (0, 3, 6)]
    groups: list[list[int]] = []
    for index in range(4):
        for _attempt in range(20):
            if index < len(planned):
                group = planned[index]
            elif runs_ok and rng.random() < 0.65:
                start = rng.choice(runs_ok)
                group = [start, start + 1, start + 2]
            else:
                group = [rng.choice(pool)] * 3
            if all(counts[k] + group.count(k) <= 4 for k in set(group)):
                for k in group:
                    counts[k] += 1
                groups.append(group)
                break
        else:
            return None
    pairs = [k for k in pool if counts[k] <= 2]
    if not pairs:
        return None
    pair = rng.choice(pairs)
    counts[pair] += 2
    return groups, [pair, pair]


def _redden(
    tiles: list[int], reds_used: set[int], rng: random.Random, fives_held: list[int]
) -> list[int]:
    out = []
    for t in tiles:
        if (
            t in RED_OF_SUIT
            and RED_OF_SUIT[t] not in reds_used
            and (fives_held[t] == 4 or rng.random() < 0.35)
        ):
            reds_used.add(RED_OF_SUIT[t])
            out.append(RED_OF_SUIT[t])
        else:
            out.append(t)
    return out


def random_deal(rng: random.Random) -> Deal:
    """One random winning hand with a consistent context."""
    while True:
        deal = _try_deal(rng)
        if deal is not None:
            return deal


def _try_deal(rng: random.Random) -> Deal | None:
    shape = rng.random()
    melds: list[Meld] = []
    if shape < 0.06:
        pair = rng.choice(KOKUSHI)
        concealed_kinds = [*KOKUSHI, pair]
        groups_closed = [concealed_kinds]
    elif shape < 0.16:
        kinds = rng.sample(range(34), 7)
        groups_closed = [[k, k] for k in kinds]
    else:
        drawn = _sets(rng)
        if drawn is None:
            return None
        sets, pair = drawn
        open_style = rng.random() < 0.45
        groups_closed = [pair]
        counts = [0] * 34
        for group in [*sets, pair]:
            for k in group:
                counts[k] += 1
        for group in sets:
            called = open_style and rng.random() < 0.6
            is_triplet = group[0] == group[1]
            can_kan = is_triplet and counts[group[0]] == 3 and rng.random() < 0.25
            if can_kan:
                counts[group[0]] += 1
                kind = rng.choice(["daiminkan", "kakan"] if called else ["ankan"])
                melds.append(Meld(kind, tuple([group[0]] * 4)))  # type: ignore[arg-type]
            elif called:
                melds.append(Meld("pon" if is_triplet else "chi", tuple(group)))
            else:
                groups_closed.append(group)
    fives = [0] * 34
    for group in groups_closed:
        for k in group:
            fives[k] += 1
    for meld in melds:
        for k in meld.tiles:
            fives[k] += 1
    reds: set[int] = set()
    melds = [Meld(m.kind, tuple(_redden(list(m.tiles), reds, rng, fives))) for m in melds]
    concealed = _redden([k for g in groups_closed for k in g], reds, rng, fives)
    rng.shuffle(concealed)
    win_tile = rng.choice(concealed)
    return Deal(concealed, melds, win_tile, _context(rng, melds))


def _context(rng: random.Random, melds: list[Meld]) -> WinContext:
    seat = rng.choice(SEATS)
    closed = all(not m.is_open for m in melds)
    has_kan = any(m.is_kan for m in melds)
    tsumo = rng.random() < 0.5
    first = closed and not melds and tsumo and rng.random() < 0.03
    riichi = closed and not first and rng.random() < 0.5
    double = riichi and rng.random() < 0.1
    rinshan = tsumo and has_kan and not first and rng.random() < 0.25
    haitei = tsumo and not rinshan and not first and rng.random() < 0.08
    houtei = not tsumo and rng.random() < 0.08
    chankan = not tsumo and not houtei and rng.random() < 0.04
    ippatsu = riichi and not rinshan and rng.random() < 0.3
    indicators = tuple(rng.randrange(34) for _ in range(rng.choice((1, 1, 1, 2, 3))))
    ura = tuple(rng.randrange(34) for _ in indicators) if riichi else ()
    return WinContext(
        seat=seat,
        round_wind=rng.choice(("E", "S")),
        is_tsumo=tsumo,
        discarder=None if tsumo else rng.choice([s for s in SEATS if s != seat]),
        riichi=riichi and not double,
        double_riichi=double,
        ippatsu=ippatsu,
        haitei=haitei,
        houtei=houtei,
        rinshan=rinshan,
        chankan=chankan,
        tenhou=first and seat == "E",
        chiihou=first and seat != "E",
        dora_indicators=indicators,
        ura_dora_indicators=ura,
        honba=rng.choice((0, 0, 1, 2, 5)),
        riichi_sticks=rng.choice((0, 0, 1, 3)),
    )

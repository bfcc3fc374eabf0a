"""Our completeness, waits and shanten agree with the ``mahjong`` library on random hands.

mahjong's side: ``Agari.is_agari`` on the whole hand with the called sets passed as
``open_sets_34`` (it subtracts them itself), and ``Shanten.calculate_shanten`` on the
concealed tiles alone (it infers the called sets from the tile count).

One known limit of the oracle: ``Agari`` cannot read a hand holding five copies of a
kind (its bit tricks assume at most four), which is exactly the case of a wait on a
kind whose four copies are already held. Those "dead" waits are checked against a plain
brute-force splitter written here instead.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mahjong.agari import Agari
from mahjong.hand_calculating.divider import HandDivider
from mahjong.meld import Meld
from mahjong.shanten import Shanten

from tests.rules.handgen import RandomHand, complete, mixed
from tutor.rules.hand import is_complete, readings
from tutor.rules.shanten import shanten
from tutor.rules.tiles import counts_of, format_tiles, parse_tiles
from tutor.rules.waits import dead_waits, is_tenpai, waits

HANDS = 20_000


def _splits_into_sets(counts: list[int], need_pair: bool) -> bool:
    """Brute force: the lowest held kind starts a triplet, a run or the pair."""
    i = next((k for k in range(34) if counts[k]), None)
    if i is None:
        return not need_pair
    if counts[i] >= 3:
        counts[i] -= 3
        ok = _splits_into_sets(counts, need_pair)
        counts[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 < 7 and counts[i + 1] and counts[i + 2]:
        for k in (i, i + 1, i + 2):
            counts[k] -= 1
        ok = _splits_into_sets(counts, need_pair)
        for k in (i, i + 1, i + 2):
            counts[k] += 1
        if ok:
            return True
    if need_pair and counts[i] >= 2:
        counts[i] -= 2
        ok = _splits_into_sets(counts, False)
        counts[i] += 2
        if ok:
            return True
    return False


def _oracle_complete(hand: RandomHand, extra: int | None = None) -> bool:
    full = hand.full_counts()
    if extra is not None:
        full[extra] += 1
    if max(full) > 4:  # beyond Agari's reach, see the module docstring
        concealed = list(hand.counts)
        if extra is not None:
            concealed[extra] += 1
        return _splits_into_sets(concealed, True)
    return bool(Agari.is_agari(full, hand.melds or None))


def _describe(hand: RandomHand) -> str:
    called = " ".join(format_tiles(m) for m in hand.melds)
    return f"{format_tiles(k for k in range(34) for _ in range(hand.counts[k]))} + [{called}]"


def _disagreements(hand: RandomHand) -> list[str]:
    counts: Sequence[int] = hand.counts
    n = hand.n_melds
    problems = []
    ours_shanten = shanten(counts, n)
    theirs_shanten = Shanten.calculate_shanten(counts)
    if ours_shanten != theirs_shanten:
        problems.append(f"shanten {ours_shanten} vs {theirs_shanten}")
    if sum(counts) % 3 == 2:
        if is_complete(counts, n) != _oracle_complete(hand):
            problems.append(f"complete {is_complete(counts, n)}")
        if (ours_shanten == -1) != is_complete(counts, n):
            problems.append("shanten -1 is not the same as complete")
    else:
        ours = waits(counts, n)
        theirs = [t for t in range(34) if _oracle_complete(hand, t)]
        if ours != theirs:
            problems.append(f"waits {ours} vs {theirs}")
        if dead_waits(counts, n) != [t for t in theirs if counts[t] == 4]:
            problems.append("dead waits")
        if (ours_shanten == 0) != is_tenpai(counts, n):
            problems.append("shanten 0 is not the same as tenpai on a live tile")
    return [f"{_describe(hand)}: {p}" for p in problems]


def test_agrees_with_mahjong_on_random_hands() -> None:
    rng = random.Random(20261121)
    bad: list[str] = []
    tally = {"tenpai": 0, "complete": 0, "dead": 0, "melds": 0}
    for _ in range(HANDS):
        hand = mixed(rng)
        bad.extend(_disagreements(hand))
        tally["melds"] += hand.n_melds > 0
        if sum(hand.counts) % 3 == 2:
            tally["complete"] += is_complete(hand.counts, hand.n_melds)
        else:
            tally["tenpai"] += is_tenpai(hand.counts, hand.n_melds, count_dead_waits=True)
            tally["dead"] += bool(dead_waits(hand.counts, hand.n_melds))
    assert bad[:10] == [] and len(bad) == 0
    # the mix really covers the interesting cases
    assert tally["tenpai"] > HANDS // 5
    assert tally["complete"] > HANDS // 20
    assert tally["dead"] > 50
    assert tally["melds"] > HANDS // 3


def _library_meld(kinds: list[int]) -> Meld:
    tiles = [k * 4 + kinds[:i].count(k) for i, k in enumerate(kinds)]
    if len(kinds) == 4:
        return Meld(meld_type=Meld.KAN, tiles=tiles, opened=True)
    kind = Meld.PON if kinds[0] == kinds[1] else Meld.CHI
    return Meld(meld_type=kind, tiles=tiles)


AMBIGUOUS = [
    "111222333m456p77z",
    "112233m556677p99s",
    "11122233388899m",
    "111122223333m55z",
    "22333345m111p234s",
    "11223344556677m",
    "34445m778899s333z",
    *(f"1112345678999m{n}m" for n in range(1, 10)),
]


def _reading_sets(hand: RandomHand) -> tuple[set[tuple[object, ...]], set[tuple[object, ...]]]:
    """Our readings and the divider's, each as sorted tuples of sorted blocks."""
    ours = {
        tuple(sorted([*(b.kinds() for b in r.blocks), *(tuple(sorted(m)) for m in hand.melds)]))
        for r in readings(hand.counts, hand.n_melds)
        if r.form != "kokushi"
    }
    melds = [_library_meld(m) for m in hand.melds]
    divided = HandDivider.divide_hand(hand.full_counts(), melds or None)
    theirs = {tuple(sorted(tuple(b) for b in d)) for d in divided}
    return ours, theirs


def test_readings_agree_with_mahjongs_hand_divider() -> None:
    """Every reading, as the multiset of blocks (called sets included), matches
    ``HandDivider.divide_hand``; thirteen orphans is ours alone (the divider skips it)."""
    rng = random.Random(4242)
    hands = [RandomHand(counts_of(parse_tiles(text))) for text in AMBIGUOUS]
    hands += [complete(rng, rng.choice((0, 0, 1, 2, 3, 4))) for _ in range(3000)]
    bad = []
    several = 0
    for hand in hands:
        ours, theirs = _reading_sets(hand)
        several += len(ours) > 1
        if ours != theirs:
            bad.append(f"{_describe(hand)}: {sorted(ours)} vs {sorted(theirs)}")
    assert bad == []
    assert several >= 10  # hands with more than one reading are exercised

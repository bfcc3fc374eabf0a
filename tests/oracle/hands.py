"""Hand building for rigged walls: a pool of tile ids, complete and tenpai hands, waits.

Tiles are kinds ``0..33`` (1m..9m, 1p..9p, 1s..9s, 1z..7z) and 136-ids ``4 * kind +
copy`` (copy 0 of each five is its red five, as in riichienv). Engine-neutral and
independent of our engine: only the rigging uses it.
"""

from __future__ import annotations

import random

TERMINAL_HONOUR_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
FIVES = frozenset({4, 13, 22})
SIMPLE_KINDS = tuple(k for k in range(27) if k % 9 not in (0, 8))


class Pool:
    """The tile ids not yet placed, by kind."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.free: list[list[int]] = [[4 * k + c for c in range(4)] for k in range(34)]
        for ids in self.free:
            rng.shuffle(ids)

    def left(self, kind: int) -> int:
        return len(self.free[kind])

    def take(self, kind: int) -> int:
        return self.free[kind].pop()

    def take_exact(self, kind: int, red: bool) -> int:
        """A copy of ``kind``: the red five (copy 0) or a plain one."""
        ids = self.free[kind]
        for t in ids:
            if (t % 4 == 0 and kind in FIVES) == red:
                ids.remove(t)
                return t
        raise ValueError(f"no {'red ' if red else ''}copy of kind {kind} left")

    def rest(self) -> list[int]:
        ids = [t for ids in self.free for t in ids]
        self.rng.shuffle(ids)
        return ids


def _random_set(rng: random.Random, pool: Pool, need: list[int], simples: bool) -> list[int] | None:
    """A sequence or triplet (kinds) that the pool can still supply."""
    for _ in range(20):
        if rng.random() < 0.7:
            suit = rng.randrange(3)
            start = rng.randrange(1, 6) if simples else rng.randrange(7)
            kinds = [9 * suit + start + i for i in range(3)]
        else:
            kinds = [rng.choice(SIMPLE_KINDS if simples else range(34))] * 3
        want = need.copy()
        for k in kinds:
            want[k] += 1
        if all(pool.left(k) >= want[k] for k in set(kinds)):
            return kinds
    return None


def complete_hand(
    rng: random.Random, pool: Pool, *, simples: bool = False, triplet: int | None = None
) -> list[int] | None:
    """Fourteen kinds forming four sets and a pair, available in the pool (not taken)."""
    need = [0] * 34
    kinds: list[int] = []
    if triplet is not None:
        kinds += [triplet] * 3
        need[triplet] += 3
    while len(kinds) < 12:
        group = _random_set(rng, pool, need, simples)
        if group is None:
            return None
        kinds += group
        for k in group:
            need[k] += 1
    choices = [k for k in (SIMPLE_KINDS if simples else range(34)) if pool.left(k) - need[k] >= 2]
    if not choices:
        return None
    pair = rng.choice(choices)
    return [*kinds, pair, pair]


def tenpai_hand(
    rng: random.Random,
    pool: Pool,
    *,
    simples: bool = False,
    triplet: int | None = None,
    wait: int | None = None,
) -> tuple[list[int], int] | None:
    """Thirteen kinds one tile short of a complete hand, and the missing kind."""
    for _ in range(30):
        hand = complete_hand(rng, pool, simples=simples, triplet=triplet)
        if hand is None:
            continue
        keep = [i for i, k in enumerate(hand) if not (triplet is not None and k == triplet)]
        if wait is not None:
            keep = [i for i in keep if hand[i] == wait]
            if not keep or hand.count(wait) != 1:
                continue
        i = rng.choice(keep)
        missing = hand.pop(i)
        return hand, missing
    return None


def _complete(counts: list[int]) -> bool:
    """Four sets and a pair (or seven pairs) in a 34-long count vector of 14 tiles."""
    if sum(1 for c in counts if c == 2) == 7:
        return True
    for pair in range(34):
        if counts[pair] >= 2:
            counts[pair] -= 2
            ok = _sets(counts, 0)
            counts[pair] += 2
            if ok:
                return True
    return False


def _sets(counts: list[int], start: int) -> bool:
    k = start
    while k < 34 and counts[k] == 0:
        k += 1
    if k == 34:
        return True
    if counts[k] >= 3:
        counts[k] -= 3
        ok = _sets(counts, k)
        counts[k] += 3
        if ok:
            return True
    if k < 27 and k % 9 <= 6 and counts[k + 1] and counts[k + 2]:
        for i in range(3):
            counts[k + i] -= 1
        ok = _sets(counts, k)
        for i in range(3):
            counts[k + i] += 1
        return ok
    return False


def waits_of(kinds: list[int]) -> list[int]:
    """The kinds that complete a 13-tile hand (given as kinds)."""
    counts = [0] * 34
    for k in kinds:
        counts[k] += 1
    out = []
    for k in range(34):
        counts[k] += 1
        if _complete(counts):
            out.append(k)
        counts[k] -= 1
    return out


def take_all(pool: Pool, kinds: list[int]) -> list[int]:
    return [pool.take(k) for k in kinds]

"""Hand shapes a steer deals: four sets and a pair, or one tile short of them."""

from __future__ import annotations

import random

from tutor.rules.tiles import TERMINALS_AND_HONOURS

SIMPLES = tuple(k for k in range(27) if k not in TERMINALS_AND_HONOURS)
ALL_KINDS = tuple(range(34))


def complete_kinds(rng: random.Random, *, simples: bool = False, triplets: int = 0,
                   honour_pair: bool = False, pair: bool = True,
                   kinds: tuple[int, ...] = ALL_KINDS) -> list[int]:
    """Fourteen kinds forming four sets and a pair (``triplets`` of the sets are triplets;
    without ``pair``, the twelve kinds of the sets alone), all of ``kinds`` (the set in
    play: sanma has no 2m to 8m, so its runs are of pinzu and souzu)."""
    counts = [0] * 34
    out: list[int] = []

    def take(kinds: list[int]) -> bool:
        if any(counts[k] + kinds.count(k) > 4 for k in kinds):
            return False
        for k in kinds:
            counts[k] += 1
        out.extend(kinds)
        return True

    present = frozenset(kinds)  # asked 34 times: a tuple's search costs more than the set
    allowed = tuple(k for k in (SIMPLES if simples else ALL_KINDS) if k in present)
    suits = [s for s in range(3) if s * 9 + 1 in present]
    made = 0
    while made < 4:
        if made < triplets or rng.random() < 0.25:
            k = rng.choice(allowed)
            made += take([k, k, k])
        else:
            suit = rng.choice(suits)
            low, high = (1, 5) if simples else (0, 6)
            start = suit * 9 + rng.randint(low, high)
            made += take([start, start + 1, start + 2])
    if pair:
        pairs = [k for k in (range(27, 34) if honour_pair else allowed) if counts[k] <= 2]
        k = rng.choice(pairs)
        take([k, k])
    return sorted(out)


def tenpai_kinds(rng: random.Random,
                 **shape: bool | int | tuple[int, ...]) -> tuple[list[int], int]:
    """Thirteen kinds one tile from complete, and the kind that was taken out."""
    full = complete_kinds(rng, **shape)  # type: ignore[arg-type]
    out = full.pop(rng.randrange(len(full)))
    return full, out

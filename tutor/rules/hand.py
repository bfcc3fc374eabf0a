"""Complete hands and their readings (和了形: 面子手, 七対子, 国士無双).

A *reading* is one way to split the concealed tiles of a complete hand into blocks:

* ``standard`` (面子手): one pair (雀頭) and runs (順子) / triplets (刻子) for the sets that
  were not called;
* ``chiitoitsu`` (七対子): seven *different* pairs (four of a kind is not two pairs);
* ``kokushi`` (国士無双): one of each terminal and honour plus one more of them.

One hand can have several readings (``111222333m`` is three triplets *or* three runs of
123m); later explanations rest on listing all of them.

Hands are 34-long count vectors of tile *kinds* (see :mod:`tutor.rules.tiles`). The
analysis works suit by suit: a suit's nine counts are looked up in a memo of all the
ways to split that suit, so repeated analysis of similar hands costs a few dict lookups.
A count of five is accepted (it appears when a wait is on a kind whose four copies are
already held).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from tutor.rules.tiles import TERMINALS_AND_HONOURS, format_tiles

BlockKind = Literal["run", "triplet", "pair"]
Form = Literal["standard", "chiitoitsu", "kokushi"]

ORPHANS: tuple[int, ...] = tuple(sorted(TERMINALS_AND_HONOURS))
"""The thirteen kinds of kokushi: 1m 9m 1p 9p 1s 9s and the seven honours."""

_KIND_ORDER = {"pair": 0, "run": 1, "triplet": 2}


@dataclass(frozen=True, slots=True)
class Block:
    """A run (順子), triplet (刻子) or pair (対子) of concealed tiles.

    ``first`` is a tile kind (0..33): the lowest tile of a run, or the repeated kind.
    """

    kind: BlockKind
    first: int

    def kinds(self) -> tuple[int, ...]:
        """The kinds the block is made of: run 3m → ``(2, 3, 4)``, pair 7z → ``(33, 33)``."""
        if self.kind == "run":
            return (self.first, self.first + 1, self.first + 2)
        if self.kind == "triplet":
            return (self.first, self.first, self.first)
        return (self.first, self.first)

    def __contains__(self, kind: object) -> bool:
        if self.kind == "run":
            return isinstance(kind, int) and self.first <= kind <= self.first + 2
        return kind == self.first

    def text(self) -> str:
        """MPSZ text of the block, e.g. ``"345m"`` or ``"44m"``."""
        return format_tiles(self.kinds())


def block_sort_key(block: Block) -> tuple[int, int]:
    """Blocks order by their first kind, then pair < run < triplet."""
    return (block.first, _KIND_ORDER[block.kind])


@dataclass(frozen=True, slots=True)
class Reading:
    """One way to read a complete hand.

    ``blocks`` covers the concealed tiles only (called melds are not in it): for
    ``standard`` the pair and the runs/triplets, for ``chiitoitsu`` the seven pairs,
    for ``kokushi`` nothing (``()``).
    """

    form: Form
    blocks: tuple[Block, ...]

    @property
    def pair(self) -> Block | None:
        """The pair (雀頭) of a standard reading, else ``None``."""
        if self.form != "standard":
            return None
        return next(b for b in self.blocks if b.kind == "pair")

    def text(self) -> str:
        """The blocks in MPSZ, space separated: ``"44m 345m 777z"``."""
        if self.form == "kokushi":
            return "kokushi"
        return " ".join(b.text() for b in self.blocks)


# --- one suit --------------------------------------------------------------------------

Way = tuple[tuple[BlockKind, int], ...]
"""A split of one suit: (kind, local index) blocks, sorted, at most one pair."""

_WAYS: dict[tuple[int, ...], tuple[Way, ...]] = {}
_FLAGS: dict[tuple[int, ...], int] = {}

SETS_ONLY = 1
"""Flag: the counts split into runs/triplets only."""
WITH_PAIR = 2
"""Flag: the counts split into runs/triplets and exactly one pair."""


def suit_ways(key: tuple[int, ...]) -> tuple[Way, ...]:
    """Every distinct split of one suit's counts (9 long; 1 long for an honour)."""
    ways = _WAYS.get(key)
    if ways is None:
        found: set[Way] = set()
        _split(list(key), 0, False, [], found)
        ways = tuple(sorted(found))
        _WAYS[key] = ways
    return ways


def _split(
    counts: list[int],
    start: int,
    pair_used: bool,
    acc: list[tuple[BlockKind, int]],
    found: set[Way],
) -> None:
    """Depth first: the lowest held tile must start a triplet, a run or the pair."""
    n = len(counts)
    i = start
    while i < n and counts[i] == 0:
        i += 1
    if i == n:
        found.add(tuple(sorted(acc)))
        return
    if counts[i] >= 3:
        counts[i] -= 3
        acc.append(("triplet", i))
        _split(counts, i, pair_used, acc, found)
        acc.pop()
        counts[i] += 3
    if i + 2 < n and counts[i + 1] and counts[i + 2]:
        for j in (i, i + 1, i + 2):
            counts[j] -= 1
        acc.append(("run", i))
        _split(counts, i, pair_used, acc, found)
        acc.pop()
        for j in (i, i + 1, i + 2):
            counts[j] += 1
    if counts[i] >= 2 and not pair_used:
        counts[i] -= 2
        acc.append(("pair", i))
        _split(counts, i, True, acc, found)
        acc.pop()
        counts[i] += 2


def _sets_only(counts: list[int]) -> bool:
    """Whether one suit's counts split into runs and triplets (the list is consumed).

    Greedy from the lowest kind: ``count % 3`` of its copies can only start runs (three
    runs on the same three kinds are the same tiles as three triplets), the rest are
    triplets.
    """
    n = len(counts)
    for i in range(n):
        runs = counts[i] % 3
        if runs:
            if i + 2 >= n or counts[i + 1] < runs or counts[i + 2] < runs:
                return False
            counts[i + 1] -= runs
            counts[i + 2] -= runs
    return True


def suit_flags(key: tuple[int, ...]) -> int:
    """``SETS_ONLY`` (for 0 mod 3 tiles) or ``WITH_PAIR`` (2 mod 3) when the suit splits
    that way, else 0 (memoised)."""
    flags = _FLAGS.get(key)
    if flags is None:
        r = sum(key) % 3
        flags = 0
        if r == 0 and _sets_only(list(key)):
            flags = SETS_ONLY
        elif r == 2:
            # sets weigh 0 mod 3 in sum(index * count), so the pair's index i needs
            # 2 * i == that weight (mod 3)
            weight = sum(i * c for i, c in enumerate(key)) % 3
            for i, c in enumerate(key):
                if c >= 2 and (2 * i - weight) % 3 == 0:
                    rest = list(key)
                    rest[i] -= 2
                    if _sets_only(rest):
                        flags = WITH_PAIR
                        break
        _FLAGS[key] = flags
    return flags


# --- whole hands -----------------------------------------------------------------------


def check_counts(counts: Sequence[int], n_melds: int, extra: int) -> int:
    """Validate a count vector holding ``3 * (4 - n_melds) + extra`` tiles; returns the total.

    Raises ``ValueError`` naming the problem.
    """
    if len(counts) != 34:
        raise ValueError(f"a hand is a 34-long count vector, got length {len(counts)}")
    if not 0 <= n_melds <= 4:
        raise ValueError(f"n_melds must be 0..4, got {n_melds}")
    total = sum(counts)
    expected = 3 * (4 - n_melds) + extra
    if total != expected:
        raise ValueError(
            f"with {n_melds} called meld(s) the concealed part must hold {expected} tiles, "
            f"got {total}"
        )
    return total


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven different pairs (七対子) and nothing else."""
    return counts.count(2) == 7 and counts.count(0) == 27


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """Every terminal and honour, one of them twice, nothing else (国士無双)."""
    if counts.count(0) != 21:
        return False
    return all(counts[k] for k in ORPHANS) and sum(counts[k] for k in ORPHANS) == 14


def _standard_complete(counts: Sequence[int]) -> bool:
    honours = counts[27:34]
    if 1 in honours or 4 in honours:
        return False
    pairs = honours.count(2) + honours.count(5)
    for key in (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27])):
        flags = _FLAGS.get(key)
        if flags is None:
            flags = suit_flags(key)
        if flags == WITH_PAIR:
            pairs += 1
        elif flags == 0:
            return False
    return pairs == 1


def is_complete(counts: Sequence[int], n_melds: int = 0) -> bool:
    """Whether the concealed tiles (``3 * (4 - n_melds) + 2`` of them) form a complete hand.

    Seven pairs and thirteen orphans count only for a hand without called melds.
    """
    if len(counts) != 34 or sum(counts) != 14 - 3 * n_melds or not 0 <= n_melds <= 4:
        check_counts(counts, n_melds, 2)
    if _standard_complete(counts):
        return True
    if n_melds:
        return False
    absent = counts.count(0)
    if absent == 27:  # seven kinds: seven pairs?
        return counts.count(2) == 7
    return absent == 21 and is_thirteen_orphans(counts)


def _standard_readings(counts: Sequence[int]) -> list[Reading]:
    partials: list[list[Block]] = [[]]
    for base in (0, 9, 18, *range(27, 34)):
        width = 9 if base < 27 else 1
        key = tuple(counts[base : base + width])
        if not any(key):
            continue
        ways = suit_ways(key)
        if not ways:
            return []
        partials = [
            [*done, *(Block(kind, base + i) for kind, i in way)]
            for done in partials
            for way in ways
        ]
    found: list[Reading] = []
    for blocks in partials:
        if sum(1 for b in blocks if b.kind == "pair") == 1:
            found.append(Reading("standard", tuple(sorted(blocks, key=block_sort_key))))
    found.sort(key=lambda r: [block_sort_key(b) for b in r.blocks])
    return found


def readings(counts: Sequence[int], n_melds: int = 0) -> list[Reading]:
    """Every distinct reading of a complete hand, standard ones first, in a fixed order.

    An incomplete hand has none. Within a reading blocks are sorted by first kind.
    """
    check_counts(counts, n_melds, 2)
    found = _standard_readings(counts)
    if n_melds == 0:
        if is_seven_pairs(counts):
            pairs = tuple(Block("pair", k) for k in range(34) if counts[k] == 2)
            found.append(Reading("chiitoitsu", pairs))
        if is_thirteen_orphans(counts):
            found.append(Reading("kokushi", ()))
    return found

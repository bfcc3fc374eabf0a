"""Shanten of a hand changed by one tile, asked for many kinds in a row.

A player choosing a discard asks the shanten of its fourteen tiles less each kind in
turn, and counting improving tiles (ukeire) asks it of thirteen tiles plus each kind.
Each of those hands differs from the first in one suit, or in the honours, so
:class:`OneTileChanges` keeps the other suits' combined vector and the seven-pairs and
thirteen-orphans counts, and redoes only the changed part. The answers are those of
:func:`tutor.rules.shanten.shanten` (a test compares them on seeded random hands); a
hand that would hold a kind four times is handed to that function whole, since its
count takes the leftover states the plain vectors do not have.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.rules.hand import ORPHANS
from tutor.rules.shanten import _HONOUR_VECTORS, _merge, _whole_suit_vector, shanten

_ORPHAN_KINDS = frozenset(ORPHANS)


class OneTileChanges:
    """The shanten of ``counts`` with one kind taken out or put in (see :meth:`after`)."""

    def __init__(self, counts: Sequence[int], n_melds: int) -> None:
        self.counts = list(counts)
        self.n_melds = n_melds
        self.quads = self.counts.count(4)
        self.keys = [tuple(self.counts[base : base + 9]) for base in (0, 9, 18)]
        vectors = [_whole_suit_vector(key) for key in self.keys]
        self.others = [
            _merge(vectors[1], vectors[2]),
            _merge(vectors[0], vectors[2]),
            _merge(vectors[0], vectors[1]),
        ]
        self.suits = _merge(self.others[2], vectors[2])
        honours = self.counts[27:34]
        self.sets = honours.count(3)
        self.pairs = honours.count(2)
        self.kinds = 34 - self.counts.count(0)
        self.doubles = self.kinds - self.counts.count(1)
        """Kinds held twice or more (the pairs seven pairs can use)."""
        self.orphans = sum(1 for k in ORPHANS if self.counts[k])
        self.orphan_doubles = sum(1 for k in ORPHANS if self.counts[k] >= 2)

    def after(self, k: int, delta: int) -> int:
        """Shanten once ``delta`` (+1 or -1) tiles of kind ``k`` are put in the hand."""
        old = self.counts[k]
        new = old + delta
        if self.quads - (old == 4) + (new == 4):
            changed = list(self.counts)
            changed[k] = new
            return shanten(changed, self.n_melds)
        sets, pairs = self.sets, self.pairs
        if k < 27:
            suit = k // 9
            key = list(self.keys[suit])
            key[k - 9 * suit] = new
            merged = _merge(self.others[suit], _whole_suit_vector(tuple(key)))
        else:
            merged = self.suits
            sets += (new == 3) - (old == 3)
            pairs += (new == 2) - (old == 2)
        honours = _HONOUR_VECTORS[sets][pairs]
        room = 4 - self.n_melds
        gain = -100
        for i in range(room + 1):
            j = room - i
            gain = max(gain, merged[i] + honours[j], merged[5 + i] + honours[j] + 1,
                       merged[i] + honours[5 + j] + 1)
        best = 8 - 2 * self.n_melds - gain
        if self.n_melds or best == -1:
            return best
        kinds = self.kinds + (new > 0) - (old > 0)
        doubles = self.doubles + (new >= 2) - (old >= 2)
        best = min(best, 6 - doubles + max(0, 7 - kinds))
        if k in _ORPHAN_KINDS:
            held = self.orphans + (new > 0) - (old > 0)
            doubled = self.orphan_doubles + (new >= 2) - (old >= 2)
        else:
            held, doubled = self.orphans, self.orphan_doubles
        return min(best, 13 - held - (1 if doubled else 0))

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

from collections.abc import Collection, Sequence
from functools import lru_cache

from tutor.rules.hand import ORPHANS
from tutor.rules.shanten import (
    _HONOUR_VECTORS,
    Vector,
    _honour_quad_vector,
    _merge,
    _merge_quads,
    _quad_combine,
    _quad_suit,
    _whole_suit_vector,
    shanten,
)

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
        self.quad_parts: list[Vector] | None = None
        """The suits' and the honours' quad vectors, made when a change makes or keeps a
        quad; ``quad_rests[p]``: the three parts other than ``p`` merged."""
        self.quad_rests: list[Vector | None] = []
        self.rests: list[Vector | None] = [None, None, None]
        """Per suit, the other two suits and the honours merged (made when first asked):
        a change in that suit is then one vector against it."""
        self.kinds = 34 - self.counts.count(0)
        self.doubles = self.kinds - self.counts.count(1)
        """Kinds held twice or more (the pairs seven pairs can use)."""
        self.orphans = sum(1 for k in ORPHANS if self.counts[k])
        self.orphan_doubles = sum(1 for k in ORPHANS if self.counts[k] >= 2)

    def now(self) -> int:
        """Shanten of the counts as they are (read from the parts already merged)."""
        if self.quads:
            return shanten(self.counts, self.n_melds)
        gain = _gain(self.suits, _HONOUR_VECTORS[self.sets][self.pairs], 4 - self.n_melds)
        best = 8 - 2 * self.n_melds - gain
        if self.n_melds or best == -1:
            return best
        best = min(best, 6 - self.doubles + max(0, 7 - self.kinds))
        return min(best, 13 - self.orphans - (1 if self.orphan_doubles else 0))

    def after(self, k: int, delta: int) -> int:
        """Shanten once ``delta`` (+1 or -1) tiles of kind ``k`` are put in the hand."""
        old = self.counts[k]
        new = old + delta
        if self.quads - (old == 4) + (new == 4):
            best = self._with_quads(k, new)
        else:
            best = 8 - 2 * self.n_melds - self._gain_after(k, old, new, delta)
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

    def _gain_after(self, k: int, old: int, new: int, delta: int) -> int:
        """The standard form's best blocks value after the change (no quad held)."""
        room = 4 - self.n_melds
        if k >= 27:
            sets = self.sets + (new == 3) - (old == 3)
            pairs = self.pairs + (new == 2) - (old == 2)
            return _gain(self.suits, _HONOUR_VECTORS[sets][pairs], room)
        suit = k // 9
        return _suit_gains(self.keys[suit], self._rest(suit), room, delta)[k - 9 * suit]

    def _rest(self, suit: int) -> Vector:
        """The other two suits and the honours, merged (made when first asked)."""
        rest = self.rests[suit]
        if rest is None:
            rest = self.rests[suit] = _merge(self.others[suit],
                                             _HONOUR_VECTORS[self.sets][self.pairs])
        return rest

    def _with_quads(self, k: int, new: int) -> int:
        """The standard form's shanten once kind ``k`` is held ``new`` times, the hand
        holding a kind four times: the quad vectors (``tutor.rules.shanten``) of the
        three unchanged parts (suits, honours) are merged once per part changed, and
        the changed part is combined with them."""
        if self.quad_parts is None:
            honours, _ = _honour_quad_vector(self.counts)
            self.quad_parts = [*(_quad_suit(key) for key in self.keys), honours]
            self.quad_rests = [None] * 4
        changed = list(self.counts)
        changed[k] = new
        part = 3 if k >= 27 else k // 9
        if part == 3:
            vector, _ = _honour_quad_vector(changed)
        else:
            vector = _quad_suit(tuple(changed[9 * part : 9 * part + 9]))
        rest = self.quad_rests[part]
        if rest is None:
            a, b, c = (v for i, v in enumerate(self.quad_parts) if i != part)
            rest = self.quad_rests[part] = _merge_quads(_merge_quads(a, b), c)
        best = 8 - 2 * self.n_melds - _quad_gain(vector, rest, 4 - self.n_melds)
        honour_quads = sum(1 for c in changed[27:34] if c == 4)
        if honour_quads:  # as in standard_shanten: such an honour needs its fourth exchanged
            best = max(best, honour_quads - (1 if sum(changed) % 3 == 2 else 0))
        return best

    def improving(self, near: Collection[int]) -> list[int]:
        """The kinds one more tile of which brings the ``3n+1`` tiles closer to ready
        (what ukeire counts): kinds of ``near`` whose ``after(k, 1)`` is below the hand's
        shanten, found suit by suit. A standard-form improver raises its suit's value
        against the rest of the hand, which is remembered per suit and rest
        (``_suit_raisers``: a tile far from the suit's tiles never does); seven pairs and
        thirteen orphans improve by counting. Hands holding a kind four times ask
        ``after`` kind by kind (their count keeps the leftover states apart)."""
        counts = self.counts
        if self.quads:
            now = shanten(counts, self.n_melds)
            return [k for k in near if counts[k] < 4 and self.after(k, 1) < now]
        room = 4 - self.n_melds
        base = _gain(self.suits, _HONOUR_VECTORS[self.sets][self.pairs], room)
        standard = 8 - 2 * self.n_melds - base
        now = standard
        closed = self.n_melds == 0
        if closed and standard > -1:
            pairs7 = 6 - self.doubles + max(0, 7 - self.kinds)
            orphans13 = 13 - self.orphans - (1 if self.orphan_doubles else 0)
            now = min(standard, pairs7, orphans13)
        found: set[int] = set()
        if standard == now:
            for suit in range(3):
                found.update(9 * suit + i
                             for i in _suit_raisers(self.keys[suit], self._rest(suit), room))
            # a single honour paired, or a pair made a set: one count for each case
            singles = [k for k in range(27, 34) if counts[k] == 1]
            if singles and _gain(self.suits, _HONOUR_VECTORS[self.sets][self.pairs + 1],
                                 room) > base:
                found.update(singles)
            doubles = [k for k in range(27, 34) if counts[k] == 2]
            if doubles and _gain(self.suits, _HONOUR_VECTORS[self.sets + 1][self.pairs - 1],
                                 room) > base:
                found.update(doubles)
        for k in near:  # a third tile of a kind becomes a fourth: counted apart
            if counts[k] == 3 and _has_neighbour(counts, k) and self.after(k, 1) < now:
                found.add(k)
        if closed and now > -1:
            if pairs7 == now:
                found.update(k for k in near
                             if counts[k] == 1 or (counts[k] == 0 and self.kinds < 7))
            if orphans13 == now:
                found.update(k for k in near if k in _ORPHAN_KINDS
                             and (counts[k] == 0 or (counts[k] == 1 and not self.orphan_doubles)))
        return sorted(k for k in found if k in near)

def _has_neighbour(counts: Sequence[int], k: int) -> bool:
    """Whether a number of the same suit within two of ``k`` is held: a fourth tile
    can only help a hand by joining a run (an honour's never does)."""
    if k >= 27:
        return False
    base = k - k % 9
    return any(counts[j] for j in range(max(base, k - 2), min(base + 8, k + 2) + 1) if j != k)


SUIT_CHANGES_MEMORY = 1 << 13
"""Suits (with the rest of the hand merged into one vector) whose one-tile changes are
remembered: the same suit against the same rest comes back for each candidate discard
and each improving draw of a hand, and turn after turn while that suit is left alone."""


_quad_gain = lru_cache(maxsize=SUIT_CHANGES_MEMORY)(_quad_combine)
"""``_quad_combine`` remembered: a quad kept for turns meets the same rest again."""


@lru_cache(maxsize=SUIT_CHANGES_MEMORY)
def _suit_gains(key: tuple[int, ...], rest: Vector, room: int, delta: int) -> tuple[int, ...]:
    """The best blocks value of the hand once ``delta`` tiles of each kind of the suit
    ``key`` are put in (``rest``: the other suits and the honours merged); ``-100``
    where the suit holds none to take out, or would hold four (those are counted
    apart: :meth:`OneTileChanges.after` never asks them here)."""
    gains = []
    for i in range(9):
        new = key[i] + delta
        if not 0 <= new <= 3:
            gains.append(-100)
            continue
        changed = list(key)
        changed[i] = new
        gains.append(_gain(_whole_suit_vector(tuple(changed)), rest, room))
    return tuple(gains)


@lru_cache(maxsize=SUIT_CHANGES_MEMORY)
def _suit_raisers(key: tuple[int, ...], rest: Vector, room: int) -> tuple[int, ...]:
    """The kinds of the suit ``key`` (0 to 8) one more tile of which raises the hand's
    best blocks value against ``rest``; a kind held three times is left to the caller
    (a fourth tile counts apart). Only numbers within two of a tile the suit holds are
    tried: a tile further off joins no block and pairs with nothing held."""
    now = _gain(_whole_suit_vector(key), rest, room)
    found = []
    for i in range(9):
        if key[i] < 3 and any(key[max(0, i - 2) : i + 3]):
            changed = list(key)
            changed[i] += 1
            if _gain(_whole_suit_vector(tuple(changed)), rest, room) > now:
                found.append(i)
    return tuple(found)


def _gain(a: Vector, b: Vector, room: int) -> int:
    """The best blocks value of two merged parts with ``room`` blocks to fill (a head
    from either part counts one more)."""
    gain = -100
    for i in range(room + 1):
        j = room - i
        value = max(a[i] + b[j], a[5 + i] + b[j] + 1, a[i] + b[5 + j] + 1)
        if value > gain:
            gain = value
    return gain


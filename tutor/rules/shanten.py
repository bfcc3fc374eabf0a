"""Shanten (向聴数): how many tiles a hand is from tenpai.

``-1`` is a complete hand, ``0`` tenpai, ``1`` one exchange from tenpai (一向聴), and so on.
The number is the least over the standard form (面子手), seven pairs (七対子) and thirteen
orphans (国士無双); the last two only without called melds.

Standard form: split the tiles into sets (面子), partial sets (塔子: two tiles of a run,
or a pair waiting to become a triplet), at most one pair kept as the head (雀頭) and
leftovers. With ``m`` sets (called ones included), ``t`` partial sets and ``p`` heads
the count is ``8 - 2m - min(t, 4 - m) - p``: at most four blocks count, a set for two.

Four copies in hand cannot all be used: a kind is never split into two pairs, and, as
in Tenhou's count (and the ``mahjong`` library), a split with no head whose leftover
tiles are all of kinds held four times is one further away (no such tile can pair up),
and each honour held four times (not declared as a kan) costs one exchange.

How it is computed: for each suit (memoised on its nine counts) a *vector* holds, per
head flag, the best ``2 * sets + partial sets`` using at most ``k`` blocks, ``k = 0..4``.
Suits combine by a max-plus convolution over ``k`` (memoised on the vectors, of which
there are few). A hand holding a quad uses vectors with the leftover state as well.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.rules.hand import ORPHANS, check_counts

Vector = tuple[int, ...]
"""Groups of five entries (k = 0..4 blocks): plain vectors have (no head, head); quad
vectors have (no head STUCK, no head NONE, no head FREE, head)."""

STUCK, NONE, FREE, HEAD = 0, 1, 2, 3
"""Leftover states of a split without head: every leftover tile is of a kind held four
times (STUCK), there is no leftover (NONE), some leftover can still pair up (FREE)."""

_IMPOSSIBLE = -100
"""Marks a group no split reaches; every reachable entry is >= 0."""
_EMPTY: Vector = (0, 0, 0, 0, 0, *(_IMPOSSIBLE,) * 5)
_EMPTY_QUADS: Vector = (*(_IMPOSSIBLE,) * 5, 0, 0, 0, 0, 0, *(_IMPOSSIBLE,) * 10)
_JOIN = ((STUCK, STUCK, FREE), (STUCK, NONE, FREE), (FREE, FREE, FREE))
"""``_JOIN[a][b]``: the leftover state of two splits together."""

_SUIT_VECTORS: dict[tuple[int, ...], Vector] = {}
_MERGED: dict[tuple[Vector, Vector], Vector] = {}
_QUAD_VECTORS: dict[tuple[tuple[int, ...], int, bool], Vector] = {}
_MERGED_QUADS: dict[tuple[Vector, Vector], Vector] = {}


def _grow(v: Vector, gain: int) -> Vector:
    """One more block worth ``gain`` in every group (or the block left uncounted)."""
    out = list(v)
    for base in range(0, len(v), 5):
        for k in range(base + 4, base, -1):
            if v[k - 1] >= 0 and v[k - 1] + gain > out[k]:
                out[k] = v[k - 1] + gain
    return tuple(out)


def _best_of(options: list[Vector]) -> Vector:
    return tuple(max(values) for values in zip(*options, strict=True))


# --- hands without a quad --------------------------------------------------------------


def _suit_vector(key: tuple[int, ...]) -> Vector:
    """The vector of a suit, or of its tail (the first entry is the lowest kind left)."""
    vector = _SUIT_VECTORS.get(key)
    if vector is not None:
        return vector
    if not key:
        vector = _EMPTY
    elif key[0] == 0:
        vector = _suit_vector(key[1:])
    else:
        first, rest = key[0], key[1:]
        options = [_suit_vector((first - 1, *rest))]  # the tile left over
        if first >= 3:
            options.append(_grow(_suit_vector((first - 3, *rest)), 2))
        if len(key) >= 3 and key[1] and key[2]:
            options.append(_grow(_suit_vector((first - 1, key[1] - 1, key[2] - 1, *key[3:])), 2))
        if first >= 2:
            paired = _suit_vector((first - 2, *rest))
            options.append(_grow(paired, 1))
            options.append((*(_IMPOSSIBLE,) * 5, *paired[:5]))
        for gap in (1, 2):
            if len(key) > gap and key[gap]:
                tail = list(key)
                tail[0] -= 1
                tail[gap] -= 1
                options.append(_grow(_suit_vector(tuple(tail)), 1))
        vector = _best_of(options)
    _SUIT_VECTORS[key] = vector
    return vector


_SUIT_TOP: dict[tuple[int, ...], Vector] = {}


def _segments(key: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The stretches of a suit that no block can join: two empty kinds cut a suit."""
    found: list[tuple[int, ...]] = []
    start = None
    zeros = 0
    for i, c in enumerate(key):
        if c:
            if start is None:
                start = i
            zeros = 0
        elif start is not None:
            zeros += 1
            if zeros == 2:
                found.append(key[start : i - 1])
                start = None
    if start is not None:
        end = len(key)
        while key[end - 1] == 0:
            end -= 1
        found.append(key[start:end])
    return found


def _whole_suit_vector(key: tuple[int, ...]) -> Vector:
    """A suit's vector, built from its independent stretches (they repeat across hands
    far more often than whole suits do)."""
    vector = _SUIT_TOP.get(key)
    if vector is None:
        vector = _EMPTY
        for segment in _segments(key):
            vector = _merge(vector, _suit_vector(segment))
        _SUIT_TOP[key] = vector
    return vector


def _honour_vector(sets: int, pairs: int) -> Vector:
    """Honours: each triplet a set, each pair a partial set or the head."""

    def best(partials: int, k: int) -> int:
        used = min(sets, k)
        return 2 * used + min(partials, k - used)

    no_head = tuple(best(pairs, k) for k in range(5))
    head = tuple(best(pairs - 1, k) for k in range(5)) if pairs else (_IMPOSSIBLE,) * 5
    return no_head + head


_HONOUR_VECTORS = [[_honour_vector(s, p) for p in range(8)] for s in range(5)]


def _merge(a: Vector, b: Vector) -> Vector:
    merged = _MERGED.get((a, b))
    if merged is None:
        no_head = [max(a[i] + b[k - i] for i in range(k + 1)) for k in range(5)]
        head = [
            max(max(a[5 + i] + b[k - i], a[i] + b[5 + k - i]) for i in range(k + 1))
            for k in range(5)
        ]
        merged = tuple(v if v >= 0 else _IMPOSSIBLE for v in (*no_head, *head))
        _MERGED[(a, b)] = merged
    return merged


# --- hands with a quad -----------------------------------------------------------------


def _quad_vector(key: tuple[int, ...], quads: int, paired: bool) -> Vector:
    """Like ``_suit_vector`` with leftover states; bit ``j`` of ``quads``: kind ``j`` of
    the tail is held four times; ``paired``: the first kind already gave a pair."""
    memo_key = (key, quads, paired)
    vector = _QUAD_VECTORS.get(memo_key)
    if vector is not None:
        return vector
    if not key:
        vector = _EMPTY_QUADS
    elif key[0] == 0:
        vector = _quad_vector(key[1:], quads >> 1, False)
    else:
        first, rest = key[0], key[1:]
        left = _quad_vector((first - 1, *rest), quads, paired)
        state = STUCK if quads & 1 else FREE
        leftover = [_IMPOSSIBLE] * 20
        leftover[15:20] = left[15:20]
        for g in (STUCK, NONE, FREE):
            into = _JOIN[g][state]
            for k in range(5):
                leftover[5 * into + k] = max(leftover[5 * into + k], left[5 * g + k])
        options = [tuple(leftover)]
        if first >= 3:
            options.append(_grow(_quad_vector((first - 3, *rest), quads, False), 2))
        if len(key) >= 3 and key[1] and key[2]:
            tail = (first - 1, key[1] - 1, key[2] - 1, *key[3:])
            options.append(_grow(_quad_vector(tail, quads, paired), 2))
        if first >= 2 and not paired:
            after = _quad_vector((first - 2, *rest), quads, True)
            options.append(_grow(after, 1))
            head = [max(after[g * 5 + k] for g in (STUCK, NONE, FREE)) for k in range(5)]
            options.append((*(_IMPOSSIBLE,) * 15, *head))
        for gap in (1, 2):
            if len(key) > gap and key[gap]:
                tail_list = list(key)
                tail_list[0] -= 1
                tail_list[gap] -= 1
                options.append(_grow(_quad_vector(tuple(tail_list), quads, paired), 1))
        vector = _best_of(options)
    _QUAD_VECTORS[memo_key] = vector
    return vector


_QUAD_TOP: dict[tuple[int, ...], Vector] = {}


def _quad_suit(key: tuple[int, ...]) -> Vector:
    """A suit's quad vector, built from its independent stretches."""
    vector = _QUAD_TOP.get(key)
    if vector is None:
        vector = _EMPTY_QUADS
        for segment in _segments(key):
            quads = sum(1 << i for i, c in enumerate(segment) if c == 4)
            vector = _merge_quads(vector, _quad_vector(segment, quads, False))
        _QUAD_TOP[key] = vector
    return vector


def _honour_quad_vector(counts: Sequence[int]) -> tuple[Vector, int]:
    """The honours' quad vector, and how many honours are held four times."""
    sets = pairs = quads = 0
    state = NONE
    for c in counts[27:34]:
        if c >= 3:
            sets += 1
            if c == 4:  # a set and a fourth tile that can never pair
                quads += 1
                state = _JOIN[state][STUCK]
        elif c == 2:
            pairs += 1
        elif c == 1:
            state = FREE
    plain = _HONOUR_VECTORS[sets][pairs]
    vector = [_IMPOSSIBLE] * 20
    vector[5 * state : 5 * state + 5] = plain[:5]
    vector[15:20] = plain[5:]
    return tuple(vector), quads


def _live_groups(v: Vector) -> list[int]:
    """The groups some split reaches (entries only grow with k, so look at k = 4)."""
    return [g for g in range(4) if v[5 * g + 4] >= 0]


def _merge_quads(a: Vector, b: Vector) -> Vector:
    merged = _MERGED_QUADS.get((a, b))
    if merged is None:
        best = [_IMPOSSIBLE] * 20
        for ga in _live_groups(a):
            for gb in _live_groups(b):
                if ga == HEAD and gb == HEAD:
                    continue
                group = HEAD if HEAD in (ga, gb) else _JOIN[ga][gb]
                for i in range(5):
                    for j in range(5 - i):
                        value = a[5 * ga + i] + b[5 * gb + j]
                        if value > best[5 * group + i + j]:
                            best[5 * group + i + j] = value
        for group in range(4):  # at most k blocks
            for k in range(1, 5):
                best[5 * group + k] = max(best[5 * group + k], best[5 * group + k - 1])
        merged = tuple(v if v >= 0 else _IMPOSSIBLE for v in best)
        _MERGED_QUADS[(a, b)] = merged
    return merged


def _quad_gain(counts: Sequence[int], room: int) -> tuple[int, int]:
    """(best gain, honour quads) for a hand holding a quad."""
    honours, honour_quads = _honour_quad_vector(counts)
    a = _merge_quads(_quad_suit(tuple(counts[0:9])), _quad_suit(tuple(counts[9:18])))
    b = _merge_quads(_quad_suit(tuple(counts[18:27])), honours)
    return _quad_combine(a, b, room), honour_quads


def _quad_combine(a: Vector, b: Vector, room: int) -> int:
    """The best gain of two parts' quad vectors with ``room`` blocks to fill."""
    gain = _IMPOSSIBLE
    for ga in _live_groups(a):
        for gb in _live_groups(b):
            if ga == HEAD and gb == HEAD:
                continue
            group = HEAD if HEAD in (ga, gb) else _JOIN[ga][gb]
            bonus = (-1, 0, 0, 1)[group]
            for i in range(room + 1):
                value = a[5 * ga + i] + b[5 * gb + room - i] + bonus
                if value > gain:
                    gain = value
    return gain


# --- the counts ------------------------------------------------------------------------


def standard_shanten(counts: Sequence[int], n_melds: int = 0) -> int:
    """Shanten of the standard form (four sets and a pair) alone."""
    room = 4 - n_melds
    if 4 in counts:
        gain, honour_quads = _quad_gain(counts, room)
        best = 8 - 2 * n_melds - gain
        if honour_quads:  # each such honour needs its fourth tile exchanged
            best = max(best, honour_quads - (1 if sum(counts) % 3 == 2 else 0))
        return best
    merged = _merge(
        _merge(_whole_suit_vector(tuple(counts[0:9])), _whole_suit_vector(tuple(counts[9:18]))),
        _whole_suit_vector(tuple(counts[18:27])),
    )
    sets = pairs = 0
    for c in counts[27:34]:
        if c == 3:
            sets += 1
        elif c == 2:
            pairs += 1
    honours = _HONOUR_VECTORS[sets][pairs]
    gain = _IMPOSSIBLE
    for i in range(room + 1):
        j = room - i
        gain = max(gain, merged[i] + honours[j], merged[5 + i] + honours[j] + 1)
        gain = max(gain, merged[i] + honours[5 + j] + 1)
    return 8 - 2 * n_melds - gain


def chiitoitsu_shanten(counts: Sequence[int]) -> int:
    """Shanten of seven pairs: ``6 - pairs``, plus one for each kind short of seven."""
    kinds = 34 - counts.count(0)
    pairs = kinds - counts.count(1)
    return 6 - pairs + max(0, 7 - kinds)


def kokushi_shanten(counts: Sequence[int]) -> int:
    """Shanten of thirteen orphans: ``13 - kinds held``, less one if one is doubled."""
    held = 0
    doubled = 0
    for k in ORPHANS:
        if counts[k]:
            held += 1
            if counts[k] >= 2:
                doubled = 1
    return 13 - held - doubled


def shanten(counts: Sequence[int], n_melds: int = 0) -> int:
    """Shanten of a hand of ``3 * (4 - n_melds) + 1`` or ``+ 2`` concealed tiles.

    ``-1`` complete, ``0`` tenpai; the least over standard, seven pairs and thirteen
    orphans (those two only when ``n_melds == 0``).
    """
    check_counts(counts, n_melds, 2 if sum(counts) % 3 == 2 else 1)
    best = standard_shanten(counts, n_melds)
    if n_melds == 0 and best > -1:
        best = min(best, chiitoitsu_shanten(counts), kokushi_shanten(counts))
    return best

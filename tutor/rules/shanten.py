"""Shanten (向聴数): how many tiles a hand is from tenpai.

``-1`` is a complete hand, ``0`` tenpai, ``1`` one exchange from tenpai (一向聴), and so on.
The number is the least over the standard form (面子手), seven pairs (七対子) and thirteen
orphans (国士無双); the last two only without called melds.

Standard form: split the tiles into sets (面子), partial sets (塔子: two tiles of a run,
or a pair waiting to become a triplet), at most one pair kept as the head (雀頭) and
leftovers. With ``m`` sets (called ones included), ``t`` partial sets and ``p`` heads
the count is ``8 - 2m - min(t, 4 - m) - p``. Each suit's best splits are memoised as a
short list of (sets, partial sets) that no other split beats on both, per head/no head,
and the suits are combined.

Four copies in hand cannot all be used: a kind is never split into two pairs, and, as
in Tenhou's count (and the ``mahjong`` library), a split with no pair whose leftover
tiles are all of kinds held four times is one further away (no such tile can pair up),
and each honour held four times (not declared as a kan) costs one exchange.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.rules.hand import ORPHANS, check_counts

Split = tuple[int, int, int, int]
"""(sets, partial sets, head 0/1, leftovers) of one split; leftovers is ``FREE`` (some
leftover tile can still pair up), ``NONE`` (no leftover) or ``STUCK`` (every leftover
is of a kind held four times)."""

STUCK, NONE, FREE = 0, 1, 2

_SUIT_SPLITS: dict[tuple[int, ...], tuple[Split, ...]] = {}
_TAILS: dict[tuple[tuple[int, ...], int, bool], frozenset[Split]] = {}


def _join(a: int, b: int) -> int:
    """Leftover state of two splits together."""
    if a == FREE or b == FREE:
        return FREE
    if a == STUCK or b == STUCK:
        return STUCK
    return NONE


def _prune(found: set[Split]) -> tuple[Split, ...]:
    """Drop every split another one matches or beats on sets, partial sets and leftovers."""
    kept: list[Split] = []
    for split in sorted(found, reverse=True):
        m, t, h, g = split
        if not any(kh == h and km >= m and kt >= t and kg >= g for km, kt, kh, kg in kept):
            kept.append(split)
    return tuple(kept)


def _suit_splits(key: tuple[int, ...]) -> tuple[Split, ...]:
    splits = _SUIT_SPLITS.get(key)
    if splits is None:
        quads = sum(1 << i for i, c in enumerate(key) if c == 4)
        splits = tuple(sorted(_tail(key, quads, False)))
        _SUIT_SPLITS[key] = splits
    return splits


def _tail(c: tuple[int, ...], quads: int, paired: bool) -> frozenset[Split]:
    """Best splits of a suit's tail ``c`` (its first entry is the lowest kind left).

    Bit ``j`` of ``quads``: kind ``j`` of the tail was held four times. ``paired``: the
    first kind already gave a pair, so it cannot give a second one.
    """
    memo_key = (c, quads, paired)
    cached = _TAILS.get(memo_key)
    if cached is not None:
        return cached
    skip = 0
    while skip < len(c) and c[skip] == 0:
        skip += 1
    if skip:
        result = _tail(c[skip:], quads >> skip, False)
    elif not c:
        result = frozenset({(0, 0, 0, NONE)})
    else:
        result = frozenset(_prune(_branch(c, quads, paired)))
    _TAILS[memo_key] = result
    return result


def _branch(c: tuple[int, ...], quads: int, paired: bool) -> set[Split]:
    """The splits where the lowest kind left starts each possible block."""
    found: set[Split] = set()

    def take(dm: int, dt: int, dh: int, dg: int, rest: tuple[int, ...], again: bool) -> None:
        for m, t, h, g in _tail(rest, quads, again):
            if h + dh <= 1:
                head = h + dh
                found.add((m + dm, min(t + dt, 4), head, NONE if head else _join(g, dg)))

    first = c[0]
    if first >= 3:
        take(1, 0, 0, NONE, (first - 3, *c[1:]), False)
    if len(c) >= 3 and c[1] and c[2]:
        take(1, 0, 0, NONE, (first - 1, c[1] - 1, c[2] - 1, *c[3:]), paired)
    if first >= 2 and not paired:
        rest = (first - 2, *c[1:])
        take(0, 0, 1, NONE, rest, True)
        take(0, 1, 0, NONE, rest, True)
    for gap in (1, 2):
        if len(c) > gap and c[gap]:
            rest_list = list(c)
            rest_list[0] -= 1
            rest_list[gap] -= 1
            take(0, 1, 0, NONE, tuple(rest_list), paired)
    take(0, 0, 0, STUCK if quads & 1 else FREE, (first - 1, *c[1:]), paired)
    return found


def _honour_splits(counts: Sequence[int]) -> tuple[tuple[Split, ...], int]:
    """The honours' splits, and how many honours are held four times."""
    sets = pairs = quads = 0
    left = NONE
    for c in counts[27:34]:
        if c >= 3:
            sets += 1
            if c == 4:
                quads += 1
                left = _join(left, STUCK)
        elif c == 2:
            pairs += 1
        elif c == 1:
            left = FREE
    splits = [(sets, pairs, 0, left)]
    if pairs:
        splits.append((sets, pairs - 1, 1, NONE))
    return tuple(splits), quads


def standard_shanten(counts: Sequence[int], n_melds: int = 0) -> int:
    """Shanten of the standard form (four sets and a pair) alone."""
    if 4 in counts:
        return _standard_shanten_with_quads(counts, n_melds)
    merged = _merge(
        _merge(_suit_vector(tuple(counts[0:9])), _suit_vector(tuple(counts[9:18]))),
        _suit_vector(tuple(counts[18:27])),
    )
    sets = pairs = 0
    for c in counts[27:34]:
        if c == 3:
            sets += 1
        elif c == 2:
            pairs += 1
    honours = _HONOUR_VECTORS[sets][pairs]
    room = 4 - n_melds
    best = max(merged[i] + honours[room - i] for i in range(room + 1))
    with_head = max(
        max(merged[5 + i] + honours[room - i], merged[i] + honours[5 + room - i])
        for i in range(room + 1)
    )
    return 8 - 2 * n_melds - max(best, with_head + 1)


# Without any kind held four times no split is "stuck", and the count only needs, per
# unit and head flag, the best ``2 * sets + partial sets`` using at most k blocks
# (k = 0..4): a vector of ten numbers. Units combine by a max-plus convolution, memoised
# on the vectors (far fewer distinct vectors than suits).

Vector = tuple[int, ...]
_NO_HEAD = -100
_SUIT_VECTORS: dict[tuple[int, ...], Vector] = {}
_MERGED: dict[tuple[Vector, Vector], Vector] = {}


def _grow(v: Vector, gain: int) -> Vector:
    """Add one block worth ``gain`` (or leave it uncounted) to every entry of ``v``."""
    return (
        v[0],
        max(v[1], v[0] + gain),
        max(v[2], v[1] + gain),
        max(v[3], v[2] + gain),
        max(v[4], v[3] + gain),
        v[5],
        max(v[6], v[5] + gain),
        max(v[7], v[6] + gain),
        max(v[8], v[7] + gain),
        max(v[9], v[8] + gain),
    )


_EMPTY: Vector = (0, 0, 0, 0, 0) + (_NO_HEAD,) * 5


def _suit_vector(key: tuple[int, ...]) -> Vector:
    """The vector of a suit (or of its tail: the first entry is the lowest kind left)."""
    vector = _SUIT_VECTORS.get(key)
    if vector is not None:
        return vector
    if not key:
        vector = _EMPTY
    elif key[0] == 0:
        vector = _suit_vector(key[1:])
    else:
        first = key[0]
        rest = key[1:]
        options = [_suit_vector((first - 1, *rest))]  # the tile left over
        if first >= 3:
            options.append(_grow(_suit_vector((first - 3, *rest)), 2))
        if len(key) >= 3 and key[1] and key[2]:
            options.append(_grow(_suit_vector((first - 1, key[1] - 1, key[2] - 1, *key[3:])), 2))
        if first >= 2:
            paired = _suit_vector((first - 2, *rest))
            options.append(_grow(paired, 1))
            options.append((_NO_HEAD,) * 5 + paired[:5])
        for gap in (1, 2):
            if len(key) > gap and key[gap]:
                tail = list(key)
                tail[0] -= 1
                tail[gap] -= 1
                options.append(_grow(_suit_vector(tuple(tail)), 1))
        vector = tuple(max(values) for values in zip(*options, strict=True))
    _SUIT_VECTORS[key] = vector
    return vector


def _honour_vector(sets: int, pairs: int) -> Vector:
    """Honours: each triplet a set, each pair a partial set or the head."""

    def best(partials: int, k: int) -> int:
        used = min(sets, k)
        return 2 * used + min(partials, k - used)

    no_head = tuple(best(pairs, k) for k in range(5))
    head = tuple(best(pairs - 1, k) for k in range(5)) if pairs else (_NO_HEAD,) * 5
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
        merged = (*no_head, *(max(v, _NO_HEAD) for v in head))
        _MERGED[(a, b)] = merged
    return merged


# With a kind held four times the leftovers matter (see ``Split``): the vector has four
# groups of five, head-less with STUCK / NONE / FREE leftovers, and with a head.

_MERGED_QUADS: dict[tuple[Vector, Vector], Vector] = {}


def _leftover_vector(splits: Sequence[Split]) -> Vector:
    best = [_NO_HEAD] * 20
    for m, t, h, g in splits:
        group = 3 if h else g
        for k in range(5):
            sets = min(m, k)
            value = 2 * sets + min(t, k - sets)
            if value > best[5 * group + k]:
                best[5 * group + k] = value
    return tuple(best)


def _merge_leftovers(a: Vector, b: Vector) -> Vector:
    merged = _MERGED_QUADS.get((a, b))
    if merged is None:
        best = [_NO_HEAD] * 20
        for ga in range(4):
            for gb in range(4):
                if ga == 3 and gb == 3:
                    continue
                group = 3 if 3 in (ga, gb) else _join(ga, gb)
                for i in range(5):
                    left = a[5 * ga + i]
                    if left <= _NO_HEAD:
                        continue
                    for j in range(5 - i):
                        value = left + b[5 * gb + j]
                        if value > best[5 * group + i + j]:
                            best[5 * group + i + j] = value
        for group in range(4):  # "at most k blocks"
            for k in range(1, 5):
                best[5 * group + k] = max(best[5 * group + k], best[5 * group + k - 1])
        merged = tuple(max(v, _NO_HEAD) for v in best)
        _MERGED_QUADS[(a, b)] = merged
    return merged


_LEFTOVER_VECTORS: dict[tuple[int, ...], Vector] = {}


def _suit_leftover_vector(key: tuple[int, ...]) -> Vector:
    vector = _LEFTOVER_VECTORS.get(key)
    if vector is None:
        vector = _leftover_vector(_suit_splits(key))
        _LEFTOVER_VECTORS[key] = vector
    return vector


def _standard_shanten_with_quads(counts: Sequence[int], n_melds: int) -> int:
    """The general count, tracking leftovers of kinds held four times."""
    honours, honour_quads = _honour_splits(counts)
    a = _merge_leftovers(
        _suit_leftover_vector(tuple(counts[0:9])),
        _suit_leftover_vector(tuple(counts[9:18])),
    )
    b = _merge_leftovers(
        _suit_leftover_vector(tuple(counts[18:27])),
        _leftover_vector(honours),
    )
    room = 4 - n_melds
    gain = _NO_HEAD
    for ga in range(4):
        for gb in range(4):
            if ga == 3 and gb == 3:
                continue
            group = 3 if 3 in (ga, gb) else _join(ga, gb)
            bonus = (-1, 0, 0, 1)[group]
            for i in range(room + 1):
                value = a[5 * ga + i] + b[5 * gb + room - i] + bonus
                if value > gain:
                    gain = value
    best = 8 - 2 * n_melds - gain
    if honour_quads:
        floor = honour_quads - (1 if sum(counts) % 3 == 2 else 0)
        if best < floor:
            best = floor
    return best


def chiitoitsu_shanten(counts: Sequence[int]) -> int:
    """Shanten of seven pairs: ``6 - pairs``, plus one for each kind short of seven."""
    absent = counts.count(0)
    kinds = 34 - absent
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
    if len(counts) == 34 and sum(counts) % 3 == 2:
        check_counts(counts, n_melds, 2)
    else:
        check_counts(counts, n_melds, 1)
    best = standard_shanten(counts, n_melds)
    if n_melds == 0 and best > -1:
        best = min(best, chiitoitsu_shanten(counts), kokushi_shanten(counts))
    return best

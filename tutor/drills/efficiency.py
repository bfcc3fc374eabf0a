"""Discard efficiency: which tiles a player going for a winning hand throws.

The fewest tiles from ready first (shanten, from ``tutor.rules``); then, for the seat a
question asks about, the most unseen tiles that would bring the hand closer (ukeire);
then the tile least connected to the rest. Shanten of one-tile changes comes from
:class:`~tutor.rules.shanten_changes.OneTileChanges`, and the kinds that improve a
thirteen-tile hand are remembered per hand (a hand comes back a turn later when the
drawn tile is thrown).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from tutor.rules.shanten import shanten
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.shanten_lone import lone_discards
from tutor.rules.tiles import KIND, Tile, counts_of
from tutor.rules.waits import waits

SHANTEN_MEMORY = 1 << 12
"""Hands whose shanten is remembered. Its hits come from the same hand asked again within
a few turns (a discard tried, then made): 4,096 entries keep the whole 30% hit rate of a
262,144-entry cache, which grew past 200 MB over 10,000 questions (``python -m
tests.bench generate`` prints the peak)."""


IMPROVING_MEMORY = 1 << 10
"""Thirteen-tile hands whose improving kinds are remembered: the hand kept last turn
is among the next turn's choices whenever the drawn tile is thrown."""


@lru_cache(maxsize=SHANTEN_MEMORY)
def _shanten(key: tuple[int, ...], melds: int) -> int:
    return shanten(key, melds)


def shanten_of(counts: list[int], melds: int) -> int:
    return _shanten(tuple(counts), melds)


def near_kinds(counts: Sequence[int]) -> list[int]:
    """Kinds that can improve a hand: held honours, and numbers within two of a held tile.

    (A tile two or more steps from everything in its suit joins no shape; thirteen
    orphans is the exception, and far-off tiles are not counted for it.)
    """
    found = [base + i for base in (0, 9, 18)
             for i in _near_in_suit(tuple(counts[base : base + 9]))]
    return found + [k for k in range(27, 34) if counts[k]]


@lru_cache(maxsize=1 << 10)
def _near_in_suit(key: tuple[int, ...]) -> tuple[int, ...]:
    """The numbers (0 to 8) of a suit within two of a tile it holds."""
    return tuple(i for i in range(9) if any(key[max(0, i - 2) : i + 3]))


def ukeire(counts: list[int], melds: int, seen: list[int], *, ready: bool = False) -> int:
    """How many unseen tiles would bring the 13-tile hand ``counts`` closer to ready;
    ``ready``: the hand is known to be ready (tenpai), so those are its winning tiles."""
    key = tuple(counts)
    kinds = winning_kinds(key, melds) if ready else improving_kinds(key, melds)
    return sum(4 - counts[k] - seen[k] for k in kinds if counts[k] + seen[k] < 4)


@lru_cache(maxsize=IMPROVING_MEMORY)
def winning_kinds(key: tuple[int, ...], melds: int) -> tuple[int, ...]:
    """``improving_kinds`` of a ready hand, found from its waits (a drawn tile brings a
    ready hand closer only by completing it) instead of a shanten search per kind; kept
    to the ``near_kinds`` as ``improving_kinds`` is (a far thirteen orphans wait is
    not counted there either)."""
    near = set(near_kinds(key))
    return tuple(k for k in waits(key, melds) if k in near)


@lru_cache(maxsize=IMPROVING_MEMORY)
def improving_kinds(key: tuple[int, ...], melds: int) -> tuple[int, ...]:
    """The kinds whose draw brings the 13-tile hand ``key`` closer to ready (of the
    ``near_kinds``): what ukeire counts, before the tiles already seen are taken off."""
    return tuple(OneTileChanges(key, melds).improving(near_kinds(key)))


def _connection(counts: list[int], k: int) -> int:
    """How much a tile of kind ``k`` works with the rest of the hand (higher: keep it)."""
    if k >= 27:
        return 3 * (counts[k] - 1)
    base = k - k % 9
    score = 3 * (counts[k] - 1)
    for step, weight in ((-2, 1), (-1, 2), (1, 2), (2, 1)):
        j = k + step
        if base <= j < base + 9:
            score += weight * min(counts[j], 1)
    if k % 9 in (0, 8):
        score -= 1
    return score


def efficient_discards(hand: list[Tile], melds: int, seen: list[int], *,
                       deep: bool = True, banned: frozenset[int] = frozenset(),
                       changes: Callable[[], OneTileChanges] | None = None) -> list[int]:
    """The kinds an efficiency player would throw from ``hand`` (ties kept).

    The fewest tiles from ready first; then, when ``deep``, the most improving tiles
    (ukeire); then the tile least connected to the rest. Not ``deep`` (a seat the
    question does not ask about), a hand with lone tiles that keep its count throws the
    least connected of them without any shanten search (``tutor.rules.shanten_lone``):
    those are among the kinds the search would return, and most turns of a hand far
    from ready have one. ``changes`` gives the hand's one-tile changes when they are
    already made (a seat remembers its hand's: ``Seat.changes``). A hand with one kind
    it may throw (a ready learner keeping its hand whole) throws it without a search.
    """
    counts = counts_of(hand)
    allowed = {KIND[t] for t in hand} - banned
    if len(allowed) <= 1:  # nothing to search: e.g. a seat keeping its ready hand whole
        return sorted(allowed)
    if not deep:
        quick = _least_connected(counts, lone_discards(counts, melds, allowed)) \
            or _least_connected_at_best(counts, melds, allowed, changes)
        if quick:
            return quick
    made = changes() if changes is not None else OneTileChanges(counts, melds)
    options = {k: made.after(k, -1) for k in sorted(allowed)}
    best = min(options.values())
    kinds = [k for k, s in options.items() if s == best]
    if len(kinds) > 1 and deep:
        scored = {}
        for k in kinds:
            counts[k] -= 1
            scored[k] = ukeire(counts, melds, seen, ready=best == 0)
            counts[k] += 1
        top = max(scored.values())
        kinds = [k for k in kinds if scored[k] == top]
    if len(kinds) > 1:
        low = min(_connection(counts, k) for k in kinds)
        kinds = [k for k in kinds if _connection(counts, k) == low]
    return kinds


def _least_connected(counts: list[int], kinds: list[int]) -> list[int]:
    """The kinds of ``kinds`` least connected to the rest of the hand."""
    if len(kinds) < 2:
        return kinds
    scores = {k: _connection(counts, k) for k in kinds}
    low = min(scores.values())
    return [k for k in kinds if scores[k] == low]


def _least_connected_at_best(counts: list[int], melds: int, kinds: set[int],
                             made: Callable[[], OneTileChanges] | None = None) -> list[int]:
    """The same choice as the full search without ukeire, found with fewer shanten calls.

    The best discard leaves the hand as close to ready as its fourteen tiles are
    (``shanten`` of fourteen tiles is the best over their discards), so the kinds are
    tried from the least connected up and the first level with a kind that reaches that
    number is the answer. Empty when no allowed kind reaches it (a swap-call ban).
    """
    changes = made() if made is not None else OneTileChanges(counts, melds)
    best = max(changes.now(), 0)
    levels: dict[int, list[int]] = {}
    for k in sorted(kinds):
        levels.setdefault(_connection(counts, k), []).append(k)
    for level in sorted(levels):
        hits = [k for k in levels[level] if changes.after(k, -1) == best]
        if hits:
            return hits
    return []

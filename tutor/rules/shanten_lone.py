"""Lone tiles: what a glance at a hand says about it without a shanten search.

A lone tile is held once, with no other tile of its suit within two steps (an honour:
held once). In a finished hand every tile sits in a set or the pair, and a lone tile can
only get there with the tile still to come: as its pair, since a set needs two partners
close by. So a hand of ``3n+2`` tiles with a lone tile is not complete, and a hand of
``3n+1`` tiles with two lone tiles is not ready (one tile cannot pair both), whatever the
form (seven pairs too); thirteen orphans, whose tiles are all lone, is the exception
(a hand that holds, or can discard down to, nothing but terminals and honours).
Throwing a lone tile also leaves the standard form's shanten as it was, since no block
used it (unless a kind is held four times: those count apart). The players of
``tutor.drills`` use both facts to skip most shanten searches of a hand far from ready;
tests compare them with ``shanten`` and ``waits`` on seeded random hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from tutor.rules.hand import ORPHANS
from tutor.rules.shanten import chiitoitsu_shanten, kokushi_shanten

_ORPHAN_KINDS = frozenset(ORPHANS)


def lone_tiles(counts: Sequence[int]) -> list[int]:
    """The kinds held once with no tile of the same suit within two steps."""
    return [*_lone_in_suit(tuple(counts[0:9]), 0), *_lone_in_suit(tuple(counts[9:18]), 9),
            *_lone_in_suit(tuple(counts[18:27]), 18),
            *(k for k in range(27, 34) if counts[k] == 1)]


@lru_cache(maxsize=1 << 12)
def _lone_in_suit(key: tuple[int, ...], base: int) -> tuple[int, ...]:
    """The lone kinds of the suit starting at kind ``base``, whose counts are ``key``
    (remembered: suits repeat)."""
    near = (0, 0, *key, 0, 0)  # two empty kinds beyond each end
    return tuple(base + i for i in range(9) if near[i + 2] == 1
                 and not (near[i] or near[i + 1] or near[i + 3] or near[i + 4]))


def ruled_out(counts: Sequence[int], n_melds: int, *, discard: bool = False) -> bool:
    """Whether lone tiles alone show the hand is not complete (``3n+2`` tiles) or not
    ready (``3n+1`` tiles); with ``discard``, that no discard from ``3n+2`` tiles leaves
    it ready (a discard takes one lone tile away at most). ``False`` says nothing."""
    room = (1 if sum(counts) % 3 == 1 else 0) + (2 if discard else 0)
    if len(lone_tiles(counts)) <= room:
        return False
    if n_melds:
        return True
    simples = sum(counts[1:8]) + sum(counts[10:17]) + sum(counts[19:26])
    return simples > (1 if discard else 0)  # else thirteen orphans may be


def lone_discards(counts: Sequence[int], n_melds: int, allowed: set[int]) -> list[int]:
    """Lone kinds among ``allowed`` whose discard leaves a fourteen-tile hand exactly as
    far from ready as it can get (its shanten), found without computing it: empty when
    seven pairs or thirteen orphans might be the nearer form and the lone tile count in it.

    Throwing a lone tile keeps the standard form's shanten. Seven pairs loses nothing
    while eight kinds or more are held; thirteen orphans may lose a kind, which matters
    only where it is nearer than seven pairs.
    """
    lone = [k for k in lone_tiles(counts) if k in allowed]
    if 4 in counts:
        return []  # four of a kind held count apart (see ``standard_shanten``)
    if not lone or n_melds:
        return lone
    if 34 - list(counts).count(0) < 8:
        return []
    if kokushi_shanten(counts) < chiitoitsu_shanten(counts):
        return [k for k in lone if k not in _ORPHAN_KINDS]
    return lone

"""The seeded random players of the jansou drivers (four and three seats): what they share.

A player groups the offered actions by class, walks its odds table
(:func:`non_discard_choice`) and otherwise discards, keeping the shape with riichienv's
shanten (:func:`best_discard`) most of the time.
"""

from __future__ import annotations

import random
from typing import Any

from jansou.core.tiles import Tile
from jansou.game import actions as A
from riichienv import calculate_shanten


def kind_ids(tiles: list[Tile]) -> list[int]:
    """Pseudo 136-ids (only their kinds matter) for riichienv's shanten."""
    seen: dict[int, int] = {}
    out = []
    for t in tiles:
        k = int(t.kind)
        out.append(4 * k + seen.get(k, 0))
        seen[k] = seen.get(k, 0) + 1
    return out


def by_class(actions: tuple[Any, ...]) -> dict[type, list[Any]]:
    """jansou's offered actions grouped by their class, each group in the offered order."""
    groups: dict[type, list[Any]] = {}
    for a in actions:
        groups.setdefault(type(a), []).append(a)
    return groups


def non_discard_choice(
    rng: random.Random,
    state: Any,
    seat: int,
    groups: dict[type, list[Any]],
    chances: tuple[tuple[type, float], ...],
    actions: tuple[Any, ...],
) -> Any | None:
    """What the player does other than discard: the first offered class (in ``chances``
    order) it takes with its chance (only offered classes draw a number), a riichi with
    its shape-keeping discard, any other action at random; else, with no discard
    offered, the pass (or the first action). ``None``: the player discards."""
    for kind, chance in chances:
        if kind in groups and rng.random() < chance:
            if kind is A.Riichi:
                return best_discard(rng, state, seat, groups[kind])
            return rng.choice(groups[kind])
    if A.Discard not in groups:
        return groups.get(A.Pass, list(actions))[0]
    return None


def best_discard(rng: random.Random, state: Any, seat: int, options: list[Any]) -> Any:
    player = state.players[seat]
    hand = [*player.concealed, *([player.drawn] if player.drawn else [])]
    scored = []
    for a in options:
        rest = hand.copy()
        rest.remove(a.tile)
        scored.append((calculate_shanten(kind_ids(rest)), a))
    best = min(s for s, _ in scored)
    return rng.choice([a for s, a in scored if s == best])

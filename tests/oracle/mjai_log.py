"""What the four- and three-player riichienv drivers share: tile names and the recorder's core.

riichienv logs every hand as mjai events over 136-id tiles. The helpers here turn its
tiles into our MPSZ names, and :class:`MjaiRecorder` keeps each seat's concealed tiles
and writes the facts both drivers collect at a draw (``riichi_allowed``,
``tsumo_allowed``, ``ankan_allowed``) and when a tile is let go (``ron_allowed``). The
drivers add their seat names, their events and their wins. The small helpers at the end
are what the drivers' seeded random players share.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from riichienv import ActionType, calculate_shanten

from tests.oracle.record import Fact, HandRecord
from tutor.rules.yaku_ids import RIICHIENV_ID_TO_ID

AT = ActionType
RED_IDS = frozenset({16, 52, 88})
HONOURS = {"E": "1z", "S": "2z", "W": "3z", "N": "4z", "P": "5z", "F": "6z", "C": "7z"}

_PLAIN_YAKUMAN = {
    "junsei_chuuren": "chuuren",
    "suuankou_tanki": "suuankou",
    "kokushi_13": "kokushi",
}
YAKU_IDS = {number: _PLAIN_YAKUMAN.get(name, name) for number, name in RIICHIENV_ID_TO_ID.items()}
"""riichienv yaku id -> our id, its special-wait yakuman folded onto the plain ones (the
``tenhou`` preset has no double yakuman)."""


def tile_of_id(tile: int) -> str:
    """Our MPSZ name of a 136-id tile (``16`` → ``"0m"``)."""
    kind = tile // 4
    if tile in RED_IDS:
        return "0" + "mps"[kind // 9]
    return f"{kind % 9 + 1}{'mpsz'[kind // 9]}"


def tile_of_mjai(pai: str) -> str:
    """Our MPSZ name of an mjai tile (``"5mr"`` → ``"0m"``, ``"P"`` → ``"5z"``)."""
    if pai in HONOURS:
        return HONOURS[pai]
    if pai.endswith("r"):
        return "0" + pai[1]
    return pai


def plain(tile: str) -> str:
    """The tile with a red five read as a plain five."""
    return "5" + tile[1] if tile[0] == "0" else tile


def hand_text(tiles: list[int]) -> str:
    """Our MPSZ text for a list of 136-id tiles, grouped by suit.

    A red five leads its suit (``019s``, not ``109s``: our parser refuses ``10`` as a
    likely typo).
    """
    names = sorted((t // 4 if t not in RED_IDS else t // 4 - 9, tile_of_id(t)) for t in tiles)
    out: list[str] = []
    for suit in "mpsz":
        digits = "".join(n[0] for _, n in names if n[1] == suit)
        if digits:
            out.append(digits + suit)
    return "".join(out)


def id_for(name: str) -> int:
    """The first 136-id tile with our MPSZ ``name``."""
    return next(t for t in range(136) if tile_of_id(t) == name)


def action_order(action: Any) -> tuple[str, int, tuple[int, ...]]:
    """A fixed order for riichienv's legal actions (kind, tile, tiles from the hand): it
    lists them in an order that changes between runs, which a seeded player must not see."""
    tile = action.tile
    return (str(action.action_type), -1 if tile is None else tile, tuple(action.consume_tiles))


class MjaiRecorder:
    """The part of a recorder that does not depend on the number of players.

    Subclasses name the seats (:meth:`seat`) and convert the events; this keeps the
    concealed tiles, the open and riichi flags, and writes the draw and ron facts.
    """

    def __init__(self, record: HandRecord, players: int) -> None:
        self.record = record
        self.players = players
        self.concealed: list[list[int]] = [[] for _ in range(players)]
        self.open_hand = [False] * players
        self.in_riichi = [False] * players
        self.pending_riichi: int | None = None

    def seat(self, pid: int) -> str:
        raise NotImplementedError

    def fact(
        self, ask: str, pid: int, answer: Any, tile: str | None = None, note: str = ""
    ) -> None:
        self.record.facts.append(
            Fact(ask, self.seat(pid), len(self.record.events), answer, tile, note)
        )

    def _remove(self, pid: int, names: list[str]) -> None:
        for name in names:
            for t in self.concealed[pid]:
                if tile_of_id(t) == name:
                    self.concealed[pid].remove(t)
                    break
            else:
                raise AssertionError(f"{self.record.label()}: {name} not in hand of {pid}")

    def _after_draw(self, pid: int, actions: list[Any]) -> None:
        types = {a.action_type for a in actions}
        hand = self.concealed[pid]
        note = "in_riichi" if self.in_riichi[pid] else ""
        if not self.open_hand[pid] and not self.in_riichi[pid]:
            self.fact("riichi_allowed", pid, AT.RIICHI in types, note=note)
        if AT.TSUMO in types or calculate_shanten(hand) == -1:
            self.fact("tsumo_allowed", pid, AT.TSUMO in types, note=note)
        kinds = [t // 4 for t in hand]
        for k in sorted(set(kinds)):
            if kinds.count(k) == 4:
                allowed = any(
                    a.action_type == AT.ANKAN and a.consume_tiles and a.consume_tiles[0] // 4 == k
                    for a in actions
                )
                self.fact("ankan_allowed", pid, allowed, plain(tile_of_id(4 * k + 1)), note)

    def _ron_chances(self, actor: int, name: str, legal: dict[int, list[Any]], note: str) -> None:
        tile = id_for(name)
        for pid in range(self.players):
            if pid == actor:
                continue
            offered = any(a.action_type == AT.RON for a in legal.get(pid, []))
            if offered or calculate_shanten([*self.concealed[pid], tile]) == -1:
                tag = note + (",in_riichi" if self.in_riichi[pid] else "")
                self.fact("ron_allowed", pid, offered, note=tag)


# -- the seeded random players -----------------------------------------------------------
def by_action_type(actions: list[Any]) -> dict[Any, list[Any]]:
    """The offered actions grouped by their kind, each group in the offered order."""
    groups: dict[Any, list[Any]] = {}
    for a in actions:
        groups.setdefault(a.action_type, []).append(a)
    return groups


def non_discard_choice(
    rng: random.Random,
    groups: dict[Any, list[Any]],
    chances: Iterable[tuple[Any, float]],
    actions: list[Any],
) -> Any | None:
    """What the player does other than discard: the first offered kind (in ``chances``
    order) it takes with its chance, one of its actions at random (only offered kinds
    draw a number); else, with no discard offered, the pass (or the first action).
    ``None``: the player discards."""
    for action_type, chance in chances:
        if action_type in groups and rng.random() < chance:
            return rng.choice(groups[action_type])
    if AT.DISCARD not in groups:
        return groups.get(AT.PASS, actions)[0]
    return None


def shape_keeping(hand: list[int], discards: list[Any]) -> list[Any]:
    """The discards that leave ``hand`` (136-ids, with the drawn tile) fewest tiles from
    ready, in the offered order."""
    scored = []
    for a in discards:
        rest = hand.copy()
        rest.remove(a.tile)
        scored.append((calculate_shanten(rest), a))
    best = min(s for s, _ in scored)
    return [a for s, a in scored if s == best]

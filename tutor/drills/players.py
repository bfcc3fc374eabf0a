"""Plausible players: what a reasonable opponent discards, calls and declares.

Discards go toward a winning hand: the fewest tiles from ready (shanten, from
``tutor.rules``), then the most tiles that would improve the hand (ukeire) once the hand
is close, else the least connected tile. Calls are the ones a player makes: a pon of a
value honour, a pon or chi that brings an all-simples hand closer when open tanyao is
allowed. Riichi is declared when closed and ready (the engine says whether it may be);
against someone else's riichi a far-off hand often folds to tiles that are safe.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from tutor.drills.efficiency import efficient_discards, shanten_of
from tutor.drills.table import Meld, Table
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.tiles import KIND, TERMINALS_AND_HONOURS, Tile, counts_of, kind

DRAGONS = (31, 32, 33)

Rigged = int | Callable[[Table], int | None] | None
"""A rigged draw: a kind, a function of the table choosing one, or nothing."""

__all__ = ["Rigged", "Style", "choose_discard", "efficient_discards", "kuikae_banned",
           "shanten_of", "spared_waits", "wants_call"]


def seen_counts(table: Table, seat: int) -> list[int]:
    """Tiles the seat can see outside its hand: discards, melds, dora indicators."""
    seen = [0] * 34
    for other in table.seats:
        for tile in other.discards:
            seen[kind(tile)] += 1
        for meld in other.melds:
            for tile in meld.tiles:
                seen[kind(tile)] += 1
    for tile in table.dora_indicators():
        seen[kind(tile)] += 1
    return seen


def value_honours(table: Table, seat: int) -> frozenset[int]:
    """Dragons, the seat's own wind and the round wind."""
    round_wind = 27 + "ESWN".index(table.round_name[0])
    return frozenset({*DRAGONS, 27 + seat, round_wind})


@dataclass
class Style:
    """How one seat plays; the scenario may change a seat's style to steer the hand."""

    riichi: float = 0.65
    """Chance that a closed ready hand declares riichi (decided once, when first ready)."""
    riichi_decided: bool | None = None
    fold: float = 0.75
    call: float = 0.55
    kan: float = 0.5
    win: float = 1.0
    pass_ron: bool = False
    """Let winning discards go by (a learner drilling furiten)."""
    keep: frozenset[int] = frozenset()
    """Kinds never discarded (a steer: keep the triplet for a kan)."""
    throw: list[int] = field(default_factory=list)
    """Kinds to discard as soon as held, first to last (a steer)."""
    draws: list[Rigged] = field(default_factory=list)
    """What the seat's next live draws are rigged to, one entry a draw (a steer)."""
    replacement: Rigged = None
    """What the seat's next replacement tile is rigged to."""
    pending: Callable[[Table], int | None] | None = None
    """Asked at every live draw once ``draws`` is used up, until it names a kind."""
    feed: bool = False
    """Throw each rigged draw at once (the steer that feeds another seat a tile)."""
    pon_any: bool = False
    """Pon any pair's third tile (a steer toward an open hand without yaku)."""
    call_kind: int | None = None
    """Call a thrown tile of this kind whenever the hand can: pon, else chi (a steer)."""
    chi_kind: int | None = None
    """Call a thrown tile of this kind by chi, never pon, when the hand can (a steer)."""
    daiminkan: bool = False
    """Call an open kan whenever three are held (a steer toward kan dora)."""
    nagashi: bool = False
    """Throw terminals and honours while any are held (a steer toward nagashi mangan)."""
    deep: bool = False
    """Break ties between equally efficient discards by counting improving tiles (ukeire):
    the asked seat, whose discards the learner sees and the realism report measures."""
    holds_back: bool = False
    """Draw no winning tile until a steer says so (the steer swaps the wall's tiles)."""
    spares: int | None = None
    """A seat whose waits this one does not throw while it has another tile (a steer that
    keeps that seat out of furiten until its moment)."""
    riichi_from: int = 0
    """Declare riichi no earlier than this many draws into the hand, and win only after."""
    kyuushu: bool = False
    """Declare nine terminals when the first draw allows it (a steer)."""

    def fork(self) -> Style:
        """A copy for a fork of the hand, which its steer changes: the rigged draws and
        the kinds to throw are its own, and nothing is pending. (Copied field by field:
        ``dataclasses.replace`` calls the constructor with every field, five times the
        cost, and a fork copies every seat's style.)"""
        copy = object.__new__(Style)
        copy.__dict__.update(self.__dict__)
        copy.draws = list(self.draws)
        copy.throw = list(self.throw)
        copy.pending = None
        return copy

    def rigged(self, table: Table, replacement: bool) -> int | None:
        """The kind the next draw is rigged to, if any (consumes the entry)."""
        if replacement:
            item, self.replacement = self.replacement, None
        elif self.draws:
            item = self.draws.pop(0)
        elif self.pending is not None:
            found = self.pending(table)
            if found is not None:
                self.pending = None
            return found
        else:
            item = None
        return item(table) if callable(item) else item


def choose_discard(table: Table, seat: int, style: Style, banned: frozenset[int]) -> Tile:
    """The tile the seat throws now."""
    who = table.seats[seat]
    if who.riichi_event is not None:
        return who.hand[-1]
    for want in list(style.throw):
        for tile in who.hand:
            if kind(tile) == want and want not in banned:
                style.throw.remove(want)
                return tile
    spared = spared_waits(table, style)
    if style.nagashi:
        outside = [t for t in who.hand if kind(t) in TERMINALS_AND_HONOURS]
        if outside:
            return table.rng.choice(outside)
    if _folds(table, seat, style):
        safe = _safe_tile(table, seat, banned | style.keep | spared)
        if safe is not None:
            return safe
    first = banned | style.keep | spared
    seen = seen_counts(table, seat) if style.deep else [0] * 34
    kinds: list[int] = []
    for avoid in (first, banned | spared, banned, frozenset()):
        kinds = efficient_discards(who.hand, len(who.melds), seen, deep=style.deep,
                                   banned=avoid, changes=who.changes)
        if kinds:
            break
    choice = kinds[0] if len(kinds) == 1 else table.rng.choice(kinds)
    return _tile_of_kind(who.hand, choice)


def spared_waits(table: Table, style: Style) -> frozenset[int]:
    """The waits of the seat this one spares (``Style.spares``), if any: its own tiles'
    waits, remembered until they change (asked at every discard)."""
    if style.spares is None:
        return frozenset()
    who = table.seats[style.spares]
    if len(who.hand) % 3 != 1:
        return frozenset()
    return who.waits()


def _tile_of_kind(hand: list[Tile], k: int) -> Tile:
    """A tile of kind ``k`` from the hand, keeping a red five when a plain one is there."""
    matches = [t for t in hand if KIND[t] == k]
    return min(matches)


def _folds(table: Table, seat: int, style: Style) -> bool:
    threats = [s for i, s in enumerate(table.seats) if i != seat and s.riichi_event is not None]
    if not threats:
        return False
    who = table.seats[seat]
    far = shanten_of(counts_of(who.hand[:-1]) if len(who.hand) % 3 == 2 else who.counts(),
                     len(who.melds)) >= 1
    return far and table.rng.random() < style.fold


def _safe_tile(table: Table, seat: int, banned: frozenset[int]) -> Tile | None:
    """A tile the riichi players cannot ron: one they discarded themselves."""
    who = table.seats[seat]
    safe: set[int] = set()
    threats = [s for i, s in enumerate(table.seats) if i != seat and s.riichi_event is not None]
    for threat in threats:
        kinds = {kind(t) for t in threat.discards}
        safe = kinds if not safe else safe & kinds
    for tile in sorted(who.hand, key=lambda t: (kind(t) not in TERMINALS_AND_HONOURS, t)):
        if kind(tile) in safe and kind(tile) not in banned:
            return tile
    return None


def wants_call(table: Table, seat: int, tile: Tile, style: Style,
               chi_allowed: bool) -> tuple[str, list[Tile]] | None:
    """The call a plausible player makes on ``tile`` (``None``: let it go)."""
    who = table.seats[seat]
    if who.riichi_event is not None or table.rng.random() >= style.call:
        return None
    k = kind(tile)
    held = [t for t in who.hand if KIND[t] == k]
    if len(held) < 2 and (not chi_allowed or k >= 27):
        return None  # every call below needs a pair of it, or a chi
    melds = len(who.melds)
    if k == style.chi_kind and chi_allowed and k < 27:
        runs = _chi_pairs(who.hand, k)
        if runs:
            return "chi", list(runs[0])
    if k == style.call_kind:
        if len(held) >= 2:
            return "pon", held[:2]
        steered = _chi_pairs(who.hand, k) if chi_allowed and k < 27 else []
        if steered:
            return "chi", list(steered[0])
    if len(held) >= 3 and style.daiminkan and (k not in (4, 13, 22) or not table.rules.aka_dora):
        return "daiminkan", held[:3]
    if len(held) >= 2 and (k in value_honours(table, seat) or style.pon_any):
        return "pon", held[:2]
    if not table.rules.open_tanyao or not _tanyao_route(who.hand, who.melds, k):
        return None
    pairs = _chi_pairs(who.hand, k) if chi_allowed and k < 27 else []
    if len(held) < 2 and not pairs:
        return None
    before = shanten_of(who.counts(), melds)
    if len(held) >= 2:
        after = _after_call(who.hand, held[:2], melds)
        if after < before:
            return "pon", held[:2]
    for pair in pairs:
        if all(kind(t) not in TERMINALS_AND_HONOURS for t in pair):
            after = _after_call(who.hand, list(pair), melds)
            if after < before:
                return "chi", list(pair)
    return None


def _tanyao_route(hand: list[Tile], melds: tuple[Meld, ...], k: int) -> bool:
    """The call keeps an all-simples hand within reach."""
    if k in TERMINALS_AND_HONOURS:
        return False
    outside = sum(1 for t in hand if kind(t) in TERMINALS_AND_HONOURS)
    return outside <= 2 and all(
        kind(t) not in TERMINALS_AND_HONOURS for m in melds for t in m.tiles
    )


def _after_call(hand: list[Tile], used: list[Tile], melds: int) -> int:
    rest = list(hand)
    for tile in used:
        rest.remove(tile)
    changes = OneTileChanges(counts_of(rest), melds + 1)
    return min((changes.after(k, -1) for k in {kind(t) for t in rest}), default=99)


def _chi_pairs(hand: list[Tile], k: int) -> list[tuple[Tile, Tile]]:
    pairs = []
    pos = k % 9
    for a, b in ((-2, -1), (-1, 1), (1, 2)):
        if pos + a >= 0 and pos + b <= 8:
            first = [t for t in hand if KIND[t] == k + a]
            second = [t for t in hand if KIND[t] == k + b]
            if first and second:
                pairs.append((min(first), min(second)))
    return pairs


def kuikae_banned(verb: str, called: Tile, used: list[Tile]) -> frozenset[int]:
    """Kinds a seat may not throw right after its call (swap-calling, 喰い替え)."""
    k = kind(called)
    banned = {k}
    if verb == "chi":
        low = min(kind(t) for t in used)
        high = max(kind(t) for t in used)
        if k < low and high + 1 <= high - high % 9 + 8:
            banned.add(high + 1)
        if k > high and low - 1 >= low - low % 9:
            banned.add(low - 1)
    return frozenset(banned)

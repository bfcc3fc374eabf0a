"""Tiles and MPSZ notation (牌, マンピンソー表記).

A tile is a small int, chosen so that hand analysis can index arrays with it:

* ``0..8``   1m..9m (萬子), ``9..17`` 1p..9p (筒子), ``18..26`` 1s..9s (索子),
* ``27..33`` 1z..7z: east, south, west, north (風牌), white, green, red (三元牌),
* ``34, 35, 36`` the red fives (赤ドラ) 0m, 0p, 0s.

``kind(t)`` folds a red five onto its plain five; analysis of shapes works on kinds
(``0..33``) and on 34-long count vectors, and only dora counting looks at redness.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Protocol

Tile = int

SUITS = "mpsz"
RED_FIVES: tuple[Tile, Tile, Tile] = (34, 35, 36)
_RED_KIND = {34: 4, 35: 13, 36: 22}
KIND: tuple[int, ...] = (*range(34), 4, 13, 22)
"""``KIND[t]`` is the kind of tile ``t``: itself, or the plain five for a red five."""
RED_FIVE_KINDS: frozenset[int] = frozenset(KIND[t] for t in RED_FIVES)
"""The kinds that have a red five (the fives of the three suits)."""

TERMINALS_AND_HONOURS: frozenset[int] = frozenset({0, 8, 9, 17, 18, 26, *range(27, 34)})
HONOUR_NAMES = ("east", "south", "west", "north", "white", "green", "red")


class NotationError(ValueError):
    """MPSZ text that does not spell tiles; names the 1-based position and the problem."""

    def __init__(self, text: str, position: int, problem: str) -> None:
        self.text = text
        self.position = position
        self.problem = problem
        super().__init__(f"{text!r}, position {position}: {problem}")


def kind(tile: Tile) -> int:
    """The tile's kind, 0..33 (a red five becomes its plain five)."""
    return KIND[tile]


def is_terminal_or_honour(tile: Tile) -> bool:
    """Yaochuuhai (么九牌): a 1, a 9, a wind or a dragon."""
    return KIND[tile] in TERMINALS_AND_HONOURS


def suit_of(tile: Tile) -> str:
    return SUITS[KIND[tile] // 9]


def tile_name(tile: Tile) -> str:
    """One tile in MPSZ, e.g. ``"4m"``, ``"0p"`` (red five), ``"7z"``."""
    if 0 <= tile < len(_NAMES):
        return _NAMES[tile]  # every event line names its tile: read, not formatted
    return _spelled(tile)


def _spelled(tile: Tile) -> str:
    if tile >= 34:
        return "0" + SUITS[tile - 34]
    return f"{tile % 9 + 1}{SUITS[tile // 9]}"


_NAMES: tuple[str, ...] = tuple(_spelled(t) for t in range(len(KIND)))


def make_tile(number: int, suit: str) -> Tile:
    """The tile for a digit (0 = red five) and a suit letter; no validation."""
    index = SUITS.index(suit)
    if number == 0:
        return RED_FIVES[index]
    return index * 9 + number - 1


def parse_tiles(text: str, *, allow_empty: bool = False) -> list[Tile]:
    """Read MPSZ text such as ``"123m456p11z"`` or ``"0m 0p 0s"`` into tiles, in order.

    Refuses, naming the position: an empty string (unless ``allow_empty``), a digit
    group without a suit letter, a letter that is not m/p/s/z, ``"10m"`` (there is no
    tile ten), ``8z``/``9z``/``0z`` and a fifth copy of a tile (or a second red five of
    one suit).
    """
    # Fast path (every situation file spells several hands): one tile, or digit groups
    # that are all valid tiles, read without tracking positions. Anything else, and any
    # copy problem, goes through the character-by-character reader for its message.
    single = _NAMED.get(text)
    if single is not None:
        return [single]
    if "10" not in text and _PLAIN.fullmatch(text) is not None:
        named = _NAMED
        tiles = [named[digit + suit] for digits, suit in _GROUP.findall(text) for digit in digits]
        if _copies_possible(tiles):
            return tiles
    return _parse_by_character(text, allow_empty)


def _copies_possible(tiles: list[Tile]) -> bool:
    """No kind more than four times and no red five twice (what ``_check_copies`` refuses)."""
    counts = [0] * 34
    reds = 0
    for tile in tiles:
        counts[KIND[tile]] += 1
        reds += tile >= 34
    return max(counts) <= 4 and (reds <= 1 or len({t for t in tiles if t >= 34}) == reds)


def _parse_by_character(text: str, allow_empty: bool) -> list[Tile]:
    """``parse_tiles`` in full: every refusal with the position of the offending tile."""
    if not text.strip():
        if allow_empty:
            return []
        raise NotationError(text, 1, "no tiles: the text is empty")
    tiles: list[Tile] = []
    positions: list[int] = []  # 1-based position of each tile's digit
    pending: list[tuple[int, int]] = []  # (digit, position)
    for index, char in enumerate(text):
        position = index + 1
        if char.isdigit() and char.isascii():
            digit = int(char)
            if digit == 0 and pending and pending[-1][0] == 1:
                problem = "'10' is not a tile: numbers run 1-9 (0 is a red five)"
                raise NotationError(text, pending[-1][1], problem)
            pending.append((digit, position))
        elif char in SUITS:
            if not pending:
                raise NotationError(text, position, f"suit letter {char!r} follows no digit")
            for digit, digit_position in pending:
                if char == "z" and digit == 0:
                    problem = "'0z' is not a tile: honours have no red five"
                    raise NotationError(text, digit_position, problem)
                if char == "z" and digit > 7:
                    problem = f"'{digit}z' is not a tile: honours run 1z-7z"
                    raise NotationError(text, digit_position, problem)
                tiles.append(make_tile(digit, char))
                positions.append(digit_position)
            pending = []
        elif char.isspace() or char == ",":
            if pending:
                raise NotationError(text, position, _NO_SUIT)
        else:
            problem = f"{char!r} is not a digit or a suit letter m/p/s/z"
            raise NotationError(text, position, problem)
    if pending:
        raise NotationError(text, pending[-1][1], _NO_SUIT)
    _check_copies(text, tiles, positions)
    return tiles


_NO_SUIT = "digits must be followed by a suit letter m/p/s/z"
_NAMED: dict[str, Tile] = {tile_name(t): t for t in range(37)}
_PLAIN = re.compile(r"(?:[0-9]+[mps]|[1-7]+z)+")
"""Digit groups that are all tiles (no 8z, 9z, 0z; no space, comma or other digit)."""
_GROUP = re.compile(r"([0-9]+)([mpsz])")


def parse_tile(text: str) -> Tile:
    """Exactly one tile, e.g. ``"5z"``."""
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise NotationError(text, 1, f"expected one tile, found {len(tiles)}")
    return tiles[0]


def _check_copies(text: str, tiles: Sequence[Tile], positions: Sequence[int]) -> None:
    """Refuse a fifth copy of a kind or a second red five, at the offending tile."""
    counts = [0] * 34
    reds = [0, 0, 0]
    for tile, position in zip(tiles, positions, strict=True):
        counts[KIND[tile]] += 1
        if tile >= 34:
            reds[tile - 34] += 1
            if reds[tile - 34] > 1:
                problem = f"a second red {tile_name(tile)}: each suit has one red five"
                raise NotationError(text, position, problem)
        if counts[KIND[tile]] > 4:
            problem = f"a fifth {tile_name(KIND[tile])}: only four copies of a tile exist"
            raise NotationError(text, position, problem)


def sort_key(tile: Tile) -> tuple[int, int]:
    """Orders tiles by kind; a red five sorts just after a plain five."""
    return (KIND[tile], 1 if tile >= 34 else 0)


def format_tiles(tiles: Iterable[Tile], *, sort: bool = True) -> str:
    """MPSZ text for tiles, grouped by suit: ``[0, 1, 2, 27, 27]`` → ``"123m11z"``.

    Unsorted input keeps its order and starts a new group whenever the suit changes.
    A red five right after a 1 also starts a new group (``"1m0m"``), as ``"10m"`` would
    read as the non-tile ten.
    """
    ordered = sorted(tiles, key=sort_key) if sort else list(tiles)
    out: list[str] = []
    digits: list[str] = []
    current = ""
    for tile in ordered:
        suit = suit_of(tile)
        digit = "0" if tile >= 34 else str(tile % 9 + 1)
        if digits and (suit != current or (digit == "0" and digits[-1] == "1")):
            out.append("".join(digits) + current)
            digits = []
        current = suit
        digits.append(digit)
    if digits:
        out.append("".join(digits) + current)
    return "".join(out)


def counts_of(tiles: Iterable[Tile]) -> list[int]:
    """A 34-long vector: how many of each kind the tiles hold (red fives as fives)."""
    counts = [0] * 34
    for tile in tiles:
        counts[KIND[tile]] += 1
    return counts


def dora_from_indicator(indicator: Tile) -> int:
    """The kind that a dora indicator points at (next in suit, winds and dragons cycle)."""
    k = KIND[indicator]
    if k < 27:
        return k - k % 9 + (k % 9 + 1) % 9
    if k < 31:
        return 27 + (k - 27 + 1) % 4
    return 31 + (k - 31 + 1) % 3


# --------------------------------------------------------------------------- copies

RED_FIVE_ORDER: tuple[Tile, Tile, Tile] = (35, 36, 34)
"""The red fives a ruleset with ``aka_dora = n`` plays: the first ``n`` of 0p, 0s, 0m."""


def red_fives_in_play(aka_dora: int) -> frozenset[Tile]:
    """The red fives of a ruleset with ``aka_dora`` red fives."""
    return frozenset(RED_FIVE_ORDER[:aka_dora])


def red_five_of(kind: int) -> Tile | None:
    """The red five of a five's kind (``None`` for every other kind)."""
    return _RED_OF_KIND.get(kind)


_RED_OF_KIND = {kind: red for red, kind in _RED_KIND.items()}


class _Rules(Protocol):
    @property
    def name(self) -> str: ...
    @property
    def aka_dora(self) -> int: ...


def copies_problem(tile: Tile, seen: int, red_seen: int, rules: _Rules) -> str | None:
    """Why ``tile`` cannot be one more copy, or ``None``.

    ``seen`` counts every copy of its kind seen so far, this one included; ``red_seen``
    the red fives of its suit among them. Four copies of each kind exist; where the
    kind's red five is in play, one of the four is red, so only three are plain.
    """
    kind = KIND[tile]
    if seen > 4:
        return f"this would be a fifth {tile_name(kind)}: only four copies exist"
    red = red_five_of(kind)
    if red is None:
        return None
    in_play = red in red_fives_in_play(rules.aka_dora)
    if tile == red and not in_play:
        if rules.aka_dora == 0:
            return f"the {rules.name} rules play without red fives ({tile_name(tile)})"
        return (
            f"the {rules.name} rules play {rules.aka_dora} red five(s), and "
            f"{tile_name(tile)} is not one of them"
        )
    if tile == red and red_seen > 1:
        return f"there is no second {tile_name(tile)}"
    if in_play and seen - red_seen > 3:
        return (
            f"this would be a fourth plain {tile_name(kind)}: with red fives in play, one "
            f"of the four {tile_name(kind)} is the red {tile_name(red)}"
        )
    return None

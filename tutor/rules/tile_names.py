"""Tiles named as a player says them (牌の呼び方), for every text a learner reads.

MPSZ codes (``5z``, ``0p``, ``345m``) are for files and the plain tile style; a prompt,
a timeline line, a reason or a report names a tile in words::

    from tutor.rules.tile_names import tile_words, the_tile, tiles_words, words_in_text

    tile_words("0p")                 # "red 5 pin"
    tile_words("4s")                 # "4 bamboo"
    tile_words("1z")                 # "East wind 東"
    tile_words(33)                   # "Red dragon 中"   (a ``Tile`` int works too)
    the_tile("0p")                   # "the red 5 pin"
    tiles_words("3345m55z")          # "3-3-4-5 man, White dragon 白 ×2"
    words_in_text("E discards 0p after 345m")
                                     # "E discards red 5 pin after 3-4-5 man"

Suits are ``man``, ``pin`` and ``bamboo``; honours are capitalised and carry their
kanji (``East wind 東``, ``White dragon 白``). Every function takes ``style``: ``"words"``
(the default) or ``"plain"``, the learner's plain tile setting, which keeps MPSZ names
with a star on a red five (``5p*``). Pure functions; no state.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Literal, TypeAlias

from tutor.rules.tiles import NotationError, Tile, kind, parse_tile, parse_tiles, sort_key

TileStyle: TypeAlias = Literal["words", "plain"]
"""How tiles are named in text: in words, or as plain ``1m`` names (the setting)."""

SUIT_WORDS = {"m": "man", "p": "pin", "s": "bamboo"}
HONOUR_WORDS = (
    "East wind 東",
    "South wind 南",
    "West wind 西",
    "North wind 北",
    "White dragon 白",
    "Green dragon 發",
    "Red dragon 中",
)
_SUITS = "mpsz"


def style_of(tile_setting: str) -> TileStyle:
    """The text style under a learner's ``tile_style`` setting: ``text`` (plain tiles)
    keeps plain names, any drawn style (``boxed``) names tiles in words."""
    return "plain" if tile_setting == "text" else "words"


def _tile(tile: Tile | str) -> Tile:
    return parse_tile(tile) if isinstance(tile, str) else tile


def _number(tile: Tile) -> str:
    """``"5"``, or ``"red 5"`` for a red five."""
    return f"red {kind(tile) % 9 + 1}" if tile >= 34 else str(tile % 9 + 1)


def plain_tile(tile: Tile | str) -> str:
    """The plain style: ``"4s"``, and ``"5p*"`` for a red five."""
    value = _tile(tile)
    suit = _SUITS[kind(value) // 9]
    return f"{kind(value) % 9 + 1}{suit}{'*' if value >= 34 else ''}"


def tile_words(tile: Tile | str, style: TileStyle = "words") -> str:
    """One tile as a player says it: ``"red 5 pin"``, ``"4 bamboo"``, ``"East wind 東"``.

    ``tile`` is a ``Tile`` or one MPSZ name; ``style="plain"`` gives ``plain_tile``.
    """
    value = _tile(tile)
    if style == "plain":
        return plain_tile(value)
    if kind(value) >= 27:
        return HONOUR_WORDS[kind(value) - 27]
    return f"{_number(value)} {SUIT_WORDS[_SUITS[kind(value) // 9]]}"


def the_tile(tile: Tile | str, style: TileStyle = "words") -> str:
    """The tile with ``the`` before it, for a sentence: ``"the red 5 pin"``."""
    return f"the {tile_words(tile, style)}"


def tiles_words(
    tiles: Iterable[Tile | str] | str, style: TileStyle = "words", *, sort: bool = False
) -> str:
    """Several tiles in words, a suit's run of numbers joined by dashes.

    ``"1133m0p77z"`` → ``"1-1-3-3 man, red 5 pin, Red dragon 中 ×2"``. ``tiles`` is MPSZ
    text or an iterable of tiles (``Tile`` or one-tile names such as ``"0p"``); ``sort``
    puts them in hand order first. In the plain style the tiles are plain names
    separated by spaces.
    """
    if isinstance(tiles, str):
        values = parse_tiles(tiles, allow_empty=True)
    else:
        values = [_tile(t) for t in tiles]
    if sort:
        values.sort(key=sort_key)
    if style == "plain":
        return " ".join(plain_tile(t) for t in values)
    parts: list[str] = []
    group: list[Tile] = []
    for value in values:
        if group and not _same_group(group[-1], value):
            parts.append(_group_words(group))
            group = []
        group.append(value)
    if group:
        parts.append(_group_words(group))
    return ", ".join(parts)


def _same_group(before: Tile, after: Tile) -> bool:
    """Number tiles of one suit run together; an honour only with copies of itself."""
    if kind(before) >= 27 or kind(after) >= 27:
        return kind(before) == kind(after)
    return kind(before) // 9 == kind(after) // 9


def _group_words(group: list[Tile]) -> str:
    if kind(group[0]) >= 27:
        name = tile_words(group[0])
        return name if len(group) == 1 else f"{name} ×{len(group)}"
    suit = SUIT_WORDS[_SUITS[kind(group[0]) // 9]]
    return f"{'-'.join(_number(t) for t in group)} {suit}"


_CODE = re.compile(r"(?<![\w*])((?:[0-9]+[mps]|[1-7]+z)+)(?![\w*])")
"""MPSZ text standing alone as a word: ``5z``, ``0p``, ``345m``, ``123m456p``."""


@lru_cache(maxsize=4096)
def words_in_text(text: str, style: TileStyle = "words") -> str:
    """``text`` with every MPSZ code that stands as a word put in words (remembered: a pure
    function of strings, and generated questions word the same prompts and choices again).

    ``"S discards 0p; N calls pon on 5z"`` → ``"S discards red 5 pin; N calls pon on
    White dragon 白"``. Codes that are not tiles (``10m``, ``8z``, a fifth copy) are left
    as written, as are words that merely contain a digit. In the plain style a red
    five gets its star and everything else is left alone.
    """

    def spoken(match: re.Match[str]) -> str:
        try:
            tiles = parse_tiles(match.group(1))
        except NotationError:
            return match.group(1)
        return tiles_words(tiles, style)

    return _CODE.sub(spoken, text)


def has_code(text: str) -> bool:
    """Whether ``text`` still holds an MPSZ code standing as a word (a test's check)."""
    for match in _CODE.finditer(text):
        try:
            parse_tiles(match.group(1))
        except NotationError:
            continue
        return True
    return False


__all__ = [
    "HONOUR_WORDS",
    "SUIT_WORDS",
    "TileStyle",
    "has_code",
    "plain_tile",
    "style_of",
    "the_tile",
    "tile_words",
    "tiles_words",
    "words_in_text",
]

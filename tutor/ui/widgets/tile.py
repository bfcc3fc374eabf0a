"""Tiles drawn with text (牌の表示): a digit over the suit kanji in a small box.

The Unicode mahjong glyphs (🀄…) are drawn at unreliable widths by terminals, so a tile
is built from ordinary characters: the number on top, 萬 筒 索 (or the honour's kanji)
below, in a box, on an ivory face that reads the same in dark and light themes. Suits
have their own colour; a red five also shows ``*`` beside its number and a rose face,
so it is told apart without colour. ``text`` style writes plain ``1m`` names instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

SUIT_KANJI = {"m": "萬", "p": "筒", "s": "索"}
HONOURS = {"1": "東", "2": "南", "3": "西", "4": "北", "5": "白", "6": "發", "7": "中"}
HONOUR_TOP = {"1": "E", "2": "S", "3": "W", "4": "N", "5": "", "6": "", "7": ""}
FACE = "#f4efdf"
RED_FACE = "#f7cfd3"
INK = {"m": "#9b1c1c", "p": "#1f4a96", "s": "#1b6b36", "z": "#202020"}
DRAGON_INK = {"5": "#5a5a5a", "6": "#1b6b36", "7": "#b01818"}
BORDER = Style(color="#8a8a8a")
HIGHLIGHT_FACE = "#ffd84d"


@dataclass(frozen=True, slots=True)
class Face:
    """What one tile shows: the top (number) and bottom (kanji) cells and the ink."""

    top: str
    bottom: str
    ink: str
    red: bool

    def style(self, *, highlight: bool = False, dim: bool = False) -> Style:
        """The face's colours; a highlighted tile is yellow, a dimmed one faded."""
        background = HIGHLIGHT_FACE if highlight else (RED_FACE if self.red else FACE)
        return Style(color=self.ink, bgcolor=background, bold=not dim, dim=dim, underline=highlight)


def face(name: str) -> Face:
    """The face of an MPSZ tile name (``"0p"`` is the red five of pin)."""
    digit, suit = name[0], name[1]
    if suit == "z":
        return Face(HONOUR_TOP[digit], HONOURS[digit], DRAGON_INK.get(digit, INK["z"]), False)
    red = digit == "0"
    return Face("5*" if red else digit, SUIT_KANJI[suit], INK[suit], red)


def plain_name(name: str) -> str:
    """``"5m*"`` for a red five, the name itself otherwise (the ``text`` style)."""
    return f"5{name[1]}*" if name[0] == "0" else name


def boxed(
    names: Sequence[str],
    *,
    marks: Sequence[str] = (),
    bottom_marks: Sequence[str] = (),
    highlight: frozenset[int] = frozenset(),
    dim: frozenset[int] = frozenset(),
    gap_before: frozenset[int] = frozenset(),
) -> Text:
    """Four lines of boxed tiles; ``marks[i]`` is a letter written in tile i's top edge
    (who a called tile came from), ``bottom_marks[i]`` one in its bottom edge,
    ``gap_before`` the indexes that get a space before."""
    lines = [Text(), Text(), Text(), Text()]
    for index, name in enumerate(names):
        if index in gap_before:
            for line in lines:
                line.append(" ")
        tile = face(name)
        style = tile.style(highlight=index in highlight, dim=index in dim)
        mark = marks[index] if index < len(marks) else ""
        under = bottom_marks[index] if index < len(bottom_marks) else ""
        edge = Style(color="yellow", bold=True) if index in highlight else BORDER
        lines[0].append("┌" + (mark[:1] + "─" if mark else "──") + "┐", edge)
        lines[1].append("│", BORDER)
        lines[1].append(tile.top.ljust(2), style)
        lines[1].append("│", BORDER)
        lines[2].append("│", BORDER)
        lines[2].append(tile.bottom, style)
        lines[2].append("│", BORDER)
        lines[3].append("└" + (under[:1] + "─" if under else "──") + "┘", edge)
    return Text("\n").join(lines)


def plain(
    names: Sequence[str],
    *,
    highlight: frozenset[int] = frozenset(),
    gap_before: frozenset[int] = frozenset(),
) -> Text:
    """One line of ``1m`` names on tile faces, coloured by suit; highlighted ones yellow."""
    text = Text()
    for index, name in enumerate(names):
        if index:
            text.append("  " if index in gap_before else " ")
        text.append(plain_name(name), face(name).style(highlight=index in highlight))
    return text


def face_cells(name: str, *, highlight: bool = False, dim: bool = False) -> tuple[Text, Text]:
    """The two cells (top, bottom) of an unboxed tile, for rivers."""
    tile = face(name)
    style = tile.style(highlight=highlight, dim=dim)
    return Text(tile.top.ljust(2), style), Text(tile.bottom, style)

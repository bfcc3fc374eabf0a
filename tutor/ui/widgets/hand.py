"""The asked seat's hand (手牌): concealed tiles sorted, the drawn tile apart, then melds
and the north tiles set aside (kita, three-player); the caption names the drawn tile,
the melds and a win in words."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from tutor.rules.tile_names import style_of, tile_words
from tutor.ui.table_view import Moment, SeatView
from tutor.ui.widgets.pond import SEAT_WORDS
from tutor.ui.widgets.tile import boxed, face_cells, plain


class HandView(Widget):
    """One seat's tiles; called tiles carry the letter of the seat they came from."""

    DEFAULT_CSS = """
    HandView { height: auto; width: 1fr; }
    """

    seat: reactive[SeatView | None] = reactive(None, layout=True)
    """The seat whose hand is shown."""
    highlight: reactive[int | None] = reactive(None)
    """The deciding event: a meld made at that event is highlighted."""
    style_name: reactive[str] = reactive("boxed")
    """``boxed`` or ``text``."""
    compact: reactive[bool] = reactive(False, layout=True)
    """Draw the tiles unboxed, two rows tall, as the rivers are (a short terminal)."""
    moment: reactive[Moment | None] = reactive(None, layout=True)
    """The whole view, when there is one: the caption names the seat's win from it."""

    def render(self) -> Text:
        if self.seat is None:
            return Text()
        return hand_tiles(
            self.seat,
            self.moment,
            highlight=self.highlight,
            style_name=self.style_name,
            compact=self.compact,
        )


def hand_tiles(
    seat: SeatView,
    moment: Moment | None = None,
    *,
    highlight: int | None = None,
    style_name: str = "boxed",
    compact: bool = False,
) -> Text:
    """A caption, then the concealed tiles, the drawn tile apart, the melds (a called
    tile marked with the seat it came from) and kita: what the tutor and the classroom
    screens draw of the asked seat."""
    names: list[str] = []
    marks: list[str] = []
    gaps: set[int] = set()
    lit: set[int] = set()
    for tile in seat.hand or ():
        names.append(tile)
        marks.append("")
    if seat.drawn:
        gaps.add(len(names))
        if seat.drawn_event is not None and seat.drawn_event == highlight:
            lit.add(len(names))
        names.append(seat.drawn)
        marks.append("")
    for meld in seat.melds:
        gaps.add(len(names))
        called_done = False
        for tile in meld.tiles:
            if meld.event is not None and meld.event == highlight:
                lit.add(len(names))
            names.append(tile)
            mark = ""
            if not called_done and meld.called == tile and meld.from_seat:
                mark, called_done = meld.from_seat, True
            marks.append(mark)
    if seat.kita:
        gaps.add(len(names))
        names.extend(seat.kita)
        marks.extend(["k"] * len(seat.kita))
    caption = _caption(seat, moment, style_name)
    if not names:
        return caption
    if style_name == "text":
        tiles = plain(names, highlight=frozenset(lit), gap_before=frozenset(gaps))
    elif compact:
        tiles = _unboxed(names, marks, frozenset(lit), frozenset(gaps))
    else:
        tiles = boxed(names, marks=marks, highlight=frozenset(lit), gap_before=frozenset(gaps))
    return Text("\n").join([caption, tiles])


def _caption(seat: SeatView, moment: Moment | None, style_name: str) -> Text:
    style = style_of(style_name)
    parts = [f"{SEAT_WORDS.get(seat.seat, seat.seat)}'s hand ({seat.seat})"]
    if seat.hand is None:
        parts.append(f"(hidden, {seat.hand_size} tiles)")
    if seat.drawn:
        parts.append(f"· drew {tile_words(seat.drawn, style)}")
    if seat.melds:
        parts.append("· melds: " + ", ".join(m.words for m in seat.melds))
    if seat.kita:
        parts.append(f"· kita (北抜き) ×{len(seat.kita)}")
    for win in moment.wins if moment is not None else ():
        if win.seat == seat.seat:
            how = f"ron from {win.from_seat}" if win.from_seat else "tsumo"
            parts.append(f"· won by {how} on {tile_words(win.tile, style)}")
    return Text(" ".join(parts), Style(bold=True))


def _unboxed(
    names: list[str], marks: list[str], lit: frozenset[int], gaps: frozenset[int]
) -> Text:
    """Two rows of tile faces; a called tile has the letter of its seat before it."""
    top, bottom = Text(), Text()
    for index, name in enumerate(names):
        if index in gaps:
            top.append(" ")
            bottom.append(" ")
        mark = marks[index][:1] if index < len(marks) else ""
        top.append(mark or " ", Style(bold=True))
        bottom.append(" ")
        cell_top, cell_bottom = face_cells(name, highlight=index in lit)
        top.append_text(cell_top)
        bottom.append_text(cell_bottom)
    return Text("\n").join([top, bottom])

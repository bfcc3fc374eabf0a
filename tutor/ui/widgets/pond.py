"""The four rivers (捨て牌), one line per seat, in the order the tiles were discarded.

Each discard is a two-row tile (number over kanji) with a marker column before it:
``R`` the riichi tile (laid sideways at a real table), ``c`` a tile another seat called
(shown faded), ``*`` the tile of the deciding event; a ``'`` under the marker says
the tile was discarded straight from the draw (tsumogiri, ツモ切り).
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from tutor.ui.table_view import MeldView, SeatView, TableView
from tutor.ui.widgets.tile import boxed, face, face_cells, plain_name

SEAT_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}
LEGEND = "R riichi tile  c called  ' tsumogiri  * deciding event  | melds (p pon, c chi, k kan)"
MELD_LETTER = {"chi": "c", "pon": "p", "daiminkan": "k", "ankan": "k", "kakan": "k"}


def seat_label(seat: SeatView, asked: str) -> tuple[str, str]:
    """The two lines naming a seat: wind and score, then riichi / 'asked'."""
    first = f"{SEAT_WORDS[seat.seat]:<6}{seat.score:>6}"
    notes = [word for word, on in (("asked", seat.seat == asked), ("riichi", seat.riichi)) if on]
    return first, (" ".join(notes))[:12]


def _marker(tile_riichi: bool, called: bool, deciding: bool) -> str:
    if deciding:
        return "*"
    if tile_riichi:
        return "R"
    return "c" if called else " "


class Ponds(Widget):
    """Every seat's river, the seat asked about marked."""

    DEFAULT_CSS = """
    Ponds { height: auto; width: 1fr; }
    """

    view: reactive[TableView | None] = reactive(None, layout=True)
    """The table shown."""
    highlight: reactive[int | None] = reactive(None)
    """The event number of the deciding event, once the answer is shown."""
    style_name: reactive[str] = reactive("boxed")
    """``boxed`` (number over kanji) or ``text`` (``1m`` names)."""
    legend: reactive[bool] = reactive(True, layout=True)
    """Show the line explaining the marks (left out on small terminals)."""
    large: reactive[bool] = reactive(False, layout=True)
    """Draw each discard in a box (a big terminal or a projector)."""

    def render(self) -> Text:
        if self.view is None:
            return Text()
        return rivers(
            self.view,
            highlight=self.highlight,
            style_name=self.style_name,
            large=self.large,
            legend=self.legend,
        )


def rivers(
    view: TableView,
    *,
    highlight: int | None = None,
    style_name: str = "boxed",
    large: bool = False,
    legend: bool = True,
) -> Text:
    """Every river of the view, two rows a seat (four, boxed, when ``large``); other
    seats' melds follow their river. What the tutor and the classroom screens draw."""
    lines: list[Text] = []
    for seat in view.seats:
        top, bottom = seat_label(seat, view.asked_seat)
        label_style = Style(bold=seat.seat == view.asked_seat)
        melds = seat.melds if seat.seat != view.asked_seat else ()
        if style_name == "text":
            lines.append(_plain_line(seat, melds, top, label_style, highlight))
        elif large:
            lines.append(_boxed_lines(seat, melds, (top, bottom), label_style, highlight))
        else:
            lines.extend(_face_lines(seat, melds, (top, bottom), label_style, highlight))
    if legend:
        lines.append(Text(LEGEND, Style(dim=True)))
    return Text("\n").join(lines)


def _face_lines(
    seat: SeatView,
    melds: tuple[MeldView, ...],
    labels: tuple[str, str],
    label_style: Style,
    highlight: int | None,
) -> tuple[Text, Text]:
    row1, row2 = Text(f"{labels[0]:<13}", label_style), Text(f"{labels[1]:<13}", label_style)
    for tile in seat.river:
        deciding = tile.at(highlight)
        called = tile.called_by is not None
        mark = _marker(tile.riichi, called, deciding)
        row1.append(mark, Style(bold=True, color="yellow" if deciding else None))
        row2.append("'" if tile.tsumogiri else " ")
        cell_top, cell_bottom = face_cells(tile.tile, highlight=deciding, dim=called)
        row1.append_text(cell_top)
        row2.append_text(cell_bottom)
    for meld in melds:
        lit = meld.event is not None and meld.event == highlight
        row1.append(" | ")
        row2.append(f" {MELD_LETTER.get(meld.kind, ' ')} ")
        for name in meld.tiles:
            cell_top, cell_bottom = face_cells(name, highlight=lit)
            row1.append_text(cell_top)
            row2.append_text(cell_bottom)
    return row1, row2


def _boxed_lines(
    seat: SeatView,
    melds: tuple[MeldView, ...],
    labels: tuple[str, str],
    label_style: Style,
    highlight: int | None,
) -> Text:
    names = [t.tile for t in seat.river]
    marks = [
        _marker(t.riichi, t.called_by is not None, t.at(highlight)).strip() for t in seat.river
    ]
    unders = ["'" if t.tsumogiri else "" for t in seat.river]
    lit = frozenset(i for i, t in enumerate(seat.river) if t.at(highlight))
    faded = frozenset(i for i, t in enumerate(seat.river) if t.called_by is not None)
    gaps: set[int] = set()
    for meld in melds:
        gaps.add(len(names))
        if meld.event is not None and meld.event == highlight:
            lit |= frozenset(range(len(names), len(names) + len(meld.tiles)))
        names.extend(meld.tiles)
        marks.extend([MELD_LETTER.get(meld.kind, "")] + [""] * (len(meld.tiles) - 1))
    body = boxed(
        names,
        marks=marks,
        bottom_marks=unders,
        highlight=lit,
        dim=faded,
        gap_before=frozenset(gaps),
    )
    rows = body.split("\n") if names else [Text(), Text(), Text(), Text()]
    out = []
    for label, row in zip([*labels, "", ""], rows, strict=False):
        line = Text(f"{label:<13}", label_style)
        line.append_text(row)
        out.append(line)
    return Text("\n").join(out)


def _plain_line(
    seat: SeatView,
    melds: tuple[MeldView, ...],
    label: str,
    label_style: Style,
    highlight: int | None,
) -> Text:
    line = Text(f"{label:<13}", label_style)
    for tile in seat.river:
        deciding = tile.at(highlight)
        mark = _marker(tile.riichi, tile.called_by is not None, deciding).strip()
        line.append(mark + ("'" if tile.tsumogiri else ""))
        style = face(tile.tile).style(highlight=deciding, dim=tile.called_by is not None)
        line.append(plain_name(tile.tile), style)
        line.append(" ")
    for meld in melds:
        line.append(f"| {meld.kind} ")
        line.append("".join(plain_name(t) for t in meld.tiles) + " ")
    return line

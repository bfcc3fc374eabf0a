"""The asked seat's hand (手牌): concealed tiles sorted, the drawn tile apart, then melds."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from tutor.ui.table_view import SeatView
from tutor.ui.widgets.pond import SEAT_WORDS
from tutor.ui.widgets.tile import boxed, plain

MELD_WORDS = {
    "chi": "chi",
    "pon": "pon",
    "daiminkan": "open kan",
    "ankan": "closed kan",
    "kakan": "added kan",
}


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

    def render(self) -> Text:
        seat = self.seat
        if seat is None:
            return Text()
        names: list[str] = []
        marks: list[str] = []
        gaps: set[int] = set()
        lit: set[int] = set()
        for tile in seat.hand or ():
            names.append(tile)
            marks.append("")
        if seat.drawn:
            gaps.add(len(names))
            if seat.drawn_event is not None and seat.drawn_event == self.highlight:
                lit.add(len(names))
            names.append(seat.drawn)
            marks.append("")
        words = []
        for meld in seat.melds:
            gaps.add(len(names))
            words.append(MELD_WORDS.get(meld.kind, meld.kind))
            called_done = False
            for tile in meld.tiles:
                if meld.event is not None and meld.event == self.highlight:
                    lit.add(len(names))
                names.append(tile)
                mark = ""
                if not called_done and meld.called == tile and meld.from_seat:
                    mark, called_done = meld.from_seat, True
                marks.append(mark)
        caption = self._caption(seat, words)
        if not names:
            return caption
        if self.style_name == "text":
            body = plain(names, highlight=frozenset(lit), gap_before=frozenset(gaps))
        else:
            body = boxed(names, marks=marks, highlight=frozenset(lit), gap_before=frozenset(gaps))
        return Text("\n").join([caption, body])

    @staticmethod
    def _caption(seat: SeatView, meld_words: list[str]) -> Text:
        parts = [f"{SEAT_WORDS.get(seat.seat, seat.seat)}'s hand ({seat.seat})"]
        if seat.hand is None:
            parts.append(f"(hidden, {seat.hand_size} tiles)")
        if seat.drawn:
            parts.append(
                f"· drew {seat.drawn.replace('0', '5')}{'*' if seat.drawn[0] == '0' else ''}"
            )
        if meld_words:
            parts.append("· melds: " + ", ".join(meld_words))
        return Text(" ".join(parts), Style(bold=True))

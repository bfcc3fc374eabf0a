"""The moment of a question drawn for the HTML report: tiles as inline SVG, the moves.

Styles are inline, fonts are the reader's own, and tiles are inline SVG: nothing is
asked over the network. :mod:`tutor.classroom.report_html` lays out the page and calls
:func:`situation_html` for each question card, which draws the view of the moment as
the drill stored it (replayed by ``api.question_moment`` only for a question stored
without one): the asked seat's tiles as they lie, the indicators turned, every river
and the events.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from html import escape

from tutor.classroom.report import QuestionResult
from tutor.errors import TutorError
from tutor.moment import Moment
from tutor.moment.text import info_line, rules_note, timeline_lines, wins_text
from tutor.rules.tile_names import tile_words
from tutor.rules.tiles import tile_name

SUIT_GLYPHS = {"m": "萬", "p": "筒", "s": "索"}
HONOUR_GLYPHS = "東南西北白發中"
SUIT_COLOURS = {"m": "#b3261e", "p": "#1d4ed8", "s": "#15803d", "z": "#1f2937"}
RECENT_EVENTS = 8
"""Lines of events a question card shows before "every event" is opened."""

STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #1f2937; background: #fff; }
h1 { font-size: 1.5em; } h2 { margin-top: 1.5em; border-bottom: 2px solid #e5e7eb; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #d1d5db; padding: .25em .5em; text-align: left; vertical-align: top; }
th { background: #f3f4f6; }
.q { border: 1px solid #d1d5db; border-radius: 6px; padding: .75em 1em; margin: 1em 0; }
.q.flagged { border-color: #b45309; background: #fffbeb; }
.flag { color: #b45309; font-weight: bold; }
.tiles { display: flex; gap: 2px; align-items: flex-end; margin: .25em 0; flex-wrap: wrap; }
.label { color: #6b7280; font-size: .9em; margin-right: .5em; }
.events { font-family: ui-monospace, monospace; font-size: .9em; color: #374151; }
.group { display: inline-flex; gap: 2px; align-items: flex-end; margin-right: 1em; }
.river .label { min-width: 9em; } .tg svg { border-bottom: 2px solid #6b7280; }
.rules { color: #b45309; font-weight: bold; }
.grid td { text-align: center; } .ok { color: #15803d; } .bad { color: #b91c1c; }
"""


@cache
def tile_svg(tile: int | str, *, tilt: bool = False, faded: bool = False) -> str:
    """One tile as inline SVG: the number over the suit (honours by their kanji).

    ``tilt`` lays it sideways (a riichi tile), ``faded`` greys it (a tile called away).
    Each of the few dozen faces is drawn once (a class report lays about a thousand).
    """
    name = tile if isinstance(tile, str) else tile_name(tile)
    number, suit = name[0], name[1]
    colour = SUIT_COLOURS[suit]
    red = number == "0"
    if suit == "z":
        top, bottom = HONOUR_GLYPHS[int(number) - 1], ""
    else:
        top, bottom = ("5" if red else number), SUIT_GLYPHS[suit]
    face = "#fde2e2" if red else "#fffdf7"
    mark = '<circle cx="22" cy="6" r="3" fill="#dc2626"/>' if red else ""
    style = ""
    if tilt:
        style += "transform: rotate(90deg); margin: 0 5px;"
    if faded:
        style += "opacity: .35;"
    return (
        f'<svg class="tile" data-tile="{name}" width="28" height="38" viewBox="0 0 28 38" '
        f'role="img" aria-label="{escape(tile_words(name))}"'
        + (f' style="{style}"' if style else "")
        + ">"
        f'<rect x="1" y="1" width="26" height="36" rx="4" fill="{face}" '
        f'stroke="#6b7280" stroke-width="1.5"/>{mark}'
        f'<text x="14" y="{20 if bottom else 25}" font-size="{15 if bottom else 17}" '
        f'text-anchor="middle" fill="{colour}" font-weight="bold">{escape(top)}</text>'
        f'<text x="14" y="33" font-size="10" text-anchor="middle" fill="{colour}">'
        f"{escape(bottom)}</text></svg>"
    )


def _group(label: str, tiles: Sequence[str]) -> str:
    inner = "".join(tile_svg(t) for t in tiles)
    return f'<span class="group"><span class="label">{escape(label)}</span>{inner}</span>'


def hand_html(view: Moment) -> str:
    """The asked seat's tiles as they lie: the hand, the drawn tile apart, each meld
    with the seat its called tile came from, and kita."""
    seat = view.asked
    groups = [_group(f"{seat.seat}'s hand", seat.hand or ())]
    if seat.drawn is not None:
        groups.append(_group("drew", (seat.drawn,)))
    for meld in seat.melds:
        source = f" from {meld.from_seat}" if meld.from_seat else ""
        groups.append(_group(f"{meld.words}{source}", meld.tiles))
    if seat.kita:
        groups.append(_group("kita", seat.kita))
    return f'<div class="tiles">{"".join(groups)}</div>'


def rivers_html(view: Moment) -> str:
    """Every river in order (the riichi tile sideways, called tiles faded, a tile
    discarded from the draw underlined) and the other seats' melds."""
    rows = []
    for seat in view.seats:
        tiles = "".join(
            f'<span class="{"tg" if t.tsumogiri else ""}">'
            f"{tile_svg(t.tile, tilt=t.riichi, faded=t.called_by is not None)}</span>"
            for t in seat.river
        )
        melds = "".join(
            _group(f"{m.words}" + (f" from {m.from_seat}" if m.from_seat else ""), m.tiles)
            for m in (seat.melds if seat.seat != view.asked_seat else ())
        )
        riichi = " (riichi)" if seat.riichi else ""
        rows.append(
            f'<div class="tiles river"><span class="label">{seat.seat} {seat.score}{riichi}'
            f"</span>{tiles}{melds}</div>"
        )
    return "".join(rows)


def _replayed(result: QuestionResult) -> Moment:
    """The view of a question stored without its moment, from a replay of its hand (the
    one path of a report that loads the engine)."""
    from tutor import api

    return api.question_moment(result.question)


def situation_html(result: QuestionResult) -> str:
    """The view of the moment: rules changed, round and indicators, the asked hand and
    melds, every river, the events (folded, cited ones kept; all behind a click)."""
    try:
        view = result.moment or _replayed(result)
    except TutorError as error:
        return f'<p class="flag">This situation cannot be shown: {escape(error.message)}</p>'
    parts = []
    note = rules_note(view)
    if note:
        parts.append(f'<p class="rules">{escape(note)}</p>')
    parts.append(f'<p class="label">{escape(info_line(view))}</p>')
    parts.append(hand_html(view))
    indicators = [_group("dora indicator", view.dora_indicators)]
    if view.kan_dora_indicators:
        indicators.append(_group("kan dora indicator", view.kan_dora_indicators))
    if view.ura_indicators:
        indicators.append(_group("ura dora indicator", view.ura_indicators))
    parts.append(f'<div class="tiles">{"".join(indicators)}</div>')
    parts.append(rivers_html(view))
    if view.wins:
        parts.append(f"<p>{escape(wins_text(view))}</p>")
    folded = "<br>".join(escape(line) for line in timeline_lines(view, limit=RECENT_EVENTS))
    every = "<br>".join(escape(line) for line in timeline_lines(view))
    parts.append(
        f'<div class="events">{folded}</div>'
        f'<details class="events"><summary>every event</summary>{every}</details>'
    )
    return "".join(parts)

"""The moment of a question drawn for the HTML report: tiles as inline SVG, the moves.

Styles are inline, fonts are the reader's own, and tiles are inline SVG: nothing is
asked over the network. :mod:`tutor.classroom.report_html` lays out the page and calls
:func:`situation_html` for each question card.
"""

from __future__ import annotations

from html import escape

from tutor.classroom.report import QuestionResult
from tutor.classroom.stored import situation_of
from tutor.rules.tiles import sort_key, tile_name

SUIT_GLYPHS = {"m": "萬", "p": "筒", "s": "索"}
HONOUR_GLYPHS = "東南西北白發中"
SUIT_COLOURS = {"m": "#b3261e", "p": "#1d4ed8", "s": "#15803d", "z": "#1f2937"}
RECENT_EVENTS = 6

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
.grid td { text-align: center; } .ok { color: #15803d; } .bad { color: #b91c1c; }
"""


def tile_svg(tile: int) -> str:
    """One tile as inline SVG: the number over the suit (honours by their kanji)."""
    name = tile_name(tile)
    number, suit = name[0], name[1]
    colour = SUIT_COLOURS[suit]
    red = number == "0"
    if suit == "z":
        top, bottom = HONOUR_GLYPHS[int(number) - 1], ""
    else:
        top, bottom = ("5" if red else number), SUIT_GLYPHS[suit]
    face = "#fde2e2" if red else "#fffdf7"
    mark = '<circle cx="22" cy="6" r="3" fill="#dc2626"/>' if red else ""
    return (
        f'<svg class="tile" data-tile="{name}" width="28" height="38" viewBox="0 0 28 38" '
        f'role="img" aria-label="{name}">'
        f'<rect x="1" y="1" width="26" height="36" rx="4" fill="{face}" '
        f'stroke="#6b7280" stroke-width="1.5"/>{mark}'
        f'<text x="14" y="{20 if bottom else 25}" font-size="{15 if bottom else 17}" '
        f'text-anchor="middle" fill="{colour}" font-weight="bold">{escape(top)}</text>'
        f'<text x="14" y="33" font-size="10" text-anchor="middle" fill="{colour}">'
        f"{escape(bottom)}</text></svg>"
    )


def tiles_html(tiles: tuple[int, ...], label: str) -> str:
    inner = "".join(tile_svg(t) for t in tiles)
    return f'<div class="tiles"><span class="label">{escape(label)}</span>{inner}</div>'


def situation_html(result: QuestionResult) -> str:
    """The asked seat's hand, the dora indicators and the last moves, as tiles and text."""
    situation = situation_of(result.question)
    if situation is None:
        return ""
    parts = []
    seat = result.question.seat
    hand = situation.hands.get(seat)
    if hand:
        parts.append(tiles_html(tuple(sorted(hand, key=sort_key)), f"{seat}'s hand"))
    if situation.dora_indicators:
        parts.append(tiles_html(situation.dora_indicators, "dora indicator"))
    recent = situation.events[-RECENT_EVENTS:]
    if recent:
        lines = "<br>".join(
            escape(
                f"{e.number}. {e.seat} {e.action}"
                + (f" {tile_name(e.tile)}" if e.tile is not None else "")
            )
            for e in recent
        )
        parts.append(f'<div class="events">{lines}</div>')
    return "".join(parts)

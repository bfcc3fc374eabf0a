"""The view of the moment as lines of text, for every shell that writes words.

The piped ``drill run``, a saved situation's comment and the text parts of the tutor,
classroom, projector and HTML views all say the moment with these functions, so each
fact is worded once. ``style`` is ``"words"`` (``red 5 pin``) or ``"plain"`` (the
learner's plain tile setting: ``5p*``).
"""

from __future__ import annotations

from tutor.moment import MeldView, Moment, SeatView, TimelineEntry
from tutor.moment.words import SEAT_WORDS
from tutor.rules.tile_names import TileStyle, tile_words, tiles_words, words_in_text
from tutor.rules.wording import preset_title

FOLDED = "…"
"""What stands for a run of folded timeline events."""


def indicators_text(moment: Moment, style: TileStyle = "words") -> str:
    """``"dora indicator 1 man · kan dora indicator 7 bamboo · ura indicator 4 pin"``."""
    parts = ["dora indicator " + (_tiles(moment.dora_indicators, style) or "none")]
    if moment.kan_dora_indicators:
        parts.append("kan dora indicator " + _tiles(moment.kan_dora_indicators, style))
    if moment.ura_indicators:
        parts.append("ura dora indicator " + _tiles(moment.ura_indicators, style))
    return " · ".join(parts)


def _tiles(tiles: tuple[str, ...], style: TileStyle) -> str:
    return ", ".join(tile_words(t, style) for t in tiles)


def info_line(moment: Moment, style: TileStyle = "words") -> str:
    """Round, honba, sticks, the live wall and every indicator turned, in one line."""
    sticks = f"{moment.riichi_sticks} riichi stick{'' if moment.riichi_sticks == 1 else 's'}"
    return " · ".join(
        [
            moment.round,
            f"honba {moment.honba}",
            sticks,
            f"wall {moment.live_wall} left",
            indicators_text(moment, style),
        ]
    )


def scores_line(moment: Moment) -> str:
    """``"Scores: East 25000 · South 24000 (riichi) · …"``."""
    return "Scores: " + " · ".join(
        f"{SEAT_WORDS[s.seat]} {s.score}" + (" (riichi)" if s.riichi else "")
        for s in moment.seats
    )


def rules_note(moment: Moment) -> str:
    """``""`` under the preset as it is; otherwise every change, in words."""
    if not moment.overrides:
        return ""
    return f"Rules changed here ({preset_title(moment.preset)}): " + "; ".join(moment.overrides)


def meld_text(meld: MeldView, style: TileStyle = "words") -> str:
    """``"open kan (大明槓) of 3-3-3-3 man, called from E"``."""
    source = f", called from {meld.from_seat}" if meld.from_seat else ""
    return f"{meld.words} of {tiles_words(meld.tiles, style)}{source}"


def hand_text(seat: SeatView, style: TileStyle = "words") -> str:
    """The concealed hand, the drawn tile apart, the melds and kita, in words."""
    if seat.hand is None:
        text = f"hidden ({seat.hand_size} tiles)"
    else:
        text = tiles_words(seat.hand, style)
        if seat.drawn is not None:
            text += f" + drew {tile_words(seat.drawn, style)}"
    for meld in seat.melds:
        text += f" | {meld_text(meld, style)}"
    if seat.kita:
        text += f" | set aside (kita): {tiles_words(seat.kita, style)}"
    return text


def river_text(seat: SeatView, style: TileStyle = "words") -> str:
    """A river in order: ``R`` before the riichi tile, ``'`` after a tsumogiri, the
    seat that called a tile after an arrow."""
    parts = []
    for tile in seat.river:
        word = ("R " if tile.riichi else "") + tile_words(tile.tile, style)
        word += "'" if tile.tsumogiri else ""
        word += f" →{tile.called_by}" if tile.called_by else ""
        parts.append(word)
    return ", ".join(parts) or "(empty)"


RIVER_LEGEND = "R riichi tile · ' discarded from the draw · →S called by S"


def wins_text(moment: Moment, style: TileStyle = "words") -> str:
    """``"S won by ron on 6 man from W"``, one clause per win."""
    return "; ".join(
        f"{w.seat} won by "
        + (f"ron on {tile_words(w.tile, style)} from {w.from_seat}" if w.from_seat
           else f"tsumo on {tile_words(w.tile, style)}")
        for w in moment.wins
    )


def entry_text(entry: TimelineEntry, style: TileStyle = "words") -> str:
    """One event: in words, or as written with plain tile names."""
    return entry.text if style == "words" else words_in_text(entry.code, "plain")


def timeline_lines(
    moment: Moment, style: TileStyle = "words", limit: int | None = None
) -> list[str]:
    """``"12. S declares riichi (立直), discarding 5 pin"`` per event; with ``limit``
    folded (``…``) to about that many lines, never past a cited event."""
    entries = moment.timeline if limit is None else moment.folded_timeline(limit)
    return [
        FOLDED if e is None else f"{e.number:>3}. {entry_text(e, style)}" for e in entries
    ]


def moment_lines(
    moment: Moment, style: TileStyle = "words", timeline: int | None = 12
) -> list[str]:
    """The whole moment as text: rules, table, the asked hand, every river, the wins
    and the timeline (folded to ``timeline`` lines; ``None`` for all)."""
    asked = moment.asked
    lines = [line for line in (rules_note(moment),) if line]
    lines += [info_line(moment, style), scores_line(moment)]
    lines.append(f"{SEAT_WORDS[asked.seat]}'s hand ({asked.seat}): {hand_text(asked, style)}")
    for seat in moment.seats:
        if seat.seat != asked.seat and (seat.melds or seat.kita or seat.hand is not None):
            lines.append(f"{SEAT_WORDS[seat.seat]} ({seat.seat}): {hand_text(seat, style)}")
    lines.append(f"Rivers ({RIVER_LEGEND}):")
    lines += [f"  {seat.seat}: {river_text(seat, style)}" for seat in moment.seats]
    if moment.wins:
        lines.append(wins_text(moment, style))
    lines.append("Events:")
    lines += ["  " + line for line in timeline_lines(moment, style, timeline)]
    return lines

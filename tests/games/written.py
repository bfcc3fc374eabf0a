"""Hands written out by hand for the moment tests: starting hands and event lines."""

from __future__ import annotations

from tutor.games.hands import GameHand, Line, Win
from tutor.rules.tiles import parse_tile, parse_tiles


def line(text: str) -> Line:
    """One event line (``"S draw 4m"``, ``"W draw ?"``, ``"S ron"``)."""
    parts = text.split()
    tile = parse_tile(parts[2]) if len(parts) > 2 and parts[2] != "?" else None
    return Line(parts[0], parts[1], tile, text)


def written_hand(
    starts: dict[str, str],
    events: list[str],
    closing: list[str] = (),  # type: ignore[assignment]
    *,
    wins: tuple[Win, ...] = (),
    live: int | None = None,
) -> GameHand:
    """A hand of East 1 (E deals), 25,000 each, dora indicator 9s; unwritten seats'
    starting hands are hidden (their draws are ``?``)."""
    return GameHand(
        index=0,
        players=4,
        round_name="E1",
        honba=0,
        riichi_sticks=0,
        scores=dict.fromkeys("ESWN", 25000),
        starts={seat: tuple(parse_tiles(text)) for seat, text in starts.items()},
        dora=(parse_tile("9s"),),
        kan_dora=(),
        ura=(),
        lines=tuple(line(t) for t in events),
        closing=tuple(line(t) for t in closing),
        wins=wins,
        draw_kind=None if wins else "exhaustive",
        draw_deltas={},
        seat_of_player=("E", "S", "W", "N"),
        live_start=live,
    )


def win(seat: str, from_seat: str, tile: str) -> Win:
    """A win as a log would record it (values left to the engine)."""
    return Win(seat, from_seat, parse_tile(tile), {}, None, None)

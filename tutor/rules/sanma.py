"""Three-player mahjong (三麻, sanma): the table's size and the tiles that change with it.

Everything here is a function of the number of players, so the engine asks these
instead of testing for three players:

* the seats at the table (``E S W`` for three, ``E S W N`` for four);
* the tile set: sanma plays without 2m..8m (108 tiles), and a 1m dora indicator
  points at 9m (the next manzu tile that exists);
* the live wall right after the deal: all tiles, less the 14 of the dead wall and the
  13 dealt to each seat (70 for four players, 55 for three);
* the starting score (25,000 for four, 35,000 for three);
* the north tile (北, 4z), which sanma sets aside as nukidora (抜きドラ) by a kita.
"""

from __future__ import annotations

from tutor.rules.tiles import KIND, Tile, dora_from_indicator, tile_name

ALL_SEATS: tuple[str, str, str, str] = ("E", "S", "W", "N")
NORTH: Tile = 30
"""The north wind tile (4z): what a kita sets aside."""
DEAD_WALL = 14
DEALT = 13
SANMA_REMOVED: frozenset[int] = frozenset(range(1, 8))
"""The kinds sanma plays without: 2m..8m (the red 5m with them)."""


def seats_for(players: int) -> tuple[str, ...]:
    """The seat winds in turn order for ``players`` (3 or 4); ``E`` is the dealer."""
    return ALL_SEATS[:players]


def tile_count(players: int) -> int:
    """Tiles in the set: 136, or 108 without 2m..8m."""
    return 136 if players == 4 else 136 - 4 * len(SANMA_REMOVED)


def fresh_live_wall(players: int) -> int:
    """Live-wall tiles right after the deal (70 for four players, 55 for three)."""
    return tile_count(players) - DEAD_WALL - DEALT * players


def starting_score(players: int) -> int:
    """The usual starting score: 25,000 (four players) or 35,000 (three)."""
    return 25000 if players == 4 else 35000


def in_tile_set(tile: Tile, players: int) -> bool:
    """Whether ``tile`` exists in the set the table plays with."""
    return players == 4 or KIND[tile] not in SANMA_REMOVED


def dora_kind(indicator: Tile, players: int) -> int:
    """The kind an indicator points at; in sanma a 1m indicator points at 9m."""
    if players != 4 and KIND[indicator] == 0:
        return 8
    return dora_from_indicator(indicator)


def tile_problem(tile: Tile, players: int) -> str | None:
    """Why ``tile`` cannot be at a table of ``players``, or ``None``."""
    if in_tile_set(tile, players):
        return None
    return f"there is no {tile_name(tile)} in three-player mahjong (no 2m to 8m)"


def seat_problem(seat: str, players: int) -> str | None:
    """Why ``seat`` cannot sit at a table of ``players``, or ``None``."""
    seats = seats_for(players)
    if seat in seats:
        return None
    return f"three-player mahjong has no seat {seat}: its seats are {', '.join(seats)}"

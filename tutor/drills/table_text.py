"""The generator's table written as situation-file text: the header (ruleset, round,
scores, indicators, wall), the events, the shown hands, the changed rules, the question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.rules.tiles import Tile, format_tiles, tile_name

if TYPE_CHECKING:
    from tutor.drills.table import Table


def situation_text(
    table: Table,
    *,
    ask: str,
    seat: int,
    given: frozenset[int] | None = None,
    tile: int | None = None,
    rules: dict[str, object] | None = None,
    upto: int | None = None,
    header: str = "",
) -> str:
    """The hand so far (its first ``upto`` events) as situation-file text; ``given``
    are the seats whose hands the file shows (all when ``None``), the others draw ``?``."""
    shown = frozenset(range(table.players)) if given is None else given
    events = table.events if upto is None else table.events[:upto]
    scores = ", ".join(f"{table.names[i]} = {s.score}" for i, s in enumerate(table.seats))
    lines = [header] if header else []
    lines += [f"players = {table.players}"] if table.players != 4 else []
    lines += [
        f'ruleset = "{table.preset}"',
        f'round = "{table.round_name}"',
        f"honba = {table.honba}",
        f"riichi_sticks = {table.sticks}",
        f"scores = {{ {scores} }}",
        f"dora_indicators = {_names(table.dora_indicators())}",
    ]
    if table.kans:
        lines.append(f"kan_dora_indicators = {_names(table.kan_indicators())}")
    lines.append(f"ura_dora_indicators = {_names(table.ura_indicators())}")
    lines.append(f"live_wall = {table.start_live}")
    lines.append('events = """')
    lines += [e.line(table.names, e.seat not in shown) for e in events]
    lines.append('"""')
    lines.append("")
    lines.append("[hands]")
    for i in sorted(shown):
        lines.append(f'{table.names[i]} = "{format_tiles(table.seats[i].start)}"')
    rules = {**table.overrides, **(rules or {})}
    if rules:
        lines += ["", "[rules]"] + [f"{k} = {_value(v)}" for k, v in rules.items()]
    lines += ["", "[question]", f'ask = "{ask}"', f'seat = "{table.names[seat]}"']
    if tile is not None:
        lines.append(f'tile = "{tile_name(tile)}"')
    return "\n".join(lines) + "\n"


def _names(tiles: list[Tile]) -> str:
    return "[" + ", ".join(f'"{tile_name(t)}"' for t in tiles) + "]"


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    return f'"{value}"'

"""Events that put S in riichi on a given 13-tile hand, then let it draw a tile."""

from __future__ import annotations

from tutor.rules.tiles import KIND, counts_of, parse_tile, parse_tiles, tile_name
from tutor.rules.waits import waits


def spare_tiles(hand: str, avoid: str, count: int) -> list[str]:
    """``count`` tile names of kinds absent from ``hand`` and ``avoid`` and from the waits."""
    counts = counts_of(parse_tiles(hand))
    blocked = (
        set(waits(counts)) | {KIND[t] for t in parse_tiles(avoid)} if avoid else set(waits(counts))
    )
    free = [k for k in range(34) if counts[k] == 0 and k not in blocked]
    return [tile_name(k) for k in free[:count]]


def riichi_then_draw(hand: str, draw: str) -> str:
    """S declares riichi (tsumogiri) on its first draw, everyone discards once, S draws."""
    x = spare_tiles(hand, draw, 5)
    parse_tile(draw)
    return "\n".join(
        [
            "E draw ?",
            f"E discard {x[0]}",
            f"S draw {x[1]}",
            f"S riichi {x[1]}",
            "W draw ?",
            f"W discard {x[2]}",
            "N draw ?",
            f"N discard {x[3]}",
            "E draw ?",
            f"E discard {x[4]}",
            f"S draw {draw}",
        ]
    )

"""Called melds (副露) and closed kans (暗槓): chi, pon, daiminkan, ankan, kakan."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from tutor.rules.tiles import Tile, format_tiles

MeldKind = Literal["chi", "pon", "daiminkan", "ankan", "kakan"]
MELD_KINDS: tuple[MeldKind, ...] = ("chi", "pon", "daiminkan", "ankan", "kakan")


@dataclass(frozen=True, slots=True)
class Meld:
    """A set laid down beside the hand.

    ``tiles`` are all tiles of the set (3 for chi/pon, 4 for kans). ``called`` is the
    tile taken from another seat (``None`` for an ankan), ``from_seat`` that seat.
    A kakan (加槓, shouminkan) is a pon that later received its fourth tile, ``added``.
    """

    kind: MeldKind
    tiles: tuple[Tile, ...]
    called: Tile | None = None
    from_seat: str | None = None
    added: Tile | None = None

    @property
    def is_open(self) -> bool:
        """Every meld but an ankan opens the hand (an ankan keeps it closed, 門前)."""
        return self.kind != "ankan"

    @property
    def is_kan(self) -> bool:
        return self.kind in ("daiminkan", "ankan", "kakan")


def format_meld(meld: Meld) -> str:
    """Display text: ``(345m)`` for an open set, ``[5555z]`` for a closed kan."""
    body = format_tiles(meld.tiles)
    return f"[{body}]" if meld.kind == "ankan" else f"({body})"

"""Robbing a kan (槍槓): which hands may win on the tile of another seat's kan.

An added kan's tile (加槓) may be won on by any hand that it completes, unless the
ruleset lets only thirteen orphans rob it (``chankan = "kokushi_only"``). A closed
kan's tile (暗槓) may be won on only by thirteen orphans, and only where the ruleset
says so (``kokushi_robs_ankan``). A discard may be won on by any hand it completes.
The table (a ``ron`` event), the ``ron_allowed`` ask and furiten (a tile that went by
counts only if the seat could have won on it) all ask this one function.
"""

from __future__ import annotations

from typing import Protocol


class _Rules(Protocol):
    @property
    def kokushi_robs_ankan(self) -> bool: ...
    @property
    def chankan(self) -> str: ...


def may_win_on(source: str, rules: _Rules, *, thirteen_orphans: bool) -> bool:
    """Whether a hand may win on a tile from ``source`` (``"discard"``, ``"kakan"``,
    ``"ankan"``) that completes it; ``thirteen_orphans`` says it completes it as
    thirteen orphans (国士無双)."""
    if source == "ankan":
        return rules.kokushi_robs_ankan and thirteen_orphans
    if source == "kakan":
        return rules.chankan == "any" or thirteen_orphans
    return True

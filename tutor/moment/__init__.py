"""The view of the moment (局面): what a player at the table sees when the question is asked.

One frozen value, computed once from the replayed table, that every shell draws and
nothing else: the tutor's table, the classroom screens, the projector, the piped text,
the HTML report and a saved situation's comment. It holds

* the asked seat's concealed hand (sorted) with the drawn tile apart, its melds with the
  seat each called tile came from, and the north tiles it set aside (kita, three-player);
* every river in order, each discard marked riichi (sideways), called, tsumogiri;
* round, honba, riichi sticks, every score, the tiles left in the live wall;
* the dora indicators actually turned (kan dora only for kans that happened and whose
  indicator was turned by then; a robbed kan turns none and is drawn as the pon it was);
* the ura indicators, whenever the answer counts them (a riichi winner's, in a ruleset
  with ura dora);
* the effective ruleset, every ``[rules]`` override named in words;
* the full timeline in words, with the moment asked, the deciding event and every event
  a reason cites (``must_show``), so a small screen folds only what nothing depends on.

Other seats' hands are hidden (``hand is None``) unless the question is about them or
the hand was shown (open riichi). Tiles are MPSZ names (``"0p"`` a red five) for shells
that draw faces; text fields are in words (``tutor.rules.tile_names``), and each
timeline entry keeps its line as written for the plain tile style. No Textual here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.moment.view import (
    MeldView,
    Moment,
    RiverTile,
    SeatView,
    TimelineEntry,
    WinView,
    cited_events,
    deciding_reason,
    moment_from_json,
    moment_json,
)

if TYPE_CHECKING:
    from tutor.moment.build import moment_of


def __getattr__(name: str) -> Any:
    """``moment_of`` is loaded on first use: it replays the hand, which loads the engine
    and the judges; what only holds or draws a moment (a report) does without them."""
    if name == "moment_of":
        from tutor.moment.build import moment_of

        return moment_of
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "MeldView",
    "Moment",
    "RiverTile",
    "SeatView",
    "TimelineEntry",
    "WinView",
    "cited_events",
    "deciding_reason",
    "moment_from_json",
    "moment_json",
    "moment_of",
]

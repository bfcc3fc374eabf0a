"""What the tutor's table draws: the view of the moment (``tutor.moment``), nothing else.

The value is built in the core (``api.moment`` / ``api.question_moment``) so that the
tutor, the classroom screens, the projector, the piped text and the HTML report draw the
same hand, melds, rivers, wall count and indicators. This module only names it for the
widgets. No Textual here.
"""

from __future__ import annotations

from tutor.moment import MeldView, Moment, RiverTile, SeatView, TimelineEntry

TableView = Moment
"""The table at the moment asked (the widgets' name for ``tutor.moment.Moment``)."""


def table_view(
    situation_text: str, ruleset: str | None = None, seat: str | None = None
) -> Moment:
    """The view of the situation's last event for ``seat`` (default: the question's)."""
    from tutor.api import moment  # (the engine: only to draw a situation not yet drawn)

    return moment(situation_text, seat=seat, ruleset=ruleset)


__all__ = [
    "MeldView", "Moment", "RiverTile", "SeatView", "TableView", "TimelineEntry", "table_view",
]

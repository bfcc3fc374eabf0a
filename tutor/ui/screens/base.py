"""What every screen of the tutor shares: typed access to the app's state."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.screen import Screen

if TYPE_CHECKING:
    from tutor.ui.app import TutorApp


class TutorScreen(Screen[None]):
    """A screen of the tutor app."""

    @property
    def tutor(self) -> TutorApp:
        """The app, typed: its database, learner, settings and rule cards."""
        return cast("TutorApp", self.app)

"""Build :class:`~tutor.judges.timeline.Act` lists from event lines, for tests of the
judges' pure logic (no table needed): draws and kans each take one live-wall tile, a
draw right after the seat's own kan is a replacement draw."""

from __future__ import annotations

from tutor.engine.events import parse_events
from tutor.judges.timeline import KANS, Act


def build(text: str, live_wall: int = 60) -> list[Act]:
    """Acts for the event lines of ``text`` starting from ``live_wall`` tiles."""
    acts: list[Act] = []
    wall = live_wall
    for event in parse_events(text):
        kind: str = event.action
        if kind == "draw":
            if acts and acts[-1].kind in KANS and acts[-1].seat == event.seat:
                kind = "replacement_draw"
            else:
                wall -= 1
        elif kind in KANS:
            wall -= 1
        acts.append(Act(event.number, event.seat, kind, event.tile, wall))  # type: ignore[arg-type]
    return acts

"""A seat's copy (``SeatState.copy``, written out field by field for speed) holds every
fact of the seat, in lists and dicts of its own: a fork of a hand changes its seats
without changing the hand's."""

from __future__ import annotations

from dataclasses import MISSING, fields

from tutor.engine.seat import SeatState


def test_a_seat_s_copy_keeps_every_field_and_shares_no_container() -> None:
    values: dict[str, object] = {}
    for number, field in enumerate(fields(SeatState)):
        if field.default_factory is not MISSING:
            made = field.default_factory()
            values[field.name] = {number: number} if isinstance(made, dict) else [number]
        else:
            values[field.name] = f"field {number}"  # each field its own value
    seat = SeatState(**values)  # type: ignore[arg-type]
    copied = seat.copy()
    for field in fields(SeatState):
        mine, theirs = getattr(copied, field.name), getattr(seat, field.name)
        assert mine == theirs, field.name
        if isinstance(theirs, list | dict):
            assert mine is not theirs, field.name

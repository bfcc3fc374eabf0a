"""A view of the moment as JSON, and read back: kept with a question built ahead.

The view is plain values (tile names, numbers, sentences), so it keeps as a JSON object
of the same fields; reading it back gives a :class:`~tutor.moment.Moment` equal to the
one written, without replaying anything (no engine is loaded).
"""

from __future__ import annotations

from typing import Any

from tutor.moment import MeldView, Moment, RiverTile, SeatView, TimelineEntry, WinView


def moment_json(moment: Moment) -> dict[str, Any]:
    """The view as a JSON object (tuples as lists, the cited events sorted)."""
    return {
        "asked_seat": moment.asked_seat,
        "players": moment.players,
        "round": moment.round,
        "honba": moment.honba,
        "riichi_sticks": moment.riichi_sticks,
        "live_wall": moment.live_wall,
        "dora_indicators": list(moment.dora_indicators),
        "kan_dora_indicators": list(moment.kan_dora_indicators),
        "ura_indicators": list(moment.ura_indicators),
        "seats": [_seat_json(seat) for seat in moment.seats],
        "wins": [[w.seat, w.tile, w.event, w.from_seat] for w in moment.wins],
        "preset": moment.preset,
        "overrides": list(moment.overrides),
        "timeline": [[e.number, e.seat, e.text, e.code] for e in moment.timeline],
        "asked_event": moment.asked_event,
        "deciding_event": moment.deciding_event,
        "cited_events": sorted(moment.cited_events),
    }


def moment_from_json(data: dict[str, Any]) -> Moment:
    """The view :func:`moment_json` wrote (``KeyError``/``TypeError`` if it is not one)."""
    return Moment(
        asked_seat=data["asked_seat"],
        players=data["players"],
        round=data["round"],
        honba=data["honba"],
        riichi_sticks=data["riichi_sticks"],
        live_wall=data["live_wall"],
        dora_indicators=tuple(data["dora_indicators"]),
        kan_dora_indicators=tuple(data["kan_dora_indicators"]),
        ura_indicators=tuple(data["ura_indicators"]),
        seats=tuple(_seat_from_json(seat) for seat in data["seats"]),
        wins=tuple(WinView(*win) for win in data["wins"]),
        preset=data["preset"],
        overrides=tuple(data["overrides"]),
        timeline=tuple(TimelineEntry(*entry) for entry in data["timeline"]),
        asked_event=data["asked_event"],
        deciding_event=data["deciding_event"],
        cited_events=frozenset(data["cited_events"]),
    )


def _seat_json(seat: SeatView) -> dict[str, Any]:
    return {
        "seat": seat.seat,
        "score": seat.score,
        "river": [
            [r.tile, r.event, r.tsumogiri, r.riichi, r.called_by, r.called_event]
            for r in seat.river
        ],
        "melds": [
            [m.kind, list(m.tiles), m.called, m.from_seat, m.event, m.robbed]
            for m in seat.melds
        ],
        "hand": None if seat.hand is None else list(seat.hand),
        "drawn": seat.drawn,
        "drawn_event": seat.drawn_event,
        "riichi": seat.riichi,
        "riichi_event": seat.riichi_event,
        "hand_size": seat.hand_size,
        "kita": list(seat.kita),
    }


def _seat_from_json(data: dict[str, Any]) -> SeatView:
    hand = data["hand"]
    return SeatView(
        seat=data["seat"],
        score=data["score"],
        river=tuple(RiverTile(*river) for river in data["river"]),
        melds=tuple(
            MeldView(kind, tuple(tiles), called, from_seat, event, robbed)
            for kind, tiles, called, from_seat, event, robbed in data["melds"]
        ),
        hand=None if hand is None else tuple(hand),
        drawn=data["drawn"],
        drawn_event=data["drawn_event"],
        riichi=data["riichi"],
        riichi_event=data["riichi_event"],
        hand_size=data["hand_size"],
        kita=tuple(data["kita"]),
    )

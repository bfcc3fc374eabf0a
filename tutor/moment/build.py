"""Building the view of the moment from the replayed table (see :mod:`tutor.moment`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutor.engine.records import Act
from tutor.engine.seat import SeatState
from tutor.engine.situation import Situation
from tutor.engine.table import Table
from tutor.judges import Reason
from tutor.judges import replay as _replay
from tutor.judges.dora import kan_reveals
from tutor.judges.timeline import claimed_act, kan_was_robbed
from tutor.moment.view import (
    MeldView,
    Moment,
    RiverTile,
    SeatView,
    TimelineEntry,
    WinView,
    cited_events,
)
from tutor.moment.words import ROUND_WORDS, event_words, overrides_in_words
from tutor.rules.melds import Meld
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import KIND, sort_key, tile_name


def moment_of(
    situation: Situation,
    *,
    seat: str | None = None,
    ruleset: str | Ruleset | None = None,
    reasons: tuple[Reason, ...] = (),
    shown_seats: Iterable[str] = (),
) -> Moment:
    """Replay ``situation`` and build the view of its last event for ``seat``.

    ``seat`` defaults to the question's seat (else the first winner, else East);
    ``reasons`` are the answer's, the deciding one first as a question's explanation
    lists them (they name the cited and deciding events, and whether ura dora count);
    ``shown_seats`` other seats whose hands the question is about. Raises
    ``TutorError`` for a situation the engine refuses.
    """
    table = _replay(situation, ruleset)
    asked = seat or situation.question.seat or next((w.seat for w in table.wins), "E")
    asked_event = situation.events[-1].number
    deciding = reasons[0].event if reasons and reasons[0].event is not None else asked_event
    revealed, _ = kan_reveals(table.acts, len(table.acts) - 1, table.ruleset.kan_dora)
    kan_dora = situation.kan_dora_indicators[: len(revealed)]
    dora = situation.dora_indicators
    visible = {asked, *shown_seats}
    return Moment(
        asked_seat=asked,
        players=situation.players,
        round=f"{ROUND_WORDS[situation.round_wind]} {situation.hand_number}",
        honba=table.honba,
        riichi_sticks=table.riichi_sticks,
        live_wall=table.live_wall,
        dora_indicators=tuple(tile_name(t) for t in dora),
        kan_dora_indicators=tuple(tile_name(t) for t in kan_dora),
        ura_indicators=_ura_shown(table, reasons, len(dora) + len(kan_dora)),
        seats=tuple(
            _seat_view(table, state, show=name in visible or state.open_riichi)
            for name, state in table.seats.items()
        ),
        wins=tuple(WinView(w.seat, tile_name(w.tile), w.event, w.from_seat) for w in table.wins),
        preset=table.ruleset.preset or table.ruleset.name,
        overrides=overrides_in_words(table.ruleset),
        timeline=_timeline(situation, table.acts),
        asked_event=asked_event,
        deciding_event=deciding,
        cited_events=cited_events(reasons),
    )


def _ura_shown(table: Table, reasons: tuple[Reason, ...], revealed: int) -> tuple[str, ...]:
    """The ura indicators under the revealed ones, when the answer counts them: a riichi
    seat has won under rules with ura dora (or a reason says the ura were counted)."""
    ura = table.situation.ura_dora_indicators
    counted = any(r.code == "dora.ura_counted" for r in reasons)
    riichi_win = table.ruleset.ura_dora and any(
        table.seats[w.seat].riichi_event is not None for w in table.wins
    )
    return tuple(tile_name(t) for t in ura[:revealed]) if counted or riichi_win else ()


def _seat_view(table: Table, state: SeatState, *, show: bool) -> SeatView:
    river = tuple(
        RiverTile(
            tile=tile_name(d.tile),
            event=d.event,
            tsumogiri=d.tsumogiri,
            riichi=d.sideways,
            called_by=d.called_by,
            called_event=d.called_event,
        )
        for d in state.discards
    )
    melds = tuple(_meld_view(table, state, i, m) for i, m in enumerate(state.melds))
    hand: tuple[str, ...] | None = None
    drawn: str | None = None
    if state.known and show:
        tiles = list(state.hand)
        if len(tiles) % 3 == 2 and state.last_draw in tiles and state.last_draw is not None:
            tiles.remove(state.last_draw)
            drawn = tile_name(state.last_draw)
        hand = tuple(tile_name(t) for t in sorted(tiles, key=sort_key))
    kita = tuple("4z" for act in table.acts if act.kind == "kita" and act.seat == state.seat)
    return SeatView(
        seat=state.seat,
        score=table.scores.get(state.seat, state.score),
        river=river,
        melds=melds,
        hand=hand,
        drawn=drawn,
        drawn_event=state.last_draw_event if drawn else None,
        riichi=state.riichi_event is not None,
        riichi_event=state.riichi_event,
        hand_size=state.size,
        kita=kita,
    )


def _meld_view(table: Table, state: SeatState, index: int, meld: Meld) -> MeldView:
    event = state.meld_events[index] if index < len(state.meld_events) else None
    tiles = meld.tiles
    robbed = False
    if meld.kind == "kakan":
        kan_index = _kakan_index(table.acts, state.seat, meld)
        if kan_index is not None:
            event = table.acts[kan_index].number
            robbed = kan_was_robbed(table.acts, kan_index)
        if robbed and meld.added is not None:
            rest = list(tiles)
            rest.remove(meld.added)
            tiles = tuple(rest)
    return MeldView(
        kind="pon" if robbed else meld.kind,
        tiles=tuple(tile_name(t) for t in tiles),
        called=tile_name(meld.called) if meld.called is not None else None,
        from_seat=meld.from_seat,
        event=event,
        robbed=robbed,
    )


def _kakan_index(acts: tuple[Act, ...] | list[Act], seat: str, meld: Meld) -> int | None:
    """Where in ``acts`` ``seat`` added the fourth tile to ``meld``."""
    for i, act in enumerate(acts):
        if (
            act.kind == "kakan"
            and act.seat == seat
            and act.tile is not None
            and KIND[act.tile] == KIND[meld.tiles[0]]
        ):
            return i
    return None


_TAKERS = frozenset({"chi", "pon", "daiminkan", "ron"})
"""Events that take another seat's tile (named with the seat it came from)."""


def _timeline(situation: Situation, acts: Sequence[Act]) -> tuple[TimelineEntry, ...]:
    entries = []
    for i, event in enumerate(situation.events):
        act = acts[i] if i < len(acts) else None
        before = claimed_act(acts, i) if event.action in _TAKERS else None
        words = event_words(event, act, before)
        entries.append(TimelineEntry(event.number, event.seat, words, event.describe()))
    return tuple(entries)

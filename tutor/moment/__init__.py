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

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tutor.engine.records import Act
from tutor.engine.seat import SeatState
from tutor.engine.situation import Situation
from tutor.engine.table import Table
from tutor.judges import Reason
from tutor.judges import replay as _replay
from tutor.judges.dora import kan_reveals
from tutor.judges.timeline import claimed_act, kan_was_robbed
from tutor.moment.words import (
    MELD_WORDS,
    ROUND_WORDS,
    event_words,
    overrides_in_words,
    rules_line,
)
from tutor.rules.melds import Meld
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import KIND, sort_key, tile_name


@dataclass(frozen=True, slots=True)
class RiverTile:
    """One discard in a river, in the order it was discarded."""

    tile: str
    event: int
    tsumogiri: bool
    """Discarded straight from the draw (ツモ切り)."""
    riichi: bool
    """Laid sideways for riichi."""
    called_by: str | None
    """The seat that called it away (it lies in that seat's meld now)."""
    called_event: int | None = None

    def at(self, event: int | None) -> bool:
        """Whether this discard, or the call that took it, is event ``event``."""
        return event is not None and event in (self.event, self.called_event)


@dataclass(frozen=True, slots=True)
class MeldView:
    """A meld beside a hand as it lies: its tiles, the called tile and where it came from.

    ``robbed`` marks an added kan won on (槍槓): it never completed, so it is drawn as
    the pon it still is (``tiles`` has three) and turned no kan dora.
    """

    kind: str
    tiles: tuple[str, ...]
    called: str | None
    from_seat: str | None
    event: int | None
    """The event that made the meld (the kan's, for an added kan)."""
    robbed: bool = False

    @property
    def words(self) -> str:
        """``"pon (ポン)"``, ``"closed kan (暗槓)"``… (a robbed added kan says so)."""
        if self.robbed:
            return "pon (its added kan was robbed)"
        return MELD_WORDS.get(self.kind, self.kind)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: score, river, melds, kita, and its hand when the view may show it."""

    seat: str
    score: int
    river: tuple[RiverTile, ...]
    melds: tuple[MeldView, ...]
    hand: tuple[str, ...] | None
    """The concealed tiles sorted, without the drawn tile; ``None`` when hidden."""
    drawn: str | None
    """The tile just drawn, shown apart; ``None`` when the seat is not about to discard."""
    drawn_event: int | None
    riichi: bool
    riichi_event: int | None
    hand_size: int
    """Concealed tiles held (the drawn one included), also when the hand is hidden."""
    kita: tuple[str, ...] = ()
    """North tiles set aside (北抜き, three-player)."""

    @property
    def closed(self) -> bool:
        """No meld but closed kans (門前)."""
        return all(m.kind == "ankan" for m in self.melds)


@dataclass(frozen=True, slots=True)
class TimelineEntry:
    """One event: its number, the sentence in words and the line as written (``S draw 4m``)."""

    number: int
    seat: str
    text: str
    code: str


@dataclass(frozen=True, slots=True)
class WinView:
    """A win at the table: who, on which tile, from whom (``None`` for a tsumo)."""

    seat: str
    tile: str
    event: int
    from_seat: str | None


@dataclass(frozen=True, slots=True)
class Moment:
    """The table at the moment asked, for the asked seat (see the module text)."""

    asked_seat: str
    players: int
    round: str
    """``"East 1"``."""
    honba: int
    riichi_sticks: int
    live_wall: int
    dora_indicators: tuple[str, ...]
    """The indicators dealt face up (the first one, as the file gives them)."""
    kan_dora_indicators: tuple[str, ...]
    """Kan dora indicators turned by the moment asked (none for a robbed kan)."""
    ura_indicators: tuple[str, ...]
    """Shown only when the answer counts them; empty otherwise."""
    seats: tuple[SeatView, ...]
    wins: tuple[WinView, ...]
    preset: str
    """The ruleset's preset name (``"tenhou"``)."""
    overrides: tuple[str, ...]
    """Every option the situation changed from the preset, in words."""
    timeline: tuple[TimelineEntry, ...]
    asked_event: int
    """The event the question is asked at: the situation's last."""
    deciding_event: int
    """The deciding reason's event, else the moment asked (lit once the answer is shown)."""
    cited_events: frozenset[int]
    """Every event a reason of the answer points at or names."""

    def seat(self, seat: str) -> SeatView:
        """The view of one seat."""
        return next(s for s in self.seats if s.seat == seat)

    @property
    def asked(self) -> SeatView:
        """The seat the question is about."""
        return self.seat(self.asked_seat)

    @property
    def rules(self) -> str:
        """``"Rules: tenhou"``, with every override in words after it."""
        return rules_line(self.preset, self.overrides)

    @property
    def must_show(self) -> frozenset[int]:
        """Events a screen may never fold away: the moment asked, the deciding event and
        every cited event."""
        keep = set(self.cited_events)
        keep.update((self.asked_event, self.deciding_event))
        return frozenset(keep)

    def folded_timeline(self, lines: int) -> tuple[TimelineEntry | None, ...]:
        """The timeline in about ``lines`` lines: every ``must_show`` event, then the most
        recent ones; ``None`` stands for a run of folded events (drawn as ``…``).

        Never drops a ``must_show`` event, so it may run past ``lines``.
        """
        keep = {e.number for e in self.timeline if e.number in self.must_show}
        for entry in reversed(self.timeline):
            if len(self._folded(keep | {entry.number})) > lines:
                break
            keep.add(entry.number)
        return self._folded(keep)

    def _folded(self, keep: set[int]) -> tuple[TimelineEntry | None, ...]:
        shown: list[TimelineEntry | None] = []
        for entry in self.timeline:
            if entry.number in keep:
                shown.append(entry)
            elif shown[-1:] != [None]:
                shown.append(None)
        return tuple(shown)

    def facts(self) -> dict[str, object]:
        """The facts the answer may hang on, as plain values (what the fairness test and
        the same-question-in-every-shell test compare)."""
        asked = self.asked
        return {
            "hand": asked.hand,
            "drawn": asked.drawn,
            "melds": tuple((m.kind, m.tiles, m.from_seat) for m in asked.melds),
            "live_wall": self.live_wall,
            "dora": self.dora_indicators + self.kan_dora_indicators,
            "ura": self.ura_indicators,
            "overrides": self.overrides,
        }


_EVENT_IN_TEXT = re.compile(r"\bevents? (\d+)")


def cited_events(reasons: Iterable[Reason]) -> frozenset[int]:
    """Every event a reason points at (its ``event``) or names in its text."""
    found: set[int] = set()
    for reason in reasons:
        if reason.event is not None:
            found.add(reason.event)
        found.update(int(n) for n in _EVENT_IN_TEXT.findall(reason.text))
    return frozenset(found)


def deciding_reason(reasons: Sequence[Reason]) -> Reason | None:
    """The reason that decides the answer: a question's explanation leads with it
    (``tutor.drills.explain``), and a judge lists its verdict first; without reasons,
    none."""
    return reasons[0] if reasons else None


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


def _timeline(situation: Situation, acts: list[Act]) -> tuple[TimelineEntry, ...]:
    entries = []
    for i, event in enumerate(situation.events):
        act = acts[i] if i < len(acts) else None
        before = claimed_act(acts, i) if event.action in _TAKERS else None
        words = event_words(event, act, before)
        entries.append(TimelineEntry(event.number, event.seat, words, event.describe()))
    return tuple(entries)

"""The round state machine (局の進行): replay a situation's events, refusing impossible ones.

``replay(situation, ruleset)`` returns a ``Table`` holding the FACTS of the hand at the
moment after the last event: whose turn it is, the live wall, every seat's tiles, melds
and river, riichi declarations and their sticks, passed winning tiles, kans, wins.
Rules that decide whether an event may happen at all (a riichi the rules refuse, a
kan after riichi, kuikae, a ron without yaku) are asked of the judge modules' pure
functions, so each rule lives in one place. Calls (chi, pon, kans) are in
``tutor.engine.calls``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tutor.engine import calls, endings, kita, play
from tutor.engine.events import Event
from tutor.engine.passes import could_win_on, passes_of
from tutor.engine.records import Act, ActKind, Claim, KanRecord, RefusedEvent, Win
from tutor.engine.rulesets import resolve_ruleset
from tutor.engine.seat import Discard, Pass, SeatState
from tutor.engine.situation import Situation
from tutor.rules.reasons import Reason
from tutor.rules.sanma import seat_problem, tile_problem
from tutor.rules.tiles import KIND, Tile, copies_problem, red_five_of, tile_name

if TYPE_CHECKING:
    from tutor.engine.referee import Referee
    from tutor.rules.ruleset import Ruleset


@dataclass
class Table:
    """The facts of a hand after the replayed events."""

    situation: Situation
    ruleset: Ruleset
    referee: Referee
    """The rules asked before a riichi, closed kan, ron or tsumo (``tutor.engine.referee``)."""
    seats: dict[str, SeatState]
    live_wall: int
    turn: str = "E"
    phase: str = "draw"
    """``draw`` (``turn`` is to draw; others may call or ron the claim), ``act`` (``turn``
    has drawn), ``discard`` (``turn`` called chi/pon and must discard), ``replacement``
    (``turn`` made a kan or a kita and draws from the dead wall), ``over``."""
    claim: Claim | None = None
    last_discard: Claim | None = None
    scores: dict[str, int] = field(default_factory=dict)
    riichi_sticks: int = 0
    honba: int = 0
    dora_indicators: list[Tile] = field(default_factory=list)
    kans: list[KanRecord] = field(default_factory=list)
    call_events: list[int] = field(default_factory=list)
    """Event numbers of every chi, pon and kan (closed kans included), in order."""
    wins: list[Win] = field(default_factory=list)
    acts: tuple[Act, ...] = ()
    """Every replayed event as a fact, in order: what the judges of order read. (A tuple,
    each event a new one, like ``settled`` and a seat's records: a copy of the table
    shares them instead of copying them.)"""
    ended: str | None = None
    """``None`` while play goes on; ``"ron"``, ``"tsumo"``, ``"kyuushu"``."""
    fresh_deal: bool = False
    seen: list[int] = field(default_factory=lambda: [0] * 34)
    red_seen: list[int] = field(default_factory=lambda: [0, 0, 0])
    current: Event | None = None
    settled: tuple[Claim, ...] = ()
    """Every discard / kan tile that went by without a ron, in order."""
    riichi_seats: list[SeatState] = field(default_factory=list)
    """Seats in riichi, in order of declaration."""
    passed_claim: Claim | None = None
    """The claim that the current event let go by (what a chi/pon/daiminkan takes)."""
    allowed_wins: set[tuple[str, str, int]] = field(default_factory=set)
    """``(ron or tsumo, seat, events so far)`` of each win the referee's rules allowed when
    asked during play: the win event then replayed at that very point is not checked
    again (``tutor.judges.ron_tsumo``). A copy of the table copies it, and any later
    event changes the count, so it never speaks for another point of the hand."""
    memo: dict[Hashable, object] = field(default_factory=dict)
    """Work the judges did on this table's facts, kept for the table's life only: a win
    is judged when its ron/tsumo is replayed and again by the ``win`` ask."""

    def next_seat(self, seat: str) -> str:
        """The seat that acts after ``seat`` at this table."""
        seats = self.situation.seats
        return seats[(seats.index(seat) + 1) % len(seats)]

    # ---------------------------------------------------------------- helpers

    @property
    def event_count(self) -> int:
        """Events replayed so far (the number of the last one)."""
        return len(self.acts)

    def seat(self, seat: str) -> SeatState:
        """The state of one seat (``"E"``…``"N"``)."""
        return self.seats[seat]

    def passes(self, seat_name: str) -> list[Pass]:
        """Winning tiles that went by ``seat_name`` (see ``tutor.engine.passes``)."""
        return passes_of(self, seat_name)

    def refuse(self, reason: Reason) -> RefusedEvent:
        """The error refusing the current event for ``reason``."""
        assert self.current is not None
        return RefusedEvent(self.current, reason, file=self.situation.file)

    def refuse_play(self, code: str, text: str) -> RefusedEvent:
        """The error refusing the current event by a rule of play (``play.<code>``)."""
        event = self.current.number if self.current else None
        return self.refuse(play.reason(code, event, text))

    def reveal(self, tile: Tile) -> None:
        """Count a tile newly seen; a tile missing from a three-player set, or one more
        copy than the ruleset's tiles hold (a fifth copy, a second red five, a fourth plain
        five beside a red one), is refused."""
        problem = tile_problem(tile, self.situation.players)
        if problem is not None:
            raise self.refuse_play("not_in_sanma", problem)
        problem = count_copy(self, tile)
        if problem is not None:
            raise self.refuse_play("fifth_copy", problem)

    def from_hand(self, seat: SeatState, tile: Tile) -> None:
        """``seat`` lets go of ``tile`` (discard or meld): check it is held."""
        if seat.known:
            try:
                seat.hand.remove(tile)
            except ValueError:
                if not calls.reread_unstated_five(self, seat, tile):
                    raise self.refuse_play(
                        "not_held",
                        f"{seat.seat} does not hold {tile_name(tile)}{_held_note(seat, tile)}",
                    ) from None
                seat.hand.remove(tile)
            seat.size -= 1
            seat.changed()
            return
        if tile not in seat.known_part:
            self.reveal(tile)
        seat.take(tile)

    def expect_turn(self, seat: str, phases: tuple[str, ...], doing: str) -> None:
        if self.phase == "over":
            raise self.refuse_play("hand_over", f"the hand is already over ({self.ended})")
        if seat != self.turn or self.phase not in phases:
            raise self.refuse_play("out_of_turn", f"{seat} cannot {doing} now: {self.expected()}")

    def expected(self) -> str:
        """What the next event should be, for a learner."""
        if self.phase == "draw":
            if self.live_wall == 0 and self.claim is None:
                return "the live wall is empty and the hand is over"
            return f"it is {self.turn}'s turn to draw"
        if self.phase == "act":
            return f"{self.turn} has drawn and must discard (or kan, riichi, tsumo)"
        if self.phase == "discard":
            return f"{self.turn} has just called and must discard"
        if self.phase == "replacement":
            return f"{self.turn} has just made a kan or kita and draws the replacement tile"
        return f"the hand is over ({self.ended})"

    # ---------------------------------------------------------------- the claim

    def settle_claim(self, event: Event) -> None:
        """Before any event but a ron: the claimable tile went by (it joins ``settled``).
        Riichi seats that wait on it have passed it (riichi furiten, recorded at once);
        a riichi tile that was not won on is paid for."""
        claim = self.claim
        self.passed_claim = claim
        if claim is None or event.action == "ron":
            return
        self.claim = None
        if self.phase == "over":
            return
        self.settled += (claim,)
        kind = KIND[claim.tile]
        for state in self.riichi_seats:
            if state.seat == claim.seat or not state.known or state.locked_waits is None:
                continue
            waits = state.locked_waits
            counts = state.waiting_hand() if claim.source != "discard" else None
            if could_win_on(self.ruleset, claim.source, kind, waits, counts, bool(state.melds)):
                state.passes += (
                    Pass(kind, claim.tile, claim.event, claim.source, claim.seat, True),
                )
        if claim.riichi:
            declarer = self.seats[claim.seat]
            declarer.riichi_accepted = True
            declarer.score -= 1000
            self.scores[claim.seat] = declarer.score
            self.riichi_sticks += 1

    # ---------------------------------------------------------------- events

    def apply(self, event: Event) -> None:
        """Replay one event, or raise ``RefusedEvent``."""
        self.current = event
        phase = self.phase
        if event.seat not in self.seats:
            problem = seat_problem(event.seat, self.situation.players)
            raise self.refuse_play("no_such_seat", problem or "no such seat")
        if event.action != "ron":
            if phase == "over":
                raise self.refuse_play("hand_over", f"the hand is already over ({self.ended})")
            # Four riichi, four kans or four winds end the hand at the discard that makes
            # them: nothing but a ron on that discard may follow.
            ended = self.referee.ended_before(self, event.number)
            if ended is not None:
                raise self.refuse_play("hand_over", ended)
        self.settle_claim(event)
        _HANDLERS[event.action](self, event)
        kind = _ACT_OF[event.action]
        if kind == "draw" and phase == "replacement":
            kind = "replacement_draw"
        self.acts += (Act(event.number, event.seat, kind, event.tile, self.live_wall),)

    def draw(self, event: Event) -> None:
        """A live-wall draw, or the replacement draw right after the seat's kan."""
        number, _, name, _, tile, _, _ = event
        seat = self.seats[name]
        phase = self.phase
        if name != self.turn or phase not in ("draw", "replacement"):
            self.expect_turn(name, ("draw", "replacement"), "draw")
        replacement = phase == "replacement"
        if not replacement and self.live_wall == 0:
            raise self.refuse_play(
                "wall_exhausted", "the live wall is empty: the hand has ended in a draw"
            )
        if tile is None:
            if seat.known:
                raise self.refuse_play(
                    "unknown_draw", f"{seat.seat}'s hand is given, so its draws must name the tile"
                )
        else:
            self.reveal(tile)
            if seat.known:
                seat.hand.append(tile)
            else:
                seat.known_part += (tile,)
        seat.size += 1
        seat.changed()
        self.live_wall -= 1
        seat.last_draw = tile
        seat.last_draw_event = number
        seat.last_draw_replacement = replacement
        seat.draw_events += (number,)
        self.phase = "act"

    def discard(self, event: Event) -> None:
        """A discard, or a riichi declaration with its sideways discard."""
        number, _, name, action, tile, _, _ = event
        seat = self.seats[name]
        assert tile is not None
        declaring = action != "discard"  # riichi or open_riichi
        phase = self.phase
        if name != self.turn or phase != "act":
            self.expect_turn(name, ("act",) if declaring else ("act", "discard"), action)
        last_draw = seat.last_draw
        if seat.riichi_event is not None and (  # in riichi
            phase != "act" or (tile != last_draw and (seat.known or last_draw is not None))
        ):
            drawn = tile_name(last_draw) if last_draw is not None else "its draw"
            raise self.refuse_play(
                "locked_after_riichi",
                f"{seat.seat} is in riichi, so its hand is locked: it must discard the drawn "
                f"{drawn}, not {tile_name(tile)}",
            )
        kuikae = seat.kuikae
        if kuikae is not None and self.ruleset.kuikae_forbidden:
            blocked = play.kuikae_blocks(name, kuikae, tile, number)
            if blocked is not None:
                raise self.refuse(blocked)
        if declaring:
            refusal = self.referee.riichi_refusal(
                self, seat, tile, number, action == "open_riichi"
            )
            if refusal is not None:
                raise self.refuse(refusal)
        locked = seat.locked_waits
        if locked is not None and last_draw is not None and KIND[last_draw] in locked:
            seat.passes += (Pass(KIND[last_draw], last_draw, number, "own_draw", name, True),)
        known = seat.known
        seat.prev_epoch = (
            seat.epoch_start,
            number,
            tuple(seat.hand) if known and kuikae is None else None,
            last_draw,
            len(seat.melds),
        )
        self.from_hand(seat, tile)
        sideways = declaring or seat.sideways_pending
        seat.sideways_pending = False
        tsumogiri = phase == "act" and tile == last_draw
        seat.discards += (Discard(tile, number, tsumogiri, sideways, declaring),)
        seat.discard_events += (number,)
        seat.epoch_start = number
        seat.kuikae = None
        seat.last_draw = None
        if declaring:
            seat.riichi_event, seat.open_riichi = number, action == "open_riichi"
            seat.locked_waits = seat.waits() if known else None
            if known:
                self.riichi_seats.append(seat)
        self.claim = self.last_discard = Claim(name, tile, number, "discard", declaring)
        self.turn = self.next_seat(name)
        self.phase = "draw"


def count_copy(table: Table, tile: Tile) -> str | None:
    """Count ``tile`` as seen at ``table``; why it cannot be one more copy, or ``None``."""
    kind = KIND[tile]
    seen = table.seen
    seen[kind] += 1
    red = red_five_of(kind)
    if red is None and seen[kind] <= 4:  # no five: only a fifth copy is a problem
        return None
    if tile >= 34:
        table.red_seen[tile - 34] += 1
    red_seen = table.red_seen[red - 34] if red is not None else 0
    return copies_problem(tile, seen[kind], red_seen, table.ruleset)


def _held_note(seat: SeatState, tile: Tile) -> str:
    same = [t for t in seat.hand if KIND[t] == KIND[tile]]
    if same:
        return f" (it holds {', '.join(tile_name(t) for t in same)})"
    return ""




_ACT_OF: dict[str, ActKind] = {
    "draw": "draw", "discard": "discard", "riichi": "riichi",
    "open_riichi": "riichi",  # for the judges an open riichi is a riichi
    "chi": "chi", "pon": "pon", "daiminkan": "daiminkan", "ankan": "ankan", "kakan": "kakan",
    "ron": "ron", "tsumo": "tsumo", "kyuushu": "kyuushu", "kita": "kita",
}
"""The fact an event's action records in ``Table.acts``."""

_HANDLERS = {
    "draw": Table.draw,
    "discard": Table.discard,
    "riichi": Table.discard,
    "open_riichi": Table.discard,
    "chi": calls.claim_discard,
    "pon": calls.claim_discard,
    "daiminkan": calls.claim_discard,
    "ankan": calls.ankan,
    "kakan": calls.kakan,
    "ron": endings.ron,
    "tsumo": endings.tsumo,
    "kyuushu": endings.kyuushu,
    "kita": kita.kita,
}


def replay(
    situation: Situation, ruleset: Ruleset | str | None = None, *, referee: Referee
) -> Table:
    """Replay every event of ``situation`` under ``ruleset``; the table after the last one.

    ``ruleset`` may be a ``Ruleset``, or a name / path / ``None`` (the situation's own),
    resolved with the situation's ``[rules]`` overrides; ``referee`` holds the rules the
    table asks before a riichi, kan, ron or tsumo (``tutor.judges.replay`` passes the
    judges'). Raises ``RefusedEvent`` (a ``TutorError``) at the first event that cannot
    happen.
    """
    if ruleset is None or isinstance(ruleset, str):
        ruleset = resolve_ruleset(situation, ruleset)
    from tutor.engine.deal import new_table  # deal.py builds a Table: import at use

    table = new_table(situation, ruleset, referee)
    begin(table, situation.events[0])
    for event in situation.events:
        table.apply(event)
    table.current = None
    return table


def begin(table: Table, first: Event) -> None:
    """Give the turn to the seat of the hand's first event, which must be a draw (by the
    dealer, on a fresh deal); ``RefusedEvent`` otherwise."""
    table.current = first
    if first.action != "draw":
        raise table.refuse_play(
            "first_event", "the first event must be a draw (hands start with 13 tiles)"
        )
    if table.fresh_deal and first.seat != "E":
        raise table.refuse_play(
            "out_of_turn",
            f"live_wall = {table.situation.fresh_live_wall} means the hand was just dealt, "
            "so E (the dealer) draws first",
        )
    table.turn = first.seat

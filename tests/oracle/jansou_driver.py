"""Play seeded, rigged hands in jansou (the second opinion) and record them in our notation.

jansou (``Environment(preset("tenhou"), walls=[...])``) plays a whole game; the driver
plays only its first deal (dealer = seat 0, East 1, no honba or sticks, 25,000 each) on
a rigged wall from :func:`tests.oracle.rigging.build_rig` (converted to jansou's
order: dead wall first) and stops at the deal's end. Facts, as for riichienv:

* a ``SELF`` decision after a draw: ``riichi_allowed`` (a ``Riichi`` action offered;
  closed hands not yet in riichi), ``tsumo_allowed``, ``ankan_allowed`` per kind held
  four times;
* a reaction window (discard or added kan): ``ron_allowed`` for each opponent whose
  hand the tile completes — jansou asks every opponent with an action before it
  resolves the window, so a seat not offered ``Ron`` was not allowed it;
* ``win`` (jansou's full score result) and ``abortive_draw``.

jansou's Tenhou preset has double yakuman off (like ours); it has no renhou.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from jansou.core.hand import MeldType
from jansou.core.rules import preset
from jansou.core.tiles import Tile, TileKind
from jansou.game import actions as A
from jansou.game import events as E
from jansou.game.environment import Environment
from jansou.game.events import RyuukyokuKind
from jansou.game.flow import DecisionKind
from riichienv import calculate_shanten

from tests.oracle.jansou_players import best_discard, by_class, kind_ids, non_discard_choice
from tests.oracle.record import SEATS, Fact, HandRecord, WinAnswer
from tests.oracle.rigging import Rig, build_rig

ABORTS = {
    RyuukyokuKind.NINE_TERMINALS: "kyuushu_kyuuhai",
    RyuukyokuKind.FOUR_WINDS: "suufon_renda",
    RyuukyokuKind.FOUR_RIICHI: "suucha_riichi",
    RyuukyokuKind.FOUR_KANS: "suukaikan",
    RyuukyokuKind.TRIPLE_RON: "sanchahou",
}
YAKULESS_PASS = "known:jansou_no_furiten_after_yakuless_pass"
"""Known difference: jansou puts a seat in temporary furiten only when it declines an
offered ron; a winning tile that passes while it gives the seat no yaku does not count.
Tenhou (rules sheet §5: every wait counts, yaku or not; MOR sets furiten on a yakuless
pass) makes the seat furiten until its own next discard."""

YAKU_NAMES = {
    "YAKUHAI_ROUND": "yakuhai_round_wind",
    "YAKUHAI_SEAT": "yakuhai_seat_wind",
    "SANSHOKU_DOUJUN": "sanshoku",
    "SHOUSUUSHI": "shousuushii",
    "DAISUUSHI": "daisuushii",
}


class _Stop(Exception):
    """The first deal is over."""


def name(tile: Tile) -> str:
    """Our MPSZ name of a jansou tile."""
    k = int(tile.kind)
    return ("0" if tile.red else str(k % 9 + 1)) + "mpsz"[k // 9]


def hand_text(tiles: list[Tile]) -> str:
    """Our MPSZ text; a red five leads its suit (``019s``)."""
    ordered = sorted(tiles, key=lambda t: (int(t.kind) - (9 if t.red else 0), name(t)))
    return "".join(
        "".join(name(t)[0] for t in ordered if name(t)[1] == suit) + suit
        for suit in "mpsz"
        if any(name(t)[1] == suit for t in ordered)
    )


def to_jansou_wall(rig: Rig) -> tuple[Tile, ...]:
    """riichienv order (deal, live, dead at the end) -> jansou's (dead wall first)."""

    def tile(t: int) -> Tile:
        return Tile(TileKind(t // 4), red=t in (16, 52, 88))

    dead = list(reversed(rig.wall[122:]))  # replacements, then dora/ura pairs
    return tuple(tile(t) for t in dead + rig.wall[:122])


class JansouRecorder:
    """Our event lines and the facts of one jansou deal."""

    def __init__(self, seed: int, rig: Rig) -> None:
        self.record = HandRecord(
            oracle="jansou",
            seed=seed,
            rig=rig.name,
            round="E1",
            honba=0,
            riichi_sticks=0,
            scores={},
            hands={},
            dora_indicators=[],
        )
        self.env: Environment | None = None
        self.last_discard: Tile | None = None
        self.pending_ron: dict[int, int] = {}  # seat -> index of its ron fact
        self.passed_unoffered: set[int] = set()  # let a winning tile by without a ron offer
        self.kan_makers: list[int] = []
        self.suukaikan_at: int | None = None  # where Tenhou ends the hand on four kans
        self.skip_call = False
        self.choosers: list[int] = []  # who chose ron / nine terminals last
        self.wins = 0

    def emit(self, line: str) -> None:
        self.record.events.append(line)

    def fact(
        self, ask: str, seat: int, answer: Any, tile: str | None = None, note: str = ""
    ) -> int:
        """Record a fact at the current moment; returns its index (to fill it in later)."""
        moment = len(self.record.events)
        self.record.facts.append(Fact(ask, SEATS[seat], moment, answer, tile, note))
        return len(self.record.facts) - 1

    def observe(self, event: E.Event) -> None:
        r = self.record
        if isinstance(event, E.DealStart):
            for seat, hand in enumerate(event.hands):
                r.hands[SEATS[seat]] = hand_text(list(hand or ()))
                r.scores[SEATS[seat]] = event.scores[seat]
            r.dora_indicators = [name(event.dora_indicator)]
            wall = self.env.state.wall.sequence if self.env and self.env.state else ()
            r.kan_dora_indicators = [name(wall[i]) for i in (6, 8, 10, 12)]
            r.ura_dora_indicators = [name(wall[i]) for i in (5, 7, 9, 11, 13)]
        elif isinstance(event, E.Draw):
            self._close_window()
            self.emit(f"{SEATS[event.seat]} draw {name(event.tile)}")
        elif isinstance(event, E.Discard):
            verb = "riichi" if event.riichi else "discard"
            self.emit(f"{SEATS[event.seat]} {verb} {name(event.tile)}")
            self.last_discard = event.tile
            self.passed_unoffered.discard(event.seat)
            if len(self.kan_makers) == 4 and len(set(self.kan_makers)) > 1:
                self.suukaikan_at = self.suukaikan_at or len(r.events)
            self._ron_chances(event.seat, event.tile, "discard")
        elif isinstance(event, E.Call):
            self._close_window()
            self._call(event)
        elif isinstance(event, E.Win):
            self._win(event)
        elif isinstance(event, E.ScoreChange) and self.wins:
            if self.wins == 1:  # a double ron's deltas cannot be split per winner
                index = max(i for i, f in enumerate(r.facts) if f.ask == "win")
                payments = {SEATS[s]: d for s, d in enumerate(event.deltas)}
                answer = replace(r.facts[index].answer, payments=payments)
                r.facts[index] = replace(r.facts[index], answer=answer)
            self._mark_late_suukaikan()
            raise _Stop
        elif isinstance(event, E.Ryuukyoku):
            kind = ABORTS.get(event.kind)
            r.outcome = kind or event.kind.name.lower()
            if kind == "kyuushu_kyuuhai":
                self.emit(f"{SEATS[self.choosers[0]]} kyuushu")
            if kind == "sanchahou":
                for seat in self.choosers:
                    self.emit(f"{SEATS[seat]} ron")
            if kind is not None:
                seat = SEATS.index(r.events[-1][0]) if r.events else 0
                self.fact("abortive_draw", seat, kind, note=event.kind.name)
            self._mark_late_suukaikan()
            raise _Stop

    def _call(self, event: E.Call) -> None:
        seat = SEATS[event.caller]
        if event.meld_type in (MeldType.ANKAN, MeldType.SHOUMINKAN) and self.skip_call:
            self.skip_call = False  # already written when chosen (before the robbing window)
            return
        called = self.last_discard
        assert called is not None
        if event.meld_type is MeldType.CHII:
            rest = list(event.tiles)
            rest.remove(called)
            own = "".join(name(t)[0] for t in rest) + name(called)[1]
            self.emit(f"{seat} chi {name(called)} {own}")
        elif event.meld_type is MeldType.PON:
            self.emit(f"{seat} pon {name(called)}")
        elif event.meld_type is MeldType.DAIMINKAN:
            self.emit(f"{seat} daiminkan {name(called)}")
            self.kan_makers.append(event.caller)

    def _close_window(self) -> None:
        """The reaction window is over: who let a winning tile by without a ron offer."""
        for seat, index in self.pending_ron.items():
            if self.record.facts[index].answer is False:
                self.passed_unoffered.add(seat)
        self.pending_ron = {}

    def _mark_late_suukaikan(self) -> None:
        """Known difference: jansou lets the discard after the fourth kan (by two or more
        players) be called and aborts at a later discard; Tenhou ends the hand when that
        discard is not ronned. Facts after that moment are marked, not compared."""
        at = self.suukaikan_at
        r = self.record
        if at is None or all(line.endswith(" ron") for line in r.events[at:]):
            return
        for i, f in enumerate(r.facts):
            if f.n_events > at:
                r.facts[i] = replace(f, note="known:jansou_late_suukaikan")

    def _ron_chances(self, actor: int, tile: Tile, note: str) -> None:
        assert self.env is not None and self.env.state is not None
        self._close_window()
        for seat, player in enumerate(self.env.state.players):
            if seat != actor and calculate_shanten(kind_ids([*player.concealed, tile])) == -1:
                self.pending_ron[seat] = self.fact("ron_allowed", seat, False, note=note)

    def _win(self, event: E.Win) -> None:
        self.wins += 1
        tsumo = event.from_seat is None
        self.emit(f"{SEATS[event.seat]} {'tsumo' if tsumo else 'ron'}")
        res = event.result
        yaku = {YAKU_NAMES.get(v.yaku.name, v.yaku.name.lower()) for v in res.yaku}
        counters = (("dora", res.dora.dora), ("aka_dora", res.dora.aka), ("ura_dora", res.dora.ura))
        for counter, n in counters:
            if n and not res.is_yakuman:
                yaku.add(counter)
        pay = res.payment
        if not tsumo:
            points = pay.ron
        elif event.seat == 0:
            points = 3 * pay.tsumo_non_dealer
        else:
            points = pay.tsumo_dealer + 2 * pay.tsumo_non_dealer
        yakuman = sum(v.value for v in res.yaku) if res.is_yakuman else 0
        answer = WinAnswer(tuple(sorted(yaku)), res.han, res.fu.total, yakuman, points, None)
        note = "tsumo" if tsumo else "ron"
        if not tsumo and event.seat in self.passed_unoffered:
            note = YAKULESS_PASS
        self.fact("win", event.seat, answer, note=note)
        self.record.outcome = "win"

    def on_request(self, seat: int, kind: DecisionKind, actions: tuple[Any, ...]) -> None:
        """Facts of a decision point, before the choice."""
        assert self.env is not None and self.env.state is not None
        player = self.env.state.players[seat]
        if kind is DecisionKind.SELF and self.record.events[-1].startswith(f"{SEATS[seat]} draw"):
            in_riichi = player.is_riichi  # a double riichi is a riichi too
            types = {type(a) for a in actions}
            hand = [*player.concealed, *([player.drawn] if player.drawn else [])]
            note = "in_riichi" if in_riichi else ""
            if not in_riichi and not any(m.type is not MeldType.ANKAN for m in player.melds):
                self.fact("riichi_allowed", seat, A.Riichi in types, note=note)
            if A.Tsumo in types or calculate_shanten(kind_ids(hand)) == -1:
                self.fact("tsumo_allowed", seat, A.Tsumo in types, note=note)
            kinds = [int(t.kind) for t in hand]
            for k in sorted(set(kinds)):
                if kinds.count(k) == 4:
                    ok = any(isinstance(a, A.ClosedKan) and int(a.kind) == k for a in actions)
                    self.fact("ankan_allowed", seat, ok, f"{k % 9 + 1}{'mpsz'[k // 9]}", note)
        elif kind in (DecisionKind.DISCARD_REACTION, DecisionKind.ROBBED_KAN):
            offered = any(isinstance(a, A.Ron) for a in actions)
            index = self.pending_ron.get(seat)
            if index is not None:
                fact = replace(self.record.facts[index], answer=offered)
                if offered and seat in self.passed_unoffered:
                    fact = replace(fact, note=YAKULESS_PASS)
                self.record.facts[index] = fact

    def on_choice(self, seat: int, choice: Any) -> None:
        """Write kans when chosen (the robbing window comes before jansou's event)."""
        if isinstance(choice, A.AddedKan):
            self.emit(f"{SEATS[seat]} kakan {name(choice.tile)}")
            self.kan_makers.append(seat)
            self.skip_call = True
            self._ron_chances(seat, choice.tile, "chankan")
        elif isinstance(choice, A.ClosedKan):
            k = int(choice.kind)
            self.emit(f"{SEATS[seat]} ankan {k % 9 + 1}{'mpsz'[k // 9]}")
            self.kan_makers.append(seat)
            self.skip_call = True
            self._close_window()
        if isinstance(choice, (A.Ron, A.NineTerminals)):
            self.choosers.append(seat)


def _choose(
    rng: random.Random, rig: Rig, state: Any, seat: int, actions: tuple[Any, ...], turn: int
) -> Any:
    """The random-but-rigged policy (the same odds as the riichienv driver's)."""
    by = by_class(actions)
    quiet = 0.0 if "quiet" in rig.eager else 1.0
    chances = (
        (A.Ron, 1.0 if "ron" in rig.eager else 0.8),
        (A.Tsumo, 0.85),
        (A.NineTerminals, 0.6),
        (A.Riichi, 0.85),
        (A.ClosedKan, 0.9 if "kan" in rig.eager else 0.5),
        (A.AddedKan, 0.9 if "kan" in rig.eager else 0.4),
        (A.OpenKan, quiet * 0.3),
        (A.Pon, quiet * (0.9 if "pon" in rig.eager else 0.25)),
        (A.Chii, quiet * 0.1),
        (A.DeclareTenpai, 1.0),
    )
    chosen = non_discard_choice(rng, state, seat, by, chances, actions)
    if chosen is not None:
        return chosen
    discards = by[A.Discard]
    wanted = rig.first_discard.get(seat)
    if wanted is not None and turn == 0:
        for a in discards:
            if int(a.tile.kind) == wanted:
                return a
    if rng.random() >= 0.85:
        return rng.choice(discards)
    return best_discard(rng, state, seat, discards)


def play_hand(seed: int, rig: Rig | None = None) -> HandRecord:
    """Play the first deal of a jansou game on the rigged wall of ``seed`` (dealer 0)."""
    rig = rig or build_rig(seed, oya=0)
    env = Environment(preset("tenhou"), seed=seed, walls=[to_jansou_wall(rig)])
    recorder = JansouRecorder(seed, rig)
    recorder.env = env
    rng = random.Random(seed * 7919 + 2)
    turns = [0] * 4

    def choose(request: Any) -> Any:
        choice = _choose(rng, rig, env.state, request.seat, request.actions, turns[request.seat])
        if isinstance(choice, (A.Discard, A.Riichi)):
            turns[request.seat] += 1
        return choice

    return drive(env, recorder, choose)


def drive(env: Environment, recorder: JansouRecorder, choose: Callable[[Any], Any]) -> HandRecord:
    """Play ``env``'s first deal, ``choose`` answering each decision request, and return
    what ``recorder`` wrote down (the recorder stops the game at the deal's end)."""
    game = env.play(observe=recorder.observe)
    try:
        request = next(game)
        while True:
            recorder.on_request(request.seat, request.kind, request.actions)
            choice = choose(request)
            recorder.on_choice(request.seat, choice)
            request = game.send(choice)
    except _Stop:
        pass
    finally:
        game.close()
    return recorder.record


def play_hands(start: int, count: int) -> Iterator[HandRecord]:
    """jansou hands ``start`` .. ``start + count - 1``."""
    for seed in range(start, start + count):
        yield play_hand(seed)

"""Play seeded three-player hands in jansou (the second opinion) and record them.

jansou has sanma presets (``tenhou-3p``, ``mahjong-soul-3p``: 108 tiles, north as
nukidora, no four-winds or four-riichi draws). The driver plays the first deal of a
game on jansou's own seeded wall (dealer = seat 0, East 1, 35,000 each) and reuses the
four-player jansou recorder (``tests.oracle.jansou_driver``), adding what sanma brings:
a chosen ``Nuki`` becomes ``S kita`` (its replacement is the next ``S draw``), the
robbing window on the north gives ``ron_allowed`` facts, a win lists ``nukidora`` and
its points are what two payers pay for a tsumo.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from jansou.core.rules import preset
from jansou.core.tiles import Tile, TileKind, full_tile_set
from jansou.game import actions as A
from jansou.game import events as E
from jansou.game.environment import Environment
from jansou.game.flow import DecisionKind

from tests.oracle.jansou_driver import JansouRecorder, _best_discard, _Stop
from tests.oracle.record import SEATS, HandRecord
from tests.oracle.sanma_driver import RIGS, _kinds

PRESETS = {"tenhou": "tenhou-3p", "mjsoul": "mahjong-soul-3p"}
"""jansou's sanma preset for each rule name a record keeps in its ``rig`` field (the
same names as the riichienv sanma driver, so ``sanma_compare`` picks our preset)."""

CHANCES = (
    (A.Ron, 0.85), (A.Tsumo, 0.9), (A.NineTerminals, 0.5), (A.Riichi, 0.85), (A.Nuki, 0.8),
    (A.ClosedKan, 0.6), (A.AddedKan, 0.5), (A.OpenKan, 0.3), (A.Pon, 0.3),
    (A.DeclareTenpai, 1.0),
)
"""The random player's odds, as in the riichienv sanma driver."""

DEALT = {
    "E": (*range(14, 18), *range(26, 30), *range(38, 42), 50),
    "S": (*range(18, 22), *range(30, 34), *range(42, 46), 51),
}
"""Where a seat's dealt tiles lie in a jansou sanma wall (dead wall s1..s14 first, then
three rounds of four tiles and one of a single tile, E S W in turn)."""
JANSOU_INDEX = {39: 53, 42: 56, 107: 0}
"""The riichienv wall indices the rigs name, as jansou's: E's first and second draws,
and the first replacement tile."""


def rigged_wall(seed: int) -> tuple[Tile, ...] | None:
    """The wall of a rigged seed (every fifth, as for riichienv), or None."""
    if seed % 5 != 4:
        return None
    seat, hand, extra = RIGS[seed // 5 % len(RIGS)]
    wall = full_tile_set(3, aka_dora=True)
    random.Random(seed).shuffle(wall)
    places = [*zip(DEALT[seat], _kinds(hand), strict=True),
              *((JANSOU_INDEX[index], _kinds(tile)[0]) for index, tile in extra)]
    fixed: set[int] = set()
    for index, kind in places:
        source = next(i for i, t in enumerate(wall)
                      if int(t.kind) == kind and not t.red and i not in fixed)
        wall[index], wall[source] = wall[source], wall[index]
        fixed.add(index)
    return tuple(wall)


class SanmaJansouRecorder(JansouRecorder):
    """The four-player jansou recorder, taught kita and three-player payments."""

    def observe(self, event: E.Event) -> None:
        if isinstance(event, E.NorthExtraction):
            return  # written when chosen: the robbing window comes before this event
        super().observe(event)

    def on_choice(self, seat: int, choice: Any) -> None:
        if isinstance(choice, A.Nuki):
            self.emit(f"{SEATS[seat]} kita")
            self._ron_chances(seat, Tile(TileKind.NORTH), "kita")
        super().on_choice(seat, choice)

    def on_request(self, seat: int, kind: DecisionKind, actions: tuple[Any, ...]) -> None:
        if kind is DecisionKind.NORTH_REACTION:  # a robbing window, like a discard's
            kind = DecisionKind.DISCARD_REACTION
        super().on_request(seat, kind, actions)

    def _win(self, event: E.Win) -> None:
        super()._win(event)
        index = max(i for i, f in enumerate(self.record.facts) if f.ask == "win")
        fact = self.record.facts[index]
        res, answer = event.result, fact.answer
        yaku = set(answer.yaku)
        if res.dora.nuki and not res.is_yakuman:
            yaku.add("nukidora")
        points = answer.points
        if event.from_seat is None:  # a tsumo: only two seats pay
            pay = res.payment
            points = (2 * pay.tsumo_non_dealer if event.seat == 0
                      else pay.tsumo_dealer + pay.tsumo_non_dealer)
        answer = replace(answer, yaku=tuple(sorted(yaku)), points=points)
        self.record.facts[index] = replace(fact, answer=answer)


def _choose(rng: random.Random, state: Any, seat: int, actions: tuple[Any, ...],
            eager_kita: bool = False) -> Any:
    by: dict[type, list[Any]] = {}
    for a in actions:
        by.setdefault(type(a), []).append(a)
    if eager_kita and A.Nuki in by:
        return by[A.Nuki][0]
    for kind, chance in CHANCES:
        if kind in by and rng.random() < chance:
            if kind is A.Riichi:
                return _best_discard(rng, state, seat, by[kind])
            return rng.choice(by[kind])
    discards = by.get(A.Discard)
    if not discards:
        return by.get(A.Pass, list(actions))[0]
    if rng.random() < 0.15:
        return rng.choice(discards)
    return _best_discard(rng, state, seat, discards)


def play_hand(seed: int, rule: str = "tenhou") -> HandRecord:
    """Play the first deal of a jansou sanma game shuffled by ``seed``."""
    wall = rigged_wall(seed)
    env = Environment(preset(PRESETS[rule]), seed=seed, walls=[wall] if wall else None)
    recorder = SanmaJansouRecorder(seed, SimpleNamespace(name=rule))  # type: ignore[arg-type]
    recorder.record.oracle = "jansou-sanma"
    recorder.env = env
    rng = random.Random(seed * 7907 + 5)
    game = env.play(observe=recorder.observe)
    try:
        request = next(game)
        while True:
            recorder.on_request(request.seat, request.kind, request.actions)
            choice = _choose(rng, env.state, request.seat, request.actions,
                             wall is not None and request.seat == 0)
            recorder.on_choice(request.seat, choice)
            request = game.send(choice)
    except _Stop:
        pass
    finally:
        game.close()
    return recorder.record


def play_hands(start: int, count: int, rule: str = "tenhou") -> Iterator[HandRecord]:
    """jansou sanma hands ``start`` .. ``start + count - 1``."""
    for seed in range(start, start + count):
        yield play_hand(seed, rule)

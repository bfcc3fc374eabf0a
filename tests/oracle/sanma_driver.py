"""Play seeded three-player (sanma) hands LIVE in riichienv and record them in our notation.

riichienv's single-hand sanma mode (``RiichiEnv(game_mode="3p-red-single",
rule=GameRule.default_tenhou())``, or ``default_mjsoul()``) deals a 108-tile wall
shuffled by the seed; a seeded random player answers every decision (it sets a north
tile aside most of the times it may, so kita, nukidora and the kita replacement draw
come up often; every fifth seed rigs a hand that waits on another seat's kita or on its
own kita's replacement tile). The
recorder turns the mjai log into our event lines (``S kita`` then ``S draw X``) and
collects, at each decision point, what riichienv allowed:

* after a draw: ``riichi_allowed`` (closed, not yet in riichi), ``tsumo_allowed``
  (when offered or when the fourteen tiles form a winning shape), ``ankan_allowed``
  for each kind held four times;
* after a discard, an added kan or a kita: ``ron_allowed`` for each other seat that
  is offered ron or whose hand the tile completes;
* at a win: ``win`` (yaku in our ids, han, fu, points by riichienv's own three-player
  table, payments).

Seats are E, S, W (player 0 deals). The four-player driver's tile helpers are reused.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from riichienv import ActionType, GameRule, RiichiEnv, calculate_score, calculate_shanten

from tests.oracle.record import Fact, HandRecord, WinAnswer
from tests.oracle.riichienv_driver import YAKU_IDS, hand_text, plain, tile_of_id, tile_of_mjai

AT = ActionType
SEATS3 = ("E", "S", "W")
CHANCES = (
    (AT.RON, 0.85), (AT.TSUMO, 0.9), (AT.KYUSHU_KYUHAI, 0.5), (AT.RIICHI, 0.85),
    (AT.KITA, 0.8), (AT.ANKAN, 0.6), (AT.KAKAN, 0.5), (AT.DAIMINKAN, 0.3), (AT.PON, 0.3),
)
"""How often the random player takes each offered action, in order of preference."""
NORTH_KIND = 30
"""riichienv's tile kind of the north wind (ids 120..123)."""
DEALT = {
    "E": (0, 1, 2, 3, 12, 13, 14, 15, 24, 25, 26, 27, 36),
    "S": (4, 5, 6, 7, 16, 17, 18, 19, 28, 29, 30, 31, 37),
}
"""Where a seat's thirteen dealt tiles lie in the wall riichienv is given. E draws first
at index 39, then S at 40, W at 41, E at 42...; the first replacement tile (after a kan
or a kita) is the last one, index 107."""
RIGS = (
    ("S", "11m234p456p789s44z", ((39, "4z"),)),  # S waits on 1m / 4z; E's first draw a north
    ("S", "11m234p456p789s44z", ((42, "4z"),)),  # E's north on its second draw (S may riichi)
    ("S", "123p456p789s111s4z", ((39, "4z"),)),  # a single wait on north, no yaku of its own
    ("S", "99m99p1122s33466z", ((42, "4z"),)),  # seven pairs waiting on north
    ("E", "11m234p456p789s33z", ((39, "4z"), (107, "3z"))),  # E's kita replacement wins
)
"""Hands rigged every fifth seed: a seat's dealt hand and tiles placed in the wall, so
that a kita can be won on (S waits on the north that E draws and, rigged, sets aside
at once) or the replacement tile of a kita completes the hand (rinshan)."""
SANMA_TILES = tuple(t for t in range(136) if not 4 <= t < 32)
"""riichienv's 108 tile ids: the 136 without 2m..8m (ids 4..31)."""


RULES = {"tenhou": GameRule.default_tenhou, "mjsoul": GameRule.default_mjsoul}
"""riichienv's rule presets by the name a record keeps in its ``rig`` field."""


def new_env(rule: str = "tenhou") -> RiichiEnv:
    """A single-hand sanma riichienv with red fives and one of its rule presets."""
    return RiichiEnv(game_mode="3p-red-single", rule=RULES[rule]())


class SanmaRecorder:
    """Turns riichienv's sanma mjai log into our event lines and facts, incrementally."""

    def __init__(self, env: RiichiEnv, seed: int, rule: str, honba: int, sticks: int) -> None:
        self.env = env
        self.pos = 0
        self.concealed: list[list[int]] = [[], [], []]
        self.open_hand = [False] * 3
        self.in_riichi = [False] * 3
        self.pending_riichi: int | None = None
        self.record = HandRecord(
            oracle="riichienv-sanma", seed=seed, rig=rule, round="E1", honba=honba,
            riichi_sticks=sticks, scores=dict.fromkeys(SEATS3, 35000), hands={},
            dora_indicators=[],
        )

    @staticmethod
    def seat(pid: int) -> str:
        return SEATS3[pid]

    def fact(self, ask: str, pid: int, answer: Any, tile: str | None = None,
             note: str = "") -> None:
        self.record.facts.append(
            Fact(ask, self.seat(pid), len(self.record.events), answer, tile, note)
        )

    def consume(self, legal: dict[int, list[Any]]) -> None:
        """Convert the new mjai events; facts for the moment the last one left."""
        new = self.env.mjai_log[self.pos:]
        self.pos = len(self.env.mjai_log)
        # the offers belong to the last event that asks for a decision: a kita that
        # turns a pending kan indicator logs its "dora" event after itself
        last = max((i for i, e in enumerate(new) if e["type"] != "dora"), default=-1)
        for i, event in enumerate(new):
            self._event(event, legal if i == last else {})

    def _take(self, pid: int, name: str) -> None:
        for t in self.concealed[pid]:
            if tile_of_id(t) == name:
                self.concealed[pid].remove(t)
                return
        raise AssertionError(f"{self.record.label()}: {name} not in the hand of {pid}")

    @staticmethod
    def _id_for(name: str) -> int:
        return next(t for t in range(136) if tile_of_id(t) == name)

    def _event(self, e: dict[str, Any], legal: dict[int, list[Any]]) -> None:
        kind = e["type"]
        if kind == "start_kyoku":
            for pid, tehai in enumerate(e["tehais"]):
                names = [tile_of_mjai(p) for p in tehai]
                self.concealed[pid] = [self._id_for(n) for n in names]
                self.record.hands[self.seat(pid)] = hand_text(self.concealed[pid])
            self.record.dora_indicators = [tile_of_mjai(e["dora_marker"])]
        elif kind == "tsumo":
            pid, name = e["actor"], tile_of_mjai(e["pai"])
            self.concealed[pid].append(self._id_for(name))
            self.record.events.append(f"{self.seat(pid)} draw {name}")
            if pid in legal:
                self._after_draw(pid, legal[pid])
        elif kind == "reach":
            self.pending_riichi = e["actor"]
        elif kind == "dahai":
            pid, name = e["actor"], tile_of_mjai(e["pai"])
            self._take(pid, name)
            verb = "riichi" if self.pending_riichi == pid else "discard"
            if verb == "riichi":
                self.in_riichi[pid], self.pending_riichi = True, None
            self.record.events.append(f"{self.seat(pid)} {verb} {name}")
            self._ron_chances(pid, name, legal, "discard")
        elif kind in ("pon", "daiminkan"):
            pid = e["actor"]
            for tile in e["consumed"]:
                self._take(pid, tile_of_mjai(tile))
            self.open_hand[pid] = True
            self.record.events.append(f"{self.seat(pid)} {kind} {tile_of_mjai(e['pai'])}")
        elif kind == "ankan":
            pid = e["actor"]
            consumed = [tile_of_mjai(t) for t in e["consumed"]]
            for name in consumed:
                self._take(pid, name)
            self.record.events.append(f"{self.seat(pid)} ankan {plain(consumed[0])}")
        elif kind == "kakan":
            pid, name = e["actor"], tile_of_mjai(e["pai"])
            self._take(pid, name)
            self.record.events.append(f"{self.seat(pid)} kakan {name}")
            self._ron_chances(pid, name, legal, "chankan")
        elif kind == "kita":
            pid = e["actor"]
            self._take(pid, "4z")
            self.record.events.append(f"{self.seat(pid)} kita")
            self._ron_chances(pid, "4z", legal, "kita")
        elif kind == "dora":
            self.record.kan_dora_indicators.append(tile_of_mjai(e["dora_marker"]))
        elif kind == "hora":
            self._win(e)
        elif kind == "ryukyoku":
            self.record.outcome = str(e.get("reason", "ryukyoku"))

    def _after_draw(self, pid: int, actions: list[Any]) -> None:
        types = {a.action_type for a in actions}
        hand = self.concealed[pid]
        note = "in_riichi" if self.in_riichi[pid] else ""
        if not self.open_hand[pid] and not self.in_riichi[pid]:
            self.fact("riichi_allowed", pid, AT.RIICHI in types, note=note)
        if AT.TSUMO in types or calculate_shanten(hand) == -1:
            self.fact("tsumo_allowed", pid, AT.TSUMO in types, note=note)
        kinds = [t // 4 for t in hand]
        for k in sorted(set(kinds)):
            if kinds.count(k) == 4:
                allowed = any(a.action_type == AT.ANKAN and a.consume_tiles
                              and a.consume_tiles[0] // 4 == k for a in actions)
                self.fact("ankan_allowed", pid, allowed, plain(tile_of_id(4 * k + 1)), note)

    def _ron_chances(self, actor: int, name: str, legal: dict[int, list[Any]],
                     note: str) -> None:
        tile = self._id_for(name)
        for pid in range(3):
            if pid == actor:
                continue
            offered = any(a.action_type == AT.RON for a in legal.get(pid, []))
            if offered or calculate_shanten([*self.concealed[pid], tile]) == -1:
                tag = note + (",in_riichi" if self.in_riichi[pid] else "")
                self.fact("ron_allowed", pid, offered, note=tag)

    def _win(self, e: dict[str, Any]) -> None:
        pid, target = e["actor"], e["target"]
        tsumo = pid == target
        self.record.events.append(f"{self.seat(pid)} {'tsumo' if tsumo else 'ron'}")
        result = self.env.win_results[pid]
        yaku = tuple(sorted({YAKU_IDS.get(y.id, "nukidora") for y in result.yaku_list()}))
        points = calculate_score(result.han, result.fu, pid == 0, tsumo, 0, 3).total
        deltas = e.get("deltas")
        payments = {self.seat(p): deltas[p] for p in range(3)} if deltas else None
        yakuman = result.han // 13 if result.yakuman else 0
        if self.in_riichi[pid] and not self.record.ura_dora_indicators:
            self.record.ura_dora_indicators = [
                tile_of_mjai(m) for m in self.env._get_ura_markers()
            ]
        answer = WinAnswer(yaku, result.han, result.fu, yakuman, points, payments)
        self.fact("win", pid, answer, note="tsumo" if tsumo else "ron")
        self.record.outcome = "win"


def _choose(rng: random.Random, env: RiichiEnv, pid: int, actions: list[Any],
            eager_kita: bool = False) -> Any:
    """The random player's choice (``eager_kita``: set every north aside at once)."""
    by_type: dict[Any, list[Any]] = {}
    for a in actions:
        by_type.setdefault(a.action_type, []).append(a)
    if eager_kita and AT.KITA in by_type:
        return by_type[AT.KITA][0]
    for action_type, chance in CHANCES:
        if action_type in by_type and rng.random() < chance:
            return rng.choice(by_type[action_type])
    discards = by_type.get(AT.DISCARD)
    if not discards:
        return by_type.get(AT.PASS, actions)[0]
    if rng.random() < 0.15:
        return rng.choice(discards)
    hand = list(env.hands[pid])
    scored = []
    for a in discards:
        rest = hand.copy()
        rest.remove(a.tile)
        scored.append((calculate_shanten(rest), a))
    best = min(s for s, _ in scored)
    return rng.choice([a for s, a in scored if s == best])


def _order(action: Any) -> tuple[str, int, tuple[int, ...]]:
    """A fixed order for the legal actions, which riichienv lists in varying order."""
    tile = action.tile
    return (str(action.action_type), -1 if tile is None else tile, tuple(action.consume_tiles))


def play_hand(seed: int, env: RiichiEnv | None = None, rule: str = "tenhou") -> HandRecord:
    """Play sanma hand number ``seed`` live under riichienv's ``rule`` preset (the
    ``env``, when given, must have been made with it)."""
    env = env or new_env(rule)
    rng = random.Random(seed * 104729 + 3)
    wall = list(SANMA_TILES)
    random.Random(seed).shuffle(wall)  # riichienv's own seeded shuffle is not repeatable
    rigged = seed % 5 == 4
    if rigged:
        seat, hand, extra = RIGS[seed // 5 % len(RIGS)]
        _place(wall, [*zip(DEALT[seat], _kinds(hand), strict=True),
                      *((index, _kinds(tile)[0]) for index, tile in extra)])
    honba, sticks = seed % 3, seed // 3 % 2  # counters on the table, so payments vary
    obs = env.reset(oya=0, wall=wall, round_wind=0, scores=[35000] * 3, honba=honba,
                    kyotaku=sticks)
    recorder = SanmaRecorder(env, seed, rule, honba, sticks)
    while True:
        legal = {pid: sorted(o.legal_actions(), key=_order) for pid, o in sorted(obs.items())}
        recorder.consume(legal)
        if env.done():
            break
        choice = {pid: _choose(rng, env, pid, acts, rigged and pid == 0)
                  for pid, acts in legal.items() if acts}
        obs = env.step(choice)
    return recorder.record


def _kinds(hand: str) -> list[int]:
    """riichienv tile kinds (0..33) of an MPSZ hand."""
    kinds: list[int] = []
    digits: list[int] = []
    for ch in hand:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            kinds += [9 * "mpsz".index(ch) + d - 1 for d in digits]
            digits = []
    return kinds


def _place(wall: list[int], placements: list[tuple[int, int]]) -> None:
    """Swap a tile of each wanted kind into its wall index (earlier placements kept)."""
    fixed: set[int] = set()
    for index, kind in placements:
        source = next(i for i, t in enumerate(wall)
                      if t // 4 == kind and i not in fixed and t not in (16, 52, 88))
        wall[index], wall[source] = wall[source], wall[index]
        fixed.add(index)


def play_hands(start: int, count: int, rule: str = "tenhou") -> Iterator[HandRecord]:
    """Hands ``start`` .. ``start + count - 1``, each seeded by its number."""
    env = new_env(rule)
    for seed in range(start, start + count):
        yield play_hand(seed, env=env, rule=rule)

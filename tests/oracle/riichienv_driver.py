"""Play seeded, rigged hands LIVE in riichienv and record what it allowed, in our notation.

riichienv (``RiichiEnv(game_mode="4p-red-single", rule=GameRule.default_tenhou())``) is
driven one hand at a time (single-hand mode keeps its win results; its replay path
misreports haitei/houtei, so it is never used). A random-but-rigged :class:`Policy`
answers every decision; the :class:`Recorder` turns the engine's mjai log into our
event lines and collects, at each decision point, the oracle's facts:

* after a draw: ``riichi_allowed`` (closed hand not yet in riichi), ``tsumo_allowed``
  (the fourteen tiles form a winning shape or tsumo is offered), ``ankan_allowed`` for
  each kind held four times;
* after a discard or an added kan: ``ron_allowed`` for each other seat whose hand the
  tile completes (or that is offered ron);
* at the end: ``win`` per winner (yaku in our ids, han, fu, points, payments) and
  ``abortive_draw`` with the oracle's kind.

Entry points: :func:`play_hand` (one seeded hand) and :func:`play_hands` (a range).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from riichienv import ActionType, GameRule, RiichiEnv, calculate_score

from tests.oracle.mjai_log import (
    YAKU_IDS,
    MjaiRecorder,
    action_order,
    by_action_type,
    hand_text,
    id_for,
    non_discard_choice,
    plain,
    shape_keeping,
    tile_of_id,
    tile_of_mjai,
)
from tests.oracle.record import SEATS, HandRecord, WinAnswer
from tests.oracle.rigging import Rig, build_rig

AT = ActionType

ABORT_KINDS = (
    ("kyushu", "kyuushu_kyuuhai"),
    ("fuuren", "suufon_renda"),
    ("suukan", "suukaikan"),
    ("suucha", "suucha_riichi"),
    ("sancha", "sanchahou"),
)
"""Substrings of riichienv's ryukyoku reasons (``kyushu_kyuhai``, ``sufuurenta``,
``suukansansen``, ``suucha_riichi``, ``sanchaho``) and our ``abortive_draw`` answers."""


def abort_kind(reason: str) -> str | None:
    """Our ``abortive_draw`` answer for a riichienv ryukyoku reason (``None``: not one)."""
    low = reason.lower()
    for needle, kind in ABORT_KINDS:
        if needle in low:
            return kind
    return None


@dataclass
class Policy:
    """How often the random player takes each offered action (seeded by the hand)."""

    ron: float = 0.8
    tsumo: float = 0.85
    riichi: float = 0.85
    ankan: float = 0.5
    kakan: float = 0.4
    pon: float = 0.25
    chi: float = 0.1
    daiminkan: float = 0.3
    kyuushu: float = 0.6
    keep_shape: float = 0.85


class Recorder(MjaiRecorder):
    """Turns riichienv's mjai log into our event lines and facts, incrementally."""

    def __init__(self, env: RiichiEnv, rig: Rig, seed: int) -> None:
        super().__init__(self._blank_record(rig, seed), players=4)
        self.env = env
        self.rig = rig
        self.pos = 0
        self.last_drawer: int | None = None
        self.rons: list[int] = []  # who declared ron in the step being consumed
        self.last_discarder = rig.oya
        self.revealed: list[str] = []

    @staticmethod
    def _blank_record(rig: Rig, seed: int) -> HandRecord:
        return HandRecord(
            oracle="riichienv",
            seed=seed,
            rig=rig.name,
            round=f"{'ESWN'[rig.round_wind]}{rig.oya + 1}",
            honba=rig.honba,
            riichi_sticks=rig.sticks,
            scores={SEATS[(p - rig.oya) % 4]: rig.scores[p] for p in range(4)},
            hands={},
            dora_indicators=[tile_of_id(rig.wall[-5])],
            kan_dora_indicators=[tile_of_id(rig.wall[i]) for i in (-7, -9, -11, -13)],
            ura_dora_indicators=[tile_of_id(rig.wall[i]) for i in (-6, -8, -10, -12, -14)],
            wall=list(rig.wall),
        )

    def seat(self, pid: int) -> str:
        return SEATS[(pid - self.rig.oya) % 4]

    def emit(self, line: str) -> None:
        self.record.events.append(line)

    def start(self) -> None:
        for pid, hand in enumerate(self.env.hands):
            tiles = list(hand)
            if pid == self.rig.oya:
                tiles.remove(self.rig.wall[52])  # the dealer's 14th tile is its first draw
            self.concealed[pid] = tiles
            self.record.hands[self.seat(pid)] = hand_text(tiles)

    # -- the log -------------------------------------------------------------------
    def consume(self, legal: dict[int, list[Any]]) -> None:
        """Convert the new mjai events; facts for the moment the last one left."""
        log = self.env.mjai_log
        new = log[self.pos :]
        self.pos = len(log)
        for i, event in enumerate(new):
            self._event(event, legal if i == len(new) - 1 else {})

    def _event(self, e: dict[str, Any], legal: dict[int, list[Any]]) -> None:
        kind = e["type"]
        if kind == "tsumo":
            pid = e["actor"]
            name = tile_of_mjai(e["pai"])
            self.concealed[pid].append(id_for(name))
            self.emit(f"{self.seat(pid)} draw {name}")
            self.last_drawer = pid
            if pid in legal:
                self._after_draw(pid, legal[pid])
        elif kind == "reach":
            self.pending_riichi = e["actor"]
        elif kind == "dahai":
            pid = e["actor"]
            name = tile_of_mjai(e["pai"])
            self._remove(pid, [name])
            verb = "riichi" if self.pending_riichi == pid else "discard"
            if verb == "riichi":
                self.in_riichi[pid] = True
                self.pending_riichi = None
            self.emit(f"{self.seat(pid)} {verb} {name}")
            self.last_discarder = pid
            self._ron_chances(pid, name, legal, "discard")
        elif kind in ("chi", "pon", "daiminkan"):
            pid = e["actor"]
            consumed = [tile_of_mjai(t) for t in e["consumed"]]
            self._remove(pid, consumed)
            self.open_hand[pid] = True
            name = tile_of_mjai(e["pai"])
            tail = " " + "".join(c[0] for c in consumed) + consumed[0][1] if kind == "chi" else ""
            self.emit(f"{self.seat(pid)} {kind} {name}{tail}")
        elif kind == "ankan":
            pid = e["actor"]
            consumed = [tile_of_mjai(t) for t in e["consumed"]]
            self._remove(pid, consumed)
            self.emit(f"{self.seat(pid)} ankan {plain(consumed[0])}")
        elif kind == "kakan":
            pid = e["actor"]
            name = tile_of_mjai(e["pai"])
            self._remove(pid, [name])
            self.emit(f"{self.seat(pid)} kakan {name}")
            self._ron_chances(pid, name, legal, "chankan")
        elif kind == "dora":
            self.revealed.append(tile_of_mjai(e["dora_marker"]))
        elif kind == "hora":
            self._win(e)
        elif kind == "ryukyoku":
            self._draw(e)

    # -- facts -----------------------------------------------------------------------
    def _win(self, e: dict[str, Any]) -> None:
        pid, target = e["actor"], e["target"]
        self.emit(f"{self.seat(pid)} {'tsumo' if pid == target else 'ron'}")
        result = self.env.win_results[pid]
        yaku = tuple(sorted({YAKU_IDS[y.id] for y in result.yaku_list()}))
        # the hand's value without honba, by the oracle's own table
        points = calculate_score(result.han, result.fu, pid == self.rig.oya, pid == target, 0).total
        deltas = e.get("deltas")
        payments = {self.seat(p): deltas[p] for p in range(4)} if deltas else None
        yakuman = result.han // 13 if result.yakuman else 0
        answer = WinAnswer(yaku, result.han, result.fu, yakuman, points, payments)
        self.fact("win", pid, answer, note="tsumo" if pid == target else "ron")
        self.record.outcome = "win"

    def _draw(self, e: dict[str, Any]) -> None:
        reason = str(e.get("reason", ""))
        kind = abort_kind(reason)
        self.record.outcome = kind or reason
        if kind is None:
            return
        actor = self.last_drawer if self.last_drawer is not None else self.rig.oya
        if kind == "kyuushu_kyuuhai":
            self.emit(f"{self.seat(actor)} kyuushu")
        if kind == "sanchahou":  # the three declarations are the event that aborts
            for pid in sorted(self.rons, key=lambda p: (p - self.last_discarder) % 4):
                self.emit(f"{self.seat(pid)} ron")
        self.fact("abortive_draw", actor, kind, note=reason)


def _choose(
    rng: random.Random,
    policy: Policy,
    rig: Rig,
    env: RiichiEnv,
    pid: int,
    actions: list[Any],
    turn: int,
) -> Any:
    """The random-but-rigged policy's choice among the offered actions."""
    by_type = by_action_type(actions)
    eager = rig.eager
    calls = 0.0 if "quiet" in eager else 1.0
    chances = (
        (AT.RON, 1.0 if "ron" in eager else policy.ron),
        (AT.TSUMO, policy.tsumo),
        (AT.KYUSHU_KYUHAI, policy.kyuushu),
        (AT.RIICHI, policy.riichi),
        (AT.ANKAN, 0.9 if "kan" in eager else policy.ankan),
        (AT.KAKAN, 0.9 if "kan" in eager else policy.kakan),
        (AT.DAIMINKAN, calls * (0.7 if "kan" in eager else policy.daiminkan)),
        (AT.PON, calls * (0.9 if "pon" in eager else policy.pon)),
        (AT.CHI, calls * policy.chi),
    )
    chosen = non_discard_choice(rng, by_type, chances, actions)
    if chosen is not None:
        return chosen
    discards = by_type[AT.DISCARD]
    wanted = rig.first_discard.get(pid)
    if wanted is not None and turn == 0:
        for a in discards:
            if a.tile // 4 == wanted:
                return a
    if rng.random() >= policy.keep_shape:
        return rng.choice(discards)
    return rng.choice(shape_keeping(list(env.hands[pid]), discards))


Chooser = Callable[[RiichiEnv, int, list[Any]], Any]
"""A scripted player: (env, player id, legal actions) -> the action to take."""


def play_hand(
    seed: int,
    rig: Rig | None = None,
    policy: Policy | None = None,
    env: RiichiEnv | None = None,
    choose: Chooser | None = None,
) -> HandRecord:
    """Play hand number ``seed`` live (rigged wall ``build_rig(seed)`` unless given).

    ``choose`` replaces the random policy (scripted hands for pinned tests).
    """
    rig = rig or build_rig(seed)
    policy = policy or Policy()
    env = env or new_env()
    rng = random.Random(seed * 7919 + 1)
    obs = env.reset(
        oya=rig.oya,
        wall=list(rig.wall),
        round_wind=rig.round_wind,
        scores=list(rig.scores),
        honba=rig.honba,
        kyotaku=rig.sticks,
        seed=seed,
    )
    recorder = Recorder(env, rig, seed)
    recorder.start()
    turns = [0] * 4
    while True:
        legal = {
            pid: sorted(o.legal_actions(), key=action_order)  # see action_order
            for pid, o in sorted(obs.items())
        }
        recorder.consume(legal)
        if env.done():
            break
        choice = {}
        for pid, actions in legal.items():
            if actions and choose is not None:
                choice[pid] = choose(env, pid, actions)
            elif actions:
                choice[pid] = _choose(rng, policy, rig, env, pid, actions, turns[pid])
                if choice[pid].action_type == AT.DISCARD:
                    turns[pid] += 1
        recorder.rons = [pid for pid, a in choice.items() if a.action_type == AT.RON]
        obs = env.step(choice)
    record = recorder.record
    if record.outcome.startswith("Error"):
        raise AssertionError(f"{record.label()}: riichienv refused an action: {record.outcome}")
    revealed = recorder.revealed
    if revealed != record.kan_dora_indicators[: len(revealed)]:
        raise AssertionError(f"{record.label()}: kan dora {revealed} not from the dead wall")
    return record


def new_env() -> RiichiEnv:
    """A single-hand riichienv with red fives and the Tenhou preset."""
    return RiichiEnv(game_mode="4p-red-single", rule=GameRule.default_tenhou())


def play_hands(start: int, count: int) -> Iterator[HandRecord]:
    """Hands ``start`` .. ``start + count - 1``, each seeded by its number."""
    env = new_env()
    for seed in range(start, start + count):
        yield play_hand(seed, env=env)

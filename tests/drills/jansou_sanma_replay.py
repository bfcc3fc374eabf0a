"""Replay a generated three-player hand in jansou's sanma mode, the second opinion.

As :mod:`tests.drills.riichienv_sanma_replay` does with riichienv: the generator's whole
wall is laid out the way jansou deals it, a scripted player answers each of jansou's
decision requests with the action our event list took next, and the sanma jansou
recorder (:class:`tests.oracle.sanma_jansou.SanmaJansouRecorder`) writes down what
jansou offered on the way (riichi, closed kan, ron on a discard, an added kan or a kita,
tsumo) and each win; :func:`tests.oracle.sanma_compare.compare_sanma` judges each fact
with our engine. jansou starts every game at 35,000 points, no honba and no sticks,
so the facts are judged on its record of the hand, not on our file.

Wall layouts. Ours: seat ``i`` is dealt ``wall[13i : 13i + 13]``, the live wall runs
from index 39, each replacement draw (a kan's or a kita's) is the last live tile, and
the dead wall (the last 14) holds the dora indicator at +4, kan dora at +5…+8 and ura
dora at +9…+13. jansou's sequence is the dead wall first — replacements 1 to 4 at
``s[0:4]``, dora indicators at 4, 6, 8, 10, 12 and ura beneath them at 5, 7…13 — then
the deal (three rounds of four tiles and one of one, E S W in turn) and the live wall;
each replacement shortens the live wall from its tail, and the fifth to eighth take
the cut tail tiles, last first.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from jansou.core.rules import preset
from jansou.core.tiles import Tile, TileKind
from jansou.game import actions as A
from jansou.game.environment import Environment
from jansou.game.flow import DecisionKind

from tests.drills.riichienv_replay import (
    Replayed,
    diverged,
    kind_of,
    replacements,
    ron_run,
)
from tests.drills.riichienv_sanma_replay import Sample, agreement_of
from tests.oracle.compare import Tally
from tests.oracle.jansou_driver import _Stop, drive, name
from tests.oracle.sanma_jansou import PRESETS, SanmaJansouRecorder
from tutor.drills.table import Table
from tutor.rules.tiles import kind

RULES = {"tenhou-sanma": "tenhou", "mahjong-soul-sanma": "mjsoul"}
MAX_REPLACEMENTS = 8
"""jansou's sanma wall gives eight replacement draws (four from the dead wall, four
from the cut tail)."""
REACTIONS = (DecisionKind.DISCARD_REACTION, DecisionKind.ROBBED_KAN,
             DecisionKind.NORTH_REACTION)


class Refused(Exception):
    """jansou did not offer the action our event took."""


def jansou_tile(tile: int) -> Tile:
    return Tile(TileKind(kind(tile)), red=tile >= 34)


def jansou_wall(table: Table) -> tuple[Tile, ...]:
    """Our dealt three-player wall in jansou's order (dead wall first)."""
    wall = list(table.wall)
    seats = table.players
    hands = [wall[13 * s : 13 * s + 13] for s in range(seats)]
    live = wall[13 * seats : len(wall) - 14]
    ours_dead = wall[len(wall) - 14 :]
    count = replacements(table)
    drawn = [live[len(live) - 1 - j] for j in range(count)]  # our replacement tiles
    spare = ours_dead[:4]  # tiles of ours that no draw takes
    dead = [0] * 14
    dead[4], dead[5] = ours_dead[4], ours_dead[9]
    for i in range(4):
        dead[6 + 2 * i], dead[7 + 2 * i] = ours_dead[5 + i], ours_dead[10 + i]
    for j in range(4):
        dead[j] = drawn[j] if j < count else spare.pop()
    cut: list[int | None] = [None] * count  # the live tail the replacements shorten
    for k in range(max(0, count - 4)):
        cut[count - 1 - k] = drawn[4 + k]
    tail = [t if t is not None else spare.pop() for t in cut]
    deal: list[int] = []
    for block, size in ((0, 4), (4, 4), (8, 4), (12, 1)):
        for seat in range(seats):
            deal += hands[seat][block : block + size]
    sequence = dead + deal + live[: len(live) - count] + tail
    return tuple(jansou_tile(t) for t in sequence)


def replay_jansou(table: Table, ruleset: str) -> Replayed:
    """Play ``table``'s events in jansou's sanma mode, recording its facts."""
    rule = RULES[ruleset]
    env = Environment(preset(PRESETS[rule]), seed=0, walls=[jansou_wall(table)])
    recorder = SanmaJansouRecorder(0, SimpleNamespace(name=rule))  # type: ignore[arg-type]
    recorder.record.oracle = "jansou-sanma-replay"
    recorder.env = env
    ours = [e.line(table.names, hidden=False) for e in table.events]
    refused: list[str] = []

    def choose(request: Any) -> Any:
        done = len(recorder.record.events)
        if done >= len(ours) and request.kind not in REACTIONS:
            raise _Stop  # past our last event: every window on it has been asked
        line = ours[done] if done < len(ours) else "- pass"
        try:
            return _action(request, ron_run(ours, done).get(table.names[request.seat], line),
                           table.names[request.seat])
        except Refused as error:
            refused.append(str(error))
            raise _Stop from None

    record = drive(env, recorder, choose)
    record.facts = [f for f in record.facts if f.n_events <= len(ours)]
    record.events = record.events[: len(ours)]
    why = refused[0] if refused else diverged(record.events, ours)
    return Replayed(record, why)


def _action(request: Any, line: str, seat: str) -> Any:
    """jansou's action for our next event ``line`` (a pass when it is not this seat's)."""
    who, verb, *args = line.split()
    by: dict[type, list[Any]] = {}
    for action in request.actions:
        by.setdefault(type(action), []).append(action)
    if request.kind is DecisionKind.TENPAI:
        return next(a for a in request.actions if getattr(a, "declare", False))
    if who != seat or verb in ("draw", "pass"):
        if A.Pass in by:
            return by[A.Pass][0]
        raise Refused(f"replay:pass_refused:{line}")
    wanted = {"ron": A.Ron, "tsumo": A.Tsumo, "kyuushu": A.NineTerminals, "kita": A.Nuki,
              "pon": A.Pon, "chi": A.Chii, "daiminkan": A.OpenKan, "ankan": A.ClosedKan,
              "kakan": A.AddedKan, "discard": A.Discard, "riichi": A.Riichi}
    for action in by.get(wanted.get(verb, type(None)), []):
        if _matches(verb, args, action):
            return action
    raise Refused(f"replay:{verb}")


def _matches(verb: str, args: list[str], action: Any) -> bool:
    if verb in ("ron", "tsumo", "kyuushu", "kita", "daiminkan"):
        return True
    if verb == "ankan":
        return int(action.kind) == kind_of(args[0])
    if verb in ("discard", "riichi", "kakan"):
        return bool(name(action.tile) == args[0])
    if len(args) > 1:  # pon or chi naming the tiles taken from the hand
        return sorted(name(t) for t in action.tiles) == sorted(d + args[1][-1]
                                                              for d in args[1][:-1])
    return all(int(t.kind) == kind_of(args[0]) for t in action.tiles)


def jansou_agreement(ruleset: str, sample: Sample) -> tuple[Tally, list[str], int]:
    """Replay generated three-player questions in jansou; the tally, refused replays,
    and how many hands had more replacement draws than jansou's wall gives."""
    return agreement_of(ruleset, sample, replay_jansou, MAX_REPLACEMENTS)

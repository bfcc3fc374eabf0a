"""Replay a generated three-player hand live in riichienv's sanma mode and compare facts.

As :mod:`tests.drills.riichienv_replay` does at four players: the generator's whole
wall is laid out the way riichienv's ``3p-red-single`` mode deals it, a scripted player
takes at each decision the action our event list took next (``kita`` included), and
the sanma recorder (:class:`tests.oracle.sanma_driver.SanmaRecorder`) writes down what
riichienv allowed on the way; :func:`tests.oracle.sanma_compare.compare_sanma` judges
each such fact with our engine under the matching preset.

Wall layouts. Ours: seat ``i`` is dealt ``wall[13i : 13i + 13]``, the live wall runs
from index 39, a kan's or a kita's replacement is the last live tile, the dead wall's
fixed slots hold the dora indicator (+4), kan dora (+5…) and ura dora (+9…). riichienv
deals three blocks of four and one tile to each of the three seats, draws live tiles
from 39 and replacements from ``wall[-1]``, ``wall[-2]``…, with the indicators where its
four-player mode has them (``wall[-5]``; kan dora ``-7, -9…``; ura ``-6, -8…``). A hand
with more than four replacement draws (kans and kitas together) is not replayed.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from tests.drills.riichienv_replay import (
    RED_KIND,
    ReplayRefused,
    choose,
    diverged,
    ron_run,
)
from tests.oracle.compare import Tally
from tests.oracle.mjai_log import action_order
from tests.oracle.record import HandRecord
from tests.oracle.sanma_compare import compare_sanma
from tests.oracle.sanma_driver import SanmaRecorder, new_env
from tutor.drills.bank import question_and_table
from tutor.drills.table import Table
from tutor.rules.tiles import kind

RULES = {"tenhou-sanma": "tenhou", "mahjong-soul-sanma": "mjsoul"}
ASKS = {"riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed", "win"}
LIVE = 55
MAX_REPLACEMENTS = 4


def replacements(table: Table) -> int:
    return sum(1 for e in table.events if e.verb in ("ankan", "kakan", "daiminkan", "kita"))


def sanma_wall(table: Table) -> list[int]:
    """Our dealt 108 tiles, laid out the way riichienv's sanma mode deals them."""
    copies: Counter[int] = Counter()

    def ident(tile: int) -> int:
        if tile in RED_KIND:
            return 4 * RED_KIND[tile]
        k = kind(tile)
        copies[k] += 1
        return 4 * k + copies[k] - (0 if k in (4, 13, 22) else 1)

    ids = [ident(t) for t in table.wall]
    hands = [ids[13 * seat: 13 * seat + 13] for seat in range(3)]
    live = ids[39: 39 + LIVE]
    ours_dead = ids[39 + LIVE:]
    dead = [0] * 14
    dead[9] = ours_dead[4]
    for i in range(4):
        dead[7 - 2 * i] = ours_dead[5 + i]
    for i in range(5):
        dead[8 - 2 * i] = ours_dead[9 + i]
    spare = [ours_dead[i] for i in range(4)]
    for j in range(4):
        if j < replacements(table):
            dead[13 - j] = live[LIVE - 1 - j]
            live[LIVE - 1 - j] = spare[j]
        else:
            dead[13 - j] = spare[j]
    wall: list[int] = []
    for block in range(3):
        for seat in range(3):
            wall += hands[seat][4 * block: 4 * block + 4]
    wall += [hands[seat][12] for seat in range(3)]
    return wall + live + dead


@dataclass
class SanmaReplayed:
    record: HandRecord
    refused: str | None


def replay_sanma(table: Table, ruleset: str) -> SanmaReplayed:
    """Play ``table``'s events in riichienv's sanma mode, recording its facts."""
    rule = RULES[ruleset]
    env = new_env(rule)
    scores = [s.score for s in table.seats]
    obs = env.reset(oya=0, wall=sanma_wall(table), round_wind=0, scores=scores,
                    honba=table.honba, kyotaku=table.sticks)
    recorder = SanmaRecorder(env, 0, rule, table.honba, table.sticks)
    recorder.record.scores = {table.names[i]: s for i, s in enumerate(scores)}
    ours = [e.line(table.names, hidden=False) for e in table.events]
    while True:
        legal = {pid: sorted(o.legal_actions(), key=action_order)
                 for pid, o in sorted(obs.items())}
        recorder.consume(legal)
        done = len(recorder.record.events)
        if done >= len(ours) or env.done():
            # the recorder ends a nine-terminals draw without an event line of its own
            kyuushu = ours[-1].endswith(" kyuushu") and \
                recorder.record.outcome == "kyushu_kyuhai"
            played = ours[:-1] if kyuushu else ours
            return SanmaReplayed(recorder.record, diverged(recorder.record.events, played))
        rons = ron_run(ours, done)
        try:
            choice = {pid: choose(pid, actions, rons.get("ESW"[pid], ours[done]), recorder)
                      for pid, actions in legal.items() if actions}
        except ReplayRefused as refused:
            return SanmaReplayed(recorder.record, str(refused))
        obs = env.step(choice)


def sanma_agreement(ruleset: str, skills: list[str], per_skill: int,
                    seed: int = 0) -> tuple[Tally, list[str], int]:
    """Replay generated three-player questions; the tally, refused replays, and how many
    hands were left out for having more than four replacement draws."""
    records: list[HandRecord] = []
    refused: list[str] = []
    skipped = 0
    for skill in skills:
        for index in range(per_skill):
            question, table = question_and_table(skill, ruleset, seed, index)
            if replacements(table) > MAX_REPLACEMENTS:
                skipped += 1
                continue
            done = replay_sanma(table, ruleset)
            if done.refused is not None:
                refused.append(f"{question.id}: {done.refused}")
                continue
            records.append(done.record)
    return compare_sanma(records, ASKS), refused, skipped

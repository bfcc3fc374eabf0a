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

from collections.abc import Callable
from functools import lru_cache

from tests.drills.riichienv_replay import (
    Replayed,
    drive,
    replacements,
    riichienv_wall,
    unsaid_pass_disagreements,
)
from tests.oracle.compare import Disagreement, Tally
from tests.oracle.record import HandRecord
from tests.oracle.sanma_compare import compare_sanma
from tests.oracle.sanma_driver import SanmaRecorder, new_env
from tutor import api, drills
from tutor.drills.bank import question_and_table
from tutor.drills.question import Question
from tutor.drills.table import Table

RULES = {"tenhou-sanma": "tenhou", "mahjong-soul-sanma": "mjsoul"}
ASKS = {"riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed", "win"}
MAX_REPLACEMENTS = 4


def replay_sanma(table: Table, ruleset: str) -> Replayed:
    """Play ``table``'s events in riichienv's sanma mode, recording its facts."""
    rule = RULES[ruleset]
    env = new_env(rule)
    scores = [s.score for s in table.seats]
    obs = env.reset(oya=0, wall=riichienv_wall(table), round_wind=0, scores=scores,
                    honba=table.honba, kyotaku=table.sticks)
    recorder = SanmaRecorder(env, 0, rule, table.honba, table.sticks)
    recorder.record.scores = {table.names[i]: score for i, score in enumerate(scores)}
    return drive(env, obs, recorder, table)


Sample = tuple[tuple[Question, Table], ...]


@lru_cache(maxsize=2)
def generated_sample(ruleset: str, per_skill: int, seed: int) -> Sample:
    """``per_skill`` generated questions of every skill the three-player preset deals,
    with their tables: made once a session and replayed in both oracles."""
    rules = api.load_ruleset(ruleset)
    return tuple(question_and_table(skill.id, ruleset, seed, index)
                 for skill in drills.skills() if skill.applies_to(rules)
                 for index in range(per_skill))


def sanma_agreement(ruleset: str, sample: Sample) -> tuple[Tally, list[str], int]:
    """Replay generated three-player questions in riichienv; the tally, refused replays,
    and how many hands were left out for having more than four replacement draws."""
    return agreement_of(ruleset, sample, replay_sanma, MAX_REPLACEMENTS)


def agreement_of(ruleset: str, sample: Sample, replay: Callable[[Table, str], Replayed],
                 most: int) -> tuple[Tally, list[str], int]:
    """Replay each hand of ``sample`` with ``replay`` (one oracle) and judge its facts:
    the tally (a win the oracle offered a shown seat, passed unsaid, is a disagreement
    too), the replays the oracle refused, and how many hands were left out for having
    more than ``most`` replacement draws."""
    records: list[HandRecord] = []
    refused: list[str] = []
    passes: list[Disagreement] = []
    skipped = 0
    for question, table in sample:
        if replacements(table) > most:
            skipped += 1
            continue
        done = replay(table, ruleset)
        if done.refused is not None:
            refused.append(f"{question.id}: {done.refused}")
            continue
        records.append(done.record)
        passes += unsaid_pass_disagreements(done.record, question, table)
    tally = compare_sanma(records, ASKS)
    tally.disagreements += passes
    return tally, refused, skipped

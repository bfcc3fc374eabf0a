"""Wins judged per second: the whole ``win`` ask against ``mahjong`` scoring the same hands.

Run: ``.venv/bin/python -m tests.bench win [--wins N] [--seed S]``.

Seeded riichienv hands (the differential test's driver) are played until ``N`` wins
are collected (default 2,000; ``--wins 20000`` for the full run). For each win the
situation file is rendered, and then timed:

* ours: parse the situation, replay every event on a table (checking each tile),
  judge the ``win`` ask (situational yaku with reasons, hand yaku, fu, points,
  payments);
* reference: ``mahjong``'s ``HandCalculator.estimate_hand_value`` scoring the same
  winning hand with the same flags, its inputs prepared before the clock starts.

Every win is also compared with riichienv's own result (the differential check); the
number of disagreements is printed. Target: ratio (ours / mahjong, wins per second)
of at least 1.0 — judging a whole situation as fast as the library scores one hand.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
from typing import Any

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld as LibMeld

from tests.oracle.compare import win_differences
from tests.oracle.record import Fact, HandRecord
from tests.oracle.riichienv_driver import new_env, play_hand
from tests.oracle.situations import situation_text
from tutor.engine.seat import forget_waits
from tutor.engine.situation import parse_situation
from tutor.errors import TutorError
from tutor.judges import judge, replay, resolve_ruleset
from tutor.judges.situational_yaku import judge_situational
from tutor.rules.library_input import to_136

_KINDS = {
    "chi": LibMeld.CHI,
    "pon": LibMeld.PON,
    "daiminkan": LibMeld.KAN,
    "ankan": LibMeld.KAN,
    "kakan": LibMeld.SHOUMINKAN,
}


@dataclass
class LibraryInput:
    """One winning hand as ``mahjong`` takes it."""

    tiles: list[int]
    win: int
    melds: list[LibMeld]
    config: HandConfig


def collect(wins: int, seed: int) -> list[tuple[HandRecord, Fact]]:
    """(hand, win fact) pairs from seeded riichienv hands until ``wins`` are found."""
    env = new_env()
    found: list[tuple[HandRecord, Fact]] = []
    while len(found) < wins:
        record = play_hand(seed, env=env)
        found.extend((record, f) for f in record.facts if f.ask == "win")
        seed += 1
    return found[:wins]


def library_input(text: str, seat: str) -> LibraryInput:
    """The mahjong-library call for the win of ``seat`` in situation ``text``."""
    situation = parse_situation(text)
    table = replay(situation, resolve_ruleset(situation, None))
    state = table.seat(seat)
    win = next(w for w in table.wins if w.seat == seat)
    concealed = list(state.hand) if win.source == "tsumo" else [*state.hand, win.tile]
    groups = to_136([concealed, *[list(m.tiles) for m in state.melds]])
    melds = [
        LibMeld(meld_type=_KINDS[m.kind], tiles=ids, opened=m.is_open)
        for m, ids in zip(state.melds, groups[1:], strict=True)
    ]
    found = judge_situational(table, seat)
    config = HandConfig(
        is_tsumo=win.source == "tsumo",
        is_riichi=found.riichi,
        is_daburu_riichi=found.double_riichi,
        is_ippatsu=found.ippatsu,
        is_haitei=found.haitei,
        is_houtei=found.houtei,
        is_rinshan=found.rinshan,
        is_chankan=found.chankan,
        is_tenhou=found.tenhou,
        is_chiihou=found.chiihou,
        player_wind=EAST + "ESWN".index(seat),
        round_wind=EAST + situation.round_wind,
        options=OptionalRules(has_open_tanyao=True, has_aka_dora=True),
    )
    tiles = [t for ids in groups for t in ids]
    return LibraryInput(tiles, groups[0][concealed.index(win.tile)], melds, config)


@dataclass
class WinTiming:
    """One timed run of the ``win`` ask against the library, on the same hands."""

    wins: int
    ours: float
    """Seconds to parse, replay and judge every win."""
    theirs: float
    """Seconds for ``estimate_hand_value`` on the same hands."""
    disagreements: int
    refused: list[str]

    @property
    def ratio(self) -> float:
        """Wins judged per second over the library's hands scored per second."""
        return self.theirs / self.ours


def time_wins(wins: int, seed: int) -> WinTiming:
    """Collect ``wins`` riichienv wins from ``seed`` on, then time ours and theirs."""
    pairs = collect(wins, seed)
    texts = [situation_text(r, f, with_expect=False) for r, f in pairs]
    refused: list[str] = []
    kept: list[int] = []
    inputs: list[LibraryInput] = []
    for i, (text, (record, fact)) in enumerate(zip(texts, pairs, strict=True)):
        try:
            inputs.append(library_input(text, fact.seat))
            kept.append(i)
        except TutorError as error:  # the engine refuses a hand riichienv played
            refused.append(f"{record.label()}: {error}")
    texts = [texts[i] for i in kept]
    pairs = [pairs[i] for i in kept]

    answers: list[Any] = []
    forget_waits()  # library_input replayed these hands: time ours from a cold memo
    start = time.perf_counter()
    for text, (_, fact) in zip(texts, pairs, strict=True):
        answers.append(judge(parse_situation(text), ask="win", seat=fact.seat).answer)
    ours = time.perf_counter() - start

    start = time.perf_counter()
    for item in inputs:
        HandCalculator.estimate_hand_value(
            item.tiles, item.win, melds=item.melds, config=item.config
        )
    theirs = time.perf_counter() - start

    disagreements = sum(
        1
        for answer, (_, fact) in zip(answers, pairs, strict=True)
        if win_differences(fact.answer, answer)
    )
    return WinTiming(len(pairs), ours, theirs, disagreements, refused)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench win")
    parser.add_argument("--wins", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--quick", action="store_true", help="a tiny run (the smoke test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.wins = 10

    start = time.perf_counter()
    timing = time_wins(args.wins, args.seed)
    n, ours, theirs = timing.wins, timing.ours, timing.theirs
    print(f"collected and timed {n} wins from riichienv in {time.perf_counter() - start:.1f} s")
    print(
        f"ours:    {n / ours:8.0f} wins/s  (parse + replay + judge the win ask, {ours:.2f} s; "
        f"{1e6 * ours / n:.0f} us each)"
    )
    print(
        f"mahjong: {n / theirs:8.0f} wins/s  (estimate_hand_value alone, {theirs:.2f} s; "
        f"{1e6 * theirs / n:.0f} us each)"
    )
    print(f"ratio ours/mahjong: {timing.ratio:.2f}  (target >= 1.0)")
    # Our win judge calls estimate_hand_value itself (once per win), so the ratio is
    # bounded by 1.0 before any of our own work; show what that work costs.
    print(
        f"ours beyond one library call: {1e6 * (ours - theirs) / n:.0f} us per win "
        "(parse, replay, situational yaku with reasons, fu items, payments, "
        "the library's HandConfig)"
    )
    print(f"disagreements with riichienv: {timing.disagreements} of {n}")
    print(f"hands the engine refused (not judged): {len(timing.refused)}")
    for line in timing.refused[:5]:
        print("  " + line)
    return 0

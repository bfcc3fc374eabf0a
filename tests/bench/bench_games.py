"""Importing a corpus of self-played games: agreement, moments, hands per second, memory.

Run: ``.venv/bin/python -m tests.bench games [--quick] [--hands N] [--start S]``.
riichienv plays ``--hands`` seeded hands (2,000 by default; ``--quick`` 15), written
as mjai, tenhou.net/6 JSON and mjlog XML (``tests/games/corpus.py``). Each format is
imported (read, replayed, compared with the engine, moments cut) as
``riichi-tutor import`` does, into a fresh database. Printed: the hands and the records
compared, every difference (there should be none), the moments by kind, and per format
the hands imported per second, against jansou's parse alone of the same texts
(measured in the same run: the ratio is what replaying and judging cost), and the
peak memory of a second import of the same files, watched by tracemalloc.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path

from tests.games.corpus import corpus
from tutor.games import ImportReport, import_files, parse_game

SUFFIX = {"mjai": ".mjson", "tenhou6": ".json", "mjlog": ".mjlog"}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench games")
    parser.add_argument("--quick", action="store_true", help="a tiny run: 15 hands")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--start", type=int, default=0, help="the first seed")
    args = parser.parse_args(argv)
    hands = 15 if args.quick else args.hands
    began = time.perf_counter()
    made = corpus(args.start, hands)
    print(f"played and wrote {made.hands} hands in {time.perf_counter() - began:.1f} s")
    problems = 0
    with tempfile.TemporaryDirectory() as folder:
        for fmt in ("mjai", "tenhou6", "mjlog"):
            texts: tuple[str, ...] = getattr(made, fmt)
            paths = []
            for number, text in enumerate(texts):
                path = Path(folder) / f"game{number:04d}{SUFFIX[fmt]}"
                path.write_text(text, encoding="utf-8")
                paths.append(str(path))
            start = time.perf_counter()
            for text in texts:
                parse_game(text.encode("utf-8"), file=fmt)
            parse_time = time.perf_counter() - start
            report, took = _import(Path(folder) / f"{fmt}.db", paths)
            tracemalloc.start()  # a second import, watched: tracemalloc slows what it watches
            _import(Path(folder) / f"{fmt}-memory.db", paths)
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            differences = [d for g in report.games for d in g.differences]
            problems += len(differences)
            compared = sum(g.compared for g in report.games)
            print(
                f"{fmt:8} {report.hands} hands, {compared} records compared, "
                f"{len(differences)} differences; {report.hands / took:.0f} hands/s "
                f"(jansou's parse alone {report.hands / parse_time:.0f} hands/s, "
                f"ratio {took / parse_time:.1f}); peak {peak / 1_048_576:.1f} MB"
            )
            for difference in differences[:20]:
                print(f"  {difference}")
            if fmt == "mjai":
                kinds = Counter(report.kinds)
                print("  moments by kind (the learner's seat turns from game to game): "
                      + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    return 1 if problems else 0


def _import(db_path: Path, paths: list[str]) -> tuple[ImportReport, float]:
    """Import the files game by game, the learner's seat turning (0, 1, 2, 3, 0...)."""
    from tutor.store import open_store

    db = open_store(str(db_path))
    report = ImportReport()
    start = time.perf_counter()
    for number, path in enumerate(paths):
        one = import_files(db, "bench", [path], seat=number % 4)
        report.games += one.games
        report.added += one.added
    took = time.perf_counter() - start
    db.close()
    return report, took

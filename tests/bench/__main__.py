"""Run a benchmark: ``python -m tests.bench NAME [args]`` runs ``tests.bench.bench_NAME``.

Without a name it lists the benchmarks found next to this file.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def available() -> list[str]:
    """Names of the bench_*.py modules in this package."""
    return sorted(p.stem.removeprefix("bench_") for p in HERE.glob("bench_*.py"))


def main(argv: list[str]) -> int:
    names = available()
    if not argv or argv[0] in ("-h", "--help"):
        print("usage: python -m tests.bench NAME [args]")
        print("benchmarks: " + (", ".join(names) if names else "(none)"))
        return 0
    name, rest = argv[0], argv[1:]
    if name not in names:
        print(f"no benchmark {name!r}; known: {', '.join(names)}", file=sys.stderr)
        return 2
    module = importlib.import_module(f"tests.bench.bench_{name}")
    result = module.main(rest)
    return int(result or 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Every benchmark still runs: each ``tests/bench/bench_*.py`` gets a tiny ``--quick`` run.

Benchmarks are not collected by pytest (their names do not start with ``test_``); this
smoke test keeps them from rotting. It checks only that a run finishes and reports
success, never how fast it was.
"""

from __future__ import annotations

import importlib

import pytest

from tests.bench.__main__ import available
from tests.bench.__main__ import main as run_bench


def test_runner_lists_the_benchmarks(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_bench([]) == 0
    listed = capsys.readouterr().out
    assert all(name in listed for name in available())
    assert run_bench(["no-such-bench"]) == 2


@pytest.mark.parametrize("name", available())
def test_bench_runs_quick(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    module = importlib.import_module(f"tests.bench.bench_{name}")
    assert callable(module.main)
    result = module.main(["--quick"])
    assert result in (0, None)
    assert capsys.readouterr().out.strip(), "a benchmark prints its figures"

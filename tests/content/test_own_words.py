"""No file of the project repeats a run of eight words of the source documents.

Facts, numbers and rule names carry over from the seeds; their sentences do not. Words
are compared in lower case with punctuation dropped, so a quotation with its commas
changed is still found. The seeds live outside the project (``../shared/seeds``); in a
clone without them the test skips and says why.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ROOT.parent / "shared" / "seeds"
RUN = 8
SKIPPED_DIRS = frozenset(
    {
        ".git",
        ".venv",
        "venv",
        "__pycache__",
        ".pytest_cache",
        ".mypy_cache",
        ".ruff_cache",
        "node_modules",
        "build",
        "dist",
        ".hypothesis",
    }
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def words(text: str) -> list[str]:
    """The words of ``text``, lower-cased, without punctuation."""
    return _WORD.findall(text.lower())


def runs(tokens: list[str]) -> Iterator[tuple[str, ...]]:
    """Every run of ``RUN`` consecutive words."""
    for start in range(len(tokens) - RUN + 1):
        yield tuple(tokens[start : start + RUN])


def project_texts() -> Iterator[tuple[Path, str]]:
    """Every text file of the project (binary and generated folders left out)."""
    for path in sorted(ROOT.rglob("*")):
        relative = path.relative_to(ROOT)
        if any(part in SKIPPED_DIRS or part.endswith(".egg-info") for part in relative.parts):
            continue
        if not path.is_file():
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            yield relative, data.decode("utf-8")
        except UnicodeDecodeError:
            continue


def test_the_run_finder_sees_a_quotation_through_punctuation() -> None:
    seed = words("Purple owls, at dusk, sing softly over the old stone bridge.")
    text = words("They wrote: 'purple owls at dusk sing softly over the old...'")
    assert set(runs(seed)) & set(runs(text))
    assert not set(runs(seed)) & set(runs(words("At dusk owls sing over a bridge.")))


def test_no_project_file_repeats_eight_words_of_the_seeds() -> None:
    if not SEEDS.is_dir():
        pytest.skip(f"the source documents are not beside this clone ({SEEDS} is absent)")
    seed_runs: dict[tuple[str, ...], str] = {}
    for seed in sorted(SEEDS.glob("*.txt")):
        for run in runs(words(seed.read_text(encoding="utf-8", errors="replace"))):
            seed_runs.setdefault(run, seed.name)
    assert seed_runs, f"no seed text found in {SEEDS}"
    found = []
    for relative, text in project_texts():
        for run in runs(words(text)):
            if run in seed_runs:
                found.append(f"{relative}: '{' '.join(run)}' ({seed_runs[run]})")
                break
    assert not found, "runs of eight words taken from the seeds:\n" + "\n".join(found)

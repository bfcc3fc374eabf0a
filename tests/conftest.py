"""Shared fixtures, and the Hypothesis profile every property test runs under."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# Property tests are seeded like every other randomised test: the same examples on every
# run and machine (no random seed, no example database carried between runs). A test's
# own @settings fills in only what it names.
settings.register_profile("reproducible", derandomize=True, database=None)
settings.load_profile("reproducible")

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
"""The team's source material beside a checkout; absent from a fresh clone."""
DATA = ROOT / "tests" / "data"
"""Test data kept in the project, so the suite runs in a fresh clone."""


@pytest.fixture
def root() -> Path:
    return ROOT

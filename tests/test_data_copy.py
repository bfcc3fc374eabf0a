"""The test data the suite needs lives in the project, not in ``../shared``."""

from __future__ import annotations

import pytest

from tests.conftest import DATA, SHARED


def test_the_tenhou_hands_are_kept_in_the_project() -> None:
    names = sorted(path.name for path in (DATA / "tenhou").glob("*.json"))
    assert len(names) == 11
    assert names[0].startswith("01-") and names[-1].startswith("11-")


def test_the_copies_match_the_shared_source_folder() -> None:
    source = SHARED / "data" / "tenhou"
    if not source.is_dir():
        pytest.skip(
            "no shared/data/tenhou beside this checkout (a fresh clone): this test only "
            "compares the project's copies with the team's source folder"
        )
    originals = {path.name: path.read_bytes() for path in source.glob("*.json")}
    copies = {path.name: path.read_bytes() for path in (DATA / "tenhou").glob("*.json")}
    assert copies == originals

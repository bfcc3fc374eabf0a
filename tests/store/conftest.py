"""Fixtures for the store tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tutor.store import open_store
from tutor.store.connection import Database


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "progress.sqlite3"


@pytest.fixture
def db(db_path: Path) -> Iterator[Database]:
    database = open_store(db_path)
    yield database
    database.close()

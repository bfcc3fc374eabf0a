"""Where the data folders are: beside the package in a checkout, inside it in a wheel."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _data_dir(name: str) -> Path:
    for candidate in (_PACKAGE / "_data" / name, _PACKAGE.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"the tutor's {name}/ folder is missing from this installation")


def content_dir() -> Path:
    """``content/``: rule cards, rulesets, drills and curated situations."""
    return _data_dir("content")


def db_dir() -> Path:
    """``db/``: the database schema and its migrations."""
    return _data_dir("db")

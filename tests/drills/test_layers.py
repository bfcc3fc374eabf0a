"""The question bank stays in its layer: no tests, UI, store or CLI imports, no oracles."""

from __future__ import annotations

import ast
from pathlib import Path

import tutor.drills

FORBIDDEN = ("tests", "tutor.ui", "tutor.store", "tutor.cli", "riichienv", "jansou", "textual")


def test_the_bank_imports_nothing_above_or_beside_it() -> None:
    root = Path(tutor.drills.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(FORBIDDEN), f"{path.name} imports {name}"

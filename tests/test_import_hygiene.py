"""The pure core never loads Textual: it must run and be tested without the UI."""

from __future__ import annotations

import subprocess
import sys

import pytest

CORE = [
    "tutor.rules",
    "tutor.engine",
    "tutor.judges",
    "tutor.store",
    "tutor.drills",
    "tutor.cards",
    "tutor.glossary",
    "tutor.content_check",
    "tutor.cli.content",
    "tutor.cli.judge",
    "tutor.cli.export",
    "tutor.cli.backup",
]


@pytest.mark.parametrize("package", CORE)
def test_core_never_imports_textual(package: str) -> None:
    code = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for info in pkgutil.walk_packages(getattr(pkg, '__path__', []), pkg.__name__ + '.'):\n"
        "    importlib.import_module(info.name)\n"
        "print('textual' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"

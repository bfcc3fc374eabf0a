"""How benchmarks start child processes: as an installed tutor runs, with its bytecode.

``pip install`` compiles every module once; a working tree run with
``PYTHONDONTWRITEBYTECODE`` set (as the team's shells are) would instead compile the
tutor's sources at every start, and the reference (a bare Textual app or Python, whose
packages are installed) would not. So children write and read their bytecode under one
folder in the system's temporary directory (never in the tree), and each benchmark
starts its commands once, uncounted, before it measures.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

PYCACHE = Path(tempfile.gettempdir()) / "riichi-tutor-bench-pycache"


def child_env() -> dict[str, str]:
    """The environment for a measured child process."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return env

"""Damage a database file the way a failing disk or a bad copy does, for the tests."""

from __future__ import annotations

import sqlite3
from pathlib import Path

TABLE_LEAF = 0x0D
"""The page type of a b-tree page holding table rows."""


def break_cell_pointers(path: Path, pages: int = 3) -> int:
    """Point the first cell of up to ``pages`` row pages past the end of their page.

    The header (still in WAL mode), the page count and the schema stay valid, so the
    file opens and most rows read; ``PRAGMA quick_check`` reports the pages. Returns
    how many were broken.
    """
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    broken = 0
    # Skip the first pages (the schema); break pages from the end, where the rows are.
    for number in range(len(data) // page_size, 2, -1):
        start = (number - 1) * page_size
        cells = int.from_bytes(data[start + 3 : start + 5], "big")
        if data[start] != TABLE_LEAF or cells < 2:
            continue
        pointer = start + 8
        data[pointer : pointer + 2] = (page_size - 2).to_bytes(2, "big")
        broken += 1
        if broken == pages:
            break
    path.write_bytes(bytes(data))
    return broken

"""Situation texts in the store: one row per distinct text, packed small.

A situation file is about 700 bytes of TOML, and every attempt keeps the one it was
asked about, so texts are stored once (found again by their SHA-256) and packed with
zlib and a preset dictionary of the words situation files are made of (codec 1, kept
in the ``codecs`` table): about 250 bytes each. The text comes back byte for byte.
"""

from __future__ import annotations

import hashlib
import sqlite3
import zlib

CODEC = 1
"""The codec new rows are packed with."""

_dictionaries: dict[int, bytes] = {}


def _dictionary(conn: sqlite3.Connection, codec: int) -> bytes:
    if codec not in _dictionaries:
        row = conn.execute("SELECT dictionary FROM codecs WHERE id = ?", [codec]).fetchone()
        if row is None:
            raise ValueError(f"unknown situation codec {codec}")
        _dictionaries[codec] = bytes(row[0])
    return _dictionaries[codec]


def pack(text: str, dictionary: bytes) -> bytes:
    """Deflate ``text`` (UTF-8) with the preset ``dictionary``."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, dictionary)
    return packer.compress(text.encode("utf-8")) + packer.flush()


def unpack(body: bytes, dictionary: bytes) -> str:
    """The inverse of :func:`pack`."""
    unpacker = zlib.decompressobj(15, dictionary)
    return (unpacker.decompress(body) + unpacker.flush()).decode("utf-8")


def situation_id(conn: sqlite3.Connection, text: str) -> int:
    """The id of a situation text, stored on first sight; call inside a write."""
    raw = text.encode("utf-8")
    digest = hashlib.sha256(raw).digest()[:16]
    row = conn.execute("SELECT id FROM situations WHERE sha256 = ?", [digest]).fetchone()
    if row is not None:
        return int(row[0])
    cursor = conn.execute(
        "INSERT INTO situations (sha256, codec, size, body) VALUES (?, ?, ?, ?)",
        [digest, CODEC, len(raw), pack(text, _dictionary(conn, CODEC))],
    )
    return int(cursor.lastrowid or 0)


def situation_text(conn: sqlite3.Connection, situation: int) -> str:
    """The text of situation ``situation`` (an id), unpacked."""
    row = conn.execute("SELECT codec, body FROM situations WHERE id = ?", [situation]).fetchone()
    if row is None:
        raise KeyError(situation)
    return unpack(bytes(row[1]), _dictionary(conn, int(row[0])))


def situation_texts(conn: sqlite3.Connection, ids: set[int]) -> dict[int, str]:
    """Texts of several situations at once, by id."""
    return {number: situation_text(conn, number) for number in sorted(ids)}

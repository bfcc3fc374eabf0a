"""Reading a game log file: bounded, never from the network, in one of three formats.

A file (or text pasted into one) is read whole up to :data:`MAX_LOG_BYTES`, unpacked if
gzipped (the unpacked size is bounded too), and recognised by its content, not its name:

* tenhou.net/6 JSON: the object behind a viewer link, or the link itself
  (``https://tenhou.net/6/#json=...``), as a file or pasted text;
* Tenhou's mjlog XML (``<mjloggm ...>``), plain or gzipped;
* mjai JSON lines (one event object a line, ``start_kyoku`` ... ``end_kyoku``).

The rounds are parsed by ``jansou`` (MIT, pure Python, pinned in the project's
dependencies), which reads all three into one record, a ``Paifu``; what it leaves out
and a learner needs is read here from the raw log: the player names, the rule fields
(red fives, open tanyao, three players) and, for Tenhou's logs, the yaku of each win.
Every problem is one :class:`~tutor.errors.TutorError` naming the file.
"""

from __future__ import annotations

import hashlib
import json
import os
import urllib.parse
import xml.etree.ElementTree as ET
import zlib
from dataclasses import dataclass
from typing import Any

from tutor.errors import TutorError
from tutor.games.tenhou_result import TenhouResultError, Winner, read_settlement
from tutor.games.tenhou_yaku import mjlog_win
from tutor.paths import read_user_file

MAX_LOG_BYTES = 8 * 1024 * 1024
"""The largest log file (or unpacked gzip) read: a whole game of mjai is about 100 KB."""

VIEWER = "https://tenhou.net/6/#json="
"""Tenhou's log viewer: a tenhou.net/6 log after this opens in it (nothing is fetched)."""

FORMATS = {"tenhou6": "tenhou.net/6 JSON", "mjlog": "Tenhou mjlog XML", "mjai": "mjai JSON lines"}


@dataclass(frozen=True)
class GameLog:
    """One game read from a file: jansou's record and what the raw log adds to it.

    ``wins`` holds, per round and per win in the round's order, the win as the log
    scored it (yaku with han, fu, points) where the format says it, else ``None``.
    ``rules`` are the rule fields of the log in our ruleset's keys (``aka_dora``,
    ``open_tanyao``); ``players`` is 3 or 4. ``digest`` identifies the game's content
    (the same game read twice has the same digest). ``link`` is the log's own viewer
    link when it was given one.
    """

    file: str
    fmt: str
    paifu: Any
    names: tuple[str, ...]
    players: int
    rules: dict[str, object]
    wins: tuple[tuple[Winner | None, ...], ...]
    digest: str
    title: str = ""
    link: str | None = None


def read_game(path: str) -> GameLog:
    """Read one log file; ``TutorError`` naming the file for anything else."""
    try:
        size = os.stat(path).st_size
    except OSError as error:
        raise TutorError(f"cannot read it ({error.strerror or error})", file=path) from None
    if size > MAX_LOG_BYTES:
        raise TutorError(
            f"is {size / 1_048_576:.0f} MB; a game log is at most "
            f"{MAX_LOG_BYTES // 1_048_576} MB, so this is not one game",
            file=path,
        )
    try:
        data = read_user_file(path)
    except OSError as error:
        raise TutorError(f"cannot read it ({error.strerror or error})", file=path) from None
    return parse_game(data, file=path)


def parse_game(data: bytes, *, file: str = "<pasted>") -> GameLog:
    """Read a log from its bytes (a file's content or pasted text)."""
    if len(data) > MAX_LOG_BYTES:
        raise TutorError(f"is larger than {MAX_LOG_BYTES // 1_048_576} MB", file=file)
    if data[:2] == b"\x1f\x8b":
        data = _gunzip(data, file)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise TutorError("is not a game log (not text, nor gzipped text)", file=file) from None
    if not text.strip():
        raise TutorError("is empty: no game log in it", file=file)
    fmt = detect(text)
    if fmt is None:
        raise TutorError(
            "is not a game log this tutor reads (tenhou.net/6 JSON or viewer link, "
            "mjlog XML, mjai JSON lines)",
            file=file,
        )
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
    try:
        if fmt == "tenhou6":
            return _tenhou6(text, file, digest)
        if fmt == "mjlog":
            return _mjlog(text, file, digest)
        return _mjai(text, file, digest)
    except TutorError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, ET.ParseError) as error:
        problem = str(error) or type(error).__name__
        raise TutorError(
            f"is a damaged or truncated {FORMATS[fmt]} log ({problem})", file=file
        ) from None


def detect(text: str) -> str | None:
    """The format of a log's text by its content, or ``None``."""
    head = text.lstrip()[:4096]
    if head.startswith("<"):
        return "mjlog" if "mjloggm" in head or "<GO" in head or "<INIT" in head else None
    if "#json=" in head:
        return "tenhou6"
    if head.startswith("{"):
        first = head.split("\n", 1)[0]
        if '"type"' in first and ("start_game" in first or "start_kyoku" in first):
            return "mjai"
        if '"log"' in head or '"name"' in head or '"title"' in head:
            return "tenhou6"
        if '"type"' in first:
            return "mjai"
    return None


def _gunzip(data: bytes, file: str) -> bytes:
    unpack = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        out = unpack.decompress(data, MAX_LOG_BYTES + 1)
    except zlib.error:
        raise TutorError("is a damaged gzip file", file=file) from None
    if len(out) > MAX_LOG_BYTES or unpack.unconsumed_tail:
        raise TutorError(
            f"unpacks to more than {MAX_LOG_BYTES // 1_048_576} MB: not one game log",
            file=file,
        )
    if not unpack.eof:
        raise TutorError("is a truncated gzip file", file=file)
    return out


# --------------------------------------------------------------------- tenhou.net/6


def _tenhou6(text: str, file: str, digest: str) -> GameLog:
    from jansou.io.tenhou_json import parse_tenhou_json

    link = None
    if "#json=" in text:
        link = text.strip()
        text = urllib.parse.unquote(text.split("#json=", 1)[1].split("&", 1)[0])
    data = json.loads(text)
    if not isinstance(data, dict) or not isinstance(data.get("log"), list) or not data["log"]:
        raise TutorError("is JSON but not a tenhou.net/6 log (no hands under 'log')", file=file)
    paifu = parse_tenhou_json(_jansou_names(data))
    players = paifu.player_count
    found = data.get("rule")
    rule: dict[str, Any] = found if isinstance(found, dict) else {}
    rules: dict[str, object] = {}
    if int(rule.get("aka", 1)) == 0:
        rules["aka_dora"] = 0
    if "disp" in rule and "喰" not in str(rule["disp"]):
        rules["open_tanyao"] = False
    wins: list[tuple[Winner | None, ...]] = []
    for entry in data["log"]:
        try:
            settlement = read_settlement(entry[-1])
        except TenhouResultError as error:
            raise TutorError(
                f"has a hand whose ending cannot be read ({error})", file=file
            ) from None
        wins.append(tuple(w if w.score_text else None for w in settlement.winners))
    names = tuple(str(n) for n in data.get("name", ()))[:players]
    title = " ".join(str(t) for t in data.get("title", ()) if t)
    if link is None:
        compact = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        link = VIEWER + urllib.parse.quote(compact)
    return GameLog(file, "tenhou6", paifu, names, players, rules, tuple(wins), digest, title, link)


JANSOU_DRAW_NAMES = {"四槓散了": "四開槓"}
"""Tenhou's names of a draw that jansou 0.14 spells otherwise (it would read an unknown
name as an exhaustive draw)."""


def _jansou_names(data: dict[str, Any]) -> dict[str, Any]:
    """The log with its draw names as jansou knows them (the given one is not changed)."""
    hands = []
    for entry in data["log"]:
        result = entry[-1] if isinstance(entry, list) and entry else None
        if isinstance(result, list) and result and result[0] in JANSOU_DRAW_NAMES:
            entry = [*entry[:-1], [JANSOU_DRAW_NAMES[result[0]], *result[1:]]]
        hands.append(entry)
    return {**data, "log": hands}


# --------------------------------------------------------------------- mjlog


def _mjlog(text: str, file: str, digest: str) -> GameLog:
    from jansou.io.mjlog import parse_mjlog

    root = ET.fromstring(text)
    paifu = parse_mjlog(text.encode("utf-8"))
    go = root.find("GO")
    flags = int(go.get("type", "0")) if go is not None else 0
    rules: dict[str, object] = {}
    if flags & 0x02:  # Tenhou's "no red fives" bit
        rules["aka_dora"] = 0
    if flags & 0x04:  # Tenhou's "no open tanyao" bit
        rules["open_tanyao"] = False
    players = paifu.player_count
    un = root.find("UN")
    names = tuple(
        urllib.parse.unquote(un.get(f"n{p}", "")) if un is not None else "" for p in range(players)
    )
    wins: list[list[Winner | None]] = []
    for element in root:
        if element.tag == "INIT":
            wins.append([])
        elif element.tag == "AGARI" and wins:
            recorded = element.get("yaku") or element.get("yakuman")
            wins[-1].append(mjlog_win(element.attrib, players) if recorded else None)
    return GameLog(
        file, "mjlog", paifu, names, players, rules, tuple(tuple(w) for w in wins), digest
    )


# --------------------------------------------------------------------- mjai


def _mjai(text: str, file: str, digest: str) -> GameLog:
    from jansou.io.mjai import parse_mjai

    lines = [line for line in text.splitlines() if line.strip()]
    for number, line in enumerate(lines, start=1):
        try:
            json.loads(line)
        except json.JSONDecodeError:
            raise TutorError(
                f"line {number} is not a JSON object: a damaged or truncated mjai log", file=file
            ) from None
    if not any('"end_kyoku"' in line for line in lines):
        raise TutorError("is an mjai log with no finished hand (truncated?)", file=file)
    paifu = parse_mjai("\n".join(lines) + "\n")
    names = tuple(paifu.names or ())
    rules: dict[str, object] = {}
    if not paifu.rules.aka_dora:
        rules["aka_dora"] = 0
    if not paifu.rules.kuitan:
        rules["open_tanyao"] = False
    wins = tuple(tuple(None for _ in _agari(r)) for r in paifu.rounds)
    return GameLog(file, "mjai", paifu, names, paifu.player_count, rules, wins, digest)


def _agari(round_log: Any) -> tuple[Any, ...]:
    outcome = round_log.outcome
    return outcome if isinstance(outcome, tuple) else ()


__all__ = ["FORMATS", "MAX_LOG_BYTES", "VIEWER", "GameLog", "detect", "parse_game", "read_game"]

"""Bad input to `riichi-tutor import`: one line naming the file and the problem, exit 2,
nothing stored (not even the good files given with it)."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from tests.conftest import DATA
from tutor.__main__ import main
from tutor.store import open_store
from tutor.store.games import games_of

GOOD = DATA / "tenhou" / "05-agari-ippatsu.json"


def _tenhou(tmp_path: Path, change) -> Path:  # type: ignore[no-untyped-def]
    data = json.loads(GOOD.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _five_of_a_kind(data: dict) -> None:  # type: ignore[type-arg]
    hand = data["log"][0][4]
    hand[:5] = [14, 14, 14, 14, 14]


def _make(kind: str, tmp_path: Path) -> tuple[Path, str]:
    """A bad file of each kind, and words its message must hold."""
    if kind == "not_a_log":
        path = tmp_path / "notes.txt"
        path.write_text("shopping: tea, rice\n", encoding="utf-8")
        return path, "not a game log"
    if kind == "json_not_tenhou":
        path = tmp_path / "other.json"
        path.write_text('{"title": ["x"], "players": 4}', encoding="utf-8")
        return path, "not a tenhou.net/6 log"
    if kind == "truncated":
        path = tmp_path / "cut.json"
        path.write_bytes(GOOD.read_bytes()[:700])
        return path, "damaged or truncated"
    if kind == "corrupt_gzip":
        path = tmp_path / "game.mjlog"
        packed = gzip.compress(b"<mjloggm ver=\"2.3\"><GO type=\"169\"/></mjloggm>")
        path.write_bytes(packed[:12] + b"\x00garbage" + packed[20:])
        return path, "gzip"
    if kind == "truncated_gzip":
        path = tmp_path / "game.mjlog.gz"
        path.write_bytes(gzip.compress(GOOD.read_bytes())[:200])
        return path, "truncated"
    if kind == "binary":
        path = tmp_path / "picture.png"
        path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
        return path, "not a game log"
    if kind == "mjai_truncated":
        path = tmp_path / "game.mjson"
        path.write_text('{"type":"start_game","names":["a","b","c","d"]}\n{"type":"start_ky',
                        encoding="utf-8")
        return path, "line 2"
    if kind == "impossible_tiles":
        return _tenhou(tmp_path, _five_of_a_kind), "more than four"
    if kind == "huge":
        path = tmp_path / "huge.json"
        with path.open("wb") as handle:
            handle.truncate(100 * 1024 * 1024)  # 100 MB, sparse: never read
        return path, "100 MB"
    if kind == "empty":
        path = tmp_path / "empty.json"
        path.write_text("", encoding="utf-8")
        return path, "empty"
    raise AssertionError(kind)


KINDS = ["not_a_log", "json_not_tenhou", "truncated", "corrupt_gzip", "truncated_gzip",
         "binary", "mjai_truncated", "impossible_tiles", "huge", "empty"]


@pytest.mark.parametrize("kind", KINDS)
def test_bad_file_gets_one_line_exit_2_and_nothing_stored(kind: str, tmp_path: Path,
                                                          capsys) -> None:  # type: ignore[no-untyped-def]
    bad, words = _make(kind, tmp_path)
    db = str(tmp_path / "p.db")
    status = main(["import", "--db", db, "--learner", "Ann", "--me", "A", str(GOOD), str(bad)])
    err = capsys.readouterr().err.strip()
    assert status == 2
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert str(bad) in lines[0] and words in lines[0], lines[0]
    assert "Traceback" not in err
    assert games_of(open_store(db), "Ann") == []

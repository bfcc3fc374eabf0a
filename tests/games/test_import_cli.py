"""`riichi-tutor import`: the eleven real Tenhou hands, idempotence, the learner's seat."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import DATA
from tutor.__main__ import main
from tutor.games import import_files, read_game, study
from tutor.store import open_store
from tutor.store.games import games_of, moments_of

LOGS = sorted((DATA / "tenhou").glob("*.json"))


def _run(*args: str) -> int:
    return main(["import", *args])


@pytest.mark.parametrize("path", LOGS, ids=lambda p: p.stem)
def test_each_tenhou_hand_agrees_with_the_engine_on_every_record(path: Path) -> None:
    game = study(read_game(str(path)), seat=0)
    assert game.compared >= 1
    assert game.differences == [], game.differences


def test_importing_the_same_files_twice_adds_nothing(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "p.db")
    files = [str(p) for p in LOGS]
    assert _run("--db", db, "--learner", "Ann", "--me", "B", *files) == 0
    first = capsys.readouterr().out
    assert "11 games imported for Ann (11 hands)" in first
    assert _run("--db", db, "--learner", "Ann", "--me", "B", *files) == 0
    assert "0 games imported for Ann (0 hands); 11 already imported" in capsys.readouterr().out
    store = open_store(db)
    games = games_of(store, "Ann")
    assert len(games) == 11
    assert {g.players[g.seat] for g in games} == {"B"}
    moments = moments_of(store, [g.id for g in games])
    assert len({(m.game_id, m.hand, m.event, m.kind) for m in moments}) == len(moments)


def test_the_seat_is_remembered_for_the_learner(tmp_path: Path, capsys) -> None:
    db = str(tmp_path / "p.db")
    assert _run("--db", db, "--learner", "Ann", "--me", "c", str(LOGS[0])) == 0
    assert _run("--db", db, "--learner", "Ann", str(LOGS[1])) == 0
    out = capsys.readouterr().out
    assert out.count("you are C") == 2
    assert _run("--db", db, "--learner", "Bob", str(LOGS[2])) == 2
    assert "which player are you" in capsys.readouterr().err


def test_a_seat_number_picks_the_player(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "p.db"))
    report = import_files(store, "Ann", [str(LOGS[4])], seat=0)
    assert report.games[0].player == "A"
    assert {m.kind for m in report.games[0].moments} >= {"riichi", "win", "ippatsu"}


def test_a_pasted_viewer_link_imports_the_same_game(tmp_path: Path) -> None:
    import urllib.parse

    data = json.loads(LOGS[4].read_text(encoding="utf-8"))
    link = "https://tenhou.net/6/#json=" + urllib.parse.quote(json.dumps(data)) + "&ts=0"
    pasted = tmp_path / "link.txt"
    pasted.write_text(link + "\n", encoding="utf-8")
    from_link = study(read_game(str(pasted)), seat=1)
    from_file = study(read_game(str(LOGS[4])), seat=1)
    assert [m.text for m in from_link.moments] == [m.text for m in from_file.moments]
    assert from_link.log.link is not None and from_link.log.link.startswith("https://tenhou.net/6/")


def test_a_score_the_engine_disagrees_with_is_said_in_words(tmp_path: Path, capsys) -> None:
    data = json.loads(LOGS[2].read_text(encoding="utf-8"))
    result = data["log"][0][-1]
    result[2][3] = result[2][3].replace("8000", "7700")  # the log claims 7700 for a mangan
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    db = str(tmp_path / "p.db")
    assert _run("--db", db, "--learner", "Ann", "--me", "A", str(changed)) == 0
    out = capsys.readouterr().out
    assert ": 1 difference" in out
    line = next(x for x in out.splitlines() if "differs:" in x)
    assert "the log has 7700 points" in line and "the engine has 8000 points" in line
    assert "under the Tenhou rules" in line and "tenhou" not in line
    summary = next(x for x in out.splitlines() if "compared with the engine" in x)
    assert "under the Tenhou rules" in summary and "tenhou" not in summary


def test_an_unknown_ruleset_or_seat_stops_before_anything_is_stored(tmp_path: Path,
                                                                    capsys) -> None:  # type: ignore[no-untyped-def]
    db = str(tmp_path / "p.db")
    assert _run("--db", db, "--learner", "Ann", "--seat", "0", "--ruleset", "nope",
                str(LOGS[0])) == 2
    assert "nope" in capsys.readouterr().err
    assert _run("--db", db, "--learner", "Ann", "--seat", "7", str(LOGS[0])) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and str(LOGS[0]) in err[0] and "no seat 7" in err[0]
    assert games_of(open_store(db), "Ann") == []

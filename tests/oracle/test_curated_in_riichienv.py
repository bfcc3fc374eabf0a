"""The curated situations, played live in riichienv, pass no win they do not mean to pass.

A situation is only worth teaching if its story could happen: no seat whose hand we
show silently lets a win go by before the moment asked, unless letting it go is the
point of the file (temporary furiten, riichi furiten, a passed chankan). Each file is
replayed in riichienv by ``tests.oracle.curated_replay``, which makes up the hidden part
of the table in the quietest way, answers every decision as the file says and passes
elsewhere; riichienv then tells us every ron and tsumo it offered that the file let go.

The files rewritten for issue 13 are held to more: their ``live_wall`` must be reachable
with nobody calling before the first event, riichienv's offer at the asked moment must
be the file's answer, and a win must be paid as the file says.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.oracle.curated_replay import Pass, replay
from tutor.paths import content_dir

SITUATIONS = content_dir() / "situations"

MEANT_PASSES: dict[str, set[Pass]] = {
    "furiten/passed-chankan.toml": {Pass("S", 12, "ron")},
    "ron_allowed/passed-chankan-then-discard.toml": {Pass("S", 12, "ron")},
    "furiten/j19-temporary.toml": {Pass("S", 6, "ron")},
    "ron_allowed/j19-temporary-furiten.toml": {Pass("S", 6, "ron")},
    "furiten/riichi-pass.toml": {Pass("S", 6, "ron")},
    "ron_allowed/riichi-furiten.toml": {Pass("S", 6, "ron")},
    "tsumo_allowed/riichi-furiten-tsumo.toml": {Pass("S", 6, "ron")},
    "furiten/riichi-tsumogiri-of-winning-tile.toml": {Pass("S", 11, "tsumo")},
    "furiten/temporary-at-own-draw-ema.toml": {Pass("S", 6, "ron")},
    "furiten/temporary-at-own-draw-tenhou.toml": {Pass("S", 6, "ron")},
    "furiten/temporary-not-ended-by-calls.toml": {Pass("S", 6, "ron")},
    "ron_allowed/temporary-furiten-ends-after-own-discard.toml": {Pass("S", 6, "ron")},
}
"""Files whose story is a pass (the furiten a pass causes): the seat, the event it let go
by, and whether it was a ron or a tsumo."""

TENHOU_ONLY_OFFERS: dict[str, set[Pass]] = {
    "furiten/passed-chankan-shanghai-dynasty.toml": {Pass("S", 12, "ron")},
    "ron_allowed/passed-chankan-then-discard-shanghai-dynasty.toml": {Pass("S", 12, "ron")},
}
"""Wins riichienv offers because it plays Tenhou's rules, which the file's own ruleset
does not allow (under Shanghai: Dynasty only thirteen orphans may rob an added kan)."""

NOT_PLAYABLE: dict[str, str] = {
    "win/double-open-riichi.toml": "riichienv has no open riichi",
    "win/open-riichi-ron-from-riichi-player.toml": "riichienv has no open riichi",
    "win/open-riichi-ron-without-yakuman-rule.toml": "riichienv has no open riichi",
    "win/open-riichi-ron-yakuman.toml": "riichienv has no open riichi",
    "win/open-riichi-tsumo.toml": "riichienv has no open riichi",
    "win/iisou-sanjun-shanghai-dynasty.toml": "riichienv has no local yaku",
    "win/shiisan-puutaa-shanghai-dynasty.toml": "riichienv has no local yakuman",
    "win/j29-renhou-without-yaku-ema.toml": "riichienv has no renhou",
    "win/indirect-rinshan-house-rule.toml": "riichienv scores no indirect rinshan, the "
    "only yaku of this ron",
    "win/haitei-tsumo.toml": "its live wall needs a call before the file starts, which "
    "moves the last tile in a replay",
}
"""Files riichienv cannot play to the end, and why."""

REWRITTEN = (
    "ron_allowed/chankan.toml",
    "win/chankan.toml",
    "ippatsu/j07-chankan-keeps-ippatsu.toml",
    "furiten/passed-chankan.toml",
    "ron_allowed/passed-chankan-then-discard.toml",
    "ron_allowed/kokushi-robs-kakan.toml",
    "furiten/kokushi-13-sided.toml",
    "ron_allowed/kokushi-13-sided-furiten.toml",
    "furiten/j18-yakuless-wait-counts.toml",
    "ron_allowed/j18-yakuless-wait-furiten.toml",
    "abortive_draw/suucha-riichi.toml",
    "abortive_draw/suucha-riichi-ema.toml",
    "abortive_draw/suucha-riichi-wrc.toml",
    "abortive_draw/fourth-riichi-tile-ronned.toml",
    "abortive_draw/sanchahou-tenhou.toml",
    "abortive_draw/sanchahou-mahjong-soul.toml",
)
"""The files issue 13 found unrealistic (and the two J18 files the replay caught)."""


def _data(name: str) -> dict[str, object]:
    return tomllib.loads((SITUATIONS / name).read_text(encoding="utf-8"))


def _playable() -> list[str]:
    names = sorted(str(p.relative_to(SITUATIONS)) for p in SITUATIONS.glob("*/*.toml"))
    # the replay plays four-player tables; the three-player files (players = 3) are
    # checked against riichienv's sanma mode by tests/oracle/test_differential_sanma.py
    return [n for n in names if n not in NOT_PLAYABLE and not _expect(n).get("invalid")
            and _data(n).get("players", 4) == 4]


def _expect(name: str) -> dict[str, object]:
    expect = _data(name).get("expect", {})
    assert isinstance(expect, dict)
    return expect


@pytest.mark.parametrize("name", _playable())
def test_no_seat_passes_a_win_the_file_does_not_mean_to_pass(name: str) -> None:
    outcome = replay(SITUATIONS / name, strict=False)
    expected = MEANT_PASSES.get(name, set()) | TENHOU_ONLY_OFFERS.get(name, set())
    assert set(outcome.passes) == expected, (
        f"{name}: riichienv offered wins the file lets go by: {outcome.passes}"
    )


@pytest.mark.parametrize("name", REWRITTEN)
def test_a_rewritten_file_replays_exactly(name: str) -> None:
    outcome = replay(SITUATIONS / name, strict=True)  # the live wall is reached as written
    assert set(outcome.passes) == MEANT_PASSES.get(name, set())
    data = _data(name)
    question, expect = data["question"], _expect(name)
    assert isinstance(question, dict)
    seat = str(question["seat"])
    if question["ask"] == "ron_allowed" and data.get("ruleset") in ("tenhou", "mahjong-soul"):
        assert ("ron" in outcome.offered_at_end.get(seat, set())) == expect["answer"]


def _single_win_files() -> list[str]:
    found = []
    for name in _playable():
        data = _data(name)
        question = data["question"]
        assert isinstance(question, dict)
        expect = _expect(name)
        events = str(data["events"])
        if (question["ask"] == "win" and "payments" in expect and not data.get("rules")
                and data.get("ruleset", "tenhou") in ("tenhou", "mahjong-soul")
                and events.count(" ron") + events.count(" tsumo") == 1
                and (70 - int(str(data.get("live_wall", 70)))) % 4 == 0):
            found.append(name)
    return found


@pytest.mark.parametrize("name", _single_win_files())
def test_riichienv_pays_the_win_as_the_file_says(name: str) -> None:
    outcome = replay(SITUATIONS / name, strict=True)
    payments = _expect(name)["payments"]
    assert isinstance(payments, dict)
    assert outcome.deltas == {seat: payments.get(seat, 0) for seat in "ESWN"}, name


def test_the_replay_notices_a_silent_pass(tmp_path: Path) -> None:
    """The check can fail: S, already waiting on 2s/5s, lets E's 2s go by."""
    text = (SITUATIONS / "win/pinfu-ron.toml").read_text(encoding="utf-8")
    events = 'events = """\nE draw ?\nE discard 2s\nS draw 1z\nS discard 1z\n"""'
    start = text.index('events = """')
    end = text.index('"""', start + len('events = """')) + 3
    path = tmp_path / "silent-pass.toml"
    path.write_text(text[:start] + events + text[end:], encoding="utf-8")
    assert replay(path).passes == [Pass("S", 2, "ron")]

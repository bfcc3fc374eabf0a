"""Once four riichi, four kans or four winds have ended the hand, nothing but a ron on
that very tile can follow: a further draw or call is refused as ``play.hand_over``.
(The jansou differential run found situations that went on after a four-kan abort.)
Where the ruleset has no abortive draws, play goes on.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.engine.situation import parse_situation
from tutor.engine.table import RefusedEvent
from tutor.judges import judge, replay

ABORTS = Path(__file__).resolve().parents[2] / "content" / "situations" / "abortive_draw"
ENDINGS = ("suucha-riichi.toml", "suukaikan.toml", "suufon-renda.toml")


def _with_event(name: str, line: str, rules: str = "") -> str:
    """The curated file with one more event line (and a ``[rules]`` table) added."""
    text = (ABORTS / name).read_text()
    head, rest = text.split('events = """', 1)
    events, tail = rest.split('"""', 1)
    if rules:
        tail = tail.replace("[question]", f"[rules]\n{rules}\n\n[question]", 1)
    return head + 'events = """' + events + line + '\n"""' + tail


def _next_seat(name: str) -> str:
    situation = parse_situation((ABORTS / name).read_text(), file=name)
    last = situation.events[-1].seat
    return "ESWN"[("ESWN".index(last) + 1) % 4]


@pytest.mark.parametrize("name", ENDINGS)
def test_the_abort_stands_before_the_next_event(name: str) -> None:
    situation = parse_situation((ABORTS / name).read_text(), file=name)
    assert judge(situation).answer == name.removesuffix(".toml").replace("-", "_")


@pytest.mark.parametrize("name", ENDINGS)
def test_a_draw_after_the_abort_is_refused(name: str) -> None:
    seat = _next_seat(name)
    text = _with_event(name, f"{seat} draw ?")
    with pytest.raises(RefusedEvent) as refused:
        replay(parse_situation(text, file=name))
    assert refused.value.reason.code == "play.hand_over"
    assert "abortive draw" in str(refused.value)


@pytest.mark.parametrize("name", ENDINGS)
def test_without_abortive_draws_play_goes_on(name: str) -> None:
    seat = _next_seat(name)
    text = _with_event(name, f"{seat} draw ?", "abortive_draws = false")
    table = replay(parse_situation(text, file=name))
    assert table.phase != "over"

"""A pon written without its hand tiles leaves open which five went into it.

The engine guesses plain fives first; a later event that names the other five (a
discard or an added kan) shows what the player really did, and is accepted. A pon whose
hand tiles are written out is a fact: naming a five it took is refused.
(Found by the riichienv differential run: riichienv puts the red five into the pon.)
"""

from __future__ import annotations

import pytest

from tutor.engine.situation import parse_situation
from tutor.errors import TutorError
from tutor.judges import replay
from tutor.rules.tiles import format_tiles

HEADER = """
ruleset = "tenhou"
round = "E1"
honba = 0
riichi_sticks = 0
scores = { E = 25000, S = 25000, W = 25000, N = 25000 }
dora_indicators = ["1z"]
live_wall = 70
events = \"\"\"
E draw ?
E discard 5p
S pon PON
S discard 9m
W draw ?
W discard 1z
N draw ?
N discard 1z
E draw ?
E discard 2z
S draw 3s
S LAST
\"\"\"
[hands]
S = "055p123m789m1s2s4s9m"
[question]
ask = "furiten"
seat = "S"
"""


def _table(pon: str, last: str):  # type: ignore[no-untyped-def]
    text = HEADER.replace("PON", pon).replace("LAST", last)
    return replay(parse_situation(text, file="red.toml"))


def test_added_kan_naming_the_plain_five_puts_the_red_five_in_the_pon() -> None:
    table = _table("5p", "kakan 5p")
    (kan,) = table.seat("S").melds
    assert kan.kind == "kakan"
    assert format_tiles(kan.tiles) == "5550p"


def test_discarding_the_plain_five_after_an_unstated_pon_keeps_the_red_in_the_pon() -> None:
    table = _table("5p", "discard 5p")
    (pon,) = table.seat("S").melds
    assert format_tiles(pon.tiles) == "550p"
    assert "0p" not in format_tiles(table.seat("S").hand)


def test_a_pon_with_its_hand_tiles_written_out_is_not_reread() -> None:
    with pytest.raises(TutorError, match=r"red.toml:\d+: .*S does not hold 5p .*play.not_held"):
        _table("5p 55p", "discard 5p")


def test_the_red_five_discarded_after_an_unstated_pon_needs_no_swap() -> None:
    table = _table("5p", "discard 0p")
    (pon,) = table.seat("S").melds
    assert format_tiles(pon.tiles) == "555p"


HIDDEN_KANS = """
ruleset = "RULES"
round = "E1"
honba = 0
riichi_sticks = 0
scores = { E = 25000, S = 25000, W = 25000, N = 25000 }
dora_indicators = ["1z"]
live_wall = 70
events = \"\"\"
E draw 9s
E discard 9s
S draw ?
S ankan 5m
S draw ?
S discard 2z
W draw ?
W discard 5s
N daiminkan 5s
\"\"\"
[hands]
E = "123456789p1239s"
"""


@pytest.mark.parametrize("rules", ["tenhou", "wrc"])
def test_a_hidden_hands_kans_of_fives_hold_the_red_five_where_one_exists(rules: str) -> None:
    """All four 5m of a hidden closed kan (and the three 5s behind an open one) include
    the red five under red-five rules: read as four plain fives they were refused."""
    table = replay(parse_situation(HIDDEN_KANS.replace("RULES", rules)))
    kan, open_kan = table.seats["S"].melds[0], table.seats["N"].melds[0]
    reds = rules == "tenhou"
    assert ("0m" in format_tiles(kan.tiles)) is reds
    assert ("0s" in format_tiles(open_kan.tiles)) is reds

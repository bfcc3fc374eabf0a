"""Melds for display: open sets in round brackets, a closed kan in square ones."""

from __future__ import annotations

from tutor.rules.melds import Meld, format_meld
from tutor.rules.tiles import parse_tile, parse_tiles


def test_open_sets_show_in_round_brackets_and_open_the_hand() -> None:
    chi = Meld("chi", tuple(parse_tiles("345m")), called=parse_tile("4m"), from_seat="E")
    pon = Meld("pon", tuple(parse_tiles("555z")), called=parse_tile("5z"), from_seat="W")
    assert format_meld(chi) == "(345m)"
    assert format_meld(pon) == "(555z)"
    assert chi.is_open and pon.is_open
    assert not chi.is_kan


def test_a_closed_kan_shows_in_square_brackets_and_keeps_the_hand_closed() -> None:
    kan = Meld("ankan", tuple(parse_tiles("5505p")))
    assert format_meld(kan) == "[5550p]"
    assert kan.is_kan and not kan.is_open


def test_an_added_kan_shows_all_four_tiles() -> None:
    kakan = Meld(
        "kakan",
        tuple(parse_tiles("6666m")),
        called=parse_tile("6m"),
        from_seat="S",
        added=parse_tile("6m"),
    )
    assert format_meld(kakan) == "(6666m)"
    assert kakan.is_kan and kakan.is_open

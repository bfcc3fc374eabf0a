"""Rule cards load in the shared layout; a malformed card is one message with file and line.

Whether the content is complete and true (examples judged, options documented, codes
covered) is the content check's job: see ``tests/content/``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.cards import CARD_IDS, PRESETS, RuleCard, card_title, load_card, load_cards
from tutor.errors import TutorError


@pytest.fixture(scope="module")
def cards() -> dict[str, RuleCard]:
    return load_cards()


def test_every_rule_family_has_its_card(cards: dict[str, RuleCard]) -> None:
    assert set(CARD_IDS) <= set(cards)


def test_cards_read_in_the_shared_order(cards: dict[str, RuleCard]) -> None:
    for card in cards.values():
        assert card.summary.endswith("."), card.id
        assert "(" in card.japanese, f"{card.id}: kanji and romaji expected"
        assert card.conditions and card.traps, card.id
        assert list(card.differences) == list(PRESETS), card.id
        assert card.examples and card.sources, card.id


def test_hand_yaku_cards_state_a_value_that_makes_sense(cards: dict[str, RuleCard]) -> None:
    yaku_cards = [card for card in cards.values() if card.value is not None]
    assert len(yaku_cards) >= 30
    for card in yaku_cards:
        value = card.value
        assert value is not None
        assert value.han_open <= value.han_closed, card.id
        if value.yakuman:
            assert value.han_closed == 13, card.id


GOOD = """id = "ippatsu"
title = "Ippatsu"
japanese = "一発 (ippatsu)"
summary = "One more han."
body = '''
First paragraph.

Second paragraph.
'''
sources = ["fact sheet §2"]
"""


def _card(tmp_path: Path, text: str, name: str = "ippatsu") -> Path:
    folder = tmp_path / "rules"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_minimal_card_loads(tmp_path: Path) -> None:
    card = load_card(_card(tmp_path, GOOD))
    assert card.paragraphs == ["First paragraph.", "Second paragraph."]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace('title = "Ippatsu"', 'title = "Ippatsu'), 2, "not valid TOML"),
        (GOOD.replace('sources = ["fact sheet §2"]', "sources = 3"), 10, "sources"),
        (GOOD.replace('summary = "One more han."\n', ""), 1, "summary"),
        (GOOD.replace('id = "ippatsu"', 'id = "riichi"'), 1, "file name"),
        (GOOD + 'examples = ["situations/none/missing.toml"]\n', 11, "does not exist"),
        (GOOD + "colour = 3\n", 11, "unknown key"),
        (GOOD + 'differences = { tenhu = "x" }\n', 11, "unknown preset 'tenhu'"),
        (GOOD + "conditions = [1]\n", 11, "'conditions' must be a list"),
        (GOOD + "han_closed = 1\nyakuman = false\n", 11, "'han_open' is missing"),
        (GOOD + "han_closed = 1\nhan_open = -1\nyakuman = false\n", 12, "'han_open' must"),
        (GOOD + 'see_also = ["nothing_here"]\n', 11, "no rule card"),
        (
            GOOD + '[[options]]\nname = "ippatsu"\nchanges = "x"\npresets = { tenhou = true }\n',
            11,
            "lacks preset",
        ),
    ],
    ids=[
        "toml",
        "sources-type",
        "missing-field",
        "id-vs-file",
        "example",
        "unknown-key",
        "differences",
        "conditions",
        "value-incomplete",
        "value-range",
        "see-also",
        "presets",
    ],
)
def test_a_malformed_card_is_one_message_with_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    path = _card(tmp_path, text)
    with pytest.raises(TutorError) as caught:
        load_cards(path.parent)
    error = caught.value
    assert error.file == str(path)
    assert error.line == line
    assert words in error.message
    assert "\n" not in str(error)


def test_a_hand_yaku_card_states_its_value_and_reads_in_order(tmp_path: Path) -> None:
    text = (
        GOOD.replace('"ippatsu"', '"iipeikou"', 1)
        + 'conditions = ["Closed.", "Two identical runs."]\n'
        + 'traps = ["Open hands never score it."]\n'
        + 'differences = { wrc = "Same.", tenhou = "Same." }\n'
        + "han_closed = 1\nhan_open = 0\nyakuman = false\n"
    )
    card = load_card(_card(tmp_path, text, "iipeikou"))
    assert card.is_yaku and card.value is not None
    assert (card.value.han_closed, card.value.han_open, card.value.yakuman) == (1, 0, False)
    assert card.conditions == ("Closed.", "Two identical runs.")
    assert card.traps == ("Open hands never score it.",)
    assert list(card.differences) == ["tenhou", "wrc"]


def test_a_rule_card_is_not_a_yaku_card(tmp_path: Path) -> None:
    card = load_card(_card(tmp_path, GOOD))
    assert not card.is_yaku
    assert card.conditions == () and card.differences == {}


def test_a_cards_title_alone_is_the_title_of_the_card(cards: dict[str, RuleCard]) -> None:
    assert {card_title(card_id) for card_id in cards} == {c.title for c in cards.values()}
    assert card_title("no_such_card") is None


def test_a_title_written_another_way_is_read_with_the_whole_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tutor.card_titles.content_dir", lambda: tmp_path)
    _card(tmp_path, GOOD.replace('title = "Ippatsu"', "title = 'Ippatsu \"one shot\"'"))
    assert card_title("ippatsu") == 'Ippatsu "one shot"'
    _card(tmp_path, GOOD.replace('title = "Ippatsu"', 'title = "Ippatsu \\u4e00"'))
    assert card_title("ippatsu") == "Ippatsu 一"

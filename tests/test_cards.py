"""Rule cards load, agree with the rulesets, and cover every situation and reason code."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from pathlib import Path

import pytest

import tutor.judges
from tutor.cards import CARD_IDS, PRESETS, RuleCard, load_card, load_cards
from tutor.errors import TutorError
from tutor.paths import content_dir
from tutor.rules.ruleset import Ruleset, load_ruleset

CONTENT = content_dir()


@pytest.fixture(scope="module")
def cards() -> dict[str, RuleCard]:
    return load_cards()


def test_every_rule_family_has_its_card(cards: dict[str, RuleCard]) -> None:
    assert set(CARD_IDS) <= set(cards)


def test_cards_have_text_to_teach_with(cards: dict[str, RuleCard]) -> None:
    for card in cards.values():
        assert len(card.paragraphs) >= 2 or card.id == "menzen_tsumo", card.id
        assert card.summary.endswith("."), card.id
        assert "(" in card.japanese, f"{card.id}: kanji and romaji expected"
        assert card.sources, card.id


def test_every_example_exists_and_is_a_situation(cards: dict[str, RuleCard]) -> None:
    for card in cards.values():
        for example in card.examples:
            path = CONTENT / example
            assert path.is_file(), f"{card.id}: {example}"
            assert path.parts[-3] == "situations"


def test_every_curated_situation_is_an_example_of_some_card(cards: dict[str, RuleCard]) -> None:
    referenced = {CONTENT / example for card in cards.values() for example in card.examples}
    orphans = sorted(
        str(path.relative_to(CONTENT))
        for path in (CONTENT / "situations").rglob("*.toml")
        if path not in referenced
    )
    assert orphans == []


def test_card_options_are_ruleset_options_with_the_presets_values(
    cards: dict[str, RuleCard],
) -> None:
    option_names = {field.name for field in dataclasses.fields(Ruleset)} - {"name"}
    presets = {name: load_ruleset(name) for name in PRESETS}
    for card in cards.values():
        for option in card.options:
            assert option.name in option_names, f"{card.id}: unknown option {option.name}"
            for preset, value in option.presets.items():
                actual = getattr(presets[preset], option.name)
                assert value == actual, f"{card.id}: {option.name} on {preset} is {actual!r}"


def test_see_also_points_at_other_cards(cards: dict[str, RuleCard]) -> None:
    for card in cards.values():
        assert card.id not in card.see_also
        assert set(card.see_also) <= set(cards)


def _declared_codes() -> dict[str, str]:
    codes: dict[str, str] = {}
    for module in pkgutil.iter_modules(tutor.judges.__path__):
        found = getattr(importlib.import_module(f"tutor.judges.{module.name}"), "CODES", None)
        if isinstance(found, dict):
            codes.update(found)
    return codes


def _code_prefixes() -> set[str]:
    codes = _declared_codes()
    if not codes:
        pytest.fail("no judge module declares CODES")
    return {code.split(".", 1)[0] for code in codes}


def test_every_reason_code_belongs_to_a_card(cards: dict[str, RuleCard]) -> None:
    strays = _code_prefixes() - set(cards)
    assert not strays, f"codes without a card: {sorted(strays)}"


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

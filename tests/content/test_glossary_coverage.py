"""Every Japanese term the tutor prints can be looked up in the glossary, with its
writing, a kana reading and English; and the glossary's search finds it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from tutor import api, drills
from tutor.card_examples import judge_example
from tutor.card_page import card_markdown
from tutor.cards import load_cards
from tutor.drills import curated
from tutor.glossary import load_glossary
from tutor.moment.words import MELD_WORDS
from tutor.practice import SHORT_TITLES
from tutor.rules.tile_names import tile_words
from tutor.rules.yaku_ids import YAKU_NAMES

JAPANESE = re.compile(r"[\u3040-\u30fa\u30fc-\u30ff\u3400-\u9fff々]+")
"""A run of kana or kanji; the middle dot (・) between two terms splits runs."""


def _printed() -> Iterator[tuple[str, str]]:
    """(where, text) of everything the tutor prints that may hold Japanese."""
    cards = load_cards()
    for card in cards.values():
        yield f"card {card.id}", card_markdown(card, "tenhou")
        for example in card.examples:
            judged = judge_example(example)
            yield f"example {example}", f"{judged.answer} {judged.reason} {judged.why}"
    for yaku, (english, kanji) in YAKU_NAMES.items():
        yield f"yaku {yaku}", f"{english} {kanji}"
    for skill, title in {**curated.SKILL_TITLES, **SHORT_TITLES}.items():
        yield f"skill {skill}", title
    for skill in drills.skills():
        yield f"skills.toml {skill.id}", skill.title
    for meld, words in MELD_WORDS.items():
        yield f"meld {meld}", words
    for honour in range(1, 8):
        yield f"tile {honour}z", tile_words(f"{honour}z")
    for path in sorted(curated.situations_dir().glob("*/*.toml")):
        try:
            judgment = api.judge(api.load_situation(str(path)))
        except api.TutorError:
            continue
        for reason in judgment.reasons:
            yield f"reason {reason.code}", reason.text


def test_every_japanese_term_printed_is_in_the_glossary() -> None:
    glossary = load_glossary()
    missing = {
        run: where
        for where, text in _printed()
        for run in JAPANESE.findall(text)
        if glossary.by_kanji(run) is None
    }
    assert missing == {}


def test_every_entry_has_writing_kana_and_english_and_can_be_searched() -> None:
    glossary = load_glossary()
    kana = re.compile(r"^[\u3040-\u30ff・ー ]+$")
    for term in glossary.terms.values():
        assert term.kanji and term.english and kana.match(term.reading), term.term
        assert term in glossary.search(term.reading), term.term
        assert term in glossary.search(term.kanji), term.term


def test_readings_the_review_corrected() -> None:
    glossary = load_glossary()
    pei = glossary.by_kanji("北抜き")
    assert pei is not None and pei.reading == "ぺーぬき"
    assert glossary.get("pon") is not None and glossary.get("pon").kanji == "ポン"  # type: ignore[union-attr]
    assert glossary.get("chi") is not None and glossary.get("chi").kanji == "チー"  # type: ignore[union-attr]
    mangan = glossary.get("mangan")
    assert mangan is not None and "4 han with 40+ fu" in mangan.english
    assert glossary.by_kanji("ダブル立直") is not None
    assert YAKU_NAMES["double_riichi"][1] == "ダブル立直"

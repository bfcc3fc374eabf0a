"""The glossary loads, answers lookups, finds the terms a text mentions, and names the
file and line of a malformed entry."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.errors import TutorError
from tutor.glossary import load_glossary


def test_every_entry_has_kanji_reading_and_english() -> None:
    glossary = load_glossary()
    assert len(glossary.terms) >= 100
    ippatsu = glossary.get("Ippatsu")
    assert ippatsu is not None and ippatsu.kanji == "一発" and ippatsu.reading == "いっぱつ"
    assert ippatsu.gloss.startswith("一発 (いっぱつ, ippatsu): one-shot win")
    assert glossary.by_kanji("振聴") == glossary.get("furiten")
    assert glossary.get("riichi-go no ankan") == glossary.get("riichi go no ankan")


def test_the_terms_a_text_mentions_are_found_longest_first() -> None:
    glossary = load_glossary()
    text = "S won by tsumo on the haitei raoyue tile with ura dora and 一発; no Rinshan kaihou."
    found = [term.term for term in glossary.terms_in(text)]
    assert found == ["tsumo", "haitei raoyue", "ura dora", "ippatsu", "rinshan kaihou"]
    assert glossary.terms_in("Nothing Japanese here.") == []


def _glossary(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "glossary.toml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD = '[ippatsu]\nkanji = "一発"\nreading = "いっぱつ"\nenglish = "one-shot win"\n'


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace('english = "one-shot win"\n', ""), 1, "needs 'english'"),
        (GOOD.replace("いっぱつ", "ippatsu"), 1, "written in kana"),
        (GOOD + 'colour = "red"\n', 1, "unknown key 'colour'"),
        (
            "\n" + GOOD + '\n["Ippatsu"]\nkanji = "x"\nreading = "いっぱつ"\nenglish = "y"\n',
            2,
            "listed twice",
        ),
        (GOOD.replace('kanji = "一発"', 'kanji = "一発'), 2, "not valid TOML"),
    ],
    ids=["field", "reading", "unknown-key", "twice", "toml"],
)
def test_a_malformed_entry_is_one_message_with_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    path = _glossary(tmp_path, text)
    with pytest.raises(TutorError) as caught:
        load_glossary(path)
    assert caught.value.file == str(path)
    assert caught.value.line == line
    assert words in caught.value.message

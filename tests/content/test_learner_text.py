"""What a learner reads names no "seed", no internal source key and no raw snake_case id.

Learner-facing text: the cards (every field a learner reads, option notes included), the
glossary, the reason texts the engine gives for every curated situation, and the
situations' own words (the title comment, ``why`` and ``source``).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tutor import api
from tutor.cards import load_cards
from tutor.content_check import learner_text_problems
from tutor.glossary import load_glossary
from tutor.paths import content_dir
from tutor.rules.yaku_ids import YAKU_NAMES
from tutor.rules.yaku_names import yaku_name

SITUATIONS = sorted((content_dir() / "situations").glob("*/*.toml"))


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("As the seed says, ippatsu is one han.", "seed"),
        ("Seeds disagree here.", "Seeds"),
        ("See TH-C and WRC22-OPT.", "TH-C"),
        ("The value is [UNVERIFIED].", "[UNVERIFIED]"),
        ("The fact sheet, §4, says so.", "fact sheet"),
        ("Worked example J31.", "J31"),
        ("Scored as kokushi_13.", "kokushi_13"),
        ("Whatever the mahjong library's default is.", "the mahjong library"),
    ],
)
def test_the_text_rule_catches_each_kind(text: str, problem: str) -> None:
    assert any(problem in found for found in learner_text_problems(text)), text


def test_plain_teaching_text_passes() -> None:
    text = "Thirteen orphans, 13-sided wait (kokushi musou juusanmen machi): WRC 2015, EMA 2016."
    assert learner_text_problems(text) == []
    # a ruleset with overrides is named in words, never by its option ids
    assert learner_text_problems("under the tenhou (yakuman cap: 3) rules") == []
    assert learner_text_problems("under the tenhou (yakuman_cap = 3) rules") != []


def test_cards_and_glossary_are_clean() -> None:
    found = []
    for card in load_cards().values():
        texts = [
            card.title,
            card.summary,
            card.body,
            *card.conditions,
            *card.traps,
            *card.differences.values(),
            *card.sources,
        ]
        texts += [t for option in card.options for t in (option.changes, option.note)]
        found += [f"{card.id}: {p}" for text in texts for p in learner_text_problems(text)]
    for term in load_glossary().terms.values():
        found += [
            f"glossary {term.term}: {p}"
            for p in learner_text_problems(f"{term.english} {term.meaning}")
        ]
    assert found == []


def _situation_words(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    expect = tomllib.loads(text).get("expect", {})
    title = [line for line in text.splitlines()[:1] if line.startswith("#")]
    return [*title, *(str(expect[k]) for k in ("why", "source") if k in expect)]


def test_curated_situations_speak_to_a_learner() -> None:
    found = [
        f"{path.relative_to(content_dir())}: {problem}"
        for path in SITUATIONS
        for text in _situation_words(path)
        for problem in learner_text_problems(text)
    ]
    assert found == []


def test_reason_texts_of_every_curated_situation_are_clean() -> None:
    found = []
    for path in SITUATIONS:
        try:
            judgment = api.judge(api.load_situation(str(path)))
        except api.TutorError:
            continue  # a file that expects a refusal has no reasons to read
        for reason in judgment.reasons:
            found += [f"{path.name} {reason.code}: {p}" for p in learner_text_problems(reason.text)]
    assert found == []


def test_every_yaku_has_a_name_a_learner_can_read() -> None:
    for yaku_id in YAKU_NAMES:
        name = yaku_name(yaku_id)
        assert learner_text_problems(name) == [], name
    thirteen_sided = "Thirteen orphans, 13-sided wait (kokushi musou juusanmen machi)"
    assert yaku_name("kokushi_13") == thirteen_sided
    assert yaku_name("yakuhai_chun") == "Red dragon (chun)"
    assert yaku_name("riichi") == "Riichi"

"""`riichi-tutor content check` passes on our content and names file, line and problem
for each kind of damage done to a copy of it."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from tutor.__main__ import main
from tutor.content_check import Problem, check_content
from tutor.judges import all_codes
from tutor.paths import content_dir


def test_the_shipped_content_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["content", "check"]) == 0
    out = capsys.readouterr().out
    assert "all cards, terms, options, codes and examples are in order" in out


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    target = tmp_path / "content"
    shutil.copytree(content_dir(), target)
    return target


def _edit(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _line(path: Path, pattern: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(n for n, line in enumerate(lines, start=1) if re.search(pattern, line))


def _drop_option(card: Path, name: str) -> None:
    text = card.read_text(encoding="utf-8")
    blocks = text.split("\n[[options]]\n")
    kept = [b for b in blocks[1:] if f'name = "{name}"' not in b]
    card.write_text("\n[[options]]\n".join([blocks[0], *kept]), encoding="utf-8")


def _case_missing_field(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "ippatsu.toml"
    text = card.read_text(encoding="utf-8")
    start = text.index("traps = [")
    end = text.index("]\n", start) + 2
    card.write_text(text[:start] + text[end:], encoding="utf-8")
    return card, "", "'traps' is missing"


def _case_difference(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "furiten.toml"
    text = card.read_text(encoding="utf-8")
    card.write_text(re.sub(r"\nm-league = .*\n", "\n", text), encoding="utf-8")
    return card, r"^\[differences\]", "says nothing for 'm-league'"


def _case_see_also(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "riichi.toml"
    _edit(card, 'see_also = ["double_riichi"', 'see_also = ["double_riich"')
    return card, "^see_also", "'double_riich', which is no rule card"


def _case_missing_example(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "menzen_tsumo.toml"
    _edit(card, "examples = [\n", 'examples = [\n  "situations/win/no-such-file.toml",\n')
    return card, "^examples", "does not exist"


def _case_undocumented_option(c: Path) -> tuple[Path, str, str]:
    _drop_option(c / "rules" / "rinshan.toml", "rinshan_pao")
    return c / "rulesets" / "tenhou.toml", "^rinshan_pao", "'rinshan_pao' is documented by no"


def _case_wrong_option_value(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "ippatsu.toml"
    _edit(card, "presets = { tenhou = true", "presets = { tenhou = false")
    return card, r"^\[\[options\]\]", "option 'ippatsu' on tenhou is True, not False"


def _case_code_without_card(c: Path) -> tuple[Path, str, str]:
    (c / "rules" / "play.toml").unlink()  # no other card links to it
    code = min(code for code in all_codes() if code.startswith("play."))
    return c / "rules" / "play.toml", "", f"the reason code '{code}' points at no rule card"


def _case_glossary_term(c: Path) -> tuple[Path, str, str]:
    glossary = c / "glossary.toml"
    text = glossary.read_text(encoding="utf-8")
    start = text.index("[chankan]\n")
    end = text.index("\n\n", start) + 2
    glossary.write_text(text[:start] + text[end:], encoding="utf-8")
    return c / "rules" / "chankan.toml", "^japanese", "槍槓 (chankan) is not in the glossary"


def _case_reason_kanji(c: Path) -> tuple[Path, str, str]:
    _case_glossary_term(c)
    situation = c / "situations" / "ron_allowed" / "chankan-ordinary-hand-shanghai-dynasty.toml"
    return situation, "^answer", "uses 槍槓, which the glossary lacks"


def _case_unknown_kanji(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "dora.toml"
    _edit(card, "Each kan turns a new indicator.", "Each kan (カンカン) turns a new indicator.")
    return card, "^body", "the Japanese term カンカン is not in the glossary"


def _case_seed_in_text(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "abortive_draw.toml"
    _edit(card, 'title = "Abortive draws"', 'title = "Abortive draws, as the seed says"')
    return card, "^title", "names the internal 'seed'"


def _case_source_key(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "renhou.toml"
    _edit(card, "sources = [\n", 'sources = [\n  "TH-C",\n')
    return card, "^sources", "names the internal 'TH-C'"


def _case_raw_id(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "haitei_houtei.toml"
    _edit(card, 'changes = "Whether', 'changes = "haitei_on_replacement: whether')
    return card, r"^\[\[options\]\]", "prints the raw id 'haitei_on_replacement'"


def _case_wrong_answer(c: Path) -> tuple[Path, str, str]:
    situation = c / "situations" / "ippatsu" / "broken-by-pon.toml"
    _edit(situation, "answer = false", "answer = true")
    return situation, "^answer", "judged otherwise: expected answer true, got false"


def _case_orphan_situation(c: Path) -> tuple[Path, str, str]:
    source = c / "situations" / "ippatsu" / "broken-by-pon.toml"
    orphan = source.with_name("nobody-shows-me.toml")
    orphan.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    return orphan, "", "no rule card shows this situation"


def _drop_keys(card: Path, keys: str) -> Path:
    """The card without its ``keys = ...`` lines (``keys`` is a regex of key names)."""
    text = card.read_text(encoding="utf-8")
    card.write_text(re.sub(rf"\n(?:{keys}) = .*", "", text), encoding="utf-8")
    return card


def _case_yaku_without_value(c: Path) -> tuple[Path, str, str]:
    card = _drop_keys(c / "rules" / "riichi.toml", "han_closed|han_open|yakuman")
    return card, "^summary", "a yaku's card states its value"


def _case_yaku_without_example_hand(c: Path) -> tuple[Path, str, str]:
    card = _drop_keys(c / "rules" / "tanyao.toml", "look_alike")
    return card, "^summary", "needs 'look_alike'"


def _case_preset_word(c: Path) -> tuple[Path, str, str]:
    card = c / "rules" / "nagashi_mangan.toml"
    _edit(card, 'wrc = "Not used."', 'wrc = "Not used in the preset."')
    return card, r"^\[differences\]", "names the internal 'preset'"


def _case_option_value_words(c: Path) -> tuple[Path, str, str]:
    card = _drop_keys(c / "rules" / "furiten.toml", "words")
    return card, r"^\[\[options\]\]", "has no 'words' for a learner"


CASES: dict[str, Callable[[Path], tuple[Path, str, str]]] = {
    "yaku without value": _case_yaku_without_value,
    "yaku without look-alike": _case_yaku_without_example_hand,
    "tool word in learner text": _case_preset_word,
    "option value without words": _case_option_value_words,
    "card field": _case_missing_field,
    "a preset's difference": _case_difference,
    "link between cards": _case_see_also,
    "example file": _case_missing_example,
    "undocumented option": _case_undocumented_option,
    "option value": _case_wrong_option_value,
    "reason code without card": _case_code_without_card,
    "glossary term": _case_glossary_term,
    "kanji outside the glossary": _case_unknown_kanji,
    "kanji of a reason text": _case_reason_kanji,
    "seed in learner text": _case_seed_in_text,
    "internal source key": _case_source_key,
    "raw snake_case id": _case_raw_id,
    "example judged otherwise": _case_wrong_answer,
    "situation no card shows": _case_orphan_situation,
}


@pytest.mark.parametrize("damage", list(CASES.values()), ids=list(CASES))
def test_each_kind_of_damage_is_named_with_file_and_line(
    copy: Path, damage: Callable[[Path], tuple[Path, str, str]]
) -> None:
    path, line_pattern, words = damage(copy)
    problems = check_content(copy)
    found = [p for p in problems if p.file == str(path) and words in p.message]
    assert found, f"expected {words!r} in {path}; got {[str(p) for p in problems]}"
    expected_line = _line(path, line_pattern) if line_pattern and path.exists() else 1
    assert found[0].line == expected_line, str(found[0])


def test_the_command_prints_file_line_and_exits_1(
    copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card, _, _ = _case_missing_field(copy)
    assert main(["content", "check", "--content", str(copy), "--no-examples"]) == 1
    err = capsys.readouterr().err
    assert f"{card}:" in err and "'traps' is missing" in err
    assert "content check: 1 problem(s)" in err


def test_a_card_that_cannot_load_is_one_problem(copy: Path) -> None:
    card = copy / "rules" / "chankan.toml"
    _edit(card, 'title = "Chankan', 'title = "Chankan"""')
    problems = check_content(copy, examples=False)
    assert problems == [Problem(str(card), 3, problems[0].message)]
    assert "not valid TOML" in problems[0].message

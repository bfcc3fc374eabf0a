"""The content check: is everything under ``content/`` complete, linked and true?

``check_content()`` reads the rule cards, the glossary, the rulesets and the curated
situations, and returns every problem it finds, each naming a file and a line:

- card fields: a one-line summary, conditions, traps, a ``differences`` sentence for
  every preset, at least one example, sources named as a reader would cite them;
- links: ``see_also`` and ``examples`` lead somewhere, every card the engine needs exists;
- every ruleset option is documented by some card (with each preset's true value);
- every reason code the engine can emit (``all_codes()``) belongs to a card;
- every Japanese term used (a card's ``japanese`` name, kanji in card text, the terms
  reason texts print beside yaku names) is in the glossary;
- learner-facing text (cards, option notes, glossary, the reasons of every example) names
  no internal source key, no "seed" and no raw snake_case id;
- every example, judged by the engine, gives the answer its ``[expect]`` claims.

``riichi-tutor content check`` prints the problems and exits 1 when there are any.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tutor import api
from tutor.cards import CARD_IDS, PRESETS, CardText, RuleCard, load_cards
from tutor.errors import TutorError
from tutor.glossary import Glossary, load_glossary
from tutor.judges import all_codes
from tutor.paths import content_dir
from tutor.rules.ruleset_options import OPTIONS
from tutor.rules.yaku_ids import DORA_IDS, YAKU_NAMES
from tutor.rules.yaku_names import yaku_term


@dataclass(frozen=True, slots=True, order=True)
class Problem:
    """One thing wrong with the content, where it is."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


INTERNAL_KEYS = re.compile(
    r"\b(?:TH-[ABC]|MJC|MOR|MJX|REV|MR|PAN|MAHJAX|IJ|LOBBY|WRC15|WRC22-OPT|WRC22-BE|WRC-RD"
    r"|EMA16|EMA25|EMA-T|ML-[ABW]|JPA-[BG]|SKI|JAWP|RW|J\d{1,2})\b"
    r"|\[(?:UNVERIFIED|CONFLICT|firm|single)\]|§"
)
"""The fact sheet's source keys and confidence tags: a learner must never read them."""

INTERNAL_WORDS = re.compile(
    r"\bfact sheet\b|\bseeds?\b|\bthe mahjong library\b|\bpresets?\b|\bsituation files?\b"
    r"|\brules table\b|\bscoring program\b|\bplayers = \d",
    re.IGNORECASE,
)
"""Words that point at our working material or tools instead of the game: a learner reads
about rulesets and examples, never about presets, situation files or rules tables."""

SNAKE_ID = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")
"""A raw snake_case id (``kokushi_13``, ``kan_after_riichi``). A ruleset with overrides
is named in words (``tenhou (yakuman cap: 3)``), so no id is excused."""

_JAPANESE_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u9fff々ー]+")
_TERM_PAIR = re.compile(r"([\u3040-\u30ff\u3400-\u9fff々ー]+)\s*\(([^)]+)\)")


HONOUR_CODE = re.compile(r"\b\d+z\b|\b[a-z]+(?: [a-z]+)* = (?:true|false)\b")
"""An honour tile as a code (``5z``), or a rule written as a setting (``ippatsu = false``):
learners read honours by name and rules in words."""


def learner_text_problems(text: str, *, honour_codes: bool = False) -> list[str]:
    """What is wrong with one learner-facing text: internal keys, tool words, raw ids,
    and with ``honour_codes`` (text we write, not the engine's reasons) honour codes."""
    found = [f"names the internal '{m.group(0)}'" for m in INTERNAL_KEYS.finditer(text)]
    if honour_codes:
        found += [f"writes the code '{m.group(0)}'" for m in HONOUR_CODE.finditer(text)]
    found += [f"names the internal '{m.group(0)}'" for m in INTERNAL_WORDS.finditer(text)]
    found += [f"prints the raw id '{m.group(0)}'" for m in SNAKE_ID.finditer(text)]
    return found


YAKU_WITHOUT_ONE_VALUE = frozenset({"dora", "nagashi_mangan", "renhou"})
"""Cards named for a yaku id whose value is no fixed han: dora count per tile, nagashi
mangan is a payment at a draw, renhou's value differs by ruleset (its card says how)."""


def is_yaku_card(card: RuleCard) -> bool:
    """Whether the card teaches a yaku (hand or situational), so it must state a value."""
    named = card.id in YAKU_NAMES or card.id in ("haitei_houtei", "tenhou_chiihou")
    return named and card.id not in YAKU_WITHOUT_ONE_VALUE


def _card_texts(card: RuleCard) -> Iterator[tuple[str, str]]:
    """(key, text) of everything on a card that a learner reads."""
    yield "title", card.title
    yield "summary", card.summary
    yield "example_hand", card.example_hand
    yield "look_alike", card.look_alike
    yield "body", card.body
    for text in card.conditions:
        yield "conditions", text
    for text in card.traps:
        yield "traps", text
    for text in card.differences.values():
        yield "differences", text
    for text in card.sources:
        yield "sources", text
    for index, option in enumerate(card.options):
        yield f"options#{index}", option.changes
        yield f"options#{index}", option.note


class _Card:
    """A card with its source text, to name the line of a key."""

    def __init__(self, card: RuleCard) -> None:
        self.card = card
        self.text = CardText(card.path, card.path.read_text(encoding="utf-8"))

    def problem(self, key: str, message: str) -> Problem:
        name, _, index = key.partition("#")
        line = self.text.line_of(name, int(index) if index else 0) or 1
        return Problem(str(self.card.path), line, f"{self.card.id}: {message}")


def _field_problems(entry: _Card) -> Iterator[Problem]:
    card = entry.card
    if "\n" in card.summary:
        yield entry.problem("summary", "the summary must be one line (the definition)")
    for key in ("conditions", "traps"):
        if not getattr(card, key):
            yield entry.problem(key, f"'{key}' is missing or empty (a list of sentences)")
    missing = [preset for preset in PRESETS if preset not in card.differences]
    if missing:
        yield entry.problem("differences", f"'differences' says nothing for '{missing[0]}'")
    if not card.examples:
        yield entry.problem("examples", "the card has no example situation")
    if is_yaku_card(card) and card.value is None:
        yield entry.problem(
            "summary", "a yaku's card states its value (han_closed, han_open, yakuman)"
        )
    if card.value is not None:
        for key in ("example_hand", "look_alike"):
            if not getattr(card, key):
                yield entry.problem("summary", f"a yaku's card needs '{key}' (a hand in words)")
    for key, text in _card_texts(card):
        for found in learner_text_problems(text, honour_codes=True):
            yield entry.problem(key, f"{key.partition('#')[0]} {found}")


def _glossary_problems(entry: _Card, glossary: Glossary) -> Iterator[Problem]:
    card = entry.card
    pairs = _TERM_PAIR.findall(card.japanese)
    if not pairs:
        yield entry.problem("japanese", "write the name as kanji (romaji), e.g. 一発 (ippatsu)")
    for kanji, term in pairs:
        known = glossary.get(term)
        if known is None or known.kanji != kanji:
            yield entry.problem("japanese", f"the term {kanji} ({term}) is not in the glossary")
    named = {kanji for kanji, _ in pairs}
    for key, text in _card_texts(card):
        for run in _JAPANESE_RUN.findall(text):
            if run not in named and glossary.by_kanji(run) is None:
                yield entry.problem(key, f"the Japanese term {run} is not in the glossary")


def _option_problems(cards: dict[str, _Card], content: Path) -> Iterator[Problem]:
    documented: dict[str, _Card] = {}
    rulesets = {
        name: api.load_ruleset(str(content / "rulesets" / f"{name}.toml")) for name in PRESETS
    }
    options = set(OPTIONS)
    for entry in cards.values():
        for index, option in enumerate(entry.card.options):
            key = f"options#{index}"
            if option.name not in options:
                yield entry.problem(key, f"'{option.name}' is not a ruleset option")
                continue
            documented.setdefault(option.name, entry)
            for preset, value in option.presets.items():
                actual = getattr(rulesets[preset], option.name)
                if isinstance(actual, tuple):
                    actual = ", ".join(actual)
                if value != actual:
                    yield entry.problem(
                        key, f"option '{option.name}' on {preset} is {actual!r}, not {value!r}"
                    )
    preset_file = content / "rulesets" / "tenhou.toml"
    for name in sorted(options - set(documented)):
        yield Problem(
            str(preset_file),
            _line_in(preset_file, name),
            f"the ruleset option '{name}' is documented by no rule card",
        )


def _line_in(path: Path, key: str) -> int:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return 1
    pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
    return next((n for n, line in enumerate(lines, start=1) if pattern.match(line)), 1)


def _code_problems(cards: dict[str, _Card], rules: Path) -> Iterator[Problem]:
    for card_id in CARD_IDS:
        if card_id not in cards:
            yield Problem(
                str(rules / f"{card_id}.toml"),
                1,
                f"the rule card '{card_id}' is missing (the engine points at it)",
            )
    for code in sorted(all_codes()):
        card_id = code.split(".", 1)[0]
        if card_id not in cards:
            yield Problem(
                str(rules / f"{card_id}.toml"),
                1,
                f"the reason code '{code}' points at no rule card",
            )


def _yaku_term_problems(glossary: Glossary) -> Iterator[Problem]:
    for yaku_id in sorted(set(YAKU_NAMES) - set(DORA_IDS)):
        term = yaku_term(yaku_id)
        if glossary.get(term) is None:
            yield Problem(
                str(glossary.path),
                1,
                f"reason texts name the yaku '{term}', which the glossary lacks",
            )


def _example_problems(entry: _Card, glossary: Glossary | None) -> Iterator[Problem]:
    for example in entry.card.examples:
        path = entry.card.path.parent.parent / example
        try:
            situation = api.load_situation(str(path))
        except TutorError as error:
            yield Problem(error.file or str(path), error.line or 1, error.message)
            continue
        expect = situation.expect
        where = (
            situation.line_of("expect.answer")
            or situation.line_of("expect")
            or _line_in(path, "answer")
        )
        if expect is None:
            yield Problem(str(path), 1, "an example needs an [expect] table to check")
            continue
        try:
            judgment = api.judge(situation)
        except TutorError as error:
            for mismatch in api.check_refusal(expect, error):
                yield Problem(str(path), error.line or where, f"refused: {mismatch}")
            continue
        for mismatch in api.grade(judgment, expect).problems:
            yield Problem(str(path), where, f"judged otherwise: {mismatch}")
        for found in learner_text_problems(expect.why or "", honour_codes=True):
            line = situation.line_of("expect.why") or where
            yield Problem(str(path), line, f"the example's 'why' (shown in the reference) {found}")
        for reason in judgment.reasons:
            for found in learner_text_problems(reason.text):
                yield Problem(str(path), where, f"the reason {reason.code} {found}")
            for run in _JAPANESE_RUN.findall(reason.text):
                if glossary is not None and glossary.by_kanji(run) is None:
                    yield Problem(
                        str(path),
                        where,
                        f"the reason {reason.code} uses {run}, which the glossary lacks",
                    )


def _orphan_problems(cards: dict[str, _Card], base: Path) -> Iterator[Problem]:
    shown = {
        (entry.card.path.parent.parent / e).resolve()
        for entry in cards.values()
        for e in entry.card.examples
    }
    for path in sorted((base / "situations").glob("*/*.toml")):
        if path.resolve() not in shown:
            yield Problem(str(path), 1, "no rule card shows this situation among its examples")


def check_content(content: Path | None = None, *, examples: bool = True) -> list[Problem]:
    """Every problem in ``content`` (default: the tutor's ``content/``), sorted.

    ``examples=False`` skips judging the examples (the slow part).
    """
    base = content if content is not None else content_dir()
    rules = base / "rules"
    problems: list[Problem] = []
    try:
        cards = {card_id: _Card(card) for card_id, card in load_cards(rules).items()}
    except TutorError as error:
        return [Problem(error.file or str(rules), error.line or 1, error.message)]
    try:
        glossary: Glossary | None = load_glossary(base / "glossary.toml")
    except TutorError as error:
        problems.append(Problem(error.file or str(base), error.line or 1, error.message))
        glossary = None
    problems += _code_problems(cards, rules)
    problems += _option_problems(cards, base)
    problems += _orphan_problems(cards, base)
    for entry in cards.values():
        problems += _field_problems(entry)
        if glossary is not None:
            problems += _glossary_problems(entry, glossary)
        if examples:
            problems += _example_problems(entry, glossary)
    if glossary is not None:
        problems += _yaku_term_problems(glossary)
        for term in glossary.terms.values():
            for found in learner_text_problems(f"{term.english} {term.meaning}"):
                problems.append(
                    Problem(
                        str(glossary.path), glossary.line_of(term.term), f"'{term.term}' {found}"
                    )
                )
    return sorted(set(problems))

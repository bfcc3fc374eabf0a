"""Rule cards (ルール解説): the teaching text that reasons and questions point at.

A rule card is one TOML file, ``content/rules/<id>.toml``, for one rule family. Its
``id`` is the ``<rule>`` part of the engine's reason codes (``ippatsu.broken_by_call``
belongs to the card ``ippatsu``), so an explanation can always show the card behind it.

Hand yaku have a card each too (``content/rules/iipeikou.toml``); the win judge's
reasons point at the card of each yaku it names.

A card reads in this order: a one-line definition (``summary``), the ``conditions`` that
must all hold, the ``traps`` a learner falls into, how the rulesets differ
(``differences``, one sentence per preset), then ``examples`` (situation files the engine
judges). Beside those: a title, the Japanese name, a few paragraphs of explanation
(``body``), the ruleset options that change the rule (with each preset's value), the
sources the facts come from and related cards. A hand-yaku card also states its value:
``han_closed``, ``han_open`` (0 when the yaku needs a closed hand) and ``yakuman``.

``load_cards()`` reads and checks the form of every card; anything wrong becomes one
``TutorError`` naming the file and the line. Whether the content is complete (every card
has its conditions, every example judges as it claims, ...) is the content check's job
(``tutor.content_check``).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.bounds import load_toml
from tutor.card_titles import card_title as card_title
from tutor.errors import TutorError, toml_problem
from tutor.paths import content_dir
from tutor.rules.reasons import RULE_MODULES
from tutor.rules.wording import preset_title

CARD_IDS: tuple[str, ...] = (*RULE_MODULES, "yaku")
"""The cards that must exist: one per judge module (its name is the prefix of that
module's reason codes), plus ``yaku`` for the hand yaku in general. Other cards (one per
hand yaku) may sit beside them."""

PRESETS: tuple[str, ...] = (
    "tenhou",
    "mahjong-soul",
    "wrc",
    "ema",
    "m-league",
    "shanghai-dynasty",
)
"""The ruleset presets that every option row and every ``differences`` table covers."""


def ruleset_title(name: str) -> str:
    """The ruleset as players know it (``Mahjong Soul`` for ``mahjong-soul``); a ruleset
    with overrides (``tenhou (yakuman cap: 3)``) keeps its words after the title."""
    preset, _, rest = name.partition(" ")
    return f"{preset_title(preset)} {rest}".strip()


OptionValue = bool | int | str

_REQUIRED_TEXT = ("id", "title", "japanese", "summary", "body")
_VALUE_KEYS = ("han_closed", "han_open", "yakuman")
_KNOWN_KEYS = frozenset(
    {
        *_REQUIRED_TEXT,
        *_VALUE_KEYS,
        "conditions",
        "traps",
        "differences",
        "options",
        "examples",
        "sources",
        "see_also",
        "example_hand",
        "look_alike",
    }
)
_CARD_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_OPTION_KEYS = frozenset({"name", "changes", "presets", "note", "words"})


@dataclass(frozen=True, slots=True)
class CardOption:
    """A ruleset option that changes the rule, and what each preset sets it to."""

    name: str
    changes: str
    presets: dict[str, OptionValue]
    note: str = ""
    words: dict[str, str] = field(default_factory=dict)
    """Each text value in a learner's words (``head_bump`` → ``only the first winner``)."""


@dataclass(frozen=True, slots=True)
class YakuValue:
    """What a hand yaku is worth: han closed and open (0: closed only), or a yakuman."""

    han_closed: int
    han_open: int
    yakuman: bool


@dataclass(frozen=True, slots=True)
class RuleCard:
    """One rule card, as read from ``content/rules/<id>.toml``."""

    id: str
    title: str
    japanese: str
    summary: str
    body: str
    options: tuple[CardOption, ...]
    examples: tuple[str, ...]
    sources: tuple[str, ...]
    see_also: tuple[str, ...]
    path: Path
    conditions: tuple[str, ...] = ()
    traps: tuple[str, ...] = ()
    differences: dict[str, str] = field(default_factory=dict)
    value: YakuValue | None = None
    """Set on the cards of yaku (hand and situational)."""
    example_hand: str = ""
    """A yaku card's hand (or moment) that scores it, in words."""
    look_alike: str = ""
    """A hand that looks like it but does not score it, and why."""

    @property
    def is_yaku(self) -> bool:
        """Whether this is the card of one hand yaku (it states the yaku's value)."""
        return self.value is not None

    @property
    def paragraphs(self) -> list[str]:
        """The body split into paragraphs (blank lines separate them)."""
        return [p.strip() for p in self.body.split("\n\n") if p.strip()]


class CardText:
    """A card's source text, used to find the line a key is written on."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.lines = text.splitlines()

    def line_of(self, key: str, occurrence: int = 0) -> int | None:
        """The 1-based line where ``key =`` (or the table ``[key]`` / ``[[key]]``) appears."""
        name = re.escape(key)
        pattern = re.compile(rf"^\s*(\[\[\s*{name}\s*\]\]|\[\s*{name}\s*\]|{name}\s*=)")
        seen = 0
        for number, line in enumerate(self.lines, start=1):
            if pattern.match(line):
                if seen == occurrence:
                    return number
                seen += 1
        return None

    def fail(self, message: str, key: str | None = None, occurrence: int = 0) -> TutorError:
        line = self.line_of(key, occurrence) if key is not None else None
        return TutorError(message, file=str(self.path), line=line if line is not None else 1)


def _text_field(data: dict[str, Any], key: str, src: CardText) -> str:
    value = data.get(key)
    if value is None:
        raise src.fail(f"the card has no '{key}' (every card needs one)")
    if not isinstance(value, str) or not value.strip():
        raise src.fail(f"'{key}' must be non-empty text", key)
    return value.strip()


def _optional_text(data: dict[str, Any], key: str, src: CardText) -> str:
    value = data.get(key, "")
    if not isinstance(value, str):
        raise src.fail(f"'{key}' must be text", key)
    return value.strip()


def _string_list(data: dict[str, Any], key: str, src: CardText) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise src.fail(f"'{key}' must be a list of non-empty strings", key)
    return tuple(value)


def _option(raw: object, index: int, src: CardText) -> CardOption:
    if not isinstance(raw, dict):
        raise src.fail("each [[options]] entry must be a table", "options", index)
    unknown = sorted(set(raw) - _OPTION_KEYS)
    if unknown:
        raise src.fail(f"unknown key '{unknown[0]}' in [[options]]", "options", index)
    name, changes = raw.get("name"), raw.get("changes")
    if not isinstance(name, str) or not name:
        raise src.fail("an [[options]] entry needs 'name' (a ruleset option)", "options", index)
    if not isinstance(changes, str) or not changes.strip():
        raise src.fail(f"option '{name}' needs 'changes' (what it changes)", "options", index)
    presets = raw.get("presets")
    if not isinstance(presets, dict):
        raise src.fail(f"option '{name}' needs 'presets' (each preset's value)", "options", index)
    missing = [p for p in PRESETS if p not in presets]
    extra = sorted(set(presets) - set(PRESETS))
    if missing or extra:
        problem = (
            f"lacks preset '{missing[0]}'" if missing else f"names unknown preset '{extra[0]}'"
        )
        raise src.fail(f"option '{name}' {problem}", "options", index)
    for preset, value in presets.items():
        if not isinstance(value, bool | int | str):
            raise src.fail(
                f"option '{name}': the value for '{preset}' must be text, a number or true/false",
                "options",
                index,
            )
    note = raw.get("note", "")
    if not isinstance(note, str):
        raise src.fail(f"option '{name}': 'note' must be text", "options", index)
    words = raw.get("words", {})
    if not isinstance(words, dict) or not all(
        isinstance(v, str) and v.strip() for v in words.values()
    ):
        raise src.fail(f"option '{name}': 'words' must be a table of texts", "options", index)
    for preset, value in presets.items():
        if isinstance(value, str) and value not in words:
            raise src.fail(
                f"option '{name}': the value {value!r} of '{preset}' has no 'words' for a learner",
                "options",
                index,
            )
    return CardOption(
        name=name,
        changes=changes.strip(),
        presets=dict(presets),
        note=note.strip(),
        words={str(k): str(v).strip() for k, v in words.items()},
    )


def _differences(data: dict[str, Any], src: CardText) -> dict[str, str]:
    value = data.get("differences", {})
    if not isinstance(value, dict):
        raise src.fail("'differences' must be a table: { tenhou = \"...\", ... }", "differences")
    extra = sorted(set(value) - set(PRESETS))
    if extra:
        raise src.fail(f"'differences' names unknown preset '{extra[0]}'", "differences")
    for preset, text in value.items():
        if not isinstance(text, str) or not text.strip():
            raise src.fail(f"'differences' for '{preset}' must be non-empty text", "differences")
    return {preset: value[preset].strip() for preset in PRESETS if preset in value}


def _yaku_value(data: dict[str, Any], src: CardText) -> YakuValue | None:
    given = [key for key in _VALUE_KEYS if key in data]
    if not given:
        return None
    missing = [key for key in _VALUE_KEYS if key not in data]
    if missing:
        raise src.fail(
            f"a hand-yaku card states all of han_closed, han_open and yakuman; "
            f"'{missing[0]}' is missing",
            given[0],
        )
    if not isinstance(data["yakuman"], bool):
        raise src.fail("'yakuman' must be true or false", "yakuman")
    for key in ("han_closed", "han_open"):
        han = data[key]
        if isinstance(han, bool) or not isinstance(han, int) or not 0 <= han <= 13:
            raise src.fail(f"'{key}' must be a whole number of han from 0 to 13", key)
    return YakuValue(data["han_closed"], data["han_open"], data["yakuman"])


def load_card(path: Path, content: Path | None = None) -> RuleCard:
    """Read and validate one card file; ``content`` is where ``examples`` paths start."""
    base = content if content is not None else path.parent.parent
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise TutorError(f"cannot read the rule card: {error}", file=str(path)) from None
    src = CardText(path, text)
    try:
        data = load_toml(text)
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error)
        raise TutorError(problem, file=str(path), line=line or 1) from None
    unknown = sorted(set(data) - _KNOWN_KEYS)
    if unknown:
        raise src.fail(f"unknown key '{unknown[0]}' on a rule card", unknown[0])
    fields = {key: _text_field(data, key, src) for key in _REQUIRED_TEXT}
    if fields["id"] != path.stem:
        raise src.fail(f"the id '{fields['id']}' differs from the file name '{path.stem}'", "id")
    if not _CARD_ID.match(fields["id"]):
        raise src.fail(f"the id '{fields['id']}' must be lower-case letters, digits and _", "id")
    raw_options = data.get("options", [])
    if not isinstance(raw_options, list):
        raise src.fail("'options' must be written as [[options]] tables", "options")
    options = tuple(_option(raw, i, src) for i, raw in enumerate(raw_options))
    examples = _string_list(data, "examples", src)
    for example in examples:
        if not (base / example).is_file():
            raise src.fail(f"the example '{example}' does not exist under content/", "examples")
    sources = _string_list(data, "sources", src)
    if not sources:
        raise src.fail("the card names no sources", "sources")
    see_also = _string_list(data, "see_also", src)
    return RuleCard(
        id=fields["id"],
        title=fields["title"],
        japanese=fields["japanese"],
        summary=fields["summary"],
        body=fields["body"],
        options=options,
        examples=examples,
        sources=sources,
        see_also=see_also,
        path=path,
        conditions=_string_list(data, "conditions", src),
        traps=_string_list(data, "traps", src),
        differences=_differences(data, src),
        value=_yaku_value(data, src),
        example_hand=_optional_text(data, "example_hand", src),
        look_alike=_optional_text(data, "look_alike", src),
    )


def card_named(card_id: str) -> RuleCard | None:
    """Rule card ``card_id`` read alone from ``content/rules`` (an explanation or a report
    names a few of the cards, and reading those is quicker than all); ``None`` when no
    card has that id."""
    path = content_dir() / "rules" / f"{card_id}.toml"
    return load_card(path) if card_id and path.is_file() else None


def load_cards(directory: Path | None = None) -> dict[str, RuleCard]:
    """Every rule card under ``directory`` (default ``content/rules``), keyed by id.

    Besides each card's own form, ``see_also`` must name cards that exist.
    """
    folder = directory if directory is not None else content_dir() / "rules"
    cards = {}
    for path in sorted(folder.glob("*.toml")):
        card = load_card(path, folder.parent)
        cards[card.id] = card
    for card in cards.values():
        for other in card.see_also:
            if other not in cards or other == card.id:
                src = CardText(card.path, card.path.read_text(encoding="utf-8"))
                problem = "the card itself" if other == card.id else "no rule card"
                raise src.fail(f"see_also names '{other}', which is {problem}", "see_also")
    return cards

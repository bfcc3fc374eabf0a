"""A whole rule card as Markdown, in the order a learner reads it.

Definition, value (for a yaku), conditions, traps, the explanation, how each ruleset
plays it (in words, the ruleset in play first), the house rules that change it with
each ruleset's choice in words, sources and related cards. The rule reference shows
this page; ``folded`` gives the short form a reveal shows under an answer.

Pure text: no Textual here, so the tests and any shell read the same page.
"""

from __future__ import annotations

from tutor.cards import PRESETS, CardOption, OptionValue, RuleCard, card_named, ruleset_title
from tutor.errors import TutorError
from tutor.rules.ruleset import load_ruleset
from tutor.rules.ruleset_options import OPTIONS

THREE_PLAYER_PRESETS = ("tenhou-sanma", "mahjong-soul-sanma")


def value_words(card: RuleCard) -> str:
    """``2 han closed, 1 han open`` / ``closed hand only: 1 han`` / ``yakuman``; ``""``
    for a card that is no yaku."""
    value = card.value
    if value is None:
        return ""
    if value.yakuman:
        return "yakuman (a limit hand)" if value.han_open else "yakuman, closed hand only"
    if not value.han_open:
        return f"{value.han_closed} han, closed hand only"
    if value.han_open == value.han_closed:
        return f"{value.han_closed} han, open or closed"
    return f"{value.han_closed} han closed, {value.han_open} han open"


def option_value_words(option: CardOption, value: OptionValue) -> str:
    """One ruleset's choice for an option, as a learner reads it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return str(value)
    return option.words.get(value, value)


def _bullets(items: tuple[str, ...]) -> str:
    return "\n".join(f"- {item}" for item in items)


def _preset_of(ruleset: str) -> str:
    preset = ruleset.split(" ")[0]
    if preset.endswith("-sanma"):
        preset = preset.removesuffix("-sanma")
    return preset


def _ordered(ruleset: str) -> list[str]:
    first = _preset_of(ruleset)
    return [first, *[p for p in PRESETS if p != first]] if first in PRESETS else list(PRESETS)


def three_player_only(option: CardOption) -> bool:
    """Whether only three-player tables use the option (four-player rules never meet it)."""
    spec = OPTIONS.get(option.name)
    return spec is not None and spec.default is not None


def _choices(option: CardOption, order: list[str]) -> str:
    if three_player_only(option):
        played = "; ".join(
            f"{ruleset_title(p)}: "
            f"{option_value_words(option, getattr(load_ruleset(p), option.name))}"
            for p in THREE_PLAYER_PRESETS
        )
        return f"{played}; the four-player rulesets: not played (four players)"
    return "; ".join(
        f"{ruleset_title(p)}: {option_value_words(option, option.presets[p])}" for p in order
    )


def card_markdown(card: RuleCard, ruleset: str, titles: dict[str, str] | None = None) -> str:
    """The whole card; ``ruleset`` (the one in play) is named first and marked."""
    parts = [f"# {card.title}", f"*{card.japanese}*", f"**{card.summary}**"]
    value = value_words(card)
    if value:
        parts.append(f"**Value**: {value}")
    if card.example_hand:
        parts.append(f"**Example**: {card.example_hand}")
    if card.look_alike:
        parts.append(f"**Looks like it, but is not**: {card.look_alike}")
    if card.conditions:
        parts += ["## When it applies", _bullets(card.conditions)]
    if card.traps:
        parts += ["## Traps", _bullets(card.traps)]
    parts += ["## In more detail", *card.paragraphs]
    order = _ordered(ruleset)
    if card.differences:
        parts.append("## Ruleset by ruleset")
        rows = []
        for preset in order:
            if preset in card.differences:
                mark = " (your rules)" if preset == order[0] else ""
                rows.append(f"- **{ruleset_title(preset)}{mark}**: {card.differences[preset]}")
        parts.append("\n".join(rows))
    if card.options:
        parts.append("## House rules that change it")
        for option in card.options:
            parts.append(f"- {option.changes} *{_choices(option, order)}.*")
    notes = [option.note for option in card.options if option.note]
    parts += ["## Sources", _bullets((*card.sources, *notes))]
    if card.see_also:
        names = titles or {}
        parts.append("**See also**: " + ", ".join(names.get(c, c) for c in card.see_also))
    return "\n\n".join(parts)


def folded(card: RuleCard, ruleset: str) -> str:
    """The short form under an answer: title, definition, value and this ruleset's line."""
    lines = [f"{card.title} · {card.japanese}", card.summary]
    value = value_words(card)
    if value:
        lines.append(f"Value: {value}.")
    own = card.differences.get(_preset_of(ruleset))
    if own:
        lines.append(f"Under {ruleset_title(ruleset)}: {own}")
    return "\n".join(lines)


def folded_card(card_id: str, ruleset: str) -> str:
    """The folded card a reveal shows under the answer, read from its file; ``""`` when
    the question names no card that exists."""
    try:
        card = card_named(card_id)
        return folded(card, ruleset) if card is not None else ""
    except TutorError:
        return ""

"""Words for the engine's sentences: counts with their plurals, rulesets by their names.

Every reason a learner reads is built from slots; the helpers here fill the slots that
vary in form, so that no sentence says "tile(s)" or "the tenhou rules":

* ``counted(3, "tile")`` is ``"3 tiles"``, ``counted(1, "tile")`` is ``"1 tile"``;
* ``preset_title("mahjong-soul")`` is ``"Mahjong Soul"``, the name a player knows;
* ``rules_phrase(ruleset)`` is ``"the Tenhou rules"``, or, for a situation that changed
  some options, ``"the Tenhou rules, with kan after riichi set to strict"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tutor.rules.ruleset import Ruleset

PRESET_TITLES: dict[str, str] = {
    "tenhou": "Tenhou",
    "tenhou-sanma": "Tenhou three-player",
    "mahjong-soul": "Mahjong Soul",
    "mahjong-soul-sanma": "Mahjong Soul three-player",
    "wrc": "WRC",
    "ema": "EMA",
    "m-league": "M.League",
    "shanghai-dynasty": "Shanghai: Dynasty house",
}
"""Preset name → the name a player knows it by."""

CALL_WORDS: dict[str, str] = {
    "chi": "chi", "pon": "pon", "daiminkan": "open kan", "kakan": "added kan",
    "ankan": "closed kan", "kita": "kita",
}
"""A call's event word → its name in a sentence (``S's added kan of 1m``)."""

ABORT_WORDS: dict[str, str] = {
    "kyuushu_kyuuhai": "nine terminals (kyuushu kyuuhai 九種九牌)",
    "sanchahou": "triple ron (sanchahou 三家和)",
    "suufon_renda": "four winds (suufon renda 四風連打)",
    "suucha_riichi": "four riichi (suucha riichi 四家立直)",
    "suukaikan": "four kans (suukaikan 四開槓)",
}
"""Abortive draw → its name inside a sentence, English first with the Japanese term."""

_IRREGULAR = {"honba": "honba", "yaku": "yaku", "fu": "fu", "han": "han"}


def counted(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and ``word``, the plural when ``n`` is not one: ``"56 tiles"``, ``"1 stick"``."""
    if n == 1:
        return f"{n} {word}"
    return f"{n} {plural or _IRREGULAR.get(word) or word + 's'}"


def preset_title(name: str) -> str:
    """The preset's name as players know it (a ruleset file's own name otherwise; for a
    file given by its path, ``open-riichi-club (house rules)``)."""
    if name.endswith(".toml"):
        return name.replace("\\", "/").rsplit("/", 1)[-1][: -len(".toml")] + " (house rules)"
    return PRESET_TITLES.get(name, name)


def value_words(value: object) -> str:
    """An option's value as a learner reads it: ``yes``, ``strict``, ``daisangen, none``."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return ", ".join(str(v).replace("_", " ") for v in value) or "none"
    return str(value).replace("_", " ")


def _option_words(ruleset: Ruleset, key: str) -> str:
    return f"{key.replace('_', ' ')} set to {value_words(getattr(ruleset, key))}"


def _changes(ruleset: Ruleset) -> str:
    return " and ".join(_option_words(ruleset, key) for key in ruleset.overridden)


def rules_phrase(ruleset: Ruleset, *, start: bool = False) -> str:
    """``"the Tenhou rules"`` (``"The …"`` to ``start`` a sentence), with the options a
    situation changed in brackets."""
    title = preset_title(ruleset.preset or ruleset.name)
    the = "The" if start else "the"
    if not ruleset.overridden:
        return f"{the} {title} rules"
    return f"{the} {title} rules (with {_changes(ruleset)})"

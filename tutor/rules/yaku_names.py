"""Yaku names for people: the English name with the Japanese term beside it.

Answers keep the yaku ids of the situation-file spec (``kokushi_13``, ``yakuhai_chun``);
every text a learner reads names a yaku through ``yaku_name`` instead:
``yaku_name("yakuhai_chun")`` is ``"Red dragon (chun)"``. The Japanese terms are the ones
``content/glossary.toml`` explains (with kanji and reading); the content check makes sure
each of them is there.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from tutor.rules.yaku_ids import YAKU_NAMES

YAKU_TERMS: dict[str, str] = {
    "double_riichi": "daburu riichi",
    "open_riichi": "oopun riichi",
    "double_open_riichi": "daburu oopun riichi",
    "haitei": "haitei raoyue",
    "houtei": "houtei raoyui",
    "rinshan": "rinshan kaihou",
    "yakuhai_haku": "haku",
    "yakuhai_hatsu": "hatsu",
    "yakuhai_chun": "chun",
    "yakuhai_seat_wind": "jikaze",
    "yakuhai_round_wind": "bakaze",
    "kokushi": "kokushi musou",
    "kokushi_13": "kokushi musou juusanmen machi",
    "suuankou_tanki": "suuankou tanki",
    "chuuren": "chuuren poutou",
    "junsei_chuuren": "junsei chuuren poutou",
    "aka_dora": "akadora",
    "ura_dora": "uradora",
    "daisharin": "daisharin",
}
"""The Japanese term of each yaku whose id is not simply the term with ``_`` for spaces."""


def yaku_term(yaku_id: str) -> str:
    """The Japanese term of a yaku in Latin letters (``kokushi_13`` → ``kokushi musou …``)."""
    return YAKU_TERMS.get(yaku_id, yaku_id.replace("_", " "))


@lru_cache(maxsize=256)
def yaku_name(yaku_id: str) -> str:
    """``English (term)``, or the term alone where English uses it too (``Riichi``).

    An id the table does not know is shown as its term rather than as a raw id. Worded
    once an id (the ids are a few score): every scored win names its yaku in a reason.
    """
    term = yaku_term(yaku_id)
    english = YAKU_NAMES.get(yaku_id, (term, ""))[0]
    if english.lower() == term.lower():
        return english
    return f"{english} ({term})"


@lru_cache(maxsize=256)
def yaku_label(yaku_id: str) -> str:
    """``Ippatsu (一発)``: a yaku as an answer choice, English with its kanji name (worded
    once an id: a which-yaku question offers every yaku the ruleset scores)."""
    english, kanji = YAKU_NAMES.get(yaku_id, (yaku_term(yaku_id).capitalize(), ""))
    return f"{english} ({kanji})" if kanji else english


def yaku_list(yaku_ids: Iterable[str]) -> str:
    """Several yaku by name, comma-separated, in the order given."""
    return ", ".join(yaku_name(yaku_id) for yaku_id in yaku_ids)

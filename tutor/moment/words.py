"""The moment in words: event lines, rule overrides and seats as a learner reads them.

Every tile is named with ``tutor.rules.tile_names``; rule names are in English with the
Japanese term beside them. Nothing here replays or judges: it words what the table did.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from tutor.rules.ruleset_options import OPTIONS
from tutor.rules.tile_names import TileStyle, tile_words, tiles_words, words_in_text
from tutor.rules.wording import value_words

if TYPE_CHECKING:  # the words take the engine's records; drawing a moment needs none
    from tutor.engine.events import Event
    from tutor.engine.records import Act
    from tutor.rules.ruleset import Ruleset

SEAT_WORDS = {"E": "East", "S": "South", "W": "West", "N": "North"}
ROUND_WORDS = ("East", "South", "West", "North")
MELD_WORDS = {
    "chi": "chi (チー)",
    "pon": "pon (ポン)",
    "daiminkan": "open kan (大明槓)",
    "ankan": "closed kan (暗槓)",
    "kakan": "added kan (加槓)",
}


def event_words(
    event: Event, act: Act | None, before: Act | None, style: TileStyle = "words"
) -> str:
    """One event as a sentence: ``"N calls pon (ポン) on White dragon 白 from E"``.

    ``act`` is the replayed fact of ``event`` (it tells a replacement draw apart) and
    ``before`` the act before it (the discard a call or a ron takes).
    """
    seat, action = event.seat, event.action
    tile = tile_words(event.tile, style) if event.tile is not None else None
    taken = tile_words(before.tile, style) if before and before.tile is not None else "the tile"
    source = f" from {before.seat}" if before is not None else ""
    if action == "draw":
        what = "a replacement tile" if act is not None and act.kind == "replacement_draw" else ""
        if tile is None:
            return f"{seat} draws {what or 'a tile'} (unseen)"
        return f"{seat} draws {what + ', ' if what else ''}{tile}"
    if action == "discard":
        return f"{seat} discards {tile}"
    if action == "riichi":
        return f"{seat} declares riichi (立直), discarding {tile}"
    if action == "open_riichi":
        return f"{seat} declares open riichi (オープン立直), discarding {tile}"
    if action in ("chi", "pon", "daiminkan"):
        with_tiles = f" with {tiles_words(event.hand_tiles, style)}" if event.hand_tiles else ""
        return f"{seat} calls {MELD_WORDS[action]} on {tile}{source}{with_tiles}"
    if action == "ankan":
        return f"{seat} declares a {MELD_WORDS['ankan']} of {tile}"
    if action == "kakan":
        return f"{seat} adds {tile} to its pon: an {MELD_WORDS['kakan']}"
    if action == "ron":
        return f"{seat} wins by ron (ロン) on {taken}{source}"
    if action == "tsumo":
        return f"{seat} wins by tsumo (ツモ)"
    if action == "kyuushu":
        return f"{seat} calls nine terminals (九種九牌) and ends the hand"
    if action == "kita":
        return f"{seat} sets a {tile_words('4z', style)} aside (kita, 北抜き)"
    return f"{seat} {action}"


_CHOICE_MEANING = re.compile(r"(\w+) = ([^;]+)")


def override_words(key: str, value: object) -> str:
    """One changed rule in words: ``"closed kan after riichi: strict, also a triplet in
    every reading"``, ``"ura dora (裏ドラ) and kan ura count for a riichi winner: no"``."""
    description = OPTIONS[key].description
    meanings = dict(_CHOICE_MEANING.findall(description))
    head = description.split(":", 1)[0] if meanings else description
    shown = value_words(value)
    meaning = meanings.get(str(value))
    said = f"{head}: {shown}" + (f", {meaning.strip()}" if meaning else "")
    return words_in_text(said)


def overrides_in_words(ruleset: Ruleset) -> tuple[str, ...]:
    """Every option a situation's ``[rules]`` changed from its preset, in words."""
    return tuple(override_words(key, getattr(ruleset, key)) for key in ruleset.overridden)


def rules_line(preset: str, overrides: Sequence[str]) -> str:
    """``"Rules: tenhou"``, or ``"Rules: tenhou, changed: closed kan after riichi: strict"``."""
    if not overrides:
        return f"Rules: {preset}"
    return f"Rules: {preset}, changed here: " + "; ".join(overrides)

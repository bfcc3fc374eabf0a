"""The hand's events as plain facts (局の経過), for the judges of wins and draws.

The judges of situational yaku (一発, 海底, 嶺上, 槍槓, 天和…) and of abortive draws
ask questions about *order*: did a call come between the riichi and the win, was the
win drawn from the dead wall, was this the seat's first draw. They read a list of
:class:`Act` — one per event line, numbered as the situation numbers them, with the
live-wall count after it — and never replay anything. The table records the list as
it replays (``Table.acts``); tests build it by hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine.records import Act as Act
from tutor.rules.tiles import tile_name
from tutor.rules.wording import CALL_WORDS

SEATS: tuple[str, ...] = ("E", "S", "W", "N")
CALLS: frozenset[str] = frozenset({"chi", "pon", "daiminkan", "ankan", "kakan", "kita"})
"""Everything that interrupts the go-around; a kita (北抜き, sanma) counts as a call."""
KANS: frozenset[str] = frozenset({"daiminkan", "ankan", "kakan"})
CLAIMS: frozenset[str] = frozenset({"chi", "pon", "daiminkan"})
DISCARDS: frozenset[str] = frozenset({"discard", "riichi"})
DRAWS: frozenset[str] = frozenset({"draw", "replacement_draw"})
FRESH_WALL = 70
"""Live-wall tiles right after the deal: the first go-around can still be intact."""


_WHAT = {
    "draw": "draw", "replacement_draw": "replacement draw", "discard": "discard",
    "riichi": "riichi discard", "ron": "ron", "tsumo": "tsumo",
    "kyuushu": "nine-terminals call", **CALL_WORDS,
}


def describe(act: Act) -> str:
    """Short text for a learner: ``"W's pon of 5z (event 5)"``."""
    what = _WHAT.get(act.kind, act.kind)
    tile = f" of {tile_name(act.tile)}" if act.tile is not None else ""
    return f"{act.seat}'s {what}{tile} (event {act.number})"


def distance(from_seat: str, to_seat: str, players: int = 4) -> int:
    """How many turns after ``from_seat`` ``to_seat`` acts (1 = the next player)."""
    return (SEATS.index(to_seat) - SEATS.index(from_seat)) % players


def claimed_act(acts: Sequence[Act], index: int) -> Act | None:
    """The discard, added kan or closed kan that a ron or call at ``index`` takes.

    For a ron, earlier rons on the same tile are skipped (double ron).
    """
    i = index - 1
    while i >= 0 and acts[i].kind == "ron":
        i -= 1
    return acts[i] if i >= 0 else None


def first_call_before(acts: Sequence[Act], index: int) -> Act | None:
    """The first chi, pon or kan of any kind by anyone before ``acts[index]``."""
    for act in acts[:index]:
        if act.kind in CALLS:
            return act
    return None


def has_acted(acts: Sequence[Act], index: int, seat: str, kinds: frozenset[str]) -> bool:
    """Whether ``seat`` did any of ``kinds`` before ``acts[index]``."""
    return any(a.seat == seat and a.kind in kinds for a in acts[:index])


def called_discards(acts: Sequence[Act]) -> set[int]:
    """Event numbers of discards that another seat took with chi, pon or daiminkan."""
    taken: set[int] = set()
    for i, act in enumerate(acts):
        if act.kind in CLAIMS and i > 0 and acts[i - 1].kind in DISCARDS:
            taken.add(acts[i - 1].number)
    return taken


def rons_on(acts: Sequence[Act], target_index: int) -> list[Act]:
    """The rons that follow ``acts[target_index]`` directly (one per winner)."""
    out: list[Act] = []
    for act in acts[target_index + 1:]:
        if act.kind != "ron":
            break
        out.append(act)
    return out


def kan_was_robbed(acts: Sequence[Act], index: int) -> bool:
    """Whether the kan (or kita) at ``index`` was won on (槍槓): a ron follows it at once."""
    return acts[index].kind in ("kakan", "ankan", "kita") and index + 1 < len(acts) \
        and acts[index + 1].kind == "ron"

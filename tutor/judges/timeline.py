"""The hand's events as plain facts (局の経過), for the judges of wins and draws.

The judges of situational yaku (一発, 海底, 嶺上, 槍槓, 天和…) and of abortive draws
ask questions about *order*: did a call come between the riichi and the win, was the
win drawn from the dead wall, was this the seat's first draw. They read a list of
:class:`Act` — one per event line, numbered as the situation numbers them, with the
live-wall count after it — and never replay anything. ``acts_from_table`` builds the
list from a replayed table; tests build it by hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, NamedTuple

from tutor.engine.records import Step
from tutor.rules.tiles import Tile, tile_name

ActKind = Literal[
    "draw", "replacement_draw", "discard", "riichi", "chi", "pon", "daiminkan", "ankan",
    "kakan", "ron", "tsumo", "kyuushu",
]
SEATS: tuple[str, ...] = ("E", "S", "W", "N")
CALLS: frozenset[str] = frozenset({"chi", "pon", "daiminkan", "ankan", "kakan"})
KANS: frozenset[str] = frozenset({"daiminkan", "ankan", "kakan"})
CLAIMS: frozenset[str] = frozenset({"chi", "pon", "daiminkan"})
DISCARDS: frozenset[str] = frozenset({"discard", "riichi"})
DRAWS: frozenset[str] = frozenset({"draw", "replacement_draw"})
FRESH_WALL = 70
"""Live-wall tiles right after the deal: the first go-around can still be intact."""


class Act(NamedTuple):
    """One event of the hand as a fact.

    ``number`` is the 1-based event number of the situation; ``live_wall`` the tiles
    left in the live wall after the event. A ``replacement_draw`` is the draw right
    after the seat's own kan (嶺上牌). ``riichi`` is a sideways discard of ``tile``.
    """

    number: int
    seat: str
    kind: ActKind
    tile: Tile | None = None
    live_wall: int = 0


_WHAT = {
    "draw": "draw", "replacement_draw": "replacement draw", "discard": "discard",
    "riichi": "riichi discard", "ron": "ron", "tsumo": "tsumo",
    "kyuushu": "nine-terminals call",
}


def describe(act: Act) -> str:
    """Short text for a learner: ``"W's pon of 5z (event 5)"``."""
    what = _WHAT.get(act.kind, act.kind)
    tile = f" of {tile_name(act.tile)}" if act.tile is not None else ""
    return f"{act.seat}'s {what}{tile} (event {act.number})"


def distance(from_seat: str, to_seat: str) -> int:
    """How many turns after ``from_seat`` ``to_seat`` acts (1 = the next player)."""
    return (SEATS.index(to_seat) - SEATS.index(from_seat)) % 4


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
    """Whether the kan at ``index`` was won on (槍槓): a ron follows it at once."""
    return acts[index].kind in ("kakan", "ankan") and index + 1 < len(acts) \
        and acts[index + 1].kind == "ron"


_new_act = tuple.__new__  # an Act without the named tuple's Python-level __new__
if Step._fields[:5] != ("number", "seat", "action", "tile", "live_wall"):
    raise ImportError("acts_from_steps takes an Act from the first five fields of a Step")


_LAST: tuple[Sequence[Step], tuple[Act, ...], Step | None] = ((), (), None)
"""The acts of the last step list asked about, and its last step. A table only appends
to its steps, and one table's acts are asked for again and again (an abortive-draw
check after each riichi discard, the ron/tsumo check, then the ``win`` ask), so they
are extended with the new steps instead of rebuilt. Holding the list keeps its id from
reuse; its last step seen must still be in place. The entry is replaced whole, never
changed, so a caller on another thread sees either the old one or the new one."""


def acts_from_steps(steps: Sequence[Step]) -> list[Act]:
    """Acts from the table's replayed steps (the facts ``tutor.engine.table`` records).

    The caller owns the returned list (it may append to it)."""
    global _LAST
    known_steps, acts, last = _LAST
    done = len(acts)
    if steps is not known_steps or len(steps) < done or (done and steps[done - 1] is not last):
        acts, done = (), 0
    if done == len(steps):
        return list(acts)
    more = [_new_act(Act, step[:5]) if not step.replacement
            else Act(step.number, step.seat, "replacement_draw", step.tile, step.live_wall)
            for step in steps[done:]]
    acts = (*acts, *more)
    _LAST = (steps, acts, steps[-1])
    return list(acts)

"""Event lines of a situation file (局の進行): ``S draw 5m``, ``W chi 4m 35m``, ``S ron``…

One line is one event; ``#`` starts a comment; blank lines are skipped. Parsing only
checks the grammar (seat, action, tiles); whether the event can happen at that moment
is the table's business (``tutor.engine.table``).
"""

from __future__ import annotations

from typing import Literal, NamedTuple, get_args

from tutor.errors import TutorError
from tutor.rules.tiles import NotationError, Tile, parse_tiles, tile_name

SEATS: tuple[str, str, str, str] = ("E", "S", "W", "N")
"""Seat winds in turn order; ``E`` is the dealer."""

Action = Literal[
    "draw",
    "discard",
    "riichi",
    "open_riichi",
    "chi",
    "pon",
    "daiminkan",
    "ankan",
    "kakan",
    "ron",
    "tsumo",
    "kyuushu",
    "kita",
]
CALLS: frozenset[str] = frozenset({"chi", "pon", "daiminkan"})
"""Actions that take the last discard (副露 of another seat's tile)."""

_TILE_ACTIONS = frozenset(
    {"draw", "discard", "riichi", "open_riichi", "chi", "pon", "daiminkan", "ankan", "kakan"}
)
_BARE_ACTIONS = frozenset({"ron", "tsumo", "kyuushu", "kita"})
"""Actions without a tile; ``kita`` (北抜き, sanma) always sets aside a north tile."""
_HAND_TILES = {"chi": 2, "pon": 2, "daiminkan": 3}
ACTIONS: tuple[str, ...] = get_args(Action)
RIICHI_ACTIONS: frozenset[str] = frozenset({"riichi", "open_riichi"})
"""Declarations of riichi; ``open_riichi`` (オープン立直, an extension of the spec's event
table) also shows the hand. The replayed step of either is a ``riichi``."""


class Event(NamedTuple):
    """One parsed event line.

    ``number`` is 1-based among event lines (what reasons point at), ``line`` the line
    of the file it came from. ``tile`` is ``None`` for a ``?`` draw and for ``ron`` /
    ``tsumo`` / ``kyuushu``; ``hand_tiles`` are the tiles a call takes from the hand
    (always two for chi; optional for pon and daiminkan, where the table picks them).
    """

    number: int
    line: int
    seat: str
    action: Action
    tile: Tile | None = None
    hand_tiles: tuple[Tile, ...] = ()
    text: str = ""

    def describe(self) -> str:
        """``"W pon 5z"``: the event as written (without comment)."""
        return self.text or f"{self.seat} {self.action}"


_ONE_TILE: dict[str, Tile] = {tile_name(t): t for t in range(37)}
"""Fast path: the text of each single tile."""


def _tiles(arg: str, what: str, *, file: str, line: int) -> list[Tile]:
    single = _ONE_TILE.get(arg)
    if single is not None:
        return [single]
    try:
        return parse_tiles(arg)
    except NotationError as error:
        raise TutorError(f"{what} {arg!r}: {error.problem}", file=file, line=line) from None


_SEAT_OF = {seat: seat for seat in SEATS} | {seat.lower(): seat for seat in SEATS}
_ACTION_OF = {action: action for action in ACTIONS}


def parse_event(text: str, *, number: int, line: int, file: str = "<string>") -> Event | None:
    """Parse one event line; ``None`` for a blank or comment-only line.

    Raises ``TutorError`` (with ``file`` and ``line``) for anything malformed.
    """
    if "#" in text:
        text = text.split("#", 1)[0]
    words = text.split()
    if not words:
        return None
    if len(words) <= 3:  # the common lines, without building error messages
        seat = _SEAT_OF.get(words[0])
        action = _ACTION_OF.get(words[1]) if len(words) > 1 else None
        if seat is not None and action is not None:
            if len(words) == 2 and action in _BARE_ACTIONS:
                return Event(number, line, seat, action, None, (), f"{seat} {action}")  # type: ignore[arg-type]
            if len(words) == 3 and action in _TILE_ACTIONS and action != "chi":
                tile = _ONE_TILE.get(words[2])
                if tile is not None or (words[2] == "?" and action == "draw"):
                    return Event(number, line, seat, action, tile, (), " ".join(words))  # type: ignore[arg-type]
    return _parse_slowly(text, number=number, line=line, file=file)


def _parse_slowly(text: str, *, number: int, line: int, file: str) -> Event:
    """The general parser, with a message for each way a line can be wrong."""
    body = text.strip()
    words = body.split()
    if len(words) < 2:
        raise TutorError(
            f"event {body!r}: expected 'SEAT ACTION [TILE]', e.g. 'S discard 5m'",
            file=file,
            line=line,
        )
    seat = words[0].upper()
    if seat not in SEATS:
        raise TutorError(
            f"event {body!r}: {words[0]!r} is not a seat; seats are E, S, W, N",
            file=file,
            line=line,
        )
    action = words[1].lower()
    if action not in ACTIONS:
        raise TutorError(
            f"event {body!r}: {words[1]!r} is not an action; actions are {', '.join(ACTIONS)}",
            file=file,
            line=line,
        )
    args = words[2:]
    tile: Tile | None = None
    hand: tuple[Tile, ...] = ()
    if action in _BARE_ACTIONS:
        if args:
            raise TutorError(f"event {body!r}: '{action}' takes no tile", file=file, line=line)
    else:
        if not args:
            raise TutorError(f"event {body!r}: '{action}' needs a tile", file=file, line=line)
        if args[0] == "?":
            if action != "draw":
                raise TutorError(
                    f"event {body!r}: only a draw may be '?' (an unknown tile)",
                    file=file,
                    line=line,
                )
        else:
            tiles = _tiles(args[0], f"event {body!r}: tile", file=file, line=line)
            if len(tiles) != 1:
                raise TutorError(
                    f"event {body!r}: {args[0]!r} is {len(tiles)} tiles; name one tile",
                    file=file,
                    line=line,
                )
            tile = tiles[0]
        needed = _HAND_TILES.get(action)
        extra = args[1:]
        if needed is None and extra:
            raise TutorError(f"event {body!r}: '{action}' takes one tile", file=file, line=line)
        if needed is not None:
            if action == "chi" and not extra:
                raise TutorError(
                    f"event {body!r}: chi names the called tile and the two tiles from the hand, "
                    "e.g. 'W chi 4m 35m'",
                    file=file,
                    line=line,
                )
            if extra:
                hand = tuple(
                    _tiles("".join(extra), f"event {body!r}: hand tiles", file=file, line=line)
                )
                if len(hand) != needed:
                    assert tile is not None
                    raise TutorError(
                        f"event {body!r}: {action} of {tile_name(tile)} takes {needed} tiles "
                        f"from the hand, not {len(hand)}",
                        file=file,
                        line=line,
                    )
    return Event(number, line, seat, action, tile, hand, body)  # type: ignore[arg-type]


def canonical_lines() -> dict[str, Event]:
    """Every event line in its plain written form (``"S discard 5m"``, ``"E ron"``)
    mapped to what ``parse_event`` returns for it (numbered 0, line 0). About 1,200
    lines; chi (which names hand tiles) is not among them. ``parse_events`` looks most
    lines up here instead of parsing them (a test checks each against ``parse_event``)."""
    table: dict[str, Event] = {}
    actions: tuple[Action, ...] = get_args(Action)
    for seat in SEATS:
        for action in actions:
            if action in _BARE_ACTIONS:
                text = f"{seat} {action}"
                table[text] = Event(0, 0, seat, action, None, (), text)
            elif action != "chi":
                for name, tile in _ONE_TILE.items():
                    text = f"{seat} {action} {name}"
                    table[text] = Event(0, 0, seat, action, tile, (), text)
        table[f"{seat} draw ?"] = Event(0, 0, seat, "draw", None, (), f"{seat} draw ?")
    return table


_CANONICAL = canonical_lines()


def parse_events(
    text: str, *, first_line: int = 1, file: str = "<string>", line_numbers: list[int] | None = None
) -> list[Event]:
    """Parse the ``events`` string; line *i* of the string is file line ``first_line + i``
    (or ``line_numbers[i]`` when given)."""
    events: list[Event] = []
    canonical = _CANONICAL
    raw_lines = text.split("\n")
    if line_numbers is None:
        line_numbers = list(range(first_line, first_line + len(raw_lines)))
    # Not strict: an empty list of lines (``events = []``) splits into one blank line but
    # has no line numbers, and then there is simply no event (the caller says so).
    for line, raw in zip(line_numbers, raw_lines, strict=False):
        # Most lines are written exactly as "SEAT ACTION TILE": look them up whole
        # instead of splitting and checking each word (the parse's hottest loop).
        known = canonical.get(raw)
        if known is not None:  # numbered here (``_replace`` costs four times as much)
            _, _, seat, action, tile, hand, body = known
            events.append(Event(len(events) + 1, line, seat, action, tile, hand, body))
            continue
        event = parse_event(raw, number=len(events) + 1, line=line, file=file)
        if event is not None:
            events.append(event)
    return events

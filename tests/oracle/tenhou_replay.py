"""Tenhou (天鳳) hand logs: reading them and rebuilding the order of play.

A tenhou.net/6 viewer log (the JSON behind a ``tenhou.net/6/#json=`` link) keeps, per
player, the starting hand, the list of draws (配牌, ツモ) and the list of discards
(打牌); calls are strings inside those lists (``c`` chi, ``p`` pon, ``m`` open kan in
the draws; ``a`` closed kan, ``k`` added kan, ``r`` riichi in the discards). The global
order of play is not written down: :func:`replay` rebuilds it by playing the turns (the
next seat draws unless a call takes the last discard) and checks every tile against the
hands it tracks. :mod:`tests.oracle.tenhou_log` turns the replay into situations.
"""

from __future__ import annotations

import json
import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tutor.games.tenhou_result import Settlement, TenhouResultError, read_settlement
from tutor.rules.tiles import KIND, Tile, format_tiles, tile_name

SEATS = "ESWN"
ROUND_WINDS = "ESWN"
START_LIVE_WALL = 70
TSUMOGIRI = 60
FIVES = frozenset({4, 13, 22})

Entry = int | str


class TenhouLogError(ValueError):
    """A log that cannot be replayed; names the log, the player and the entry."""


def tile_of(code: int) -> Tile:
    """Our tile for a Tenhou tile number (11..19 man, 21..29 pin, 31..39 sou, 41..47
    honours, 51/52/53 the red fives)."""
    if code in (51, 52, 53):
        return 34 + code - 51
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return (suit - 1) * 9 + number - 1
    if suit == 4 and 1 <= number <= 7:
        return 27 + number - 1
    raise TenhouLogError(f"{code} is not a Tenhou tile number")


def mpsz(codes: Iterable[int]) -> str:
    """MPSZ for Tenhou tile numbers, grouped by suit, each red five first in its group.

    ``tutor.rules.tiles.format_tiles`` writes 1p + 0p as ``"10p"``, which
    ``parse_tiles`` refuses (it reads "10"); a leading ``0`` never follows a ``1``.
    """
    tiles = sorted((tile_of(c) for c in codes), key=lambda t: (KIND[t] // 9, t < 34, KIND[t]))
    return format_tiles(tiles, sort=False)


def name_of(code: int) -> str:
    """MPSZ for a Tenhou tile number (red fives are ``0m``/``0p``/``0s``)."""
    return tile_name(tile_of(code))


@dataclass(frozen=True)
class CallCode:
    """A call string such as ``"c275226"`` or ``"3737p37"``: the letter, the tiles in the
    order written, and the index of the tile that follows the letter (the claimed one)."""

    letter: str
    tiles: tuple[int, ...]
    position: int

    @property
    def claimed(self) -> int:
        return self.tiles[self.position]

    def source(self, player: int) -> int | None:
        """The player the claimed tile came from (``None`` for ankan and riichi): the
        letter's place marks it — first = the player to the left (上家), middle = across
        (対面), last = to the right (下家)."""
        if self.letter in "ar":
            return None
        last = len(self.tiles) - 1
        if self.position == 0:
            offset = 3
        elif self.position == last or (self.letter == "m" and self.position == 2):
            offset = 1
        else:
            offset = 2
        if self.letter == "c" and offset != 3:
            raise TenhouLogError(f"a chi claims from the left, not {self}")
        return (player + offset) % 4

    def own_tiles(self) -> list[int]:
        """The tiles that come from the caller's hand (all of them for an ankan)."""
        if self.letter in "a":
            return list(self.tiles)
        return [t for i, t in enumerate(self.tiles) if i != self.position]


_CALL_RE = re.compile(r"([a-z]?)(\d\d)")


def parse_call(text: str) -> CallCode:
    """Read one call or declaration string of a Tenhou log."""
    parts = _CALL_RE.findall(text)
    if "".join(a + b for a, b in parts) != text:
        raise TenhouLogError(f"unreadable call string {text!r}")
    letters = [(i, letter) for i, (letter, _) in enumerate(parts) if letter]
    if len(letters) != 1 or letters[0][1] not in "cpmkar":
        raise TenhouLogError(f"call string {text!r} needs exactly one of c p m k a r")
    position, letter = letters[0]
    tiles = tuple(int(code) for _, code in parts)
    expected = {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4, "r": 1}[letter]
    if len(tiles) != expected:
        raise TenhouLogError(f"call string {text!r} should hold {expected} tiles")
    return CallCode(letter, tiles, position)


@dataclass(frozen=True)
class TenhouHand:
    """One hand of a Tenhou log; players are Tenhou's indices 0..3."""

    name: str
    round_index: int
    honba: int
    riichi_sticks: int
    scores: tuple[int, ...]
    dora: tuple[int, ...]
    ura: tuple[int, ...]
    starts: tuple[tuple[int, ...], ...]
    draws: tuple[tuple[Entry, ...], ...]
    discards: tuple[tuple[Entry, ...], ...]
    settlement: Settlement
    aka: int = 1
    open_tanyao: bool = True

    @property
    def dealer(self) -> int:
        """The dealer (親) of round ``r`` is player ``r % 4``."""
        return self.round_index % 4

    def seat_of(self, player: int) -> str:
        """The player's seat wind in this hand: ``E`` is the dealer."""
        return SEATS[(player - self.dealer) % 4]

    @property
    def seats(self) -> list[str]:
        return [self.seat_of(p) for p in range(4)]

    @property
    def round_name(self) -> str:
        wind, number = divmod(self.round_index, 4)
        return f"{ROUND_WINDS[wind]}{number + 1}"


def load_hand(data: dict[str, Any], name: str = "log") -> TenhouHand:
    """The first hand of a parsed tenhou.net/6 JSON log."""
    try:
        hand = data["log"][0]
        (round_index, honba, sticks), scores, dora, ura = hand[0], hand[1], hand[2], hand[3]
        per_player = hand[4:16]
        settlement = read_settlement(hand[16])
        rule = data.get("rule", {})
    except (KeyError, IndexError, TypeError, ValueError, TenhouResultError) as error:
        raise TenhouLogError(f"{name}: not a tenhou.net/6 hand log ({error})") from error
    return TenhouHand(
        name=name,
        round_index=int(round_index),
        honba=int(honba),
        riichi_sticks=int(sticks),
        scores=tuple(int(s) for s in scores),
        dora=tuple(dora),
        ura=tuple(ura),
        starts=tuple(tuple(per_player[3 * p]) for p in range(4)),
        draws=tuple(tuple(per_player[3 * p + 1]) for p in range(4)),
        discards=tuple(tuple(per_player[3 * p + 2]) for p in range(4)),
        settlement=settlement,
        aka=int(rule.get("aka", 1)),
        open_tanyao="喰" in str(rule.get("disp", "喰")),
    )


def load_path(path: Path) -> TenhouHand:
    """Read a log file; the hand is named after the file's stem."""
    return load_hand(json.loads(path.read_text(encoding="utf-8")), path.stem)


@dataclass(frozen=True)
class Event:
    """One event line of the rebuilt order of play, with the live wall after it."""

    player: int
    seat: str
    verb: str
    args: tuple[str, ...]
    live_wall: int

    @property
    def line(self) -> str:
        return " ".join((self.seat, self.verb, *self.args))


@dataclass(frozen=True)
class Replay:
    """The events of a hand up to where the log stops, and how it stops: ``"draw"``
    (after ``player``'s draw: tsumo or nine terminals), ``"discard"`` (after
    ``player``'s discard: ron, a draw) or ``"kakan"`` (after ``player``'s added kan:
    chankan)."""

    events: tuple[Event, ...]
    stop: str
    player: int
    tile: int

    @property
    def live_wall(self) -> int:
        return self.events[-1].live_wall if self.events else START_LIVE_WALL


class _Table:
    """The replay's state: what each player still has to do, and what each holds."""

    def __init__(self, hand: TenhouHand) -> None:
        self.hand = hand
        self.draws = [deque(d) for d in hand.draws]
        self.discards = [deque(d) for d in hand.discards]
        self.held = [list(s) for s in hand.starts]
        self.events: list[Event] = []
        self.live = START_LIVE_WALL
        self.drawn = 0
        self.last = 0

    def fail(self, player: int, problem: str) -> TenhouLogError:
        return TenhouLogError(
            f"{self.hand.name}: player {player} ({self.hand.seat_of(player)}), "
            f"after event {len(self.events)}: {problem}"
        )

    def emit(self, player: int, verb: str, *args: str) -> None:
        self.events.append(Event(player, self.hand.seat_of(player), verb, args, self.live))

    def take(self, player: int, code: int) -> None:
        if code not in self.held[player]:
            held = mpsz(self.held[player])
            raise self.fail(player, f"does not hold {name_of(code)} (holds {held})")
        self.held[player].remove(code)

    def draw(self, player: int) -> None:
        if not self.draws[player]:
            raise self.fail(player, "has no draw left where the turn comes to it")
        entry = self.draws[player].popleft()
        if not isinstance(entry, int):
            raise self.fail(player, f"call {entry!r} where a draw was due")
        if self.live == 0:
            raise self.fail(player, "draws from an empty live wall")
        self.live -= 1  # a live draw, or a replacement that the live wall makes up
        self.drawn = entry
        self.held[player].append(entry)
        self.emit(player, "draw", name_of(entry))

    def claim(self, discarder: int, code: int) -> int | None:
        """Who (if anyone) calls the discard: pon and kan come before chi."""
        found: list[tuple[int, int, CallCode]] = []
        for player in range(4):
            entry = self.draws[player][0] if self.draws[player] else None
            if player == discarder or not isinstance(entry, str):
                continue
            call = parse_call(entry)
            if call.claimed == code and call.source(player) == discarder:
                found.append((call.letter == "c", player, call))
        if not found:
            return None
        found.sort()
        _, player, call = found[0]
        self.draws[player].popleft()
        for own in call.own_tiles():
            self.take(player, own)
        if call.letter == "c":
            self.emit(player, "chi", name_of(code), mpsz(call.own_tiles()))
        elif call.letter in "pm":
            verb = "pon" if call.letter == "p" else "daiminkan"
            # A five may be red: name the tiles from the hand so the engine takes the
            # same ones Tenhou did (the spec's 'W pon 5m' leaves the choice open).
            named = (mpsz(call.own_tiles()),) if KIND[tile_of(code)] in FIVES else ()
            self.emit(player, verb, name_of(code), *named)
            if verb == "daiminkan" and (
                not self.discards[player] or self.discards[player].popleft() != 0
            ):
                raise self.fail(player, "an open kan must leave a 0 in the discards")
        else:
            raise self.fail(player, f"{call.letter!r} is not a call on a discard")
        return player


def replay(hand: TenhouHand) -> Replay:
    """Rebuild the order of play of a hand, checking every tile against the hands."""
    table = _Table(hand)
    player, phase = hand.dealer, "draw"
    while True:
        if phase == "draw":
            table.draw(player)
            phase = "act"
            continue
        if phase == "act":
            if not table.discards[player]:
                return _finish(table, "draw", player, table.drawn)
            entry = table.discards[player].popleft()
            if isinstance(entry, int):
                code = table.drawn if entry == TSUMOGIRI else entry
                table.take(player, code)
                table.emit(player, "discard", name_of(code))
                table.last = code
                phase = "claims"
                continue
            call = parse_call(entry)
            if call.letter == "r":
                code = table.drawn if call.claimed == TSUMOGIRI else call.claimed
                table.take(player, code)
                table.emit(player, "riichi", name_of(code))
                table.last = code
                phase = "claims"
            elif call.letter == "a":
                for own in call.own_tiles():
                    table.take(player, own)
                table.emit(player, "ankan", tile_name(KIND[tile_of(call.tiles[0])]))
                phase = "draw"
            elif call.letter == "k":
                kan_kind = KIND[tile_of(call.claimed)]
                added = [c for c in table.held[player] if KIND[tile_of(c)] == kan_kind]
                if not added:
                    raise table.fail(player, f"adds a kan tile it does not hold: {entry!r}")
                table.take(player, added[0])
                table.emit(player, "kakan", name_of(added[0]))
                if not table.draws[player]:
                    return _finish(table, "kakan", player, added[0])
                phase = "draw"
            else:
                raise table.fail(player, f"call {entry!r} where a discard was due")
            continue
        discarder = player
        caller = table.claim(discarder, table.last)
        if caller is not None:
            player = caller
            phase = "draw" if table.events[-1].verb == "daiminkan" else "act"
            continue
        player = (discarder + 1) % 4
        if not table.draws[player]:
            return _finish(table, "discard", discarder, table.last)
        phase = "draw"


def _finish(table: _Table, stop: str, player: int, tile: int) -> Replay:
    left = [p for p in range(4) if table.draws[p] or table.discards[p]]
    if left:
        raise table.fail(left[0], f"the log stops ({stop}) with entries of player {left[0]} unread")
    return Replay(tuple(table.events), stop, player, tile)

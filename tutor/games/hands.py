"""One hand of an imported game in the terms of a situation file.

A round of jansou's record (events in play order over its own tile type, seats as
player indexes) becomes a :class:`GameHand`: the round, honba, sticks and scores by seat
wind, the four starting hands, the dora indicators, the event lines of
``shared/specs/situation-files.md`` (``S draw 5m``, ``W pon 5z``, ``N riichi 0p``) and
the lines that close the hand (each winner's ``ron`` or ``tsumo``, the three rons of a
triple ron, ``kyuushu``). :meth:`GameHand.text` writes the hand up to any event as a
situation file asking any question, showing the hands it is told to.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from tutor.rules import sanma
from tutor.rules.tiles import Tile, format_tiles, tile_name

ROUND_WINDS = "ESWN"
FIVES = frozenset({4, 13, 22})

ABORTS = {
    "yao9": "kyuushu_kyuuhai",
    "ron3": "sanchahou",
    "kaze4": "suufon_renda",
    "reach4": "suucha_riichi",
    "kan4": "suukaikan",
}
"""jansou's names of the abortive draws → ours."""


def our_tile(tile: Any) -> Tile:
    """Our tile number for a jansou tile (a red five is 34, 35 or 36)."""
    kind = int(tile.kind)
    return 34 + kind // 9 if tile.red else kind


def hand_text(tiles: list[Tile]) -> str:
    """MPSZ for a hand, grouped by suit with each red five first in its group (``019s``:
    our parser reads ``10`` as a typo, never ``1`` then ``0``)."""
    def key(t: Tile) -> tuple[int, int, int]:
        plain = 4 + 9 * (t - 34) if t >= 34 else t
        return (plain // 9 if plain < 27 else 3, t < 34, plain)

    return format_tiles(sorted(tiles, key=key), sort=False)


@dataclass(frozen=True)
class Win:
    """A win as the game record has it (seats are winds)."""

    seat: str
    from_seat: str
    tile: Tile
    deltas: dict[str, int]
    fu: int | None
    points: int | None

    @property
    def tsumo(self) -> bool:
        return self.seat == self.from_seat


@dataclass(frozen=True)
class Line:
    """One event line, with its seat and verb apart for the walks over a hand."""

    seat: str
    verb: str
    tile: Tile | None = None
    text: str = ""


@dataclass(frozen=True)
class GameHand:
    """One hand (局) of a game, ready to be written as situation files."""

    index: int
    players: int
    round_name: str
    honba: int
    riichi_sticks: int
    scores: dict[str, int]
    starts: dict[str, tuple[Tile, ...]]
    dora: tuple[Tile, ...]
    kan_dora: tuple[Tile, ...]
    ura: tuple[Tile, ...]
    lines: tuple[Line, ...]
    closing: tuple[Line, ...]
    wins: tuple[Win, ...]
    draw_kind: str | None
    """``None`` after a win; else ``"exhaustive"``, ``"nagashi"`` or an abortive kind."""
    draw_deltas: dict[str, int]
    seat_of_player: tuple[str, ...]
    rules: dict[str, object] = field(default_factory=dict)
    ruleset: str = "tenhou"
    live_start: int | None = None
    """The live wall before the first event (``None``: a fresh deal, 70 or 55)."""

    @property
    def live_wall(self) -> int:
        """The live wall before the first event."""
        return sanma.fresh_live_wall(self.players) if self.live_start is None else self.live_start

    @property
    def seats(self) -> tuple[str, ...]:
        return sanma.seats_for(self.players)

    def text(
        self,
        upto: int,
        *,
        ask: str,
        seat: str,
        shown: frozenset[str] | None = None,
        tile: Tile | None = None,
        closing: tuple[Line, ...] = (),
        header: str = "",
        ura: bool = False,
    ) -> str:
        """The hand's first ``upto`` event lines (and ``closing`` ones) as a situation file.

        ``shown`` are the seats whose starting hands the file gives (all when ``None``);
        the draws of the others are written ``?``. The ura indicators are given with
        ``ura`` (they are turned only for a riichi win).
        """
        show = frozenset(self.seats) if shown is None else shown
        out = [header] if header else []
        out += [
            f"ruleset = {json.dumps(self.ruleset)}",
            f'round = "{self.round_name}"',
            f"honba = {self.honba}",
            f"riichi_sticks = {self.riichi_sticks}",
            "scores = { " + ", ".join(f"{s} = {self.scores[s]}" for s in self.seats) + " }",
            f"dora_indicators = {_names(self.dora)}",
        ]
        if self.players == 3:
            out.append("players = 3")
        if self.kan_dora:
            out.append(f"kan_dora_indicators = {_names(self.kan_dora)}")
        if ura and self.ura:
            out.append(f"ura_dora_indicators = {_names(self.ura)}")
        out.append(f"live_wall = {self.live_wall}")
        out.append('events = """')
        for line in (*self.lines[:upto], *closing):
            hidden = line.verb == "draw" and line.seat not in show
            out.append(_hidden(line) if hidden else line.text)
        out += ['"""', "", "[hands]"]
        out += [f'{s} = "{hand_text(list(self.starts[s]))}"' for s in self.seats if s in show]
        if self.rules:
            out += ["", "[rules]", *(f"{k} = {json.dumps(v)}" for k, v in self.rules.items())]
        out += ["", "[question]", f'ask = "{ask}"', f'seat = "{seat}"']
        if tile is not None:
            out.append(f'tile = "{tile_name(tile)}"')
        return "\n".join(out) + "\n"


def _hidden(line: Line) -> str:
    return f"{line.seat} draw ?"


def _names(tiles: tuple[Tile, ...]) -> str:
    """A TOML array of tile names (JSON's array of strings is TOML too)."""
    return json.dumps([tile_name(t) for t in tiles])


def game_hand(round_log: Any, index: int, players: int, rules: dict[str, object],
              ruleset: str) -> GameHand:
    """One jansou round as a :class:`GameHand`."""
    from jansou.io.paifu import Call, Discard, DoraReveal, Draw, Kita, Ryuukyoku, canonical_kind

    seats = sanma.seats_for(players)
    dealer = int(round_log.dealer)
    seat_of = tuple(seats[(p - dealer) % players] for p in range(players))
    lines: list[Line] = []
    kan_dora: list[Tile] = []
    for event in round_log.events:
        if isinstance(event, Draw):
            tile = our_tile(event.tile)
            lines.append(_line(seat_of[event.seat], "draw", tile))
        elif isinstance(event, Discard):
            tile = our_tile(event.tile)
            lines.append(_line(seat_of[event.seat], "riichi" if event.riichi else "discard", tile))
        elif isinstance(event, Call):
            lines.append(_call(seat_of[event.seat], event.meld))
        elif isinstance(event, Kita):
            lines.append(Line(seat_of[event.seat], "kita", None, f"{seat_of[event.seat]} kita"))
        elif isinstance(event, DoraReveal):
            kan_dora.append(our_tile(event.indicator))
    outcome = round_log.outcome
    wins: list[Win] = []
    draw_kind: str | None = None
    draw_deltas: dict[str, int] = {}
    ura: tuple[Tile, ...] = ()
    if isinstance(outcome, Ryuukyoku):
        kind = canonical_kind(outcome.kind)
        draw_kind = ABORTS.get(kind, "nagashi" if kind == "nm" else "exhaustive")
        draw_deltas = _by_seat(outcome.deltas, seat_of)
    else:
        for agari in outcome:
            wins.append(
                Win(
                    seat_of[agari.winner],
                    seat_of[agari.from_seat],
                    our_tile(agari.winning_tile),
                    _by_seat(agari.deltas, seat_of),
                    agari.fu or None,  # 0: the log does not say
                    agari.value,
                )
            )
            ura = ura or tuple(our_tile(t) for t in agari.ura_indicators)
    wind, number = int(round_log.round_wind), dealer + 1
    return GameHand(
        index=index,
        players=players,
        round_name=f"{ROUND_WINDS[wind]}{number}",
        honba=int(round_log.honba),
        riichi_sticks=int(round_log.riichi_sticks),
        scores=_by_seat(round_log.scores, seat_of),
        starts={seat_of[p]: tuple(our_tile(t) for t in round_log.hands[p]) for p in range(players)},
        dora=(our_tile(round_log.initial_dora),),
        kan_dora=tuple(kan_dora),
        ura=ura,
        lines=tuple(lines),
        closing=_closing(wins, draw_kind, lines, seats),
        wins=tuple(wins),
        draw_kind=draw_kind,
        draw_deltas=draw_deltas,
        seat_of_player=seat_of,
        rules=rules,
        ruleset=ruleset,
    )


def _by_seat(values: Any, seat_of: tuple[str, ...]) -> dict[str, int]:
    return {seat_of[p]: int(v) for p, v in enumerate(values)} if values else {}


def _line(seat: str, verb: str, tile: Tile) -> Line:
    return Line(seat, verb, tile, f"{seat} {verb} {tile_name(tile)}")


def _call(seat: str, meld: Any) -> Line:
    from jansou.core.hand import MeldType

    tiles = [our_tile(t) for t in meld.tiles]
    if meld.type is MeldType.ANKAN:
        kind = tiles[0] if tiles[0] < 34 else 4 + 9 * (tiles[0] - 34)
        return Line(seat, "ankan", kind, f"{seat} ankan {tile_name(kind)}")
    called = our_tile(meld.called)
    if meld.type is MeldType.SHOUMINKAN:
        added = our_tile(meld.added)
        return Line(seat, "kakan", added, f"{seat} kakan {tile_name(added)}")
    own = list(tiles)
    own.remove(called)
    verb = {MeldType.CHII: "chi", MeldType.PON: "pon", MeldType.DAIMINKAN: "daiminkan"}[meld.type]
    plain = called if called < 34 else 4 + 9 * (called - 34)
    named = verb == "chi" or plain in FIVES
    text = f"{seat} {verb} {tile_name(called)}" + (f" {hand_text(own)}" if named else "")
    return Line(seat, verb, called, text)


def _closing(wins: list[Win], draw_kind: str | None, lines: list[Line],
             seats: tuple[str, ...]) -> tuple[Line, ...]:
    """The lines that end the hand after its play."""
    if wins:
        return tuple(Line(w.seat, "tsumo" if w.tsumo else "ron", None,
                          f"{w.seat} {'tsumo' if w.tsumo else 'ron'}") for w in wins)
    last = lines[-1] if lines else None
    if draw_kind == "sanchahou" and last is not None:
        at = seats.index(last.seat)
        others = [seats[(at + k) % len(seats)] for k in range(1, len(seats))]
        return tuple(Line(s, "ron", None, f"{s} ron") for s in others)
    if draw_kind == "kyuushu_kyuuhai" and last is not None:
        return (Line(last.seat, "kyuushu", None, f"{last.seat} kyuushu"),)
    return ()

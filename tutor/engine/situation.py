"""Situation files (局面ファイル): load TOML or JSON into a validated ``Situation``.

The format is fixed by ``shared/specs/situation-files.md``. Every problem becomes a
``TutorError`` naming the file and line: ``tomllib`` gives no line numbers, so the line
of each key is found by scanning the text, and each event line's file line is computed
from where the ``events`` string starts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.engine.events import Event, parse_events
from tutor.engine.lines import FREE_TEXT_KEYS, TOP_KEYS, read_raw
from tutor.engine.situation_fields import Expect as Expect
from tutor.engine.situation_fields import Fields
from tutor.errors import TutorError
from tutor.paths import read_user_file
from tutor.rules import sanma
from tutor.rules.tiles import KIND, Tile, tile_name

ROUND_WINDS = "ESWN"
QUESTION_KEYS = frozenset({"ask", "seat", "tile"})
FRESH_LIVE_WALL = sanma.fresh_live_wall(4)
"""Live-wall tiles right after a four-player deal: 136 − 14 (dead wall) − 52 (dealt)."""


@dataclass(frozen=True, slots=True)
class Question:
    """What is asked: the ask kind, the seat, and a tile for asks that name one."""

    ask: str | None
    seat: str | None
    tile: Tile | None
    line: int | None = None


@dataclass(frozen=True)
class Situation:
    """One validated situation: the hand's opening state, its events and the question.

    ``lines`` maps key paths (``"live_wall"``, ``"hands.S"``, ``"question.ask"``…) to
    file lines, for error messages about them.
    """

    file: str
    ruleset: str
    round_wind: int
    hand_number: int
    honba: int
    riichi_sticks: int
    scores: dict[str, int]
    dora_indicators: tuple[Tile, ...]
    kan_dora_indicators: tuple[Tile, ...]
    ura_dora_indicators: tuple[Tile, ...]
    live_wall: int
    events: tuple[Event, ...]
    hands: dict[str, tuple[Tile, ...]]
    rules: dict[str, Any]
    question: Question
    expect: Expect | None = None
    lines: dict[str, int] = field(default_factory=dict)
    base_dir: Path | None = None
    players: int = 4
    """3 for sanma (三麻: seats E, S, W, 108 tiles), 4 otherwise."""

    def line_of(self, key: str) -> int | None:
        """The file line of a key path, if known."""
        return self.lines.get(key)

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats at this table, in turn order."""
        return sanma.seats_for(self.players)

    @property
    def fresh_live_wall(self) -> int:
        """The live wall right after this table's deal (70, or 55 in sanma)."""
        return sanma.fresh_live_wall(self.players)

    @property
    def fresh_deal(self) -> bool:
        """A full live wall at the first event (70, or 55 in sanma): just dealt."""
        return self.live_wall == self.fresh_live_wall


# --------------------------------------------------------------------------- loading


def load_situation(path: str | Path) -> Situation:
    """Read and validate a situation file (``.json`` is JSON, anything else TOML)."""
    file = str(path)
    try:
        text = read_user_file(path).decode("utf-8")
    except OSError as error:
        raise TutorError(
            f"cannot read the situation file: {error.strerror or error}", file=file
        ) from None
    except UnicodeDecodeError:
        raise TutorError("the situation file is not UTF-8 text", file=file) from None
    fmt = "json" if file.lower().endswith(".json") else "toml"
    return parse_situation(text, file=file, fmt=fmt, base_dir=Path(path).parent)


def parse_situation(
    text: str, *, file: str = "<string>", fmt: str = "toml", base_dir: Path | None = None
) -> Situation:
    """Validate situation text; every problem is a ``TutorError`` with file and line."""
    data, lines, starts = read_raw(text, file=file, fmt=fmt)
    return _Builder(data, lines, starts, file, text, fmt).build(base_dir)


def build_situation(data: dict[str, Any], *, file: str = "<built>") -> Situation:
    """Validate a situation given as Python values (the keys and values of the file
    format, ``events`` a list of lines); an error's line is the event's position."""
    return _Builder(dict(data), {}, {}, file, "", "data").build(None)


def read_expect(text: str, *, file: str = "<string>", fmt: str = "toml") -> Expect | None:
    """Only the ``[expect]`` table (for ``--check`` on a file that may be invalid)."""
    data, lines, starts = read_raw(text, file=file, fmt=fmt)
    return _Builder(data, lines, starts, file, text, fmt).expect()


class _Builder(Fields):
    """Validates one raw table into a ``Situation``."""

    def __init__(
        self,
        data: dict[str, Any],
        lines: dict[str, int],
        starts: dict[str, int],
        file: str,
        text: str,
        fmt: str,
    ) -> None:
        super().__init__(data, lines, file)
        self.starts, self.text, self.fmt = starts, text, fmt

    def build(self, base_dir: Path | None) -> Situation:
        data = self.data
        self._unknown(data, TOP_KEYS, "")
        self.players = players = self._int("players", data.get("players", 4), 3, 4)
        fresh = sanma.fresh_live_wall(players)
        for key in FREE_TEXT_KEYS & data.keys():
            self._str(key, data[key])
        ruleset = self._str("ruleset", data.get("ruleset", "tenhou")).strip()
        if not ruleset:
            raise self.fail("ruleset", "'ruleset' is empty: name a preset such as \"tenhou\"")
        round_text = self._str("round", data.get("round", "E1")).strip().upper()
        if not re.fullmatch(r"[ESWN][1-4]", round_text):
            raise self.fail(
                "round", f"'round' = {round_text!r}: write a wind and a hand number, e.g. \"E1\""
            )
        honba = self._int("honba", data.get("honba", 0), 0, 100)
        sticks = self._int("riichi_sticks", data.get("riichi_sticks", 0), 0, 100)
        scores_raw = self._table("scores")
        scores = dict.fromkeys(sanma.seats_for(players), sanma.starting_score(players))
        for key, value in scores_raw.items():
            seat = self._seat(f"scores.{key}", key)
            scores[seat] = self._int(f"scores.{key}", value, -1_000_000, 1_000_000)
        indicators = {
            key: tuple(self._tiles(key, data.get(key, ""), empty=True))
            for key in ("dora_indicators", "kan_dora_indicators", "ura_dora_indicators")
        }
        live_wall = self._int(
            "live_wall", data.get("live_wall", fresh), 0, fresh
        )
        hands: dict[str, tuple[Tile, ...]] = {}
        for key, value in self._table("hands").items():
            seat = self._seat(f"hands.{key}", key)
            tiles = self._tiles(f"hands.{key}", value)
            if len(tiles) != 13:
                raise self.fail(
                    f"hands.{key}", f"hands.{seat} has {len(tiles)} tiles; a starting hand has 13"
                )
            hands[seat] = tuple(tiles)
        rules = self._table("rules")
        question = self._question()
        events = self._events()
        if not events:
            raise self.fail("events", "'events' lists no event")
        self._check_copies(hands, indicators)
        return Situation(
            file=self.file,
            ruleset=ruleset,
            round_wind=ROUND_WINDS.index(round_text[0]),
            hand_number=int(round_text[1]),
            honba=honba,
            riichi_sticks=sticks,
            scores=scores,
            dora_indicators=indicators["dora_indicators"],
            kan_dora_indicators=indicators["kan_dora_indicators"],
            ura_dora_indicators=indicators["ura_dora_indicators"],
            live_wall=live_wall,
            events=tuple(events),
            hands=hands,
            rules=dict(rules),
            question=question,
            expect=self.expect(),
            lines=dict(self.lines),
            base_dir=base_dir,
            players=players,
        )

    def _question(self) -> Question:
        table = self._table("question")
        self._unknown(table, QUESTION_KEYS, "question.")
        ask = self._str("question.ask", table["ask"]).strip() if "ask" in table else None
        seat = self._seat("question.seat", table["seat"]) if "seat" in table else None
        tile: Tile | None = None
        if "tile" in table:
            tiles = self._tiles("question.tile", table["tile"])
            if len(tiles) != 1:
                raise self.fail("question.tile", "'question.tile' must name one tile")
            tile = tiles[0]
        return Question(
            ask, seat, tile, self.lines.get("question.ask") or self.lines.get("question")
        )

    def _events(self) -> list[Event]:
        if "events" not in self.data:
            raise TutorError(
                "no 'events': a situation lists the events of the hand", file=self.file, line=1
            )
        value = self.data["events"]
        if isinstance(value, list):
            if not all(isinstance(item, str) and "\n" not in item for item in value):
                raise self.fail(
                    "events", "'events' must be a string of lines or a list of one-line strings"
                )
            numbers = self._list_lines(value)
            return parse_events("\n".join(value), file=self.file, line_numbers=numbers)
        text = self._str("events", value)
        line = self.lines.get("events", 1)
        if self.fmt == "json":
            return parse_events(text, file=self.file, line_numbers=[line] * (text.count("\n") + 1))
        return parse_events(text, first_line=self.starts.get("events", line), file=self.file)

    def _list_lines(self, items: list[str]) -> list[int]:
        if self.fmt == "data":  # built from values: there is no text, so count events
            return list(range(1, len(items) + 1))
        start = self.lines.get("events", 1)
        all_lines = self.text.split("\n")
        numbers: list[int] = []
        cursor = start - 1
        for item in items:
            needle = item.strip()
            found = next(
                (i for i in range(cursor, len(all_lines)) if needle and needle in all_lines[i]),
                None,
            )
            if found is not None:
                cursor = found
            numbers.append(cursor + 1)
        return numbers

    def _check_copies(
        self, hands: dict[str, tuple[Tile, ...]], indicators: dict[str, tuple[Tile, ...]]
    ) -> None:
        counts = [0] * 34
        reds = [0, 0, 0]
        places: list[tuple[str, tuple[Tile, ...]]] = [(f"hands.{s}", t) for s, t in hands.items()]
        places += list(indicators.items())
        for key, tiles in places:
            for tile in tiles:
                problem = sanma.tile_problem(tile, self.players)
                if problem is not None:
                    raise self.fail(key, problem)
                counts[KIND[tile]] += 1
                if counts[KIND[tile]] > 4:
                    raise self.fail(
                        key, f"a fifth {tile_name(KIND[tile])}: only four copies of a tile exist"
                    )
                if tile >= 34:
                    reds[tile - 34] += 1
                    if reds[tile - 34] > 1:
                        raise self.fail(
                            key, f"a second {tile_name(tile)}: each suit has one red five"
                        )

"""Importing game logs: read every file, replay and compare, cut moments, then store.

Every file is read and studied before anything is written, so one bad file stops the
import with nothing stored. A game the learner already has (same digest) is skipped.
"""

from __future__ import annotations

import json
import urllib.parse
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from tutor.errors import TutorError
from tutor.games.hands import GameHand, game_hand
from tutor.games.moments import Moment, cut_moments
from tutor.games.read import VIEWER, GameLog, read_game
from tutor.games.verify import Checked, check_hand
from tutor.store import games as stored
from tutor.store.connection import Database


@dataclass(frozen=True)
class StudiedGame:
    """One game replayed: the learner's seat, each hand's comparison and moments."""

    log: GameLog
    seat: int
    ruleset: str
    hands: tuple[GameHand, ...]
    checked: tuple[Checked, ...]
    moments: tuple[Moment, ...]

    @property
    def differences(self) -> list[str]:
        return [d.what for c in self.checked for d in c.differences]

    @property
    def compared(self) -> int:
        return sum(c.compared for c in self.checked)

    @property
    def player(self) -> str:
        name = self.log.names[self.seat] if self.seat < len(self.log.names) else ""
        return name or f"seat {self.seat}"


@dataclass
class ImportReport:
    """What an import did, for the command line and the tests."""

    games: list[StudiedGame] = field(default_factory=list)
    added: int = 0
    known: int = 0

    @property
    def hands(self) -> int:
        return sum(len(g.hands) for g in self.games)

    @property
    def kinds(self) -> Counter[str]:
        return Counter(m.kind for g in self.games for m in g.moments)


def default_ruleset(log: GameLog) -> str:
    """The preset a log is judged under when ``--ruleset`` does not say."""
    return "tenhou-sanma" if log.players == 3 else "tenhou"


def choose_seat(log: GameLog, me: str | None, seat: int | None, remembered: list[str]) -> int:
    """The learner's seat (player index) in the game; ``TutorError`` naming the file."""
    if seat is not None:
        if not 0 <= seat < log.players:
            raise TutorError(f"has no seat {seat} (seats 0 to {log.players - 1})", file=log.file)
        return seat
    lowered = [n.casefold() for n in log.names]
    if me is not None:
        if me.casefold() in lowered:
            return lowered.index(me.casefold())
        players = ", ".join(n for n in log.names if n) or "no names"
        raise TutorError(f"has no player called {me!r} (players: {players})", file=log.file)
    for name in reversed(remembered):
        if name.startswith("#") and name[1:].isdigit() and int(name[1:]) < log.players:
            return int(name[1:])
        if name.casefold() in lowered:
            return lowered.index(name.casefold())
    raise TutorError(
        "which player are you? Say it with --me NAME or --seat N (it is remembered)",
        file=log.file,
    )


def study(log: GameLog, seat: int, ruleset: str | None = None) -> StudiedGame:
    """Replay every hand of the game, compare it with the engine and cut the moments."""
    rules_name = ruleset or default_ruleset(log)
    hands: list[GameHand] = []
    checked: list[Checked] = []
    moments: list[Moment] = []
    for index, round_log in enumerate(log.paifu.rounds):
        try:
            hand = game_hand(round_log, index, log.players, dict(log.rules), rules_name)
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as error:
            raise TutorError(f"hand {index + 1} cannot be read ({error})", file=log.file) from None
        _check_tiles(hand, log.file)
        hands.append(hand)
        wins = log.wins[index] if index < len(log.wins) else ()
        checked.append(check_hand(hand, wins, log.file))
        moments += cut_moments(hand, hand.seat_of_player[seat])
    return StudiedGame(log, seat, rules_name, tuple(hands), tuple(checked), tuple(moments))


def _check_tiles(hand: GameHand, file: str) -> None:
    """A hand whose tiles cannot be: more than four of a kind, or a wrong deal."""
    from tutor.rules.tiles import KIND

    seen: Counter[int] = Counter()
    for seat, tiles in hand.starts.items():
        if len(tiles) != 13:
            raise TutorError(
                f"hand {hand.index + 1}: {seat} is dealt {len(tiles)} tiles, not 13", file=file
            )
        seen.update(KIND[t] for t in tiles)
    seen.update(
        KIND[line.tile] for line in hand.lines if line.verb == "draw" and line.tile is not None
    )
    seen.update(KIND[t] for t in (*hand.dora, *hand.kan_dora))
    over = [k for k, n in seen.items() if n > 4]
    if over:
        from tutor.rules.tile_names import tile_words

        raise TutorError(
            f"hand {hand.index + 1} holds more than four of {tile_words(over[0])}: "
            "a tile count that cannot be", file=file,
        )


def game_link(log: GameLog) -> str | None:
    """The game in Tenhou's viewer: the log's own link, or one written from the game."""
    if log.link:
        return log.link.split("&ts=", 1)[0]
    if log.players != 4:
        return None
    try:
        from jansou.io.tenhou_json import dump_tenhou_json

        data = dump_tenhou_json(log.paifu)
    except (ValueError, KeyError, TypeError):
        return None
    data["name"] = list(log.names) or data["name"]
    return VIEWER + urllib.parse.quote(json.dumps(data, ensure_ascii=False, separators=(",", ":")))


def moment_link(link: str | None, hand: int) -> str | None:
    """The link that opens the game's hand ``hand`` (0-based) in Tenhou's viewer."""
    return None if link is None else f"{link}&ts={hand}"


def import_files(
    db: Database,
    learner: str,
    paths: list[str],
    *,
    me: str | None = None,
    seat: int | None = None,
    ruleset: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> ImportReport:
    """Import the logs for ``learner``: all read and studied first, then stored at once."""
    if ruleset is not None:
        from tutor.api import load_ruleset

        load_ruleset(ruleset)  # an unknown name stops the import before any file is read
    remembered = stored.remembered_identity(db, learner)
    report = ImportReport()
    new: list[stored.NewGame] = []
    for done, path in enumerate(paths, start=1):
        log = read_game(path)
        chosen = choose_seat(log, me, seat, remembered)
        if stored.has_game(db, learner, log.digest) or any(g.digest == log.digest for g in new):
            report.known += 1
        else:
            game = study(log, chosen, ruleset)
            report.games.append(game)
            new.append(_new_game(game, path))
        if progress is not None:
            progress(done)
    report.added = stored.save_games(db, learner, new)
    identity = [me] if me is not None else ([f"#{seat}"] if seat is not None else [])
    if identity:
        stored.remember_identity(db, learner, identity)
    return report


def _new_game(game: StudiedGame, path: str) -> stored.NewGame:
    log = game.log
    link = game_link(log)
    return stored.NewGame(
        digest=log.digest,
        format=log.fmt,
        source=path,
        title=log.title,
        players=log.names,
        seat=game.seat,
        ruleset=game.ruleset,
        hands=len(game.hands),
        compared=game.compared,
        differences=tuple(game.differences),
        link=link,
        moments=tuple((m.hand, m.event, m.kind, m.ask, m.text, m.answer) for m in game.moments),
    )

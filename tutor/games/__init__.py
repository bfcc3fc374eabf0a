"""The learner's own games: import real game logs and drill the rule moments in them.

``riichi-tutor import FILE...`` (``tutor/cli/import_games.py``) and the "My games"
screen call :func:`import_files`; everything here runs without Textual:

* :mod:`tutor.games.read` reads a file (bounded; tenhou.net/6 JSON or viewer link,
  mjlog XML plain or gzipped, mjai JSON lines) with ``jansou``;
* :mod:`tutor.games.hands` writes each hand in the terms of a situation file;
* :mod:`tutor.games.verify` sets everything the log records beside the engine's
  judgment and says each difference in words;
* :mod:`tutor.games.moments` cuts the learner's rule moments as questions;
* :mod:`tutor.games.study` ties them together and stores the result
  (:mod:`tutor.store.games`, ``db/0005_games.sql``).

::

    from tutor import games
    report = games.import_files(db, "Ann", ["game.json"], me="A")
    report.kinds          # Counter of the moments found, by kind
"""

from __future__ import annotations

from tutor.games.moments import KINDS, Moment, cut_moments
from tutor.games.read import MAX_LOG_BYTES, GameLog, parse_game, read_game
from tutor.games.study import (
    ImportReport,
    StudiedGame,
    choose_seat,
    import_files,
    moment_link,
    study,
)

__all__ = [
    "KINDS",
    "MAX_LOG_BYTES",
    "GameLog",
    "ImportReport",
    "Moment",
    "StudiedGame",
    "choose_seat",
    "cut_moments",
    "import_files",
    "moment_link",
    "parse_game",
    "read_game",
    "study",
]

"""``riichi-tutor import FILE...``: the learner's own game logs, replayed and drilled."""

from __future__ import annotations

import sys

import click

from tutor.cli.common import chosen_db_path, db_option
from tutor.errors import TutorError, printable


@click.command("import")
@click.argument("files", nargs=-1, required=True, type=click.Path(readable=False))
@click.option("--me", default=None, help="Your player name in the logs (remembered).")
@click.option("--seat", type=int, default=None, help="Your seat 0-3 in the logs (remembered).")
@click.option("--learner", default=None, help="Whose games these are (default: the only learner).")
@click.option("--ruleset", default=None, help="Judge under this ruleset (default: the log's).")
@db_option
def command(
    files: tuple[str, ...],
    me: str | None,
    seat: int | None,
    learner: str | None,
    ruleset: str | None,
    db_path: str | None,
) -> None:
    """Import game logs: tenhou.net/6 JSON (or a viewer link pasted into a file), Tenhou
    mjlog XML (plain or gzipped) and mjai JSON lines. Nothing is fetched from the network.

    Every hand is replayed by the engine and everything the log records is compared with
    its judgment; each difference is said in words. The rule moments of your seat become
    questions for the tutor's "My games" drill. Importing a game twice adds nothing.
    """
    from tutor import games
    from tutor.store import learner_names, open_store

    db = open_store(chosen_db_path(db_path))
    try:
        who = learner or _only_learner(learner_names(db))
        if sys.stderr.isatty():  # a bar for a person watching; nothing in a pipe or a log
            with click.progressbar(length=len(files), label="Importing", file=sys.stderr) as bar:
                report = games.import_files(
                    db, who, list(files), me=me, seat=seat, ruleset=ruleset,
                    progress=lambda done: bar.update(done - bar.pos),
                )
        else:
            report = games.import_files(db, who, list(files), me=me, seat=seat, ruleset=ruleset)
    finally:
        db.close()
    for game in report.games:
        _show(game)
    click.echo(
        f"{_count(report.added, 'game')} imported for {printable(who)} "
        f"({_count(report.hands, 'hand')}); {report.known} already imported"
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _only_learner(names: list[str]) -> str:
    if len(names) == 1:
        return names[0]
    raise TutorError("say whose games these are with --learner NAME")


def _show(game: object) -> None:
    from tutor.games import KINDS, StudiedGame
    from tutor.games.moments import answer_words
    from tutor.rules.wording import preset_title

    assert isinstance(game, StudiedGame)
    click.echo(
        f"{printable(game.log.file)}: {_count(len(game.hands), 'hand')}, you are "
        f"{printable(game.player)}; {_count(game.compared, 'record')} of the log compared "
        f"with the engine under the {preset_title(game.ruleset)} rules: "
        f"{_count(len(game.differences), 'difference')}"
    )
    for difference in game.differences:
        click.echo(f"  differs: {printable(difference)}")
    click.echo(f"  {_count(len(game.moments), 'moment')} of your seat:")
    for moment in game.moments:
        hand = game.hands[moment.hand]
        click.echo(
            f"    hand {moment.hand + 1} ({hand.round_name}), event {moment.event}: "
            f"{KINDS[moment.kind]} — the engine: {answer_words(moment.answer)}"
        )

"""``riichi-tutor judge FILE``: judge a situation file and explain the answer.

``--json`` prints the judge's object exactly as ``situation-files.md`` writes it;
``--check`` compares with the file's ``[expect]`` table (exit 1 on a mismatch, printing
both); an invalid situation exits 2 with ``FILE:LINE: message`` — unless the file
expects ``invalid = true`` (any refusal) or ``refused = "<code>"`` (a refusal for that
reason), in which case the refusal is the expected answer. The comparisons themselves
are ``tutor.api.grade`` and ``tutor.api.check_refusal``.
"""

from __future__ import annotations

import json
import re
from typing import Any

import click

from tutor import api
from tutor.api import Expect, Judgment, TutorError, judge, load_situation
from tutor.cli.common import db_option
from tutor.engine.situation import read_expect
from tutor.paths import read_user_file
from tutor.rules.tiles import NotationError, parse_tile
from tutor.rules.wording import preset_title
from tutor.rules.yaku_names import yaku_list, yaku_name

_SUIT_COLOURS = {"m": "red", "p": "blue", "s": "green", "z": "white"}
_TILE = re.compile(r"\b([0-9]+)([mpsz])\b")


def colour_tiles(text: str) -> str:
    """``text`` with MPSZ tiles drawn in their suit's colour (red fives bold)."""

    def paint(match: re.Match[str]) -> str:
        digits, suit = match.group(1), match.group(2)
        bold = "0" in digits
        return click.style(digits + suit, fg=_SUIT_COLOURS[suit], bold=bold)

    return _TILE.sub(paint, text)


def win_line(answer: dict[str, Any]) -> str:
    """A ``win`` answer in words: yaku with their han, the value, who pays what."""
    if answer["yakuman"]:
        yaku = yaku_list(answer["yaku"])
    else:
        yaku = ", ".join(f"{yaku_name(name)} {han}" for name, han in answer["yaku"].items())
    if answer["yakuman"]:
        value = f"{answer['yakuman']}x yakuman"
    else:
        value = f"{answer['han']} han" + (f" {answer['fu']} fu" if answer["fu"] else "")
    paid = ", ".join(f"{seat} {delta:+d}" for seat, delta in answer["payments"].items())
    return f"{yaku} — {value}, {answer['points']} points ({paid})"


def render(judgment: Judgment) -> str:
    """The judgment for a person: answer line, then one line per reason."""
    answer = judgment.answer
    if isinstance(answer, bool):
        shown = click.style("yes" if answer else "no", fg="green" if answer else "red", bold=True)
    elif isinstance(answer, list):
        shown = click.style(", ".join(answer) if answer else "none", bold=True)
    elif isinstance(answer, dict) and "yaku" in answer:
        shown = click.style(win_line(answer), bold=True)
    elif answer is None:
        shown = click.style("none", bold=True)
    else:
        shown = click.style(json.dumps(answer), bold=True)
    who = judgment.seat or "the table"
    lines = [f"{judgment.ask} for {who} ({preset_title(judgment.ruleset)} rules): {shown}"]
    for reason in judgment.reasons:
        where = f"event {reason.event}" if reason.event is not None else "now"
        code = click.style(reason.code, dim=True)
        lines.append(f"  - {colour_tiles(reason.text)}  [{where}; {code}]")
    return "\n".join(lines)


def compare(expect: Expect, judgment: Judgment) -> list[str]:
    """Mismatches between ``[expect]`` and the judgment (empty when they agree)."""
    return list(api.grade(judgment, expect).problems)


def _read_expect(path: str) -> Expect | None:
    try:
        text = read_user_file(path).decode("utf-8")
    except (OSError, UnicodeDecodeError, TutorError):
        return None
    try:
        return read_expect(
            text, file=path, fmt="json" if path.lower().endswith(".json") else "toml"
        )
    except TutorError:
        return None


@click.command("judge")
@click.argument("file", type=click.Path(dir_okay=False))
@click.option(
    "--json", "as_json", is_flag=True, help="Print the answer as JSON (the spec's object)."
)
@click.option(
    "--check", is_flag=True, help="Compare with the file's [expect]; exit 1 on a mismatch."
)
@click.option("--ask", default=None, help="Override the file's ask.")
@click.option("--seat", default=None, help="Override the file's seat (E, S, W, N).")
@click.option("--tile", default=None, help="Override the file's tile (e.g. 4m).")
@click.option("--ruleset", default=None, help="Override the file's ruleset (preset name or path).")
@db_option
def command(
    file: str,
    as_json: bool,
    check: bool,
    ask: str | None,
    seat: str | None,
    tile: str | None,
    ruleset: str | None,
    db_path: str | None,
) -> None:
    """Judge a situation file and explain the answer."""
    tile_value: int | None = None
    if tile is not None:
        try:
            tile_value = parse_tile(tile)
        except NotationError as error:
            raise click.BadParameter(error.problem, param_hint="--tile") from None
    if seat is not None and seat.upper() not in ("E", "S", "W", "N"):
        raise click.BadParameter(f"{seat!r} is not a seat (E, S, W or N)", param_hint="--seat")
    expect = _read_expect(file) if check else None
    try:
        situation = load_situation(file)
        judgment = judge(situation, ask=ask, seat=seat, tile=tile_value, ruleset=ruleset)
    except TutorError as error:
        if check and expect is not None and (expect.invalid or expect.refused is not None):
            problems = api.check_refusal(expect, error)
            if not problems:
                click.echo(f"ok: refused as the file expects: {error}")
                return
            click.echo(f"MISMATCH in {file}:", err=True)
            for problem in problems:
                click.echo(f"  {problem}", err=True)
            raise click.exceptions.Exit(1) from None
        raise
    if as_json:
        click.echo(json.dumps(judgment.to_json(), ensure_ascii=False))
    else:
        click.echo(render(judgment))
    if check:
        if expect is None:
            raise TutorError("--check: the file has no [expect] table", file=file)
        problems = compare(expect, judgment)
        if problems:
            click.echo(f"MISMATCH in {file}:", err=True)
            for problem in problems:
                click.echo(f"  {problem}", err=True)
            raise click.exceptions.Exit(1)
        click.echo("ok: the answer matches [expect]")

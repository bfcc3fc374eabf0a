"""``riichi-tutor content check``: validate everything under ``content/``.

Prints one ``FILE:LINE: problem`` line per problem and exits 1 when there is any; prints
a one-line summary and exits 0 when all is well.
"""

from __future__ import annotations

from pathlib import Path

import click

from tutor.content_check import check_content


@click.group("content")
def command() -> None:
    """Check the rule cards, glossary, rulesets and curated situations."""


@command.command("check")
@click.option(
    "--content",
    "folder",
    default=None,
    type=click.Path(file_okay=False, exists=True),
    help="Check this content folder instead of the tutor's own.",
)
@click.option("--no-examples", is_flag=True, help="Do not judge the cards' examples (faster).")
def check(folder: str | None, no_examples: bool) -> None:
    """Validate all of content/: fields, links, options, codes, glossary, examples."""
    problems = check_content(Path(folder) if folder else None, examples=not no_examples)
    for problem in problems:
        click.echo(str(problem), err=True)
    if problems:
        click.echo(f"content check: {len(problems)} problem(s)", err=True)
        raise click.exceptions.Exit(1)
    click.echo("content check: all cards, terms, options, codes and examples are in order")

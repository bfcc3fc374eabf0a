"""A rule card's title, read without reading the card.

A report or a list names a few cards and shows nothing else of them: the title line of
each is enough, and needs neither the TOML reader nor the card's whole form
(:mod:`tutor.cards`). A title written any other way is read with the TOML reader.
"""

from __future__ import annotations

import re

from tutor.paths import content_dir

_TITLE_LINE = re.compile(r'^title = "([^"\\\n]*)"$', re.MULTILINE)
"""A card's title on one line as a plain string with no escapes (every card's third
line): what stands between the quotes is the title."""


def card_title(card_id: str) -> str | None:
    """The title of rule card ``card_id``; ``None`` when no card has that id."""
    path = content_dir() / "rules" / f"{card_id}.toml"
    if not card_id or not path.is_file():
        return None
    text = path.read_text(encoding="utf-8")
    line = _TITLE_LINE.search(text)
    if line is not None:
        return line.group(1)
    import tomllib

    from tutor.bounds import load_toml
    from tutor.errors import TutorError, toml_problem

    try:
        title = load_toml(text).get("title")
    except tomllib.TOMLDecodeError as error:
        problem, number = toml_problem(error)
        raise TutorError(problem, file=str(path), line=number or 1) from None
    return title if isinstance(title, str) else None

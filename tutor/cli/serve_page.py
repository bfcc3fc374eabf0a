"""The page ``riichi-tutor serve`` hands each browser: it asks no host but the server.

textual-serve's own page template links a web font from an outside host, so every
student's browser would call that host. The server is given a copy of the templates
with every such link left out; the terminal then draws in the browser's own
monospace font.
"""

from __future__ import annotations

import re
from pathlib import Path

OUTSIDE_LINK = re.compile(r"<link\b[^>]*?\bhref=\"(?:https?:)?//[^\"]*\"[^>]*>", re.IGNORECASE)
"""A ``<link>`` element whose address is on another host (absolute or protocol-relative)."""


def without_outside_links(page: str) -> str:
    """``page`` with the links to other hosts left out."""
    return OUTSIDE_LINK.sub("", page)


def local_templates(folder: Path) -> Path:
    """textual-serve's templates, written into ``folder`` without links to other hosts."""
    import textual_serve

    source = Path(textual_serve.__file__).parent / "templates"
    for template in source.glob("*.html"):
        text = template.read_text(encoding="utf-8")
        (folder / template.name).write_text(without_outside_links(text), encoding="utf-8")
    return folder

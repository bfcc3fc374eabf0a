"""The glossary (用語集): every Japanese term the tutor uses, with kanji, reading and English.

``content/glossary.toml`` holds one table per term, keyed by the term as the tutor writes
it in Latin letters (``[ippatsu]``, ``["haitei raoyue"]``)::

    [ippatsu]
    kanji = "一発"
    reading = "いっぱつ"
    english = "one-shot win"
    meaning = "One more han for winning within a go-around of one's riichi."

The glossary screen (Ctrl+G on every screen) shows each term and searches them all;
reason texts and cards use the English name with the term beside it.
``load_glossary()`` reads and checks the file; anything wrong is one ``TutorError``
naming the file and the line.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from tutor.bounds import load_toml
from tutor.errors import TutorError, toml_problem
from tutor.paths import content_dir

_FIELDS = ("kanji", "reading", "english")
_OPTIONAL = ("meaning",)
_LISTS = ("also",)
_KANA = re.compile(r"^[\u3040-\u30ff・ー ]+$")


@dataclass(frozen=True, slots=True)
class Term:
    """One glossary entry."""

    term: str
    kanji: str
    reading: str
    english: str
    meaning: str = ""
    also: tuple[str, ...] = ()
    """Other ways the term is written (自摸和 beside ツモ), found by ``by_kanji`` too."""

    @property
    def gloss(self) -> str:
        """One line a learner reads on demand: ``一発 (いっぱつ, ippatsu): one-shot win``."""
        tail = f". {self.meaning}" if self.meaning else ""
        return f"{self.kanji} ({self.reading}, {self.term}): {self.english}{tail}"


@dataclass(frozen=True, slots=True)
class Glossary:
    """The terms by their Latin spelling, and a reverse index by kanji."""

    terms: dict[str, Term]
    path: Path

    def get(self, term: str) -> Term | None:
        """The entry for ``term`` (case and hyphens ignored), or ``None``."""
        return self.terms.get(_key(term))

    def by_kanji(self, kanji: str) -> Term | None:
        """The entry written ``kanji``, or ``None``."""
        for entry in self.terms.values():
            if entry.kanji == kanji or kanji in entry.also:
                return entry
        return None

    def search(self, words: str) -> list[Term]:
        """The terms whose spelling, writing, reading, English or meaning contain every
        word of ``words`` (case ignored), best first: a match in the term itself or its
        writing before a match only in the explanation."""
        wanted = words.lower().split()
        found: list[tuple[int, str, Term]] = []
        for entry in self.terms.values():
            head = " ".join((entry.term, entry.kanji, entry.reading, *entry.also)).lower()
            body = f"{head} {entry.english} {entry.meaning}".lower()
            if all(word in body for word in wanted):
                rank = 0 if all(word in head for word in wanted) else 1
                found.append((rank, entry.term.lower(), entry))
        return [entry for _, _, entry in sorted(found, key=lambda f: (f[0], f[1]))]

    def terms_in(self, text: str) -> list[Term]:
        """The terms ``text`` mentions (in Latin letters or kanji), in order of appearance.

        A longer term wins over a shorter one inside it: "ura dora" is found, not also
        "dora". This is what the app offers to gloss beside a reason or a card.
        """
        taken: list[tuple[int, int, Term]] = []
        for entry in sorted(self.terms.values(), key=lambda t: -len(t.term)):
            spelled = r"[\s-]+".join(re.escape(word) for word in entry.term.split())
            pattern = re.compile(
                rf"(?<![\w-])(?:{spelled})(?![\w-])|{re.escape(entry.kanji)}", re.IGNORECASE
            )
            for match in pattern.finditer(text):
                start, end = match.span()
                if all(end <= s or start >= e for s, e, _ in taken):
                    taken.append((start, end, entry))
        seen: dict[str, Term] = {}
        for _, _, entry in sorted(taken, key=lambda found: found[0]):
            seen.setdefault(entry.term, entry)
        return list(seen.values())

    def line_of(self, term: str) -> int:
        """The line of ``[term]`` in the file (1 when it cannot be found)."""
        wanted = _key(term)
        for number, line in enumerate(_read(self.path).splitlines(), start=1):
            header = line.strip()
            if header.startswith("[") and _key(header.strip('[]"')) == wanted:
                return number
        return 1


def _key(term: str) -> str:
    return term.strip().lower().replace("-", " ")


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise TutorError(f"cannot read the glossary: {error}", file=str(path)) from None


def load_glossary(path: Path | None = None) -> Glossary:
    """Read ``content/glossary.toml`` (or ``path``) and check every entry's fields."""
    where = path if path is not None else content_dir() / "glossary.toml"
    text = _read(where)
    try:
        data = load_toml(text)
    except tomllib.TOMLDecodeError as error:
        problem, line = toml_problem(error)
        raise TutorError(problem, file=str(where), line=line or 1) from None
    terms: dict[str, Term] = {}
    glossary = Glossary(terms, where)
    for term, raw in data.items():
        line = glossary.line_of(term)
        if not isinstance(raw, dict):
            raise TutorError(f"'{term}' must be a table [{term}]", file=str(where), line=line)
        unknown = sorted(set(raw) - set(_FIELDS) - set(_OPTIONAL) - set(_LISTS))
        if unknown:
            raise TutorError(f"'{term}': unknown key '{unknown[0]}'", file=str(where), line=line)
        for name in (*_FIELDS, *_OPTIONAL):
            value = raw.get(name, "" if name in _OPTIONAL else None)
            if not isinstance(value, str) or (name in _FIELDS and not value.strip()):
                raise TutorError(
                    f"'{term}' needs '{name}' as non-empty text", file=str(where), line=line
                )
        also = raw.get("also", [])
        if not isinstance(also, list) or not all(isinstance(a, str) and a for a in also):
            raise TutorError(
                f"'{term}': 'also' must be a list of other writings", file=str(where), line=line
            )
        if not _KANA.match(raw["reading"]):
            raise TutorError(
                f"'{term}': the reading must be written in kana", file=str(where), line=line
            )
        if _key(term) in terms:
            raise TutorError(f"'{term}' is listed twice", file=str(where), line=line)
        terms[_key(term)] = Term(
            term=term,
            kanji=raw["kanji"].strip(),
            reading=raw["reading"].strip(),
            english=raw["english"].strip(),
            meaning=raw.get("meaning", "").strip(),
            also=tuple(also),
        )
    return glossary

"""The glossary (用語集) at hand: Ctrl+G on any screen opens it over that screen.

The terms printed on the screen below come first, so a Japanese word is looked up where
it stands; typing searches every term by its spelling, writing, reading or English.
"""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Input, Markdown, OptionList, Static
from textual.widgets.option_list import Option

from tutor.glossary import Glossary, Term


def screen_text(screen: Screen[Any]) -> str:
    """Everything a screen shows in words: its texts and its Markdown pages."""
    parts = [str(widget.render()) for widget in screen.query(Static)]
    parts += [page.source for page in screen.query(Markdown)]
    return "\n".join(parts)


def term_label(term: Term) -> str:
    """``一発 ippatsu: one-shot win``: one line of the list."""
    return f"{term.kanji} {term.term}: {term.english}"


def term_text(term: Term) -> Text:
    """The whole entry: writing, reading, English and meaning."""
    text = Text()
    text.append(f"{term.kanji}", "bold")
    text.append(f"  {term.reading}  ({term.term})\n", "italic")
    if term.also:
        text.append(f"also written {', '.join(term.also)}\n", "dim")
    text.append(f"{term.english}\n", "bold")
    if term.meaning:
        text.append(term.meaning)
    return text


class GlossaryScreen(ModalScreen[None]):
    """Search the glossary; the terms of the screen below are listed first."""

    HELP_TITLE = "Glossary"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "dismiss", "Close"),
        Binding("ctrl+g", "dismiss", "Close", show=False),
    ]
    DEFAULT_CSS = """
    GlossaryScreen { align: center middle; }
    GlossaryScreen > Vertical {
        width: 90%; max-width: 110; height: 90%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    GlossaryScreen #glossary-terms { height: 1fr; }
    GlossaryScreen #glossary-entry { height: auto; max-height: 8; padding: 1 0 0 0; }
    """

    def __init__(self, glossary: Glossary, on_screen: str = "") -> None:
        super().__init__()
        self.glossary = glossary
        self.here = glossary.terms_in(on_screen) if on_screen else []

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text("Glossary — type to search; Escape closes", "bold"))
            yield Input(placeholder="a term, its kanji, kana or English", id="glossary-search")
            yield OptionList(id="glossary-terms")
            yield Static(id="glossary-entry")

    def on_mount(self) -> None:
        self.show_terms("")
        self.query_one("#glossary-search", Input).focus()

    def listed(self, words: str) -> list[Term]:
        """The terms listed for a search: with no words, the screen's terms first."""
        if words.strip():
            return self.glossary.search(words)
        rest = [t for t in self.glossary.search("") if t not in self.here]
        return [*self.here, *rest]

    def show_terms(self, words: str) -> None:
        options = self.query_one("#glossary-terms", OptionList)
        options.clear_options()
        terms = self.listed(words)
        for term in terms:
            options.add_option(Option(term_label(term), id=term.term))
        entry = self.query_one("#glossary-entry", Static)
        if terms:
            options.highlighted = 0
            entry.update(term_text(terms[0]))
        else:
            entry.update("No term matches.")

    @on(Input.Changed, "#glossary-search")
    def _search(self, event: Input.Changed) -> None:
        self.show_terms(event.value)

    @on(Input.Submitted, "#glossary-search")
    def _to_list(self) -> None:
        self.query_one("#glossary-terms", OptionList).focus()

    @on(OptionList.OptionHighlighted, "#glossary-terms")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        term = self.glossary.get(event.option.id or "")
        if term is not None:
            self.query_one("#glossary-entry", Static).update(term_text(term))

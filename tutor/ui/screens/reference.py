"""The rule reference (ルール解説): browse and search the rule cards, examples judged live."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Header, Input, Markdown, OptionList, Static
from textual.widgets.option_list import Option

from tutor import drills
from tutor.card_examples import JudgedExample, example_moment, judge_example
from tutor.card_page import card_markdown
from tutor.cards import RuleCard
from tutor.drills import curated
from tutor.errors import TutorError
from tutor.moment.text import info_line
from tutor.practice import QuestionBank
from tutor.rules.tile_names import style_of
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.hand import HandView
from tutor.ui.widgets.keybar import KeyBar
from tutor.ui.widgets.pond import Ponds

MAX_EXAMPLES = 4


def card_skills(card: RuleCard, ruleset: str) -> list[str]:
    """The skills whose questions belong to this card (the generator's, then curated)."""
    generated = QuestionBank(ruleset, 0).generated
    skills = [s.id for s in drills.skills() if s.card == card.id and s.id in generated]
    skills += [ask for ask, owner in curated.CARD_OF_ASK.items() if owner == card.id]
    for example in card.examples:
        folder = example.split("/")[1] if example.count("/") >= 2 else ""
        if folder in curated.SKILL_TITLES and folder not in skills and not generated:
            skills.append(folder)
    return skills


def matches(card: RuleCard, words: str) -> bool:
    """Whether every word of the search appears in the card's text."""
    haystack = " ".join(
        (card.id, card.title, card.japanese, card.summary, card.body, *card.conditions,
         *card.traps)
    ).lower()
    return all(word in haystack for word in words.lower().split())


def example_text(judged: JudgedExample, card: str = "") -> Text:
    """One judged example in words: the question, the engine's answer and its reason
    (the one about ``card``, the card being read, when there is one), and the why."""
    text = Text()
    text.append(f"\n{judged.question}", "bold")
    text.append(f"  ({judged.ruleset} rules)\n", "dim")
    text.append(f"Engine: {judged.answer}. ", "bold")
    reason = judged.reason_for(card) if card else judged.reason
    if reason:
        text.append(reason)
    if judged.why and judged.why != reason:
        text.append(f"\n{judged.why}", "italic")
    return text


class ReferenceScreen(TutorScreen):
    """Cards on the left (searchable), the chosen card on the right."""

    HELP_TITLE = "Rule reference"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("slash", "search", "Search"),
        Binding("d", "drill", "Drill this rule"),
        Binding("e", "all_examples", "All examples"),
        Binding("f2", "app.toggle_tiles", "Tile style"),
    ]

    def __init__(self, card: str | None = None) -> None:
        super().__init__()
        self.card_id = card
        self.all_examples = False

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            with Vertical(id="card-list"):
                yield Input(placeholder="search (/)", id="search")
                yield OptionList(id="cards")
            with VerticalScroll(id="card-view"):
                yield Markdown(id="card-text")
                yield Vertical(id="examples")
        yield KeyBar()

    def on_mount(self) -> None:
        cards = self.tutor.cards
        if self.card_id not in cards:
            self.card_id = next(iter(cards), None)
        self._list("")
        if self.card_id:
            self.show_card(self.card_id)
        self.query_one("#cards", OptionList).focus()

    def _list(self, words: str) -> None:
        options = self.query_one("#cards", OptionList)
        options.clear_options()
        shown = []
        for card in self.tutor.cards.values():
            if matches(card, words):
                shown.append(card.id)
                label = f"{card.title.split(':')[0]} {card.japanese.split(' (')[0]}"
                options.add_option(Option(label, id=card.id))
        if shown:
            at = shown.index(self.card_id) if self.card_id in shown else 0
            options.highlighted = at
            self.call_after_refresh(options.scroll_to_highlight, top=True)

    @on(Input.Changed, "#search")
    def _search(self, event: Input.Changed) -> None:
        self._list(event.value)

    @on(Input.Submitted, "#search")
    def _search_done(self) -> None:
        self.query_one("#cards", OptionList).focus()

    @on(OptionList.OptionHighlighted, "#cards")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self.show_card(event.option.id)

    def show_card(self, card_id: str) -> None:
        """Show one card with its examples, each judged by the engine now."""
        card = self.tutor.cards[card_id]
        self.card_id = card_id
        ruleset = self.tutor.ruleset
        text = card_markdown(card, ruleset, self.tutor.card_titles())
        self.query_one("#card-text", Markdown).update(text)
        box = self.query_one("#examples", Vertical)
        box.remove_children()
        if card.examples:
            box.mount(Static(Text("Examples, judged by the engine now", "bold")))
        shown = len(card.examples) if self.all_examples else MAX_EXAMPLES
        for example in card.examples[:shown]:
            box.mount(*self._example(example))
        more = len(card.examples) - shown
        if more > 0:
            box.mount(Static(f"\n… and {more} more examples: e shows them all."))

    def _example(self, example: str) -> list[Widget]:
        try:
            judged = judge_example(example)
            moment = example_moment(judged)
        except TutorError as error:
            return [Static(f"This example cannot be read ({error.message}).")]
        parts: list[Widget] = [Static(example_text(judged, self.card_id or ""))]
        if moment is None:
            return parts
        style = self.tutor.tile_style
        small = self.app.size.height < 30
        hand = HandView()
        hand.style_name = style
        hand.compact = small
        hand.moment = moment
        hand.seat = moment.asked
        hand.highlight = moment.deciding_event
        ponds = Ponds()
        ponds.style_name = style
        ponds.legend = False
        ponds.view = moment
        ponds.highlight = moment.deciding_event
        info = Static(info_line(moment, style_of(style)), classes="example-info")
        seat = moment.asked
        shown = seat.hand is not None or seat.melds or seat.kita
        return [*parts, info, *([hand] if shown else []), ponds]

    def action_all_examples(self) -> None:
        """Show every example of the card (or only the first few again)."""
        self.all_examples = not self.all_examples
        if self.card_id:
            self.show_card(self.card_id)

    def action_search(self) -> None:
        self.query_one("#search", Input).focus()

    def action_drill(self) -> None:
        from tutor.practice import DrillSession
        from tutor.ui.screens.drill import DrillScreen

        app = self.tutor
        if not app.learner or self.card_id is None:
            self.notify("Choose a learner on the home screen first.", severity="warning")
            return
        skills = list(dict.fromkeys(card_skills(app.cards[self.card_id], app.ruleset)))
        if not skills:
            self.notify("This card has no drill yet.", severity="warning")
            return
        DrillSession.close_pending(app.db, app.learner)
        drill = DrillSession.start(app.db, app.learner, "rule", skills, 5, app.ruleset)
        app.push_screen(DrillScreen(drill))

    def show_tiles(self) -> None:
        if self.card_id:
            self.show_card(self.card_id)

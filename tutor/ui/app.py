"""The Textual app (家庭教師): one factory builds it for the console script, tests and ``serve``.

The app holds the open progress database, the learner and their settings; screens ask
the drill session, the store and the engine for what they show and hand the learner's
choices back. Every action has a key in the footer and a command in the palette (Ctrl+P);
Escape goes back, ``?`` shows the keys, Ctrl+Q quits; a terminal under 80x24 gets a
message instead of a broken layout.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.events import Resize
from textual.screen import Screen

from tutor.errors import TutorError
from tutor.store import add_learner, learner_names, open_store, resolve_db_path
from tutor.store.connection import Database
from tutor.store.settings import DEFAULTS, load_settings, save_setting

if TYPE_CHECKING:
    from tutor.cards import RuleCard

MIN_SIZE = (80, 24)
RULESETS = ("tenhou", "mahjong-soul", "wrc", "ema", "m-league", "shanghai-dynasty",
            "tenhou-sanma", "mahjong-soul-sanma")
THEMES = ("textual-dark", "textual-light", "nord", "gruvbox", "solarized-light")


def ruleset_choices(current: str) -> list[tuple[str, str]]:
    """The rules a learner picks from: the presets, and the house rules of the ruleset
    file the tutor was started with."""
    from tutor.rules.wording import preset_title

    extra = [] if current in RULESETS else [current]
    return [(preset_title(r), r) for r in (*RULESETS, *extra)]


class TutorApp(App[None]):
    """riichi-tutor's terminal interface."""

    TITLE = "riichi-tutor"
    CSS_PATH = "app.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", priority=True),
        Binding("question_mark", "help", "Help"),
        Binding("ctrl+g", "glossary", "Glossary", priority=True),
    ]

    def __init__(
        self,
        db_path: str | None = None,
        *,
        ruleset: str | None = None,
        learner: str | None = None,
        saved_dir: Path | None = None,
    ) -> None:
        super().__init__()
        self.db_path = resolve_db_path(db_path)
        self.db: Database = open_store(self.db_path)
        self.saved_dir = saved_dir or self.db_path.parent / "saved-situations"
        self.ruleset_override = ruleset
        self.learner: str | None = None
        self.settings: dict[str, Any] = dict(DEFAULTS)
        self.failure: TutorError | None = None
        """The one-line error the app stopped on (a store that cannot write: a full disk)."""
        if ruleset:
            self.settings["ruleset"] = ruleset
        names = learner_names(self.db)
        chosen = learner or (names[0] if len(names) == 1 else None)
        if chosen:
            self.use_learner(chosen)

    # ------------------------------------------------------------------ state

    def _handle_exception(self, error: Exception) -> None:
        # A TutorError that no screen handled (the store refusing a write on a full disk,
        # say) ends the app with its one line and status 2, not with a traceback.
        if isinstance(error, TutorError):
            self.failure = error
            self.exit(return_code=2)
            return
        super()._handle_exception(error)

    @cached_property
    def cards(self) -> dict[str, RuleCard]:
        """Every rule card, by id (read once, when first needed: not at start-up)."""
        from tutor.cards import load_cards

        return load_cards()

    def card_titles(self) -> dict[str, str]:
        """Card id to "Title (日本語)" for explanations."""
        return {cid: _card_title(card) for cid, card in self.cards.items()}

    def card_titles_of(self, ids: Iterable[str]) -> dict[str, str]:
        """The titles of the cards ``ids`` only, as :meth:`card_titles` has them: an
        explanation names a few cards, and reading those few is quicker than all of
        them (which the rule reference reads when it opens)."""
        if "cards" in self.__dict__:  # (all read already)
            titles = self.card_titles()
            return {cid: titles[cid] for cid in ids if cid in titles}
        from tutor.cards import card_named

        cards = {cid: card_named(cid) for cid in dict.fromkeys(ids)}
        return {cid: _card_title(card) for cid, card in cards.items() if card is not None}

    @property
    def ruleset(self) -> str:
        """The ruleset questions are judged under."""
        return str(self.settings["ruleset"])

    @property
    def tile_style(self) -> str:
        """``boxed`` or ``text``."""
        return str(self.settings["tile_style"])

    def use_learner(self, name: str) -> None:
        """Switch to (or create) a learner and apply their settings."""
        name = name.strip()
        if not name:
            return
        add_learner(self.db, name)
        self.learner = name
        self.settings = load_settings(self.db, name)
        if self.ruleset_override:
            self.settings["ruleset"] = self.ruleset_override
        self.ruleset_override = None
        theme = str(self.settings["theme"])
        if theme in self.available_themes:
            self.theme = theme

    def change_setting(self, key: str, value: Any) -> None:
        """Change one of the learner's settings and keep it."""
        self.settings[key] = value
        if self.learner:
            save_setting(self.db, self.learner, key, value)
        if key == "theme" and value in self.available_themes:
            self.theme = str(value)

    # ------------------------------------------------------------------ screens

    def on_mount(self) -> None:
        from tutor.ui.screens.home import HomeScreen

        self.push_screen(HomeScreen())
        self._check_size(self.size.width, self.size.height)
        self.call_after_refresh(gc.freeze)

    def on_unmount(self) -> None:
        gc.unfreeze()

    # (Frozen from the first frame to the end: start-up leaves some hundred thousand
    # objects that live as long as the app, its modules, classes and styles; Python's
    # collector would scan them all again at each full pass, and the first such pass
    # after start falls on the way to the first question. Frozen, they are left out of
    # every pass, and nothing made later is; the app's end gives them back to the
    # collector, so that a process running several apps, as the tests do, keeps none.)

    def on_resize(self, event: Resize) -> None:
        self._check_size(event.size.width, event.size.height)

    def _check_size(self, width: int, height: int) -> None:
        from tutor.ui.screens.help import TooSmallScreen

        small = width < MIN_SIZE[0] or height < MIN_SIZE[1]
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing:
            self.pop_screen()

    def action_help(self) -> None:
        """Show the keys of the current screen."""
        from tutor.ui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.screen))

    def action_glossary(self) -> None:
        """Open the glossary over the current screen, its terms listed first."""
        from tutor.glossary import load_glossary
        from tutor.ui.screens.glossary import GlossaryScreen, screen_text

        if isinstance(self.screen, GlossaryScreen):
            self.pop_screen()
            return
        self.push_screen(GlossaryScreen(load_glossary(), screen_text(self.screen)))

    def action_home(self) -> None:
        """Back to the home screen."""
        from tutor.ui.screens.home import HomeScreen

        while len(self.screen_stack) > 2 and not isinstance(self.screen, HomeScreen):
            self.pop_screen()

    def action_reference(self, card: str = "") -> None:
        """Open the rule reference (at one card)."""
        from tutor.ui.screens.reference import ReferenceScreen

        self.push_screen(ReferenceScreen(card or None))

    def action_progress(self) -> None:
        """Open the learner's progress."""
        from tutor.ui.screens.progress import ProgressScreen

        if self.learner:
            self.push_screen(ProgressScreen())
        else:
            self.notify("Choose a learner first (type a name on the home screen).")

    def action_settings(self) -> None:
        """Open the learner's settings."""
        from tutor.ui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())

    def action_toggle_tiles(self) -> None:
        """Switch between boxed tiles and plain ``1m`` names."""
        self.change_setting("tile_style", "text" if self.tile_style == "boxed" else "boxed")
        self.screen.refresh(layout=True)
        refresh = getattr(self.screen, "show_tiles", None)
        if callable(refresh):
            refresh()

    def action_toggle_theme(self) -> None:
        """Switch between the dark theme and the light one (for projectors)."""
        light = self.theme != "textual-light"
        self.change_setting("theme", "textual-light" if light else "textual-dark")

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand("Home", "Back to the home screen", self.action_home)
        yield SystemCommand("Rule reference", "Browse the rule cards", self.action_reference)
        yield SystemCommand("Progress", "Mastery, accuracy and reviews", self.action_progress)
        yield SystemCommand("Settings", "Ruleset, tiles, theme, time limit", self.action_settings)
        yield SystemCommand("Tile style", "Boxed tiles or plain 1m names", self.action_toggle_tiles)
        yield SystemCommand(
            "Light / dark", "Switch theme (light for projectors)", self.action_toggle_theme
        )
        yield SystemCommand("Keys", "Show the keys of this screen", self.action_help)
        yield SystemCommand(
            "Glossary", "Japanese terms: kanji, kana, English", self.action_glossary
        )
        for binding in screen.active_bindings.values():
            b = binding.binding
            if b.show and b.description and binding.node is screen:
                action = b.action

                def run(action: str = action, node: Screen[Any] = screen) -> None:
                    self.call_later(node.run_action, action)

                yield SystemCommand(b.description, f"key: {b.key_display or b.key}", run)


def _card_title(card: RuleCard) -> str:
    return f"{card.title.split(':')[0]} {card.japanese.split(' (')[0]}"


def create_app(
    db_path: str | None = None,
    *,
    ruleset: str | None = None,
    learner: str | None = None,
    saved_dir: Path | None = None,
) -> TutorApp:
    """The one factory: the console script, the tests and ``serve`` all build the app here.

    ``ruleset`` is a preset or a ruleset file of house rules (checked here, one line naming
    the file and line when it is wrong), for this run only."""
    if ruleset is not None and ruleset not in RULESETS:
        if not (ruleset.endswith(".toml") and Path(ruleset).is_file()):
            raise TutorError(f"unknown ruleset {ruleset!r}; choose one of "
                             f"{', '.join(RULESETS)}, or give a ruleset file (.toml)")
        from tutor.rules.ruleset import load_ruleset

        load_ruleset(ruleset)
        ruleset = str(Path(ruleset).resolve())
    return TutorApp(db_path, ruleset=ruleset, learner=learner, saved_dir=saved_dir)


def run_app(
    db_path: str | None = None, ruleset: str | None = None, learner: str | None = None
) -> None:
    """Open the progress store, then run the app in the terminal.

    An error the app stopped on is raised again here (one line, status 2); any other
    non-zero status of the app becomes the process's.
    """
    import click

    app = create_app(db_path, ruleset=ruleset, learner=learner)
    app.run()
    if app.failure is not None:
        raise app.failure
    if app.return_code:
        raise click.exceptions.Exit(app.return_code)

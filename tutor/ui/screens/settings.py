"""Settings (設定): ruleset, tile style, theme and a time limit, kept per learner."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Header, Input, Label, Select, Static

from tutor.ui.app import THEMES, ruleset_choices
from tutor.ui.screens.base import TutorScreen
from tutor.ui.widgets.keybar import KeyBar
from tutor.ui.widgets.tile import boxed, plain

TILE_STYLES = (("Boxed: number over kanji", "boxed"), ("Plain text: 1m 5p*", "text"))
SAMPLE = ("1m", "0m", "5p", "9s", "1z", "6z", "7z")
THEME_WORDS = {"textual-dark": "Dark", "textual-light": "Light", "nord": "Nord",
               "gruvbox": "Gruvbox", "solarized-light": "Solarized light"}
"""A theme's name as the list shows it (the stored value stays Textual's theme id)."""


class SettingsScreen(TutorScreen):
    """Each change is saved for the learner at once."""

    HELP_TITLE = "Settings"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        settings = self.tutor.settings
        yield Header()
        with VerticalScroll(id="settings"):
            who = self.tutor.learner or "no learner chosen: changes last until you quit"
            yield Static(f"Settings for {who}", id="settings-title")
            with Horizontal(classes="setting"):
                yield Label("Ruleset", classes="field")
                yield Select(
                    ruleset_choices(str(settings["ruleset"])),
                    value=settings["ruleset"],
                    allow_blank=False,
                    id="set-ruleset",
                )
            with Horizontal(classes="setting"):
                yield Label("Tiles", classes="field")
                yield Select(
                    list(TILE_STYLES),
                    value=settings["tile_style"],
                    allow_blank=False,
                    id="set-tiles",
                )
            yield Static(id="sample")
            with Horizontal(classes="setting"):
                yield Label("Theme", classes="field")
                yield Select(
                    [(THEME_WORDS.get(t, t), t) for t in THEMES],
                    value=settings["theme"] if settings["theme"] in THEMES else THEMES[0],
                    allow_blank=False,
                    id="set-theme",
                )
            with Horizontal(classes="setting"):
                yield Label("Time limit (s)", classes="field")
                yield Input(
                    str(settings["time_limit"]),
                    type="integer",
                    placeholder="0 = none",
                    id="set-time",
                )
            yield Static("Seconds to answer each question; 0 for no time limit.",
                         id="time-note")
        yield KeyBar()

    def on_mount(self) -> None:
        self._sample()

    def _sample(self) -> None:
        style = self.tutor.tile_style
        self.query_one("#sample", Static).update(
            boxed(SAMPLE) if style == "boxed" else plain(SAMPLE)
        )

    @on(Select.Changed)
    def _changed(self, event: Select.Changed) -> None:
        keys = {"set-ruleset": "ruleset", "set-tiles": "tile_style", "set-theme": "theme"}
        key = keys.get(event.select.id or "")
        current = self.tutor.settings.get(key or "")
        if key and isinstance(event.value, str) and event.value != current:
            self.tutor.change_setting(key, event.value)
            self._sample()

    @on(Input.Changed, "#set-time")
    def _time(self, event: Input.Changed) -> None:
        value = event.value.strip()
        if value.isdigit():
            self.tutor.change_setting("time_limit", int(value))

"""The classroom app a browser tab runs under ``riichi-tutor serve`` (and ``drill run``).

It offers only sign-in, the drill a student takes and, with the teacher PIN, the
projector view and the grid. It has no command palette and no action that opens or
saves a file or runs a command: a browser user can do nothing but answer questions.
Run it as ``python -m tutor.ui.screens.classroom_app DB``.
"""

from __future__ import annotations

import sys
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Static

from tutor.classroom import ClassDrill, Student
from tutor.classroom.signin import ServedClass, sign_in_student, sign_in_teacher
from tutor.errors import TutorError
from tutor.store.connection import Database
from tutor.ui.screens.classroom_take import TakeScreen


class Field(Input):
    """A sign-in field whose Ctrl+U (clear to the left) and Enter act in turn with the
    keys typed into it. As the Input's own bindings they would act only once the key had
    come back up from the field, after any later keys had been handed to it: on a busy
    server, where keys arrive together, a PIN typed after Ctrl+U was typed and then
    wiped, and Enter sent what was typed after it."""

    async def _on_key(self, event: events.Key) -> None:
        if event.key not in ("ctrl+u", "enter"):
            return  # the Input types it
        event.stop()
        event.prevent_default()
        if event.key == "ctrl+u":
            self.action_delete_left_all()
        else:
            await self.action_submit()


class SignInScreen(Screen[None]):
    """Sign in as a student (code, name, class PIN, personal PIN) or as the teacher."""

    DEFAULT_CSS = """
    SignInScreen { align: center middle; }
    #signin { width: 60; height: auto; border: round $accent; padding: 1 2; }
    #signin Input { margin: 0 0 1 0; }
    #signin-error { color: $error; height: auto; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "app.focus_next", show=False, priority=True),
        Binding("shift+tab", "app.focus_previous", show=False, priority=True),
    ]
    """Tab moves to the next field before any later key is handed out, even when keys
    arrive together (a busy server): as an ordinary binding it would act only once the
    key had come back up from the field, and a name typed after it would land in the
    code field."""

    def compose(self) -> ComposeResult:
        with Vertical(id="signin"):
            yield Label("Sign in to the classroom drill", id="signin-title")
            yield Field(placeholder="drill code, e.g. K7M-PQ3", id="code")
            yield Field(placeholder="your name", id="name")
            yield Field(placeholder="class PIN", password=True, id="class-pin")
            yield Field(
                placeholder="personal PIN (you choose it at your first sign-in)",
                password=True,
                id="personal-pin",
            )
            yield Button("Start the drill", id="student", variant="primary")
            yield Field(placeholder="teacher PIN (teachers only)", password=True, id="teacher-pin")
            yield Button("Teacher's view", id="teacher")
            yield Static(id="signin-error")
        yield Footer()

    def _values(self, at_enter: tuple[str, str] | None) -> dict[str, str]:
        """Every field's text; a submitted field (id, text) as it was at its Enter: keys
        typed after it may already be in the field when the sign-in runs."""
        values = {field.id or "": field.value for field in self.query(Input)}
        if at_enter is not None:
            values[at_enter[0]] = at_enter[1]
        return {name: value.strip() for name, value in values.items()}

    def on_input_submitted(self, event: Input.Submitted) -> None:
        field = event.input.id or ""
        self.sign_in(teacher=field == "teacher-pin", at_enter=(field, event.value))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.sign_in(teacher=event.button.id == "teacher")

    def sign_in(self, *, teacher: bool, at_enter: tuple[str, str] | None = None) -> None:
        app = self.app
        assert isinstance(app, ClassroomApp)
        typed = self._values(at_enter)
        try:
            if teacher:  # (the teacher's views loaded here: a student's process never needs them)
                from tutor.ui.screens.classroom_present import PresentScreen

                drill = sign_in_teacher(app.db, typed["code"], typed["teacher-pin"], app.served)
                app.switch_screen(PresentScreen(app.db, drill))
                return
            drill, student = sign_in_student(
                app.db, typed["code"], typed["name"], typed["class-pin"], typed["personal-pin"],
                app.served,
            )
        except TutorError as error:
            self.query_one("#signin-error", Static).update(Text(error.message))
            return
        app.switch_screen(TakeScreen(app.db, drill, student))


SIGN_IN_WITHIN_S = 300
"""A served tab still at the sign-in after this long is closed (its process ends)."""


class ClassroomApp(App[None]):
    """Sign-in, then one student's drill or the teacher's views; nothing else."""

    TITLE = "riichi-tutor · classroom"
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self,
        db: Database,
        signed_in: tuple[ClassDrill, Student] | None = None,
        served: ServedClass | None = None,
    ) -> None:
        super().__init__()
        self.db = db
        self.signed_in = signed_in
        self.served = served

    def on_mount(self) -> None:
        if self.signed_in is None:
            self.push_screen(SignInScreen())
            if self.served is not None:  # a served tab holds a process: not for ever idle
                self.set_timer(SIGN_IN_WITHIN_S, self._still_signed_out)
        else:
            self.push_screen(TakeScreen(self.db, *self.signed_in))

    def _still_signed_out(self) -> None:
        if isinstance(self.screen, SignInScreen):
            self.exit(return_code=3)


def main(argv: list[str]) -> int:
    """Run the classroom app on the database ``argv[0]`` (what each browser tab starts);
    ``argv[1]``, if given, is the address of the browser (for its wrong-PIN count)."""
    import os

    from tutor.store import open_store

    served = ServedClass.from_environment(os.environ, argv[1] if len(argv) > 1 else "unknown")
    try:
        db = open_store(argv[0], create=False)
    except TutorError as error:
        print(f"riichi-tutor: {error}", file=sys.stderr)
        return 2
    try:
        ClassroomApp(db, served=served).run()
    finally:
        db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

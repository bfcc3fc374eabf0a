"""Whole flows through the tutor, driven with keys as a learner would."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable, Input, Static

from tests.ui.conftest import home_loaded, open_drill, situation, text_of
from tutor.drills.question import Question
from tutor.practice import DrillSession
from tutor.rules.tile_names import words_in_text
from tutor.store import find_learner, learner_names, progress, skill_stats
from tutor.ui.screens.drill import DrillScreen
from tutor.ui.screens.help import HelpScreen, TooSmallScreen
from tutor.ui.screens.home import HomeScreen
from tutor.ui.screens.progress import ProgressScreen
from tutor.ui.screens.reference import ReferenceScreen
from tutor.ui.screens.summary import SummaryScreen
from tutor.ui.widgets.explanation import answer_text, deciding_event
from tutor.ui.widgets.hand import HandView
from tutor.ui.widgets.pond import Ponds
from tutor.ui.widgets.timeline import Timeline


def right_and_wrong(question: Question) -> tuple[str, str]:
    """The key of the right answer and of a wrong one."""
    if question.form == "yes_no":
        return ("y", "n") if question.answer else ("n", "y")
    others = [c.key for c in question.choices if c.key != question.answer]
    return str(question.answer), others[0]



async def test_a_new_learner_types_a_name_and_is_offered_a_guided_start(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(learner=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Type your name" in text_of(app.screen, "#offer")
        app.screen.query_one("#learner", Input).focus()
        await pilot.press(*"Mei", "enter")
        await pilot.pause()
        assert app.learner == "Mei"
        assert "Mei" in learner_names(app.db)
        assert "guided first drill" in text_of(app.screen, "#offer")
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen)
        assert "Question 1 of 3" in text_of(app.screen, "#status")


async def test_a_five_question_drill_right_and_wrong_with_explanations(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(160, 48)) as pilot:
        await home_loaded(pilot)
        rows_before = len(progress(app.db, "ann").skills)
        app.screen.query_one("#skills", DataTable).focus()
        ippatsu_row = [k.value for k in app.screen.query_one("#skills", DataTable).rows].index(
            "ippatsu"
        )
        for _ in range(ippatsu_row):
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        seen = []
        for number in range(1, 6):
            assert f"Question {number} of 5" in text_of(screen, "#status")
            question = screen.question
            assert question is not None and question.form in ("yes_no", "reason")
            seen.append(question.id)
            right, wrong = right_and_wrong(question)
            await pilot.press(right if number % 2 else wrong)
            await pilot.pause()
            explanation = text_of(screen, "#explanation")
            assert ("RIGHT" if number % 2 else "WRONG") in explanation
            assert "Correct answer: " + answer_text(question, question.answer) in explanation
            said = words_in_text(question.explanation[-1].text)  # tiles in words on screen
            assert said[:40] in explanation.replace("\n", " ")
            # the deciding event is highlighted on the table and the timeline
            deciding = deciding_event(question)
            assert deciding is not None
            assert screen.query_one(Timeline).highlight == deciding
            assert screen.query_one(Ponds).highlight == deciding
            assert f"event {deciding} *]" in explanation
            if number == 2:
                await pilot.press("r")
                await pilot.pause()
                assert isinstance(app.screen, ReferenceScreen)
                assert app.screen.card_id == question.card
                await pilot.press("escape")
                await pilot.pause()
                assert app.screen is screen
            await pilot.press("enter")
            await pilot.pause()
        assert len(set(seen)) == 5, "no question is asked twice in a drill"
        assert isinstance(app.screen, SummaryScreen)
        summary = text_of(app.screen, "#summary")
        assert "3 of 5 right" in summary
        assert summary.count("why:") == 2
        stats = skill_stats(app.db.conn, find_learner(app.db, "ann"))
        assert stats["ippatsu"].attempts == 5 and stats["ippatsu"].correct == 3
        assert len(progress(app.db, "ann").skills) == rows_before + 1
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, ProgressScreen)
        table = app.screen.query_one("#progress-skills", DataTable)
        assert [str(c) for c in table.get_row_at(0)][:3] == ["Ippatsu 一発", "60%", "5"]
        await pilot.press("escape", "d")
        await pilot.pause()
        assert isinstance(app.screen, DrillScreen), "d drills the missed rules again"


async def test_changing_the_ruleset_changes_the_answer_where_rulesets_differ(make_app) -> None:  # type: ignore[no-untyped-def]
    text = situation("riichi_allowed/j04-900-points.toml")
    answers = {}
    for ruleset in ("tenhou", "wrc"):
        app = make_app()
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            select = app.screen.query_one("#ruleset")
            select.value = ruleset  # type: ignore[attr-defined]
            await pilot.pause()
            assert app.ruleset == ruleset
            open_drill(app, [["text", text]])
            await pilot.pause()
            await pilot.press("y")
            await pilot.pause()
            answers[ruleset] = (
                text_of(app.screen, "#explanation").split("Correct answer: ")[1].split("\n")[0]
            )
    assert answers["tenhou"] != answers["wrc"]
    assert set(answers.values()) == {"Yes", "No"}


async def test_a_drill_killed_midway_resumes_without_losing_or_repeating(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("m")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        answered = []
        for _ in range(2):
            question = screen.question
            assert question is not None
            answered.append(question.id)
            await pilot.press("1")
            await pilot.pause()
            if screen.outcome is None:  # not a yes/no or pick-one question: type an answer
                await _answer_any(pilot, screen)
            await pilot.press("enter")
            await pilot.pause()
        showing = screen.question.id if screen.question else None
    # the app is gone without finishing the drill: a new one on the same database resumes
    again = make_app()
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "press u to resume" in text_of(again.screen, "#offer")
        await pilot.press("u")
        await pilot.pause()
        screen = again.screen
        assert isinstance(screen, DrillScreen)
        assert "Question 3 of 5" in text_of(screen, "#status")
        assert screen.question is not None
        assert screen.question.id == showing
        assert screen.question.id not in answered
    drill = DrillSession.resume(again.db, "ann")
    assert drill is not None and drill.answered == 2


async def _answer_any(pilot, screen) -> None:  # type: ignore[no-untyped-def]
    form = screen.question.form
    if form == "yaku":
        await pilot.press("enter")
    elif form == "han_fu":
        await pilot.press("1", "enter", "3", "0", "enter")
    else:
        await pilot.press("1", "0", "0", "0", "enter")
    await pilot.pause()
    assert screen.outcome is not None


async def test_help_opens_with_question_mark_and_escape_closes_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await home_loaded(pilot)
        app.screen.query_one("#skills", DataTable).focus()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        shown = str(app.screen.query_one(Static).render())
        assert "Mixed drill" in shown
        # the screen's own keys come first, the focused list's cursor keys after them
        assert shown.index("Mixed drill") < shown.index("cursor up")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_a_small_terminal_gets_a_message_and_recovers(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "needs at least 80x24" in str(app.screen.query_one(Static).render())
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_the_situation_is_saved_with_the_question(make_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
    saved = list((tmp_path / "saved").glob("*.toml"))
    assert len(saved) == 1
    body = saved[0].read_text()
    assert "# Answer given: Yes" in body and "# Engine's answer: No" in body
    from tutor import api

    assert api.judge(api.parse_situation(body)).answer is False


async def test_the_yaku_question_takes_several_choices(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("win/ura-dora-for-riichi.toml")]])
        await pilot.pause()
        screen = app.screen
        question = screen.question
        assert question is not None and question.form == "yaku"
        for key in sorted(question.answer):
            await pilot.press(key)
        await pilot.press("enter")
        await pilot.pause()
        assert "RIGHT" in text_of(screen, "#explanation")
        assert "Riichi" in text_of(screen, "#explanation")


async def test_the_hand_shows_the_asked_seat(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        assert hand.seat is not None and hand.seat.seat == "S"
        rendered = str(hand.render())
        assert "萬" in rendered and "索" in rendered
        await pilot.press("f2")
        await pilot.pause()
        assert "2m 3m" in str(app.screen.query_one(HandView).render())


async def test_due_reviews_drill_the_weak_skills(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        open_drill(app, [["text", situation("ippatsu/broken-by-pon.toml")]])
        await pilot.pause()
        await pilot.press("y", "enter")  # wrong: ippatsu becomes a weak skill
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Due for review" in text_of(app.screen, "#offer")
        await pilot.press("v")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        assert screen.drill.skills == ["ippatsu"]
        assert screen.question is not None and screen.question.skill == "ippatsu"


async def test_an_unknown_drill_code_is_refused_and_home_stays(make_app) -> None:  # type: ignore[no-untyped-def]
    """Joining by a code that names no drill says so; a known code is the classroom's test."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        await pilot.press(*"NOPE", "enter")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen), "an unknown code is refused with a message"
        messages = [str(note.message) for note in app._notifications]
        assert any("NOPE" in m for m in messages), "the refusal names the code"

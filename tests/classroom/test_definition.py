"""Drill codes and definitions: readable aloud, the same everywhere, bad input refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.classroom.helpers import small_definition
from tutor.classroom import normalise_code, questions_for, ready_drills
from tutor.classroom.bank import curated_bank, default_bank
from tutor.classroom.definition import ALPHABET, load_drill_file
from tutor.errors import TutorError


def test_alphabet_has_no_symbols_that_sound_or_look_alike() -> None:
    assert not set("0O1IL") & set(ALPHABET)
    assert len(set(ALPHABET)) == len(ALPHABET) == 31


def test_code_is_made_from_the_definition_not_the_title() -> None:
    one = small_definition()
    assert small_definition(title="Another title").code == one.code
    assert small_definition(seed=12).code != one.code
    assert small_definition(pace="teacher").code != one.code
    assert len(one.code) == 7 and one.code[3] == "-"
    assert set(one.code.replace("-", "")) <= set(ALPHABET)


def test_codes_are_typed_in_any_case_with_or_without_the_dash() -> None:
    code = small_definition().code
    assert normalise_code(code.lower().replace("-", " ")) == code
    with pytest.raises(TutorError, match="no 0, O, 1, I or L"):
        normalise_code("AB0-CDE")
    with pytest.raises(TutorError, match="6 symbols"):
        normalise_code("ABC-DE")


def test_a_bad_definition_names_the_value() -> None:
    with pytest.raises(TutorError, match="1 to 200 questions"):
        small_definition(count=0)
    with pytest.raises(TutorError, match="difficulty is 1, 2 or 3"):
        small_definition(difficulty=5)


def test_ready_drills_load_and_name_known_skills() -> None:
    drills = ready_drills()
    titles = " ".join(d.title.lower() for d in drills)
    for topic in ("riichi and ippatsu", "closed kan", "furiten", "end of the wall", "exam"):
        assert topic in titles
    assert len({d.code for d in drills}) == len(drills)
    for drill in drills:
        assert len(questions_for(default_bank(), drill)) == drill.count


def test_a_broken_drill_file_is_one_line_naming_it(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('title = "x"\nskills = ["furiten"]\ncount = 5\n')
    with pytest.raises(TutorError) as caught:
        load_drill_file(bad, curated_bank().name)
    assert str(bad) in str(caught.value) and "'seed'" in str(caught.value)


PRINT_QUESTIONS = """
import hashlib, sys
from tutor.classroom import ready_drills, questions_for
from tutor.classroom.bank import default_bank
drill = [d for d in ready_drills() if d.code == sys.argv[1]][0]
for q in questions_for(default_bank(), drill):
    text = hashlib.sha256(q.situation_text.encode()).hexdigest()[:12]
    print(q.id, q.prompt, q.answer, q.card, text, [r.code for r in q.explanation])
"""


def test_the_same_code_gives_the_same_questions_in_two_processes() -> None:
    code = ready_drills()[-1].code  # the mixed exam: every skill

    def listing() -> str:
        result = subprocess.run(
            [sys.executable, "-c", PRINT_QUESTIONS, code],
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
        return result.stdout

    first, second = listing(), listing()
    assert first == second
    assert len(first.splitlines()) == 20
    assert len(set(first.splitlines())) > 10  # not one question repeated

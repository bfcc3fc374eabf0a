"""Work the generator does once and then remembers (a stream's targets, a reason's
wording, the reason codes' descriptions) gives what working it out each time gives."""

from __future__ import annotations

import random
from dataclasses import replace

from tutor.api import load_ruleset
from tutor.drills import bank
from tutor.drills.bank import build_question
from tutor.drills.deal import rng_for
from tutor.drills.explain import worded
from tutor.drills.play import play
from tutor.drills.skills import skill
from tutor.drills.steer import Gen
from tutor.judges import all_codes, code_description
from tutor.rules.tile_names import words_in_text


def test_a_hand_s_target_is_the_one_its_own_random_state_picks() -> None:
    rules = load_ruleset("tenhou")
    found = skill("furiten")
    for hand in range(40):
        start = rng_for("spread", found.id, rules.name, 3, None, None, 4).random()
        expected = bank._target(found.targets(None, rules), start, hand)
        assert bank._hand_target(found, rules, 3, hand, None, None, 4) == expected


def test_a_reason_is_worded_the_same_when_remembered() -> None:
    question = build_question("rinshan", "tenhou", 0, 5)
    for shown in question.explanation:
        raw = next(r for r in question.judgment.reasons if r.code == shown.code)
        plain = words_in_text(raw.text)
        expected = replace(raw, text=plain[:1].upper() + plain[1:])
        assert worded(raw) == expected
        assert worded(raw) == expected  # the second time from memory


def test_the_reason_codes_are_the_caller_s_own_to_change() -> None:
    codes = all_codes()
    codes.clear()
    assert all_codes() and "ron_tsumo.no_yaku" in all_codes()


def test_one_code_s_description_is_the_one_all_codes_gives() -> None:
    codes = all_codes()
    assert all(code_description(code) == text for code, text in codes.items())
    assert code_description("no_such.code") is None


def test_a_passed_win_is_told_as_a_search_of_the_verdicts_tells_it() -> None:
    """The earliest allowed let-go win is kept (``first_allowed_pass``) instead of the
    verdicts being searched after every move: both say the same at every moment."""
    passed = 0
    for seed in range(12):
        gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
        table = gen.table()
        table.watched = frozenset(range(4))
        styles = gen.styles()
        for style in styles:
            style.win = 0.5  # seats let some wins go by
        for _ in play(table, styles):
            searched = any(legal and chance.event < len(table.events)
                           for chance, legal in table.verdicts.items())
            assert table.passed_legal_win() == searched
            passed += searched
    assert passed


def test_an_event_s_line_is_made_from_its_parts_and_a_changed_copy_writes_its_own() -> None:
    """An event's line names its seat, verb and arguments (a draw hidden from the reader
    shows ``?``), asked as often as a hand's moments are written; a changed copy (the
    open riichi steer turns a riichi into an open riichi) writes its own."""
    gen = Gen(random.Random(3), load_ruleset("tenhou-sanma"), 3)
    table = gen.table()
    for _ in play(table, gen.styles()):
        pass
    assert len(table.events) > 20
    for event in table.events:
        seat = table.names[event.seat]
        for hidden in (False, True, False):
            shown = "?" if hidden and event.verb == "draw" else event.args
            assert event.line(table.names, hidden) == f"{seat} {event.verb} {shown}".rstrip()
        changed = replace(event, verb="open_riichi")
        assert changed.line(table.names, False) == \
            f"{table.names[event.seat]} open_riichi {event.args}".rstrip()

"""Every example of every rule card, judged the way the rule reference judges it."""

from __future__ import annotations

import pytest

from tutor.card_examples import answer_words, example_moment, judge_example
from tutor.cards import load_cards

CARDS = load_cards()
EXAMPLES = sorted({e for card in CARDS.values() for e in card.examples})


def test_every_example_judges_as_its_file_claims() -> None:
    """No example shows an error or an answer other than the one its file states."""
    failed = []
    for example in EXAMPLES:
        judged = judge_example(example)
        if judged.problem:
            failed.append(f"{example}: {judged.problem}")
        elif not judged.refused:
            moment = example_moment(judged)
            assert moment is not None and moment.asked.seat == (judged.seat or moment.asked_seat)
    assert not failed, "\n".join(failed)


def test_nagashi_broken_by_a_call_is_judged_not_an_error() -> None:
    """The example that once printed 'tuple index out of range' in the reference."""
    judged = judge_example("situations/win/j28-nagashi-broken-by-call.toml")
    assert not judged.refused and not judged.problem
    assert judged.answer == "No win: it scores nothing"
    assert "was called" in judged.reason and "nagashi" in judged.reason


def test_an_example_is_judged_under_its_own_rules() -> None:
    judged = judge_example("situations/win/rinshan-pao-shanghai-dynasty.toml")
    assert judged.ruleset == "Shanghai: Dynasty house"
    assert "rinshan kaihou" in judged.answer and "paid by West" in judged.answer


def test_a_refused_example_shows_the_engine_reason() -> None:
    judged = judge_example("situations/ron_allowed/sanma-5m-refused.toml")
    assert judged.refused and not judged.problem
    assert judged.answer.startswith("The engine refuses")


@pytest.mark.parametrize(
    ("ask", "answer", "words"),
    [
        ("ron_allowed", True, "Yes"),
        ("furiten", ["temporary"], "Yes: temporary furiten"),
        ("abortive_draw", "suucha_riichi", "Yes: four riichi"),
        ("win", None, "No win"),
    ],
)
def test_answers_read_as_words(ask: str, answer: object, words: str) -> None:
    assert answer_words(ask, answer).startswith(words)


def test_the_reason_shown_is_the_one_about_the_card_being_read() -> None:
    judged = judge_example("situations/win/houtei-ippatsu-wrc.toml")
    assert "houtei" in judged.reason_for("haitei_houtei")
    assert "ippatsu" in judged.reason_for("ippatsu")
    assert judged.reason_for("no_such_card") == judged.reason


def test_the_whole_card_page_speaks_to_a_learner() -> None:
    """What the reference shows for each card, under each ruleset, and each example's
    words: no tool word, option id, file name or honour code."""
    from tutor.card_page import card_markdown, folded
    from tutor.cards import PRESETS
    from tutor.content_check import learner_text_problems

    titles = {card_id: card.title for card_id, card in CARDS.items()}
    found = []
    for card in CARDS.values():
        for preset in PRESETS:
            for text in (card_markdown(card, preset, titles), folded(card, preset)):
                found += [f"{card.id}/{preset}: {p}" for p in learner_text_problems(text)]
                assert ".toml" not in text, card.id
    for example in EXAMPLES:
        judged = judge_example(example)
        words = f"{judged.question} {judged.answer} {judged.why} {judged.ruleset}"
        found += [f"{example}: {p}" for p in learner_text_problems(words, honour_codes=True)]
    assert found == []

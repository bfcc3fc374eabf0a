"""Work the engine did for one moment is not done again for the next, and what it
reuses never changes an answer: every judgment reached that way is the one the
moment's text gets when it is parsed and judged on its own."""

from __future__ import annotations

from tutor.api import Judgment, judge, parse_situation
from tutor.drills import bank, shown
from tutor.drills.steer import Pose


def _final_judgments(monkeypatch, cases: tuple[tuple[str, str], ...],  # type: ignore[no-untyped-def]
                     questions: int) -> list[tuple[Pose, str, Judgment, bool]]:
    """Each final judgment made while ``questions`` questions of each case are built:
    the pose, its text, the judgment, and whether the pose's table came with the engine
    table kept in step (so that judging it replayed nothing from the deal)."""
    seen: list[tuple[Pose, str, Judgment, bool]] = []
    plain = shown.final_judgment

    def spied(pose: Pose, text: str) -> Judgment:
        came_with_engine = pose.table.mirror is not None
        found = plain(pose, text)
        seen.append((pose, text, found, came_with_engine))
        return found

    monkeypatch.setattr(shown, "final_judgment", spied)
    for skill, ruleset in cases:
        bank._hand_moments.cache_clear()
        for index in range(questions):
            bank.build_question(skill, ruleset, 3, index)
    bank._hand_moments.cache_clear()
    return seen


def test_moments_kept_along_one_hand_are_judged_on_a_copy_of_its_engine_table(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Furiten and riichi moments are taken one after another from one played hand: each
    is judged on a copy of the engine table made where it stands (not by replaying the
    hand), and gets the answer and reasons its text gets."""
    seen = _final_judgments(monkeypatch, (("furiten", "tenhou"), ("riichi_allowed", "wrc")), 10)
    assert len(seen) >= 10
    assert sum(with_engine for *_, with_engine in seen) >= len(seen) // 2
    for _, text, found, _ in seen:
        assert found == judge(parse_situation(text, file="<generated>"))


def test_wins_scored_once_for_the_forks_of_a_hand_score_as_their_text_does(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The forks of one hand share what the engine scored: a win two forks reach with the
    same tiles and the same situation is scored once, and every win's judgment (yaku,
    han, fu, points, payments and reasons) is the one its own text gets."""
    import tutor.judges.situational_yaku as situational

    scored = {"asked": 0, "computed": 0}
    counted_score, plain_score = situational.score_on, situational.score_win

    def asked(*args, **kwargs):  # type: ignore[no-untyped-def]
        scored["asked"] += 1
        return counted_score(*args, **kwargs)

    def computed(*args, **kwargs):  # type: ignore[no-untyped-def]
        scored["computed"] += 1
        return plain_score(*args, **kwargs)

    monkeypatch.setattr(situational, "score_win", computed)
    monkeypatch.setattr(situational, "score_on", asked)
    import tutor.judges.win as win
    monkeypatch.setattr(win, "score_on", asked)
    seen = _final_judgments(monkeypatch, (("dora_count", "tenhou"), ("fu", "mahjong-soul")), 12)
    wins = [found for _, _, found, _ in seen if isinstance(found.answer, dict)]
    assert len(wins) >= 10
    assert scored["computed"] < scored["asked"]
    for _, text, found, _ in seen:
        assert found == judge(parse_situation(text, file="<generated>"))


def test_wins_checked_in_play_without_scoring_are_allowed_as_their_text_says(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A ron or tsumo checked during play whose tiles make a yaku certain (a set of
    dragons or valued winds, all simples) is not scored: every such yes or no is the
    answer judging the hand's text gives."""
    from tutor.drills.table import Table

    answered = Table.allows
    answers: list[tuple[str, object, bool]] = []

    def compared(self: Table, ask: str, seat: int, tile: int | None = None) -> bool:
        text = self.text(ask=ask, seat=seat, tile=tile)
        plain = judge(parse_situation(text, file="<generated>")).answer
        answers.append((ask, plain, answered(self, ask, seat, tile)))
        return bool(plain)

    monkeypatch.setattr(Table, "allows", compared)
    for skill, ruleset in (("riichi_stick", "tenhou"), ("hand_yaku", "mahjong-soul"),
                           ("pao", "ema")):
        bank._hand_moments.cache_clear()
        for index in range(8):
            bank.build_question(skill, ruleset, 3, index)
    bank._hand_moments.cache_clear()
    wins = [(plain, fast) for ask, plain, fast in answers
            if ask in ("ron_allowed", "tsumo_allowed")]
    assert len(wins) >= 20 and any(plain for plain, _ in wins)
    assert [bool(plain) for plain, _ in wins] == [fast for _, fast in wins]


def test_the_engine_table_is_shown_the_situation_replace_would_give() -> None:
    """The mirror renews the situation the engine table carries before each check
    without ``dataclasses.replace``'s constructor: the copy is the one it would give."""
    from dataclasses import replace

    from tutor.drills.bank import question_and_table
    from tutor.drills.mirror import Mirror, _changed
    from tutor.engine.situation import Question

    _, table = question_and_table("rinshan", "tenhou", 3, 1)
    mirror = Mirror(table)
    mirror.catch_up()
    situation = mirror.engine.situation
    question = Question("win", "E", None)
    for fields in ({"question": question}, {"events": situation.events[:5]},
                   {"kan_dora_indicators": (1, 2), "ura_dora_indicators": (3, 4)}):
        changed = _changed(situation, **fields)
        assert changed == replace(situation, **fields)  # type: ignore[arg-type]
        assert changed is not situation and situation == mirror.engine.situation

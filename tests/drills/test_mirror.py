"""The engine table kept in step with play answers every check as the hand's text does."""

from __future__ import annotations

from tutor.api import Judgment, judge, parse_situation
from tutor.drills.bank import build_question
from tutor.drills.table import Table

CASES = (
    ("ippatsu", "tenhou"),
    ("ankan_riichi", "tenhou"),
    ("chankan", "mahjong-soul"),
    ("rinshan", "tenhou-sanma"),
    ("dora_timing", "wrc"),
)


def test_every_check_made_during_play_is_answered_as_its_text_is(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Judgments (``Table.judge``) and the yes or no of checks during play
    (``Table.allows``, which skips scoring a win whose tiles make a yaku certain) are
    what judging the hand's text gives."""
    kept_in_step, answered = Table.judge, Table.allows
    compared: list[tuple[Judgment, Judgment]] = []
    answers: list[tuple[object, bool]] = []
    after_kans = []

    def plain_of(self: Table, ask: str, seat: int, tile: int | None,
                 rules: dict[str, object] | None) -> Judgment:
        text = self.text(ask=ask, seat=seat, tile=tile, rules=rules)
        after_kans.append(self.kans)
        return judge(parse_situation(text, file="<generated>"))

    def both(self: Table, ask: str, seat: int, tile: int | None = None,
             rules: dict[str, object] | None = None) -> Judgment:
        plain = plain_of(self, ask, seat, tile, rules)
        compared.append((plain, kept_in_step(self, ask, seat, tile, rules)))
        return plain

    def both_answers(self: Table, ask: str, seat: int, tile: int | None = None) -> bool:
        plain = plain_of(self, ask, seat, tile, None)
        answers.append((plain.answer, answered(self, ask, seat, tile)))
        compared.append((plain, plain))
        return bool(plain.answer)

    monkeypatch.setattr(Table, "judge", both)
    monkeypatch.setattr(Table, "allows", both_answers)
    for skill, ruleset in CASES:
        for index in range(5):
            build_question(skill, ruleset, 5, index)
    asks = {plain.ask for plain, _ in compared}
    assert {"riichi_allowed", "ron_allowed", "tsumo_allowed", "ankan_allowed"} <= asks
    assert len(compared) > 30 and any(after_kans)  # some checks come after a kan
    assert [fast for _, fast in compared] == [plain for plain, _ in compared]
    assert len(answers) > 30 and any(plain for plain, _ in answers)
    assert [bool(plain) for plain, _ in answers] == [fast for _, fast in answers]



def test_a_mirror_made_before_a_kan_scores_the_win_with_the_dora_turned_after() -> None:
    """The win after a kan is scored with the kan dora and ura indicators the text names,
    though the mirror was made before that kan."""
    from tutor.drills.bank import question_and_table
    from tutor.drills.mirror import Mirror

    for index in range(6):
        _, table = question_and_table("rinshan", "tenhou", 5, index)
        kans = [i for i, e in enumerate(table.events) if e.verb in ("ankan", "kakan", "daiminkan")]
        winner = table.events[-1].seat
        if kans and table.events[-1].verb in ("tsumo", "ron"):
            break
    else:
        raise AssertionError("no rinshan hand with a kan and a win")
    events, all_kans = list(table.events), table.kans
    table.events, table.kans = events[: kans[0]], 0  # the hand as it was before the kan
    mirror = Mirror(table)
    assert mirror.judge("tsumo_allowed", winner, None) is not None
    table.events, table.kans = events, all_kans
    text = table.text(ask="win", seat=winner)
    assert mirror.judge("win", winner, None) == judge(parse_situation(text, file="<generated>"))


def test_a_let_go_win_judged_as_it_happens_is_judged_as_the_text_cut_there() -> None:
    from tutor.drills.bank import question_and_table

    compared = 0
    for skill in ("furiten", "tsumo_allowed", "chankan"):
        for index in range(4):
            _, table = question_and_table(skill, "tenhou", 5, index)
            for chance, legal in table.verdicts.items():
                text = table.text(ask=chance.ask, seat=chance.seat, upto=chance.event)
                assert legal == bool(judge(parse_situation(text)).answer)
                compared += 1
    assert compared >= 5


def test_the_events_fed_to_the_mirror_are_what_their_lines_parse_to() -> None:
    """Events go to the engine table as objects, not as lines to parse: every verb the
    generator writes (draws, riichi, calls, kans, kita, wins) gives the event its line
    gives."""
    from tutor.drills.bank import question_and_table
    from tutor.drills.mirror import engine_event
    from tutor.engine.events import parse_event

    verbs = set()
    for skill, ruleset in (*CASES, ("abortive_draw", "tenhou"), ("pao", "tenhou"),
                           ("nagashi_mangan", "tenhou-sanma")):
        for index in range(2):
            _, table = question_and_table(skill, ruleset, 5, index)
            for number, event in enumerate(table.events, start=1):
                line = event.line(table.names, False)
                parsed = parse_event(line, number=number, line=number, file="<generated>")
                assert engine_event(event, number, table.names) == parsed, line
                verbs.add(event.verb)
    assert {"draw", "discard", "riichi", "pon", "kita"} <= verbs
    assert verbs & {"ankan", "kakan", "daiminkan"} and verbs & {"ron", "tsumo"}

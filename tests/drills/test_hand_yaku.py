"""Hand yaku (issue 20, item 1): wins steered toward every yaku of the ruleset, and
toward look-alikes that are not it, asked as "which yaku" and as yes/no."""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest

from tutor import api, drills
from tutor.drills.deal import table_size
from tutor.drills.forms import win_yaku
from tutor.drills.scenarios.hand_yaku import scored_yaku, scores, source_yaku, steered_yaku
from tutor.drills.steer import Pose
from tutor.rules.ruleset import preset_names

SKILL = "hand_yaku"


@pytest.mark.parametrize("ruleset", preset_names())
def test_every_yaku_the_preset_scores_is_dealt_and_scored_in_one_round(ruleset: str) -> None:
    """The skill deals the preset's yaku in turn: any run of as many questions as it has
    yaku steers once toward each, and each of those wins scores it."""
    wanted = steered_yaku(api.load_ruleset(ruleset), table_size(ruleset))
    scored: Counter[str] = Counter()
    for index in range(len(wanted)):
        question = drills.question_at(SKILL, ruleset, 7, index)
        scored.update(y for y in wanted if scores(y, win_yaku(question.judgment)))
    assert [y for y in wanted if not scored[y]] == []


LOCAL = {"sanrenkou", "daisharin", "suurenkou", "iisou_sanjun", "iisou_suushun",
         "shiisan_puutaa"}
OPEN_RIICHI = {"open_riichi", "double_open_riichi", "sashikomi"}


@pytest.mark.parametrize(("ruleset", "not_scored"), [
    ("tenhou", LOCAL | OPEN_RIICHI | {"renhou"}),
    ("mahjong-soul", LOCAL | OPEN_RIICHI | {"renhou"}),
    ("m-league", LOCAL | OPEN_RIICHI | {"renhou"}),
    ("ema", LOCAL | OPEN_RIICHI),
    ("wrc", LOCAL | OPEN_RIICHI),
    ("tenhou-sanma", LOCAL | OPEN_RIICHI | {"renhou", "sanshoku"}),
    ("mahjong-soul-sanma", LOCAL | OPEN_RIICHI | {"renhou", "sanshoku"}),
    ("shanghai-dynasty", OPEN_RIICHI | {"chankan"}),  # only thirteen orphans robs a kan
])
def test_no_yaku_a_preset_scores_is_left_out(ruleset: str, not_scored: set[str]) -> None:
    """Of the sources' yaku, only those the preset does not score are left out of the
    hand-yaku round (and the bench's table)."""
    rules = api.load_ruleset(ruleset)
    assert set(source_yaku()) - set(scored_yaku(rules, table_size(ruleset))) == not_scored


def test_the_local_yaku_are_steered_only_where_the_ruleset_scores_them() -> None:
    for yaku in ("sanrenkou", "suurenkou", "iisou_sanjun", "iisou_suushun", "daisharin",
                 "shiisan_puutaa"):
        assert yaku in steered_yaku(api.load_ruleset("shanghai-dynasty"), 4)
        assert yaku not in steered_yaku(api.load_ruleset("tenhou"), 4)
    assert "sanshoku" not in steered_yaku(api.load_ruleset("tenhou-sanma"), 3)


def test_the_which_yaku_form_offers_every_scored_yaku_among_look_alikes() -> None:
    for index in range(12):
        question = drills.question_at(SKILL, "tenhou", 3, index)
        labels = {c.key: c.label for c in question.choices}
        assert 2 < len(labels) <= 9 and question.answer <= set(labels)
        scored = [y for y in win_yaku(question.judgment) if y not in ("dora", "aka_dora",
                                                                        "ura_dora")]
        assert len(question.answer) == len(scored), (labels, scored)


def test_yes_no_asks_one_yaku_and_is_balanced() -> None:
    answers = []
    for index in range(40):
        question = drills.question_at(SKILL, "tenhou", 5, index, form="yes_no")
        assert question.prompt.startswith(f"{question.seat} has just won. Does the win score")
        answers.append(bool(question.answer))
    assert 0.35 <= sum(answers) / len(answers) <= 0.65


@pytest.mark.parametrize("yaku", ["suukantsu", "honroutou"])
def test_a_hand_steered_to_a_yaku_wins_only_where_it_scores_it(
        yaku: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every win played from a four-kans hand comes once its kans are made, and every win
    of an all-terminals-and-honours hand by ron on a triplet's tile (a tsumo would make
    four concealed triplets, a yakuman that counts no honroutou): each moment judged for
    the yaku's place is one of its questions, none judged for nothing."""
    from tutor.drills import bank, shown

    judge = shown.judged_moment
    judged: list[bool] = []

    def counted(pose: Pose) -> shown.Moment:
        moment = judge(pose)
        judged.append(scores(yaku, win_yaku(moment[1])))
        return moment

    monkeypatch.setattr(shown, "judged_moment", counted)
    place = next(h for h in range(len(steered_yaku(api.load_ruleset("tenhou"), 4)))
                 if _steered_to(h) == yaku)
    bank._hand_moments.cache_clear()
    for slot in range(bank.MOMENTS):
        assert bank._moment_at(SKILL, "tenhou", 0, place, slot, None, None, None) is not None
    assert judged == [True] * bank.MOMENTS


def _steered_to(place: int) -> object:
    """The yaku place ``place`` of the tenhou stream (seed 0) steers its hands toward."""
    from tutor.drills import bank

    scenario = bank._steered(drills.skill(SKILL), api.load_ruleset("tenhou"), 0, place,
                             None, None, 4)[0]
    assert isinstance(scenario, partial)
    return scenario.keywords["yaku"]

"""Scenarios that end in a win: plain, dora, yaku, value (and the last tile's, from
``last_tile``)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from tutor.drills.scenarios import riichi_window
from tutor.drills.scenarios.common import feeding, tenpai_learner, win_of, winning_draws
from tutor.drills.scenarios.last_kan import houtei_any
from tutor.drills.scenarios.last_kan import replacement_on_last_tiles as replacement_on_last_tiles
from tutor.drills.scenarios.last_tile import haitei as haitei
from tutor.drills.scenarios.last_tile import houtei as houtei
from tutor.drills.scenarios.rinshan import wide_rinshan_win
from tutor.drills.scenarios.winning import wide_ready
from tutor.drills.steer import Gen, Pose, posed

Scenario = Callable[[Gen], Pose | None]


def learner_wins(gen: Gen, *, riichi: float, simples: bool = False,
                 tsumo: bool | None = None, hand: list[int] | None = None,
                 kans: tuple[int, ...] = (), called: int | None = None,
                 chi: int | None = None, riichi_turn: int | None = None,
                 on: int | None = None) -> Pose | None:
    """The learner, ready from the deal, wins a few turns in (by tsumo or ron); a given
    ``hand`` (thirteen kinds) is kept whole until the win.

    Steers toward called and kanned sets: ``kans``, kinds of the hand's triplets whose
    fourth tile the learner draws first, one a turn, and kans (closed); ``called``, one
    whose fourth tile another seat throws and the learner calls (an open kan); ``chi``,
    a kind the seat before the learner throws and the learner calls by chi (the hand is
    one tile short of ready until then). ``riichi_turn``: the draw it declares riichi
    on (else one from the second to the fourth after its kans). ``on``: the winning tile
    the hand was built toward (its other waits may lack the yaku or fu it is about).
    """
    keep = frozenset(hand or ())
    if hand is None:
        hand, _ = tenpai_learner(gen, simples=simples)
    fourths = [*kans, *(() if called is None else (called,))]
    table = gen.table({gen.learner: hand}, in_wall=fourths)
    if riichi_turn is None:
        riichi_turn = len(kans) + gen.rng.randint(2, 4) if riichi else 0
    styles = gen.styles(riichi=riichi, win=0.0, pass_ron=True, riichi_from=riichi_turn,
                        keep=keep)
    learner = gen.learner
    if fourths:
        styles[learner].draws = list(kans)
        for i, style in enumerate(styles):
            style.kan = 1.0 if i == learner else 0.0
    if hand is not None and not fourths:
        styles[learner].kan = 0.0  # a steered shape keeps its four of a kind whole
    if chi is not None:
        before = (learner - 1) % gen.players
        styles[before].draws = [chi]
        styles[before].feed = True
        styles[learner].chi_kind = chi
        styles[learner].call = 1.0
    if called is not None:
        thrower = gen.other(learner)
        styles[thrower].draws = [called]
        styles[thrower].feed = True
        styles[learner].daiminkan = True
        styles[learner].call = 1.0
    turns = max(riichi_turn, len(fourths)) + gen.rng.randint(1, 2)
    for i, style in enumerate(styles):
        if i != learner:
            style.win = min(style.win, 0.2)
    forks = winning_draws(gen, styles, turns, tsumo, each_tile=True, on=on,
                          melds=len(fourths))
    return posed(gen.branch(table, styles, forks, win_of(learner)), "win", learner,
                 frozenset({learner}))


RIICHI_TURN = 2
"""The learner's draw a value hand declares riichi on: the earliest that is no double
riichi. A value hand's forks start a draw or two after its riichi, and the draws before
them are played once for all the hand's questions, so an early riichi starts them about
a go-around sooner than one on the second to fourth draw (hand_yaku, fu, payments, dora
and yakuman questions: 4 to 7% fewer play steps a question)."""


def value_win(gen: Gen, *, riichi: bool, **steer: Any) -> Pose | None:
    """The win a question about a win's value is asked of (its yaku, fu, dora, payments,
    yakuman): ``learner_wins``, declaring riichi on draw ``RIICHI_TURN`` when
    ``riichi``."""
    return learner_wins(gen, riichi=1.0 if riichi else 0.0,
                        riichi_turn=RIICHI_TURN if riichi else None, **steer)


def plain_win(gen: Gen, *, wide: bool = False) -> Pose | None:
    """The learner wins a few turns in, in riichi or with all simples; with ``wide``, on
    a hand waiting on several kinds (``winning.wide_ready``) that it keeps whole: each
    kind is another win, so a hand of a wall's-end skill (whose questions show one win
    ``shown.ALIKE`` times at most) still gives all its questions."""
    riichi = gen.rng.random() < 0.6
    hand = wide_ready(gen, simples=not riichi) if wide else None
    return learner_wins(gen, riichi=1.0 if riichi else 0.0, simples=not riichi, hand=hand)


wide_win: Scenario = feeding(partial(plain_win, wide=True))
"""``plain_win`` on a wide wait, ``feeding``: a ron's thrower makes it another win to a
learner (``shown.same_win``), so a hand's questions (``bank.END_MOMENTS``) come from
fewer played draws."""


PLAIN_MOMENTS = 18
"""Questions a plain win of ``any_win`` gives at most: about what its last-tile and kan
wins give (three waits, ``shown.ALIKE`` each). A place takes its questions from its hands
in turn, so a plain win's 36 (``bank.END_MOMENTS``) filled a place with plain wins, and
the learner saw fewer of the yaku the skill is about."""


def _plain_any(gen: Gen) -> Pose | None:
    """``wide_win``, giving ``PLAIN_MOMENTS`` questions at most."""
    gen.moments = min(gen.moments, PLAIN_MOMENTS)
    return wide_win(gen)


def any_win(gen: Gen) -> Pose | None:
    """A win of any kind: plain, in the ippatsu window, on the last tile, after a kan.
    The plain wins and the kans' are of hands waiting on as many kinds as can be found
    (``wide_win``, ``rinshan.wide_rinshan_win``): this skill's hands show each win
    ``shown.ALIKE`` times at most, so each kind waited on is more questions from one
    played hand (a rinshan hand of one wait gave six or so, and a deal played to its
    kan for each six questions)."""
    options: list[Scenario] = [_plain_any, _plain_any, haitei, houtei,
                               riichi_window.ippatsu_in_window, wide_rinshan_win]
    pose = gen.rng.choice(options)(gen)
    if pose is not None:
        pose.every_moment(ask="win")
    return pose


SCENARIOS: dict[str, dict[str, Scenario]] = {
    "haitei_houtei": {
        "haitei_houtei.haitei": haitei,
        "haitei_houtei.houtei": houtei_any,
        "haitei_houtei.replacement_not_haitei": replacement_on_last_tiles,
        "haitei_houtei.replacement_is_haitei": replacement_on_last_tiles,
        "contrast": wide_win,
    },
    "situational_yaku": {"win.scored": any_win},
}

"""Scenarios of counting dora: the indicator is steered to point at a tile of the winning
hand, most often across a wrap (9 → 1, north → east, red → white dragon, and at three
players 1m → 9m), and the win comes with or without riichi (ura dora) or after a kan
(kan dora)."""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.scenarios import riichi_window
from tutor.drills.scenarios.wins import learner_wins, plain_win
from tutor.drills.steer import Gen, Pose
from tutor.judges.dora import POINTERS, pointer_code

WRAPS = {0: 8, 9: 17, 18: 26, 27: 30, 31: 33}
"""Dora kind → the indicator that points at it across a wrap (four players)."""


def indicator_of(dora: int, players: int) -> int:
    """The indicator kind that makes ``dora`` the dora (the engine's order, backwards)."""
    if players == 3 and dora in (0, 8):
        return 8 if dora == 0 else 0  # sanma: 1m and 9m point at each other
    return WRAPS.get(dora, dora - 1)


def _aim(gen: Gen, hand: list[int]) -> None:
    """Steer the dora indicator at a kind of ``hand``, across a wrap when the hand can."""
    wraps = [k for k in hand if k in WRAPS or (gen.players == 3 and k == 8)]
    dora = gen.rng.choice(wraps if wraps and gen.rng.random() < 0.7 else hand)
    gen.dora_indicator = indicator_of(dora, gen.players)


def dora_win(gen: Gen, *, riichi: float) -> Pose | None:
    """A win with the indicator aimed at the hand (``riichi``: ura dora count too)."""
    hand, _ = gen.tenpai(simples=not riichi and gen.rng.random() < 0.5)
    _aim(gen, hand)
    return learner_wins(gen, riichi=riichi, hand=hand)


def with_ura(gen: Gen) -> Pose | None:
    return dora_win(gen, riichi=1.0)


def without_ura(gen: Gen) -> Pose | None:
    return dora_win(gen, riichi=0.0)


def after_kan(gen: Gen) -> Pose | None:
    """The learner's own kan in riichi and a win on its replacement: a kan indicator."""
    gen.dora_indicator = gen.rng.choice([indicator_of(k, gen.players) for k in WRAPS
                                         if k in gen.kinds])
    return riichi_window.rinshan_win(gen)


KAN_SHARE = 0.3
"""Share of "which tile is dora" wins that come after the winner's kan: a kan indicator
shows beside the first one."""


def _counting_on(gen: Gen, code: str) -> list[int]:
    """The indicator kinds in play that count on the way ``code`` names."""
    return [k for k in gen.kinds if pointer_code(k, gen.players) == code]


def _indicator_toward(code: str) -> Callable[[Gen], Pose | None]:
    """A win with an indicator that counts on the way ``code`` names (a 9 wrapping, a
    wind, a dragon…): the first indicator, or after the winner's kan the kan indicator,
    with a plain first one beside it."""
    def scenario(gen: Gen) -> Pose | None:
        steered = gen.rng.choice(_counting_on(gen, code))
        if gen.rng.random() < KAN_SHARE:  # the kan's indicator is the one asked
            gen.dora_indicator = gen.rng.choice(_counting_on(gen, POINTERS[0]))
            gen.kan_indicator = steered
            return riichi_window.rinshan_win(gen)
        gen.dora_indicator = steered
        return plain_win(gen)
    return scenario


SCENARIOS: dict[str, dict[str, Callable[[Gen], Pose | None]]] = {
    "dora_indicator": {code: _indicator_toward(code) for code in POINTERS},
    "dora_count": {
        "dora.no_ura_without_riichi": without_ura,
        "dora.ura_counted": with_ura,
        "dora.kan_indicator": after_kan,
    },
}

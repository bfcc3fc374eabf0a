"""Scoring one hand for the scoring tests: short text in, a ``ScoreResult`` out.

``score`` builds the ``WinContext`` (South wins by ron off West unless the flags say
otherwise) and returns ``None`` where nothing scores; ``scored`` insists on a result.
"""

from __future__ import annotations

from collections.abc import Sequence

from tutor.rules.melds import Meld
from tutor.rules.ruleset import Ruleset, load_ruleset
from tutor.rules.scoring import ScoreResult, WinContext, score_win
from tutor.rules.tiles import parse_tile, parse_tiles

TENHOU = load_ruleset("tenhou")
SHANGHAI = load_ruleset("shanghai-dynasty")


def meld(kind: str, text: str) -> Meld:
    return Meld(kind, tuple(parse_tiles(text)))  # type: ignore[arg-type]


def score(
    hand: str,
    win: str,
    ruleset: Ruleset = TENHOU,
    melds: Sequence[Meld] = (),
    *,
    indicators: str = "",
    ura: str = "",
    **flags: object,
) -> ScoreResult | None:
    context: dict[str, object] = {
        "seat": "S",
        "round_wind": "E",
        "is_tsumo": False,
        "discarder": "W",
    }
    context.update(flags)
    if context["is_tsumo"]:
        context["discarder"] = None
    ctx = WinContext(
        dora_indicators=tuple(parse_tiles(indicators, allow_empty=True)),
        ura_dora_indicators=tuple(parse_tiles(ura, allow_empty=True)),
        **context,  # type: ignore[arg-type]
    )
    return score_win(parse_tiles(hand), list(melds), parse_tile(win), ctx, ruleset)


def scored(*args: object, **kwargs: object) -> ScoreResult:
    result = score(*args, **kwargs)  # type: ignore[arg-type]
    assert result is not None
    return result


PINFU = "234567m234p55678s"  # riichi pinfu tanyao on 8s: 3 han 30 fu by ron
TRIPLET = "234567m222p55678s"  # a closed 222p: 30 fu with tsumo, not pinfu

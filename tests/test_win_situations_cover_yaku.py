"""Every yaku the tutor can score is shown in at least one curated win situation.

The win situations are where a learner sees a yaku counted, so each yaku id the scorer
knows (the counters dora, red fives and ura dora included) must come out of the engine's
judgment of some file under ``content/situations/win/``; and each hand yaku that loses a
han when open is shown both closed and open.
"""

from __future__ import annotations

from functools import cache

from tutor import api
from tutor.paths import content_dir
from tutor.rules.yaku_ids import YAKU_NAMES

WIN_FILES = sorted((content_dir() / "situations" / "win").glob("*.toml"))
OPEN_VALUE_DROPS = ("sanshoku", "ittsu", "chanta", "junchan", "honitsu", "chinitsu")


@cache
def _scored() -> dict[str, list[tuple[str, bool]]]:
    """yaku id -> (file name, whether the winner's hand was open) for every win scored."""
    found: dict[str, list[tuple[str, bool]]] = {}
    for path in WIN_FILES:
        situation = api.load_situation(str(path))
        answer = api.judge(situation).answer
        if not isinstance(answer, dict):
            continue
        seat = situation.question.seat
        opened = any(e.seat == seat and e.action in ("chi", "pon", "daiminkan")
                     for e in situation.events)
        for yaku in answer["yaku"]:
            found.setdefault(yaku, []).append((path.name, opened))
    return found


def test_every_yaku_id_is_scored_in_some_win_situation() -> None:
    missing = sorted(set(YAKU_NAMES) - set(_scored()))
    assert not missing, f"no curated win situation scores: {missing}"


def test_yaku_that_drop_a_han_when_open_are_shown_closed_and_open() -> None:
    for yaku in OPEN_VALUE_DROPS:
        kinds = {opened for _, opened in _scored()[yaku]}
        assert kinds == {True, False}, f"{yaku}: shown only {'open' if True in kinds else 'closed'}"

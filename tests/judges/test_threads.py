"""No hidden state: judging the same situations from several threads at once gives the
answers (and reasons) that judging them one by one gives."""

from __future__ import annotations

import random
from concurrent.futures import ThreadPoolExecutor

from tutor import api
from tutor.engine.seat import forget_waits
from tutor.paths import content_dir

FILES = sorted((content_dir() / "situations").glob("*/*.toml"))
OTHER_ASKS = ("win", "furiten", "ron_allowed")


def _jobs() -> list[tuple[str, str | None, str | None]]:
    jobs: list[tuple[str, str | None, str | None]] = [(str(f), None, None) for f in FILES]
    jobs += [(str(f), ask, seat) for f in FILES[::3] for ask in OTHER_ASKS for seat in "ESWN"]
    return jobs


def _outcome(job: tuple[str, str | None, str | None]) -> object:
    path, ask, seat = job
    try:
        situation = api.load_situation(path)
        return api.judge(situation, ask=ask, seat=seat).to_json()
    except api.TutorError as error:
        return ("refused", str(error))


def test_threads_judging_at_once_agree_with_one_by_one() -> None:
    jobs = _jobs()
    alone = {job: _outcome(job) for job in jobs}
    assert sum(isinstance(v, dict) for v in alone.values()) > len(FILES) // 2
    forget_waits()
    shuffled = jobs * 3
    random.Random(9).shuffle(shuffled)
    with ThreadPoolExecutor(max_workers=8) as pool:
        together = list(pool.map(_outcome, shuffled))
    for job, outcome in zip(shuffled, together, strict=True):
        assert outcome == alone[job], job

"""Same skill, ruleset, seed and index: the same question, in any process."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys

from tutor import drills

SKILLS = ("ippatsu", "furiten", "ankan_riichi", "abortive_draw", "hand_yaku")


def test_question_at_is_the_stream_s_question() -> None:
    stream = list(itertools.islice(drills.questions("furiten", "tenhou", 5), 4))
    alone = drills.question_at("furiten", "tenhou", 5, 3)
    assert alone.situation_text == stream[3].situation_text
    assert alone.answer == stream[3].answer and alone.id == stream[3].id


def test_another_seed_gives_other_situations() -> None:
    one = [drills.question_at("furiten", "tenhou", 1, i).situation_text for i in range(3)]
    two = [drills.question_at("furiten", "tenhou", 2, i).situation_text for i in range(3)]
    assert one != two


def _generate(hash_seed: str) -> bytes:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    out = b""
    for skill in SKILLS:
        out += subprocess.run(
            [
                sys.executable,
                "-m",
                "tutor",
                "generate",
                "--skill",
                skill,
                "--count",
                "3",
                "--seed",
                "11",
            ],
            env=env,
            check=True,
            capture_output=True,
        ).stdout
    return out


def test_two_interpreters_with_different_hash_seeds_write_the_same_bytes() -> None:
    first = _generate("1")
    assert first and first == _generate("4242")


def test_the_shanten_memory_changes_no_question(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The players remember recent hands' shanten; asked of the plain function every
    time instead, they make the same questions from the same seed."""
    from tutor.drills import bank, efficiency
    from tutor.drills.bank import build_question
    from tutor.rules.shanten import shanten

    chosen = [(skill, index) for skill in SKILLS for index in range(2)]
    remembered = [build_question(s, "tenhou", 11, i).situation_text for s, i in chosen]
    monkeypatch.setattr(efficiency, "_shanten", shanten)
    bank._hand_moments.cache_clear()
    plain = [build_question(s, "tenhou", 11, i).situation_text for s, i in chosen]
    assert plain == remembered


class _PlainChanges:
    """The plain count of a one-tile change, every time (what the fast path replaces)."""

    def __init__(self, counts: list[int], n_melds: int) -> None:
        self.counts = list(counts)
        self.n_melds = n_melds

    def now(self) -> int:
        from tutor.rules.shanten import shanten

        return shanten(self.counts, self.n_melds)

    def after(self, k: int, delta: int) -> int:
        from tutor.rules.shanten import shanten

        changed = list(self.counts)
        changed[k] += delta
        return shanten(changed, self.n_melds)

    def improving(self, near: list[int]) -> list[int]:
        now = self.now()
        return [k for k in near if self.counts[k] < 4 and self.after(k, 1) < now]


def test_the_one_tile_shortcut_changes_no_question(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Discards, ukeire, calls and riichi waits ask the shanten of one-tile changes
    through a shortcut that redoes only the changed suit; with the plain count instead,
    the same seed makes the same questions."""
    from tutor.drills import bank, efficiency, play, players
    from tutor.drills.bank import build_question

    chosen = [(skill, index) for skill in (*SKILLS, "haitei_houtei") for index in range(2)]
    fast = [build_question(s, "tenhou", 11, i).situation_text for s, i in chosen]
    monkeypatch.setattr(players, "OneTileChanges", _PlainChanges)
    monkeypatch.setattr(play, "OneTileChanges", _PlainChanges)
    monkeypatch.setattr(efficiency, "OneTileChanges", _PlainChanges)
    monkeypatch.setattr(efficiency, "improving_kinds",
                        efficiency.improving_kinds.__wrapped__)  # nothing remembered
    bank._hand_moments.cache_clear()
    plain = [build_question(s, "tenhou", 11, i).situation_text for s, i in chosen]
    assert plain == fast

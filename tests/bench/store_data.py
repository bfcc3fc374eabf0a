"""Bulk data for the store bench: a year of a classroom's attempts, loaded fast.

``fill`` writes attempts with executemany in large transactions, together with the
situations (real curated texts, packed as the store packs them), the running
statistics and the fsrs cards that those attempts would have left.
"""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

from fsrs import Card, Rating

from tests.store.helpers import situation
from tutor.store import make_scheduler, open_store
from tutor.store.scheduling import card_json, rating_for
from tutor.store.situations import CODEC, pack
from tutor.store.times import to_millis, to_text

ROOT = Path(__file__).resolve().parents[2]
SKILLS = [
    ("riichi_allowed", "riichi_allowed"),
    ("ankan_allowed", "ankan_allowed"),
    ("ron_allowed", "ron_allowed"),
    ("tsumo_allowed", "tsumo_allowed"),
    ("furiten.discard", "furiten"),
    ("furiten.temporary", "furiten"),
    ("furiten.riichi", "furiten"),
    ("ippatsu", "ippatsu"),
    ("double_riichi", "double_riichi"),
    ("abortive_draw", "abortive_draw"),
    ("win.situational", "win"),
    ("win.dora", "win"),
]
"""(skill, ask) pairs: twelve skills over the nine asks."""
WIN = {
    "yaku": {"riichi": 1, "ippatsu": 1, "menzen_tsumo": 1, "pinfu": 1, "dora": 1},
    "han": 5,
    "fu": 20,
    "yakuman": 0,
    "points": 8000,
    "payments": {"E": -4000, "N": -2000, "S": 8000, "W": -2000},
}
REASONS = [
    "ippatsu.broken_by_call",
    "furiten.temporary",
    "furiten.passed_ron",
    "riichi.too_few_tiles",
    "ankan.changes_waits",
    "abortive.suufon_renda",
]
NOW = datetime(2026, 11, 21, 12, 0, tzinfo=UTC)


def situation_texts(count: int, rng: random.Random) -> list[str]:
    """``count`` distinct situation texts modelled on the curated ones in content/.

    Each is a real curated file (chosen at random) with a line naming its variant, so
    sizes are those of real situations (about 700 bytes).
    """
    files = sorted((ROOT / "content" / "situations").rglob("*.toml"))
    texts = [path.read_text(encoding="utf-8") for path in files]
    texts = [text for text in texts if len(text) < 4_000] or [situation(0)]
    return [f"{rng.choice(texts)}# variant {number}\n" for number in range(count)]


def fill(path: Path, total: int, share: float, rng: random.Random) -> None:
    """Bulk-load ``total`` attempts with consistent statistics and cards."""
    open_store(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA synchronous = OFF")
    learners = 100
    conn.executemany(
        "INSERT INTO learners (id, name, created_at) VALUES (?, ?, ?)",
        [(n + 1, f"learner{n:03d}", to_text(NOW - timedelta(days=400))) for n in range(learners)],
    )
    distinct = max(round(total / share), 1)
    texts = situation_texts(distinct, rng)
    dictionary = bytes(
        conn.execute("SELECT dictionary FROM codecs WHERE id = ?", [CODEC]).fetchone()[0]
    )
    conn.executemany(
        "INSERT INTO situations (id, sha256, codec, size, body) VALUES (?, ?, ?, ?, ?)",
        (
            (
                n + 1,
                hashlib.sha256(t.encode()).digest()[:16],
                CODEC,
                len(t.encode()),
                pack(t, dictionary),
            )
            for n, t in enumerate(texts)
        ),
    )
    skill_rows: dict[tuple[int, str], list[int]] = {}
    recent: dict[tuple[int, str], str] = {}
    reasons: Counter[tuple[int, str, int]] = Counter()
    missed: dict[tuple[int, int, str], str] = {}
    ability = {(n + 1, s): rng.uniform(0.5, 0.97) for n in range(learners) for s, _ in SKILLS}

    def rows() -> Iterator[tuple[object, ...]]:
        start = NOW - timedelta(days=365)
        step = timedelta(days=365) / total
        for number in range(total):
            who = rng.randrange(learners) + 1
            skill, ask = SKILLS[rng.randrange(len(SKILLS))]
            right = rng.random() < ability[who, skill]
            where = rng.randrange(distinct) + 1
            answer: object = WIN if ask == "win" else rng.random() < 0.5
            codes = rng.sample(REASONS, rng.randrange(1, 3))
            time_ms = rng.randrange(2_000, 40_000)
            at = to_millis(start + step * number)
            totals = skill_rows.setdefault((who, skill), [0, 0, 0])
            totals[0] += 1
            totals[1] += right
            totals[2] += time_ms
            recent[who, skill] = (recent.get((who, skill), "") + "01"[right])[-20:]
            for code in codes:
                reasons[who, code, int(not right)] += 1
            if not right:
                missed[who, where, ask] = skill
            yield (
                who,
                where,
                skill,
                ask,
                "S",
                None,
                json.dumps(answer),
                json.dumps(answer if right else None),
                json.dumps(codes),
                int(right),
                time_ms,
                "tenhou",
                rng.randrange(2**31),
                at,
            )

    conn.executemany(
        "INSERT INTO attempts (learner_id, situation_id, skill, ask, seat, tile, answer, "
        "correct_answer, reasons, correct, time_ms, ruleset, seed, answered_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        rows(),
    )
    conn.commit()
    last = to_text(NOW - timedelta(days=1))
    conn.executemany(
        "INSERT INTO skill_stats VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(w, s, n, c, t, recent[w, s], last, last) for (w, s), (n, c, t) in skill_rows.items()],
    )
    seen: Counter[tuple[int, str]] = Counter()
    lost: Counter[tuple[int, str]] = Counter()
    for (who, code, miss), count in reasons.items():
        seen[who, code] += count
        lost[who, code] += count * miss
    conn.executemany(
        "INSERT INTO reason_stats VALUES (?, ?, ?, ?, ?)",
        [(w, c, n, lost[w, c], last) for (w, c), n in seen.items()],
    )
    scheduler = make_scheduler(fuzz=False)

    def card(days_ago: float, rating: Rating) -> tuple[str, str]:
        reviewed = NOW - timedelta(days=days_ago)
        made, _ = scheduler.review_card(Card(card_id=0, due=reviewed), rating, reviewed)
        return to_text(made.due), card_json(made)

    conn.executemany(
        "INSERT INTO review_cards (learner_id, skill, due, fsrs_card, reviews) "
        "VALUES (?, ?, ?, ?, 1)",
        [(w, s, *card(rng.uniform(0, 30), rating_for(True, 10_000))) for (w, s) in skill_rows],
    )
    conn.executemany(
        "INSERT INTO review_cards (learner_id, skill, situation_id, ask, seat, tile, ruleset, "
        "due, fsrs_card, reviews) VALUES (?, ?, ?, ?, 'S', NULL, 'tenhou', ?, ?, 1)",
        (
            (w, s, where, a, *card(rng.uniform(0, 60), Rating.Again))
            for (w, where, a), s in missed.items()
        ),
    )
    conn.commit()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()

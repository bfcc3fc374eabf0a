"""Compare our judge with an oracle's facts, and sort the disagreements by kind.

Our side is ``tutor.judges.judge(situation, ask=..., seat=..., tile=...)`` on
``tutor.engine.situation.parse_situation(text, file=...)``; :func:`judge_for` fails the
calling test with a clear reason if the engine lacks the ask. Every fact is judged and
counted.

Known differences between the oracles and our ``tenhou`` ruleset are not counted as
disagreements; each is pinned by a named test in ``test_known_differences.py``. Facts a
driver marks with a note starting ``known:`` are counted apart and not compared (jansou's
late four-kan abort and its missing furiten after a yakuless pass). Besides:

* riichienv lists ``dora`` / ``aka_dora`` / ``ura_dora`` once whatever their count, so
  only their presence is compared (the count is in the han, which is compared);
* riichienv names its special-wait yakuman apart (we fold them: Tenhou scores them as
  single yakuman), and jansou's Tenhou preset has double yakuman off as well.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.oracle.record import DORA_COUNTERS, SITUATIONAL_YAKU, Fact, HandRecord, WinAnswer
from tests.oracle.situations import situation_text

Judge = Callable[[str, Fact], Any]
"""Judges one fact's situation text; returns our ``Judgment`` (raises on an engine
error)."""

TRIVIAL_DECISIONS = frozenset({
    "riichi.not_tenpai", "riichi.discard_not_tenpai", "riichi.tenpai", "riichi.closed_hand",
    "riichi.live_wall_ok", "riichi.points_ok", "ron_tsumo.not_complete", "ron_tsumo.yaku",
    "ankan.not_in_riichi", "ankan.not_four",
})
"""Reason codes of decisions any engine gets right by counting tiles: a hand that is
not tenpai, a tile that completes nothing, a kan outside riichi. Every other code a
compared fact's judgment gives is a hard case, reported by kind (``Tally.hard_cases``)."""

FOLDED_YAKU = {
    "suuankou_tanki": "suuankou",
    "junsei_chuuren": "chuuren",
    "kokushi_13": "kokushi",
    "kokushi_juusanmen": "kokushi",
}
"""Our ids for the special-wait yakuman, read as the plain yakuman (Tenhou: single)."""


def _missing(reason: str) -> None:
    pytest.fail(f"the engine lacks what the differential test needs: {reason}")


def judge_for(ask: str) -> Judge:
    """Our judge for ``ask``; the test fails if the engine does not provide it."""
    try:
        judges = importlib.import_module("tutor.judges")
        situation_mod = importlib.import_module("tutor.engine.situation")
    except ImportError as exc:  # pragma: no cover - the packages exist in the skeleton
        _missing(f"engine not importable yet: {exc}")
    judge = getattr(judges, "judge", None)
    parse = getattr(situation_mod, "parse_situation", None)
    if judge is None or parse is None:
        _missing("tutor.judges.judge / tutor.engine.situation.parse_situation not written yet")
    registry = _registry(judges)
    if registry is not None and ask not in registry:
        _missing(f"ask {ask!r} is not registered in tutor.judges yet")
    lookup = getattr(judges, "judge_function", None)
    if lookup is not None:
        try:
            lookup(ask)
        except (ImportError, AttributeError, KeyError) as exc:
            _missing(f"the judge of {ask!r} is not written yet: {exc!r}")

    def run(text: str, fact: Fact) -> Any:
        situation = parse(text, file=f"<{fact.ask}:{fact.seat}>")
        # the tile (ankan_allowed) is read from the file's [question]
        return judge(situation, ask=fact.ask, seat=fact.seat)

    return run


def _registry(judges: Any) -> Iterable[str] | None:
    """The registered asks, if ``tutor.judges`` exposes them under a usual name."""
    for name in ("ASKS", "JUDGES", "REGISTRY", "asks"):
        value = getattr(judges, name, None)
        if value is not None and not callable(value):
            return value  # type: ignore[no-any-return]
    return None


@dataclass
class Disagreement:
    """One fact where our answer differs from the oracle's."""

    kind: str
    record: HandRecord
    fact: Fact
    ours: Any

    def describe(self) -> str:
        """The kind, both answers and the situation file that shows it."""
        text = situation_text(self.record, self.fact)
        return f"[{self.kind}] oracle={self.fact.answer!r} ours={self.ours!r}\n{text}"


@dataclass
class Tally:
    """Counts of compared facts and the disagreements found, by kind."""

    compared: Counter[str] = field(default_factory=Counter)
    agreed: Counter[str] = field(default_factory=Counter)
    known: Counter[str] = field(default_factory=Counter)  # facts of a known difference
    disagreements: list[Disagreement] = field(default_factory=list)
    decisions: Counter[str] = field(default_factory=Counter)
    """Agreed facts by the reason codes of our judgment (each code once per fact)."""

    def by_kind(self) -> Counter[str]:
        return Counter(d.kind for d in self.disagreements)

    def hard_cases(self) -> Counter[str]:
        """Agreed decisions by kind, leaving out the trivial ones (``TRIVIAL_DECISIONS``)."""
        return Counter({k: n for k, n in self.decisions.items() if k not in TRIVIAL_DECISIONS})

    def report(self) -> str:
        """One line per kind of hard case, most frequent first (for ``-s`` runs)."""
        return "\n".join(f"{n:6d}  {kind}" for kind, n in self.hard_cases().most_common())

    def assert_agreed(self, least: Mapping[str, int], title: str = "hard cases agreed") -> None:
        """Fail showing the disagreements, if any; print the hard cases (seen with ``-s``);
        fail if any kind in ``least`` was agreed on fewer times than asked."""
        if self.disagreements:
            pytest.fail(self.summary(), pytrace=False)
        print(f"{title}, by kind:\n" + self.report())
        hard = self.hard_cases()
        short = {kind: hard[kind] for kind, n in least.items() if hard[kind] < n}
        assert not short, f"too few hard cases of these kinds: {short}"

    def summary(self, limit: int = 3) -> str:
        """Counts per kind and the first situations of each kind of disagreement."""
        lines = [
            f"compared {dict(self.compared)}; disagreements {dict(self.by_kind())}; "
            f"known differences not compared {dict(self.known)}"
        ]
        shown: Counter[str] = Counter()
        for d in self.disagreements:
            if shown[d.kind] < limit:
                shown[d.kind] += 1
                lines.append(d.describe())
        return "\n".join(lines)


def fold_yaku(ids: Iterable[str]) -> set[str]:
    """Yaku ids with the special-wait yakuman folded onto their plain names."""
    return {FOLDED_YAKU.get(y, y) for y in ids}


def win_differences(oracle: WinAnswer, ours: Any) -> list[str]:
    """What differs between the oracle's win and our ``win`` answer (empty: agree).

    Compared: situational yaku (present / absent), the hand yaku, the presence of each
    dora counter (riichienv lists a counter once whatever its count), han and fu (not
    for yakuman), yakuman count, points and payments.
    """
    if not isinstance(ours, dict):
        return ["no_win"]
    problems = []
    our_yaku = fold_yaku((ours.get("yaku") or {}).keys())
    their_yaku = fold_yaku(oracle.yaku)
    if our_yaku & SITUATIONAL_YAKU != their_yaku & SITUATIONAL_YAKU:
        problems.append("situational_yaku")
    if our_yaku & DORA_COUNTERS != their_yaku & DORA_COUNTERS and not oracle.yakuman:
        problems.append("dora")
    hand = SITUATIONAL_YAKU | DORA_COUNTERS
    if our_yaku - hand != their_yaku - hand:
        problems.append("hand_yaku")
    if oracle.yakuman:
        if ours.get("yakuman") != oracle.yakuman:
            problems.append("yakuman")
    else:
        if ours.get("han") != oracle.han:
            problems.append("han")
        if ours.get("fu") != oracle.fu:
            problems.append("fu")
    if ours.get("points") != oracle.points:
        problems.append("points")
    if oracle.payments is not None:
        theirs = {s: v for s, v in oracle.payments.items() if v}
        mine = {s: v for s, v in (ours.get("payments") or {}).items() if v}
        if theirs != mine:
            problems.append("payments")
    return problems


def compare(
    records: Iterable[HandRecord],
    asks: set[str],
    judge_for: dict[str, Judge],
    select: Callable[[Fact], bool] = lambda f: True,
) -> Tally:
    """Judge every selected fact of ``asks`` and tally agreement with the oracle."""

    def judged(record: HandRecord, fact: Fact) -> Any:
        return judge_for[fact.ask](situation_text(record, fact, with_expect=False), fact)

    return tally_facts(records, asks, judged, Disagreement, select)


def tally_facts(
    records: Iterable[HandRecord],
    asks: set[str],
    judged: Callable[[HandRecord, Fact], Any],
    disagreement: type[Disagreement],
    select: Callable[[Fact], bool] = lambda f: True,
) -> Tally:
    """Judge (``judged``: our ``Judgment``) every selected fact of ``asks`` and tally
    agreement with the oracle; each disagreement is recorded as a ``disagreement``, the
    class that shows it with its situation file (four seats or three)."""
    tally = Tally()
    for record in records:
        for fact in record.facts:
            if fact.ask not in asks or not select(fact):
                continue
            if fact.note.startswith("known:"):  # a driver's pinned difference
                tally.known[fact.note] += 1
                continue
            try:
                judgment = judged(record, fact)
                ours = judgment.answer
            except Exception as exc:  # an engine error is a disagreement, shown whole
                tally.compared[fact.ask] += 1
                kind = f"{fact.ask}:error:{type(exc).__name__}"
                tally.disagreements.append(disagreement(kind, record, fact, str(exc)))
                continue
            tally.compared[fact.ask] += 1
            if fact.ask == "win":
                problems = win_differences(fact.answer, ours)
                if problems:
                    kind = "win:" + ",".join(problems)
                    tally.disagreements.append(disagreement(kind, record, fact, ours))
                    continue
            elif ours != fact.answer:
                kind = f"{fact.ask}:oracle_{fact.answer}"
                if fact.note:
                    kind += f"[{fact.note}]"
                tally.disagreements.append(disagreement(kind, record, fact, ours))
                continue
            tally.agreed[fact.ask] += 1
            tally.decisions.update({reason.code for reason in judgment.reasons})
    return tally

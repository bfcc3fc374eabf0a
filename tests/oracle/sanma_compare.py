"""Sanma facts as situation files, judged by our engine and tallied against riichienv.

The text is a three-player situation (``players = 3``, ``ruleset = "tenhou-sanma"``
or ``"mahjong-soul-sanma"`` as the record's riichienv preset was,
``live_wall = 55``: just dealt) with the three starting hands and the events up to the
fact. The comparison reuses the four-player rules of :mod:`tests.oracle.compare`
(situational yaku present or absent, hand yaku, dora counters by presence, han, fu,
points, payments); ``nukidora`` is one more dora counter.

One known difference is counted apart, not compared: riichienv's sanma offers riichi
while any live-wall tile is left (``drawable_count > 0`` in riichienv-core
``state_3p/legal_actions.rs``), where our sanma presets ask for three, so that the
declarer still has a draw of its own (four at four players). Riichi refused for that
reason alone (``riichi.live_wall``), and every later fact of a hand whose events hold
such a riichi, are tallied as ``known:late_riichi``. (None arose in the CI corpus or
in the 50,000-decision bench: riichienv offered riichi with three tiles left, which
both presets allow, and never with fewer.)
"""

from __future__ import annotations

from collections.abc import Iterable

from tests.oracle.compare import Disagreement, Tally, win_differences
from tests.oracle.record import Fact, HandRecord
from tests.oracle.sanma_driver import SEATS3
from tutor.api import Judgment, judge, parse_situation
from tutor.engine.records import RefusedEvent

RULESETS = {"tenhou": "tenhou-sanma", "mjsoul": "mahjong-soul-sanma"}
"""Our preset for each riichienv rule preset (the record's ``rig``)."""
LATE_RIICHI = "known:late_riichi"


def _quote(text: str) -> str:
    return '"' + text.replace('"', '\\"') + '"'


def _tiles(tiles: list[str]) -> str:
    return "[" + ", ".join(_quote(t) for t in tiles) + "]"


def sanma_text(record: HandRecord, fact: Fact) -> str:
    """The situation file (TOML) that asks ``fact`` about ``record``."""
    lines = [
        f"# {record.label()} ({fact.note or fact.ask})",
        "players = 3",
        f"ruleset = {_quote(RULESETS[record.rig])}",
        f"round = {_quote(record.round)}",
        f"honba = {record.honba}",
        f"riichi_sticks = {record.riichi_sticks}",
        "scores = { " + ", ".join(f"{s} = {record.scores[s]}" for s in SEATS3) + " }",
        f"dora_indicators = {_tiles(record.dora_indicators)}",
    ]
    if record.kan_dora_indicators:
        lines.append(f"kan_dora_indicators = {_tiles(record.kan_dora_indicators)}")
    if record.ura_dora_indicators:
        lines.append(f"ura_dora_indicators = {_tiles(record.ura_dora_indicators)}")
    lines += ["live_wall = 55", "", 'events = """', *record.events[: fact.n_events], '"""',
              "", "[hands]"]
    lines += [f"{seat} = {_quote(record.hands[seat])}" for seat in SEATS3]
    lines += ["", "[question]", f"ask = {_quote(fact.ask)}", f"seat = {_quote(fact.seat)}"]
    if fact.tile is not None:
        lines.append(f"tile = {_quote(fact.tile)}")
    return "\n".join(lines) + "\n"


class SanmaDisagreement(Disagreement):
    """A disagreement shown with its three-player situation file."""

    def describe(self) -> str:
        return (f"[{self.kind}] oracle={self.fact.answer!r} ours={self.ours!r}\n"
                f"{sanma_text(self.record, self.fact)}")


def _judgment(record: HandRecord, fact: Fact) -> Judgment:
    """Our engine's judgment of ``fact``."""
    situation = parse_situation(sanma_text(record, fact), file=f"<{record.label()}>")
    return judge(situation, ask=fact.ask, seat=fact.seat)


def compare_sanma(records: Iterable[HandRecord], asks: set[str]) -> Tally:
    """Judge every fact of ``asks`` and tally agreement with riichienv."""
    tally = Tally()
    for record in records:
        for fact in record.facts:
            if fact.ask not in asks:
                continue
            try:
                judgment = _judgment(record, fact)
            except RefusedEvent as exc:
                if exc.reason.code == "riichi.live_wall":
                    tally.known[LATE_RIICHI] += 1
                    continue
                tally.compared[fact.ask] += 1
                kind = f"{fact.ask}:refused:{exc.reason.code}"
                tally.disagreements.append(SanmaDisagreement(kind, record, fact, str(exc)))
                continue
            except Exception as exc:  # an engine error is a disagreement, shown whole
                tally.compared[fact.ask] += 1
                kind = f"{fact.ask}:error:{type(exc).__name__}"
                tally.disagreements.append(SanmaDisagreement(kind, record, fact, str(exc)))
                continue
            ours = judgment.answer
            if (fact.ask == "riichi_allowed" and fact.answer and not ours
                    and any(r.code == "riichi.live_wall" for r in judgment.reasons)):
                tally.known[LATE_RIICHI] += 1
                continue
            tally.compared[fact.ask] += 1
            if fact.ask == "win":
                problems = win_differences(fact.answer, ours)
                if problems:
                    kind = "win:" + ",".join(problems)
                    tally.disagreements.append(SanmaDisagreement(kind, record, fact, ours))
                    continue
            elif ours != fact.answer:
                kind = f"{fact.ask}:oracle_{fact.answer}" + (f"[{fact.note}]" if fact.note else "")
                tally.disagreements.append(SanmaDisagreement(kind, record, fact, ours))
                continue
            tally.agreed[fact.ask] += 1
    return tally

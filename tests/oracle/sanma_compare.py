"""Sanma facts as situation files, judged by our engine and tallied against riichienv.

The text is a three-player situation (``players = 3``, ``ruleset = "tenhou-sanma"``
or ``"mahjong-soul-sanma"`` as the record's riichienv preset was,
``live_wall = 55``: just dealt) with the three starting hands and the events up to the
fact. The comparison reuses the four-player rules of :mod:`tests.oracle.compare`
(situational yaku present or absent, hand yaku, dora counters by presence, han, fu,
points, payments); ``nukidora`` is one more dora counter.

Both presets ask for three live-wall tiles before a riichi (one more own draw at three
seats); riichienv agrees: in the bench's 1,800 hands it offered riichi with three tiles
left and never with fewer, so no difference needs pinning.
"""

from __future__ import annotations

from collections.abc import Iterable

from tests.oracle.compare import Disagreement, Tally, win_differences
from tests.oracle.record import Fact, HandRecord
from tests.oracle.sanma_driver import SEATS3
from tutor.api import Judgment, judge, parse_situation

RULESETS = {"tenhou": "tenhou-sanma", "mjsoul": "mahjong-soul-sanma"}
"""Our preset for each riichienv rule preset (the record's ``rig``)."""


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
            if fact.note.startswith("known:"):  # a driver's pinned difference
                tally.known[fact.note] += 1
                continue
            try:
                judgment = _judgment(record, fact)
            except Exception as exc:  # an engine error is a disagreement, shown whole
                tally.compared[fact.ask] += 1
                kind = f"{fact.ask}:error:{type(exc).__name__}"
                tally.disagreements.append(SanmaDisagreement(kind, record, fact, str(exc)))
                continue
            ours = judgment.answer
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
            tally.decisions.update({reason.code for reason in judgment.reasons})
    return tally

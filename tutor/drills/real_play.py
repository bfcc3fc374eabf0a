"""Real play: a seat whose hand the learner sees never lets a legal win go by unsaid.

While a hand is played, every time a seat's tiles make a winning shape and it does not
win, the table notes a :class:`~tutor.drills.table.Chance`. Here the engine decides which
of those were legal wins (a tsumo, a ron, a robbed kan, a first-draw yakuman): the hand
is cut just after that event and judged with ``tsumo_allowed`` or ``ron_allowed``. A
generated situation may keep such a pass only when the question is about it, and then
the prompt tells it (:func:`pass_note`); otherwise the bank deals again.
"""

from __future__ import annotations

from tutor.api import judge, parse_situation
from tutor.drills.table import Chance, Table
from tutor.rules.tile_names import tile_words


def passed_wins(table: Table, seats: frozenset[int]) -> list[Chance]:
    """The legal wins the seats in ``seats`` let go by before the hand's last event."""
    found = []
    for chance in table.chances:
        if chance.seat not in seats or chance.event >= len(table.events):
            continue
        if _legal(table, chance):
            found.append(chance)
    return found


def _legal(table: Table, chance: Chance) -> bool:
    """Judged when it happened (a watched seat), else from the hand's text cut there."""
    if chance in table.verdicts:
        return table.verdicts[chance]
    text = table.text(ask=chance.ask, seat=chance.seat, upto=chance.event)
    return bool(judge(parse_situation(text, file="<generated>")).answer)


def passes_seen(table: Table, seats: frozenset[int]) -> list[Chance]:
    """Every winning tile the seats let go by before the last event, legal or not."""
    return [c for c in table.chances if c.seat in seats and c.event < len(table.events)]


def pass_note(table: Table, chances: list[Chance]) -> str:
    """One sentence per pass, for the prompt: who let which tile go by, and when."""
    notes = []
    for chance in chances:
        seat = table.names[chance.seat]
        tile = tile_words(chance.tile)
        if chance.verb == "tsumo":
            notes.append(f"{seat} drew {tile}, which completed the hand, and did not win "
                         f"on it (event {chance.event}).")
        else:
            other = table.names[table.events[chance.event - 1].seat]
            notes.append(f"{seat} let {other}'s {tile} go by without winning on it "
                         f"(event {chance.event}).")
    return " ".join(notes)

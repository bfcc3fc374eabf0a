"""Play a generated hand one event at a time, pausing at every moment a question may ask.

:func:`play` is a generator: after each draw, discard, kan, win or the end of the wall
it yields a :class:`Moment`, and the scenario that drives it stops as soon as the moment
it wants has come. Whether a win, a riichi or a kan in riichi is allowed is asked of the
engine (through :meth:`Table.judge`); the players only decide whether they want it.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import NamedTuple

from tutor.drills.players import (
    Style,
    choose_discard,
    kuikae_banned,
    shanten_of,
    spared_waits,
    wants_call,
)
from tutor.drills.table import Chance, Table
from tutor.rules.hand import is_complete
from tutor.rules.local_yaku import is_shiisan_puutaa
from tutor.rules.sanma import NORTH
from tutor.rules.shanten_changes import OneTileChanges
from tutor.rules.shanten_lone import ruled_out
from tutor.rules.tiles import KIND, RED_FIVE_KINDS, TERMINALS_AND_HONOURS, Tile, counts_of, kind
from tutor.rules.waits import is_tenpai, waits

MAX_KANS_IN_PLAY = 3
"""Plain play stops short of a fourth kan (four kans abort the hand); steers may not."""


class Moment(NamedTuple):
    """A point in the hand a question may be asked at (a named tuple: one is made at
    every step of play)."""

    what: str
    """``draw``, ``discard``, ``kan``, ``kita``, ``call``, ``win``, ``exhausted`` or
    ``aborted``."""
    seat: int
    tile: Tile | None = None
    replacement: bool = False


def completes(table: Table, seat: int, tile: Tile | None = None) -> bool:
    """Whether the seat's hand (plus ``tile``) is a winning shape."""
    who = table.seats[seat]
    if tile is not None and len(who.hand) % 3 == 1:
        return KIND[tile] in who.waits()
    if tile is None and who.waiting[0] == tuple(who.hand[:-1]):
        # just drawn: the thirteen tiles before it had their waits asked on the last
        # go-around's discards (a local yakuman's shape is no wait, so ask on)
        if KIND[who.hand[-1]] in who.waiting[1]:
            return True
        if not table.rules.shiisan_puutaa:
            return False
    counts = counts_of(who.hand if tile is None else [*who.hand, tile])
    if table.rules.shiisan_puutaa and tile is None and not who.melds \
            and is_shiisan_puutaa(counts):
        return True  # a local yakuman's shape; the engine says when it may win
    return is_complete(counts, len(who.melds))


def play(table: Table, styles: list[Style], *, start: int = 0) -> Generator[Moment, None, None]:
    """Play from the deal, each seat as its style says, yielding every moment."""
    seat = start
    draw_needed = True
    banned: frozenset[int] = frozenset()
    replacement = False
    while not table.over:
        if draw_needed:
            if table.live == 0:
                table.over = True
                yield Moment("exhausted", seat)
                return
            want = styles[seat].rigged(table, replacement)
            if want is None and not replacement:
                want = _harmless(table, seat, styles[seat])
            tile = table.draw(seat, replacement=replacement, want=want)
            if want is not None and styles[seat].feed and kind(tile) == want:
                styles[seat].throw.append(want)
            yield Moment("draw", seat, tile, replacement)
            if table.over:
                return
            if styles[seat].kyuushu and _nine_kinds(table, seat):
                table.add(seat, "kyuushu")
                table.over = True
                yield Moment("aborted", seat)
                return
            if completes(table, seat):
                if _wants_tsumo(table, seat, styles[seat]):
                    table.win(seat, "tsumo")
                    yield Moment("win", seat)
                    return
                table.let_go(Chance(len(table.events), seat, "tsumo", tile))
            if _wants_kita(table, seat, styles[seat]):
                table.kita(seat)
                yield Moment("kita", seat, NORTH)
                if table.over:
                    return
                if table.rules.kita_ron and (yield from _rons(table, styles, seat, NORTH)):
                    return
                replacement = True
                continue
            kan = _kan_choice(table, seat, styles[seat])
            if kan is not None:
                verb, k = kan
                if verb == "ankan":
                    table.ankan(seat, k)
                else:
                    tile = next(t for t in table.seats[seat].hand if kind(t) == k)
                    table.kakan(seat, tile)
                yield Moment("kan", seat, k)
                if table.over:
                    return
                if verb == "kakan" and (yield from _rons(table, styles, seat, k)):
                    return
                replacement = True
                continue
        replacement = False
        draw_needed = True
        discard = _discard(table, seat, styles[seat], banned)
        banned = frozenset()
        yield Moment("discard", seat, discard)
        if table.over:
            return
        if (yield from _rons(table, styles, seat, kind(discard))):
            return
        if _aborts(table):
            table.over = True
            yield Moment("aborted", seat)
            return
        call = _calls(table, styles, seat, discard)
        if call is not None:
            caller, verb, used = call
            table.call(caller, verb, used)
            yield Moment("kan" if verb == "daiminkan" else "call", caller, discard)
            seat = caller
            if verb == "daiminkan":
                replacement = True
            else:
                draw_needed = False
                banned = kuikae_banned(verb, discard, used) if table.rules.kuikae_forbidden \
                    else frozenset()
            continue
        seat = table.seat_of_turn_after(seat)


def _discard(table: Table, seat: int, style: Style, banned: frozenset[int]) -> Tile:
    who = table.seats[seat]
    if who.riichi_event is None and who.closed and who.draws >= style.riichi_from \
            and not _declined(style) \
            and _ready_after_discard(table, seat) and _will_riichi(table, style) \
            and _may_riichi(table, seat, style):
        tile = _riichi_discard(table, seat, style)
        table.discard(seat, tile, riichi=True)
        return tile
    tile = choose_discard(table, seat, style, banned)
    table.discard(seat, tile)
    return tile


def _wants_tsumo(table: Table, seat: int, style: Style) -> bool:
    """The seat would take its complete hand, and the engine allows it to."""
    if table.rng.random() >= style.win:
        return False
    return _may_want_win(table, seat, style) and table.allows("tsumo_allowed", seat)


def _declined(style: Style) -> bool:
    """The seat has already decided to stay out of riichi (or never declares): whether
    the hand is ready need not be asked (``_will_riichi`` would say no, drawing nothing)."""
    return style.riichi <= 0.0 or (style.riichi < 1.0 and style.riichi_decided is False)


def _will_riichi(table: Table, style: Style) -> bool:
    """Whether the seat declares once ready: decided the first time it is (dama or not)."""
    if style.riichi >= 1.0 or style.riichi <= 0.0:
        return style.riichi >= 1.0
    if style.riichi_decided is None:
        style.riichi_decided = table.rng.random() < style.riichi
    return style.riichi_decided


def _wants_kita(table: Table, seat: int, style: Style) -> bool:
    """At three players, a north tile is set aside (kita) when the hand does not need it:
    without it the hand is as near to winning (in riichi: it is the tile just drawn)."""
    who = table.seats[seat]
    if table.players != 3 or table.live == 0 or NORTH in style.keep:
        return False
    norths = [t for t in who.hand if kind(t) == NORTH]
    if not norths:
        return False
    if who.riichi_event is not None:
        return kind(who.hand[-1]) == NORTH
    counts = who.counts()
    before = shanten_of(counts, len(who.melds))
    counts[NORTH] -= 1
    return shanten_of(counts, len(who.melds)) <= before


def _harmless(table: Table, seat: int, style: Style) -> int | None:
    """Before a steered riichi (or all hand long for a seat that ``holds_back``), the draw
    is a kind that neither completes the hand nor is held: a ready hand that is steered
    to win later must not draw its winning tile, throw it and be furiten."""
    who = table.seats[seat]
    waiting = style.holds_back or (style.riichi_from and who.riichi_event is None)
    if not waiting or len(who.hand) % 3 != 1:
        return None
    return harmless_draw(table, seat) if who.waits() else None


def harmless_draw(table: Table, seat: int, avoid: frozenset[int] = frozenset()) -> int | None:
    """A kind left unseen for the seat's next draw that it does not hold, that does not
    complete its hand and that is not in ``avoid`` (another seat's waits, say);
    ``None`` when there is none."""
    who = table.seats[seat]
    held = {KIND[t] for t in who.hand}
    options = sorted({KIND[t] for t in table.unseen()} - held - who.waits() - avoid)
    return table.rng.choice(options) if options else None


def _may_want_win(table: Table, seat: int, style: Style) -> bool:
    """A seat steered to declare riichi first does not win before it."""
    return not style.riichi_from or table.seats[seat].riichi_event is not None


def _ready_after_discard(table: Table, seat: int) -> bool:
    who = table.seats[seat]
    if len(who.hand) % 3 != 2:
        return False
    if ruled_out(who.counts(), len(who.melds), discard=True):
        return False
    changes = who.changes()
    return changes.now() <= 0 and bool(_tenpai_discards(table, seat, changes))


def _tenpai_discards(table: Table, seat: int,
                     changes: OneTileChanges | None = None) -> list[Tile]:
    """The tiles whose discard leaves the hand tenpai (a discard that leaves it tenpai
    leaves it at shanten 0, so only those are asked for their waits)."""
    who = table.seats[seat]
    changes = changes or who.changes()
    found = []
    for tile in sorted(set(who.hand)):
        if changes.after(kind(tile), -1) != 0:
            continue
        rest = list(who.hand)
        rest.remove(tile)
        if is_tenpai(counts_of(rest), len(who.melds)):
            found.append(tile)
    return found


def _nine_kinds(table: Table, seat: int) -> bool:
    who = table.seats[seat]
    outside = {kind(t) for t in who.hand} & TERMINALS_AND_HONOURS
    return who.draws == 1 and not who.discards and not table.called_ever() and len(outside) >= 9


def _may_riichi(table: Table, seat: int, style: Style) -> bool:
    others = sum(1 for i, s in enumerate(table.seats) if i != seat and s.riichi_event)
    if others >= table.players - 1 and style.riichi < 1.0:
        return False
    return table.allows("riichi_allowed", seat)


def _riichi_discard(table: Table, seat: int, style: Style) -> Tile:
    """The riichi discard: a steered tile if it keeps the hand ready, else the widest
    wait; a kept kind (``Style.keep``) or a spared seat's wait (``Style.spares``) only
    when no other tile keeps the hand ready."""
    who = table.seats[seat]
    options = _tenpai_discards(table, seat)
    options = [t for t in options if kind(t) not in style.keep] or options
    for tile in options:
        if kind(tile) in style.throw:
            style.throw.remove(kind(tile))
            return tile
    spared = spared_waits(table, style)
    options = [t for t in options if kind(t) not in spared] or options
    best: tuple[int, Tile] | None = None
    for tile in options:
        rest = list(who.hand)
        rest.remove(tile)
        width = len(waits(counts_of(rest), len(who.melds)))
        if best is None or width > best[0]:
            best = (width, tile)
    assert best is not None
    return best[1]


def _kan_choice(table: Table, seat: int, style: Style) -> tuple[str, int] | None:
    who = table.seats[seat]
    if table.live == 0 or (table.kans >= MAX_KANS_IN_PLAY and style.kan < 1.0):
        return None
    counts = who.counts()
    if 4 not in counts and (who.riichi_event is not None
                            or not any(meld.verb == "pon" for meld in who.melds)):
        return None  # no kind held four times, no pon to add to
    reds = _red_kinds(table)
    for k in (k for k in range(34) if counts[k] == 4 and k not in reds):
        if table.rng.random() < style.kan:
            if who.riichi_event is None:
                return "ankan", k
            if table.allows("ankan_allowed", seat, tile=k):
                return "ankan", k
    if who.riichi_event is None:
        for meld in who.melds:
            k = kind(meld.tiles[0])
            if meld.verb == "pon" and counts[k] and table.rng.random() < style.kan \
                    and k not in reds:
                return "kakan", k
    return None


def _red_kinds(table: Table) -> frozenset[int]:
    """Fives of a suit with a red five: kept out of kans (a hidden seat's kan of them
    cannot say which fives it holds)."""
    return RED_FIVE_KINDS if table.rules.aka_dora else frozenset()


def _rons(table: Table, styles: list[Style], discarder: int,
          k: int) -> Generator[Moment, None, bool]:
    """Let the seats after the discarder win on kind ``k``; True when one did."""
    for step in range(1, table.players):
        seat = (discarder + step) % table.players
        style = styles[seat]
        if not completes(table, seat, k):
            continue
        if not style.pass_ron and _may_want_win(table, seat, style) \
                and table.rng.random() < style.win \
                and table.allows("ron_allowed", seat):
            table.win(seat, "ron")
            yield Moment("win", seat)
            return True
        table.let_go(Chance(len(table.events), seat, "ron", k))
    return False


def _aborts(table: Table) -> bool:
    """Four winds on the first go-around, or a fourth riichi: the hand is over."""
    if not table.rules.abortive_draws:
        return False
    four = table.players == 4  # four winds and four riichi need four seats
    if four and len(table.events) == 2 * table.players and not table.called_ever():
        firsts = [table.seats[i].discards[:1] for i in range(table.players)]
        kinds = {kind(d[0]) for d in firsts if d}
        if len(kinds) == 1 and all(firsts) and next(iter(kinds)) in range(27, 31):
            return True
    if table.kans == 4:
        kanners = {i for i, s in enumerate(table.seats)
                   for m in s.melds if m.verb in ("ankan", "kakan", "daiminkan")}
        if len(kanners) > 1:
            return True
    return four and sum(1 for s in table.seats if s.riichi_event) == table.players


def _calls(table: Table, styles: list[Style], discarder: int,
           tile: Tile) -> tuple[int, str, list[Tile]] | None:
    if table.live == 0:
        return None
    nxt = table.seat_of_turn_after(discarder)
    order = [(discarder + step) % table.players for step in range(1, table.players)]
    choices = []
    for seat in order:
        choice = wants_call(table, seat, tile, styles[seat],
                            chi_allowed=seat == nxt and table.players == 4)
        if choice is not None:
            choices.append((seat, *choice))
    pons = [c for c in choices if c[1] in ("pon", "daiminkan")]
    if pons:
        return pons[0]
    return choices[0] if choices else None

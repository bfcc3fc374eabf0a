"""The rule moments of the learner's seat in one hand, cut from the game as it was.

A walk over the hand keeps the learner's concealed tiles and spots the moments a
learner can be asked about (cheaply, with the wait and shanten tables); the engine then
judges each one, on a situation file that shows only the learner's hand (and, for a
win, the winner's, which is shown at the table). The answer and the explanation are
always the engine's: the walk only says where to ask.

Kinds (:data:`KINDS`): a discard that would complete the hand while furiten; a winning
tile let pass (by ron or by tsumo); each riichi declared, and the first turn closed
and ready without one; a kan made or possible in riichi; haitei, houtei, rinshan and
chankan chances; a nine-terminals hand on the first draw; each win of the learner
(its value, and ippatsu after a riichi) and each deal-in.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor import api
from tutor.games.hands import GameHand, Line
from tutor.rules.shanten import shanten
from tutor.rules.tiles import KIND, counts_of, is_terminal_or_honour

KINDS: dict[str, str] = {
    "furiten": "Furiten at a winning discard 振聴",
    "passed_win": "A winning tile let pass 見逃し",
    "riichi": "Riichi declared 立直",
    "riichi_possible": "Ready and closed, no riichi 立直",
    "kan_in_riichi": "A kan in riichi 立直後の暗槓",
    "haitei": "The last draw 海底",
    "houtei": "The last discard 河底",
    "rinshan": "A kan's replacement tile 嶺上",
    "chankan": "Robbing a kan 槍槓",
    "kyuushu": "Nine terminals 九種九牌",
    "win": "My win 和了",
    "ippatsu": "Ippatsu after my riichi 一発",
    "deal_in": "My deal-in 放銃",
}
"""Each moment kind, as the learner reads it (English with the Japanese term)."""


@dataclass(frozen=True)
class Moment:
    """One moment: where, what kind, the situation file and the engine's answer."""

    hand: int
    event: int
    kind: str
    ask: str
    text: str
    answer: object


class _Seat:
    """The learner's concealed tiles and state as the walk goes."""

    def __init__(self, start: tuple[int, ...]) -> None:
        self.tiles = list(start)
        self.melds = 0
        self.closed = True
        self.riichi = False
        self.draws = 0
        self.discarded: set[int] = set()

    def take(self, tile: int) -> None:
        for held in self.tiles:
            if KIND[held] == KIND[tile]:
                self.tiles.remove(held)
                return

    def waits(self) -> set[int]:
        from tutor.rules.waits import waits

        if len(self.tiles) != 13 - 3 * self.melds:
            return set()
        return set(waits(counts_of(self.tiles), self.melds))

    def complete_with(self, tile: int) -> bool:
        return KIND[tile] in self.waits()

    def shanten(self) -> int:
        return shanten(counts_of(self.tiles), self.melds)


class _Cutter:
    """Collects the moments of one hand for one seat."""

    def __init__(self, hand: GameHand, seat: str) -> None:
        self.hand = hand
        self.seat = seat
        self.found: list[Moment] = []
        self.seen: set[tuple[str, int]] = set()

    def add(self, kind: str, upto: int, ask: str, *, tile: int | None = None,
            closing: tuple[Line, ...] = (), shown: frozenset[str] | None = None,
            asked: str | None = None, once: int | None = None) -> None:
        key = (kind, -1 if once is None else once)
        if once is not None and key in self.seen:
            return
        who = asked or self.seat
        text = self.hand.text(
            upto, ask=ask, seat=who, tile=tile, closing=closing,
            shown=shown or frozenset({self.seat}), ura=ask in ("win", "ippatsu"),
            header=f"# From an imported game: hand {self.hand.index + 1}, {KINDS[kind]}.",
        )
        try:
            answer = api.judge(api.parse_situation(text, file="<game>")).answer
        except api.TutorError:
            return  # the engine cannot ask this here (a precondition fails): no moment
        self.seen.add(key)
        self.found.append(Moment(self.hand.index, upto, kind, ask, text, answer))


def cut_moments(hand: GameHand, seat: str) -> list[Moment]:
    """The moments of ``seat`` in the hand, in the order they happened."""
    cut = _Cutter(hand, seat)
    me = _Seat(hand.starts[seat])
    lines = hand.lines
    live = hand.live_wall
    calls_before = False
    ending = {line.seat: line.verb for line in hand.closing}
    for at, line in enumerate(lines):
        after = at + 1
        following = lines[at + 1] if at + 1 < len(lines) else None
        mine_next = following is not None and following.seat == seat
        if line.verb == "draw":
            replacement = at > 0 and lines[at - 1].verb in ("ankan", "kakan", "daiminkan", "kita")
            if not replacement:
                live -= 1
        if line.seat == seat:
            _own(cut, me, line, at, lines, live, calls_before, ending)
        else:
            if line.verb in ("chi", "pon", "daiminkan"):
                calls_before = True
            if line.verb in ("discard", "riichi", "kakan") and line.tile is not None \
                    and me.complete_with(line.tile):
                won = ending.get(seat) == "ron" and after == len(lines)
                _winning_tile(cut, me, line, after, live, won, mine_next)
    _wins(cut, hand, seat, me)
    return cut.found


def _own(cut: _Cutter, me: _Seat, line: Line, at: int, lines: tuple[Line, ...], live: int,
         calls_before: bool, ending: dict[str, str]) -> None:
    """A line of the learner's own: keep the tiles, and look at each draw."""
    after = at + 1
    following = lines[after] if after < len(lines) else None
    tile = line.tile
    if line.verb == "draw" and tile is not None:
        me.tiles.append(tile)
        me.draws += 1
        _after_draw(cut, me, at, lines, live, calls_before, ending, following)
    elif line.verb in ("discard", "riichi") and tile is not None:
        me.take(tile)
        me.discarded.add(KIND[tile])
        if line.verb == "riichi":
            me.riichi = True
        if me.waits() & me.discarded:
            cut.add("furiten", after, "furiten", once=-1)
    elif line.verb in ("chi", "pon", "daiminkan"):
        me.closed = False
        me.melds += 1
        _take_for_call(me, line)
    elif line.verb == "ankan" and tile is not None:
        for _ in range(4):
            me.take(tile)
        me.melds += 1
    elif line.verb == "kakan" and tile is not None:
        me.take(tile)
    elif line.verb == "kita":
        me.take(30)


def _take_for_call(me: _Seat, line: Line) -> None:
    """Remove the hand tiles a call uses: those its line names, else tiles of its kind."""
    from tutor.rules.tiles import parse_tiles

    parts = line.text.split()
    if len(parts) > 3:
        for tile in parse_tiles(parts[3]):
            if tile in me.tiles:
                me.tiles.remove(tile)
            else:
                me.take(tile)
    elif line.tile is not None:
        for _ in range(3 if line.verb == "daiminkan" else 2):
            me.take(line.tile)


def _after_draw(cut: _Cutter, me: _Seat, at: int, lines: tuple[Line, ...], live: int,
                calls_before: bool, ending: dict[str, str], following: Line | None) -> None:
    after = at + 1
    tile = lines[at].tile
    assert tile is not None
    seat = cut.seat
    replacement = at > 0 and lines[at - 1].verb in ("ankan", "kakan", "daiminkan", "kita")
    complete = me.shanten() == -1
    next_verb = following.verb if following is not None and following.seat == seat else None
    if next_verb is None and after == len(cut.hand.lines):
        next_verb = ending.get(seat)
    if complete:
        if replacement:
            cut.add("rinshan", after, "tsumo_allowed")
        elif live == 0:
            cut.add("haitei", after, "tsumo_allowed")
        elif next_verb != "tsumo":
            cut.add("passed_win", after, "tsumo_allowed", once=KIND[tile])
    if me.draws == 1 and not calls_before and not replacement:
        kinds = {KIND[t] for t in me.tiles if is_terminal_or_honour(t)}
        if len(kinds) >= 9:
            closing = (Line(seat, "kyuushu", None, f"{seat} kyuushu"),)
            cut.add("kyuushu", after, "abortive_draw", closing=closing)
    if me.riichi:
        counts = counts_of(me.tiles)
        if counts[KIND[tile]] == 4:
            cut.add("kan_in_riichi", after, "ankan_allowed", tile=KIND[tile])
        return
    if me.closed and not complete and live >= 4 and me.shanten() == 0:
        if next_verb == "riichi":
            cut.add("riichi", after, "riichi_allowed")
        else:
            cut.add("riichi_possible", after, "riichi_allowed", once=0)


def _winning_tile(cut: _Cutter, me: _Seat, line: Line, after: int, live: int, won: bool,
                  mine_next: bool) -> None:
    """Another seat let go of a tile that completes the learner's hand: a robbed kan
    or the last discard is asked about whether it was taken or not; an ordinary
    winning discard only when it was let pass (a win is asked about as a win)."""
    del mine_next
    if line.verb == "kakan":
        cut.add("chankan", after, "ron_allowed")
        return
    if live == 0:
        cut.add("houtei", after, "ron_allowed")
        return
    if won:
        return
    furiten = _judged(cut, after, "furiten")
    if furiten:
        cut.add("furiten", after, "furiten", once=KIND[line.tile or 0])
    else:
        cut.add("passed_win", after, "ron_allowed", once=KIND[line.tile or 0])


def _judged(cut: _Cutter, upto: int, ask: str) -> object:
    text = cut.hand.text(upto, ask=ask, seat=cut.seat, shown=frozenset({cut.seat}))
    try:
        return api.judge(api.parse_situation(text, file="<game>")).answer
    except api.TutorError:
        return None


def _wins(cut: _Cutter, hand: GameHand, seat: str, me: _Seat) -> None:
    end = len(hand.lines)
    for win in hand.wins:
        shown = frozenset({seat, win.seat})
        if win.seat == seat:
            cut.add("win", end, "win", closing=hand.closing, asked=seat)
            if me.riichi:
                cut.add("ippatsu", end, "ippatsu", closing=hand.closing, asked=seat)
        elif win.from_seat == seat:
            cut.add("deal_in", end, "win", closing=hand.closing, shown=shown, asked=win.seat)


def answer_words(answer: object) -> str:
    """The engine's answer to a moment, in a few words (for listings)."""
    if isinstance(answer, bool):
        return "yes" if answer else "no"
    if isinstance(answer, list):
        return "furiten (" + ", ".join(str(k) for k in answer) + ")" if answer else "not furiten"
    if isinstance(answer, dict):
        if answer.get("yakuman"):
            return f"yakuman, {answer.get('points')} points"
        return f"{answer.get('han')} han {answer.get('fu')} fu, {answer.get('points')} points"
    if isinstance(answer, str):
        return answer.replace("_", " ")
    return "nothing happens"

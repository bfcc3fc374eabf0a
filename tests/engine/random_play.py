"""Seeded random legal play: situations for fuzzing and the judge benchmark.

A small random player draws from a shuffled wall and mostly discards at random; it
also declares riichi, closed and added kans, pon, chi, ron and tsumo when the engine
allows them. Every event is applied to a live ``Table`` as it is chosen, so only
legal events are kept. The hand is cut at a random moment and an ask that fits that
moment is chosen.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tutor.engine.deal import new_table
from tutor.engine.events import SEATS, Event
from tutor.engine.seat import SeatState
from tutor.engine.situation import Question, Situation
from tutor.engine.table import RefusedEvent, Table
from tutor.judges import REFEREE, ron_tsumo
from tutor.judges.riichi import tenpai_discards
from tutor.rules.ruleset import Ruleset
from tutor.rules.shanten import shanten
from tutor.rules.tiles import KIND, RED_FIVES, Tile, sort_key, tile_name


def mpsz(tiles: list[Tile] | tuple[Tile, ...]) -> str:
    """Tiles one by one (``"1p1p0p8p"``): ``format_tiles`` can write ``"1108p"``, which
    ``parse_tiles`` refuses as a tile ten."""
    return "".join(tile_name(t) for t in sorted(tiles, key=sort_key))


ASKS_AFTER_DRAW = ("riichi_allowed", "tsumo_allowed", "ankan_allowed", "furiten")


@dataclass
class Generated:
    """A generated situation: TOML text plus what was asked."""

    text: str
    ask: str
    seat: str
    tile: Tile | None
    events: list[str]


def _wall(rng: random.Random, aka: int) -> list[Tile]:
    tiles = [k for k in range(34) for _ in range(4)]
    for red in RED_FIVES[:aka]:
        tiles.remove(KIND[red])
        tiles.append(red)
    rng.shuffle(tiles)
    return tiles


def _situation(hands: dict[str, tuple[Tile, ...]], indicator: Tile) -> Situation:
    return Situation(
        file="<random>",
        ruleset="tenhou",
        round_wind=0,
        hand_number=1,
        honba=0,
        riichi_sticks=0,
        scores={s: 25000 for s in SEATS},
        dora_indicators=(indicator,),
        kan_dora_indicators=(),
        ura_dora_indicators=(),
        live_wall=70,
        events=(),
        hands=hands,
        rules={},
        question=Question(None, None, None),
    )


class _Stop(Exception):
    """Cut the hand here and ask this."""

    def __init__(self, ask: str, seat: str, tile: Tile | None = None) -> None:
        super().__init__(ask)
        self.ask, self.seat, self.tile = ask, seat, tile


class _Player:
    def __init__(self, rng: random.Random, ruleset: Ruleset) -> None:
        self.rng = rng
        wall = _wall(rng, ruleset.aka_dora)
        self.hands = {seat: tuple(wall[i * 13 : (i + 1) * 13]) for i, seat in enumerate(SEATS)}
        self.live = wall[52:122]
        self.dead = wall[122:]
        self.table = new_table(_situation(self.hands, self.dead[-5]), ruleset, REFEREE)
        self.lines: list[str] = []
        self.replacements = 0
        self.cut = 0.3

    def apply(self, seat: str, action: str, tile: Tile | None = None, extra: str = "") -> bool:
        number = len(self.lines) + 1
        text = f"{seat} {action}" + (f" {tile_name(tile)}" if tile is not None else "") + extra
        hand_tiles: tuple[Tile, ...] = ()
        if extra:
            from tutor.rules.tiles import parse_tiles

            hand_tiles = tuple(parse_tiles(extra.strip()))
        event = Event(number, number, seat, action, tile, hand_tiles, text)  # type: ignore[arg-type]
        try:
            self.table.apply(event)
        except RefusedEvent:
            return False
        self.lines.append(text)
        return True

    def draw(self) -> bool:
        table = self.table
        seat = table.turn
        if table.phase == "replacement":
            tile = self.dead[self.replacements]
            self.replacements += 1
        else:
            if not self.live:
                return False
            tile = self.live.pop(0)
        return self.apply(seat, "draw", tile)

    def act(self) -> None:
        """The seat that has drawn: tsumo, kan, riichi or a discard."""
        rng, table = self.rng, self.table
        seat = table.seats[table.turn]
        can_tsumo = not ron_tsumo.tsumo_checks(table, seat.seat, None)[0]
        if can_tsumo and rng.random() < self.cut:
            raise _Stop("tsumo_allowed", seat.seat)
        if can_tsumo and rng.random() < 0.8 and self.apply(seat.seat, "tsumo"):
            return
        fours = [k for k in set(KIND[t] for t in seat.hand) if seat.count_kind(k) == 4]
        if fours and rng.random() < self.cut:
            raise _Stop("ankan_allowed", seat.seat, fours[0])
        if fours and rng.random() < 0.5 and self.apply(seat.seat, "ankan", fours[0]):
            return
        pons = [m for m in seat.melds if m.kind == "pon" and seat.count_kind(KIND[m.tiles[0]]) == 1]
        if pons and rng.random() < 0.5:
            added = next(t for t in seat.hand if KIND[t] == KIND[pons[0].tiles[0]])
            if self.apply(seat.seat, "kakan", added):
                return
        if seat.in_riichi:
            assert seat.last_draw is not None
            self.apply(seat.seat, "discard", seat.last_draw)
            return
        if seat.is_closed and table.phase == "act" and rng.random() < 0.7:
            live, _ = tenpai_discards(seat)
            if live and rng.random() < self.cut:
                raise _Stop("riichi_allowed", seat.seat)
            if live:
                kind = rng.choice(sorted(live))
                tile = next(t for t in seat.hand if KIND[t] == kind)
                if self.apply(seat.seat, "riichi", tile):
                    return
        for tile in self._discard_order(seat):
            if self.apply(seat.seat, "discard", tile):
                return
        raise AssertionError("no legal discard")

    def _discard_order(self, seat: SeatState) -> list[Tile]:
        """Mostly the discards that keep shanten lowest (so hands reach tenpai), at random."""
        order = self.rng.sample(seat.hand, len(seat.hand))
        if self.rng.random() < 0.15:
            return order
        counts = seat.counts()
        scored = []
        for tile in order:
            counts[KIND[tile]] -= 1
            scored.append((shanten(counts, seat.n_melds), tile))
            counts[KIND[tile]] += 1
        scored.sort(key=lambda pair: pair[0])
        return [tile for _, tile in scored]

    def react(self) -> bool:
        """After a discard: maybe a ron or a call. True when someone acted."""
        rng, table = self.rng, self.table
        claim = table.claim
        if claim is None:
            return False
        for seat in rng.sample(SEATS, 4):
            waiting = KIND[claim.tile] in table.seats[seat].waits()
            if seat != claim.seat and waiting and rng.random() < self.cut:
                raise _Stop(rng.choice(("ron_allowed", "ron_allowed", "furiten")), seat)
            if (
                seat != claim.seat
                and rng.random() < 0.8
                and not ron_tsumo.ron_checks(table, seat, claim, None)[0]
                and self.apply(seat, "ron")
            ):
                return True
        if claim.source != "discard" or rng.random() > 0.25:
            return False
        kind = KIND[claim.tile]
        for seat in rng.sample(SEATS, 4):
            state = table.seats[seat]
            if seat == claim.seat or state.in_riichi:
                continue
            if state.count_kind(kind) >= 2 and self.apply(seat, "pon", claim.tile):
                return True
            nxt = SEATS[(SEATS.index(claim.seat) + 1) % 4]
            if seat == nxt and kind < 27:
                for low in (kind - 2, kind - 1, kind):
                    need = [k for k in (low, low + 1, low + 2) if k != kind]
                    if low < 0 or low // 9 != (low + 2) // 9 or low // 9 != kind // 9:
                        continue
                    held = [next((t for t in state.hand if KIND[t] == k), None) for k in need]
                    if None not in held and self.apply(seat, "chi", claim.tile, " " + mpsz(held)):  # type: ignore[arg-type]
                        return True
        return False


def random_situation(rng: random.Random, ruleset: Ruleset) -> Generated:
    """Play a random hand up to a random moment and ask something that fits it."""
    player = _Player(rng, ruleset)
    table = player.table
    stop = rng.randint(1, 140)
    asked: _Stop | None = None
    try:
        while len(player.lines) < stop and table.phase != "over":
            if table.phase in ("draw", "replacement"):
                if table.phase == "draw" and player.react():
                    continue
                if not player.draw():
                    break
            elif table.phase in ("act", "discard"):
                player.act()
    except _Stop as cut:
        asked = cut
    if asked is not None:
        seat, ask, tile = asked.seat, asked.ask, asked.tile
    else:
        seat, ask, tile = _question(rng, table)
    hands = "\n".join(f'{s} = "{mpsz(h)}"' for s, h in player.hands.items())
    body = "\n".join(player.lines)
    text = (
        f'ruleset = "{ruleset.name}"\ndora_indicators = ["{tile_name(player.dead[-5])}"]\n'
        f'live_wall = 70\nevents = """\n{body}\n"""\n[hands]\n{hands}\n[question]\n'
        f'ask = "{ask}"\nseat = "{seat}"\n'
        + (f'tile = "{tile_name(tile)}"\n' if tile is not None else "")
    )
    return Generated(text, ask, seat, tile, player.lines)


def _question(rng: random.Random, table: Table) -> tuple[str, str, Tile | None]:
    if table.phase == "act":
        seat = table.seats[table.turn]
        ask = rng.choice(ASKS_AFTER_DRAW)
        tile = seat.last_draw if ask == "ankan_allowed" else None
        if ask == "ankan_allowed" and tile is None:
            ask = "furiten"
        return table.turn, ask, tile
    if table.claim is not None:
        others = [s for s in SEATS if s != table.claim.seat]
        return rng.choice(others), "ron_allowed", None
    return rng.choice(SEATS), rng.choice(("furiten", "double_riichi")), None

"""Rigged walls: deals that make the rare situations of a hand frequent.

A random deal almost never reaches riichi, kans, chankan or abortive draws under a
random policy. These walls deal near-tenpai hands, triplets whose fourth tile comes
soon, nine-terminal hands, four identical winds and three hands on one wait, and put
the winning tiles early (wins, ippatsu, double riichi) or at the very end of the live
wall (haitei, houtei). A :class:`Rig` is engine-neutral: 136 tile ids (``4 * kind +
copy``; copy 0 of each five is the red five, as in riichienv) in draw order, plus
hints for the policy.

Wall order (riichienv's ``reset(wall=...)``): three rounds of four tiles to each seat
starting with the dealer, one more tile each, then the live wall from index 52 (the
dealer's first draw); the last 14 tiles are the dead wall.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from tests.oracle.hands import (
    SIMPLE_KINDS,
    TERMINAL_HONOUR_KINDS,
    Pool,
    take_all,
    tenpai_hand,
    waits_of,
)

RIG_WEIGHTS = (
    ("random", 8),
    ("tenpai", 30),
    ("riichi_all", 8),
    ("kan", 14),
    ("kans", 6),
    ("chankan", 8),
    ("late", 16),
    ("kyuushu", 4),
    ("suufon", 4),
    ("sanchahou", 6),
)
"""Rig kinds and their weights in a seeded mix (``riichi_kan`` is asked for by name)."""

RIICHI_KAN_SHAPES = (
    # tenpai hand, the kind whose fourth copy comes after riichi; kans that keep or
    # change the waits, and triplets that are not one in every reading (strict rule)
    ("3444m778899s333z", "4m"),
    ("345m66677788p44z", "6p"),
    ("123456m4445s111z", "4s"),
    ("1113445678999m", "9m"),
    ("1113444p222z789s", "1p"),
    ("111222333m456p7z", "1m"),
    ("23m999p33346777s", "9p"),
    ("9997666p222z789s", "9p"),
    ("6668999p111s222z", "8p"),
    ("22234s678p111z", "2s"),
)


@dataclass
class Rig:
    """A rigged deal: the wall, the table state, and hints for the policy.

    ``oya`` is the engine player id of the dealer. Hints: ``first_discard`` maps a
    player id to the kind it throws on its first turn; ``eager`` names actions the
    policy takes every time they are offered (``"ron"``, ``"kan"``, ``"pon"``).
    """

    name: str
    wall: list[int]
    oya: int
    round_wind: int
    honba: int
    sticks: int
    scores: list[int]
    first_discard: dict[int, int] = field(default_factory=dict)
    eager: frozenset[str] = frozenset()


@dataclass
class _Deal:
    """Hands (tile ids) per player id and tiles pinned to live-wall draws."""

    oya: int
    hands: dict[int, list[int]] = field(default_factory=dict)
    draws: dict[int, int] = field(default_factory=dict)  # live index (0 = first draw) -> id
    dead: dict[int, int] = field(default_factory=dict)  # dead-wall index (0..13) -> id

    def pin_replacement(self, tile: int) -> None:
        """Make ``tile`` the first free kan replacement tile (wall[-1], wall[-2], ...)."""
        for index in (13, 12, 11, 10):
            if index not in self.dead:
                self.dead[index] = tile
                return
        self.pin_end(tile)

    def pin_at(self, index: int, tile: int) -> None:
        """Put ``tile`` at live index ``index`` or the next free one four draws later."""
        while index in self.draws:
            index += 4
        self.draws[index] = tile

    def pin_draw(self, pid: int, turn: int, tile: int) -> None:
        """Put ``tile`` at the player's ``turn``-th live draw (no calls assumed)."""
        index = 4 * turn + (pid - self.oya) % 4
        while index in self.draws:
            index += 4
        self.draws[index] = tile

    def pin_end(self, tile: int) -> None:
        """Put ``tile`` at the very last live draw, else in the dead wall, else near the end."""
        if 69 not in self.draws:
            self.draws[69] = tile
            return
        for index in (0, 1, 2, 3, 4, 5, 6, 7):  # dead-wall tiles nobody draws
            if index not in self.dead:
                self.dead[index] = tile
                return
        index = 68
        while index in self.draws:
            index -= 1
        self.draws[index] = tile


def _assemble(deal: _Deal, pool: Pool, rng: random.Random) -> list[int]:
    """The 136-tile wall in draw order from the deal's pinned hands and draws."""
    hands: dict[int, list[int]] = {}
    for pid in range(4):
        dealt = deal.hands.get(pid, [])
        hands[pid] = list(dealt)
    rest = pool.rest()
    for pid in range(4):
        while len(hands[pid]) < 13:
            hands[pid].append(rest.pop())
        rng.shuffle(hands[pid])
    live: list[int | None] = [None] * 70
    for index, tile in deal.draws.items():
        live[index] = tile
    filled = [t if t is not None else rest.pop() for t in live]
    dead = [deal.dead[i] if i in deal.dead else rest.pop() for i in range(14)]
    assert not rest
    wall: list[int] = []
    order = [(deal.oya + d) % 4 for d in range(4)]
    for block in range(3):
        for pid in order:
            wall += hands[pid][4 * block : 4 * block + 4]
    for pid in order:
        wall.append(hands[pid][12])
    return wall + filled + dead


def _tenpai_seats(
    rng: random.Random,
    pool: Pool,
    deal: _Deal,
    pids: list[int],
    *,
    early: float,
    late: bool = False,
    triplet_chance: float = 0.0,
) -> None:
    """Deal tenpai (or one-away) hands to ``pids``; pin their winning tiles."""
    for pid in pids:
        triplet = None
        if triplet_chance and rng.random() < triplet_chance:
            candidates = [k for k in range(34) if pool.left(k) == 4]
            triplet = rng.choice(candidates) if candidates else None
        made = tenpai_hand(rng, pool, triplet=triplet)
        if made is None:
            continue
        kinds, missing = made
        if rng.random() < 0.5 and not late:
            away = kinds.copy()  # one tile away from tenpai: riichi comes a few turns later
            away[rng.randrange(len(away))] = rng.randrange(34)
            if all(away.count(k) <= pool.left(k) for k in set(away)):
                kinds = away
        deal.hands[pid] = take_all(pool, kinds)
        if triplet is not None and pool.left(triplet):
            deal.pin_draw(pid, rng.randrange(1, 6), pool.take(triplet))
            if pool.left(missing) and rng.random() < 0.5:
                deal.pin_replacement(pool.take(missing))  # a rinshan win waits on the kan
        if late:
            for wait in waits_of(kinds):
                while pool.left(wait):
                    deal.pin_end(pool.take(wait))
        elif pool.left(missing) and rng.random() < early:
            deal.pin_draw(rng.randrange(4), rng.randrange(0, 8), pool.take(missing))


def build_rig(seed: int, name: str | None = None, oya: int | None = None) -> Rig:
    """The seeded rigged deal number ``seed`` (its kind drawn from ``RIG_WEIGHTS``);
    ``oya`` fixes the dealer (jansou's first deal has seat 0 deal)."""
    rng = random.Random(seed)
    if name is None:
        names, weights = zip(*RIG_WEIGHTS, strict=True)
        name = rng.choices(names, weights)[0]
    drawn_oya = rng.randrange(4)
    oya = drawn_oya if oya is None else oya
    pool = Pool(rng)
    deal = _Deal(oya)
    first_discard: dict[int, int] = {}
    eager: set[str] = set()
    seats = [(oya + d) % 4 for d in range(4)]
    if name == "tenpai":
        pids = rng.sample(seats, rng.randint(1, 3))
        _tenpai_seats(rng, pool, deal, pids, early=0.6, triplet_chance=0.3)
    elif name == "riichi_all":
        _tenpai_seats(rng, pool, deal, seats, early=0.1)
    elif name in ("kan", "kans"):
        pids = rng.sample(seats, 1 if name == "kan" else rng.randint(2, 3))
        _tenpai_seats(rng, pool, deal, pids, early=0.3, triplet_chance=1.0)
        eager.add("kan")
        if name == "kans":
            for pid in seats:
                if pid not in deal.hands and rng.random() < 0.7:
                    quad = [k for k in range(34) if pool.left(k) == 4]
                    if quad:
                        deal.hands[pid] = take_all(pool, [rng.choice(quad)] * 4)
    elif name == "chankan":
        _rig_chankan(rng, pool, deal, seats, first_discard)
        eager.update({"pon", "kan", "ron"})
    elif name == "late":
        pids = rng.sample(seats, rng.randint(1, 2))
        _tenpai_seats(rng, pool, deal, pids, early=0.0, late=True)
        eager.add("quiet")
    elif name == "kyuushu":
        pid = rng.choice(seats)
        kinds = rng.sample(TERMINAL_HONOUR_KINDS, rng.randint(9, 12))
        deal.hands[pid] = take_all(pool, kinds)
    elif name == "suufon":
        wind = rng.randrange(27, 31)
        for pid in seats:
            deal.hands[pid] = [pool.take(wind)]
            first_discard[pid] = wind
    elif name == "sanchahou":
        _rig_sanchahou(rng, pool, deal, seats, first_discard)
        eager.add("ron")
    elif name == "riichi_kan":
        pid = rng.choice(seats)
        hand, kan = rng.choice(RIICHI_KAN_SHAPES)
        deal.hands[pid] = [pool.take_exact(k, red) for k, red in _mpsz(hand)]
        ((kind, _),) = _mpsz(kan)
        deal.pin_draw(pid, rng.randrange(1, 4), pool.take_exact(kind, False))
        eager.add("kan")
    scores = [25000] * 4
    if rng.random() < 0.15:
        low = rng.choice(seats)
        scores[low] = rng.choice((900, 1000, 1100))
        scores[(low + 2) % 4] += 25000 - scores[low]
    return Rig(
        name=name,
        wall=_assemble(deal, pool, rng),
        oya=oya,
        round_wind=rng.choice((0, 0, 1)),
        honba=rng.choice((0, 0, 1, 2)),
        sticks=rng.choice((0, 0, 1)),
        scores=scores,
        first_discard=first_discard,
        eager=frozenset(eager),
    )


def _rig_chankan(
    rng: random.Random, pool: Pool, deal: _Deal, seats: list[int], first_discard: dict[int, int]
) -> None:
    """A feeder throws X at once; a ponner holding XX pons it and soon draws the fourth X
    (added kan); a third seat becomes tenpai on X only after the pon, so it cannot ron
    the feeder's X but can rob the added kan."""
    f, p, w = rng.sample(range(4), 3)  # offsets from the dealer
    made = None
    for _ in range(20):
        x = rng.choice([k for k in SIMPLE_KINDS if pool.left(k) == 4])
        made = tenpai_hand(rng, pool, simples=True, wait=x)
        if made is not None and x not in made[0]:
            break
        made = None
    if made is None:
        return
    kinds, x = made
    swap = rng.randrange(len(kinds))
    junk = rng.choice([k for k in range(34) if k != x and pool.left(k) > kinds.count(k)])
    needed, kinds[swap] = kinds[swap], junk
    if any(kinds.count(k) > pool.left(k) for k in set(kinds)):
        return
    waiter, ponner, feeder = (seats[f_] for f_ in (w, p, f))
    deal.hands[waiter] = take_all(pool, kinds)
    deal.hands[ponner] = [pool.take(x), pool.take(x)]
    deal.hands[feeder] = [pool.take(x)]
    first_discard[feeder] = x
    # after the pon at live index f, the ponner draws at f + 4k, the waiter first at
    # f + 1 + (w - p - 1) % 4
    if pool.left(needed):
        deal.pin_at(f + 1 + (w - p - 1) % 4, pool.take(needed))
    deal.pin_at(f + 4 * rng.randint(2, 3), pool.take(x))


def _rig_sanchahou(
    rng: random.Random, pool: Pool, deal: _Deal, seats: list[int], first_discard: dict[int, int]
) -> None:
    """Three seats on the same simple wait; the dealer holds that tile and throws it."""
    for _ in range(20):
        x = rng.choice([k for k in SIMPLE_KINDS if pool.left(k) == 4])
        hands = []
        for _pid in seats[1:]:
            made = tenpai_hand(rng, pool, simples=True, wait=x)
            if made is None or x in made[0]:
                break
            hands.append(made[0])
        if len(hands) == 3:
            need = [0] * 34
            for hand in hands:
                for k in hand:
                    need[k] += 1
            need[x] += 1
            if all(pool.left(k) >= need[k] for k in range(34)):
                for pid, hand in zip(seats[1:], hands, strict=True):
                    deal.hands[pid] = take_all(pool, hand)
                deal.hands[seats[0]] = [pool.take(x)]
                first_discard[seats[0]] = x
                return


def _mpsz(text: str) -> list[tuple[int, bool]]:
    """(kind, red) pairs of MPSZ text such as ``"1113444p0m"``."""
    out: list[tuple[int, bool]] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
            continue
        base = "mpsz".index(ch) * 9
        out += [(base + (int(d) or 5) - 1, d == "0") for d in digits]
        digits = ""
    return out


def scripted_rig(
    hands: dict[int, str],
    draws: dict[int, str],
    *,
    oya: int = 0,
    seed: int = 0,
    scores: list[int] | None = None,
) -> Rig:
    """A wall with given hands (player id -> MPSZ, filled up at random to 13) and
    given live draws (live index -> tile; index 0 is the dealer's first draw)."""
    rng = random.Random(seed)
    pool = Pool(rng)
    deal = _Deal(oya)
    for pid, text in hands.items():
        deal.hands[pid] = [pool.take_exact(k, red) for k, red in _mpsz(text)]
    for index, text in draws.items():
        ((k, red),) = _mpsz(text)
        deal.draws[index] = pool.take_exact(k, red)
    return Rig("scripted", _assemble(deal, pool, rng), oya, 0, 0, 0, scores or [25000] * 4)

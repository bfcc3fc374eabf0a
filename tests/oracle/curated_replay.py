"""Replay a curated situation file in riichienv, to see what the table really offered.

A situation file starts at ``live_wall`` with only some hands known. To play it live,
:func:`build_replay` makes up what the file leaves open, in the least eventful way:

* the draws before the first event (``70 - live_wall`` of them, E first, as at the
  start of a hand) are a quiet prologue: each seat draws a number tile that completes
  no given hand at any moment of the file, and throws it straight back;
* a seat whose hand is not given is dealt the tiles its calls need, draws exactly the
  tile it throws next (``X draw ?`` then ``X discard T``), and is dealt a tenpai hand
  when it declares riichi; the rest of its hand is filler;
* dora, kan dora and ura dora indicators and kan replacement tiles sit where riichienv
  reads them (wall[-5]; wall[-7], [-9], ...; wall[-6], [-8], ...; wall[-1], [-2], ...).

:func:`replay` then plays the events in riichienv, answering each decision as the file
says and passing everywhere else. It returns every win (ron or tsumo) riichienv offered
to a seat whose hand is given and that the file let go, and what riichienv offered at
the asked moment. riichienv refusing an event of the file raises :class:`Refused`.
"""

from __future__ import annotations

import random
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from riichienv import ActionType, GameRule, RiichiEnv, calculate_shanten

from tests.oracle.hands import FIVES, Pool, tenpai_hand
from tests.oracle.rigging import _mpsz
from tests.oracle.riichienv_driver import tile_of_id

AT = ActionType
SEATS = "ESWN"
KAN_VERBS = frozenset({"ankan", "kakan", "daiminkan"})
TURN_VERBS = frozenset({"discard", "riichi", "ankan", "kakan", "tsumo", "kyuushu"})
QUIET_KINDS = tuple(range(27))
RULES = {"tenhou": GameRule.default_tenhou, "mahjong-soul": GameRule.default_mjsoul}


class Refused(AssertionError):
    """riichienv would not play an event of the file (or the file cannot be laid out)."""


@dataclass(frozen=True)
class Event:
    """One event line; ``number`` counts the file's event lines from 1 (0: prologue)."""

    number: int
    seat: str
    verb: str
    tile: str = ""
    tiles: str = ""


@dataclass(frozen=True)
class Pass:
    """A win riichienv offered to ``seat`` right after event ``after``, let go."""

    seat: str
    after: int
    kind: str


@dataclass
class Outcome:
    """What a replay found: the passes, the offers at the asked moment, the payments."""

    passes: list[Pass] = field(default_factory=list)
    offered_at_end: dict[str, set[str]] = field(default_factory=dict)
    deltas: dict[str, int] | None = None


def parse_events(text: str) -> list[Event]:
    """The event lines of a file, comments dropped, numbered from 1."""
    events: list[Event] = []
    for line in text.splitlines():
        words = line.split("#", 1)[0].split()
        if words:
            seat, verb, *rest = words
            events.append(Event(len(events) + 1, seat, verb, *([*rest, "", ""])[:2]))
    return events


def names(text: str) -> list[str]:
    """MPSZ text as single tile names, red fives as ``0m``."""
    return [f"{0 if red else kind % 9 + 1}{'mpsz'[kind // 9]}" for kind, red in _mpsz(text)]


def kind_of(tile: str) -> int:
    return _mpsz(tile)[0][0]


def _complete(kinds: list[int]) -> bool:
    return calculate_shanten([4 * k + 1 for k in kinds]) == -1


def _dora_of(indicator: int) -> int:
    """The kind an indicator makes dora: the next number, wind or dragon, cyclically."""
    if indicator < 27:
        return indicator - 8 if indicator % 9 == 8 else indicator + 1
    if indicator < 31:
        return 27 if indicator == 30 else indicator + 1
    return 31 if indicator == 33 else indicator + 1


def waits(kinds: list[int]) -> set[int]:
    """The kinds that complete a concealed part of 3n+1 tiles."""
    if len(kinds) % 3 != 1:
        return set()
    return {k for k in range(34) if kinds.count(k) < 4 and _complete([*kinds, k])}


class Layout:
    """Lays a file's tiles into riichienv's wall; one seed, one made-up remainder."""

    def __init__(self, data: dict[str, Any], events: list[Event], seed: int) -> None:
        self.rng = random.Random(seed)
        self.pool = Pool(self.rng)
        self.data = data
        self.events = events
        self.known: dict[str, list[str]] = {s: names(t) for s, t in data.get("hands", {}).items()}
        self.hands: dict[str, list[int]] = {s: [] for s in SEATS}
        self.live: list[int] = []
        self.dead: dict[int, int] = {}
        self.forbidden: set[int] = set()

    def take(self, tile: str) -> int:
        kind, red = _mpsz(tile)[0]
        if kind in FIVES and not self.pool.left(kind):
            raise Refused(f"no copy of {tile} is left for the replay")
        try:
            return self.pool.take_exact(kind, red) if kind in FIVES else self.pool.take(kind)
        except (ValueError, IndexError):
            raise Refused(f"no copy of {tile} is left for the replay") from None

    def draws(self) -> tuple[list[str], list[str], dict[str, list[str]]]:
        """Live draws and replacement draws in order, and what unknown seats must hold."""
        live: list[str] = []
        replacement: list[str] = []
        needs: dict[str, list[str]] = {s: [] for s in SEATS if s not in self.known}
        drawn: dict[str, str] = {}
        hands = {s: list(h) for s, h in self.known.items()}
        for i, e in enumerate(self.events):
            tile = e.tile
            if e.verb == "draw" and tile == "?":
                nxt = next((x for x in self.events[i + 1:] if x.seat == e.seat), None)
                tile = nxt.tile if nxt is not None and nxt.tile else "?"  # "?": any tile
            if e.verb == "draw":
                after_kan = i > 0 and self.events[i - 1].verb in KAN_VERBS
                (replacement if after_kan else live).append(tile)
                drawn[e.seat] = tile
                if e.seat in hands:
                    hands[e.seat].append(tile)
                continue
            self._track(e, hands, needs, drawn.pop(e.seat, ""))
        return live, replacement, needs

    def _track(self, e: Event, hands: dict[str, list[str]], needs: dict[str, list[str]],
               just_drawn: str) -> None:
        used = {"pon": [e.tile] * 2, "daiminkan": [e.tile] * 3, "ankan": [e.tile] * 4,
                "kakan": [e.tile], "discard": [e.tile], "riichi": [e.tile],
                "chi": [d + e.tiles[-1] for d in e.tiles[:-1]]}.get(e.verb, [])
        if e.seat in hands:
            hand = hands[e.seat]
            for tile in used:
                match = tile if tile in hand else next(
                    (t for t in hand if kind_of(t) == kind_of(tile)), None)
                if match is None:
                    raise Refused(f"event {e.number}: {e.seat} does not hold {tile}")
                hand.remove(match)
            self.forbidden |= waits([kind_of(t) for t in hand])
        elif e.seat in needs:
            if just_drawn and used:
                used = used[1:] if e.verb in ("discard", "riichi", "kakan") else used[:-1]
            needs[e.seat] += used

    def lay(self, live_wall: int) -> list[int]:
        for seat, hand in self.known.items():
            self.hands[seat] = [self.take(t) for t in hand]
            self.forbidden |= waits([kind_of(t) for t in hand])
        slots = {"dora_indicators": (9,), "kan_dora_indicators": (7, 5, 3, 1),
                 "ura_dora_indicators": (8, 6, 4, 2, 0)}
        for key, places in slots.items():
            for place, tile in zip(places, self.data.get(key, []), strict=False):
                self.dead[place] = self.take(tile)
        live, replacement, needs = self.draws()
        file_live = [self.take(t) if t != "?" else -1 for t in live]
        for place, tile in zip((13, 12, 11, 10), replacement, strict=False):
            self.dead[place] = self.take(tile) if tile != "?" else -1
        for seat, tiles in needs.items():
            self.hands[seat] = [self.take(t) for t in tiles]
        file_live = [t if t >= 0 else self._any() for t in file_live]
        self.dead = {p: t if t >= 0 else self._any() for p, t in self.dead.items()}
        named = {kind_of(t) for h in self.known.values() for t in h}
        named |= {kind_of(e.tile) for e in self.events if e.tile not in ("", "?")}
        for place in (8, 6, 4, 2, 0, 7, 5, 3, 1):  # indicators the file leaves open point
            if place not in self.dead:             # at a kind nobody holds or plays
                blank = [k for k in range(34) if _dora_of(k) not in named and self.pool.left(k)]
                kinds = blank or [k for k in range(34) if self.pool.left(k)]
                self.dead[place] = self.pool.take(self.rng.choice(kinds))
        for seat in sorted(needs):
            if any(e.seat == seat and e.verb == "riichi" for e in self.events):
                self._tenpai(seat)
        prologue = [self._quiet() for _ in range(70 - live_wall)]
        self.live = prologue + file_live
        return self._assemble()

    def _tenpai(self, seat: str) -> None:
        later = {kind_of(e.tile) for e in self.events if e.tile and e.tile != "?"}
        for _ in range(50):
            found = tenpai_hand(self.rng, self.pool)
            if found and not waits(found[0]) & (later | self.forbidden):
                self.hands[seat] = [self.pool.take(k) for k in found[0]]
                self.forbidden |= waits(found[0])
                return
        raise Refused(f"no quiet tenpai hand found for {seat}'s riichi")

    def _any(self) -> int:
        return self.pool.take(self.rng.choice([k for k in range(34) if self.pool.left(k)]))

    def _quiet(self) -> int:
        kinds = [k for k in QUIET_KINDS if k not in self.forbidden and self.pool.left(k)]
        if not kinds:
            raise Refused("no quiet tile left for the prologue")
        return self.pool.take(self.rng.choice(kinds))

    def _assemble(self) -> list[int]:
        rest = self.pool.rest()
        for hand in self.hands.values():
            while len(hand) < 13:
                hand.append(rest.pop())
            if len(hand) > 13:
                raise Refused("a seat would need more than thirteen tiles")
        dead = [self.dead[i] if i in self.dead else rest.pop() for i in range(14)]
        live = self.live + rest
        wall: list[int] = []
        for block in range(3):
            for seat in SEATS:
                wall += self.hands[seat][4 * block: 4 * block + 4]
        wall += [self.hands[seat][12] for seat in SEATS]
        return wall + live + dead


def load(path: Path) -> tuple[dict[str, Any], list[Event]]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return data, parse_events(data["events"])


def replay(path: Path, seed: int = 0, rule: str | None = None, strict: bool = True) -> Outcome:
    """Play the file in riichienv (its own preset's rules, or ``rule``).

    ``strict``: the prologue must reach the file's ``live_wall`` exactly with the file's
    first seat to draw, as it does when nobody called before. Otherwise the replay starts
    up to three tiles earlier, where a call in the unknown past would have shifted the
    turn (the rest of the hand plays the same; only the last-tile rules may differ).
    """
    data, events = load(path)
    round_ = data.get("round", "E1")
    if round_[0] not in "ES":
        raise Refused(f"round {round_} is not supported by the replay")
    live_wall = int(data.get("live_wall", 70))
    first = events[0]
    if first.verb != "draw":
        raise Refused(f"the file starts with '{first.seat} {first.verb}', not a draw")
    prologue = 70 - live_wall
    if not strict:
        while prologue > 0 and SEATS[prologue % 4] != first.seat:
            prologue -= 1
        live_wall = 70 - prologue
    if SEATS[prologue % 4] != first.seat:
        raise Refused(f"with live_wall = {live_wall} the next draw is "
                      f"{SEATS[prologue % 4]}'s, but the file starts with '{first.seat} draw'")
    wall = Layout(data, events, seed).lay(live_wall)
    oya = int(round_[1]) - 1
    preset = rule or str(data.get("ruleset", "tenhou"))
    env = RiichiEnv(game_mode="4p-red-single", rule=RULES.get(preset, GameRule.default_tenhou)())
    scores = data.get("scores", {})
    obs = env.reset(oya=oya, wall=wall, round_wind="ES".index(round_[0]),
                    scores=[scores.get(SEATS[(p - oya) % 4], 25000) for p in range(4)],
                    honba=int(data.get("honba", 0)), kyotaku=int(data.get("riichi_sticks", 0)),
                    seed=seed)
    script = [Event(0, SEATS[i % 4], v, "") for i in range(prologue) for v in ("draw", "discard")]
    return _play(env, obs, script + events, set(data.get("hands", {})), oya)


def _play(env: RiichiEnv, obs: dict[int, Any], script: list[Event], known: set[str],
          oya: int) -> Outcome:
    outcome = Outcome()
    ptr = 0
    last = 0
    riichi_called = False
    while True:
        legal = {pid: o.legal_actions() for pid, o in sorted(obs.items())}
        before_draw = last  # a ron offer answers this event; a tsumo offer the draw below
        while ptr < len(script) and script[ptr].verb == "draw":
            last = script[ptr].number
            ptr += 1
        if ptr == len(script) or env.done():
            outcome.offered_at_end = {
                SEATS[(p - oya) % 4]: {str(a.action_type).rsplit(".", 1)[-1].lower()
                                       for a in acts} for p, acts in legal.items()}
            break
        group = [script[ptr]]
        while group[-1].verb == "ron" and ptr + len(group) < len(script) and \
                script[ptr + len(group)].verb == "ron":
            group.append(script[ptr + len(group)])
        choice = {}
        acted = False
        for pid, acts in legal.items():
            seat = SEATS[(pid - oya) % 4]
            wanted = next((e for e in group if e.seat == seat), None)
            if wanted and wanted.verb in TURN_VERBS and _pass(acts) is not None:
                wanted = None  # a call window first: the seat's own turn comes later
            acted = acted or wanted is not None
            action = _match(acts, wanted, riichi_called, env.drawn_tile) if wanted else (
                _pass(acts))
            if action is None:
                what = f"event {wanted.number} ({wanted.seat} {wanted.verb} {wanted.tile})" \
                    if wanted else f"a pass by {seat}"
                offered = sorted({f"{a.action_type}:{a.tile}" for a in acts})
                raise Refused(f"riichienv does not allow {what} after event {last}: {offered}")
            choice[pid] = action
            offers = {a.action_type for a in acts} & {AT.RON, AT.TSUMO}
            if seat in known and offers and action.action_type not in offers:
                kind = "ron" if AT.RON in offers else "tsumo"
                outcome.passes.append(Pass(seat, before_draw if kind == "ron" else last, kind))
        obs = env.step(choice)
        if not acted:
            continue
        if group[0].verb == "riichi" and not riichi_called:
            riichi_called = True
            continue
        riichi_called = False
        ptr += len(group)
        last = group[-1].number
    if env.done():
        deltas = list(env.score_deltas)
        outcome.deltas = {SEATS[(p - oya) % 4]: deltas[p] for p in range(4)}
    return outcome


def _pass(acts: list[Any]) -> Any:
    return next((a for a in acts if a.action_type == AT.PASS), None)


def _match(acts: list[Any], e: Event, riichi_called: bool, drawn: int | None) -> Any:
    verb = "discard" if e.verb == "riichi" and riichi_called else e.verb
    if e.number == 0:  # the prologue throws back what it drew
        return next((a for a in acts if a.action_type == AT.DISCARD and a.tile == drawn), None)
    types = {"discard": AT.DISCARD, "riichi": AT.RIICHI, "pon": AT.PON, "chi": AT.CHI,
             "daiminkan": AT.DAIMINKAN, "ankan": AT.ANKAN, "kakan": AT.KAKAN, "ron": AT.RON,
             "tsumo": AT.TSUMO, "kyuushu": AT.KYUSHU_KYUHAI}
    for a in acts:
        if a.action_type != types.get(verb):
            continue
        if verb == "discard" and tile_of_id(a.tile) != e.tile:
            continue
        if verb == "chi" and sorted(t // 4 for t in a.consume_tiles) != sorted(
                kind_of(d + e.tiles[-1]) for d in e.tiles[:-1]):
            continue
        if verb in ("pon", "daiminkan", "ankan", "kakan"):
            tiles = [*a.consume_tiles, *([a.tile] if a.tile is not None else [])]
            if not tiles or tiles[0] // 4 != kind_of(e.tile):
                continue
        return a
    return None

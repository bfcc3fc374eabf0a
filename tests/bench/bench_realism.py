"""Realism of generated play, next to what strong online play looks like.

``python -m tests.bench realism [--quick] [--hands N] [--per-skill N] [--seed S]``

Part 1 plays N unsteered hands (default 2,000) with the generator's plausible players
and prints, per player and hand, how often a player calls, declares riichi, wins and
deals in, beside the figures of Tenhou's Houou room (about 1.2 million games, from the
"Path of Houou" blog's analyses, quoted in the engineering notes): calls 34.6%, riichi
16.9%, wins 20.9%, deal-ins 12.9%.

Part 2 reads the questions of every skill (default 200 a skill, ``tenhou``) and prints,
per skill: the turn of the first riichi (the declarer's own draw count), calls per hand,
live tiles left at the moment asked, events per situation, and the share of the asked
seat's free discards (not forced by riichi) that a pure efficiency player (fewest tiles
from ready, then most tiles that improve the hand) would also have made. Steered hands
score lower on that share than plain play: the steering throws tiles on purpose.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter

from tutor import api, drills
from tutor.drills.deal import rng_for, shuffled_wall
from tutor.drills.play import Moment, play
from tutor.drills.players import Style, efficient_discards
from tutor.drills.table import Table
from tutor.rules.tiles import kind, parse_tile, parse_tiles

HOUOU = {"calls": 0.346, "riichi": 0.169, "wins": 0.209, "deal-ins": 0.129}
CALLS = ("chi", "pon", "daiminkan")


def _plain_hands(count: int, seed: int) -> None:
    rules = api.load_ruleset("tenhou")
    per_seat: Counter[str] = Counter()
    riichi_turns: list[int] = []
    calls_per_hand: list[int] = []
    agree = total = 0
    for index in range(count):
        rng = rng_for("realism", seed, index)
        table = Table(rules, shuffled_wall(rng, rules.aka_dora), rng=rng)
        last: Moment | None = None
        for moment in play(table, [Style() for _ in range(4)]):
            last = moment
        callers = {e.seat for e in table.events if e.verb in CALLS}
        per_seat["calls"] += len(callers)
        per_seat["riichi"] += sum(1 for s in table.seats if s.riichi_event)
        riichi_turns += [s.draws_at_riichi for s in _riichi_draws(table)]
        calls_per_hand.append(sum(1 for e in table.events if e.verb in CALLS))
        if last is not None and last.what == "win":
            per_seat["wins"] += 1
            if table.events[-1].verb == "ron":
                per_seat["deal-ins"] += 1
        for seat in range(4):
            a, t = _efficiency(table, seat)
            agree, total = agree + a, total + t
    seats = 4 * count
    print(f"plain play: {count} hands (tenhou), per player and hand, vs Tenhou Houou")
    for name, houou in HOUOU.items():
        print(f"  {name:9} {per_seat[name] / seats:6.1%}   Houou {houou:6.1%}")
    if riichi_turns:
        print(f"  riichi on draw {statistics.mean(riichi_turns):.1f} on average "
              f"(median {statistics.median(riichi_turns):.0f}); calls a hand "
              f"{statistics.mean(calls_per_hand):.2f}")
    print(f"  discards an efficiency player would also make: {agree / max(total, 1):.1%}")


class _Draws:
    def __init__(self, draws_at_riichi: int) -> None:
        self.draws_at_riichi = draws_at_riichi


def _riichi_draws(table: Table) -> list[_Draws]:
    found = []
    for seat in range(table.players):
        draws = 0
        for event in table.events:
            if event.seat != seat:
                continue
            if event.verb == "draw":
                draws += 1
            elif event.verb == "riichi":
                found.append(_Draws(draws))
    return found


def _efficiency(table: Table, seat: int) -> tuple[int, int]:
    lines = [(table.names[e.seat], e.verb, e.args) for e in table.events]
    return _agreement(table.seats[seat].start, table.names[seat], lines)


def _agreement(start: list[int], seat: str, lines: list[tuple[str, str, str]]) -> tuple[int, int]:
    """(discards an efficiency player would make, free discards) of one visible seat."""
    hand = list(start)
    melds = 0
    in_riichi = False
    agree = total = 0
    for who, verb, args in lines:
        if who != seat:
            continue
        if verb == "draw":
            hand.append(parse_tile(args))
        elif verb in ("discard", "riichi"):
            tile = parse_tile(args)
            if not in_riichi and len(hand) % 3 == 2:
                total += 1
                agree += kind(tile) in efficient_discards(hand, melds, [0] * 34)
            _remove(hand, kind(tile), 1)
            in_riichi = in_riichi or verb == "riichi"
        elif verb in CALLS:
            parts = args.split()
            used = parse_tiles(parts[1]) if len(parts) > 1 else []
            count = {"chi": 2, "pon": 2, "daiminkan": 3}[verb]
            for tile in used or [parse_tile(parts[0])] * count:
                _remove(hand, kind(tile), 1)
            melds += 1
        elif verb == "ankan":
            _remove(hand, kind(parse_tile(args)), 4)
            melds += 1
        elif verb == "kakan":
            _remove(hand, kind(parse_tile(args)), 1)
    return agree, total


def _remove(hand: list[int], k: int, count: int) -> None:
    for _ in range(count):
        hand.remove(next(t for t in hand if kind(t) == k))


def _per_skill(count: int, seed: int) -> None:
    print(f"per skill: {count} questions each (tenhou)")
    print(f"  {'skill':18} {'riichi draw':>11} {'calls':>6} {'tiles left':>10} "
          f"{'events':>7} {'efficient':>9}")
    for skill in drills.skills():
        if not skill.applies_to(api.load_ruleset("tenhou")):
            continue
        turns: list[int] = []
        calls: list[int] = []
        left: list[int] = []
        events: list[int] = []
        agree = total = 0
        for index in range(count):
            question = drills.question_at(skill.id, "tenhou", seed, index)
            situation = api.parse_situation(question.situation_text)
            lines = [(e.seat, e.action, _args(e.text)) for e in situation.events]
            draws: Counter[str] = Counter()
            for who, verb, _ in lines:
                if verb == "draw":
                    draws[who] += 1
                elif verb == "riichi":
                    turns.append(draws[who])
            calls.append(sum(1 for _, verb, _ in lines if verb in CALLS))
            left.append(situation.live_wall - sum(draws.values()))
            events.append(len(lines))
            for seat, hand in situation.hands.items():
                a, t = _agreement(list(hand), seat, lines)
                agree, total = agree + a, total + t
        turn = f"{statistics.mean(turns):.1f}" if turns else "-"
        print(f"  {skill.id:18} {turn:>11} {statistics.mean(calls):6.2f} "
              f"{statistics.mean(left):10.1f} {statistics.mean(events):7.1f} "
              f"{agree / max(total, 1):9.1%}")


def _args(text: str) -> str:
    parts = text.split("#")[0].split()
    return " ".join(parts[2:])


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.bench realism")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--per-skill", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    _plain_hands(5 if args.quick else args.hands, args.seed)
    _per_skill(2 if args.quick else args.per_skill, args.seed)
    return 0

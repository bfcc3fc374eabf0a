"""Whether a scored hand's fu items name the sets of a reading of that very hand: shared
by the fu test (a few hundred hands) and its bench (several thousand)."""

from __future__ import annotations

import random
import re

from tests.rules.winning_hands import Deal, random_deal
from tutor.rules.ruleset import load_ruleset
from tutor.rules.scoring import ScoreResult, score_win
from tutor.rules.tiles import KIND, parse_tile

GENERIC = ("of simples", "of terminals or honours", "a run", "dragons, seat wind or round")
"""What an item says when it could not name its tiles."""
_NAMED_SET = re.compile(r"(?:triplet|kan) of (\w+)$")
_RUN = re.compile(r"completing (\w+)$|middle of (\w+)$")


def problems(deal: Deal, result: ScoreResult) -> list[str]:
    """What is wrong with ``result``'s fu items for ``deal`` (nothing, for a good count)."""
    if result.yakuman or not result.fu_items or result.fu_items[0].code == "chiitoitsu":
        return []
    found: list[str] = []
    counts = [0] * 34
    for tile in (*deal.concealed, *(t for m in deal.melds for t in m.tiles)):
        counts[KIND[tile]] += 1
    for item in result.fu_items:
        if any(word in item.text for word in GENERIC):
            found.append(f"unnamed: {item.text}")
        named = _NAMED_SET.search(item.text)
        if named and counts[KIND[parse_tile(named.group(1))]] < 3:
            found.append(f"no such set in the hand: {item.text}")
        run = _RUN.search(item.text)
        if run and str(KIND[deal.win_tile] % 9 + 1) not in (run.group(1) or run.group(2)):
            found.append(f"the run lacks the winning tile: {item.text}")
    if sum(item.fu for item in result.fu_items) != result.fu:
        found.append(f"items add up to {sum(i.fu for i in result.fu_items)}, not {result.fu}")
    return found


def random_wins(count: int, seed: int) -> tuple[int, list[str]]:
    """Score ``count`` seeded random wins under Tenhou: (how many scored, the problems)."""
    rng = random.Random(seed)
    ruleset = load_ruleset("tenhou")
    scored, found = 0, []
    for _ in range(count):
        deal = random_deal(rng)
        try:
            result = score_win(deal.concealed, deal.melds, deal.win_tile, deal.ctx, ruleset)
        except ValueError:
            continue
        if result is not None:
            scored += 1
            found += problems(deal, result)
    return scored, found

"""Wins to count: the fu of a hand item by item, and who pays what for it.

The fu skill deals the learner a closed hand built toward one fu item — a closed, edge or
pair wait, a closed triplet of terminals or honours, seven pairs, a pair of the wind that
is both seat and round wind, the pinfu shape won by tsumo — and lets it win a few turns
in; the engine counts the fu. The payment skill deals a win by the dealer or another
seat, by ron or tsumo, with honba or riichi sticks left on the table by hands before it;
the engine settles it. Neither says what the count is: the bank keeps a hand only when
the engine's reasons show the item it was dealt toward.
"""

from __future__ import annotations

from collections.abc import Callable

from tutor.drills.scenarios import riichi_window, wins
from tutor.drills.scenarios.common import many_wins
from tutor.drills.scenarios.dora import own_kan_win
from tutor.drills.scenarios.wins import plain_win, value_win
from tutor.drills.steer import Gen, Pose, Unreachable
from tutor.rules.tiles import TERMINALS_AND_HONOURS

Scenario = Callable[[Gen], Pose | None]
EAST = 27
"""The east wind: the dealer's seat wind and the round wind of an east round."""


def _run(gen: Gen, *, top: int = 6) -> list[int]:
    """A run of a suit that has runs, starting at most at number ``top + 1``."""
    start = gen.suit_base() + gen.rng.randint(0, top)
    return [start, start + 1, start + 2]


def _plain_pair(gen: Gen) -> list[int]:
    """A pair of a simple number tile: no fu, no yaku of its own."""
    found = gen.rng.choice([k for k in gen.numbers if k % 9 not in (0, 8)])
    return [found, found]


def _without(groups: list[list[int]], taken: int) -> list[int]:
    """The thirteen kinds of the groups less one ``taken``: the hand, one tile short."""
    kinds = sorted(k for group in groups for k in group)
    if any(kinds.count(k) > 4 for k in kinds):
        raise Unreachable("the shape asks for a fifth copy of a tile")
    kinds.remove(taken)
    return kinds


def _apart(groups: list[list[int]], own: int, taken: int) -> list[list[int]]:
    """``groups``, where no group but ``groups[own]`` (the one ``taken`` completes) holds a
    tile of ``taken``'s suit within two of it: the win on ``taken`` then reads only as the
    wait it was dealt for. (A neighbouring run let the hand read as another wait, whose
    fu item the engine named instead: a win played and judged for nothing.)"""
    near = [k for i, group in enumerate(groups) if i != own for k in group
            if k < 27 and k // 9 == taken // 9 and abs(k - taken) <= 2]
    if near:
        raise Unreachable("another group could take the winning tile")
    return groups


def _wins(gen: Gen, groups: list[list[int]], taken: int, *,
          tsumo: bool | None = None, two_sided: bool = False) -> Pose | None:
    """The learner, one tile short of ``groups``, wins on ``taken`` a few turns in: after
    riichi by ron or tsumo (``tsumo`` says which, else either), else closed by tsumo
    (menzen tsumo: a ron may have no yaku). ``two_sided``: ``taken`` is one end of a
    two-sided wait whose fu item does not hang on the wait, so the hand wins on either
    end (twice the forks of one draw)."""
    riichi = tsumo is False or gen.rng.random() < 0.75
    way = tsumo if tsumo is not None or riichi else True
    return value_win(gen, riichi=riichi, tsumo=way, hand=_without(groups, taken),
                     on=None if two_sided else taken)


def closed_ron(gen: Gen) -> Pose | None:
    return value_win(gen, riichi=True, tsumo=False)


def tsumo(gen: Gen) -> Pose | None:
    """A tsumo of a hand with a triplet: never pinfu, whose tsumo earns no fu."""
    hand, _ = gen.tenpai(triplets=1)
    return value_win(gen, riichi=gen.rng.choice((False, True)), tsumo=True, hand=hand)


def kanchan(gen: Gen) -> Pose | None:
    runs = [_run(gen) for _ in range(4)]
    return _wins(gen, _apart([*runs, _plain_pair(gen)], 0, runs[0][1]), runs[0][1])


def penchan(gen: Gen) -> Pose | None:
    base = gen.suit_base()
    low = gen.rng.random() < 0.5
    edge = [base, base + 1, base + 2] if low else [base + 6, base + 7, base + 8]
    runs = [_run(gen) for _ in range(3)]
    taken = edge[2] if low else edge[0]
    return _wins(gen, _apart([edge, *runs, _plain_pair(gen)], 0, taken), taken)


def tanki(gen: Gen) -> Pose | None:
    pair = _plain_pair(gen)
    return _wins(gen, _apart([_run(gen) for _ in range(4)] + [pair], 4, pair[0]), pair[0])


def terminal_triplet(gen: Gen) -> Pose | None:
    """A closed triplet of terminals or honours; the win completes a run beside it."""
    held = gen.rng.choice([k for k in gen.kinds if k in TERMINALS_AND_HONOURS])
    runs = [_run(gen, top=5) for _ in range(3)]
    return _wins(gen, [[held] * 3, *runs, _plain_pair(gen)], runs[0][0], two_sided=True)


def seven_pairs(gen: Gen) -> Pose | None:
    kinds = gen.rng.sample(list(gen.kinds), 7)
    return _wins(gen, [[k, k] for k in kinds], kinds[0])


def pinfu_tsumo(gen: Gen) -> Pose | None:
    """All runs, a plain pair, a two-sided wait (a run missing its lower end), by tsumo."""
    runs = [_run(gen, top=5) for _ in range(4)]
    return _wins(gen, [*runs, _plain_pair(gen)], runs[0][0], tsumo=True, two_sided=True)


def double_wind_pair(gen: Gen) -> Pose | None:
    """The dealer (east) holds a pair of east in an east round."""
    gen.learner = 0
    runs = [_run(gen, top=5) for _ in range(4)]
    return _wins(gen, [*runs, [EAST, EAST]], runs[0][0], two_sided=True)


def paid(*, dealer: bool | None = None, by_tsumo: bool | None = None, honba: int = 0,
         sticks: int = 0) -> Scenario:
    """A win by the dealer or not, by ron or tsumo (random where ``None``), with up to
    ``honba`` honba and ``sticks`` riichi sticks on the table (at least one of each)."""

    def scenario(gen: Gen) -> Pose | None:
        wants_dealer = gen.rng.random() < 0.5 if dealer is None else dealer
        if wants_dealer:
            gen.learner = 0
        elif gen.learner == 0:
            gen.learner = gen.other(0)
        gen.honba = gen.rng.randint(1, honba) if honba else 0
        gen.sticks = gen.rng.randint(1, sticks) if sticks else 0
        riichi = gen.rng.random() < 0.6
        return value_win(gen, riichi=riichi, simples=not riichi, tsumo=by_tsumo)

    return scenario


def asking(ask: str, scenario: Scenario) -> Scenario:
    """``scenario``'s win, asked as ``ask`` (``fu``, ``payments``) instead of ``win``."""

    def asked(gen: Gen) -> Pose | None:
        pose = scenario(gen)
        if pose is not None:
            pose.every_moment(ask=ask)
        return pose

    return asked


def any_win(gen: Gen) -> Pose | None:
    """A win to value, of any kind: most often a plain one, else in the ippatsu window,
    after the winner's kan, or on the last tile (whose forks play to the end of the wall:
    the dearest)."""
    options: list[Scenario] = [plain_win, plain_win, plain_win, own_kan_win,
                               riichi_window.ippatsu_in_window,
                               gen.rng.choice((wins.haitei, wins.houtei))]
    return asking("win", gen.rng.choice(options))(gen)


_FU: dict[str, Scenario] = {
    "fu.menzen_ron": closed_ron,
    "fu.tsumo": tsumo,
    "fu.wait_kanchan": kanchan,
    "fu.wait_penchan": penchan,
    "fu.wait_tanki": tanki,
    "fu.closed_triplet_terminal": terminal_triplet,
    "fu.chiitoitsu": seven_pairs,
    "fu.pinfu_tsumo": pinfu_tsumo,
    "fu.pair_double_wind": double_wind_pair,
}
_PAYMENTS: dict[str, Scenario] = {
    "points_table.ron": paid(dealer=False, by_tsumo=False),
    "points_table.dealer_ron": paid(dealer=True, by_tsumo=False),
    "points_table.tsumo": paid(dealer=False, by_tsumo=True),
    "points_table.dealer_tsumo": paid(dealer=True, by_tsumo=True),
    "points_table.honba": paid(honba=4),
    "points_table.sticks": paid(sticks=2),
    "points_table.tsumo_loss": paid(by_tsumo=True),
}
SCENARIOS: dict[str, dict[str, Scenario]] = {
    "win_value": many_wins({"win.scored": any_win, "win.fu": plain_win}),
    "fu": many_wins({code: asking("fu", scenario) for code, scenario in _FU.items()}),
    "payments": many_wins({code: asking("payments", scenario)
                                 for code, scenario in _PAYMENTS.items()}),
}

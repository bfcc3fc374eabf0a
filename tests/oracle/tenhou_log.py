"""Tenhou (天鳳) hand logs → situation files, each with the answer Tenhou settled.

:func:`convert` takes one hand of a tenhou.net/6 log (read by
:mod:`tests.oracle.tenhou_replay`, which rebuilds the order of play) and writes
situation TOML texts in the format of ``shared/specs/situation-files.md``:

* the question Tenhou's result answers — ``win`` for each winner (和了) with the yaku,
  han, fu, points and payments Tenhou gave; ``abortive_draw`` for 九種九牌, 三家和了,
  四風連打, 四家立直, 四槓散了; ``win`` on every seat after the last discard of a
  流し満貫 (the nagashi seat wins, the others score nothing) or of an exhaustive draw
  (nobody scores, and ``abortive_draw`` is null);
* facts that the log proves on the way (``derived``): every riichi Tenhou accepted was
  allowed, every closed kan too, every tsumo and ron (and the three rons of 三家和了) were
  allowed; a riichi winner's ``ippatsu`` and ``double_riichi`` are what Tenhou counted;
  nobody wins on a triple ron (三家和了); the hand did not abort after the discard
  before the one that aborted it, nor after the discard that followed a fourth kan.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tests.oracle.tenhou_replay import (
    SEATS,
    START_LIVE_WALL,
    Event,
    Replay,
    TenhouHand,
    TenhouLogError,
    load_path,
    mpsz,
    name_of,
    replay,
)
from tutor.games.tenhou_result import (
    NAGASHI,
    WIN,
    ExpectedWin,
    expected_win,
    seat_payments,
)

__all__ = ["Situation", "TenhouLogError", "convert", "convert_path", "render"]

Answer = ExpectedWin | str | bool | None
KANS = frozenset({"ankan", "kakan", "daiminkan"})


@dataclass(frozen=True)
class Situation:
    """One converted situation: its TOML text, the question, and Tenhou's answer.

    ``expected`` is an :class:`ExpectedWin` for a win, ``None`` for "nothing" (no win,
    no abortive draw), the abortive draw's id, or a boolean. ``events`` counts the event
    lines; ``derived`` is true for facts proved on the way rather than the hand's end.
    """

    log: str
    ask: str
    seat: str
    toml: str
    expected: Answer
    events: int
    tile: str | None = None
    derived: bool = False

    @property
    def name(self) -> str:
        tile = f"-{self.tile}" if self.tile else ""
        return f"{self.log}:{self.ask}{tile}:{self.seat}@{self.events}"


def convert(hand: TenhouHand) -> list[Situation]:
    """Every situation the hand's log answers: first the ending's, then derived facts."""
    played = replay(hand)
    return [*_ending(hand, played), *_derived(hand, played)]


def convert_path(path: Path) -> list[Situation]:
    """:func:`convert` for a log file."""
    return convert(load_path(path))


def _lines(events: tuple[Event, ...] | list[Event]) -> list[str]:
    return [e.line for e in events]


def _closing(hand: TenhouHand, played: Replay) -> list[str]:
    """The lines that end the hand after the replayed play: each winner's ron or tsumo
    (in Tenhou's order, nearest the discarder first), the three rons of 三家和了, or the
    nine-terminals declaration."""
    settlement = hand.settlement
    if settlement.name == WIN:
        return [
            f"{hand.seat_of(w.who)} {'tsumo' if w.tsumo else 'ron'}" for w in settlement.winners
        ]
    if settlement.abortive == "sanchahou":
        return [f"{hand.seat_of((played.player + k) % 4)} ron" for k in (1, 2, 3)]
    if settlement.abortive == "kyuushu_kyuuhai":
        return [f"{hand.seat_of(played.player)} kyuushu"]
    return []


def _ending(hand: TenhouHand, played: Replay) -> list[Situation]:
    lines = _lines(played.events)
    closed = [*lines, *_closing(hand, played)]
    settlement = hand.settlement
    stopper = hand.seat_of(played.player)
    make = _Maker(hand)
    if settlement.name == WIN:
        _check_win_stop(hand, played)
        return [
            make("win", hand.seat_of(w.who), closed, expected_win(w, hand.seats))
            for w in settlement.winners
        ]
    abortive = settlement.abortive
    if abortive is not None:
        _expect_stop(hand, played, "draw" if abortive == "kyuushu_kyuuhai" else "discard")
        return [make("abortive_draw", stopper, closed, abortive)]
    _expect_stop(hand, played, "discard")
    if played.live_wall != 0:
        raise TenhouLogError(f"{hand.name}: {settlement.name} with {played.live_wall} live tiles")
    wins: dict[str, ExpectedWin] = {}
    if settlement.name == NAGASHI:
        wins = _nagashi(hand)
    out = [make("abortive_draw", stopper, lines, None)]
    out += [make("win", seat, lines, wins.get(seat)) for seat in SEATS]
    return out


def _nagashi(hand: TenhouHand) -> dict[str, ExpectedWin]:
    """The nagashi seat's expected win: the one seat Tenhou's deltas pay."""
    deltas = hand.settlement.deltas[0]
    gainers = [p for p, d in enumerate(deltas) if d > 0]
    if len(gainers) != 1:
        raise TenhouLogError(f"{hand.name}: only a single nagashi mangan is understood")
    payments = seat_payments(deltas, hand.seats)
    winner = hand.seat_of(gainers[0])
    return {
        winner: ExpectedWin(
            yaku={},
            unscored=("nagashi_mangan",),
            yakuman=0,
            han=None,
            fu=None,
            points=deltas[gainers[0]],
            payments=payments,
            text=NAGASHI,
        )
    }


def _check_win_stop(hand: TenhouHand, played: Replay) -> None:
    for winner in hand.settlement.winners:
        if winner.tsumo:
            _expect_stop(hand, played, "draw", winner.who)
        elif played.stop not in ("discard", "kakan") or played.player != winner.from_who:
            raise TenhouLogError(
                f"{hand.name}: Tenhou's ron from player {winner.from_who} but the log stops "
                f"after player {played.player}'s {played.stop}"
            )


def _expect_stop(hand: TenhouHand, played: Replay, stop: str, player: int | None = None) -> None:
    if played.stop != stop or (player is not None and played.player != player):
        raise TenhouLogError(
            f"{hand.name}: {hand.settlement.name} but the log stops after player "
            f"{played.player}'s {played.stop}"
        )


def _derived(hand: TenhouHand, played: Replay) -> list[Situation]:
    make = _Maker(hand, derived=True)
    events = played.events
    lines = _lines(events)
    closed = [*lines, *_closing(hand, played)]
    out: list[Situation] = []
    riichi_at: dict[str, int] = {}
    for index, event in enumerate(events):
        if event.verb == "riichi":
            riichi_at[event.seat] = index
            out.append(make("riichi_allowed", event.seat, lines[:index], True))
        elif event.verb == "ankan":
            out.append(make("ankan_allowed", event.seat, lines[:index], True, event.args[0]))
    if hand.settlement.name == WIN:
        for winner in hand.settlement.winners:
            seat = hand.seat_of(winner.who)
            ask = "tsumo_allowed" if winner.tsumo else "ron_allowed"
            out.append(make(ask, seat, lines, True))
            win = expected_win(winner, hand.seats)
            if seat in riichi_at:
                out.append(make("ippatsu", seat, closed, "ippatsu" in win.yaku))
                upto = lines[: riichi_at[seat] + 1]
                out.append(make("double_riichi", seat, upto, "double_riichi" in win.yaku))
    if hand.settlement.abortive == "sanchahou":
        for ron in _closing(hand, played):
            out.append(make("ron_allowed", ron.split()[0], lines, True))
            out.append(make("win", ron.split()[0], closed, None))
    if hand.settlement.abortive is not None:
        out.extend(_one_before_the_abort(events, make))
    out.extend(_past_fourth_kan(hand, events, make))
    return out


def _one_before_the_abort(events: tuple[Event, ...], make: _Maker) -> list[Situation]:
    """Tenhou played on after the discard before the one that ended the hand."""
    for index in range(len(events) - 2, -1, -1):
        if events[index].verb in ("discard", "riichi"):
            return [make("abortive_draw", events[index].seat, _lines(events[: index + 1]), None)]
    return []


def _past_fourth_kan(hand: TenhouHand, events: tuple[Event, ...], make: _Maker) -> list[Situation]:
    """Tenhou played on after the discard that followed a fourth kan: no abortive draw."""
    kans = [i for i, e in enumerate(events) if e.verb in KANS]
    if len(kans) < 4:
        return []
    fourth = events[kans[3]]
    for index in range(kans[3] + 1, len(events) - 1):
        if events[index].verb in ("discard", "riichi") and events[index].seat == fourth.seat:
            return [make("abortive_draw", fourth.seat, _lines(events[: index + 1]), None)]
    return []


class _Maker:
    """Builds :class:`Situation` objects of one hand."""

    def __init__(self, hand: TenhouHand, derived: bool = False) -> None:
        self.hand = hand
        self.derived = derived

    def __call__(
        self, ask: str, seat: str, lines: list[str], expected: Answer, tile: str | None = None
    ) -> Situation:
        text = render(self.hand, lines, ask, seat, expected, tile)
        return Situation(self.hand.name, ask, seat, text, expected, len(lines), tile, self.derived)


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"no TOML for {value!r}")


def render(
    hand: TenhouHand,
    lines: list[str],
    ask: str,
    seat: str,
    expected: Answer,
    tile: str | None = None,
) -> str:
    """The situation file for ``lines`` of the hand, asking ``ask`` of ``seat``."""
    by_seat = {hand.seat_of(p): p for p in range(4)}
    out = [
        f"# Converted from the Tenhou log {hand.name}.json ({hand.settlement.name}).",
        "# Tenhou players by seat: " + ", ".join(f"{s} = player {by_seat[s]}" for s in SEATS),
        'ruleset = "tenhou"',
        f"round = {_toml(hand.round_name)}",
        f"honba = {hand.honba}",
        f"riichi_sticks = {hand.riichi_sticks}",
        f"scores = {_toml({s: hand.scores[by_seat[s]] for s in SEATS})}",
        f"dora_indicators = {_toml([name_of(hand.dora[0])])}",
    ]
    if len(hand.dora) > 1:
        out.append(f"kan_dora_indicators = {_toml([name_of(t) for t in hand.dora[1:]])}")
    if hand.ura:
        out.append(f"ura_dora_indicators = {_toml([name_of(t) for t in hand.ura])}")
    out.append(f"live_wall = {START_LIVE_WALL}")
    out += ['events = """', *lines, '"""', "", "[hands]"]
    out += [f"{s} = {_toml(mpsz(hand.starts[by_seat[s]]))}" for s in SEATS]
    rules: dict[str, object] = {}
    if hand.aka == 0:
        rules["aka_dora"] = 0
    if not hand.open_tanyao:
        rules["open_tanyao"] = False
    if rules:
        out += ["", "[rules]", *(f"{k} = {_toml(v)}" for k, v in rules.items())]
    out += ["", "[question]", f"ask = {_toml(ask)}", f"seat = {_toml(seat)}"]
    if tile is not None:
        out.append(f"tile = {_toml(tile)}")
    out += ["", "[expect]", *_expect_lines(expected)]
    out.append(f"source = {_toml(f'Tenhou log {hand.name}.json (shared/data/tenhou)')}")
    return "\n".join(out) + "\n"


def _expect_lines(expected: Answer) -> list[str]:
    if expected is None:
        return ["answer_is_null = true"]
    if isinstance(expected, ExpectedWin):
        return [
            f"yaku_include = {_toml(expected.yaku_ids)}",
            f"points = {expected.points}",
            f"payments = {_toml(expected.payments)}",
            f"why = {_toml('Tenhou: ' + expected.text)}",
        ]
    return [f"answer = {_toml(expected)}"]

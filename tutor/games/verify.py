"""Everything a game log records, set beside the engine's judgment of the same moment.

Each hand is replayed by the engine with all four hands known. What the log records is
asked of the engine at the moment it happened: every riichi declared (``riichi_allowed``
just before it), every closed kan (``ankan_allowed``), every call and every other event
(the engine refuses an event that cannot happen), each win's yaku, han, fu, points and
payments, each abortive draw's kind, and that an exhaustive draw ended no other way
(and, for a nagashi mangan, who was paid). A disagreement becomes a :class:`Difference`
in plain words; the hand is still imported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from tutor import api
from tutor.drills.curated import seat_name
from tutor.games.hands import GameHand, Win
from tutor.games.tenhou_result import ExpectedWin, Winner, expected_win
from tutor.rules.wording import ABORT_WORDS, preset_title
from tutor.rules.yaku_names import yaku_list


def abort_words(kind: object) -> str:
    """An abortive draw's name in a sentence; ``None`` is no abortive draw, an error
    a hand the engine could not replay."""
    if kind is None:
        return "no abortive draw"
    if isinstance(kind, Exception):
        return f"the hand cannot be replayed ({_refusal(kind)})"
    return ABORT_WORDS.get(kind, str(kind)) if isinstance(kind, str) else str(kind)


@dataclass(frozen=True)
class Difference:
    """One thing the log and the engine disagree on, said in words."""

    hand: int
    what: str


@dataclass(frozen=True)
class Checked:
    """What was compared in one hand: how many records, and the differences."""

    compared: int
    differences: tuple[Difference, ...]


def judge_text(text: str, name: str) -> api.Judgment:
    """The engine's judgment of a situation text."""
    return api.judge(api.parse_situation(text, file=name))


def check_hand(hand: GameHand, log_wins: tuple[Winner | None, ...], name: str) -> Checked:
    """Compare every record of the hand with the engine; never raises for a disagreement."""
    found: list[str] = []
    compared = 0
    where = f"{name} hand {hand.index + 1} ({hand.round_name})"
    for at, line in enumerate(hand.lines):
        if line.verb == "riichi":
            compared += 1
            _expect_yes(hand, at, "riichi_allowed", line.seat, None, where, found,
                        f"{seat_name(line.seat)} declared riichi")
        elif line.verb == "ankan":
            compared += 1
            _expect_yes(hand, at, "ankan_allowed", line.seat, line.tile, where, found,
                        f"{seat_name(line.seat)} made a closed kan")
    end = len(hand.lines)
    if hand.wins:
        for number, win in enumerate(hand.wins):
            compared += 1
            log = log_wins[number] if number < len(log_wins) else None
            problem = _check_win(hand, win, log)
            if problem:
                found.append(problem)
    elif hand.draw_kind in (None, "exhaustive", "nagashi"):
        compared += 1
        said = _answer(hand.text(end, ask="abortive_draw", seat=hand.seats[0]), where)
        if isinstance(said, Exception) or said is not None:
            found.append(f"the hand ran out of tiles, but the engine says: {abort_words(said)}")
        if hand.draw_kind == "nagashi":
            found += _check_nagashi(hand)
    else:
        compared += 1
        text = hand.text(end, ask="abortive_draw", seat=hand.seats[0], closing=hand.closing)
        said = _answer(text, where)
        if said != hand.draw_kind:
            found.append(
                f"the log ends the hand in {abort_words(hand.draw_kind)}; under the "
                f"{preset_title(hand.ruleset)} rules the engine says: {abort_words(said)}"
            )
    return Checked(compared, tuple(Difference(hand.index, f"{where}: {f}") for f in found))


def _answer(text: str, where: str) -> object:
    try:
        return judge_text(text, where).answer
    except api.TutorError as error:
        return error




def _refusal(error: Exception) -> str:
    reason = getattr(error, "reason", None)
    if reason is not None:
        event = getattr(error, "event", None)
        at = f"event {event.number}, {seat_name(event.seat)}'s {event.action}: " if event else ""
        return at + str(reason.text)
    return str(getattr(error, "message", error))


def _expect_yes(hand: GameHand, at: int, ask: str, seat: str, tile: int | None, where: str,
                found: list[str], did: str) -> None:
    said = _answer(hand.text(at, ask=ask, seat=seat, tile=tile), where)
    if said is not True:
        because = _refusal(said) if isinstance(said, Exception) else "it says no"
        found.append(f"{did} at event {at + 1}; the engine does not allow it ({because})")


def _check_win(hand: GameHand, win: Win, log: Winner | None) -> str | None:
    """The words for a win the engine scores otherwise, or ``None`` when they agree."""
    text = hand.text(len(hand.lines), ask="win", seat=win.seat, closing=hand.closing, ura=True)
    said = _answer(text, "win")
    who = seat_name(win.seat)
    if isinstance(said, Exception):
        return f"{who}'s win cannot be replayed by the engine ({_refusal(said)})"
    if not isinstance(said, dict):
        return (f"the log pays {who}'s win, but under the {preset_title(hand.ruleset)} rules "
                "the engine scores no win")
    expected = expected_win(log, list(hand.seat_of_player)) if log is not None else None
    if expected is not None and log is not None:
        expected = _with_total_han(expected, log.score_text)
    problems = _win_problems(said, win, expected)
    if not problems:
        return None
    rules = preset_title(hand.ruleset)
    return (f"{who}'s win: the log has {'; '.join(p[0] for p in problems)}; under the "
            f"{rules} rules the engine has {'; '.join(p[1] for p in problems)}")


def _with_total_han(expected: ExpectedWin, score_text: str) -> ExpectedWin:
    """The log's total han is the one its score text prints (``30符4飜``) where it
    prints one; the yaku's own han are only summed when it does not."""
    found = re.search(r"(\d+)符(\d+)飜", score_text)
    return replace(expected, han=int(found[2])) if found else expected


def _win_problems(said: dict[str, object], win: Win, expected: ExpectedWin | None
                  ) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    yaku = {str(k): int(v) for k, v in dict(said["yaku"]).items() if v}  # type: ignore[call-overload]
    if expected is not None:
        if sorted(yaku) != expected.yaku_ids:
            out.append((f"the yaku {yaku_list(expected.yaku_ids)}", f"{yaku_list(sorted(yaku))}"))
        if expected.han is not None and expected.han != said["han"]:
            out.append((f"{expected.han} han", f"{said['han']} han"))
        if expected.yakuman != said["yakuman"]:
            out.append((f"{expected.yakuman} yakuman", f"{said['yakuman']} yakuman"))
    if win.fu is not None and win.fu != said["fu"]:
        out.append((f"{win.fu} fu", f"{said['fu']} fu"))
    points = expected.points if expected is not None else win.points
    if points is not None and points != said["points"]:
        out.append((f"{points} points", f"{said['points']} points"))
    paid = dict(said["payments"])  # type: ignore[call-overload]
    if win.deltas and any(win.deltas.get(s, 0) != paid.get(s, 0) for s in win.deltas):
        out.append((f"payments {_payments(win.deltas)}", f"payments {_payments(paid)}"))
    return out


def _payments(deltas: dict[str, int]) -> str:
    return ", ".join(f"{seat_name(s)} {int(v):+d}" for s, v in deltas.items() if v)


def _check_nagashi(hand: GameHand) -> list[str]:
    paid = [s for s, d in hand.draw_deltas.items() if d > 0]
    if len(paid) != 1:
        return []
    seat = paid[0]
    said = _answer(hand.text(len(hand.lines), ask="win", seat=seat), "nagashi")
    if (
        isinstance(said, dict)
        and "nagashi_mangan" in said["yaku"]
        and said["points"] == hand.draw_deltas[seat]
    ):
        return []
    return [f"the log pays {seat_name(seat)} a nagashi mangan; the engine does not score it"]

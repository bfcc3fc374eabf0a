"""Ippatsu (一発): a riichi win within one uninterrupted go-around of the declaration.

The window opens with the riichi discard and lasts up to and including the declarer's
next own draw; the declarer's next discard closes it. Any call by anyone inside the
window breaks it — chi, pon and every kind of kan, the declarer's own closed kan
included (so ippatsu never meets rinshan) — except an added or closed kan that is
robbed: a robbed kan never happened (槍槓 keeps ippatsu). Rulesets without ippatsu
(``ippatsu = false``) never score it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tutor.judges.base import NotApplicable, Reason
from tutor.judges.timeline import CALLS, DISCARDS, Act, describe, kan_was_robbed
from tutor.rules.ruleset import Ruleset
from tutor.rules.tiles import tile_name
from tutor.rules.wording import rules_phrase

if TYPE_CHECKING:
    from tutor.engine.situation import Question
    from tutor.engine.table import Table

RULE = "ippatsu"
CODES = {
    "ippatsu.no_win": "ippatsu is asked of a win, and the seat has not won",
    "ippatsu.off_in_ruleset": "the ruleset does not score ippatsu",
    "ippatsu.no_riichi": "the winner is not in riichi, so there is no ippatsu",
    "ippatsu.declared": "the riichi declaration that opened the window",
    "ippatsu.window_passed": "the declarer discarded again, which closed the window",
    "ippatsu.broken_by_call": "another seat's call inside the window broke it",
    "ippatsu.broken_by_own_kan": "the declarer's own kan broke the window (never with rinshan)",
    "ippatsu.robbed_kan_kept": "a robbed kan never completed, so it did not break the window",
    "ippatsu.in_window": "the win came inside the uninterrupted window and scores ippatsu",
    "ippatsu.broken_by_kita": "a kita (north set aside, sanma) inside the window broke it",
    "ippatsu.robbed_kita_kept": "a kita won on never completed, so it did not break the window",
    "ippatsu.yakuman_hand": "the win is a yakuman, which scores no ordinary yaku such as ippatsu",
}


def _reason(code: str, act: Act | None, text: str) -> Reason:
    return Reason(code=code, event=act.number if act else None, rule=RULE, text=text)


def riichi_act(acts: Sequence[Act], seat: str, before: int) -> int | None:
    """Index of ``seat``'s riichi declaration before ``acts[before]``, if any."""
    for i in range(before - 1, -1, -1):
        if acts[i].seat == seat and acts[i].kind == "riichi":
            return i
    return None


def ippatsu_window(
    acts: Sequence[Act], win_index: int, ruleset: Ruleset
) -> tuple[bool, list[Reason]]:
    """Does the win at ``acts[win_index]`` (a ``ron`` or ``tsumo``) score ippatsu?"""
    win = acts[win_index]
    seat = win.seat
    r = riichi_act(acts, seat, win_index)
    if r is None:
        return False, [_reason("ippatsu.no_riichi", win,
                               f"{seat} is not in riichi, and ippatsu only comes with riichi.")]
    declared = acts[r]
    if not ruleset.ippatsu:
        rules = rules_phrase(ruleset)
        return False, [_reason("ippatsu.off_in_ruleset", declared,
                               f"{seat} is in riichi, but {rules} do not score ippatsu.")]
    reasons = [_reason("ippatsu.declared", declared,
                       f"{seat} declared riichi discarding {tile_name(declared.tile or 0)} "
                       f"(event {declared.number}); the ippatsu window runs until {seat}'s next "
                       "discard.")]
    for i in range(r + 1, win_index):
        act = acts[i]
        if act.seat == seat and act.kind in DISCARDS:
            reasons.append(_reason("ippatsu.window_passed", act,
                                   f"{describe(act)} came after the riichi, so the one go-around "
                                   "of the ippatsu window had already closed."))
            return False, reasons
        if act.kind not in CALLS:
            continue
        # Nothing follows a win but more rons on the same tile, so a robbed kan (or kita)
        # inside the window is the one this win (or a double ron beside it) robbed.
        if kan_was_robbed(acts, i) and act.kind == "kita":
            reasons.append(_reason("ippatsu.robbed_kita_kept", act,
                                   f"{describe(act)} was won on, so it never completed and "
                                   "the window stayed open."))
            continue
        if kan_was_robbed(acts, i):
            reasons.append(_reason("ippatsu.robbed_kan_kept", act,
                                   f"{describe(act)} was robbed by the win, so the kan never "
                                   "happened and the window stayed open."))
            continue
        if act.kind == "kita":
            even = f", even {seat}'s own," if act.seat == seat else ""
            reasons.append(_reason("ippatsu.broken_by_kita", act,
                                   f"{describe(act)} set a north tile aside (北抜き) inside the "
                                   f"window: a kita{even} interrupts the go-around just as a "
                                   "call does, so the ippatsu window was closed."))
            return False, reasons
        if act.seat == seat:
            reasons.append(_reason("ippatsu.broken_by_own_kan", act,
                                   f"{describe(act)} broke {seat}'s own window: any kan "
                                   "interrupts the go-around, so ippatsu never comes with a "
                                   "replacement-tile win."))
        else:
            reasons.append(_reason("ippatsu.broken_by_call", act,
                                   f"{describe(act)} came before {seat}'s win, and any call "
                                   "interrupts the go-around, so the ippatsu window was "
                                   "closed."))
        return False, reasons
    how = "drawing" if win.kind == "tsumo" else "ronning"
    reasons.append(_reason("ippatsu.in_window", win,
                           f"{seat} won by {how} (event {win.number}) before discarding again, "
                           "with no call in between: ippatsu, 1 han."))
    return True, reasons


def judge_ippatsu(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``ippatsu`` ask: does ``question.seat``'s win (its ron or tsumo) score
    ippatsu? Asked of a seat that has not won, the question is refused."""
    from tutor.judges.situational_yaku import locate_win

    seat = question.seat
    assert seat is not None
    if not any(win.seat == seat for win in table.wins):
        raise NotApplicable(
            _reason("ippatsu.no_win", table.acts[-1] if table.acts else None,
                    f"{seat} has not won, and ippatsu is a question about a win: ask it of "
                    "a situation that ends with the seat's ron or tsumo.")
        )
    acts, index = locate_win(table, seat)
    inside, reasons = ippatsu_window(acts, index, table.ruleset)
    yakuman = _yakuman_of(table, question) if inside else None
    if yakuman is not None:
        kept = [r for r in reasons if r.code != "ippatsu.in_window"]
        return False, [_reason("ippatsu.yakuman_hand", acts[index],
                               f"{seat} won inside the ippatsu window, but the hand scores as a "
                               f"yakuman — {yakuman} — and a yakuman counts no ordinary yaku: "
                               "the win does not score ippatsu."), *kept]
    return inside, reasons


def _yakuman_of(table: Table, question: Question) -> str | None:
    """The yakuman ``question.seat``'s win is paid as (by name), or ``None``: ippatsu is
    scored only where the win's yaku count, which a yakuman's do not."""
    from tutor.judges.win import score_asked_win
    from tutor.rules.yaku_names import yaku_list

    if question.seat is None or not table.seats[question.seat].known:
        return None
    answer = score_asked_win(table, question, worded=False).answer
    if not isinstance(answer, dict) or not answer.get("yakuman") or "ippatsu" in answer["yaku"]:
        return None
    return yaku_list(answer["yaku"])

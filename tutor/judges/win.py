"""What a win scores and pays (和了の点数と精算): the ``win`` ask.

The situational yaku of the moment (``tutor.judges.situational_yaku``) join the hand's
own yaku in the scoring adapter (``tutor.rules.scoring``): han, fu, yakuman count, the
hand's points (before honba and sticks) and the payments (with them).

* Several rons on one tile follow ``multiple_ron``: ``double`` pays two winners and a
  third aborts the hand (sanchahou); ``all`` pays every winner; ``head_bump`` pays only
  the winner nearest the discarder's right (頭ハネ). Honba and every riichi stick on the
  table go to the winner nearest the discarder's right; the others get the hand value.
* A riichi whose declaration tile is won on was never paid: it is not on the table.
* Nagashi mangan (流し満貫) is answered as the seat's "win" at an exhaustive draw:
  a mangan tsumo's payments, no honba, the sticks left on the table.

The answer is ``None`` when the seat scores nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from tutor.errors import TutorError
from tutor.judges import kita as kita_rule
from tutor.judges.base import Reason
from tutor.judges.double_yakuman_waits import wait_reasons
from tutor.judges.nagashi_mangan import exhausted, judge_nagashi
from tutor.judges.pao import liable_seat, pao_reasons
from tutor.judges.situational_yaku import Situational, judged_win, score_on
from tutor.judges.timeline import Act, distance
from tutor.judges.yakuman_stacking import stack_reasons
from tutor.rules.payments import MANGAN_BASE, hand_points, nagashi_mangan_payments
from tutor.rules.scoring import ScoreResult
from tutor.rules.tiles import tile_name
from tutor.rules.wording import counted, rules_phrase
from tutor.rules.yaku_names import yaku_list

if TYPE_CHECKING:
    from tutor.engine.records import Win
    from tutor.engine.situation import Question
    from tutor.engine.table import Table
    from tutor.rules.ruleset import Ruleset

RULE = "win"
CODES = {
    "win.no_win": "the seat has not won and no draw payment is due to it",
    "win.no_yaku": "the tiles give no yaku, so the win scores nothing",
    "win.sanchahou": "a third ron on one tile aborts the hand under double ron",
    "win.head_bump": "only the winner nearest the discarder's right is paid (head bump)",
    "win.takes_sticks": "this winner, nearest the discarder's right, takes the honba and sticks",
    "win.no_sticks": "another winner, nearer the discarder's right, takes the honba and sticks",
    "win.riichi_tile_won_on": "the riichi declared with the winning tile was never paid",
    "win.scored": "the hand's han, fu and points",
    "win.fu": "how the hand's fu add up, item by item (符計算)",
    "win.nagashi_mangan": "nagashi mangan pays a mangan tsumo without honba; sticks stay",
    "win.sticks": "who collects the riichi sticks and honba on the table",
    "win.yakuman_only": "a yakuman counts no ordinary yaku and no dora",
}
_ORDINARY = {
    "riichi.scored": "riichi", "double_riichi.scored": "double_riichi",
    "ippatsu.in_window": "ippatsu", "ippatsu.declared": "ippatsu",
    "ippatsu.robbed_kan_kept": "ippatsu", "menzen_tsumo.closed_tsumo": "menzen_tsumo",
    "haitei_houtei.haitei": "haitei", "haitei_houtei.replacement_is_haitei": "haitei",
    "haitei_houtei.houtei": "houtei", "rinshan.replacement_win": "rinshan",
    "chankan.robbed_kan": "chankan",
}
"""Reasons that award an ordinary situational yaku, with the yaku: a yakuman hand
leaves them out (see ``_yakuman_only``)."""
_OPENS_ONLY = frozenset({"ippatsu.declared"})
"""Of those, a reason that only opens a chance at the yaku (a riichi opens the ippatsu
window, which may close again): left out with it, but it awarded nothing to drop."""


def _r(code: str, event: int | None, text: str) -> Reason:
    return Reason(f"{RULE}.{code}", event, RULE, text)


class ScoredWin(NamedTuple):
    """The ``win`` judgment with the scored hand behind it, for the judges that explain
    one part of it item by item (``tutor.judges.fu``, ``tutor.judges.points_table``)."""

    answer: Any
    reasons: list[Reason]
    result: ScoreResult | None = None
    """``None`` when nothing was scored (no win, no yaku, an aborted or head-bumped ron,
    nagashi mangan)."""
    event: int | None = None
    """The winning event."""
    honba: int = 0
    """The honba and riichi sticks this winner collects."""
    sticks: int = 0


def judge_win(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``win`` ask: what ``question.seat`` scores and how the points move."""
    scored = score_asked_win(table, question)
    return scored.answer, scored.reasons


def score_asked_win(table: Table, question: Question, *, worded: bool = True) -> ScoredWin:
    """What ``question.seat`` scores and how the points move, with the scored hand.
    ``worded=False``: a scored hand comes without the reasons that explain its value (a
    judge reading only the answer: ``ippatsu`` asking whether the hand is a yakuman)."""
    seat = question.seat
    assert seat is not None
    mine = next((w for w in table.wins if w.seat == seat), None)
    if mine is None:
        return ScoredWin(*_no_win(table, seat))
    reasons: list[Reason] = []
    honba, sticks = table.honba, table.riichi_sticks
    if mine.source != "tsumo":
        rons = sorted((w for w in table.wins if w.source != "tsumo"),
                      key=lambda w: distance(w.from_seat or seat, w.seat,
                                             table.situation.players))
        if len(rons) >= 3 and table.ruleset.multiple_ron == "double":
            return ScoredWin(None, [_r("sanchahou", rons[-1].event,
                             f"{', '.join(w.seat for w in rons)} all won on one tile; under "
                             f"{rules_phrase(table.ruleset)} a third ron aborts the hand "
                             "(sanchahou), so nobody is paid.")])
        first = rons[0]
        if first.seat != seat:
            if table.ruleset.multiple_ron == "head_bump":
                return ScoredWin(None, [_r("head_bump", first.event,
                                 f"{first.seat} sits nearer the discarder's right and takes the "
                                 f"win (head bump under {rules_phrase(table.ruleset)}); "
                                 f"{seat}'s ron is not paid.")])
            reasons.append(_r("no_sticks", first.event,
                              f"{first.seat} also won on this tile and sits nearer the "
                              f"discarder's right, so {first.seat} takes the honba and the "
                              f"riichi sticks; {seat} is paid the hand alone."))
            honba, sticks = 0, 0
        elif len(rons) > 1:
            reasons.append(_r("takes_sticks", mine.event,
                              f"{seat} sits nearest the discarder's right among the winners, so "
                              f"{seat} takes the honba and the riichi sticks."))
        reasons.extend(_unpaid_riichi(table, mine))
    return _score(table, mine, honba, sticks, reasons, worded)


def _sticks_reason(win: Act, result: ScoreResult, honba: int, sticks: int) -> Reason:
    """Where the riichi sticks and the honba go: to this winner, or nowhere. What the
    counters add is read off the payments (100 per paying seat each: 300 at four players)."""
    bonus = result.payments[win.seat] - result.points - 1000 * sticks
    counters = f" and {counted(honba, 'honba')} ({bonus} points)" if honba else ""
    if sticks:
        text = (f"{win.seat}, the winner, collects the {counted(sticks, 'riichi stick')} on the "
                f"table ({1000 * sticks} points){counters}.")
    else:
        text = f"No riichi stick is on the table, so {win.seat} collects none."
        if honba:
            text = text[:-1] + f"; the {counted(honba, 'honba')} add {bonus} points."
    return _r("sticks", win.number, text)


def _unpaid_riichi(table: Table, win: Win) -> list[Reason]:
    declarer = table.seats.get(win.from_seat or "")
    if declarer is None or declarer.riichi_accepted or declarer.riichi_event is None:
        return []
    if table.last_discard is None or table.last_discard.event != declarer.riichi_event:
        return []
    return [_r("riichi_tile_won_on", declarer.riichi_event,
               f"{declarer.seat}'s riichi tile {tile_name(win.tile)} was won on, so the riichi "
               f"never took effect: {declarer.seat} keeps the 1000 points, and {win.seat} "
               "collects no stick for it.")]


def _score(table: Table, win: Win, honba: int, sticks: int, reasons: list[Reason],
           worded: bool) -> ScoredWin:
    state = table.seats[win.seat]
    if not state.known:
        raise TutorError(f"the ask 'win' needs {win.seat}'s hand to score its win: add it "
                         "under [hands]", file=table.situation.file,
                         line=table.situation.line_of("question"))
    found, ctx = judged_win(table, win.seat)
    if (honba, sticks) != (ctx.honba, ctx.riichi_sticks):  # another winner takes them
        ctx = ctx._replace(honba=honba, riichi_sticks=sticks)
    pao_seat = liable_seat(state, table.ruleset)
    if pao_seat is not None:  # win_context leaves it None
        ctx = ctx._replace(pao_seat=pao_seat)
    concealed = list(state.hand) if win.source == "tsumo" else [*state.hand, win.tile]
    try:
        result = score_on(table, concealed, state.melds, win.tile, ctx)
    except ValueError as error:
        return ScoredWin(None, [*found.reasons,
                                _r("no_yaku", win.event, f"The win cannot be scored: {error}.")])
    if result is None:
        return ScoredWin(None, [*found.reasons,
                                _r("no_yaku", win.event, f"{win.seat}'s tiles give no yaku, so "
                                   "the win scores nothing.")])
    if not worded:
        return ScoredWin(answer_of(result), [], result, win.event, honba, sticks)
    reasons.extend(pao_reasons(state, win, ctx, result, table.ruleset))
    reasons.extend(kita_rule.win_reasons(table, win.seat, win.event, win.source == "tsumo",
                                         result.yaku, liable=result.liable is not None))
    if not any(r.code == "win.no_sticks" for r in reasons):
        reasons.append(_sticks_reason(found.win, result, honba, sticks))
    told, set_aside = _yakuman_only(found, result) if result.yakuman else (found.reasons, [])
    scored = [*_yakuman_value(found.win, result, table.ruleset), _scored(found, result),
              *set_aside]
    if result.fu_items and not result.yakuman:
        scored.append(_fu_count(found, result))
    return ScoredWin(answer_of(result), [*told, *reasons, *scored], result, win.event,
                     honba, sticks)


def _yakuman_only(
    found: Situational, result: ScoreResult
) -> tuple[tuple[Reason, ...], list[Reason]]:
    """The situational reasons of a yakuman win without those awarding an ordinary yaku,
    and the one reason that says a yakuman counts none of them (nor dora)."""
    kept = tuple(r for r in found.reasons
                 if _ORDINARY.get(r.code, "") in result.yaku or r.code not in _ORDINARY)
    dropped = list(dict.fromkeys(_ORDINARY[r.code] for r in found.reasons
                                 if r.code in _ORDINARY and _ORDINARY[r.code] not in result.yaku
                                 and r.code not in _OPENS_ONLY))
    if not dropped:
        return kept, []
    verb = "adds" if len(dropped) == 1 else "add"
    return kept, [_r("yakuman_only", found.win.number,
                     f"{found.win.seat}'s hand scores as a yakuman, and a yakuman counts no "
                     f"ordinary yaku: {yaku_list(dropped)} {verb} nothing, nor do dora.")]


def _yakuman_value(win: Act, result: ScoreResult, ruleset: Ruleset) -> list[Reason]:
    """Why a yakuman hand is paid as many yakuman as it is: how they add up (or are
    capped), then which of them count double."""
    held = dict(result.held)
    return [*stack_reasons(held, result.yakuman, ruleset, win.seat, win.number),
            *wait_reasons(held, ruleset, win.seat, win.number)]


def answer_of(result: ScoreResult) -> dict[str, Any]:
    """The ``win`` answer object of the spec from a scored hand (zero payments left out)."""
    return {
        "yaku": dict(result.yaku),
        "han": result.han,
        "fu": result.fu,
        "yakuman": result.yakuman,
        "points": result.points,
        "payments": {s: v for s, v in result.payments.items() if v},
    }


def _scored(found: Situational, result: ScoreResult) -> Reason:
    win = found.win
    if result.yakuman:
        value = {1: "a yakuman", 2: "a double yakuman"}.get(result.yakuman,
                                                            f"{result.yakuman}× yakuman")
    else:
        fu = f" {result.fu} fu" if result.fu else ""  # a fixed mangan (renhou) counts no fu
        limit = result.limit.replace("_", " ") if result.limit else ""  # kazoe_yakuman
        value = f"{result.han} han{fu}" + (f" ({limit})" if limit else "")
    return _r("scored", win.number,
              f"{win.seat}'s hand: {yaku_list(result.yaku)} — {value}, worth {result.points} "
              "points before honba and sticks.")


def _fu_count(found: Situational, result: ScoreResult) -> Reason:
    """The fu of the hand as a learner counts them: each item, then the total."""
    items = "; ".join(item.text if item.code == "round_up" else f"{item.fu} for {item.text}"
                      for item in result.fu_items)
    return _r("fu", found.win.number, f"{result.fu} fu: {items}.")


def _no_win(table: Table, seat: str) -> tuple[Any, list[Reason]]:
    acts = table.acts
    if table.wins:
        other = table.wins[0]
        return None, [_r("no_win", other.event, f"{other.seat} won the hand, not {seat}.")]
    if not exhausted(acts):
        last = acts[-1].number if acts else None
        return None, [_r("no_win", last, f"{seat} has not won.")]
    qualifies, reasons = judge_nagashi(acts, seat, table.ruleset)
    if not qualifies:
        return None, [*reasons, _r("no_win", acts[-1].number,
                                   f"The wall ran out and {seat} is owed no nagashi mangan.")]
    dealer = seat == "E"
    seats, loss = table.situation.seats, table.ruleset.tsumo_loss
    points = hand_points(MANGAN_BASE, dealer, True, seats, loss)
    answer = {
        "yaku": {"nagashi_mangan": 5}, "han": 5, "fu": 0, "yakuman": 0, "points": points,
        "payments": nagashi_mangan_payments(seat, seats, loss),
    }
    reasons.append(_r("nagashi_mangan", acts[-1].number,
                      f"Nagashi mangan pays {seat} {points} like a mangan tsumo; no honba is "
                      f"added, and {_sticks_stay(table.riichi_sticks)}."))
    return answer, reasons


def _sticks_stay(sticks: int) -> str:
    if not sticks:
        return "no riichi stick is on the table"
    verb = "stays" if sticks == 1 else "stay"
    return f"the {counted(sticks, 'riichi stick')} {verb} on the table"

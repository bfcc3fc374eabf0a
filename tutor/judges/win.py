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

from typing import TYPE_CHECKING, Any

from tutor.errors import TutorError
from tutor.judges import kita as kita_rule
from tutor.judges.base import Reason
from tutor.judges.nagashi_mangan import exhausted, judge_nagashi
from tutor.judges.situational_yaku import Situational, judge_situational, win_context
from tutor.judges.timeline import distance
from tutor.rules.payments import MANGAN_BASE, hand_points, nagashi_mangan_payments
from tutor.rules.scoring import ScoreResult, score_win
from tutor.rules.tiles import KIND, tile_name
from tutor.rules.yaku_names import yaku_list

if TYPE_CHECKING:
    from tutor.engine.records import Win
    from tutor.engine.seat import SeatState
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
    "win.pao": "a seat that fed the set completing a liability yakuman pays for it (pao)",
}
_PAO_SETS = (("daisangen", range(31, 34), 3), ("daisuushii", range(27, 31), 4))


def _r(code: str, event: int | None, text: str) -> Reason:
    return Reason(f"{RULE}.{code}", event, RULE, text)


def judge_win(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """The ``win`` ask: what ``question.seat`` scores and how the points move."""
    seat = question.seat
    assert seat is not None
    mine = next((w for w in table.wins if w.seat == seat), None)
    if mine is None:
        return _no_win(table, seat)
    reasons: list[Reason] = []
    honba, sticks = table.honba, table.riichi_sticks
    if mine.source != "tsumo":
        rons = sorted((w for w in table.wins if w.source != "tsumo"),
                      key=lambda w: distance(w.from_seat or seat, w.seat,
                                             table.situation.players))
        if len(rons) >= 3 and table.ruleset.multiple_ron == "double":
            return None, [_r("sanchahou", rons[-1].event,
                             f"{', '.join(w.seat for w in rons)} all won on one tile; under the "
                             f"{table.ruleset.name} rules a third ron aborts the hand "
                             "(sanchahou), so nobody is paid.")]
        first = rons[0]
        if first.seat != seat:
            if table.ruleset.multiple_ron == "head_bump":
                return None, [_r("head_bump", first.event,
                                 f"{first.seat} sits nearer the discarder's right and takes the "
                                 f"win (head bump under the {table.ruleset.name} rules); "
                                 f"{seat}'s ron is not paid.")]
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
    return _score(table, mine, honba, sticks, reasons)


def _unpaid_riichi(table: Table, win: Win) -> list[Reason]:
    declarer = table.seats.get(win.from_seat or "")
    if declarer is None or declarer.riichi_accepted or declarer.riichi_event is None:
        return []
    if table.last_discard is None or table.last_discard.event != declarer.riichi_event:
        return []
    return [_r("riichi_tile_won_on", declarer.riichi_event,
               f"{declarer.seat}'s riichi tile {tile_name(win.tile)} was won on, so the riichi "
               "never took effect and its stick is not on the table.")]


def _score(
    table: Table, win: Win, honba: int, sticks: int, reasons: list[Reason]
) -> tuple[Any, list[Reason]]:
    state = table.seats[win.seat]
    if not state.known:
        raise TutorError(f"the ask 'win' needs {win.seat}'s hand to score its win: add it "
                         "under [hands]", file=table.situation.file,
                         line=table.situation.line_of("question"))
    found = judge_situational(table, win.seat)
    ctx = win_context(table, found, honba=honba, riichi_sticks=sticks)
    pao_seat = liable_seat(state, table.ruleset)
    if pao_seat is not None:  # win_context leaves it None
        ctx = ctx._replace(pao_seat=pao_seat)
    concealed = list(state.hand) if win.source == "tsumo" else [*state.hand, win.tile]
    try:
        result = score_win(concealed, state.melds, win.tile, ctx, table.ruleset)
    except ValueError as error:
        return None, [*found.reasons,
                      _r("no_yaku", win.event, f"The win cannot be scored: {error}.")]
    if result is None:
        return None, [*found.reasons, _r("no_yaku", win.event,
                                         f"{win.seat}'s tiles give no yaku, so the win scores "
                                         "nothing.")]
    if result.liable is not None:
        reasons.append(_r("pao", win.event,
                          f"{result.liable} fed the set that completed {win.seat}'s "
                          f"{yaku_list(y for y in result.yaku if y in table.ruleset.pao)}, so "
                          f"{result.liable} is liable (pao) for the payment."))
    reasons.extend(kita_rule.win_reasons(table, win.seat, win.event, win.source == "tsumo",
                                         result.yaku))
    scored = [_scored(found, result, honba, sticks)]
    if result.fu_items and not result.yakuman:
        scored.append(_fu_count(found, result))
    return answer_of(result), [*found.reasons, *reasons, *scored]


def liable_seat(state: SeatState, ruleset: Ruleset) -> str | None:
    """The seat liable (包, pao) for ``state``'s melds under ``ruleset.pao``, if any: the one
    whose discard was called for the last dragon set of three (daisangen), the last wind
    set of four (daisuushii) or, for suukantsu, a fourth kan that was a daiminkan.
    Whether the hand really scores that yakuman is the scorer's check."""
    formed = sorted(zip(state.meld_events, state.melds, strict=True), key=lambda p: p[0])
    for yaku, kinds, need in _PAO_SETS:
        sets = [m for _, m in formed if m.kind != "chi" and KIND[m.tiles[0]] in kinds]
        if yaku in ruleset.pao and len(sets) == need and sets[-1].from_seat is not None:
            return sets[-1].from_seat
    kans = [m for _, m in formed if m.is_kan]
    if "suukantsu" in ruleset.pao and len(kans) == 4 and kans[-1].kind == "daiminkan":
        return kans[-1].from_seat
    return None


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


def _scored(found: Situational, result: ScoreResult, honba: int, sticks: int) -> Reason:
    win = found.win
    if result.yakuman:
        value = f"{result.yakuman}× yakuman"
    else:
        fu = f" {result.fu} fu" if result.fu else ""  # a fixed mangan (renhou) counts no fu
        limit = result.limit.replace("_", " ") if result.limit else ""  # kazoe_yakuman
        value = f"{result.han} han{fu}" + (f" ({limit})" if limit else "")
    extras = []
    if honba:
        # what the counters add is read off the payments: 100 per paying seat each, so
        # 300 at four players and 200 at three
        bonus = result.payments[win.seat] - result.points - 1000 * sticks
        extras.append(f"{honba} honba ({bonus} points)")
    if sticks:
        extras.append(f"{sticks} riichi stick(s) ({1000 * sticks} points)")
    plus = f", plus {' and '.join(extras)}" if extras else ""
    return _r("scored", win.number,
              f"{win.seat}'s hand: {yaku_list(result.yaku)} — {value}, worth {result.points} "
              f"points{plus}.")


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
                      f"added and the {table.riichi_sticks} riichi stick(s) stay on the table."))
    return answer, reasons

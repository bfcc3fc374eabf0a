"""Winning on a discard or a draw (ロン・ツモ): may the seat declare ron / tsumo now?

A win needs the tile to complete the hand and at least one yaku — situational yaku
count (riichi, menzen tsumo, haitei, houtei, rinshan, chankan…), dora do not. Ron is
also barred by furiten (``tutor.judges.furiten``); tsumo never is. Ron takes a discard,
or robs an added kan (槍槓, chankan); a closed kan only for thirteen orphans where the
ruleset's ``kokushi_robs_ankan`` allows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tutor.engine.seat import SeatState
from tutor.judges.base import NotApplicable, Reason, kinds_text
from tutor.judges.base import reason as make_reason
from tutor.judges.chankan import robbing_reason
from tutor.judges.furiten import furiten_state
from tutor.rules.hand import is_complete
from tutor.rules.robbing import may_win_on
from tutor.rules.tiles import KIND, tile_name
from tutor.rules.wording import rules_phrase
from tutor.rules.yaku_names import yaku_list

if TYPE_CHECKING:
    from tutor.engine.records import Claim
    from tutor.engine.situation import Question
    from tutor.engine.table import Table
    from tutor.rules.scoring import WinContext

RULE = "ron_tsumo"
CODES = {
    "ron_tsumo.no_tile": "there is no discard or kan tile to win on at this moment",
    "ron_tsumo.own_tile": "a seat cannot ron its own discard or kan",
    "ron_tsumo.closed_kan": "the kan is a closed kan, which this hand may not rob",
    "ron_tsumo.kokushi_robs_ankan": "thirteen orphans may rob this closed kan under the ruleset",
    "ron_tsumo.chankan": "the tile is an added kan: robbing it is chankan",
    "ron_tsumo.kita_ron": "the tile is a north set aside by kita, which the ruleset lets be won on",
    "ron_tsumo.kita_not_ronnable": "the ruleset lets nobody win on a north set aside by kita",
    "ron_tsumo.not_after_draw": "tsumo is declared right after the seat's own draw",
    "ron_tsumo.not_complete": "the tile does not complete the hand",
    "ron_tsumo.furiten": "the seat is furiten, so it may not ron",
    "ron_tsumo.no_yaku": "the complete hand has no yaku (dora are not yaku)",
    "ron_tsumo.yaku": "nothing forbids the win, and it has at least one yaku",
    "ron_tsumo.furiten_tsumo_ok": "the seat is furiten, which forbids ron but not this tsumo",
}
def _r(code: str, event: int | None, text: str) -> Reason:
    return make_reason(RULE, code, event, text)


def _yaku_check(
    table: Table, seat: SeatState, tile: int, ctx: WinContext, event: int | None, how: str,
    quick: bool,
) -> Reason:
    """A ``yaku`` support or a ``no_yaku`` failure (codes tell which). ``quick``: only
    the code matters (the answer alone is asked, or a refusal), so a yaku the tiles make
    certain is taken without scoring the hand; a failure is the same either way."""
    # (scoring and the mahjong library load with the first win checked: replaying a
    # moment without one, as a served student's screen does, never needs them)
    from tutor.judges.situational_yaku import score_on
    from tutor.rules.certain_yaku import certain_hand_yaku
    from tutor.rules.scoring import certain_situational_yaku

    found = certain_situational_yaku(seat.melds, ctx)
    if found:
        return _r("yaku", event, f"{how} has a yaku: {', '.join(found)}.")
    concealed = list(seat.hand) if ctx.is_tsumo else [*seat.hand, tile]
    if quick:
        found = certain_hand_yaku(concealed, seat.melds, ctx,
                                  open_tanyao=table.ruleset.open_tanyao)
        if found:
            return _r("yaku", event, f"{how} has a yaku: {', '.join(found)}.")
    try:
        result = score_on(table, concealed, seat.melds, tile, ctx)
    except ValueError:
        result = None
    if result is None:
        hint = "" if seat.is_closed else " An open hand needs a yaku of its own."
        return _r(
            "no_yaku",
            event,
            f"{how} completes the hand but gives no yaku (dora are not yaku).{hint}",
        )
    names = yaku_list(y for y in result.yaku if not y.endswith("dora"))
    return _r("yaku", event, f"{how} has a yaku: {names}.")


def _complete(seat: SeatState, tile: int, tsumo: bool) -> bool:
    counts = seat.counts()
    if not tsumo:
        counts[KIND[tile]] += 1
    return sum(counts) == 14 - 3 * seat.n_melds and is_complete(counts, seat.n_melds)


def _local_complete(table: Table, seat: SeatState, tile: int) -> bool:
    """A winning hand outside the standard forms that the ruleset's local yaku allow
    (shiisan puutaa, 十三不塔: the dealer's first draw, thirteen unrelated tiles + a pair)."""
    if not table.ruleset.shiisan_puutaa:
        return False
    from tutor.judges.situational_yaku import score_on

    ctx = _context(table, seat.seat, tsumo=True)
    try:
        return score_on(table, list(seat.hand), seat.melds, tile, ctx) is not None
    except ValueError:
        return False


def _not_complete(seat: SeatState, tile: int, event: int | None) -> Reason:
    waits = seat.waits()
    state = f"it waits on {kinds_text(waits)}" if waits else "it is not tenpai"
    return _r(
        "not_complete", event, f"{tile_name(tile)} does not complete {seat.seat}'s hand: {state}."
    )


def ron_checks(
    table: Table, seat_name: str, claim: Claim, event: int | None, *, quick: bool = False
) -> tuple[list[Reason], list[Reason]]:
    """(failures, supports) for ``seat_name`` winning on ``claim`` (``quick``: see
    ``_yaku_check``)."""
    seat = table.seats[seat_name]
    if claim.seat == seat_name:
        return [
            _r("own_tile", claim.event, f"{tile_name(claim.tile)} is {seat_name}'s own tile.")
        ], []
    supports: list[Reason] = []
    tile = claim.tile
    if claim.source == "ankan":
        thirteen = seat.thirteen_orphans_wait(KIND[tile])
        if not may_win_on("ankan", table.ruleset, thirteen_orphans=thirteen):
            why = (
                f"and {rules_phrase(table.ruleset)} do not let thirteen orphans rob one either"
                if not table.ruleset.kokushi_robs_ankan
                else f"and only a thirteen-orphans hand may rob one, which {seat_name}'s is not"
            )
            return [
                _r(
                    "closed_kan",
                    claim.event,
                    f"{claim.seat}'s kan of {tile_name(tile)} is a closed kan, {why}.",
                )
            ], []
        supports.append(
            _r(
                "kokushi_robs_ankan",
                claim.event,
                f"{rules_phrase(table.ruleset)} let thirteen orphans rob {claim.seat}'s closed "
                "kan.",
            )
        )
    elif claim.source == "kita":
        supports.append(
            _r(
                "kita_ron",
                claim.event,
                f"{claim.seat} set a north tile aside (kita), and "
                f"{rules_phrase(table.ruleset)} let a waiting seat win on it (no chankan: a "
                "kita is no kan).",
            )
        )
    elif claim.source == "kakan":
        supports.append(
            _r(
                "chankan",
                claim.event,
                f"{claim.seat} added {tile_name(tile)} to a pon, so a win on that tile robs "
                "the kan (chankan).",
            )
        )
    if not _complete(seat, tile, False):
        return [_not_complete(seat, tile, claim.event)], supports
    if claim.source == "kakan":
        thirteen = seat.thirteen_orphans_wait(KIND[tile])
        robbing = robbing_reason(table.ruleset, seat_name, claim.seat, tile, claim.event,
                                 thirteen_orphans=thirteen)
        if not may_win_on("kakan", table.ruleset, thirteen_orphans=thirteen):
            assert robbing is not None
            return [robbing], supports
        if robbing is not None:
            supports.append(robbing)
    kinds, furiten_reasons = furiten_state(table, seat)
    if kinds:
        first = furiten_reasons[0]
        return [
            _r(
                "furiten",
                first.event,
                f"{seat_name} is furiten ({', '.join(kinds)}), so it may not ron on "
                f"{tile_name(tile)}; it may still win by tsumo.",
            ),
            *furiten_reasons,
        ], supports
    ctx = _context(table, seat_name, tsumo=False)
    verdict = _yaku_check(
        table, seat, tile, ctx, claim.event, f"ron on {claim.seat}'s {tile_name(tile)}", quick
    )
    if verdict.code.endswith("no_yaku"):
        return [verdict], supports
    return [], [*supports, verdict]


def tsumo_checks(
    table: Table, seat_name: str, event: int | None, *, quick: bool = False
) -> tuple[list[Reason], list[Reason]]:
    """(failures, supports) for ``seat_name`` declaring tsumo on its last draw (``quick``:
    see ``_yaku_check``)."""
    seat = table.seats[seat_name]
    tile = seat.last_draw
    if tile is None or not seat.known:
        return [_r("not_after_draw", event, f"{seat_name}'s drawn tile is not known.")], []
    if not _complete(seat, tile, True) and not _local_complete(table, seat, tile):
        return [_not_complete(seat, tile, seat.last_draw_event)], []
    ctx = _context(table, seat_name, tsumo=True)
    verdict = _yaku_check(
        table, seat, tile, ctx, seat.last_draw_event, f"tsumo on {tile_name(tile)}", quick
    )
    if verdict.code.endswith("no_yaku"):
        return [verdict], []
    supports = [verdict]
    if quick:  # furiten never bars a tsumo: it only adds a support, which quick skips
        return [], supports
    kinds, _ = furiten_state(table, seat)
    if kinds:
        supports.append(
            _r(
                "furiten_tsumo_ok",
                None,
                f"{seat_name} is furiten ({', '.join(kinds)}), which forbids only ron, not tsumo.",
            )
        )
    return [], supports


def ron_refusal(table: Table, seat: str, event: int) -> Reason | None:
    """Why a ``ron`` event by ``seat`` cannot happen, or ``None`` (at once when the
    ``ron_allowed`` check during play allowed this very win: ``_allowed``)."""
    assert table.claim is not None
    if ("ron", seat, table.event_count) in table.allowed_wins:
        return None
    failures, _ = ron_checks(table, seat, table.claim, event, quick=True)
    return failures[0] if failures else None


def tsumo_refusal(table: Table, seat: str, event: int) -> Reason | None:
    """Why a ``tsumo`` event by ``seat`` cannot happen, or ``None`` (see ``ron_refusal``)."""
    if ("tsumo", seat, table.event_count) in table.allowed_wins:
        return None
    failures, _ = tsumo_checks(table, seat, event, quick=True)
    return failures[0] if failures else None


def _allowed(table: Table, verb: str, seat: str, allowed: bool) -> bool:
    """Note a win the quick check allowed, at this point of the hand: the generator asks
    before it wins, and its win event, replayed next, is refused by the same checks
    (``ron_checks`` or ``tsumo_checks``, ``quick``) on the same facts, so it needs no
    second asking."""
    if allowed:
        table.allowed_wins.add((verb, seat, table.event_count))
    return allowed


def judge_ron_allowed(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``ron_allowed``: may the seat win on the discard / kan tile now on the table?"""
    return _ron_allowed(table, question, quick=False)


def ron_allowed_answer(table: Table, question: Question) -> bool:
    """The answer of ``ron_allowed`` alone (a check during play), without scoring a
    hand whose tiles make a yaku certain."""
    assert question.seat is not None
    return _allowed(table, "ron", question.seat,
                    bool(_ron_allowed(table, question, quick=True)[0]))


def _ron_allowed(table: Table, question: Question, *,
                 quick: bool) -> tuple[Any, list[Reason]]:
    assert question.seat is not None
    claim = table.claim
    last = table.acts[-1] if table.acts else None
    if claim is None and last is not None and last.kind == "kita":
        return False, [
            _r(
                "kita_not_ronnable",
                last.number,
                f"{last.seat} set a north tile aside (kita), and {rules_phrase(table.ruleset)} "
                "do not let anyone win on a north set aside.",
            )
        ]
    if claim is None:
        raise NotApplicable(
            _r(
                "no_tile",
                table.event_count or None,
                f"there is no discard or kan tile for {question.seat} to win on now: "
                f"{table.expected()}.",
            )
        )
    failures, supports = ron_checks(table, question.seat, claim, None, quick=quick)
    return not failures, failures + supports


def judge_tsumo_allowed(table: Table, question: Question) -> tuple[Any, list[Reason]]:
    """``tsumo_allowed``: may the seat win on the tile it just drew?"""
    return _tsumo_allowed(table, question, quick=False)


def tsumo_allowed_answer(table: Table, question: Question) -> bool:
    """The answer of ``tsumo_allowed`` alone (see ``ron_allowed_answer``)."""
    assert question.seat is not None
    return _allowed(table, "tsumo", question.seat,
                    bool(_tsumo_allowed(table, question, quick=True)[0]))


def _tsumo_allowed(table: Table, question: Question, *,
                   quick: bool) -> tuple[Any, list[Reason]]:
    assert question.seat is not None
    won = next((w for w in table.wins if w.seat == question.seat and w.source == "tsumo"), None)
    if won is None and (table.phase != "act" or table.turn != question.seat):
        raise NotApplicable(
            _r(
                "not_after_draw",
                table.event_count or None,
                f"{question.seat} cannot declare tsumo now: {table.expected()}.",
            )
        )
    failures, supports = tsumo_checks(table, question.seat, None, quick=quick)
    return not failures, failures + supports


def _context(table: Table, seat: str, *, tsumo: bool) -> WinContext:
    """The scorer's context for ``seat`` winning now, judged by the situational-yaku
    rules, so the yaku check here and the ``win`` ask agree by construction."""
    from tutor.judges.situational_yaku import judged_win

    return judged_win(table, seat, "tsumo" if tsumo else "ron")[1]

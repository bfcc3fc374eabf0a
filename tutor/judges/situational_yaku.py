"""Situational yaku of a win (状況役): what the moment of the win adds to the hand.

Collects, with their reasons, the yaku that depend on *how and when* a hand was won
rather than on its tiles — riichi and double riichi (立直, ダブル立直), open riichi
(オープン立直), ippatsu (一発),
haitei/houtei (海底/河底), rinshan (嶺上開花), chankan (槍槓), tenhou/chiihou (天和/地和),
renhou (人和) — and the dora indicators the win may look at (ドラ, 裏ドラ), into the
``WinContext`` the scoring adapter takes. Each rule lives in its own module; this one
only reads the table's facts and asks them.

It also serves ``ron_allowed``/``tsumo_allowed`` before any win was declared: the win
is then imagined as the next event (a ron on the tile just offered, or a tsumo on the
tile just drawn), which is exactly what those asks want to know.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tutor.engine.kita import nukidora
from tutor.judges import dora as dora_rule
from tutor.judges.base import Reason
from tutor.judges.chankan import judge_chankan
from tutor.judges.double_riichi import double_riichi_of
from tutor.judges.haitei_houtei import judge_haitei, judge_houtei
from tutor.judges.ippatsu import ippatsu_window
from tutor.judges.menzen_tsumo import judge_menzen_tsumo
from tutor.judges.open_riichi import judge_open_riichi_win
from tutor.judges.renhou import judge_renhou
from tutor.judges.rinshan import judge_rinshan
from tutor.judges.tenhou_chiihou import judge_tenhou_chiihou
from tutor.judges.timeline import SEATS, Act, claimed_act
from tutor.rules.melds import Meld
from tutor.rules.scoring import ScoreResult, WinContext, score_win

if TYPE_CHECKING:
    from tutor.engine.table import Table

# The riichi and double-riichi reasons of a win belong to those rules' cards: their codes
# are declared in tutor.judges.riichi and tutor.judges.double_riichi (open riichi's in
# tutor.judges.open_riichi).


class Situational(NamedTuple):
    """The situational facts of one win, judged, with the reasons that matter to a learner.

    ``acts`` and ``win_index`` locate the win among the hand's events (the win may be
    imagined as the next event, see the module docstring). A named tuple rather than a
    frozen dataclass, which would set its twenty fields one ``object.__setattr__`` at a time.
    """

    acts: tuple[Act, ...]
    win_index: int
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    open_riichi_deal_in: bool = False
    ippatsu: bool = False
    menzen_tsumo: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    dora_indicators: tuple[int, ...] = ()
    ura_dora_indicators: tuple[int, ...] = ()
    reasons: tuple[Reason, ...] = ()
    quiet: tuple[Reason, ...] = ()
    """Why each situational yaku the win lacks is lacking, where no learner would expect
    it (a win in mid-hand is no haitei): said only when a question asks about that yaku."""

    @property
    def win(self) -> Act:
        return self.acts[self.win_index]

    @property
    def discarder(self) -> str | None:
        """The seat whose discard or kan tile was won on (``None`` for a tsumo)."""
        if self.win.kind != "ron":
            return None
        target = claimed_act(self.acts, self.win_index)
        return target.seat if target is not None else None


def locate_win(table: Table, seat: str, kind: str | None = None) -> tuple[list[Act], int]:
    """The hand's acts and the index of ``seat``'s win among them.

    Without a recorded win, one of ``kind`` (``"ron"`` or ``"tsumo"``; by default
    a tsumo when ``seat`` has just drawn, else a ron) is imagined as the next event.
    """
    acts = list(table.acts)  # an imagined win may be appended
    # Nothing follows a win but more rons on the same tile, so look only at the end.
    i = len(acts) - 1
    while i >= 0 and acts[i].kind in ("ron", "tsumo"):
        if acts[i].seat == seat:
            return acts, i
        i -= 1
    if kind is None:
        kind = "tsumo" if table.phase == "act" and table.turn == seat else "ron"
    number = acts[-1].number + 1 if acts else 1
    live = acts[-1].live_wall if acts else table.live_wall
    acts.append(Act(number, seat, "ron" if kind == "ron" else "tsumo", None, live))
    return acts, len(acts) - 1


def judge_situational(table: Table, seat: str, kind: str | None = None) -> Situational:
    """Judge every situational yaku of ``seat``'s win (recorded or imagined)."""
    return judged_win(table, seat, kind)[0]


def judged_win(table: Table, seat: str,
               kind: str | None = None) -> tuple[Situational, WinContext]:
    """``judge_situational`` of ``seat``'s win and the scorer's context for it with the
    table's honba and sticks (``win_context``), judged once for the hand's position:
    the check during play (``ron_allowed`` / ``tsumo_allowed``), the refusal of the win
    event and the ``win`` ask all read them."""
    acts, i = locate_win(table, seat, kind)
    # The result depends only on the acts up to the win and on facts of the table that
    # no later event changes (the seat's riichi, the indicators, the ruleset, the honba
    # and the sticks a riichi put on the table, which its acts tell).
    key = ("situational", seat, tuple(acts))
    found = table.memo.get(key)
    if not isinstance(found, tuple):
        judged = _judge(table, seat, acts, i)
        context = win_context(table, judged, honba=table.honba,
                              riichi_sticks=table.riichi_sticks)
        found = table.memo[key] = (judged, context)
    return found


def _judge(table: Table, seat: str, acts: list[Act], i: int) -> Situational:
    ruleset = table.ruleset
    state = table.seat(seat)
    start = table.situation.live_wall
    fresh = table.situation.fresh_live_wall
    reasons: list[Reason] = []
    riichi = state.in_riichi
    double = riichi and double_riichi_of(table, state)[0]
    dealt_in = False
    if state.open_riichi and riichi:
        target = claimed_act(acts, i) if acts[i].kind == "ron" else None
        dealt_in, found = judge_open_riichi_win(table, state, double, target)
        reasons.extend(found)
    elif double:
        reasons.append(Reason("double_riichi.scored", state.riichi_event, "double_riichi",
                              f"{seat} declared riichi on its first discard (event "
                              f"{state.riichi_event}) with no call before it: double riichi, "
                              "2 han."))
    elif riichi:
        reasons.append(Reason("riichi.scored", state.riichi_event, "riichi",
                              f"{seat} declared riichi at event {state.riichi_event}: 1 han."))
    flags: dict[str, bool] = {}
    if riichi:
        flags["ippatsu"], found = ippatsu_window(acts, i, ruleset)
        reasons.extend(found)
    checks: tuple[tuple[str, tuple[bool, list[Reason]]], ...] = (
        ("menzen_tsumo", judge_menzen_tsumo(acts, i)),
        ("haitei", judge_haitei(acts, i, ruleset)),
        ("houtei", judge_houtei(acts, i)),
        ("rinshan", judge_rinshan(acts, i, kita_rinshan=ruleset.kita_rinshan,
                                  indirect=ruleset.indirect_rinshan)),
        ("chankan", judge_chankan(acts, i)),
        ("renhou", judge_renhou(acts, i, start, ruleset, fresh)),
    )
    quiet: list[Reason] = []
    for name, (flags[name], found) in checks:
        told = flags[name] or _worth_telling(found)
        (reasons if told else quiet).extend(found)
    first, found = judge_tenhou_chiihou(acts, i, start, fresh)
    (reasons if first is not None or _worth_telling(found) else quiet).extend(found)
    seen = dora_rule.win_indicators(
        acts, i, ruleset, riichi=riichi,
        dora_indicators=table.situation.dora_indicators,
        kan_dora_indicators=table.situation.kan_dora_indicators,
        ura_dora_indicators=table.situation.ura_dora_indicators,
        players=table.situation.players,
    )
    reasons.extend(seen.reasons)
    quiet.extend(seen.pointers)
    return Situational(
        acts=tuple(acts), win_index=i, riichi=riichi and not double, double_riichi=double,
        open_riichi=riichi and state.open_riichi, open_riichi_deal_in=dealt_in,
        ippatsu=flags.get("ippatsu", False), menzen_tsumo=flags["menzen_tsumo"],
        haitei=flags["haitei"], houtei=flags["houtei"], rinshan=flags["rinshan"],
        chankan=flags["chankan"], tenhou=first == "tenhou", chiihou=first == "chiihou",
        renhou=flags["renhou"], dora_indicators=seen.dora, ura_dora_indicators=seen.ura,
        reasons=tuple(reasons), quiet=tuple(quiet),
    )


def quiet_reasons(table: Table, seat: str | None) -> tuple[Reason, ...]:
    """The untold negatives of ``seat``'s recorded win (none without a win)."""
    if seat is None or not any(w.seat == seat for w in table.wins):
        return ()
    return judge_situational(table, seat).quiet


_TELLING = frozenset({
    "haitei_houtei.replacement_not_haitei",
    "renhou.not_in_ruleset",
    "tenhou_chiihou.call_before",
    "renhou.call_before",
})


def _worth_telling(reasons: list[Reason]) -> bool:
    """A 'no' that a learner may have expected to be a 'yes' (a near miss)."""
    return any(r.code in _TELLING for r in reasons)


def win_context(
    table: Table,
    found: Situational,
    *,
    honba: int,
    riichi_sticks: int,
) -> WinContext:
    """The scoring adapter's context for a judged win; ``honba`` and ``riichi_sticks``
    are what this winner collects (on a double ron, only one winner takes them)."""
    win = found.win
    return WinContext(
        seat=win.seat,
        round_wind=SEATS[table.situation.round_wind],
        is_tsumo=win.kind == "tsumo",
        discarder=found.discarder,
        riichi=found.riichi,
        double_riichi=found.double_riichi,
        open_riichi=found.open_riichi,
        open_riichi_deal_in=found.open_riichi_deal_in,
        ippatsu=found.ippatsu,
        haitei=found.haitei,
        houtei=found.houtei,
        rinshan=found.rinshan,
        chankan=found.chankan,
        tenhou=found.tenhou,
        chiihou=found.chiihou,
        renhou=found.renhou,
        dora_indicators=found.dora_indicators,
        ura_dora_indicators=found.ura_dora_indicators,
        honba=honba,
        riichi_sticks=riichi_sticks,
        kan_discarder=_kan_discarder(found),
        players=table.situation.players,
        nukidora=nukidora(table, win.seat),
    )


def score_on(table: Table, concealed: list[int], melds: Sequence[Meld], tile: int,
             ctx: WinContext) -> ScoreResult | None:
    """``score_win`` of a win at ``table``, remembered in the table's memo for its life:
    one win is scored when its ron or tsumo is checked, again when that event is
    replayed, and by the ``win`` ask, from the same tiles and context (the ruleset is
    the table's). The memo also keeps each hand's reading apart from its payments, and
    the forks of a hand share it (``engine_copy``), so one hand won on one tile from
    another seat is only paid anew. An input no game can produce raises ``ValueError``
    every time."""
    key = ("score", tuple(concealed), tuple(melds), tile, ctx)
    if key in table.memo:
        return table.memo[key]  # type: ignore[return-value]
    result = table.memo[key] = score_win(concealed, melds, tile, ctx, table.ruleset,
                                         readings=table.memo)
    return result


def _kan_discarder(found: Situational) -> str | None:
    """For a rinshan win right after a daiminkan: the seat that discarded the kanned tile."""
    i = found.win_index
    if not found.rinshan or i < 2 or found.acts[i - 2].kind != "daiminkan":
        return None
    fed = claimed_act(found.acts, i - 2)
    return fed.seat if fed is not None else None

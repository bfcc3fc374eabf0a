"""The options a ruleset sets (ルール設定の項目): names, allowed values and meanings.

``OPTIONS`` is the single list that loading validates against and that help and docs
are generated from; ``tutor.rules.ruleset.Ruleset`` has one field per option.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

PAO_YAKU = ("daisangen", "daisuushii", "suukantsu")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """What one option accepts.

    ``kind`` is ``"bool"``, ``"int"`` (``low``..``high``), ``"choice"`` (one of
    ``choices``, strings or ints) or ``"list"`` (a list of distinct ``choices``).
    ``default`` (not ``None``) lets a ruleset file leave the option out: the
    three-player options have one, so four-player presets need not mention them.
    """

    kind: Literal["bool", "int", "choice", "list"]
    description: str
    choices: tuple[str | int, ...] = ()
    low: int = 0
    high: int = 0
    default: bool | None = None

    def allowed(self) -> str:
        """The allowed values as a learner reads them."""
        if self.kind == "bool":
            return "true or false"
        if self.kind == "int":
            return f"a whole number from {self.low} to {self.high}"
        listed = ", ".join(str(c) for c in self.choices)
        if self.kind == "list":
            return f"a list drawn from {listed}"
        return f"one of {listed}"


def _b(description: str) -> OptionSpec:
    return OptionSpec("bool", description)


def _c(description: str, *choices: str | int) -> OptionSpec:
    return OptionSpec("choice", description, choices)


OPTIONS: dict[str, OptionSpec] = {
    # --- the options of the situation-file spec ---
    "ippatsu": _b("ippatsu (一発) scores 1 han for a win within one go-around of riichi"),
    "kan_after_riichi": _c(
        "closed kan after riichi: waits = drawn tile and waits unchanged; strict = also a "
        "triplet in every reading; never = no kan",
        "waits", "strict", "never",
    ),
    "riichi_min_live_tiles": OptionSpec(
        "int", "live-wall tiles needed to declare riichi (0: riichi to the end)", low=0, high=70
    ),
    "riichi_min_points": OptionSpec(
        "int", "points needed to declare riichi (0: riichi without points)", low=0, high=100000
    ),
    "temporary_furiten_ends": _c(
        "temporary furiten (同巡フリテン) ends at the seat's own discard, "
        "or at its own draw or call",
        "own_discard", "own_draw_or_call",
    ),
    "renhou": _c("renhou (人和), a ron before the first own draw: not scored, mangan or yakuman",
                 "none", "mangan", "yakuman"),
    "double_yakuman_waits": _b(
        "13-sided kokushi, 9-sided chuuren and suuankou tanki score double yakuman"
    ),
    "kokushi_robs_ankan": _b("thirteen orphans may rob a closed kan (暗槓の槍槓)"),
    "chankan": _c(
        "who may rob an added kan (槍槓): any = any hand that wins on the added tile; "
        "kokushi_only = thirteen orphans alone (the hand scores no chankan yaku then)",
        "any", "kokushi_only",
    ),
    "abortive_draws": _b(
        "abortive draws (途中流局): nine terminals, four winds, four riichi, four kans"
    ),
    "nagashi_mangan": _b("nagashi mangan (流し満貫) pays at an exhaustive draw"),
    "kiriage_mangan": _b("kiriage mangan (切り上げ満貫): 4 han 30 fu and 3 han 60 fu pay mangan"),
    "kazoe_yakuman": _b("13+ han without a yakuman is a (kazoe) yakuman; otherwise sanbaiman"),
    "open_tanyao": _b("all simples (喰いタン) counts in an open hand"),
    "multiple_ron": _c(
        "several rons on one tile: double (a third aborts), all, head_bump (nearest winner only)",
        "double", "all", "head_bump",
    ),
    "aka_dora": OptionSpec(
        "int", "red fives in play (赤ドラ), one per suit, in the order 0p, 0s, 0m", low=0, high=3
    ),
    # --- extensions ---
    "ura_dora": _b("ura dora (裏ドラ) and kan ura count for a riichi winner"),
    "kan_dora": _c(
        "kan dora (槓ドラ): after_replacement = a closed kan reveals at once, an open or added "
        "kan after the replacement draw; immediate = every kan at once; none",
        "after_replacement", "immediate", "none",
    ),
    "haitei_on_replacement": _b(
        "a replacement draw that empties the live wall is the haitei tile (rinshan + haitei stack)"
    ),
    "yakuman_stacking": _b("different yakuman in one hand add up (複合役満)"),
    "yakuman_cap": OptionSpec("int", "most yakuman multiples one hand can be paid", low=1, high=8),
    "daisuushii_double": _b("big four winds (大四喜) is a double yakuman"),
    "tenhou_upgrades_waits": _b(
        "tenhou with thirteen orphans, four concealed triplets or nine gates scores the "
        "double-wait version (a dealt hand has no winning tile to judge the wait by)"
    ),
    "kuikae_forbidden": _b("swap-calling (喰い替え) is forbidden"),
    "rinshan_pao": _b(
        "a rinshan win right after a daiminkan is paid in full by the discarder of the kanned tile"
    ),
    "pao": OptionSpec(
        "list", "yakuman with liability (包) for the player who fed the last set", PAO_YAKU
    ),
    "double_wind_pair_fu": _c("fu for a pair of a wind that is both seat and round wind", 2, 4),
    "open_riichi": _b("open riichi (オープン立直) scores 2 han (3 as a double)"),
    "open_riichi_deal_in_yakuman": _b(
        "a player not in riichi who deals into an open riichi pays a yakuman (差し込み)"
    ),
    "sanshoku_doukou_han": _c("han of three colour triplets (三色同刻)", 2, 3),
    "daisharin": _b("local yakuman daisharin (大車輪): pairs 2-8 of one suit"),
    "sanrenkou": _b("local yaku sanrenkou (三連刻): three consecutive triplets of a suit, 2 han"),
    "suurenkou": _b("local yakuman suurenkou (四連刻): four consecutive triplets of a suit"),
    "ryanpeikou_one_suit": _b(
        "twice pure double sequence (二盃口) may have both pairs of runs in one suit"
    ),
    "tsuuiisou_seven_pairs": _b("all honours (字一色) may be seven honour pairs"),
    "indirect_rinshan": _b(
        "a ron on the discard right after a replacement draw scores rinshan kaihou (嶺上開花)"
    ),
    "iisou_sanjun": _b("local yaku iisou sanjun (一色三順): three identical runs, 2 han"),
    "iisou_suushun": _b("local yaku iisou suushun (一色四順): four identical runs, 5 han"),
    "shiisan_puutaa": _b(
        "local yakuman shiisan puutaa (十三不塔): the dealt hand has no pair, no run, no partial"
    ),
    # --- three-player mahjong (三麻); only tables with players = 3 use these ---
    "kita_ron": OptionSpec(
        "bool", "sanma: another seat may win by ron on a north tile set aside by kita "
        "(北抜きロン, never chankan)", default=True,
    ),
    "kita_rinshan": OptionSpec(
        "bool", "sanma: a tsumo on the replacement tile drawn after one's own kita scores "
        "rinshan kaihou (嶺上開花)", default=True,
    ),
    "tsumo_loss": OptionSpec(
        "bool", "sanma: a tsumo is paid only by the two other seats (ツモ損); false = the "
        "absent north seat's share is split between them (北家折半)", default=True,
    ),
}

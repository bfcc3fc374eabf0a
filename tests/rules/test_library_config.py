"""The library's HandConfig is made once per combination and copied for each call
(``tutor.rules.library_input._hand_config``): a call must never see what an earlier
call wrote into its config, and a result must keep what its own call wrote."""

from __future__ import annotations

import ast
from pathlib import Path

import mahjong.hand_calculating

from tutor.api import load_ruleset
from tutor.rules.library_input import WRITTEN_YAKU, option_key, prepare
from tutor.rules.tiles import parse_tiles

# a closed pinfu-shaped hand with a triplet of 2p, won on 9s
HAND = parse_tiles("234m345m222p78s99s") + parse_tiles("9s")


def _written_by_library() -> set[str]:
    """The yaku objects the library's scoring code assigns to or renames, read from its
    source: ``config.yaku.NAME.attr = ...`` and ``config.yaku.NAME.method(...)`` for a
    method other than a condition check."""
    found: set[str] = set()
    root = Path(mahjong.hand_calculating.__file__).parent
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            target = None
            if isinstance(node, ast.Assign | ast.AugAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                target = next((t for t in targets if isinstance(t, ast.Attribute)), None)
                target = target.value if target is not None else None
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and not node.func.attr.startswith("is_"):
                target = node.func.value
            text = ast.unparse(target) if target is not None else ""
            if text.startswith("config.yaku."):
                found.add(text.split(".")[2])
    return found


def test_every_yaku_object_the_library_writes_is_copied_for_each_call() -> None:
    written = _written_by_library()
    assert {"dora", "ura_dora", "daisharin", "paarenchan"} <= written  # the reader works
    assert written <= set(WRITTEN_YAKU)


def test_a_result_keeps_its_dora_after_a_later_call_with_other_dora() -> None:
    from mahjong.hand_calculating.hand import HandCalculator

    from tutor.rules.library_input import _hand_config
    rules = load_ruleset("tenhou")
    prep = prepare(HAND, [], HAND[-1])
    key = ((True,) + (False,) * 11, 0, 0, option_key(rules, sashikomi=False))

    def scored(indicators: list[int]):  # type: ignore[no-untyped-def]
        return HandCalculator.estimate_hand_value(
            prep.tiles, prep.win_136, dora_indicators=[k * 4 + 1 for k in indicators],
            config=_hand_config(*key))

    def dora(result) -> int:  # type: ignore[no-untyped-def]
        return sum(y.han_closed for y in result.yaku if y.name == "Dora")

    # indicator 1p points at 2p (three held: 3 dora); 8m points at 9m (none held)
    three = scored([9])
    assert dora(three) == 3
    none = scored([7])
    assert dora(none) == 0
    assert dora(three) == 3  # the first result's dora object was not rewritten
    again = scored([9])
    assert dora(again) == 3 and again.han == three.han


def test_the_combinations_of_one_ruleset_share_their_yaku_objects() -> None:
    """A combination's template holds no yaku objects of its own (the collector walks
    them all at each full pass), yet a ruleset whose ryanpeikou needs two suits still
    reads it its own way."""
    from tutor.rules.library_input import RyanpeikouInTwoSuits, _config_template

    flags = (False,) * 12
    tenhou = option_key(load_ruleset("tenhou"), sashikomi=False)
    east, south = _config_template(flags, 0, 0, tenhou), _config_template(flags, 1, 0, tenhou)
    assert east.yaku is south.yaku
    assert not isinstance(east.yaku.ryanpeiko, RyanpeikouInTwoSuits)
    two_suits = (*tenhou[:6], False, tenhou[7])
    other = _config_template(flags, 0, 0, two_suits)
    assert isinstance(other.yaku.ryanpeiko, RyanpeikouInTwoSuits)
    assert other.yaku is not east.yaku

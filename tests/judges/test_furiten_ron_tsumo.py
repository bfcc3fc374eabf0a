"""furiten, ron_allowed and tsumo_allowed (fact sheet §5, §7, §9)."""

from __future__ import annotations

from tests.engine.helpers import codes, judged, refused

HAND = "23m456p789p123s55s"  # waits 1m/4m once the drawn 9s is discarded
START = "E draw ?\nE discard 1z\nS draw 9s\nS discard 9s\n"


def test_j17_discard_furiten_counts_a_tile_called_away() -> None:
    events = (
        "E draw ?\nE discard 1z\nS draw 4m\nS discard 4m\nW chi 4m 56m\nW discard 2z\nN draw "
        "?\nN discard 3z"
        "\nE draw ?\nE discard 1m"
    )
    judgment = judged(events, "furiten", "S", hands={"S": HAND})
    assert judgment.answer == ["discard"] and "called it away" in judgment.reasons[0].text
    ron = judged(events, "ron_allowed", "S", hands={"S": HAND})
    assert ron.answer is False and codes(ron)[:2] == ["ron_tsumo.furiten", "furiten.discard"]


def test_j18_a_yakuless_wait_still_makes_furiten() -> None:
    hand = "34m456p678s22s789m"  # chi 5m with 34m, then waits 6m (tanyao) and 9m (no yaku)
    events = (
        "E draw ?\nE discard 5m\nS chi 5m 34m\nS discard 9m\nW draw ?\nW discard 1z\nN draw ?"
        "\nN discard 2z\nE draw ?\nE discard 6m"
    )
    assert judged(events, "furiten", "S", hands={"S": hand}).answer == ["discard"]
    assert judged(events, "ron_allowed", "S", hands={"S": hand}).answer is False


def test_j19_passing_a_winning_tile_bars_ron_until_the_own_discard() -> None:
    events = START + "W draw ?\nW discard 1m\nN draw ?\nN discard 4m"
    judgment = judged(events, "furiten", "S", hands={"S": HAND})
    assert judgment.answer == ["temporary"] and judgment.reasons[0].event == 6
    assert codes(judged(events, "ron_allowed", "S", hands={"S": HAND}))[:2] == [
        "ron_tsumo.furiten",
        "furiten.temporary",
    ]
    after = events + "\nE draw ?\nE discard 2z\nS draw 7z\nS discard 7z\nW draw ?\nW discard 4m"
    judgment = judged(after, "furiten", "S", hands={"S": HAND})
    assert judgment.answer == [] and "furiten.temporary_ended" in codes(judgment)
    assert judged(after, "ron_allowed", "S", hands={"S": HAND}).answer is True


def test_temporary_furiten_ending_at_the_own_draw_under_ema() -> None:
    events = (
        START + "W draw ?\nW discard 1m\nN draw ?\nN discard 2z\nE draw ?\nE discard 3z\nS draw 7z"
    )
    assert judged(events, "furiten", "S", hands={"S": HAND}).answer == ["temporary"]
    assert judged(events, "furiten", "S", hands={"S": HAND}, ruleset="ema").answer == []


def test_riichi_furiten_lasts_for_the_hand_and_tsumo_stays_allowed() -> None:
    events = (
        "E draw ?\nE discard 1z\nS draw 9s\nS riichi 9s\nW draw ?\nW discard 1m\nN draw ?\nN "
        "discard 2z"
        "\nE draw ?\nE discard 3z\nS draw 7z\nS discard 7z\nW draw ?\nW discard 4z\nN draw ?\nN "
        "discard 4m"
    )
    judgment = judged(events, "furiten", "S", hands={"S": HAND})
    assert judgment.answer == ["riichi"] and judgment.reasons[0].event == 6
    assert judged(events, "ron_allowed", "S", hands={"S": HAND}).answer is False
    tsumo = events + "\nE draw ?\nE discard 5z\nS draw 1m"
    win = judged(tsumo, "tsumo_allowed", "S", hands={"S": HAND})
    assert win.answer is True and "ron_tsumo.furiten_tsumo_ok" in codes(win)


def test_a_drawn_winning_tile_discarded_in_riichi_is_riichi_furiten() -> None:
    events = (
        "E draw ?\nE discard 1z\nS draw 9s\nS riichi 9s\nW draw ?\nW discard 2z\nN draw ?\nN "
        "discard 3z"
        "\nE draw ?\nE discard 4z\nS draw 4m\nS discard 4m"
    )
    judgment = judged(events, "furiten", "S", hands={"S": HAND})
    assert "riichi" in judgment.answer and "discard" in judgment.answer
    assert any("instead of declaring tsumo" in r.text for r in judgment.reasons)


def test_ron_needs_a_yaku_but_situational_yaku_count() -> None:
    hand = "13m456p789p123s55s"  # kanchan 2m, no yaku when closed without riichi
    base = "E draw ?\nE discard 7z\nS draw 9s\nS discard 9s\nW draw ?\nW discard 2m"
    judgment = judged(base, "ron_allowed", "S", hands={"S": hand})
    assert judgment.answer is False and codes(judgment) == ["ron_tsumo.no_yaku"]
    riichi = base.replace("S discard 9s", "S riichi 9s")
    assert judged(riichi, "ron_allowed", "S", hands={"S": hand}).answer is True
    houtei = "W draw ?\nW discard 2m"
    assert judged(houtei, "ron_allowed", "S", hands={"S": hand}, live_wall=1).answer is True
    tsumo = judged("E draw ?\nE discard 7z\nS draw 2m", "tsumo_allowed", "S", hands={"S": hand})
    assert tsumo.answer is True and "chiihou" in tsumo.reasons[0].text  # the yakuman alone
    later = judged("E draw ?\nE discard 7z\nS draw 2m", "tsumo_allowed", "S", hands={"S": hand},
                   live_wall=60)
    assert later.answer is True and "menzen tsumo" in later.reasons[0].text


def test_wrong_tile_and_wrong_moment() -> None:
    judgment = judged(START + "W draw ?\nW discard 7m", "ron_allowed", "S", hands={"S": HAND})
    assert codes(judgment) == ["ron_tsumo.not_complete"] and "1m and 4m" in judgment.reasons[0].text
    assert codes(judged(START, "ron_allowed", "S", hands={"S": HAND})) == ["ron_tsumo.own_tile"]
    # with nothing to win on, or not after the seat's draw, the question is refused
    assert refused("E draw ?", "ron_allowed", "S", hands={"S": HAND}) == "ron_tsumo.no_tile"
    assert (
        refused("E draw ?", "tsumo_allowed", "S", hands={"S": HAND}) == "ron_tsumo.not_after_draw"
    )


def test_chankan_robs_an_added_kan_and_passing_it_is_furiten() -> None:
    hand = "45m123p456p789s22z"  # waits 3m/6m
    events = (
        "E draw ?\nE discard 6m\nW pon 6m\nW discard 1z\nN draw ?\nN discard 3z\nE draw ?\nE "
        "discard 4z"
        "\nS draw 9s\nS discard 9s\nW draw 6m\nW kakan 6m"
    )
    judgment = judged(events, "ron_allowed", "S", hands={"S": hand})
    assert judgment.answer is True
    assert (
        codes(judgment) == ["ron_tsumo.chankan", "ron_tsumo.yaku"]
        and "chankan" in judgment.reasons[1].text
    )
    passed = judged(events + "\nW draw 7z", "furiten", "S", hands={"S": hand})
    assert passed.answer == ["temporary"]
    active = [r for r in passed.reasons if r.code == "furiten.temporary"]
    assert active[0].event == 12 and "added kan of 6m" in active[0].text


def test_kokushi_robs_a_closed_kan_only_where_the_ruleset_allows() -> None:
    hand = "19m19p19s2345677z"  # thirteen orphans waiting on 1z
    events = "E draw ?\nE ankan 1z"
    judgment = judged(events, "ron_allowed", "S", hands={"S": hand})
    assert judgment.answer is False and codes(judgment) == ["ron_tsumo.closed_kan"]
    soul = judged(events, "ron_allowed", "S", hands={"S": hand}, ruleset="mahjong-soul")
    assert soul.answer is True and codes(soul)[0] == "ron_tsumo.kokushi_robs_ankan"
    plain = judged(events, "ron_allowed", "S", hands={"S": HAND}, ruleset="mahjong-soul")
    assert plain.answer is False and codes(plain) == ["ron_tsumo.closed_kan"]

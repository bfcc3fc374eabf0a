"""Calls during replay (鳴き): chi, pon, daiminkan on the last discard; ankan and kakan.

Each handler checks that the call can happen (the tile is the last discard, the seat
holds the tiles, turn order, the live wall, the number of kans) and updates the table.
Whether a closed kan is allowed under the ruleset (after riichi, on the last tile) is
asked of the table's referee (the judges' ``ankan`` rule).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine import play
from tutor.engine.events import Event
from tutor.engine.records import Claim, KanRecord
from tutor.rules.melds import Meld
from tutor.rules.tiles import KIND, Tile, red_five_of, red_fives_in_play, tile_name

if TYPE_CHECKING:
    from tutor.engine.seat import SeatState
    from tutor.engine.table import Table

MAX_KANS = 4


def _pick(table: Table, seat: SeatState, kind: int, count: int) -> tuple[Tile, ...]:
    """``count`` tiles of ``kind`` from a known hand (plain fives before the red one)."""
    found = sorted((t for t in seat.hand if KIND[t] == kind), key=lambda t: t >= 34)
    if len(found) < count:
        raise table.refuse_play(
            "not_held",
            f"{seat.seat} holds {len(found)} {tile_name(kind)}, not the {count} the call needs",
        )
    return tuple(found[:count])


def _hand_tiles(
    table: Table, seat: SeatState, event: Event, kind: int, count: int
) -> tuple[Tile, ...]:
    if event.hand_tiles:
        return event.hand_tiles
    if seat.known:
        return _pick(table, seat, kind, count)
    return _unseen_copies(table, kind, count)


def _unseen_copies(table: Table, kind: int, count: int) -> tuple[Tile, ...]:
    """``count`` tiles of ``kind`` from a hidden hand: plain copies while any are still
    unseen, then the red five (a hidden ``ankan 5m`` under red fives holds the 0m)."""
    red = red_five_of(kind)
    if red is None or red not in red_fives_in_play(table.ruleset.aka_dora):
        return (kind,) * count
    plain_seen = table.seen[kind] - table.red_seen[red - 34]
    plain = max(0, min(count, 3 - plain_seen))
    return (kind,) * plain + (red,) * (count - plain)


FIVES = frozenset({4, 13, 22})


def reread_unstated_five(table: Table, seat: SeatState, tile: Tile) -> bool:
    """Swap a red and a plain five between a pon/open kan and the hand, when that is
    what a later event shows.

    ``W pon 5p`` written without its hand tiles leaves open which of W's fives went into
    the meld; the engine guesses plain fives first. When W later discards or adds a five
    that it would not hold under that guess (``W discard 5p`` while it holds ``0p``), the
    guess was wrong and the two are swapped. A meld whose hand tiles were written out,
    and the called tile itself, are facts and never swapped. True when swapped.
    """
    if KIND[tile] not in FIVES:
        return False
    other = next((t for t in seat.hand if KIND[t] == KIND[tile] and t != tile), None)
    if other is None:
        return False
    events = table.situation.events
    for index, meld in enumerate(seat.melds):
        if meld.kind not in ("pon", "daiminkan") or tile not in meld.tiles:
            continue
        if events[seat.meld_events[index] - 1].hand_tiles:
            continue
        from_hand = meld.tiles.count(tile) - (1 if meld.called == tile else 0)
        if from_hand <= 0:
            continue
        tiles = list(meld.tiles)
        tiles[tiles.index(tile)] = other  # copies are alike: the called one stays in
        seat.melds = _replaced(seat.melds, index, Meld(
            meld.kind,
            tuple(sorted(tiles, key=lambda t: (KIND[t], t))),
            called=meld.called,
            from_seat=meld.from_seat,
        ))
        seat.hand[seat.hand.index(other)] = tile
        return True
    return False


def _replaced(melds: tuple[Meld, ...], index: int, meld: Meld) -> tuple[Meld, ...]:
    """The seat's melds with meld ``index`` replaced (a copy of the seat shares the old)."""
    return (*melds[:index], meld, *melds[index + 1:])


def _check_kan_count(table: Table) -> None:
    if len(table.kans) >= MAX_KANS:
        raise table.refuse_play(
            "fifth_kan", "four kans have already been made this hand; there is no fifth kan"
        )


def claim_discard(table: Table, event: Event) -> None:
    """Chi, pon or daiminkan of the last discard."""
    claim = table.passed_claim
    called = event.tile
    assert called is not None
    caller = table.seats[event.seat]
    if table.phase == "over":
        raise table.refuse_play("hand_over", f"the hand is already over ({table.ended})")
    if claim is None or claim.source != "discard" or table.phase != "draw":
        raise table.refuse_play(
            "call_not_last_discard", f"there is no discard to {event.action} now"
        )
    if KIND[called] != KIND[claim.tile]:
        raise table.refuse_play(
            "call_not_last_discard",
            f"the last discard is {claim.seat}'s {tile_name(claim.tile)}, not {tile_name(called)}",
        )
    if claim.seat == event.seat:
        raise table.refuse_play("own_tile", f"{event.seat} cannot call its own discard")
    if table.live_wall == 0:
        raise table.refuse_play(
            "call_on_last_tile",
            "the live wall is empty: the last discard can only be won on (houtei), not called",
        )
    if caller.in_riichi:
        raise table.refuse_play(
            "locked_after_riichi",
            f"{caller.seat} is in riichi, so its hand is locked: it cannot {event.action}",
        )
    kind = KIND[called]
    if event.action == "chi":
        _check_chi(table, claim.seat, event, kind)
        taken = event.hand_tiles
    else:
        if event.action == "daiminkan":
            _check_kan_count(table)
        taken = _hand_tiles(table, caller, event, kind, 2 if event.action == "pon" else 3)
        if any(KIND[t] != kind for t in taken):
            raise table.refuse_play(
                "bad_meld",
                f"a {event.action} of {tile_name(kind)} takes only {tile_name(kind)} from the hand",
            )
    for tile in taken:
        table.from_hand(caller, tile)
    actual = claim.tile
    discarder = table.seats[claim.seat]
    record = discarder.discards[-1]._replace(called_by=event.seat, called_event=event.number)
    discarder.discards = (*discarder.discards[:-1], record)
    if record.riichi:
        discarder.sideways_pending = True
    tiles = tuple(sorted((*taken, actual), key=lambda t: KIND[t]))
    caller.melds += (Meld(event.action, tiles, called=actual, from_seat=claim.seat),)  # type: ignore[arg-type]
    caller.meld_events += (event.number,)
    caller.call_events += (event.number,)
    caller.changed()
    table.call_events.append(event.number)
    table.turn = event.seat
    if event.action == "daiminkan":
        caller.kans += 1
        table.kans.append(_kan(event, actual))
        table.phase = "replacement"
    else:
        caller.kuikae = (event.action, kind, tuple(sorted(KIND[t] for t in tiles)))
        table.phase = "discard"
        if caller.known and table.ruleset.kuikae_forbidden:
            stuck = play.call_leaves_no_discard(
                caller.seat, caller.kuikae, caller.hand, event.number
            )
            if stuck is not None:
                raise table.refuse(stuck)


def _check_chi(table: Table, discarder: str, event: Event, kind: int) -> None:
    if len(table.seats) < 4:
        raise table.refuse_play(
            "no_chi_in_sanma",
            "three-player mahjong has no chi: a discard may be called only by pon, kan or ron",
        )
    if table.next_seat(discarder) != event.seat:
        raise table.refuse_play(
            "chi_not_next",
            f"only the player after {discarder} may chi its discard, and that is not {event.seat}",
        )
    kinds = sorted([kind, *(KIND[t] for t in event.hand_tiles)])
    if (
        kind >= 27
        or any(k >= 27 for k in kinds)
        or kinds[0] // 9 != kinds[2] // 9
        or kinds != list(range(kinds[0], kinds[0] + 3))
    ):
        shown = "".join(tile_name(t) for t in event.hand_tiles)
        raise table.refuse_play(
            "chi_not_run",
            f"{tile_name(kind)} with {shown} is not a run of three in one suit",
        )


def _kan(event: Event, tile: Tile) -> KanRecord:
    return KanRecord(event.number, event.seat, event.action, tile)


def ankan(table: Table, event: Event) -> None:
    """Closed kan (暗槓) of four held tiles, after the seat's draw."""
    seat = table.seats[event.seat]
    tile = event.tile
    assert tile is not None
    table.expect_turn(event.seat, ("act",), "declare a closed kan")
    refusal = table.referee.ankan_refusal(table, seat, KIND[tile], event.number)
    if refusal is not None:
        raise table.refuse(refusal)
    kind = KIND[tile]
    taken = _pick(table, seat, kind, 4) if seat.known else _unseen_copies(table, kind, 4)
    for held in taken:
        table.from_hand(seat, held)
    seat.melds += (Meld("ankan", tuple(taken)),)
    seat.meld_events += (event.number,)
    seat.call_events += (event.number,)
    seat.kans += 1
    seat.changed()
    table.call_events.append(event.number)
    table.kans.append(_kan(event, tile))
    table.claim = Claim(seat.seat, tile, event.number, "ankan")
    table.phase = "replacement"


def kakan(table: Table, event: Event) -> None:
    """Added kan (加槓, shouminkan): the fourth tile onto the seat's own pon."""
    seat = table.seats[event.seat]
    tile = event.tile
    assert tile is not None
    table.expect_turn(event.seat, ("act",), "add to a kan")
    kind = KIND[tile]
    index = next(
        (i for i, m in enumerate(seat.melds) if m.kind == "pon" and KIND[m.tiles[0]] == kind), None
    )
    if index is None:
        raise table.refuse_play(
            "no_pon_to_add", f"{seat.seat} has no pon of {tile_name(kind)} to add to"
        )
    if table.live_wall == 0:
        raise table.refuse_play(
            "kan_on_last_tile",
            "no kan on the last tile of the live wall: nothing is left to replace it",
        )
    _check_kan_count(table)
    table.from_hand(seat, tile)
    pon = seat.melds[index]
    seat.melds = _replaced(seat.melds, index, Meld(
        "kakan", (*pon.tiles, tile), called=pon.called, from_seat=pon.from_seat, added=tile
    ))
    seat.added_kan_events[index] = event.number
    seat.call_events += (event.number,)
    seat.kans += 1
    seat.changed()
    table.call_events.append(event.number)
    table.kans.append(_kan(event, tile))
    table.claim = Claim(seat.seat, tile, event.number, "kakan")
    table.phase = "replacement"

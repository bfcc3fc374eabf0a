"""Replay a generated hand live in riichienv, and compare its facts with our engine.

The generator knows the whole wall it dealt, so the hand can be played again in
riichienv (``RiichiEnv.reset(wall=...)``) event by event: a scripted player takes, at
each decision, the action our event list took next. The existing driver's
:class:`Recorder` (``tests/oracle/riichienv_driver.py``) writes down what riichienv
allowed at every decision point on the way (riichi, closed kan, ron, tsumo), each win
and each abortive draw, and :func:`tests.oracle.compare.compare` judges every such fact
with our engine under the generated question's ruleset. An event of ours that riichienv
does not offer is a disagreement too (kind ``replay:<verb>``).

Wall layouts. Ours: seat ``i`` is dealt ``wall[13i : 13i + 13]``, the live wall runs
from index 52, a kan's replacement is the last live tile, and the dead wall's fixed
slots hold the dora indicator (+4), kan dora (+5…) and ura dora (+9…). riichienv deals
three blocks of four and one tile to each seat from the dealer, draws live tiles from 52,
takes replacements from ``wall[-1]``, ``wall[-2]``…, and shows the dora indicator at
``wall[-5]``, kan dora at ``-7, -9…`` and ura dora at ``-6, -8…``. Tiles are riichienv
ids ``4 * kind + copy``; copy 0 of a five is the red five.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from riichienv import ActionType, GameRule, RiichiEnv

from tests.drills.real_play_check import oracle_passes, shown_seats
from tests.oracle.compare import Disagreement, Tally, compare
from tests.oracle.mjai_log import action_order, tile_of_id
from tests.oracle.record import Fact, HandRecord
from tests.oracle.rigging import Rig
from tests.oracle.riichienv_driver import Recorder
from tests.oracle.situations import situation_text
from tutor import api
from tutor.drills.bank import question_and_table
from tutor.drills.question import Question
from tutor.drills.table import Table
from tutor.rules.tiles import kind

AT = ActionType
RED_KIND = {34: 4, 35: 13, 36: 22}
RULES = {"tenhou": GameRule.default_tenhou, "mahjong-soul": GameRule.default_mjsoul}
ASKS = ("riichi_allowed", "ankan_allowed", "ron_allowed", "tsumo_allowed", "win",
        "abortive_draw")


class ReplayRefused(Exception):
    """riichienv did not offer the action our event took."""


def replacements(table: Table) -> int:
    """Replacement draws the hand took: one a kan, one a kita (three players)."""
    return sum(1 for e in table.events if e.verb in ("ankan", "kakan", "daiminkan", "kita"))


def riichienv_wall(table: Table) -> list[int]:
    """Our dealt wall, laid out the way riichienv deals it (four or three seats), as
    riichienv tile ids."""
    copies: Counter[int] = Counter()

    def ident(tile: int) -> int:
        if tile in RED_KIND:
            return 4 * RED_KIND[tile]
        k = kind(tile)
        copies[k] += 1
        return 4 * k + copies[k] - (0 if k in (4, 13, 22) else 1)

    seats = table.players
    ids = [ident(t) for t in table.wall]
    hands = [ids[13 * seat : 13 * seat + 13] for seat in range(seats)]
    live = ids[13 * seats : len(ids) - 14]
    ours_dead = ids[len(ids) - 14 :]
    last = len(live) - 1
    dead = [0] * 14
    dead[9] = ours_dead[4]  # wall[-5]: the dora indicator
    for i in range(4):
        dead[7 - 2 * i] = ours_dead[5 + i]  # kan dora at -7, -9, -11, -13
    for i in range(5):
        dead[8 - 2 * i] = ours_dead[9 + i]  # ura dora at -6, -8, -10, -12, -14
    spare = [ours_dead[i] for i in range(4)]
    for j in range(4):  # replacement tiles: our live tail goes to wall[-1], wall[-2], ...
        if j < replacements(table):
            dead[13 - j] = live[last - j]
            live[last - j] = spare[j]
        else:
            dead[13 - j] = spare[j]
    wall: list[int] = []
    for block in range(3):
        for seat in range(seats):
            wall += hands[seat][4 * block : 4 * block + 4]
    wall += [hands[seat][12] for seat in range(seats)]
    return wall + live + dead


@dataclass
class Replayed:
    record: HandRecord
    refused: str | None
    """``replay:<verb>`` when riichienv did not offer one of our events."""


def replay(table: Table, ruleset: str) -> Replayed:
    """Play ``table``'s events in riichienv, recording its facts up to the last one."""
    env = RiichiEnv(game_mode="4p-red-single", rule=RULES[ruleset]())
    wall = riichienv_wall(table)
    scores = [s.score for s in table.seats]
    rig = Rig("generated", wall, 0, 0, table.honba, table.sticks, scores)
    obs = env.reset(oya=0, wall=list(wall), round_wind=0, scores=scores,
                    honba=table.honba, kyotaku=table.sticks, seed=0)
    recorder = Recorder(env, rig, 0)
    recorder.start()
    return drive(env, obs, recorder, table)


def drive(env: Any, obs: Any, recorder: Any, table: Table) -> Replayed:
    """Step ``env`` through ``table``'s events, the recorder noting every decision."""
    ours = [e.line(table.names, hidden=False) for e in table.events]
    while True:
        legal = {pid: sorted(o.legal_actions(), key=action_order)
                 for pid, o in sorted(obs.items())}
        recorder.consume(legal)
        done = len(recorder.record.events)
        if done >= len(ours) or env.done():
            # the sanma recorder ends a nine-terminals draw without a line of its own
            kyuushu = ours[-1].endswith(" kyuushu") and \
                recorder.record.outcome == "kyushu_kyuhai"
            played = ours[:-1] if kyuushu else ours
            return Replayed(recorder.record, diverged(recorder.record.events, played))
        rons = ron_run(ours, done)
        try:
            choice = {pid: choose(pid, actions, rons.get("ESWN"[pid], ours[done]), recorder)
                      for pid, actions in legal.items() if actions}
        except ReplayRefused as refused:
            return Replayed(recorder.record, str(refused))
        recorder.rons = [pid for pid, a in choice.items() if a.action_type == AT.RON]
        obs = env.step(choice)


def ron_run(ours: list[str], start: int) -> dict[str, str]:
    """Seat → its line, for the run of ``ron`` lines at ``start`` (several winners)."""
    run: dict[str, str] = {}
    for line in ours[start:]:
        seat, verb = line.split()[:2]
        if verb != "ron":
            break
        run[seat] = line
    return run


def diverged(theirs: list[str], ours: list[str]) -> str | None:
    """``replay:diverged`` unless riichienv's events begin with ours (seat, verb, tile);
    riichienv may have gone on to the next draw where nobody had a decision."""
    def key(line: str) -> tuple[str, ...]:
        return tuple(line.split()[:3])

    if [key(line) for line in theirs[: len(ours)]] != [key(line) for line in ours]:
        return "replay:diverged"
    return None


def choose(pid: int, actions: list[Any], line: str, recorder: Any) -> Any:
    seat, verb, *args = line.split()
    mine = "ESWN"[pid] == seat
    by_type: dict[Any, list[Any]] = {}
    for action in actions:
        by_type.setdefault(action.action_type, []).append(action)
    if not mine or verb == "draw":
        if AT.PASS in by_type:
            return by_type[AT.PASS][0]
        raise ReplayRefused(f"replay:pass_refused:{line}")
    wanted = {"ron": AT.RON, "tsumo": AT.TSUMO, "kyuushu": AT.KYUSHU_KYUHAI,
              "pon": AT.PON, "chi": AT.CHI, "daiminkan": AT.DAIMINKAN,
              "ankan": AT.ANKAN, "kakan": AT.KAKAN, "discard": AT.DISCARD, "kita": AT.KITA}
    if verb == "riichi":
        if recorder.pending_riichi != pid:
            if AT.RIICHI in by_type:
                return by_type[AT.RIICHI][0]
            raise ReplayRefused("replay:riichi")
        verb = "discard"
    options = by_type.get(wanted[verb], [])
    for action in options:
        if _matches(verb, args, action):
            return action
    raise ReplayRefused(f"replay:{verb}")


def _matches(verb: str, args: list[str], action: Any) -> bool:
    if verb in ("ron", "tsumo", "kyuushu", "kita"):
        return True
    if verb == "ankan":
        return bool(action.consume_tiles) and action.consume_tiles[0] // 4 == kind_of(args[0])
    if verb in ("discard", "kakan"):
        return tile_of_id(action.tile) == args[0]
    if verb in ("pon", "daiminkan", "chi"):
        if len(args) > 1:
            used = sorted(tile_of_id(t) for t in action.consume_tiles)
            return used == sorted(_names(args[1]))
        return all(t // 4 == kind_of(args[0]) for t in action.consume_tiles)
    return False


def kind_of(name: str) -> int:
    number = 5 if name[0] == "0" else int(name[0])
    return "mpsz".index(name[1]) * 9 + number - 1


def _names(text: str) -> list[str]:
    """``"05p"`` → ``["0p", "5p"]``."""
    suit = text[-1]
    return [digit + suit for digit in text[:-1]]


def agreement(ruleset: str, skills: Iterable[str], per_skill: int, seed: int = 0) -> Tally:
    """Replay ``per_skill`` generated questions of each skill; tally every fact."""
    tally = Tally()
    rules = api.load_ruleset(ruleset)
    for skill in skills:
        if not api_skill_applies(skill, rules):
            continue
        for index in range(per_skill):
            question, table = question_and_table(skill, ruleset, seed, index)
            done = replay(table, ruleset)
            if done.refused is not None:
                fact = Fact("replay", question.seat, len(done.record.events), None)
                tally.compared["replay"] += 1
                tally.disagreements.append(
                    Disagreement(done.refused, done.record, fact, question.id))
                continue
            tally.disagreements += unsaid_pass_disagreements(done.record, question, table)
            judges = {ask: _judge(ruleset) for ask in ASKS}
            part = compare([done.record], set(ASKS), judges)
            tally.compared.update(part.compared)
            tally.agreed.update(part.agreed)
            tally.known.update(part.known)
            for found in part.disagreements:
                if _known(found, ruleset):
                    tally.known[KAN_DROPS_A_WAIT] += 1
                else:
                    tally.disagreements.append(found)
    return tally


UNSAID_PASS = "real_play:unsaid_pass"
"""A win the oracle offered a shown seat, passed without the prompt telling it."""


def unsaid_pass_disagreements(record: HandRecord, question: Question,
                              table: Table) -> list[Disagreement]:
    """Each win riichienv offered a shown seat that it let go by unsaid (issue 20, item 0,
    checked by the other engine)."""
    found = oracle_passes(record, table, shown_seats(question), question.prompt)
    return [Disagreement(UNSAID_PASS, record, fact, "passed") for fact in found]


KAN_DROPS_A_WAIT = "known: riichienv allows a kan in riichi that drops a wait"
"""Pinned by ``test_known_difference_riichienv_allows_a_kan_that_drops_a_wait``."""


def _known(found: Disagreement, ruleset: str) -> bool:
    """A disagreement of a kind pinned as a known difference."""
    if found.fact.ask != "ankan_allowed" or found.fact.answer is not True or found.ours:
        return False
    text = situation_text(found.record, found.fact, with_expect=False)
    ours = api.judge(api.parse_situation(text), ask="ankan_allowed", seat=found.fact.seat,
                     ruleset=ruleset)
    return ours.reasons[-1].code == "ankan.waits_change"


def api_skill_applies(skill: str, rules: api.Ruleset) -> bool:
    from tutor import drills

    return drills.skill(skill).applies_to(rules)


def _judge(ruleset: str) -> Any:
    def run(text: str, fact: Fact) -> Any:
        situation = api.parse_situation(text, file=f"<{fact.ask}:{fact.seat}>")
        return api.judge(situation, ask=fact.ask, seat=fact.seat, ruleset=ruleset)

    return run

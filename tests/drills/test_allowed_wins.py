"""A win the engine allowed during play is not checked again when its event is replayed
(``Table.allowed_wins``): the check it skips, made on the same facts, allows it too, and
the win is judged as its text is."""

from __future__ import annotations

import random

from tutor.api import judge, load_ruleset, parse_situation
from tutor.drills.engine_copy import copy_engine
from tutor.drills.play import play
from tutor.drills.steer import Gen
from tutor.judges.ron_tsumo import ron_refusal, tsumo_refusal


def test_a_win_allowed_in_play_skips_a_check_that_would_allow_it() -> None:
    verbs: set[str] = set()
    for seed in range(40):
        gen = Gen(random.Random(seed), load_ruleset("tenhou"), 4)
        table = gen.table()
        for _ in play(table, gen.styles()):
            pass
        last = table.events[-1]
        if last.verb not in ("ron", "tsumo") or table.mirror is None:
            continue
        engine = table.mirror.engine  # where the check was made, just before the win
        seat = table.names[last.seat]
        assert (last.verb, seat, engine.event_count) in engine.allowed_wins
        plain = copy_engine(engine)
        plain.allowed_wins.clear()
        if last.verb == "ron":
            assert ron_refusal(plain, seat, len(table.events)) is None
        else:
            assert tsumo_refusal(plain, seat, len(table.events)) is None
        text = table.text(ask="win", seat=last.seat)
        assert table.judge("win", last.seat) == judge(parse_situation(text, file="<generated>"))
        verbs.add(last.verb)
        if verbs == {"ron", "tsumo"} and seed >= 12:
            break
    assert verbs == {"ron", "tsumo"}

"""One simulated student, run as its own process: ``python -m tests.classroom.student``.

Arguments: DB CODE NAME STRENGTH LOG. The student joins (or rejoins) the drill and
answers every open question. Whether an answer is right is fixed by the name, the
question and STRENGTH (0–29: how many of 30 draws come out right), so a rejoining
process gives the same answers; question 1 is a trap that only weak students get right.
Before each answer the process appends ``intend INDEX JSON`` to LOG, after it ``done
INDEX``, so the test can tell which answers a killed process may have stored.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

from tutor.classroom import answer, join, open_drill, open_question
from tutor.classroom.taking import to_json_answer
from tutor.drills.question import Question
from tutor.store import open_database


def peak_rss_kb() -> int:
    """This process's peak resident memory since it started its program (VmHWM).

    (``getrusage`` would count the parent's memory before ``exec`` as well.)
    """
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def answers_right(name: str, strength: int, index: int) -> bool:
    """Whether this student answers question ``index`` right."""
    if index == 0:
        return strength < 10  # the trap: strong students miss it
    draw = hashlib.sha256(f"{name}/{index}".encode()).digest()[0] % 30
    return draw < strength


def chosen(question: Question, right: bool) -> object:
    """A yes/no answer that is right or wrong as asked."""
    return question.answer if right else not question.answer


def main(db_path: str, code: str, name: str, strength: int, log_path: str) -> None:
    db = open_database(db_path)
    drill = open_drill(db, code)
    student = join(db, drill, name)
    with open(log_path, "a", encoding="utf-8") as log:
        while True:
            now = round(time.time() * 1000)
            current = open_question(db, drill, student, now)
            if current.index is None:
                break
            question = drill.question(current.index)
            given = chosen(question, answers_right(name, strength, current.index))
            log.write(f"intend {current.index} {json.dumps(to_json_answer(question, given))}\n")
            log.flush()
            time.sleep(0.02)  # a moment of thought: room for a kill mid-drill
            answer(db, drill, student, current.index, given, round(time.time() * 1000))
            log.write(f"done {current.index}\n")
            log.flush()
            os.fsync(log.fileno())
    db.close()
    print(f"peak_rss_kb {peak_rss_kb()}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])

"""A child process for the crash and concurrency tests: records attempts and reports.

``python -m tests.store.writer DB LEARNER COUNT`` records COUNT attempts (0: until
killed) and prints each attempt id on its own line right after its commit.
"""

from __future__ import annotations

import sys

from tests.store.helpers import attempt
from tutor.store import open_store, record_attempt
from tutor.store.times import utc_now


def main(argv: list[str]) -> int:
    path, learner, count = argv[0], argv[1], int(argv[2])
    db = open_store(path)
    number = 0
    while count == 0 or number < count:
        record = attempt(learner, number=number, correct=number % 3 != 0, at=utc_now())
        attempt_id = record_attempt(db, record)
        sys.stdout.write(f"{attempt_id}\n")
        sys.stdout.flush()
        number += 1
    db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Wrong PINs slow a sign-in down, then lock it: per name and per browser address.

A served classroom's PINs are short, so guessing must cost time. Each name (the name a
student types, or the teacher's) and each address counts its wrong PINs in this run of
``riichi-tutor serve``. The first few (:data:`NAME_LIMITS`, :data:`ADDRESS_LIMITS`)
cost nothing; after that each try must wait twice as long as the last (from 2 s up to
:data:`LONGEST_WAIT_S`) after the previous wrong one; at the limit's ``lock_after``
wrong PINs, signing in as that name or from that address is locked for :data:`LOCK_S`.
A try made while waiting or locked counts as a wrong one, and is refused without its
PIN being checked. A right PIN starts the name's count again (not
the address's). Pure policy here; the counts are kept by :mod:`tutor.store.lockouts`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from tutor.classroom.pins import WrongPin
from tutor.errors import TutorError
from tutor.store import lockouts
from tutor.store.connection import Database

LONGEST_WAIT_S = 60
LOCK_S = 15 * 60


@dataclass(frozen=True)
class Limits:
    """How many wrong PINs are free, and after how many the sign-in locks."""

    free: int
    lock_after: int


NAME_LIMITS = Limits(free=5, lock_after=10)
ADDRESS_LIMITS = Limits(free=10, lock_after=30)
"""More for an address: on one machine (or behind one router) a class shares it."""

T = TypeVar("T")


class SignInLocked(TutorError):
    """Too many wrong PINs: this try is refused unchecked (the message says how long)."""


def wait_s(failures: int, limits: Limits) -> int:
    """Seconds a try must wait after the last wrong PIN, having made ``failures``."""
    if failures < limits.free:
        return 0
    return int(min(2 ** min(failures - limits.free + 1, 16), LONGEST_WAIT_S))


def lock_is_over(failures: int, last_at_ms: int, now_ms: int, limits: Limits) -> bool:
    """Whether a lock has ended (its count then starts again)."""
    return failures >= limits.lock_after and (now_ms - last_at_ms) / 1000 >= LOCK_S


def refusal(failures: int, last_at_ms: int, now_ms: int, limits: Limits) -> str | None:
    """Why a try is refused now, or None if its PIN may be checked."""
    since_s = (now_ms - last_at_ms) / 1000
    if failures >= limits.lock_after:
        if since_s < LOCK_S:
            minutes = max(1, round((LOCK_S - since_s) / 60))
            return (
                f"locked after {failures} wrong PINs: try again in {minutes} minutes, "
                "or ask the teacher"
            )
        return None
    wait = wait_s(failures, limits)
    if since_s < wait:
        return f"too many wrong PINs: wait {max(1, round(wait - since_s))} s before trying again"
    return None


@dataclass(frozen=True)
class Guard:
    """The counts one sign-in consults: this run, this browser's address."""

    db: Database
    run: str
    address: str
    clock_ms: Callable[[], int]

    def _scopes(self, name: str) -> list[tuple[str, str, Limits]]:
        key = " ".join(name.split()).casefold()
        return [("name", key, NAME_LIMITS), ("address", self.address, ADDRESS_LIMITS)]

    def attempt(self, name: str, check: Callable[[], T]) -> T:
        """Run ``check`` (which raises :class:`WrongPin` for a wrong PIN) unless ``name``
        or this address must wait or is locked; count a wrong or refused try."""
        now = self.clock_ms()
        scopes = self._scopes(name)
        found = [lockouts.failures(self.db, self.run, scope, key) for scope, key, _ in scopes]
        reasons = [
            refusal(count, last, now, limit)
            for (count, last), (_, _, limit) in zip(found, scopes, strict=True)
        ]
        refused = next((reason for reason in reasons if reason is not None), None)
        try:
            if refused is not None:
                raise SignInLocked(refused)
            result = check()
        except (WrongPin, SignInLocked):
            for (scope, key, limits), (count, last) in zip(scopes, found, strict=True):
                fresh = lock_is_over(count, last, now, limits)
                lockouts.count_failure(self.db, self.run, scope, key, now, fresh=fresh)
            raise
        lockouts.forget_failures(self.db, self.run, "name", scopes[0][1])
        return result

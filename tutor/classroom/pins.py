"""PINs as the classroom stores them: salted PBKDF2 hashes, never the digits."""

from __future__ import annotations

import hashlib
import hmac
import os

from tutor.errors import TutorError

ROUNDS = 100_000
MIN_LENGTH = 4
MAX_LENGTH = 32


class WrongPin(TutorError):
    """A PIN that does not match: counted by the sign-in's lockout."""


def check_pin_text(pin: str, what: str = "PIN") -> str:
    """``pin`` if it can be a PIN (4 to 32 visible characters), else ``TutorError``."""
    if not MIN_LENGTH <= len(pin) <= MAX_LENGTH or not pin.isprintable() or pin.strip() != pin:
        raise TutorError(
            f"a {what} has {MIN_LENGTH} to {MAX_LENGTH} characters, no spaces at the ends"
        )
    return pin


def hash_pin(pin: str, *, salt: bytes | None = None) -> str:
    """``pbkdf2_sha256$ROUNDS$SALT$HASH`` for ``pin`` (a fresh random salt unless given)."""
    salt = salt if salt is not None else os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode("utf-8"), salt, ROUNDS)
    return f"pbkdf2_sha256${ROUNDS}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    """Whether ``pin`` is the PIN ``stored`` was made from (compared in constant time)."""
    try:
        method, rounds, salt, expected = stored.split("$")
        if method != "pbkdf2_sha256":
            return False
        digest = hashlib.pbkdf2_hmac(
            "sha256", pin.encode("utf-8"), bytes.fromhex(salt), int(rounds)
        )
    except ValueError:
        return False
    return hmac.compare_digest(digest.hex(), expected)

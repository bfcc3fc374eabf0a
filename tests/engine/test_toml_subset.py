"""The fast header reader gives what tomllib and the key-line scan give, or steps aside."""

from __future__ import annotations

import random
import tomllib

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.engine.random_play import random_situation
from tutor.engine.lines import lift_events, toml_key_lines
from tutor.engine.toml_subset import read_simple
from tutor.paths import content_dir
from tutor.rules.ruleset import load_ruleset


def _agrees(text: str) -> bool:
    """read_simple is None, or equals tomllib's table and the scan's key lines."""
    simple = read_simple(text)
    if simple is None:
        return True
    data, lines = simple
    expected_lines, starts = toml_key_lines(text)
    return data == tomllib.loads(text) and lines == expected_lines and not starts


def test_every_curated_file_and_random_situation_reads_the_same() -> None:
    texts = [p.read_text(encoding="utf-8") for p in (content_dir() / "situations").rglob("*.toml")]
    rng = random.Random(5)
    ruleset = load_ruleset("tenhou")
    texts += [random_situation(rng, ruleset).text for _ in range(20)]
    read = 0
    for text in texts:
        lifted = lift_events(text)
        header = lifted[0] if lifted else text
        assert _agrees(header), text
        read += read_simple(header) is not None
    assert read >= len(texts) // 2  # the fast path is the usual one


def test_plain_forms_are_read() -> None:
    text = (
        'ruleset = "tenhou"  # a comment\n'
        "honba = -0\n"
        "scores = { E = 25000, S = -300, W = 0, N = 'x' }\n"
        "dora_indicators = [\"3p\", '4z',]\n"
        "ura = []\n"
        "flag = true\n"
        "\n"
        "[hands]\n"
        'E = "123m"\n'
        "[ expect ]  # spaced header\n"
        'why = "tabs\tand é, # not a comment"\n'
    )
    assert read_simple(text) is not None
    assert _agrees(text)


def test_anything_unusual_is_left_to_tomllib() -> None:
    for text in (
        "a = 1\na = 2",  # a key twice
        "[t]\n[t]",  # a table twice
        "t = 1\n[t]",
        "s = { E = 1, E = 2 }",
        "s = { E = 1, }",
        "n = +1",
        "n = 1_000",
        "n = 012",
        "n = 1.5",
        'e = "a\\"b"',
        "d = 1979-05-27",
        'm = """x"""',
        "a.b = 1",
        '"a" = 1',
        "[a.b]",
        "[[a]]",
        "a = 1\r\nb = 2",
        "a = 1 # \x01",
        "a = [[1]]",
        "a = [1, 2]",
        "a = 12345678901234567890",
        "\ufeffa = 1",
    ):
        assert read_simple(text) is None, text


_FRAGMENTS = st.sampled_from(
    [
        "a", "E", "hands", "=", " ", "\t", '"x"', "'y'", '"', "'", "1", "-", "0", "+",
        "[", "]", "{", "}", ",", "#", "true", "\n", "\r", ".", "\\", "_", "é", "\x01",
    ]
)  # fmt: skip
_KEYS = st.sampled_from(["a", "E", "S", "hands", "b-c", "1"])
_VALUES = st.sampled_from(
    [
        '"s"', "'t'", "1", "-0", "01", "true", '["a", "b"]', "[]", '[ "a" , ]', "[1]",
        "{ E = 1, S = 'q' }", "{}", "{E=1}", "{ E = 1, E = 2 }", '"a # b"', '"\\n"', "1.0",
    ]
)  # fmt: skip
_LINES = st.one_of(
    st.lists(_FRAGMENTS, max_size=8).map("".join),
    st.tuples(_KEYS, st.sampled_from(["=", " = ", "\t=\t"]), _VALUES).map("".join),
    _KEYS.map(lambda key: f"[{key}]"),
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_LINES, max_size=8).map("\n".join))
def test_random_text_is_read_as_tomllib_reads_it_or_left_to_it(text: str) -> None:
    simple = read_simple(text)
    if simple is None:
        return
    assert tomllib.loads(text) == simple[0]
    assert toml_key_lines(text)[0] == simple[1]

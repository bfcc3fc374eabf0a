"""Rulesets as data: presets load, cite sources, and every bad file gets FILE:LINE: problem."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.errors import TutorError
from tutor.rules.ruleset import (
    OPTIONS,
    Ruleset,
    RulesetError,
    load_ruleset,
    preset_dir,
    preset_names,
    with_overrides,
)

REQUIRED_PRESETS = {"tenhou", "mahjong-soul", "wrc", "ema", "shanghai-dynasty"}


def _write(tmp_path: Path, text: str, name: str = "rules.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _full_text(ruleset: Ruleset) -> str:
    lines = []
    for name in OPTIONS:
        value = getattr(ruleset, name)
        if isinstance(value, bool):
            lines.append(f"{name} = {'true' if value else 'false'}")
        elif isinstance(value, str):
            lines.append(f'{name} = "{value}"')
        elif isinstance(value, tuple):
            items = ", ".join(f'"{v}"' for v in value)
            lines.append(f"{name} = [{items}]")
        else:
            lines.append(f"{name} = {value}")
    return "\n".join(lines) + "\n"


def test_every_required_preset_exists_and_loads() -> None:
    assert set(preset_names()) >= REQUIRED_PRESETS
    for name in preset_names():
        assert load_ruleset(name).name == name


def test_every_preset_option_line_cites_a_source() -> None:
    for path in preset_dir().glob("*.toml"):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if re.match(r"^\s*[a-z_]+\s*=", line) and not line.startswith("extends"):
                assert "#" in line, f"{path.name}:{number} gives no source: {line!r}"


def test_presets_differ_where_the_fact_sheet_says() -> None:
    th, ms, wrc, ema = (load_ruleset(n) for n in ("tenhou", "mahjong-soul", "wrc", "ema"))
    assert (th.double_yakuman_waits, ms.double_yakuman_waits) == (False, True)
    assert (th.kokushi_robs_ankan, ms.kokushi_robs_ankan) == (False, True)
    assert (th.multiple_ron, ms.multiple_ron, wrc.multiple_ron) == ("double", "all", "head_bump")
    assert (th.kiriage_mangan, wrc.kiriage_mangan) == (False, True)
    assert (th.kazoe_yakuman, ema.kazoe_yakuman) == (True, False)
    assert (th.aka_dora, ema.aka_dora, wrc.aka_dora) == (3, 0, 0)
    assert ema.temporary_furiten_ends == "own_draw_or_call"
    assert th.kan_after_riichi == "waits" and ema.kan_after_riichi == "strict"
    sd = load_ruleset("shanghai-dynasty")
    assert sd.yakuman_cap == 7 and sd.rinshan_pao and sd.daisuushii_double


def test_a_path_loads_like_a_preset(tmp_path: Path) -> None:
    path = _write(tmp_path, _full_text(load_ruleset("tenhou")), "mine.toml")
    loaded = load_ruleset(str(path))
    assert loaded.name == "mine"
    assert {n: getattr(loaded, n) for n in OPTIONS} == {
        n: getattr(load_ruleset("tenhou"), n) for n in OPTIONS
    }


def test_extends_overrides_and_keeps_the_rest(tmp_path: Path) -> None:
    path = _write(tmp_path, 'extends = "tenhou"\nname = "house"\nippatsu = false\n')
    loaded = load_ruleset(str(path))
    assert loaded.name == "house" and loaded.ippatsu is False
    assert loaded.aka_dora == load_ruleset("tenhou").aka_dora


def _error(path: Path) -> RulesetError:
    with pytest.raises(RulesetError) as info:
        load_ruleset(str(path))
    return info.value


@pytest.mark.parametrize(
    ("body", "line", "fragment"),
    [
        (
            'extends = "tenhou"\n\nipatsu = true\n',
            3,
            "unknown option 'ipatsu' (did you mean 'ippatsu'?)",
        ),
        (
            'extends = "tenhou"\nkan_after_riichi = "loose"\n',
            2,
            "kan_after_riichi must be one of waits, strict, never, not 'loose'",
        ),
        ('extends = "tenhou"\nippatsu = 1\n', 2, "ippatsu must be true or false, not 1"),
        ('extends = "tenhou"\naka_dora = 4\n', 2, "aka_dora must be from 0 to 3, not 4"),
        ('extends = "tenhou"\naka_dora = "3"\n', 2, "aka_dora must be a whole number"),
        ('extends = "tenhou"\naka_dora = true\n', 2, "aka_dora must be a whole number"),
        ('extends = "tenhou"\nriichi_min_points = -1\n', 2, "from 0 to 100000"),
        ('extends = "tenhou"\ndouble_wind_pair_fu = 3\n', 2, "one of 2, 4, not 3"),
        ('extends = "tenhou"\npao = ["daisangen", "chuuren"]\n', 2, "pao entries must be among"),
        ('extends = "tenhou"\npao = "daisangen"\n', 2, "pao must be a list"),
        ('extends = "tenhou"\npao = ["daisangen", "daisangen"]\n', 2, "twice"),
        ('extends = "tenhou"\n[rules]\nippatsu = true\n', 2, "unknown option 'rules'"),
        ('extends = "nosuch"\n', 1, "extends names no preset"),
        ("extends = 3\n", 1, "extends must name a preset"),
        ('name = ""\nextends = "tenhou"\n', 1, "name must be a non-empty string"),
        ("ippatsu = true\n", 1, "missing options kan_after_riichi"),
        ("ippatsu = = true\n", 1, "not valid TOML"),
        ('extends = "tenhou"\n\n\nippatsu = tru\n', 4, "not valid TOML"),
    ],
)
def test_bad_files_name_file_line_and_problem(
    tmp_path: Path, body: str, line: int, fragment: str
) -> None:
    path = _write(tmp_path, body)
    error = _error(path)
    assert str(error).startswith(f"{path}:{line}: "), str(error)
    assert fragment in str(error)
    assert isinstance(error, TutorError) and error.exit_code == 2


def test_an_unknown_option_in_a_full_file_is_named(tmp_path: Path) -> None:
    text = _full_text(load_ruleset("tenhou")) + "kan_doro = true\n"
    path = _write(tmp_path, text)
    error = _error(path)
    expected = "unknown option 'kan_doro' (did you mean 'kan_dora'?)"
    assert str(error) == f"{path}:{len(OPTIONS) + 1}: {expected}"


def test_extends_loop_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, 'extends = "b.toml"\n', "a.toml")
    _write(tmp_path, 'ippatsu = true\nextends = "a.toml"\n', "b.toml")
    error = _error(tmp_path / "a.toml")
    assert "extends makes a loop: a.toml -> b.toml -> a.toml" in str(error)
    assert str(error).startswith(f"{tmp_path / 'b.toml'}:2: ")


def test_a_missing_preset_or_file_is_named() -> None:
    with pytest.raises(RulesetError, match="unknown ruleset 'tenhouu': not a preset"):
        load_ruleset("tenhouu")
    with pytest.raises(RulesetError, match="no such file"):
        load_ruleset("/no/such/rules.toml")


def test_non_utf8_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_bytes(b'extends = "tenhou"\nippatsu = "\xff"\n')
    assert str(_error(path)).startswith(f"{path}:2: the file is not UTF-8")


def test_overrides_validate_and_name_the_situation_line() -> None:
    base = load_ruleset("tenhou")
    changed = with_overrides(base, {"ippatsu": False, "aka_dora": 0}, file="s.toml")
    assert (changed.ippatsu, changed.aka_dora) == (False, 0)
    # the name a learner reads says which options the situation changed
    assert changed.name == "tenhou (ippatsu: no; aka dora: 0)"
    assert (changed.preset, changed.overridden) == ("tenhou", ("ippatsu", "aka_dora"))
    again = with_overrides(changed, {"kan_after_riichi": "strict", "ippatsu": False}, file="s")
    assert again.name == "tenhou (ippatsu: no; aka dora: 0; kan after riichi: strict)"
    assert with_overrides(base, {"ippatsu": True}, file="s.toml").name == "tenhou"
    with pytest.raises(RulesetError) as info:
        with_overrides(base, {"ipatsu": False}, file="s.toml", lines={"ipatsu": 17})
    assert str(info.value) == "s.toml:17: unknown option 'ipatsu' (did you mean 'ippatsu'?)"
    with pytest.raises(RulesetError, match=r"^s\.toml:9: renhou must be one of none, mangan"):
        with_overrides(base, {"renhou": "double"}, file="s.toml", lines={"renhou": 9})
    assert base.replace(kiriage_mangan=True).kiriage_mangan is True


def test_options_document_themselves() -> None:
    for name, spec in OPTIONS.items():
        assert spec.description and spec.allowed(), name


_TOML_ATOMS = st.sampled_from(
    [
        "ippatsu",
        "aka_dora",
        "extends",
        "name",
        "kan_after_riichi",
        "pao",
        "=",
        " ",
        "\n",
        '"',
        "'",
        "[",
        "]",
        "{",
        "}",
        "true",
        "false",
        "3",
        "-1",
        "tenhou",
        "#",
        ",",
        ".",
        "\\",
        "\x00",
        "é",
        "[rules]",
        '"""',
        "1979-05-27",
        "inf",
        "0x1F",
    ]
)


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(parts=st.lists(st.one_of(_TOML_ATOMS, st.text(max_size=6)), max_size=25))
def test_junk_toml_only_ever_raises_ruleset_error_with_file_and_line(
    tmp_path: Path, parts: list[str]
) -> None:
    path = tmp_path / "junk.toml"
    path.write_bytes("".join(parts).encode("utf-8", "surrogatepass"))
    try:
        load_ruleset(str(path))
    except RulesetError as error:
        assert re.match(rf"^{re.escape(str(path))}:\d+: \S", str(error)), str(error)

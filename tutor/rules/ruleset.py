"""Rulesets (ルール設定): named sets of rule options, kept as data in ``content/rulesets/``.

A preset file is flat TOML, one option a line, each choice citing its source::

    extends = "tenhou"        # optional: start from another preset (or a relative path)
    aka_dora = 0              # EMA16: red fives removed in 2016

``OPTIONS`` lists every option with its type, allowed values and a one-line description;
loading checks every key and value against it. Any problem is a ``RulesetError`` that
names the file and the line of the offending key (``tomllib`` gives no line numbers for
keys, so the line is found by scanning the text).
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal

from tutor.bounds import load_toml
from tutor.errors import TutorError, toml_problem
from tutor.paths import content_dir, read_user_file
from tutor.rules.ruleset_options import OPTIONS, PAO_YAKU, OptionSpec
from tutor.rules.wording import value_words

__all__ = [
    "OPTIONS",
    "PAO_YAKU",
    "OptionSpec",
    "Ruleset",
    "RulesetError",
    "default_ruleset",
    "is_preset",
    "load_ruleset",
    "preset_names",
    "with_overrides",
]

class RulesetError(TutorError):
    """A ruleset file or override that cannot be used: names file, line and problem."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Every option the engine and the scorer honour; see ``OPTIONS`` for meanings.

    ``name`` is what a learner reads ("the tenhou rules"): the preset's name, followed
    by the options a situation's ``[rules]`` changed, e.g.
    ``tenhou (kan_after_riichi = "strict")``; ``preset`` is the bare preset name and
    ``overridden`` the changed options, in the order they were first changed.
    """

    name: str
    ippatsu: bool
    kan_after_riichi: Literal["waits", "strict", "never"]
    riichi_min_live_tiles: int
    riichi_min_points: int
    temporary_furiten_ends: Literal["own_discard", "own_draw_or_call"]
    renhou: Literal["none", "mangan", "yakuman"]
    double_yakuman_waits: bool
    kokushi_robs_ankan: bool
    chankan: Literal["any", "kokushi_only"]
    abortive_draws: bool
    nagashi_mangan: bool
    kiriage_mangan: bool
    kazoe_yakuman: bool
    open_tanyao: bool
    multiple_ron: Literal["double", "all", "head_bump"]
    aka_dora: int
    ura_dora: bool
    kan_dora: Literal["after_replacement", "immediate", "none"]
    haitei_on_replacement: bool
    yakuman_stacking: bool
    yakuman_cap: int
    daisuushii_double: bool
    tenhou_upgrades_waits: bool
    kuikae_forbidden: bool
    rinshan_pao: bool
    pao: tuple[str, ...]
    double_wind_pair_fu: int
    open_riichi: bool
    open_riichi_deal_in_yakuman: bool
    sanshoku_doukou_han: int
    daisharin: bool
    sanrenkou: bool
    suurenkou: bool
    ryanpeikou_one_suit: bool
    tsuuiisou_seven_pairs: bool
    indirect_rinshan: bool
    iisou_sanjun: bool
    iisou_suushun: bool
    shiisan_puutaa: bool
    kita_ron: bool = True
    kita_rinshan: bool = True
    tsumo_loss: bool = True
    preset: str = ""
    overridden: tuple[str, ...] = ()

    def replace(self, **changes: object) -> Ruleset:
        """A copy with some options changed (validated as an override would be)."""
        return with_overrides(self, changes, file="<replace>")


_FIELDS = [
    f.name
    for f in dataclasses.fields(Ruleset)
    if f.name not in ("name", "preset", "overridden")
]
assert set(_FIELDS) == set(OPTIONS), "OPTIONS and Ruleset fields must match"


MAX_EXTENDS = 32
"""The longest chain of ``extends`` read (each file extends the next)."""


def preset_dir() -> Path:
    """``content/rulesets/``."""
    return content_dir() / "rulesets"


def preset_names() -> list[str]:
    """Names of the presets shipped in ``content/rulesets/``, sorted."""
    return list(_preset_names(preset_dir()))


@lru_cache(maxsize=4)
def _preset_names(folder: Path) -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in folder.glob("*.toml")))


# --------------------------------------------------------------------------- values


def _check_value(name: str, value: object, where: str, line: int | None) -> object:
    """The value in the form the Ruleset stores, or a RulesetError."""
    spec = OPTIONS[name]
    shown = _show(value)
    if spec.kind == "bool":
        if not isinstance(value, bool):
            raise RulesetError(f"{name} must be true or false, not {shown}", file=where, line=line)
        return value
    if spec.kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise RulesetError(f"{name} must be a whole number, not {shown}", file=where, line=line)
        if not spec.low <= value <= spec.high:
            raise RulesetError(
                f"{name} must be from {spec.low} to {spec.high}, not {value}", file=where, line=line
            )
        return value
    if spec.kind == "choice":
        if isinstance(value, bool) or value not in spec.choices:
            listed = ", ".join(str(c) for c in spec.choices)
            raise RulesetError(
                f"{name} must be one of {listed}, not {shown}", file=where, line=line
            )
        return value
    if not isinstance(value, (list, tuple)):
        raise RulesetError(f"{name} must be a list such as [\"daisangen\"], not {shown}",
                           file=where, line=line)
    items: list[str] = []
    for item in value:
        if not isinstance(item, str) or item not in spec.choices:
            listed = ", ".join(str(c) for c in spec.choices)
            raise RulesetError(f"{name} entries must be among {listed}, not {_show(item)}",
                               file=where, line=line)
        if item in items:
            raise RulesetError(f"{name} lists {item!r} twice", file=where, line=line)
        items.append(item)
    return tuple(items)


def _in_words(key: str, value: object) -> str:
    """An overridden option as a learner reads it: ``kan after riichi: strict``."""
    return f"{key.replace('_', ' ')}: {value_words(value)}"


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, dict):
        return "a table"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _unknown(name: str, where: str, line: int | None) -> RulesetError:
    close = difflib.get_close_matches(name, [*OPTIONS, "extends", "name"], n=1)
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    return RulesetError(f"unknown option '{name}'{hint}", file=where, line=line)


def with_overrides(
    ruleset: Ruleset,
    overrides: Mapping[str, object],
    *,
    file: str,
    lines: Mapping[str, int] | None = None,
) -> Ruleset:
    """The ruleset with the options of ``overrides`` (a situation's ``[rules]`` table).

    Every key and value is validated; an error names ``file`` and the key's line from
    ``lines`` when given.
    """
    changes: dict[str, object] = {}
    for key, value in overrides.items():
        line = lines.get(key) if lines else None
        if key not in OPTIONS:
            raise _unknown(str(key), file, line)
        changes[key] = _check_value(key, value, file, line)
    changed = [k for k, v in changes.items() if getattr(ruleset, k) != v]
    if not changed:
        return ruleset
    preset = ruleset.preset or ruleset.name
    overridden = (*ruleset.overridden, *(k for k in changed if k not in ruleset.overridden))
    updated = dataclasses.replace(ruleset, **changes)  # type: ignore[arg-type]
    label = "; ".join(_in_words(k, getattr(updated, k)) for k in overridden)
    return dataclasses.replace(
        updated, name=f"{preset} ({label})", preset=preset, overridden=overridden
    )


# --------------------------------------------------------------------------- files


_KEY = r"""\s*(?:"([^"]*)"|'([^']*)'|([A-Za-z0-9_-]+))"""
_KEY_LINE = re.compile(_KEY + r"\s*[.=]")
_TABLE_LINE = re.compile(r"\s*\[\[?" + _KEY)


def key_lines(text: str) -> dict[str, int]:
    """1-based line of each top-level key in TOML text (its first occurrence).

    ``key = value`` and dotted ``key.sub = value`` lines count until the first table
    header; a header ``[key]`` or ``[[key.sub]]`` gives the line of ``key``.
    """
    found: dict[str, int] = {}
    in_table = False
    for number, raw in enumerate(text.splitlines(), start=1):
        header = _TABLE_LINE.match(raw)
        if header:
            in_table = True
            key = next(g for g in header.groups() if g is not None)
            found.setdefault(key, number)
            continue
        match = _KEY_LINE.match(raw)
        if match and not in_table:
            key = next(g for g in match.groups() if g is not None)
            found.setdefault(key, number)
    return found


def _read_toml(path: Path) -> tuple[dict[str, object], dict[str, int]]:
    where = str(path)
    try:
        data = read_user_file(path)
    except OSError as exc:
        problem = exc.strerror or str(exc)
        raise RulesetError(f"cannot read the ruleset file: {problem}", file=where) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise RulesetError("the file is not UTF-8 text", file=where, line=line) from None
    try:
        table = load_toml(text)
    except tomllib.TOMLDecodeError as exc:
        problem, at = toml_problem(exc)
        raise RulesetError(problem, file=where, line=at or 1) from None
    lines = key_lines(text)
    for key in table:
        lines.setdefault(key, 1)
    return table, lines


def _resolve(name_or_path: str, relative_to: Path | None) -> Path | None:
    """The file a preset name or a path names, or None."""
    if "/" not in name_or_path and "\\" not in name_or_path and not name_or_path.endswith(".toml"):
        path = preset_dir() / f"{name_or_path}.toml"
    else:
        path = Path(name_or_path)
        if relative_to is not None and not path.is_absolute():
            path = relative_to / path
    try:
        return path if path.is_file() else None
    except (OSError, ValueError):  # a name the system refuses (too long, a NUL): no file
        return None


def _load_file(path: Path, chain: tuple[Path, ...]) -> Ruleset:
    where = str(path)
    table, lines = _read_toml(path)
    name = path.stem
    base: Ruleset | None = None
    if "name" in table:
        if not isinstance(table["name"], str) or not table["name"]:
            line = lines.get("name")
            raise RulesetError("name must be a non-empty string", file=where, line=line)
        name = table["name"]
    if "extends" in table:
        parent = table["extends"]
        line = lines.get("extends")
        if not isinstance(parent, str) or not parent:
            raise RulesetError("extends must name a preset or a file", file=where, line=line)
        target = _resolve(parent, path.parent)
        if target is None:
            raise RulesetError(
                f"extends names no preset ({', '.join(preset_names())}) and no file: {parent!r}",
                file=where, line=line,
            )
        resolved = target.resolve()
        if len(chain) >= MAX_EXTENDS:
            raise RulesetError(
                f"extends goes more than {MAX_EXTENDS} files deep (the limit)",
                file=where, line=line,
            )
        if resolved in chain:
            loop = " -> ".join(p.name for p in (*chain, resolved))
            raise RulesetError(f"extends makes a loop: {loop}", file=where, line=line)
        base = _load_file(resolved, (*chain, resolved))
    options = {k: v for k, v in table.items() if k not in ("name", "extends")}
    if base is None:
        for key in options:
            if key not in OPTIONS:
                raise _unknown(key, where, lines.get(key))
        missing = [k for k in _FIELDS if k not in options and OPTIONS[k].default is None]
        if missing:
            raise RulesetError(
                f"missing option{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                "(or add extends = \"tenhou\")",
                file=where, line=1,
            )
        values = {k: _check_value(k, options.get(k, OPTIONS[k].default), where, lines.get(k))
                  for k in _FIELDS}
        return Ruleset(name=name, preset=name, **values)  # type: ignore[arg-type]
    extended = with_overrides(base, options, file=where, lines=lines)
    return dataclasses.replace(extended, name=name, preset=name, overridden=())


@lru_cache(maxsize=64)
def _preset_named(name: str) -> Ruleset | None:
    """The shipped preset called ``name``, or ``None`` (judging asks once per situation,
    so a name is looked up once, not resolved on the file system every time)."""
    if name not in preset_names():
        return None
    return _load_preset((preset_dir() / f"{name}.toml").resolve())


def is_preset(name: str) -> bool:
    """True if ``name`` is a shipped preset; answered once per name, so asking on every
    question does not look at the disk every time."""
    return _preset_named(name) is not None


@lru_cache(maxsize=32)
def _load_preset(path: Path) -> Ruleset:
    return _load_file(path, (path,))


def load_ruleset(name_or_path: str) -> Ruleset:
    """A preset by name (``"tenhou"``) or a ruleset file by path, validated.

    Presets (shipped, read-only content) are read once per process; a file given by
    path is read on every call.
    """
    preset = _preset_named(name_or_path)
    if preset is not None:
        return preset
    path = _resolve(name_or_path, None)
    if path is None:
        raise RulesetError(
            f"unknown ruleset {name_or_path!r}: not a preset ({', '.join(preset_names())}) "
            "and no such file"
        )
    resolved = path.resolve()
    if resolved.parent == preset_dir().resolve():
        return _load_preset(resolved)
    return _load_file(resolved, (resolved,))


def default_ruleset() -> Ruleset:
    """The ``tenhou`` preset."""
    return load_ruleset("tenhou")

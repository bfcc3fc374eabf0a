"""The pure core never loads Textual, and the packages of ``tutor`` import each other
in one direction only (no cycle, not even through an import inside a function)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

CORE = [
    "tutor.rules",
    "tutor.engine",
    "tutor.judges",
    "tutor.store",
    "tutor.drills",
    "tutor.moment",
    "tutor.cards",
    "tutor.glossary",
    "tutor.content_check",
    "tutor.cli.content",
    "tutor.cli.judge",
    "tutor.cli.export",
    "tutor.cli.backup",
]


@pytest.mark.parametrize("package", CORE)
def test_core_never_imports_textual(package: str) -> None:
    assert "textual" not in _loaded_with(package, walk=True)


NEVER_JUDGE = [
    "tutor.store",
    "tutor.classroom",
    "tutor.classroom.report",
    "tutor.classroom.formats",
    "tutor.classroom.html",
    "tutor.classroom.report_html",
    "tutor.classroom.teacher",
    "tutor.classroom.stored",
    "tutor.classroom.merge",
    "tutor.classroom.signin",
    "tutor.classroom.taking",
    "tutor.classroom.drill",
    "tutor.classroom.bank",
    "tutor.moment",
    "tutor.moment.text",
    "tutor.drills.question",
    "tutor.cards",
    # a question built ahead is read and drawn from the view kept with it
    "tutor.practice.ahead",
    "tutor.ui.screens.drill",
]
"""What only reads, stores or reports judgments: none of it may load a judge, the
engine's table (the replay) or the scoring library. Reading a situation's text with the
engine's parser is allowed (a report draws the hand), replaying it is not."""
JUDGING = (
    "mahjong",
    "tutor.judges",
    "tutor.api",
    "tutor.drills.bank",
    "tutor.engine.table",
    "tutor.engine.seat",
    "tutor.engine.referee",
)


def loaded_after(program: str) -> list[str]:
    """Every module a fresh interpreter holds after running ``program``."""
    code = program + "\nimport sys\nprint(' '.join(sorted(sys.modules)))\n"
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


def _loaded_with(module: str, walk: bool) -> list[str]:
    """Every module a fresh interpreter holds after importing ``module`` (and, with
    ``walk``, every module of its package)."""
    return loaded_after(
        "import importlib, pkgutil\n"
        f"pkg = importlib.import_module({module!r})\n"
        f"if {walk!r}:\n"
        "    for info in pkgutil.walk_packages(getattr(pkg, '__path__', []), pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
    )


@pytest.mark.parametrize("module", NEVER_JUDGE)
def test_what_never_judges_loads_no_judge_no_replay_and_no_mahjong(module: str) -> None:
    loaded = _loaded_with(module, walk=False)
    assert [m for m in loaded if m.startswith(JUDGING)] == []


def test_the_store_loads_nothing_of_the_engine() -> None:
    loaded = _loaded_with("tutor.store", walk=True)
    assert [m for m in loaded if m.startswith((*JUDGING, "tutor.engine", "tutor.drills"))] == []


# ---------------------------------------------------------------- layers without a cycle

ROOT = Path(__file__).resolve().parents[1] / "tutor"


def _unit(module: str) -> str | None:
    """The package (or top-level module) of ``tutor`` that ``module`` belongs to."""
    parts = module.split(".")
    if parts[0] != "tutor" or len(parts) < 2:
        return None
    return parts[1]


def _imported(tree: ast.Module, here: str) -> set[str]:
    """Every module an ``import`` anywhere in the file names (inside functions and
    ``if TYPE_CHECKING:`` too: a type a layer needs is a dependency a reader sees)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = here.split(".")[: -node.level]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def package_graph() -> dict[str, set[str]]:
    """``tutor``'s packages and top-level modules, each with those it imports."""
    graph: dict[str, set[str]] = {}
    for path in ROOT.rglob("*.py"):
        module = ".".join(("tutor", *path.relative_to(ROOT).with_suffix("").parts))
        module = module.removesuffix(".__init__")
        here = _unit(module) or "__init__"
        targets = graph.setdefault(here, set())
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
        for name in _imported(tree, package + ".x"):
            unit = _unit(name)
            if unit is not None and unit != here and (
                (ROOT / unit).is_dir() or (ROOT / f"{unit}.py").exists()
            ):
                targets.add(unit)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a path (first node repeated at the end), or ``None``."""
    state: dict[str, str] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                return [*stack[stack.index(nxt):], nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle:
                    return cycle
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_no_import_cycle_between_the_packages_of_tutor() -> None:
    graph = package_graph()
    assert {"rules", "engine", "judges", "api"} <= set(graph)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_core_layers_point_one_way() -> None:
    """rules → engine → judges → api: a lower layer never names a higher one."""
    graph = package_graph()
    layers = ["rules", "engine", "judges", "api"]
    for low, name in enumerate(layers):
        above = set(layers[low + 1:])
        assert not graph[name] & above, f"{name} imports {graph[name] & above}"


def test_the_cycle_check_finds_a_cycle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None
    nested = ast.parse("def f():\n    from tutor.judges import judge\n")
    assert "tutor.judges" in _imported(nested, "tutor.engine.x")


def test_opening_the_store_leaves_sqlite_utils_for_the_bulk_work() -> None:
    """sqlite-utils costs a tenth of a second to import: every store module loads
    without it (the start opens the file with ``sqlite3`` alone), and it comes in
    only when an export, merge or game import first asks for ``Database.utils``."""
    assert "sqlite_utils" not in _loaded_with("tutor.store", walk=True)
    assert "sqlite_utils" not in _loaded_with("tutor.ui.app", walk=False)

"""The wheel carries content/ and db/, and an installed copy finds and uses them."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, sys
from tutor.paths import content_dir, db_dir
from tutor.rules.ruleset import load_ruleset
from tutor.engine.situation import load_situation
from tutor.judges import judge
import tutor
situation = sorted((content_dir() / "situations" / "ankan_allowed").glob("*.toml"))[0]
print(json.dumps({
    "package": tutor.__file__,
    "content": str(content_dir()),
    "db": str(db_dir()),
    "migrations": sorted(p.name for p in db_dir().glob("*.sql")),
    "ruleset": load_ruleset("wrc").name,
    "answer": judge(load_situation(situation)).answer,
}))
"""


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(out),
            str(ROOT),
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    (found,) = out.glob("riichi_tutor-*.whl")
    return found


def test_wheel_holds_the_data_folders_and_the_console_script(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "tutor/_data/content/rulesets/tenhou.toml" in names
    assert "tutor/_data/db/0001_initial.sql" in names
    assert any(n.startswith("tutor/_data/content/rules/") for n in names)
    assert any(n.startswith("tutor/_data/content/situations/") for n in names)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "riichi-tutor = tutor.__main__:main" in text


def test_an_unpacked_wheel_finds_its_own_data(wheel: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    result = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
        cwd=tmp_path,
        env={"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    import json

    probe = json.loads(result.stdout)
    assert probe["package"].startswith(str(site))
    assert probe["content"] == str(site / "tutor" / "_data" / "content")
    assert probe["db"] == str(site / "tutor" / "_data" / "db")
    assert "0001_initial.sql" in probe["migrations"]
    assert probe["ruleset"] == "wrc"
    assert isinstance(probe["answer"], bool)


def test_a_checkout_finds_the_folders_beside_the_package() -> None:
    from tutor.paths import content_dir, db_dir

    assert content_dir() == ROOT / "content"
    assert db_dir() == ROOT / "db"

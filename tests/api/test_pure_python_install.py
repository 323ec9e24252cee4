"""README.md's install "in a hurry, or without a compiler" is the quick start's install with ``ARBITRE_COMPILE=no``
and builds what it says: a pure-Python wheel (no compiled module), which judges the shipped sample exactly as
the installed package does. CI installs the compiled build from the quick start; this builds the other one."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

from .test_readme import REPO_ROOT, code_blocks, section

SAMPLE = REPO_ROOT / "examples" / "hands.jsonl"


def the_hurried_install() -> str:
    found = re.search(r"In a hurry, or\s+without a compiler: `([^`]+)`", section("Quick start"))
    assert found, "the quick start gives no install for a user in a hurry or without a compiler"
    return found.group(1)


def test_it_is_the_quick_start_install_without_compiling() -> None:
    install = code_blocks(section("Quick start"))[0].removesuffix(" && arbitre")
    assert the_hurried_install() == install.replace("pip install", "ARBITRE_COMPILE=no pip install")


def test_it_builds_a_pure_python_wheel_that_judges_as_the_installed_package(tmp_path: Path) -> None:
    # A copy of the tracked files, so that the build leaves nothing in the checkout.
    source = tmp_path / "source"
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=REPO_ROOT, capture_output=True, check=True).stdout
    for name in filter(None, tracked.decode().split("\0")):
        if (REPO_ROOT / name).is_file():
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            (source / name).write_bytes((REPO_ROOT / name).read_bytes())
    wheels = tmp_path / "wheels"
    # As pip install builds it: in an isolated environment with pyproject.toml's build requirements.
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels), "."],
        cwd=source, capture_output=True, text=True, timeout=300, env={**os.environ, "ARBITRE_COMPILE": "no"},
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("arbitre-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "installed")
    assert "arbitre/french/play.py" in names
    assert not [name for name in names if name.endswith((".so", ".pyd", ".c"))]
    # The catalogues compiled by the build, beside their sources (service/i18n/catalogues.py reads the .mo).
    sources = sorted(name for name in names if name.startswith("arbitre/i18n/locale/") and name.endswith(".po"))
    assert len(sources) >= 12 and all(name[:-3] + ".mo" in names for name in sources)

    def judged(python_path: str) -> str:
        program = ("import sys, arbitre; from arbitre.bulk import judge_line\n"
                   "print(arbitre.__file__, file=sys.stderr)\n"
                   "for number, line in enumerate(open(sys.argv[1], 'rb'), 1):\n"
                   "    print(judge_line(number, line)[0].decode().rstrip())")
        finished = subprocess.run([sys.executable, "-c", program, str(SAMPLE)], capture_output=True, text=True,
                                  timeout=120, cwd=tmp_path, env={**os.environ, "PYTHONPATH": python_path})
        assert finished.returncode == 0, finished.stderr
        return finished.stdout + "\nfrom " + finished.stderr

    pure = judged(str(tmp_path / "installed"))
    assert f"from {tmp_path / 'installed'}" in pure
    installed = judged("")
    assert pure.split("\nfrom ")[0] == installed.split("\nfrom ")[0] and pure.count("\n") > 5

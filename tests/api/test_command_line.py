"""The command line as a user meets it: ``arbitre --help``, a file that cannot be read, an output closed early."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import service

CHECKOUT = Path(service.__file__).resolve().parent.parent


def arbitre_script() -> str:
    """The ``arbitre`` script that ``pip install`` put beside this Python."""
    beside = Path(sys.executable).parent / "arbitre"
    found = str(beside) if beside.exists() else shutil.which("arbitre")
    if found is None:
        pytest.fail("the arbitre script is not installed (pip install '.[test]')")
    return found


def run(command: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, timeout=60, cwd=CHECKOUT, **options)


def test_help_names_the_command_as_it_was_typed_and_the_environment() -> None:
    shown = run([arbitre_script(), "--help"])
    assert shown.returncode == 0
    assert shown.stdout.startswith("usage: arbitre ")
    assert "``" not in shown.stdout  # plain text, not reST
    for variable in ("HOST", "PORT", "WEB_CONCURRENCY"):
        assert variable in shown.stdout
    assert run([sys.executable, "-m", "arbitre", "--help"]).stdout.startswith("usage: python -m arbitre ")


def test_adjudicate_help_gives_the_exit_statuses() -> None:
    shown = run([arbitre_script(), "adjudicate", "--help"])
    assert shown.returncode == 0
    assert "--jobs" in shown.stdout and "141" in shown.stdout


@pytest.mark.parametrize("name", ["missing.jsonl", "a-directory"])
def test_an_input_file_that_cannot_be_read_is_one_line_and_status_2(tmp_path: Path, name: str) -> None:
    (tmp_path / "a-directory").mkdir()
    path = tmp_path / name
    finished = run([arbitre_script(), "adjudicate", str(path)])
    assert finished.returncode == 2
    assert finished.stdout == ""
    assert finished.stderr.count("\n") == 1, finished.stderr
    assert finished.stderr.startswith(f"arbitre: cannot read {path}: ")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_output_closed_early_stops_quietly(dealt_record: dict[str, Any], tmp_path: Path, jobs: str) -> None:
    """``arbitre adjudicate f.jsonl | head -1``: far more answers than a pipe holds, the reader gone after one."""
    records = tmp_path / "hands.jsonl"
    records.write_text((json.dumps(dealt_record) + "\n") * 3000)
    judging = subprocess.Popen([arbitre_script(), "adjudicate", "--jobs", jobs, "--no-progress", str(records)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=CHECKOUT)
    assert judging.stdout is not None and judging.stderr is not None
    first = json.loads(judging.stdout.readline())
    judging.stdout.close()
    errors = judging.stderr.read().decode()
    assert judging.wait(timeout=60) == 141
    assert first["legal"] is True
    assert errors == ""


@pytest.mark.parametrize(
    ("name", "value"),
    [("WEB_CONCURRENCY", "x"), ("WEB_CONCURRENCY", "0"), ("ARBITRE_CONNECTIONS", "-3"), ("ARBITRE_JUDGES", "1.5"),
     ("ARBITRE_JUDGES", "²"), ("PORT", "abc"), ("PORT", "70000"), ("ARBITRE_READ_TIMEOUT", "inf"),
     ("ARBITRE_SEND_TIMEOUT", "0")],
)
def test_a_wrong_serving_setting_is_one_line_and_status_2(name: str, value: str) -> None:
    finished = run([arbitre_script(), "serve"], env={**os.environ, name: value}, stdin=subprocess.DEVNULL)
    assert finished.returncode == 2
    assert finished.stderr.startswith(f"arbitre: {name} must be ") and finished.stderr.count("\n") == 1
    assert repr(value) in finished.stderr


@pytest.mark.parametrize(("name", "value"), [("ARBITRE_JUDGES", "1.5"), ("ARBITRE_READ_TIMEOUT", "inf"),
                                             ("ARBITRE_CONNECTIONS", "0"), ("PORT", "70000")])
def test_gunicorn_run_directly_refuses_the_same_settings_in_the_same_words(name: str, value: str) -> None:
    gunicorn = Path(sys.executable).parent / "gunicorn"
    environment = {**os.environ, name: value}
    finished = run([str(gunicorn), "-c", "python:arbitre.gunicorn_conf"], env=environment, stdin=subprocess.DEVNULL)
    told = run([arbitre_script(), "serve"], env=environment, stdin=subprocess.DEVNULL).stderr
    assert finished.returncode != 0
    assert told.removeprefix("arbitre: ").strip() in finished.stderr.splitlines()


def test_help_names_every_setting_the_readme_names() -> None:
    shown = run([arbitre_script(), "--help"]).stdout
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    for name in ("HOST", "PORT", "WEB_CONCURRENCY", "ARBITRE_CONNECTIONS", "ARBITRE_JUDGES", "ARBITRE_READ_TIMEOUT",
                 "FORWARDED_ALLOW_IPS"):
        assert name in readme and name in shown, name

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
                 "FORWARDED_ALLOW_IPS", "ARBITRE_METRICS_PORT",
                 "OTEL_EXPORTER_OTLP_ENDPOINT"):
        assert name in readme and name in shown, name


@pytest.mark.parametrize(("language", "missing", "directory"), [
    ("en", "cannot read {path}: there is no such file", "cannot read {path}: it is a directory"),
    ("fr", "impossible de lire {path} : ce fichier n'existe pas", "impossible de lire {path} : c'est un dossier"),
    ("de", "{path} kann nicht gelesen werden: diese Datei gibt es nicht",
     "{path} kann nicht gelesen werden: es ist ein Verzeichnis"),
])
def test_a_file_that_cannot_be_read_is_said_in_the_language_asked(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                                   language: str, missing: str, directory: str) -> None:
    from service.__main__ import main

    colon = " :" if language == "fr" else ":"
    for path, said in ((tmp_path / "missing.jsonl", missing), (tmp_path, directory)):
        assert main(["adjudicate", "--language", language, "--jobs", "1", str(path)]) == 2
        assert capsys.readouterr().err.split(f"{colon} ", 1)[1] == said.format(path=path) + "\n"


@pytest.mark.parametrize(("arguments", "english", "french", "german"), [
    (["adjudicate", "--jobs", "x", "f.jsonl"], "argument --jobs/-j: 'x' is not a whole number",
     "argument --jobs/-j : 'x' n'est pas un nombre entier", "Argument --jobs/-j: 'x' ist keine ganze Zahl"),
    (["adjudicate", "-j", "0", "f.jsonl"], "argument --jobs/-j: 0 is not a positive number",
     "argument --jobs/-j : 0 n'est pas un nombre positif", "Argument --jobs/-j: 0 ist keine positive Zahl"),
    (["adjudicate"], "the following arguments are required: file",
     "ces arguments sont obligatoires : file", "diese Argumente fehlen: file"),
    (["adjudicate", "f.jsonl", "--bogus"], "unrecognized arguments: --bogus",
     "arguments inconnus : --bogus", "unbekannte Argumente: --bogus"),
    (["judge"], "argument {serve,adjudicate,seance}: invalid choice: 'judge' (choose from 'serve', 'adjudicate', "
                "'seance')",
     "argument {serve,adjudicate,seance} : choix invalide : 'judge' (au choix : 'serve', 'adjudicate', 'seance')",
     "Argument {serve,adjudicate,seance}: ungültige Wahl: 'judge' (zur Wahl: 'serve', 'adjudicate', 'seance')"),
    (["adjudicate", "--jobs"], "argument --jobs/-j: expected one argument",
     "argument --jobs/-j : un argument est attendu", "Argument --jobs/-j: ein Argument wird erwartet"),
])
def test_a_wrong_command_line_is_said_in_the_language_it_asks_for(capsys: pytest.CaptureFixture[str],
                                                                  arguments: list[str], english: str, french: str,
                                                                  german: str) -> None:
    """argparse's own words too: the --language given, wherever it stands, says the error's language."""
    from service.__main__ import main

    for asked, error, usage in (([], f"error: {english}", "usage: "), (["-l", "fr"], f"erreur : {french}",
                                                                      "utilisation : "),
                                (["--language=de"], f"Fehler: {german}", "Aufruf: ")):
        with pytest.raises(SystemExit) as stopped:
            main([*arguments, *asked])
        assert stopped.value.code == 2
        said = capsys.readouterr().err
        assert said.startswith(usage) and said.endswith(f"{error}\n"), said


def test_a_language_the_command_line_does_not_speak_is_refused_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    from service.__main__ import asked_language, main

    with pytest.raises(SystemExit):
        main(["adjudicate", "-l", "es", "f.jsonl"])
    assert capsys.readouterr().err.endswith(
        "error: argument --language/-l: invalid choice: 'es' (choose from 'en', 'fr', 'de')\n")
    assert [asked_language(argv) for argv in (["-lde"], ["--", "-l", "fr"], ["-l"], ["--language", "fr", "-l", "de"])] \
        == ["de", "en", "en", "de"]


@pytest.mark.parametrize(("language", "words"), [
    ("fr", ("utilisation : arbitre adjudicate", "arguments positionnels", "affiche cette aide et quitte",
            "processus de travail", "code de sortie (arbitre adjudicate) :", "141")),
    ("de", ("Aufruf: arbitre adjudicate", "Positionsargumente", "zeigt diese Hilfe und beendet", "Arbeitsprozesse",
            "Rückgabewert (arbitre adjudicate):", "141")),
])
def test_help_is_said_in_the_language_asked(language: str, words: tuple[str, ...]) -> None:
    """The help, argparse's own headings included, in the language --language asks for; none of the English."""
    english = run([arbitre_script(), "adjudicate", "--help"]).stdout
    shown = run([arbitre_script(), "adjudicate", "--help", "--language", language])
    assert shown.returncode == 0
    for word in words:
        assert word in shown.stdout, word
    for sentence in ("show this help message", "positional arguments", "worker processes", "exit status",
                     "a progress line"):
        assert sentence in english and sentence not in shown.stdout
    for option in ("--jobs", "--progress", "--language"):
        assert option in shown.stdout
    served = run([arbitre_script(), "--help", "-l", language]).stdout
    assert all(name in served for name in ("HOST", "ARBITRE_JUDGES", "OTEL_EXPORTER_OTLP_ENDPOINT"))
    assert "the address to listen on" not in served and "seance" in served

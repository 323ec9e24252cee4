"""``arbitre seance FILE`` and the examples of docs/duplicate.md, read from the page itself."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest

from service.__main__ import main
from service.api.app import create_app

REPO_ROOT = Path(__file__).resolve().parents[2]
PAGE = REPO_ROOT / "docs" / "duplicate.md"
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def page_blocks(label: str) -> list[str]:
    return [body for found, body in BLOCK.findall(PAGE.read_text(encoding="utf-8")) if found == label]


def test_the_pages_command_marks_the_example_seance_as_the_api_does(capsysbinary: pytest.CaptureFixture[bytes],
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    (block,) = page_blocks("sh")
    (command,) = [shlex.split(line, comments=True) for line in block.splitlines() if line.startswith("arbitre seance")]
    monkeypatch.chdir(REPO_ROOT)
    assert main(command[1:]) == 0
    answer = json.loads(capsysbinary.readouterr().out)
    request = json.loads((REPO_ROOT / command[-1]).read_text(encoding="utf-8"))
    assert answer == create_app().test_client().post("/v1/seances/score", json=request).get_json()
    assert answer["standings"][0]["participant"] == "Ana"


def test_the_pages_board_is_marked_as_the_page_says() -> None:
    (block,) = page_blocks("json")
    answer = create_app().test_client().post("/v1/boards/score", json=json.loads(block)).get_json()
    assert [(mark["participant"], mark["mark"]) for mark in answer["marks"]] == [("A", -4.0), ("B", 4.0)]
    assert answer["penalties"] == [{"participant": "A", "table": "1", "code": "RC", "amount": 1.0}]
    assert "−4" in PAGE.read_text(encoding="utf-8")


def test_a_file_that_is_not_a_seance_is_its_errors_and_status_1(tmp_path: Path,
                                                                 capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    path = tmp_path / "seance.json"
    path.write_text('{"format": "individuel", "boards": [{"tables": []}]}', encoding="utf-8")
    assert main(["seance", "--language", "fr", str(path)]) == 1
    errors = json.loads(capsysbinary.readouterr().out)["errors"]
    assert [error["pointer"] for error in errors] == ["/boards/0/tables"]
    path.write_text("{", encoding="utf-8")
    assert main(["seance", str(path)]) == 1
    assert json.loads(capsysbinary.readouterr().out)["errors"][0]["message"].startswith("not JSON: ")


def test_a_file_that_cannot_be_read_is_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["seance", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err

"""A duplicate board on the desk (/desk/board): the tables that played it side by side, each with its score,
slip codes and marks as POST /v1/boards/score answers them, in the page's language, the Code's example 15 and a
board of three tables from examples/seance.json."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import Watched, axe_findings, open_desk

SEANCE = Path(__file__).resolve().parents[2] / "examples" / "seance.json"


@pytest.fixture
def board_desk(browser: Any, desk_server: str) -> Iterator[Watched]:
    yield from open_desk(browser, desk_server)


def open_board(desk: Watched, language: str = "en") -> None:
    desk.page.goto(f"{desk.base}/desk/board")
    desk.page.wait_for_selector("body[data-ready=yes]")
    desk.page.select_option("#language", language)


def cells(desk: Watched, row: str) -> list[str]:
    return [text.strip() for text in desk.page.locator(f"#tables tr[data-row={row}] td").all_inner_texts()]


def test_the_example_board_shows_its_tables_side_by_side_with_the_apis_marks(board_desk: Watched, api: Any) -> None:
    open_board(board_desk)
    board_desk.page.click("#example")
    board_desk.page.wait_for_selector("#tables")
    headers = board_desk.page.locator("#tables tr").first.locator("th").all_inner_texts()
    example = board_desk.page.evaluate("() => import('/desk/board.js').then((module) => module.EXAMPLE_BOARD)")
    answer = api("/v1/boards/score", example)
    assert headers[1:] == [table["table"] for table in answer["tables"]] == ["1", "2"]
    assert cells(board_desk, "score") == [str(table["score"]) for table in answer["tables"]]
    assert cells(board_desk, "attack") == [f"{table['attack_mark']:g}" for table in answer["tables"]]
    assert cells(board_desk, "slips") == ["RC", "none"]
    marks = board_desk.page.locator("#marks li").all_inner_texts()
    assert len(marks) == len(answer["marks"]) and all(mark["participant"] in text for mark, text in
                                                      zip(answer["marks"], marks, strict=True))
    assert "RC" in board_desk.page.locator("#penalties").inner_text()


def test_axe_core_finds_nothing_serious_on_the_board_page(board_desk: Watched, axe_source: str) -> None:
    open_board(board_desk, "de")
    assert axe_findings(board_desk.page, axe_source) == [], "empty"
    board_desk.page.click("#example")
    board_desk.page.wait_for_selector("#tables")
    assert axe_findings(board_desk.page, axe_source) == [], "marked"


def test_a_board_of_three_tables_in_french(board_desk: Watched, api: Any) -> None:
    seance = json.loads(SEANCE.read_text(encoding="utf-8"))
    board = {"format": seance["format"], **seance["boards"][0]}
    open_board(board_desk, "fr")
    board_desk.page.fill("#board-json", json.dumps(board))
    board_desk.page.click("#mark")
    board_desk.page.wait_for_selector("#tables")
    answer = api("/v1/boards/score", board)
    assert len(cells(board_desk, "score")) == len(answer["tables"]) == 3
    assert board_desk.page.locator("#tables tr[data-row=attack] th").inner_text() == "Note de l'attaque"
    assert cells(board_desk, "taker")[0] == f"joueur 1 ({board['tables'][0]['seats'][0]})"


def test_a_board_the_api_refuses_is_said_with_its_errors(board_desk: Watched) -> None:
    board_desk.refusals_expected = (422,)
    open_board(board_desk)
    board_desk.page.fill("#board-json", json.dumps({"format": "quadrettes", "tables": []}))
    board_desk.page.click("#mark")
    board_desk.page.wait_for_selector("#problems li")
    assert "422" in board_desk.page.locator("#result [role=alert]").inner_text()
    board_desk.page.fill("#board-json", "{not json")
    board_desk.page.click("#mark")
    board_desk.page.wait_for_selector("#result [role=alert]:has-text('This is not JSON')")

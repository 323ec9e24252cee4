"""Property tests: my own French Tarot model (generator.py) against the engine's public doors, called
in process (no HTTP, which the golden tests go through): ``service.adjudicate`` for records, and the
wire operations after the wire schema's load for legal plays and score summaries."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture(scope="session")
def adjudicate() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """The engine's public door without HTTP: wire schema load, then the judge (raises InvalidRecord
    where the API would answer 422)."""
    from service import adjudicate as door

    return door


@pytest.fixture(scope="session")
def legal_plays() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """POST /v1/plays/legal without HTTP: the wire schema's load, then the engine's operation."""
    from service.wire.operations import legal_plays as operation
    from service.wire.schemas import LEGAL_PLAYS

    def legal(position: dict[str, Any]) -> dict[str, Any]:
        return operation(LEGAL_PLAYS.load(position))

    return legal


@pytest.fixture(scope="session")
def score_summary() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """POST /v1/scores without HTTP: the wire schema's load, then the engine's operation (which raises
    ``UnprocessableRequest`` for a summary it finds impossible: the API's 422)."""
    from service.wire.operations import score_summary as operation
    from service.wire.schemas import SCORE_REQUEST

    def score(summary: dict[str, Any]) -> dict[str, Any]:
        return operation(SCORE_REQUEST.load(summary))

    return score


@pytest.fixture(scope="session")
def score_sheet() -> Callable[[dict[str, Any]], dict[str, Any]]:
    """POST /v1/score-sheets without HTTP: the wire schema's load, then the engine's operation."""
    from service.wire.operations import score_sheet as operation
    from service.wire.schemas import SCORE_SHEET

    def sheet(body: dict[str, Any]) -> dict[str, Any]:
        return operation(SCORE_SHEET.load(body))

    return sheet

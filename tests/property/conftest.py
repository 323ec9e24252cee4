"""Property tests: my own French Tarot model (generator.py) against the engine's public door.

The door is ``service.adjudicate`` (the engine without HTTP, as a batch
job uses it); before it existed the same verdict came from ``service.wire.operations`` after the wire
schema's load, which is what ``service.adjudicate`` does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


def _door() -> Callable[[dict[str, Any]], dict[str, Any]]:
    try:
        from service import adjudicate
    except ImportError:
        from service.wire.operations import adjudicate_record
        from service.wire.schemas import HAND_RECORD

        def adjudicate(record: dict[str, Any]) -> dict[str, Any]:
            return adjudicate_record(HAND_RECORD.load(record))

    return adjudicate


@pytest.fixture(scope="session")
def adjudicate() -> Callable[[dict[str, Any]], dict[str, Any]]:
    return _door()


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

"""Arbitre, a referee for French Tarot hands. Two doors, nothing else:

- ``create_app()``: the HTTP service (Flask), as gunicorn serves it;
- ``adjudicate(record)``: the same verdict without HTTP, for scripts and batch jobs.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from flask import Flask

__all__ = ["InvalidRecord", "adjudicate", "create_app"]


class InvalidRecord(ValueError):
    """A record the wire schema cannot read (the HTTP API's 422): ``problems`` are (JSON pointer, message)."""

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(f"{pointer or '/'}: {message}" for pointer, message in problems))
        self.problems = problems


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The Flask application; ``config`` overrides Flask settings and ``MAX_BODY_BYTES``."""
    # Imported here so that ``adjudicate`` (and a batch job using only it) never loads Flask.
    from service.api.app import create_app as create_flask_app

    return create_flask_app(config)


def adjudicate(record: Mapping[str, Any]) -> dict[str, Any]:
    """A hand record as on the wire (CONTRACT.md §4) → the verdict as on the wire (§5).

    Raises ``InvalidRecord`` for a record the API would answer with 422; a rule broken is a verdict.
    """
    from marshmallow import ValidationError

    from service.wire import fast
    from service.wire.operations import adjudicate_record
    from service.wire.schemas import HAND_RECORD, error_pointers

    try:
        loaded = fast.load(HAND_RECORD, record)
    except ValidationError as error:
        raise InvalidRecord(error_pointers(error.messages)) from None
    return adjudicate_record(loaded)

"""Marking a duplicate séance (or one board) from a JSON file: ``arbitre seance FILE``.

The file holds what POST /v1/seances/score takes (a document with ``boards``) or what POST /v1/boards/score
takes (any other); the answer is the operation's, written as one JSON document. A file that is not a
readable séance gets ``{"errors": [...]}``, the API's 422 errors, and the exit status 1.
"""

from __future__ import annotations

import sys
from typing import IO, Any

import orjson
from marshmallow import ValidationError

from .bulk import UnreadableInput
from .core.text import Text
from .i18n import DEFAULT_LANGUAGE
from .wire import fast
from .wire.duplicate import BOARD_SCORE, SEANCE_SCORE, score_board_request, score_seance_request
from .wire.errors import UnprocessableRequest
from .wire.json_syntax import syntax_error
from .wire.operations import in_language
from .wire.schemas import error_pointers

NOT_JSON = "not JSON: {reason}"
"""As ``arbitre adjudicate`` says it of a line (``bulk.py``): the same words for a whole file."""


def score_file(path: str, out: IO[bytes], language: str = DEFAULT_LANGUAGE) -> int:
    """``arbitre seance PATH`` ('-': standard input) → 0, or 1 when the file is not a readable séance; raises
    ``UnreadableInput`` when it cannot be opened."""
    if path == "-":
        document = sys.stdin.buffer.read()
    else:
        try:
            with open(path, "rb") as source:
                document = source.read()
        except OSError as error:
            raise UnreadableInput(path, error) from None
    answer, bad = score_document(document, language)
    out.write(orjson.dumps(answer, option=orjson.OPT_INDENT_2) + b"\n")
    return 1 if bad else 0


def score_document(document: bytes, language: str = DEFAULT_LANGUAGE) -> tuple[dict[str, Any], bool]:
    """The answer to a séance's or a board's JSON text, and whether it was unreadable."""
    problems: list[tuple[str, str]]
    try:
        request = orjson.loads(document)
        is_seance = isinstance(request, dict) and "boards" in request
        loaded = fast.load(SEANCE_SCORE if is_seance else BOARD_SCORE, request)
        if is_seance:
            return score_seance_request(loaded, language=language), False
        return score_board_request(loaded, language=language), False
    except orjson.JSONDecodeError as error:
        problems = [("", Text(NOT_JSON, reason=syntax_error(error, document, whole=True)))]
    except ValidationError as error:
        problems = error_pointers(error.messages)
    except UnprocessableRequest as error:
        problems = error.problems
    return {"errors": [{"pointer": pointer, "message": message}
                       for pointer, message in in_language(problems, language)]}, True

"""Errors as RFC 9457 problem details (``application/problem+json``), for every 4xx and 5xx.

Every problem has ``type``, ``title``, ``status`` and ``detail``; a 422 adds ``errors``, a list of
``{"pointer", "message"}`` where the pointer is a JSON Pointer into the request body. ``type`` is
``about:blank``: the HTTP status says what kind of problem it is, ``detail`` says what went wrong.
``title``, ``detail`` and each ``message`` are in the request's language (Accept-Language): each is made
as a ``Text`` where the error is found and put in French or German by ``service/i18n`` when asked, then
cut to its bound.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from http import HTTPStatus
from typing import Any

import orjson
from flask import Flask, Response, current_app, has_request_context, request
from werkzeug.exceptions import HTTPException, NotFound
from werkzeug.routing import RequestRedirect

from ..core.budget import OutOfTime
from ..core.excerpt import excerpt
from ..core.text import Text
from ..i18n import DEFAULT_LANGUAGE, translate
from ..i18n.problems import STATUS_TITLES
from ..observability.request_ids import REQUEST_ID
from ..wire.errors import UnprocessableRequest
from ..wire.schemas import READING_STOPPED

PROBLEM_JSON = "application/problem+json"
# A 422 lists at most this many errors (in request order); its detail gives the total.
MAX_REPORTED_ERRORS = 100
# Bounds on what a problem repeats of the request, so that its size never follows the request's: a
# pointer's key longer than this is named in the message, shortened, and the pointer stops at the object
# that holds it; a longer message or detail is cut; and errors are listed only while the whole body stays
# within MAX_PROBLEM_BYTES.
MAX_POINTER_TOKEN_CHARACTERS = 64
MAX_MESSAGE_CHARACTERS = 500
MAX_PROBLEM_BYTES = 32 * 1024
# RFC 9110's names where Python's HTTPStatus still has the older ones.
_TITLES = {413: "Content Too Large", 414: "URI Too Long", 422: "Unprocessable Content"}


class MalformedJson(Exception):
    """400: the body is not JSON (including NaN, Infinity and numbers too large for a double)."""

    def __init__(self, reason: Text):
        super().__init__(reason)
        self.reason = reason
        """What is wrong and where, in the service's words (``wire/json_syntax.py``), never the parser's."""


class UnreadableRequest(Exception):
    """422: JSON that the wire schema cannot read; ``problems`` are (pointer, message) pairs."""

    def __init__(self, problems: Iterable[tuple[str, str]]):
        self.problems = list(problems)
        super().__init__("; ".join(message for _, message in self.problems))


def status_title(status: int, language: str = DEFAULT_LANGUAGE) -> str:
    """The name of an HTTP status, as RFC 9110 has it (in English), or in ``language``."""
    if language != DEFAULT_LANGUAGE and status in STATUS_TITLES[language]:
        return STATUS_TITLES[language][status]
    return _TITLES.get(status) or HTTPStatus(status).phrase


def problem_details(status: int, detail: str, language: str = DEFAULT_LANGUAGE, **extensions: Any
                    ) -> dict[str, Any]:
    """The problem details object of a response (or of a failed slot in a batch's answer), in ``language``."""
    return {
        "type": "about:blank",
        "title": status_title(status, language),
        "status": status,
        "detail": _cut(translate(detail, language)),
        **extensions,
    }


def answer_language() -> str:
    """The language of the request being answered; English outside one."""
    if not has_request_context():
        return DEFAULT_LANGUAGE
    from .language import request_language  # the module needs a request; problems.py is imported without

    return request_language()


def problem(
    status: int,
    detail: str,
    headers: Mapping[str, str] | None = None,
    **extensions: Any,
) -> Response:
    language = answer_language()
    body = problem_details(status, detail, language, **extensions)
    return _answer(body, status, language, headers)


def _answer(body: dict[str, Any], status: int, language: str, headers: Mapping[str, str] | None = None) -> Response:
    # The request's id (service/observability/request_ids.py), so that a user's report of a problem finds its log line.
    request_id = request.environ.get(REQUEST_ID) if has_request_context() else None
    if request_id is not None:
        body["request_id"] = request_id
    response = Response(orjson.dumps(body), status=status, mimetype=PROBLEM_JSON)
    response.headers.update(headers or {})
    # Every problem's texts follow Accept-Language, so every problem says which language and that it varies.
    response.headers["Content-Language"] = language
    response.vary.add("Accept-Language")
    return response


def _cut(text: str) -> str:
    return text if len(text) <= MAX_MESSAGE_CHARACTERS else text[:MAX_MESSAGE_CHARACTERS] + "…"


def _http_error(error: HTTPException) -> Response | HTTPException:
    if isinstance(error, RequestRedirect):
        # Werkzeug's routing redirects are built from the request's Host header, which the client chooses;
        # app.py turns off the ones it knows of, and any other is refused rather than followed.
        return problem(404, Text(NotFound.description or "Not Found"))
    if error.code is None or error.code < 400:
        return error
    # Werkzeug's own headers carry meaning (Allow on a 405); its Content-Type is HTML, so drop it.
    headers = {name: value for name, value in error.get_headers() if name.lower() != "content-type"}
    description = error.description or HTTPStatus(error.code).description
    if not isinstance(description, Text) and description == type(error).description:
        description = Text(description)  # Werkzeug's own words for the status: the catalogue has them too
    return problem(error.code, description, headers)


def _malformed_json(error: MalformedJson) -> Response:
    return problem(400, Text("The request body is not valid JSON: {reason}.", reason=error.reason))


def errors_details(detail: str, problems: Iterable[tuple[str, str]], language: str = DEFAULT_LANGUAGE
                   ) -> dict[str, Any]:
    """A 422's problem details in ``language``, its errors bounded: at most ``MAX_REPORTED_ERRORS``, each
    pointer and message short, the whole within ``MAX_PROBLEM_BYTES`` (a megabyte of bad values must not
    become megabytes of messages). ``detail`` says how many errors there were when not all are listed. Only
    the errors listed are put in ``language``."""
    listed = list(problems)
    errors: list[dict[str, str]] = []
    size = len(orjson.dumps(problem_details(422, detail, language, errors=[]))) + 100  # room for the count below
    for pointer, message in listed[:MAX_REPORTED_ERRORS]:
        bounded_pointer, bounded_message = _bounded_error(pointer, message)
        error = {"pointer": bounded_pointer, "message": _cut(translate(bounded_message, language))}
        size += len(orjson.dumps(error)) + 1
        if size > MAX_PROBLEM_BYTES:
            break
        errors.append(error)
    if len(errors) < len(listed):
        if any(message == READING_STOPPED for _, message in listed):
            detail = Text("{detail} Only the first {listed} errors are listed: the request was read no further.",
                          detail=detail, listed=len(errors))
        else:
            detail = Text("{detail} Only the first {listed} of {count} errors are listed.", detail=detail,
                          listed=len(errors), count=len(listed))
    return problem_details(422, detail, language, errors=errors)


def _bounded_error(pointer: str, message: str) -> tuple[str, str]:
    """The error with its pointer stopped before its first key longer than ``MAX_POINTER_TOKEN_CHARACTERS``
    (the message then names that key, shortened); the message is cut once in its language."""
    if len(pointer) > MAX_POINTER_TOKEN_CHARACTERS:
        tokens = pointer.split("/")[1:]
        for index, token in enumerate(tokens):
            if len(token) > MAX_POINTER_TOKEN_CHARACTERS:
                key = token.replace("~1", "/").replace("~0", "~")
                pointer = "".join("/" + kept for kept in tokens[:index])
                message = Text("key {key}: {message}", key=excerpt(key), message=message)
                break
    return pointer, message


def _errors_problem(detail: str, problems: Iterable[tuple[str, str]]) -> Response:
    language = answer_language()
    return _answer(errors_details(detail, problems, language), 422, language)


UNREADABLE = Text("The request is JSON but not a readable request; see errors.")
IMPOSSIBLE = Text("The request is readable but describes something no hand could produce; see errors.")


def _unreadable_request(error: UnreadableRequest) -> Response:
    return _errors_problem(UNREADABLE, error.problems)


def _impossible_request(error: UnprocessableRequest) -> Response:
    return _errors_problem(IMPOSSIBLE, error.problems)


OUT_OF_TIME = ("The request's work went past its limit of {seconds} s and was not finished (the server may be busy). "
               "Try again later, or send fewer hands a request.")


def _out_of_time(error: OutOfTime) -> Response:
    # 503 with Retry-After, as the server's own answer when it could not start a request in time.
    return problem(503, Text(OUT_OF_TIME, seconds=f"{error.seconds:g}"),
                   {"Retry-After": str(max(1, math.ceil(error.seconds)))})


def _internal_error(error: Exception) -> Response:
    # The traceback goes to the log, never to the client: it would show internals, and a 500 is a bug.
    current_app.logger.exception("unhandled error", exc_info=error)
    return problem(500, Text("An unexpected error occurred on the server. It has been logged."))


def register_problem_handlers(app: Flask) -> None:
    app.register_error_handler(HTTPException, _http_error)
    app.register_error_handler(MalformedJson, _malformed_json)
    app.register_error_handler(UnreadableRequest, _unreadable_request)
    # The engine's 422: schema-valid but impossible (a score summary with 91 points and no oudler).
    app.register_error_handler(UnprocessableRequest, _impossible_request)
    # A score sheet past the request's deadline (service/core/budget.py; a batch answers it in its slots).
    app.register_error_handler(OutOfTime, _out_of_time)
    app.register_error_handler(Exception, _internal_error)

"""gunicorn's sync worker, with its own error answers as problem+json.

gunicorn refuses some requests before the app sees them (a request line over ``limit_request_line``,
too many or too long header fields, a malformed request line or header, a bad chunked encoding) and
answers them with a small HTML page. This worker sends the same status as an RFC 9457 problem instead,
with ``X-Content-Type-Options: nosniff``, so that every 4xx of the service has one shape.
``service/gunicorn_conf.py`` selects it; the app's own errors are ``service/api/problems.py``'s.
"""

from __future__ import annotations

import socket
from http import HTTPStatus
from typing import Any

import orjson
from gunicorn import util
from gunicorn.workers.sync import SyncWorker

# RFC 9110's names where Python's HTTPStatus still has the older ones (as in service/api/problems.py).
_TITLES = {413: "Content Too Large", 414: "URI Too Long", 422: "Unprocessable Content"}


def _title(status: int) -> str:
    try:
        return _TITLES.get(status) or HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def write_problem(sock: socket.socket, status: int, reason: str, message: str) -> None:
    """What ``gunicorn.util.write_error`` writes, as problem+json. gunicorn's ``reason`` is not always
    the status's phrase (its 501 says "Bad Request"), so the title comes from the status."""
    title = _title(status)
    detail = message or ("An unexpected error occurred on the server." if status >= 500 else title)
    body = orjson.dumps({"type": "about:blank", "title": title, "status": status, "detail": detail})
    head = (
        f"HTTP/1.1 {status} {title}\r\n"
        "Connection: close\r\n"
        "Content-Type: application/problem+json\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    util.write_nonblock(sock, head.encode("latin-1") + body)


class ProblemSyncWorker(SyncWorker):  # type: ignore[misc]  # gunicorn ships no type information
    def handle_error(self, req: Any, client: socket.socket, addr: Any, exc: BaseException) -> None:
        # gunicorn's handle_error picks the status and logs; it then calls util.write_error, which a
        # sync worker (one request at a time, one thread) can swap for the duration of the call.
        html_writer = util.write_error
        util.write_error = write_problem
        try:
            super().handle_error(req, client, addr, exc)
        finally:
            util.write_error = html_writer

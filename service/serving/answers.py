"""The answers the server gives itself, before or instead of the application: problem+json (RFC 9457) in
English, as whole HTTP/1.1 messages.

They come before the request's headers are read, or instead of reading them (too many, too long,
malformed, not arrived in time), or when no judge is free: the request's Accept-Language is then not known
or not worth reading, and guessing from half-read bytes could answer in a language the client refused.
"""

from __future__ import annotations

from typing import Any

import orjson
from gunicorn import util

from ..api.problems import status_title
from ..observability.request_ids import HEADER


def title(status: int) -> str:
    try:
        return status_title(status)
    except ValueError:  # a status Python does not name
        return "Error"


def problem_bytes(status: int, detail: str, headers: tuple[tuple[str, str], ...] = (), request_id: str | None = None
                  ) -> bytes:
    """A whole HTTP/1.1 answer that closes the connection: ``status`` as problem+json, with the request's id."""
    name = title(status)
    problem: dict[str, object] = {"type": "about:blank", "title": name, "status": status, "detail": detail}
    if request_id is not None:
        problem["request_id"] = request_id
        headers = (*headers, (HEADER, request_id))
    body = orjson.dumps(problem)
    extra = "".join(f"{header}: {value}\r\n" for header, value in headers)
    head = (
        f"HTTP/1.1 {status} {name}\r\n"
        "Connection: close\r\n"
        "Content-Type: application/problem+json\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"{extra}"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def write_problem(sock: Any, status: int, reason: str, message: str) -> None:
    """What ``gunicorn.util.write_error`` writes, as problem+json. gunicorn's ``reason`` is not always
    the status's phrase (its 501 says "Bad Request"), so the title comes from the status."""
    detail = message or ("An unexpected error occurred on the server." if status >= 500 else title(status))
    util.write_nonblock(sock, problem_bytes(status, detail, request_id=getattr(sock, "request_id", None)))


def ready_bytes(request_id: str, head_only: bool) -> bytes:
    """The readiness check's answer when the process takes work: 200, kept alive, never cached."""
    body = b'{"status":"ready"}'
    head = (
        "HTTP/1.1 200 OK\r\n"
        "Content-Type: application/json\r\n"
        "Cache-Control: no-store\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"{HEADER}: {request_id}\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + (b"" if head_only else body)

"""The log: one JSON object a line (``ARBITRE_LOG_FORMAT=json``, the default), or gunicorn's plain lines (``plain``).

A line for every request answered (``access``, written by the worker): time, level, request id, method, path,
status, duration, bytes in and out, the worker's process id, and for a verdict its status and how many violations
it found, never the record itself. Every other line (gunicorn's, the app's) is an object with the same time, level
and request id when it was written for a request. A 500 is logged once, by the app's error handler, with its
traceback as one string member (``traceback``), so that the line stays one line.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

import orjson

from ..settings import choice

JSON = choice("ARBITRE_LOG_FORMAT") == "json"
ACCESS_LOGGER = "arbitre.access"
current_request_id: ContextVar[str | None] = ContextVar("arbitre_request_id", default=None)
"""The id of the request this thread is answering, for the lines written while answering it."""

_RESERVED = frozenset(vars(logging.makeLogRecord({}))) | {"message", "asctime"}


_writing = threading.Lock()
_second: list[Any] = [-1, ""]  # the last whole second written, and its text: strftime once a second, not a line


def timestamp(seconds: float) -> str:
    """RFC 3339 in UTC, to the millisecond."""
    whole = int(seconds)
    if whole != _second[0]:
        _second[:] = [whole, time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(whole))]
    return f"{_second[1]}.{int((seconds - whole) * 1000):03d}Z"


class JsonFormatter(logging.Formatter):
    """A record as one JSON object on one line: its message, its extra members, its traceback as a string."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {"time": timestamp(record.created), "level": record.levelname.lower()}
        request_id = getattr(record, "request_id", None) or current_request_id.get()
        if request_id is not None:
            line["request_id"] = request_id
        line["logger"] = record.name
        line["message"] = record.getMessage()
        for name, value in vars(record).items():
            if name not in _RESERVED and name not in line:
                line[name] = value
        if record.exc_info:
            line["traceback"] = self.formatException(record.exc_info)
        return orjson.dumps(line, default=str).decode()


def logging_config() -> dict[str, Any]:
    """gunicorn's ``logconfig_dict`` for the JSON form: its error log, its access log (left unused: the worker
    writes its own access lines), and the app's loggers, all to stderr as JSON."""
    handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": f"{__name__}.JsonFormatter"}},
        "handlers": {"stderr": handler},
        "root": {"level": "INFO", "handlers": ["stderr"]},
        "loggers": {
            "gunicorn.error": {"level": "INFO", "handlers": [], "propagate": True},
            "gunicorn.access": {"level": "INFO", "handlers": [], "propagate": True},
        },
    }


@dataclass(frozen=True)
class Verdicts:
    """What the log and the metrics say of a verdict (or a batch's): never the record itself."""

    status: str | None  # one verdict's status; None for a batch
    violations: int
    count: int = 1


def access(method: str, path: str, status: int, seconds: float, bytes_in: int, bytes_out: int,
           request_id: str, verdicts: Verdicts | None = None) -> None:
    """The line of one request answered, in the form ``JsonFormatter`` gives every other line.

    Written straight to the standard error, one ``write`` a line, rather than through ``logging``: a logging
    record, its handler's lock and its formatter cost as much as judging a hand (bench/observability.py)."""
    line: dict[str, Any] = {
        "time": timestamp(time.time()), "level": "info", "request_id": request_id, "logger": ACCESS_LOGGER,
        "message": f"{method} {path} {status}", "method": method, "path": path, "status": status,
        "duration_ms": round(seconds * 1000, 3), "bytes_in": bytes_in, "bytes_out": bytes_out, "worker": os.getpid(),
    }
    if verdicts is not None:
        if verdicts.status is not None:
            line["verdict_status"] = verdicts.status
        else:
            line["verdicts"] = verdicts.count
        line["violations"] = verdicts.violations
    text = orjson.dumps(line).decode() + "\n"
    with _writing:  # one whole line at a time from the judges' threads
        sys.stderr.write(text)

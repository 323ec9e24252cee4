"""The hostile corpus (corpus.yaml) against the app in-process and against a real gunicorn on loopback.

Every case must get its exact status; every 4xx is application/problem+json with the status in its
body (and the pointer or detail the case names); no response shows a stack trace, a file path or a
library version; each answer comes within ``BOUND_SECONDS``; and the gunicorn worker that took them
all is the same process at the end, still answering, with no traceback and no 5xx in its log.
In-process, each case is sent in English, French and German (a case of corpus.yaml's ``languages`` in its
own): the same status, and each problem titled in the language of its Content-Language.
"""

from __future__ import annotations

import io
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from flask import Flask
from werkzeug.test import EnvironBuilder, run_wsgi_app

from service import create_app
from service.api.problems import MAX_PROBLEM_BYTES, status_title

from .corpus import CASES, LANGUAGES, Case
from .servers import Gunicorn, Reply, exchange, get, rss_kib

# Generous for a loaded 2-core CI machine: the slowest case (a megabyte of 547-error records) takes a
# fraction of a second here; the figures below print the real maximum.
BOUND_SECONDS = 3.0

# What a response must never show: a traceback, a source or install path, a library's version.
LEAKS = re.compile(
    r"Traceback|File \"|\.py\b|site-packages|dist-packages|/usr/|/home/|/root/|/tmp/|/work/|/srv/"
    r"|\b(?:gunicorn|werkzeug|flask|python|cpython|marshmallow|orjson|nginx)[/ ]v?\d",
    re.IGNORECASE,
)


def check(case: Case, reply: Reply, language: str | None = None) -> None:
    """What every answer to a hostile request must be; ``language``: the one it was asked in, if any."""
    language = case.language or language
    assert reply.status == case.expect, f"{reply.status} {reply.body[:300]!r}"
    if case.max_bytes is not None:
        assert len(reply.body) <= case.max_bytes, f"an answer of {len(reply.body)} bytes"
    assert reply.header("X-Content-Type-Options") == "nosniff"
    assert reply.seconds < BOUND_SECONDS, f"took {reply.seconds:.2f} s"
    shown = reply.raw_head.decode("latin-1") + "\n" + reply.body.decode("utf-8", "replace")
    sent = (case.raw or case.request(0)).decode("utf-8", "replace")
    leaks = [match for match in LEAKS.findall(shown) if match not in sent]
    assert not leaks, f"the response shows {leaks}: {shown[:500]}"
    if case.allow:
        assert reply.header("Allow"), "a 405 or an OPTIONS names the allowed methods"
    for name, value in case.response_headers:
        assert reply.header(name) == value, f"{name}: {reply.header(name)!r}"
    if case.raw is None:  # the app's answer (gunicorn's own refusals are the event loop's, service/serving/worker.py)
        assert reply.reason == status_title(reply.status), f"status line {reply.status} {reply.reason}"
    if reply.status == 204:
        assert reply.header("Content-Type") is None and reply.body == b""
    if reply.status < 400:
        return
    assert reply.header("Content-Type") == "application/problem+json"
    if case.method == "HEAD":
        return  # no body
    assert len(reply.body) <= MAX_PROBLEM_BYTES, f"a problem of {len(reply.body)} bytes"
    problem = json.loads(reply.body)
    assert problem["status"] == reply.status
    assert problem["type"] == "about:blank"
    # The app's problems are in the language asked (in-process, and a case of its own language); the server's
    # own refusals in English (raw requests, and under gunicorn a chunked body announced past the limit).
    asked = language if case.raw is None and language else "en"
    assert problem["title"] == status_title(reply.status, asked) and problem["detail"]
    if language is not None:
        assert reply.header("Content-Language") == asked
    messages = [problem["detail"], *(error["message"] for error in problem.get("errors", []))]
    # A 400's detail is the JSON parser's, which quotes the syntax it expected (',' or '}').
    python = [message for message in messages[reply.status == 400:] if PYTHON_LITERALS.search(message)]
    assert not python, f"messages in Python's terms, not JSON's: {python}"
    if case.pointer is not None:
        pointers = [error["pointer"] for error in problem["errors"]]
        assert any(inside(pointer, case.pointer) for pointer in pointers), problem
    # The corpus quotes the English words (tests/i18n/test_problem_languages.py holds the others to theirs).
    if case.detail is not None and asked == "en":
        assert case.detail in problem["detail"], problem["detail"]
    if case.message is not None and asked == "en":
        assert any(case.message in message for message in messages[1:]), messages


# A value quoted as Python writes it: True, False, None, a string in single quotes opening a list or a
# dict, as a dict's key or in a list ({'garde': True}, ['x'], 'a', 'b'). Messages quote the request as
# JSON writes it.
PYTHON_LITERALS = re.compile(r"\b(?:True|False|None)\b|[\[{(]'|'[^'\s]*': |, '[^']*'")


def inside(pointer: str, expected: str) -> bool:
    """``pointer`` is ``expected`` or points inside it (the root "" must be matched exactly)."""
    return pointer == expected or (expected != "" and pointer.startswith(expected + "/"))


# ---- in-process: the app as any WSGI server would call it


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app()


def call_app(app: Flask, case: Case, language: str | None = None) -> Reply:
    builder = EnvironBuilder(
        path=case.path,
        method=case.method,
        headers=list(case.sent_headers(language)),
        input_stream=io.BytesIO(case.body or b""),
        content_length=None if case.body is None else len(case.body),
    )
    environ = builder.get_environ()
    if case.chunked:
        environ.pop("CONTENT_LENGTH", None)
        environ["wsgi.input_terminated"] = True  # as gunicorn delimits a chunked body
    start = time.monotonic()
    body, status, response_headers = run_wsgi_app(app, environ, buffered=True)  # this very environ
    data = b"".join(body)
    seconds = time.monotonic() - start
    head = "\r\n".join(f"{name}: {value}" for name, value in response_headers.items()).encode("latin-1")
    headers = {name.lower(): value for name, value in response_headers.items()}
    code, reason = status.split(" ", 1)
    return Reply(int(code), reason, headers, data, seconds, head)


IN_PROCESS = [(case, language) for case in CASES if case.only != "gunicorn"
              for language in ((case.language,) if case.language else LANGUAGES)]


@pytest.mark.parametrize(("case", "language"), IN_PROCESS,
                         ids=[f"{case.name} [{language}]" if not case.language else case.name
                              for case, language in IN_PROCESS])
def test_in_process(app: Flask, case: Case, language: str) -> None:
    check(case, call_app(app, case, language), language)


# ---- a real gunicorn, one worker, the project's settings


@dataclass
class Served:
    server: Gunicorn
    worker: int
    rss_before: int
    slowest: tuple[float, str] = (0.0, "")
    cases: int = 0


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    log = tmp_path_factory.mktemp("corpus") / "gunicorn.log"
    with Gunicorn(workers=1, log=log) as server:
        (worker,) = server.worker_pids()
        yield Served(server, worker, rss_kib(worker))


@pytest.mark.parametrize("case", [case for case in CASES if case.only != "in-process"], ids=lambda case: case.name)
def test_under_gunicorn(served: Served, case: Case) -> None:
    reply = exchange(served.server.port, case.request(served.server.port), shutdown_write=case.shutdown)
    served.cases += 1
    served.slowest = max(served.slowest, (reply.seconds, case.name))
    check(case, reply)
    assert get(served.server.port, "/healthz").status == 200


def test_the_worker_took_it_all_and_stayed_healthy(served: Served, figures: list[str]) -> None:
    """Run after the cases above (file order): same worker, still serving, nothing logged as a crash."""
    assert served.server.worker_pids() == [served.worker], "the worker died or was replaced"
    assert get(served.server.port, "/healthz").status == 200
    rss_after = rss_kib(served.worker)
    assert served.server.log is not None
    log = served.server.log.read_text(errors="replace")
    assert "Traceback" not in log
    assert "WORKER TIMEOUT" not in log
    # The log is JSON (gunicorn_conf.py): no line at level error, and no 500 among the access lines (501 and 505
    # are answers, not failures: a transfer coding or an HTTP version the server does not implement).
    lines = [json.loads(line) for line in log.splitlines()]
    assert not [line for line in lines if line["level"] == "error"]
    assert not [line for line in lines if line["logger"] == "arbitre.access" and line["status"] in (500, 502, 504)]
    seconds, name = served.slowest
    figures.append(
        f"hostile corpus under gunicorn: {served.cases} cases, slowest {seconds * 1000:.0f} ms ({name}), "
        f"worker {served.worker} unchanged, RSS {served.rss_before / 1024:.1f} -> {rss_after / 1024:.1f} MiB"
    )


@pytest.mark.parametrize(
    "text",
    [
        "Traceback (most recent call last):",
        'File "/srv/arbitre/service/api/body.py", line 42',
        "Server: gunicorn/27.0.1",
        "Werkzeug/3.1.9 Python/3.11.7",
        "nginx/1.22.1",
        "/usr/lib/python3.11/json/decoder.py",
    ],
)
def test_the_leak_pattern_sees_internals(text: str) -> None:
    assert LEAKS.search(text)


@pytest.mark.parametrize("text", ["Server: gunicorn", "Server: nginx", '{"pointer": "/hands/2/5"}', "21T", "1e999"])
def test_the_leak_pattern_lets_ordinary_answers_through(text: str) -> None:
    assert not LEAKS.search(text)

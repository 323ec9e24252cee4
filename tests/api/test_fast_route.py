"""POST /v1/hands/adjudicate's fast route (service/api/fast_route.py) against Flask's own handling of the
same request: the same status, the same headers in the same order, the same bytes, whatever the request
(legal and illegal hands, the hostile corpus's bodies, broken JSON, other media types, odd lengths, bodies
that cannot be read, odd hosts, CORS headers), as gunicorn hands it over (``wsgi.input_terminated``) or as
a server that does not end the stream."""

from __future__ import annotations

import io
import logging
import random
from collections.abc import Iterable, Mapping
from typing import Any

import orjson
import pytest
from flask import Flask
from werkzeug.test import EnvironBuilder, run_wsgi_app

from service import create_app
from service.api.fast_route import FAILURE, FastAdjudicate
from service.wire import operations
from service.wire.errors import UnprocessableRequest
from tests.fire.corpus import CASES
from tests.property.generator import generate_hand
from tests.zwanzigerrufen.generator import random_deal

PATH = "/v1/hands/adjudicate"
Answer = tuple[str, list[tuple[str, str]], bytes]


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app({"TESTING": True})


def hands(count: int, seed: int = 11) -> list[bytes]:
    rng = random.Random(seed)
    return [
        orjson.dumps(random_deal(rng).record() if index % 6 == 5 else generate_hand(rng, rng.choice([3, 4, 5])).record)
        for index in range(count)
    ]


def environ(body: bytes = b"", *, terminated: bool, headers: Mapping[str, str] | None = None,
            content_type: str | None = "application/json", length: int | None = -1,
            stream: Any = None, **extra: Any) -> dict[str, Any]:
    """A WSGI environ for POST /v1/hands/adjudicate; ``length`` -1 is the body's own, None none at all."""
    built = EnvironBuilder(path=extra.pop("path", PATH), method=extra.pop("method", "POST"),
                           headers=dict(headers or {}), input_stream=io.BytesIO(body),
                           content_type=content_type).get_environ()
    built.pop("CONTENT_LENGTH", None)
    if length is not None:
        built["CONTENT_LENGTH"] = str(len(body) if length == -1 else length)
    if stream is not None:
        built["wsgi.input"] = stream
    if terminated:
        built["wsgi.input_terminated"] = True
    built.update(extra)
    return built


def answer(application: Any, made: dict[str, Any]) -> Answer:
    body, status, headers = run_wsgi_app(application, made)
    return status, list(headers.to_wsgi_list()), b"".join(body)


def both(app: Flask, make: Any) -> tuple[Answer, Answer]:
    """The fast route's answer and Flask's to two copies of one request (``make()`` builds each)."""
    route = app.wsgi_app
    assert isinstance(route, FastAdjudicate)
    return answer(route, make()), answer(route.flask_wsgi, make())


def assert_alike(app: Flask, make: Any) -> Answer:
    fast, flask = both(app, make)
    assert fast == flask
    return fast


@pytest.mark.parametrize("terminated", [True, False])
def test_hands_are_answered_alike(app: Flask, terminated: bool) -> None:
    for text in hands(30):
        status, _, _ = assert_alike(app, lambda text=text: environ(text, terminated=terminated))
        assert status == "200 OK"


def corpus_bodies() -> list[tuple[str, tuple[tuple[str, str], ...], bytes]]:
    return [(case.name, case.headers, case.body) for case in CASES
            if case.method == "POST" and case.path == PATH and case.body is not None and case.raw is None
            and not case.chunked and len(case.body) < 200_000]


@pytest.mark.parametrize(("name", "headers", "body"), corpus_bodies(), ids=lambda value: str(value)[:40])
def test_the_hostile_corpus_is_answered_alike(app: Flask, name: str, headers: tuple[tuple[str, str], ...],
                                              body: bytes) -> None:
    sent = dict(headers)
    content_type = sent.pop("Content-Type", None)
    assert_alike(app, lambda: environ(body, terminated=True, headers=sent, content_type=content_type))


LEGAL = hands(1, seed=3)[0]


@pytest.mark.parametrize(
    ("body", "options"),
    [
        (b"{", {}),
        (b"[]", {}),
        (b"{}", {}),
        (b'{"a": 1, "a": 2}', {}),
        (LEGAL[:-1] + b', "dealer": 0}', {}),  # a duplicate key in a hand record
        (b'{"hands": [' + b"[]," * 150 + b"[]]}", {}),  # over the shape limits
        (LEGAL.replace(b'"players":', b'"players": 9, "x":', 1), {}),
        (LEGAL, {"content_type": "application/json; charset=utf-8"}),
        (LEGAL, {"content_type": "application/json;charset=UTF-8"}),
        (LEGAL, {"content_type": "Application/JSON"}),
        (LEGAL, {"content_type": "application/vnd.arbitre+json"}),
        (LEGAL, {"content_type": "text/plain"}),
        (LEGAL, {"content_type": None}),
        (LEGAL, {"length": None}),
        (LEGAL, {"length": 0}),
        (LEGAL, {"length": len(LEGAL) + 10}),  # the client stops early
        (LEGAL, {"length": len(LEGAL) - 10}),  # a body longer than its length
        (LEGAL, {"length": 2 * 1024 * 1024}),
        (LEGAL, {"CONTENT_LENGTH": "+12"}),
        (LEGAL, {"CONTENT_LENGTH": "١٢"}),  # digits, not ASCII ones
        (LEGAL, {"headers": {"Origin": "https://scores.example"}}),
        (LEGAL, {"headers": {"Origin": "https://x.example", "Access-Control-Request-Private-Network": "true"}}),
        (LEGAL, {"headers": {"Transfer-Encoding": "gzip"}}),
        (LEGAL, {"headers": {"Connection": "Upgrade", "Upgrade": "websocket"}}),
        (LEGAL, {"HTTP_HOST": "x" * 70 + ".example"}),  # a label IDNA refuses: Flask's routing says 400
        (LEGAL, {"HTTP_HOST": "arbitre.example:8443", "wsgi.url_scheme": "https"}),
        (LEGAL, {"method": "PUT"}),
        (LEGAL, {"path": PATH + "/"}),
    ],
)
@pytest.mark.parametrize("terminated", [True, False])
def test_odd_requests_are_answered_alike(app: Flask, body: bytes, options: dict[str, Any], terminated: bool) -> None:
    assert_alike(app, lambda: environ(body, terminated=terminated, **dict(options)))


class Broken(io.RawIOBase):
    def __init__(self, error: Exception):
        super().__init__()
        self.error = error

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        raise self.error


@pytest.mark.parametrize("error", [OSError("connection reset"), ValueError("bad chunk"), RuntimeError("odd")])
@pytest.mark.parametrize("terminated", [True, False])
def test_a_body_that_cannot_be_read_is_answered_alike(app: Flask, error: Exception, terminated: bool) -> None:
    status, _, _ = assert_alike(app, lambda: environ(LEGAL, terminated=terminated, stream=Broken(error)))
    assert status.startswith("400")


def test_a_smaller_limit_is_kept() -> None:
    small = create_app({"TESTING": True, "MAX_BODY_BYTES": len(LEGAL) - 1})
    status, _, body = assert_alike(small, lambda: environ(LEGAL, terminated=True))
    assert status.startswith("413") and str(len(LEGAL) - 1).encode() in body


def test_the_fast_route_answers_plain_hands_without_flask(monkeypatch: pytest.MonkeyPatch) -> None:
    own = create_app({"TESTING": True})

    def not_here() -> Any:
        raise AssertionError("Flask's view was called")

    monkeypatch.setitem(own.view_functions, "api.adjudicate_hand", not_here)
    status, headers, body = answer(own, environ(LEGAL, terminated=True))
    assert status == "200 OK"
    *flasks, (request_id_header, _) = headers  # the request id, put on every answer in front of both ways
    assert flasks == [("Content-Type", "application/json"), ("Content-Length", str(len(body))),
                      ("Content-Language", "en"), ("Vary", "Accept-Language"),
                      ("X-Content-Type-Options", "nosniff"), ("Access-Control-Allow-Origin", "*")]
    assert request_id_header == "X-Request-ID"
    assert orjson.loads(body)["status"]


@pytest.mark.parametrize(("accept_language", "language"), [("fr-FR,fr;q=0.9", "fr"), ("de-AT", "de"),
                                                           ("es, en;q=0.1", "en")])
def test_hands_in_other_languages_are_answered_alike(app: Flask, accept_language: str, language: str) -> None:
    for text in hands(12, seed=5):
        status, headers, _ = assert_alike(app, lambda text=text: environ(
            text, terminated=True, headers={"Accept-Language": accept_language}))
        assert status == "200 OK" and ("Content-Language", language) in headers


def test_a_before_request_hook_turns_the_fast_route_off() -> None:
    own = create_app({"TESTING": True})
    seen: list[str] = []
    own.before_request(lambda: seen.append("here") and None)
    assert not FastAdjudicate(own, own.wsgi_app).enabled
    route = own.wsgi_app
    assert isinstance(route, FastAdjudicate)
    route.enabled = False  # what create_app would have found had the hook been there first
    answer(own, environ(LEGAL, terminated=True))
    assert seen == ["here"]


def test_the_engines_refusals_and_faults_are_flasks_answers(
    app: Flask, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    calls: list[Any] = []

    def impossible(record: Any, language: str) -> dict[str, Any]:
        calls.append(record)
        raise UnprocessableRequest([("/options/x", "no such thing")])

    monkeypatch.setattr(operations, "adjudicate_record", impossible)
    status, _, body = assert_alike(app, lambda: environ(LEGAL, terminated=True))
    assert status.startswith("422") and orjson.loads(body)["errors"][0]["pointer"] == "/options/x"
    assert len(calls) == 2, "the fast route's failure must reach Flask's handler, not run the engine again"

    def broken(record: Any, language: str) -> dict[str, Any]:
        raise RuntimeError("secret: the engine's internals")

    monkeypatch.setattr(operations, "adjudicate_record", broken)
    with caplog.at_level(logging.ERROR):
        status, _, body = assert_alike(app, lambda: environ(LEGAL, terminated=True))
    assert status.startswith("500") and b"secret" not in body
    assert [record.getMessage() for record in caplog.records] == ["unhandled error", "unhandled error"]


def test_the_failure_never_outlives_its_request(app: Flask) -> None:
    made = environ(b"{", terminated=True)
    status, _, _ = answer(app, made)
    assert status.startswith("400") and FAILURE not in made


def many_hosts(app: Flask) -> Iterable[Answer]:
    for index in range(100):
        yield assert_alike(app, lambda index=index: environ(LEGAL, terminated=True, HTTP_HOST=f"h{index}.example"))


def test_many_hosts_are_answered_alike_past_the_memory(app: Flask) -> None:
    assert all(status == "200 OK" for status, _, _ in many_hosts(app))
    route = app.wsgi_app
    assert isinstance(route, FastAdjudicate)
    assert len(route.routed) <= 64

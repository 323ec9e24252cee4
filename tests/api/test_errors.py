"""Error handling of the HTTP layer: every 4xx/5xx is problem+json (RFC 9457), with the right status."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.test import Client, EnvironBuilder

from service import create_app
from service.wire import operations

PROBLEM_KEYS = {"type", "title", "status", "detail"}
SCORE = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}


def assert_problem(response: Any, status: int) -> dict[str, Any]:
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    body: dict[str, Any] = response.get_json(force=True)
    assert body.keys() >= PROBLEM_KEYS
    assert body["status"] == status
    assert body["type"] == "about:blank"
    assert body["detail"]
    return body


@pytest.mark.parametrize(
    "body",
    [
        b"{",
        b"",
        b'{"taker": NaN}',
        b"NaN",
        b"Infinity",
        b"-Infinity",
        b"1e999",
        b'{"attack_points": 1e999}',
        b"{'taker': 0}",
        b'{"taker": 0,}',
        b"\xff\xfe{}",
        b'\xef\xbb\xbf{"taker": 0}',
    ],
)
def test_a_body_that_is_not_json_is_a_400(client: FlaskClient, body: bytes) -> None:
    response = client.post("/v1/scores", data=body, content_type="application/json")
    assert "not valid JSON" in assert_problem(response, 400)["detail"]


@pytest.mark.parametrize(("body", "reason"), [
    (b"", "there is no JSON value, only white space or nothing"),
    (b'{"taker": 0,', "the data ends before the JSON value is complete, at line 1, column 13"),
    (b'{"taker": 0,}', "a comma comes right before the end of an array or an object, at line 1, column 12"),
    (b'{\n  "taker" 0}', "a colon (:) should follow the key, at line 2, column 11"),
    (b"[1 2]", "a comma or the end of the array should come next, at line 1, column 4"),
    (b'{"taker": 0 "x": 1}', "a comma or the end of the object should come next, at line 1, column 13"),
    (b'{"taker": NaN}', "a value should come here (a string, a number, an object, an array, true, false or null), "
                       "at line 1, column 11"),
    (b"{'taker': 0}", "a key in double quotes should come here, at line 1, column 2"),
    (b"{} {}", "more data follows the JSON value, at line 1, column 4"),
    (b'{"taker": 01}', "a number starts with 0 followed by more digits, at line 1, column 11"),
    (b"1e999", "a number is too large for a 64-bit floating-point number, at line 1, column 1"),
    (b"[1.]", "a number lacks a digit after its sign, its decimal point or its exponent, at line 1, column 4"),
    (b"[tru]", "a word is misspelt (true was expected), at line 1, column 2"),
    (b'["\\x"]', "a string has an invalid backslash escape, at line 1, column 3"),
    (b'{"contract": "\\ud800"}', "a string escapes a lone UTF-16 surrogate (\\uD800 to \\uDFFF), which is no "
                                 "character, at line 1, column 15"),
    (b'["a\tb"]', "a string holds a control character (a tab or a line break) that must be escaped, "
                  "at line 1, column 4"),
    (b"[" * 1025 + b"]" * 1025, "arrays and objects are nested more than 1024 levels deep, at line 1, column 1026"),
    (b'\xef\xbb\xbf{"taker": 0}', "the data begins with a byte order mark (BOM), which a JSON text must not have"),
    (b'{"contract": "\xc3("}', "byte 15 (0xc3) is not UTF-8 (invalid continuation byte)"),
    (b'{"contract": "\xed\xa0\x80"}', "byte 15 (0xed) is not UTF-8 (invalid continuation byte)"),
])
def test_a_body_that_is_not_json_says_why_and_where_in_the_services_words(client: FlaskClient, body: bytes,
                                                                          reason: str) -> None:
    """Never the parser's own English ("unexpected end of data: line 1 column 25 (char 24)"): one of a few
    texts of the service's, which every language says, with the line and the column counted from one."""
    response = client.post("/v1/scores", data=body, content_type="application/json")
    assert assert_problem(response, 400)["detail"] == f"The request body is not valid JSON: {reason}."


def test_a_kind_of_json_error_the_service_does_not_know_still_says_where() -> None:
    from json import JSONDecodeError

    from service.i18n import translate
    from service.wire.json_syntax import syntax_error

    unknown = syntax_error(JSONDecodeError("a reason of a newer parser", "[\n 1", 3), b"[\n 1")
    assert unknown == "a syntax error at line 2, column 2"
    assert translate(unknown, "fr") == "une erreur de syntaxe à la ligne 2, colonne 2"
    assert translate(unknown, "de") == "ein Syntaxfehler in Zeile 2, Spalte 2"


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded", "application/xml"])
def test_a_body_that_is_not_sent_as_json_is_a_415(client: FlaskClient, content_type: str | None) -> None:
    headers = {"Content-Type": content_type} if content_type else {}
    response = client.post("/v1/scores", data=b'{"taker": 0}', headers=headers)
    assert_problem(response, 415)


@pytest.mark.off_contract
def test_any_json_media_type_is_read(client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(operations, "score_summary", lambda summary: {"seen": summary["taker"]})
    for content_type in ("application/json; charset=utf-8", "application/vnd.arbitre+json"):
        response = client.post("/v1/scores", json=SCORE, headers={"Content-Type": content_type})
        assert response.status_code == 200
        assert response.get_json() == {"seen": 0}


def test_a_wrong_method_is_a_405_that_keeps_its_allow_header(client: FlaskClient) -> None:
    response = client.get("/v1/scores")
    assert_problem(response, 405)
    assert set(response.headers["Allow"].replace(" ", "").split(",")) == {"POST", "OPTIONS"}

    response = client.delete("/healthz")
    assert_problem(response, 405)
    assert "GET" in response.headers["Allow"]


def test_an_unknown_path_is_a_404(client: FlaskClient) -> None:
    assert_problem(client.get("/v1/nothing-here"), 404)


def test_an_unknown_ruleset_is_a_404(client: FlaskClient) -> None:
    body = assert_problem(client.get("/v1/rulesets/bridge"), 404)
    assert '"bridge"' in body["detail"]


@pytest.fixture
def small_limit_app() -> Flask:
    return create_app({"TESTING": True, "MAX_BODY_BYTES": 100})


def post_chunked(app: Flask, body: bytes) -> Any:
    """POST without Content-Length, as a chunked request reaches the app under gunicorn."""
    builder = EnvironBuilder(
        path="/v1/scores",
        method="POST",
        input_stream=io.BytesIO(body),
        content_type="application/json",
    )
    environ = builder.get_environ()
    environ.pop("CONTENT_LENGTH", None)
    environ["wsgi.input_terminated"] = True
    return Client(app).open(environ)


def padded(document: bytes, size: int) -> bytes:
    """``document`` followed by JSON whitespace up to ``size`` bytes: still the same JSON document."""
    return document + b" " * (size - len(document))


def test_a_body_over_the_limit_is_a_413(small_limit_app: Flask) -> None:
    response = small_limit_app.test_client().post(
        "/v1/scores", data=padded(b"{}", 101), content_type="application/json"
    )
    assert "100 bytes" in assert_problem(response, 413)["detail"]


def test_a_chunked_body_over_the_limit_is_a_413_not_a_400(small_limit_app: Flask) -> None:
    # Cut at the limit, this body would be a truncated (unparsable) document: the 413 must win.
    assert_problem(post_chunked(small_limit_app, b'{"taker": 0, "padding": "' + b"x" * 200 + b'"}'), 413)


def test_a_chunked_body_at_the_limit_is_read(small_limit_app: Flask, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(operations, "score_summary", lambda summary: {"seen": summary["taker"]})
    body = padded(b'{"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}', 100)
    response = post_chunked(small_limit_app, body)
    assert response.status_code == 200
    assert response.get_json() == {"seen": 0}


def test_the_default_limit_is_the_documented_mebibyte(client: FlaskClient) -> None:
    response = client.post("/v1/scores", data=padded(b"{}", 1024 * 1024 + 1), content_type="application/json")
    assert "1048576 bytes" in assert_problem(response, 413)["detail"]


def errors_of(response: Any) -> list[dict[str, str]]:
    errors: list[dict[str, str]] = assert_problem(response, 422)["errors"]
    return errors


def test_an_unknown_card_is_a_422_pointing_at_it(client: FlaskClient, dealt_record: dict[str, Any]) -> None:
    dealt_record["hands"][2][5] = "ZZ"
    errors = errors_of(client.post("/v1/hands/adjudicate", json=dealt_record))
    assert errors == [{"pointer": "/hands/2/5", "message": 'unknown card code "ZZ"'}]


def test_every_unreadable_value_is_reported_with_its_pointer(
    client: FlaskClient, dealt_record: dict[str, Any]
) -> None:
    dealt_record.update(
        {
            "dealer": True,
            "auction": [{"seat": 1, "call": "grand_slam"}],
            "options": {"excuse_last_trick": "never", "house_rule": "on"},
            "colour": "blue",
        }
    )
    dealt_record["dog"][0] = "a/b"
    pointers = {error["pointer"] for error in errors_of(client.post("/v1/hands/adjudicate", json=dealt_record))}
    assert pointers == {
        "/dealer",
        "/auction/0/call",
        "/options/excuse_last_trick",
        "/options/house_rule",
        "/colour",
        "/dog/0",
    }


def test_a_body_that_is_not_an_object_is_a_422_pointing_at_the_root(client: FlaskClient) -> None:
    assert errors_of(client.post("/v1/scores", json=[1, 2])) == [{"pointer": "", "message": "must be an object"}]


def test_absurd_sizes_are_refused_by_the_schema(client: FlaskClient, dealt_record: dict[str, Any]) -> None:
    dealt_record["hands"] = dealt_record["hands"] * 2  # 8 hands
    dealt_record["tricks"] = [["1S"] * 7]
    pointers = {error["pointer"] for error in errors_of(client.post("/v1/hands/adjudicate", json=dealt_record))}
    assert pointers == {"/hands", "/tricks/0"}


def test_the_engines_impossible_request_is_a_422_with_its_errors(
    client: FlaskClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    def impossible(summary: Mapping[str, Any]) -> dict[str, Any]:
        raise operations.UnprocessableRequest([("/oudlers", "no hand has 3 oudlers and 10 points")])

    monkeypatch.setattr(operations, "score_summary", impossible)
    errors = errors_of(client.post("/v1/scores", json=SCORE))
    assert errors == [{"pointer": "/oudlers", "message": "no hand has 3 oudlers and 10 points"}]


@pytest.mark.off_contract
def test_a_500_says_nothing_of_the_internals(client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(summary: Mapping[str, Any]) -> dict[str, Any]:
        raise RuntimeError("secret: /srv/arbitre/engine.py line 42")

    monkeypatch.setattr(operations, "score_summary", broken)
    response = client.post("/v1/scores", json=SCORE)
    body = assert_problem(response, 500)
    assert "secret" not in response.get_data(as_text=True)
    assert "RuntimeError" not in body["detail"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize(
    ("method", "path", "kwargs"),
    [
        ("get", "/healthz", {}),
        ("get", "/openapi.yaml", {}),
        ("get", "/docs", {}),
        ("get", "/nowhere", {}),
        ("put", "/healthz", {}),
        ("post", "/v1/scores", {"data": b"{"}),
        ("post", "/v1/scores", {"data": b"{", "content_type": "application/json"}),
        ("post", "/v1/scores", {"json": {"taker": "me"}}),
    ],
)
def test_every_response_forbids_content_sniffing(
    client: FlaskClient, method: str, path: str, kwargs: dict[str, Any]
) -> None:
    response = getattr(client, method)(path, **kwargs)
    assert response.headers["X-Content-Type-Options"] == "nosniff"


def test_v1_allows_any_origin_and_answers_preflight(client: FlaskClient) -> None:
    origin = {"Origin": "https://scores.example"}
    response = client.get("/v1/rulesets", headers=origin)
    assert response.headers["Access-Control-Allow-Origin"] == "*"

    preflight = client.options(
        "/v1/hands/adjudicate",
        headers={**origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"},
    )
    assert preflight.status_code == 204
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert preflight.headers["Access-Control-Allow-Methods"] == "OPTIONS, POST"


@pytest.mark.parametrize("requested", ["POST", "GET", "PUT", "DELETE", "PATCH"])
@pytest.mark.parametrize("path", ["/v1/hands/adjudicate", "/v1/hands/adjudicate-batch", "/v1/plays/legal",
                                  "/v1/scores", "/v1/score-sheets", "/v1/rulesets", "/v1/rulesets/zwanzigerrufen"])
def test_a_preflight_advertises_only_the_methods_of_its_path(client: FlaskClient, path: str, requested: str) -> None:
    preflight = client.options(path, headers={"Origin": "https://scores.example",
                                              "Access-Control-Request-Method": requested})
    allowed = preflight.headers["Allow"]
    assert preflight.status_code == 204
    # Flask lists HEAD beside GET; a POST path takes POST and OPTIONS only.
    assert allowed == ("GET, HEAD, OPTIONS" if path.startswith("/v1/rulesets") else "OPTIONS, POST")
    if requested in allowed.split(", "):
        assert preflight.headers["Access-Control-Allow-Methods"] == allowed
    else:  # the path's methods, or none: either way the browser does not send the request
        assert preflight.headers.get("Access-Control-Allow-Methods") in (None, allowed)


@pytest.mark.parametrize("path", ["/v1/scores", "/v1/rulesets", "/healthz", "/openapi.json", "/docs"])
def test_a_plain_options_is_a_204_with_allow_and_no_body(client: FlaskClient, path: str) -> None:
    response = client.options(path)
    assert response.status_code == 204 and response.status == "204 No Content"
    assert response.headers["Allow"] and "OPTIONS" in response.headers["Allow"]
    assert "Content-Type" not in response.headers and response.data == b""


@pytest.mark.parametrize("method", ["get", "post"])
@pytest.mark.parametrize("path", ["/v1//rulesets", "//v1/rulesets", "/v1/rulesets//french-tarot", "//evil.example/v1"])
def test_no_redirect_is_built_from_the_host_header(client: FlaskClient, method: str, path: str) -> None:
    response = getattr(client, method)(path, headers={"Host": "evil.example"}, json={})
    assert response.status_code in (404, 405)
    assert "Location" not in response.headers
    assert response.content_type == "application/problem+json"


@pytest.mark.parametrize(
    ("status", "line"),
    [(422, "422 Unprocessable Content"), (413, "413 Content Too Large"), (415, "415 Unsupported Media Type"),
     (404, "404 Not Found"), (405, "405 Method Not Allowed"), (400, "400 Bad Request"), (200, "200 OK")],
)
def test_the_status_line_names_the_status_as_rfc_9110_does(client: FlaskClient, status: int, line: str) -> None:
    requests = {
        422: lambda: client.post("/v1/scores", json={}),
        413: lambda: client.post("/v1/scores", data=b" " * (1024 * 1024 + 1), content_type="application/json"),
        415: lambda: client.post("/v1/scores", data=b"{}", content_type="text/plain"),
        404: lambda: client.get("/v2"),
        405: lambda: client.delete("/v1/scores"),
        400: lambda: client.post("/v1/scores", data=b"{", content_type="application/json"),
        200: lambda: client.get("/healthz"),
    }
    response = requests[status]()
    assert response.status == line
    if status >= 400:
        assert response.get_json()["title"] == line.split(" ", 1)[1]


def test_paths_outside_v1_send_no_cors_headers(client: FlaskClient) -> None:
    response = client.get("/healthz", headers={"Origin": "https://scores.example"})
    assert "Access-Control-Allow-Origin" not in response.headers


@pytest.mark.parametrize("path", ["/docs", "/docs/"])
def test_the_docs_page_writes_nothing_from_the_host_header(client: FlaskClient, path: str) -> None:
    page = client.get(path, headers={"Host": "evil.example"})
    assert page.status_code == 200
    assert b"evil.example" not in page.data

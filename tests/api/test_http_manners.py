"""HTTP manners under attack (issue 27, round two): one content-coding layer at most, every HTML page with a
Content-Security-Policy and never framed, and Range requests on the static files answered as RFC 9110 allows."""

from __future__ import annotations

import base64
import gzip
import hashlib
import os
import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import flask_swagger_ui
import pytest
from flask import Flask
from flask.testing import FlaskClient

from service.api import body as body_module
from service.api.desk import ASSETS
from service.i18n import LANGUAGES

SCORE = b'{"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}'
JSON = ("Content-Type", "application/json")
SWAGGER_DIST = Path(flask_swagger_ui.__file__).resolve().parent / "dist"


# -- Content codings: one gzip layer, no more

@pytest.mark.parametrize("codings", [
    ["gzip, gzip"],
    ["gzip", "gzip"],  # two header lines: werkzeug (and gunicorn) join them into one list, and both count
    ["x-gzip, identity", "GZIP"],
    ["identity", "gzip", "identity", "gzip"],
], ids=["one line", "two lines", "two lines with identity", "four lines"])
def test_two_gzip_layers_are_a_415_that_names_gzip(client: FlaskClient, codings: list[str]) -> None:
    headers = [JSON, *(("Content-Encoding", coding) for coding in codings)]
    response = client.post("/v1/scores", data=gzip.compress(gzip.compress(SCORE)), headers=headers)
    assert response.status_code == 415
    assert response.mimetype == "application/problem+json"
    assert response.headers["Accept-Encoding"] == "gzip"
    assert re.search(r'"(x-)?gzip, gzip"', response.get_json()["detail"])


class CountingZlib:
    """``zlib`` as service/api/body.py sees it, counting the decoders made and the bytes given to them: the work
    of a decoding, counted rather than timed (speed belongs to benchmarks)."""

    def __init__(self) -> None:
        self.decoders = 0
        self.bytes_given = 0

    def decompressobj(self, *args: Any, **kwargs: Any) -> Any:
        self.decoders += 1
        decoder = zlib.decompressobj(*args, **kwargs)
        counter = self

        class Counted:
            def __getattr__(self, name: str) -> Any:
                return getattr(decoder, name)

            def decompress(self, data: Any, *rest: Any) -> bytes:
                counter.bytes_given += len(data)
                return decoder.decompress(data, *rest)

        return Counted()

    def __getattr__(self, name: str) -> Any:
        return getattr(zlib, name)


@pytest.fixture
def counting_zlib(monkeypatch: pytest.MonkeyPatch) -> CountingZlib:
    counting = CountingZlib()
    monkeypatch.setattr(body_module, "zlib", counting)
    return counting


def test_many_layers_over_several_lines_are_refused_before_any_decoding(client: FlaskClient,
                                                                        counting_zlib: CountingZlib) -> None:
    """The attack: 9,000 layers over six header lines. The body is not even gzip: decoding it would be a 400."""
    headers = [JSON, *(("Content-Encoding", ", ".join(["gzip"] * 1500)) for _ in range(6))]
    response = client.post("/v1/hands/adjudicate", data=os.urandom(1024 * 1024), headers=headers)
    assert counting_zlib.decoders == 0
    assert response.status_code == 415
    assert response.headers["Accept-Encoding"] == "gzip"
    assert len(response.get_json()["detail"]) < 300  # the list quoted in short


@pytest.mark.parametrize("codings", [["gzip"], ["gzip", "identity"], ["identity", "x-gzip"]])
def test_one_gzip_layer_is_read(client: FlaskClient, codings: list[str]) -> None:
    plain = client.post("/v1/scores", data=SCORE, headers=[JSON])
    headers = [JSON, *(("Content-Encoding", coding) for coding in codings)]
    response = client.post("/v1/scores", data=gzip.compress(SCORE), headers=headers)
    assert response.status_code == 200 and response.data == plain.data


def test_a_layer_of_many_members_is_read_whole(client: FlaskClient) -> None:
    """One gzip layer may hold several members (RFC 1952), one after another: each is decoded, in order,
    across the pieces the decoder reads (a member of 5,000 bytes, then one a byte)."""
    padded = SCORE[:-1] + b" " * 5000 + b"}"
    body = gzip.compress(padded[:5000]) + b"".join(gzip.compress(padded[i:i + 1]) for i in range(5000, len(padded)))
    plain = client.post("/v1/scores", data=SCORE, headers=[JSON])
    response = client.post("/v1/scores", data=body, headers=[JSON, ("Content-Encoding", "gzip")])
    assert response.status_code == 200 and response.data == plain.data


def test_a_megabyte_of_empty_members_costs_little(client: FlaskClient, counting_zlib: CountingZlib) -> None:
    """52,000 empty members (20 bytes each) in one layer: handing zlib the whole rest of the body after each
    member copied it each time (1.3 s of CPU, some 27 GB given to the decoders); read in pieces, a decoder is
    given at most one piece more than the body holds, and each member at most one piece: linear work."""
    member = gzip.compress(b"", mtime=0)
    body = member * (1024 * 1024 // len(member))
    response = client.post("/v1/scores", data=body, headers=[JSON, ("Content-Encoding", "gzip")])
    assert counting_zlib.decoders == len(body) // len(member)
    piece = body_module._GZIP_PIECE
    assert counting_zlib.bytes_given <= piece * (counting_zlib.decoders + len(body) // piece + 1)
    assert response.status_code == 400  # it decodes to nothing, which is not JSON


# -- Every HTML page: a Content-Security-Policy that forbids framing, X-Frame-Options, nosniff


def _examples(app: Flask, client: FlaskClient, endpoint: str, argument: str) -> list[str]:
    """Values of a route's argument to request it with; a route this does not know fails the test below,
    rather than going unchecked."""
    if endpoint == "desk.desk_asset":
        return list(ASSETS)
    if endpoint == "desk.words":
        return list(LANGUAGES)
    if endpoint == "swagger_ui.show":
        return ["index.html", *sorted(path.name for path in SWAGGER_DIST.iterdir() if path.is_file())]
    if endpoint == "api.get_ruleset":
        return [ruleset["id"] for ruleset in client.get("/v1/rulesets").get_json()["rulesets"]]
    raise AssertionError(f"{endpoint} takes {argument}: say here which values to request it with")


def _get_urls(app: Flask, client: FlaskClient) -> Iterator[str]:
    """Every URL the app answers a GET at: each route of the url_map, with example values for its arguments."""
    for rule in app.url_map.iter_rules():
        if "GET" not in (rule.methods or ()):
            continue
        if not rule.arguments:
            yield rule.rule
            continue
        (argument,) = rule.arguments
        for value in _examples(app, client, rule.endpoint, argument):
            yield rule.build({argument: value})[1]


def _html_answers(app: Flask, client: FlaskClient) -> dict[str, object]:
    answers = {}
    for url in _get_urls(app, client):
        for method in ("GET", "HEAD"):
            response = client.open(url, method=method)
            assert response.status_code == 200, (method, url)
            if response.mimetype == "text/html":
                answers[f"{method} {url}"] = response
    return answers


def test_every_html_answer_has_a_policy_and_cannot_be_framed(app: Flask, client: FlaskClient) -> None:
    answers = _html_answers(app, client)
    assert {"GET /docs", "GET /docs/", "GET /docs/index.html", "GET /docs/oauth2-redirect.html", "GET /desk",
            "HEAD /docs", "HEAD /desk"} <= set(answers)
    for where, response in answers.items():
        headers = response.headers  # type: ignore[attr-defined]
        policy = headers.get("Content-Security-Policy", "")
        directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
        assert directives.get("frame-ancestors") == ["'none'"], where
        assert headers.get("X-Frame-Options") == "DENY", where
        assert headers.get("X-Content-Type-Options") == "nosniff", where
        assert "'self'" in directives["script-src"], where
        for source in ("'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"):
            assert source not in directives["script-src"], where
        assert directives.get("object-src") == ["'none'"] and directives.get("base-uri") == ["'none'"], where


def test_the_desk_keeps_its_own_policy(client: FlaskClient) -> None:
    from service.api.desk import CONTENT_SECURITY_POLICY

    assert client.get("/desk").headers["Content-Security-Policy"] == CONTENT_SECURITY_POLICY


def _csp_hash(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_docs_page_runs_under_its_policy(client: FlaskClient) -> None:
    """Swagger UI's page: its inline configuration allowed by its hash (and nothing else inline), its files
    served from here, the document fetched and "Try it out" sent to this origin, the inline <style> that its
    standalone preset draws (the logo) allowed by its hash."""
    response = client.get("/docs")
    page = response.get_data(as_text=True)
    policy = response.headers["Content-Security-Policy"]
    directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
    inline = re.findall(r"<script(?![^>]*\bsrc=)[^>]*>(.*?)</script>", page, re.DOTALL)
    assert inline and "SwaggerUIBundle(config)" in inline[0]
    assert directives["script-src"] == ["'self'", *map(_csp_hash, inline)]
    assert directives["connect-src"] == ["'self'"]
    assert '"url": "/openapi.json"' in page
    for address in re.findall(r'(?:src|href)="([^"]+)"', page):
        assert address.startswith("/docs/"), address
        assert client.get(address).status_code == 200, address
    styles = [style for name in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js")
              for style in re.findall(r'createElement\("style",null,"([^"\\]*)"\)',
                                      (SWAGGER_DIST / name).read_text(encoding="utf-8"))]
    assert styles
    assert sorted(directives["style-src"]) == sorted(["'self'", *map(_csp_hash, styles)])


# -- Range on the static files: several ranges get the whole file, one range a 206, one past the end a 416

STATIC = "/docs/index.css"


@pytest.mark.parametrize("ranges", [
    "bytes=0-10,20-30", "bytes=0-10, 20-30", "bytes=0-10,20-30,40-", "bytes=5000-,6000-", "items=0-5",
    "bytes=-100000", "bytes=oops",
])
def test_a_range_it_does_not_serve_gets_the_whole_file(client: FlaskClient, ranges: str) -> None:
    whole = client.get(STATIC)
    response = client.get(STATIC, headers={"Range": ranges})
    assert response.status_code == 200
    assert response.data == whole.data and "Content-Range" not in response.headers


def test_one_range_is_a_206(client: FlaskClient) -> None:
    whole = client.get(STATIC).data
    for ranges, part in [("bytes=0-10", whole[:11]), ("bytes=20-", whole[20:]), ("bytes=-5", whole[-5:])]:
        response = client.get(STATIC, headers={"Range": ranges})
        assert response.status_code == 206, ranges
        assert response.data == part
        assert response.headers["Content-Range"].endswith(f"/{len(whole)}")


@pytest.mark.parametrize("ranges", ["bytes=5000-", "bytes=5000-6000"])
def test_one_range_past_the_end_is_a_416(client: FlaskClient, ranges: str) -> None:
    length = len(client.get(STATIC).data)
    response = client.get(STATIC, headers={"Range": ranges})
    assert response.status_code == 416
    assert response.headers["Content-Range"] == f"bytes */{length}"


def test_no_get_answers_several_satisfiable_ranges_with_a_416(app: Flask, client: FlaskClient) -> None:
    for url in _get_urls(app, client):
        response = client.get(url, headers={"Range": "bytes=0-1,3-4"})
        assert response.status_code == 200, url

"""What the body reader refuses before the wire schema reads a document: duplicate keys (400), lists
longer and nesting deeper than any request of openapi.yaml (422), bodies that end before their
Content-Length (400); and how many errors a 422 lists."""

from __future__ import annotations

import gzip
import io
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient
from marshmallow import ValidationError
from werkzeug.test import EnvironBuilder, run_wsgi_app
from werkzeug.wrappers import Response

from service.api.problems import MAX_REPORTED_ERRORS
from service.wire.schemas import (
    ERRORS_READ,
    READING_STOPPED,
    SCORE_REQUEST,
    SCORE_SHEET,
    error_pointers,
    load_until_errors,
)
from service.wire.shape import MAX_ARRAY_ITEMS, MAX_DEPTH, shape_problems


def request_schemas(openapi: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        operation["requestBody"]["content"]["application/json"]["schema"]
        for operations in openapi["paths"].values()
        for operation in operations.values()
        if isinstance(operation, dict) and "requestBody" in operation
    ]


class ContractShape:
    """The longest list and the deepest nesting any request of the contract may have."""

    def __init__(self, openapi: dict[str, Any]):
        self.components = openapi["components"]["schemas"]
        self.max_items = 0
        self.unbounded: list[str] = []

    def resolve(self, schema: dict[str, Any], seen: frozenset[str]) -> tuple[dict[str, Any], frozenset[str]]:
        while "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            assert name not in seen, f"{name} is recursive: no depth bound"
            seen = seen | {name}
            schema = self.components[name]
        return schema, seen

    def depth(self, schema: dict[str, Any], where: str, seen: frozenset[str] = frozenset()) -> int:
        """Levels of arrays and objects a value of ``schema`` may nest."""
        schema, seen = self.resolve(schema, seen)
        deepest = max(
            (self.depth(sub, where, seen) for key in ("allOf", "oneOf", "anyOf") for sub in schema.get(key, [])),
            default=0,
        )
        if "items" in schema:
            if "maxItems" in schema:
                self.max_items = max(self.max_items, schema["maxItems"])
            else:
                self.unbounded.append(where)
            deepest = max(deepest, 1 + self.depth(schema["items"], where + "/[]", seen))
        if "properties" in schema or schema.get("type") == "object":
            members = [self.depth(sub, f"{where}/{name}", seen) for name, sub in schema.get("properties", {}).items()]
            extra = schema.get("additionalProperties", True)
            if isinstance(extra, dict):
                members.append(self.depth(extra, where + "/*", seen))
            deepest = max(deepest, 1 + max(members, default=0))
        return deepest


def test_the_shape_limits_refuse_nothing_the_contract_allows(openapi_path: Path) -> None:
    openapi = yaml.safe_load(openapi_path.read_text())
    shape = ContractShape(openapi)
    depth = max(shape.depth(schema, "") for schema in request_schemas(openapi))
    assert not shape.unbounded, f"request lists without maxItems: {shape.unbounded}"
    assert shape.max_items <= MAX_ARRAY_ITEMS, "raise MAX_ARRAY_ITEMS in service/wire/shape.py with the contract"
    assert depth <= MAX_DEPTH


def test_shape_problems_point_at_the_long_list_and_the_deep_value() -> None:
    assert shape_problems({"hands": [["KS"] * 78] * 6, "tricks": [[]] * 30}) == []
    assert shape_problems({"a": {"b~/c": [0] * (MAX_ARRAY_ITEMS + 1)}}) == [
        ("/a/b~0~1c", f"has {MAX_ARRAY_ITEMS + 1} items; no list of this API has more than {MAX_ARRAY_ITEMS}")
    ]
    deep: list[Any] = []
    for _ in range(MAX_DEPTH + 5):
        deep = [deep]
    ((pointer, message),) = shape_problems({"x": deep})
    assert pointer == "/x" + "/0" * (MAX_DEPTH - 1)
    assert "nested more than" in message
    assert shape_problems([]) == [] and shape_problems("text") == []


def test_a_long_list_is_refused_before_the_schema_reads_its_items(client: FlaskClient) -> None:
    response = client.post("/v1/plays/legal", json={"hand": ["ZZ"] * 50_000, "trick": []})
    assert response.status_code == 422
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/hand"]


@pytest.mark.parametrize(
    ("body", "key"),
    [
        (b'{"taker": 0, "taker": 1}', '"taker"'),
        (b'{"a": [{"seat": 1, "seat": 1}]}', '"seat"'),
        (b'{"t\\u0061ker": 0, "taker": 0}', '"taker"'),
        (b'{"' + b"k" * 100 + b'": 0, "' + b"k" * 100 + b'": 1}', "(100 characters)"),
    ],
)
def test_a_duplicate_key_is_a_400(client: FlaskClient, body: bytes, key: str) -> None:
    response = client.post("/v1/scores", data=body, content_type="application/json")
    assert response.status_code == 400
    detail = response.get_json()["detail"]
    assert key in detail and "appears twice" in detail


def test_a_422_lists_its_first_errors_and_reads_no_further(client: FlaskClient) -> None:
    hands = [[1] * 78 for _ in range(6)]
    response = client.post("/v1/hands/adjudicate", json={"players": 4, "dealer": 0, "hands": hands, "dog": [1] * 78})
    problem = response.get_json()
    assert response.status_code == 422
    assert [error["pointer"] for error in problem["errors"]] == [f"/hands/{i // 78}/{i % 78}" for i in range(100)]
    assert MAX_REPORTED_ERRORS == ERRORS_READ
    assert problem["detail"].endswith(f"Only the first {MAX_REPORTED_ERRORS} errors are listed: the request was "
                                      "read no further.")


def test_a_422_with_fewer_errors_than_it_lists_says_nothing_of_reading_stopped(client: FlaskClient) -> None:
    hands = [[1] * 78, [2] * 21]
    response = client.post("/v1/hands/adjudicate", json={"players": 4, "dealer": 0, "hands": hands, "dog": []})
    problem = response.get_json()
    assert len(problem["errors"]) == 99 and "Only the first" not in problem["detail"]


def test_unknown_fields_count_among_the_errors_read() -> None:
    unknown = {f"field{i}": 0 for i in range(5_000)}
    with pytest.raises(ValidationError) as raised:
        load_until_errors(SCORE_REQUEST, {"contract": "garde", "taker": [], **unknown})
    problems = error_pointers(raised.value.messages)
    assert sum(message == "unknown field" for _, message in problems) == ERRORS_READ  # read before the fields
    assert problems[-1] == ("", READING_STOPPED)


def test_the_errors_read_are_counted_once_however_deep() -> None:
    sheet = {"hands": [{"dealer": 0, "hands": [["ZZ"] * 30] * 3, "dog": []}] * 5}
    with pytest.raises(ValidationError) as raised:
        load_until_errors(SCORE_SHEET, sheet)
    problems = error_pointers(raised.value.messages)
    assert len(problems) == ERRORS_READ + 1 and problems[-1] == ("", READING_STOPPED)
    # 90 in the first record, then 10 of the second: its first hand read no further, nor the other records.
    assert [pointer for pointer, _ in problems[88:100]] == [
        "/hands/0/hands/2/28", "/hands/0/hands/2/29", *(f"/hands/1/hands/0/{i}" for i in range(10))]


def call(app: Flask, environ: dict[str, Any]) -> Response:
    """The app called with exactly this environ (the test client would rebuild it)."""
    body, status, headers = run_wsgi_app(app, environ, buffered=True)
    return Response(b"".join(body), status=status, headers=headers)


def test_a_body_shorter_than_its_content_length_is_a_400(app: Flask) -> None:
    environ = EnvironBuilder(
        path="/v1/scores", method="POST", input_stream=io.BytesIO(b'{"taker": 0}'), content_type="application/json"
    ).get_environ()
    environ["CONTENT_LENGTH"] = "100"
    environ["wsgi.input_terminated"] = True  # as under gunicorn, which hands over what came
    response = call(app, environ)
    assert response.status_code == 400
    assert "ended after 12 of its 100 bytes" in response.get_json(force=True)["detail"]


def test_a_broken_input_stream_is_a_400_not_a_500(app: Flask) -> None:
    class Broken(io.RawIOBase):
        def read(self, size: int = -1) -> bytes:
            raise ValueError("Invalid chunk size: b'zz'")  # what gunicorn's chunked reader raises

    environ = EnvironBuilder(path="/v1/scores", method="POST", content_type="application/json").get_environ()
    environ.pop("CONTENT_LENGTH", None)
    environ["wsgi.input"] = Broken()
    environ["wsgi.input_terminated"] = True
    response = call(app, environ)
    assert response.status_code == 400
    assert response.mimetype == "application/problem+json"
    assert "could not be read" in response.get_json(force=True)["detail"]


# -- Content-Encoding: gzip is decoded within the body limit; any other coding is a 415, never read as plain

SCORE = b'{"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}'


def _encoded(client: FlaskClient, body: bytes, coding: str, path: str = "/v1/scores") -> Any:
    return client.post(path, data=body, headers={"Content-Type": "application/json", "Content-Encoding": coding})


@pytest.mark.parametrize("coding", ["gzip", "x-gzip", "GZIP", "gzip, identity", "identity, gzip"])
def test_a_gzip_body_is_answered_as_the_plain_one(client: FlaskClient, coding: str) -> None:
    plain = client.post("/v1/scores", data=SCORE, content_type="application/json")
    response = _encoded(client, gzip.compress(SCORE), coding)
    assert response.status_code == 200 and response.data == plain.data


def test_a_body_gzipped_twice_is_a_415(client: FlaskClient) -> None:
    # One layer at most: each costs a full decoding pass (tests/api/test_http_manners.py).
    response = _encoded(client, gzip.compress(gzip.compress(SCORE)), "gzip, gzip")
    assert response.status_code == 415 and response.headers["Accept-Encoding"] == "gzip"


@pytest.mark.parametrize("path", ["/v1/hands/adjudicate", "/v1/scores", "/v1/plays/legal", "/v1/score-sheets",
                                  "/v1/hands/adjudicate-batch"])
@pytest.mark.parametrize("coding", ["br", "deflate", "compress", "zstd", "gzip, br", "chunked"])
def test_another_coding_is_a_415_that_names_gzip(client: FlaskClient, path: str, coding: str) -> None:
    response = _encoded(client, SCORE, coding, path)
    assert response.status_code == 415
    assert response.headers["Accept-Encoding"] == "gzip"
    assert response.content_type == "application/problem+json"


@pytest.mark.parametrize(
    "body", [SCORE, gzip.compress(SCORE)[:-4], gzip.compress(SCORE) + b"junk", b""],
    ids=["plain JSON", "cut short", "trailing bytes", "empty"],
)
def test_a_body_labelled_gzip_that_is_not_gzip_is_a_400(client: FlaskClient, body: bytes) -> None:
    response = _encoded(client, body, "gzip")
    assert response.status_code == 400
    assert response.content_type == "application/problem+json"


@pytest.mark.parametrize("decoded_size", [1024 * 1024 + 1, 64 * 1024 * 1024])
def test_a_gzip_body_that_decodes_past_the_limit_is_a_413(client: FlaskClient, decoded_size: int) -> None:
    bomb = gzip.compress(b"{}" + b" " * (decoded_size - 2))
    assert len(bomb) < 1024 * 1024
    response = _encoded(client, bomb, "gzip")
    assert response.status_code == 413
    assert "decodes" in response.get_json()["detail"]


def test_a_gzip_body_at_the_limit_once_decoded_is_read(client: FlaskClient) -> None:
    response = _encoded(client, gzip.compress(SCORE + b" " * (1024 * 1024 - len(SCORE))), "gzip")
    assert response.status_code == 200

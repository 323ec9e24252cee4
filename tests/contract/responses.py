"""Every answer a test receives is held to openapi.yaml: the ``client`` fixture (tests/conftest.py) checks each JSON
body against the schema the document gives for its operation, status and media type.

schemathesis checks the answers to the requests it makes up; this checks the answers to the records the tests
write on purpose (a chelem called in the auction, a two-player deal, a ruling under arbitration), which a
generator seldom reaches. A field the code sends and the document does not describe, or an enum value it does
not list, would break a client generated from the document: such an answer fails the test that received it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema_rs
import yaml
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

OPENAPI = Path(__file__).resolve().parents[2] / "openapi.yaml"
JSON_TYPES = ("application/json", "application/problem+json")


class UndocumentedResponse(AssertionError):
    pass


@cache
def _document() -> dict[str, Any]:
    """openapi.yaml, with every object it describes closed: a field it does not list fails the check. The document
    itself leaves answers open (a client must accept fields added later), but a field the code sends today
    is one the document must describe."""
    document: dict[str, Any] = yaml.safe_load(OPENAPI.read_text(encoding="utf-8"))
    schemas = document["components"]["schemas"]
    # A schema that is a part of an allOf is closed by the allOf's owner, which sees the fields of every part.
    parts = {entry["$ref"].rpartition("/")[2] for schema in schemas.values()
             for entry in schema.get("allOf", ()) if "$ref" in entry}
    for name, schema in schemas.items():
        if name not in parts:
            _close(schema)
    return document


def _close(schema: Any, in_all_of: bool = False) -> None:
    if isinstance(schema, list):
        for item in schema:
            _close(item, in_all_of)
        return
    if not isinstance(schema, dict):
        return
    if ("properties" in schema or "allOf" in schema) and not in_all_of \
            and "additionalProperties" not in schema and "unevaluatedProperties" not in schema:
        schema["unevaluatedProperties"] = False
    for key, value in schema.items():
        if key not in ("example", "examples", "enum", "const", "default"):
            _close(value, key == "allOf")


@cache
def _operations() -> list[tuple[re.Pattern[str], str]]:
    """Each documented path as a pattern (``{ruleset_id}`` matches one segment), with its key in ``paths``."""
    return [(re.compile("^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(path)) + "$"), path)
            for path in _document()["paths"]]


def _pointer(*parts: str) -> str:
    """A JSON Pointer as a URI fragment (RFC 6901 §6): ``{ruleset_id}`` percent-encoded."""
    return "#/" + "/".join(quote(part.replace("~", "~0").replace("/", "~1"), safe="~") for part in parts)


@cache
def _validator(path: str, method: str, status: str, media_type: str) -> Any:
    """The validator of one documented answer, or None when the document gives that answer no schema."""
    document = _document()
    responses = document["paths"][path][method]["responses"]
    key = status if status in responses else "default"
    if key not in responses:
        raise UndocumentedResponse(f"{method.upper()} {path} answers {status}, which openapi.yaml does not list")
    response, where = responses[key], ("paths", path, method, "responses", key)
    if "$ref" in response:
        where = tuple(response["$ref"].removeprefix("#/").split("/"))
        response = document
        for part in where:
            response = response[part]
    content = response.get("content", {})
    if media_type not in content:
        raise UndocumentedResponse(
            f"{method.upper()} {path} answers {status} as {media_type}; openapi.yaml lists {sorted(content)}")
    if "schema" not in content[media_type]:
        return None
    # The whole document is the root, so that every $ref in it resolves; the schema is reached by $ref.
    return jsonschema_rs.validator_for({**document, "$ref": _pointer(*where, "content", media_type, "schema")},
                                       validate_formats=True)


def check(path: str, method: str, response: TestResponse) -> None:
    """Raises UndocumentedResponse when a JSON answer to a documented operation is not what openapi.yaml says."""
    documented = next((key for pattern, key in _operations() if pattern.match(path)), None)
    media_type = response.mimetype
    if documented is None or method not in _document()["paths"][documented] or media_type not in JSON_TYPES:
        return
    validator = _validator(documented, method, str(response.status_code), media_type)
    if validator is None:
        return
    errors = list(validator.iter_errors(json.loads(response.get_data())))
    if errors:
        shown = "; ".join(f"{'/'.join(map(str, error.instance_path)) or '(root)'}: {error.message[:300]}"
                          for error in errors[:3])
        raise UndocumentedResponse(
            f"{method.upper()} {path} answered {response.status_code} with a body openapi.yaml does not allow: {shown}")


class DocumentedClient(FlaskClient):
    """A test client that checks every JSON answer against openapi.yaml (``check``)."""

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response = super().open(*args, **kwargs)
        request = response.request
        check(request.path, request.method.lower(), response)
        return response

"""The error examples that /docs shows are real: each is the app's own answer to a request that earns it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient

OVER_THE_LIMIT = b" " * (1024 * 1024 + 1)

# The shared error responses of openapi.yaml, and a request that gets each: method, path, body, Content-Type.
REQUESTS: dict[str, tuple[str, str, bytes, str | None]] = {
    "MalformedJson": ("POST", "/v1/hands/adjudicate", b'{"dealer":}', "application/json"),
    "NotFound": ("GET", "/v1/rulesets/whist", b"", None),
    "BodyTooLarge": ("POST", "/v1/hands/adjudicate", OVER_THE_LIMIT, "application/json"),
    "UnsupportedMediaType": ("POST", "/v1/hands/adjudicate", b"{}", "text/plain"),
}


def shared_responses(openapi_path: Path) -> dict[str, Any]:
    responses: dict[str, Any] = yaml.safe_load(openapi_path.read_text(encoding="utf-8"))["components"]["responses"]
    return responses


def test_every_shared_error_response_has_an_example(openapi_path: Path) -> None:
    for name, response in shared_responses(openapi_path).items():
        assert "example" in response["content"]["application/problem+json"], f"{name} has no example for /docs"


@pytest.mark.parametrize("name", sorted(REQUESTS))
def test_the_example_is_what_the_app_answers(client: FlaskClient, openapi_path: Path, name: str) -> None:
    method, path, body, content_type = REQUESTS[name]
    example = shared_responses(openapi_path)[name]["content"]["application/problem+json"]["example"]
    headers = {"Content-Type": content_type} if content_type else {}
    answer = client.open(path, method=method, data=body, headers=headers)
    assert answer.status_code == example["status"]
    problem = answer.get_json()
    assert problem.pop("request_id") == answer.headers["X-Request-ID"]  # made for each request: no example has one
    assert problem == example

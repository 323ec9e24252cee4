"""Golden tests go through the HTTP app, as a client would: POST JSON to the Flask test client."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from service import create_app

Post = Callable[[str, dict[str, Any]], tuple[int, Any]]


@pytest.fixture(scope="session")
def post() -> Post:
    client = create_app({"TESTING": True}).test_client()

    def send(path: str, body: dict[str, Any]) -> tuple[int, Any]:
        response = client.post(path, json=body)
        return response.status_code, response.get_json()

    return send

"""Fixtures shared by the test suite: the Flask app (with the real engine), a dealt hand record,
and the repository's paths."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask import Flask
from flask.testing import FlaskClient

from service import create_app
from service.core.cards import CARD_CODES

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture(scope="session")
def openapi_path() -> Path:
    return REPO_ROOT / "openapi.yaml"


@pytest.fixture(scope="session")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture
def client(app: Flask) -> Iterator[FlaskClient]:
    with app.test_client() as test_client:
        yield test_client


@pytest.fixture
def dealt_record() -> dict[str, Any]:
    """A legal 4-player deal (18 cards each, a dog of 6), dealer 0, with nothing after the deal."""
    deck = list(CARD_CODES)
    random.Random(7).shuffle(deck)
    return {
        "players": 4,
        "dealer": 0,
        "hands": [deck[seat * 18 : (seat + 1) * 18] for seat in range(4)],
        "dog": deck[72:],
    }

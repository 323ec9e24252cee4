"""Schemathesis against the in-process app and its real engine: every operation of openapi.yaml,
every default check (status codes, content types, response schemas, schema-valid data accepted,
schema-invalid data rejected, unsupported methods, ...). Settings: schemathesis.toml.

Each request body is a oneOf of one schema per rule set, so the generated requests are French Tarot
and Zwanzigerrufen ones (about two in three French, measured), and each answer is checked against
its rule set's response schema. About 30 s on two cores (17 s before Zwanzigerrufen); an anyOf in
place of the oneOf generates no faster."""

from __future__ import annotations

from pathlib import Path

import schemathesis
from hypothesis import settings
from schemathesis.config import SchemathesisConfig

from service import create_app

REPO_ROOT = Path(__file__).resolve().parents[2]
CONFIG = SchemathesisConfig.from_path(str(REPO_ROOT / "schemathesis.toml"))

# Loaded from the app itself, so the document clients download is the one under test.
schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app(), config=CONFIG)


@schema.parametrize()
@settings(deadline=None)
def test_the_api_keeps_its_contract(case: schemathesis.Case) -> None:
    case.call_and_validate()

"""What the client tests read from the repository: openapi.yaml's operations and request examples, and the
examples of the README's "Clients" section."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import yaml

REPO_ROOT = Path(__file__).resolve().parents[2]
OPENAPI = REPO_ROOT / "openapi.yaml"
DOCUMENT: dict[str, Any] = yaml.safe_load(OPENAPI.read_bytes())
EXAMPLE_URL = "http://127.0.0.1:8000"
"""The service's address in the section's examples; the tests put their live server's in its place."""

# The request examples' operations, by the name src/examples.ts gives their list.
EXAMPLE_LISTS = {
    "/v1/hands/adjudicate": "adjudicate",
    "/v1/hands/adjudicate-batch": "adjudicateBatch",
    "/v1/plays/legal": "legalPlays",
    "/v1/scores": "scores",
    "/v1/score-sheets": "scoreSheets",
    "/v1/boards/score": "boardScores",
    "/v1/seances/score": "seanceScores",
}


def operations() -> set[tuple[str, str]]:
    """Every (method, path) of the contract."""
    return {(method, path) for path, item in DOCUMENT["paths"].items() for method in item}


def request_examples(path: str) -> dict[str, Any]:
    """The request examples of a POST operation, by name."""
    content = DOCUMENT["paths"][path]["post"]["requestBody"]["content"]["application/json"]
    return {name: example["value"] for name, example in content["examples"].items()}


EXAMPLE_PAGES = ("README.md", "docs/clients.md")
"""Where the examples that the tests run are: the README's "Clients" section, and the page it points to."""


def clients_section(page: str = "README.md") -> str:
    """The README's "Clients" section, or the whole of another page."""
    if page != "README.md":
        return (REPO_ROOT / page).read_text(encoding="utf-8")
    readme = (REPO_ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"^## Clients\n.*?(?=^## |\Z)", readme, re.MULTILINE | re.DOTALL)
    assert found, "the README has no Clients section"
    return found.group(0)


def example(language: str, page: str = "README.md") -> tuple[str, str]:
    """The page's example in ``language`` and the output shown after it (the ```text block that follows)."""
    pattern = rf"^```{language}\n(.*?)^```\n\s*^```text\n(.*?)^```"
    found = re.search(pattern, clients_section(page), re.MULTILINE | re.DOTALL)
    assert found, f"{page} has no {language} example followed by its output"
    return found.group(1), found.group(2)


def typescript_examples() -> str:
    """src/examples.ts: openapi.yaml's request examples as typed constants, so that tsc checks each against
    the generated request type of its operation."""
    lines = [
        "// Written by tests/clients/test_typescript_client.py from openapi.yaml's request examples.",
        'import type { paths } from "./arbitre.js";',
        "",
        "type Body<P extends keyof paths> = paths[P] extends {",
        '  post: { requestBody: { content: { "application/json": infer B } } };',
        "} ? B : never;",
    ]
    for path, name in EXAMPLE_LISTS.items():
        examples = request_examples(path).items()
        items = ",\n".join(f"  [{json.dumps(key)}, {json.dumps(value)}]" for key, value in examples)
        lines.append(f'export const {name}: Array<[string, Body<"{path}">]> = [\n{items},\n];')
    return "\n".join(lines) + "\n"

"""The README's first request is real: sent to the app, it gets exactly the verdict the README shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def _first_request_and_answer() -> tuple[dict[str, object], dict[str, object]]:
    section = README.read_text(encoding="utf-8").split("## A first request", 1)[1]
    body = re.search(r"-d '(\{.*?\})'\n```", section, re.S)
    answer = re.search(r"```json\n(.*?)\n```", section, re.S)
    assert body is not None
    assert answer is not None
    return json.loads(body.group(1)), json.loads(answer.group(1))


def test_the_readme_request_gets_the_readme_verdict(client) -> None:  # type: ignore[no-untyped-def]
    request, expected = _first_request_and_answer()
    response = client.post("/v1/hands/adjudicate", json=request)
    assert response.status_code == 200
    assert response.get_json() == expected

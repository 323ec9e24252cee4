"""JSON for people: objects indented; lists of plain values (cards, deltas) and small flat objects
(an auction call) kept on one line."""

from __future__ import annotations

import json
from typing import Any


def dumps(value: Any, indent: int = 0) -> str:
    pad, inner = " " * indent, " " * (indent + 1)
    if isinstance(value, dict):
        flat = json.dumps(value, ensure_ascii=False)
        if not any(isinstance(item, (dict, list)) for item in value.values()) and len(flat) <= 100:
            return flat
        items = [f"{inner}{json.dumps(key)}: {dumps(item, indent + 1)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(value, list) and any(isinstance(item, (dict, list)) for item in value):
        return "[\n" + ",\n".join(inner + dumps(item, indent + 1) for item in value) + "\n" + pad + "]"
    return json.dumps(value, ensure_ascii=False)

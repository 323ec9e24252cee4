"""The worked examples of the arbitration digest (§7.5) as complete records: tests/arbitration/records/*.json,
made by build_records.py, each with the digest's own numbers under ``expected``; and how to read one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RECORDS = sorted((Path(__file__).resolve().parent / "records").glob("*.json"))


def load(path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return loaded


EXAMPLE_2 = Path(__file__).resolve().parent / "records" / "example_02_revoke_turns_a_failure_into_a_make.json"

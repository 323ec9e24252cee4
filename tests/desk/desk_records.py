"""The records the desk's browser tests open: the digest's worked examples (tests/arbitration/records), the
revoke of example 1 among them, and a record stripped of its arbitration option."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

RECORDS = Path(__file__).resolve().parents[1] / "arbitration" / "records"
# A garde where seat 2 plays 6T on a diamond lead while holding diamonds (trick 4, third card).
REVOKE: dict[str, Any] = json.loads((RECORDS / "example_01_defender_revokes_taker_still_makes.json").read_text())[
    "request"
]


def plain(record: dict[str, Any]) -> dict[str, Any]:
    """The record without the FFT arbitration option: a verdict without a ruling."""
    copied = copy.deepcopy(record)
    copied.pop("options", None)
    return copied

"""A violation on the wire (docs/contract.md §5), the same for every rule set."""

from __future__ import annotations

from typing import Any

from ..core.cards import card_code
from ..core.violations import Violation
from ..i18n import rule_reference


def violation_dict(violation: Violation, ruleset: str) -> dict[str, Any]:
    return {
        "code": violation.code,
        "phase": violation.phase,
        "seat": violation.seat,
        "trick": violation.trick,
        "card": None if violation.card is None else card_code(violation.card),
        "pointer": violation.pointer,
        "message": violation.message,
        "rule": rule_reference(ruleset, violation.code),
    }

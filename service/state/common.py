"""What both states share: a deal read as the API reads a record, the phase an action needs, and the violation
one more action adds to a verdict."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.violations import Violation
from .errors import WrongPhase


def loaded_record(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` read by the API's schema, as ``arbitre.adjudicate`` reads a record: ``InvalidRecord`` if not."""
    from marshmallow import ValidationError

    from .. import InvalidRecord
    from ..wire import fast
    from ..wire.schemas import HAND_RECORD, error_pointers

    try:
        loaded: dict[str, Any] = fast.load(HAND_RECORD, document)
    except ValidationError as error:
        raise InvalidRecord(error_pointers(error.messages)) from None
    return loaded


def require_phase(current: str, needed: str, action: str) -> None:
    """``WrongPhase`` unless the hand is in the phase ``needed`` for ``action``."""
    if current != needed:
        raise WrongPhase(f"cannot {action} in phase {current}")


def added_violation(before: Sequence[Violation], after: Sequence[Violation]) -> Violation | None:
    """The first violation of ``after`` (the verdict with one more action) that ``before`` does not have."""
    for violation in after:
        if violation not in before:
            return violation
    return None

"""POST /v1/hands/adjudicate-batch: many hand records in one request, each judged on its own.

The answer has one slot per record, in order: the verdict that POST /v1/hands/adjudicate would give, or,
for a record that it would answer with a 422, the same problem details, its pointers leading into the
batch (``/records/3/hands/0/5``). One bad record never fails the others.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from marshmallow import ValidationError

from ..core.text import Text
from ..french.arbitration.claim import ClaimBudget
from ..i18n import DEFAULT_LANGUAGE
from ..wire import fast, operations
from ..wire.errors import UnprocessableRequest
from ..wire.schemas import HAND_RECORD, error_pointers
from .problems import errors_details

UNREADABLE_RECORD = Text("The record is JSON but not a readable hand record; see errors.")
IMPOSSIBLE_RECORD = Text("The record is readable but describes something no hand could produce; see errors.")


def adjudicate_records(records: Sequence[Any], language: str = DEFAULT_LANGUAGE) -> list[dict[str, Any]]:
    """Each record's verdict (its messages in ``language``), or its problem details, in order; the records'
    claims share one budget, so that the request's cost is bounded as a single record's is."""
    claim_budget = ClaimBudget()
    return [_slot(index, record, language, claim_budget) for index, record in enumerate(records)]


def _slot(index: int, record: Any, language: str, claim_budget: ClaimBudget) -> dict[str, Any]:
    prefix = f"/records/{index}"
    try:
        loaded = fast.load(HAND_RECORD, record)
    except ValidationError as error:
        problems = [(prefix + pointer, message) for pointer, message in error_pointers(error.messages)]
        return errors_details(UNREADABLE_RECORD, problems, language)
    try:
        return operations.adjudicate_record(loaded, language, claim_budget)
    except UnprocessableRequest as error:
        return errors_details(IMPOSSIBLE_RECORD, [(prefix + pointer, message) for pointer, message in error.problems],
                              language)

"""POST /v1/hands/adjudicate-batch: many hand records in one request, each judged on its own.

The answer has one slot per record, in order: the verdict that POST /v1/hands/adjudicate would give, or,
for a record that it would answer with a 422, the same problem details, its pointers leading into the
batch (``/records/3/hands/0/5``). One bad record never fails the others.

What a batch costs is bounded as a whole (service/core/budget.py): each slot is serialised as soon as it is
judged, and a record is judged only while the request's deadline has not passed and the answer so far, with
this slot and a short slot for each record after it, stays within ``MAX_ANSWER_BYTES``. From the first record
that misses either, every record gets a 503 problem in its slot saying that it was not judged, and why: the
records before it are answered in full, and no more work is done.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import orjson
from marshmallow import ValidationError

from ..core.budget import MAX_ANSWER_BYTES, Deadline, OutOfTime
from ..core.text import Text
from ..french.arbitration.claim import ClaimBudget
from ..i18n import DEFAULT_LANGUAGE
from ..observability.observed import verdict_facts
from ..wire import operations
from ..wire.errors import UnprocessableRequest
from ..wire.schemas import error_pointers
from .problems import errors_details, problem_details

UNREADABLE_RECORD = Text("The record is JSON but not a readable hand record; see errors.")
IMPOSSIBLE_RECORD = Text("The record is readable but describes something no hand could produce; see errors.")
NOT_JUDGED_LATE = ("The record was not judged: the request's {seconds} s of work were spent on the records before "
                   "it. Send it again in another request.")
NOT_JUDGED_LONG = ("The record was not judged: with it the answer would have been longer than {bytes} bytes. Send it "
                   "again in another request.")
NOT_JUDGED_STATUS = 503

_OPENING, _CLOSING = b'{"verdicts":[', b"]}"


def batch_answer(records: Sequence[Any], language: str = DEFAULT_LANGUAGE, deadline: Deadline | None = None,
                 made: list[dict[str, Any]] | None = None) -> bytes:
    """The answer's body, ``{"verdicts": [...]}``: each record's verdict (its messages in ``language``), or its
    problem details, in order, each slot serialised once as it is made (the bytes jsonify would give). The
    records' claims share one budget, so that the request's cost is bounded as a single record's is.
    ``made``: a list that receives what the metrics and logs read of each verdict (``verdict_facts``), rather than
    parse the answer again (for 100 records, that parse cost a sixth of judging them, measured)."""
    return _OPENING + b",".join(_slots(records, language, deadline, made)) + _CLOSING


def _slots(records: Sequence[Any], language: str, deadline: Deadline | None,
           made: list[dict[str, Any]] | None) -> list[bytes]:
    claim_budget = ClaimBudget(deadline=deadline)
    late = _not_judged(Text(NOT_JUDGED_LATE, seconds=f"{deadline.seconds:g}" if deadline else "0"), language)
    long = _not_judged(Text(NOT_JUDGED_LONG, bytes=MAX_ANSWER_BYTES), language)
    # Room kept for the short slot of each record after this one, should it not be judged.
    short = max(len(late), len(long)) + 1
    size = len(_OPENING) + len(_CLOSING)
    slots: list[bytes] = []
    not_judged = late
    for index, record in enumerate(records):
        if deadline is not None and deadline.passed():
            break
        try:
            slot = _slot(index, record, language, claim_budget)
        except OutOfTime:
            break
        encoded = orjson.dumps(slot)
        if size + len(encoded) + (1 if index else 0) + (len(records) - index - 1) * short > MAX_ANSWER_BYTES:
            not_judged = long
            break
        slots.append(encoded)
        if made is not None and "legal" in slot:
            made.append(verdict_facts(slot))
        size += len(encoded) + (1 if index else 0)
    slots.extend([not_judged] * (len(records) - len(slots)))
    return slots


def _not_judged(detail: Text, language: str) -> bytes:
    return orjson.dumps(problem_details(NOT_JUDGED_STATUS, detail, language))


def _slot(index: int, record: Any, language: str, claim_budget: ClaimBudget) -> dict[str, Any]:
    prefix = f"/records/{index}"
    try:
        read = operations.read_hand_record(record)
    except ValidationError as error:
        problems = [(prefix + pointer, message) for pointer, message in error_pointers(error.messages)]
        return errors_details(UNREADABLE_RECORD, problems, language)
    try:
        return operations.adjudicate_record(read, language, claim_budget)
    except UnprocessableRequest as error:
        return errors_details(IMPOSSIBLE_RECORD, [(prefix + pointer, message) for pointer, message in error.problems],
                              language)

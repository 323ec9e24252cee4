"""What one request may cost: how much an answer lists, how long an answer may be, and how long its work may take.

The numbers of openapi.yaml's "Cost of a request" and docs/contract.md §5 and §6, in one place. The engines read
``MAX_LISTED`` only (a ruling lists its referred faults up to it, without making the rest); the deadline is a
plain object that the wire and HTTP layers make for a request and hand down (``ClaimBudget.deadline`` takes it
into a ruling): no rule reads a clock of its own.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Final, TypeVar

T = TypeVar("T")

MAX_LISTED: Final = 100
"""The most items any list of an answer shows: a verdict's ``violations``; a ruling's ``faults``,
``needs_referee``, ``adjustments``, ``sanctions`` and each sanction's ``faults`` (as a 422 lists its first 100
errors). The first ones are listed; ``omitted`` says how many more there were."""

MAX_ANSWER_BYTES: Final = 4 * 1024 * 1024
"""The longest answer of a batch, in bytes: the records that would make it longer are not judged, and their
slots say so (a batch of 100 plain records is under 200 KB, in every language)."""

def first_listed(items: Sequence[T], name: str, omitted: dict[str, int]) -> Sequence[T]:
    """The first ``MAX_LISTED`` of ``items``, as an answer lists them; how many more there were, under ``name``
    in ``omitted`` (left untouched when none were cut)."""
    if len(items) <= MAX_LISTED:
        return items
    omitted[name] = len(items) - MAX_LISTED
    return items[:MAX_LISTED]


WORK_SECONDS: Final = 2.0
"""The work a batch or a score sheet may take, in seconds of the clock, checked between its records (and in
their rulings, their translation and their serialising): past it a batch's records not judged get a slot that
says so, and a score sheet is a 503 with ``Retry-After``."""


class OutOfTime(Exception):
    """The request's work went past its deadline."""

    def __init__(self, seconds: float):
        super().__init__(f"the request's work went past its {seconds:g} s")
        self.seconds = seconds


class Deadline:
    """A request's deadline: ``seconds`` from its making by ``clock`` (``time.monotonic``)."""

    def __init__(self, seconds: float = WORK_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self._clock = clock
        self._at = clock() + seconds

    def passed(self) -> bool:
        return self._clock() >= self._at

    def check(self) -> None:
        """Raise ``OutOfTime`` once the deadline has passed."""
        if self._clock() >= self._at:
            raise OutOfTime(self.seconds)


def check(deadline: Deadline | None) -> None:
    """``deadline.check()``, where there is a deadline (a request's; ``service.adjudicate`` and the command line
    have none)."""
    if deadline is not None:
        deadline.check()


def let_other_threads_run() -> None:
    """Give the interpreter lock away for a moment. Compiled engine code never does so on its own: a claim search
    of 30,000 tricks held it for the whole search, and a server's event loop, health checks included, waited
    (862 ms, tests/fire/test_connections.py). Long searches call this every ``YIELD_EVERY`` tricks; it changes
    nothing of what they find."""
    time.sleep(0)


YIELD_EVERY: Final = 1024
"""Tricks a claim search tries between two calls of its ``pause`` (about a millisecond of compiled search)."""

"""Python's cycle collector held off while a batch of hand records is read and judged.

A batch keeps its hundred parsed records alive while it judges them, and every 700 allocations the collector
walks the young objects again, records and verdicts that reference counting alone frees: a hand in a batch of 100
took some 530,000 instructions with the collector running, 482,000 with it paused while the batch is read and
judged, against 404,000 for the same hand in-process (callgrind, Flask's test client, bench/README.md). Nothing the engines build is cyclic (their classes
made for every card or trick are acyclic, tests/engine/test_acyclic.py), so pausing the collector while a batch
is answered leaves nothing behind; cyclic garbage made meanwhile, by this thread or another, waits for the next
collection.

The pause is counted across threads: the collector is off while any request holds it, and back on (if it was
on) when the last lets go. Requests that overlapped without end would keep it off for good, so a request that
takes the pause after it has been held for ``LONGEST_PAUSE`` seconds runs a full collection first. Lowering the
collector's threshold for good instead (a young collection every 50,000 allocations) left each worker 10 MiB
larger, and was taken back (bench/README.md).
"""

from __future__ import annotations

import gc
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

LONGEST_PAUSE = 1.0
"""Seconds the collector may stay off while requests hold the pause one after another without a gap."""


class _Pause:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.holders = 0
        self.was_enabled = False
        self.since = 0.0


_PAUSE = _Pause()


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cycle collector off for the ``with`` block (see the module's docstring)."""
    pause = _PAUSE
    with pause.lock:
        now = time.monotonic()
        if pause.holders == 0:
            pause.was_enabled = gc.isenabled()
            gc.disable()
            pause.since = now
        elif now - pause.since > LONGEST_PAUSE:
            gc.collect()
            pause.since = now
        pause.holders += 1
    try:
        yield
    finally:
        with pause.lock:
            pause.holders -= 1
            if pause.holders == 0 and pause.was_enabled:
                gc.enable()

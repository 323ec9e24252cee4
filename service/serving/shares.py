"""Connections shared fairly between the worker processes of one instance.

Why: the processes accept from one listening socket, and the first awake takes every connection waiting. A
client that opens its pool of keep-alive connections at once (a load balancer's upstream pool, wrk's 16) then
lands whole on one process while the other idles: half the instance's capacity, for as long as the pool lives.
No process knows alone how many connections the others hold, so each publishes its count here, in memory
mapped before the fork and so shared by all (``mmap`` of no file is shared with the children on Linux):

- a process accepts while it holds no more connections than the fewest any other accepting process holds,
  give or take a sixteenth (``fair_share``);
- past that it stops watching the listening socket, and looks again every ``POLL`` seconds: it takes
  connections again once the others have caught up, or when ``PAUSE`` seconds went by in which no other
  process accepted anything (one stuck, or busy beyond its loop's reach), so that a connection never waits on
  a process that does not come;
- a process that does not accept (stopping, or at its connection limit) publishes ``ABSENT``, and so does a
  slot whose process exited (the arbiter's ``child_exit``): nobody waits on it.

Slots are given by the arbiter before each fork (``pre_fork`` in ``service/gunicorn_conf.py``). A worker
started without one (another configuration) accepts as before, greedily.
"""

from __future__ import annotations

import mmap
from typing import Any

SLOTS = 256
"""Worker processes an instance may run at once with a fair share (more start without one)."""
PAUSE = 0.100
"""Seconds a process past its share waits for another to accept anything, before it takes what waits itself. A
worker whose judges hold the interpreter's lock may not run its loop for tens of milliseconds: at 10 ms, the
idle one took a whole new pool from it again (measured: a batch benchmark's runs at half speed, 3 of 9)."""
POLL = 0.001
"""Seconds between two looks at the others' counts, while a process leaves them the waiting connections."""
ABSENT = 2**62
"""The count of a slot whose process takes no connections: more than any process holds."""
_FIELDS = 2  # per slot: connections held, connections accepted since the slot was given


def fair_share(held: int, fewest_elsewhere: int) -> bool:
    """Whether a process holding ``held`` connections may take one more: the slack (a sixteenth of what the
    others hold) spares a flood of connections a pause at each one, and is 1 for a pool of 16 (8 each)."""
    return held - fewest_elsewhere < 1 + fewest_elsewhere // 16


class ConnectionShares:
    """The connection counts of every worker process, one slot each, in memory the processes share. The first
    number is the end of the slots ever given (a worker reads no further); then two per slot: the connections
    its process holds, and those it has accepted since the slot was given."""

    def __init__(self, slots: int = SLOTS) -> None:
        self.slots = slots
        self._memory = mmap.mmap(-1, (1 + slots * _FIELDS) * 8)
        self._numbers = memoryview(self._memory).cast("q")
        for slot in range(slots):
            self._numbers[1 + slot * _FIELDS] = ABSENT

    # ---- the arbiter

    def give(self, taken: set[int]) -> int | None:
        """A free slot for a worker about to be forked (``taken``: the slots of the live ones), or None."""
        for slot in range(self.slots):
            if slot not in taken:
                self._numbers[1 + slot * _FIELDS] = ABSENT
                self._numbers[2 + slot * _FIELDS] = 0
                self._numbers[0] = max(self._numbers[0], 1 + (slot + 1) * _FIELDS)
                return slot
        return None

    def free(self, slot: int) -> None:
        """The slot of a worker that exited: nobody waits on it."""
        self._numbers[1 + slot * _FIELDS] = ABSENT

    # ---- a worker

    def publish(self, slot: int, held: int) -> None:
        """What a process holds now: its count of connections, or ``ABSENT`` when it takes none."""
        self._numbers[1 + slot * _FIELDS] = held

    def count_accepted(self, slot: int) -> None:
        self._numbers[2 + slot * _FIELDS] += 1

    def fewest_elsewhere(self, slot: int) -> int:
        """The fewest connections another accepting process holds (``ABSENT`` when there is none)."""
        numbers = self._numbers
        own = 1 + slot * _FIELDS
        fewest = ABSENT
        for other in range(1, numbers[0], _FIELDS):
            if other != own and numbers[other] < fewest:
                fewest = numbers[other]
        return fewest

    def accepted_elsewhere(self, slot: int) -> int:
        """Connections the other processes have accepted, in all: it changes while any of them accepts."""
        numbers = self._numbers
        own = 2 + slot * _FIELDS
        return sum(numbers[other] for other in range(2, numbers[0], _FIELDS) if other != own)


SHARES = ConnectionShares()
"""The instance's counts: made when the arbiter reads its configuration, before any worker is forked."""


def give_slot(server: Any, worker: Any) -> None:
    """gunicorn's ``pre_fork``: the worker about to be forked gets a slot no live worker holds."""
    taken = {getattr(other, "share_slot", None) for other in server.WORKERS.values()}
    worker.share_slot = SHARES.give({slot for slot in taken if slot is not None})


def free_slot(server: Any, worker: Any) -> None:
    """gunicorn's ``child_exit``: the slot of a worker that exited counts no connections any more."""
    slot = getattr(worker, "share_slot", None)
    if slot is not None:
        SHARES.free(slot)

"""The threads that run the application, and the queue in front of them that refuses work it could not
start in time.

Judging is CPU-bound under one interpreter lock: more threads at once would only interleave the same work,
and each holds the memory of the request it reads into objects. So a process runs ``count`` requests at a
time and keeps the others, already read whole, in a queue. A request is refused at once (503, with a
``Retry-After``) when the queue is full or when the work ahead of it would make it wait longer than
``max_wait`` seconds (estimated from the recent cost of a request); one that waits longer anyway is
withdrawn by the worker's loop when its wait runs out (``withdraw``), or, if a judge takes it first, marked
late and not run: never judged for a client that was told to wait no longer.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(eq=False)
class Job:
    work: Callable[[], None]  # runs in a judge's thread
    done: Callable[[Job], None]  # then this, in the same thread (the worker posts it to its loop)
    queued_at: float = field(default_factory=time.monotonic)
    late: bool = False  # not run: it waited past max_wait


class Judges:
    # The weight of the last request in the running mean of a request's cost.
    SMOOTHING = 0.2

    def __init__(self, count: int, max_wait: float, queue_limit: int):
        self.count = count
        self.max_wait = max_wait
        self.queue_limit = queue_limit
        self.mean_cost = 0.0  # seconds a request took, smoothed
        self.busy = 0
        self._queue: deque[Job] = deque()
        self._ready = threading.Condition()
        self._stopping = False
        self._threads = [threading.Thread(target=self._serve, name=f"judge-{n}", daemon=True) for n in range(count)]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    @property
    def waiting(self) -> int:
        return len(self._queue)

    def expected_wait(self) -> float:
        """Seconds a request submitted now would wait for a judge, by the recent cost of a request."""
        ahead = len(self._queue) + self.busy + 1 - self.count
        return max(0.0, ahead * self.mean_cost / self.count)

    def saturated(self) -> bool:
        """Whether a request submitted now would be refused: the queue full, or its wait past ``max_wait``."""
        return len(self._queue) >= self.queue_limit or self.expected_wait() > self.max_wait

    def submit(self, job: Job) -> float | None:
        """Queue ``job``; or, when it could not start in time, the seconds after which to try again."""
        with self._ready:
            wait = self.expected_wait()
            if len(self._queue) >= self.queue_limit or wait > self.max_wait:
                return max(1.0, math.ceil(wait))
            self._queue.append(job)
            self._ready.notify()
        return None

    def withdraw(self, job: Job) -> bool:
        """Take ``job`` out of the queue if it has not started; whether it was taken."""
        with self._ready:
            try:
                self._queue.remove(job)
            except ValueError:
                return False
            return True

    def stop(self) -> None:
        with self._ready:
            self._stopping = True
            self._ready.notify_all()

    def _serve(self) -> None:
        while True:
            with self._ready:
                while not self._queue and not self._stopping:
                    self._ready.wait()
                if not self._queue:
                    return
                job = self._queue.popleft()
                self.busy += 1
            start = time.monotonic()
            try:
                if start - job.queued_at > self.max_wait:
                    job.late = True
                else:
                    job.work()
            finally:
                cost = time.monotonic() - start
                with self._ready:
                    self.busy -= 1
                    if not job.late:
                        self.mean_cost += self.SMOOTHING * (cost - self.mean_cost)
                job.done(job)

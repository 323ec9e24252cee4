"""The judges' queue (service/serving/judges.py): work runs on its threads, and work that could not start in
time is refused at once, or, when it waited too long anyway, marked late instead of run."""

from __future__ import annotations

import threading
import time

from service.serving.judges import Job, Judges


def test_work_runs_and_reports_back() -> None:
    judges = Judges(count=2, max_wait=5.0, queue_limit=10)
    judges.start()
    done = threading.Event()
    ran: list[int] = []
    reported: list[Job] = []

    def report(job: Job) -> None:
        reported.append(job)
        done.set()

    assert judges.submit(Job(lambda: ran.append(1), report)) is None
    assert done.wait(5)
    judges.stop()
    assert ran == [1] and not reported[0].late


def test_a_full_queue_refuses_at_once_with_a_retry_delay() -> None:
    judges = Judges(count=1, max_wait=60.0, queue_limit=2)  # not started: nothing leaves the queue
    assert judges.submit(Job(lambda: None, lambda job: None)) is None
    assert judges.submit(Job(lambda: None, lambda job: None)) is None
    retry = judges.submit(Job(lambda: None, lambda job: None))
    assert retry is not None and retry >= 1
    assert judges.waiting == 2


def test_work_expected_to_wait_past_the_limit_is_refused() -> None:
    judges = Judges(count=2, max_wait=1.0, queue_limit=100)
    judges.mean_cost = 0.5  # half a second a request, as measured
    accepted = sum(judges.submit(Job(lambda: None, lambda job: None)) is None for _ in range(10))
    # 2 start at once, then each pair waits 0.5 s more: the 5th and 6th would wait 1 s, the 7th 1.5 s
    assert accepted == 6
    assert judges.expected_wait() > 1.0


def test_work_that_waited_too_long_is_marked_late_not_run() -> None:
    judges = Judges(count=1, max_wait=0.05, queue_limit=10)
    ran: list[str] = []
    finished = threading.Event()
    late: list[bool] = []
    judges.submit(Job(lambda: (ran.append("slow"), time.sleep(0.2)), lambda job: None))
    judges.submit(Job(lambda: ran.append("late"), lambda job: (late.append(job.late), finished.set())))
    judges.start()
    assert finished.wait(5)
    judges.stop()
    assert ran == ["slow"] and late == [True]


def test_work_not_yet_started_can_be_withdrawn_and_then_never_runs() -> None:
    judges = Judges(count=1, max_wait=60.0, queue_limit=10)
    ran: list[str] = []
    job = Job(lambda: ran.append("withdrawn"), lambda done: None)
    judges.submit(job)
    assert judges.withdraw(job) and not judges.withdraw(job)
    finished = threading.Event()
    judges.submit(Job(lambda: ran.append("kept"), lambda done: finished.set()))
    judges.start()
    assert finished.wait(5)
    judges.stop()
    assert ran == ["kept"]


def test_saturated_exactly_when_the_next_request_would_be_refused() -> None:
    """What the readiness check (GET /readyz) reads: not ready while new work would get a 503."""
    full = Judges(count=1, max_wait=60.0, queue_limit=2)  # not started: nothing leaves the queue
    for _ in range(2):
        assert not full.saturated()
        assert full.submit(Job(lambda: None, lambda job: None)) is None
    assert full.saturated() and full.submit(Job(lambda: None, lambda job: None)) is not None
    slow = Judges(count=2, max_wait=1.0, queue_limit=100)
    slow.mean_cost = 0.5
    while not slow.saturated():
        assert slow.submit(Job(lambda: None, lambda job: None)) is None
    assert slow.submit(Job(lambda: None, lambda job: None)) is not None
    assert slow.expected_wait() > slow.max_wait

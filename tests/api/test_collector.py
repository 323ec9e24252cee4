"""The cycle collector held off while a batch is answered (service/api/collector.py)."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from service.api import collector
from service.api.collector import collector_paused
from service.wire import operations


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_off_inside_and_on_after() -> None:
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_collector_the_application_turned_off_stays_off() -> None:
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_overlapping_pauses_turn_it_back_on_when_the_last_lets_go() -> None:
    first, second = collector_paused(), collector_paused()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)
    assert not gc.isenabled()  # the second still holds it
    second.__exit__(None, None, None)
    assert gc.isenabled()


def test_it_is_back_on_after_an_exception() -> None:
    with pytest.raises(ValueError), collector_paused():
        raise ValueError
    assert gc.isenabled()


def test_pauses_held_without_a_gap_past_the_longest_pause_collect(monkeypatch: pytest.MonkeyPatch) -> None:
    collections: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *args: collections.append(1) or 0)
    clock = [100.0]
    monkeypatch.setattr(collector.time, "monotonic", lambda: clock[0])
    with collector_paused():
        with collector_paused():  # within the longest pause: nothing collected
            pass
        clock[0] += collector.LONGEST_PAUSE + 0.5
        with collector_paused():  # the pause has lasted too long: a full collection first
            pass
        assert collections == [1]
        with collector_paused():  # counted again from that collection
            pass
        assert collections == [1]
    assert gc.isenabled()


def test_threads_that_overlap_leave_it_on() -> None:
    start = threading.Barrier(8)

    def hold() -> None:
        start.wait()
        for _ in range(200):
            with collector_paused():
                pass

    threads = [threading.Thread(target=hold) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert gc.isenabled()
    assert collector._PAUSE.holders == 0


def test_a_batch_is_judged_with_the_collector_off_and_answered_with_it_on(
    client: FlaskClient, dealt_record: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    judge = operations.adjudicate_record

    def spy(*args: Any) -> dict[str, Any]:
        seen.append(gc.isenabled())
        return judge(*args)

    monkeypatch.setattr(operations, "adjudicate_record", spy)
    response = client.post("/v1/hands/adjudicate-batch", json={"records": [dealt_record, dealt_record]})
    assert response.status_code == 200
    assert seen == [False, False]
    assert gc.isenabled()

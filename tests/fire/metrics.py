"""Clients that send known requests with their own ids, and reading what /metrics serves, for the fire tests."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterable

from prometheus_client.parser import text_string_to_metric_families

from .load import Request
from .servers import exchange, http_request

CLIENTS = 8
ROUNDS_OF_THE_MIX = 5  # each client sends the mix this many times a round


def requests_by_status(exposition: str, leave_out: Iterable[str] = ()) -> Counter[int]:
    """``arbitre_requests_total`` added up by status, but for the operations in ``leave_out``."""
    skipped = set(leave_out)
    counted: Counter[int] = Counter()
    for family in text_string_to_metric_families(exposition):
        for sample in family.samples:
            if sample.name == "arbitre_requests_total" and sample.labels["operation"] not in skipped:
                counted[int(sample.labels["status"])] += int(sample.value)
    return counted


def send_round(port: int, mix: list[Request], round_name: str) -> tuple[Counter[int], set[str]]:
    """Every client sends the mix ``ROUNDS_OF_THE_MIX`` times, each request with its own id; the statuses
    received, and the ids sent (each answer must carry its own back)."""
    statuses: Counter[int] = Counter()
    ids: set[str] = set()
    lock = threading.Lock()
    failures: list[str] = []

    def client(number: int) -> None:
        for turn in range(ROUNDS_OF_THE_MIX):
            for index, request in enumerate(mix):
                request_id = f"{round_name}-{number}-{turn}-{index}"
                headers = (*request.headers, ("X-Request-ID", request_id))
                reply = exchange(port, http_request(port, request.method, request.path, request.body, dict(headers)))
                with lock:
                    statuses[reply.status] += 1
                    ids.add(request_id)
                    if reply.status != request.expect or reply.header("X-Request-ID") != request_id:
                        failures.append(f"{request.name}: {reply.status} {reply.header('X-Request-ID')}")

    threads = [threading.Thread(target=client, args=(number,)) for number in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, failures[:5]
    return statuses, ids

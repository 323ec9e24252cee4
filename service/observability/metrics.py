"""The Prometheus metrics (prometheus-client), counted in every gunicorn process and read together at /metrics.

Under gunicorn, ``gunicorn_conf.py`` gives prometheus-client a folder (``PROMETHEUS_MULTIPROC_DIR``) before
this module is imported: every process then keeps its values in files there, a scrape adds them up
(``MultiProcessCollector``), and a worker that died keeps its counts (its gauges are dropped by the
``child_exit`` hook). Run in-process (tests, ``create_app()`` under another server) the values are this
process's own. ``ARBITRE_METRICS=off`` counts nothing and serves no /metrics.

Every label has few values: an operation is one of openapi.yaml's ``operationId`` (``other`` for any path or
method it does not list), a status an HTTP status, a language one the service speaks (``none`` for an answer
without one), a violation code one of the engines'.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from prometheus_client import (
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
)
from prometheus_client.exposition import CONTENT_TYPE_PLAIN_0_0_4

from ..settings import choice

ENABLED = choice("ARBITRE_METRICS") == "on"
MULTIPROCESS_FOLDER = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or None
"""Read when prometheus-client is imported (it chooses where values live then, in files or in memory): the
folder read at a scrape is the one this process writes to."""
CONTENT_TYPE = CONTENT_TYPE_PLAIN_0_0_4
"""The text format every Prometheus reads (``text/plain; version=0.0.4``)."""
REFUSAL_STATUSES = frozenset({408, 413, 415, 503})
"""Requests refused for their load or their cost rather than their content."""
NO_LANGUAGE = "none"
OTHER_OPERATION = "other"
# Seconds: the cheap requests take well under a millisecond, a full hand about 0.1 ms in-process, a batch or a
# score sheet up to its 2 s of work.
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

# The *_created series: one more line for every labelled child, which no dashboard or alert here reads.
disable_created_metrics()  # type: ignore[no-untyped-call]

REQUESTS = Counter("arbitre_requests", "Requests answered, by operation, status and language of the answer.",
                   ["operation", "status", "language"])
LATENCY = Histogram("arbitre_request_duration_seconds",
                    "Seconds from the request read whole to its answer made, by operation.", ["operation"],
                    buckets=LATENCY_BUCKETS)
VERDICTS = Counter("arbitre_verdicts", "Verdicts given (a batch counts each of its records), by status and legality.",
                   ["status", "legal"])
VIOLATIONS = Counter("arbitre_violations", "Violations found in the verdicts given, by code.", ["code"])
RULINGS = Counter("arbitre_rulings", "Rulings of the Code d'arbitrage given (arbitration: fft), by outcome.",
                  ["outcome"])
PROBLEMS = Counter("arbitre_problems", "Answers that are problems (problem+json, 4xx and 5xx), by status.", ["status"])
REFUSED = Counter("arbitre_refused_requests",
                  "Requests refused for their load or cost (408, 413, 415, 503), by status.", ["status"])
JUDGES_BUSY = Gauge("arbitre_judges_busy", "Judges running a request now.", multiprocess_mode="livesum")
QUEUE_LENGTH = Gauge("arbitre_queue_length", "Requests read whole and waiting for a judge.",
                     multiprocess_mode="livesum")
CONNECTIONS_OPEN = Gauge("arbitre_connections_open", "Client connections open.", multiprocess_mode="livesum")
JUDGES = Gauge("arbitre_judges", "Judges (threads that run requests) in the live processes.",
               multiprocess_mode="livesum")
BUILD_INFO = Gauge("arbitre_build_info", "Always 1: the version, and whether the engines are compiled.",
                   ["version", "compiled"], multiprocess_mode="max")


# Each metric's children by their labels' values, as prometheus-client keeps them: looked up here without its
# lock and its checks of the values, a third of what counting an answer cost.
_children: dict[tuple[Any, ...], Any] = {}


def _child(metric: Any, *values: str) -> Any:
    key = (metric, *values)
    found = _children.get(key)
    if found is None:
        found = _children[key] = metric.labels(*values)
    return found


def count_answer(operation: str, status: int, language: str | None, seconds: float, probe: bool = False) -> None:
    """One answer: its request, its latency, and whether it was a problem or a refusal (a readiness probe's
    503 is neither: it says the instance is busy, it refuses no work)."""
    code = str(status)
    _child(REQUESTS, operation, code, language or NO_LANGUAGE).inc()
    _child(LATENCY, operation).observe(seconds)
    if status >= 400 and not probe:
        _child(PROBLEMS, code).inc()
        if status in REFUSAL_STATUSES:
            _child(REFUSED, code).inc()


def count_verdict(status: str, legal: bool, codes: Iterable[str], ruling_outcome: str | None) -> None:
    _child(VERDICTS, status, "true" if legal else "false").inc()
    for code in codes:
        _child(VIOLATIONS, code).inc()
    if ruling_outcome is not None:
        _child(RULINGS, ruling_outcome).inc()


def set_build_info(version: str, compiled: bool) -> None:
    BUILD_INFO.labels(version, "true" if compiled else "false").set(1)


def exposition() -> bytes:
    """Every metric in Prometheus's text format: all processes' under gunicorn, this one's otherwise."""
    folder = MULTIPROCESS_FOLDER
    if folder is None:
        from prometheus_client import REGISTRY

        return generate_latest(REGISTRY)
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry, path=folder)  # type: ignore[no-untyped-call]
    return generate_latest(registry)

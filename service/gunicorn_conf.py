"""gunicorn settings: ``gunicorn -c python:arbitre.gunicorn_conf`` (what the Dockerfile and
``python -m arbitre`` run; ``service.gunicorn_conf`` from a checkout). gunicorn ignores misspelt names
here, so check a change with ``gunicorn -c python:arbitre.gunicorn_conf --print-config``.
"""

from __future__ import annotations

import gc as _gc
import os
import shutil as _shutil
import tempfile as _tempfile
from pathlib import Path as _Path
from typing import Any as _Any

from .observability.logs import logging_config as _logging_config
from .serving import shares as _shares
from .settings import choice as _choice
from .settings import count as _count

# The package this file is in: arbitre once installed, service when run from a checkout's folder.
_package = __name__.rpartition(".")[0]

wsgi_app = f"{_package}:create_app()"

_host = os.environ.get("HOST", "127.0.0.1")
_port = _count("PORT")
bind = [f"[{_host}]:{_port}" if ":" in _host else f"{_host}:{_port}"]

# Two worker processes for two cores (WEB_CONCURRENCY overrides, as for gunicorn; measurements in
# bench/README.md), each an event loop that reads and writes every connection and a few threads that judge
# (service/serving/worker.py): a connection costs no thread until its request has arrived whole, health
# checks are answered by the loop itself, and work that could not start in time gets a 503 at once.
worker_class = f"{_package}.serving.worker.EventLoopWorker"
workers = _count("WEB_CONCURRENCY")
# Connections a process holds (idle, arriving, or being answered); past it, the idlest is closed.
worker_connections = _count("ARBITRE_CONNECTIONS")
# Seconds an idle connection (none of its bytes yet, or between two requests) stays open.
keepalive = 5
# Answers are written from memory by the event loop, never with sendfile from a thread.
sendfile = False
# The arbiter's watchdog: the worker's event loop reports every second whatever its judges are doing, so
# this only fires for a worker that is truly stuck, never for a slow request.
timeout = 30
graceful_timeout = 10
# Forwarded headers (X-Forwarded-*, SCRIPT_NAME, PROXY protocol) are believed only from these addresses:
# none by default, as the service is reached directly; behind a proxy, set FORWARDED_ALLOW_IPS to its address.
forwarded_allow_ips = os.environ.get("FORWARDED_ALLOW_IPS", "")
# Load the app once in the master: a broken app fails at start-up, and the workers share its memory.
preload_app = True

# Without this, gunicorn 27 opens a control socket under HOME and logs an error at start when a
# non-root user has no writable HOME (as in the container).
control_socket_disable = True

# Request limits, enforced by gunicorn before the app sees the request (the body limit, 1 MiB, is
# the app's: service/api/app.py).
limit_request_line = 4094
limit_request_fields = 50
limit_request_field_size = 8190

accesslog: str | None = "-"
errorlog = "-"

# ---- what an operator sees (service/observability/, docs/operations.md)

# JSON lines (the default): gunicorn's own lines and the app's as JSON objects, and the worker's access line of every
# request; ARBITRE_LOG_FORMAT=plain keeps gunicorn's plain lines and its access log.
if _choice("ARBITRE_LOG_FORMAT") == "json":
    logconfig_dict = _logging_config()
    accesslog = None

# Metrics: every process counts in files of one folder, read together at each scrape (prometheus-client's
# multiprocess mode). The folder is chosen here, before the app (and prometheus-client) is imported: the one named by
# PROMETHEUS_MULTIPROC_DIR, else a new one under the temporary folder; its files of an earlier run are removed.
# A folder made here for another process (one that read this file, then started this gunicorn) is not this
# instance's: a new one is made, so that two instances started from one shell never share their counts.
_metrics = _choice("ARBITRE_METRICS") == "on"
if _metrics:
    _made_for = os.environ.get("ARBITRE_METRICS_FOLDER_OF")
    if "PROMETHEUS_MULTIPROC_DIR" not in os.environ or _made_for not in (None, str(os.getpid())):
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = _tempfile.mkdtemp(prefix="arbitre-metrics-")
        os.environ["ARBITRE_METRICS_FOLDER_OF"] = str(os.getpid())
    for _stale in _Path(os.environ["PROMETHEUS_MULTIPROC_DIR"]).glob("*.db"):
        _stale.unlink()
_metrics_port = _count("ARBITRE_METRICS_PORT") if _metrics else 0


def when_ready(server: _Any) -> None:
    """With ARBITRE_METRICS_PORT, /metrics is served there by the master (and not on the service's port)."""
    if _metrics_port:
        from prometheus_client import CollectorRegistry, multiprocess, start_http_server

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        start_http_server(_metrics_port, addr=_host, registry=registry)


def on_exit(server: _Any) -> None:
    """The folder of the counts goes with the instance that made it (an operator's own folder stays)."""
    if _metrics and os.environ.get("ARBITRE_METRICS_FOLDER_OF") == str(os.getpid()):
        _shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


def pre_fork(server: _Any, worker: _Any) -> None:
    """Each worker gets a slot in the connection counts the workers share, to take their fair share of the
    connections (service/serving/shares.py). What the master holds (the app loaded, its catalogues and schemas)
    is frozen out of the garbage collector's walks, as Python's documentation advises before a fork: a worker's
    collections then never touch (nor copy) those pages."""
    _gc.freeze()
    _shares.give_slot(server, worker)


def child_exit(server: _Any, worker: _Any) -> None:
    """A worker that exited, or was killed, holds no connections any more; it keeps its metrics' counts, and its
    gauges (judges busy...) are dropped."""
    _shares.free_slot(server, worker)
    if _metrics:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


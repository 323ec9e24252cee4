"""gunicorn settings: ``gunicorn -c python:arbitre.gunicorn_conf`` (what the Dockerfile and
``python -m arbitre`` run; ``service.gunicorn_conf`` from a checkout). gunicorn ignores misspelt names
here, so check a change with ``gunicorn -c python:arbitre.gunicorn_conf --print-config``.
"""

from __future__ import annotations

import os

# The package this file is in: arbitre once installed, service when run from a checkout's folder.
_package = __name__.rpartition(".")[0]

wsgi_app = f"{_package}:create_app()"

_host = os.environ.get("HOST", "127.0.0.1")
_port = os.environ.get("PORT", "8000")
bind = [f"[{_host}]:{_port}" if ":" in _host else f"{_host}:{_port}"]

# Sync workers, two for two cores: the requests are short CPU work, and sync workers gave the best
# p99 on this kind of machine (shared/notes/stack.md). WEB_CONCURRENCY overrides, as for gunicorn.
# gunicorn's sync worker, answering the requests gunicorn itself refuses (limits below, malformed
# HTTP) with problem+json rather than HTML: service/gunicorn_worker.py.
worker_class = f"{_package}.gunicorn_worker.ProblemSyncWorker"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
timeout = 30
graceful_timeout = 10
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

accesslog = "-"
errorlog = "-"

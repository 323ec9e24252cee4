"""gunicorn's own workers against the project's event-loop worker, everything else the project's settings:
`python -m bench.compare_workers` (from the repository root, after `pip install .`; about two minutes).

Two interleaved rounds; each starts the service each way and drives GET /healthz, POST /v1/hands/adjudicate
(200 random full hands) and POST /v1/hands/adjudicate-batch (100 of them a request) with wrk -t2 -c16 for
5 s, as `python -m bench` does. Prints requests a second and p99 of each, as JSON. Runs kept:
bench/results/2026-11-25-workers-sync-vs-threaded.json (the sync worker against the gthread-based one used
until 2026-11-28), bench/results/2026-11-28-workers-gthread-vs-event-loop.json (gunicorn's gthread, 32
threads, as the old worker was built on it, against service/serving/worker.py).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .__main__ import free_port, full_hands, wrk

WAYS = {"gthread": ["-k", "gthread", "--threads", "32"], "event loop": []}


def serve(extra: list[str]) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port), "WEB_CONCURRENCY": "2"}
    server = subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "python:arbitre.gunicorn_conf", *extra],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=tempfile.gettempdir())
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    time.sleep(1.0)  # both workers up
    return server, port


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        bodies = Path(folder) / "bodies.jsonl"
        hands = full_hands(200)
        bodies.write_bytes(b"\n".join(hands) + b"\n")
        batches = Path(folder) / "batches.jsonl"
        batches.write_bytes(b'{"records": [' + b",".join(hands[:100]) + b"]}\n")
        results: dict[str, list[dict[str, Any]]] = {way: [] for way in WAYS}
        for _ in range(2):
            for way, extra in WAYS.items():
                server, port = serve(extra)
                try:
                    healthz = wrk(port, 5, "GET", "/healthz")
                    adjudicate = wrk(port, 5, "POST", "/v1/hands/adjudicate", bodies)
                    batch = wrk(port, 5, "POST", "/v1/hands/adjudicate-batch", batches)
                finally:
                    server.terminate()
                    server.wait()
                results[way].append({
                    "healthz_rps": round(healthz["requests_per_second"]), "healthz_p99_us": healthz["p99_us"],
                    "adjudicate_rps": round(adjudicate["requests_per_second"]),
                    "adjudicate_p99_us": adjudicate["p99_us"],
                    "batch_hands_per_second": round(batch["requests_per_second"] * 100),
                    "batch_p99_us": batch["p99_us"],
                })
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()

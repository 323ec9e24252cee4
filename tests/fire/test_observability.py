"""What an operator sees of a real gunicorn (the project's settings, 2 workers), under load from 8 clients:

- /metrics counts exactly the requests sent, by status, across both worker processes; a worker killed with
  SIGKILL between two rounds loses none of its counts and doubles none (prometheus-client's multiprocess files,
  the ``child_exit`` hook);
- the log is JSON, one access line a request, each with the request id its client sent (the clients are a
  trusted proxy here: ``FORWARDED_ALLOW_IPS``), and no traceback for clients that went away;
- traces reach an OTLP receiver started by the test, the ``OTEL_*`` settings being the only switch.

(Behind nginx with two instances: tests/fire/test_nginx.py. In-process: tests/api/test_observability.py.)
"""

from __future__ import annotations

import json
import os
import signal
import socket
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest

from service import create_app

from .load import Request, build_mix
from .metrics import CLIENTS, requests_by_status, send_round
from .servers import Gunicorn, get, http_request

pytestmark = pytest.mark.fire



class Receiver(BaseHTTPRequestHandler):
    """An OTLP/HTTP receiver of traces: keeps each export's body."""

    exports: list[bytes] = []

    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        body = self.rfile.read(int(self.headers["Content-Length"]))
        if self.path == "/v1/traces":
            type(self).exports.append(body)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def traced_request_ids() -> set[str]:
    found = set()
    for body in Receiver.exports:
        exported = ExportTraceServiceRequest()
        exported.ParseFromString(body)
        for resource in exported.resource_spans:
            for scope in resource.scope_spans:
                for span in scope.spans:
                    found |= {kv.value.string_value for kv in span.attributes if kv.key == "arbitre.request_id"}
    return found


def clients_that_go_away(port: int, mix: list[Request]) -> None:
    """Clients that send a request and close their connection without reading the answer."""
    body = next(request for request in mix if request.path == "/v1/hands/adjudicate" and request.expect == 200).body
    for _ in range(5):
        with socket.create_connection(("127.0.0.1", port)) as connection:
            connection.sendall(http_request(port, "POST", "/v1/hands/adjudicate", body,
                                            {"Content-Type": "application/json"}))
            connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")


def test_metrics_logs_and_traces_of_a_loaded_server(tmp_path: Path, figures: list[str]) -> None:
    # GET /healthz is left out: the fixture's start-up checks are requests too, of a number no test chooses.
    mix = [request for request in build_mix(create_app()) if request.path != "/healthz" or request.method != "GET"]
    receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    settings = {"FORWARDED_ALLOW_IPS": "127.0.0.1",
                "OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{receiver.server_address[1]}",
                "OTEL_BSP_SCHEDULE_DELAY": "200"}
    log = tmp_path / "gunicorn.log"
    try:
        with Gunicorn(workers=2, log=log, env=settings) as server:
            started = time.monotonic()
            first, first_ids = send_round(server.port, mix, "first")
            victim = min(server.worker_pids())
            os.kill(victim, signal.SIGKILL)
            deadline = time.monotonic() + 10
            while victim in server.worker_pids():  # until the master has reaped it
                assert time.monotonic() < deadline, "the killed worker was not reaped"
                time.sleep(0.02)
            assert victim not in server.wait_for_workers()
            second, second_ids = send_round(server.port, mix, "second")
            took = time.monotonic() - started
            clients_that_go_away(server.port, mix)
            scraped = get(server.port, "/metrics").body.decode()
            deadline = time.monotonic() + 10
            while not second_ids & traced_request_ids() and time.monotonic() < deadline:
                time.sleep(0.1)
            traced = traced_request_ids()
    finally:
        receiver.shutdown()

    sent = first + second
    counted = requests_by_status(scraped, leave_out=("health", "metrics"))
    figures.append(f"metrics of 2 workers, {CLIENTS} clients, {sum(sent.values())} requests in {took:.1f} s "
                   f"(a worker killed between two rounds): sent {dict(sorted(sent.items()))}, "
                   f"counted {dict(sorted(counted.items()))}")
    # The clients that went away count too (200, or a 503 if they were shed): exactly five more, at most.
    gone = Counter(counted) - sent
    assert sum(gone.values()) <= 5 and set(gone) <= {200, 503}, (sent, counted)
    assert Counter(counted) - gone == sent, (sent, counted)

    lines = log.read_text().splitlines()
    logged = [json.loads(line) for line in lines]  # every line is one JSON object
    probes = {("GET", "/healthz"), ("GET", "/metrics")}  # the fixture's and the test's own
    access = [line for line in logged
              if line["logger"] == "arbitre.access" and (line["method"], line["path"]) not in probes]
    assert not [line for line in logged if "Traceback" in json.dumps(line)]
    ids = first_ids | second_ids
    assert {line["request_id"] for line in access} >= ids
    assert len([line for line in access if line["request_id"] in ids]) == len(ids)  # one line a request
    verdicts = [line for line in access if "verdict_status" in line]
    assert verdicts and all(isinstance(line["violations"], int) for line in verdicts)
    assert all({"time", "level", "method", "status", "duration_ms", "bytes_in", "bytes_out", "worker"} <= set(line)
               for line in access)
    # Traces: the killed worker's last batch may be lost; the second round's spans reach the receiver.
    # Every span is a request of the log (the probes' too).
    assert traced & second_ids and traced <= {line.get("request_id") for line in logged}
    figures.append(f"  {len(access)} JSON access lines with the clients' ids; {len(traced)} spans received by OTLP")

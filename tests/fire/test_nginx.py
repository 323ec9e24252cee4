"""deploy/nginx in front of two gunicorn instances on loopback (nginx from Debian's package):

- nginx's own errors (a body over the limit, a malformed request, a method it refuses, no instance
  left) are problem+json, and the service's answers pass through untouched;
- one instance killed (SIGKILL, master and workers) in the middle of a load: nginx retries on the
  other, and not one request fails but, rarely, an answer the killed instance was in the middle of
  sending (nginx had begun to forward it; its error log says so).

The configuration under test is the committed one: nginx runs ``deploy/nginx/arbitre.conf`` as is,
inside a ``server`` with a loopback ``listen``, and ``upstream.conf`` with its one ``server`` line
replaced by the loopback instances (same parameters). Only the paths nginx writes to are the test's.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from flask import Flask

from service import create_app

from .corpus import CORPUS
from .load import Request, Wrk, build_mix, write_mix
from .metrics import requests_by_status, send_round
from .servers import (
    ANSWER_WITHIN,
    REPO_ROOT,
    Gunicorn,
    SlowClient,
    exchange,
    free_port,
    get,
    http_request,
    timed_request,
    wait_for_port,
)

pytestmark = pytest.mark.fire

NGINX_DIR = REPO_ROOT / "deploy" / "nginx"
RUN_SECONDS = 20
KILL_AT_SECONDS = 8
STALL_TIMEOUT = 10.0  # client_header_timeout and client_body_timeout in arbitre.conf


def upstream_block(ports: list[int]) -> str:
    """upstream.conf with its server line replaced by one line per loopback instance."""
    committed = (NGINX_DIR / "upstream.conf").read_text()
    (line,) = re.findall(r"^\s*server\s+arbitre:8000(.*);$", committed, flags=re.MULTILINE)
    servers = "".join(f"    server 127.0.0.1:{port}{line};\n" for port in ports)
    return re.sub(r"^\s*server\s+arbitre:8000.*;\n", servers, committed, flags=re.MULTILINE)


@dataclass
class Nginx:
    upstream_ports: list[int]
    directory: Path
    port: int = field(default_factory=free_port)
    process: subprocess.Popen[bytes] | None = None

    def start(self) -> Nginx:
        binary = shutil.which("nginx") or "/usr/sbin/nginx"
        if not Path(binary).exists():
            raise RuntimeError(
                "nginx is not installed: apt-get install -y --no-install-recommends nginx (.ci/run does)"
            )
        shutil.copy(NGINX_DIR / "arbitre.conf", self.directory / "arbitre.conf")
        (self.directory / "upstream.conf").write_text(upstream_block(self.upstream_ports))
        for temp in ("body", "proxy", "fastcgi", "uwsgi", "scgi"):
            (self.directory / temp).mkdir(exist_ok=True)
        d = self.directory
        (d / "nginx.conf").write_text(
            f"""daemon off;
worker_processes 1;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    log_format upstreams '$status $request_time "$upstream_addr" "$upstream_status"';
    access_log {d}/access.log upstreams;
    client_body_temp_path {d}/body;
    proxy_temp_path {d}/proxy;
    fastcgi_temp_path {d}/fastcgi;
    uwsgi_temp_path {d}/uwsgi;
    scgi_temp_path {d}/scgi;
    include upstream.conf;
    server {{
        listen 127.0.0.1:{self.port};
        include arbitre.conf;
    }}
}}
"""
        )
        check = subprocess.run([binary, "-t", "-p", str(d), "-c", str(d / "nginx.conf")], capture_output=True)
        assert check.returncode == 0, check.stderr.decode()
        self.process = subprocess.Popen(
            [binary, "-p", str(d), "-c", str(d / "nginx.conf")],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        wait_for_port(self.port, self.process, "nginx")
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()  # SIGTERM: nginx's fast shutdown
            self.process.wait(timeout=10)

    def access_log(self) -> list[str]:
        return (self.directory / "access.log").read_text().splitlines()

    def cut_responses(self) -> int:
        """Answers an instance died in the middle of sending: nginx had begun to forward them, so it can
        neither retry nor finish them, and closes the client's connection (a read error for wrk). A death
        before the answer's head is "while reading response header", which nginx retries."""
        error_log = (self.directory / "error.log").read_text()
        return error_log.count("upstream prematurely closed connection while reading upstream")


@pytest.fixture
def stack(tmp_path: Path) -> Iterator[tuple[Nginx, list[Gunicorn]]]:
    # nginx is the instances' trusted proxy (its forwarded headers and request ids), as in deploy/; the second
    # instance serves /metrics on a port of its own (ARBITRE_METRICS_PORT), the first on its service port.
    settings = [{"FORWARDED_ALLOW_IPS": "127.0.0.1"},
                {"FORWARDED_ALLOW_IPS": "127.0.0.1", "ARBITRE_METRICS_PORT": str(free_port())}]
    instances = [Gunicorn(workers=1, log=tmp_path / f"gunicorn-{n}.log", env=env) for n, env in enumerate(settings, 1)]
    nginx = Nginx([instance.port for instance in instances], tmp_path)
    try:
        for instance in instances:
            instance.start()
        nginx.start()
        yield nginx, instances
    finally:
        nginx.stop()
        for instance in instances:
            instance.stop()


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app()


def problem_of(reply_body: bytes, status: int) -> dict[str, object]:
    problem: dict[str, object] = json.loads(reply_body)
    assert problem["status"] == status and problem["type"] == "about:blank" and problem["detail"]
    return problem


def test_nginx_answers_its_own_errors_as_problems(stack: tuple[Nginx, list[Gunicorn]], figures: list[str]) -> None:
    nginx, _ = stack
    port = nginx.port
    json_type = {"Content-Type": "application/json"}
    cases = {
        "over 1 MiB with Content-Length": (
            http_request(port, "POST", "/v1/scores", b"{}" + b" " * (1024 * 1024), json_type),
            413,
        ),
        "over 1 MiB, chunked": (
            http_request(port, "POST", "/v1/scores", b"{}" + b" " * (1024 * 1024), json_type, chunked=True),
            413,
        ),
        "garbage for a request line": (b"GARBAGE\r\n\r\n", 400),
        "a header line over 8 KiB": (
            b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 9000 + b"\r\n\r\n",
            400,
        ),
        "a request line over 8 KiB": (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        "TRACE": (http_request(port, "TRACE", "/healthz"), 405),
        "an error page asked for directly": (http_request(port, "GET", "/_problems/502"), 404),
    }
    for name, (request, status) in cases.items():
        reply = exchange(port, request)
        assert reply.status == status, (name, reply.status, reply.body[:200])
        assert reply.header("Content-Type") == "application/problem+json", name
        assert reply.header("X-Content-Type-Options") == "nosniff", name
        assert reply.header("Server") == "nginx", name  # no version
        problem_of(reply.body, status)
    # The service's own answers pass through: its 422, its 405 with Allow, its headers, once.
    reply = exchange(port, http_request(port, "POST", "/v1/scores", b'{"taker": "me"}', json_type))
    assert reply.status == 422 and "errors" in problem_of(reply.body, 422)
    assert reply.raw_head.lower().count(b"x-content-type-options") == 1
    reply = exchange(port, http_request(port, "DELETE", "/v1/scores"))
    assert reply.status == 405 and "POST" in (reply.header("Allow") or "")
    figures.append(f"nginx: its own errors ({', '.join(f'{s} {n}' for n, (_, s) in cases.items())}) are problem+json")


def test_no_instance_left_is_a_502_problem(tmp_path: Path) -> None:
    nginx = Nginx([free_port(), free_port()], tmp_path).start()
    try:
        reply = exchange(
            nginx.port, http_request(nginx.port, "POST", "/v1/scores", b"{}", {"Content-Type": "application/json"})
        )
    finally:
        nginx.stop()
    assert reply.status == 502
    assert reply.header("Content-Type") == "application/problem+json"
    assert reply.header("Retry-After") == "1"
    problem_of(reply.body, 502)


def test_an_instance_killed_under_load_loses_at_most_the_answer_it_was_sending(
    stack: tuple[Nginx, list[Gunicorn]], app: Flask, tmp_path: Path, figures: list[str]
) -> None:
    nginx, (victim, survivor) = stack
    mix: list[Request] = build_mix(app)
    mix_file = write_mix(mix, tmp_path / "mix.lua")
    load = Wrk(f"http://127.0.0.1:{nginx.port}", mix_file, RUN_SECONDS).start()
    time.sleep(KILL_AT_SECONDS)
    victim.kill()  # SIGKILL to the whole instance: master and worker
    killed_at = time.monotonic()
    run = load.result()
    assert get(nginx.port, "/healthz").status == 200
    assert survivor.process is not None and survivor.process.poll() is None

    # The access log's "$upstream_addr": the instances tried, in order ("A, B" when nginx retried).
    tried = [line.split('"')[1].split(", ") for line in nginx.access_log()]
    retried = sum(1 for addresses in tried if len(addresses) > 1)
    served_by = {
        port: sum(1 for addresses in tried if addresses[-1] == f"127.0.0.1:{port}")
        for port in (victim.port, survivor.port)
    }
    figures.append(
        f"nginx + 2 instances, SIGKILL of one at {KILL_AT_SECONDS} s of a {RUN_SECONDS}-s load: {run.summary()}"
    )
    cut = nginx.cut_responses()
    figures.append(
        f"  failed requests: {run.errors} socket errors, {run.server_errors} 5xx; requests nginx retried on the "
        f"other instance: {retried}; answers cut by the kill once begun: {cut}; answered by the killed instance "
        f"{served_by[victim.port]}, by the survivor {served_by[survivor.port]} (alone for the last "
        f"{time.monotonic() - killed_at:.0f} s)"
    )
    # Every request nginx could retry was retried. Only the answers the killed instance was in the middle of
    # sending can be lost (no proxy can retry what it has begun to forward): at most one a client connection,
    # as its threads may each be sending one.
    assert run.errors <= cut <= run.connections, run.summary()
    assert run.server_errors == 0, run.summary()
    assert not run.unexpected(mix, lost=cut), run.unexpected(mix, lost=cut)
    assert served_by[victim.port] > 0 and served_by[survivor.port] > 0


def test_nginx_holds_slow_clients_off_the_instances(
    stack: tuple[Nginx, list[Gunicorn]], figures: list[str]
) -> None:
    """nginx reads every request whole before it passes it on (proxy_request_buffering) and gives up on a client
    that stalls (client_header_timeout, client_body_timeout: 10 s between two reads). Idle and
    trickling clients then hold only nginx's connections: the instances never see them."""
    nginx, instances = stack
    port = nginx.port
    stop = threading.Event()
    record = json.dumps(CORPUS["bases"]["/v1/hands/adjudicate"]).encode()
    request = http_request(port, "POST", "/v1/hands/adjudicate", record, {"Content-Type": "application/json"})
    idle = [SlowClient(port).start(stop) for _ in range(20)]
    trickling = [SlowClient(port, head=request).start(stop) for _ in range(20)]
    half_a_body = request[: len(request) - len(record) // 2]
    stalled = SlowClient(port, at_once=half_a_body).start(stop)  # then nothing
    time.sleep(1.0)
    probes: list[tuple[int, float]] = []
    deadline = time.monotonic() + STALL_TIMEOUT + 2.0
    try:
        while time.monotonic() < deadline and stalled.closed_after is None:
            probes.append(timed_request(port, http_request(port, "GET", "/healthz")))
            probes.append(timed_request(port, request))
            time.sleep(0.2)
    finally:
        stop.set()
        for client in [*idle, *trickling, stalled]:
            client.thread.join(timeout=5)
    assert all(status == 200 for status, _ in probes)
    slowest = max(seconds for _, seconds in probes)
    assert slowest < ANSWER_WITHIN
    # nginx closes a client that times out without an answer (its 408 goes to the access log only).
    assert stalled.answer == b""
    assert stalled.closed_after is not None and STALL_TIMEOUT - 0.5 < stalled.closed_after < STALL_TIMEOUT + 2.0
    # Nothing but whole requests reached the instances: not one read timeout there.
    for instance in instances:
        assert instance.log is not None
        assert "not complete within" not in instance.log.read_text()
    figures.append(
        f"slow clients behind nginx: 20 idle + 20 trickling + 1 stalled; {len(probes)} other requests all 200, "
        f"slowest {slowest * 1000:.0f} ms; the stalled one closed by nginx after {stalled.closed_after:.1f} s; "
        "no partial request reached an instance"
    )


def test_the_instances_metrics_count_what_went_through_nginx(
    stack: tuple[Nginx, list[Gunicorn]], app: Flask, figures: list[str]
) -> None:
    """Prometheus scrapes each instance (nginx serves /metrics to no one): their counts add up to the requests sent
    through nginx, by status, and each answer carries the id its client sent, or nginx's own."""
    nginx, instances = stack
    # Requests that reach an instance: not the ones nginx refuses itself (413), nor the start-up health checks.
    mix = [request for request in build_mix(app) if request.expect != 413 and request.path != "/healthz"]
    sent, ids = send_round(nginx.port, mix, "behind-nginx")
    scrapes = [get(int(instance.env.get("ARBITRE_METRICS_PORT", instance.port)), "/metrics") for instance in instances]
    assert [scrape.status for scrape in scrapes] == [200, 200]
    counted = sum((requests_by_status(scrape.body.decode(), leave_out=("health", "metrics")) for scrape in scrapes),
                  start=requests_by_status(""))
    # With a metrics port, the service's port has no /metrics.
    assert get(instances[1].port, "/metrics").status == 404
    figures.append(f"metrics of 2 instances behind nginx: sent {dict(sorted(sent.items()))}, "
                   f"counted {dict(sorted(counted.items()))}")
    assert counted == sent
    public = get(nginx.port, "/metrics")
    assert public.status == 404 and problem_of(public.body, 404)
    made = get(nginx.port, "/v1/rulesets").header("X-Request-ID")
    assert made is not None and len(made) == 32  # nginx's $request_id
    assert any(made in (instance.log.read_text() if instance.log else "") for instance in instances)

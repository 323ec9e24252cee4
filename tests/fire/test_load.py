"""Load and faults against a real gunicorn (the project's settings, 2 threaded workers) on 127.0.0.1:

- 60 s of mixed valid and invalid traffic from wrk: no 5xx, no connection error, every status exactly
  the expected one, and the workers' memory flat (RSS before and after, printed);
- a worker killed with SIGKILL in the middle of the load: gunicorn replaces it; at most the requests in
  flight on the connections that worker held fail (one each: wrk's connections are kept alive), and the
  time until both workers serve again is printed;
- SIGTERM with requests in flight (bodies still arriving): they are answered, then gunicorn exits 0.

Run with ``python -m pytest -q -m fire -n 0 tests/fire`` (wrk from Debian: ``apt-get install wrk``).
"""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Flask

from service import create_app

from .load import Request, StampedLines, Wrk, WrkRun, build_mix, write_mix
from .servers import Gunicorn, Reply, http_request, parse_reply, rss_kib

pytestmark = pytest.mark.fire

LOAD_SECONDS = 60
WARM_UP_SECONDS = 5
KILL_RUN_SECONDS = 20
KILL_AT_SECONDS = 8
# Flat memory: a worker's RSS may grow this much at most over the 60 s, after a warm-up with the
# same traffic (allocator arenas settle in the first seconds; a leak keeps growing).
RSS_GROWTH_KIB = 4 * 1024

CAPACITY_SHARE = 0.8
"""The share of the pre-kill throughput that counts as full capacity again after a worker is killed."""


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app()


@pytest.fixture(scope="module")
def mix(app: Flask) -> list[Request]:
    return build_mix(app)


@pytest.fixture(scope="module")
def mix_file(mix: list[Request], tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_mix(mix, tmp_path_factory.mktemp("wrk") / "mix.lua")


def assert_exact(run: WrkRun, mix: list[Request]) -> None:
    assert run.server_errors == 0, run.summary()
    assert not run.unexpected(mix), f"statuses (expected, seen): {run.unexpected(mix)}; {run.summary()}"


def worker_rss(server: Gunicorn) -> dict[int, int]:
    return {pid: rss_kib(pid) for pid in server.worker_pids()}


def mib(kib: int) -> str:
    return f"{kib / 1024:.1f} MiB"


def test_60_seconds_of_mixed_traffic(mix: list[Request], mix_file: Path, tmp_path: Path, figures: list[str]) -> None:
    with Gunicorn(workers=2, log=tmp_path / "gunicorn.log") as server:
        url = f"http://127.0.0.1:{server.port}"
        warm_up = Wrk(url, mix_file, WARM_UP_SECONDS).start().result()
        assert warm_up.errors == 0, warm_up.summary()
        workers = server.worker_pids()
        before = worker_rss(server)
        load = Wrk(url, mix_file, LOAD_SECONDS).start()
        samples = []
        while load.process is not None and load.process.poll() is None:
            time.sleep(10)
            samples.append(worker_rss(server))
        run = load.result()
        after = worker_rss(server)
        log = (tmp_path / "gunicorn.log").read_text(errors="replace")

    figures.append(f"load, 60 s, gunicorn 2 workers, wrk -t2 -c8, {len(mix)} kinds of request: {run.summary()}")
    for pid in workers:
        trend = " ".join(mib(sample.get(pid, 0)) for sample in samples)
        figures.append(
            f"  worker {pid} RSS: before {mib(before[pid])}, after {mib(after.get(pid, 0))} "
            f"(every 10 s: {trend}); growth {after.get(pid, 0) - before[pid]} KiB, bound {RSS_GROWTH_KIB} KiB"
        )
    assert run.errors == 0, run.summary()
    assert_exact(run, mix)
    assert sorted(after) == sorted(workers), "a worker was replaced during the load"
    for pid in workers:
        assert after[pid] - before[pid] <= RSS_GROWTH_KIB, f"worker {pid}: {before[pid]} -> {after[pid]} KiB"
    assert "Traceback" not in log
    assert run.requests > 10 * LOAD_SECONDS, "too few requests to prove anything"


def access_worker(line: str) -> int | None:
    """The worker that answered, from an access line of the JSON log (gunicorn_conf.py's default form)."""
    if not line.startswith("{"):
        return None
    logged = json.loads(line)
    return int(logged["worker"]) if logged.get("logger") == "arbitre.access" else None


def test_a_worker_killed_under_load_is_replaced(mix: list[Request], mix_file: Path, figures: list[str]) -> None:
    # The access lines (JSON) carry the worker's pid and are read as they are written, to time the replacement.
    with Gunicorn(workers=2, pipe=True) as server:
        assert server.process is not None and server.process.stdout is not None
        log = StampedLines(server.process.stdout).start()
        before = set(server.worker_pids())
        load = Wrk(f"http://127.0.0.1:{server.port}", mix_file, KILL_RUN_SECONDS).start()
        time.sleep(KILL_AT_SECONDS)
        victim = min(before)
        # The clients' connections the victim holds (kept alive, each with at most one request in flight): the
        # sockets it holds but the other worker does not (the listener is shared).
        held = len(sockets(victim) - sockets(max(before)))
        killed_at = time.monotonic()
        os.kill(victim, signal.SIGKILL)
        run = load.result()
        after = set(server.worker_pids())
        time.sleep(0.2)  # the last lines of the log

    (replacement,) = after - before
    assert before - after == {victim}
    served = [(stamp, pid) for stamp, line in log.lines if (pid := access_worker(line)) is not None]
    first_by_replacement = min(stamp for stamp, pid in served if pid == replacement)
    recovery = first_by_replacement - killed_at
    # Full capacity: the first half-second window, from the replacement's first answer on, in which
    # the two workers again answer at >= 90 % of the rate before the kill, the new one its fair share.
    start = load.started
    rate_before = sum(1 for stamp, _ in served if start + 2 <= stamp < killed_at) / (killed_at - start - 2)
    windows = []  # (offset from the kill, answers per second, the replacement's share)
    t = killed_at - 1.0
    while t < start + KILL_RUN_SECONDS - 1:
        answered = [pid for stamp, pid in served if t <= stamp < t + 0.5]
        share = answered.count(replacement) / len(answered) if answered else 0.0
        windows.append((t - killed_at, len(answered) * 2, share))
        t += 0.5
    # 80 %: a half-second window of this shared host swings by 15 % with no kill at all (a CI run of 2026-11-28
    # saw 1,356 to 1,796 a second around one, and 90 % of the pre-kill mean missed while the new worker served half).
    full = next(
        (offset for offset, rate, share in windows
         if offset >= 0 and rate >= CAPACITY_SHARE * rate_before and share >= 0.3),
        None,
    )
    lost = sum(run.sent) - sum(run.statuses.values())
    around = ", ".join(f"{offset:+.1f} s: {rate}/s ({share:.0%} new)" for offset, rate, share in windows[:6])

    figures.append(f"SIGKILL of worker {victim} at {KILL_AT_SECONDS} s of a {KILL_RUN_SECONDS}-s load: {run.summary()}")
    figures.append(
        f"  replaced by worker {replacement}, whose first answer came {recovery * 1000:.0f} ms after the kill; "
        f"full capacity (>= {CAPACITY_SHARE:.0%} of {rate_before:.0f}/s, >= 30 % of it from the new worker) from "
        f"{'never' if full is None else f'{full * 1000:+.0f} ms'}; per 0.5 s around the kill: {around}"
    )
    figures.append(
        f"  failed requests: {run.errors} socket errors (the killed worker held {held} of the {run.connections} "
        f"kept-alive connections), {run.server_errors} 5xx; sent without an answer: {lost} "
        f"(the {run.connections} connections' last requests, cut by wrk's end, wrk's check of the script at "
        f"start, and those in flight on the killed worker's connections)"
    )
    assert run.server_errors == 0, run.summary()
    assert run.errors <= held, f"more than the {held} connections of the killed worker failed: {run.summary()}"
    # Each connection the killed worker held may lose the request it had in flight: a threaded worker reads
    # and answers on all its connections at once (CI saw 6 held, 12 answers missing beyond wrk's own slack).
    assert not run.unexpected(mix, lost=held), run.unexpected(mix, lost=held)
    assert recovery < 5, f"the replacement took {recovery:.2f} s"
    assert full is not None and full < 5, f"throughput did not come back within 5 s: {windows}"


def ask(connection: socket.socket, request: bytes) -> Reply:
    """Send ``request`` on an open connection and read its one answer (kept alive, or closed after it)."""
    connection.sendall(request)
    data = b""
    while True:
        head, separator, rest = data.partition(b"\r\n\r\n")
        if separator:
            length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head + b"\r\n")
            if length and len(rest) >= int(length.group(1)):
                return parse_reply(data)
        chunk = connection.recv(65536)
        if not chunk:
            return parse_reply(data)
        data += chunk


def in_flight(port: int, body: bytes) -> tuple[socket.socket, bytes]:
    """A request whose headers and first half of the body are sent (in flight until the rest comes),
    and the rest."""
    request = http_request(port, "POST", "/v1/plays/legal", body, {"Content-Type": "application/json"})
    cut = len(request) - len(body) // 2
    connection = socket.create_connection(("127.0.0.1", port), timeout=20)
    connection.sendall(request[:cut])
    return connection, request[cut:]


def sockets(pid: int) -> set[str]:
    """The sockets a process holds: the shared listener, and a client's connection while it serves one."""
    held = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:"):
            held.add(target)
    return held


def wait_until(condition: Callable[[], bool], what: str, timeout: float = 5.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, what
        time.sleep(0.02)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Gunicorn]:
    with Gunicorn(workers=2, log=tmp_path / "gunicorn.log") as started:
        yield started


def test_sigterm_lets_requests_in_flight_finish(server: Gunicorn, figures: list[str]) -> None:
    workers = server.worker_pids()
    # Once the start-up health checks are closed, a worker holds the listener only; then the workers take
    # the requests' connections (both may go to one worker: each serves many at once).
    listener = set.intersection(*(sockets(pid) for pid in workers))
    wait_until(lambda: all(sockets(pid) == listener for pid in workers), "the workers stay busy")
    body = b'{"hand": ["2H", "9H", "5T", "KS", "EX"], "trick": ["1H", "KH"]}'
    flights = [in_flight(server.port, body) for _ in workers]
    wait_until(lambda: sum(len(sockets(pid) - listener) for pid in workers) >= len(flights),
               "the workers did not take the requests")
    # A balancer's readiness probe on a kept-alive connection: ready before the signal, draining after it.
    probe = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    ready_before = ask(probe, http_request(server.port, "GET", "/readyz")).status

    assert server.process is not None
    asked = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    time.sleep(0.3)
    draining = ask(probe, http_request(server.port, "GET", "/readyz"))
    probe.close()
    time.sleep(0.7)  # gunicorn is shutting down; the bodies are still on their way
    replies = []
    for connection, rest in flights:
        connection.sendall(rest)
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
        connection.close()
        replies.append(parse_reply(data))
    code = server.process.wait(timeout=15)
    took = time.monotonic() - asked

    figures.append(
        f"SIGTERM with {len(flights)} requests in flight (bodies completed 1 s after the signal): "
        f"statuses {[reply.status for reply in replies]}, gunicorn exited {code} after {took:.1f} s"
    )
    assert [reply.status for reply in replies] == [200] * len(flights)
    assert (ready_before, draining.status) == (200, 503) and b"draining" in draining.body
    assert code == 0
    assert took < 10, "gunicorn waited for its graceful timeout: a worker did not finish on its own"

"""Slow, idle and pipelining clients against the service as its serve command starts it (the project's
gunicorn settings, 2 workers, the default read timeout), with no proxy in front:

- other clients are answered within 1 s while dozens of connections sit idle or trickle their requests;
- a request that has not arrived whole ``READ_TIMEOUT`` seconds after its first byte gets a 408 problem and
  its connection is closed; an idle connection is closed after ``keepalive`` seconds, without a word;
- keep-alive and pipelined requests are answered on the same connection, in order; ``Expect: 100-continue``
  gets its interim answer;
- forwarded headers from loopback (``SCRIPT_NAME``, ``X-Forwarded-*``) are not believed, and never a 500.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest
import yaml

from service import gunicorn_conf
from service.serving.worker import READ_TIMEOUT

from .corpus import CORPUS
from .servers import (
    ANSWER_WITHIN,
    REPO_ROOT,
    TRICKLE_EVERY,
    Gunicorn,
    NoReply,
    Reply,
    SlowClient,
    exchange,
    get,
    http_request,
    parse_reply,
    rss_kib,
    timed_request,
)

pytestmark = pytest.mark.fire

IDLE_CLIENTS = 25
TRICKLING_BODIES = 20
TRICKLING_HEADS = 5
RECORD = json.dumps(CORPUS["bases"]["/v1/hands/adjudicate"]).encode()
JSON = {"Content-Type": "application/json"}


@pytest.fixture(scope="module")
def server() -> Iterator[Gunicorn]:
    with Gunicorn(workers=gunicorn_conf.workers) as started:
        yield started


def test_other_clients_are_answered_while_slow_clients_hold_connections(server: Gunicorn, figures: list[str]) -> None:
    port = server.port
    workers = server.worker_pids()
    rss_before = sum(rss_kib(pid) for pid in workers)
    stop = threading.Event()
    body_head = http_request(port, "POST", "/v1/hands/adjudicate", RECORD, JSON)
    head, _, _ = body_head.partition(b"\r\n\r\n")
    idle = [SlowClient(port).start(stop) for _ in range(IDLE_CLIENTS)]
    bodies = [SlowClient(port, head=head + b"\r\n\r\n", body=RECORD).start(stop) for _ in range(TRICKLING_BODIES)]
    heads = [SlowClient(port, head=body_head).start(stop) for _ in range(TRICKLING_HEADS)]
    time.sleep(1.0)  # every slow client connected and sending

    probes: list[tuple[str, int, float]] = []
    deadline = time.monotonic() + READ_TIMEOUT + 2.0
    try:
        while time.monotonic() < deadline:
            probes.append(("GET /healthz", *timed_request(port, http_request(port, "GET", "/healthz"))))
            probes.append(("POST /v1/hands/adjudicate", *timed_request(port, body_head)))
            time.sleep(0.2)
    finally:
        stop.set()
        for client in idle + bodies + heads:
            client.thread.join(timeout=5)

    worst = max(probes, key=lambda probe: probe[2])
    assert all(status == 200 for _, status, _ in probes), [probe for probe in probes if probe[1] != 200]
    assert worst[2] < ANSWER_WITHIN, worst
    # Every trickling client was cut off at the read timeout with a 408 problem, its connection closed.
    for client in bodies + heads:
        reply = parse_reply(client.answer)
        assert reply.status == 408, client.answer[:200]
        assert reply.header("Content-Type") == "application/problem+json"
        assert reply.header("Connection") == "close"
        assert json.loads(reply.body)["status"] == 408
        assert client.closed_after is not None
        assert READ_TIMEOUT - 0.5 < client.closed_after < READ_TIMEOUT + 1.5, client.closed_after
        assert client.sent < len(client.head + client.body)  # cut off before the end, not answered
    # An idle connection is closed after keepalive seconds, without a word.
    for client in idle:
        assert client.answer == b""
        assert client.closed_after is not None
        assert gunicorn_conf.keepalive - 0.5 < client.closed_after < gunicorn_conf.keepalive + 2.0
    assert server.worker_pids() == workers  # no worker was killed or replaced
    rss_after = sum(rss_kib(pid) for pid in workers)
    cut_after = [client.closed_after or 0.0 for client in bodies + heads]
    idle_after = [client.closed_after or 0.0 for client in idle]
    figures.append(
        f"slow clients, no proxy: {IDLE_CLIENTS} idle + {TRICKLING_BODIES} trickling bodies + {TRICKLING_HEADS} "
        f"trickling heads (a byte every {TRICKLE_EVERY} s) on {len(workers)} workers; {len(probes)} other requests "
        f"all 200, slowest {worst[2] * 1000:.0f} ms ({worst[0]}); tricklers 408 after "
        f"{min(cut_after):.1f}-{max(cut_after):.1f} s "
        f"(READ_TIMEOUT {READ_TIMEOUT:g} s); idle closed after "
        f"{min(idle_after):.1f}-{max(idle_after):.1f} s "
        f"(keepalive {gunicorn_conf.keepalive} s); workers' RSS {rss_before / 1024:.1f} -> {rss_after / 1024:.1f} MiB"
    )


def test_clients_that_go_on_sending_after_their_answer_do_not_hold_the_others(server: Gunicorn) -> None:
    """A closed connection is drained before its socket is closed (else the kernel could reset the answer away);
    clients that never stop sending must not hold the workers' main loops while that lasts."""
    port = server.port
    stop = threading.Event()
    closing = http_request(port, "GET", "/healthz", None, {"Connection": "close"})
    stubborn = [SlowClient(port, at_once=closing, stubborn=True).start(stop) for _ in range(30)]
    time.sleep(0.5)  # every one answered, its connection half-closed by the server, and sending on
    try:
        probes = [timed_request(port, http_request(port, "GET", "/healthz")) for _ in range(20)]
    finally:
        stop.set()
        for client in stubborn:
            client.thread.join(timeout=5)
    assert all(parse_reply(client.answer).status == 200 for client in stubborn)
    assert all(status == 200 for status, _ in probes)
    assert max(seconds for _, seconds in probes) < ANSWER_WITHIN


def instance_rss_kib(server: Gunicorn) -> int:
    """The memory of the whole instance: the master and its workers."""
    return sum(rss_kib(pid) for pid in [server.pid, *server.worker_pids()])


def memory_limit_kib() -> int:
    """The container's memory limit in deploy/kubernetes/deployment.yaml."""
    deployment = yaml.safe_load((REPO_ROOT / "deploy" / "kubernetes" / "deployment.yaml").read_text())
    (container,) = deployment["spec"]["template"]["spec"]["containers"]
    limit = container["resources"]["limits"]["memory"]
    assert limit.endswith("Mi"), limit
    return int(limit.removesuffix("Mi")) * 1024


def test_megabyte_requests_at_once_stay_within_the_deployed_memory_limit(server: Gunicorn, figures: list[str]) -> None:
    """Forty clients each send a megabyte that the app must read into objects (a batch of 340,000 records,
    refused once read): the instance's memory stays under the limit the deployment gives it. Those that
    could not start within the queue's wait are refused at once with 503 and a Retry-After, never held."""
    body = b'{"records": [' + b",".join([b"{}"] * 340_000) + b"]}"
    assert len(body) <= 1024 * 1024
    request = http_request(server.port, "POST", "/v1/hands/adjudicate-batch", body, JSON)
    before = instance_rss_kib(server)
    peak = [before]
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], instance_rss_kib(server))
            time.sleep(0.02)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    replies: list[Reply] = []
    senders = [threading.Thread(target=lambda: replies.append(exchange(server.port, request, timeout=30)))
               for _ in range(40)]
    started = time.monotonic()
    for sender in senders:
        sender.start()
    for sender in senders:
        sender.join(timeout=60)
    seconds = time.monotonic() - started
    done.set()
    watcher.join(timeout=5)
    assert len(replies) == 40
    judged = [reply for reply in replies if reply.status == 422]
    refused = [reply for reply in replies if reply.status == 503]
    assert len(judged) + len(refused) == 40, sorted(reply.status for reply in replies)
    assert len(judged) >= 2 * gunicorn_conf.workers  # at least the judges' first turn
    assert all(reply.header("Retry-After") for reply in refused)
    limit = memory_limit_kib()
    figures.append(
        f"40 megabyte requests at once: {len(judged)} judged, {len(refused)} refused at once (503); "
        f"answered in {seconds:.1f} s; the instance's memory {before / 1024:.0f} -> "
        f"peak {peak[0] / 1024:.0f} MiB (deployed limit {limit / 1024:.0f} MiB), "
        f"{instance_rss_kib(server) / 1024:.0f} MiB after"
    )
    assert peak[0] < limit


def read_replies(connection: socket.socket, count: int, timeout: float = 5.0) -> list[bytes]:
    """``count`` responses read off one connection (each ends at its Content-Length), and nothing after them."""
    connection.settimeout(timeout)
    data = b""
    replies: list[bytes] = []
    while len(replies) < count:
        head, separator, rest = data.partition(b"\r\n\r\n")
        if separator:
            length = next(
                (int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")
                 if line.lower().startswith(b"content-length:")), 0,
            )
            if len(rest) >= length:
                replies.append(head + separator + rest[:length])
                data = rest[length:]
                continue
        chunk = connection.recv(65536)
        if not chunk:
            raise NoReply(f"closed after {len(replies)} of {count} responses")
        data += chunk
    assert data == b"", f"bytes after the last of {count} responses: {data[:200]!r}"
    return replies


def test_keep_alive_and_pipelined_requests_are_answered_in_order(server: Gunicorn) -> None:
    port = server.port
    requests = [
        http_request(port, "GET", "/healthz"),
        http_request(port, "POST", "/v1/hands/adjudicate", RECORD, JSON),
        http_request(port, "GET", "/v1/rulesets/zwanzigerrufen"),
        http_request(port, "POST", "/v1/scores", b'{"taker": "me"}', JSON),
    ]
    with socket.create_connection(("127.0.0.1", port)) as connection:
        connection.sendall(b"".join(requests))  # pipelined: all at once, before any answer
        statuses = [parse_reply(reply).status for reply in read_replies(connection, len(requests))]
        assert statuses == [200, 200, 200, 422]
        # Nothing more comes, and the connection stays open (a close would read as b"").
        connection.settimeout(0.5)
        with pytest.raises(TimeoutError):
            connection.recv(1)
        # The same connection, kept alive, serves the next requests one by one.
        for request, status in zip(requests, statuses, strict=True):
            connection.sendall(request)
            (reply,) = read_replies(connection, 1)
            assert parse_reply(reply).status == status


def test_expect_100_continue_gets_its_interim_answer(server: Gunicorn) -> None:
    port = server.port
    request = http_request(port, "POST", "/v1/hands/adjudicate", RECORD, {**JSON, "Expect": "100-continue"})
    head, separator, body = request.partition(b"\r\n\r\n")
    with socket.create_connection(("127.0.0.1", port), timeout=2) as connection:
        connection.sendall(head + separator)
        assert connection.recv(64).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")  # within 2 s, not the read timeout
        connection.sendall(body)
        (reply,) = read_replies(connection, 1)
    assert parse_reply(reply).status == 200


@pytest.mark.parametrize(
    "headers",
    [
        {"SCRIPT_NAME": "/elsewhere"},
        {"X-Forwarded-Proto": "https", "X-Forwarded-Ssl": "off"},  # contradictory: gunicorn's 400 if believed
        {"X-Forwarded-For": "not an address", "Forwarded": "for=[nonsense"},
    ],
    ids=["SCRIPT_NAME", "contradictory X-Forwarded-Proto", "garbled X-Forwarded-For"],
)
def test_forwarded_headers_from_loopback_are_not_believed(server: Gunicorn, headers: dict[str, str]) -> None:
    reply = exchange(server.port, http_request(server.port, "GET", "/v1/rulesets", None, headers))
    assert reply.status == 200, reply.body[:200]
    assert get(server.port, "/healthz").status == 200

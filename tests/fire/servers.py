"""Real servers on loopback for the tests of this folder: gunicorn with the project's settings (and
nginx in test_nginx.py), a raw HTTP/1.1 client that can send anything, and /proc readings.

Every server is started in its own session (process group), so that a test can kill exactly what it
started, a worker, or a whole instance, by process id, and always stops it at the end.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import service

REPO_ROOT = Path(__file__).resolve().parents[2]
# Servers start beside the package the tests import (installed, with its compiled engines, or this checkout
# in an editable install): gunicorn puts its working directory first on the import path.
SERVICE_HOME = Path(service.__file__).resolve().parent.parent
# The package's import name (arbitre installed; tests/conftest.py registers it as `service` too).
GUNICORN_CONFIG = f"python:{service.__name__}.gunicorn_conf"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_port(port: int, process: subprocess.Popen[bytes], what: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError as refused:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{what} did not start on port {port} (exit code {process.poll()})") from refused
            time.sleep(0.05)


@dataclass
class Reply:
    """One HTTP response as read off the socket."""

    status: int
    reason: str
    headers: dict[str, str]  # names lower-cased; a repeated header keeps its last value
    body: bytes
    seconds: float
    raw_head: bytes = b""

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())


class NoReply(Exception):
    """The server closed the connection (or timed out) without a complete response."""


def exchange(port: int, request: bytes | Iterable[bytes], timeout: float = 10.0, shutdown_write: bool = False) -> Reply:
    """Send ``request`` as is (bytes, or pieces sent one after the other) and read the response.

    The request is sent from a thread while this one reads, as a careful client does: a server may
    answer early (a 413 before the whole body) and close, and the answer must still be read. The
    service keeps connections alive, so the response ends at its Content-Length (at its head for a HEAD
    request) or at EOF.
    """
    start = time.monotonic()
    connection = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    pieces = [request] if isinstance(request, bytes) else list(request)
    head_only = bool(pieces) and pieces[0].startswith(b"HEAD ")

    def send() -> None:
        try:
            for piece in pieces:
                connection.sendall(piece)
            if shutdown_write:
                connection.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # the server answered and closed before the end of the body: the reader has the answer

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    received = bytearray()
    try:
        while True:
            try:
                chunk = connection.recv(65536)
            except ConnectionResetError:
                break
            except TimeoutError as slow:
                raise NoReply(f"no complete response within {timeout} s: {bytes(received[:200])!r}") from slow
            if not chunk:
                break
            received += chunk
            if _complete(received, head_only):
                break
    finally:
        connection.close()
        sender.join(timeout=timeout)
    reply = parse_reply(bytes(received))
    reply.seconds = time.monotonic() - start
    return reply


def _complete(data: bytearray, head_only: bool = False) -> bool:
    head, separator, body = bytes(data).partition(b"\r\n\r\n")
    if not separator:
        return False
    status = head.split(b" ", 2)[1] if head.count(b" ") >= 1 else b""
    if head_only or status in (b"204", b"304"):
        return True  # no body (RFC 9112 §6.3)
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value.strip())
    return False


def parse_reply(data: bytes) -> Reply:
    head, separator, body = data.partition(b"\r\n\r\n")
    if not separator:
        raise NoReply(f"no complete response: {data[:200]!r}")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    _, status, *reason = status_line.split(" ", 2)
    headers = {}
    for line in header_lines:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    if "content-length" in headers:
        body = body[: int(headers["content-length"])]
    return Reply(int(status), reason[0] if reason else "", headers, body, 0.0, head)


def http_request(
    port: int,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: Mapping[str, str] | None = None,
    chunked: bool = False,
) -> bytes:
    """A well-formed HTTP/1.1 request: Content-Length, or chunked transfer coding in 64 KiB chunks; a Host
    among ``headers`` replaces the server's address."""
    given = dict(headers or {})
    host = next((given.pop(name) for name in list(given) if name.lower() == "host"), f"127.0.0.1:{port}")
    lines = [f"{method} {path} HTTP/1.1", f"Host: {host}"]
    lines += [f"{name}: {value}" for name, value in given.items()]
    payload = b""
    if chunked:
        lines.append("Transfer-Encoding: chunked")
        data = body or b""
        for offset in range(0, len(data), 65536):
            piece = data[offset : offset + 65536]
            payload += b"%x\r\n%s\r\n" % (len(piece), piece)
        payload += b"0\r\n\r\n"
    elif body is not None:
        lines.append(f"Content-Length: {len(body)}")
        payload = body
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + payload


def get(port: int, path: str, timeout: float = 10.0) -> Reply:
    return exchange(port, http_request(port, "GET", path), timeout=timeout)


def children(pid: int) -> list[int]:
    try:
        listed = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(child) for child in listed]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


@dataclass
class Gunicorn:
    """``gunicorn -c python:arbitre.gunicorn_conf`` on 127.0.0.1:port, with ``workers`` workers.

    ``extra`` are command-line settings, which take precedence over the configuration file (the
    access log format with the worker's pid, for instance). Output goes to ``log`` unless ``pipe``.
    """

    workers: int = 2
    port: int = field(default_factory=free_port)
    extra: tuple[str, ...] = ()
    log: Path | None = None
    pipe: bool = False
    env: Mapping[str, str] = field(default_factory=dict)  # settings added to this process's environment
    process: subprocess.Popen[bytes] | None = None
    _log_file: IO[bytes] | None = None

    def start(self) -> Gunicorn:
        env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(self.port), "WEB_CONCURRENCY": str(self.workers),
               **self.env}
        if self.pipe:
            output: int | IO[bytes] = subprocess.PIPE
        else:
            self._log_file = open(self.log, "wb") if self.log else None  # noqa: SIM115 (closed in stop)
            output = self._log_file or subprocess.DEVNULL
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "-c", GUNICORN_CONFIG, *self.extra],
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            cwd=SERVICE_HOME,
            start_new_session=True,
        )
        wait_for_port(self.port, self.process, "gunicorn")
        self.wait_for_workers()
        return self

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def worker_pids(self) -> list[int]:
        return children(self.pid)

    def wait_for_workers(self, timeout: float = 20.0) -> list[int]:
        """The workers' pids once all ``workers`` are forked and the service answers."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pids = self.worker_pids()
            if len(pids) == self.workers:
                try:
                    if get(self.port, "/healthz", timeout=2).status == 200:
                        return pids
                except (OSError, NoReply):
                    pass
            time.sleep(0.02)
        raise RuntimeError(f"gunicorn on {self.port} has workers {self.worker_pids()}, not {self.workers}")

    def kill(self) -> None:
        """SIGKILL the whole instance: master and workers, as a crash or an OOM kill would."""
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.pid, signal.SIGKILL)
            self.process.wait(timeout=10)

    def stop(self, timeout: float = 20.0) -> int | None:
        """SIGTERM (gunicorn's graceful shutdown), then SIGKILL if it is still there after ``timeout``."""
        code = None
        if self.process is not None:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
                try:
                    code = self.process.wait(timeout=timeout)
                except subprocess.TimeoutExpired:
                    os.killpg(self.pid, signal.SIGKILL)
                    self.process.wait(timeout=10)
            else:
                code = self.process.returncode
            try:
                os.killpg(self.pid, signal.SIGKILL)  # workers left behind by a killed master, if any
            except ProcessLookupError:
                pass
        if self._log_file:
            self._log_file.close()
        return code

    def __enter__(self) -> Gunicorn:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


TRICKLE_EVERY = 0.5  # seconds between two bytes of a trickling client
ANSWER_WITHIN = 1.0  # seconds: what every other client must get while slow ones hold their connections


@dataclass
class SlowClient:
    """A connection that sends ``at_once``, then ``head`` and ``body`` one byte every ``TRICKLE_EVERY`` seconds
    (or nothing at all), and records what the server answered and when."""

    port: int
    at_once: bytes = b""
    head: bytes = b""
    body: bytes = b""
    stubborn: bool = False  # goes on sending a byte every TRICKLE_EVERY seconds after the server closed its side
    answer: bytes = b""
    closed_after: float | None = None  # seconds from the first byte sent (or the connection) to the close
    sent: int = 0
    thread: threading.Thread = field(init=False)

    def start(self, stop: threading.Event) -> SlowClient:
        self.thread = threading.Thread(target=self._run, args=(stop,), daemon=True)
        self.thread.start()
        return self

    def _run(self, stop: threading.Event) -> None:
        with socket.create_connection(("127.0.0.1", self.port)) as connection:
            connection.settimeout(TRICKLE_EVERY)
            started = time.monotonic()
            connection.sendall(self.at_once)
            data = self.head + self.body
            while not stop.is_set():
                if self.sent < len(data) or (self.stubborn and self.closed_after is not None):
                    try:
                        connection.sendall(data[self.sent : self.sent + 1] or b"x")
                    except OSError:
                        break
                    self.sent += 1
                try:
                    chunk = connection.recv(65536)
                except TimeoutError:
                    continue
                except ConnectionResetError:
                    chunk = b""
                if not chunk:
                    if self.closed_after is None:
                        self.closed_after = time.monotonic() - started
                    if not self.stubborn:
                        break
                    time.sleep(TRICKLE_EVERY)
                self.answer += chunk


def timed_request(port: int, request: bytes) -> tuple[int, float]:
    reply = exchange(port, request, timeout=5)
    return reply.status, reply.seconds

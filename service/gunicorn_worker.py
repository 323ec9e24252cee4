"""gunicorn's threaded worker, made to hold up against slow clients, with its own error answers as problem+json.

Why not the sync worker: it gives its one thread to one connection from accept to close, so two idle
connections took both workers for the whole worker timeout, and it closed every connection after one
answer (no keep-alive, pipelined requests lost). This worker, built on gunicorn's ``gthread``:

- keeps a connection that has not sent a byte yet, or sits between two requests, in the worker's poller,
  not in a thread: idle connections cost no thread (``worker_connections`` of them per worker); such a
  connection is closed without a word after ``keepalive`` seconds (RFC 9112 §9.8 lets a server close an
  idle connection);
- gives a request ``READ_TIMEOUT`` seconds from its first byte to arrive whole, request line, headers and
  body: the body is read here, before the application runs, so a view never waits on the network. A
  request still incomplete at its deadline is answered 408 (problem+json) and its connection closed. A
  client that trickles holds one thread for at most that long (``threads`` per worker);
- answers keep-alive and pipelined requests on the same connection, in order;
- gives a response ``SEND_TIMEOUT`` seconds to be written (a client that stops reading is cut off);
- lets ``JUDGES`` requests at a time run the application, the others waiting with their request read: the
  work is CPU-bound under one interpreter lock, so more at once would only interleave them, and the memory a
  request needs while it is read into objects (tens of MiB for a megabyte of JSON) is held by that many only.

gunicorn refuses some requests before the app sees them (a request line over ``limit_request_line``, too
many or too long header fields, a malformed request line or header, a bad chunked encoding) and answers
them with a small HTML page; this worker sends the same status as an RFC 9457 problem instead, with
``X-Content-Type-Options: nosniff``, so that every 4xx of the service has one shape. The app's own errors
are ``service/api/problems.py``'s; ``service/gunicorn_conf.py`` selects this worker.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import io
import selectors
import socket
import threading
import time
from functools import partial
from typing import Any

import orjson
from gunicorn import util
from gunicorn.http.body import Body
from gunicorn.workers.gthread import TConn, ThreadWorker

from .api.app import DEFAULTS
from .api.problems import status_title
from .settings import count, setting

READ_TIMEOUT = setting("ARBITRE_READ_TIMEOUT")
"""Seconds a request has, from its first byte, to arrive whole (line, headers and body); then 408."""
SEND_TIMEOUT = setting("ARBITRE_SEND_TIMEOUT")
"""Seconds each write of a response may wait for the client to read."""
JUDGES = count("ARBITRE_JUDGES")
"""Requests a worker process runs the application for at once (the others wait, their request read)."""
BODY_LIMIT: int = DEFAULTS["MAX_BODY_BYTES"]
"""The app's body limit: at most one byte more is read here, for the app to answer 413."""

def _title(status: int) -> str:
    try:
        return status_title(status)
    except ValueError:  # a status Python does not name
        return "Error"


def problem_bytes(status: int, detail: str) -> bytes:
    """A whole HTTP/1.1 answer that closes the connection: ``status`` as problem+json."""
    title = _title(status)
    body = orjson.dumps({"type": "about:blank", "title": title, "status": status, "detail": detail})
    head = (
        f"HTTP/1.1 {status} {title}\r\n"
        "Connection: close\r\n"
        "Content-Type: application/problem+json\r\n"
        "X-Content-Type-Options: nosniff\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    )
    return head.encode("latin-1") + body


def write_problem(sock: Any, status: int, reason: str, message: str) -> None:
    """What ``gunicorn.util.write_error`` writes, as problem+json. gunicorn's ``reason`` is not always
    the status's phrase (its 501 says "Bad Request"), so the title comes from the status."""
    detail = message or ("An unexpected error occurred on the server." if status >= 500 else _title(status))
    util.write_nonblock(sock, problem_bytes(status, detail))


class RequestTimeout(Exception):
    """The request did not arrive whole within ``READ_TIMEOUT`` of its first byte.

    Not an ``OSError``: gunicorn's thread worker would take that for a broken socket and close the
    connection without a word; as any other exception it reaches ``handle_error``, which answers 408."""


class DeadlineSocket:
    """A client socket whose reads share one deadline (the request's) and whose writes each have a timeout.

    gunicorn's parser reads through ``recv``; every other use (the poller's ``fileno``, ``setblocking``,
    ``close``) goes to the socket itself."""

    def __init__(self, sock: socket.socket):
        self._sock = sock
        self.deadline: float | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._sock, name)

    def fileno(self) -> int:
        return self._sock.fileno()

    def recv(self, size: int, *flags: int) -> bytes:
        if self.deadline is None:
            return self._sock.recv(size, *flags)
        remaining = self.deadline - time.monotonic()
        if remaining <= 0:
            raise RequestTimeout()
        previous = self._sock.gettimeout()
        self._sock.settimeout(remaining)
        try:
            return self._sock.recv(size, *flags)
        except TimeoutError:
            raise RequestTimeout() from None
        finally:
            self._sock.settimeout(previous)

    def sendall(self, data: bytes, *flags: int) -> None:
        previous = self._sock.gettimeout()
        if previous is None:  # a blocking socket: bound the wait; a non-blocking one never waits
            self._sock.settimeout(SEND_TIMEOUT)
        try:
            self._sock.sendall(data, *flags)
        finally:
            self._sock.settimeout(previous)


class _ReadAlready:
    """A body already read: what it gave, then the error that ended it (if any), as gunicorn's reader would."""

    def __init__(self, data: bytes, error: Exception | None):
        self._data = io.BytesIO(data)
        self._error = error

    def read(self, size: int) -> bytes:
        chunk = self._data.read(size)
        if not chunk and self._error is not None:
            raise self._error
        return chunk


class Connection(TConn):  # type: ignore[misc]  # gunicorn ships no type information
    """gthread's connection, whose graceful close (a FIN, then reading what the client still sends, up to two
    seconds, so that the kernel does not reset the answer away) runs in the thread pool: gthread runs it in
    the worker's main loop, which a client that keeps sending after its answer would then hold."""

    def __init__(self, worker: ThreadWorker, *args: Any):
        super().__init__(*args)
        self.worker = worker

    def close(self, graceful: bool = False) -> None:
        if graceful and self.worker.alive:
            try:
                self.worker.tpool.submit(super().close, True)
                return
            except RuntimeError:  # the pool is shut down: the worker is exiting
                pass
        super().close(graceful)


class Judging:
    """The WSGI application, run by at most ``slots`` threads at once. Its answer is collected before the slot
    is given back, so that a client slow to read it holds a thread, not a slot (the app's answers are built
    whole in memory anyway)."""

    def __init__(self, app: Any, slots: int):
        self.app = app
        self.slots = threading.BoundedSemaphore(slots)

    def __call__(self, environ: dict[str, Any], start_response: Any) -> list[bytes]:
        with self.slots:
            answer = self.app(environ, start_response)
            try:
                return list(answer)
            finally:
                close = getattr(answer, "close", None)
                if close is not None:
                    close()


M_ARENA_MAX = -8  # glibc's mallopt parameter (malloc.h)
MALLOC_ARENAS = 2


def few_malloc_arenas() -> None:
    """glibc gives threads malloc arenas of their own (up to eight a core), and a megabyte request read and
    parsed in one of them leaves it holding the memory: 40 such requests at once took an instance from 120
    to 570 MiB, 370 MiB with two arenas (tests/fire/test_slow_clients.py). Elsewhere than glibc, nothing."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.mallopt(M_ARENA_MAX, MALLOC_ARENAS)
    except (OSError, AttributeError):
        pass


class ProblemThreadWorker(ThreadWorker):  # type: ignore[misc]  # gunicorn ships no type information
    def load_wsgi(self) -> None:
        super().load_wsgi()
        app: Any = getattr(self, "wsgi")  # noqa: B009 (gunicorn's attribute, untyped: mypy cannot tell its type)
        self.wsgi = Judging(app, JUDGES)

    def init_process(self) -> None:
        # Only this worker process writes gunicorn's own error answers, from any of its threads.
        util.write_error = write_problem
        few_malloc_arenas()  # before the thread pool starts
        super().init_process()

    def accept(self, listener: socket.socket) -> None:
        """A new connection waits in the poller for its first byte (gthread would give it a thread for five
        seconds first: twenty idle clients then held every thread)."""
        try:
            client, address = listener.accept()
        except BlockingIOError:
            return
        except ConnectionAbortedError:
            return
        self.nr_conns += 1
        conn = Connection(self, self.cfg, DeadlineSocket(client), address, listener.getsockname())
        conn.timeout = time.monotonic() + self.cfg.keepalive
        self.pending_conns.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self.on_pending_socket_readable, conn))

    def handle(self, conn: TConn) -> Any:
        # Every call starts a request: its first bytes are here (the poller said so) or already read
        # (pipelined behind the previous one).
        conn.sock.deadline = time.monotonic() + READ_TIMEOUT
        try:
            return super().handle(conn)
        finally:
            conn.sock.deadline = None

    def handle_request(self, req: Any, conn: TConn) -> bool:
        if self._read_body(req, conn):
            # A body over the limit, or broken, was not read to its end: where the next request would start
            # is unknown, so the answer says "Connection: close" and the connection closes after it.
            req.must_close = True
        conn.sock.deadline = None  # the request is in: the app's time is not the client's
        keepalive: bool = super().handle_request(req, conn)
        return keepalive

    def _read_body(self, req: Any, conn: TConn) -> bool:
        """Read the request's body (at most one byte over the limit) before the app runs; whether it was left
        unfinished (over the limit, or broken). A body announced over the limit is not read at all: the app
        answers 413 from its Content-Length."""
        if req.body is None:
            return False
        length = _content_length(req)
        if length is not None and length > BODY_LIMIT:
            req._expected_100_continue = False  # no "go on" for a body that will be refused unread
            return True
        if req._expected_100_continue:
            # The client waits for this before sending its body; gunicorn would send it only when the
            # app starts, after this read.
            conn.sock.sendall(b"HTTP/1.1 100 Continue\r\n\r\n")
            req._expected_100_continue = False
        chunks: list[bytes] = []
        size = 0
        error: Exception | None = None
        try:
            while size <= BODY_LIMIT and (chunk := req.body.read(BODY_LIMIT + 1 - size)):
                chunks.append(chunk)
                size += len(chunk)
        except RequestTimeout:
            raise
        except Exception as failure:  # a broken chunked coding, a client gone: the app says so (400)
            error = failure
        req.body = Body(_ReadAlready(b"".join(chunks), error))
        return size > BODY_LIMIT or error is not None

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        if isinstance(exc, RequestTimeout):
            self.log.warning("Request from %s not complete within %s s: 408", addr[0] if addr else "?", READ_TIMEOUT)
            try:
                util.write_nonblock(client, problem_bytes(
                    408, f"The request did not arrive whole within {READ_TIMEOUT:g} seconds of its first byte."))
            except OSError:
                pass
            return
        super().handle_error(req, client, addr, exc)


def _content_length(req: Any) -> int | None:
    for name, value in req.headers:
        if name == "CONTENT-LENGTH":
            try:
                return int(value)
            except ValueError:
                return None
    return None

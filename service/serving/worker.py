"""The gunicorn worker: one event loop reads and writes every connection, a few threads judge.

Why: a thread per connection (gunicorn's ``sync`` and ``gthread`` workers) lets clients that trickle a body,
pipeline and never read, or simply hold connections, take every thread while health checks and ordinary
requests wait. Here a connection costs no thread until its request has arrived whole:

- the loop (this module, on ``selectors``) accepts connections, its fair share of them (``shares.py``: a
  pool of keep-alive connections opened at once is not all taken by the first process awake), reads their
  bytes and asks ``framing.RequestFramer`` whether a whole request is in. A request has ``READ_TIMEOUT``
  seconds from its first byte to arrive whole (else 408); a connection with no request under way is closed
  after ``keepalive`` seconds; a chunked body announced past the body limit is a 413 at once;
- a whole request is parsed by gunicorn's own parser (its refusals, 400, 414, 431, 501, are answered as
  problem+json), then held to HTTP's manners (``request_problem``: 505 for a version other than 1.0 and
  1.1, 400 for an HTTP/1.1 request without one valid ``Host``);
- ``GET /healthz`` is answered by the loop itself, never behind a judge: the health lane;
- every other request goes to ``judges.Judges``, ``JUDGES`` threads that run the application. A request that
  could not start within ``QUEUE_WAIT`` seconds is refused at once (503 with ``Retry-After``), and so is new
  work while the answers clients have not read yet pass ``UNSENT_LIMIT`` bytes in this process;
- the answer, built whole in memory by the application, is written by the loop as the client reads it. A
  client that reads nothing for ``SEND_TIMEOUT`` seconds is cut off (one log line, no traceback), and so is a
  client that goes away.

Keep-alive and pipelined requests are answered in order on their connection; a request whose end is not
known for sure (a refused one, a body over the limit) gets ``Connection: close``. SIGTERM stops accepting,
lets the requests under way finish (``graceful_timeout``), and closes idle connections within 2 s.
``service/gunicorn_conf.py`` selects this worker.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import heapq
import itertools
import os
import re
import resource
import selectors
import socket
import time
from collections import deque
from datetime import datetime
from typing import Any

from gunicorn import util
from gunicorn.http import wsgi
from gunicorn.http.errors import NoMoreData
from gunicorn.http.parser import RequestParser
from gunicorn.workers import base

from ..api.app import DEFAULTS
from ..observability import logs, metrics
from ..observability.observed import OUTCOME, Outcome
from ..observability.request_ids import REQUEST_ID, choose_request_id, new_request_id
from ..settings import count, setting
from .answers import problem_bytes, ready_bytes, write_problem
from .framing import Framed, RequestFramer, Scan
from .judges import Job, Judges
from .shares import ABSENT, PAUSE, POLL, SHARES, fair_share

READ_TIMEOUT = setting("ARBITRE_READ_TIMEOUT")
"""Seconds a request has, from its first byte, to arrive whole (line, headers and body); then 408."""
SEND_TIMEOUT = setting("ARBITRE_SEND_TIMEOUT")
"""Seconds a client may read nothing of its answer before the connection is closed."""
JUDGES = count("ARBITRE_JUDGES")
"""Requests a worker process runs the application for at once."""
QUEUE_WAIT = setting("ARBITRE_QUEUE_WAIT")
"""Seconds a request may wait for a judge: one that would wait longer is refused at once (503)."""
QUEUE_LIMIT = 256
"""Requests read whole and waiting for a judge, at most, in one process (a bound on their memory too)."""
UNSENT_LIMIT = count("ARBITRE_UNSENT_MIB") * 1024 * 1024
"""Bytes of answers a process holds until their clients have read them (each counted whole until its last byte
is sent) past which it refuses new work (503)."""
BODY_LIMIT: int = DEFAULTS["MAX_BODY_BYTES"]
HEALTH_PATH = "/healthz"
READY_PATH = "/readyz"
UNREAD = "answers not yet read by their clients fill this server's memory"
DRAIN_SECONDS = 2.0  # after a closing answer, what the client still sends is read and dropped this long
DRAIN_BYTES = 64 * 1024  # ... and at most this much, so that the kernel does not reset the answer away
READ_SIZE = 64 * 1024
WRITE_SIZE = 1024 * 1024
SEND_BUFFER = 512 * 1024
"""The kernel's send buffer of a connection. Left to itself Linux grows it to 4 MiB for a client that does not
read, memory no setting of ours would bound; past this, an unread answer waits in ``UNSENT_LIMIT``."""

# A Host header's value: a registered name or an IPv4 address, or an IP literal in brackets, then an optional
# port (RFC 9110 §7.2, RFC 3986 §3.2.2).
_HOST = re.compile(r"(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]*)(?::[0-9]*)?")

IDLE, READING, BUSY, WRITING, DRAINING, CLOSED = "idle", "reading", "busy", "writing", "draining", "closed"


class Collected:
    """Where gunicorn's response writes: the answer collected whole, for the loop to send."""

    def __init__(self, request_id: str | None = None) -> None:
        self.data = bytearray()
        self.request_id = request_id  # for gunicorn's own refusals (answers.write_problem)

    def sendall(self, data: bytes, *flags: int) -> None:
        self.data += data

    def send(self, data: bytes, *flags: int) -> int:
        self.data += data
        return len(data)

    def gettimeout(self) -> float:
        return 0.0  # util.write_nonblock then leaves the blocking mode alone

    def setblocking(self, flag: bool) -> None:
        pass


class Connection:
    __slots__ = ("sock", "address", "server", "buffer", "framer", "state", "events", "deadline", "token",
                 "out", "sent", "close_after", "continued", "drained", "answer", "job", "request_id", "started",
                 "method", "path", "bytes_in")

    def __init__(self, sock: socket.socket, address: Any, server: Any):
        self.sock = sock
        self.address = address
        self.server = server
        self.buffer = bytearray()
        self.framer = RequestFramer(BODY_LIMIT, HEAD_LIMIT)
        self.state = IDLE
        self.events = 0
        self.deadline = 0.0
        self.token = 0  # bumped whenever the connection's timer is replaced or cancelled
        self.out: bytes | bytearray = b""
        self.sent = 0
        self.close_after = False
        self.continued = False
        self.drained = 0
        self.answer: tuple[bytes | bytearray, bool] = (b"", True)
        self.job: Job | None = None  # waiting for a judge, or being judged
        # The request under way: its id (made at its first byte, replaced by a trusted proxy's once its headers are
        # read), when its first byte came, its method and path once parsed, and its size.
        self.request_id = ""
        self.started = 0.0
        self.method = ""
        self.path = ""
        self.bytes_in = 0


def request_problem(req: Any) -> tuple[int, str] | None:
    """Why a parsed request breaks HTTP/1.1's manners, as a status and a detail; None when it does not."""
    if req.version not in ((1, 0), (1, 1)):
        major, minor = req.version
        return 505, f"HTTP/{major}.{minor} is not a version this server speaks: send HTTP/1.1 (or 1.0)."
    hosts = [value for name, value in req.headers if name == "HOST"]
    if req.version == (1, 1) and len(hosts) != 1:
        return 400, f"An HTTP/1.1 request has exactly one Host header (RFC 9112 §3.2), not {len(hosts)}."
    if hosts and not _HOST.fullmatch(hosts[0]):
        return 400, "The Host header is not a host name or address with an optional port (RFC 9112 §3.2)."
    return None


M_ARENA_MAX = -8  # glibc's mallopt parameter (malloc.h)
MALLOC_ARENAS = 2


def _libc() -> Any:
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None


def few_malloc_arenas() -> None:
    """glibc gives threads malloc arenas of their own (up to eight a core), and a megabyte request read and
    parsed in one of them leaves it holding the memory. Elsewhere than glibc, nothing."""
    libc = _libc()
    if libc is not None and hasattr(libc, "mallopt"):
        libc.mallopt(M_ARENA_MAX, MALLOC_ARENAS)


def give_memory_back() -> None:
    """Return freed heap pages to the system (glibc keeps them otherwise, after a burst of large answers)."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)


def allow_connections(wanted: int) -> None:
    """Raise this process's limit of open files (its soft limit, up to the hard one) to hold ``wanted``."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))


# The longest head gunicorn's parser reads before refusing it (its request line and header limits).
HEAD_LIMIT = 4096 + 50 * (8190 + 2) + 4


class EventLoopWorker(base.Worker):  # type: ignore[misc]  # gunicorn ships no type information
    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.connections: dict[int, Connection] = {}
        self.idle: dict[Connection, None] = {}  # oldest first: the first evicted when connections run out
        self.timers: list[tuple[float, int, int, Connection]] = []
        self.order = itertools.count()
        self.completed: deque[tuple[Connection, Job]] = deque()  # judged (or found late), for the loop
        self.held = 0  # bytes of the answers being written, whole until their last byte is sent
        self.freed = 0
        self.accepting = False  # the listening sockets are watched
        # The fair share of connections (shares.py): this process's slot (None: it accepts greedily), when its pause
        # began (0: not paused), what the others had accepted then, and whether they took none during it (then this
        # process takes what waits, all of it).
        self.share_slot: int | None = None  # given by the arbiter before the fork (gunicorn_conf.pre_fork)
        self.paused_since = 0.0
        self.accepted_elsewhere = 0
        self.take_all = False
        self.gauges = (-1, -1, -1)  # judges busy, requests waiting, connections open: as last set

    # ---- start and stop

    def init_process(self) -> None:
        util.write_error = write_problem  # gunicorn's own refusals, as problem+json
        few_malloc_arenas()  # before any thread starts
        allow_connections(self.cfg.worker_connections + 64)
        self.selector = selectors.DefaultSelector()
        # The judges wake the loop through a pipe (not a socket pair: a worker's sockets are its connections).
        self.wake_reader, self.wake_writer = os.pipe()
        os.set_blocking(self.wake_reader, False)
        os.set_blocking(self.wake_writer, False)
        self.judges = Judges(JUDGES, QUEUE_WAIT, QUEUE_LIMIT)
        self.trusted = frozenset(self.cfg.forwarded_allow_ips) if isinstance(self.cfg.forwarded_allow_ips, list) \
            else frozenset({"*"})
        if metrics.ENABLED:
            metrics.JUDGES.set(JUDGES)
        super().init_process()

    def handle_exit(self, sig: int, frame: Any) -> None:
        self.alive = False
        self._wake()

    def handle_quit(self, sig: int, frame: Any) -> None:
        self.judges.stop()
        super().handle_quit(sig, frame)

    def run(self) -> None:
        self.judges.start()
        self.selector.register(self.wake_reader, selectors.EVENT_READ, self._on_wake)
        stop_by: float | None = None
        while True:
            self.notify()
            now = time.monotonic()
            if self.alive:
                self._accept_while(len(self.connections) < self.cfg.worker_connections or bool(self.idle), now)
            elif stop_by is None:
                stop_by = now + self.cfg.graceful_timeout
                self._accept_while(False, now)
                for conn in list(self.idle):
                    self._set_deadline(conn, min(conn.deadline, now + DRAIN_SECONDS))
            if stop_by is not None and (not self.connections or now > stop_by):
                break
            if self.ppid != os.getppid():
                self.log.info("Parent changed, shutting down: %s", self)
                break
            wait = 1.0 if not self.timers else min(1.0, max(0.0, self.timers[0][0] - now))
            if self.paused_since:
                wait = min(wait, POLL)
            try:
                events = self.selector.select(wait)
            except InterruptedError:
                continue
            for key, mask in events:
                key.data(key.fileobj, mask)
            self._expire(time.monotonic())
            if metrics.ENABLED:
                self._set_gauges()
            if self.freed > 16 * 1024 * 1024 and not self.held:
                self.freed = 0
                give_memory_back()
        self.judges.stop()
        for conn in list(self.connections.values()):
            self._close(conn)
        self.selector.close()

    def _set_gauges(self) -> None:
        now = (self.judges.busy, self.judges.waiting, len(self.connections))
        if now != self.gauges:
            self.gauges = now
            metrics.JUDGES_BUSY.set(now[0])
            metrics.QUEUE_LENGTH.set(now[1])
            metrics.CONNECTIONS_OPEN.set(now[2])

    def ready(self) -> str | None:
        """Why this process takes no work now (draining after SIGTERM, or judging saturated: a request would
        be refused); None when it takes work."""
        if not self.alive:
            return "draining"
        if self.held > UNSENT_LIMIT or self.judges.saturated():
            return "saturated"
        return None

    # ---- accepting

    def _accept_while(self, taking: bool, now: float) -> None:
        """Watch the listening sockets while this process takes connections and is not leaving them to the others
        (a pause), and tell the other processes what it holds."""
        slot = self.share_slot
        if not taking:
            self.paused_since = 0.0  # nothing to wait for: a process that takes no connections does not poll
        if self.paused_since:
            assert slot is not None
            if fair_share(len(self.connections), SHARES.fewest_elsewhere(slot)):  # the others caught up
                self.paused_since = 0.0
            elif now - self.paused_since >= PAUSE:
                accepted = SHARES.accepted_elsewhere(slot)
                if accepted == self.accepted_elsewhere:  # none of them came: take what waits
                    self.paused_since = 0.0
                    self.take_all = True
                else:  # they are taking, not enough yet
                    self.paused_since, self.accepted_elsewhere = now, accepted
        if slot is not None:
            SHARES.publish(slot, len(self.connections) if taking else ABSENT)
        self._listen(taking and not self.paused_since)

    def _listen(self, enabled: bool) -> None:
        if enabled == self.accepting:
            return
        for listener in self.sockets:
            if enabled:
                listener.setblocking(False)
                self.selector.register(listener, selectors.EVENT_READ, self._accept)
            else:
                self.selector.unregister(listener)
        self.accepting = enabled

    def _accept(self, listener: Any, mask: int) -> None:
        slot = self.share_slot
        fair = slot is not None and not self.take_all
        self.take_all = False
        for _ in range(64):
            if fair and not fair_share(len(self.connections), SHARES.fewest_elsewhere(slot)):  # type: ignore[arg-type]
                self._pause_accepting()
                return
            try:
                sock, address = listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except ConnectionAbortedError:
                continue
            except OSError as error:
                if error.errno in (errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM):
                    self.log.warning("Cannot accept more connections: %s", error)
                    return
                raise
            if len(self.connections) >= self.cfg.worker_connections and self.idle:
                self._close(next(iter(self.idle)))  # the connection idle the longest makes room
            sock.setblocking(False)
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
            except OSError:
                pass  # not a TCP socket (a Unix one): nothing to bound
            conn = Connection(sock, address, listener.getsockname())
            self.connections[sock.fileno()] = conn
            self._become_idle(conn)
            if slot is not None:
                SHARES.publish(slot, len(self.connections))
                SHARES.count_accepted(slot)

    def _pause_accepting(self) -> None:
        """Leave the waiting connections to the processes holding fewer (the run loop resumes: ``_accept_while``)."""
        assert self.share_slot is not None
        self.paused_since = time.monotonic()
        self.accepted_elsewhere = SHARES.accepted_elsewhere(self.share_slot)
        self._listen(False)

    # ---- the connection's states

    def _watch(self, conn: Connection, events: int) -> None:
        if events == conn.events:
            return
        if not conn.events:
            self.selector.register(conn.sock, events, self._on_event)
        elif not events:
            self.selector.unregister(conn.sock)
        else:
            self.selector.modify(conn.sock, events, self._on_event)
        conn.events = events

    def _set_deadline(self, conn: Connection, when: float) -> None:
        conn.token += 1
        conn.deadline = when
        heapq.heappush(self.timers, (when, next(self.order), conn.token, conn))

    def _cancel_deadline(self, conn: Connection) -> None:
        conn.token += 1

    def _become_idle(self, conn: Connection) -> None:
        conn.state = IDLE
        self.idle[conn] = None
        self._set_deadline(conn, time.monotonic() + self.cfg.keepalive)
        self._watch(conn, selectors.EVENT_READ)

    def _start_reading(self, conn: Connection) -> None:
        self.idle.pop(conn, None)
        conn.state = READING
        conn.continued = False
        conn.request_id = new_request_id()
        conn.started = time.perf_counter()
        conn.method = conn.path = ""
        conn.bytes_in = 0
        self._set_deadline(conn, time.monotonic() + READ_TIMEOUT)
        self._watch(conn, selectors.EVENT_READ)

    def _close(self, conn: Connection) -> None:
        if conn.state == CLOSED:
            return
        if conn.events:
            self._watch(conn, 0)
        self._cancel_deadline(conn)
        self.idle.pop(conn, None)
        self.connections.pop(conn.sock.fileno(), None)
        self.held -= len(conn.out)
        self.freed += len(conn.out)
        conn.out = b""
        conn.state = CLOSED
        try:
            conn.sock.close()
        except OSError:
            pass

    def _expire(self, now: float) -> None:
        while self.timers and self.timers[0][0] <= now:
            _, _, token, conn = heapq.heappop(self.timers)
            if token != conn.token or conn.state == CLOSED:
                continue
            if conn.deadline > now:  # moved later since (a write that made progress)
                heapq.heappush(self.timers, (conn.deadline, next(self.order), token, conn))
                continue
            if conn.state == READING:
                self.log.warning("Request from %s not complete within %g s: 408", _ip(conn), READ_TIMEOUT)
                self._refuse(conn, problem_bytes(
                    408, f"The request did not arrive whole within {READ_TIMEOUT:g} seconds of its first byte.",
                    request_id=conn.request_id))
            elif conn.state == BUSY:
                if conn.job is not None and self.judges.withdraw(conn.job):
                    conn.job = None
                    self._shed(conn, max(1.0, self.judges.expected_wait()), "the request waited too long for a judge")
            elif conn.state == WRITING:
                self.log.info("Client %s read nothing of its answer for %g s: connection closed", _ip(conn),
                              SEND_TIMEOUT)
                self._close(conn)
            else:
                self._close(conn)

    # ---- events

    def _on_event(self, sock: socket.socket, mask: int) -> None:
        conn = self.connections.get(sock.fileno())
        if conn is None:
            return
        if mask & selectors.EVENT_WRITE and conn.state == WRITING:
            self._write(conn)
        elif mask & selectors.EVENT_READ:
            self._read(conn)

    def _read(self, conn: Connection) -> None:
        try:
            data = conn.sock.recv(READ_SIZE)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._close(conn)
            return
        if conn.state == DRAINING:
            conn.drained += len(data)
            if not data or conn.drained > DRAIN_BYTES:
                self._close(conn)
            return
        if not data:
            if conn.state == READING and conn.buffer:
                # Cut short: the parser says what is missing (400), and the connection closes.
                self._dispatch(conn, Framed(Scan.HANDOVER, len(conn.buffer), must_close=True))
            else:
                self._close(conn)
            return
        if conn.state == IDLE:
            self._start_reading(conn)
        conn.buffer += data
        self._frame(conn)

    def _frame(self, conn: Connection) -> None:
        framed = conn.framer.scan(conn.buffer)
        if framed.scan is Scan.INCOMPLETE:
            if conn.framer.wants_continue and not conn.continued and len(conn.buffer) == conn.framer.head_end:
                conn.continued = True  # the client waits for this before it sends the body
                try:
                    conn.sock.send(b"HTTP/1.1 100 Continue\r\n\r\n")
                except OSError:
                    pass
            return
        if framed.scan is Scan.TOO_LARGE:
            self._refuse(conn, problem_bytes(
                413, f"The request body is larger than the limit of {BODY_LIMIT} bytes.", request_id=conn.request_id))
            return
        self._dispatch(conn, framed)

    def _dispatch(self, conn: Connection, framed: Framed) -> None:
        raw = bytes(conn.buffer[:framed.end])
        conn.bytes_in = len(raw)
        del conn.buffer[:framed.end]
        conn.framer.reset()
        if framed.must_close:
            conn.buffer.clear()
            conn.close_after = True
        conn.state = BUSY
        self._cancel_deadline(conn)
        self._watch(conn, 0)
        self.idle.pop(conn, None)
        try:
            req = next(RequestParser(self.cfg, iter([raw]), conn.address))
        except (NoMoreData, StopIteration):
            self._refuse(conn, problem_bytes(400, "The request ended before it was complete.",
                                             request_id=conn.request_id))
            return
        except Exception as error:  # gunicorn's refusals: 400, 414, 431, 501...
            collected = Collected(conn.request_id)
            self.handle_error(None, collected, conn.address, error)
            self._observe_own(conn, collected.data)
            self._answer(conn, collected.data, close=True)
            return
        req._expected_100_continue = False  # answered by the loop, if at all
        conn.method, conn.path = req.method, req.path
        sent_id = next((value for name, value in req.headers if name == "X-REQUEST-ID"), None)
        if sent_id is not None:
            conn.request_id = choose_request_id(sent_id, conn.address, self.trusted)
        problem = request_problem(req)
        if problem is not None:
            self._refuse(conn, problem_bytes(*problem, request_id=conn.request_id))
            return
        if req.path == HEALTH_PATH and req.method in ("GET", "HEAD"):
            self._answer(conn, *self._serve(conn, req))
            return
        if req.path == READY_PATH and req.method in ("GET", "HEAD"):
            self._answer_readiness(conn, req.method == "HEAD")
            return
        if self.held > UNSENT_LIMIT:
            self._shed(conn, 1.0, UNREAD)
            return
        job = Job(lambda: self._judge(conn, req), lambda done: self._post(conn, done))
        retry = self.judges.submit(job)
        if retry is not None:
            self._shed(conn, retry, "every judge is busy")
            return
        conn.job = job
        self._set_deadline(conn, job.queued_at + QUEUE_WAIT)  # then withdrawn if no judge has taken it

    def _shed(self, conn: Connection, retry_after: float, why: str) -> None:
        self._refuse(conn, self._shed_answer(conn, retry_after, why))

    def _shed_answer(self, conn: Connection, retry_after: float, why: str) -> bytes:
        self.log.info("Request from %s refused (503): %s", _ip(conn), why, extra={"request_id": conn.request_id})
        return problem_bytes(
            503, f"The server is too busy to judge this request now ({why}): try again in {retry_after:g} s.",
            (("Retry-After", f"{retry_after:.0f}"),), request_id=conn.request_id)

    def _answer_readiness(self, conn: Connection, head_only: bool) -> None:
        """The readiness check, answered by the loop (never behind a judge): 200 while this process takes work,
        else 503 saying why, so that a balancer sends work elsewhere until it is ready again."""
        why = self.ready()
        if why is None:
            data = ready_bytes(conn.request_id, head_only)
        else:
            data = problem_bytes(503, f"This instance takes no work now: {why}.", (("Retry-After", "1"),),
                                 request_id=conn.request_id)
        self._observe_own(conn, data, operation="readiness", probe=True)
        self._answer(conn, data, close=why is not None)

    def _observe_own(self, conn: Connection, data: bytes | bytearray, operation: str = metrics.OTHER_OPERATION,
                     probe: bool = False) -> None:
        """Count and log an answer the worker made itself (the app's are counted by observed.py)."""
        status = int(data[9:12])
        seconds = time.perf_counter() - conn.started if conn.started else 0.0
        if metrics.ENABLED:
            metrics.count_answer(operation, status, None, seconds, probe)
        if logs.JSON:
            logs.access(conn.method or "-", conn.path or "-", status, seconds, conn.bytes_in or len(conn.buffer),
                        len(data), conn.request_id or new_request_id())

    # ---- judging, in a judge's thread

    def _judge(self, conn: Connection, req: Any) -> None:
        if self.held > UNSENT_LIMIT:  # seen again now: the answers built while this one waited count too
            shed = self._shed_answer(conn, 1.0, UNREAD)
            self._observe_own(conn, shed)
            conn.answer = (shed, True)
            return
        conn.answer = self._serve(conn, req)

    def _post(self, conn: Connection, job: Job) -> None:
        self.completed.append((conn, job))
        self._wake()

    def _serve(self, conn: Connection, req: Any) -> tuple[bytes | bytearray, bool]:
        """Run the application for ``req``: its whole answer, and whether the connection closes after it."""
        collected = Collected()
        resp = None
        environ: dict[str, Any] = {}
        started = datetime.now()
        try:
            resp, environ = wsgi.create(req, collected, conn.address, conn.server, self.cfg)
            environ["wsgi.multithread"] = True
            environ[REQUEST_ID] = conn.request_id
            if conn.close_after or not self.alive:
                resp.force_close()
            answer = self.wsgi(environ, resp.start_response)
            try:
                if isinstance(answer, environ["wsgi.file_wrapper"]):
                    resp.write_file(answer)
                else:
                    for item in answer:
                        resp.write(item)
                resp.close()
            finally:
                if hasattr(answer, "close"):
                    answer.close()
                self._log_access(conn, resp, req, environ, datetime.now() - started, len(collected.data))
            return collected.data, resp.should_close()
        except Exception:
            self.log.exception("Error handling request %s %s", req.method, req.uri,
                               extra={"request_id": conn.request_id})
            if resp is not None and resp.headers_sent:
                return collected.data, True  # the head is out: the client sees the answer cut short
            failed = problem_bytes(500, "An unexpected error occurred on the server.", request_id=conn.request_id)
            self._observe_own(conn, failed)
            return failed, True

    def _log_access(self, conn: Connection, resp: Any, req: Any, environ: dict[str, Any], took: Any, size: int) -> None:
        if not logs.JSON:
            self.log.access(resp, req, environ, took)
            return
        outcome: Outcome | None = environ.get(OUTCOME)
        status = outcome.status if outcome is not None else int(str(resp.status).split(None, 1)[0])
        logs.access(req.method, req.path, status, took.total_seconds(), conn.bytes_in, size, conn.request_id,
                    outcome.verdicts if outcome is not None else None)

    # ---- answers, back in the loop

    def _wake(self) -> None:
        try:
            os.write(self.wake_writer, b"\0")
        except OSError:
            pass  # the pipe is full: the loop is awake already

    def _on_wake(self, pipe: int, mask: int) -> None:
        try:
            while os.read(self.wake_reader, 4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass
        while self.completed:
            conn, job = self.completed.popleft()
            conn.job = None
            if conn.state == CLOSED:
                continue
            if job.late:  # a judge took it past its wait: never run
                self._shed(conn, max(1.0, self.judges.expected_wait()), "the request waited too long for a judge")
            else:
                data, close = conn.answer
                conn.answer = (b"", True)
                self._answer(conn, data, close)

    def _refuse(self, conn: Connection, answer: bytes) -> None:
        self._observe_own(conn, answer)
        conn.buffer.clear()
        self._answer(conn, answer, close=True)

    def _answer(self, conn: Connection, data: bytes | bytearray, close: bool) -> None:
        conn.state = WRITING
        conn.out = data
        conn.sent = 0
        conn.close_after = conn.close_after or close
        self.held += len(data)
        self._set_deadline(conn, time.monotonic() + SEND_TIMEOUT)
        self._write(conn)

    def _write(self, conn: Connection) -> None:
        view = memoryview(conn.out)
        try:
            while conn.sent < len(view):
                conn.sent += conn.sock.send(view[conn.sent:conn.sent + WRITE_SIZE])
        except (BlockingIOError, InterruptedError):
            conn.deadline = time.monotonic() + SEND_TIMEOUT  # progress, or a first wait: the timer follows
            self._watch(conn, selectors.EVENT_WRITE)
            return
        except OSError as error:
            self.log.info("Client %s went away before its answer was sent (%s)", _ip(conn), error.strerror,
                          extra={"request_id": conn.request_id})
            self._close(conn)
            return
        finally:
            view.release()
        self.held -= len(conn.out)
        self.freed += len(conn.out)
        conn.out = b""
        conn.sent = 0
        if conn.close_after:
            self._linger(conn)
        elif conn.buffer:  # a pipelined request, already (partly) here
            self._start_reading(conn)
            self._frame(conn)
        else:
            self._become_idle(conn)

    def _linger(self, conn: Connection) -> None:
        """Close after a final answer as RFC 9112 §9.6 asks: a FIN first, then read and drop what the client
        still sends for a while, so that its unread bytes do not make the kernel reset the answer away."""
        try:
            conn.sock.shutdown(socket.SHUT_WR)
        except OSError:
            self._close(conn)
            return
        conn.state = DRAINING
        conn.drained = 0
        self._set_deadline(conn, time.monotonic() + DRAIN_SECONDS)
        self._watch(conn, selectors.EVENT_READ)


def _ip(conn: Connection) -> str:
    address = conn.address
    return str(address[0]) if isinstance(address, tuple) and address else "?"

"""Load with wrk (Debian's package): the mixed traffic, running wrk, and reading what it counted.

The mix is the requests of openapi.yaml's examples and of the corpus's bases (valid), plus a choice
of hostile cases from corpus.yaml (invalid: 400, 404, 405, 413, 415, 422). Each request's expected
status is what the app answers in-process, checked first against the corpus's own expectation, so a
load run proves the exact answers and not only "no 5xx".
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from flask import Flask

from .corpus import CORPUS, OPENAPI, Case, named

MIXED_LUA = Path(__file__).parent / "mixed.lua"

# The invalid part of the mix, by corpus name: cheap for the server, but every kind of refusal.
HOSTILE = [
    "a trailing comma",
    "a record cut in the middle of a card code",
    "a duplicated top-level key",
    "NaN",
    "1e999",
    "an unknown code",
    "an unknown card deep in a record",
    "lower-case codes",
    "1e308 as a seat",
    "no Content-Type",
    "text/plain",
    "one byte over the limit",
    "an unknown rule set",
    "a query string is ignored",
    "DELETE /v1/scores",
    "GET /v1/hands/adjudicate",
    "PUT /healthz",
    "GET /admin",
    '/v1/scores /taker = "0"',
    "/v1/hands/adjudicate /hands/0/0 = 1",
]


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    headers: tuple[tuple[str, str], ...]
    body: bytes | None
    expect: int
    name: str


def build_mix(app: Flask) -> list[Request]:
    """The mixed traffic, each request with the status the app gives it in-process."""
    json_headers = (("Content-Type", "application/json"),)
    valid: list[tuple[str, str, tuple[tuple[str, str], ...], bytes | None, str]] = []
    for path, operations in OPENAPI["paths"].items():
        post = operations.get("post")
        if post:
            for name, example in post["requestBody"]["content"]["application/json"].get("examples", {}).items():
                valid.append(("POST", path, json_headers, json.dumps(example["value"]).encode(), name))
    for path, base in CORPUS["bases"].items():
        valid.append(("POST", path, json_headers, json.dumps(base).encode(), f"base of {path}"))
    for path in ("/v1/rulesets", "/v1/rulesets/french-tarot", "/healthz"):
        valid.append(("GET", path, (), None, f"GET {path}"))
    client = app.test_client()
    mix = []
    for method, path, headers, body, name in valid:
        status = client.open(path, method=method, headers=list(headers), data=body).status_code
        assert status < 500, f"{name}: {status}"
        mix.append(Request(method, path, headers, body, status, name))
    for name in HOSTILE:
        case: Case = named(name)
        status = client.open(case.path, method=case.method, headers=list(case.headers), data=case.body).status_code
        assert status == case.expect, f"{name}: {status}, the corpus says {case.expect}"
        mix.append(Request(case.method, case.path, case.headers, case.body, status, name))
    return mix


def lua_string(data: bytes) -> str:
    return '"' + "".join(chr(b) if 32 <= b < 127 and b not in b'"\\' else f"\\{b:03d}" for b in data) + '"'


def write_mix(mix: list[Request], path: Path) -> Path:
    entries = []
    for request in mix:
        headers = ", ".join(f"[{lua_string(n.encode())}] = {lua_string(v.encode())}" for n, v in request.headers)
        body = lua_string(request.body) if request.body is not None else "nil"
        entries.append(
            f"  {{method = {lua_string(request.method.encode())}, path = {lua_string(request.path.encode())}, "
            f"headers = {{{headers}}}, body = {body}}},"
        )
    path.write_text("return {\n" + "\n".join(entries) + "\n}\n")
    return path


def wrk_binary() -> str:
    found = shutil.which("wrk")
    if not found:
        raise RuntimeError("wrk is not installed: apt-get install -y --no-install-recommends wrk (.ci/run does)")
    return found


@dataclass
class WrkRun:
    seconds: float
    connections: int
    requests: int
    sent: list[int]
    statuses: Counter[int]
    socket_errors: dict[str, int]
    p50_ms: float
    p99_ms: float
    max_ms: float
    output: str

    @property
    def errors(self) -> int:
        return sum(self.socket_errors.values())

    @property
    def server_errors(self) -> int:
        return sum(count for status, count in self.statuses.items() if status >= 500)

    def summary(self) -> str:
        statuses = " ".join(f"{status}:{count}" for status, count in sorted(self.statuses.items()))
        return (
            f"{self.requests} requests in {self.seconds:.0f} s ({self.requests / self.seconds:.0f}/s), "
            f"socket errors {self.errors} {self.socket_errors}, 5xx {self.server_errors}, "
            f"latency p50 {self.p50_ms:.1f} ms p99 {self.p99_ms:.1f} ms max {self.max_ms:.0f} ms; statuses {statuses}"
        )

    def unexpected(self, mix: list[Request], lost: int = 0) -> dict[int, tuple[int, int]]:
        """Statuses whose count is not what was sent for them: {status: (sent, seen)}.

        A status may never be seen more often than it was sent, and no other status may appear. It
        may fall short by the requests left in flight when wrk stops (one per connection), by one
        more (wrk calls request() once at start to check the script: counted, never sent), and by
        ``lost`` requests that a test expects to lose."""
        expected: Counter[int] = Counter()
        for request, sent in zip(mix, self.sent, strict=True):
            expected[request.expect] += sent
        slack = self.connections + 1 + lost
        wrong = {}
        for status in expected.keys() | self.statuses.keys():
            seen, wanted = self.statuses.get(status, 0), expected.get(status, 0)
            if not wanted - slack <= seen <= wanted:
                wrong[status] = (wanted, seen)
        return wrong


@dataclass
class Wrk:
    """wrk running in the background: ``start()``, then ``result()`` once it has finished."""

    url: str
    mix_file: Path
    seconds: int
    threads: int = 2
    connections: int = 8
    process: subprocess.Popen[str] | None = None
    started: float = 0.0
    _output: list[str] = field(default_factory=list)

    def start(self) -> Wrk:
        command = [
            wrk_binary(),
            f"-t{self.threads}",
            f"-c{self.connections}",
            f"-d{self.seconds}s",
            "--timeout",
            "5s",
            "-s",
            str(MIXED_LUA),
            self.url,
        ]
        env = {"ARBITRE_MIX": str(self.mix_file), "PATH": "/usr/bin:/bin"}
        self.started = time.monotonic()
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return self

    def result(self) -> WrkRun:
        assert self.process is not None
        output, _ = self.process.communicate(timeout=self.seconds + 60)
        assert self.process.returncode == 0, output
        return parse_wrk(output, self.seconds, self.connections)


def parse_wrk(output: str, seconds: float, connections: int) -> WrkRun:
    requests = int(re.search(r"(\d+) requests in", output).group(1))  # type: ignore[union-attr]
    errors = {"connect": 0, "read": 0, "write": 0, "timeout": 0}
    found = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    if found:
        errors = dict(zip(errors, map(int, found.groups()), strict=True))
    line = next(line for line in output.splitlines() if line.startswith("ARBITRE "))
    counted = json.loads(line.removeprefix("ARBITRE "))
    statuses = Counter({int(status): count for status, count in counted["statuses"].items()})
    return WrkRun(
        seconds=seconds,
        connections=connections,
        requests=requests,
        sent=counted["sent"],
        statuses=statuses,
        socket_errors=errors,
        p50_ms=counted["p50_us"] / 1000,
        p99_ms=counted["p99_us"] / 1000,
        max_ms=counted["max_us"] / 1000,
        output=output,
    )


@dataclass
class StampedLines:
    """Reads a process's output line by line in a thread and stamps each line with time.monotonic()."""

    stream: IO[bytes]
    lines: list[tuple[float, str]] = field(default_factory=list)
    thread: threading.Thread | None = None

    def start(self) -> StampedLines:
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()
        return self

    def _read(self) -> None:
        for raw in iter(self.stream.readline, b""):
            self.lines.append((time.monotonic(), raw.decode("utf-8", "replace").rstrip("\n")))

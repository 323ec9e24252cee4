"""The app's outermost WSGI layer: every answer gets its request id, is counted, timed and traced.

It runs in front of everything the app answers (``Arbitre.__call__``), the fast route's answers too, so that
an answer is observed the same way whichever path made it. The worker (``serving/worker.py``) counts and logs
the answers it makes itself (refusals, readiness) with the same functions, and writes the access line of this
layer's answers with what it leaves in the environ (``OUTCOME``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from . import logs, metrics, traces
from .logs import Verdicts, current_request_id
from .request_ids import ENVIRON_HEADER, HEADER, REQUEST_ID, choose_request_id, trusted_proxies

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment
    from opentelemetry.trace import Tracer

OUTCOME = "arbitre.outcome"
"""Where this layer leaves what the access line says of an answer (``Outcome``)."""
VERDICT = "arbitre.verdict"
"""Where the view of ``POST /v1/hands/adjudicate`` leaves its verdict (a dict), so that it is not read back from
the answer's bytes (a batch's verdicts are)."""
VERDICT_OPERATIONS = frozenset({"adjudicateHand", "adjudicateHands"})


@dataclass(frozen=True)
class Outcome:
    status: int
    bytes_out: int
    verdicts: Verdicts | None


class Operations:
    """openapi.yaml's operations by method and path: a request's ``operationId`` and route, or ``other``."""

    def __init__(self, document: Mapping[str, Any]):
        self.exact: dict[tuple[str, str], str] = {}
        self.templated: list[tuple[str, re.Pattern[str], str, str]] = []
        for path, described in document["paths"].items():
            for method, operation in described.items():
                if not isinstance(operation, dict) or "operationId" not in operation:
                    continue
                methods = [method.upper()] + (["HEAD"] if method == "get" else [])
                for name in methods:
                    if "{" in path:
                        pattern = re.compile(re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)))
                        self.templated.append((name, pattern, operation["operationId"], path))
                    else:
                        self.exact[(name, path)] = operation["operationId"]

    def find(self, method: str, path: str) -> tuple[str, str]:
        """The operation's id and its route (openapi.yaml's path), or ``other`` and the path."""
        found = self.exact.get((method, path))
        if found is not None:
            return found, path
        for name, pattern, operation, route in self.templated:
            if name == method and pattern.fullmatch(path):
                return operation, route
        return metrics.OTHER_OPERATION, path


def verdicts_of(operation: str, body: bytes, given: Any = None) -> tuple[Verdicts, list[dict[str, Any]]] | None:
    """The verdicts of a 200 answer of an adjudication (one, or a batch's slots that are verdicts): ``given``, the
    view's own, or else read from the answer."""
    if operation not in VERDICT_OPERATIONS:
        return None
    if isinstance(given, dict):
        answer: Any = given
    else:
        try:
            answer = orjson.loads(body)
        except orjson.JSONDecodeError:
            return None
    if operation == "adjudicateHand":
        judged = [answer] if isinstance(answer, dict) and "legal" in answer else []
    else:
        judged = [slot for slot in answer.get("verdicts", ()) if isinstance(slot, dict) and "legal" in slot]
    violations = sum(len(verdict.get("violations") or ()) for verdict in judged)
    if operation == "adjudicateHand":
        return Verdicts(judged[0].get("status") if judged else None, violations), judged
    return Verdicts(None, violations, len(judged)), judged


def verdict_facts(verdict: Mapping[str, Any]) -> dict[str, Any]:
    """What the metrics, the log line and the span read of a verdict: the rest of it (its tricks, its score) need
    not be kept until the answer is sent (a batch keeps one such dict a record instead of its whole verdict,
    which made the garbage collector's walks cost more than judging, measured)."""
    facts = {name: verdict[name] for name in ("legal", "status", "violations", "game_level") if name in verdict}
    ruling = verdict.get("ruling")
    if isinstance(ruling, dict):
        facts["ruling"] = {"outcome": ruling.get("outcome")}
    return facts


def ruleset_of(verdict: Mapping[str, Any]) -> str:
    """The rule set a verdict was given under, by its shape: only Zwanzigerrufen's has a game level."""
    return "zwanzigerrufen" if "game_level" in verdict else "french-tarot"


class Observed:
    """See the module's docstring. ``inner`` is asked for the app's WSGI callable at each request, so that a
    layer put on ``app.wsgi_app`` later is still behind this one."""

    def __init__(self, inner: Callable[[], WSGIApplication], operations: Operations, tracer: Tracer | None):
        self.inner = inner
        self.operations = operations
        self.tracer = tracer
        self.trusted = trusted_proxies()

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        started = time.perf_counter()
        request_id = environ.get(REQUEST_ID)
        if request_id is None:
            request_id = choose_request_id(environ.get(ENVIRON_HEADER), environ.get("REMOTE_ADDR"), self.trusted)
            environ[REQUEST_ID] = request_id
        operation, route = self.operations.find(environ.get("REQUEST_METHOD", ""), environ.get("PATH_INFO", ""))
        span = traces.start_span(self.tracer, environ, operation, route) if self.tracer is not None else None
        token = current_request_id.set(request_id)
        head: list[Any] = []

        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Callable[[bytes], object]:
            headers.append((HEADER, request_id))
            head[:] = [status, headers]
            return start_response(status, headers, exc_info)

        try:
            answer = self.inner()(environ, start)
            try:
                chunks = list(answer)
            finally:
                close = getattr(answer, "close", None)
                if close is not None:
                    close()
        finally:
            current_request_id.reset(token)
        status = int(head[0][:3]) if head else 500
        body = chunks[0] if len(chunks) == 1 else b"".join(chunks)
        # The verdicts are read back from the answer only for someone who will see them.
        seen = metrics.ENABLED or logs.JSON or span is not None
        found = verdicts_of(operation, body, environ.get(VERDICT)) if status == 200 and seen else None
        if metrics.ENABLED:
            language = next((value for name, value in head[1] if name == "Content-Language"), None) if head else None
            metrics.count_answer(operation, status, language, time.perf_counter() - started)
            if found is not None:
                for verdict in found[1]:
                    ruling = verdict.get("ruling")
                    metrics.count_verdict(str(verdict.get("status")), bool(verdict.get("legal")),
                                          [str(violation.get("code")) for violation in verdict.get("violations") or ()],
                                          ruling.get("outcome") if isinstance(ruling, dict) else None)
        environ[OUTCOME] = Outcome(status, len(body), found[0] if found is not None else None)
        if span is not None:
            first = found[1][0] if found is not None and found[1] else None
            traces.end_span(span, status, request_id, ruleset_of(first) if first is not None else None,
                            found[0].status if found is not None else None)
        return chunks

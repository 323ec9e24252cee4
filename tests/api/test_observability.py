"""What an operator sees, in-process: request ids, the metrics each answer counts, the log lines, the spans.

(Under gunicorn, with several processes, nginx and a killed worker: tests/fire/test_observability.py.)
"""

from __future__ import annotations

import io
import logging
import sys
import threading
from collections.abc import Iterator, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import orjson
import pytest
import yaml
from flask import Flask
from flask.testing import FlaskClient
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client.parser import text_string_to_metric_families

from service import create_app
from service.observability import traces
from service.observability.logs import JsonFormatter
from service.observability.request_ids import choose_request_id
from service.settings import choice, setting_problem
from service.wire import operations

SCORE = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}
REPO_ROOT = Path(__file__).resolve().parents[2]


def hand_examples() -> dict[str, Any]:
    document = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    examples = document["paths"]["/v1/hands/adjudicate"]["post"]["requestBody"]["content"]["application/json"]
    return {name: example["value"] for name, example in examples["examples"].items()}


def samples(client: FlaskClient) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Every sample /metrics serves, by name and labels."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    return {(sample.name, frozenset(sample.labels.items())): sample.value
            for family in text_string_to_metric_families(response.get_data(as_text=True)) for sample in family.samples}


def value(found: Mapping[tuple[str, frozenset[tuple[str, str]]], float], name: str, **labels: str) -> float:
    return found.get((name, frozenset(labels.items())), 0.0)


# ---- request ids


def test_every_answer_and_problem_carries_the_request_id(client: FlaskClient) -> None:
    answers = [client.get("/healthz"), client.get("/v1/rulesets"), client.get("/nowhere"),
               client.post("/v1/scores", data=b"{", content_type="application/json"),
               client.post("/v1/hands/adjudicate", json=hand_examples()["completeHand"])]
    ids = [answer.headers["X-Request-ID"] for answer in answers]
    assert len(set(ids)) == len(ids) and all(len(made) == 32 for made in ids)
    for answer in answers:
        if answer.status_code >= 400:
            assert answer.get_json()["request_id"] == answer.headers["X-Request-ID"]


def test_an_id_is_believed_only_from_a_trusted_proxy() -> None:
    assert choose_request_id("from-the-proxy-1", ("10.0.0.1", 4242), {"10.0.0.1"}) == "from-the-proxy-1"
    assert choose_request_id("from-the-proxy-1", "10.0.0.1", {"*"}) == "from-the-proxy-1"
    assert choose_request_id("from-a-client", ("10.0.0.2", 4242), {"10.0.0.1"}) != "from-a-client"
    assert choose_request_id("from-a-client", ("10.0.0.1", 4242), set()) != "from-a-client"
    for unplain in ("two words", "x" * 129, "", "line\r\nbreak", "é"):
        assert choose_request_id(unplain, "10.0.0.1", {"*"}) != unplain


def test_the_app_keeps_a_trusted_proxys_id(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORWARDED_ALLOW_IPS", "127.0.0.1")
    behind = create_app({"TESTING": True}).test_client()
    sent = {"X-Request-ID": "proxy-7f3a"}
    assert behind.get("/nowhere", headers=sent, environ_base={"REMOTE_ADDR": "127.0.0.1"}).get_json()["request_id"] \
        == "proxy-7f3a"
    assert behind.get("/nowhere", headers=sent, environ_base={"REMOTE_ADDR": "192.0.2.9"}).get_json()["request_id"] \
        != "proxy-7f3a"


# ---- metrics


def test_answers_are_counted_by_operation_status_and_language(client: FlaskClient) -> None:
    before = samples(client)
    examples = hand_examples()
    for name in ("completeHand", "arbitratedRevoke", "zwanzigerrufenSolo"):
        assert client.post("/v1/hands/adjudicate", json=examples[name], headers={"Accept-Language": "de"}
                           ).status_code == 200
    batch = client.post("/v1/hands/adjudicate-batch", json={"records": [examples["arbitratedRevoke"]] * 3})
    assert batch.status_code == 200
    assert client.post("/v1/scores", data=b"{", content_type="application/json").status_code == 400
    assert client.post("/v1/scores", data=b"{}", content_type="text/plain").status_code == 415
    assert client.get("/admin").status_code == 404
    after = samples(client)

    def grew(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert grew("arbitre_requests_total", operation="adjudicateHand", status="200", language="de") == 3
    assert grew("arbitre_requests_total", operation="adjudicateHands", status="200", language="en") == 1
    assert grew("arbitre_requests_total", operation="scoreHand", status="400", language="en") == 1
    assert grew("arbitre_requests_total", operation="scoreHand", status="415", language="en") == 1
    assert grew("arbitre_requests_total", operation="other", status="404", language="en") == 1
    assert grew("arbitre_request_duration_seconds_count", operation="adjudicateHand") == 3
    assert grew("arbitre_problems_total", status="400") == 1
    assert grew("arbitre_problems_total", status="415") == 1
    assert grew("arbitre_refused_requests_total", status="415") == 1
    assert grew("arbitre_refused_requests_total", status="400") == 0
    # The revoke is illegal and ruled on, alone and three times in the batch; the other two are legal.
    revoke = client.post("/v1/hands/adjudicate", json=examples["arbitratedRevoke"]).get_json()
    codes = [violation["code"] for violation in revoke["violations"]]
    assert codes
    for code in set(codes):
        assert grew("arbitre_violations_total", code=code) == 4 * codes.count(code)
    assert grew("arbitre_verdicts_total", status=revoke["status"], legal="false") == 4
    assert grew("arbitre_rulings_total", outcome=revoke["ruling"]["outcome"]) == 4
    assert grew("arbitre_verdicts_total", status="complete", legal="true") == 2
    assert value(after, "arbitre_build_info", version="0.1.0", compiled="false") + \
        value(after, "arbitre_build_info", version="0.1.0", compiled="true") == 1


def test_metrics_kept_off_the_service_port(client: FlaskClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARBITRE_METRICS_PORT", "9100")
    assert client.get("/metrics").status_code == 404


def test_the_choice_settings_are_checked() -> None:
    assert choice("ARBITRE_METRICS", {}) == "on"
    assert choice("ARBITRE_LOG_FORMAT", {"ARBITRE_LOG_FORMAT": "Plain"}) == "plain"
    assert setting_problem({"ARBITRE_METRICS": "yes"}) == "ARBITRE_METRICS must be on or off, not 'yes'"
    assert setting_problem({"ARBITRE_METRICS_PORT": "70000"}) is not None
    with pytest.raises(SystemExit, match="ARBITRE_LOG_FORMAT must be json or plain"):
        choice("ARBITRE_LOG_FORMAT", {"ARBITRE_LOG_FORMAT": "xml"})


# ---- logs


@pytest.fixture
def json_log() -> Iterator[io.StringIO]:
    """What the root logger writes while the test runs, as the JSON lines gunicorn's configuration writes."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield stream
    finally:
        root.removeHandler(handler)


@pytest.mark.off_contract
def test_a_500_is_logged_once_with_its_traceback_and_request_id(client: FlaskClient, monkeypatch: pytest.MonkeyPatch,
                                                                json_log: io.StringIO) -> None:
    def broken(summary: Mapping[str, Any]) -> dict[str, Any]:
        raise RuntimeError("a bug")

    monkeypatch.setattr(operations, "score_summary", broken)
    response = client.post("/v1/scores", json=SCORE)
    assert response.status_code == 500
    lines = [orjson.loads(line) for line in json_log.getvalue().splitlines()]
    (logged,) = [line for line in lines if line["level"] == "error"]
    assert logged["request_id"] == response.get_json()["request_id"] == response.headers["X-Request-ID"]
    assert "RuntimeError: a bug" in logged["traceback"] and logged["traceback"].count("Traceback") == 1


def test_a_log_line_is_one_json_object() -> None:
    try:
        raise ValueError("two\nlines")
    except ValueError:
        record = logging.LogRecord("arbitre", logging.ERROR, __file__, 1, "failed: %s", ("x",), sys.exc_info())
    record.request_id = "abc"
    line = JsonFormatter().format(record)
    assert "\n" not in line
    parsed = orjson.loads(line)
    assert parsed["message"] == "failed: x" and parsed["request_id"] == "abc" and parsed["level"] == "error"
    assert parsed["time"].endswith("Z") and "ValueError: two\nlines" in parsed["traceback"]


# ---- traces


def test_tracing_is_off_unless_the_standard_settings_ask() -> None:
    assert not traces.tracing_wanted({})
    assert traces.tracing_wanted({"OTEL_EXPORTER_OTLP_ENDPOINT": "http://collector:4318"})
    assert traces.tracing_wanted({"OTEL_TRACES_EXPORTER": "otlp"})
    assert not traces.tracing_wanted({"OTEL_TRACES_EXPORTER": "none", "OTEL_EXPORTER_OTLP_ENDPOINT": "http://c:4318"})
    assert not traces.tracing_wanted({"OTEL_SDK_DISABLED": "true", "OTEL_TRACES_EXPORTER": "otlp"})


def traced_app(exporter: InMemorySpanExporter) -> Flask:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return create_app({"TESTING": True, "TRACER": provider.get_tracer("test")})


def test_a_request_is_one_span_with_its_operation_rule_set_and_verdict() -> None:
    exporter = InMemorySpanExporter()
    client = traced_app(exporter).test_client()
    parent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"
    answer = client.post("/v1/hands/adjudicate", json=hand_examples()["zwanzigerrufenSolo"],
                         headers={"traceparent": parent})
    (span,) = exporter.get_finished_spans()
    assert span.name == "POST /v1/hands/adjudicate"
    assert span.attributes is not None
    assert span.attributes["arbitre.operation"] == "adjudicateHand"
    assert span.attributes["arbitre.ruleset"] == "zwanzigerrufen"
    assert span.attributes["arbitre.verdict.status"] == answer.get_json()["status"]
    assert span.attributes["arbitre.request_id"] == answer.headers["X-Request-ID"]
    assert span.attributes["http.response.status_code"] == 200
    assert span.parent is not None and f"{span.parent.trace_id:032x}" == "0af7651916cd43dd8448eb211c80319c"
    client.get("/v1/rulesets/whist")
    spans = exporter.get_finished_spans()
    assert spans[-1].name == "GET /v1/rulesets/{ruleset_id}" and spans[-1].attributes is not None
    assert spans[-1].attributes["http.response.status_code"] == 404
    assert "arbitre.ruleset" not in spans[-1].attributes


class _Receiver(BaseHTTPRequestHandler):
    bodies: list[bytes] = []

    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        length = int(self.headers["Content-Length"])
        type(self).bodies.append(self.rfile.read(length) if self.path == "/v1/traces" else b"")
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def test_a_span_reaches_an_otlp_receiver(monkeypatch: pytest.MonkeyPatch) -> None:
    """The real OTLP exporter, configured by the standard settings, to a receiver in this process."""
    receiver = ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        monkeypatch.setenv("OTEL_EXPORTER_OTLP_ENDPOINT", f"http://127.0.0.1:{receiver.server_address[1]}")
        monkeypatch.setenv("OTEL_SERVICE_NAME", "arbitre-test")
        provider = traces.start_tracing()
        client = create_app({"TESTING": True, "TRACER": provider.get_tracer(traces.TRACER_NAME)}).test_client()
        answer = client.post("/v1/hands/adjudicate", json=hand_examples()["completeHand"])
        assert provider.force_flush(10_000)
        provider.shutdown()
    finally:
        receiver.shutdown()
    exported = ExportTraceServiceRequest()
    exported.ParseFromString(b"".join(_Receiver.bodies))
    (resource_spans,) = exported.resource_spans
    resource = {kv.key: kv.value.string_value for kv in resource_spans.resource.attributes}
    assert resource["service.name"] == "arbitre-test"
    spans = [span for scope in resource_spans.scope_spans for span in scope.spans]
    (span,) = spans
    attributes = {kv.key: kv.value for kv in span.attributes}
    assert span.name == "POST /v1/hands/adjudicate"
    assert attributes["arbitre.request_id"].string_value == answer.headers["X-Request-ID"]
    assert attributes["arbitre.ruleset"].string_value == "french-tarot"
    assert attributes["arbitre.verdict.status"].string_value == "complete"

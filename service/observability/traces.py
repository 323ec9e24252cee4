"""Traces with OpenTelemetry: one span a request, off unless the standard ``OTEL_*`` settings ask for it.

On when ``OTEL_TRACES_EXPORTER`` names an exporter other than ``none`` (``otlp`` is the one installed), or
when an OTLP endpoint is given (``OTEL_EXPORTER_OTLP_ENDPOINT``, ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``);
``OTEL_SDK_DISABLED=true`` keeps it off. The exporter then reads its own settings (endpoint, headers,
timeout: OTLP over HTTP with protobuf), and the resource its own (``OTEL_SERVICE_NAME``, default ``arbitre``;
``OTEL_RESOURCE_ATTRIBUTES``). Each gunicorn worker starts its provider after the fork (a batch processor's
thread does not survive one). A request's ``traceparent`` (W3C Trace Context) makes its span a child of the
caller's.

The span, named after the operation (``POST /v1/hands/adjudicate``), carries the request's method, route,
status and request id, the operation's id, and for a verdict the rule set and its status.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from opentelemetry import propagate, trace
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter

TRACER_NAME = "arbitre"
_PROPAGATED = (("traceparent", "HTTP_TRACEPARENT"), ("tracestate", "HTTP_TRACESTATE"))


def tracing_wanted(environment: Mapping[str, str]) -> bool:
    """Whether the standard OpenTelemetry settings in ``environment`` ask for traces."""
    if environment.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporter = environment.get("OTEL_TRACES_EXPORTER")
    if exporter is not None:
        return exporter.strip().lower() not in ("", "none")
    return bool(environment.get("OTEL_EXPORTER_OTLP_ENDPOINT") or environment.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT"))


def start_tracing(exporter: SpanExporter | None = None) -> TracerProvider:
    """A tracer provider whose spans go to ``exporter`` (the OTLP exporter, configured by its ``OTEL_*``
    settings, when none is given), batched by a thread of this process (a fork starts it again in the child)."""
    if exporter is None:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

        exporter = OTLPSpanExporter()
    provider = TracerProvider(resource=Resource.create({SERVICE_NAME: "arbitre"}).merge(Resource.create()))
    provider.add_span_processor(BatchSpanProcessor(exporter))
    return provider


def start_span(tracer: trace.Tracer, environ: Mapping[str, Any], operation: str, route: str) -> trace.Span:
    """The request's span, started now, as a child of the caller's ``traceparent`` if it sent one."""
    carrier = {name: environ[key] for name, key in _PROPAGATED if key in environ}
    method = environ.get("REQUEST_METHOD", "")
    return tracer.start_span(
        f"{method} {route}", context=propagate.extract(carrier), kind=trace.SpanKind.SERVER,
        attributes={"http.request.method": method, "http.route": route, "url.path": environ.get("PATH_INFO", ""),
                    "arbitre.operation": operation})


def end_span(span: trace.Span, status: int, request_id: str, ruleset: str | None, verdict_status: str | None) -> None:
    span.set_attribute("http.response.status_code", status)
    span.set_attribute("arbitre.request_id", request_id)
    if ruleset is not None:
        span.set_attribute("arbitre.ruleset", ruleset)
    if verdict_status is not None:
        span.set_attribute("arbitre.verdict.status", verdict_status)
    if status >= 500:
        span.set_status(trace.StatusCode.ERROR)
    span.end()

"""What seeing the service costs: a request with and without metrics, JSON log lines and traces, in one run.

    python -m bench.observability            # about 2 minutes: in-process, then over HTTP; a table, then JSON
    python -m bench.observability --quick    # shorter runs, for a try

In-process (one core, the same 1,000 full hands as ``python -m bench``, best of several interleaved passes): a
hand through the app's WSGI door as gunicorn calls it, with nothing around the app (as before the observability
layer), with the layer and metrics off, with metrics on (the default), and with a span a request (an exporter
that drops them: the cost of making them, not of sending them). Over HTTP (gunicorn, 2 workers, ``wrk -t2 -c16``,
interleaved rounds, median kept): ``POST /v1/hands/adjudicate`` with metrics off (JSON log, and gunicorn's plain
log), with the default (metrics on, a JSON line a request), and with traces sent by OTLP to a receiver in this
process. Each figure is a
ratio to the one without observability taken in the same run (docs/operations.md keeps the latest).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
import tempfile
import threading
import time
from collections.abc import Iterable, Sequence
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

from bench.__main__ import best_of, full_hands, gunicorn, median_run, wrk
from service import create_app
from service.observability import metrics

HTTP_SETTINGS = {
    # The ratios are to the first: the same JSON log, no metrics. The second is the service as it was before
    # (gunicorn's plain access line, which costs more than the JSON one).
    "metrics off, JSON log": {"ARBITRE_METRICS": "off"},
    "metrics off, plain log (gunicorn's access line)": {"ARBITRE_METRICS": "off", "ARBITRE_LOG_FORMAT": "plain"},
    "default: metrics on, JSON log": {},
    "default and traces (OTLP)": {"OTEL_EXPORTER_OTLP_ENDPOINT": "{receiver}"},
}


class Dropped(SpanExporter):
    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS


def environ(body: bytes) -> dict[str, Any]:
    return {"REQUEST_METHOD": "POST", "PATH_INFO": "/v1/hands/adjudicate", "SCRIPT_NAME": "", "QUERY_STRING": "",
            "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
            "HTTP_HOST": "127.0.0.1:8000", "CONTENT_TYPE": "application/json", "CONTENT_LENGTH": str(len(body)),
            "REMOTE_ADDR": "127.0.0.1", "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(body),
            "wsgi.input_terminated": True, "wsgi.errors": sys.stderr, "wsgi.multithread": True,
            "wsgi.multiprocess": True, "wsgi.run_once": False, "wsgi.version": (1, 0)}


def start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
    return None


def in_process(texts: list[bytes], repeats: int) -> dict[str, Any]:
    plain = create_app()
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(Dropped()))
    traced = create_app({"TRACER": provider.get_tracer("bench")})

    def serve(application: Any, enabled: bool) -> Any:
        def run() -> None:
            metrics.ENABLED = enabled
            for text in texts:
                for _ in application(environ(text), start_response):
                    pass
        return run

    ways = {
        "no observability layer": serve(plain.wsgi_app, False),
        "layer, metrics off": serve(plain, False),
        "layer, metrics on (default)": serve(plain, True),
        "metrics on and a span": serve(traced, True),
    }
    for run in ways.values():
        run()  # warm
    best = {name: float("inf") for name in ways}
    for _ in range(repeats):  # interleaved: a burst of other work slows every way alike
        for name, run in ways.items():
            best[name] = min(best[name], best_of(1, run))
    metrics.ENABLED = True
    provider.shutdown()
    base = best["no observability layer"]
    return {name: {"us_per_hand": round(seconds / len(texts) * 1e6, 1), "ratio": round(seconds / base, 3)}
            for name, seconds in best.items()}


def log_line_cost(count: int) -> float:
    """µs a JSON access line costs, made and written to the standard error (here /dev/null), as the worker does."""
    from service.observability.logs import access

    with open(os.devnull, "w") as sink, contextlib.redirect_stderr(sink):
        start = time.perf_counter()
        for number in range(count):
            access("POST", "/v1/hands/adjudicate", 200, 0.0004, 1200, 1700, f"{number:032x}")
        took = time.perf_counter() - start
    return round(took / count * 1e6, 1)


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self) -> None:  # noqa: N802 (http.server's name)
        self.rfile.read(int(self.headers["Content-Length"]))
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: Any) -> None:
        pass


def over_http(texts: list[bytes], seconds: float, rounds: int, folder: Path) -> dict[str, Any]:
    bodies = folder / "hands.jsonl"
    bodies.write_bytes(b"\n".join(texts) + b"\n")
    receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{receiver.server_address[1]}"
    runs: dict[str, list[dict[str, Any]]] = {name: [] for name in HTTP_SETTINGS}
    try:
        with contextlib.ExitStack() as servers:
            ports = {name: servers.enter_context(gunicorn(settings={key: value.format(receiver=address)
                                                           for key, value in settings.items()}))
                     for name, settings in HTTP_SETTINGS.items()}
            for port in ports.values():
                wrk(port, min(seconds, 2.0), "POST", "/v1/hands/adjudicate", bodies)
            for _ in range(rounds):  # interleaved; the servers not under load are idle
                for name, port in ports.items():
                    runs[name].append(wrk(port, seconds, "POST", "/v1/hands/adjudicate", bodies))
    finally:
        receiver.shutdown()
    medians = {name: median_run(found) for name, found in runs.items()}
    base = medians[next(iter(HTTP_SETTINGS))]
    for figures in medians.values():
        figures["throughput_ratio"] = round(figures["requests_per_second"] / base["requests_per_second"], 3)
        figures["p99_ratio"] = round(figures["p99_us"] / base["p99_us"], 2)
    return medians


def table(results: dict[str, Any]) -> str:
    lines = ["| in-process, one core | µs a hand | ratio to no layer |", "|---|---|---|"]
    lines += [f"| {name} | {found['us_per_hand']} | {found['ratio']:.2f} |" for name, found in
              results["in_process"].items()]
    lines += ["", f"A JSON access line, formatted and written: {results['log_line_us']} µs.", "",
              "| HTTP, gunicorn 2 workers, wrk -t2 -c16 | adjudications a second | throughput ratio | p99 "
              "| p99 ratio |",
              "|---|---|---|---|---|"]
    lines += [f"| {name} | {found['requests_per_second']:,.0f} | {found['throughput_ratio']:.2f} | "
              f"{found['p99_us'] / 1000:.1f} ms | {found['p99_ratio']:.2f} |"
              for name, found in results["http"].items()]
    return "\n".join(lines)


def main(arguments: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.observability", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="shorter runs, for a try")
    args = parser.parse_args(list(arguments) if arguments is not None else None)
    texts = full_hands(200 if args.quick else 1000)
    results: dict[str, Any] = {"in_process": in_process(texts, 2 if args.quick else 8),
                               "log_line_us": log_line_cost(2000 if args.quick else 20_000)}
    with tempfile.TemporaryDirectory(prefix="arbitre-bench-") as folder:
        results["http"] = over_http(texts, 2 if args.quick else 6, 1 if args.quick else 3, Path(folder))
    print(table(results))
    print()
    print(json.dumps(results, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())

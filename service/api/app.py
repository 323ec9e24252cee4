"""The application factory: configuration, JSON provider, error handlers, CORS, routes and /docs."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from http import HTTPStatus
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson
from flask import Flask, Response, current_app, request
from flask_cors import CORS
from flask_swagger_ui import get_swaggerui_blueprint

from ..observability import metrics, traces
from ..observability.observed import Observed, Operations
from .desk import desk
from .fast_route import FastAdjudicate
from .json_provider import OrjsonProvider
from .problems import register_problem_handlers, status_title
from .routes import api
from .spec import html_policy, load_openapi_document, one_range_at_most

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIEnvironment

KNOWN_STATUSES = frozenset(HTTPStatus)

DEFAULTS: Mapping[str, Any] = {
    # The documented body limit (openapi.yaml, README): a 78-card record is about 1 KiB, so 1 MiB
    # leaves room for long score sheets and still refuses absurd bodies early.
    "MAX_BODY_BYTES": 1024 * 1024,
    "JSON_SORT_KEYS": False,
}


class Arbitre(Flask):
    """Flask, with RFC 9110's answer to a plain OPTIONS request, and every answer observed (request id,
    metrics, trace: ``service/observability/observed.py``) in front of whatever ``wsgi_app`` is."""

    observed: Observed

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        return self.observed(environ, start_response)

    def make_default_options_response(self) -> Response:
        """204 with the path's methods in ``Allow`` (Flask's own is a 200 with an empty text/html body)."""
        response = super().make_default_options_response()
        response.status_code = 204
        response.headers.pop("Content-Type", None)
        response.headers["Allow"] = ", ".join(sorted(response.allow))  # in a stable order
        return response


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    # No static folder: the static files are Swagger UI's, under /docs, and the desk's (desk.py).
    app = Arbitre(__name__.partition(".")[0], static_folder=None)
    app.config.update(DEFAULTS)
    app.config.update(config or {})
    # Werkzeug's own guard for bodies with a Content-Length; body.py also caps chunked bodies.
    app.config["MAX_CONTENT_LENGTH"] = app.config["MAX_BODY_BYTES"]
    app.json = OrjsonProvider(app)
    app.extensions["arbitre.openapi"] = load_openapi_document()
    # Werkzeug would answer /v1//rulesets with a redirect to /v1/rulesets built from the request's Host
    # header, which a client chooses: no path is rewritten, a path that is not the API's is a 404.
    app.url_map.merge_slashes = False

    register_problem_handlers(app)
    app.register_blueprint(api)
    app.register_blueprint(desk)
    _register_docs(app)
    # Flask runs the after_request hooks last registered first: these two run after flask-cors's.
    app.after_request(_status_line)
    app.after_request(_preflight_methods)
    # A public, cookie-less API: any web page may call /v1/* (documented in openapi.yaml).
    CORS(app, resources={r"/v1/*": {"origins": "*"}}, send_wildcard=True)
    app.after_request(_no_sniffing)
    app.after_request(_html_manners)
    # Last, once every hook is in place: plain adjudications answered without Flask's request machinery,
    # with the same bytes and headers, taken from the hooks above (fast_route.py says which hooks it
    # can stand for; tests/api/test_fast_route.py compares it with Flask's answers).
    app.wsgi_app = FastAdjudicate(app, app.wsgi_app)  # type: ignore[method-assign]
    # A tracer given by the configuration (tests), else one when the OTEL_* settings ask for traces.
    tracer = app.config.get("TRACER")
    if tracer is None and traces.tracing_wanted(os.environ):
        tracer = traces.start_tracing().get_tracer(traces.TRACER_NAME)
    if metrics.ENABLED:
        metrics.set_build_info(*_build())
    operations = Operations(orjson.loads(app.extensions["arbitre.openapi"].json_bytes))
    app.observed = Observed(lambda: app.wsgi_app, operations, tracer)
    return app


def _register_docs(app: Flask) -> None:
    """Swagger UI at /docs from the files vendored in the flask-swagger-ui wheel: no CDN needed."""
    # validatorUrl None: Swagger UI would otherwise send the document to an online validator.
    # oauth2RedirectUrl given: flask-swagger-ui would otherwise write one built from the request's Host into
    # the page (the API has no OAuth; a relative address points nowhere else).
    docs = get_swaggerui_blueprint("/docs", "/openapi.json", config={
        "app_name": "Arbitre API", "validatorUrl": None, "oauth2RedirectUrl": "/docs/oauth2-redirect.html"})
    app.register_blueprint(docs)
    show = app.view_functions[f"{docs.name}.show"] = one_range_at_most(app.view_functions[f"{docs.name}.show"])
    # The blueprint answers /docs/ and its assets; serve the page at /docs too rather than redirect.
    app.add_url_rule("/docs", endpoint="docs", view_func=show)
    # The page does not depend on the request (oauth2RedirectUrl is given): its inline script, hashed once.
    with app.test_request_context("/docs"):
        app.extensions["arbitre.html_policy"] = html_policy(show())


def _preflight_methods(response: Response) -> Response:
    """A CORS preflight lists the methods of the path it asks about (flask-cors lists every method)."""
    if "Access-Control-Allow-Methods" in response.headers:
        rule = request.url_rule
        if rule is None or not rule.methods:
            del response.headers["Access-Control-Allow-Methods"]
        else:
            response.headers["Access-Control-Allow-Methods"] = ", ".join(sorted(rule.methods))
    return response


def _status_line(response: Response) -> Response:
    """The status line's reason phrase as RFC 9110 names the status (werkzeug's are older and upper case:
    ``422 UNPROCESSABLE ENTITY``)."""
    code = response.status_code
    if code in KNOWN_STATUSES:
        response.status = f"{code} {status_title(code)}"
    return response


def _no_sniffing(response: Response) -> Response:
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def _html_manners(response: Response) -> Response:
    """Every HTML page with a Content-Security-Policy (its own, as the desk's, or spec.py's) and never framed."""
    if response.mimetype == "text/html":
        response.headers.setdefault("Content-Security-Policy", current_app.extensions["arbitre.html_policy"])
        response.headers["X-Frame-Options"] = "DENY"
    return response


def _build() -> tuple[str, bool]:
    """The package's version, and whether its engines are compiled (mypyc) or run from their sources."""
    from importlib import metadata

    from ..french import judge

    try:
        version = metadata.version("arbitre")
    except metadata.PackageNotFoundError:
        version = "unknown"
    return version, Path(judge.__file__ or "").suffix != ".py"

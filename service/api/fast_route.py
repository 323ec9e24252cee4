"""POST /v1/hands/adjudicate without Flask's request machinery, for the plain requests that are nearly all
of them.

Called as gunicorn calls it, the app spent about 160 µs on an adjudication beyond the pipeline itself
(parse, body checks, validate, judge, serialise): the request context and routing, werkzeug's reading of
the body, the Response object and its WSGI headers, the after_request hooks (flask-cors alone about
25 µs), and the cache misses of all that code between two hands; GET /healthz costs 50 µs in all. This
WSGI middleware, put in front of Flask's ``wsgi_app`` by ``create_app``, answers a plain adjudication
itself for about 20 µs beyond the pipeline (most of it the body checks, ``plainly_readable``): the body
read as werkzeug reads it, then the view's own steps (``read_document``, ``operations.adjudicate_record``,
orjson), the same bytes and the same headers. It answers only a success:

- a request it does not plainly recognise goes to Flask untouched, nothing read: another path or method,
  a Content-Type other than plain ``application/json``, no or a non-numeric Content-Length, an empty body,
  a body over the limits, a Transfer-Encoding, a Content-Encoding, an Upgrade, CORS's private-network header,
  a configured ``TRUSTED_HOSTS`` or ``SERVER_NAME``, a Host (with its scheme, port and script name) that Flask's own
  routing does not send to this route without error (asked once per host);
- a body that could not be read, or not to its Content-Length, goes to Flask with an input stream that
  replays the read (the same bytes, or the same exception): Flask answers as it always did;
- a body read, then refused (400, 422, the engine's 422) or failing (500), goes to Flask's view with its
  exception in the environ (``FAILURE``); the view raises it, so Flask's error handlers answer, and
  nothing is computed twice.

The success's status and headers are the ones Flask gives a JSON response of this route in each language
(Content-Language, Vary: Accept-Language), taken once at start-up from the JSON provider, the view's
language headers and the after_request hooks (nosniff, and CORS's wildcard, which for this
configuration does not depend on the request). A hook that runs around the view (``before_request``,
``url_value_preprocessor``, teardown, a receiver of ``request_started`` or ``request_finished``) turns this
middleware off: it then hands everything to Flask. ``tests/api/test_fast_route.py`` checks that both ways
answer alike, byte for byte.
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import orjson
from flask import Flask, request, request_finished, request_started

from ..i18n import LANGUAGES, negotiate
from ..observability.observed import VERDICT
from ..wire import operations
from ..wire.schemas import HAND_RECORD
from .body import read_document
from .language import with_language

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

PATH = "/v1/hands/adjudicate"
ENDPOINT = "api.adjudicate_hand"
# Where a failure after the body was read waits for the view (routes.py) to raise it.
FAILURE = "arbitre.fast_route.failure"
# Content-Types read here; any other (application/*+json, odd spellings) goes to Flask, which reads them.
JSON_TYPES = frozenset({"application/json", "application/json; charset=utf-8", "application/json;charset=utf-8"})
# Request headers after which Flask may answer otherwise: chunked bodies, encoded bodies (body.py decodes
# gzip, refuses other codings), websocket routing, and flask-cors's private-network answer, the one CORS
# header that depends on the request here.
OTHER_WAYS = ("HTTP_TRANSFER_ENCODING", "HTTP_CONTENT_ENCODING", "HTTP_UPGRADE",
              "HTTP_ACCESS_CONTROL_REQUEST_PRIVATE_NETWORK")
# Hosts remembered as routed here (or not); past this many, a new one is asked of Flask's routing each time.
MAX_HOSTS = 64


class FastAdjudicate:
    """The WSGI application in front of Flask's: see the module's docstring."""

    def __init__(self, app: Flask, flask_wsgi: WSGIApplication):
        self.app = app
        self.flask_wsgi = flask_wsgi
        self.enabled = _nothing_runs_around_the_view(app)
        self.heads = {language: _success_head(app, language) for language in LANGUAGES}
        self.routed: dict[tuple[Any, ...], bool] = {}

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        if environ.get("PATH_INFO") != PATH or environ.get("REQUEST_METHOD") != "POST":
            return self.flask_wsgi(environ, start_response)
        length = self._plain_length(environ)
        if length is None:
            return self.flask_wsgi(environ, start_response)
        try:
            body = self._read(environ, length)
        except Exception as error:
            environ["wsgi.input"] = _Failing(error)
            return self.flask_wsgi(environ, start_response)
        if len(body) != length:
            environ["wsgi.input"] = io.BytesIO(body)
            return self.flask_wsgi(environ, start_response)
        language = negotiate(environ.get("HTTP_ACCEPT_LANGUAGE"))
        try:
            record = read_document(body, HAND_RECORD, operations.read_hand_record)
            verdict = operations.adjudicate_record(record, language)
            answer = orjson.dumps(verdict)
        except Exception as error:
            environ["wsgi.input"] = io.BytesIO(body)
            environ[FAILURE] = error
            return self.flask_wsgi(environ, start_response)
        environ[VERDICT] = verdict  # for what observed.py counts and logs, not read back from the answer
        status, head, length_at = self.heads[language]
        headers = head.copy()
        headers[length_at] = ("Content-Length", str(len(answer)))
        start_response(status, headers)
        return [answer]

    def _plain_length(self, environ: WSGIEnvironment) -> int | None:
        """The Content-Length of a request this middleware answers exactly as Flask would, else None."""
        if not self.enabled or environ.get("CONTENT_TYPE") not in JSON_TYPES:
            return None
        text = environ.get("CONTENT_LENGTH")
        if type(text) is not str or not text.isdigit() or not text.isascii():
            return None
        for name in OTHER_WAYS:
            if name in environ:
                return None
        config = self.app.config
        length = int(text)
        werkzeug_limit = config["MAX_CONTENT_LENGTH"]
        if (
            length == 0
            or length > config["MAX_BODY_BYTES"]
            or (werkzeug_limit is not None and length > werkzeug_limit)
            or config["TRUSTED_HOSTS"] is not None
            or config["SERVER_NAME"] is not None
        ):
            return None
        key = (environ.get("HTTP_HOST"), environ.get("SERVER_NAME"), environ.get("SERVER_PORT"),
               environ.get("wsgi.url_scheme"), environ.get("SCRIPT_NAME"))
        routed = self.routed.get(key)
        if routed is None:
            routed = self._routes_here(environ)
            if len(self.routed) < MAX_HOSTS:
                self.routed[key] = routed
        return length if routed else None

    def _routes_here(self, environ: WSGIEnvironment) -> bool:
        """Whether Flask routes this request (its Host, scheme...) to the adjudicate view, without error."""
        try:
            adapter = self.app.create_url_adapter(self.app.request_class(environ, populate_request=False))
            if adapter is None:
                return False
            rule, _ = adapter.match(return_rule=True)
        except Exception:
            return False
        endpoint: str = rule.endpoint
        return endpoint == ENDPOINT

    def _read(self, environ: WSGIEnvironment, length: int) -> bytes:
        """The body, read as werkzeug reads it (``body.py``'s ``_read_limited``, ``request.get_data``).

        A server that ends the stream itself (gunicorn) is read to its end, as werkzeug does, within the
        limit; any other only up to the Content-Length. ``length`` is already within both limits."""
        stream = environ["wsgi.input"]
        if "wsgi.input_terminated" in environ:
            limit = self.app.config["MAX_CONTENT_LENGTH"]
            data: bytes = stream.read() if limit is None else stream.read(limit + 1)
            return data
        data = stream.read(length)
        return data


class _Failing(io.RawIOBase):
    """An input stream whose reads raise what the first read of the real one raised."""

    def __init__(self, error: Exception):
        super().__init__()
        self.error = error

    def readable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        raise self.error

    def readinto(self, buffer: Any) -> int:
        raise self.error


def _nothing_runs_around_the_view(app: Flask) -> bool:
    """True when Flask would run nothing of the application's between receiving the request and calling
    the view, and nothing after it but the after_request hooks."""
    return not (
        any(app.before_request_funcs.values())
        or any(app.url_value_preprocessors.values())
        or any(app.teardown_request_funcs.values())
        or app.teardown_appcontext_funcs
        or request_started.receivers
        or request_finished.receivers
    )


def _success_head(app: Flask, language: str) -> tuple[str, list[tuple[str, str]], int]:
    """The status and headers Flask sends with a JSON answer of this route in ``language`` (jsonify and the
    view's language headers, then the after_request hooks, then werkzeug's WSGI headers), and where the
    Content-Length is among them."""
    with app.test_request_context(PATH, method="POST"):
        response = app.process_response(app.make_response(with_language(app.json.response({}), language)))
        headers = response.get_wsgi_headers(request.environ).to_wsgi_list()
    names = [name.lower() for name, _ in headers]
    return response.status, headers, names.index("content-length")

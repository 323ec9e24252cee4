"""The routes: thin views that load the request, call the engine and return its answer as JSON."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request
from werkzeug.exceptions import NotFound

from ..core.budget import WORK_SECONDS, Deadline
from ..core.excerpt import excerpt
from ..core.text import Text
from ..i18n import localize_notes, localize_ruleset
from ..observability import metrics
from ..observability.observed import VERDICT
from ..settings import count
from ..wire import duplicate, operations
from ..wire.schemas import HAND_RECORD, HAND_RECORD_BATCH, LEGAL_PLAYS, SCORE_REQUEST, SCORE_SHEET
from .batch import batch_answer
from .body import load_json_body
from .fast_route import FAILURE
from .language import request_language, with_language
from .spec import OpenApiDocument

api = Blueprint("api", __name__)


@api.post("/v1/hands/adjudicate")
def adjudicate_hand() -> Response:
    # Most requests are answered before Flask by fast_route.py; one that it read and could not answer
    # comes here with what went wrong, for Flask's error handlers.
    failure = request.environ.pop(FAILURE, None)
    if failure is not None:
        raise failure
    language = request_language()
    verdict = operations.adjudicate_record(load_json_body(HAND_RECORD, operations.read_hand_record), language)
    request.environ[VERDICT] = verdict  # for what observed.py counts and logs
    return with_language(jsonify(verdict), language)


def request_deadline() -> Deadline:
    """The deadline of the request's work: ``WORK_SECONDS`` from now, or the app's ``WORK_SECONDS`` setting
    (tests make it tiny)."""
    return Deadline(float(current_app.config.get("WORK_SECONDS", WORK_SECONDS)))


@api.post("/v1/hands/adjudicate-batch")
def adjudicate_batch() -> Response:
    deadline = request_deadline()
    language = request_language()
    made: list[dict[str, Any]] = []
    answer = batch_answer(load_json_body(HAND_RECORD_BATCH)["records"], language, deadline, made)
    request.environ[VERDICT] = {"verdicts": made}  # for what observed.py counts and logs, as for one hand
    # The slots serialised one by one (batch.py), the bytes jsonify would give.
    return with_language(Response(answer, mimetype="application/json"), language)


@api.post("/v1/plays/legal")
def legal_plays() -> Response:
    language = request_language()
    return with_language(jsonify(operations.legal_plays(load_json_body(LEGAL_PLAYS), language)), language)


@api.post("/v1/scores")
def score() -> Response:
    language = request_language()
    answer = localize_notes(operations.score_summary(load_json_body(SCORE_REQUEST)), language)
    return with_language(jsonify(answer), language)


@api.post("/v1/score-sheets")
def score_sheet() -> Response:
    deadline = request_deadline()
    language = request_language()
    answer = localize_notes(operations.score_sheet(load_json_body(SCORE_SHEET), deadline), language)
    return with_language(jsonify(answer), language)


@api.get("/v1/rulesets")
def list_rulesets() -> Response:
    language = request_language()
    described = [localize_ruleset(ruleset, language) for ruleset in operations.rulesets()]
    return with_language(jsonify({"rulesets": described}), language)


@api.get("/v1/rulesets/<ruleset_id>")
def get_ruleset(ruleset_id: str) -> Response:
    found = operations.ruleset(ruleset_id)
    if found is None:
        raise NotFound(Text("There is no rule set {ruleset}; GET /v1/rulesets lists them.",
                            ruleset=excerpt(ruleset_id)))
    language = request_language()
    return with_language(jsonify(localize_ruleset(found, language)), language)


@api.get("/healthz")
def healthz() -> Response:
    return jsonify({"status": "ok"})


@api.get("/readyz")
def readyz() -> Response:
    # Under gunicorn the worker's loop answers this itself, from what it knows (draining, saturated); an app run
    # by another server takes work whenever it answers.
    return jsonify({"status": "ready"})


@api.get("/metrics")
def prometheus_metrics() -> Response:
    # Not here when metrics are off, or served on their own port (ARBITRE_METRICS_PORT: off the public one).
    if not metrics.ENABLED or count("ARBITRE_METRICS_PORT"):
        raise NotFound()
    return Response(metrics.exposition(), content_type=metrics.CONTENT_TYPE)


@api.get("/openapi.yaml")
def openapi_yaml() -> Response:
    document: OpenApiDocument = current_app.extensions["arbitre.openapi"]
    # text/yaml rather than RFC 9512's application/yaml: client generators (openapi-python-client) and
    # browsers read a text/* body as text, and leave an application/yaml one out or download it.
    return Response(document.yaml_bytes, mimetype="text/yaml")


@api.get("/openapi.json")
def openapi_json() -> Response:
    document: OpenApiDocument = current_app.extensions["arbitre.openapi"]
    return Response(document.json_bytes, mimetype="application/json")


@api.post("/v1/boards/score")
def score_board() -> Response:
    deadline = request_deadline()
    language = request_language()
    answer = duplicate.score_board_request(load_json_body(duplicate.BOARD_SCORE), deadline, language)
    return with_language(jsonify(answer), language)


@api.post("/v1/seances/score")
def score_seance() -> Response:
    deadline = request_deadline()
    language = request_language()
    answer = duplicate.score_seance_request(load_json_body(duplicate.SEANCE_SCORE), deadline, language)
    return with_language(jsonify(answer), language)

"""Reading a JSON request body: media type, size limit, JSON syntax, then the wire schema."""

from __future__ import annotations

from typing import Any

import orjson
from flask import current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import RequestEntityTooLarge, UnsupportedMediaType

from service.wire.schemas import ByRuleset, error_pointers

from .problems import MalformedJson, UnreadableRequest

_READ_CHUNK = 64 * 1024


def load_json_body(schema: Schema | ByRuleset) -> dict[str, Any]:
    """The request body loaded by ``schema``: 415, 413, 400 or 422 (problem+json) when it cannot be."""
    if not request.is_json:
        raise UnsupportedMediaType(
            f"Send the body as application/json (got {request.mimetype or 'no Content-Type'})."
        )
    body = _read_body(current_app.config["MAX_BODY_BYTES"])
    try:
        document = orjson.loads(body)
    except orjson.JSONDecodeError as error:
        raise MalformedJson(str(error)) from None
    try:
        loaded: dict[str, Any] = schema.load(document)
    except ValidationError as error:
        raise UnreadableRequest(error_pointers(error.messages)) from None
    return loaded


def _too_large(limit: int) -> RequestEntityTooLarge:
    return RequestEntityTooLarge(f"The request body is larger than the limit of {limit} bytes.")


def _read_body(limit: int) -> bytes:
    """The whole body, refusing more than ``limit`` bytes whether or not Content-Length was sent.

    With Content-Length, Werkzeug already bounds the read. A chunked body has no length: read it in
    pieces and stop one byte past the limit, so that an oversized body is a 413 rather than a
    truncated document that would fail to parse as a 400.
    """
    length = request.content_length
    if length is not None:
        if length > limit:
            raise _too_large(limit)
        return request.get_data(cache=False)
    if not request.environ.get("wsgi.input_terminated"):
        # No length and a server that does not delimit the body: nothing can be read safely.
        return b""
    stream = request.environ["wsgi.input"]
    chunks: list[bytes] = []
    size = 0
    while chunk := stream.read(min(_READ_CHUNK, limit + 1 - size)):
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise _too_large(limit)
    return b"".join(chunks)

"""Reading a JSON request body: media type, size limit, JSON syntax (strict, no duplicate keys), the
document's shape limits, then the wire schema."""

from __future__ import annotations

import json
from typing import Any

import orjson
from flask import current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import BadRequest, HTTPException, RequestEntityTooLarge, UnsupportedMediaType

from ..wire import fast
from ..wire.schemas import ByRuleset, error_pointers
from ..wire.shape import plainly_readable, shape_problems
from .problems import MalformedJson, UnreadableRequest

_READ_CHUNK = 64 * 1024



def load_json_body(schema: Schema | ByRuleset) -> dict[str, Any]:
    """The request body loaded by ``schema``: 415, 413, 400 or 422 (problem+json) when it cannot be."""
    if not request.is_json:
        raise UnsupportedMediaType(
            f"Send the body as application/json (got {request.mimetype or 'no Content-Type'})."
        )
    return read_document(_read_body(current_app.config["MAX_BODY_BYTES"]), schema)


def read_document(body: bytes, schema: Schema | ByRuleset) -> dict[str, Any]:
    """A whole body, already read, loaded by ``schema``: ``MalformedJson`` (400) or ``UnreadableRequest``
    (422) when it cannot be. Needs no request context (``fast_route.py`` calls it outside Flask)."""
    try:
        document = orjson.loads(body)
    except orjson.JSONDecodeError as error:
        raise MalformedJson(str(error)) from None
    if not plainly_readable(document, body):
        _refuse_duplicate_keys(body)
        problems = shape_problems(document)
        if problems:
            raise UnreadableRequest(problems)
    try:
        loaded: dict[str, Any] = fast.load(schema, document)
    except ValidationError as error:
        raise UnreadableRequest(error_pointers(error.messages)) from None
    return loaded


def _too_large(limit: int) -> RequestEntityTooLarge:
    return RequestEntityTooLarge(f"The request body is larger than the limit of {limit} bytes.")


def _read_body(limit: int) -> bytes:
    """The whole body (see ``_read_limited``); a body that cannot be read at all is a 400."""
    try:
        return _read_limited(limit)
    except HTTPException:
        raise
    except Exception:
        # The server's input stream gave up: under gunicorn a broken chunked coding (a chunk size that
        # is not hexadecimal, a missing terminator) or a client gone mid-body. Not a server error.
        raise BadRequest(
            "The request body could not be read: its chunked transfer coding is broken or it ended early."
        ) from None


def _read_limited(limit: int) -> bytes:
    """The whole body, refusing more than ``limit`` bytes whether or not Content-Length was sent.

    With Content-Length, Werkzeug already bounds the read; a body that ends before its length (the
    client went away: gunicorn then returns what came) must not be read as a shorter document. A
    chunked body has no length: read it in pieces and stop one byte past the limit, so that an
    oversized body is a 413 rather than a truncated document that would fail to parse as a 400.
    """
    length = request.content_length
    if length is not None:
        if length > limit:
            raise _too_large(limit)
        body = request.get_data(cache=False)
        if len(body) != length:
            raise BadRequest(f"The request body ended after {len(body)} of its {length} bytes (Content-Length).")
        return body
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


class _DuplicateKey(Exception):
    pass


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    members = dict(pairs)
    if len(members) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(key)
            seen.add(key)
    return members


def _refuse_duplicate_keys(body: bytes) -> None:
    """400 for an object with the same key twice: parsers disagree on which value wins (I-JSON, RFC 7493,
    forbids them), so an arbiter must not guess. orjson keeps the last one silently; the standard
    library's parser hands over every object's members. The body already passed orjson, so this second
    read fails only on a duplicate, or on nesting deeper than the interpreter's recursion limit, which
    the shape limits report next."""
    try:
        json.loads(body, object_pairs_hook=_unique_keys)
    except (RecursionError, ValueError):
        return  # too deep for this parser, or a disagreement between parsers: orjson's reading stands
    except _DuplicateKey as duplicate:
        key = str(duplicate)
        shown = repr(key) if len(key) <= 64 else f"{key[:64]!r}… ({len(key)} characters)"
        raise MalformedJson(f"the key {shown} appears twice in one object") from None

"""Reading a JSON request body: media type, size limit, JSON syntax (strict, no duplicate keys), the
document's shape limits, then the wire schema."""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable
from typing import Any

import orjson
from flask import current_app, request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import BadRequest, HTTPException, RequestEntityTooLarge, UnsupportedMediaType
from werkzeug.exceptions import NotImplemented as NotImplementedStatus

from ..core.excerpt import excerpt
from ..core.text import Text
from ..wire import fast
from ..wire.json_syntax import syntax_error
from ..wire.schemas import ByRuleset, error_pointers
from ..wire.shape import plainly_readable, shape_problems
from .problems import MalformedJson, UnreadableRequest

_READ_CHUNK = 64 * 1024
# The pieces a gzip body is decoded in (``_gunzip``).
_GZIP_PIECE = 1024


class NotImplementedTransferCoding(NotImplementedStatus):
    """501: a transfer coding the server does not know (RFC 9110 §15.6.2)."""



# The content codings a request body may have (Content-Encoding), besides none; named in the Accept-Encoding
# of a 415 for any other, as RFC 9110 (15.5.16) asks.
ACCEPTED_CODINGS = "gzip"
_GZIP_NAMES = frozenset({"gzip", "x-gzip"})
# Content codings a body may be wrapped in: one gzip; two or more are a 415 (``_content_codings``).
MAX_CODING_LAYERS = 1


class UnsupportedContentCoding(UnsupportedMediaType):
    """415 for a body in a content coding this service does not decode, with the codings it does."""

    def get_headers(self, *args: Any, **kwargs: Any) -> list[tuple[str, str]]:
        return [*super().get_headers(*args, **kwargs), ("Accept-Encoding", ACCEPTED_CODINGS)]


def load_json_body(schema: Schema | ByRuleset, read: Callable[[Any], Any] | None = None) -> Any:
    """The request body loaded by ``schema``: 415, 413, 400 or 422 (problem+json) when it cannot be. ``read``:
    a function that reads the parsed body as ``schema`` would (``operations.read_hand_record``), raising its
    ``ValidationError``; None: ``schema`` itself, its fast path first."""
    if not request.is_json:
        sent = excerpt(request.mimetype) if request.mimetype else Text("no Content-Type")
        raise UnsupportedMediaType(Text("Send the body as application/json (got {sent}).", sent=sent))
    codings = _content_codings(request.headers.get("Content-Encoding", ""))
    limit = current_app.config["MAX_BODY_BYTES"]
    body = _read_body(limit)
    if codings:  # at most one gzip
        body = _gunzip(body, limit)
    return read_document(body, schema, read)


def _content_codings(header: str) -> list[str]:
    """The gzip coding that ``header`` (Content-Encoding) lists, if any (``identity`` ignored); 415 for any
    other coding, and for gzip more than once.

    An encoded body read as plain would be judged on bytes the client never meant as JSON. One layer is
    all a client needs: each further one costs a full decoding pass and gains nothing (9,000 layers of
    stored blocks, each as large as the body, took seconds of CPU), so they are refused before any
    decoding. Header lines repeated are one comma-separated list by then (werkzeug and gunicorn join them),
    so every line counts."""
    codings = _codings(header)
    unknown = [coding for coding in codings if coding not in _GZIP_NAMES and coding != "identity"]
    gzips = [coding for coding in codings if coding in _GZIP_NAMES]
    if unknown or len(gzips) > MAX_CODING_LAYERS:
        refused = unknown[0] if unknown else ", ".join(gzips)
        raise UnsupportedContentCoding(
            Text("The request body's Content-Encoding {coding} is not one this service decodes: "
                 "send it as is, or gzip it (Accept-Encoding: {accepted}).", coding=excerpt(refused),
                 accepted=ACCEPTED_CODINGS)
        )
    return gzips


def _codings(header: str) -> list[str]:
    """The codings a Content-Encoding or Transfer-Encoding header lists, in order (names are case-insensitive)."""
    return [token.strip().lower() for token in header.split(",") if token.strip()]


def _gunzip(data: bytes, limit: int) -> bytes:
    """``data`` gzip-decoded (one or more members), 413 as soon as it would decode to more than ``limit``
    bytes: a small body that inflates to gigabytes (a zip bomb) is refused after ``limit`` bytes of work.

    The input goes to zlib in pieces of ``_GZIP_PIECE`` bytes: zlib copies whatever follows a member's end
    (``unused_data``), so a megabyte of 52,000 empty members (20 bytes each), given whole, copied the rest
    of the body after each one (quadratic: 1.3 s of CPU measured); in pieces, 0.1 to 0.2 s."""
    decoded = bytearray()
    view = memoryview(data)
    offset = 0
    while offset < len(data):
        decoder = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)
        while not decoder.eof and offset < len(data):
            piece = view[offset:offset + _GZIP_PIECE]
            try:
                # max_length is at least 1 here (0 would mean no bound): decoded never exceeds the limit.
                decoded += decoder.decompress(piece, limit + 1 - len(decoded))
            except zlib.error:
                raise BadRequest(Text("The request body is not valid gzip (Content-Encoding: gzip).")) from None
            if len(decoded) > limit:
                raise RequestEntityTooLarge(
                    Text("The request body decodes (Content-Encoding: gzip) to more than the limit of {limit} bytes.",
                         limit=limit)
                )
            offset += len(piece) - len(decoder.unconsumed_tail) - len(decoder.unused_data)
        if not decoder.eof:
            raise BadRequest(Text("The request body's gzip data ends early (Content-Encoding: gzip)."))
    return bytes(decoded)


def read_document(body: bytes, schema: Schema | ByRuleset, read: Callable[[Any], Any] | None = None) -> Any:
    """A whole body, already read, loaded by ``schema`` (or ``read``, as in ``load_json_body``): ``MalformedJson``
    (400) or ``UnreadableRequest`` (422) when it cannot be. Needs no request context (``fast_route.py`` calls it
    outside Flask)."""
    try:
        document = orjson.loads(body)
    except orjson.JSONDecodeError as error:
        raise MalformedJson(syntax_error(error, body)) from None
    if not plainly_readable(document, body):
        _refuse_duplicate_keys(body)
        problems = shape_problems(document)
        if problems:
            raise UnreadableRequest(problems)
    try:
        loaded = fast.load(schema, document) if read is None else read(document)
    except ValidationError as error:
        raise UnreadableRequest(error_pointers(error.messages)) from None
    return loaded


def _too_large(limit: int) -> RequestEntityTooLarge:
    return RequestEntityTooLarge(Text("The request body is larger than the limit of {limit} bytes.", limit=limit))


def _read_body(limit: int) -> bytes:
    """The whole body (see ``_read_limited``); a body that cannot be read at all is a 400, one sent in a
    transfer coding other than chunked a 501 (RFC 9112 §6.1: it would otherwise be read as plain)."""
    unknown = [coding for coding in _codings(request.headers.get("Transfer-Encoding", "")) if coding != "chunked"]
    if unknown:
        raise NotImplementedTransferCoding(
            Text("The transfer coding {coding} is not supported: send the body as it is, or chunked "
                 "(a compressed body goes with Content-Encoding: gzip).", coding=excerpt(unknown[0]))
        )
    try:
        return _read_limited(limit)
    except HTTPException:
        raise
    except Exception:
        # The server's input stream gave up: under gunicorn a broken chunked coding (a chunk size that
        # is not hexadecimal, a missing terminator) or a client gone mid-body. Not a server error.
        raise BadRequest(
            Text("The request body could not be read: its chunked transfer coding is broken or it ended early.")
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
            raise BadRequest(Text("The request body ended after {read} of its {length} bytes (Content-Length).",
                                 read=len(body), length=length))
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
        raise MalformedJson(Text("the key {key} appears twice in one object", key=excerpt(str(duplicate)))) from None

"""Where an HTTP/1.1 request ends in the bytes received so far, without parsing it.

The event loop reads each connection's bytes as they come and asks a ``RequestFramer``, after each read,
whether a whole request is in: a head up to its blank line, then the body its head announces
(``Content-Length`` bytes, or chunks up to the last one and its trailer section). The framer resumes where
it stopped, so a request trickled one byte at a time costs linear work, not a parse per byte.

It judges framing only. Whatever it does not recognise (a malformed line, conflicting lengths, a bare LF,
a head past every limit) ends the scan as ``HANDOVER``: the bytes so far go to gunicorn's parser, which
refuses the request with its precise status (400, 414, 431, 501), and the connection closes after the
answer, since where a next request would start is unknown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum


class Scan(Enum):
    INCOMPLETE = "incomplete"  # wait for more bytes
    COMPLETE = "complete"  # a whole request: bytes [0, end)
    HANDOVER = "handover"  # not framed as expected: let the parser refuse bytes [0, end)
    TOO_LARGE = "too large"  # a chunked body announced past the body limit: 413 at once


@dataclass(frozen=True)
class Framed:
    scan: Scan
    end: int = 0
    must_close: bool = False  # the request's end is not where the next one starts (or is unknown)


INCOMPLETE = Framed(Scan.INCOMPLETE)
TOO_LARGE = Framed(Scan.TOO_LARGE, must_close=True)

_HEX = re.compile(rb"[0-9A-Fa-f]+")
_DIGITS = re.compile(rb"[0-9]+")
# A chunk-size line (size and extensions) longer than this is refused by the parser.
_CHUNK_LINE_LIMIT = 1024
# Bytes a chunked body may spend on its framing (sizes, extensions, line ends, trailers) beyond its data: one
# byte chunks would otherwise make a 1 MiB body six times as long to read and to parse.
CHUNK_FRAMING_LIMIT = 64 * 1024


class RequestFramer:
    """The framing of one request at the start of a connection's buffer; ``reset`` before the next one."""

    def __init__(self, body_limit: int, head_limit: int):
        self.body_limit = body_limit
        self.head_limit = head_limit
        self.reset()

    def reset(self) -> None:
        self._state = "head"
        self._position = 0  # where the scan resumes
        self._need = 0  # for "length" and "data": the buffer length that completes them
        self._body = 0  # chunk data bytes so far
        self._framing = 0  # chunk framing bytes so far
        self.head_end = 0
        self.wants_continue = False  # the client waits for "100 Continue" before sending its body

    def scan(self, buffer: bytes | bytearray) -> Framed:
        """How far ``buffer`` (the connection's bytes, this request's first) holds a request."""
        while True:
            if self._state == "head":
                framed = self._scan_head(buffer)
            elif self._state == "length":
                return Framed(Scan.COMPLETE, self._need) if len(buffer) >= self._need else INCOMPLETE
            elif self._state == "size":
                framed = self._scan_chunk_size(buffer)
            elif self._state == "data":
                framed = self._scan_chunk_data(buffer)
            else:
                framed = self._scan_trailer(buffer)
            if framed is not None:
                return framed

    def _handover(self, end: int) -> Framed:
        return Framed(Scan.HANDOVER, end, must_close=True)

    def _scan_head(self, buffer: bytes | bytearray) -> Framed | None:
        end = buffer.find(b"\r\n\r\n", self._position)
        if end < 0:
            if buffer.find(b"\n\n", max(0, self._position - 1)) >= 0 or len(buffer) > self.head_limit:
                return self._handover(len(buffer))
            self._position = max(0, len(buffer) - 3)
            return INCOMPLETE
        self.head_end = end + 4
        lengths: list[bytes] = []
        codings: list[bytes] = []
        expect_continue = False
        for line in bytes(buffer[:end]).split(b"\r\n")[1:]:
            name, colon, value = line.partition(b":")
            if not colon:
                return self._handover(self.head_end)
            name = name.lower()
            if name == b"content-length":
                lengths.append(value.strip())
            elif name == b"transfer-encoding":
                codings += [coding.strip().lower() for coding in value.split(b",")]
            elif name == b"expect":
                expect_continue = value.strip().lower() == b"100-continue"
        if codings:
            if lengths or codings[-1] != b"chunked":
                return self._handover(self.head_end)
            self.wants_continue = expect_continue
            self._state, self._position = "size", self.head_end
            return None
        if not lengths:
            return Framed(Scan.COMPLETE, self.head_end)
        if len(lengths) > 1 or not _DIGITS.fullmatch(lengths[0]):
            return self._handover(self.head_end)
        length = int(lengths[0])
        if length > self.body_limit:
            # The application answers 413 from the announced length; the body is never read.
            return Framed(Scan.COMPLETE, self.head_end, must_close=True)
        self.wants_continue = expect_continue and length > 0
        self._state, self._need = "length", self.head_end + length
        return None

    def _scan_chunk_size(self, buffer: bytes | bytearray) -> Framed | None:
        line_end = buffer.find(b"\r\n", self._position)
        if line_end < 0:
            if len(buffer) - self._position > _CHUNK_LINE_LIMIT:
                return self._handover(len(buffer))
            return INCOMPLETE
        size_text = bytes(buffer[self._position:line_end]).partition(b";")[0].strip(b" \t")
        if not _HEX.fullmatch(size_text):
            return self._handover(line_end + 2)
        digits = size_text.lstrip(b"0")
        # A size is refused from its digits, before any of its data is awaited (2^80 bytes, say).
        if len(digits) > 8 or self._body + int(digits or b"0", 16) > self.body_limit:
            return TOO_LARGE
        self._framing += line_end + 2 - self._position
        if self._framing > CHUNK_FRAMING_LIMIT:
            return TOO_LARGE
        size = int(digits or b"0", 16)
        self._position = line_end + 2
        if size == 0:
            self._state = "trailer"
        else:
            self._body += size
            self._state, self._need = "data", self._position + size + 2
        return None

    def _scan_chunk_data(self, buffer: bytes | bytearray) -> Framed | None:
        if len(buffer) < self._need:
            return INCOMPLETE
        if buffer[self._need - 2:self._need] != b"\r\n":
            return self._handover(self._need)
        self._framing += 2
        self._state, self._position = "size", self._need
        return None

    def _scan_trailer(self, buffer: bytes | bytearray) -> Framed | None:
        line_end = buffer.find(b"\r\n", self._position)
        if line_end < 0:
            if len(buffer) - self._position > _CHUNK_LINE_LIMIT * 8:
                return self._handover(len(buffer))
            return INCOMPLETE
        self._framing += line_end + 2 - self._position
        if self._framing > CHUNK_FRAMING_LIMIT:
            return TOO_LARGE
        if line_end == self._position:
            return Framed(Scan.COMPLETE, line_end + 2)
        self._position = line_end + 2
        return None

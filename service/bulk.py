"""Judging a JSON Lines file of hand records on every core: ``python -m service adjudicate FILE.jsonl``.

The lines are cut into chunks; worker processes judge the chunks, and the answers are written in the
order of the lines, one per record: the verdict, or ``{"line", "errors"}`` for a line that is not a
readable record (the API's 422 errors). A few chunks per worker are in flight at a time, so memory stays
bounded whatever the size of the file, and standard input streams as well as a file.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import time
from collections import deque
from collections.abc import Iterable, Iterator
from multiprocessing.pool import AsyncResult
from typing import IO, Any

import orjson

from service import InvalidRecord, adjudicate
from service.wire.errors import UnprocessableRequest

CHUNK_LINES = 200
"""Lines per chunk: large enough that sending a chunk to a worker costs little next to judging it."""
IN_FLIGHT_PER_WORKER = 4


def judge_line(number: int, line: bytes) -> tuple[bytes, bool] | None:
    """The answer line to one input line (numbered from 1), and whether it was bad; None for a blank line."""
    if not line.strip():
        return None
    problems: list[tuple[str, str]]
    try:
        answer: dict[str, Any] = adjudicate(orjson.loads(line))
        return orjson.dumps(answer) + b"\n", False
    except orjson.JSONDecodeError as error:
        problems = [("", f"not JSON: {error}")]
    except InvalidRecord as error:
        problems = error.problems
    except UnprocessableRequest as error:  # readable, but no hand could produce it (the API's other 422)
        problems = error.problems
    bad = {"line": number, "errors": [{"pointer": pointer, "message": message} for pointer, message in problems]}
    return orjson.dumps(bad) + b"\n", True


Chunk = tuple[int, list[bytes], int]
"""The number of the chunk's first line, its lines, and how many bytes they are."""
Judged = tuple[bytes, int, int, int]
"""The answers to a chunk, how many lines were bad, how many records and bytes it had."""


def judge_chunk(chunk: Chunk) -> Judged:
    first, lines, size = chunk
    answers, bad, records = [], 0, 0
    for number, line in enumerate(lines, start=first):
        judged = judge_line(number, line)
        if judged is not None:
            answers.append(judged[0])
            bad += judged[1]
            records += 1
    return b"".join(answers), bad, records, size


def chunks(lines: Iterable[bytes], size: int = CHUNK_LINES) -> Iterator[Chunk]:
    first, batch, length = 1, [], 0
    for line in lines:
        batch.append(line)
        length += len(line)
        if len(batch) == size:
            yield first, batch, length
            first, batch, length = first + size, [], 0
    if batch:
        yield first, batch, length


def default_jobs() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def adjudicate_stream(
    source: Iterable[bytes],
    out: IO[bytes],
    jobs: int | None = None,
    chunk_lines: int = CHUNK_LINES,
    progress: Progress | None = None,
) -> int:
    """Judges every line of ``source`` on ``jobs`` processes (every core by default; 1: in this process)
    and writes the answers to ``out`` in order. Returns the count of bad lines."""
    jobs = jobs or default_jobs()
    bad = 0
    from service.wire import fast, operations  # noqa: F401  (loaded once here, shared by forked workers)

    def write(judged: Judged) -> None:
        nonlocal bad
        answers, bad_lines, records, size = judged
        out.write(answers)
        bad += bad_lines
        if progress is not None:
            progress.advance(records, size)

    pieces = chunks(source, chunk_lines)
    if jobs == 1:
        for chunk in pieces:
            write(judge_chunk(chunk))
    else:
        with multiprocessing.get_context().Pool(jobs) as pool:
            pending: deque[AsyncResult[Judged]] = deque()
            for chunk in pieces:
                pending.append(pool.apply_async(judge_chunk, (chunk,)))
                if len(pending) >= jobs * IN_FLIGHT_PER_WORKER:
                    write(pending.popleft().get())
            while pending:
                write(pending.popleft().get())
    if progress is not None:
        progress.finish()
    return bad


class Progress:
    """A progress line on a terminal: records judged, the rate, and with a known size the share and ETA."""

    def __init__(self, stream: IO[str], total_bytes: int | None = None, every: float = 0.2):
        self.stream, self.total_bytes, self.every = stream, total_bytes, every
        self.records = self.done_bytes = 0
        self.start = self.shown = time.monotonic()

    def advance(self, records: int, size: int) -> None:
        self.records += records
        self.done_bytes += size
        now = time.monotonic()
        if now - self.shown >= self.every:
            self.shown = now
            self.show(now)

    def show(self, now: float) -> None:
        elapsed = max(now - self.start, 1e-9)
        rate = self.records / elapsed
        line = f"{self.records} records, {rate:,.0f}/s"
        if self.total_bytes:
            share = min(self.done_bytes / self.total_bytes, 1.0)
            filled = int(share * 30)
            left = elapsed / share - elapsed if share else 0.0
            line = f"[{'#' * filled}{'.' * (30 - filled)}] {share:6.1%}  {line}  ETA {left:4.0f} s"
        self.stream.write("\r" + line + " " * 4)
        self.stream.flush()

    def finish(self) -> None:
        self.show(time.monotonic())
        self.stream.write("\n")
        self.stream.flush()


def adjudicate_file(path: str, out: IO[bytes], jobs: int | None = None, progress: bool | None = None) -> int:
    """``python -m service adjudicate PATH`` ('-': standard input); a progress line when stderr is a terminal
    (``progress`` None) or when asked. Returns the count of bad lines."""
    show = sys.stderr.isatty() if progress is None else progress
    if path == "-":
        return adjudicate_stream(sys.stdin.buffer, out, jobs, progress=Progress(sys.stderr) if show else None)
    with open(path, "rb") as source:
        size = os.fstat(source.fileno()).st_size
        return adjudicate_stream(source, out, jobs, progress=Progress(sys.stderr, size) if show else None)

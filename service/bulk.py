"""Judging a JSON Lines file of hand records on every core: ``arbitre adjudicate FILE.jsonl``.

The lines are cut into pieces; worker processes judge the pieces, and the answers are written in the
order of the lines, one per record: the verdict, or ``{"line", "errors"}`` for a line that is not a
readable record (the API's 422 errors). A regular file is cut into spans of whole lines that the workers
read themselves, so the parent process only counts newlines, and that write their answers to temporary
files, which the parent has the kernel copy to the output; standard input and pipes are sent to the
workers in chunks of lines, and the answers come back through the pool. A few pieces per worker are in
flight at a time, so memory and disk use stay bounded whatever the size of the file.
"""

from __future__ import annotations

import errno
import functools
import io
import os
import shutil
import stat
import sys
import tempfile
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import IO, Any, TypeVar

import orjson

from . import InvalidRecord, adjudicate
from .core.text import Text
from .i18n import DEFAULT_LANGUAGE
from .wire.errors import UnprocessableRequest
from .wire.json_syntax import syntax_error
from .wire.operations import in_language

CHUNK_LINES = 200
"""Lines per chunk: large enough that sending a chunk to a worker costs little next to judging it."""
SPAN_BYTES = 512 * 1024
"""Bytes per span of a regular file, about 450 hands (some 25 ms of judging): few pieces for the parent to
hand out and files for the workers to write (against 256 KiB, half the parent's CPU and the workers' system
time, measured over 60,000 lines), and the workers still finish close together."""
IN_FLIGHT_PER_WORKER = 4


class UnreadableInput(Exception):
    """The input file cannot be opened: missing, a directory, not readable. ``reason`` names the file and says
    why, in words of ours (the system's are English whatever the language asked)."""

    def __init__(self, path: str, error: OSError):
        self.reason = Text("cannot read {path}: {why}", path=path, why=_why_unreadable(error))
        super().__init__(self.reason)


def _why_unreadable(error: OSError) -> Text:
    if error.errno == errno.ENOENT:
        return Text("there is no such file")
    if error.errno in (errno.EACCES, errno.EPERM):
        return Text("permission denied")
    if error.errno == errno.EISDIR:
        return Text("it is a directory")
    return Text("the system refuses to open it ({code})",
                code=errno.errorcode.get(error.errno, str(error.errno)) if error.errno else type(error).__name__)


NOT_JSON = "not JSON: {reason}"


def judge_line(number: int, line: bytes, language: str = DEFAULT_LANGUAGE) -> tuple[bytes, bool]:
    """The answer line to one input line (numbered from 1), its messages in ``language``, and whether it was
    bad. Every line gets one, a blank line too (it is not a record), so that answer n is line n's."""
    problems: list[tuple[str, str]]
    record = line.rstrip(b"\r\n")
    if not record.strip():
        problems = in_language([("", Text(NOT_JSON, reason=Text("a blank line, not a record")))], language)
        return orjson.dumps({"line": number, "errors": _errors(problems)}) + b"\n", True
    try:
        answer: dict[str, Any] = adjudicate(orjson.loads(record), language)
        return orjson.dumps(answer) + b"\n", False
    except orjson.JSONDecodeError as error:
        problems = in_language([("", Text(NOT_JSON, reason=syntax_error(error, record, whole=False)))], language)
    except InvalidRecord as error:
        problems = error.problems
    except UnprocessableRequest as error:  # readable, but no hand could produce it (the API's other 422)
        problems = error.problems
    return orjson.dumps({"line": number, "errors": _errors(problems)}) + b"\n", True


def _errors(problems: list[tuple[str, str]]) -> list[dict[str, str]]:
    return [{"pointer": pointer, "message": message} for pointer, message in problems]


Chunk = tuple[int, list[bytes], int]
"""The number of the chunk's first line, its lines, and how many bytes they are."""
Span = tuple[str, int, int, int]
"""A file's path, the number of the span's first line, and the offsets where the span starts and ends."""
Piece = TypeVar("Piece", Chunk, Span)
Judged = tuple[bytes, int, int, int]
"""The answers to a piece, how many lines were bad, how many records and bytes it had."""
AnswersFile = tuple[str, int]
"""The path of a file of answers and its size."""
Filed = tuple[AnswersFile, int, int, int]
"""As Judged, the answers left in a file."""


def judge_chunk(chunk: Chunk, language: str = DEFAULT_LANGUAGE) -> Judged:
    first, lines, size = chunk
    answers, bad, records = [], 0, 0
    for number, line in enumerate(lines, start=first):
        answer, was_bad = judge_line(number, line, language)
        answers.append(answer)
        bad += was_bad
        records += 1
    return b"".join(answers), bad, records, size


def judge_span(span: Span, answers_directory: str, language: str = DEFAULT_LANGUAGE) -> Filed:
    """Reads a span of the file, in a worker, judges its lines and writes the answers to a file in
    ``answers_directory``. The worker opens the file by its path for each span: one open next to some
    hundreds of judgements (``SPAN_BYTES``), and nothing to inherit from the parent. The answers (more bytes
    than the span) are left in a file because the kernel copies it to the output for a fraction of what
    sending them through the pool's pipe costs the worker and the parent."""
    path, first, start, end = span
    with open(path, "rb") as source:
        source.seek(start)
        lines = io.BytesIO(source.read(end - start)).readlines()  # the lines that iterating over the file gives
    answers, bad, records, size = judge_chunk((first, lines, end - start), language)
    answers_path = os.path.join(answers_directory, f"{first}.jsonl")  # the first line: one file per span
    with open(answers_path, "wb") as answers_file:
        answers_file.write(answers)
    return (answers_path, len(answers)), bad, records, size


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


def spans(path: str, source: IO[bytes], size: int = SPAN_BYTES) -> Iterator[Span]:
    """Cuts the file ``source`` (open at its start) into spans of whole lines of about ``size`` bytes. The
    file is read in blocks, and their newlines counted, never split into lines: that is the workers' job."""
    first, start = 1, 0
    while block := source.read(size):
        if not block.endswith(b"\n"):
            block += source.readline()  # the rest of the line the block cut into (none at the end of the file)
        end = start + len(block)
        yield path, first, start, end
        first, start = first + block.count(b"\n"), end


def default_jobs() -> int:
    """The cores this process may run on."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def adjudicate_stream(
    source: Iterable[bytes],
    out: IO[bytes],
    jobs: int | None = None,
    chunk_lines: int = CHUNK_LINES,
    progress: Progress | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> int:
    """Judges every line of ``source`` on ``jobs`` processes (every core by default; 1: in this process)
    and writes the answers, their messages in ``language``, to ``out`` in order. Returns the count of bad
    lines."""
    judge = functools.partial(judge_chunk, language=language)
    return judge_in_order(judge, chunks(source, chunk_lines), out, jobs or default_jobs(), progress)


SENDFILE_UNSUPPORTED = frozenset({errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP, errno.ENOTSOCK})
"""What os.sendfile fails with when the output cannot take it (a terminal, for one)."""


class Output:
    """``out``, where the answers go, and its file descriptor while the kernel can copy files to it."""

    def __init__(self, out: IO[bytes]):
        self.out = out
        try:
            self.descriptor: int | None = out.fileno()
        except (OSError, ValueError):  # io.UnsupportedOperation (io.BytesIO), or closed
            self.descriptor = None

    def write(self, answers: bytes | AnswersFile) -> None:
        if isinstance(answers, bytes):
            self.out.write(answers)
            return
        path, size = answers
        with open(path, "rb") as answers_file:
            sent = 0
            if self.descriptor is not None:
                self.out.flush()  # what was written through out goes first
                sent = self.send(self.descriptor, answers_file.fileno(), size)
            answers_file.seek(sent)
            shutil.copyfileobj(answers_file, self.out)  # the rest, if the kernel could not send it all
        os.remove(path)  # disk use: the answers of the pieces in flight only

    def send(self, descriptor: int, source: int, size: int) -> int:
        """Sends up to ``size`` bytes of the file ``source`` to ``descriptor`` in the kernel; returns how many."""
        sent = 0
        try:
            while sent < size and (count := os.sendfile(descriptor, source, sent, size - sent)):
                sent += count
        except OSError as error:
            if error.errno not in SENDFILE_UNSUPPORTED:
                raise
            self.descriptor = None  # not for this output: through out from now on
        return sent


def judge_in_order(
    judge: Callable[[Piece], Judged | Filed],
    pieces: Iterable[Piece],
    out: IO[bytes],
    jobs: int,
    progress: Progress | None,
) -> int:
    """Judges the pieces on ``jobs`` processes (1: in this process) and writes the answers to ``out`` in
    order. Returns the count of bad lines."""
    bad = 0
    output = Output(out)

    def write(judged: Judged | Filed) -> None:
        nonlocal bad
        answers, bad_lines, records, size = judged
        output.write(answers)
        bad += bad_lines
        if progress is not None:
            progress.advance(records, size)

    if jobs == 1:
        for piece in pieces:
            write(judge(piece))
    else:
        # Not multiprocessing.Pool: its worker-handling thread wakes each time the pipe of answers is
        # readable and spins while another thread drains it, which cost the parent more than all else;
        # and a worker that dies (killed, out of memory) makes the executor fail instead of hang.
        pool = ProcessPoolExecutor(jobs)
        try:
            pending: deque[Future[Judged | Filed]] = deque()
            for piece in pieces:
                pending.append(pool.submit(judge, piece))
                if len(pending) >= jobs * IN_FLIGHT_PER_WORKER:
                    write(pending.popleft().result())
            while pending:
                write(pending.popleft().result())
        finally:
            pool.shutdown(cancel_futures=True)  # after an error (a closed pipe, ^C): drop the pieces not begun
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


def adjudicate_file(
    path: str, out: IO[bytes], jobs: int | None = None, progress: bool | None = None, span_bytes: int = SPAN_BYTES,
    language: str = DEFAULT_LANGUAGE,
) -> int:
    """``arbitre adjudicate PATH`` ('-': standard input); a progress line when stderr is a terminal
    (``progress`` None) or when asked. Returns the count of bad lines; raises ``UnreadableInput`` when the
    file cannot be opened."""
    show = sys.stderr.isatty() if progress is None else progress
    jobs = jobs or default_jobs()
    if path == "-":
        return adjudicate_stream(sys.stdin.buffer, out, jobs, progress=Progress(sys.stderr) if show else None,
                                 language=language)
    try:
        source = open(path, "rb")
    except OSError as error:
        raise UnreadableInput(path, error) from None
    with source:
        status = os.fstat(source.fileno())
        meter = Progress(sys.stderr, status.st_size) if show else None
        if jobs > 1 and stat.S_ISREG(status.st_mode):  # the workers can read it themselves
            # Removed on the way out whatever happens: by then the pool has waited for its workers.
            with tempfile.TemporaryDirectory(prefix="arbitre-bulk-") as answers_directory:
                judge = functools.partial(judge_span, answers_directory=answers_directory, language=language)
                return judge_in_order(judge, spans(path, source, span_bytes), out, jobs, meter)
        return adjudicate_stream(source, out, jobs, progress=meter, language=language)

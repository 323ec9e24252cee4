"""``python -m service adjudicate FILE.jsonl`` on every core (service/bulk.py): the answers of the worker
processes are those of one process, in the order of the lines, whether the workers are sent the lines
(standard input, pipes) or read spans of a regular file themselves and leave their answers in temporary
files, copied in the kernel or through the output; no temporary file is left, and a closed output ends the
command at once; a progress line only on a terminal."""

from __future__ import annotations

import errno
import io
import json
import multiprocessing
import os
import pty
import random
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import orjson
import pytest

import service
from service import adjudicate, bulk
from service.bulk import adjudicate_file, adjudicate_stream, spans
from tests.property.generator import generate_hand
from tests.zwanzigerrufen.generator import random_deal

REPO = Path(service.__file__).parent.parent


def lines(count: int) -> list[bytes]:
    """Records of both rule sets with, here and there, a blank line, a line that is not JSON, an
    unreadable record and a record the engine finds illegal."""
    rng = random.Random(11)
    made = []
    for index in range(count):
        record = random_deal(rng).record() if index % 6 == 5 else generate_hand(rng, rng.choice([3, 4, 5])).record
        if index % 9 == 4:
            record["hands"][0][0] = "ZZ"
        if index % 7 == 3:
            record["tricks"] = list(reversed(record.get("tricks") or []))
        made.append(orjson.dumps(record) + b"\n")
        if index % 10 == 2:
            made.append(b"\n")
        if index % 13 == 6:
            made.append(b"{not json\n")
    return made


def answered(source: list[bytes]) -> int:
    """One answer a line, a blank line's too: answer n is line n's."""
    return len(source)


def test_every_core_writes_what_one_process_writes_in_the_same_order() -> None:
    source = lines(60)
    alone, together = io.BytesIO(), io.BytesIO()
    bad_alone = adjudicate_stream(source, alone, jobs=1)
    bad_together = adjudicate_stream(source, together, jobs=2, chunk_lines=7)
    assert together.getvalue() == alone.getvalue()
    assert bad_together == bad_alone > 0
    answers = [json.loads(line) for line in alone.getvalue().splitlines()]
    assert len(answers) == answered(source)
    numbered = list(enumerate(source, start=1))
    for (number, line), answer in zip(numbered, answers, strict=True):
        try:
            assert answer == adjudicate(orjson.loads(line))
        except (orjson.JSONDecodeError, service.InvalidRecord):
            assert answer["line"] == number and answer["errors"]


RECORDS = b"".join(lines(40))
FILES = {
    "records, blank lines and bad lines": RECORDS,
    "no newline at the end": RECORDS + b'{"rules": "french", "hands": ',  # not JSON: its error gives a position
    "CRLF, and a CR alone": RECORDS.replace(b"\n", b"\r\n") + b"[1,\r2]\r\n",  # JSON, one line, not a record
    "empty": b"",
    "blank lines only": b"\n\r\n  \n",
}


def stdin_answers(content: bytes) -> tuple[bytes, int]:
    """What standard input gets, in one process."""
    out = io.BytesIO()
    bad = adjudicate_stream(io.BytesIO(content), out, jobs=1)
    return out.getvalue(), bad


@pytest.fixture
def temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Where the temporary directories go during the test, to see that none is left."""
    directory = tmp_path / "temporary"
    directory.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(directory))
    return directory


@pytest.mark.parametrize("span_bytes", [1, 700, 1 << 20], ids=["a line a span", "cut mid-line", "one span"])
@pytest.mark.parametrize("name", FILES)
def test_workers_reading_a_file_answer_what_standard_input_gets(
    name: str, span_bytes: int, tmp_path: Path, temporary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(FILES[name])
    expected = stdin_answers(FILES[name])
    monkeypatch.setattr(bulk, "chunks", None)  # a regular file is never sent to the workers line by line
    out = io.BytesIO()  # no file descriptor: the answers are read from their files and written through it
    bad = adjudicate_file(str(path), out, jobs=2, progress=False, span_bytes=span_bytes)
    assert (out.getvalue(), bad) == expected
    assert list(temporary.iterdir()) == []


def sendfile_spy(monkeypatch: pytest.MonkeyPatch, refuse_after: int | None = None) -> list[int]:
    """Counts the bytes os.sendfile sends (in this process: the workers never call it); from call number
    ``refuse_after`` on, fails as it does when the output cannot take it, after sending 100 bytes at most."""
    sent: list[int] = []
    sendfile = os.sendfile

    def spy(out_fd: int, in_fd: int, offset: int, count: int) -> int:
        if refuse_after is not None and len(sent) >= refuse_after:
            raise OSError(errno.EINVAL, os.strerror(errno.EINVAL))
        sent.append(sendfile(out_fd, in_fd, offset, count if refuse_after is None else min(count, 100)))
        return sent[-1]

    monkeypatch.setattr(os, "sendfile", spy)
    return sent


@pytest.mark.parametrize("name", FILES)
def test_answers_copied_to_a_file_in_the_kernel_are_what_standard_input_gets(
    name: str, tmp_path: Path, temporary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(FILES[name])
    answers, bad = stdin_answers(FILES[name])
    sent = sendfile_spy(monkeypatch)
    target = tmp_path / "answers.jsonl"
    with open(target, "wb") as out:
        out.write(b"before\n")  # still in out's buffer: it must come before the answers
        assert adjudicate_file(str(path), out, jobs=2, progress=False, span_bytes=700) == bad
    assert target.read_bytes() == b"before\n" + answers
    assert sum(sent) == len(answers)
    assert list(temporary.iterdir()) == []


def test_when_the_kernel_cannot_copy_to_the_output_the_answers_go_through_it(
    tmp_path: Path, temporary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(RECORDS)
    answers, bad = stdin_answers(RECORDS)
    sent = sendfile_spy(monkeypatch, refuse_after=1)
    target = tmp_path / "answers.jsonl"
    with open(target, "wb") as out:
        assert adjudicate_file(str(path), out, jobs=2, progress=False, span_bytes=700) == bad
    assert target.read_bytes() == answers
    assert sent == [100]  # refused in the middle of the first file, and not tried again
    assert list(temporary.iterdir()) == []


class Interrupted(io.BytesIO):
    """An output where ^C arrives during the second write."""

    def write(self, data: bytes, /) -> int:  # type: ignore[override]
        if self.tell():
            raise KeyboardInterrupt
        return super().write(data)


def test_nothing_is_left_after_an_interruption(tmp_path: Path, temporary: Path) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(RECORDS * 10)
    with pytest.raises(KeyboardInterrupt):
        adjudicate_file(str(path), Interrupted(), jobs=2, progress=False, span_bytes=700)
    assert list(temporary.iterdir()) == []
    assert multiprocessing.active_children() == []


def test_a_closed_output_ends_the_judging_at_once(
    tmp_path: Path, temporary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(RECORDS * 500)  # some ten seconds of judging on one core
    handed_out: list[bulk.Span] = []

    def counted_spans(name: str, source: IO[bytes], size: int = bulk.SPAN_BYTES) -> Iterator[bulk.Span]:
        for span in spans(name, source, size):
            handed_out.append(span)
            yield span

    monkeypatch.setattr(bulk, "spans", counted_spans)
    # Another process reads: forked workers would hold the reading end of a pipe made here open.
    head = subprocess.Popen(["head", "-c", "100"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    assert head.stdin is not None
    with head.stdin as out, pytest.raises(BrokenPipeError):
        adjudicate_file(str(path), out, jobs=2, progress=False)
    head.wait()
    # The pieces in flight when the pipe closed, and one more, not the whole file (a count, not a time: the
    # machine may be busy).
    in_flight = 2 * bulk.IN_FLIGHT_PER_WORKER
    whole_file = len(list(spans(str(path), io.BytesIO(path.read_bytes()))))
    assert whole_file > 4 * in_flight
    assert len(handed_out) <= in_flight + 2
    assert list(temporary.iterdir()) == []
    assert multiprocessing.active_children() == []


def test_spans_cover_the_file_in_whole_lines_and_number_them() -> None:
    content = FILES["no newline at the end"]
    for size in 1, 700, 5000, 1 << 20:
        cut = list(spans("hands.jsonl", io.BytesIO(content), size))
        assert [start for _, _, start, _ in cut] == [0] + [end for _, _, _, end in cut[:-1]]
        assert cut[-1][3] == len(content)
        for _, first, start, end in cut:
            assert start == 0 or content[start - 1 : start] == b"\n"
            assert first == content[:start].count(b"\n") + 1
            assert end - start >= min(size, len(content) - start)


def test_a_pipe_is_sent_to_the_workers_line_by_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = stdin_answers(RECORDS)
    fifo = tmp_path / "hands.jsonl"
    os.mkfifo(fifo)
    writer = threading.Thread(target=fifo.write_bytes, args=(RECORDS,))
    writer.start()
    monkeypatch.setattr(bulk, "spans", None)  # the workers could not read it again: they would wait for ever
    out = io.BytesIO()
    bad = adjudicate_file(str(fifo), out, jobs=2, progress=False)
    writer.join()
    assert (out.getvalue(), bad) == expected


def run(path: Path, *options: str, stderr: int | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", service.__name__, "adjudicate", str(path), *options],
        capture_output=stderr is None,
        stdout=subprocess.PIPE if stderr is not None else None,
        stderr=stderr,
        cwd=REPO,
        timeout=120,
    )


def test_the_command_uses_workers_and_says_nothing_on_a_pipe(tmp_path: Path) -> None:
    path = tmp_path / "hands.jsonl"
    source = lines(30)
    path.write_bytes(b"".join(source))
    one = run(path, "--jobs", "1")
    two = run(path, "--jobs", "2")
    assert one.returncode == two.returncode == 1  # some lines are not readable records
    assert two.stdout == one.stdout and two.stdout.count(b"\n") == answered(source)
    assert two.stderr == b"" and one.stderr == b""
    piped = subprocess.run(
        [sys.executable, "-m", service.__name__, "adjudicate", "-", "--jobs", "2"],
        input=path.read_bytes(),
        capture_output=True,
        cwd=REPO,
        timeout=120,
    )
    assert (piped.stdout, piped.returncode, piped.stderr) == (two.stdout, two.returncode, b"")


def test_a_progress_line_on_a_terminal(tmp_path: Path) -> None:
    path = tmp_path / "hands.jsonl"
    source = lines(10)
    path.write_bytes(b"".join(source))
    controller, terminal = pty.openpty()
    try:
        finished = run(path, "--jobs", "2", stderr=terminal)
        os.close(terminal)
        shown = b""
        while True:
            try:
                chunk = os.read(controller, 4096)
            except OSError:  # the terminal is closed and drained
                break
            if not chunk:
                break
            shown += chunk
    finally:
        os.close(controller)
    assert finished.stdout.count(b"\n") == answered(source)
    assert b"100.0%" in shown and f"{answered(source)} records".encode() in shown


def test_a_progress_line_can_be_asked_for_or_refused(tmp_path: Path) -> None:
    path = tmp_path / "hands.jsonl"
    source = lines(3)
    path.write_bytes(b"".join(source))
    assert f"{answered(source)} records".encode() in run(path, "--progress", "--jobs", "1").stderr
    assert run(path, "--no-progress").stderr == b""


def test_a_blank_line_gets_its_answer_in_its_place_and_a_bad_line_its_column() -> None:
    """Answer n is line n's: a blank line is answered too (it is not a record), and a line that is not JSON
    says where in the line, not the parser's "line 2 column 1" that its own newline made."""
    record = orjson.dumps(generate_hand(random.Random(3), 4).record)
    out = io.BytesIO()
    bad = adjudicate_stream([record + b"\n", b"\n", b'{"players": 4\n', b"  \r\n", record + b"\n"], out, jobs=1)
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert bad == 3 and len(answers) == 5
    assert answers[0] == answers[4] == adjudicate(orjson.loads(record))
    assert [answer.get("line") for answer in answers] == [None, 2, 3, 4, None]
    assert answers[1]["errors"] == [{"pointer": "", "message": "not JSON: a blank line, not a record"}]
    (error,) = answers[2]["errors"]
    assert error["message"] == "not JSON: the data ends before the JSON value is complete, at column 14", error

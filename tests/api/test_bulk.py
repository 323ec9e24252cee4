"""``python -m service adjudicate FILE.jsonl`` on every core (service/bulk.py): the answers of the worker
processes are those of one process, in the order of the lines, whether the workers are sent the lines
(standard input, pipes) or read spans of a regular file themselves; a progress line only on a terminal."""

from __future__ import annotations

import io
import json
import os
import pty
import random
import subprocess
import sys
import threading
from pathlib import Path

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
    """One answer per line that is not blank."""
    return sum(1 for line in source if line.strip())


def test_every_core_writes_what_one_process_writes_in_the_same_order() -> None:
    source = lines(60)
    alone, together = io.BytesIO(), io.BytesIO()
    bad_alone = adjudicate_stream(source, alone, jobs=1)
    bad_together = adjudicate_stream(source, together, jobs=2, chunk_lines=7)
    assert together.getvalue() == alone.getvalue()
    assert bad_together == bad_alone > 0
    answers = [json.loads(line) for line in alone.getvalue().splitlines()]
    assert len(answers) == answered(source)
    numbered = [(number, line) for number, line in enumerate(source, start=1) if line.strip()]
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


@pytest.mark.parametrize("span_bytes", [1, 700, 1 << 20], ids=["a line a span", "cut mid-line", "one span"])
@pytest.mark.parametrize("name", FILES)
def test_workers_reading_a_file_answer_what_standard_input_gets(
    name: str, span_bytes: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "hands.jsonl"
    path.write_bytes(FILES[name])
    expected = stdin_answers(FILES[name])
    monkeypatch.setattr(bulk, "chunks", None)  # a regular file is never sent to the workers line by line
    out = io.BytesIO()
    bad = adjudicate_file(str(path), out, jobs=2, progress=False, span_bytes=span_bytes)
    assert (out.getvalue(), bad) == expected


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
        [sys.executable, "-m", "service", "adjudicate", str(path), *options],
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
        [sys.executable, "-m", "service", "adjudicate", "-", "--jobs", "2"],
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

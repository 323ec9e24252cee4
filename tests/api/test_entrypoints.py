"""The doors other than the Flask test client: ``service.adjudicate``, ``python -m service`` (batch and
gunicorn), the gunicorn settings, and the installed package."""

from __future__ import annotations

import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import service
from service import InvalidRecord, adjudicate, gunicorn_conf

PACKAGE = service.__name__
"""The package's import name in a new process: arbitre, as installed (tests/conftest.py names it service too)."""


def test_adjudicate_reads_the_record_like_the_api(dealt_record: dict[str, Any]) -> None:
    dealt_record["hands"][0] = [card.lower() for card in dealt_record["hands"][0]]
    verdict = adjudicate(dealt_record)
    assert verdict["legal"] is True
    assert verdict["status"] == "in_progress"


def test_adjudicate_raises_invalid_record_with_pointers(dealt_record: dict[str, Any]) -> None:
    dealt_record["hands"][1][3] = "ZZ"
    del dealt_record["dealer"]
    with pytest.raises(InvalidRecord) as raised:
        adjudicate(dealt_record)
    assert sorted(raised.value.problems) == [
        ("/dealer", "required field is missing"),
        ("/hands/1/3", 'unknown card code "ZZ"'),
    ]


def test_adjudicate_does_not_load_flask() -> None:
    code = f"import sys, {PACKAGE}; {PACKAGE}.adjudicate; assert 'flask' not in sys.modules, 'flask loaded'"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(service.__file__).parent.parent)


def test_batch_adjudication_writes_one_answer_per_line(dealt_record: dict[str, Any], tmp_path: Path) -> None:
    records = tmp_path / "hands.jsonl"
    records.write_text(json.dumps(dealt_record) + "\n" + '{"dealer": 0}\n' + "not json\n")
    finished = subprocess.run(
        [sys.executable, "-m", PACKAGE, "adjudicate", str(records)],
        capture_output=True,
        text=True,
        cwd=Path(service.__file__).parent.parent,
    )
    assert finished.returncode == 1, finished.stderr  # some lines were unreadable
    verdict, unreadable, not_json = (json.loads(line) for line in finished.stdout.splitlines())
    assert verdict["legal"] is True
    assert unreadable["line"] == 2
    assert {error["pointer"] for error in unreadable["errors"]} == {"/hands", "/dog"}
    assert not_json["line"] == 3


def test_gunicorn_accepts_every_setting_of_the_config() -> None:
    """gunicorn silently ignores a misspelt setting: each one must come back from --print-config."""
    printed = subprocess.run(
        [sys.executable, "-m", "gunicorn", "-c", f"python:{PACKAGE}.gunicorn_conf", "--print-config"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    resolved = dict(line.split(" = ", 1) for line in printed.splitlines() if " = " in line)
    resolved = {name.strip(): value.strip() for name, value in resolved.items()}
    settings = {name: value for name, value in vars(gunicorn_conf).items() if not name.startswith("_")}
    settings.pop("annotations", None)  # from __future__ import annotations
    settings.pop("os", None)
    for name, value in settings.items():
        assert name in resolved, f"gunicorn does not know the setting {name!r}"
        if name == "forwarded_allow_ips":  # a comma-separated text, printed as the list gunicorn makes of it
            value = [address.strip() for address in value.split(",") if address.strip()]
        if callable(value):  # a server hook, printed by its name
            value = f"<{value.__name__}()>"
        assert resolved[name] == str(value), name
    assert resolved["workers"] == "2"
    assert resolved["worker_class"] == f"{PACKAGE}.serving.worker.EventLoopWorker"
    assert resolved["forwarded_allow_ips"] == "[]"  # forwarded headers believed from no one by default
    assert resolved["control_socket_disable"] == "True"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def served_port() -> Iterator[int]:
    """``python -m service`` on a free port: the real gunicorn, with the project's settings."""
    port = free_port()
    env = {**os.environ, "PORT": str(port), "HOST": "127.0.0.1", "WEB_CONCURRENCY": "1"}
    server = subprocess.Popen(
        [sys.executable, "-m", PACKAGE],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=Path(service.__file__).parent.parent,
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError as refused:
                if server.poll() is not None or time.monotonic() > deadline:
                    log = server.stderr.read() if server.stderr else b""
                    raise RuntimeError(f"the server did not start: {log!r}") from refused
                time.sleep(0.05)
        yield port
    finally:
        server.terminate()
        server.wait(timeout=10)


def request(port: int, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None) -> Any:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request(method, path, body=body, headers=headers or {}, encode_chunked=not isinstance(body, bytes))
    response = connection.getresponse()
    response.payload = response.read()
    connection.close()
    return response


def test_python_m_service_serves_the_api(served_port: int) -> None:
    response = request(served_port, "GET", "/healthz")
    assert response.status == 200
    assert json.loads(response.payload) == {"status": "ok"}
    assert response.getheader("X-Content-Type-Options") == "nosniff"


def test_a_chunked_body_over_the_limit_is_a_413_under_gunicorn(served_port: int) -> None:
    # 2 MiB of JSON whitespace in 64 KiB chunks, no Content-Length. The server answers after 1 MiB and
    # closes, so the body is sent from a thread while this one reads the answer, as a careful client
    # does: a client that writes everything first may see a broken pipe instead of the 413.
    head = (
        b"POST /v1/scores HTTP/1.1\r\nHost: x\r\n"
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    chunk = b"10000\r\n" + b" " * 65536 + b"\r\n"
    connection = socket.create_connection(("127.0.0.1", served_port), timeout=10)

    def send() -> None:
        try:
            connection.sendall(head + chunk * 32 + b"0\r\n\r\n")
        except OSError:
            pass  # the server has answered and closed

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    answer = b""
    try:
        while chunk_read := connection.recv(65536):
            answer += chunk_read
    except ConnectionResetError:
        pass
    connection.close()
    sender.join(timeout=10)
    status_line, _, rest = answer.partition(b"\r\n")
    assert status_line.split()[1] == b"413", answer[:300]
    assert b"\r\nContent-Type: application/problem+json\r\n" in b"\r\n" + rest


def test_the_installed_package_serves_the_repository_contract(openapi_path: Path, tmp_path: Path) -> None:
    """Run from outside the checkout (-I: no cwd, no PYTHONPATH), so the installed package answers:
    with a non-editable install this proves the wheel carries openapi.yaml, byte for byte."""
    code = (
        f"import sys, {PACKAGE}; app = {PACKAGE}.create_app(); "
        "sys.stdout.buffer.write(app.test_client().get('/openapi.yaml').get_data())"
    )
    served = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, cwd=tmp_path)
    assert served.returncode == 0, f"is the package installed (pip install .)? {served.stderr.decode()[-500:]}"
    assert served.stdout == openapi_path.read_bytes(), "the installed copy is stale or wrong: pip install . again"

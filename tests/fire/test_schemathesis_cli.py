"""Schemathesis from its command line against a real gunicorn on 127.0.0.1 (the in-process run is
tests/contract/test_schemathesis.py): every operation of openapi.yaml, every check (``--checks all``),
the fixed seed of schemathesis.toml, and at least ``MIN_CASES`` cases; not one failure.

By hand, against a running service: ``st run openapi.yaml --url http://127.0.0.1:8000 --checks all -n 100``.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .servers import REPO_ROOT, Gunicorn

pytestmark = pytest.mark.fire

MIN_CASES = 2000
MAX_EXAMPLES = 100  # per operation in the fuzzing phase; the coverage phase adds its own (about 9 000 in all, ~1 min)


def test_schemathesis_cli_against_gunicorn(tmp_path: Path, figures: list[str]) -> None:
    st = Path(sys.executable).parent / "st"
    assert st.exists(), "schemathesis's CLI (st) is installed with the test extra: pip install '.[test]'"
    with Gunicorn(workers=2, log=tmp_path / "gunicorn.log") as server:
        start = time.monotonic()
        finished = subprocess.run(
            [
                str(st),
                "run",
                "openapi.yaml",
                "--url",
                f"http://127.0.0.1:{server.port}",
                "--checks",
                "all",
                "--max-examples",
                str(MAX_EXAMPLES),
                "--phases",
                "examples,coverage,fuzzing",  # stateful needs links, which a stateless API has none of
                "--request-timeout",
                "10",
            ],
            cwd=REPO_ROOT,  # schemathesis.toml: the seed and the documented 422s
            capture_output=True,
            text=True,
            timeout=600,
        )
        took = time.monotonic() - start
    output = finished.stdout + finished.stderr
    counted = re.search(r"(\d+) generated, (\d+) passed", output)
    seed = re.search(r"Seed: (\d+)", output)
    figures.append(
        f"schemathesis CLI against gunicorn (--checks all, -n {MAX_EXAMPLES}, seed "
        f"{seed.group(1) if seed else '?'}): {counted.group(0) if counted else 'no count'} in {took:.0f} s, "
        f"exit code {finished.returncode}"
    )
    assert finished.returncode == 0, output[-5000:]
    assert counted is not None, output[-2000:]
    generated, passed = map(int, counted.groups())
    assert generated == passed >= MIN_CASES, counted.group(0)
    assert "No issues found" in output

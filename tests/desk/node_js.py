"""Node.js for the tests that run the desk's scripts under it: where it is, or the test skips (fails under
CI=true, which installs it)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

TEXTS = Path(__file__).resolve().parents[2] / "service" / "desk" / "texts.js"


def node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js is needed to read the desk's texts (.ci/run installs it)")
        pytest.skip("Node.js is not installed")
    return found


def texts_js(expression: str) -> object:
    """``expression`` evaluated with texts.js's exports in scope as ``m``, as JSON."""
    return desk_module(TEXTS, expression)


def desk_module(module: Path, expression: str) -> object:
    """``expression`` evaluated with the exports of the desk's ``module`` in scope as ``m``, as JSON."""
    script = f"import({json.dumps(module.as_uri())}).then((m) => console.log(JSON.stringify({expression})))"
    finished = subprocess.run([node(), "-e", script], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(finished.stdout)

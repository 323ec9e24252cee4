"""Node.js for the tests that run the desk's scripts under it: where it is, or the test skips (fails under
CI=true, which installs it)."""

from __future__ import annotations

import os
import shutil

import pytest


def node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js is needed to read the desk's texts (.ci/run installs it)")
        pytest.skip("Node.js is not installed")
    return found

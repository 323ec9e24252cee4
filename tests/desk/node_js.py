"""Node.js for the tests that run the desk's scripts under it: where it is, or the test skips (fails under
CI=true, which installs it). texts.js is given the words the service serves (GET /desk/words/{language}),
as the page's loadWords() is."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from service.api.desk import words_json
from service.i18n import LANGUAGES

TEXTS = Path(__file__).resolve().parents[2] / "service" / "desk" / "texts.js"


def node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js is needed to read the desk's texts (.ci/run installs it)")
        pytest.skip("Node.js is not installed")
    return found


def texts_js(expression: str) -> object:
    """``expression`` evaluated with texts.js's exports in scope as ``m``, as JSON, once texts.js has the words the
    service answers for every language."""
    served = json.dumps([json.loads(words_json(language)) for language in LANGUAGES])
    return desk_module(TEXTS, expression, before="m.useWords(JSON.parse(input));", given=served)


def desk_module(module: Path, expression: str, before: str = "", given: str = "") -> object:
    """``expression`` evaluated with the exports of the desk's ``module`` in scope as ``m``, as JSON; ``before``
    run first, with what the standard input ``given`` as ``input``."""
    script = (f"let input = ''; process.stdin.on('data', (piece) => {{ input += piece; }}).on('end', () => "
              f"import({json.dumps(module.as_uri())}).then((m) => {{ {before} "
              f"console.log(JSON.stringify({expression})); }}));")
    finished = subprocess.run([node(), "-e", script], input=given, capture_output=True, text=True, timeout=60,
                              check=True)
    return json.loads(finished.stdout)

"""Embedding in Python: the package is installed as ``arbitre`` (setup.py), so an app whose own package is called
``service`` (a common name) imports both, each under its name, whichever it imports first."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from service import adjudicate

APP = """
import json, sys
{first}
{second}
verdict = arbitre.adjudicate(json.load(sys.stdin))
try:
    arbitre.adjudicate({{"dealer": 0, "hands": "not a list", "dog": []}})
    problems = []
except arbitre.InvalidRecord as error:
    problems = error.problems
health = arbitre.create_app().test_client().get("/healthz").get_json()
print(json.dumps({{
    "app's service": service.WHO,
    "arbitre": arbitre.__name__,
    "verdict": verdict,
    "problems": problems,
    "health": health,
    "modules under service": sorted(name for name in sys.modules if name.startswith("service.")),
}}))
"""


@pytest.mark.parametrize("first", ["import service", "import arbitre"])
def test_an_app_with_its_own_service_package(tmp_path: Path, dealt_record: dict[str, Any], first: str) -> None:
    (tmp_path / "service").mkdir()
    (tmp_path / "service" / "__init__.py").write_text('WHO = "the app\'s own service"\n', encoding="utf-8")
    second = "import arbitre" if first == "import service" else "import service"
    (tmp_path / "main.py").write_text(APP.format(first=first, second=second), encoding="utf-8")
    # `python main.py` from the app's folder: that folder comes first on the import path, as for any script.
    ran = subprocess.run([sys.executable, "main.py"], cwd=tmp_path, input=json.dumps(dealt_record),
                         capture_output=True, text=True, timeout=60)
    assert ran.returncode == 0, ran.stderr
    said = json.loads(ran.stdout)
    assert said["app's service"] == "the app's own service"
    assert said["arbitre"] == "arbitre"
    assert said["verdict"] == json.loads(json.dumps(adjudicate(dealt_record)))
    assert [pointer for pointer, _ in said["problems"]] == ["/hands"]
    assert said["health"] == {"status": "ok"}
    assert said["modules under service"] == []


def test_no_module_of_the_package_imports_it_by_the_folder_name(repo_root: Path) -> None:
    """Installed, the package is arbitre: an import of ``service`` inside it would load the app's own."""
    absolute = re.compile(r"^\s*(?:from|import)\s+service\b", re.MULTILINE)
    found = [str(path.relative_to(repo_root)) for path in sorted((repo_root / "service").rglob("*.py"))
             if absolute.search(path.read_text(encoding="utf-8"))]
    assert found == []

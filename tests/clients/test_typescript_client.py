"""A TypeScript client made from openapi.yaml as an app would make it: openapi-typescript's types and openapi-fetch
(versions pinned in tests/clients/typescript/package-lock.json), compiled by tsc --strict and run under Node
against a live service.

The npm project is copied to a temporary folder, installed there with ``npm ci``, and the types generated
there on every run, so that a contract change that breaks the generator, or that the types no longer
accept, fails here. ``src/drive.ts`` sends every operation of both rule sets (and openapi.yaml's request
examples, written as typed constants) and prints each exchange; each must be what the service answers the
same request in-process, and the narrowing it did (the rule set of a verdict, its ruling, a problem) must
agree with the answer. Node and npm missing is a skip on a developer's machine and a failure in CI."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from .contract import EXAMPLE_PAGES, EXAMPLE_URL, OPENAPI, clients_section, example, operations, typescript_examples

PROJECT = Path(__file__).resolve().parent / "typescript"
PROJECT_FILES = ("package.json", "package-lock.json", "tsconfig.json", "src/drive.ts")
# openapi-typescript makes a property with a `default` required unless told otherwise (docs/clients.md).
GENERATE = ("--default-non-nullable", "false")


def run(command: list[str], cwd: Path, timeout: float = 300) -> str:
    finished = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert finished.returncode == 0, f"{' '.join(command)}:\n{finished.stdout}\n{finished.stderr}"
    return finished.stdout + finished.stderr


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project installed, its types generated from openapi.yaml, the README's example added, all compiled."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        message = f"the TypeScript client test needs {' and '.join(missing)} (Node.js)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    project = tmp_path_factory.mktemp("typescript-client")
    for name in PROJECT_FILES:
        (project / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(PROJECT / name, project / name)
    run(["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"], project)
    generated = run(["node_modules/.bin/openapi-typescript", str(OPENAPI), *GENERATE, "-o", "src/arbitre.ts"], project)
    assert "warn" not in generated.lower() and "error" not in generated.lower(), generated
    (project / "src" / "examples.ts").write_text(typescript_examples(), encoding="utf-8")
    for number, page in enumerate(EXAMPLE_PAGES):
        code, _ = example("ts", page)
        assert EXAMPLE_URL in code
        (project / "src" / f"example{number}.ts").write_text(code, encoding="utf-8")
    run(["node_modules/.bin/tsc", "-p", "."], project)  # tsconfig.json: strict, and more
    return project


def test_the_project_asks_for_strict_checks() -> None:
    options = json.loads((PROJECT / "tsconfig.json").read_text(encoding="utf-8"))["compilerOptions"]
    assert options["strict"] is True and options["exactOptionalPropertyTypes"] is True


def describe_verdict(verdict: dict[str, Any]) -> str:
    """What src/drive.ts prints for a verdict, worked out from the service's own answer."""
    none = "none"
    if "taker" in verdict:
        ruling = "no ruling" if verdict.get("ruling") is None else f"ruling {verdict['ruling']['outcome']}"
        taker = none if verdict["taker"] is None else verdict["taker"]
        return f"french {verdict['status']} taker={taker} {ruling}"
    declarer = none if verdict["declarer"] is None else verdict["declarer"]
    return f"zwanzigerrufen {verdict['status']} declarer={declarer}"


def describe_problem(problem: dict[str, Any]) -> str:
    if "errors" in problem:
        return f"problem {problem['status']} " + ",".join(item["pointer"] for item in problem["errors"])
    return f"problem {problem['status']} {problem['title']}"


def metric_names(exposition: str) -> set[str]:
    """The service's own metrics (a live gunicorn serves no process_* and python_* ones: multiprocess mode)."""
    return {line.split()[2] for line in exposition.splitlines() if line.startswith("# TYPE arbitre_")}


def numbers(values: list[Any]) -> str:
    return " ".join(str(int(value)) if float(value).is_integer() else str(value) for value in values)


def expected_narrowing(path: str, status: int, answer: Any) -> str:
    if status != 200 and path.startswith(("/v1/", "/desk/words/")):
        return describe_problem(answer)
    if path == "/desk/words/{language}":
        return f"words {answer['language']} {answer['tables']['language']['name']}"
    if path == "/v1/hands/adjudicate":
        return describe_verdict(answer)
    if path == "/v1/hands/adjudicate-batch":
        slots = answer["verdicts"]
        return " | ".join(describe_problem(slot) if "title" in slot else describe_verdict(slot) for slot in slots)
    if path == "/v1/plays/legal":
        return "legal " + " ".join(answer["legal_cards"])
    if path == "/v1/scores":
        return "deltas " + numbers((answer.get("score") or {}).get("deltas", []))
    if path == "/v1/score-sheets":
        return "totals " + numbers(answer["totals"])
    if path in ("/v1/boards/score", "/v1/seances/score"):
        boards = answer["boards"] if "boards" in answer else [answer]
        return "marks " + " | ".join(numbers([mark["mark"] for mark in board["marks"] if mark["mark"] is not None])
                                    for board in boards)
    if path == "/v1/rulesets":
        return "rulesets " + " ".join(described["id"] for described in answer["rulesets"])
    if path == "/v1/rulesets/{ruleset_id}":
        return f"{answer['id']} " + " ".join(option["name"] for option in answer["options"])
    if path == "/healthz":
        return f"health {answer['status']}"
    if path == "/readyz":
        return f"readiness {answer['status']}"
    return ""


def test_every_operation_of_both_rule_sets_through_openapi_fetch(
    built: Path, live_url: str, client: FlaskClient
) -> None:
    output = run(["node", "dist/drive.js", live_url], built, timeout=120)
    exchanges = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    driven = {(exchange["method"], exchange["path"]) for exchange in exchanges}
    assert driven == operations()
    rulesets = set()
    for exchange in exchanges:
        path = exchange["path"]
        for name, value in exchange.get("params", {}).items():
            path = path.replace(f"{{{name}}}", value)
        if exchange["method"] == "post":
            expected = client.post(path, json=exchange["request"], base_url=live_url)
            rulesets.add(exchange["request"].get("ruleset", "french-tarot"))
        else:
            expected = client.get(path, base_url=live_url)  # /docs names the host it is served from
        assert exchange["status"] == expected.status_code, exchange["name"]
        if expected.is_json:
            wanted = expected.get_json()
            if isinstance(wanted, dict) and "request_id" in wanted:  # a problem's, made for each request
                assert exchange["answer"].pop("request_id"), exchange["name"]
                del wanted["request_id"]
            assert exchange["answer"] == wanted, exchange["name"]
        elif exchange["path"] == "/metrics":  # counts that the requests in between have changed
            # A live gunicorn lists only the metrics counted yet (multiprocess mode); this process lists them all.
            served = metric_names(exchange["answer"])
            assert "arbitre_requests_total" in served and served <= metric_names(expected.get_data(as_text=True))
        else:
            assert exchange["answer"] == expected.get_data(as_text=True), exchange["name"]
        if expected.is_json:
            narrowed = expected_narrowing(exchange["path"], expected.status_code, expected.get_json())
            assert exchange["narrowed"] == narrowed, exchange["name"]
    assert rulesets == {"french-tarot", "zwanzigerrufen"}
    statuses = {exchange["status"] for exchange in exchanges}
    assert {200, 404, 422} <= statuses


@pytest.mark.parametrize("number", range(len(EXAMPLE_PAGES)), ids=EXAMPLE_PAGES)
def test_the_readme_example_prints_what_it_shows(built: Path, live_url: str, number: int) -> None:
    compiled = built / "dist" / f"example{number}.js"
    compiled.write_text(compiled.read_text(encoding="utf-8").replace(EXAMPLE_URL, live_url), encoding="utf-8")
    _, shown = example("ts", EXAMPLE_PAGES[number])
    assert run(["node", f"dist/example{number}.js"], built, timeout=60) == shown


def test_the_readme_steps_run_as_written(live_url: str, tmp_path: Path) -> None:
    """The README's TypeScript steps, its own text run by a shell from a copy of the repository root (with
    the live server's address in the example): they install, generate, compile and print what it shows."""
    if shutil.which("npm") is None:
        pytest.skip("the README's TypeScript steps need npm")  # built() fails the run in CI without it
    part = clients_section().split("**TypeScript**", 1)[1]
    setup, *_, run_it = re.findall(r"^```sh\n(.*?)^```", part, re.MULTILINE | re.DOTALL)
    code, shown = example("ts")
    shutil.copyfile(OPENAPI, tmp_path / "openapi.yaml")
    script = (f"set -e\n{setup}\nmkdir -p src\ncat > src/example.ts <<'EXAMPLE'\n"
              f"{code.replace(EXAMPLE_URL, live_url)}EXAMPLE\n{run_it}")
    finished = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert finished.stdout.endswith(shown), finished.stdout[-500:]

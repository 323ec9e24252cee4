"""A Python client made from openapi.yaml as an app would make it: openapi-python-client (pinned in the test
extra) with its default settings, generated into a temporary folder on every run, so that a contract change
that breaks the generator fails here.

The generation must go without a warning and keep every schema; then every operation of both rule sets goes
through the generated client to a live gunicorn, and each typed answer must be the service's own (the same
status, a model of the documented type whose ``to_dict()`` is the answer's JSON), and the README's Python
example must print what it shows."""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
import sys
import typing
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from flask.testing import FlaskClient

from .contract import (
    DOCUMENT,
    EXAMPLE_LISTS,
    EXAMPLE_PAGES,
    EXAMPLE_URL,
    OPENAPI,
    clients_section,
    example,
    operations,
    request_examples,
)

PACKAGE = "arbitre_client"  # from the contract's title, "Arbitre"


def generate(output: Path) -> str:
    # The generator formats its output with ruff, which it looks for on PATH: the one beside this Python.
    path = os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")])
    command = [sys.executable, "-m", "openapi_python_client", "generate", "--path", str(OPENAPI), "--output-path",
               str(output)]
    finished = subprocess.run(command, capture_output=True, text=True, timeout=300, env={**os.environ, "PATH": path})
    said = finished.stdout + finished.stderr
    assert finished.returncode == 0, said
    return said


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ModuleType, str]]:
    """The generated package, imported from the temporary folder, and what the generator said."""
    project = tmp_path_factory.mktemp("python-client") / "arbitre-client"
    said = generate(project)
    sys.path.insert(0, str(project))
    try:
        yield importlib.import_module(PACKAGE), said
    finally:
        sys.path.remove(str(project))
        for name in [name for name in sys.modules if name == PACKAGE or name.startswith(PACKAGE + ".")]:
            del sys.modules[name]


@pytest.fixture(scope="module")
def models(generated: tuple[ModuleType, str]) -> ModuleType:
    return importlib.import_module(f"{PACKAGE}.models")


def operation_module(operation_id: str, tag: str) -> ModuleType:
    snake = "".join(f"_{letter.lower()}" if letter.isupper() else letter for letter in operation_id)
    return importlib.import_module(f"{PACKAGE}.api.{tag}.{snake}")


def test_the_generator_warns_of_nothing(generated: tuple[ModuleType, str]) -> None:
    _, said = generated
    assert "warning" not in said.lower() and "unable" not in said.lower(), said


def test_every_object_schema_is_a_model(models: ModuleType) -> None:
    objects = [name for name, schema in DOCUMENT["components"]["schemas"].items() if schema.get("type") == "object"]
    assert len(objects) > 40
    assert [name for name in objects if not hasattr(models, name)] == []


def test_every_operation_has_a_typed_module(generated: tuple[ModuleType, str]) -> None:
    for path, item in DOCUMENT["paths"].items():
        for method, operation in item.items():
            module = operation_module(operation["operationId"], operation["tags"][0])
            returned = module.sync.__annotations__["return"]  # None stands for an undocumented status
            typed = [member for member in typing.get_args(returned) or (returned,) if member is not type(None)]
            assert typed and Any not in typed, (method, path, returned)


class Driver:
    """Calls the generated operations against the live service and checks each answer against the in-process app."""

    def __init__(self, url: str, app_client: FlaskClient):
        self.client = importlib.import_module(PACKAGE).Client(base_url=url, raise_on_unexpected_status=True)
        self.app_client = app_client
        self.url = url
        self.driven: set[tuple[str, str]] = set()

    def call(self, operation_id: str, tag: str, template: str, expected_type: str, compare: bool = True,
             **arguments: Any) -> Any:
        """The operation called through the generated client, its answer checked against the app's own (but for
        an answer that changes from one request to the next, as /metrics's, unless ``compare``)."""
        module = operation_module(operation_id, tag)
        request = module._get_kwargs(**arguments)
        self.driven.add((request["method"], template))
        answer = module.sync_detailed(client=self.client, **arguments)
        if request["method"] == "post":
            expected = self.app_client.post(request["url"], json=request["json"], base_url=self.url)
        else:
            expected = self.app_client.get(request["url"], base_url=self.url)
        assert int(answer.status_code) == expected.status_code, (template, arguments)
        parsed = answer.parsed
        assert type(parsed).__name__ == expected_type, (template, arguments, parsed)
        if expected.is_json:
            got, wanted = parsed.to_dict(), expected.get_json()
            if isinstance(wanted, dict) and "request_id" in wanted:  # a problem's, made for each request
                assert got.pop("request_id") == answer.headers["X-Request-ID"], template
                del wanted["request_id"]
            assert got == wanted, (template, arguments)
        elif compare:
            assert parsed == expected.get_data(as_text=True), template
        return parsed


@pytest.fixture(scope="module")
def driver(generated: tuple[ModuleType, str], live_url: str, app: Any) -> Driver:
    return Driver(live_url, app.test_client())


POST_OPERATIONS: dict[str, tuple[str, str, tuple[str, str], tuple[str, str]]] = {
    # path: (operationId, tag, request models (French, Zwanzigerrufen), 200 models (French, Zwanzigerrufen))
    "/v1/hands/adjudicate": ("adjudicateHand", "hands", ("HandRecord", "ZwanzigerrufenHandRecord"),
                             ("Verdict", "ZwanzigerrufenVerdict")),
    "/v1/hands/adjudicate-batch": ("adjudicateHands", "hands", ("AdjudicateBatchRequest", "AdjudicateBatchRequest"),
                                   ("AdjudicateBatchResponse", "AdjudicateBatchResponse")),
    "/v1/plays/legal": ("legalPlays", "plays", ("LegalPlaysRequest", "ZwanzigerrufenLegalPlaysRequest"),
                        ("LegalPlays", "LegalPlays")),
    "/v1/scores": ("scoreHand", "scores", ("ScoreRequest", "ZwanzigerrufenScoreRequest"),
                   ("ScoreResponse", "ZwanzigerrufenScoreResponse")),
    "/v1/score-sheets": ("scoreSheet", "scores", ("ScoreSheetRequest", "ZwanzigerrufenScoreSheetRequest"),
                         ("ScoreSheet", "ScoreSheet")),
    "/v1/boards/score": ("scoreBoard", "duplicate", ("BoardScoreRequest", "BoardScoreRequest"),
                         ("BoardMarks", "BoardMarks")),
    "/v1/seances/score": ("scoreSeance", "duplicate", ("SeanceScoreRequest", "SeanceScoreRequest"),
                          ("SeanceMarks", "SeanceMarks")),
}
FRENCH_ONLY = {"/v1/hands/adjudicate-batch", "/v1/boards/score", "/v1/seances/score"}
"""Operations whose examples need not show both rule sets: a batch's records may be either, and duplicate is
French Tarot's."""


def test_the_table_above_is_every_body_operation() -> None:
    assert set(POST_OPERATIONS) == {path for method, path in operations() if method == "post"} == set(EXAMPLE_LISTS)


@pytest.mark.parametrize("path", sorted(POST_OPERATIONS))
def test_each_documented_request_of_both_rule_sets_through_the_client(
    path: str, driver: Driver, models: ModuleType
) -> None:
    operation_id, tag, request_models, answer_models = POST_OPERATIONS[path]
    rulesets = set()
    for name, body in request_examples(path).items():
        ruleset = body.get("ruleset", "french-tarot")
        rulesets.add(ruleset)
        zwanzigerrufen = ruleset == "zwanzigerrufen"
        model = getattr(models, request_models[zwanzigerrufen]).from_dict(body)
        assert model.to_dict() == body, name  # the typed request carries the whole example
        driver.call(operation_id, tag, path, answer_models[zwanzigerrufen], body=model)
    if path not in FRENCH_ONLY:
        assert rulesets == {"french-tarot", "zwanzigerrufen"}, path


def test_models_built_by_hand_and_the_problems(driver: Driver, models: ModuleType) -> None:
    deck = [*(f"{rank}{suit}" for suit in "SHDC" for rank in ("10" if suit in "SC" else "1", "J", "C", "Q", "K")),
            "1T", *(f"{number}T" for number in range(4, 22)), "EX"]
    deal = models.ZwanzigerrufenHandRecord(
        ruleset=models.ZwanzigerrufenRuleset.ZWANZIGERRUFEN, dealer=3,
        hands=[[card.lower() for card in deck[seat * 10 : seat * 10 + 10]] for seat in range(4)],
    )
    verdict = driver.call("adjudicateHand", "hands", "/v1/hands/adjudicate", "ZwanzigerrufenVerdict", body=deal)
    assert all(isinstance(violation.code, str) for violation in verdict.violations)
    summary = models.ScoreRequest(taker=1, contract=models.Contract.GARDE, attack_points=56, oudlers=2,
                                  options=models.FrenchTarotOptions(rounding=models.FrenchTarotOptionsRounding.VALUE_10))
    scored = driver.call("scoreHand", "scores", "/v1/scores", "ScoreResponse", body=summary)
    assert scored.score.deltas == [-80, 240, -80, -80]
    unreadable = models.HandRecord(dealer=0, hands=[["ZZ"]], dog=[])
    problem = driver.call("adjudicateHand", "hands", "/v1/hands/adjudicate", "ValidationProblem", body=unreadable)
    assert [error.pointer for error in problem.errors] == ["/hands/0/0"]
    mixed = models.AdjudicateBatchRequest(records=[deal, unreadable])
    batch = driver.call("adjudicateHands", "hands", "/v1/hands/adjudicate-batch", "AdjudicateBatchResponse", body=mixed)
    assert [type(slot).__name__ for slot in batch.verdicts] == ["ZwanzigerrufenVerdict", "ValidationProblem"]


def test_the_rule_sets_and_the_service_operations(driver: Driver) -> None:
    listed = driver.call("listRulesets", "rulesets", "/v1/rulesets", "RulesetList")
    ids = [described.id for described in listed.rulesets]
    assert ids == ["french-tarot", "zwanzigerrufen"]
    for ruleset_id in ids:
        described = driver.call("getRuleset", "rulesets", "/v1/rulesets/{ruleset_id}", "RulesetDescription",
                                ruleset_id=ruleset_id)
        assert described.options and all(option.name for option in described.options)
    driver.call("getRuleset", "rulesets", "/v1/rulesets/{ruleset_id}", "Problem", ruleset_id="skat")
    assert driver.call("health", "service", "/healthz", "HealthResponse200").status == "ok"
    assert driver.call("readiness", "service", "/readyz", "ReadinessResponse200").status == "ready"
    assert "arbitre_requests_total" in driver.call("metrics", "service", "/metrics", "str", compare=False)
    driver.call("openapiJson", "service", "/openapi.json", "OpenapiJsonResponse200")
    assert driver.call("openapiYaml", "service", "/openapi.yaml", "str") == OPENAPI.read_text(encoding="utf-8")
    driver.call("docs", "service", "/docs", "str")
    assert "/desk/desk.js" in driver.call("desk", "service", "/desk", "str")
    assert "/desk/board.js" in driver.call("deskBoard", "service", "/desk/board", "str")
    for language in ("en", "fr", "de"):
        words = driver.call("deskWords", "service", "/desk/words/{language}", "DeskWordsResponse200", language=language)
        assert words.language == language and words.languages == ["en", "fr", "de"]
    driver.call("deskWords", "service", "/desk/words/{language}", "Problem", language="it")
    assert 'href="/docs"' in driver.call("home", "service", "/", "str")


def test_every_operation_was_driven(driver: Driver) -> None:
    # Runs after the three tests above (file order): together they call every operation of the contract.
    assert driver.driven == operations()


@pytest.mark.parametrize("page", EXAMPLE_PAGES)
def test_the_readme_example_prints_what_it_shows(generated: tuple[ModuleType, str], live_url: str, page: str) -> None:
    code, shown = example("python", page)
    assert EXAMPLE_URL in code
    project = Path(importlib.import_module(PACKAGE).__file__ or "").parent.parent
    finished = subprocess.run([sys.executable, "-c", code.replace(EXAMPLE_URL, live_url)], capture_output=True,
                              text=True, timeout=60, env={**os.environ, "PYTHONPATH": str(project)})
    assert finished.returncode == 0, finished.stderr
    assert finished.stdout == shown



def test_the_readme_steps_run_as_written(live_url: str, tmp_path: Path) -> None:
    """The README's Python steps, its own text run by a shell in a new virtual environment beside a copy of
    openapi.yaml: they install the generator, generate and install the client, and the example run by that
    environment's Python prints what it shows."""
    part = clients_section().split("**Python**", 1)[1].split("**TypeScript**", 1)[0]
    (steps,) = re.findall(r"^```sh\n(.*?)^```", part, re.MULTILINE | re.DOTALL)
    code, shown = example("python")
    shutil.copyfile(OPENAPI, tmp_path / "openapi.yaml")
    (tmp_path / "example.py").write_text(code.replace(EXAMPLE_URL, live_url), encoding="utf-8")
    script = f"set -e\n{sys.executable} -m venv .venv\n. .venv/bin/activate\n{steps}\npython example.py"
    finished = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert finished.returncode == 0, finished.stdout[-2000:] + finished.stderr[-2000:]
    assert finished.stdout.endswith(shown), finished.stdout[-500:]

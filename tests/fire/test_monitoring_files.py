"""deploy/grafana's dashboard and deploy/prometheus's alerting rules: parsed, and every PromQL expression's metric
names held to what /metrics serves (so that a renamed metric fails here, not on an operator's empty graph);
``promtool check rules`` too where Prometheus's tools are installed (Debian's ``prometheus`` package)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

import pytest
import yaml

from service import create_app

from .servers import REPO_ROOT

RULES = REPO_ROOT / "deploy" / "prometheus" / "alerts.yaml"
DASHBOARD = REPO_ROOT / "deploy" / "grafana" / "arbitre.json"
# PromQL's own words that are not metric names.
KEYWORDS = {"by", "without", "on", "ignoring", "group_left", "group_right", "bool", "and", "or", "unless", "offset"}
SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_sum", "_count"), "gauge": ("",)}


def served_series() -> dict[str, set[str]]:
    """The series names /metrics serves (a counter's ``_total``, a histogram's ``_bucket``...), each with the
    labels of its metric, read off the app's own answer after requests that give every labelled metric a sample
    (a verdict with violations and a ruling, a refusal)."""
    client = create_app({"TESTING": True}).test_client()
    document = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    examples = document["paths"]["/v1/hands/adjudicate"]["post"]["requestBody"]["content"]["application/json"]
    revoke = examples["examples"]["arbitratedRevoke"]["value"]
    assert client.post("/v1/hands/adjudicate", json=revoke).status_code == 200
    assert client.post("/v1/scores", data=b"{}", content_type="text/plain").status_code == 415
    exposition = client.get("/metrics").get_data(as_text=True)
    found: dict[str, set[str]] = {}
    for name, kind in re.findall(r"^# TYPE (\S+) (\S+)$", exposition, flags=re.MULTILINE):
        base = name.removesuffix("_total")
        for suffix in SUFFIXES[kind]:
            found[base + suffix] = set()
    for name, labels in re.findall(r"^(\w+)\{([^}]*)\}", exposition, flags=re.MULTILINE):
        if name in found:
            found[name] |= set(re.findall(r'(\w+)="', labels))
    return found


def metric_names(expression: str) -> set[str]:
    """The metric names of a PromQL expression: its words that are not functions, keywords, numbers, label
    names (inside braces, or grouped by), durations or Grafana's variables."""
    text = re.sub(r'"[^"]*"', "", expression)
    text = re.sub(r"\{[^}]*\}|\[[^\]]*\]|\$\w+|\b\d+(?:\.\d+)?(?:ms|[smhdwy])?\b", "", text)
    text = re.sub(r"\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)", "", text)
    words = re.findall(r"[A-Za-z_:][A-Za-z0-9_:]*(?![A-Za-z0-9_:])(?!\s*\()", text)
    return {word for word in words if word not in KEYWORDS}


def rule_expressions() -> list[str]:
    document = yaml.safe_load(RULES.read_text())
    return [rule["expr"] for group in document["groups"] for rule in group["rules"]]


def dashboard_expressions() -> list[str]:
    dashboard: dict[str, Any] = json.loads(DASHBOARD.read_text())
    return [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]


@pytest.fixture(scope="module")
def served() -> dict[str, set[str]]:
    return served_series()


def test_the_name_reader_finds_names_and_only_names() -> None:
    assert metric_names('sum by (le, operation) (rate(a_b_bucket{status=~"5.."}[5m])) / sum(c_total) > 0.01') \
        == {"a_b_bucket", "c_total"}
    assert metric_names("histogram_quantile(0.99, x) > 2 and on(job) y offset 5m") == {"x", "y"}


@pytest.mark.parametrize("expression", [*rule_expressions(), *dashboard_expressions()])
def test_every_expression_reads_metrics_that_are_served(expression: str, served: dict[str, set[str]]) -> None:
    names = metric_names(expression)
    assert names, expression
    assert names <= set(served), f"not served: {names - set(served)} in {expression}"
    for name, labels in re.findall(r"(\w+)\{([^}]*)\}", expression):
        for label in re.findall(r"(\w+)\s*[=!]~?", labels):
            assert label in served[name] | {"le"}, f"{name} has no label {label}"


def test_the_rules_alert_on_5xx_latency_and_503s() -> None:
    rules = {rule["alert"]: rule for group in yaml.safe_load(RULES.read_text())["groups"] for rule in group["rules"]}
    assert {"ArbitreServerErrors", "ArbitreLatencyOverBudget", "ArbitreShedding"} <= set(rules)
    assert all(rule["labels"]["severity"] in ("page", "warn") and rule["annotations"]["summary"]
               for rule in rules.values())


def test_the_dashboard_shows_rate_errors_latency_and_saturation_per_operation() -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    titles = " ".join(panel["title"] for panel in dashboard["panels"])
    for word in ("Rate", "Errors", "Latency", "Saturation"):
        assert word in titles
    assert len({panel["id"] for panel in dashboard["panels"]}) == len(dashboard["panels"])
    variables = {variable["name"] for variable in dashboard["templating"]["list"]}
    assert {"datasource", "operation"} <= variables


def test_promtool_accepts_the_rules() -> None:
    promtool = shutil.which("promtool")
    if promtool is None:
        pytest.skip("promtool is not installed (Debian's prometheus package); the rules are parsed above")
    checked = subprocess.run([promtool, "check", "rules", str(RULES)], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr

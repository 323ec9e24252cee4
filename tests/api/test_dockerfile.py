"""A Dockerfile lint (hadolint is not available offline): the rules this image must keep."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path

import pytest


def instructions(dockerfile: Path) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs, with continuation lines joined and comments dropped."""
    joined = re.sub(r"\\\n", " ", dockerfile.read_text())
    parsed = []
    for line in joined.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, arguments = line.partition(" ")
            parsed.append((keyword.upper(), arguments.strip()))
    return parsed


@pytest.fixture(scope="module")
def dockerfile(repo_root: Path) -> list[tuple[str, str]]:
    return instructions(repo_root / "Dockerfile")


def arguments_of(dockerfile: list[tuple[str, str]], keyword: str) -> list[str]:
    return [arguments for instruction, arguments in dockerfile if instruction == keyword]


def test_the_base_image_is_a_pinned_python_3_11_slim(dockerfile: list[tuple[str, str]]) -> None:
    (base,) = arguments_of(dockerfile, "FROM")
    # A patch release and a Debian release, never a moving tag such as python:3.11-slim or latest.
    assert re.fullmatch(r"python:3\.11\.\d+-slim-[a-z]+(@sha256:[0-9a-f]{64})?", base), base


def test_it_runs_as_a_non_root_user_after_installing(dockerfile: list[tuple[str, str]]) -> None:
    keywords = [instruction for instruction, _ in dockerfile]
    users = arguments_of(dockerfile, "USER")
    assert users, "no USER: the service would run as root"
    assert users[-1] not in {"root", "0"}
    last_user = len(keywords) - 1 - keywords[::-1].index("USER")
    last_run = len(keywords) - 1 - keywords[::-1].index("RUN")
    assert last_run < last_user < keywords.index("CMD")


def test_it_installs_the_package_non_editable(dockerfile: list[tuple[str, str]]) -> None:
    runs = " && ".join(arguments_of(dockerfile, "RUN"))
    assert "pip install ." in runs
    assert "-e" not in shlex.split(runs)


def test_it_serves_with_gunicorn_and_the_project_settings(dockerfile: list[tuple[str, str]]) -> None:
    (command,) = arguments_of(dockerfile, "CMD")
    argv = json.loads(command)  # exec form: gunicorn is PID 1 and gets the stop signal
    assert argv[0] == "gunicorn"
    assert argv[argv.index("-c") + 1] == "python:arbitre.gunicorn_conf"
    assert "8000" in arguments_of(dockerfile, "EXPOSE")
    env = " ".join(arguments_of(dockerfile, "ENV"))
    assert "HOST=0.0.0.0" in env, "inside a container the service must listen beyond loopback"


def test_the_healthcheck_probes_healthz_without_curl(dockerfile: list[tuple[str, str]]) -> None:
    (healthcheck,) = arguments_of(dockerfile, "HEALTHCHECK")
    assert "/healthz" in healthcheck
    assert "python" in healthcheck
    assert "curl" not in healthcheck


def test_the_build_context_holds_what_the_install_needs(repo_root: Path) -> None:
    ignored = (repo_root / ".dockerignore").read_text().splitlines()
    assert "*" in ignored, "start from an empty context, then allow what the build copies"
    copied = " ".join(arguments_of(instructions(repo_root / "Dockerfile"), "COPY"))
    for needed in ("pyproject.toml", "README.md", "openapi.yaml", "service"):
        assert f"!{needed}" in ignored or f"!{needed}/" in ignored, needed
        assert needed in copied, needed

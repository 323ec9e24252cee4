"""Fixtures shared by the test suite: the Flask app (with the real engine), a dealt hand record,
and the repository's paths."""

from __future__ import annotations

import importlib
import os
import pkgutil
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest


def _the_folder_name_for_the_installed_package() -> None:
    """The tests import ``service``, the folder's name; the package is installed as ``arbitre`` (setup.py). Each
    of its modules is imported once and also registered under ``service``, so both names are the same objects
    (a monkeypatch through one is seen through the other), and no copy of the checkout's sources is loaded."""
    import arbitre

    sys.modules["service"] = arbitre
    for module in pkgutil.walk_packages(arbitre.__path__, "arbitre."):
        sys.modules["service" + module.name.removeprefix("arbitre")] = importlib.import_module(module.name)
    # Importing gunicorn_conf chose a metrics folder for a gunicorn this process never starts; the test processes
    # pytest-xdist starts from this one must not inherit it (prometheus-client reads it when first imported, and
    # would count in files where this process's /metrics does not look).
    if os.environ.get("ARBITRE_METRICS_FOLDER_OF") == str(os.getpid()):
        del os.environ["PROMETHEUS_MULTIPROC_DIR"], os.environ["ARBITRE_METRICS_FOLDER_OF"]


try:
    from flask import Flask
    from flask.testing import FlaskClient

    _the_folder_name_for_the_installed_package()

    import service
    from service import create_app
    from service.core.cards import CARD_CODES
    from service.french import judge
except ModuleNotFoundError as missing:
    # The usual cause: pytest from outside the project's virtual environment. pytest_configure says what to do,
    # where an import traceback would not.
    MISSING_MODULE: str | None = missing.name
else:
    MISSING_MODULE = None

REPO_ROOT = Path(__file__).resolve().parent.parent
TESTED_PACKAGE = Path(service.__file__).resolve().parent if MISSING_MODULE is None else REPO_ROOT / "service"
COMPILED = MISSING_MODULE is None and Path(judge.__file__).suffix != ".py"
"""Whether the engines under test were compiled by mypyc (setup.py), rather than run from their sources."""


def pytest_report_header() -> str:
    build = "engines compiled with mypyc" if COMPILED else "pure Python"
    return f"arbitre: {TESTED_PACKAGE} ({build})"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    # -q hides the header above: the summary still says which package and build were tested.
    terminalreporter.write_line(pytest_report_header())


def _package_files(root: Path) -> set[Path]:
    """The package's own files below ``root`` (sources and data), without what a build or Python makes (compiled
    modules and catalogues, bytecode)."""
    return {
        path.relative_to(root) for path in root.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".so", ".pyc", ".mo")
    }


def _stale_sources() -> list[str]:
    """The package's files that differ between this checkout and the installed package under test; in the
    checkout itself (an editable install), the sources edited since their compiled module was built, which
    Python would go on importing instead of them."""
    checkout = REPO_ROOT / "service"
    if TESTED_PACKAGE == checkout.resolve():
        return sorted(
            str(built.relative_to(checkout)) for built in checkout.rglob("*.so")
            if (source := built.with_name(built.name.split(".", 1)[0] + ".py")).is_file()
            and source.stat().st_mtime > built.stat().st_mtime
        )
    names = _package_files(checkout) | _package_files(TESTED_PACKAGE)
    return sorted(
        str(name) for name in names
        if not (checkout / name).is_file() or not (TESTED_PACKAGE / name).is_file()
        or (checkout / name).read_bytes() != (TESTED_PACKAGE / name).read_bytes()
    )


def pytest_configure(config: pytest.Config) -> None:
    if MISSING_MODULE is not None:
        pytest.exit(f"No module named {MISSING_MODULE!r}: the tests run the installed package. Activate the "
                    "virtual environment (. .venv/bin/activate), or install the package into this Python "
                    "(pip install '.[test]'): see the README's Quick start.", returncode=4)
    # pytest (and python -P -m pytest) import the installed package, compiled as it ships; a test run after an
    # edit must not silently test the copy installed before it, nor an editable install's stale compiled modules.
    stale = _stale_sources()
    if stale:
        pytest.exit(f"The tests would run the package at {TESTED_PACKAGE}, whose build is older than this "
                    f"checkout's sources ({', '.join(stale[:5])}{' …' if len(stale) > 5 else ''}). Install it "
                    "again (pip install '.[test]'), or develop with an editable pure-Python install "
                    "(ARBITRE_COMPILE=no pip install -e '.[test]').", returncode=4)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO_ROOT


@pytest.fixture(scope="session")
def openapi_path() -> Path:
    return REPO_ROOT / "openapi.yaml"


@pytest.fixture(scope="session")
def app() -> Flask:
    return create_app({"TESTING": True})


@pytest.fixture
def client(app: Flask, request: pytest.FixtureRequest) -> Iterator[FlaskClient]:
    """The app's test client; every JSON answer it receives is checked against openapi.yaml
    (tests/contract/responses.py), except in a test marked ``off_contract``."""
    from tests.contract.responses import DocumentedClient

    checked = request.node.get_closest_marker("off_contract") is None
    with (DocumentedClient if checked else FlaskClient)(app, app.response_class, use_cookies=True) as test_client:
        yield test_client


@pytest.fixture
def dealt_record() -> dict[str, Any]:
    """A legal 4-player deal (18 cards each, a dog of 6), dealer 0, with nothing after the deal."""
    deck = list(CARD_CODES)
    random.Random(7).shuffle(deck)
    return {
        "players": 4,
        "dealer": 0,
        "hands": [deck[seat * 18 : (seat + 1) * 18] for seat in range(4)],
        "dog": deck[72:],
    }

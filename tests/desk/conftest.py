"""A real browser on the desk: Debian's chromium driven by Playwright, against gunicorn on loopback.

Every page is watched: a request to anything but the service is refused and fails the test, and so
does any console error or uncaught exception. Without chromium (or Playwright) the tests skip, except
under CI=true, where they fail: CI must run them.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tests.fire.servers import Gunicorn

CHROMIUM = Path("/usr/bin/chromium")
# Playwright's own browser builds cannot be downloaded here: Debian's chromium, with no call home.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _missing(why: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{why}: CI runs the desk's browser tests (.ci/run installs chromium)")
    pytest.skip(why)


@pytest.fixture(scope="session")
def desk_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log = tmp_path_factory.mktemp("desk") / "gunicorn.log"
    with Gunicorn(workers=1, log=log) as server:
        yield f"http://127.0.0.1:{server.port}"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists() and shutil.which("chromium") is None:
        _missing("Debian's chromium is not installed")
    try:
        from playwright.sync_api import sync_playwright
    except ModuleNotFoundError:
        _missing("playwright is not installed (pip install '.[test]')")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        yield launched
        launched.close()


@dataclass
class Watched:
    """A page, with what it asked the network for and what it complained of."""

    page: Any
    base: str
    outside: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    api_calls: list[dict[str, Any]] = field(default_factory=list)
    # Chromium logs every 4xx answer to fetch as a console error; a test that sends a record the API
    # refuses on purpose names the status it expects, and only that line is let through.
    refusals_expected: tuple[int, ...] = ()

    def open(self, record: dict[str, Any] | None = None) -> None:
        fragment = f"#{record_fragment(record)}" if record is not None else ""
        # On an open desk a new fragment is only a hash change, and the waits below would find the last
        # record's verdict still shown: leave the page first, so that they wait for this record's.
        if self.page.url != "about:blank":
            self.page.goto("about:blank")
        self.page.goto(f"{self.base}/desk{fragment}")
        self.page.wait_for_selector("body[data-ready=yes]")
        if record is not None:
            self.page.wait_for_selector("#verdict-body p")


def record_fragment(record: dict[str, Any]) -> str:
    encoded = base64.urlsafe_b64encode(json.dumps(record).encode()).decode().rstrip("=")
    return f"record={encoded}"


def open_desk(browser: Any, base: str, **context_options: Any) -> Iterator[Watched]:
    context = browser.new_context(**{"viewport": {"width": 1280, "height": 900}, "locale": "en-GB", **context_options})
    page = context.new_page()
    watched = Watched(page=page, base=base)

    def guard(route: Any) -> None:
        url = route.request.url
        if url.startswith(base + "/") or url.startswith("data:"):
            route.continue_()
        else:
            watched.outside.append(url)
            route.abort()

    def note_request(request: Any) -> None:
        if "/v1/" in request.url:
            watched.api_calls.append({"url": request.url, "headers": request.headers, "body": request.post_data})

    page.route("**/*", guard)
    page.on("request", note_request)
    page.on("console", lambda message: message.type == "error" and watched.errors.append(message.text))
    page.on("pageerror", lambda error: watched.errors.append(str(error)))
    yield watched
    context.close()
    assert watched.outside == [], "the page asked for something outside the service"
    logged = "Failed to load resource: the server responded with a status of {} "
    refusals = {logged.format(status) for status in watched.refusals_expected}
    errors = [error for error in watched.errors if not any(error.startswith(refusal) for refusal in refusals)]
    assert errors == [], "the page logged errors"


@pytest.fixture
def desk(browser: Any, desk_server: str) -> Iterator[Watched]:
    yield from open_desk(browser, desk_server)


@pytest.fixture
def api(desk_server: str) -> Any:
    """POST to the live service, as the test's own client (to compare the page with the API's answers)."""

    def post(path: str, body: Any) -> Any:
        request = urllib.request.Request(
            desk_server + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.load(response)

    return post


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("desk-screenshots")


AXE_PROJECT = Path(__file__).resolve().parent / "axe"


@pytest.fixture(scope="session")
def axe_source(tmp_path_factory: pytest.TempPathFactory) -> str:
    """axe-core's script, installed with ``npm ci`` from tests/desk/axe's lock file into a temporary folder."""
    if shutil.which("npm") is None:
        _missing("npm is not installed (axe-core, for the accessibility test, comes from the npm registry)")
    project = tmp_path_factory.mktemp("axe")
    for name in ("package.json", "package-lock.json"):
        shutil.copyfile(AXE_PROJECT / name, project / name)
    finished = subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"], cwd=project,
                              capture_output=True, text=True, timeout=300)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    return (project / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")


SERIOUS = ("serious", "critical")


def axe_findings(page: Any, axe_source: str) -> list[str]:
    """axe-core's serious and critical findings on the page as it is (WCAG 2.1 A and AA rules)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(axe_source)  # evaluated by the browser's tools: the page's CSP is not asked
    found = page.evaluate(
        "async () => (await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a',"
        " 'wcag21aa']}})).violations.map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target"
        ".join(' ')).slice(0, 3)}))"
    )
    return [f"{finding['id']} ({finding['impact']}): {finding['nodes']}" for finding in found
            if finding["impact"] in SERIOUS]

"""The ``figures`` fixture: lines that a test records (requests, errors, memory, recovery times) and
that pytest prints in a section of its summary, with or without ``-s``, so that a reader of the CI
log sees the margins and not only a pass."""

from __future__ import annotations

import pytest

_FIGURES = pytest.StashKey[list[str]]()


@pytest.fixture(scope="session")
def figures(request: pytest.FixtureRequest) -> list[str]:
    return request.config.stash.setdefault(_FIGURES, [])


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    lines = config.stash.get(_FIGURES, [])
    if lines:
        terminalreporter.section("figures (tests/fire)")
        for line in lines:
            terminalreporter.write_line(line)

"""The test suite's own layout: a test module is never a library. Builders shared by several test modules live
in plain modules named for what they hold (``tests/arbitration/deals.py``, ``tests/engine/helpers.py``, ...),
so that a reader of a test module sees everything others depend on in a module meant for it."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def imported_modules(source: str) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names += [base] if node.module else [base + alias.name for alias in node.names]
    return names


def imports_of_test_modules(source: str) -> list[str]:
    return [name for name in imported_modules(source) if name.rsplit(".", 1)[-1].startswith("test_")]


def test_no_module_imports_a_test_module() -> None:
    offenders = {str(path.relative_to(TESTS)): found for path in sorted(TESTS.rglob("*.py"))
                 if (found := imports_of_test_modules(path.read_text(encoding="utf-8")))}
    assert offenders == {}


def test_the_check_sees_every_form_of_import() -> None:
    source = ("import tests.engine.test_play\nfrom tests.arbitration.test_faults import deal\n"
              "from .test_golden import load\nfrom . import test_counting\nfrom tests.arbitration.deals import deal\n")
    assert imports_of_test_modules(source) == ["tests.engine.test_play", "tests.arbitration.test_faults",
                                             ".test_golden", ".test_counting"]

"""A pytest plugin for mutation testing only (``[tool.mutmut]`` in pyproject.toml loads it): the tests must run
mutmut's mutated copy of the package, under the module names mutmut gives its mutants.

mutmut copies service/ into mutants/service/ and names each mutant after its file's path
(``service.french.auction.x_legal_bids__mutmut_3``); a mutated function runs its mutant only when its module's
``__name__`` is that path's. The tests import the package as ``arbitre`` (tests/conftest.py), the name it is
installed under: imported so, the modules would be the editable install's sources, or a copy whose names never
match, and every mutant would survive. This plugin, loaded before conftest.py, imports the mutated copy as
``service`` and registers each module under ``arbitre`` too, so conftest.py's ``import arbitre`` finds them.

It also caps the property tests at ``EXAMPLES_CAP`` examples each: a mutant that no test kills runs every
test that reaches its function, and at the full counts (up to 1,200 examples) that takes minutes a mutant.
A mutant that only the examples beyond the cap would catch counts as a survivor: the score errs low.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

import pytest

EXAMPLES_CAP = 30


def _the_mutated_copy_under_both_names() -> None:
    import service  # mutmut puts mutants/ first on the import path

    package = Path(service.__file__).resolve().parent
    if package.parent.name != "mutants":
        raise pytest.UsageError(f"tests.mutation.aliases runs the tests against mutmut's mutants/service, not "
                                f"{package}: run it through mutmut (python -m tests.mutation)")
    sys.modules["arbitre"] = service
    for module in pkgutil.walk_packages(service.__path__, "service."):
        sys.modules["arbitre" + module.name.removeprefix("service")] = importlib.import_module(module.name)


def _property_tests_capped() -> None:
    from tests.property import property_settings

    property_settings.EXAMPLES_CAP = EXAMPLES_CAP


_the_mutated_copy_under_both_names()
_property_tests_capped()


def pytest_sessionstart(session: pytest.Session) -> None:
    """Each mutant's tests start with the engines' stores of built objects empty. mutmut forks every mutant's run
    from a process that has run the tests already: the rule sets and seatings it built, unmutated, would be
    handed out again, and no mutant of the functions that build them (rules._build_rules, tables._build_seating)
    would ever run."""
    from service.french import rules, tables

    rules._BUILT.clear()
    tables._SEATINGS.clear()

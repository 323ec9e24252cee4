"""Every command and example of the README and docs/ is held by a test that reads it from the page itself.

The pages' runnable blocks (``sh``, ``python``, ``ts``, ``json`` and the unlabelled command blocks) are listed
here with the test that reads them; a block a page gains fails until a test holds it. The pages whose only
reader is this file (the mutation and benchmark commands, docs/contract.md's sketches) are checked here.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import shlex
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.mutation.__main__ import command_line as mutation_command_line
from tests.mutation.__main__ import engine_modules

REPO_ROOT = Path(__file__).resolve().parents[2]
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)
RUNNABLE = {"sh", "python", "ts", "json"}

# Page → the tests that read its blocks from the page (each test file names the page it reads).
HELD_BY = {
    "README.md": ["tests/api/test_readme.py",
                  "tests/clients/contract.py", "tests/fire/test_schemathesis_cli.py"],
    "docs/clients.md": ["tests/clients/contract.py"],
    "docs/zwanzigerrufen.md": ["tests/zwanzigerrufen/test_http.py"],
    "docs/state.md": ["tests/state/test_state_docs.py"],
    "docs/duplicate.md": ["tests/duplicate/test_command_line.py"],
    "docs/mutation.md": ["tests/docs/test_examples.py"],
    "docs/contract.md": ["tests/docs/test_examples.py"],
    "bench/README.md": ["tests/docs/test_examples.py"],
    "docs/translating.md": ["tests/i18n/test_gettext_catalogues.py"],
}
# Unlabelled blocks that are pictures or formulas, not commands: the architecture diagram, the rule pages'.
NOT_COMMANDS = {"docs/architecture.md", "docs/rules/french-tarot.md", "docs/rules/french-arbitration.md"}


def pages() -> list[Path]:
    return sorted([REPO_ROOT / "README.md", REPO_ROOT / "bench" / "README.md", *(REPO_ROOT / "docs").rglob("*.md")])


def blocks(page: str, language: str | None = None) -> list[str]:
    text = (REPO_ROOT / page).read_text(encoding="utf-8")
    return [body for label, body in BLOCK.findall(text) if language is None or label == language]


@pytest.mark.parametrize("page", pages(), ids=lambda page: str(page.relative_to(REPO_ROOT)))
def test_every_runnable_block_has_a_test_that_reads_its_page(page: Path) -> None:
    name = str(page.relative_to(REPO_ROOT))
    labels = [label for label, _ in BLOCK.findall(page.read_text(encoding="utf-8"))]
    runnable = [label for label in labels if label in RUNNABLE or (label == "" and name not in NOT_COMMANDS)]
    if not runnable:
        assert name not in HELD_BY, f"{name} has no runnable block left: take it out of HELD_BY"
        return
    assert name in HELD_BY, f"{name} has {runnable} blocks that no test reads"
    for reader in HELD_BY[name]:
        source = (REPO_ROOT / reader).read_text(encoding="utf-8")
        assert Path(name).name in source, f"{reader} does not read {name}"


def commands(block: str, prefix: str) -> list[list[str]]:
    lines = [shlex.split(line, comments=True) for line in block.splitlines()]
    return [words[len(prefix.split()):] for words in lines if words[: len(prefix.split())] == prefix.split()]


def test_the_mutation_commands_are_ones_the_command_accepts() -> None:
    (block,) = blocks("docs/mutation.md", "")
    install = block.splitlines()[0].split("#", 1)[0].strip()
    assert install == "ARBITRE_COMPILE=no pip install -e '.[test,mutation]'"
    extras = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert {"test", "mutation"} <= set(extras["optional-dependencies"])
    given = commands(block, "python -m tests.mutation")
    assert {arguments[0] for arguments in given} == {"run", "recheck", "score", "survivors"}
    for arguments in given:
        parsed = mutation_command_line().parse_intermixed_args(arguments)
        assert set(map(str, parsed.modules)) <= set(engine_modules()), arguments


def bench_command_line() -> argparse.ArgumentParser:
    # bench/ is a folder of the repository, not of the installed package: loaded from its file.
    spec = importlib.util.spec_from_file_location("bench_main", REPO_ROOT / "bench" / "__main__.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    parser: argparse.ArgumentParser = module.command_line()
    return parser


def test_the_benchmark_commands_are_ones_the_command_accepts() -> None:
    (block,) = blocks("bench/README.md", "sh")
    given = commands(block, "python -m bench")
    assert len(given) == len(block.strip().splitlines()) >= 3
    for arguments in given:
        bench_command_line().parse_args(arguments)


def shown_keys(value: Any) -> set[str]:
    return set(value) if isinstance(value, dict) else set()


def test_the_contract_pages_sketches_have_the_fields_of_the_contract() -> None:
    """docs/contract.md sketches a record and two verdicts with "..." for cards: each names exactly the
    fields openapi.yaml's schema requires, and no field the schema does not have."""
    schemas = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_bytes())["components"]["schemas"]
    record, *verdicts = [json.loads(body) for body in blocks("docs/contract.md", "json")]
    assert shown_keys(record) <= set(schemas["HandRecord"]["properties"])
    assert set(schemas["HandRecord"].get("required", [])) <= shown_keys(record)
    assert len(verdicts) == 2
    for verdict in verdicts:
        assert set(schemas["Verdict"]["required"]) <= shown_keys(verdict) <= set(schemas["Verdict"]["properties"])
        documented = set(re.findall(r"`([a-z]+(?:_[a-z]+)+)`", schemas["Violation"]["description"]))
        for violation in verdict["violations"]:
            assert violation["code"] in documented, violation["code"]

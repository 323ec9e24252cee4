"""Every link of the README and the docs resolves inside the repository: a fresh clone has nothing else.

Checked: markdown links ``[text](target)`` (web addresses aside), and the file paths written in backticks
(a path with a slash that ends in a file's extension or a slash). A path resolves from the page's own
folder, from the repository root, or (the engine pages' shorthand, ``core/cards.py``) from ``service/``.
"""

from __future__ import annotations

import glob
import re
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted([REPO_ROOT / "README.md", REPO_ROOT / "bench" / "README.md", *(REPO_ROOT / "docs").rglob("*.md")])
FENCED = re.compile(r"^```.*?^```", re.S | re.M)
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
CODE = re.compile(r"`([^`\s]+)`")
PATH_LIKE = re.compile(r"^(\.\./)*[\w.*\[\]-]+(/[\w.*\[\]-]+)*/[\w.*\[\]-]*$")
EXTENSIONS = (".md", ".py", ".yaml", ".yml", ".json", ".toml", ".lua", ".conf", ".txt", ".so", "/")


def page_id(page: Path) -> str:
    return str(page.relative_to(REPO_ROOT))


def resolves(page: Path, target: str) -> bool:
    """Whether ``target`` names something inside the repository, from one of the places a page may mean."""
    for base in (page.parent, REPO_ROOT, REPO_ROOT / "service"):
        candidate = (base / target).resolve()
        if not candidate.is_relative_to(REPO_ROOT):
            continue
        if any(mark in target for mark in "*["):
            if glob.glob(str(base / target), recursive=True):
                return True
        elif candidate.exists():
            return True
    return False


def test_the_pages_are_found() -> None:
    names = {page_id(page) for page in PAGES}
    assert {"README.md", "bench/README.md", "docs/contract.md", "docs/architecture.md",
            "docs/rules/french-tarot.md", "docs/rules/french-arbitration.md", "docs/rules/zwanzigerrufen.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_every_markdown_link_resolves_inside_the_repository(page: Path) -> None:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    broken = []
    for target in LINK.findall(text):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        if not resolves(page, target.split("#", 1)[0]):
            broken.append(target)
    assert broken == [], f"{page_id(page)}: links that do not resolve inside the repository: {broken}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_every_path_in_backticks_exists(page: Path) -> None:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    missing = [
        path for path in CODE.findall(text)
        if PATH_LIKE.match(path) and path.endswith(EXTENSIONS) and not resolves(page, path)
    ]
    assert missing == [], f"{page_id(page)}: paths that are not in the repository: {missing}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_nothing_points_outside_the_repository(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert re.search(r"\.\./shared|shared/(rules|notes|seeds)|CONTRACT\.md", text) is None, page_id(page)

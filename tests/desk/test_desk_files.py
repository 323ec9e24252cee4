"""The desk's files as the app serves them (no browser): the page and its modules from the package,
with a policy that keeps the page on this origin, nothing outside referenced, and only its own files; its words
from the catalogue desk, one language at a time."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import pytest
from flask.testing import FlaskClient

import service
from service.api.desk import ASSETS
from tests.desk.catalogue import LANGUAGES, word_tables
from tests.desk.desk_records import REVOKE
from tests.desk.node_js import desk_module

DESK = files(service.__name__).joinpath("desk")
CHECKOUT_DESK = Path(__file__).resolve().parents[2] / "service" / "desk"


def test_the_page_is_served_at_desk_with_its_files(client: FlaskClient) -> None:
    page, board = client.get("/desk"), client.get("/desk/board")
    assert page.status_code == board.status_code == 200 and page.mimetype == board.mimetype == "text/html"
    referenced = set(re.findall(r'(?:src|href)="/desk/([^"]+)"', page.get_data(as_text=True) + board.get_data(
        as_text=True))) - {"board"}
    modules = "".join(DESK.joinpath(name).read_text(encoding="utf-8") for name in ASSETS if name.endswith(".js"))
    imported = set(re.findall(r'from "\./([^"]+)"', modules))
    assert referenced | imported == set(ASSETS)
    for name, media_type in ASSETS.items():
        answer = client.get(f"/desk/{name}")
        assert answer.status_code == 200 and answer.mimetype == media_type, name
        assert answer.get_data() == DESK.joinpath(name).read_bytes()


def test_every_file_of_the_desk_is_served_and_ships_in_the_package() -> None:
    """The tested package is the installed one (a wheel in CI): it carries the checkout's files, all served."""
    in_checkout = {entry.name: entry.read_bytes() for entry in CHECKOUT_DESK.iterdir() if entry.is_file()}
    shipped = {entry.name: entry.read_bytes() for entry in DESK.iterdir() if entry.is_file()}
    assert shipped == in_checkout
    assert set(shipped) == set(ASSETS) | {"index.html", "home.html", "board.html"}  # home.html: GET /


@pytest.mark.parametrize("path", ["/desk/", "/desk/nothing.js", "/desk/..%2Fopenapi.yaml", "/desk/index.html"])
def test_anything_else_under_desk_is_a_problem_404(client: FlaskClient, path: str) -> None:
    answer = client.get(path)
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"


def test_the_page_may_reach_nothing_but_its_own_origin(client: FlaskClient) -> None:
    policy = client.get("/desk").headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "connect-src 'self'" in policy and "*" not in policy
    for name in [*ASSETS, "index.html", "home.html", "board.html"]:
        # The SVG namespace in a card's drawing names no resource: nothing is fetched from it.
        text = DESK.joinpath(name).read_text(encoding="utf-8").replace('xmlns="http://www.w3.org/2000/svg"', "")
        assert not re.search(r"https?://|//[a-z0-9.-]+\.[a-z]{2,}/", text), f"{name} names an outside resource"


def test_the_documentation_links_to_the_desk(client: FlaskClient) -> None:
    described = client.get("/openapi.json").get_json()["info"]["description"]
    assert "(/desk)" in described


def test_the_landing_pages_example_is_the_worked_revoke() -> None:
    """The example the landing page offers is worked example 1 of the arbitration tests, not a copy that drifts."""
    assert desk_module(CHECKOUT_DESK / "example.js", "m.EXAMPLE") == REVOKE


def test_the_pages_words_are_served_from_the_catalogue_in_each_language(client: FlaskClient) -> None:
    """GET /desk/words/{language}: the catalogue desk's tables in the language (English: the template's msgids),
    every language listed, the same tables and keys in each."""
    catalogue = word_tables()
    for language in LANGUAGES:
        answer = client.get(f"/desk/words/{language}")
        assert answer.status_code == 200 and answer.mimetype == "application/json", language
        assert answer.headers["Content-Language"] == language
        served = answer.get_json()
        assert served["language"] == language and served["languages"] == list(LANGUAGES)
        assert served["tables"] == {name: by_language[language] for name, by_language in catalogue.items()}
    assert catalogue["texts"]["fr"]["title"] != catalogue["texts"]["en"]["title"]


@pytest.mark.parametrize("language", ["it", "EN", "fr-FR", "x" * 300])
def test_a_language_the_desk_does_not_speak_is_a_problem_404_in_the_requests_language(
    client: FlaskClient, language: str
) -> None:
    answer = client.get(f"/desk/words/{language}", headers={"Accept-Language": "de"})
    assert answer.status_code == 404 and answer.mimetype == "application/problem+json"
    detail = answer.get_json()["detail"]
    assert detail.startswith("Der Schiedsrichtertisch hat keine Texte in") and "en, fr, de" in detail
    assert len(detail) < 200  # the language quoted as an excerpt

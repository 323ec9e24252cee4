"""Hundreds of faults in one text, in every language (issue 27, family 1): a score sheet whose record refers
some 400 faults to a referee is the same 422 in English, French and German, never a 500; a text joined from
thousands of texts, and a text nested in texts, are put in another language without a recursion the
request could make deep."""

from __future__ import annotations

import sys

import orjson
import pytest
from flask.testing import FlaskClient

from service.core.text import Text, joined
from service.i18n import translate
from tests.fire import heavy

LANGUAGES = ("en", "fr", "de")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_sheet_that_refers_hundreds_of_faults_is_a_422_in_every_language(client: FlaskClient,
                                                                          language: str) -> None:
    body = orjson.dumps(heavy.referred_sheet())
    assert len(body) < 3.6 * 1024
    response = client.post("/v1/score-sheets", data=body, content_type="application/json",
                           headers={"Accept-Language": language})
    assert response.status_code == 422, response.data[:300]
    assert response.headers["Content-Language"] == language
    (error,) = response.get_json()["errors"]
    assert error["pointer"] == "/hands/0/events"
    assert error["message"].endswith("…")  # the referred faults, cut to the bound of a message


@pytest.mark.parametrize("language", ["fr", "de"])
def test_a_text_joined_from_thousands_is_translated_without_recursion(language: str) -> None:
    many = [Text("unknown rule set {ruleset}", ruleset=f'"r{index}"') for index in range(5000)]
    together = joined(many)
    assert together == "; ".join(many)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(150)  # well under the depth of the texts if they were nested once a text
    try:
        translated = translate(together, language)
    finally:
        sys.setrecursionlimit(limit)
    parts = translated.split("; " if language == "de" else " ; ")
    assert len(parts) == 5000 and parts[0] == translate(many[0], language) and '"r4999"' in parts[-1]


def test_texts_nested_deep_are_translated_too() -> None:
    text: Text = Text("unknown rule set {ruleset}", ruleset='"r"')
    for _ in range(3000):
        text = Text("key {key}: {message}", key='"k"', message=text)
    translated = translate(text, "fr")
    assert translated.count('"k"') == 3000 and translated.endswith(translate(Text(
        "unknown rule set {ruleset}", ruleset='"r"'), "fr"))

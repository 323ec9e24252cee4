"""GET /v1/rulesets in French and German: every rule set's name and every option's description translated,
keeping the English text's wire values and numbers."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from service.french.options import OPTION_SPECS as FRENCH_TAROT_OPTIONS
from service.i18n.descriptions import OPTION_DESCRIPTIONS, RULESET_NAMES
from service.zwanzigerrufen.options import OPTION_SPECS as ZWANZIGERRUFEN_OPTIONS

ENGLISH = {"french-tarot": {spec.name: spec.description for spec in FRENCH_TAROT_OPTIONS},
           "zwanzigerrufen": {spec.name: spec.description for spec in ZWANZIGERRUFEN_OPTIONS}}


def kept(text: str) -> list[str]:
    """What a translation must keep of the English: quoted wire values, numbers, card codes, {…} shapes."""
    values = re.findall(r"'([a-z_]+)'", text) + re.findall(r"\{[^}]*\}", text)
    return sorted(values + re.findall(r"-?\d+(?:/\d+)*", text))


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("ruleset", sorted(ENGLISH))
def test_every_option_is_described_in_every_language(language: str, ruleset: str) -> None:
    translated = OPTION_DESCRIPTIONS[language][ruleset]
    assert set(translated) == set(ENGLISH[ruleset])
    for name, english in ENGLISH[ruleset].items():
        assert translated[name] != english
        assert kept(translated[name]) == kept(english), (name, translated[name])


def test_the_check_sees_a_lost_value() -> None:
    assert kept("FFT 20/30/40; 'fft' or {type: misere}") != kept("FFT 20/30; 'fft' or {type: misere}")
    assert kept("'imprenable' (seed 000)") != kept("« imprenable » (seed 000)")


@pytest.mark.parametrize(("header", "language"), [("fr-CH", "fr"), ("de;q=0.9, fr;q=0.8", "de"), (None, "en")])
def test_the_rule_sets_are_listed_in_the_language_asked(client: FlaskClient, header: str | None,
                                                         language: str) -> None:
    english = client.get("/v1/rulesets").get_json()["rulesets"]
    response = client.get("/v1/rulesets", headers={"Accept-Language": header} if header else {})
    assert response.headers["Content-Language"] == language and "Accept-Language" in response.headers["Vary"]
    for listed, original in zip(response.get_json()["rulesets"], english, strict=True):
        assert {key: value for key, value in listed.items() if key not in ("name", "options")} == {
            key: value for key, value in original.items() if key not in ("name", "options")}
        assert listed["name"] == (original["name"] if language == "en" else RULESET_NAMES[language][listed["id"]])
        for option, english_option in zip(listed["options"], original["options"], strict=True):
            assert {key: value for key, value in option.items() if key != "description"} == {
                key: value for key, value in english_option.items() if key != "description"}
            expected = english_option["description"] if language == "en" else \
                OPTION_DESCRIPTIONS[language][listed["id"]][option["name"]]
            assert option["description"] == expected


def test_one_rule_set_in_german(client: FlaskClient) -> None:
    response = client.get("/v1/rulesets/zwanzigerrufen", headers={"Accept-Language": "de-AT"})
    described = response.get_json()
    assert response.headers["Content-Language"] == "de"
    assert described["name"].startswith("Zwanzigerrufen (österreichisches Tarock")
    options = {option["name"]: option["description"] for option in described["options"]}
    assert "Kontra" in options["trull_must_kontra"] and "Sküs" in options["trull_must_kontra"]
    missing = client.get("/v1/rulesets/nope", headers={"Accept-Language": "de"})
    assert missing.status_code == 404 and missing.headers["Content-Language"] == "de"
    assert missing.get_json()["detail"] == 'Es gibt kein Regelwerk "nope"; GET /v1/rulesets listet sie auf.'

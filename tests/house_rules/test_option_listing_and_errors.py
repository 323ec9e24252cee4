"""GET /v1/rulesets/french-tarot lists every house rule as a named option (type, allowed values, default,
one-line description, and the JSON Schema of list/object values), openapi.yaml documents the same, and an
unknown option or value is a 422 whose error points at /options/<name>, on every French Tarot endpoint."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from flask.testing import FlaskClient
from jsonschema import Draft202012Validator

from .builders import golden, post, problem_pointers
from .expected_options import EXPECTED_DEFAULTS as ISSUE_3_DEFAULTS
from .expected_options import ISSUE_18_SCORING_DEFAULTS, PLAY_OPTION_DEFAULTS, SOURCE_READING_DEFAULTS

EXPECTED_DEFAULTS = {**ISSUE_3_DEFAULTS, **ISSUE_18_SCORING_DEFAULTS, **SOURCE_READING_DEFAULTS}

# Plain choices: their allowed values (the default first).
EXPECTED_ALLOWED: dict[str, list[Any]] = {
    "excuse_last_trick": ["changes_side", "to_trick_winner"],
    "petit_sec": ["annul", "imprenable", "excuse_that_cuts"],
    "excuse_alone_annuls": [False, True],
    "misere": [False, True],
    "petit_chelem": [False, True],
    "chelem_failed_and_defence": ["both", "defence_only"],
    "petit_au_bout_chelem": ["penultimate_trick", "last_trick_only", "excuse_led", "announcer_excuse_last"],
    "five_player_split": ["taker_double", "equal"],
    "called_suit_first_lead": ["forbidden", "allowed", "lead_only"],
    "five_player_table": ["called_king", "dealer_sits_out", "fourteen_cards_alone"],
    "rounding": [1, 5, 10],
    "scoring": ["fft", "pagat_fixed", "pagat_times_five", "seed_001_table", "seed_001_example"],
    "penalties": ["none", "house"],
    "dog_placement": ["not_first_or_last", "not_first_or_last_three", "anywhere"],
    "settlement": ["points", "mouches"],
    "lone_trump_annuls": ["petit", "any_trump"],
    "out_of_turn_ban": ["trick", "while_on_lead"],
    "petit_chelem_all_but": [1, 3],
    "declaration_timing": ["own_first_card", "before_first_lead"],
    "chelem_announcer": ["taker", "either_side"],
    "petit_au_bout_for": ["either_side", "taker_only"],
    "two_player_petit_au_bout": ["trick_winner", "score_winner"],
    "mouche_base_payment": ["paid", "none"],
    "call_timing": ["before_dog", "after_ecart"],
    "overtrump": ["always", "trump_lead_only"],
}
VALUE_OPTIONS = sorted(set(EXPECTED_DEFAULTS) - set(EXPECTED_ALLOWED))  # lists, objects, integers


@pytest.fixture(scope="module")
def listed(app) -> dict[str, dict[str, Any]]:
    with app.test_client() as client:
        response = client.get("/v1/rulesets/french-tarot")
    assert response.status_code == 200
    return {option["name"]: option for option in response.get_json()["options"]}


@pytest.fixture(scope="module")
def documented(openapi_path: Path) -> dict[str, Any]:
    document = yaml.safe_load(openapi_path.read_text())
    return document["components"]["schemas"]["FrenchTarotOptions"]["properties"]


def test_every_house_rule_is_listed_with_its_default(listed):
    # Other issues may add options of their own; these are the ones issues 3 and 18 ask for.
    assert set(listed) >= set(EXPECTED_DEFAULTS)
    assert {name: listed[name]["default"] for name in EXPECTED_DEFAULTS} == EXPECTED_DEFAULTS
    # Issue 18's readings of the seeds.
    assert {name: listed[name]["default"] for name in PLAY_OPTION_DEFAULTS} == PLAY_OPTION_DEFAULTS


@pytest.mark.parametrize("name", sorted({**EXPECTED_DEFAULTS, **PLAY_OPTION_DEFAULTS}))
def test_each_option_has_a_type_allowed_values_and_a_one_line_description(listed, name):
    option = listed[name]
    assert set(option) >= {"name", "type", "allowed", "default", "description"}
    assert isinstance(option["description"], str) and 20 <= len(option["description"]) <= 600
    assert "\n" not in option["description"]
    if name in EXPECTED_ALLOWED:
        assert option["type"] == ("boolean" if isinstance(EXPECTED_ALLOWED[name][0], bool) else "enum")
        assert option["allowed"] == EXPECTED_ALLOWED[name]
        assert option["allowed"][0] == option["default"]
    else:
        # A list, object or integer value: its JSON Schema says what is allowed, and the default conforms.
        assert option["allowed"] == []
        assert isinstance(option.get("schema"), dict), name
        Draft202012Validator.check_schema(option["schema"])
        assert Draft202012Validator(option["schema"]).is_valid(option["default"])


def test_the_listing_gives_the_list_ruleset_the_same_options(client: FlaskClient, listed):
    everything = client.get("/v1/rulesets").get_json()["rulesets"]
    french = next(ruleset for ruleset in everything if ruleset["id"] == "french-tarot")
    assert {option["name"]: option for option in french["options"]} == listed
    assert french["players"] == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("name", sorted({**EXPECTED_DEFAULTS, **PLAY_OPTION_DEFAULTS}))
def test_openapi_documents_each_option_as_listed(listed, documented, name):
    doc = documented[name]
    option = listed[name]
    assert doc["default"] == option["default"]
    assert doc["description"] == option["description"]
    if name in EXPECTED_ALLOWED and option["type"] == "enum":
        assert doc["enum"] == option["allowed"]
    elif option["type"] == "boolean":
        assert doc["type"] == "boolean"


# -- unknown options and values: 422 pointing at /options/<name> -----------------------------------

SUMMARY = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 49, "oudlers": 2}
BAD_OPTIONS = [
    ("no_such_rule", True),
    ("excuse_last_trick", "to_the_winner"),
    ("petit_sec", "announce"),
    ("excuse_alone_annuls", "yes"),
    ("misere", 1),
    ("petit_chelem", None),
    ("contracts", []),
    ("contracts", ["petite", "valat"]),
    ("contracts", ["garde", "garde"]),
    ("contracts", "garde"),
    ("multipliers", "times_seven"),
    ("multipliers", {"garde": 0}),
    ("multipliers", {"valat": 3}),
    ("multipliers", {"garde": 2.5}),
    ("poignee_values", [10, 20]),
    ("poignee_values", [10, 20, -40]),
    ("poignee_sizes", "pagat"),
    ("poignee_sizes", [10, 10, 13]),
    ("poignee_sizes", [0, 13, 15]),
    ("chelem_values", {"announced": 400, "double": 800}),
    ("chelem_values", {"defence": -200}),
    ("chelem_failed_and_defence", "neither"),
    ("petit_au_bout_chelem", "never"),
    ("five_player_split", "thirds"),
    ("called_suit_first_lead", True),
    ("lone_trump_annuls", "excuse"),
    ("out_of_turn_ban", "forever"),
    ("five_player_table", "mort"),
    ("rounding", 2),
    ("rounding", "5"),
    ("rounding", True),
    ("scoring", "seed_002_table"),
    ("penalties", "fft"),
    ("dog_placement", "nowhere"),
    ("settlement", "chips"),
    ("mouche_stake", 0),
    ("mouche_stake", 2.5),
]


@pytest.mark.parametrize(("name", "value"), BAD_OPTIONS, ids=[f"{n}={v!r}" for n, v in BAD_OPTIONS])
def test_an_unknown_option_or_value_is_a_422_pointing_at_it(client: FlaskClient, name, value):
    assert problem_pointers(client, "/v1/scores", {**SUMMARY, "options": {name: value}}) == [f"/options/{name}"]


@pytest.mark.parametrize("path", ["/v1/hands/adjudicate", "/v1/plays/legal", "/v1/scores", "/v1/score-sheets"])
def test_every_french_endpoint_refuses_a_bad_option_with_its_pointer(client: FlaskClient, path):
    record = golden("excuse_last_trick_changes_side")["record"]
    bodies = {
        "/v1/hands/adjudicate": record,
        "/v1/plays/legal": {"players": 4, "hand": ["KS", "2H"], "trick": ["3H"]},
        "/v1/scores": SUMMARY,
        "/v1/score-sheets": {"players": 4, "hands": [{"taker": 0, "contract": "garde", "attack_points": 49,
                                                       "oudlers": 2}]},
    }
    for options, pointer in (({"rounding": 3}, "/options/rounding"), ({"poignees": [20]}, "/options/poignees")):
        assert problem_pointers(client, path, {**bodies[path], "options": options}) == [pointer]


def test_options_inside_a_score_sheet_entry_are_refused(client: FlaskClient):
    """The sheet gives the options for all its hands; an entry may not carry its own."""
    status, body = post(client, "/v1/score-sheets", {"players": 4, "hands": [{**SUMMARY, "options": {"rounding": 5}}]})
    assert status == 422
    assert all(error["pointer"].startswith("/hands/0") for error in body["errors"])


def test_every_valid_value_of_every_plain_option_is_accepted(client: FlaskClient):
    for name, values in EXPECTED_ALLOWED.items():
        for value in values:
            status, body = post(client, "/v1/scores", {**SUMMARY, "options": {name: value}})
            assert status == 200, (name, value, body)


@pytest.mark.parametrize(("name", "value"), [
    ("contracts", ["petite", "pousse", "garde", "garde_sans", "garde_contre"]),
    ("contracts", ["garde", "garde_sans", "garde_contre"]),
    ("multipliers", "pagat_times_five"),
    ("multipliers", {"garde": 3}),
    ("poignee_values", [10, 20, 40]),
    ("poignee_sizes", [9, 12, 14]),
    ("chelem_values", {"announced": 600}),
    ("mouche_stake", 20),
])
def test_values_that_the_option_schema_allows_are_accepted(client: FlaskClient, name, value):
    status, body = post(client, "/v1/scores", {**SUMMARY, "options": {name: value}})
    assert status == 200, body

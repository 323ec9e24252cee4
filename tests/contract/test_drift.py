"""openapi.yaml against the code: the document is written by hand, so these tests catch drift.

- Each request schema of ``service/wire/schemas.py``, turned into JSON Schema by apispec's
  MarshmallowPlugin, must equal its component in openapi.yaml once both are normalised (references
  inlined, annotations such as descriptions and examples dropped, nullability written one way).
- The routes the app serves must be the paths and methods the document lists, and each request body
  must be the component of the schema its view really loads with.
- The rule options, card codes and limits the document states must be those of the code.
"""

from __future__ import annotations

import itertools
import json
import re
import string
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jsonschema_rs
import pytest
import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Flask
from marshmallow import Schema, fields
from openapi_spec_validator import validate

from service.api import routes
from service.core.cards import CARD_CODES
from service.french.options import OPTION_SPECS
from service.gunicorn_conf import limit_request_field_size, limit_request_fields, limit_request_line
from service.wire import duplicate as duplicate_wire
from service.wire import schemas as wire
from service.zwanzigerrufen import deck as zwanzigerrufen_deck
from service.zwanzigerrufen.auction import calls as zwanzigerrufen_calls
from service.zwanzigerrufen.options import OPTION_SPECS as ZWANZIGERRUFEN_OPTION_SPECS

REPO_ROOT = Path(__file__).resolve().parents[2]

# Component name in openapi.yaml → the marshmallow schema it documents.
REQUEST_COMPONENTS: dict[str, type[Schema]] = {
    "HandRecord": wire.HandRecordSchema,
    "SheetHandRecord": wire.SheetHandRecordSchema,
    "LegalPlaysRequest": wire.LegalPlaysSchema,
    "ScoreRequest": wire.ScoreRequestSchema,
    "SheetSummary": wire.SheetSummarySchema,
    "ScoreSheetRequest": wire.ScoreSheetSchema,
    "AuctionCall": wire.AuctionCallSchema,
    "Declaration": wire.DeclarationSchema,
    "Poignee": wire.PoigneeSchema,
    "Chelem": wire.ChelemSchema,
    "FrenchTarotOptions": wire.FrenchTarotOptionsSchema,
    "ZwanzigerrufenHandRecord": wire.ZwanzigerrufenHandRecordSchema,
    "ZwanzigerrufenSheetHandRecord": wire.ZwanzigerrufenSheetHandRecordSchema,
    "ZwanzigerrufenLegalPlaysRequest": wire.ZwanzigerrufenLegalPlaysSchema,
    "ZwanzigerrufenScoreRequest": wire.ZwanzigerrufenScoreRequestSchema,
    "ZwanzigerrufenSheetSummary": wire.ZwanzigerrufenSheetSummarySchema,
    "ZwanzigerrufenScoreSheetRequest": wire.ZwanzigerrufenScoreSheetSchema,
    "ZwanzigerrufenAuctionCall": wire.ZwanzigerrufenAuctionCallSchema,
    "ZwanzigerrufenAnnouncement": wire.ZwanzigerrufenAnnouncementSchema,
    "ZwanzigerrufenPagatLastTrick": wire.ZwanzigerrufenPagatLastTrickSchema,
    "ZwanzigerrufenOptions": wire.ZwanzigerrufenOptionsSchema,
    "AdjudicateBatchRequest": wire.HandRecordBatchSchema,
    "BoardScoreRequest": duplicate_wire.BoardScoreSchema,
    "SeanceScoreRequest": duplicate_wire.SeanceScoreSchema,
    "DuplicateOptions": duplicate_wire.DuplicateOptionsSchema,
    "BoardDeal": duplicate_wire.BoardDealSchema,
    "DuplicateSlip": duplicate_wire.SlipSchema,
    "BoardTable": duplicate_wire.BoardTableSchema,
    "SeanceBoard": duplicate_wire.SeanceBoardSchema,
}

# Request body component in openapi.yaml → the loader its operation uses: a oneOf of the rule sets'
# request components, in the loader's order.
BODY_COMPONENTS: dict[str, wire.ByRuleset] = {
    "AdjudicateHandBody": wire.HAND_RECORD,
    "LegalPlaysBody": wire.LEGAL_PLAYS,
    "ScoreHandBody": wire.SCORE_REQUEST,
    "ScoreSheetBody": wire.SCORE_SHEET,
}

# Keywords that document rather than constrain.
ANNOTATIONS = {"description", "title", "summary", "examples", "example", "externalDocs", "deprecated"}

# Swagger UI's own scripts and styles, served under /docs/ beside the documented /docs page.
UNDOCUMENTED_RULES = {"/docs/", "/docs/<path:path>", "/desk/<asset>"}


@pytest.fixture(scope="module")
def document(openapi_path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(openapi_path.read_bytes())
    return loaded


def test_the_document_is_valid_openapi(document: dict[str, Any]) -> None:
    validate(document)


def accepted_spellings(pattern: str) -> set[str]:
    """Every string of one to three letters or digits that ``pattern`` matches: card codes are two or three."""
    alphabet = string.digits + string.ascii_letters
    candidates = (
        "".join(letters) for length in (1, 2, 3) for letters in itertools.product(alphabet, repeat=length)
    )
    compiled = re.compile(pattern)
    return {candidate for candidate in candidates if compiled.search(candidate)}


def documented_spelling_patterns() -> dict[frozenset[str], str]:
    """Each card-code pattern of openapi.yaml, keyed by the set of spellings it accepts."""
    schemas = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_bytes())["components"]["schemas"]
    patterns = (schemas[name]["pattern"] for name in ("CardCodeSpelling", "ZwanzigerrufenCardCodeSpelling"))
    return {frozenset(accepted_spellings(pattern)): pattern for pattern in patterns}


# A card field of the code documents the pattern that accepts exactly its spellings (a KeyError if none does).
SPELLING_PATTERNS = documented_spelling_patterns()


def wire_field_keywords(converter: Any, field: fields.Field[Any], **kwargs: Any) -> dict[str, Any]:
    """What apispec cannot know about the wire's own fields and validators."""
    keywords: dict[str, Any] = {}
    if isinstance(field, wire.PacketTarget):
        keywords["anyOf"] = [{"type": "integer", "minimum": 0, "maximum": wire.MAX_SEAT},
                             {"type": "string", "enum": ["dog"]}]
    if isinstance(field, wire.OptionValue):
        keywords.update(field.value_schema)
    if isinstance(field, wire.CardCode):
        keywords["pattern"] = SPELLING_PATTERNS[frozenset(field.spellings)]
    if isinstance(field, wire.SheetEntry):
        keywords["oneOf"] = [
            converter.resolve_nested_schema(field.summary_schema),
            converter.resolve_nested_schema(field.record_schema),
        ]
    if isinstance(field, wire.NoPart):
        # No item is ever allowed; the items' schema is there for client generators, which want one.
        keywords["maxItems"] = 0
        keywords["items"] = {"type": "string", "enum": [CARD_CODES[card] for card in zwanzigerrufen_deck.DECK]}
    for validator in field.validators:
        if isinstance(validator, wire.MultipleOf):
            keywords["multipleOf"] = validator.step
    return keywords


@pytest.fixture(scope="module")
def generated() -> dict[str, Any]:
    """The request schemas as JSON Schema, in an OpenAPI 3.1 document made by apispec."""
    plugin = MarshmallowPlugin()
    spec = APISpec("drift", "0", "3.1.0", plugins=[plugin])
    plugin.map_to_openapi_type(wire.JsonInteger, "integer", None)
    plugin.map_to_openapi_type(wire.JsonNumber, "number", None)
    plugin.map_to_openapi_type(wire.JsonBoolean, "boolean", None)
    plugin.map_to_openapi_type(wire.CardCode, "string", None)
    plugin.map_to_openapi_type(wire.SheetEntry, None, None)
    plugin.map_to_openapi_type(wire.OptionValue, None, None)
    plugin.map_to_openapi_type(wire.PacketTarget, None, None)
    plugin.map_to_openapi_type(wire.NoPart, "array", None)
    assert plugin.converter is not None
    plugin.converter.add_attribute_function(wire_field_keywords)
    # Nested schemas become components of their own, referred to by $ref; the top-level ones are
    # converted in place and kept under "generated" (registering them too would add them twice).
    as_json_schema = {name: plugin.converter.schema2jsonschema(schema) for name, schema in REQUEST_COMPONENTS.items()}
    return {**spec.to_dict(), "generated": as_json_schema}


def resolve(node: Any, document: Mapping[str, Any]) -> Any:
    """``node`` with every $ref inlined (keywords beside a $ref override the referenced ones)."""
    if isinstance(node, list):
        return [resolve(item, document) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target: Any = document
        for token in node["$ref"].removeprefix("#/").split("/"):
            target = target[token]
        siblings = {key: value for key, value in node.items() if key != "$ref"}
        return resolve({**target, **siblings}, document)
    return {key: resolve(value, document) for key, value in node.items()}


def normalise(schema: Any) -> Any:
    """One spelling for equivalent JSON Schemas, so that a difference is a real one."""
    if not isinstance(schema, dict):
        return schema
    schema = {key: value for key, value in schema.items() if key not in ANNOTATIONS and not key.startswith("x-")}
    if isinstance(schema.get("anyOf"), list) and {} in schema["anyOf"]:
        # anyOf with an empty schema accepts any value, as the empty schema does (the other branches only
        # name what a client is expected to send).
        return normalise({key: value for key, value in schema.items() if key != "anyOf"})
    for combinator in ("anyOf", "oneOf"):
        branches = schema.get(combinator)
        if isinstance(branches, list) and len(branches) == 2 and {"type": "null"} in branches:
            # anyOf [X, {type: null}] is X with null added to its type (and to its enum).
            (other,) = (branch for branch in branches if branch != {"type": "null"})
            del schema[combinator]
            schema = {**other, **schema}
            schema["type"] = [*as_list(schema.get("type")), "null"]
            if "enum" in schema:
                schema["enum"] = [*schema["enum"], None]
            return normalise(schema)
    normalised = dict(schema)
    if "properties" in schema:
        normalised["properties"] = {name: normalise(value) for name, value in schema["properties"].items()}
    for keyword in ("items", "additionalProperties"):
        if isinstance(schema.get(keyword), dict):
            normalised[keyword] = normalise(schema[keyword])
    for keyword in ("anyOf", "oneOf", "allOf"):
        if keyword in schema:
            normalised[keyword] = [normalise(branch) for branch in schema[keyword]]
    if "type" in schema:
        types = sorted(set(as_list(schema["type"])))
        normalised["type"] = types[0] if len(types) == 1 else types
    if "enum" in schema:
        normalised["enum"] = sorted({json.dumps(value) for value in schema["enum"]})
    if "required" in schema:
        normalised["required"] = sorted(schema["required"])
    return normalised


def differences(from_code: Any, documented: Any, pointer: str = "") -> list[str]:
    """Where two normalised schemas differ, as readable lines (a plain == would only say "differ")."""
    if isinstance(from_code, dict) and isinstance(documented, dict):
        found = []
        for key in sorted(from_code.keys() | documented.keys()):
            where = f"{pointer}/{key}"
            if key not in documented:
                found.append(f"{where}: only in the code: {from_code[key]!r}")
            elif key not in from_code:
                found.append(f"{where}: only in openapi.yaml: {documented[key]!r}")
            else:
                found.extend(differences(from_code[key], documented[key], where))
        return found
    if isinstance(from_code, list) and isinstance(documented, list) and len(from_code) == len(documented):
        pairs = enumerate(zip(from_code, documented, strict=True))
        return [line for index, pair in pairs for line in differences(*pair, f"{pointer}/{index}")]
    if from_code == documented:
        return []
    return [f"{pointer}: the code says {from_code!r}, openapi.yaml says {documented!r}"]


def as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


@pytest.mark.parametrize("component", sorted(REQUEST_COMPONENTS))
def test_the_request_schema_is_the_documented_component(
    component: str, document: dict[str, Any], generated: dict[str, Any]
) -> None:
    documented = normalise(resolve(document["components"]["schemas"][component], document))
    from_code = normalise(resolve(generated["generated"][component], generated))
    assert differences(from_code, documented) == []


def test_the_normalisation_still_sees_a_real_difference(document: dict[str, Any], generated: dict[str, Any]) -> None:
    """Guard for the test above: a bound changed in the document must make the comparison fail."""
    changed = json.loads(json.dumps(document))
    changed["components"]["schemas"]["Seat"]["maximum"] = 6
    from_code = normalise(resolve(generated["generated"]["HandRecord"], generated))
    documented = normalise(resolve(changed["components"]["schemas"]["HandRecord"], changed))
    assert "/properties/dealer/maximum: the code says 5, openapi.yaml says 6" in differences(from_code, documented)


def served_operations(app: Flask) -> set[tuple[str, str]]:
    served = set()
    for rule in app.url_map.iter_rules():
        if rule.rule in UNDOCUMENTED_RULES:
            continue
        path = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule.rule)
        # HEAD and OPTIONS are answered for every route by Flask (and CORS preflight): not operations.
        served |= {(path, method.lower()) for method in (rule.methods or set()) - {"HEAD", "OPTIONS"}}
    return served


def test_the_served_routes_are_the_documented_paths(app: Flask, document: dict[str, Any]) -> None:
    documented = {(path, method) for path, item in document["paths"].items() for method in item}
    assert served_operations(app) == documented


class LoadedWith(Exception):
    """Raised by the spy below in place of reading the body: names the schema the view asked for."""

    def __init__(self, schema: wire.ByRuleset | Schema):
        super().__init__(type(schema).__name__)
        self.schema = schema


def stop_at_loading(schema: wire.ByRuleset | Schema, read: Any = None) -> dict[str, Any]:
    raise LoadedWith(schema)


def test_each_request_body_is_the_component_of_the_schema_its_view_loads(
    app: Flask, document: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(routes, "load_json_body", stop_at_loading)
    components_by_schema = {schema: name for name, schema in REQUEST_COMPONENTS.items()}
    bodies_by_loader = {id(loader): name for name, loader in BODY_COMPONENTS.items()}
    bodies = 0
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if "requestBody" not in operation:
                continue
            reference = operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]
            endpoint, _ = app.url_map.bind("localhost").match(path, method.upper())
            with app.test_request_context(path, method=method.upper()), pytest.raises(LoadedWith) as loaded:
                app.view_functions[endpoint]()
            loader = loaded.value.schema
            if isinstance(loader, Schema):  # one schema for every rule set (a batch): its own component
                assert reference == f"#/components/schemas/{components_by_schema[type(loader)]}", path
                bodies += 1
                continue
            body = bodies_by_loader[id(loader)]
            assert reference == f"#/components/schemas/{body}", path
            # The body is a oneOf of each rule set's request component, in the loader's order.
            branches = [branch["$ref"] for branch in document["components"]["schemas"][body]["oneOf"]]
            components = [components_by_schema[type(schema)] for schema in loader.schemas.values()]
            assert branches == [f"#/components/schemas/{name}" for name in components], path
            bodies += 1
    assert bodies == 7


def test_every_body_operation_documents_its_error_responses(document: dict[str, Any]) -> None:
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if "requestBody" in operation:
                assert {"200", "400", "413", "415", "422"} <= operation["responses"].keys(), f"{method} {path}"


def test_the_options_are_the_option_table(document: dict[str, Any]) -> None:
    documented = document["components"]["schemas"]["FrenchTarotOptions"]["properties"]
    assert list(documented) == [spec.name for spec in OPTION_SPECS]
    for spec in OPTION_SPECS:
        option = dict(documented[spec.name])
        assert option.pop("default") == spec.default, spec.name
        assert option.pop("description") == spec.description, spec.name
        if spec.value_schema is not None:
            assert option == spec.value_schema, spec.name
            continue
        integers = all(isinstance(value, int) and not isinstance(value, bool) for value in spec.allowed)
        kind = "boolean" if spec.type == "boolean" else "integer" if integers else "string"
        expected = {"type": kind} if kind == "boolean" else {"type": kind, "enum": list(spec.allowed)}
        assert option == expected, spec.name


def test_the_zwanzigerrufen_options_are_its_option_table(document: dict[str, Any]) -> None:
    documented = document["components"]["schemas"]["ZwanzigerrufenOptions"]["properties"]
    assert list(documented) == [spec.name for spec in ZWANZIGERRUFEN_OPTION_SPECS]
    for spec in ZWANZIGERRUFEN_OPTION_SPECS:
        option = dict(documented[spec.name])
        assert option.pop("default") == spec.default, spec.name
        assert option.pop("description") == spec.description, spec.name
        values = list(spec.allowed)
        if spec.type == "boolean":
            # Listed only when the option does not take both values (sanity_filter: false only).
            both = set(values) == {True, False}
            assert option == ({"type": "boolean"} if both else {"type": "boolean", "enum": values}), spec.name
        else:
            kind = "integer" if all(isinstance(value, int) for value in values) else "string"
            assert option == {"type": kind, "enum": values}, spec.name


def test_the_zwanzigerrufen_pack_and_calls_are_the_engines(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    pack = [CARD_CODES[card] for card in zwanzigerrufen_deck.DECK]
    assert schemas["ZwanzigerrufenCardCode"]["enum"] == pack
    assert accepted_spellings(schemas["ZwanzigerrufenCardCodeSpelling"]["pattern"]) == set(
        wire.ZWANZIGERRUFEN_CARD_SPELLINGS
    )
    assert schemas["ZwanzigerrufenAuctionCall"]["properties"]["call"]["enum"] == list(zwanzigerrufen_calls())


def test_the_rule_sets_of_a_body_are_told_apart_by_ruleset(document: dict[str, Any]) -> None:
    """Each oneOf branch names its own rule set, and only the French one may leave it out (the default)."""
    schemas = document["components"]["schemas"]
    for body, loader in BODY_COMPONENTS.items():
        for (ruleset_id, _), branch in zip(loader.schemas.items(), schemas[body]["oneOf"], strict=True):
            component = resolve(branch, document)
            assert resolve(component["properties"]["ruleset"], document)["enum"] == [ruleset_id], body
            assert ("ruleset" in component["required"]) == (ruleset_id != wire.DEFAULT_RULESET), body


def test_the_card_codes_are_the_decks(document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    assert schemas["CardCode"]["enum"] == list(CARD_CODES)
    assert accepted_spellings(schemas["CardCodeSpelling"]["pattern"]) == set(wire.CARD_SPELLINGS)


@pytest.mark.parametrize("component", ["CardCodeSpelling", "ZwanzigerrufenCardCodeSpelling"])
def test_a_card_pattern_matches_whole_strings_only_as_a_validator_reads_it(
    component: str, document: dict[str, Any]
) -> None:
    """JSON Schema validators read a pattern as ECMA-262, where ``$`` is the end of the text (Python's ``$``
    also matches before a final newline): a code with anything before or after it is not a card."""
    validator = jsonschema_rs.Draft202012Validator(document["components"]["schemas"][component])
    assert validator.is_valid("KS") and validator.is_valid("kS")
    for padded in ("KS\n", " KS", "KS ", "KSKS", "10SS", "0KS", "\nKS", ""):
        assert not validator.is_valid(padded), repr(padded)


def test_the_documented_limits_are_the_configured_ones(app: Flask, document: dict[str, Any]) -> None:
    description = document["info"]["description"]
    body_limit = app.config["MAX_BODY_BYTES"]
    assert f"({body_limit} bytes)" in description
    assert f"({body_limit} bytes)" in document["components"]["responses"]["BodyTooLarge"]["description"]
    assert f"request lines over {limit_request_line} bytes" in description
    assert f"more than {limit_request_fields} header fields" in description
    assert f"header\n  fields over {limit_request_field_size} bytes" in description or (
        f"fields over {limit_request_field_size} bytes" in " ".join(description.split())
    )


def documented_exchanges(document: dict[str, Any]) -> list[tuple[str, str, Any, Any]]:
    """(path, example name, request, response) for every request example with a response of its name."""
    exchanges = []
    for path, item in document["paths"].items():
        for operation in item.values():
            if "requestBody" not in operation:
                continue
            requests = operation["requestBody"]["content"]["application/json"].get("examples", {})
            responses = operation["responses"]["200"]["content"]["application/json"].get("examples", {})
            for name, example in requests.items():
                exchanges.append((path, name, example["value"], responses[name]["value"]))
    return exchanges


def test_the_documented_examples_are_what_the_engine_answers(app: Flask, document: dict[str, Any]) -> None:
    """The examples are real exchanges: when the engine's answer changes, refresh them in openapi.yaml."""
    exchanges = documented_exchanges(document)
    assert len(exchanges) >= 5
    client = app.test_client()
    for path, name, request, documented in exchanges:
        response = client.post(path, json=request)
        assert response.status_code == 200, (path, name)
        assert differences(response.get_json(), documented) == [], (path, name)

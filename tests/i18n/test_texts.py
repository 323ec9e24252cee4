"""Every template a problem or a ruling is made from (service/core/text.py's ``Text``) has its French and
German text, with the same placeholders: found in the code itself (each ``Text(...)`` of service/, each
message of each wire schema, Werkzeug's descriptions, the UTF-8 decoder's reasons), so that none can fall
back to English unseen."""

from __future__ import annotations

import ast
import inspect
import string
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from marshmallow import Schema, fields, validate
from werkzeug import exceptions

from service.__main__ import ARGUMENT_ERRORS
from service.core import text as text_module
from service.core.text import VIOLATION, Text
from service.french.rules import POIGNEE_NAMES
from service.i18n.messages import MESSAGES
from service.i18n.problems import PROBLEM_TEXTS, STATUS_TITLES, WERKZEUG_DESCRIPTIONS
from service.i18n.rulings import RULING_TEXTS
from service.i18n.texts import TEXTS, translate
from service.wire import json_syntax, schemas
from service.zwanzigerrufen import rules as zwanzigerrufen_rules

SERVICE = Path(__file__).resolve().parents[2] / "service"
LANGUAGES = ("fr", "de")
# Texts whose template is not written at the call: each comes from a list the tests below check.
DYNAMIC = {
    ("wire/json_syntax.py", "error.reason"),  # the UTF-8 decoder's reasons
    ("wire/json_syntax.py", "KINDS.get(reason, SOMEWHERE)"),  # the JSON parser's reasons in our words
    ("__main__.py", "template"),  # argparse's errors in our words
    ("zwanzigerrufen/summaries.py", "item"), ("zwanzigerrufen/summaries.py", "summary.contract"),  # game words
    ("french/summaries.py", "name"),  # a poignée's size, "a {name} poignée"
    ("api/problems.py", "description"),  # Werkzeug's descriptions
    ("api/problems.py", "NotFound.description or 'Not Found'"),
    ("core/text.py", "template"), ("core/text.py", "self.template"),  # Text itself
}


def placeholders(template: str) -> set[str]:
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def module_constants(tree: ast.Module) -> dict[str, str]:
    return {target.id: node.value.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
            for target in node.targets if isinstance(target, ast.Name)}


JOINED = inspect.signature(text_module.joined).parameters["template"].default
SHARED = module_constants(ast.parse((SERVICE / "core" / "text.py").read_text(encoding="utf-8")))


def templates_in_the_code() -> Iterator[tuple[str, str]]:
    """(file, template) of every ``Text(...)`` call of service/ (``Message`` in the schemas)."""
    for path in sorted(SERVICE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {**SHARED, **module_constants(tree)}
        name = str(path.relative_to(SERVICE))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "joined":
                # texts one after the other: "a; b" unless the call names its own template
                template = node.args[1] if len(node.args) > 1 else ast.Constant(JOINED)
                assert isinstance(template, ast.Constant), ast.unparse(node)
                yield name, template.value
                continue
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("Text", "Message") and node.args):
                continue
            argument = node.args[0]
            if isinstance(argument, ast.Constant):
                yield name, argument.value
            elif isinstance(argument, ast.Name) and argument.id in constants:
                yield name, constants[argument.id]
            else:
                assert (name, ast.unparse(argument)) in DYNAMIC, (name, ast.unparse(argument))


FOUND = sorted(set(templates_in_the_code()))


def test_the_code_makes_its_texts_from_many_templates() -> None:
    assert len(FOUND) > 180
    assert {"api", "wire", "core", "french", "zwanzigerrufen"} <= {name.split("/")[0] for name, _ in FOUND}


@pytest.mark.parametrize(("name", "template"), FOUND, ids=[f"{name}: {template[:40]}" for name, template in FOUND])
def test_every_template_in_the_code_is_in_both_languages(name: str, template: str) -> None:
    if template == VIOLATION:
        return  # a violation quoted in another text: its own message, by its code (messages.py)
    for language in LANGUAGES:
        # any template in any catalogue: a rule set's messages may be reported by the other's code
        found = (template in TEXTS[language] or template in MESSAGES[language]["french-tarot"]
                 or template in MESSAGES[language]["zwanzigerrufen"])
        assert found, (language, template)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_translation_has_its_templates_placeholders(language: str) -> None:
    for catalogue in (PROBLEM_TEXTS, RULING_TEXTS):
        assert set(catalogue[language]) == set(catalogue["fr"])
        for english, translated in catalogue[language].items():
            assert placeholders(translated) == placeholders(english), (english, translated)
            assert translated.strip() and translated != english or english in ("{rule}.", "{why}. {message}",
                                                                               "{first}; {second}", "{key}: {why}",
                                                                               "{first}{second}",
                                                                               "{condition} ({table})",
                                                                               "{prog}: {message}", "simple",
                                                                               "double", "triple", "options")


def test_the_catalogue_has_no_template_the_code_does_not_make() -> None:
    made = {template for _, template in FOUND} | set(WERKZEUG_DESCRIPTIONS.values()) | set(UTF8_REASONS) | set(
        json_syntax.KINDS.values()) | {json_syntax.SOMEWHERE} | {template for _, template in ARGUMENT_ERRORS} | set(
        ZWANZIGERRUFEN_WORDS)
    assert set(TEXTS["fr"]) - made == set()


def schema_messages() -> Iterator[tuple[str, Any]]:
    """Every error message a wire schema can give: its own, its fields', their validators'."""
    seen: set[int] = set()

    def of_field(where: str, field: fields.Field[Any]) -> Iterator[tuple[str, Any]]:
        for key, message in field.error_messages.items():
            yield f"{where} {key}", message
        for validator in field.validators:
            if isinstance(validator, validate.Length):
                for attribute in ("message_min", "message_max", "message_all", "message_equal"):
                    yield f"{where} {attribute}", validator.error or getattr(validator, attribute)
            elif isinstance(validator, (validate.Range, validate.OneOf)):
                yield f"{where} {type(validator).__name__}", validator.error
        inner = getattr(field, "inner", None)
        if inner is not None:
            yield from of_field(where + "[]", inner)
        nested = getattr(field, "nested", None)
        if nested is not None:
            yield from of_schema(where, nested() if isinstance(nested, type) else nested)
        for attribute in ("_record", "_summary"):  # a score sheet's entry: a record or a summary
            if hasattr(field, attribute):
                yield from of_schema(where, getattr(field, attribute))

    def of_schema(where: str, schema: Schema) -> Iterator[tuple[str, Any]]:
        if id(type(schema)) in seen:
            return
        seen.add(id(type(schema)))
        for key, message in schema.error_messages.items():
            yield f"{where} {type(schema).__name__} {key}", message
        for name, field in schema.fields.items():
            yield from of_field(f"{type(schema).__name__}.{name}", field)

    for loader in (schemas.HAND_RECORD, schemas.LEGAL_PLAYS, schemas.SCORE_REQUEST, schemas.SCORE_SHEET):
        for schema in loader.schemas.values():
            yield from of_schema("", schema)
    yield from of_schema("", schemas.HAND_RECORD_BATCH)


SCHEMA_MESSAGES = list(schema_messages())


def test_the_schemas_have_many_messages() -> None:
    assert len(SCHEMA_MESSAGES) > 300


@pytest.mark.parametrize(("where", "message"), SCHEMA_MESSAGES, ids=[where for where, _ in SCHEMA_MESSAGES])
def test_every_message_of_the_wire_schemas_is_a_template_in_both_languages(where: str, message: Any) -> None:
    """marshmallow's own words (Field's "Missing data for required field.", Length's "Longer than…") would
    reach a client in English: every message the schemas can give is a ``Text`` of the catalogue."""
    assert isinstance(message, Text), (where, message)
    for language in LANGUAGES:
        assert message.template in TEXTS[language], (where, message.template)


def test_every_reason_a_body_is_not_json_is_in_both_languages() -> None:
    for template in {*json_syntax.KINDS.values(), json_syntax.SOMEWHERE}:
        for language in LANGUAGES:
            assert template in TEXTS[language], (language, template)


ZWANZIGERRUFEN_WORDS = (*zwanzigerrufen_rules.CONTRACTS, *zwanzigerrufen_rules.ANNOUNCEMENTS, *POIGNEE_NAMES)
"""The games and announcements of Zwanzigerrufen, and French Tarot's poignée sizes, that a problem names by their
wire words (their names in French and German)."""


def test_the_games_and_announcements_named_in_problems_are_in_both_languages() -> None:
    for word in ZWANZIGERRUFEN_WORDS:
        for language in LANGUAGES:
            assert TEXTS[language][word] != word or word in ("simple", "double", "triple"), (language, word)


def test_every_error_of_argparse_the_command_line_says_is_in_both_languages() -> None:
    for _, template in ARGUMENT_ERRORS:
        for language in LANGUAGES:
            assert template in TEXTS[language], (language, template)


def test_werkzeugs_descriptions_are_werkzeugs() -> None:
    for status, description in WERKZEUG_DESCRIPTIONS.items():
        assert exceptions.default_exceptions[status].description == description


UTF8_REASONS = ("invalid start byte", "invalid continuation byte", "unexpected end of data")


@pytest.mark.parametrize("body", [b"\xff", b"\xc3(", b"\xe2\x82"])
def test_the_utf8_decoders_reasons_are_in_both_languages(body: bytes) -> None:
    with pytest.raises(UnicodeDecodeError) as error:
        body.decode("utf-8")
    assert error.value.reason in UTF8_REASONS
    assert all(error.value.reason in TEXTS[language] for language in LANGUAGES)


def test_every_status_the_service_answers_has_its_title() -> None:
    # 503: a score sheet past its deadline, and a batch's record not judged (service/core/budget.py).
    statuses = {400, 404, 405, 406, 408, 413, 414, 415, 422, 431, 500, 501, 503}
    for language in LANGUAGES:
        assert set(STATUS_TITLES[language]) == statuses


def test_a_text_is_its_english_and_is_rebuilt_from_its_template_and_values() -> None:
    inner = Text("unknown option {name}", name='"x"')
    outer = Text("key {key}: {message}", key='"k"', message=inner)
    assert outer == 'key "k": unknown option "x"' and translate(outer, "en") is outer
    assert translate(outer, "fr") == 'clé "k" : option inconnue "x"'
    assert translate(outer, "de") == 'Schlüssel "k": unbekannte Option "x"'
    assert translate("a plain string", "fr") == "a plain string"
    assert translate(Text("{card} goes from the écart to the defence.", card="KD"), "fr") == \
        "Le roi de carreau passe de l'écart à la défense."


def test_marshmallow_fills_a_text_and_keeps_it_a_text() -> None:
    bound = Text("must be from {min} to {max}").format(input=7, min=0, max=3)
    assert isinstance(bound, Text) and bound == "must be from 0 to 3" and bound.values["input"] == 7
    assert translate(bound, "de") == "muss zwischen 0 und 3 liegen"


def test_the_shared_templates_are_templates() -> None:
    assert {text_module.NO_SEAT, text_module.CANNOT_BE_SCORED, text_module.STOPS_EARLY} <= set(TEXTS["fr"])


def plain_messages() -> Iterator[tuple[str, int, str]]:
    """(file, line, text) of every (pointer, message) pair of service/ whose message is a plain string or an
    f-string: a 422 message that no language but English could ever have."""
    for path in sorted(SERVICE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "InvalidOption" and len(node.args) == 2:
                node = ast.Tuple(elts=[ast.Constant("/options"), node.args[1]], lineno=node.lineno)  # its message
            if not (isinstance(node, ast.Tuple) and len(node.elts) == 2):
                continue
            pointer, message = node.elts
            is_pointer = (isinstance(pointer, ast.Constant) and isinstance(pointer.value, str)
                          and pointer.value.startswith("/")) or isinstance(pointer, ast.JoinedStr) or (
                isinstance(pointer, ast.BinOp) and isinstance(pointer.op, ast.Add))
            plain = isinstance(message, ast.JoinedStr) or (isinstance(message, ast.Constant)
                                                            and isinstance(message.value, str) and " " in message.value)
            if is_pointer and plain:
                yield str(path.relative_to(SERVICE)), node.lineno, ast.unparse(message)


def test_no_problem_is_written_as_a_plain_string() -> None:
    assert list(plain_messages()) == []


RULING_PARTS = ("Adjustment", "Sanction", "Fault", "FaultRule", "PoigneeRow", "_ruling")


def plain_ruling_texts() -> Iterator[tuple[int, str]]:
    """(line, text) of every argument of a ruling's part (an adjustment, a sanction, a fault, a rule, a
    ruling) in service/french/arbitration/ that is a plain sentence or an f-string rather than a Text."""
    for path in sorted((SERVICE / "french" / "arbitration").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name not in RULING_PARTS:
                continue
            for argument in [*node.args, *(keyword.value for keyword in node.keywords)]:
                sentence = isinstance(argument, ast.Constant) and isinstance(argument.value, str) \
                    and " " in argument.value
                if isinstance(argument, ast.JoinedStr) or sentence:
                    yield node.lineno, f"{path.name}: {ast.unparse(argument)}"


def test_no_ruling_text_is_written_as_a_plain_string() -> None:
    assert list(plain_ruling_texts()) == []

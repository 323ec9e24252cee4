"""Each check of service/core/value_schema.py held to its answer: the exact words of a refusal, the value that
passes at each bound, and what ``as_declared`` hands the engine.

The HTTP tests see these words through 422 answers (tests/api/test_problem_bounds.py); mutation testing runs the
engine's tests only, so the engine's own answers are held here, one table per check.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.core.value_schema import as_declared, problem

INTEGER_1_TO_5 = {"type": "integer", "minimum": 1, "maximum": 5}
NUMBER_0_TO_1 = {"type": "number", "minimum": 0, "maximum": 1}
TWO_OR_THREE_NAMES = {"type": "array", "minItems": 2, "maxItems": 3, "items": {"type": "string"}}
AT_LEAST_ONE = {"type": "array", "minItems": 1}
AT_MOST_TWO = {"type": "array", "maxItems": 2}
STRICT_OBJECT = {"type": "object", "properties": {"garde": {"type": "integer"}, "petite": {"type": "integer"}},
                 "additionalProperties": False}
OPEN_OBJECT = {"type": "object", "properties": {"garde": {"type": "integer"}}}
NAME_OR_LADDER = {"oneOf": [{"enum": ["fft"]}, {"type": "array", "items": {"type": "integer"}}]}


@pytest.mark.parametrize(
    ("value", "schema", "answer"),
    [
        # Types, JSON's way: a boolean is no number, an integral float is an integer.
        (True, {"type": "integer"}, "true is not of type integer"),
        (False, {"type": "number"}, "false is not of type number"),
        (True, {"type": "boolean"}, None),
        (12.0, {"type": "integer"}, None),
        (12.5, {"type": "integer"}, "12.5 is not of type integer"),
        (12.5, {"type": "number"}, None),
        (12, {"type": "number"}, None),
        ("12", {"type": "integer"}, '"12" is not of type integer'),
        ([1], {"type": "object"}, "[1] is not of type object"),
        ({"a": 1}, {"type": "array"}, '{"a": 1} is not of type array'),
        ((1, 2), {"type": "array"}, None),
        (None, {"type": "string"}, "null is not of type string"),
        # No type: anything but what the other keywords refuse.
        (None, {}, None),
        ([1, "x"], {}, None),
        # Bounds of numbers: each bound is allowed, one past it is not.
        (1, INTEGER_1_TO_5, None),
        (5, INTEGER_1_TO_5, None),
        (0, INTEGER_1_TO_5, "0 is below 1"),
        (6, INTEGER_1_TO_5, "6 is above 5"),
        (0, NUMBER_0_TO_1, None),
        (1.0, NUMBER_0_TO_1, None),
        (-0.5, NUMBER_0_TO_1, "-0.5 is below 0"),
        (1.5, NUMBER_0_TO_1, "1.5 is above 1"),
        # A bound of a string is no bound (JSON Schema's minimum is for numbers).
        ("a", {"type": "string", "minimum": 1}, None),
        # Values: the same value of the same kind, true is not 1.
        ("fft", {"enum": ["fft", "house"]}, None),
        ("FFT", {"enum": ["fft", "house"]}, '"FFT" is not one of "fft", "house"'),
        (1, {"enum": [True, 2]}, "1 is not one of true, 2"),
        (True, {"enum": [1, 2]}, "true is not one of 1, 2"),
        (1.0, {"enum": [1, 2]}, None),
        (False, {"enum": [False]}, None),
    ],
    ids=repr,
)
def test_a_plain_value_against_its_type_bounds_and_values(value: Any, schema: dict[str, Any],
                                                          answer: str | None) -> None:
    assert problem(value, schema) == answer


@pytest.mark.parametrize(
    ("value", "schema", "answer"),
    [
        (["a", "b"], TWO_OR_THREE_NAMES, None),
        (["a", "b", "c"], TWO_OR_THREE_NAMES, None),
        (["a"], TWO_OR_THREE_NAMES, "1 items is outside 2..3"),
        (["a", "b", "c", "d"], TWO_OR_THREE_NAMES, "4 items is outside 2..3"),
        (["a", 2], TWO_OR_THREE_NAMES, "2 is not of type string"),
        # A side left out has no bound: the message says so by its "None".
        ([], AT_LEAST_ONE, "0 items is outside 1..None"),
        ([0] * 50, AT_LEAST_ONE, None),
        ([1, 2, 3], AT_MOST_TWO, "3 items is outside 0..2"),
        ([], AT_MOST_TWO, None),
        # Items are checked in order: the first that is wrong is told.
        ([1, "x", None], {"type": "array", "items": {"type": "integer"}}, '"x" is not of type integer'),
        ([1, 2], {"type": "array"}, None),
        # Unique items: the first repeated one is told, and only where uniqueness is asked.
        ([3, 1, 3, 1], {"type": "array", "uniqueItems": True}, "items repeat: 3 is there twice"),
        ([3, 1, 3], {"type": "array", "uniqueItems": False}, None),
        ([3, 1, 3], {"type": "array"}, None),
        (["a", "b"], {"type": "array", "uniqueItems": True}, None),
    ],
    ids=repr,
)
def test_an_array_against_its_size_items_and_uniqueness(value: Any, schema: dict[str, Any],
                                                        answer: str | None) -> None:
    assert problem(value, schema) == answer


@pytest.mark.parametrize(
    ("value", "schema", "answer"),
    [
        ({"garde": 2, "petite": 1}, STRICT_OBJECT, None),
        ({}, STRICT_OBJECT, None),
        ({"garde": 2, "valat": 1}, STRICT_OBJECT, 'unknown key "valat"'),
        ({"garde": "2"}, STRICT_OBJECT, '"garde": "2" is not of type integer'),
        ({"petite": 1, "garde": True}, STRICT_OBJECT, '"garde": true is not of type integer'),
        # Keys the schema does not name are allowed unless it says otherwise, and never checked.
        ({"garde": 2, "valat": "anything"}, OPEN_OBJECT, None),
        ({"valat": "anything", "garde": 2.5}, OPEN_OBJECT, '"garde": 2.5 is not of type integer'),
        ({"valat": 1}, {"type": "object", "additionalProperties": True}, None),
        ({"valat": 1}, {"type": "object"}, None),
    ],
    ids=repr,
)
def test_an_object_against_its_keys(value: Any, schema: dict[str, Any], answer: str | None) -> None:
    assert problem(value, schema) == answer


@pytest.mark.parametrize(
    ("value", "answer"),
    [
        ("fft", None),
        ([10, 20], None),
        # An array, the type of one form only: why it is not that form.
        ([10, "x"], '"x" is not of type integer'),
        # Of neither form's type: the forms.
        ("house", '"house" is none of the allowed forms: one of "fft"; or an array'),
        (7, '7 is none of the allowed forms: one of "fft"; or an array'),
    ],
    ids=repr,
)
def test_a_choice_of_forms(value: Any, answer: str | None) -> None:
    assert problem(value, NAME_OR_LADDER) == answer


def test_a_value_of_two_forms_at_once_is_of_none() -> None:
    # oneOf means exactly one: a value both forms take is refused, with the forms listed.
    schema = {"oneOf": [{"type": "integer"}, {"type": "number"}]}
    assert problem(3, schema) == "3 is none of the allowed forms: an integer; or a number"
    assert problem(3.5, schema) is None


def test_a_value_of_the_type_of_two_forms_is_told_the_forms() -> None:
    schema = {"oneOf": [{"type": "integer", "maximum": 2}, {"type": "integer", "minimum": 10}]}
    assert problem(5, schema) == "5 is none of the allowed forms: an integer; or an integer"
    assert problem(1, schema) is None and problem(11, schema) is None


@pytest.mark.parametrize(
    ("value", "schema", "declared"),
    [
        (12.0, {"type": "integer"}, 12),
        (12.0, {"type": "number"}, 12.0),
        ("x", {"type": "integer"}, "x"),
        ([1.0, 2.0], {"type": "array", "items": {"type": "integer"}}, [1, 2]),
        ((1.0, 2.0), {"type": "array", "items": {"type": "integer"}}, (1, 2)),
        ([1.0, 2.0], {"type": "array"}, [1.0, 2.0]),
        ({"garde": 2.0, "other": 3.0}, OPEN_OBJECT, {"garde": 2, "other": 3.0}),
        ({"other": 3.0}, {"type": "object"}, {"other": 3.0}),
        # The form the value conforms to says what it is declared as.
        ([4.0], {"oneOf": [{"enum": ["fft"]}, {"type": "array", "items": {"type": "integer"}}]}, [4]),
        (4.0, {"oneOf": [{"type": "string"}, {"type": "integer"}]}, 4),
        # A value of no form is handed back as it came (problem() refuses it first).
        (4.0, {"oneOf": [{"type": "string"}, {"type": "boolean"}]}, 4.0),
    ],
    ids=repr,
)
def test_as_declared_makes_each_integral_float_an_int_where_an_integer_is_declared(
        value: Any, schema: dict[str, Any], declared: Any) -> None:
    result = as_declared(value, schema)
    assert result == declared
    assert type(result) is type(declared)
    if isinstance(declared, (list, tuple)):
        assert [type(item) for item in result] == [type(item) for item in declared]
    if isinstance(declared, dict):
        assert {key: type(item) for key, item in result.items()} == {key: type(item) for key, item in declared.items()}


def test_the_keywords_of_arrays_and_objects_apply_only_where_that_type_is_declared() -> None:
    # This subset reads items and properties under their type only: with no type, a value is taken as it is.
    assert problem([1.5], {"items": {"type": "integer"}}) is None
    assert problem({"a": 1.5}, {"properties": {"a": {"type": "integer"}}, "additionalProperties": False}) is None
    declared = as_declared([1.0], {"items": {"type": "integer"}})
    assert declared == [1.0] and type(declared[0]) is float
    declared_object = as_declared({"a": 1.0}, {"properties": {"a": {"type": "integer"}}})
    assert type(declared_object["a"]) is float


@pytest.mark.parametrize(
    ("items", "repeated"),
    [
        ([None, None], "null"),
        ([False, 0, None, "0", "false", "null"], None),
        ([True, 1], None),
        ([[1, 2], [1, 2.0]], "[1, 2.0]"),
        ([[1], [2], ["1"]], None),
        ([{"a": 1}, {"a": 2}, {"b": 1}], None),
        ([{"a": [1]}, {"a": [1.0]}], '{"a": [1.0]}'),
        ([[], {}], None),
        # Values JSON has no word for (a Python caller's) are each their own.
        ([{1}, {1}], None),
    ],
    ids=repr,
)
def test_unique_items_compare_json_values(items: list[Any], repeated: str | None) -> None:
    answer = problem(items, {"type": "array", "uniqueItems": True})
    assert answer == (None if repeated is None else f"items repeat: {repeated} is there twice")


def test_a_value_of_two_forms_of_three_is_of_none() -> None:
    # Exactly one: two forms matching out of three is as wrong as none.
    schema = {"oneOf": [{"type": "integer"}, {"type": "number"}, {"type": "string"}]}
    assert problem(3, schema) == "3 is none of the allowed forms: an integer; or a number; or a string"
    assert problem("x", schema) is None

"""The option values held to their JSON Schema (service/core/value_schema.py): what a refused value is told.

The HTTP tests see these messages in 422 answers (tests/api/test_problem_bounds.py); these hold the engine's own
words, as a Python caller of ``french_rules`` gets them.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.core.value_schema import problem
from service.french.rules import InvalidOption, french_rules
from service.i18n.texts import translate


@pytest.mark.parametrize(
    ("options", "message"),
    [
        # Neither form's type: the forms are listed, an enum's values each as JSON, the other by its type.
        ({"poignee_sizes": "big"},
         'option "poignee_sizes": "big" is none of the allowed forms: one of "fft"; or an array'),
        ({"multipliers": 7},
         'option "multipliers": 7 is none of the allowed forms: one of "by_scoring", "fft", "pagat_times_five", '
         '"pousse_scale"; or an object'),
        # The type of one form only: why it is not that form.
        ({"poignee_sizes": [13, 15]}, 'option "poignee_sizes": 2 items is outside 3..3'),
    ],
)
def test_a_value_of_none_of_an_options_forms_is_told_the_forms(options: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidOption) as error:
        french_rules(4, options)
    assert error.value.message == message


def test_a_form_with_neither_type_nor_values_is_a_value() -> None:
    # No option has one; a form that is itself a choice of forms is the case.
    schema = {"oneOf": [{"oneOf": [{"enum": ["a"]}, {"enum": ["b"]}]}, {"type": "integer"}]}
    assert problem("c", schema) == '"c" is none of the allowed forms: a value; or an integer'
    assert problem("a", schema) is None and problem(3, schema) is None
    # Not "une valeur value": the French and German words have no type to name.
    assert translate(problem("c", schema), "fr") == '"c" n\'a aucune des formes permises : une valeur ; ou un entier'
    assert translate(problem("c", schema), "de") == '"c" hat keine der erlaubten Formen: ein Wert; oder eine ganze Zahl'


@pytest.mark.parametrize(
    ("form", "named"),
    [({"type": "string"}, "a string"), ({"type": "number"}, "a number"), ({"type": "boolean"}, "a boolean"),
     ({"type": "object"}, "an object"), ({"type": "array"}, "an array"), ({"type": "integer"}, "an integer"),
     ({"enum": [1, "x", False]}, 'one of 1, "x", false')],
)
def test_each_form_in_a_few_words(form: dict[str, Any], named: str) -> None:
    # null is of none of these types and none of these values.
    assert problem(None, {"oneOf": [form, {"enum": ["never"]}]}) == \
        f'null is none of the allowed forms: {named}; or one of "never"'

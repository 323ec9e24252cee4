"""How a request's options are chosen (service/core/options.py): what an option refused is told, as a Python
caller of ``french_rules`` gets it (``str(error)`` as well as the ``Text`` kept in ``message``)."""

from __future__ import annotations

from typing import Any

import pytest

from service.french.rules import InvalidOption, french_rules


@pytest.mark.parametrize(
    ("options", "name", "message"),
    [
        ({"misery": True}, "misery", 'unknown option "misery"'),
        ({"excuse_last_trick": "sideways"}, "excuse_last_trick",
         'option "excuse_last_trick" must be one of "changes_side", "to_trick_winner", not "sideways"'),
        # true is not a name: of another kind than every allowed value.
        ({"excuse_last_trick": True}, "excuse_last_trick",
         'option "excuse_last_trick" must be one of "changes_side", "to_trick_winner", not true'),
        ({"contracts": ["prise"]}, "contracts",
         'option "contracts": "prise" is not one of "petite", "pousse", "garde", "garde_sans", "garde_contre", '
         '"chelem"'),
    ],
)
def test_a_refused_option_says_which_and_why(options: dict[str, Any], name: str, message: str) -> None:
    with pytest.raises(InvalidOption) as error:
        french_rules(4, options)
    assert error.value.name == name
    assert error.value.message == message
    assert str(error.value) == message


def test_true_is_not_the_number_one_and_a_whole_float_is_its_integer() -> None:
    with pytest.raises(InvalidOption) as error:
        french_rules(4, {"rounding": True})
    assert error.value.message == 'option "rounding" must be one of 1, 5, 10, not true'
    rules = french_rules(4, {"rounding": 5.0})
    assert rules.rounding == 5 and type(rules.rounding) is int


def test_every_option_is_read_after_one_held_to_its_schema() -> None:
    with pytest.raises(InvalidOption) as error:
        french_rules(4, {"poignee_values": [10, 20, 40], "misery": True})
    assert error.value.name == "misery"
    rules = french_rules(4, {"poignee_values": [10, 20, 40], "rounding": 10})
    assert rules.poignee_values == (10, 20, 40) and rules.rounding == 10

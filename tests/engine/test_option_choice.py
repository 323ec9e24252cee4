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

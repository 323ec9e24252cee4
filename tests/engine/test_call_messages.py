"""The 5-player call's refusal in its exact English words (french/call.py): the ranks the taker may call,
highest first, and the card he called."""

from __future__ import annotations

import pytest

from service.french.call import call_problem

from .helpers import c, cs

FILLER = ["2T", "3T", "4T", "5T", "6T", "7T", "8T", "9T", "10T", "11T", "12T", "13T", "14T", "15T"]


def _hand(cards: str):
    held = cards.split()
    return cs(held + FILLER[: 15 - len(held)])


@pytest.mark.parametrize(("held", "called", "message"), [
    ("KS KH KD", "QH", "The taker may call a king, not QH."),
    ("KS KH KD KC", "CH", "The taker may call a king or queen, not CH."),
    ("KS KH KD KC QS QH QD QC CS CH CD CC", "5T", "The taker may call a king or jack, not 5T."),
])
def test_the_refusal_names_what_may_be_called(held, called, message):
    assert call_problem(c(called), _hand(held)) == message

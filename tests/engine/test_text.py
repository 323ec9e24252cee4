"""A Text (service/core/text.py) keeps its template and values: pickled for the bulk command's worker processes,
it comes back as the same text, still able to be said in another language."""

from __future__ import annotations

import pickle

import pytest

from service.core.text import JOINED, Text, joined, violation_text


def test_a_text_comes_back_from_a_pickle_as_it_was_made() -> None:
    inner = Text("unknown option {name}", name='"x"')
    outer = Text("option {name}: {why}", name='"k"', why=inner)
    copy = pickle.loads(pickle.dumps(outer))
    assert type(copy) is Text and copy == 'option "k": unknown option "x"'
    assert copy.template == "option {name}: {why}" and copy.values == {"name": '"k"', "why": inner}
    assert type(copy.values["why"]) is Text and copy.values["why"].template == "unknown option {name}"


def test_a_violations_text_is_its_message_and_keeps_what_says_it_in_another_language() -> None:
    text = violation_text("Seat 2 revoked.", "french-tarot")
    assert text == "Seat 2 revoked." and text.template == "{message}"
    assert text.values == {"message": "Seat 2 revoked.", "ruleset": "french-tarot"}


def test_joined_puts_each_text_after_the_one_before() -> None:
    assert joined([]) == ""
    assert joined(["a"]) == "a"
    assert joined(["a", "b", "c"]) == "a; b; c"
    two = joined(["a", "b", "c"], "{first}; or {second}")
    assert two == "a; or b; or c"
    # One flat text, whatever the number joined (issue 27: nested once a text, a translation recursed as deep).
    assert isinstance(two, Text) and two.template == JOINED
    assert two.values == {"texts": ("a", "b", "c"), "pair": "{first}; or {second}"}
    assert joined(["a", "b"], "{first}{second}") == "ab"
    copy = pickle.loads(pickle.dumps(two))
    assert type(copy) is Text and copy == two and copy.values == two.values
    assert two.format(x=1) is two  # marshmallow's filling of values leaves it as it is


def test_joined_takes_only_a_pair_of_first_then_second() -> None:
    with pytest.raises(ValueError, match="a separator"):
        joined(["a", "b"], "{second}, {first}")

"""A Text (service/core/text.py) keeps its template and values: pickled for the bulk command's worker processes,
it comes back as the same text, still able to be said in another language."""

from __future__ import annotations

import pickle

from service.core.text import Text, joined, violation_text


def test_a_text_comes_back_from_a_pickle_as_it_was_made() -> None:
    inner = Text("unknown option {name}", name='"x"')
    outer = Text("option {name}: {why}", name='"k"', why=inner)
    copy = pickle.loads(pickle.dumps(outer))
    assert type(copy) is Text and copy == 'option "k": unknown option "x"'
    assert copy.template == "option {name}: {why}" and copy.values == {"name": '"k"', "why": inner}
    assert type(copy.values["why"]) is Text and copy.values["why"].template == "unknown option {name}"


def test_a_violations_text_is_its_message_and_keeps_what_says_it_in_another_language() -> None:
    text = violation_text("Seat 2 revoked.", "french-tarot", "revoke", 2, 5, "KS")
    assert text == "Seat 2 revoked." and text.template == "{message}"
    assert text.values == {"message": "Seat 2 revoked.", "ruleset": "french-tarot", "code": "revoke", "seat": 2,
                           "trick": 5, "card": "KS"}


def test_joined_puts_each_text_after_the_one_before() -> None:
    assert joined([]) == ""
    assert joined(["a"]) == "a"
    assert joined(["a", "b", "c"]) == "a; b; c"
    two = joined(["a", "b", "c"], "{first}; or {second}")
    assert two == "a; or b; or c"
    assert isinstance(two, Text) and two.template == "{first}; or {second}" and two.values["second"] == "c"
    assert two.values["first"] == "a; or b" and two.values["first"].values == {"first": "a", "second": "b"}

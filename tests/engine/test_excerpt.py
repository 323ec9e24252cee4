"""A refused value quoted in a message (service/core/excerpt.py): in JSON, as the client wrote it, and cut to
about 40 characters with "…" (a string's full length said), whatever the value's size."""

from __future__ import annotations

from typing import Any

import pytest

from service.core.excerpt import excerpt

K38, K39, K40, K50 = "k" * 38, "k" * 39, "k" * 40, "k" * 50


class Xylophone:
    """A type whose name starts with a consonant that no vowel list should hold: "a Xylophone"."""


@pytest.mark.parametrize(
    ("value", "quoted"),
    [
        (None, "null"), (True, "true"), (False, "false"), ("KS", '"KS"'), (12, "12"), (-3, "-3"), (1.5, "1.5"),
        ("K S ", '"K S "'),  # a space is printable, written as it is (as is every character from the space on)
        (2 ** 4000, "a very long integer"), (float("inf"), "a non-finite number"),
        (float("nan"), "a non-finite number"), ({1, 2}, "a set"), (object(), "an object"),
        # A value of no JSON type is named by its type, with "an" before a vowel of either case, "a" otherwise.
        (Exception(), "an Exception"), (Ellipsis, "an ellipsis"), (b"x", "a bytes"), (Xylophone(), "a Xylophone"),
        ('a"b\\c\n\r\t\b\f\x01', '"a\\"b\\\\c\\n\\r\\t\\b\\f\\u0001"'),
        ([], "[]"), ({}, "{}"), ((1, 2), "[1, 2]"), ([1, [2, "x"]], '[1, [2, "x"]]'),
        ({"a": 1, "b": [True]}, '{"a": 1, "b": [true]}'), ({1: 2}, '{"1": 2}'),
        # 38 characters and their quotes are 40: whole; one more and it is cut, its length said.
        (K38, f'"{K38}"'), (K39, f'"{K39}… (39 characters)'), (K40, f'"{K39}… (40 characters)'),
        (K50, f'"{K39}… (50 characters)'),
        (list(range(30)), "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1…"),
        ({str(number): number for number in range(20)}, '{"0": 0, "1": 1, "2": 2, "3": 3, "4": 4,…'),
    ],
)
def test_a_value_is_quoted_in_json_and_cut_at_forty_characters(value: Any, quoted: str) -> None:
    assert excerpt(value) == quoted


@pytest.mark.parametrize(
    ("value", "limit", "quoted"),
    [
        ("abcdef", 3, '"ab… (6 characters)'), ([1, 2, 3], 9, "[1, 2, 3]"), ([1, 2, 3], 8, "[1, 2, 3…"),
        ([1, 2, 3], 4, "[1, …"), ({"a": 1}, 8, '{"a": 1}'), ({"a": 1}, 7, '{"a": 1…'),
        ({"ab": "cd"}, 10, '{"ab": "cd…'), ({"ab": "cd"}, 9, '{"ab": "c…'), ({"ab": "cd"}, 6, '{"ab":…'),
        ([[1], [2]], 10, "[[1], [2]]"), ([[1], [2]], 9, "[[1], [2]…"), (["abcdef"], 4, '["ab…'),
    ],
)
def test_the_cut_falls_at_the_limit_given(value: Any, limit: int, quoted: str) -> None:
    assert excerpt(value, limit) == quoted

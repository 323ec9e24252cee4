"""The body reader's quick check (service/wire/shape.py, ``plainly_readable``): when it passes, the full
checks it stands for would have passed too (no duplicate key, no shape problem); well-formed requests
pass it, so that they skip the full checks."""

from __future__ import annotations

import json
import random
from typing import Any

import orjson
from hypothesis import given
from hypothesis import strategies as st

from service.wire.shape import MAX_ARRAY_ITEMS, MAX_DEPTH, plainly_readable, shape_problems
from tests.fire.corpus import CASES, CORPUS
from tests.property.generator import generate_hand
from tests.property.property_settings import SEEDS, tarot_settings

# Keys and strings with colons, escaped colons, quotes and backslashes: the colon count must not be fooled.
KEYS = st.sampled_from(["a", "b", "a:b", ":", "\\u003a", "\\u003A:", "\\\"", "\\\\:", "h\u00e9", "a\\u0000"])
STRINGS = st.sampled_from(['"x"', '":"', '"\\u003a"', '"::"', '"\\":"', '"KS"', '""', '"\u00e9:"'])
LEAVES = st.one_of(STRINGS, st.integers(-5, 5).map(str), st.sampled_from(["true", "false", "null", "1.5"]))


def objects(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    member = st.tuples(KEYS, children, st.sampled_from(["", " ", "\n"]))
    return st.lists(member, max_size=4).map(
        lambda members: "{" + ",".join(f'"{key}"{space}:{space}{value}' for key, value, space in members) + "}"
    )


def arrays(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.lists(children, max_size=4).map(lambda items: "[" + ",".join(items) + "]")


def long_arrays(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.integers(MAX_ARRAY_ITEMS - 1, MAX_ARRAY_ITEMS + 2).flatmap(
        lambda size: children.map(lambda item: "[" + ",".join([item] * size) + "]")
    )


def deep(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.tuples(st.integers(MAX_DEPTH - 3, MAX_DEPTH + 2), children).map(
        lambda pair: '{"k":' * pair[0] + pair[1] + "}" * pair[0]
    )


TEXTS = st.recursive(
    LEAVES, lambda children: objects(children) | arrays(children) | long_arrays(children) | deep(children),
    max_leaves=12,
)


def has_duplicate_key(body: bytes) -> bool:
    def pairs(members: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({key for key, _ in members}) != len(members):
            raise KeyError("duplicate")
        return dict(members)

    try:
        json.loads(body, object_pairs_hook=pairs)
    except KeyError:
        return True
    except RecursionError:  # too deep for this parser: the shape limits refuse it anyway
        return False
    return False


@given(text=TEXTS)
@tarot_settings(max_examples=600)
def test_passing_the_quick_check_means_passing_the_full_checks(text: str) -> None:
    body = text.encode()
    document = orjson.loads(body)
    if plainly_readable(document, body):
        assert not has_duplicate_key(body)
        assert shape_problems(document) == []


def test_the_corpus_duplicate_keys_and_shapes_fail_the_quick_check() -> None:
    failing = 0
    for case in CASES:
        if case.body is None or case.raw is not None:
            continue
        try:
            document = orjson.loads(case.body)
        except orjson.JSONDecodeError:
            continue
        if shape_problems(document) or has_duplicate_key(case.body):
            assert not plainly_readable(document, case.body), case.name
            failing += 1
    assert failing >= 5


@given(seed=SEEDS, players=st.sampled_from([3, 4, 5]))
@tarot_settings(max_examples=50)
def test_well_formed_records_pass_the_quick_check(seed: int, players: int) -> None:
    body = orjson.dumps(generate_hand(random.Random(seed), players).record)
    assert plainly_readable(orjson.loads(body), body)


def test_the_corpus_bases_pass_the_quick_check() -> None:
    for base in CORPUS["bases"].values():
        body = json.dumps(base, indent=1).encode()
        assert plainly_readable(orjson.loads(body), body)

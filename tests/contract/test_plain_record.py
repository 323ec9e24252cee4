"""The plain reader of French Tarot hand records (service/wire/plain_record.py) against the wire schema.

Whatever it reads, the schema must accept, and read to the same engine record, table size and options; it
must leave the request as it was; and what it gives up on is read the general way. Checked over the hostile
corpus, openapi.yaml's examples, generated hands, and those mutated at random places (the mutations of
test_fast_path.py). The generated hands must take the plain way, or the reader would be checked for nothing.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import ValidationError

from service import InvalidRecord, adjudicate
from service.wire import fast, operations
from service.wire.errors import UnprocessableRequest
from service.wire.plain_record import PlainRecord, read_plain_record
from service.wire.schemas import HAND_RECORD, error_pointers
from tests.contract.requests import SEEDS_OF, corpus_documents, examples, mutate
from tests.property.generator import generate_hand
from tests.property.property_settings import SEEDS, tarot_settings
from tests.zwanzigerrufen.generator import random_deal

PATH = "/v1/hands/adjudicate"


def compare(document: Any) -> bool:
    """True when the plain reader read ``document``, False when it gave up; fails when it reads it otherwise
    than the schema and ``hand_record``, reads what the schema refuses, or changes it."""
    before = copy.deepcopy(document)
    plain = read_plain_record(document)
    assert document == before, "the plain reader changed the request"
    if plain is None:
        return False
    try:
        loaded: dict[str, Any] = HAND_RECORD.load(copy.deepcopy(document))
    except ValidationError as error:
        raise AssertionError(f"the plain reader read what the schema refuses: {document!r}") from error
    general = operations._plain(loaded)
    assert plain.record == general.record
    # repr tells 4 from 4.0 and True.
    assert repr(plain.players) == repr(general.players)
    if "options" in document:
        assert repr(plain.options) == repr(loaded["options"])
    else:
        assert plain.options is None  # the defaults, which note nothing
    assert plain.noted_fields == general.noted_fields == ()
    return True


@pytest.mark.parametrize("document", [document for path, document in corpus_documents() if path == PATH],
                         ids=lambda value: str(value)[:60])
def test_the_hostile_corpus(document: Any) -> None:
    compare(document)


@pytest.mark.parametrize("document", [document for path, document in examples() if path == PATH],
                         ids=lambda value: str(value)[:60])
def test_the_examples_of_openapi_yaml(document: Any) -> None:
    compare(document)


@given(seed=SEEDS, players=st.sampled_from([3, 4, 5]))
@tarot_settings(max_examples=150)
def test_generated_legal_hands_take_the_plain_way_to_the_same_verdict(seed: int, players: int) -> None:
    record = generate_hand(random.Random(seed), players).record
    assert compare(record)
    plain = operations.read_hand_record(record)
    assert isinstance(plain, PlainRecord)
    general = operations._plain(HAND_RECORD.load(copy.deepcopy(record)))
    assert operations.adjudicate_record(plain) == operations.adjudicate_record(general)
    assert operations.adjudicate_record(plain, "fr") == operations.adjudicate_record(general, "fr")


@given(seed=SEEDS)
@tarot_settings(max_examples=30)
def test_zwanzigerrufen_is_read_the_general_way(seed: int) -> None:
    record = random_deal(random.Random(seed)).record()
    assert not compare(record)
    assert isinstance(operations.read_hand_record(record), dict)


@given(seed=SEEDS, players=st.sampled_from([3, 4, 5]), data=st.data())
@tarot_settings(max_examples=400)
def test_mutated_hands(seed: int, players: int, data: st.DataObject) -> None:
    compare(mutate(generate_hand(random.Random(seed), players).record, data))


@given(data=st.data())
@tarot_settings(max_examples=200)
def test_mutated_examples_and_bases(data: st.DataObject) -> None:
    compare(mutate(data.draw(st.sampled_from(SEEDS_OF[PATH])), data))


@pytest.mark.parametrize(("change", "plain"), [
    ({}, True),
    ({"players": 4.0}, False),  # an integer as a float: the schema reads it, the general way
    ({"players": True}, False),
    ({"dealer": 6}, False),
    ({"ruleset": "french-tarot"}, True),
    ({"ruleset": None}, False),
    ({"options": None}, False),
    ({"options": {}}, True),
    ({"auction": None}, False),
    ({"called_card": None}, True),
    ({"called_card": "kh"}, True),
    ({"tricks": [[]]}, False),  # a trick has a card at least
    ({"events": []}, False),  # a field read the general way
    ({"unknown": 1}, False),
    ({5: 1}, False),  # a Python caller's key that is not text
])
def test_what_the_plain_reader_reads(change: dict[Any, Any], plain: bool) -> None:
    record = {**generate_hand(random.Random(7), 4).record, **change}
    assert compare(record) is plain
    # Either way, the library answers as the general way does (the schema's fast path, then the judge), a refusal
    # with the same problems.
    expected = answer_of(lambda: operations.adjudicate_record(fast.load(HAND_RECORD, copy.deepcopy(record))))
    assert answer_of(lambda: adjudicate(record)) == expected


def answer_of(call: Callable[[], dict[str, Any]]) -> Any:
    """A verdict, or the kind of refusal and its (pointer, message) problems."""
    try:
        return call()
    except InvalidRecord as error:
        return "unreadable", error.problems
    except ValidationError as error:
        return "unreadable", error_pointers(error.messages)
    except UnprocessableRequest as error:
        return "impossible", error.problems

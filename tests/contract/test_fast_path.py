"""The fast path through the wire schemas (service/wire/fast.py) against marshmallow, request by request.

For every request it reads, the fast path must load exactly what the marshmallow schema loads (the same
values, types, key order and defaults), and it may only read requests the schema accepts: everything else
is left to marshmallow, whose errors the API reports. Checked over the hostile corpus, openapi.yaml's
examples, generated legal hands of both rule sets, and those requests mutated at random places with
wrong types, odd spellings, deleted and unknown keys.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from marshmallow import ValidationError

from service.wire import fast
from service.wire import schemas as wire
from tests.contract.requests import SCHEMAS, SEEDS_OF, corpus_documents, examples, mutate
from tests.fire.corpus import CORPUS
from tests.property.generator import generate_hand
from tests.property.property_settings import SEEDS, tarot_settings
from tests.zwanzigerrufen.generator import random_deal


def compare(path: str, document: Any) -> bool:
    """True when the fast path read ``document``, False when it gave up; fails when it reads it otherwise
    than marshmallow, reads what marshmallow refuses, or changes it."""
    schema = SCHEMAS[path]
    try:
        slow: Any = schema.load(copy.deepcopy(document))
    except ValidationError:
        slow = None
    before = copy.deepcopy(document)
    try:
        quick = fast.reader(schema)(document)
    except (fast.Unusual, ValidationError):
        return False
    assert document == before, "the fast path changed the request"
    assert slow is not None, f"the fast path read what marshmallow refuses: {document!r}"
    # repr tells 1 from 1.0 and True, and shows the key order.
    assert repr(quick) == repr(slow)
    return True


@pytest.mark.parametrize(("path", "document"), corpus_documents(), ids=lambda value: str(value)[:60])
def test_the_hostile_corpus(path: str, document: Any) -> None:
    compare(path, document)


@pytest.mark.parametrize(("path", "document"), examples(), ids=lambda value: str(value)[:60])
def test_the_examples_of_openapi_yaml(path: str, document: Any) -> None:
    compare(path, document)


def test_every_base_of_the_corpus_takes_the_fast_path() -> None:
    for path, base in CORPUS["bases"].items():
        assert compare(path, base), path


@given(seed=SEEDS, players=st.sampled_from([3, 4, 5]))
@tarot_settings(max_examples=150)
def test_generated_legal_hands_take_the_fast_path(seed: int, players: int) -> None:
    record = generate_hand(random.Random(seed), players).record
    assert compare("/v1/hands/adjudicate", record)


@given(seed=SEEDS)
@tarot_settings(max_examples=50)
def test_generated_zwanzigerrufen_deals_take_the_fast_path(seed: int) -> None:
    assert compare("/v1/hands/adjudicate", random_deal(random.Random(seed)).record())


@given(seed=SEEDS, players=st.sampled_from([3, 4, 5]), data=st.data())
@tarot_settings(max_examples=400)
def test_mutated_hands(seed: int, players: int, data: st.DataObject) -> None:
    rng = random.Random(seed)
    record = generate_hand(rng, players).record if seed % 4 else random_deal(rng).record()
    compare("/v1/hands/adjudicate", mutate(record, data))


@pytest.mark.parametrize("path", list(SCHEMAS))
@given(data=st.data())
@tarot_settings(max_examples=200)
def test_mutated_examples_and_bases(path: str, data: st.DataObject) -> None:
    document = data.draw(st.sampled_from(SEEDS_OF[path]))
    compare(path, mutate(document, data))


def test_a_remembered_seat_is_read_by_its_type_and_value() -> None:
    """A seat (an integer in a range) is remembered once read; 1.0 and true stay what marshmallow makes
    of them, whichever was read first, and a value out of the range is never remembered."""
    record = generate_hand(random.Random(7), 4).record
    for dealer in (1, 1.0, 1, True, 9, -1, 1.0, "1", 2):
        document = {**record, "dealer": dealer}
        a_seat_number = type(dealer) in (int, float) and 0 <= dealer <= wire.MAX_SEAT
        assert compare("/v1/hands/adjudicate", document) == a_seat_number, dealer


@pytest.mark.parametrize("place", ["record", "options", "auction entry"])
def test_a_python_callers_key_that_is_not_text_is_left_to_marshmallow(place: str) -> None:
    """``service.adjudicate`` takes Python dicts, whose keys may be other than text: the fast path gives up
    on such a key wherever it is (a closed object, the options, a nested object) rather than fail on it."""
    record: dict[Any, Any] = {"dealer": 0, "hands": [], "dog": [], "auction": [{"seat": 1, "call": "pass"}],
                              "options": {}}
    target = {"record": record, "options": record["options"], "auction entry": record["auction"][0]}[place]
    target[1] = "x"
    assert not compare("/v1/hands/adjudicate", record)


_DEALT = {"dealer": 0, "hands": [["1T"], ["2T"], ["3T"], ["4T"]], "dog": []}


@pytest.mark.parametrize(("path", "document", "fast_read"), [
    ("/v1/hands/adjudicate", {**_DEALT, "annulment_choice": "play_on"}, True),
    ("/v1/hands/adjudicate", {**_DEALT, "annulment_choice": "annul"}, True),
    ("/v1/hands/adjudicate", {**_DEALT, "annulment_choice": "maybe"}, False),
    ("/v1/hands/adjudicate", {**_DEALT, "annulment_choice": None}, False),
    ("/v1/plays/legal", {"hand": ["1T", "2s"], "petit_imprenable": True, "face_up": ["kh", "2D"]}, True),
    ("/v1/plays/legal", {"hand": ["1T"], "petit_imprenable": 1}, False),
    ("/v1/plays/legal", {"hand": ["1T"], "face_up": ["KH", "QH", "CH", "JH", "10H", "9H", "8H"]}, False),
    ("/v1/plays/legal", {"hand": ["1T"], "face_up": "KH"}, False),
])
def test_the_annulment_choice_and_the_positions_new_fields_read_alike(path: str, document: Any,
                                                                      fast_read: bool) -> None:
    """Issue 18's fields: the fast path reads them as marshmallow does, and gives way on what it refuses."""
    assert compare(path, document) is fast_read

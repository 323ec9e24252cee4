"""The requests on which the fast readers of the wire (``service/wire/fast.py``, ``plain_record.py``) are held to
marshmallow's schemas: the hostile corpus, openapi.yaml's examples, and random mutations of them and of
generated hands (wrong types, odd spellings, deleted and unknown keys)."""

from __future__ import annotations

import copy
from typing import Any

import orjson
from hypothesis import strategies as st

from service.api.app import DEFAULTS
from service.wire import duplicate as duplicate_wire
from service.wire import schemas as wire
from service.wire.shape import shape_problems
from tests.fire.corpus import CASES, CORPUS, OPENAPI

SCHEMAS = {
    "/v1/hands/adjudicate": wire.HAND_RECORD,
    "/v1/plays/legal": wire.LEGAL_PLAYS,
    "/v1/scores": wire.SCORE_REQUEST,
    "/v1/score-sheets": wire.SCORE_SHEET,
    "/v1/hands/adjudicate-batch": wire.HAND_RECORD_BATCH,
    "/v1/boards/score": duplicate_wire.BOARD_SCORE,
    "/v1/seances/score": duplicate_wire.SEANCE_SCORE,
}


def examples() -> list[tuple[str, Any]]:
    found = []
    for path, operations in OPENAPI["paths"].items():
        content = operations.get("post", {}).get("requestBody", {}).get("content", {}).get("application/json", {})
        found += [(path, example["value"]) for example in content.get("examples", {}).values()]
    return found


def corpus_documents() -> list[tuple[str, Any]]:
    """The corpus's bodies that reach a schema: JSON within the body reader's limits."""
    found = [(path, base) for path, base in CORPUS["bases"].items()]
    for case in CASES:
        if case.method == "POST" and case.path in SCHEMAS and case.body is not None and case.raw is None:
            try:
                document = orjson.loads(case.body)
            except orjson.JSONDecodeError:
                continue
            if len(case.body) <= DEFAULTS["MAX_BODY_BYTES"] and not shape_problems(document):
                found.append((case.path, document))
    return found


TRICKY_STRINGS = [
    "ks", "Ks", "KS", "K\u017f", "K\u0399", "ex", "EX ", " EX", "22T", "0T", "1t", "10h", "XX", "", "pass", "prise",
    "PASS", "garde", "garde_sans", "dog", "french-tarot", "zwanzigerrufen", "French-Tarot", "simple", "poignee",
    "chelem", "misere", "trumps", "faces", "attack", "none", "fft", "house", "true", "4",
]
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 80),
    st.sampled_from([0.0, 1.0, 4.0, 5.0, 0.5, -0.0, 1e308, 2**63, -(2**63) - 1]),
    st.sampled_from(TRICKY_STRINGS),
    st.text(max_size=3),
)
JSON = st.recursive(
    LEAVES,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.sampled_from(TRICKY_STRINGS), children,
                                                                      max_size=2),
    max_leaves=5,
)
KEYS = st.sampled_from(["hands", "dog", "auction", "seat", "call", "tricks", "options", "players", "ruleset",
                        "cards", "type", "kind", "declarations", "discard", "called_card", "unknown", "arbitration",
                        "petit_sec", "contracts", "events", "trick", "piles", "deal_sequence", "to"])


def places(document: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``document`` (the paths to its values), the root included."""
    found = [path]
    if isinstance(document, dict):
        for key, value in document.items():
            found += places(value, (*path, key))
    elif isinstance(document, list):
        for index, value in enumerate(document):
            found += places(value, (*path, index))
    return found


def at(document: Any, path: tuple[Any, ...]) -> Any:
    for token in path:
        document = document[token]
    return document


def mutate(document: Any, data: st.DataObject) -> Any:
    document = copy.deepcopy(document)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(places(document)))
        target = at(document, path)
        action = data.draw(st.sampled_from(["replace", "delete", "add", "case"]))
        if action == "replace" and path:
            at(document, path[:-1])[path[-1]] = data.draw(JSON)
        elif action == "delete" and path:
            parent = at(document, path[:-1])
            del parent[path[-1]]
        elif action == "add" and isinstance(target, dict):
            target[data.draw(KEYS)] = data.draw(JSON)
        elif action == "add" and isinstance(target, list):
            target.append(data.draw(JSON | st.sampled_from(["KS", "EX", "21T"])))
        elif action == "case" and path and isinstance(target, str):
            spellings = [target.lower(), target.title(), target + " "]
            at(document, path[:-1])[path[-1]] = data.draw(st.sampled_from(spellings))
    return document


def small_object(document: Any) -> bool:
    """An object worth mutating: the corpus's megabyte cases cost seconds to read and prove nothing more."""
    return type(document) is dict and len(orjson.dumps(document)) <= 20_000


SEEDS_OF = {
    path: [document for where, document in examples() + corpus_documents() if where == path and small_object(document)]
    for path in SCHEMAS
}



"""Requests within the size limits that cost the service the most, for the cost search (test_cost.py).

Each builder makes one request (path, body bytes) of a family that the issues of bounded costs named or
that could be as dear: batches and score sheets of records whose claims the referee plays out, single
claims, bodies of a megabyte of wrong values or unknown fields, the longest valid batches and sheets of
both rule sets, and (issue 27) records of hundreds of faults under arbitration (poignées of the whole pack,
impossible events, tricks out of order) alone, in batches and on score sheets, whose answers once ran to
tens of megabytes. The hands come from the property tests' generators (random legal hands, kept in a cache:
a search draws the same seeds many times). Each request is sent in one of ``LANGUAGES``.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import orjson

from service.api.app import DEFAULTS
from service.core.cards import CARD_CODES
from tests.property.generator import generate_hand
from tests.zwanzigerrufen.generator import random_deal

MAX_BODY = int(DEFAULTS["MAX_BODY_BYTES"])
LANGUAGES = ("en", "fr", "de")
MAX_RECORDS = 100  # a batch's records, a sheet's hands
CARDS_CLAIMED = 16  # the most cards a claim leaves that the referee plays out (claim.py's MAX_CARDS_LEFT)


@lru_cache(maxsize=2048)
def french_hand(seed: int, players: int) -> dict[str, Any]:
    """A random legal French Tarot hand played to the end (the record as on the wire)."""
    rng = random.Random(seed)
    while True:
        hand = generate_hand(rng, players)
        if hand.expected.status == "complete":
            return hand.record


@lru_cache(maxsize=2048)
def zwanzigerrufen_deal(seed: int) -> dict[str, Any]:
    return random_deal(random.Random(seed)).record()


def claim_record(seed: int, players: int, partial: int, claimer: int) -> dict[str, Any]:
    """The hand of ``seed`` stopped where it leaves ``CARDS_CLAIMED`` cards or fewer in hand (and ``partial``
    cards of the next trick played), with a claim by ``claimer``, under ``arbitration: fft``."""
    record = french_hand(seed, players)
    tricks = record["tricks"]
    cut = len(tricks) - CARDS_CLAIMED // players
    kept = [list(trick) for trick in tricks[:cut]]
    if partial % players:
        kept.append(list(tricks[cut][: partial % players]))
    return {**record, "options": {**(record.get("options") or {}), "arbitration": "fft"}, "tricks": kept,
            "events": [{"type": "claim", "seat": claimer % players}]}


def body(document: Any) -> bytes:
    return orjson.dumps(document)


def claims_batch(specs: list[tuple[int, int, int, int]]) -> tuple[str, bytes]:
    return "/v1/hands/adjudicate-batch", body({"records": [claim_record(*spec) for spec in specs]})


def claims_sheet(specs: list[tuple[int, int, int, int]]) -> tuple[str, bytes]:
    """A score sheet of claimed records (all at one table size, the sheet's), whose rulings score them."""
    players = specs[0][1]
    entries = []
    for seed, _, partial, claimer in specs:
        record = claim_record(seed, players, partial, claimer)
        entries.append({key: value for key, value in record.items() if key not in ("players", "options", "ruleset")})
    return "/v1/score-sheets", body({"players": players, "options": {"arbitration": "fft"}, "hands": entries})


def single_claim(spec: tuple[int, int, int, int]) -> tuple[str, bytes]:
    return "/v1/hands/adjudicate", body(claim_record(*spec))


def valid_batch(seeds: list[int], players: int) -> tuple[str, bytes]:
    """Records played to the end: French Tarot at ``players`` (2 to 6: 0 means Zwanzigerrufen)."""
    records = [zwanzigerrufen_deal(seed) if players == 0 else french_hand(seed, players) for seed in seeds]
    return "/v1/hands/adjudicate-batch", body({"records": records})


def valid_sheet(seeds: list[int], players: int) -> tuple[str, bytes]:
    if players == 0:
        entries = [{key: value for key, value in zwanzigerrufen_deal(seed).items()
                    if key not in ("players", "options", "ruleset")} for seed in seeds]
        return "/v1/score-sheets", body({"ruleset": "zwanzigerrufen", "hands": entries})
    entries = [{key: value for key, value in french_hand(seed, players).items()
                if key not in ("players", "options", "ruleset")} for seed in seeds]
    return "/v1/score-sheets", body({"players": players, "hands": entries})


WRONG_VALUES: tuple[Any, ...] = (0, "ZZ", None, {}, [], True, 1.5, "x" * 40)
WRONG_FAMILIES = ("sheet", "batch", "record", "sheet-zwanzigerrufen", "unknown-fields", "sheet-unknown-fields")


def wrong_values(family: str, value_index: int, lists: int, items: int) -> tuple[str, bytes]:
    """As many wrong values as 1 MiB holds, in lists of lists of at most 100 items (the shape limits): a
    score sheet's records, a batch's records, one record, a Zwanzigerrufen sheet, or unknown fields."""
    value = WRONG_VALUES[value_index % len(WRONG_VALUES)]
    lists, items = max(1, min(lists, 100)), max(1, min(items, 100))
    if family == "unknown-fields":
        return "/v1/scores", _filled(lambda n: {"contract": "garde", **{f"field{i}": value for i in range(n)}})
    if family == "sheet-unknown-fields":
        def sheet_of_unknown(n: int) -> dict[str, Any]:
            per = max(1, n // MAX_RECORDS)
            return {"hands": [{"taker": 0, **{f"f{i}": value for i in range(per)}} for _ in range(MAX_RECORDS)]}
        return "/v1/score-sheets", _filled(sheet_of_unknown)
    hands = [[value] * items for _ in range(lists)]
    record: dict[str, Any] = {"dealer": 0, "hands": hands, "dog": [value] * items, "tricks": hands}
    if family == "record":
        return "/v1/hands/adjudicate", _filled(lambda n: {**record, "discard": [value] * min(n, 100)})
    if family == "batch":
        return "/v1/hands/adjudicate-batch", _filled(lambda n: {"records": [record] * min(n, MAX_RECORDS)})
    if family == "sheet-zwanzigerrufen":
        return "/v1/score-sheets", _filled(
            lambda n: {"ruleset": "zwanzigerrufen", "hands": [record] * min(n, MAX_RECORDS)})
    return "/v1/score-sheets", _filled(lambda n: {"players": 4, "hands": [record] * min(n, MAX_RECORDS)})


def _filled(document_of: Any) -> bytes:
    """The largest ``document_of(n)`` within the body limit (n found by halving)."""
    low, high = 1, 200_000
    best = body(document_of(1))
    while low <= high:
        middle = (low + high) // 2
        made = body(document_of(middle))
        if len(made) <= MAX_BODY:
            best, low = made, middle + 1
        else:
            high = middle - 1
    return best


OPTIONS_UNDER_ARBITRATION: tuple[dict[str, Any], ...] = (
    {"arbitration": "fft"},
    {"arbitration": "fft", "arbitration_poignee_not_held": "unfixable"},
    {"arbitration": "fft", "misere": True, "petit_chelem": True},
    {"arbitration": "fft", "misere": True, "petit_chelem": True, "arbitration_poignee_not_held": "unfixable",
     "arbitration_discretionary_penalty": "apply"},
)
MAX_EVENTS = 32
DECK = tuple(CARD_CODES)


@lru_cache(maxsize=2048)
def faulty_record(seed: int, players: int, poignees: int, events: int, scrambled: bool, options: int
                  ) -> dict[str, Any]:
    """The hand of ``seed`` with ``poignees`` seats showing the whole pack as a poignée, ``events`` impossible
    events, its tricks out of order when ``scrambled``, and a misère and a petit chelem where the options allow
    them, under ``OPTIONS_UNDER_ARBITRATION[options]``: hundreds of faults for the referee."""
    record = dict(french_hand(seed, players))
    chosen = OPTIONS_UNDER_ARBITRATION[options % len(OPTIONS_UNDER_ARBITRATION)]
    tricks = list(record["tricks"])
    if scrambled:
        random.Random(seed).shuffle(tricks)
    declarations: list[dict[str, Any]] = [{"seat": seat, "type": "poignee", "cards": list(DECK)}
                                          for seat in range(min(poignees, players))]
    if chosen.get("misere"):
        declarations += [{"seat": 1, "type": "misere", "kind": "trumps"}, {"seat": 0, "type": "petit_chelem"}]
    return {**record, "options": {**(record.get("options") or {}), **chosen}, "tricks": tricks,
            "declarations": declarations,
            "events": [{"type": "card_exposed", "seat": index % players, "trick": 29, "cards": ["KS", "QH"]}
                       for index in range(min(events, MAX_EVENTS))]}


FaultSpec = tuple[int, int, int, int, bool, int]
"""faulty_record's arguments: seed, players, poignées of the whole pack, events, scrambled, options."""


def faults_batch(spec: FaultSpec, copies: int) -> tuple[str, bytes]:
    return "/v1/hands/adjudicate-batch", body({"records": [faulty_record(*spec)] * copies})


def faults_sheet(spec: FaultSpec, copies: int) -> tuple[str, bytes]:
    """A score sheet of ``copies`` of the record (a sheet of one is issue 27's 500 in French and German)."""
    record = faulty_record(*spec)
    entry = {key: value for key, value in record.items() if key not in ("players", "options", "ruleset")}
    return "/v1/score-sheets", body({"players": record["players"], "options": record["options"],
                                     "hands": [entry] * copies})


def single_faults(spec: FaultSpec) -> tuple[str, bytes]:
    return "/v1/hands/adjudicate", body(faulty_record(*spec))

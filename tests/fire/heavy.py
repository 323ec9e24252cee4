"""Records within the limits that refer hundreds of faults to a referee (issue 27, families 1 and 2), for the
tests of bounded answers and for the hostile corpus (corpus.yaml holds the bodies these builders make).

- ``referred_sheet``: a score sheet of one 5-player record under ``arbitration: fft`` whose ruling refers
  some 400 faults to a referee (five poignées of the whole pack, a claim, 31 events that say nothing), 3.5 KB:
  a 422 that once was a 500 in French and German (the reason joined the faults one inside the other).
- ``heavy_batch``: a batch of 100 copies of one 5-player record (misère, petit chelem, five poignées of the
  whole pack, 30 impossible events, its tricks in a scrambled order) of some 430 violations each, as many faults
  in its ruling and 400 referred to a referee: 620 KB that once were answered with 40 to 50 MB.
"""

from __future__ import annotations

import random
from typing import Any

import orjson

from tests.property.generator import DECK, generate_hand

PLAYERS = 5
OPTIONS_REFERRED = {"arbitration": "fft"}
OPTIONS_HEAVY = {"arbitration": "fft", "misere": True, "petit_chelem": True}


def complete_hand(seed: int = 1) -> dict[str, Any]:
    """A random legal 5-player hand played to the end, as on the wire."""
    rng = random.Random(seed)
    while True:
        hand = generate_hand(rng, PLAYERS)
        if hand.expected.status == "complete":
            return dict(hand.record)


def _own(record: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in record.items() if key not in ("players", "options", "ruleset")}


def referred_record() -> dict[str, Any]:
    """The hand's deal, auction and call, five poignées of all 78 cards, a claim before the first card and 31
    events that say nothing (a ``dog_seen`` without seats)."""
    record = _own(complete_hand())
    del record["tricks"]
    record["declarations"] = [{"seat": seat, "type": "poignee", "cards": list(DECK)} for seat in range(PLAYERS)]
    record["events"] = [{"type": "claim", "seat": 0},
                        *[{"type": "dog_seen"}] * 31]
    return record


def referred_sheet() -> dict[str, Any]:
    return {"players": PLAYERS, "options": OPTIONS_REFERRED, "hands": [referred_record()]}


def heavy_record() -> dict[str, Any]:
    """The hand with a misère, a petit chelem, five poignées of the whole pack, 30 impossible events and its
    tricks in a scrambled order."""
    record = _own(complete_hand())
    tricks = list(record["tricks"])
    random.Random(26).shuffle(tricks)  # each trick whole, in another order: led by the wrong seats
    record["tricks"] = tricks
    record["declarations"] = [
        {"seat": 1, "type": "misere", "kind": "trumps"},
        {"seat": 2, "type": "petit_chelem"},
        *({"seat": seat, "type": "poignee", "cards": list(DECK)} for seat in range(PLAYERS)),
    ]
    record["events"] = [{"type": "card_exposed", "seat": index % PLAYERS, "trick": 17, "cards": ["KS", "QH"]}
                        for index in range(30)]
    return {"ruleset": "french-tarot", "players": PLAYERS, "options": OPTIONS_HEAVY, **record}


def heavy_batch(records: int = 100) -> dict[str, Any]:
    return {"records": [heavy_record()] * records}


def body(document: Any) -> bytes:
    """The document as the corpus sends it: JSON with a space after each separator."""
    return orjson.dumps(document).replace(b'","', b'", "').replace(b'":', b'": ').replace(b',{', b', {')

"""One pass from a parsed French Tarot hand record to the engine's ``HandRecord``, for the plain records that
are nearly all of them.

The general way reads a record twice: ``fast.load`` checks it against the wire schema into a dict of canonical
card codes, then ``french.hand_record`` turns those codes into cards and engine objects. Each card was looked
up twice and each list built twice; with the options filled in and the dict between them, that was a quarter
of a hand's adjudication (bench/README.md). This reader checks and builds in the same pass, each card read from
its characters through two tables built from the spellings the wire accepts (``_card_of``), without hashing.

It reads what the schema reads, as the schema reads it, and gives up (``None``) at the first thing that is
not plain: a field it does not read (``piles``, ``deal_sequence``, ``events``, ``annulment_choice``, or one
the schema does not know), a value of another JSON type, a float for an integer, a bound passed, an unknown
card or call. The general way then reads the record, so a refusal still carries marshmallow's messages.
Its bounds and choices are the schema's own constants, and its rule options go through the schema's fast
reader; ``tests/contract/test_plain_record.py`` checks, over generated, mutated and hostile records, that
whatever it reads the schema accepts and reads to the same engine record.
"""

from __future__ import annotations

from typing import Any, Final

from marshmallow import ValidationError
from mypy_extensions import i64

from ..core.cards import Card, parse_card
from ..french.record import Call, Declaration, HandRecord
from ..french.rules import CALL_ALIASES, SUPPORTED_PLAYERS
from . import fast
from .schemas import (
    CALLS,
    CARD_SPELLINGS,
    DECLARATION_TYPES,
    DEFAULT_RULESET,
    HAND_RECORD,
    MAX_AUCTION_CALLS,
    MAX_CARDS,
    MAX_DECLARATIONS,
    MAX_FRENCH_TRICKS,
    MAX_HANDS,
    MAX_SEAT,
    MAX_TRICK_CARDS,
    MISERE_KINDS,
)


class PlainRecord:
    """A French Tarot hand record read: the engine's record, the table size, the rule options as loaded."""

    __slots__ = ("record", "players", "options", "noted_fields")

    def __init__(self, record: HandRecord, players: int, options: dict[str, Any] | None,
                 noted_fields: tuple[str, ...] = ()) -> None:
        self.record = record
        self.players = players
        self.options = options
        """Every option, defaults filled in, as the schema loads them; None when the request names none."""
        self.noted_fields = noted_fields
        """The record's fields that some option notes depend on (``with_notes``): ``deal_sequence`` when given."""


_ABSENT: Final = object()
_SYMBOL_BITS: Final = 5
_ASCII: Final = 128
_NO_CARD: Final = 255


def _spelling_tables() -> tuple[bytes, bytes]:
    """Every spelling of a card the wire accepts, as two tables that ``_card_of`` reads without hashing: each
    ASCII character's number in the spellings' alphabet (0: in none), and the card at each spelling's numbers
    packed (``_NO_CARD``: none)."""
    alphabet = sorted({char for spelling in CARD_SPELLINGS for char in spelling})
    if len(alphabet) >= 1 << _SYMBOL_BITS or any(ord(char) >= _ASCII for char in alphabet) or any(
            not 2 <= len(spelling) <= 3 for spelling in CARD_SPELLINGS):
        raise RuntimeError("the card spellings no longer fit _card_of's tables")
    symbols = bytearray(_ASCII)
    for number, char in enumerate(alphabet, start=1):
        symbols[ord(char)] = number
    cards = bytearray([_NO_CARD]) * (1 << 3 * _SYMBOL_BITS)
    for spelling, code in CARD_SPELLINGS.items():
        index = 0
        for char in spelling:
            index = index << _SYMBOL_BITS | symbols[ord(char)]
        cards[index] = parse_card(code)
    return bytes(symbols), bytes(cards)


_TABLES: Final = _spelling_tables()
_SYMBOLS: Final[bytes] = _TABLES[0]
_CARD_AT: Final[bytes] = _TABLES[1]
_CALLS: Final[dict[str, str]] = {**{call: call for call in CALLS}, **CALL_ALIASES}
"""Every call the wire accepts → its canonical name (an alias loads as the call it stands for)."""
_DECLARATION_TYPES: Final[frozenset[str]] = frozenset(DECLARATION_TYPES)
_MISERE_KINDS: Final[frozenset[str]] = frozenset(MISERE_KINDS)
_SUPPORTED_PLAYERS: Final[frozenset[int]] = frozenset(SUPPORTED_PLAYERS)
_READ_OPTIONS: Final = fast.compile_field(HAND_RECORD.schemas[DEFAULT_RULESET].load_fields["options"])
"""The schema's own fast reader of the rule options."""

# The fields read here: a record with any other is left to the general way.
_FIELDS: Final = frozenset({"ruleset", "players", "options", "dealer", "hands", "dog", "auction", "called_card",
                            "discard", "declarations", "tricks"})


def players_of_hands(hands: int) -> int:
    """The table size of a record that does not say: its number of hands when that is a table size, else 4."""
    return hands if hands in _SUPPORTED_PLAYERS else 4


class _NotPlain(Exception):
    """Something this reader does not read; the general way will."""


def read_plain_record(document: Any) -> PlainRecord | None:
    """``document`` (parsed JSON) read in one pass, or None when it is not a plain French Tarot record."""
    if type(document) is not dict:
        return None
    given: dict[Any, Any] = document  # typed, so that compiled code looks it up directly
    for name in given:
        if name not in _FIELDS:
            return None
    ruleset = given.get("ruleset", DEFAULT_RULESET)
    if type(ruleset) is not str or ruleset != DEFAULT_RULESET:
        return None
    try:
        return _read(given)
    except (_NotPlain, KeyError, fast.Unusual, ValidationError):  # KeyError: a required field left out
        return None


def _read(given: dict[Any, Any]) -> PlainRecord:
    hands = tuple(_cards(hand, 0, MAX_CARDS) for hand in _list(given["hands"], MAX_HANDS))
    players = given.get("players", _ABSENT)
    if players is _ABSENT:
        players = players_of_hands(len(hands))
    elif type(players) is not int or players not in _SUPPORTED_PLAYERS:
        raise _NotPlain
    options = _READ_OPTIONS(given["options"]) if "options" in given else None
    # A list field given as null is refused by the schema, and here by _list and _cards.
    auction = given.get("auction", _ABSENT)
    called = given.get("called_card")
    discard = given.get("discard", _ABSENT)
    declarations = given.get("declarations", _ABSENT)
    tricks = given.get("tricks", _ABSENT)
    record = HandRecord(
        dealer=_seat(given["dealer"]),
        hands=hands,
        dog=_cards(given["dog"], 0, MAX_CARDS),
        auction=None if auction is _ABSENT else tuple(_call(entry) for entry in _list(auction, MAX_AUCTION_CALLS)),
        called_card=None if called is None else _card(called),
        discard=None if discard is _ABSENT else _cards(discard, 0, MAX_CARDS),
        declarations=None if declarations is _ABSENT else tuple(
            _declaration(entry) for entry in _list(declarations, MAX_DECLARATIONS)),
        tricks=None if tricks is _ABSENT else tuple(
            _cards(trick, 1, MAX_TRICK_CARDS) for trick in _list(tricks, MAX_FRENCH_TRICKS)),
    )
    return PlainRecord(record, players, options)


def _list(value: Any, most: int) -> list[Any]:
    if type(value) is not list:
        raise _NotPlain
    listed: list[Any] = value
    if len(listed) > most:
        raise _NotPlain
    return listed


def _cards(value: Any, fewest: int, most: int) -> tuple[Card, ...]:
    if type(value) is not list:
        raise _NotPlain
    listed: list[Any] = value  # typed, so that compiled code walks the list by index
    if not fewest <= len(listed) <= most:
        raise _NotPlain
    return tuple(_card(code) for code in listed)


def _card(value: Any) -> Card:
    if type(value) is not str:
        raise _NotPlain
    card = _card_of(value)
    if card < 0:
        raise _NotPlain
    return int(card)


def _card_of(code: str) -> i64:
    """The card that ``code`` spells, or -1. Its characters are looked up by number, in machine integers: a dict
    would hash each card's string, new from the JSON parser, at some 370 instructions a card (callgrind)."""
    size: i64 = len(code)
    if size < 2 or size > 3:  # the spellings' lengths, which _spelling_tables checks
        return -1
    index: i64 = 0
    position: i64 = 0
    while position < size:
        char: i64 = ord(code[position])
        if char >= _ASCII:
            return -1
        symbol: i64 = _SYMBOLS[char]
        if symbol == 0:
            return -1
        index = index << _SYMBOL_BITS | symbol
        position += 1
    card: i64 = _CARD_AT[index]
    return -1 if card == _NO_CARD else card


def _seat(value: Any) -> int:
    if type(value) is not int:
        raise _NotPlain
    seat: int = value
    if not 0 <= seat <= MAX_SEAT:
        raise _NotPlain
    return seat


def _text(value: Any, choices: frozenset[str]) -> str:
    if type(value) is not str or value not in choices:
        raise _NotPlain
    text: str = value
    return text


def _object(value: Any, fields: frozenset[str]) -> dict[Any, Any]:
    if type(value) is not dict:
        raise _NotPlain
    entry: dict[Any, Any] = value
    for name in entry:
        if name not in fields:
            raise _NotPlain
    return entry


_CALL_FIELDS: Final = frozenset({"seat", "call"})
_DECLARATION_FIELDS: Final = frozenset({"seat", "type", "kind", "cards", "at_card"})


def _call(value: Any) -> Call:
    entry = _object(value, _CALL_FIELDS)
    call = entry["call"]
    if type(call) is not str or call not in _CALLS:
        raise _NotPlain
    return Call(_seat(entry["seat"]), _CALLS[call])


def _declaration(value: Any) -> Declaration:
    entry = _object(value, _DECLARATION_FIELDS)
    kind = entry.get("kind", _ABSENT)
    cards = entry.get("cards", _ABSENT)
    at_card: Any = entry.get("at_card")
    if "at_card" in entry and (type(at_card) is not int or not 0 <= at_card <= MAX_CARDS):
        raise _NotPlain
    return Declaration(
        _seat(entry["seat"]),
        _text(entry["type"], _DECLARATION_TYPES),
        () if cards is _ABSENT else _cards(cards, 0, MAX_CARDS),
        None if kind is _ABSENT else _text(kind, _MISERE_KINDS),
        at_card,
    )

"""A French Tarot hand record as the engine reads it: plain typed data, already parsed.

It mirrors docs/contract.md §4 field for field, so violation pointers (``/tricks/6/2``) can be built from
the indices here. Optional phases are ``None`` when the record stops before them.
"""

from __future__ import annotations

from dataclasses import dataclass

from mypy_extensions import mypyc_attr

from ..core.cards import Card


@mypyc_attr(acyclic=True)  # see french/play.py's Hand
@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
class Call:
    seat: int
    call: str

    def __init__(self, seat: int, call: str) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "call", call)


@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
class Declaration:
    seat: int
    type: str  # "poignee" | "chelem" | with options: "petit_chelem" | "misere"
    cards: tuple[Card, ...] = ()
    kind: str | None = None  # a misère's: "trumps" | "faces"
    at_card: int | None = None
    """Cards of the deal already played when it was made, when the record says (option declaration_timing)."""

    def __init__(self, seat: int, type: str, cards: tuple[Card, ...] = (), kind: str | None = None,
                 at_card: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "at_card", at_card)


@dataclass(frozen=True, init=False)  # a written-out __init__: see french/counting.py
class HandRecord:
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    dog: tuple[Card, ...]
    auction: tuple[Call, ...] | None = None
    called_card: Card | None = None
    discard: tuple[Card, ...] | None = None
    declarations: tuple[Declaration, ...] | None = None
    tricks: tuple[tuple[Card, ...], ...] | None = None
    piles: tuple[tuple[tuple[Card, ...], ...], ...] | None = None
    """2 players: each seat's face-down piles, each listed from its face-up top card down."""
    deal_sequence: tuple[Packet, ...] | None = None
    """The order of dealing, when the caller recorded it."""
    events: tuple[Event, ...] | None = None
    """What the cards cannot show (an exposed card, a claim…): read only by the arbitration (option
    ``arbitration: fft``), see docs/french-arbitration.md."""
    annulment_choice: str | None = None
    """The choice of a holder whom the rules let annul the deal or play on (``annul`` | ``play_on``); None:
    the rule's usual course (see ``deal.annulments``)."""

    def __init__(
        self,
        dealer: int,
        hands: tuple[tuple[Card, ...], ...],
        dog: tuple[Card, ...],
        auction: tuple[Call, ...] | None = None,
        called_card: Card | None = None,
        discard: tuple[Card, ...] | None = None,
        declarations: tuple[Declaration, ...] | None = None,
        tricks: tuple[tuple[Card, ...], ...] | None = None,
        piles: tuple[tuple[tuple[Card, ...], ...], ...] | None = None,
        deal_sequence: tuple[Packet, ...] | None = None,
        events: tuple[Event, ...] | None = None,
        annulment_choice: str | None = None,
    ) -> None:
        object.__setattr__(self, "dealer", dealer)
        object.__setattr__(self, "hands", hands)
        object.__setattr__(self, "dog", dog)
        object.__setattr__(self, "auction", auction)
        object.__setattr__(self, "called_card", called_card)
        object.__setattr__(self, "discard", discard)
        object.__setattr__(self, "declarations", declarations)
        object.__setattr__(self, "tricks", tricks)
        object.__setattr__(self, "piles", piles)
        object.__setattr__(self, "deal_sequence", deal_sequence)
        object.__setattr__(self, "events", events)
        object.__setattr__(self, "annulment_choice", annulment_choice)


@dataclass(frozen=True)
class Packet:
    """Cards dealt together, in the order dealt: to a seat, or to the dog (``to`` None)."""

    to: int | None
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Event:
    """An incident of the deal that the cards cannot show [arbitration digest §7.2].

    ``type``: ``card_exposed`` (seat, cards, trick), ``revoke_corrected`` (seat, trick, cards: the card
    taken back), ``out_of_turn`` (seat, trick, cards: the card, choice), ``claim`` (seat), ``ecart_corrected``
    (cards: the écart first laid down), ``dog_seen`` (seats), ``hand_dropped`` (seat), ``poignee_shown``
    (seat, size, at_card, in_order). Fields a type does not use stay empty.
    """

    type: str
    seat: int | None = None
    trick: int | None = None
    cards: tuple[Card, ...] = ()
    choice: str | None = None  # out_of_turn: accept | same_suit | other_suit
    seats: tuple[int, ...] = ()
    size: str | None = None  # poignee_shown: simple | double | triple
    at_card: int | None = None  # poignee_shown: cards of the deal already played when it was shown
    in_order: bool | None = None  # poignee_shown: false when the trumps were not shown in order

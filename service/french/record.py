"""A French Tarot hand record as the engine reads it: plain typed data, already parsed.

It mirrors CONTRACT.md §4 field for field, so violation pointers (``/tricks/6/2``) can be built from
the indices here. Optional phases are ``None`` when the record stops before them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card


@dataclass(frozen=True)
class Call:
    seat: int
    call: str


@dataclass(frozen=True)
class Declaration:
    seat: int
    type: str  # "poignee" | "chelem" | with options: "petit_chelem" | "misere"
    cards: tuple[Card, ...] = ()
    kind: str | None = None  # a misère's: "trumps" | "faces"


@dataclass(frozen=True)
class HandRecord:
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    dog: tuple[Card, ...]
    auction: tuple[Call, ...] | None = None
    called_card: Card | None = None
    discard: tuple[Card, ...] | None = None
    declarations: tuple[Declaration, ...] | None = None
    tricks: tuple[tuple[Card, ...], ...] | None = None

"""A Zwanzigerrufen hand record as the engine reads it: plain typed data, already parsed.

It mirrors the wire record (docs/contract.md §4) field for field, so violation pointers (``/tricks/6/2``,
``/auction/4/call``) are built from the indices here. There is no dog, no discard and no declarations:
premiums come from the auction and the dealt hands. Later phases are ``None`` when the record stops
before them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card


@dataclass(frozen=True)
class Call:
    """One auction entry; consecutive entries by the same seat form one turn."""

    seat: int
    call: str  # pass | rufer | farbensolo | solo | absolut | pagat | valat | kontra[:item] | re[:item] | sub[:item]


@dataclass(frozen=True)
class HandRecord:
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    auction: tuple[Call, ...] | None = None
    called_card: Card | None = None
    tricks: tuple[tuple[Card, ...], ...] | None = None

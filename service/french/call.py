"""The 5-player call: which card the taker may call, and who the partner turns out to be."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.cards import CAVALIER, JACK, KING, QUEEN, Card, card_code, is_plain, rank_of
from ..core.text import Text

_RANKS_HIGH_TO_LOW = (KING, QUEEN, CAVALIER, JACK)


def callable_ranks(taker_hand: Iterable[Card]) -> frozenset[int]:
    """Kings always (his own included); else the highest rank of which he lacks one card [FFT S1 §16]."""
    held = [0] * 15
    for card in taker_hand:
        if is_plain(card):
            held[rank_of(card)] += 1
    ranks = {KING}
    for rank in _RANKS_HIGH_TO_LOW:
        if held[rank] < 4:
            ranks.add(rank)
            break
    return frozenset(ranks)


def call_problem(called: Card, taker_hand: Iterable[Card]) -> str | None:
    """Why ``called`` may not be called by a taker holding ``taker_hand``, or None when it may."""
    allowed = callable_ranks(taker_hand)
    if is_plain(called) and rank_of(called) in allowed:
        return None
    card = card_code(called)
    if QUEEN in allowed:
        return Text("The taker may call a king or queen, not {card}.", card=card)
    if CAVALIER in allowed:
        return Text("The taker may call a king or cavalier, not {card}.", card=card)
    if JACK in allowed:
        return Text("The taker may call a king or jack, not {card}.", card=card)
    return Text("The taker may call a king, not {card}.", card=card)


def partner_of(called: Card, taker: int, hands: tuple[tuple[Card, ...], ...]) -> int | None:
    """The seat holding the called card; None when the taker holds it or it lies in the dog (alone)."""
    for seat, hand in enumerate(hands):
        if called in hand:
            return None if seat == taker else seat
    return None

"""The 40-card Zwanzigerrufen pack as a subset of the shared card ints, its ranks and card points [spec §4].

Tarocks are 1T (the Pagat), 4T…20T, 21T (the Mond) and EX (the Sküs, an ordinary top tarock here, with
no excuse function); each suit keeps K, Q, C (Cavall), J and one low card, the Glatze: 10S, 10C, 1H, 1D.
Ranks follow the ints: within a suit K > Q > C > J > Glatze, and among tarocks EX > 21T > … > 4T > 1T.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..core.cards import (
    CAVALIER,
    CLUBS,
    DIAMONDS,
    EXCUSE,
    FIRST_TRUMP,
    HEARTS,
    JACK,
    KING,
    PETIT,
    QUEEN,
    SPADES,
    TWENTY_ONE,
    Card,
    suit_card,
    trump,
)

TAROCK = 4
"""The pseudo-suit of the tarocks (the Sküs included), as returned by ``suit_of``."""

PAGAT: Card = PETIT
MOND: Card = TWENTY_ONE
SKUS: Card = EXCUSE
TRULL = frozenset({PAGAT, MOND, SKUS})

GLATZEN: tuple[Card, ...] = (suit_card(SPADES, 10), suit_card(CLUBS, 10), suit_card(HEARTS, 1), suit_card(DIAMONDS, 1))
KINGS: tuple[Card, ...] = tuple(suit_card(suit, KING) for suit in range(4))
TAROCKS: tuple[Card, ...] = (PAGAT, *(trump(number) for number in range(4, 22)), SKUS)
SUIT_CARDS: tuple[Card, ...] = tuple(
    sorted([*GLATZEN, *(suit_card(suit, rank) for suit in range(4) for rank in (JACK, CAVALIER, QUEEN, KING))])
)
DECK: tuple[Card, ...] = tuple(sorted(SUIT_CARDS + TAROCKS))
DECK_SET = frozenset(DECK)

CALLABLE: tuple[Card, ...] = tuple(trump(number) for number in (20, 19, 18, 17, 16))
"""The tarocks a Rufer may call, in the order she calls them: XX, else XIX, … down to XVI [spec §6.1]."""

_FACE_POINTS = {KING: 5, QUEEN: 4, CAVALIER: 3, JACK: 2}


def is_tarock(card: Card) -> bool:
    return card >= FIRST_TRUMP


def suit_of(card: Card) -> int:
    """0..3 for a suit card (spades, hearts, diamonds, clubs), ``TAROCK`` for a tarock or the Sküs."""
    return TAROCK if card >= FIRST_TRUMP else card // 14


def card_points(card: Card) -> int:
    """Trull pieces and kings 5, queens 4, Cavalls 3, jacks 2, other tarocks 1, Glatzen 0: 88 in all [§4.3]."""
    if card in TRULL:
        return 5
    if card >= FIRST_TRUMP:
        return 1
    return _FACE_POINTS.get(card % 14 + 1, 0)


POINTS: dict[Card, int] = {card: card_points(card) for card in DECK}
TOTAL_POINTS = sum(POINTS.values())
GAME_TARGET = 45
ABSOLUT_TARGET = 56


def points_of(cards: Iterable[Card]) -> int:
    return sum(card_points(card) for card in cards)

"""Card codes and their integer encoding, shared by every Tarot game here.

A card is a small int so that hands can be sets or bitsets and comparisons are cheap:
suit cards are ``suit * 14 + rank - 1`` (rank 1..10, then J=11, C=12, Q=13, K=14), trumps are
``56 + number - 1`` (1T = 56 … 21T = 76) and the Excuse is 77. The wire codes (docs/contract.md §1) are
the only textual form; ``card_code`` and ``parse_card`` convert both ways.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

Card = int

SUIT_LETTERS: Final = ("S", "H", "D", "C")
SUIT_NAMES: Final = ("spades", "hearts", "diamonds", "clubs")
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
TRUMPS: Final = 4
"""The pseudo-suit of the trumps, as returned by ``suit_of``."""
EXCUSE_SUIT: Final = 5

RANK_LETTERS: Final = {11: "J", 12: "C", 13: "Q", 14: "K"}
JACK, CAVALIER, QUEEN, KING = 11, 12, 13, 14
RANK_NAMES: Final = {JACK: "jack", CAVALIER: "cavalier", QUEEN: "queen", KING: "king"}

FIRST_TRUMP: Final = 56
EXCUSE: Final[Card] = 77
PETIT: Final[Card] = FIRST_TRUMP  # 1T
TWENTY_ONE: Final[Card] = FIRST_TRUMP + 20  # 21T
OUDLERS: Final = frozenset({PETIT, TWENTY_ONE, EXCUSE})

FULL_DECK: Final[tuple[Card, ...]] = tuple(range(78))


def suit_card(suit: int, rank: int) -> Card:
    return suit * 14 + rank - 1


def trump(number: int) -> Card:
    return FIRST_TRUMP + number - 1


def suit_of(card: Card) -> int:
    """0..3 for a plain suit, ``TRUMPS`` for a trump, ``EXCUSE_SUIT`` for the Excuse."""
    if card == EXCUSE:
        return EXCUSE_SUIT
    return card // 14 if card < FIRST_TRUMP else TRUMPS


SUIT_OF: Final[tuple[int, ...]] = tuple(suit_of(card) for card in FULL_DECK)
"""``suit_of`` as a table, for the hot paths of card play."""


def rank_of(card: Card) -> int:
    """Rank within the suit (1..14), or the trump's number (1..21); 0 for the Excuse."""
    if card == EXCUSE:
        return 0
    if card < FIRST_TRUMP:
        return card % 14 + 1
    return card - FIRST_TRUMP + 1


def is_trump(card: Card) -> bool:
    return FIRST_TRUMP <= card < EXCUSE


def is_plain(card: Card) -> bool:
    """A card of one of the four plain suits."""
    return card < FIRST_TRUMP


def is_oudler(card: Card) -> bool:
    """The Petit, the 21 or the Excuse."""
    return card == PETIT or card == TWENTY_ONE or card == EXCUSE


def is_face_or_excuse(card: Card) -> bool:
    """A king, queen, cavalier or jack, or the Excuse: the 'habillés' of a blanc d'habillé."""
    return card == EXCUSE or (card < FIRST_TRUMP and card % 14 >= JACK - 1)


def is_king(card: Card) -> bool:
    return card < FIRST_TRUMP and card % 14 == KING - 1


def _build_codes() -> tuple[str, ...]:
    codes = []
    for suit_letter in SUIT_LETTERS:
        for rank in range(1, 15):
            codes.append(RANK_LETTERS.get(rank, str(rank)) + suit_letter)
    codes.extend(f"{number}T" for number in range(1, 22))
    codes.append("EX")
    return tuple(codes)


CARD_CODES: Final[tuple[str, ...]] = _build_codes()
_CARD_BY_CODE: Final = {code: card for card, code in enumerate(CARD_CODES)}


def card_code(card: Card) -> str:
    return CARD_CODES[card]


def parse_card(code: object) -> Card:
    """The card of a wire code, case-insensitively; ValueError for anything else."""
    card: Card | None = None
    if isinstance(code, str):
        # The canonical code first, as the wire schemas load every card.
        card = _CARD_BY_CODE.get(code)
        if card is None:
            card = _CARD_BY_CODE.get(code.upper())
    if card is None:
        raise ValueError(f"unknown card code {code!r}")
    return card


def parse_cards(values: Iterable[str]) -> tuple[Card, ...]:
    """``parse_card`` of each code, the canonical codes (as the wire schemas load them) looked up directly."""
    # tuple() of a generator over a typed list rather than map(dict.__getitem__, ...): compiled, it fills a
    # tuple of the list's length with a plain lookup per code, with no call and no list in between.
    listed: list[str] = values if isinstance(values, list) else list(values)
    try:
        return tuple(_CARD_BY_CODE[value] for value in listed)
    except (KeyError, TypeError):
        return tuple([parse_card(value) for value in listed])


def codes(cards: Iterable[Card]) -> list[str]:
    return [CARD_CODES[card] for card in cards]


def describe(cards: Iterable[Card]) -> str:
    """'2H and 9H' / '2H, 5H and 9H': card lists as messages name them, in deck order."""
    names = [CARD_CODES[card] for card in sorted(cards)]
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


# Card points in half-points, so every sum stays an exact integer (91 points = 182 half-points).
_FACE_HALF_POINTS: Final = {KING: 9, QUEEN: 7, CAVALIER: 5, JACK: 3}


def half_points(card: Card) -> int:
    if card in OUDLERS:
        return 9
    if card < FIRST_TRUMP:
        return _FACE_HALF_POINTS.get(card % 14 + 1, 1)
    return 1


HALF_POINTS: Final[tuple[int, ...]] = tuple(half_points(card) for card in FULL_DECK)

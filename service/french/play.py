"""Card play: what a player must play to a trick, and who wins it [FFT §6.2 and §6.3]."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core.cards import (
    EXCUSE,
    SUIT_NAMES,
    SUIT_OF,
    TRUMPS,
    Card,
    card_code,
    describe,
)


@dataclass(frozen=True)
class PlayFault:
    code: str
    message: str


EXCUSES = frozenset({EXCUSE})
"""The cards that may be played at any time and never take a trick: the Excuse, and with the seed 000
petit imprenable option a lone Petit too (the judge passes that set)."""


def led_suit(trick: Sequence[Card], excuses: frozenset[Card] = EXCUSES) -> int | None:
    """The suit of the first card that is not an Excuse: after an Excuse lead the next card sets it."""
    for card in trick:
        if card not in excuses:
            return SUIT_OF[card]
    return None


def play_fault(
    hand: Iterable[Card],
    trick: Sequence[Card],
    card: Card,
    player: str,
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
    excuses: frozenset[Card] = EXCUSES,
) -> PlayFault | None:
    """Why playing ``card`` from ``hand`` to ``trick`` (cards so far) breaks a rule, or None if legal.

    ``called_suit_banned`` is the called card's suit when the 5-player first-lead ban applies (first
    trick of the deal): the card that sets the suit may not be of it, unless it is the called card.

    The judge asks this for every card of every deal, so the legal cases return as early as they can
    (following suit, trumping over, the lead) and the lists a message names are built only for a fault.
    """
    held = hand if isinstance(hand, (list, tuple)) else list(hand)
    if card not in held:
        return PlayFault("card_not_held", f"{player} plays {card_code(card)}, which it does not hold.")
    if card in excuses:
        return None
    suit = led_suit(trick, excuses)
    if suit is None:
        if (
            called_suit_banned is not None
            and called_suit_banned < TRUMPS
            and SUIT_OF[card] == called_suit_banned
            and card != called_card
            and any(other not in excuses and SUIT_OF[other] != called_suit_banned for other in held)
        ):
            return PlayFault(
                "called_suit_first_lead",
                f"{player} opens the deal with {card_code(card)} in the called suit "
                f"({SUIT_NAMES[called_suit_banned]}); only the called card {card_code(called_card or card)} may "
                "be led in that suit on the first trick.",
            )
        return None
    card_suit = SUIT_OF[card]
    if suit != TRUMPS:
        if card_suit == suit:
            return None  # following suit is always allowed
        of_suit = [other for other in held if SUIT_OF[other] == suit]
        if of_suit:
            return PlayFault(
                "must_follow_suit",
                f"{player} played {card_code(card)} on a {SUIT_NAMES[suit][:-1]} lead while holding "
                f"{describe(of_suit)}.",
            )
    # A trump lead, or void in the led suit: a trump (the Excuse and a petit imprenable aside) if any is held,
    # higher than every trump in the trick if possible.
    if card_suit != TRUMPS:
        trumps = [other for other in held if SUIT_OF[other] == TRUMPS and other not in excuses]
        if not trumps:
            return None
        led = "trump" if suit == TRUMPS else SUIT_NAMES[suit][:-1]
        reason = "" if suit == TRUMPS else f" void in {SUIT_NAMES[suit]} and"
        return PlayFault(
            "must_trump",
            f"{player} played {card_code(card)} on a {led} lead while{reason} holding the trumps "
            f"{describe(trumps)}.",
        )
    highest_trump = _highest_trump(trick, excuses)
    if highest_trump is not None and card < highest_trump:
        higher = [
            other for other in held if SUIT_OF[other] == TRUMPS and other not in excuses and other > highest_trump
        ]
        if higher:
            return PlayFault(
                "must_overtrump",
                f"{player} played {card_code(card)} under {card_code(highest_trump)} while holding "
                f"{describe(higher)}, which overtrump.",
            )
    return None


def _highest_trump(trick: Sequence[Card], excuses: frozenset[Card]) -> Card | None:
    highest = None
    for card in trick:
        if SUIT_OF[card] == TRUMPS and card not in excuses and (highest is None or card > highest):
            highest = card
    return highest


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
    excuses: frozenset[Card] = EXCUSES,
) -> list[Card]:
    return [
        card
        for card in hand
        if play_fault(hand, trick, card, "", called_suit_banned, called_card, excuses) is None
    ]


def trick_winner_position(
    trick: Sequence[Card], excuse_wins: bool = False, excuses: frozenset[Card] = EXCUSES
) -> int:
    """Index in ``trick`` of the winning card: highest trump, else highest card of the led suit.

    ``excuse_wins``: the chelem exception, an Excuse led to the last trick by a side that took all others.
    """
    if not trick:
        raise ValueError("an empty trick has no winner")
    if excuse_wins and trick[0] == EXCUSE:
        return 0
    suit = led_suit(trick, excuses)
    # A card's strength: a trump beats every card of the led suit (cards are numbered so that both orders
    # hold), the Excuse and the other suits take nothing; the first of equal strengths wins.
    winner, best = 0, -1
    for position, card in enumerate(trick):
        if card in excuses:
            continue
        card_suit = SUIT_OF[card]
        strength = 100 + card if card_suit == TRUMPS else card if card_suit == suit else -1
        if strength > best:
            winner, best = position, strength
    return winner

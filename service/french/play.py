"""Card play: what a player must play to a trick, and who wins it [FFT §6.2 and §6.3]."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core.cards import (
    EXCUSE,
    SUIT_NAMES,
    TRUMPS,
    Card,
    card_code,
    describe,
    is_trump,
    suit_of,
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
            return suit_of(card)
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
    """
    held = list(hand)
    if card not in held:
        return PlayFault("card_not_held", f"{player} plays {card_code(card)}, which it does not hold.")
    if card in excuses:
        return None
    suit = led_suit(trick, excuses)
    if suit is None:
        if (
            called_suit_banned is not None
            and called_suit_banned < TRUMPS
            and suit_of(card) == called_suit_banned
            and card != called_card
            and any(other not in excuses and suit_of(other) != called_suit_banned for other in held)
        ):
            return PlayFault(
                "called_suit_first_lead",
                f"{player} opens the deal with {card_code(card)} in the called suit "
                f"({SUIT_NAMES[called_suit_banned]}); only the called card {card_code(called_card or card)} may "
                "be led in that suit on the first trick.",
            )
        return None
    highest_trump = max((other for other in trick if is_trump(other) and other not in excuses), default=None)
    if suit != TRUMPS:
        of_suit = [other for other in held if suit_of(other) == suit]
        if of_suit:
            if suit_of(card) != suit:
                return PlayFault(
                    "must_follow_suit",
                    f"{player} played {card_code(card)} on a {SUIT_NAMES[suit][:-1]} lead while holding "
                    f"{describe(of_suit)}.",
                )
            return None
    trumps = [other for other in held if is_trump(other) and other not in excuses]
    if not trumps:
        return None
    if not is_trump(card):
        led = "trump" if suit == TRUMPS else SUIT_NAMES[suit][:-1]
        reason = "" if suit == TRUMPS else f" void in {SUIT_NAMES[suit]} and"
        return PlayFault(
            "must_trump",
            f"{player} played {card_code(card)} on a {led} lead while{reason} holding the trumps "
            f"{describe(trumps)}.",
        )
    if highest_trump is not None and card < highest_trump:
        higher = [other for other in trumps if other > highest_trump]
        if higher:
            return PlayFault(
                "must_overtrump",
                f"{player} played {card_code(card)} under {card_code(highest_trump)} while holding "
                f"{describe(higher)}, which overtrump.",
            )
    return None


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
    if excuse_wins and trick and trick[0] == EXCUSE:
        return 0
    suit = led_suit(trick, excuses)

    def strength(card: Card) -> int:
        if card in excuses:
            return -1
        if is_trump(card):
            return 100 + card
        if suit_of(card) == suit:
            return card
        return -1

    return max(range(len(trick)), key=lambda position: strength(trick[position]))

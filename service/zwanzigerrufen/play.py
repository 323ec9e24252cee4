"""Card play: what a player must play to a trick, and who wins it [spec §7].

Rufer and Solo: follow suit; void in the led suit, play a tarock if you have one; on a tarock lead, play
a tarock if you have one; otherwise anything; no duty to overtake. Farbensolo: the same following, but a
player holding any suit card must lead one, and a tarock never beats a suit lead. The player who
announced Pagat keeps 1T while he has any other legal card. The Sküs (EX) is an ordinary top tarock.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core.cards import Card, card_code, describe
from .deck import MOND, PAGAT, SKUS, TAROCK, TRULL, is_tarock, suit_name, suit_of


@dataclass(frozen=True)
class PlayFault:
    code: str
    message: str


def _follow_fault(held: Sequence[Card], trick: Sequence[Card], card: Card, farbensolo: bool,
                  player: str) -> PlayFault | None:
    if not trick:
        suit_cards = [other for other in held if not is_tarock(other)]
        if farbensolo and is_tarock(card) and suit_cards:
            return PlayFault("must_lead_suit", f"{player} leads {card_code(card)} in a farbensolo while holding the "
                                               f"suit cards {describe(suit_cards)}; a tarock may be led only by a "
                                               "player who has no suit card left.")
        return None
    led = suit_of(trick[0])
    if led != TAROCK:
        of_suit = [other for other in held if suit_of(other) == led]
        if of_suit:
            if suit_of(card) != led:
                return PlayFault("must_follow_suit", f"{player} played {card_code(card)} on a {suit_name(led)} lead "
                                                     f"while holding {describe(of_suit)}.")
            return None
    tarocks = [other for other in held if is_tarock(other)]
    if tarocks and not is_tarock(card):
        if led == TAROCK:
            why = "on a tarock lead while"
        else:
            name = suit_name(led)
            why = f"on a {name} lead while void in {name}s and"
        return PlayFault("must_trump", f"{player} played {card_code(card)} {why} holding the tarocks "
                                       f"{describe(tarocks)}.")
    return None


def play_fault(hand: Iterable[Card], trick: Sequence[Card], card: Card, farbensolo: bool = False,
               pagat_locked: bool = False, player: str = "The player") -> PlayFault | None:
    """Why playing ``card`` from ``hand`` to ``trick`` (the cards so far) breaks a rule, or None if legal.

    ``pagat_locked``: the player announced Pagat (and no Valat lifted the lock): 1T only when nothing else
    is legal [spec §7.5].
    """
    held = list(hand)
    if card not in held:
        return PlayFault("card_not_held", f"{player} plays {card_code(card)}, which it does not hold.")
    fault = _follow_fault(held, trick, card, farbensolo, player)
    if fault is not None:
        return fault
    if pagat_locked and card == PAGAT:
        others = [other for other in held
                  if other != PAGAT and _follow_fault(held, trick, other, farbensolo, player) is None]
        if others:
            return PlayFault("pagat_played_early", f"{player} announced Pagat and plays {card_code(PAGAT)} while "
                                                   f"holding {describe(others)}, which may be played; the announced "
                                                   "Pagat is kept for the last trick.")
    return None


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], farbensolo: bool = False,
                pagat_locked: bool = False) -> list[Card]:
    return [card for card in hand if play_fault(hand, trick, card, farbensolo, pagat_locked) is None]


def is_kaiserstich(trick: Sequence[Card], farbensolo: bool) -> bool:
    """Pagat, Mond and Sküs in one trick: the Pagat wins it, except in a Farbensolo [spec §7.4]."""
    return not farbensolo and set(trick) >= TRULL


def trick_winner_position(trick: Sequence[Card], farbensolo: bool = False) -> int:
    """Index in ``trick`` (leader first) of the winning card [spec §7.4]."""
    if is_kaiserstich(trick, farbensolo):
        return list(trick).index(PAGAT)
    led = suit_of(trick[0])
    if not farbensolo and any(is_tarock(card) for card in trick):
        led = TAROCK

    # The led suit's cards beat every other card, and among themselves the higher one wins.
    def strength(card: Card) -> tuple[bool, Card]:
        return suit_of(card) == led, card

    return max(range(len(trick)), key=lambda position: strength(trick[position]))


def is_mondfang(trick: Sequence[Card], winner_position: int, farbensolo: bool) -> bool:
    """The Mond taken by the Sküs (not in a Kaiserstich, which the Pagat wins; never in a Farbensolo)."""
    return not farbensolo and MOND in trick and trick[winner_position] == SKUS

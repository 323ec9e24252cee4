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
from ..core.text import Text
from .deck import MOND, PAGAT, SKUS, TAROCK, TRULL, is_tarock, suit_of
from .words import RULESET, SUIT_LEADS, SUITS_VOID, player


@dataclass(frozen=True)
class PlayFault:
    code: str
    message: str


def _follow_code(held: Sequence[Card], trick: Sequence[Card], card: Card, farbensolo: bool) -> str | None:
    """The code of the following rule ``card`` breaks, or None: no message, as legal cards are tried by the many."""
    if not trick:
        if farbensolo and is_tarock(card) and any(not is_tarock(other) for other in held):
            return "must_lead_suit"
        return None
    led = suit_of(trick[0])
    if led != TAROCK and any(suit_of(other) == led for other in held):
        return None if suit_of(card) == led else "must_follow_suit"
    if not is_tarock(card) and any(is_tarock(other) for other in held):
        return "must_trump"
    return None


def _follow_message(code: str, held: Sequence[Card], trick: Sequence[Card], card: Card, seat: int | None) -> Text:
    """Why ``card`` breaks the following rule ``code``: built only for a card that does."""
    who, played = player(seat), card_code(card)
    if code == "must_lead_suit":
        suit_cards = describe(other for other in held if not is_tarock(other))
        return Text("{player} leads {card} in a Farbensolo while holding the suit cards {cards}; a tarock may be led "
                    "only by a player who has no suit card left.", player=who, card=played, cards=suit_cards,
                    ruleset=RULESET)
    led = suit_of(trick[0])
    if code == "must_follow_suit":
        of_suit = describe(other for other in held if suit_of(other) == led)
        return Text("{player} played {card} on a {suit} lead while holding {cards}.", player=who, card=played,
                    suit=SUIT_LEADS[led], cards=of_suit, ruleset=RULESET)
    tarocks = describe(other for other in held if is_tarock(other))
    if led == TAROCK:
        return Text("{player} played {card} on a tarock lead while holding the tarocks {cards}.", player=who,
                    card=played, cards=tarocks, ruleset=RULESET)
    return Text("{player} played {card} on a {suit} lead while void in {suits} and holding the tarocks {cards}.",
                player=who, card=played, suit=SUIT_LEADS[led], suits=SUITS_VOID[led], cards=tarocks, ruleset=RULESET)


def fault_code(hand: Iterable[Card], trick: Sequence[Card], card: Card, farbensolo: bool = False,
               pagat_locked: bool = False) -> str | None:
    """The code of the rule playing ``card`` from ``hand`` to ``trick`` breaks, or None if legal (``play_fault``
    without its message)."""
    held = list(hand)
    if card not in held:
        return "card_not_held"
    code = _follow_code(held, trick, card, farbensolo)
    if code is None and pagat_locked and card == PAGAT and any(
            other != PAGAT and _follow_code(held, trick, other, farbensolo) is None for other in held):
        return "pagat_played_early"
    return code


def play_fault(hand: Iterable[Card], trick: Sequence[Card], card: Card, farbensolo: bool = False,
               pagat_locked: bool = False, seat: int | None = None) -> PlayFault | None:
    """Why playing ``card`` from ``hand`` to ``trick`` (the cards so far) breaks a rule, or None if legal.

    ``pagat_locked``: the player announced Pagat (and no Valat lifted the lock): 1T only when nothing else
    is legal [spec §7.5]. ``seat``: who plays, as the message names it ("Seat 3"; "The player" when None).
    """
    held = list(hand)
    code = fault_code(held, trick, card, farbensolo, pagat_locked)
    if code is None:
        return None
    if code == "card_not_held":
        return PlayFault(code, Text("{player} plays {card}, which it does not hold.", player=player(seat),
                                    card=card_code(card), ruleset=RULESET))
    if code == "pagat_played_early":
        others = describe(other for other in held
                          if other != PAGAT and _follow_code(held, trick, other, farbensolo) is None)
        return PlayFault(code, Text("{player} announced Pagat and plays {card} while holding {cards}, which may be "
                                    "played; the announced Pagat is kept for the last trick.", player=player(seat),
                                    card=card_code(PAGAT), cards=others, ruleset=RULESET))
    return PlayFault(code, _follow_message(code, held, trick, card, seat))


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], farbensolo: bool = False,
                pagat_locked: bool = False) -> list[Card]:
    return [card for card in hand if fault_code(hand, trick, card, farbensolo, pagat_locked) is None]


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

"""Card play: what a player must play to a trick, and who wins it [FFT §6.2 and §6.3].

Hands here are bitsets (bit ``card`` set when the card is held): what a trick allows of a hand is then a
few masks and'ed together, which matters because the judge asks it for every card of every deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import reduce
from operator import or_
from typing import Final

from ..core.cards import (
    EXCUSE,
    FULL_DECK,
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


EXCUSES: Final = frozenset({EXCUSE})
"""The cards that may be played at any time and never take a trick: the Excuse, and with the seed 000
petit imprenable option a lone Petit too (the judge passes that set)."""


def mask_of(cards: Iterable[Card]) -> int:
    """The bitset of ``cards``."""
    return reduce(or_, map(CARD_BITS.__getitem__, cards), 0)


CARD_BITS: Final[tuple[int, ...]] = tuple(1 << card for card in FULL_DECK)


def cards_of_mask(mask: int) -> list[Card]:
    """The cards of a bitset, in deck order."""
    return [card for card in FULL_DECK if mask >> card & 1]


EXCUSE_BIT: Final = 1 << EXCUSE
SUIT_MASKS: Final[tuple[int, ...]] = tuple(
    mask_of(card for card in FULL_DECK if SUIT_OF[card] == suit) for suit in range(max(SUIT_OF) + 1)
)
"""The cards of each suit of ``SUIT_OF`` (the four plain suits, the trumps, the Excuse)."""
TRUMPS_ABOVE: Final[tuple[int, ...]] = tuple(SUIT_MASKS[TRUMPS] & ~((2 << card) - 1) for card in FULL_DECK)
"""For a trump, the trumps that beat it (indexed by any card; only trumps' entries are used)."""


class TrickState:
    """A trick in progress as the next player meets it: the suit to follow, the trumps that overtrump, and
    which card wins so far. ``add`` each card as it is played; ``allowed`` says what a hand may play next."""

    __slots__ = ("excuses", "trumps", "led", "follow", "beat", "highest_trump", "winner", "size", "_strength")

    def __init__(self, excuses: int = EXCUSE_BIT):
        self.excuses = excuses
        """The bitset of the cards that follow the Excuse's rules (``EXCUSES``)."""
        self.trumps = SUIT_MASKS[TRUMPS] & ~excuses
        self.led: int | None = None
        """The led suit: set by the first card that is not an Excuse."""
        self.follow = 0
        """The led plain suit's cards (none before the suit is set, or on a trump lead)."""
        self.beat = self.trumps
        """The trumps higher than every trump in the trick."""
        self.highest_trump: Card | None = None
        self.winner = 0
        """The position of the winning card so far (the first card while only Excuses were played)."""
        self.size = 0
        self._strength = -1

    @classmethod
    def of(cls, trick: Iterable[Card], excuses: frozenset[Card] = EXCUSES) -> TrickState:
        state = cls(mask_of(excuses))
        for card in trick:
            state.add(card)
        return state

    def add(self, card: Card) -> None:
        position, self.size = self.size, self.size + 1
        if self.excuses >> card & 1:
            return
        suit = SUIT_OF[card]
        if self.led is None:
            self.led = suit
            self.follow = SUIT_MASKS[suit] if suit != TRUMPS else 0
        # A card's strength: a trump beats every card of the led suit (cards are numbered so that both
        # orders hold), the other suits take nothing; the first of equal strengths wins.
        if suit == TRUMPS:
            strength = 100 + card
            self.highest_trump = card if self.highest_trump is None else max(card, self.highest_trump)
            self.beat = TRUMPS_ABOVE[self.highest_trump] & ~self.excuses
        else:
            strength = card if suit == self.led else -1
        if strength > self._strength:
            self.winner, self._strength = position, strength

    def allowed(self, held: int) -> int:
        """The cards of ``held`` (a bitset) that may be played next, the first-lead ban of 5 players aside.

        Follow the led suit; else (or on a trump lead) play a trump, higher than every trump in the trick
        if possible; else anything. The Excuse (and a petit imprenable) may always be played.
        """
        if self.led is None:
            return held
        following = held & self.follow
        if following:
            return following | (held & self.excuses)
        trumps = held & self.trumps
        if not trumps:
            return held
        return (trumps & self.beat or trumps) | (held & self.excuses)


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
    """
    held = mask_of(hand)
    if not held >> card & 1:
        return PlayFault("card_not_held", f"{player} plays {card_code(card)}, which it does not hold.")
    return trick_fault(held, TrickState.of(trick, excuses), card, player, called_suit_banned, called_card)


def trick_fault(
    held: int,
    state: TrickState,
    card: Card,
    player: str,
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
) -> PlayFault | None:
    """``play_fault`` for a held card, the hand as a bitset and the trick as its state."""
    if state.allowed(held) >> card & 1:
        if state.led is not None or called_suit_banned is None:
            return None
        return _first_lead_fault(held, state, card, player, called_suit_banned, called_card)
    suit = state.led
    assert suit is not None  # a lead allows every held card
    if held & state.follow:
        return PlayFault(
            "must_follow_suit",
            f"{player} played {card_code(card)} on a {SUIT_NAMES[suit][:-1]} lead while holding "
            f"{describe(cards_of_mask(held & state.follow))}.",
        )
    if SUIT_OF[card] != TRUMPS or state.excuses >> card & 1:
        led = "trump" if suit == TRUMPS else SUIT_NAMES[suit][:-1]
        reason = "" if suit == TRUMPS else f" void in {SUIT_NAMES[suit]} and"
        return PlayFault(
            "must_trump",
            f"{player} played {card_code(card)} on a {led} lead while{reason} holding the trumps "
            f"{describe(cards_of_mask(held & state.trumps))}.",
        )
    assert state.highest_trump is not None  # a trump that may not be played is under the trick's highest
    return PlayFault(
        "must_overtrump",
        f"{player} played {card_code(card)} under {card_code(state.highest_trump)} while holding "
        f"{describe(cards_of_mask(held & state.trumps & state.beat))}, which overtrump.",
    )


def _first_lead_fault(
    held: int, state: TrickState, card: Card, player: str, banned: int, called_card: Card | None
) -> PlayFault | None:
    if (
        banned < TRUMPS
        and SUIT_OF[card] == banned
        and card != called_card
        and held & ~SUIT_MASKS[banned] & ~state.excuses
    ):
        return PlayFault(
            "called_suit_first_lead",
            f"{player} opens the deal with {card_code(card)} in the called suit "
            f"({SUIT_NAMES[banned]}); only the called card {card_code(called_card or card)} may "
            "be led in that suit on the first trick.",
        )
    return None


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
    excuses: frozenset[Card] = EXCUSES,
) -> list[Card]:
    held, state = mask_of(hand), TrickState.of(trick, excuses)
    allowed = state.allowed(held)
    return [
        card
        for card in hand
        if allowed >> card & 1
        and (state.led is not None or called_suit_banned is None
             or _first_lead_fault(held, state, card, "", called_suit_banned, called_card) is None)
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
    return TrickState.of(trick, excuses).winner

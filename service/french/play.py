"""Card play: what a player must play to a trick, and who wins it [FFT §6.2 and §6.3].

A hand here is two bitsets (``Hand``): what a trick allows of it is then a few masks and'ed together,
which matters because the judge asks it for every card of every deal. Two, because the 78 cards do not
fit a machine word: the 56 plain cards (bit ``card``) and the 22 trumps and Excuse (bit ``card - 56``)
each do, so the compiled engine (setup.py) works on machine integers rather than Python big integers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from ..core.cards import (
    EXCUSE,
    FIRST_TRUMP,
    FULL_DECK,
    SUIT_OF,
    TRUMPS,
    Card,
    card_code,
    describe,
)
from ..core.text import Text, from_one


@dataclass(frozen=True)
class PlayFault:
    code: str
    message: str


EXCUSES: Final = frozenset({EXCUSE})
"""The cards that may be played at any time and never take a trick: the Excuse, and with the seed 000
petit imprenable option a lone Petit too (the judge passes that set)."""

HIGH: Final = FIRST_TRUMP
"""The first card of a hand's second word: the trumps and the Excuse."""
PLAIN_SUIT_MASKS: Final[tuple[int, ...]] = tuple(
    sum(1 << card for card in range(HIGH) if SUIT_OF[card] == suit) for suit in range(TRUMPS)
)
"""The cards of each plain suit, in the first word."""
HIGH_TRUMPS: Final = (1 << (EXCUSE - HIGH)) - 1
"""The 21 trumps, in the second word."""
TRUMPS_ABOVE: Final[tuple[int, ...]] = tuple(HIGH_TRUMPS & ~((2 << bit) - 1) for bit in range(EXCUSE - HIGH + 1))
"""For a trump (by its bit in the second word), the trumps that beat it."""


WHOLE_DECK_WORDS: Final = ((1 << HIGH) - 1, (1 << (EXCUSE - HIGH + 1)) - 1)
"""The 78 cards, as a ``Hand``'s two words (``plain``, ``high``)."""


def high_mask(cards: Iterable[Card]) -> int:
    """The second word of ``cards``: their trumps and Excuse."""
    return sum(1 << (card - HIGH) for card in set(cards) if card >= HIGH)


def in_words(plain: int, high: int, card: Card) -> bool:
    """Whether ``card`` is in the set whose two words are ``plain`` and ``high`` (as a ``Hand`` holds them)."""
    return bool((plain >> card if card < HIGH else high >> (card - HIGH)) & 1)


def _cards_of(plain: int, high: int) -> list[Card]:
    """The cards of the two words, in deck order."""
    return [card for card in FULL_DECK if in_words(plain, high, card)]


# acyclic: a Hand holds two numbers, so it can be part of no reference cycle, and compiled it is made and freed
# without the cycle collector's bookkeeping. The records made for every card or trick (TrickState, the
# completed and played tricks, calls) are marked so too: tests/engine/test_acyclic.py holds them to numbers,
# text and tuples of them.
@mypyc_attr(acyclic=True)
class Hand:
    """The cards a seat holds, as two bitsets: ``plain`` (bit ``card``) and ``high`` (bit ``card - 56``)."""

    __slots__ = ("plain", "high")

    def __init__(self, cards: Iterable[Card] = ()):
        # A tuple (as hands and tricks are) is walked by index in compiled code, any other iterable by its iterator.
        listed: tuple[Card, ...] = cards if isinstance(cards, tuple) else tuple(cards)
        plain = high = 0
        for card in listed:
            if card < HIGH:
                plain |= 1 << card
            else:
                high |= 1 << (card - HIGH)
        self.plain = plain
        self.high = high

    def holds(self, card: Card) -> bool:
        # Written out rather than a call to in_words: asked for every card of a deal, and compiled code does not
        # inline a call (callgrind: some 2,500 instructions a hand, here and in TrickState.allows).
        return bool((self.plain >> card if card < HIGH else self.high >> (card - HIGH)) & 1)

    def remove(self, card: Card) -> None:
        if card < HIGH:
            self.plain &= ~(1 << card)
        else:
            self.high &= ~(1 << (card - HIGH))


# free_list_len=1: a trick's state is dropped as the next trick's is made, which then reuses its memory.
@mypyc_attr(acyclic=True, free_list_len=1)  # acyclic: see Hand
class TrickState:
    """A trick in progress as the next player meets it: the suit to follow, the trumps that overtrump, and
    which card wins so far. ``add`` each card as it is played; ``allows`` says what a hand may play next."""

    __slots__ = ("excuses", "cutter", "overtrump_on_cut", "trumps", "led", "follow", "beat", "highest_trump",
                 "winner", "size", "_strength")

    def __init__(self, excuses: int, cutter: int, overtrump_on_cut: bool = True):
        self.excuses = excuses
        """The cards that follow the Excuse's rules (``EXCUSES``), in the second word (``high_mask``)."""
        self.cutter = cutter
        """Seed 001's lone Petit (``petit_sec: excuse_that_cuts``), in the second word: one of the excuses that
        also cuts a plain suit its holder lacks, as a trump; 0 when no card does."""
        self.overtrump_on_cut = overtrump_on_cut
        """FFT: a player who trumps a plain-suit lead must overtrump when he can, as on a trump lead; a house-rules
        page (option ``overtrump: trump_lead_only``) asks it on a trump lead only."""
        self.trumps = HIGH_TRUMPS & ~excuses
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
    def of(cls, trick: Iterable[Card], excuses: frozenset[Card] = EXCUSES, cutter: Card | None = None,
           cuts: bool = False, overtrump_on_cut: bool = True) -> TrickState:
        """The state after ``trick``; ``cuts``: the ``cutter`` card in it was played as a cut."""
        state = cls(high_mask(excuses), 0 if cutter is None else high_mask((cutter,)), overtrump_on_cut)
        for card in trick:
            state.add(card, cuts and card == cutter)
        return state

    def is_excuse(self, card: Card) -> bool:
        return card >= HIGH and bool(self.excuses >> (card - HIGH) & 1)

    def cuts(self, hand: Hand, card: Card) -> bool:
        """Whether ``card``, played from ``hand``, is the cutter cutting: a plain suit was led and the hand
        has none of it. Nothing to ask when no card cuts, as nearly always."""
        return (bool(self.cutter) and card >= HIGH and bool(self.cutter >> (card - HIGH) & 1)
                and self.led is not None and self.led < TRUMPS and not hand.plain & self.follow)

    def add(self, card: Card, cut: bool) -> None:
        """Adds ``card`` to the trick; ``cut``: the cutter played as a trump (``cuts``)."""
        position, self.size = self.size, self.size + 1
        if self.is_excuse(card) and not cut:
            return
        suit = SUIT_OF[card]
        if self.led is None:
            self.led = suit
            self.follow = PLAIN_SUIT_MASKS[suit] if suit < TRUMPS else 0
        # A card's strength: a trump beats every card of the led suit (cards are numbered so that both
        # orders hold), the other suits take nothing; the first of equal strengths wins.
        if suit == TRUMPS:
            strength = 100 + card
            if self.highest_trump is None or card > self.highest_trump:
                self.highest_trump = card
            self.beat = TRUMPS_ABOVE[self.highest_trump - HIGH] & self.trumps
        else:
            strength = card if suit == self.led else -1
        if strength > self._strength:
            self.winner, self._strength = position, strength

    def allowed(self, hand: Hand) -> tuple[int, int]:
        """The cards ``hand`` may play next, as a ``Hand``'s two words (``plain``, ``high``), the first-lead ban
        of 5 players aside: the card-play rule itself, which ``allows``, ``legal_masks`` and so the judge, the
        state API and ``POST /v1/plays/legal`` all read.

        Follow the led suit; else (or on a trump lead) play a trump, higher than every trump in the trick
        if possible (on a plain-suit lead only under ``overtrump_on_cut``); else anything. The Excuse (and a
        petit imprenable) may always be played.
        """
        if self.led is None:
            return hand.plain, hand.high
        excuses = hand.high & self.excuses
        following = hand.plain & self.follow
        if following:
            return following, excuses
        trumps = hand.high & self.trumps
        if not trumps:
            return hand.plain, hand.high
        over = trumps & self.beat if self.overtrump_on_cut or self.led == TRUMPS else 0
        return 0, (over or trumps) | excuses

    def play_held(self, hand: Hand, card: Card) -> bool:
        """Plays ``card`` from ``hand`` when the hand holds it and ``allowed`` lets it go (the first-lead ban of 5
        players aside): the card leaves the hand and joins the trick, True. Otherwise nothing changes, False. The
        judge's step for each card that raises no question, in one call where ``holds``, ``allows`` and ``remove``
        were three, each asking the hand's words again."""
        if card < HIGH:
            bit = 1 << card
            if not hand.plain & bit or not self.allowed(hand)[0] & bit:
                return False
            hand.plain &= ~bit
        else:
            bit = 1 << (card - HIGH)
            if not hand.high & bit or not self.allowed(hand)[1] & bit:
                return False
            hand.high &= ~bit
        self.add(card, self.cuts(hand, card))
        return True

    def allows(self, hand: Hand, card: Card) -> bool:
        """Whether ``hand`` may play ``card`` (one it holds) next, the first-lead ban of 5 players aside."""
        plain, high = self.allowed(hand)
        return bool((plain >> card if card < HIGH else high >> (card - HIGH)) & 1)  # written out: as in Hand.holds


def play_fault(
    hand: Iterable[Card],
    trick: Sequence[Card],
    card: Card,
    player: str | int,
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
    excuses: frozenset[Card] = EXCUSES,
    overtrump_on_cut: bool = True,
) -> PlayFault | None:
    """Why playing ``card`` from ``hand`` to ``trick`` (cards so far) breaks a rule, or None if legal.

    ``player``: the seat playing (its message says "Seat N"), or any text for a player with no seat (a
    legal-plays answer's message says "The player"). ``called_suit_banned`` is the called card's suit when the
    5-player first-lead ban applies (first trick of the deal): the card that sets the suit may not be of it,
    unless it is the called card.
    """
    held = Hand(hand)
    if not held.holds(card):
        if isinstance(player, int):
            return PlayFault("card_not_held", Text("Seat {seat} plays {card}, which it does not hold.",
                                                   seat=from_one(player), card=card_code(card)))
        return PlayFault("card_not_held", Text("The player plays {card}, which it does not hold.",
                                               card=card_code(card)))
    return trick_fault(held, TrickState.of(trick, excuses, overtrump_on_cut=overtrump_on_cut), card, player,
                       called_suit_banned, called_card)


def trick_fault(
    hand: Hand,
    state: TrickState,
    card: Card,
    player: str | int,
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
) -> PlayFault | None:
    """``play_fault`` for a held card, the trick as its state: None for a card of ``legal_masks``."""
    plain, high = legal_masks(hand, state, called_suit_banned, called_card)
    if in_words(plain, high, card):
        return None
    return illegal_play_fault(hand, state, card, player, called_suit_banned, called_card)


def illegal_play_fault(
    hand: Hand,
    state: TrickState,
    card: Card,
    player: str | int,
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
) -> PlayFault:
    """The rule a held ``card`` outside ``legal_masks`` breaks, its message built here, only when asked."""
    if state.allows(hand, card):  # then only the first-lead ban keeps it out
        assert called_suit_banned is not None
        return _first_lead_fault(card, player, called_suit_banned, called_card)
    suit = state.led
    assert suit is not None  # a lead allows every held card
    # Built only here, for a card that breaks a rule: the seat counted from one, the cards by their codes (each
    # language names them), the suit a word of its own (SUIT_LEADS, SUITS_VOID).
    played = card_code(card)
    if hand.plain & state.follow:
        held = describe(_cards_of(hand.plain & state.follow, 0))
        if isinstance(player, int):
            return PlayFault("must_follow_suit", Text("Seat {seat} played {card} on a {suit} lead while holding "
                                                      "{cards}.", seat=from_one(player), card=played,
                                                      suit=SUIT_LEADS[suit], cards=held))
        return PlayFault("must_follow_suit", Text("The player played {card} on a {suit} lead while holding {cards}.",
                                                  card=played, suit=SUIT_LEADS[suit], cards=held))
    if card < HIGH:
        trumps = describe(_cards_of(0, hand.high & state.trumps))
        if suit == TRUMPS:
            if isinstance(player, int):
                return PlayFault("must_trump", Text("Seat {seat} played {card} on a trump lead while holding the "
                                                    "trumps {cards}.", seat=from_one(player), card=played,
                                                    cards=trumps))
            return PlayFault("must_trump", Text("The player played {card} on a trump lead while holding the trumps "
                                                "{cards}.", card=played, cards=trumps))
        if isinstance(player, int):
            return PlayFault("must_trump", Text("Seat {seat} played {card} on a {suit} lead while void in {suits} and "
                                                "holding the trumps {cards}.", seat=from_one(player), card=played,
                                                suit=SUIT_LEADS[suit], suits=SUITS_VOID[suit], cards=trumps))
        return PlayFault("must_trump", Text("The player played {card} on a {suit} lead while void in {suits} and "
                                            "holding the trumps {cards}.", card=played, suit=SUIT_LEADS[suit],
                                            suits=SUITS_VOID[suit], cards=trumps))
    assert state.highest_trump is not None  # a trump that may not be played is under the trick's highest
    under = Text("under {card}", card=card_code(state.highest_trump))
    over = describe(_cards_of(0, hand.high & state.trumps & state.beat))
    if isinstance(player, int):
        return PlayFault("must_overtrump", Text("Seat {seat} played {card} {under} while holding {cards}, which "
                                                "overtrump.", seat=from_one(player), card=played, under=under,
                                                cards=over))
    return PlayFault("must_overtrump", Text("The player played {card} {under} while holding {cards}, which overtrump.",
                                            card=played, under=under, cards=over))


SUIT_LEADS: Final = (Text("spade"), Text("heart"), Text("diamond"), Text("club"))
"""Each plain suit as a lead names it ("on a club lead"): a word each language has its own for."""
SUITS_VOID: Final = (Text("spades"), Text("hearts"), Text("diamonds"), Text("clubs"))
"""Each plain suit as a player lacks it ("void in clubs"), and as the called suit is named."""


def first_lead_ban(hand: Hand, state: TrickState, banned: int | None, called_card: Card | None) -> int:
    """The cards of ``hand`` (a first word: the ban is on a plain suit) that may not set the suit of the deal's
    first trick: those of the called suit ``banned`` but the called card itself, when the hand could lead another
    suit (or a trump). 0 when no ban applies: ``banned`` None, or the suit already set."""
    if banned is None or banned >= TRUMPS or state.led is not None:
        return 0
    suit = PLAIN_SUIT_MASKS[banned]
    if not (hand.plain & ~suit or hand.high & state.trumps):
        return 0
    called = 1 << called_card if called_card is not None and called_card < HIGH else 0
    return hand.plain & suit & ~called


def legal_masks(hand: Hand, state: TrickState, banned: int | None = None,
                called_card: Card | None = None) -> tuple[int, int]:
    """Every card ``hand`` may play next to the trick in ``state``, as two words: the one legal-cards rule
    (``TrickState.allowed`` and ``first_lead_ban``). ``banned``: the called suit when the 5-player first-lead
    ban binds this card (see ``play_fault``)."""
    plain, high = state.allowed(hand)
    if banned is not None:
        plain &= ~first_lead_ban(hand, state, banned, called_card)
    return plain, high


def cards_in(plain: int, high: int) -> list[Card]:
    """The cards of two words, in deck order: a bit at a time, lowest first (no scan of the 78 cards)."""
    found: list[Card] = []
    while plain:
        low = plain & -plain
        found.append(low.bit_length() - 1)
        plain ^= low
    while high:
        low = high & -high
        found.append(HIGH + low.bit_length() - 1)
        high ^= low
    return found


def _first_lead_fault(card: Card, player: str | int, banned: int, called_card: Card | None) -> PlayFault:
    called = Text("the called card") if called_card is None else Text("the called card {card}",
                                                                       card=card_code(called_card))
    if isinstance(player, int):
        return PlayFault("called_suit_first_lead", Text(
            "Seat {seat} opens the deal with {card} in the called suit ({suits}); only {called} may be led in "
            "that suit on the first trick.", seat=from_one(player), card=card_code(card), suits=SUITS_VOID[banned],
            called=called))
    return PlayFault("called_suit_first_lead", Text(
        "The player opens the deal with {card} in the called suit ({suits}); only {called} may be led in that "
        "suit on the first trick.", card=card_code(card), suits=SUITS_VOID[banned], called=called))


def legal_cards(
    hand: Sequence[Card],
    trick: Sequence[Card],
    called_suit_banned: int | None = None,
    called_card: Card | None = None,
    excuses: frozenset[Card] = EXCUSES,
    overtrump_on_cut: bool = True,
) -> list[Card]:
    """The cards of ``hand`` that ``play_fault`` accepts on ``trick``, in hand order (``legal_masks``): what a
    claim's search tries. ``called_suit_banned``, ``called_card``: as for ``play_fault``."""
    held = Hand(hand)
    plain, high = legal_masks(held, TrickState.of(trick, excuses, overtrump_on_cut=overtrump_on_cut),
                              called_suit_banned, called_card)
    return [card for card in hand if in_words(plain, high, card)]


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

"""Who ends the deal with which cards: the Excuse's journey, the dog, oudlers, petit au bout, chelem."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from mypy_extensions import mypyc_attr

from ..core.cards import EXCUSE, FULL_DECK, HALF_POINTS, PETIT, Card, is_oudler
from .play import HIGH, Hand
from .rules import DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE

EXCUSE_EXCHANGE_HALF_POINTS: Final = 1  # the low card handed over for an Excuse kept by its side


# The records made for every deal or trick write out their __init__: compiled, it stores the fields
# directly, where the one @dataclass generates stays interpreted Python (mypyc/mypyc#817), about ten times
# slower. tests/engine/test_record_inits.py holds each to its fields.
@mypyc_attr(acyclic=True)  # see french/play.py's Hand
@dataclass(frozen=True, init=False)
class CompletedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int
    seats: tuple[int, ...] | None = None
    """Who played each card, in order from the leader (a seat without cards, or sitting out, is skipped);
    None: the seats follow the leader round a table where every seat plays."""

    def __init__(self, leader: int, cards: tuple[Card, ...], winner: int, seats: tuple[int, ...] | None = None) -> None:
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "winner", winner)
        object.__setattr__(self, "seats", seats)

    def seat_at(self, position: int, players: int) -> int:
        return self.seats[position] if self.seats is not None else (self.leader + position) % players


@dataclass(frozen=True, init=False)  # a written-out __init__, as above
class Count:
    attack_half_points: int
    attack_oudlers: int
    petit_au_bout: str | None
    chelem_won_by: str | None
    half_points_to_winner: tuple[int, ...]
    attack_tricks: int

    def __init__(
        self,
        attack_half_points: int,
        attack_oudlers: int,
        petit_au_bout: str | None,
        chelem_won_by: str | None,
        half_points_to_winner: tuple[int, ...],
        attack_tricks: int,
    ) -> None:
        object.__setattr__(self, "attack_half_points", attack_half_points)
        object.__setattr__(self, "attack_oudlers", attack_oudlers)
        object.__setattr__(self, "petit_au_bout", petit_au_bout)
        object.__setattr__(self, "chelem_won_by", chelem_won_by)
        object.__setattr__(self, "half_points_to_winner", half_points_to_winner)
        object.__setattr__(self, "attack_tricks", attack_tricks)


def excuse_wins_last_trick(tricks_won_by_leader_side: bool, trick: Sequence[Card]) -> bool:
    """The chelem exception: an Excuse led to the last trick by a side that took all the others wins it."""
    return tricks_won_by_leader_side and bool(trick) and trick[0] == EXCUSE


_OUDLER_SHIFT: Final = 8
_POINTS_MASK: Final = (1 << _OUDLER_SHIFT) - 1
_TAKEN: Final[tuple[int, ...]] = tuple(HALF_POINTS[card] | is_oudler(card) << _OUDLER_SHIFT for card in FULL_DECK)
"""What each card brings the side that takes it: its half points, and one oudler above ``_OUDLER_SHIFT``. A trick's
cards summed (six at most, nine half points each at most) keep the two apart."""


@mypyc_attr(acyclic=True)  # see french/play.py's Hand
class _Side:
    """What one side gathers as the cards are counted."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.half_points = 0
        self.oudlers = 0

    def take(self, card: Card) -> None:
        self.half_points += HALF_POINTS[card]
        if is_oudler(card):
            self.oudlers += 1


def count_cards(
    tricks: Sequence[CompletedTrick],
    attack: frozenset[int],
    dog: Sequence[Card],
    discard: Sequence[Card],
    dog_destination: DogDestination,
    rules: FrenchRules,
    excuses: frozenset[Card] = frozenset({EXCUSE}),
    deal_tricks: int | None = None,
    taker: int | None = None,
    chelem_announcer: int | None = None,
) -> Count:
    """Points and oudlers of the attack (half-points) after ``tricks``, the deal's first completed tricks.

    ``excuses``: the cards that follow the Excuse's rules (the Excuse, and a petit imprenable); such a
    Petit never takes a trick, so it is never au bout.

    Petit au bout and chelem only mean something once every trick is played. ``deal_tricks``: the tricks
    of this deal when hands of a wrong size make it differ from the rule set's. ``taker`` and
    ``chelem_announcer`` matter only to the options that narrow the Petit au bout to their cards.
    """
    players = rules.players
    played: list[CompletedTrick] = tricks if isinstance(tricks, list) else list(tricks)  # walked by index, compiled
    excuse_cards = Hand(excuses)  # as bitsets, where a frozenset would hash each card it is asked about
    attackers, defenders = _Side(ATTACK), _Side(DEFENCE)
    side_of = [attackers if seat in attack else defenders for seat in range(rules.seats)]
    won_by = [side_of[trick.winner] for trick in played]

    kept_aside = discard if dog_destination is DogDestination.ECART else dog
    keeper = defenders if dog_destination is DogDestination.DEFENCE else attackers
    for card in kept_aside:
        keeper.take(card)

    last = (rules.tricks_per_deal if deal_tricks is None else deal_tricks) - 1
    to_winner: list[int] = []
    excuse_plain, excuse_high = excuse_cards.plain, excuse_cards.high
    for index, trick in enumerate(played):
        winner = won_by[index]
        before = winner.half_points
        cards = trick.cards
        taken = 0
        for position in range(len(cards)):
            card = cards[position]
            if not (excuse_plain >> card if card < HIGH else excuse_high >> (card - HIGH)) & 1:
                # Nearly every card goes to the trick's winner: summed inline, its points and oudler in one
                # number (_TAKEN), not by a call to take() and in_words() a card (a tenth of judging a hand).
                taken += _TAKEN[card]
                continue
            seat = trick.seat_at(position, players)
            if seat == trick.winner and card != EXCUSE:  # seed 001's lone Petit took the trick by a cut
                winner.take(card)
                continue
            owner = side_of[seat]
            # Only a side that takes every trick, this one included, keeps its Excuse in the last trick.
            owner_takes_all = all(side is owner for side in won_by[: index + 1])
            if index == last and not owner_takes_all:
                # FFT: an Excuse played to the last trick changes side; older books give it to the winner.
                receiver = winner if not rules.excuse_last_trick_changes_side else (
                    defenders if owner is attackers else attackers)
                receiver.take(card)
            else:
                owner.take(card)
                if owner is not winner:
                    owner.half_points -= EXCUSE_EXCHANGE_HALF_POINTS
                    winner.half_points += EXCUSE_EXCHANGE_HALF_POINTS
        winner.half_points += taken & _POINTS_MASK
        winner.oudlers += taken >> _OUDLER_SHIFT
        to_winner.append(winner.half_points - before)

    attack_tricks = sum(1 for side in won_by if side is attackers)
    if len(tricks) <= last:
        return Count(attackers.half_points, attackers.oudlers, None, None, tuple(to_winner), attack_tricks)
    chelem_won_by = None
    if attack_tricks == len(tricks):
        chelem_won_by = ATTACK
    elif attack_tricks == 0:
        chelem_won_by = DEFENCE
    pab = None
    final = played[-1]
    # A lone Petit that follows the Excuse's rules is au bout only when it took the last trick by a cut (seed 001).
    petit_took_last = PETIT in final.cards and final.seat_at(final.cards.index(PETIT), players) == final.winner
    if PETIT not in excuses or petit_took_last:
        pab = _petit_au_bout(tricks, [side.name for side in won_by], [side.name for side in side_of], chelem_won_by,
                             rules, taker, chelem_announcer)
    return Count(attackers.half_points, attackers.oudlers, pab, chelem_won_by, tuple(to_winner), attack_tricks)


def _petit_au_bout(
    tricks: Sequence[CompletedTrick],
    won_by: Sequence[str],
    side_of: Sequence[str],
    chelem_won_by: str | None,
    rules: FrenchRules,
    taker: int | None = None,
    chelem_announcer: int | None = None,
) -> str | None:
    """The side that takes the last trick holding the Petit; in a chelem closed by the Excuse, the trick before."""
    if not tricks:
        return None
    last = tricks[-1]
    if PETIT in last.cards:
        return _petit_au_bout_side(last, won_by[-1], rules, taker)
    if not (
        rules.petit_au_bout_penultimate_in_chelem
        and chelem_won_by is not None
        and len(tricks) > 1
        and EXCUSE in last.cards
        and PETIT in tricks[-2].cards
    ):
        return None
    excuse_seat = last.seat_at(last.cards.index(EXCUSE), rules.players)
    if side_of[excuse_seat] != chelem_won_by:
        return None
    if rules.petit_au_bout_penultimate_needs_excuse_lead and last.cards[0] != EXCUSE:
        return None  # seed 000: "de cette manière", the Excuse led to the last trick
    if rules.petit_au_bout_penultimate_needs_announcer and excuse_seat != chelem_announcer:
        return None  # seed 002: the announcer "peut jouer l'Excuse en dernier"
    return _petit_au_bout_side(tricks[-2], won_by[-2], rules, taker)


def _petit_au_bout_side(trick: CompletedTrick, winner: str, rules: FrenchRules, taker: int | None) -> str | None:
    """``winner``, the side that won ``trick`` with the Petit in it; seed 001 counts only the taker's own
    Petit, won by his side."""
    if not rules.petit_au_bout_taker_only or taker is None:  # the game for two has no taker: not read there
        return winner
    petit_seat = trick.seat_at(trick.cards.index(PETIT), rules.players)
    return winner if petit_seat == taker and winner == ATTACK else None

"""Who ends the deal with which cards: the Excuse's journey, the dog, oudlers, petit au bout, chelem."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..core.cards import EXCUSE, HALF_POINTS, OUDLERS, PETIT, Card
from .rules import DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE

EXCUSE_EXCHANGE_HALF_POINTS: Final = 1  # the low card handed over for an Excuse kept by its side


# Not frozen: a frozen dataclass's __init__ stays interpreted Python even compiled (about 1 µs, against 0.2),
# and a deal makes one of these per trick. Nothing changes one once made.
@dataclass
class CompletedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int
    seats: tuple[int, ...] | None = None
    """Who played each card, when a seat without cards is skipped (arbitration of a wrong count); else
    the seats follow the leader in order."""

    def seat_at(self, position: int, players: int) -> int:
        return self.seats[position] if self.seats is not None else (self.leader + position) % players


@dataclass(frozen=True)
class Count:
    attack_half_points: int
    attack_oudlers: int
    petit_au_bout: str | None
    chelem_won_by: str | None
    half_points_to_winner: tuple[int, ...]
    attack_tricks: int = 0


def excuse_wins_last_trick(tricks_won_by_leader_side: bool, trick: Sequence[Card]) -> bool:
    """The chelem exception: an Excuse led to the last trick by a side that took all the others wins it."""
    return tricks_won_by_leader_side and bool(trick) and trick[0] == EXCUSE


def count_cards(
    tricks: Sequence[CompletedTrick],
    attack: frozenset[int],
    dog: Sequence[Card],
    discard: Sequence[Card],
    dog_destination: DogDestination,
    rules: FrenchRules,
    excuses: frozenset[Card] = frozenset({EXCUSE}),
    deal_tricks: int | None = None,
) -> Count:
    """Points and oudlers of the attack (half-points) after ``tricks``, the deal's first completed tricks.

    ``excuses``: the cards that follow the Excuse's rules (the Excuse, and a petit imprenable); such a
    Petit never takes a trick, so it is never au bout.

    Petit au bout and chelem only mean something once every trick is played. ``deal_tricks``: the tricks
    of this deal when hands of a wrong size make it differ from the rule set's.
    """
    players = rules.players
    side_of = [ATTACK if seat in attack else DEFENCE for seat in range(players)]
    won_by = [side_of[trick.winner] for trick in tricks]
    totals = {ATTACK: 0, DEFENCE: 0}
    oudlers = {ATTACK: 0, DEFENCE: 0}

    def credit(side: str, card: Card) -> None:
        totals[side] += HALF_POINTS[card]
        oudlers[side] += card in OUDLERS

    kept_aside = discard if dog_destination is DogDestination.ECART else dog
    for card in kept_aside:
        credit(DEFENCE if dog_destination is DogDestination.DEFENCE else ATTACK, card)

    last = (rules.tricks_per_deal if deal_tricks is None else deal_tricks) - 1
    to_winner: list[int] = []
    for index, trick in enumerate(tricks):
        winner_side = won_by[index]
        before = totals[winner_side]
        if excuses.isdisjoint(trick.cards):  # nearly every trick: all its cards go to its winner
            totals[winner_side] += sum(map(HALF_POINTS.__getitem__, trick.cards))
            oudlers[winner_side] += sum(map(OUDLERS.__contains__, trick.cards))
            to_winner.append(totals[winner_side] - before)
            continue
        for position, card in enumerate(trick.cards):
            if card not in excuses:
                credit(winner_side, card)
                continue
            owner = side_of[trick.seat_at(position, players)]
            # Only a side that takes every trick, this one included, keeps its Excuse in the last trick.
            owner_takes_all = all(side == owner for side in won_by[: index + 1])
            if index == last and not owner_takes_all:
                # FFT: an Excuse played to the last trick changes side; older books give it to the winner.
                receiver = winner_side if not rules.excuse_last_trick_changes_side else (
                    DEFENCE if owner == ATTACK else ATTACK)
                credit(receiver, card)
            else:
                credit(owner, card)
                if owner != winner_side:
                    totals[owner] -= EXCUSE_EXCHANGE_HALF_POINTS
                    totals[winner_side] += EXCUSE_EXCHANGE_HALF_POINTS
        to_winner.append(totals[winner_side] - before)

    attack_tricks = won_by.count(ATTACK)
    if len(tricks) <= last:
        return Count(totals[ATTACK], oudlers[ATTACK], None, None, tuple(to_winner), attack_tricks)
    chelem_won_by = None
    if all(side == ATTACK for side in won_by):
        chelem_won_by = ATTACK
    elif all(side == DEFENCE for side in won_by):
        chelem_won_by = DEFENCE
    pab = _petit_au_bout(tricks, won_by, side_of, chelem_won_by, rules) if PETIT not in excuses else None
    return Count(totals[ATTACK], oudlers[ATTACK], pab, chelem_won_by, tuple(to_winner), attack_tricks)


def _petit_au_bout(
    tricks: Sequence[CompletedTrick],
    won_by: Sequence[str],
    side_of: Sequence[str],
    chelem_won_by: str | None,
    rules: FrenchRules,
) -> str | None:
    """The side that takes the last trick holding the Petit; in a chelem closed by the Excuse, the trick before."""
    if not tricks:
        return None
    last = tricks[-1]
    if PETIT in last.cards:
        return won_by[-1]
    if (
        rules.petit_au_bout_penultimate_in_chelem
        and chelem_won_by is not None
        and len(tricks) > 1
        and EXCUSE in last.cards
        and side_of[last.seat_at(last.cards.index(EXCUSE), rules.players)] == chelem_won_by
        and PETIT in tricks[-2].cards
    ):
        return won_by[-2]
    return None

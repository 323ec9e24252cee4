"""The claim search as it was before its cost was bounded, kept as the oracle of test_claim_search.py.

Every legal line is tried in deck order, with a memo at trick boundaries only, and the first of the least
value is kept: slow, but plainly exhaustive. The search in service/french/arbitration/claim.py must find
the very same line, however it prunes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from service.core.cards import EXCUSE, HALF_POINTS, OUDLERS, PETIT, Card
from service.french.arbitration.claim import ClaimPoint
from service.french.counting import CompletedTrick, excuse_wins_last_trick
from service.french.play import legal_cards, trick_winner_position

MAX_CARDS_LEFT = 16
MAX_TRICKS_TRIED = 50_000
"""Tricks the search may try in all; hands of odd sizes (a misdeal) could otherwise make it slow."""


class TooLong(Exception):
    """The search went over its budget."""

Hands = tuple[tuple[Card, ...], ...]
Objective = tuple[int, int, int]


def seats_from(leader: int, hands: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """The seats that still hold cards, in order from ``leader``: a seat without cards is skipped."""
    players = len(hands)
    return tuple(seat for seat in ((leader + offset) % players for offset in range(players)) if hands[seat])


def worst_line(
    point: ClaimPoint,
    attack: frozenset[int],
    claimer_in_attack: bool,
    excuses: frozenset[Card],
    excuse_changes_side: bool = True,
    chelem_announcer: int | None = None,
) -> tuple[CompletedTrick, ...] | None:
    """The rest of the deal as the referee has it played, or None when it is too long to search.

    Each trick's worth to the claimer's side (half points, oudlers, petit au bout) is counted as the
    counting module does (the Excuse kept by its side for a low card, in the last trick changing side
    unless its side took every trick); the search minimises their sum, compared in that order. A taker who
    announced a chelem keeps the Excuse for his last card, as he must.
    """
    if sum(len(hand) for hand in point.hands) > MAX_CARDS_LEFT:
        return None
    claimer = claimer_in_attack
    legal_memo: dict[tuple[tuple[Card, ...], tuple[Card, ...]], list[Card]] = {}

    def legal(seat: int, hand: tuple[Card, ...], trick: tuple[Card, ...]) -> list[Card]:
        key = (hand, trick)
        if key not in legal_memo:
            legal_memo[key] = sorted(legal_cards(hand, trick, excuses=excuses))
        cards = legal_memo[key]
        if seat == chelem_announcer and EXCUSE in cards and len(hand) > 1 and len(cards) > 1:
            return [card for card in cards if card != EXCUSE]
        return cards

    def worth(trick: CompletedTrick, last: bool, sides: frozenset[bool]) -> Objective:
        """What one trick brings the claimer's side; ``sides``: the sides (in attack?) that won the
        earlier tricks."""
        winner_side = trick.winner in attack
        half = oudlers = 0
        for position, card in enumerate(trick.cards):
            if card not in excuses:
                side = winner_side
            else:
                owner = trick.seat_at(position, len(point.hands)) in attack
                takes_all = owner == winner_side and sides <= {owner}
                if last and not takes_all:
                    side = winner_side if not excuse_changes_side else not owner
                else:
                    side = owner
                    if owner != winner_side:  # the low card handed over for the Excuse
                        half += -1 if owner == claimer else 1 if winner_side == claimer else 0
            if side == claimer:
                half += HALF_POINTS[card]
                oudlers += card in OUDLERS
        petit = int(last and PETIT in trick.cards and PETIT not in excuses and winner_side == claimer)
        return half, oudlers, petit

    memo: dict[tuple[object, ...], tuple[Objective, tuple[CompletedTrick, ...]]] = {}
    tried = [0]

    def best(hands: Hands, order: tuple[int, ...], partial: tuple[Card, ...], sides: frozenset[bool]
             ) -> tuple[Objective, tuple[CompletedTrick, ...]]:
        if not order:
            return (0, 0, 0), ()
        key = (hands, order, sides)
        if not partial and key in memo:
            return memo[key]
        chosen: tuple[Objective, tuple[CompletedTrick, ...]] | None = None
        for trick, after in _finishes(order, partial, hands, sides, attack, excuses, legal):
            tried[0] += 1
            if tried[0] > MAX_TRICKS_TRIED:
                raise TooLong
            here = worth(trick, not any(after), sides)
            future, line = best(after, seats_from(trick.winner, after), (), sides | {trick.winner in attack})
            value = (here[0] + future[0], here[1] + future[1], here[2] + future[2])
            if chosen is None or value < chosen[0]:
                chosen = value, (trick, *line)
        assert chosen is not None
        if not partial:
            memo[key] = chosen
        return chosen

    sides = frozenset(trick.winner in attack for trick in point.played)
    order = point.order if point.partial else seats_from(point.leader, point.hands)
    try:
        return best(point.hands, order, point.partial, sides)[1]
    except TooLong:
        return None


def _finishes(
    order: tuple[int, ...],
    partial: tuple[Card, ...],
    hands: Hands,
    sides: frozenset[bool],
    attack: frozenset[int],
    excuses: frozenset[Card],
    legal: Callable[[int, tuple[Card, ...], tuple[Card, ...]], list[Card]],
) -> Iterator[tuple[CompletedTrick, Hands]]:
    """Every legal way to finish the trick in progress: the completed trick and the hands after it."""
    trick = list(partial)
    cards_left = list(hands)
    took_all_before = sides == {order[0] in attack}

    def finish(position: int) -> Iterator[tuple[CompletedTrick, Hands]]:
        if position == len(order):
            after = tuple(cards_left)
            if not any(after) and excuse_wins_last_trick(took_all_before, trick):
                winner = order[0]
            else:
                winner = order[trick_winner_position(trick, excuses=excuses)]
            yield CompletedTrick(order[0], tuple(trick), winner, order), after
            return
        seat = order[position]
        hand = cards_left[seat]
        for card in legal(seat, hand, tuple(trick)):
            cards_left[seat] = tuple(held for held in hand if held != card)
            trick.append(card)
            yield from finish(position + 1)
            trick.pop()
        cards_left[seat] = hand

    yield from finish(len(partial))

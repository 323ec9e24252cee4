"""A claim [CODE p.7; digest §3.11]: the remaining cards are played in the way that is worst for the claimer.

From the point where the record stops (the claim point, possibly inside a trick), every seat — the
claimer's partners included — plays the legal card that leads to the lowest final result for the
claimer's side: card points first, then oudlers, then the petit au bout. Ties go to the lowest cards, in
deck order. The search is exact: a memo at trick boundaries (the future of a position depends on the cards
left, the leader, and whether one side has taken every trick so far: the Excuse in the last trick, the petit
au bout of a chelem), each trick's ways tried cheapest first with the best line so far as a bound (branch and
bound), and of cards that nothing left in play separates only the lowest tried. Its cost is bounded before
it starts by ``MAX_CARDS_LEFT`` and by the request's ``ClaimBudget`` of tricks to try: beyond either, the
claim is left to a human referee, never to a timeout.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from ...core.budget import YIELD_EVERY, Deadline, let_other_threads_run
from ...core.cards import EXCUSE, HALF_POINTS, OUDLERS, PETIT, SUIT_OF, Card
from ..counting import CompletedTrick, excuse_wins_last_trick
from ..play import legal_cards, trick_winner_position

MAX_CARDS_LEFT = 16
"""Cards still in hand at the claim point that the search accepts (four tricks of four)."""
TRICKS_A_REQUEST = 30_000
"""Tricks the claim searches of one request may try in all (each costs a few microseconds): what bounds the
cost of a claim, and of a batch or a score sheet full of them. A claim reached with too little of it left is
referred to a referee; the same request always gets the same answer, as nothing here depends on time."""


class ClaimBudget:
    """The tricks that the claim searches of one request may still try, shared by its records in order; and the
    request's deadline, if it has one, which its rulings check between their steps (never inside a search,
    whose answer depends on the tricks it tries alone)."""

    def __init__(self, tricks: int = TRICKS_A_REQUEST, deadline: Deadline | None = None,
                 pause: Callable[[], None] = let_other_threads_run) -> None:
        self.tricks_left = tricks
        self.deadline = deadline
        self.pause = pause  # called every YIELD_EVERY tricks: lets other threads run (the answer is the same)


class TooLong(Exception):
    """The search went over its budget."""


Hands = tuple[tuple[Card, ...], ...]

# A line's worth to the claimer's side as one number: half points first, then oudlers (at most 3), then the
# petit au bout (0 or 1), so that comparing numbers compares the three in that order.
_HALF_POINT = 8
_OUDLER = 2
_NO_BOUND = 1 << 30


@dataclass(frozen=True)
class ClaimPoint:
    hands: Hands
    """Each seat's cards not yet played."""
    leader: int
    """Who leads the next trick, when the record stops between tricks."""
    partial: tuple[Card, ...]
    """Cards already played to the trick in progress."""
    order: tuple[int, ...]
    """The seats of the trick in progress, from its leader (empty between tricks)."""
    played: tuple[CompletedTrick, ...]
    """The completed tricks before the claim point."""


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
    budget: ClaimBudget | None = None,
    overtrump_on_cut: bool = True,
) -> tuple[CompletedTrick, ...] | None:
    """The rest of the deal as the referee has it played, or None when it is too long to search: more than
    ``MAX_CARDS_LEFT`` cards, or more tricks to try than ``budget`` has left (a fresh ``ClaimBudget`` when
    None). The tricks tried are taken off ``budget`` either way.

    Each trick's worth to the claimer's side (half points, oudlers, petit au bout) is counted as the
    counting module does (the Excuse kept by its side for a low card, in the last trick changing side
    unless its side took every trick); the search minimises their sum, compared in that order. A taker who
    announced a chelem keeps the Excuse for his last card, as he must.
    """
    if sum(len(hand) for hand in point.hands) > MAX_CARDS_LEFT:
        return None
    claimer = claimer_in_attack
    players = len(point.hands)
    legal_memo: dict[tuple[tuple[Card, ...], tuple[Card, ...]], list[Card]] = {}
    distinct = frozenset({PETIT}) | excuses

    def legal(seat: int, hand: tuple[Card, ...], trick: tuple[Card, ...], in_play: int) -> list[Card]:
        """The legal cards worth trying: of cards that nothing still in play separates (same suit, same
        points, no card between them left in any hand or on the trick), only the lowest, as the others
        lead to the same results."""
        key = (hand, trick)
        allowed = legal_memo.get(key)
        if allowed is None:
            allowed = legal_memo[key] = sorted(legal_cards(hand, trick, excuses=excuses,
                                                           overtrump_on_cut=overtrump_on_cut))
        if seat == chelem_announcer and EXCUSE in allowed and len(hand) > 1 and len(allowed) > 1:
            allowed = [card for card in allowed if card != EXCUSE]
        if len(allowed) < 2:
            return allowed
        cards = [allowed[0]]
        for index in range(1, len(allowed)):
            previous, card = allowed[index - 1], allowed[index]
            if (card in distinct or previous in distinct or SUIT_OF[card] != SUIT_OF[previous]
                    or HALF_POINTS[card] != HALF_POINTS[previous]
                    or (in_play >> (previous + 1)) & ((1 << (card - previous - 1)) - 1)):
                cards.append(card)
        return cards

    def worth(trick: CompletedTrick, last: bool, sides: frozenset[bool]) -> int:
        """What one trick brings the claimer's side (half points, oudlers, petit au bout, as one number that
        compares in that order); ``sides``: the sides (in attack?) that won the earlier tricks."""
        winner_side = trick.winner in attack
        half = oudlers = 0
        for position, card in enumerate(trick.cards):
            if card not in excuses:
                side = winner_side
            else:
                owner = trick.seat_at(position, players) in attack
                takes_all = owner == winner_side and sides <= {owner}
                if last and not takes_all:
                    side = winner_side if not excuse_changes_side else not owner
                else:
                    side = owner
                    if owner != winner_side:  # the low card handed over for the Excuse, by one side to the other
                        half += -1 if owner == claimer else 1
            if side == claimer:
                half += HALF_POINTS[card]
                oudlers += card in OUDLERS
        petit = int(last and PETIT in trick.cards and PETIT not in excuses and winner_side == claimer)
        return half * _HALF_POINT + oudlers * _OUDLER + petit

    claimers = tuple(seat for seat in range(players) if (seat in attack) == claimer)
    exact: dict[tuple[object, ...], tuple[int, tuple[CompletedTrick, ...]]] = {}
    at_least: dict[tuple[object, ...], int] = {}
    spending = budget if budget is not None else ClaimBudget()

    def last_trick(hands: Hands, order: tuple[int, ...], partial: tuple[Card, ...], sides: frozenset[bool],
                   bound: int) -> tuple[int, tuple[CompletedTrick, ...] | None]:
        """The last trick, every seat's card forced: played out without the search's machinery (most of the
        positions a search meets). Not taken off the budget: each comes after a trick that was."""
        cards = partial + tuple(hands[seat][0] for seat in order[len(partial):])
        if excuse_wins_last_trick(sides == {order[0] in attack}, cards):
            winner = order[0]
        else:
            winner = order[trick_winner_position(cards, excuses=excuses)]
        trick = CompletedTrick(order[0], cards, winner, order)
        value = worth(trick, True, sides)
        return (value, (trick,)) if value < bound else (value, None)

    def best(hands: Hands, order: tuple[int, ...], partial: tuple[Card, ...], sides: frozenset[bool], bound: int
             ) -> tuple[int, tuple[CompletedTrick, ...] | None]:
        """The least value of the rest and its line when that value is below ``bound``; else a value at
        least ``bound`` and None. Of lines of equal value the first in deck order is kept, whatever the bound
        and the order they are tried in, so the line is the one an exhaustive search in deck order finds."""
        if all(len(hand) <= 1 for hand in hands) and all(hands[seat] for seat in order[len(partial):]):
            return last_trick(hands, order, partial, sides, bound)
        key = (hands, order, sides)
        if not partial:
            known = exact.get(key)
            if known is not None:
                return known
            least = at_least.get(key)
            if least is not None and least >= bound:
                return least, None
        in_play = 0
        for hand in hands:
            for card in hand:
                in_play |= 1 << card
        # The least the rest can bring the claimer's side: nothing, less a low card handed over for each
        # Excuse it may still play (a line that reaches it cannot be beaten).
        floor = 0
        for card in excuses:
            if card in partial or any(card in hands[seat] for seat in claimers):
                floor -= _HALF_POINT
        for card in partial:
            in_play |= 1 << card
        # Every way to finish this trick, cheapest for the claimer first: a cheap line found early bounds the
        # search of the others. Of lines of equal value, the first in deck order is kept, as if the tricks
        # were tried in that order.
        options: list[tuple[int, int, CompletedTrick, Hands]] = []
        for trick, after in _finishes(order, partial, hands, excuses, legal, in_play):
            spending.tricks_left -= 1
            if spending.tricks_left < 0:
                raise TooLong
            if spending.tricks_left % YIELD_EVERY == 0:
                spending.pause()
            options.append((worth(trick, False, sides), len(options), trick, after))
        options.sort(key=_cheapest_first)
        value_below = bound
        first = len(options)
        chosen: tuple[CompletedTrick, ...] | None = None
        for here, index, trick, after in options:
            earlier = chosen is not None and index < first
            if here + floor > value_below or (here + floor == value_below and not earlier):
                # The options left are worth this one or more, and those worth the same come after it in deck
                # order (never ``earlier``): none of them can give a better line.
                break
            # Never the last trick (that one is last_trick's), so cards are left after it.
            future, line = best(after, seats_from(trick.winner, after), (), sides | {trick.winner in attack},
                                value_below - here + earlier)
            if line is not None and (here + future < value_below or (here + future == value_below and earlier)):
                value_below = here + future
                first = index
                chosen = (trick, *line)
        if chosen is None:
            if not partial:
                at_least[key] = bound
            return bound, None
        if not partial:
            exact[key] = value_below, chosen
        return value_below, chosen

    sides = frozenset(trick.winner in attack for trick in point.played)
    order = point.order if point.partial else seats_from(point.leader, point.hands)
    if not order:
        return ()
    try:
        line = best(point.hands, order, point.partial, sides, _NO_BOUND)[1]
    except TooLong:
        spending.tricks_left = 0
        return None
    assert line is not None
    return line


def _cheapest_first(option: tuple[int, int, CompletedTrick, Hands]) -> tuple[int, int]:
    return option[0], option[1]


def _finishes(
    order: tuple[int, ...],
    partial: tuple[Card, ...],
    hands: Hands,
    excuses: frozenset[Card],
    legal: Callable[[int, tuple[Card, ...], tuple[Card, ...], int], list[Card]],
    in_play: int,
) -> Iterator[tuple[CompletedTrick, Hands]]:
    """Every legal way to finish the trick in progress: the completed trick and the hands after it. Never the
    last trick (every card forced, ``last_trick`` plays it, the Excuse of a chelem in the making included): a
    trick tried here leaves a card in some hand, so the Excuse never wins it."""
    trick = list(partial)
    cards_left = list(hands)

    def finish(position: int) -> Iterator[tuple[CompletedTrick, Hands]]:
        if position == len(order):
            winner = order[trick_winner_position(trick, excuses=excuses)]
            yield CompletedTrick(order[0], tuple(trick), winner, order), tuple(cards_left)
            return
        seat = order[position]
        hand = cards_left[seat]
        for card in legal(seat, hand, tuple(trick), in_play):
            cards_left[seat] = tuple(held for held in hand if held != card)
            trick.append(card)
            yield from finish(position + 1)
            trick.pop()
        cards_left[seat] = hand

    yield from finish(len(partial))

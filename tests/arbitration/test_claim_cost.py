"""What the claim search (``service/french/arbitration/claim.py``) costs, and the Excuse in the last trick of a
chelem in the making.

The search's cost is behaviour: the request's ``ClaimBudget`` of tricks to try turns a search that costs too
much into a referral. So on a few small positions the cost is pinned: a budget of exactly what the search tries
settles the claim (nothing left), one trick less refers it (and the budget is spent). A search
that tried its ways in another order, pruned less, or forgot its memo would spend more and refer a claim that
the referee settles today; one that pruned more than it may would give another line (``test_claim_lines.py``,
``test_claim_search.py``). The costs were read off the search as it is: a change to them is a change of which
claims a request settles, to be made on purpose.

The positions: the strong taker of ``deals.py`` (seat 0, a chelem in the making, the Excuse kept for the
last trick) claimed from the last four tricks or fewer, by the attack or the defence, with the chelem announced
or not; and random legal hands at 3 and 5 players (a partner of the taker among the seats), claimed by a
random seat where they leave 15 cards or fewer in hand.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from service.core.cards import EXCUSE, Card, codes, parse_card
from service.french.arbitration.claim import ClaimBudget, ClaimPoint, worst_line
from service.french.counting import CompletedTrick
from service.french.judge import _Judge
from service.french.play import legal_cards
from service.wire import fast
from service.wire.french import hand_record
from service.wire.operations import _rules as operations_rules
from service.wire.schemas import HAND_RECORD
from tests.arbitration import exhaustive_claim
from tests.arbitration.chelem_claims import claim_point
from tests.arbitration.helpers import complete_hand, tricks_up_to

Search = tuple[ClaimPoint, frozenset[int], bool, frozenset[int], int | None]
"""A claim point, the attack, whether the claimer is in it, the Excuses, the chelem's announcer."""


def strong_search(whole: int, cards: int, chelem: bool, claimer_in_attack: bool) -> Search:
    point, excuses = claim_point(whole, cards, chelem)
    return point, frozenset({0}), claimer_in_attack, excuses, 0 if chelem else None


def random_search(players: int, seed: int) -> Search:
    """A random legal hand stopped 16 // players tricks before its end (inside a trick one time in two), claimed
    by a random seat: as ``test_claim_search.py`` draws them."""
    rng = random.Random(seed)
    hand = complete_hand(rng, players)
    record = hand.record
    tricks = record["tricks"]
    kept = tricks_up_to(rng, tricks, len(tricks) - 16 // players, players)
    claimer = rng.randrange(players)
    claimed = {**record, "options": {**(record.get("options") or {}), "arbitration": "fft"}, "tricks": kept,
               "events": [{"type": "claim", "seat": claimer}]}
    loaded = fast.load(HAND_RECORD, claimed)
    walk = _Judge(hand_record(loaded), operations_rules(loaded), ClaimBudget())
    walk.run()
    assert walk.claim_point is not None
    attack = hand.expected.attack
    return walk.claim_point, attack, claimer in attack, walk.excuses, None


def search_with(search: Search, budget: ClaimBudget) -> tuple[CompletedTrick, ...] | None:
    point, attack, claimer_in_attack, excuses, announcer = search
    return worst_line(point, attack, claimer_in_attack, excuses, True, announcer, budget)


# (whole tricks, cards of the next, chelem announced, claimer in attack) -> tricks the search tries.
STRONG_COSTS = [
    (14, 0, False, False, 190), (14, 0, True, False, 158),
    (14, 1, True, True, 3972), (14, 1, True, False, 110),
    (14, 3, False, True, 1515), (14, 3, True, True, 994), (14, 3, False, False, 76),
    (15, 0, False, True, 366), (15, 0, True, False, 44),
    (15, 2, False, True, 113), (15, 2, True, True, 81), (15, 2, False, False, 19),
    (16, 0, False, True, 10), (16, 0, True, True, 8), (16, 0, False, False, 10),
    (16, 1, False, True, 8),
]

# (players, seed) -> tricks the search tries.
RANDOM_COSTS = [
    (3, 1, 262), (3, 2, 24), (3, 3, 2682), (3, 4, 409),
    (5, 0, 666), (5, 1, 26), (5, 2, 101), (5, 3, 122), (5, 4, 94), (5, 5, 53),
]


def assert_costs(search: Search, cost: int) -> None:
    exact = ClaimBudget(cost)
    found = search_with(search, exact)
    assert found is not None and found == search_with(search, ClaimBudget())  # the unbounded search's line
    assert exact.tricks_left == 0
    short = ClaimBudget(cost - 1)
    assert search_with(search, short) is None
    assert short.tricks_left == 0


@pytest.mark.parametrize(("whole", "cards", "chelem", "claimer_in_attack", "cost"), STRONG_COSTS)
def test_a_budget_of_what_the_search_tries_settles_the_claim_and_one_trick_less_refers_it(
        whole: int, cards: int, chelem: bool, claimer_in_attack: bool, cost: int) -> None:
    assert_costs(strong_search(whole, cards, chelem, claimer_in_attack), cost)


@pytest.mark.parametrize(("players", "seed", "cost"), RANDOM_COSTS)
def test_the_search_of_random_hands_at_three_and_five_costs_what_it_did(players: int, seed: int, cost: int) -> None:
    assert_costs(random_search(players, seed), cost)


def test_the_last_trick_forced_costs_nothing() -> None:
    """Every seat's last card forced: the search plays the trick out without trying it."""
    budget = ClaimBudget(0)
    line = search_with(strong_search(17, 0, False, True), budget)
    assert line is not None and [codes(trick.cards) for trick in line] == [["EX", "QC", "JC", "CC"]]
    assert budget.tricks_left == 0


def test_a_claim_with_no_card_left_plays_nothing_and_costs_nothing() -> None:
    budget = ClaimBudget(0)
    empty = ClaimPoint(((), (), (), ()), 0, (), (), ())
    assert worst_line(empty, frozenset({0}), True, frozenset({parse_card("EX")}), True, None, budget) == ()
    assert budget.tricks_left == 0


LAST_TRICK = ["EX", "QC", "JC", "CC"]


@pytest.mark.parametrize("cards", [0, 1, 3])
@pytest.mark.parametrize("claimer_in_attack", [True, False])
def test_the_excuse_led_to_the_last_trick_of_a_chelem_in_the_making_wins_it(
        cards: int, claimer_in_attack: bool) -> None:
    """Digest §3.9, CODE p.6: the Excuse led to the last trick by a side that took every trick before wins it
    (the chelem). The taker (seat 0) took every trick and leads the Excuse to the last: he wins it. Had the
    defence taken one trick, the Queen of clubs (seat 1) would win it, the Excuse going to the defence."""
    search = strong_search(17, cards, False, claimer_in_attack)
    line = search_with(search, ClaimBudget())
    assert line is not None
    assert codes(line[-1].cards) == LAST_TRICK and line[-1].winner == 0
    point = search[0]
    defence_took_one = (*point.played[:-1], replace(point.played[-1], winner=1))
    spoilt = (replace(point, played=defence_took_one), *search[1:])
    line = search_with(spoilt, ClaimBudget())
    assert line is not None
    assert codes(line[-1].cards) == LAST_TRICK and line[-1].winner == 1
    assert line[-1].cards[0] == parse_card("EX")


def hands_of(*hands: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(sorted(parse_card(code) for code in hand.split())) for hand in hands)


# Two tricks to play, seat 0 on lead with the King of spades; seat 1 has no spade and two trumps, every other
# trump being gone.
PETIT_AND_TWENTY_ONE = hands_of("KS 5S", "1T 21T", "2S 3S", "4S 6S")
PETIT_AND_TWO = hands_of("KS 5S", "1T 2T", "2S 3S", "4S 6S")
PETIT_AND_A_SPADE = hands_of("KS 5S", "1T 7S", "2S 3S", "4S 6S")


@pytest.mark.parametrize("claimer_in_attack", [True, False])
@pytest.mark.parametrize(("hands", "excuses"), [
    # The Petit and the 21 beat the same cards, and are worth the same, but only the Petit makes a petit au bout
    # (seat 1 takes): both are tried (8 ways to play the first trick: 2 x 2 x 1 x 2, the 2 and 3 of spades alike).
    (PETIT_AND_TWENTY_ONE, "EX"),
    # An imprenable Petit (seed 000) follows the Excuse's rules: played, it takes nothing (the King does), and in
    # the last trick it is no petit au bout.
    (PETIT_AND_TWO, "EX 1T"),
    (PETIT_AND_TWENTY_ONE, "EX 1T"),
    # Like the Excuse, it may be played instead of following spades.
    (PETIT_AND_A_SPADE, "EX 1T"),
])
def test_the_petit_is_tried_apart_and_an_imprenable_petit_takes_nothing(
        hands: tuple[tuple[Card, ...], ...], excuses: str, claimer_in_attack: bool) -> None:
    point = ClaimPoint(hands, 0, (), (), ())
    excused = frozenset(parse_card(code) for code in excuses.split())
    expected = exhaustive_claim.worst_line(point, frozenset({1}), claimer_in_attack, excused, True, None)
    assert worst_line(point, frozenset({1}), claimer_in_attack, excused, True, None, ClaimBudget()) == expected
    assert_costs((point, frozenset({1}), claimer_in_attack, excused, None), 8)


def test_by_default_the_excuse_played_to_the_last_trick_by_a_side_that_lost_a_trick_changes_side() -> None:
    """CODE p.6 (digest §3.9): the Excuse played to the last trick goes to the other side unless its side took
    every trick; worst_line's default is that rule. Seats 0 and 2 attack; seat 1 trumps the King of spades and
    leads a heart that seat 2 takes, seat 0's Excuse falling in that last trick: it goes to the defence, so the
    worst line for the attack plays it so. Were it to stay with the trick's winner, the worst line plays the
    Excuse first."""
    point = ClaimPoint(hands_of("KS EX", "2T 7H", "2S 8H", "4S 6S"), 0, (), (), ())
    excuses = frozenset({parse_card("EX")})
    by_default = worst_line(point, frozenset({0, 2}), True, excuses)
    assert by_default == worst_line(point, frozenset({0, 2}), True, excuses, True)
    assert by_default is not None and [codes(trick.cards) for trick in by_default] == [
        ["KS", "2T", "2S", "4S"], ["7H", "8H", "6S", "EX"]]
    kept = worst_line(point, frozenset({0, 2}), True, excuses, False)
    assert kept is not None and [codes(trick.cards) for trick in kept] == [
        ["EX", "2T", "8H", "4S"], ["7H", "2S", "6S", "KS"]]


def small_point(seed: int) -> tuple[ClaimPoint, frozenset[int], bool, bool]:
    """Three tricks of four cards: the three oudlers and nine cards drawn from the deck, dealt at random, a
    random leader, taker and claimer's side, and a first trick already won by either side or none played."""
    rng = random.Random(seed)
    oudlers = [parse_card(code) for code in ("1T", "21T", "EX")]
    cards = oudlers + rng.sample([card for card in range(78) if card not in oudlers], 9)
    rng.shuffle(cards)
    hands = tuple(tuple(sorted(cards[seat * 3: seat * 3 + 3])) for seat in range(4))
    taker = rng.randrange(4)
    played = rng.choice([(), (CompletedTrick(0, (), taker),), (CompletedTrick(0, (), (taker + 1) % 4),)])
    return (ClaimPoint(hands, rng.randrange(4), (), (), played), frozenset({taker}), rng.random() < 0.5,
            rng.random() < 0.5)


@pytest.mark.parametrize("seed", range(40))
def test_small_random_deals_with_the_three_oudlers_play_the_exhaustive_line(seed: int) -> None:
    """Where the oudlers, the petit au bout and the Excuse's last trick weigh on the line: the bounded search
    plays the exhaustive search's line (points, then oudlers, then the petit au bout, ties in deck order)."""
    point, attack, claimer_in_attack, changes_side = small_point(seed)
    excuses = frozenset({parse_card("EX")})
    expected = exhaustive_claim.worst_line(point, attack, claimer_in_attack, excuses, changes_side, None)
    assert worst_line(point, attack, claimer_in_attack, excuses, changes_side, None, ClaimBudget()) == expected


def small_point_in_a_trick(seed: int) -> tuple[ClaimPoint, frozenset[int], bool, bool]:
    """``small_point(seed)`` with its first trick begun: one to three legal cards already played to it."""
    point, attack, claimer_in_attack, changes_side = small_point(seed)
    rng = random.Random(seed * 7 + 1)
    hands = [list(hand) for hand in point.hands]
    order = tuple((point.leader + offset) % 4 for offset in range(4))
    trick: list[Card] = []
    for seat in order[:rng.randrange(1, 4)]:
        card = rng.choice(sorted(legal_cards(tuple(hands[seat]), tuple(trick), excuses=frozenset({EXCUSE}))))
        trick.append(card)
        hands[seat].remove(card)
    begun = ClaimPoint(tuple(tuple(hand) for hand in hands), point.leader, tuple(trick), order, point.played)
    return begun, attack, claimer_in_attack, changes_side


# (trick begun?, seed) -> tricks the search tries. Positions where the Excuse's low card handed over (its sign),
# the cards on the trick counted as in play (the cards they separate tried apart), the least the rest can bring
# (an Excuse on the trick or in a claimer's hand) and the ways tried cheapest first each change the line or
# the cost.
SMALL_COSTS = [
    (False, 1, 19), (False, 3, 37), (False, 6, 41), (False, 10, 59), (False, 12, 226), (False, 56, 178),
    (False, 59, 128), (False, 63, 81), (False, 81, 158), (True, 6, 15), (True, 12, 131), (True, 16, 160),
    (True, 32, 12), (True, 63, 10), (True, 65, 17), (True, 85, 5), (True, 247, 24),
]


@pytest.mark.parametrize(("begun", "seed", "cost"), SMALL_COSTS)
def test_small_deals_play_the_exhaustive_line_at_the_cost_they_did(begun: bool, seed: int, cost: int) -> None:
    point, attack, claimer_in_attack, changes_side = (small_point_in_a_trick if begun else small_point)(seed)
    excuses = frozenset({EXCUSE})
    expected = exhaustive_claim.worst_line(point, attack, claimer_in_attack, excuses, changes_side, None)
    assert worst_line(point, attack, claimer_in_attack, excuses, changes_side, None, ClaimBudget()) == expected
    exact = ClaimBudget(cost)
    assert worst_line(point, attack, claimer_in_attack, excuses, changes_side, None, exact) == expected
    assert exact.tricks_left == 0
    short = ClaimBudget(cost - 1)
    assert worst_line(point, attack, claimer_in_attack, excuses, changes_side, None, short) is None

"""Who plays a deal and in which order (french/tables.py): every seat at most tables, all but the dealer where
he sits out (FFT 5-player 'mort', seed 001's 6 players), and what is wrong with a seat a record names.

Seatings are built once and shared; the fixture empties that store so that each test builds the seatings it
reads, as a fresh process would.
"""

from __future__ import annotations

import pytest

from service.core.violations import Violation
from service.french import tables
from service.french.rules import french_rules
from service.french.tables import Seating, ordinary_seating, seating_of

SITS_OUT = {"five_player_table": "dealer_sits_out"}


@pytest.fixture(autouse=True)
def fresh_seatings():
    tables._SEATINGS.clear()
    yield
    tables._SEATINGS.clear()


@pytest.mark.parametrize(("players", "options", "dealer", "expected"), [
    # Every seat plays: the auction from the dealer's next seat; each seat's order of play from itself.
    (4, None, 1, Seating(4, None, (2, 3, 0, 1), ((0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1), (3, 0, 1, 2)))),
    (3, None, 2, Seating(3, None, (0, 1, 2), ((0, 1, 2), (1, 2, 0), (2, 0, 1)))),
    # FFT 'mort': dealer 2 sits out; the others in order from his next seat, and from the seat after his
    # when a trick would start from him.
    (5, SITS_OUT, 2, Seating(5, 2, (3, 4, 0, 1), ((0, 1, 3, 4), (1, 3, 4, 0), (3, 4, 0, 1), (3, 4, 0, 1),
                                                   (4, 0, 1, 3)))),
    # Seed 001's 6 players, dealer 5 out: seat 0 opens, round the table back to 0.
    (6, None, 5, Seating(6, 5, (0, 1, 2, 3, 4), ((0, 1, 2, 3, 4), (1, 2, 3, 4, 0), (2, 3, 4, 0, 1),
                                                  (3, 4, 0, 1, 2), (4, 0, 1, 2, 3), (0, 1, 2, 3, 4)))),
])
def test_the_seating_of_a_deal(players, options, dealer, expected):
    seating = seating_of(french_rules(players, options), dealer)
    assert seating == expected
    assert seating.first == expected.in_play[0]


def test_an_ordinary_seating_deals_from_seat_0_unless_told():
    assert ordinary_seating(4) == Seating(4, None, (1, 2, 3, 0), ((0, 1, 2, 3), (1, 2, 3, 0), (2, 3, 0, 1),
                                                                 (3, 0, 1, 2)))
    assert ordinary_seating(5, 4).in_play == (0, 1, 2, 3, 4)


def test_an_ordinary_seating_is_never_the_seating_of_a_table_whose_dealer_sits_out():
    """Both are kept for the same table size and dealer: each must keep its own."""
    out = seating_of(french_rules(5, SITS_OUT), 0)
    every = ordinary_seating(5, 0)
    assert (out.sitting_out, every.sitting_out) == (0, None)
    assert every.in_play == (1, 2, 3, 4, 0) and out.in_play == (1, 2, 3, 4)


def test_seatings_are_built_once_and_shared():
    assert ordinary_seating(4, 1) is ordinary_seating(4, 1)
    rules = french_rules(4)
    assert seating_of(rules, 3) is seating_of(rules, 3)


@pytest.mark.parametrize(("players", "dealer", "kept"), [
    (4, 3, True), (6, 5, True), (4, 4, False), (4, 9, False), (7, 0, False),
])
def test_only_the_seatings_of_real_tables_are_kept(players, dealer, kept):
    """The store is bounded: a seating for a dealer who is no seat of the table, or for more than six seats,
    is built for the asking and not kept."""
    seating = ordinary_seating(players, dealer)
    assert ((players, dealer, False) in tables._SEATINGS) == kept
    assert seating.table_size == players


@pytest.mark.parametrize(("players", "options", "dealer", "seat", "expected"), [
    (4, None, 0, 3, None),
    (4, None, 0, 4, Violation("seat_out_of_range", "auction", "There is no seat 5 at a table of 4.", "/p", seat=4)),
    (5, SITS_OUT, 1, 5, Violation("seat_out_of_range", "auction",
                                  "There is no seat 6 at a table of 5 (the dealer sitting out).", "/p", seat=5)),
    (5, SITS_OUT, 1, 1, Violation("seat_sits_out", "auction",
                                  "Seat 2 deals and sits this deal out; it takes no part in it.", "/p", seat=1)),
    (5, SITS_OUT, 1, 0, None),
])
def test_what_is_wrong_with_a_seat_a_record_names(players, options, dealer, seat, expected):
    seating = seating_of(french_rules(players, options), dealer)
    assert seating.seat_problem(seat, "auction", "/p") == expected
    assert seating.plays(seat) == (expected is None)


@pytest.mark.parametrize(("dealer", "kept"), [(3, True), (4, False), (9, False)])
def test_only_the_seatings_of_a_dealer_at_the_table_are_kept(dealer, kept):
    """As for ordinary seatings: a dealer who is no seat of the table (the judge refuses the record) gets a
    seating built for the asking, not kept in the store."""
    seating = seating_of(french_rules(4), dealer)
    assert ((4, dealer, False) in tables._SEATINGS) == kept
    assert seating.table_size == 4

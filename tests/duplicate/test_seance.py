"""A séance's totals and ranks, the penalties booked at the end (CA p.9)."""

from __future__ import annotations

from service.core.cards import parse_card
from service.duplicate.board import TablePlay, score_board
from service.duplicate.formats import INDIVIDUEL, QUADRETTES
from service.duplicate.reconstruction import DOG, differences
from service.duplicate.seance import standings
from service.duplicate.slips import ATTACK, FE, RC, Slip


def test_a_percentage_is_the_average_of_the_boards_counted_less_the_penalties() -> None:
    first = score_board(INDIVIDUEL, [TablePlay("1", ("ann", "bob", "cid", "dan"), 0, 60, (Slip(RC, ATTACK),)),
                                     TablePlay("2", ("eve", "fay", "gus", "hal"), 0, 20)])
    second = score_board(INDIVIDUEL, [TablePlay("1", ("bob", "ann", "cid", "dan"), 0, 30, (Slip(FE, ATTACK),)),
                                      TablePlay("2", ("fay", "eve", "gus", "hal"), 0, 20)])
    table = {standing.participant: standing for standing in standings(INDIVIDUEL, [first, second])}
    # ann: 40 (capped) then 0 of the defence on a neutralised board, left out → 40, less 0.5 booked at the end.
    assert (table["ann"].boards, table["ann"].marks, table["ann"].penalties, table["ann"].total) == (1, 40, 0.5, 39.5)
    # bob: 60 as ann's defender, then a zero that counts for his faux écart.
    assert (table["bob"].boards, table["bob"].marks) == (2, 30)
    # eve: 0 as the second table's taker, then 50 alone against nobody (the board's other table neutralised).
    assert table["eve"].marks == 25


def test_equal_totals_share_a_rank() -> None:
    board = score_board(QUADRETTES, [TablePlay("x", ("A", "B", "B", "B"), 0, 60),
                                     TablePlay("y", ("B", "A", "A", "A"), 0, 60),
                                     TablePlay("z", ("C", "D", "D", "D"), 0, 100),
                                     TablePlay("w", ("D", "C", "C", "C"), 0, 0)],
                        [("x", "y"), ("z", "w")])
    ranks = [(standing.participant, standing.rank) for standing in standings(QUADRETTES, [board])]
    assert ranks == [("C", 1), ("A", 2), ("B", 2), ("D", 4)]


def test_a_hand_that_is_not_the_boards_is_reported_with_its_cards() -> None:
    cards = [parse_card(code) for code in ("1S", "2S", "3S", "4S")]
    found = differences([[cards[0], cards[1]], [cards[2]]], [cards[3]], [[cards[0], cards[2]], [cards[1]]], [cards[3]])
    assert [(difference.seat, difference.missing, difference.extra) for difference in found] == [
        (0, (cards[1],), (cards[2],)), (1, (cards[2],), (cards[1],))]
    assert differences([], [cards[0]], [], [cards[1]])[0].seat == DOG

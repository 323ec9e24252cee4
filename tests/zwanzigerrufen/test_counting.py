"""Who took what [spec §8, §9.2]: the declarers' points and tricks, 1T in the last trick, the Mond caught, and
who was dealt the Trull or the four kings, on tricks and hands built for the edge of each rule."""

from __future__ import annotations

from service.core.cards import parse_card
from service.zwanzigerrufen.counting import CompletedTrick, Count, count_tricks, four_kings_holder, trull_holder


def trick(codes: str, winner: int, mondfang: bool = False) -> CompletedTrick:
    return CompletedTrick(0, tuple(parse_card(code) for code in codes.split()), (0, 1, 2, 3), winner, False, mondfang)


def test_the_declarers_points_tricks_last_trick_and_mond() -> None:
    tricks = [trick("KS QS CS JS", 1), trick("21T EX 4T 5T", 1, mondfang=True), trick("6T 7T 1T 8T", 2)]
    # Trick 2 is the last: seat 2 played 1T and won it. Seat 0's 21T was taken by the Sküs.
    assert count_tricks(tricks, frozenset({1, 3}), 2) == Count(14 + 12, 2, (2, True), 0)
    assert count_tricks(tricks, frozenset({0}), 2) == Count(0, 0, (2, True), 0)


def test_1t_lost_in_the_last_trick_and_tricks_that_stop_before_it() -> None:
    tricks = [trick("KS QS CS JS", 1), trick("6T 7T 1T 8T", 3)]
    assert count_tricks(tricks, frozenset({3}), 1) == Count(8, 1, (2, False), None)
    # The last trick (index 2) was not played: nothing is known of 1T in it.
    assert count_tricks(tricks, frozenset({3}), 2) == Count(8, 1, None, None)


def test_a_hand_of_exactly_the_trull_or_the_four_kings() -> None:
    trull = [parse_card(code) for code in ("1T", "21T", "EX")]
    kings = [parse_card(code) for code in ("KS", "KH", "KD", "KC")]
    assert trull_holder([kings, trull]) == 1
    assert four_kings_holder([trull, kings]) == 1
    assert trull_holder([kings, trull[:2]]) is None
    assert four_kings_holder([trull, kings[:3]]) is None

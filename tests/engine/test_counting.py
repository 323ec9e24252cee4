"""Who ends with which cards (§7): the Excuse exchange, the Excuse in the last trick, the chelem
exception, the attack chelem with the defence's Excuse (87/4), and the petit au bout."""

from __future__ import annotations

import pytest

from service.core.cards import EXCUSE, FULL_DECK, HALF_POINTS, PETIT
from service.french.counting import CompletedTrick, count_cards
from service.french.rules import DogDestination, french_rules
from service.french.scoring import ATTACK, DEFENCE

from .helpers import cs
from .trick_lists import DOG, build

DOG_HALF = 6


def hp(cards):
    return sum(HALF_POINTS[card] for card in cards)


def count(players, tricks, attack, dog=DOG, **options):
    return count_cards(tricks, frozenset(attack), dog, (), DogDestination.ATTACK, french_rules(players, options))


# 4 players, taker seat 1. Trick positions: leader first, so seat = (leader + position) % 4.

def test_excuse_exchange_defence_excuse_in_an_attack_trick():
    # trick 3 led by seat 1 (attack): 1, 2 (EX), 3, 0; attack wins; every other trick goes to the defence
    special = {3: ("KH EX 2H 3H", 1, 1), 17: ("1T 8D 9D 10D", 0, 0)}
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    # the attack gets KH 2H 3H and a low card in exchange (0.5); the defence keeps the Excuse for 4
    assert result.attack_half_points == DOG_HALF + hp(cs("KH 2H 3H")) + 1
    assert result.attack_oudlers == 0
    assert result.half_points_to_winner[3] == hp(cs("KH 2H 3H")) + 1


def test_excuse_exchange_attack_excuse_in_a_defence_trick():
    special = {3: ("KH 2H EX 3H", 3, 3), 17: ("1T 8D 9D 10D", 0, 0)}  # seat 1 plays the Excuse (position 2)
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    assert result.attack_half_points == DOG_HALF + 9 - 1  # Excuse kept for 4 points
    assert result.attack_oudlers == 1
    assert result.half_points_to_winner[3] == hp(cs("KH 2H 3H")) + 1


def test_no_exchange_when_the_excuse_side_wins_the_trick():
    special = {3: ("2H EX 3H KH", 0, 0), 17: ("1T 8D 9D 10D", 0, 0)}  # seat 1 plays the Excuse, seat 3 wins
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {0, 1})  # pretend seats 0 and 1 are partners (5-player style camp)
    assert result.attack_half_points == hp(FULL_DECK)


def test_five_players_partners_exchange_nothing():
    # 5 players, attack = taker 1 + partner 3; seat 3 plays the Excuse in a trick seat 1 wins
    special = {2: ("KH 2H EX 3H 4H", 1, 1), 14: ("1T 8D 9D 10D 2C", 0, 0)}
    tricks = build(5, special, default_winner=0, dog=cs("2S 3S 4S"))
    result = count(5, tricks, {1, 3}, dog=cs("2S 3S 4S"))
    assert result.attack_half_points == 3 + hp(cs("KH 2H EX 3H 4H"))
    assert result.attack_oudlers == 1


def test_three_players_exchange_gives_half_points():
    special = {0: ("KH EX 2H", 1, 1), 23: ("1T 8D 9D", 0, 0)}  # seat 2 (defence) plays the Excuse
    tricks = build(3, special, default_winner=0)
    result = count(3, tricks, {1})
    assert result.attack_half_points == DOG_HALF + hp(cs("KH 2H")) + 1


# -- the Excuse in the last trick (§7.2) ------------------------------------------------------------------

def test_defence_excuse_in_the_last_trick_won_by_the_defence_changes_side():
    # seat 1 (attack) wins trick 5; in the last, seat 3 plays the Excuse and seat 0 wins with KH
    special = {5: ("1T KD 2D 3D", 1, 1), 17: ("2H EX KH 3H", 2, 0)}
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    assert result.attack_half_points == DOG_HALF + hp(cs("1T KD 2D 3D")) + 9
    assert result.attack_oudlers == 2


def test_option_to_trick_winner_leaves_the_defence_excuse_with_the_defence():
    special = {5: ("1T KD 2D 3D", 1, 1), 17: ("2H EX KH 3H", 2, 0)}
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1}, excuse_last_trick="to_trick_winner")
    assert result.attack_half_points == DOG_HALF + hp(cs("1T KD 2D 3D"))
    assert result.attack_oudlers == 1


def test_attack_excuse_led_to_the_last_trick_without_a_chelem_goes_to_the_defence():
    special = {5: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 0)}
    tricks = build(4, special, default_winner=0)
    for option in ("changes_side", "to_trick_winner"):
        result = count(4, tricks, {1}, excuse_last_trick=option)
        assert result.attack_half_points == DOG_HALF + hp(cs("1T KD 2D 3D")), option
        assert result.attack_oudlers == 1


def test_defence_excuse_in_the_last_trick_won_by_the_attack_goes_to_the_attack_without_exchange():
    special = {5: ("1T KD 2D 3D", 1, 1), 17: ("3H KH EX 2H", 1, 1)}  # seat 3 (defence) plays EX
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    assert result.attack_half_points == DOG_HALF + hp(cs("1T KD 2D 3D")) + hp(cs("3H KH EX 2H"))


def test_excuse_in_the_last_trick_when_its_side_lost_the_chelem_changes_side():
    # The defence took the first 17 tricks; in the last a defender plays the Excuse (not as lead) and
    # the taker wins. No chelem, so the FFT rule applies: the Excuse changes side, with no exchange.
    special = {0: ("1T KD 2D 3D", 0, 0), 17: ("2H EX 21T 3H", 3, 1)}  # seat 0 plays EX, seat 1 trumps
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    assert result.chelem_won_by is None
    assert result.attack_half_points == DOG_HALF + hp(cs("2H EX 21T 3H"))
    assert result.attack_oudlers == 2


# -- the chelem exception and the 87/4 split (§7.3, §7.4) ---------------------------------------------

def test_excuse_led_to_the_last_trick_by_a_side_with_every_trick_stays_and_makes_the_chelem():
    special = {0: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, special, default_winner=1)
    result = count(4, tricks, {1})
    assert result.attack_half_points == 182 and result.attack_oudlers == 3
    assert result.chelem_won_by == ATTACK


def test_the_excuse_of_the_deals_last_trick_looks_at_no_trick_recorded_after_it():
    # Hands of two cards (a deal of two tricks) and a third trick in the record, won by the defence: the
    # attack took both tricks of the deal, the Excuse's included, so it keeps its Excuse.
    tricks = [CompletedTrick(1, cs("1T KD 2D 3D"), 1), CompletedTrick(1, cs("EX 2H 3H KH"), 1),
              CompletedTrick(0, cs("4H 5H 6H 7H"), 0)]
    result = count_cards(tricks, frozenset({1}), (), (), DogDestination.ATTACK, french_rules(4), deal_tricks=2)
    assert result.attack_half_points == hp(cs("1T KD 2D 3D EX 2H 3H KH"))


def test_attack_chelem_with_the_defence_excuse_is_87_to_4():
    special = {4: ("KH EX 2H 3H", 1, 1), 0: ("1T KD 2D 3D", 1, 1)}
    tricks = build(4, special, default_winner=1)
    result = count(4, tricks, {1})
    assert result.chelem_won_by == ATTACK
    assert result.attack_half_points == 174 and result.attack_oudlers == 2


def test_defence_chelem():
    special = {0: ("1T KD 2D 3D", 0, 0), 4: ("KH EX 2H 3H", 1, 2)}  # seat 2 plays the Excuse
    tricks = build(4, special, default_winner=0, dog=cs("2S 3S 4S 5S 6S 7S"))
    result = count_cards(tricks, frozenset({1}), cs("2S 3S 4S 5S 6S 7S"), (), DogDestination.DEFENCE,
                         french_rules(4))
    assert result.chelem_won_by == DEFENCE
    assert result.attack_half_points == 0


def test_an_unfinished_hand_has_no_chelem_and_no_petit_au_bout():
    special = {0: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, special, default_winner=1)[:10]
    result = count(4, tricks, {1})
    assert result.chelem_won_by is None and result.petit_au_bout is None


# -- the petit au bout (§7.3) -------------------------------------------------------------------------

@pytest.mark.parametrize(
    "last,leader,winner,expected",
    [
        ("1T 2H 3H KH", 1, 1, ATTACK),   # the taker leads the Petit and keeps it
        ("1T 2T 3H KH", 1, 2, DEFENCE),  # the taker leads the Petit, a defender overtrumps
        ("2H 1T 3H 5T", 0, 1, ATTACK),   # a defender plays the Petit, the taker overtrumps it
        ("2T 1T 3H KH", 2, 2, DEFENCE),  # the defence keeps its own Petit
    ],
)
def test_petit_au_bout_goes_to_the_side_that_wins_the_last_trick(last, leader, winner, expected):
    special = {0: ("EX KD 2D 3D", 1, 1), 17: (last, leader, winner)}
    tricks = build(4, special, default_winner=0)
    assert count(4, tricks, {1}).petit_au_bout == expected


def test_the_petit_before_the_last_trick_is_not_au_bout():
    special = {16: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 0)}
    tricks = build(4, special, default_winner=0)
    assert count(4, tricks, {1}).petit_au_bout is None


def test_chelem_closed_by_the_excuse_counts_the_petit_in_the_penultimate_trick():
    special = {16: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, special, default_winner=1)
    result = count(4, tricks, {1})
    assert result.chelem_won_by == ATTACK and result.petit_au_bout == ATTACK


def test_option_last_trick_only_ignores_the_penultimate_petit():
    special = {16: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, special, default_winner=1)
    assert count(4, tricks, {1}, petit_au_bout_chelem="last_trick_only").petit_au_bout is None


def test_defence_chelem_closed_by_the_excuse_counts_the_defence_petit_in_the_penultimate_trick():
    special = {16: ("1T KD 2D 3D", 2, 2), 17: ("EX 2H 3H KH", 2, 2)}
    tricks = build(4, special, default_winner=2)
    result = count(4, tricks, {1})
    assert result.chelem_won_by == DEFENCE and result.petit_au_bout == DEFENCE


def test_no_penultimate_petit_au_bout_without_a_chelem():
    special = {0: ("2C 3C 4C 5C", 0, 0), 16: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, special, default_winner=1)
    assert count(4, tricks, {1}).petit_au_bout is None


def test_every_count_keeps_91_points_between_the_sides():
    special = {3: ("KH EX 2H 3H", 1, 1), 17: ("1T 8D 9D 10D", 0, 0)}
    tricks = build(4, special, default_winner=0)
    result = count(4, tricks, {1})
    defence = hp(card for trick in tricks if trick.winner != 1 for card in trick.cards if card != EXCUSE) - 1 + 9
    assert result.attack_half_points + defence == 182


def test_one_trick_short_of_the_deal_has_no_chelem_and_no_petit_au_bout():
    # Every trick but the last, all won by the attack, the Petit in the last one played: nothing is au bout
    # and no chelem is made until the deal's last trick is played.
    special = {0: ("EX KD 2D 3D", 1, 1), 16: ("1T 2H 3H KH", 1, 1), 17: ("4H 5H 6H 7H", 1, 1)}
    tricks = build(4, special, default_winner=1)[:17]
    result = count(4, tricks, {1})
    assert (result.chelem_won_by, result.petit_au_bout, result.attack_tricks) == (None, None, 17)


def test_a_deal_shorter_than_the_rule_sets_is_finished_after_its_own_tricks():
    # deal_tricks: hands of a wrong size (arbitration) make a deal of 17 tricks, whose 17th is the last.
    special = {0: ("EX KD 2D 3D", 1, 1), 16: ("1T 2H 3H KH", 1, 1), 17: ("4H 5H 6H 7H", 1, 1)}
    tricks = build(4, special, default_winner=1)[:17]
    result = count_cards(tricks, frozenset({1}), DOG, (), DogDestination.ATTACK, french_rules(4), deal_tricks=17)
    assert (result.chelem_won_by, result.petit_au_bout) == (ATTACK, ATTACK)


def test_the_excuse_in_a_deals_last_trick_by_its_own_count_changes_side():
    # The defence's Excuse in trick 16, the last of a 17-trick deal, won by the attack: it goes to the attack
    # (FFT), where as the 17th of 18 tricks it would be kept by the defence for a low card.
    special = {0: ("1T KD 2D 3D", 0, 0), 16: ("KH EX 2H 3H", 1, 1), 17: ("4H 5H 6H 7H", 1, 1)}
    tricks = build(4, special, default_winner=0)[:17]
    as_last = count_cards(tricks, frozenset({1}), DOG, (), DogDestination.ATTACK, french_rules(4), deal_tricks=17)
    not_last = count(4, tricks, {1})
    assert as_last.attack_half_points == DOG_HALF + hp(cs("KH EX 2H 3H"))
    assert not_last.attack_half_points == DOG_HALF + hp(cs("KH 2H 3H")) + 1


def test_the_excuses_owner_is_the_seat_that_played_it_when_a_seat_is_skipped():
    # Seat 2 has no cards left (arbitration of a wrong count): trick 3 is played by seats 1, 3 and 0, so the
    # Excuse at position 1 is seat 3's (defence), not seat 2's by the leader's order. The attack (seat 1) takes
    # the trick and gives a low card for the defence's Excuse.
    special = {3: ("KH EX 2H 3H", 1, 1), 17: ("1T 8D 9D 10D", 0, 0)}
    tricks = build(4, special, default_winner=0)
    skipped = list(tricks)
    skipped[3] = CompletedTrick(1, cs("KH EX 2H"), 1, (1, 3, 0))
    result = count_cards(skipped, frozenset({1, 2}), DOG, (), DogDestination.ATTACK, french_rules(4))
    assert result.attack_half_points == DOG_HALF + hp(cs("KH 2H")) + 1
    by_order = count_cards(skipped[:3] + [CompletedTrick(1, cs("KH EX 2H"), 1)] + skipped[4:], frozenset({1, 2}),
                           DOG, (), DogDestination.ATTACK, french_rules(4))
    assert by_order.attack_half_points == DOG_HALF + hp(cs("KH EX 2H"))


def test_a_petit_imprenable_is_never_au_bout():
    # With petit imprenable the Petit of a petit sec follows the Excuse's rules: played to the last trick (not
    # taking it), it is not au bout for the side that wins that trick, as an ordinary Petit would be.
    special = {0: ("EX KD 2D 3D", 1, 1), 17: ("KH 1T 2H 3H", 0, 0)}
    tricks = build(4, special, default_winner=1)
    imprenable = count_cards(tricks, frozenset({1}), DOG, (), DogDestination.ATTACK, french_rules(4),
                             excuses=frozenset({EXCUSE, PETIT}))
    assert imprenable.petit_au_bout is None
    assert count(4, tricks, {1}).petit_au_bout == DEFENCE


def test_the_penultimate_petit_of_a_two_trick_deal_is_au_bout_in_a_chelem_closed_by_the_excuse():
    # deal_tricks: a deal as short as two tricks (every other card gone) still looks one trick back.
    tricks = [CompletedTrick(1, cs("1T KD 2D 3D"), 1), CompletedTrick(1, cs("EX 2H 3H KH"), 1)]
    result = count_cards(tricks, frozenset({1}), DOG, (), DogDestination.ATTACK, french_rules(4), deal_tricks=2)
    assert (result.chelem_won_by, result.petit_au_bout, result.attack_tricks) == (ATTACK, ATTACK, 2)

"""The deal's violations (french/deal.py) with every field and their exact English words."""

from __future__ import annotations

import pytest

from service.core.cards import card_code
from service.core.violations import Violation
from service.french.deal import annulment_choice_fault, check_deal
from service.french.record import HandRecord
from service.french.rules import french_rules
from tests.house_rules.two_players import play_two

from .helpers import build_deal, cs, record


@pytest.mark.parametrize(("choice", "words"), [("play_on", "play on"), ("annul", "annul")])
def test_a_choice_to_annul_or_play_on_where_no_hand_leaves_one(choice, words):
    hands, dog = build_deal(4)
    rec = record(0, hands, dog)
    rec = HandRecord(rec.dealer, rec.hands, rec.dog, annulment_choice=choice)
    assert annulment_choice_fault(rec, french_rules(4)) == Violation(
        "annulment_choice_not_open", "deal",
        f"The record says the holder chose to {words}, but no hand of this deal leaves its holder the choice to "
        "annul it under these rules.", "/annulment_choice")


def test_a_card_dealt_to_nobody_points_at_the_hands():
    hands, dog = build_deal(4)
    missing = hands[2][0]
    violations = check_deal(record(0, (hands[0], hands[1], hands[2][1:], hands[3]), dog), french_rules(4))
    assert violations[-1] == Violation("card_missing", "deal", f"{card_code(missing)} is dealt to nobody.",
                                       "/hands", card=missing)



def test_a_dealer_who_sits_out_and_is_dealt_cards():
    """FFT five-player 'mort' (and seed 001's six): the dealer deals and takes no part, so he holds no cards. A
    card of his is that fault, his own, pointing at his hand; the seat it was taken from is one short."""
    hands, dog = build_deal(4)
    dealt_to_the_dealer = hands[0][0]
    table = ((dealt_to_the_dealer,), hands[0][1:], *hands[1:])  # seat 0 deals; seats 1-4 play
    violations = check_deal(record(0, table, dog), french_rules(5, {"five_player_table": "dealer_sits_out"}))
    assert violations == [
        Violation("hand_size", "deal", "Seat 1 deals and sits out: it is dealt no cards, not 1.", "/hands/0",
                  seat=0),
        Violation("hand_size", "deal", "Seat 2 was dealt 17 cards; 4 players get 18 each.", "/hands/1", seat=1),
    ]


def test_a_dog_of_the_wrong_size_points_at_the_dog():
    hands, dog = build_deal(4)
    violations = check_deal(record(0, (hands[0] + dog[:1], *hands[1:]), dog[1:]), french_rules(4))
    assert violations == [
        Violation("hand_size", "deal", "Seat 1 was dealt 19 cards; 4 players get 18 each.", "/hands/0", seat=0),
        Violation("dog_size", "deal", "The dog has 5 cards; with 4 players it has 6.", "/dog"),
    ]


def test_piles_of_the_wrong_size_name_their_seat_and_each_pile_s_count():
    """Seed 000's game for two: each player has six piles of three, the top card face up. A seat with a pile
    of 2 and one of 4 (the same 18 cards), or with no piles at all, is named with what it has."""
    game = play_two(0, 0).record
    hands = tuple(cs(hand) for hand in game["hands"])
    piles = [[cs(pile) for pile in seat_piles] for seat_piles in game["piles"]]
    piles[1][4], piles[1][5] = piles[1][4][:2], piles[1][4][2:] + piles[1][5]
    rec = HandRecord(0, hands, (), piles=(tuple(piles[0]), tuple(piles[1])))
    assert check_deal(rec, french_rules(2)) == [
        Violation("pile_size", "deal", "Seat 2 has 6 piles of 3, 3, 3, 3, 2, 4 cards; each player has 6 piles of 3.",
                  "/piles/1", seat=1),
    ]
    rec = HandRecord(0, hands, (), piles=((), tuple(piles[1])))
    assert check_deal(rec, french_rules(2))[0] == Violation(
        "pile_size", "deal", "Seat 1 has no piles; each player has 6 piles of 3.", "/piles/0", seat=0)

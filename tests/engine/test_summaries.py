"""Score keepers' summaries (docs/contract.md §6): impossible summaries are refused before scoring."""

from __future__ import annotations

import pytest

from service.french.rules import french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary, Misere
from service.french.summaries import summary_problems


def problems(players=4, poignee_seats=(), **kwargs):
    fields = dict(taker=0, partner=None, contract="garde", points=46, oudlers=2)
    fields.update(kwargs)
    points = fields.pop("points")
    deal = DealSummary(attack_half_points=round(points * 2), **fields)
    return [pointer for pointer, _ in summary_problems(deal, list(poignee_seats), french_rules(players))]


def test_an_ordinary_summary_is_fine():
    assert problems() == []


@pytest.mark.parametrize(("points", "oudlers", "more"), [
    (0, 0, {"contract": "garde_contre", "chelem_won_by": DEFENCE}),  # nothing set aside for it, no trick
    (0.5, 0, {"players": 3, "contract": "garde_contre", "chelem_won_by": DEFENCE}),
    (45.5, 1, {}),
    (91, 3, {"chelem_won_by": ATTACK}),
])
def test_points_from_0_to_91(points, oudlers, more):
    assert problems(points=points, oudlers=oudlers, **more) == []


@pytest.mark.parametrize("points", [91.5, 92, -0.5, 200])
def test_points_outside_0_to_91_are_impossible(points):
    assert "/attack_points" in problems(points=points, oudlers=1)


@pytest.mark.parametrize("oudlers", [4, -1])
def test_more_than_three_oudlers_is_impossible(oudlers):
    assert "/oudlers" in problems(oudlers=oudlers)


def test_too_few_points_for_the_oudlers_is_impossible():
    # A garde at 4 players: the écart's 6 cards (3 points, no oudler may go there), the Excuse kept for 4,
    # the 21 and the Petit taken in a trick of 4 cards with 2 more (4.5 + 4.5 + 1): 17 at least.
    assert "/attack_points" in problems(points=16, oudlers=3)
    assert problems(points=17, oudlers=3) == []
    # Without the écart (garde contre: the dog is the defence's), 3 points fewer.
    assert "/attack_points" in problems(points=13, oudlers=3, contract="garde_contre")
    assert problems(points=14, oudlers=3, contract="garde_contre") == []
    # A garde sans dog may hold the 21 and the Petit with 4 low cards, and the attack took a trick of 4.
    assert "/attack_points" in problems(points=16, oudlers=3, contract="garde_sans")
    assert problems(points=17, oudlers=3, contract="garde_sans") == []


def test_too_many_points_to_leave_the_defence_its_oudlers_is_impossible():
    # The defence's Excuse kept for 4, its 21 and Petit in a trick with 2 more cards: 14 at least.
    assert "/attack_points" in problems(points=78, oudlers=0)
    assert problems(points=77, oudlers=0) == []
    # Without a chelem the defence took a trick: 4 cards, 2 points at least.
    assert "/attack_points" in problems(points=90, oudlers=3)
    assert problems(points=89, oudlers=3) == []


def test_each_side_that_took_a_trick_has_its_cards():
    """A trick holds one card per player, each worth half a point at least (the Excuse handed back for a low
    card): 1.5 at 3 players, 2.5 at 5, beside what was set aside for the side."""
    assert "/attack_points" in problems(players=3, points=1, oudlers=0, contract="garde_contre")
    assert problems(players=3, points=1.5, oudlers=0, contract="garde_contre") == []
    assert "/attack_points" in problems(players=5, points=2, oudlers=0, contract="garde_contre")
    assert problems(players=5, points=2.5, oudlers=0, contract="garde_contre") == []
    # At 5 players a garde's écart is 3 cards: 1.5 points, and a trick 2.5.
    assert "/attack_points" in problems(players=5, points=3.5, oudlers=0)
    assert problems(players=5, points=4, oudlers=0) == []


def test_a_partner_with_four_players_is_impossible():
    assert "/partner" in problems(partner=2)


def test_the_taker_as_his_own_partner_is_impossible():
    assert "/partner" in problems(players=5, partner=0)


def test_a_five_player_partner_is_fine():
    assert problems(players=5, partner=3) == []


@pytest.mark.parametrize("field,value", [("taker", 4), ("partner", 7)])
def test_seats_outside_the_table_are_impossible(field, value):
    assert f"/{field}" in problems(players=5 if field == "partner" else 4, **{field: value})


def test_an_unknown_contract_is_impossible():
    assert "/contract" in problems(contract="pousse")


def test_two_poignees_from_one_seat_are_impossible():
    assert "/poignees/1/seat" in problems(poignees=("simple", "double"), poignee_seats=(2, 2))


def test_poignees_without_seats_are_fine():
    assert problems(poignees=("simple", "simple"), poignee_seats=(None, None)) == []


def test_a_poignee_seat_outside_the_table_is_impossible():
    assert "/poignees/0/seat" in problems(poignees=("simple",), poignee_seats=(5,))


def test_more_poignees_than_players_is_impossible():
    assert "/poignees" in problems(players=3, poignees=("simple",) * 4, poignee_seats=(None,) * 4)


# -- chelem summaries ---------------------------------------------------------------------------------

def test_attack_chelem_with_91_and_three_oudlers_is_fine():
    assert problems(points=91, oudlers=3, chelem_won_by=ATTACK) == []


def test_attack_chelem_with_87_and_two_oudlers_is_fine():
    assert problems(points=87, oudlers=2, chelem_won_by=ATTACK) == []


@pytest.mark.parametrize("points,oudlers", [(90, 3), (87, 3), (60, 2), (88, 2), (91, 2)])
def test_attack_chelem_with_other_counts_is_impossible(points, oudlers):
    assert "/chelem/won_by" in problems(points=points, oudlers=oudlers, chelem_won_by=ATTACK)


def test_attack_chelem_with_garde_contre_leaves_the_dog_to_the_defence():
    assert problems(points=80, oudlers=3, contract="garde_contre", chelem_won_by=ATTACK) == []


def test_attack_chelem_with_garde_contre_still_needs_every_trick_worth_of_points():
    # The dog (6 cards) holds at most 27 points and the defence's Excuse counts 4: an attack that took
    # every trick has at least 91 - 27 - 4 = 60 points.
    assert "/chelem/won_by" in problems(points=30, oudlers=1, contract="garde_contre", chelem_won_by=ATTACK)


def test_defence_chelem_with_little_for_the_attack_is_fine():
    # The écart of a petite is the attack's (3 points at least), and so is its Excuse (4).
    assert problems(points=3, oudlers=0, contract="petite", chelem_won_by=DEFENCE) == []
    assert problems(points=7, oudlers=1, contract="petite", chelem_won_by=DEFENCE) == []
    assert problems(points=4, oudlers=1, contract="garde_contre", chelem_won_by=DEFENCE) == []
    assert "/attack_points" in problems(points=4, oudlers=1, contract="petite", chelem_won_by=DEFENCE)


def test_defence_chelem_with_too_many_attack_points_is_impossible():
    assert "/chelem/won_by" in problems(points=40, oudlers=1, contract="petite", chelem_won_by=DEFENCE)
    assert "/chelem/won_by" in problems(points=10, oudlers=1, contract="garde_contre", chelem_won_by=DEFENCE)


def test_defence_chelem_with_garde_sans_allows_the_dog():
    assert problems(points=20, oudlers=2, contract="garde_sans", chelem_won_by=DEFENCE) == []


def test_defence_chelem_with_an_ecart_leaves_the_attack_one_oudler_at_most():
    # After a petite or garde the attack keeps only its écart (no oudler may go there) and perhaps the
    # Excuse: two attack oudlers cannot happen when the defence took every trick.
    assert problems(points=20, oudlers=2, contract="garde", chelem_won_by=DEFENCE) != []


def test_attack_chelem_and_defence_petit_au_bout_is_impossible():
    # The attack won every trick, so the defence cannot win the last one with the Petit.
    assert problems(points=87, oudlers=2, chelem_won_by=ATTACK, petit_au_bout=DEFENCE) != []


def test_defence_chelem_and_attack_petit_au_bout_is_impossible():
    assert problems(points=4, oudlers=1, contract="petite", chelem_won_by=DEFENCE, petit_au_bout=ATTACK) != []


# -- what the counting proves: half points, the Petit au bout, the poignées ------------------------------


@pytest.mark.parametrize("points", [52.5, 36.5])
def test_a_half_point_at_4_players_needs_the_excuse_gone_over_in_the_last_trick(points):
    """At 4 players tricks of 4 and a dog of 6 hold even numbers of cards, each worth an odd number of half
    points: the attack's points are whole, but when a defender's Excuse played to the last trick, taken by
    another defender, goes over to the attack without exchange (FFT). Then the attack holds that oudler, did
    not take the last trick, and there was no chelem."""
    assert problems(points=points, oudlers=1) == []
    assert "/attack_points" in problems(points=points, oudlers=0)
    assert "/attack_points" in problems(points=points, oudlers=2, petit_au_bout=ATTACK)
    rules = french_rules(4, {"excuse_last_trick": "to_trick_winner"})
    deal = DealSummary(0, None, "garde", round(points * 2), 2)
    assert [pointer for pointer, _ in summary_problems(deal, [], rules)] == ["/attack_points"]


def test_a_half_point_is_no_question_at_3_and_5_players():
    """Tricks of 3 or 5 cards: any parity, whatever the side took."""
    assert problems(players=3, points=36.5, oudlers=0) == []
    assert problems(players=5, points=36.5, oudlers=0) == []


def test_the_petit_au_bout_is_the_petit_of_the_side_that_took_it():
    """The Petit in the last trick goes to the side that takes it (as in the penultimate trick of a chelem
    finished with the Excuse): the attack's Petit au bout is one of its oudlers, the defence's leaves the
    attack two at most. (The rules' example E17, 3 attack oudlers and a defence Petit au bout, cannot happen.)"""
    assert problems(points=50, oudlers=0, petit_au_bout=ATTACK) == ["/petit_au_bout"]
    assert problems(points=50, oudlers=1, petit_au_bout=ATTACK) == []
    assert problems(points=60, oudlers=3, petit_au_bout=DEFENCE) == ["/petit_au_bout"]
    assert problems(points=60, oudlers=2, petit_au_bout=DEFENCE) == []


def test_the_poignees_of_a_deal_share_22_trumps():
    """At 4 players a simple (10) and a double (13) poignée are 23 trumps: there are 21 and the Excuse.
    (The rules' example E26 has them.) At 5 players 8 + 13 = 21 fits, 10 + 13 does not; at 3, 13 + 13."""
    assert problems(poignees=("simple", "double"), poignee_seats=(0, 2)) == ["/poignees"]
    assert problems(poignees=("simple", "simple"), poignee_seats=(0, 2)) == []
    assert problems(players=5, poignees=("simple", "triple"), poignee_seats=(0, 2)) == []
    assert problems(players=5, poignees=("double", "triple"), poignee_seats=(0, 2)) == ["/poignees"]
    assert problems(players=3, poignees=("simple", "simple"), poignee_seats=(0, 2)) == ["/poignees"]


def test_only_the_taker_shows_more_trumps_than_a_hand_holds():
    """With poignee_sizes 8/10/16 at 5 players a defender's hand of 15 cannot show the triple; the taker's
    can, with the dog's 3 cards."""
    rules = french_rules(5, {"poignee_sizes": [8, 10, 16]})
    deal = DealSummary(0, None, "garde", 100, 2, poignees=("triple",))
    assert summary_problems(deal, [0], rules) == []
    assert [pointer for pointer, _ in summary_problems(deal, [3], rules)] == ["/poignees/0/size"]


def test_a_misere_without_trumps_shows_no_poignee():
    rules = french_rules(4, {"misere": True})
    deal = DealSummary(0, None, "garde", 100, 2, poignees=("simple",), miseres=(Misere(2, "trumps"),))
    assert [pointer for pointer, _ in summary_problems(deal, [2], rules)] == ["/poignees/0/seat"]
    assert summary_problems(deal, [1], rules) == []

"""Score keepers' summaries (docs/contract.md §6): impossible summaries are refused before scoring."""

from __future__ import annotations

import pytest

from service.french.rules import french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary
from service.french.summaries import summary_problems


def problems(players=4, poignee_seats=(), **kwargs):
    fields = dict(taker=0, partner=None, contract="garde", points=46, oudlers=2)
    fields.update(kwargs)
    points = fields.pop("points")
    deal = DealSummary(attack_half_points=round(points * 2), **fields)
    return [pointer for pointer, _ in summary_problems(deal, list(poignee_seats), french_rules(players))]


def test_an_ordinary_summary_is_fine():
    assert problems() == []


@pytest.mark.parametrize("points", [0, 0.5, 45.5, 91])
def test_points_from_0_to_91(points):
    oudlers = 0 if points < 12 else (3 if points == 91 else 1)
    assert problems(points=points, oudlers=oudlers) == []


@pytest.mark.parametrize("points", [91.5, 92, -0.5, 200])
def test_points_outside_0_to_91_are_impossible(points):
    assert "/attack_points" in problems(points=points, oudlers=1)


@pytest.mark.parametrize("oudlers", [4, -1])
def test_more_than_three_oudlers_is_impossible(oudlers):
    assert "/oudlers" in problems(oudlers=oudlers)


def test_too_few_points_for_the_oudlers_is_impossible():
    assert "/attack_points" in problems(points=11.5, oudlers=3)
    assert problems(points=12, oudlers=3) == []  # three oudlers, the Excuse kept for 4


def test_too_many_points_to_leave_the_defence_its_oudlers_is_impossible():
    assert "/attack_points" in problems(points=80, oudlers=0)
    assert problems(points=79, oudlers=0) == []


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
    assert problems(poignees=("simple", "double"), poignee_seats=(None, None)) == []


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
    assert problems(points=3, oudlers=0, contract="petite", chelem_won_by=DEFENCE) == []
    assert problems(points=4, oudlers=1, contract="petite", chelem_won_by=DEFENCE) == []


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

"""Scoring (§1.3, §8): targets, the FFT formula, half points, bonuses, chelem values, the split."""

from __future__ import annotations

import pytest

from service.french.rules import french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary, Result, distribute, result_of, round_to, score_of


def summary(points, oudlers, contract="garde", taker=0, partner=None, pab=None, poignees=(), announced=False,
            won_by=None):
    return DealSummary(taker=taker, partner=partner, contract=contract, attack_half_points=round(points * 2),
                       oudlers=oudlers, petit_au_bout=pab, poignees=tuple(poignees), chelem_announced=announced,
                       chelem_won_by=won_by)


def score(players=4, options=None, **kwargs):
    deal = summary(**kwargs)
    result = result_of(deal)
    return result, score_of(deal, result, french_rules(players, options or {}))


@pytest.mark.parametrize("oudlers,target", [(0, 56), (1, 51), (2, 41), (3, 36)])
def test_target_depends_on_the_attacks_oudlers(oudlers, target):
    assert result_of(summary(50, oudlers)).target == target


@pytest.mark.parametrize("oudlers,target", [(0, 56), (1, 51), (2, 41), (3, 36)])
def test_juste_fait_is_made_by_zero(oudlers, target):
    result = result_of(summary(target, oudlers))
    assert result.made and result.margin == 0


def test_one_point_short_is_lost_by_one():
    result = result_of(summary(50, 1))
    assert not result.made and result.margin == -1


def test_margin_is_points_minus_target():
    assert result_of(summary(56, 2)).margin == 15


# -- half points (§8.5) ---------------------------------------------------------------------------------

def test_fft_half_point_example_40_5_with_two_oudlers_is_lost_by_one():
    result, sc = score(3, points=40.5, oudlers=2)
    assert not result.made and result.margin == -1
    assert sc.per_defender == -52 and sc.deltas == (-104, 52, 52)


def test_fft_half_point_example_41_5_with_two_oudlers_is_won_by_one():
    result, sc = score(3, points=41.5, oudlers=2)
    assert result.made and result.margin == 1
    assert sc.per_defender == 52


def test_half_a_point_short_fails_by_one():
    result, sc = score(3, points=35.5, oudlers=3, contract="petite")
    assert not result.made and result.margin == -1 and sc.per_defender == -26


def test_half_a_point_over_wins_by_one():
    result = result_of(summary(36.5, 3))
    assert result.made and result.margin == 1


def test_one_and_a_half_points_short_loses_by_two():
    result = result_of(summary(39.5, 2))
    assert not result.made and result.margin == -2


# -- the formula (§8.1) ---------------------------------------------------------------------------------

@pytest.mark.parametrize("contract,mult", [("petite", 1), ("garde", 2), ("garde_sans", 4), ("garde_contre", 6)])
def test_contract_multiplies_base_and_margin(contract, mult):
    _, sc = score(points=46, oudlers=2, contract=contract)
    assert sc.multiplier == mult and sc.per_defender == (25 + 5) * mult


@pytest.mark.parametrize("contract,mult", [("petite", 1), ("garde", 2), ("garde_sans", 4), ("garde_contre", 6)])
def test_petit_au_bout_is_multiplied(contract, mult):
    _, plain = score(points=46, oudlers=2, contract=contract)
    _, with_pab = score(points=46, oudlers=2, contract=contract, pab=ATTACK)
    assert with_pab.petit_au_bout == 10 * mult
    assert with_pab.per_defender - plain.per_defender == 10 * mult


def test_petit_au_bout_counts_whether_or_not_the_contract_is_made():
    _, sc = score(points=40, oudlers=2, pab=ATTACK)
    assert sc.per_defender == -(25 + 1) * 2 + 20
    _, sc = score(points=46, oudlers=2, pab=DEFENCE)
    assert sc.per_defender == (25 + 5) * 2 - 20


@pytest.mark.parametrize("contract", ["petite", "garde", "garde_sans", "garde_contre"])
@pytest.mark.parametrize("size,value", [("simple", 20), ("double", 30), ("triple", 40)])
def test_poignee_is_not_multiplied(contract, size, value):
    _, plain = score(points=46, oudlers=2, contract=contract)
    _, with_p = score(points=46, oudlers=2, contract=contract, poignees=[size])
    assert with_p.poignees == value and with_p.per_defender - plain.per_defender == value


def test_poignee_goes_to_the_winning_side_when_the_attack_loses():
    _, sc = score(points=38, oudlers=2, poignees=["double"])
    assert sc.poignees == -30 and sc.per_defender == -(25 + 3) * 2 - 30


def test_several_poignees_add_up():
    _, sc = score(points=45, oudlers=2, poignees=["simple", "double"])
    assert sc.poignees == 50 and sc.per_defender == 108


@pytest.mark.parametrize("contract", ["petite", "garde_contre"])
def test_chelem_is_not_multiplied(contract):
    _, sc = score(points=91, oudlers=3, contract=contract, won_by=ATTACK)
    mult = {"petite": 1, "garde_contre": 6}[contract]
    assert sc.chelem == 200 and sc.per_defender == (25 + 55) * mult + 200


# -- chelem values (§8.3) -------------------------------------------------------------------------------

def test_announced_chelem_made_is_plus_400():
    _, sc = score(points=91, oudlers=3, announced=True, won_by=ATTACK, pab=ATTACK)
    assert sc.chelem == 400 and sc.per_defender == 580


def test_unannounced_chelem_made_is_plus_200():
    _, sc = score(points=87, oudlers=2, contract="garde_sans", won_by=ATTACK)
    assert sc.chelem == 200 and sc.per_defender == 484


def test_announced_chelem_failed_is_minus_200_even_when_the_contract_is_made():
    result, sc = score(points=70, oudlers=3, announced=True)
    assert result.made and sc.chelem == -200 and sc.per_defender == -82


def test_defence_chelem_is_minus_200():
    _, sc = score(points=3, oudlers=0, contract="petite", won_by=DEFENCE)
    assert sc.chelem == -200 and sc.per_defender == -278


def test_announced_chelem_ending_as_defence_chelem_stacks_both_by_default():
    _, sc = score(points=3, oudlers=0, contract="petite", announced=True, won_by=DEFENCE)
    assert sc.chelem == -400


def test_option_defence_only_applies_only_the_defence_chelem():
    _, sc = score(points=3, oudlers=0, contract="petite", announced=True, won_by=DEFENCE,
                  options={"chelem_failed_and_defence": "defence_only"})
    assert sc.chelem == -200


def test_no_chelem_no_term():
    _, sc = score(points=46, oudlers=2)
    assert sc.chelem == 0


# -- distribution (§8.2) --------------------------------------------------------------------------------

def test_three_players_taker_gets_twice():
    assert distribute(50, 1, None, french_rules(3)) == (-50, 100, -50)


def test_four_players_taker_gets_three_times():
    assert distribute(-30, 2, None, french_rules(4)) == (30, 30, -90, 30)


def test_five_players_taker_double_partner_single():
    assert distribute(60, 0, 3, french_rules(5)) == (120, -60, -60, 60, -60)


def test_five_players_alone_gets_four_times():
    assert distribute(30, 4, None, french_rules(5)) == (-30, -30, -30, -30, 120)


def test_option_five_player_split_equal():
    deltas = distribute(61, 0, 3, french_rules(5, {"five_player_split": "equal"}))
    assert deltas == (91.5, -61, -61, 91.5, -61)


@pytest.mark.parametrize("players,partner", [(3, None), (4, None), (5, None), (5, 2)])
@pytest.mark.parametrize("per_defender", [-278, -1, 0, 37, 580])
def test_deltas_sum_to_zero(players, partner, per_defender):
    for split in ("taker_double", "equal"):
        deltas = distribute(per_defender, 0, partner, french_rules(players, {"five_player_split": split}
                                                                      if players == 5 else {}))
        assert sum(deltas) == 0


# -- the worked examples of the rules (§10) ---------------------------------------------------------------

EXAMPLES = [
    # id, players, contract, points, oudlers, pab, poignees, announced, won_by, partner, M, taker delta
    ("E01", 4, "garde", 56, 2, None, [], False, None, None, 80, 240),
    ("E02", 4, "garde", 49, 3, ATTACK, [], False, None, None, 96, 288),
    ("E03", 4, "garde", 40, 2, DEFENCE, [], False, None, None, -72, -216),
    ("E04", 4, "garde", 41, 2, DEFENCE, [], False, None, None, 30, 90),
    ("E05", 4, "garde", 40, 3, None, ["simple"], False, None, None, 78, 234),
    ("E06", 4, "garde_contre", 43, 2, ATTACK, ["simple"], False, None, None, 242, 726),
    ("E07", 4, "garde", 49, 2, ATTACK, ["simple"], False, None, None, 106, 318),
    ("E08", 4, "garde_sans", 46, 2, DEFENCE, [], False, None, None, 80, 240),
    ("E09", 4, "petite", 51, 1, DEFENCE, [], False, None, None, 15, 45),
    ("E10a", 4, "garde", 44, 2, None, ["double"], False, None, None, 86, 258),
    ("E10b", 4, "garde", 38, 2, None, ["double"], False, None, None, -86, -258),
    ("E11", 4, "garde", 54, 1, None, ["simple"], False, None, None, 76, 228),
    ("E12", 3, "garde", 40.5, 2, None, [], False, None, None, -52, -104),
    ("E13", 3, "garde", 41.5, 2, None, [], False, None, None, 52, 104),
    ("E14", 3, "petite", 35.5, 3, None, [], False, None, None, -26, -52),
    ("E15", 5, "garde", 46.5, 1, None, [], False, None, 1, -60, -120),
    ("E16", 5, "petite", 46, 2, None, [], False, None, None, 30, 120),
    ("E17", 5, "garde", 38.5, 3, DEFENCE, ["simple"], False, None, 1, 56, 112),
    ("E18", 4, "garde", 91, 3, ATTACK, [], True, ATTACK, None, 580, 1740),
    ("E19", 4, "garde_sans", 87, 2, None, [], False, ATTACK, None, 484, 1452),
    ("E20", 4, "garde", 70, 3, None, [], True, None, None, -82, -246),
    ("E21", 4, "petite", 3, 0, None, [], False, DEFENCE, None, -278, -834),
    ("E22", 4, "garde_contre", 50, 1, None, [], False, None, None, -156, -468),
    ("E23", 3, "garde_sans", 48, 2, ATTACK, ["triple"], False, None, None, 208, 416),
    ("E24", 4, "garde", 47, 1, None, ["double"], False, None, None, -88, -264),
    ("E25", 3, "petite", 58, 0, None, [], False, None, None, 27, 54),
    ("E26", 4, "garde", 45, 2, None, ["simple", "double"], False, None, None, 108, 324),
    ("E27", 3, "garde", 41, 2, None, [], False, None, None, 50, 100),
    ("E28", 5, "garde_sans", 36.5, 3, ATTACK, [], False, None, 1, 144, 288),
]


@pytest.mark.parametrize("example", EXAMPLES, ids=[row[0] for row in EXAMPLES])
def test_worked_examples(example):
    _, players, contract, points, oudlers, pab, poignees, announced, won_by, partner, m, taker_delta = example
    _, sc = score(players, points=points, oudlers=oudlers, contract=contract, pab=pab, poignees=poignees,
                  announced=announced, won_by=won_by, partner=partner)
    assert sc.per_defender == m
    assert sc.deltas[0] == taker_delta
    if partner is not None:
        assert sc.deltas[partner] == m
    assert sum(sc.deltas) == 0
    assert all(delta == -m for seat, delta in enumerate(sc.deltas) if seat not in (0, partner))


def test_pagat_running_totals():
    rows = [(0, "garde", 56, 2, None), (1, "garde", 49, 3, ATTACK), (2, "garde", 40, 2, DEFENCE),
            (2, "garde", 41, 2, DEFENCE), (3, "garde", 40, 3, None)]
    poignees = [[], [], [], [], ["simple"]]
    totals = [0, 0, 0, 0]
    expected = [(240, -80, -80, -80), (144, 208, -176, -176), (216, 280, -392, -104), (186, 250, -302, -134),
                (108, 172, -380, 100)]
    for (taker, contract, points, oudlers, pab), pg, want in zip(rows, poignees, expected, strict=True):
        _, sc = score(4, points=points, oudlers=oudlers, contract=contract, taker=taker, pab=pab, poignees=pg)
        totals = [t + d for t, d in zip(totals, sc.deltas, strict=True)]
        assert tuple(totals) == want


def test_unknown_contract_cannot_be_scored():
    deal = summary(46, 2, contract="pousse")
    with pytest.raises(ValueError):
        score_of(deal, result_of(deal), french_rules(4))


def test_a_result_carries_the_summarys_points_and_oudlers_beside_its_target_and_margin():
    # 46.5 points with 2 oudlers against 41: made by 5.5, rounded in the attack's favour to 6 [FFT S1 §15-16].
    assert result_of(summary(46.5, 2, taker=3, partner=1)) == Result((1, 3), 93, 2, 41, True, 6)
    assert result_of(summary(40.5, 2)) == Result((0,), 81, 2, 41, False, -1)


def test_where_miseres_are_not_played_the_score_has_no_misere_part():
    # The score shows what the misères' declarers receive in all (the wire's score.miseres): none under FFT.
    _, sc = score(4, points=46, oudlers=2)
    assert sc.miseres == 0 and sum(sc.deltas) == 0


def test_result_lists_the_attack_seats():
    assert result_of(summary(46, 2, taker=3, partner=1)).attack == (1, 3)
    assert result_of(summary(46, 2, taker=3)).attack == (3,)


def test_a_contract_the_rule_set_does_not_have_is_refused_by_name():
    deal = summary(50, 2, contract="chelem")  # a contract only with option chelem_contract
    with pytest.raises(ValueError, match="^unknown contract 'chelem'$"):
        score_of(deal, result_of(deal), french_rules(4))


@pytest.mark.parametrize(("value", "step", "rounded"), [
    (0.5, 1, 1), (-0.5, 1, -1), (0.4, 1, 0), (25, 10, 30), (-25, 10, -30), (24, 10, 20), (0, 10, 0),
])
def test_round_to_takes_the_nearest_multiple_halves_away_from_zero(value, step, rounded):
    # round_to takes any number (a float too): a half rounds away from zero on either side of 0.
    assert round_to(value, step) == rounded

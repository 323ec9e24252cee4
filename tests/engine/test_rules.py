"""The rule set as data: table sizes, options and their defaults (docs/contract.md §3)."""

from __future__ import annotations

import pytest

from service.core.value_schema import problem
from service.french.options import OPTION_SPECS
from service.french.rules import InvalidOption, default_options, french_rules
from tests.house_rules.expected_options import (
    ARBITRATION_DEFAULTS,
    EXPECTED_DEFAULTS,
    ISSUE_18_SCORING_DEFAULTS,
    PLAY_OPTION_DEFAULTS,
    SOURCE_READING_DEFAULTS,
)


def test_defaults_are_the_fft_rules():
    assert default_options() == {**EXPECTED_DEFAULTS, **ARBITRATION_DEFAULTS, **PLAY_OPTION_DEFAULTS,
                                 **ISSUE_18_SCORING_DEFAULTS, **SOURCE_READING_DEFAULTS}
    rules = french_rules(4)
    assert [(contract.name, contract.multiplier) for contract in rules.contracts] == [
        ("petite", 1), ("garde", 2), ("garde_sans", 4), ("garde_contre", 6)]
    assert rules.petit_sec_annuls and not rules.excuse_alone_annuls and rules.misere_value is None
    assert rules.petit_chelem is None and rules.rounding == 1 and rules.scoring.name == "fft"
    assert rules.excuse_last_trick_changes_side and rules.called_suit_first_lead_forbidden
    assert rules.chelem.stack_failed_with_defence and rules.petit_au_bout_penultimate_in_chelem
    assert rules.partner_share == 1.0
    assert not rules.petit_sec_cuts and not rules.any_lone_trump_annuls and rules.dog_forbidden_ends == 1
    assert rules.called_suit_ban_after_excuse_lead and not rules.out_of_turn_ban_while_on_lead


def test_every_option_default_is_one_of_its_values():
    for spec in OPTION_SPECS:
        if spec.value_schema is None:
            assert spec.default in spec.allowed
        else:
            assert problem(spec.default, spec.value_schema) is None, spec.name


def test_an_unknown_option_is_rejected():
    with pytest.raises(InvalidOption) as error:
        french_rules(4, {"misery": True})
    assert error.value.name == "misery"


@pytest.mark.parametrize(
    ("name", "value"),
    [("contracts", ["garde", "garde"]), ("contracts", []), ("contracts", ["prise"]), ("multipliers", "x7"),
     ("multipliers", {"garde": 0}), ("multipliers", {"valat": 2}), ("poignee_values", [10, 20]),
     ("poignee_sizes", [13, 15, 15]), ("chelem_values", {"announced": "400"}), ("rounding", 2),
     ("rounding", True), ("mouche_stake", 0)],
)
def test_a_list_or_object_option_is_held_to_its_schema(name, value):
    with pytest.raises(InvalidOption) as error:
        french_rules(4, {name: value})
    assert error.value.name == name


@pytest.mark.parametrize("value", ["sideways", True, 1, None])
def test_an_option_value_outside_its_values_is_rejected(value):
    with pytest.raises(InvalidOption):
        french_rules(4, {"excuse_last_trick": value})


@pytest.mark.parametrize("players,sizes", [(3, (13, 15, 18)), (4, (10, 13, 15)), (5, (8, 10, 13))])
def test_poignee_thresholds_per_table(players, sizes):
    rules = french_rules(players)
    assert rules.poignee_sizes == sizes and rules.poignee_values == (20, 30, 40)


def test_base_and_bonus_values():
    rules = french_rules(4)
    assert rules.base_score == 25 and rules.petit_au_bout_value == 10
    assert (rules.chelem.announced_made, rules.chelem.unannounced_made, rules.chelem.announced_failed,
            rules.chelem.defence) == (400, 200, -200, -200)


def test_only_five_players_call_a_partner():
    assert [french_rules(n).calls_partner for n in (3, 4, 5)] == [False, False, True]

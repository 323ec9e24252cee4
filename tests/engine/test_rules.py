"""The rule set as data: table sizes, options and their defaults (CONTRACT.md §3)."""

from __future__ import annotations

import pytest

from service.french.options import OPTION_SPECS
from service.french.rules import InvalidOption, default_options, french_rules


def test_defaults_are_the_fft_rules():
    assert default_options() == {
        "excuse_last_trick": "changes_side",
        "called_suit_first_lead": "forbidden",
        "five_player_split": "taker_double",
        "chelem_failed_and_defence": "both",
        "petit_au_bout_chelem": "penultimate_trick",
    }
    rules = french_rules(4)
    assert rules.excuse_last_trick_changes_side and rules.called_suit_first_lead_forbidden
    assert rules.chelem.stack_failed_with_defence and rules.petit_au_bout_penultimate_in_chelem
    assert rules.partner_share == 1.0


def test_every_option_default_is_one_of_its_values():
    for spec in OPTION_SPECS:
        assert spec.default in spec.allowed


def test_an_unknown_option_is_rejected():
    with pytest.raises(InvalidOption) as error:
        french_rules(4, {"misere": True})
    assert error.value.name == "misere"


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

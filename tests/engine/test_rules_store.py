"""French rule sets are built once per table size and choice of options, then shared (french/rules.py): the store
behind ``french_rules``, its key, its bound, and the answers for a table size French Tarot does not have
and for contracts out of their order.

The store is emptied around each test, so that each builds the rule sets it reads, as a fresh process would.
"""

from __future__ import annotations

import pytest

from service.core.options import InvalidOption
from service.french import rules as rules_module
from service.french.options import OPTION_SPECS
from service.french.rules import french_rules


@pytest.fixture(autouse=True)
def empty_store():
    rules_module._BUILT.clear()
    yield
    rules_module._BUILT.clear()


def test_a_rule_set_is_built_once_and_shared():
    assert french_rules(4, {"petit_sec": "imprenable"}) is french_rules(4, {"petit_sec": "imprenable"})
    assert french_rules(3) is french_rules(3)


def test_every_option_at_its_default_is_the_fft_rule_set():
    """The wire fills every option a request leaves out with the spec's own default object: such a request
    gets the FFT rule set itself, not another copy of it."""
    assert french_rules(4, {spec.name: spec.default for spec in OPTION_SPECS}) is french_rules(4)


def test_a_name_that_is_no_option_is_refused_even_when_the_fft_rule_set_is_built():
    french_rules(4)
    with pytest.raises(InvalidOption) as refused:
        french_rules(4, {"no_such_option": None})
    assert refused.value.name == "no_such_option"


def test_the_store_is_bounded():
    """Callers choose the options, so the store keeps at most _MAX_BUILT rule sets; the ones beyond are built
    for the asking."""
    fft = french_rules(4)
    filler = {(0, str(index)): fft for index in range(rules_module._MAX_BUILT - 2)}
    rules_module._BUILT.update(filler)
    last_kept = french_rules(4, {"petit_sec": "imprenable"})
    assert len(rules_module._BUILT) == rules_module._MAX_BUILT
    assert french_rules(4, {"petit_sec": "imprenable"}) is last_kept
    beyond = french_rules(4, {"petit_sec": "excuse_that_cuts"})
    assert len(rules_module._BUILT) == rules_module._MAX_BUILT
    assert french_rules(4, {"petit_sec": "excuse_that_cuts"}) is not beyond


@pytest.mark.parametrize("players", [1, 7])
def test_a_table_size_french_tarot_does_not_have(players):
    with pytest.raises(InvalidOption) as refused:
        french_rules(players)
    assert refused.value.name == "players"
    assert refused.value.message == f"French Tarot is played by 2 to 6 players, not {players}"


def test_contracts_out_of_their_order_are_refused_with_the_order_they_take():
    with pytest.raises(InvalidOption) as refused:
        french_rules(4, {"contracts": ["garde", "petite"]})
    assert refused.value.name == "contracts"
    assert refused.value.message == ("option 'contracts' lists the contracts that may be bid lowest first, each "
                                     "outbidding the ones before it: petite, garde, not garde, petite")

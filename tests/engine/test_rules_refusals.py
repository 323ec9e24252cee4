"""What a rule set refuses because no table could play it as written (french/rules.py,
``_refuse_what_cannot_be_meant`` and ``_arbitration``): the option named and the exact English words, which
the answer's 422 shows the client as they are. The HTTP tests (tests/house_rules/test_option_notes.py) check
the pointer and a part of the words; these hold every word, at every table."""

from __future__ import annotations

import pytest

from service.core.options import InvalidOption
from service.french import rules as rules_module
from service.french.rules import french_rules


@pytest.fixture(autouse=True)
def empty_store():
    rules_module._BUILT.clear()
    yield
    rules_module._BUILT.clear()


def refusal(players: int, **options: object) -> tuple[str, str]:
    with pytest.raises(InvalidOption) as refused:
        french_rules(players, options)
    return refused.value.name, refused.value.message


def test_poignee_sizes_that_do_not_grow_are_refused_word_for_word():
    assert refusal(4, poignee_sizes=[15, 13, 10]) == (
        "poignee_sizes", "option 'poignee_sizes' gives the trumps of a simple, a double and a triple poignée, each "
                         "more than the one before; [15, 13, 10] is not increasing")


# The most a poignée can show: the taker's hand and the dog (his trumps forced into the écart count as shown),
# and never more than the 21 trumps and the Excuse.
@pytest.mark.parametrize(("players", "options", "cards", "dog", "most"), [
    (3, {}, 24, 6, 22),
    (4, {}, 18, 6, 22),
    (5, {}, 15, 3, 18),
    (6, {}, 15, 3, 18),
    (5, {"five_player_table": "fourteen_cards_alone"}, 14, 8, 22),
    (5, {"five_player_table": "dealer_sits_out"}, 18, 6, 22),
], ids=["3", "4", "5", "6", "5-fourteen-cards", "5-dealer-sits-out"])
def test_a_poignee_no_hand_can_show_is_refused_word_for_word(players, options, cards, dog, most):
    sizes = [most - 2, most - 1, most]
    assert french_rules(players, {**options, "poignee_sizes": sizes}).poignee_sizes == tuple(sizes)
    too_many = [most - 1, most, most + 1]
    assert refusal(players, **options, poignee_sizes=too_many) == (
        "poignee_sizes", f"option 'poignee_sizes': with {cards} cards and a dog of {dog} a poignée shows at most "
                         f"{most} trumps (the Excuse included, and the taker's trumps forced into the écart), so "
                         f"one of {most + 1} could never be shown")


def test_the_game_for_two_takes_any_growing_poignee_sizes():
    """The game for two has no declarations (its poignée sizes change nothing, french/reach.py notes it): its 21
    cards a hand and no dog bound nothing, and sizes no hand of 21 could show are accepted."""
    assert french_rules(2, {"poignee_sizes": [20, 22, 24]}).poignee_sizes == (20, 22, 24)


def test_the_arbitration_of_the_game_for_two_is_refused_word_for_word():
    assert refusal(2, arbitration="fft") == (
        "arbitration", "option 'arbitration': 'fft' cannot rule the game for two: every ruling of the Code "
                       "d'arbitrage turns on a taker, his contract and the side that offended against it, and the "
                       "game for two (pagat.com) has no auction, no taker and no contract; use 'none'")
    assert french_rules(2, {"arbitration": "house"}).arbitration is None

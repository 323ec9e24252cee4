"""Which schema-valid options are a 422: exactly those that cannot be meant (schemathesis.toml lets
/v1/hands/adjudicate and /v1/plays/legal answer a schema-valid request with 422 on that account only).

The conditions are written out here from the rules, not read from the engine: a contract ladder out of
the contracts' ranking, poignée sizes that do not grow or that no hand of the table can show (hand and
dog, 22 trumps and Excuse at most), the FFT arbitration in the game for two."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from service.french.rules import InvalidOption, french_rules
from tests.property.property_settings import tarot_settings

RANKING = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
CARDS_WITH_DOG = {2: 21, 3: 30, 4: 24, 5: 18}


@st.composite
def table_and_options(draw: st.DrawFn) -> tuple[int, dict[str, Any]]:
    players = draw(st.sampled_from([2, 3, 4, 5, 6]))
    options: dict[str, Any] = {
        "contracts": draw(st.lists(st.sampled_from(RANKING), min_size=1, max_size=5, unique=True)),
        "poignee_sizes": draw(st.one_of(st.just("fft"), st.lists(st.integers(1, 24), min_size=3, max_size=3,
                                                                   unique=True))),
        "arbitration": draw(st.sampled_from(["none", "fft", "house"])),
        "five_player_table": draw(st.sampled_from(["called_king", "dealer_sits_out", "fourteen_cards_alone"])),
    }
    return players, options


def cannot_be_meant(players: int, options: dict[str, Any]) -> set[str]:
    refused = set()
    ladder = options["contracts"]
    if ladder != sorted(ladder, key=RANKING.index):
        refused.add("contracts")
    sizes = options["poignee_sizes"]
    if sizes != "fft":
        seats_in_game = {6: 5}.get(players, players)
        if players == 5 and options["five_player_table"] == "dealer_sits_out":
            seats_in_game = 4
        cards = 22 if (players == 5 and options["five_player_table"] == "fourteen_cards_alone") else \
            CARDS_WITH_DOG[seats_in_game]
        if sizes != sorted(sizes) or (players != 2 and sizes[-1] > min(cards, 22)):
            refused.add("poignee_sizes")
    if players == 2 and options["arbitration"] == "fft":
        refused.add("arbitration")
    return refused


@tarot_settings(max_examples=300)
@given(table_and_options())
def test_only_what_cannot_be_meant_is_refused(table: tuple[int, dict[str, Any]]) -> None:
    players, options = table
    refused = cannot_be_meant(players, options)
    try:
        french_rules(players, options)
    except InvalidOption as error:
        assert error.name in refused, (error.name, str(error))
    else:
        assert not refused

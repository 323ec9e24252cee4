"""Which chosen options can change nothing (service/french/reach.py), read at the engine: each note's option and
exact English words, as a request's ``notes`` give them (docs/contract.md; tests/house_rules/test_option_notes.py
goes through HTTP)."""

from __future__ import annotations

from typing import Any

import pytest

from service.french.options import OPTIONS_BY_NAME, POSITION, RECORD, SHEET, SUMMARY
from service.french.reach import options_without_effect
from service.french.rules import french_rules

SHORT_LADDER = ["petite", "garde", "garde_contre"]


def notes(players: int, chosen: dict[str, Any], request: str, record_fields: tuple[str, ...] = ()
          ) -> list[tuple[str, str]]:
    """As the wire asks: every option present, those not chosen filled in with the spec's own default."""
    options = {name: spec.default for name, spec in OPTIONS_BY_NAME.items()} | chosen
    return options_without_effect(options, french_rules(players, chosen), request, record_fields)


NOTES = [
    pytest.param(4, {"five_player_table": "dealer_sits_out"}, RECORD, (), [
        ("five_player_table", "Option five_player_table has no effect here: only a table of 5 players chooses its "
                              "game (4 players).")], id="five-seat-option-at-4"),
    pytest.param(2, {"excuse_last_trick": "to_trick_winner"}, RECORD, (), [
        ("excuse_last_trick", "Option excuse_last_trick has no effect here: the game for two has no auction, "
                              "contract, écart nor declaration, and its own score (2 players).")], id="game-for-two"),
    pytest.param(5, {"five_player_table": "dealer_sits_out", "five_player_split": "equal"}, RECORD, (), [
        ("five_player_split", "Option five_player_split has no effect here: no partner is called at this table (5 "
                              "seats, the dealer sitting out).")], id="no-partner-where-the-dealer-sits-out"),
    pytest.param(4, {"rounding": 10}, POSITION, (), [
        ("rounding", "Option rounding has no effect here: it is not read for a position's legal cards.")],
        id="not-read-for-a-position"),
    pytest.param(4, {"settlement": "mouches"}, SUMMARY, (), [
        ("settlement", "Option settlement has no effect here: it is not read for a score keeper's summary (the play "
                       "is not judged).")], id="not-read-for-a-summary"),
    pytest.param(4, {"rounding": 10, "petit_au_bout_chelem": "excuse_led"}, SHEET, (), [], id="read-for-a-sheet"),
    pytest.param(4, {"arbitration_winner_test": "before_return"}, RECORD, (), [
        ("arbitration_winner_test", "Option arbitration_winner_test has no effect here: it refines arbitration: fft, "
                                    "which is not chosen.")], id="refines-an-option-not-chosen"),
    pytest.param(4, {"arbitration": "fft", "arbitration_winner_test": "before_return"}, RECORD, (), [],
                 id="refines-the-option-chosen"),
    pytest.param(4, {"arbitration": "fft", "penalties": "house"}, RECORD, (), [
        ("penalties", "Option penalties has no effect here: arbitration: fft applies its own rule in its place.")],
        id="replaced"),
    pytest.param(4, {"dog_placement": "anywhere"}, RECORD, (), [
        ("dog_placement", "Option dog_placement has no effect here: the record has no deal_sequence.")],
        id="record-without-its-field"),
    pytest.param(4, {"dog_placement": "anywhere"}, RECORD, ("deal_sequence",), [], id="record-with-its-field"),
    pytest.param(4, {"dog_placement": "anywhere"}, SHEET, (), [], id="field-asked-of-a-record-only"),
    pytest.param(4, {"multipliers": {"pousse": 3, "garde": 3}}, SUMMARY, (), [
        ("multipliers", "Option multipliers has no effect for pousse: contracts does not include it.")],
        id="a-key-not-among"),
    pytest.param(4, {"contracts": SHORT_LADDER, "multipliers": {"pousse": 3, "garde": 3, "garde_sans": 5}}, SUMMARY,
                 (), [("multipliers", "Option multipliers has no effect for pousse, garde_sans: contracts does not "
                                      "include them.")], id="keys-not-among"),
    pytest.param(4, {"contracts": SHORT_LADDER, "multipliers": {"garde": 3}}, SUMMARY, (), [],
                 id="every-key-among"),
    pytest.param(4, {"rounding": 10, "penalties": "house", "five_player_table": "dealer_sits_out"}, POSITION, (), [
        ("five_player_table", "Option five_player_table has no effect here: only a table of 5 players chooses its "
                              "game (4 players)."),
        ("rounding", "Option rounding has no effect here: it is not read for a position's legal cards."),
        ("penalties", "Option penalties has no effect here: it is not read for a position's legal cards.")],
        id="several-in-the-options-order"),
]


@pytest.mark.parametrize(("players", "chosen", "request_kind", "record_fields", "expected"), NOTES)
def test_each_option_without_effect_is_noted_with_why(players, chosen, request_kind, record_fields, expected):
    assert notes(players, chosen, request_kind, record_fields) == expected


def test_options_left_at_their_default_or_unknown_are_not_noted():
    # The spec's own default object (what the wire fills in), an equal value the client wrote, and a name
    # that is no option: none is a choice the client made here.
    rounding_default = OPTIONS_BY_NAME["rounding"].default
    options = {name: spec.default for name, spec in OPTIONS_BY_NAME.items()}
    options |= {"rounding": int(str(rounding_default)), "not_an_option": 3}
    assert options_without_effect(options, french_rules(4), POSITION) == []


def test_a_value_equal_to_the_default_is_no_choice_even_as_another_object():
    # A client that writes the default out (a copy of the list, a string built anew) chose nothing: at the game
    # for two neither is noted, though both could change nothing there.
    options = {name: spec.default for name, spec in OPTIONS_BY_NAME.items()}
    options |= {"contracts": list(OPTIONS_BY_NAME["contracts"].default),
                "five_player_table": "".join(["called_", "king"])}
    assert options["five_player_table"] is not OPTIONS_BY_NAME["five_player_table"].default
    assert options_without_effect(options, french_rules(2), RECORD) == []


def test_options_after_one_that_is_no_choice_are_still_read():
    options = {"not_an_option": 3, **{name: spec.default for name, spec in OPTIONS_BY_NAME.items()}, "rounding": 10}
    assert options_without_effect(options, french_rules(4), POSITION) == [
        ("rounding", "Option rounding has no effect here: it is not read for a position's legal cards.")]


def test_an_object_option_without_keys_to_check_is_read_whole():
    # chelem_values is an object whose keys are its own, not another option's values: nothing to note.
    chelem_values = {"announced": 300, "unannounced": 200, "announced_failed": 200, "defence": 200}
    assert notes(4, {"chelem_values": chelem_values}, SUMMARY) == []


def test_keys_are_checked_against_the_default_of_an_option_not_given():
    # Given only multipliers, the contracts are the default ladder, which has no pousse.
    assert options_without_effect({"multipliers": {"pousse": 3, "garde": 3}}, french_rules(4), SUMMARY) == [
        ("multipliers", "Option multipliers has no effect for pousse: contracts does not include it.")]

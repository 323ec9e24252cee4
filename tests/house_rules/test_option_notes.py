"""Options that cannot be meant are refused (422 with the reason); options that can change nothing at the
table, or for the request, are accepted and named in the answer's `notes` (french/reach.py reads where
each option applies from options.OPTION_REACH)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from service.french.options import OPTION_REACH, OPTION_SPECS, POSITION, RECORD, SHEET, SUMMARY
from service.french.reach import TABLE_CONDITIONS

from .builders import golden, post

SUMMARY_BODY = {"players": 4, "taker": 1, "contract": "garde", "attack_points": 49, "oudlers": 2}


def notes_of(answer: dict[str, Any]) -> dict[str, str]:
    return {note["option"]: note["message"] for note in answer.get("notes", [])}


def verdict_with(client: FlaskClient, name: str = "excuse_last_trick_changes_side", **options: Any) -> dict[str, Any]:
    record = golden(name)["record"]
    status, verdict = post(client, "/v1/hands/adjudicate", {**record, "options": options})
    assert status == 200, verdict
    return verdict


def test_every_option_says_where_it_applies() -> None:
    """A new option must be given its reach, or it could never be noted."""
    assert set(OPTION_REACH) == {spec.name for spec in OPTION_SPECS}
    for name, reach in OPTION_REACH.items():
        assert reach.table in TABLE_CONDITIONS, name
        assert reach.requests <= {RECORD, SUMMARY, SHEET, POSITION}, name
        assert reach.needs is None or reach.needs[0] in OPTION_REACH, name


def test_a_plain_request_has_no_notes_key(client: FlaskClient) -> None:
    """The notes are additive: without an option chosen, or with one that applies, nothing changes."""
    assert "notes" not in verdict_with(client)
    assert "notes" not in verdict_with(client, excuse_last_trick="to_trick_winner", rounding=10)
    # An option given at its default value changes nothing anywhere: not worth a note.
    assert "notes" not in verdict_with(client, five_player_table="called_king", settlement="points")


def test_five_player_options_at_4_players(client: FlaskClient) -> None:
    notes = notes_of(verdict_with(client, five_player_table="dealer_sits_out", five_player_split="equal",
                                  called_suit_first_lead="allowed"))
    assert notes == {
        "five_player_table": "Option five_player_table has no effect here: only a table of 5 players chooses its "
                             "game (4 players).",
        "five_player_split": "Option five_player_split has no effect here: no partner is called at this table "
                             "(4 players).",
        "called_suit_first_lead": "Option called_suit_first_lead has no effect here: no partner is called at this "
                                  "table (4 players).",
    }


def test_the_called_king_options_where_the_dealer_sits_out_of_a_4_player_game(client: FlaskClient) -> None:
    """5 players with the dealer sitting out play the 4-player game: no partner to share with."""
    record = golden("excuse_last_trick_changes_side")["record"]
    body = {"players": 5, "dealer": 4, "hands": [*record["hands"][:4], []], "dog": record["dog"],
            "options": {"five_player_table": "dealer_sits_out", "five_player_split": "equal"}}
    status, verdict = post(client, "/v1/hands/adjudicate", body)
    assert status == 200
    assert notes_of(verdict) == {"five_player_split": "Option five_player_split has no effect here: no partner is "
                                                      "called at this table (5 seats, the dealer sitting out)."}


def test_sheet_options_and_arbitration_choices_on_a_record(client: FlaskClient) -> None:
    notes = notes_of(verdict_with(client, settlement="mouches", mouche_stake=5,
                                  arbitration_winner_test="before_return"))
    assert notes["settlement"].endswith("it is not read for a hand record.")
    assert notes["mouche_stake"].endswith("it is not read for a hand record.")
    assert notes["arbitration_winner_test"].endswith("it refines arbitration: fft, which is not chosen.")
    assert "arbitration_winner_test" not in notes_of(verdict_with(client, arbitration="fft",
                                                                  arbitration_winner_test="before_return"))


def test_penalties_under_the_fft_arbitration(client: FlaskClient) -> None:
    """docs/french-arbitration.md: with arbitration fft, penalties: house is not applied."""
    notes = notes_of(verdict_with(client, arbitration="fft", penalties="house"))
    assert notes == {"penalties": "Option penalties has no effect here: arbitration: fft applies its own rule in "
                                  "its place."}


def test_a_multiplier_for_a_contract_that_is_not_bid(client: FlaskClient) -> None:
    """A multipliers object is read for the contracts of the ladder only: a pousse factor without pousse in
    contracts changes nothing, the garde's still does."""
    notes = notes_of(verdict_with(client, multipliers={"pousse": 3, "garde": 3}))
    assert notes == {"multipliers": "Option multipliers has no effect for pousse: contracts does not include it."}
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    assert "notes" not in verdict_with(client, multipliers={"pousse": 3}, contracts=ladder)


def test_dog_placement_needs_a_deal_sequence(client: FlaskClient) -> None:
    notes = notes_of(verdict_with(client, dog_placement="not_first_or_last_three"))
    assert notes == {"dog_placement": "Option dog_placement has no effect here: the record has no deal_sequence."}


def test_a_summary_notes_the_rules_of_play(client: FlaskClient) -> None:
    """A score keeper's summary is scored as written: the rules of play cannot change its score."""
    status, answer = post(client, "/v1/scores", {**SUMMARY_BODY, "options": {
        "excuse_last_trick": "to_trick_winner", "petit_sec": "imprenable", "rounding": 10}})
    assert status == 200
    assert set(notes_of(answer)) == {"excuse_last_trick", "petit_sec"}
    assert notes_of(answer)["petit_sec"] == ("Option petit_sec has no effect here: it is not read for a score "
                                             "keeper's summary (the play is not judged).")


def test_a_score_sheet_reads_the_mouches_and_notes_the_stake_without_them(client: FlaskClient) -> None:
    sheet = {"players": 4, "hands": [{**{k: v for k, v in SUMMARY_BODY.items() if k != "players"}, "dealer": 0}]}
    status, answer = post(client, "/v1/score-sheets", {**sheet, "options": {"settlement": "mouches"}})
    assert status == 200 and "notes" not in answer
    status, answer = post(client, "/v1/score-sheets", {**sheet, "options": {"mouche_stake": 20}})
    assert status == 200
    assert notes_of(answer) == {"mouche_stake": "Option mouche_stake has no effect here: it refines settlement: "
                                                "mouches, which is not chosen."}


def test_a_position_notes_the_scoring(client: FlaskClient) -> None:
    status, answer = post(client, "/v1/plays/legal", {"players": 4, "hand": ["KS", "2T"], "trick": ["1S"],
                                                      "options": {"scoring": "pagat_fixed"}})
    assert status == 200 and answer["legal_cards"] == ["KS"]
    assert notes_of(answer) == {"scoring": "Option scoring has no effect here: it is not read for a position's "
                                           "legal cards."}


def test_the_game_for_two_notes_the_contract_options(client: FlaskClient) -> None:
    body = {"players": 2, "dealer": 0, "hands": [[], []], "dog": [], "options": {"misere": True, "rounding": 10}}
    status, verdict = post(client, "/v1/hands/adjudicate", body)
    assert status == 200
    assert notes_of(verdict) == {"misere": "Option misere has no effect here: the game for two has no auction, "
                                           "contract, écart nor declaration, and its own score (2 players)."}


# -- what cannot be meant: a 422 that says why --------------------------------------------------------------


@pytest.mark.parametrize(("options", "pointer", "words"), [
    ({"contracts": ["garde", "petite"]}, "/options/contracts", "petite, garde, not garde, petite"),
    ({"contracts": ["petite", "garde_contre", "garde_sans"]}, "/options/contracts", "lowest first"),
    ({"poignee_sizes": [15, 13, 10]}, "/options/poignee_sizes", "[15, 13, 10] is not increasing"),
    ({"poignee_sizes": [10, 13, 23]}, "/options/poignee_sizes", "at most 22 trumps"),
])
def test_what_cannot_be_meant_is_refused(client: FlaskClient, options: dict[str, Any], pointer: str,
                                         words: str) -> None:
    """Seed 000's contracts without petite ("garde, garde_sans, garde_contre") are a ladder, lowest first;
    an order that is not the contracts' own ranking, or poignée sizes that do not grow (a double poignée
    needs more trumps than a simple), or a size no hand can show, cannot be meant."""
    for path, body in (("/v1/scores", {**SUMMARY_BODY, "options": options}),
                       ("/v1/hands/adjudicate", {**golden("excuse_last_trick_changes_side")["record"],
                                                 "options": options})):
        status, answer = post(client, path, body)
        assert status == 422, answer
        assert [error["pointer"] for error in answer["errors"]] == [pointer]
        assert words in answer["errors"][0]["message"]


def test_the_largest_poignee_each_table_can_show(client: FlaskClient) -> None:
    """A hand and the dog, the Excuse counting as a trump and the taker's forced écart trumps as shown: 22 at
    3 and 4 players (24 + 6, 18 + 6 cards), 18 at 5 (15 + 3), and 22 with 14 cards and a dog of 8."""
    for players, options, most in ((3, {}, 22), (4, {}, 22), (5, {}, 18),
                                   (5, {"five_player_table": "fourteen_cards_alone"}, 22)):
        for size, status in ((most, 200), (most + 1, 422)):
            body = {**SUMMARY_BODY, "players": players,
                    "options": {**options, "poignee_sizes": [size - 2, size - 1, size]}}
            assert post(client, "/v1/scores", body)[0] == status, (players, options, size)

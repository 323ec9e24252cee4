"""Options combine: two or three at once on one record or summary, each doing its one thing."""

from __future__ import annotations

from flask.testing import FlaskClient

from .builders import adjudicate, golden, score, seated
from .taker_hands import strong_taker_hand, weak_taker_hand


def test_excuse_to_the_winner_equal_split_and_rounding(client: FlaskClient):
    """Golden 5-player hand: to_trick_winner gives 88.5 points and 3 oudlers, made by 53: (25 + 53) × 4
    + 20 = 332; rounded to 10: 330; split equally: 495 each for the taker and his partner."""
    rec = golden("five_players_with_partner_excuse_last_to_partner")["record"]
    verdict = adjudicate(client, rec, excuse_last_trick="to_trick_winner", five_player_split="equal", rounding=10)
    assert verdict["score"]["per_defender"] == 330
    assert verdict["score"]["deltas"] == [495, -330, -330, 495, -330]


def test_seed_001_table_with_the_petit_au_bout_only_in_the_last_trick(client: FlaskClient):
    """Golden announced chelem (garde, triple poignée, the Petit in the penultimate trick): seed 001's
    announced chelem 600 in place of the game, the petit au bout not counted with last_trick_only, the
    triple poignée 40: 640. chelem_values does not touch a chelem that replaced the game."""
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    assert adjudicate(client, rec, scoring="seed_001_table")["score"]["per_defender"] == 650
    both = adjudicate(client, rec, scoring="seed_001_table", petit_au_bout_chelem="last_trick_only")
    assert both["score"]["per_defender"] == 640
    three = adjudicate(client, rec, scoring="seed_001_table", petit_au_bout_chelem="last_trick_only",
                       chelem_values={"announced": 1000})
    assert three["score"]["per_defender"] == 640


def test_a_ladder_without_petite_and_a_multiplier_table(client: FlaskClient):
    """Golden announced chelem at garde ×3: (25 + 55) × 3 + 10 × 3 (petit au bout) + 40 + 400 = 710."""
    rec = golden("announced_chelem_excuse_last_petit_penultimate")["record"]
    verdict = adjudicate(client, rec, contracts=["garde", "garde_sans", "garde_contre"], multipliers={"garde": 3})
    assert verdict["legal"]
    assert (verdict["score"]["multiplier"], verdict["score"]["per_defender"]) == (3, 710)


def test_pousse_ladder_with_the_times_five_scale(client: FlaskClient):
    """An explicit scale applies to the pousse ladder: pagat_times_five has pousse ×2 and garde contre ×5."""
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    summary = {"players": 4, "taker": 0, "contract": "garde_contre", "attack_points": 49, "oudlers": 2}
    assert score(client, summary, contracts=ladder, multipliers="pagat_times_five")["per_defender"] == 33 * 5
    pousse = score(client, {**summary, "contract": "pousse"}, contracts=ladder, multipliers="pagat_times_five")
    assert pousse["per_defender"] == 33 * 2


def test_pousse_ladder_under_the_times_five_scoring(client: FlaskClient):
    """docs: the default scale is the pousse scale when the ladder has pousse, whatever the scoring: garde
    contre ×12."""
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    summary = {"players": 4, "taker": 0, "contract": "garde_contre", "attack_points": 49, "oudlers": 2}
    assert score(client, summary, contracts=ladder, scoring="pagat_times_five")["per_defender"] == 33 * 12


def test_misere_petit_chelem_and_rounding(client: FlaskClient):
    """Strong-taker hand (garde sans, every trick but one): 244 + 300 (announced petit chelem) = 544,
    rounded to 10: 540; then the misères of seats 0 and 2 (no trump), not rounded."""
    rec = strong_taker_hand(declarations=[{"seat": 1, "type": "petit_chelem"},
                                          {"seat": 0, "type": "misere", "kind": "trumps"},
                                          {"seat": 2, "type": "misere", "kind": "trumps"}])
    verdict = adjudicate(client, rec, petit_chelem=True, misere=True, rounding=10)
    assert verdict["legal"], verdict["violations"]
    assert verdict["score"]["per_defender"] == 540
    assert verdict["score"]["deltas"] == [-540 + 30 - 10, 1620 - 20, -540 + 30 - 10, -540 - 20]
    assert sum(verdict["score"]["deltas"]) == 0


def test_defence_only_with_a_defence_chelem_value_and_rounding(client: FlaskClient):
    """Weak-taker hand with an announced chelem: -312, then only the defence chelem's 300: -612 → -610."""
    rec = weak_taker_hand(declarations=[{"seat": 1, "type": "chelem"}])
    verdict = adjudicate(client, rec, chelem_failed_and_defence="defence_only", chelem_values={"defence": 300},
                         rounding=10)
    assert (verdict["score"]["chelem"], verdict["score"]["per_defender"]) == (-300, -610)


def test_dealer_sits_out_with_the_fixed_table(client: FlaskClient):
    """Golden prise made by 3, moved to 5 seats (dealer 4 sits out): seed 000's fixed table gives the
    petite 40 + 0 (3 rounds to 0): 40 per defender, 120 for the taker, 0 for the dealer."""
    rec, to_table = seated(golden("excuse_last_trick_changes_side")["record"], 5, 4)
    verdict = adjudicate(client, rec, five_player_table="dealer_sits_out", scoring="pagat_fixed")
    deltas = [-40] * 5
    deltas[to_table(0)], deltas[4] = 120, 0
    assert verdict["score"]["deltas"] == deltas


def test_six_players_equal_split_and_seed_000_poignees(client: FlaskClient):
    """Golden 5-player hand at 6 seats (dealer 5): 292 - 10 (the simple poignée at 10) = 282 per defender,
    423 each for the taker and his partner, 0 for the dealer."""
    rec, to_table = seated(golden("five_players_with_partner_excuse_last_to_partner")["record"], 6, 5)
    verdict = adjudicate(client, rec, five_player_split="equal", poignee_values=[10, 20, 40])
    expected = [-282] * 6
    expected[to_table(0)] = expected[to_table(3)] = 423
    expected[5] = 0
    assert verdict["score"]["deltas"] == expected


def test_penalties_with_the_old_excuse_rule(client: FlaskClient):
    """A faulty écart by a taker who makes his contract annuls the deal, whatever the other options."""
    from .builders import CLUBS

    rec = strong_taker_hand("garde", discard=CLUBS[8:])
    verdict = adjudicate(client, rec, penalties="house", excuse_last_trick="to_trick_winner", rounding=5)
    assert verdict["status"] == "annulled" and verdict["penalty"]["outcome"] == "annulled"
    assert verdict["score"]["deltas"] == [0, 0, 0, 0]

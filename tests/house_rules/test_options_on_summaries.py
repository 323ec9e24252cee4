"""Each scoring option through POST /v1/scores: the same summary scores differently with and without it.

The base hand is seed 001's (and pagat's) garde: 49 card points with 2 oudlers, target 41, made by 8:
(25 + 8) × 2 = 66 per defender under the FFT. Every expected number is worked out in its comment.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from .builders import problem_pointers, score

GARDE_49 = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 49, "oudlers": 2}
POUSSE_LADDER = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]


# -- contracts and multipliers ---------------------------------------------------------------------


def test_pousse_is_a_contract_only_with_a_ladder_that_has_it(client: FlaskClient):
    pousse = {**GARDE_49, "contract": "pousse"}
    assert problem_pointers(client, "/v1/scores", pousse) == ["/contract"]
    # The pousse scale (seed 000): pousse ×2, so (25 + 8) × 2.
    scored = score(client, pousse, contracts=POUSSE_LADDER)
    assert (scored["multiplier"], scored["per_defender"]) == (2, 66)


def test_with_pousse_in_the_ladder_the_garde_counts_four_times(client: FlaskClient):
    """Seed 000: "Lorsque vous jouez avec l'offre de pousse, les multiplicateurs peuvent être: petite x1,
    pousse x2, garde x4, garde sans x8, garde contre x12"; docs/french-tarot.md makes that the default
    scale of a ladder with pousse. (25 + 8) × 4 = 132, against 66 without pousse."""
    assert score(client, GARDE_49)["per_defender"] == 66
    scored = score(client, GARDE_49, contracts=POUSSE_LADDER)
    assert (scored["multiplier"], scored["per_defender"]) == (4, 132)
    contre = score(client, {**GARDE_49, "contract": "garde_contre"}, contracts=POUSSE_LADDER)
    assert (contre["multiplier"], contre["per_defender"]) == (12, 396)


def test_without_petite_the_petite_is_no_contract(client: FlaskClient):
    ladder = ["garde", "garde_sans", "garde_contre"]
    assert score(client, {**GARDE_49, "contract": "petite"})["per_defender"] == 33
    without_petite = {**GARDE_49, "contract": "petite", "options": {"contracts": ladder}}
    assert problem_pointers(client, "/v1/scores", without_petite) == ["/contract"]
    assert score(client, GARDE_49, contracts=ladder)["per_defender"] == 66


@pytest.mark.parametrize(("multipliers", "contract", "factor"), [
    ("fft", "garde_contre", 6),
    ("pagat_times_five", "garde_contre", 5),   # seed 000: "garde contre x5"
    ("pousse_scale", "garde", 4),              # the pousse scale even without pousse bid
    ("pousse_scale", "garde_sans", 8),
    ({"garde": 3}, "garde", 3),                # a table over the default scale
    ({"garde": 3}, "garde_sans", 4),           # ... which keeps the contracts it leaves out
    ({"petite": 2, "garde_contre": 10}, "garde_contre", 10),
])
def test_multiplier_scales_and_tables(client: FlaskClient, multipliers, contract, factor):
    scored = score(client, {**GARDE_49, "contract": contract}, multipliers=multipliers)
    assert (scored["multiplier"], scored["per_defender"]) == (factor, 33 * factor)


def test_scoring_pagat_times_five_brings_its_own_multipliers(client: FlaskClient):
    """Seed 000 "Autre version: petite x1, garde x2, garde sans x4, garde contre x5": the option's
    description says so, and docs/french-tarot.md makes it the scoring's own default scale.
    Garde contre made by 8: (25 + 8) × 5 = 165, not × 6 = 198."""
    contre = {**GARDE_49, "contract": "garde_contre"}
    assert score(client, contre)["per_defender"] == 198
    scored = score(client, contre, scoring="pagat_times_five")
    assert (scored["multiplier"], scored["per_defender"]) == (5, 165)


def test_an_explicit_scale_wins_over_the_scorings_own(client: FlaskClient):
    contre = {**GARDE_49, "contract": "garde_contre"}
    assert score(client, contre, scoring="pagat_times_five", multipliers="fft")["per_defender"] == 198


# -- poignées ----------------------------------------------------------------------------------------


def test_poignee_values(client: FlaskClient):
    # At 5 players (8 and 10 trumps): at 4, a simple and a double are 23 trumps, more than there are.
    two = {**GARDE_49, "players": 5, "poignees": [{"size": "simple", "seat": 0}, {"size": "double", "seat": 1}]}
    # FFT 20 + 30 = 50; seed 000 "simple 10, double 20, triple 40": 10 + 20 = 30. Never multiplied.
    assert (score(client, two)["poignees"], score(client, two)["per_defender"]) == (50, 116)
    scored = score(client, two, poignee_values=[10, 20, 40])
    assert (scored["poignees"], scored["per_defender"]) == (30, 96)
    # A lost contract gives the poignées to the defence: 38 points, 2 oudlers, lost by 3: -(28 × 2) - 30.
    lost = score(client, {**two, "attack_points": 38}, poignee_values=[10, 20, 40])
    assert (lost["poignees"], lost["per_defender"]) == (-30, -86)


# -- misères -----------------------------------------------------------------------------------------


def test_misere_is_paid_by_every_other_player_whatever_the_result(client: FlaskClient):
    summary = {**GARDE_49, "miseres": [{"seat": 2, "kind": "trumps"}, {"seat": 0, "kind": "faces"}]}
    assert problem_pointers(client, "/v1/scores", summary) == ["/miseres"]
    scored = score(client, summary, misere=True)
    # The game: taker +198, defenders -66 each; then seat 2 gets 10 from 3 players and seat 0 too.
    assert scored["per_defender"] == 66
    assert scored["deltas"] == [198 + 30 - 10, -66 - 10 - 10, -66 + 30 - 10, -66 - 10 - 10]
    assert sum(scored["deltas"]) == 0


def test_misere_in_a_lost_hand(client: FlaskClient):
    summary = {**GARDE_49, "attack_points": 38, "miseres": [{"seat": 0, "kind": "trumps"}]}
    scored = score(client, summary, misere=True)
    assert scored["deltas"] == [-168 + 30, 56 - 10, 56 - 10, 56 - 10]


def test_the_score_shows_the_miseres_term(client: FlaskClient):
    """openapi.yaml Score.miseres: "What the misères' declarers receive in all (option misere)"."""
    scored = score(client, {**GARDE_49, "miseres": [{"seat": 2, "kind": "trumps"}]}, misere=True)
    assert scored.get("miseres") == 30


# -- petit chelem and grand chelem -------------------------------------------------------------------

BIG = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 80, "oudlers": 3}  # (25 + 44) × 2 = 138


@pytest.mark.parametrize(("petit_chelem", "term"), [
    ({"announced": True, "made": True}, 300),
    ({"announced": True, "made": False}, -150),
    ({"announced": False, "made": True}, 0),
])
def test_petit_chelem_values(client: FlaskClient, petit_chelem, term):
    summary = {**BIG, "petit_chelem": petit_chelem}
    assert problem_pointers(client, "/v1/scores", summary) == ["/petit_chelem"]
    assert score(client, summary, petit_chelem=True)["per_defender"] == 138 + term
    assert score(client, summary, scoring="pagat_times_five")["per_defender"] == 138 + term


def test_the_score_shows_the_petit_chelem_and_game_terms(client: FlaskClient):
    """openapi.yaml Score.petit_chelem ("The petit chelem's term") and Score.game ("The contract's part
    of per_defender"): a client must be able to see why 438 is 138 + 300."""
    scored = score(client, {**BIG, "petit_chelem": {"announced": True, "made": True}}, petit_chelem=True)
    assert scored["per_defender"] == 438
    assert (scored.get("game"), scored.get("petit_chelem")) == (138, 300)


def test_an_announced_petit_chelem_made_as_a_grand_chelem_is_scored_as_the_petit_chelem(client: FlaskClient):
    """docs: +300, and not the unannounced grand chelem's +200. 91 points, 3 oudlers: (25 + 55) × 2 = 160."""
    summary = {**BIG, "attack_points": 91, "chelem": {"won_by": "attack"}, "petit_chelem": {"announced": True}}
    assert score(client, {**summary, "petit_chelem": {}})["per_defender"] == 160 + 200
    assert score(client, summary, petit_chelem=True)["per_defender"] == 160 + 300


def test_chelem_values(client: FlaskClient):
    chelem = {**BIG, "attack_points": 91, "chelem": {"announced": True, "won_by": "attack"}}
    assert score(client, chelem)["chelem"] == 400
    assert score(client, chelem, chelem_values={"announced": 600})["per_defender"] == 160 + 600
    unannounced = {**chelem, "chelem": {"won_by": "attack"}}
    assert score(client, unannounced, chelem_values={"announced": 600})["chelem"] == 200
    assert score(client, unannounced, chelem_values={"unannounced": 250})["chelem"] == 250
    failed = {**BIG, "chelem": {"announced": True}}
    assert score(client, failed, chelem_values={"announced_failed": 100})["per_defender"] == 138 - 100


# A garde contre, whose dog is the defence's: after a defence chelem the attack can have nothing at all.
DEFENCE_CHELEM = {"players": 4, "taker": 0, "contract": "garde_contre", "attack_points": 0, "oudlers": 0,
                  "chelem": {"announced": True, "won_by": "defence"}}


def test_chelem_failed_and_defence(client: FlaskClient):
    """An announced chelem that ends as a defence chelem: -(25 + 56) × 6 = -486, then -200 for the failed
    announcement and -200 for the defence chelem (both), or only the defence chelem's -200."""
    both = score(client, DEFENCE_CHELEM)
    assert (both["chelem"], both["per_defender"]) == (-400, -886)
    only = score(client, DEFENCE_CHELEM, chelem_failed_and_defence="defence_only")
    assert (only["chelem"], only["per_defender"]) == (-200, -686)
    # Without the announcement the option changes nothing.
    plain = {**DEFENCE_CHELEM, "chelem": {"won_by": "defence"}}
    assert score(client, plain, chelem_failed_and_defence="defence_only")["per_defender"] == -686
    # chelem_values "defence" is what each defender receives for it.
    assert score(client, DEFENCE_CHELEM, chelem_failed_and_defence="defence_only",
                 chelem_values={"defence": 300})["per_defender"] == -786


# -- 5 players ---------------------------------------------------------------------------------------


def test_five_player_split(client: FlaskClient):
    summary = {**GARDE_49, "players": 5, "partner": 3}
    assert score(client, summary)["deltas"] == [132, -66, -66, 66, -66]
    equal = score(client, summary, five_player_split="equal")["deltas"]
    assert equal == [99, -66, -66, 99, -66]
    # Halves stay exact: a petite made by 8 is 33 per defender, 49.5 each for taker and partner.
    petite = score(client, {**summary, "contract": "petite"}, five_player_split="equal")
    assert petite["deltas"] == [49.5, -33, -33, 49.5, -33]
    # Alone, the split does not apply: 4 × 66.
    alone = score(client, {**GARDE_49, "players": 5}, five_player_split="equal")
    assert alone["deltas"] == [264, -66, -66, -66, -66]


def test_five_player_table_dealer_sits_out_summary(client: FlaskClient):
    summary = {**GARDE_49, "players": 5, "dealer": 4}
    # Called king: 4M alone; mort: a 4-player game among seats 0-3, the dealer gets 0.
    assert score(client, summary)["deltas"] == [264, -66, -66, -66, -66]
    assert score(client, summary, five_player_table="dealer_sits_out")["deltas"] == [198, -66, -66, -66, 0]
    assert problem_pointers(client, "/v1/scores", {**summary, "dealer": 0,
                                                   "options": {"five_player_table": "dealer_sits_out"}}) == ["/dealer"]
    assert problem_pointers(client, "/v1/scores", {**GARDE_49, "players": 5,
                                                   "options": {"five_player_table": "dealer_sits_out"}}) == ["/dealer"]


def test_five_player_table_fourteen_cards_alone_summary(client: FlaskClient):
    summary = {**GARDE_49, "players": 5, "partner": 3}
    assert score(client, summary)["deltas"] == [132, -66, -66, 66, -66]
    # The taker always plays alone at this table: a partner is impossible.
    partner_at_14 = {**summary, "options": {"five_player_table": "fourteen_cards_alone"}}
    assert problem_pointers(client, "/v1/scores", partner_at_14) == ["/partner"]
    alone = score(client, {**GARDE_49, "players": 5}, five_player_table="fourteen_cards_alone")
    assert alone["deltas"] == [264, -66, -66, -66, -66]


def test_six_players_summary(client: FlaskClient):
    summary = {**GARDE_49, "players": 6, "partner": 3, "dealer": 5}
    assert score(client, summary)["deltas"] == [132, -66, -66, 66, -66, 0]
    assert score(client, summary, five_player_split="equal")["deltas"] == [99, -66, -66, 99, -66, 0]


# -- rounding ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(("summary", "exact", "to_five", "to_ten"), [
    # E07: garde 49/2, a simple poignée, the petit au bout: (25 + 8 + 10) × 2 + 20 = 106.
    ({**GARDE_49, "poignees": [{"size": "simple"}], "petit_au_bout": "attack"}, 106, 105, 110),
    # A petite lost by 10 (41 points, 1 oudler): -35; halves go away from zero.
    ({**GARDE_49, "contract": "petite", "attack_points": 41, "oudlers": 1}, -35, -35, -40),
    # A petite made by 2 (53, 1 oudler): 27 → 25 / 30.
    ({**GARDE_49, "contract": "petite", "attack_points": 53, "oudlers": 1}, 27, 25, 30),
])
def test_rounding(client: FlaskClient, summary, exact, to_five, to_ten):
    assert score(client, summary)["per_defender"] == exact
    assert score(client, summary, rounding=5)["per_defender"] == to_five
    rounded = score(client, summary, rounding=10)
    assert rounded["per_defender"] == to_ten
    assert rounded["deltas"] == [3 * to_ten, -to_ten, -to_ten, -to_ten]


# -- the seeds' other score tables ---------------------------------------------------------------------


def test_scoring_pagat_fixed(client: FlaskClient):
    """Seed 000 "80 pour la garde; 160 pour Garde Sans; 320 pour Garde Contre; ... points de carte
    supérieurs ou inférieurs ... arrondis au 10 le plus proche; pas de facteurs multiplicateurs"."""
    e07 = {**GARDE_49, "poignees": [{"size": "simple"}], "petit_au_bout": "attack"}
    fixed = score(client, e07, scoring="pagat_fixed")
    # 80 + 8 rounded to 10 + petit au bout 10 (not multiplied) + poignée 20 = 120 (FFT: 106).
    assert (fixed["petit_au_bout"], fixed["per_defender"]) == (10, 120)
    # Garde contre made by 4: 320 + 0.
    assert score(client, {**GARDE_49, "attack_points": 45, "contract": "garde_contre"},
                 scoring="pagat_fixed")["per_defender"] == 320
    # Garde sans lost by 5 (36 points, 2 oudlers): -(160 + 10).
    assert score(client, {**GARDE_49, "attack_points": 36, "contract": "garde_sans"},
                 scoring="pagat_fixed")["per_defender"] == -170
    # "500 pour un petit chelem; 1000 pour un grand chelem", in place of the game.
    petit = {**BIG, "petit_chelem": {"made": True}}
    assert score(client, petit, scoring="pagat_fixed")["per_defender"] == 500
    grand = {**BIG, "attack_points": 91, "chelem": {"won_by": "attack"}}
    assert score(client, grand, scoring="pagat_fixed")["per_defender"] == 1000
    assert score(client, grand)["per_defender"] == 160 + 200


def test_scoring_seed_001_table(client: FlaskClient):
    """Seed 001: Petite 25, Garde 50, Garde sans 100, Garde contre 150, + the margin × 2/4/6; Chelem non
    demandé 300, demandé 600 (in place of the contract); the petit au bout not multiplied."""
    e07 = {**GARDE_49, "poignees": [{"size": "simple"}], "petit_au_bout": "attack"}
    assert score(client, e07)["per_defender"] == 106
    seed = score(client, e07, scoring="seed_001_table")
    # 50 + 8 × 2 + 10 + 20 = 96.
    assert (seed["petit_au_bout"], seed["per_defender"]) == (10, 96)
    grand = {**BIG, "attack_points": 91, "chelem": {"won_by": "attack"}}
    assert score(client, grand, scoring="seed_001_table")["per_defender"] == 300
    announced = {**grand, "chelem": {"announced": True, "won_by": "attack"}}
    assert score(client, announced, scoring="seed_001_table")["per_defender"] == 600
    assert score(client, announced)["per_defender"] == 160 + 400


@pytest.mark.parametrize(("players", "options"), [(5, {"five_player_table": "dealer_sits_out"}), (6, {})])
def test_a_misere_by_the_dealer_who_sits_out_is_impossible(client: FlaskClient, players, options):
    """The dealer who sits out takes no part in the deal: he cannot declare a misère. Scored anyway, his
    misère is paid by the four (or five) players while he receives nothing: the deltas no longer sum
    to zero (5 seats: 188 - 3 × 76 = -40)."""
    summary = {**GARDE_49, "players": players, "dealer": 2, "miseres": [{"seat": 2, "kind": "trumps"}],
               "options": {**options, "misere": True}}
    assert problem_pointers(client, "/v1/scores", summary) == ["/miseres/0/seat"]


@pytest.mark.parametrize(("players", "options"), [(5, {"five_player_table": "dealer_sits_out"}), (6, {})])
def test_a_poignee_by_the_dealer_who_sits_out_is_impossible(client: FlaskClient, players, options):
    summary = {**GARDE_49, "players": players, "dealer": 2, "poignees": [{"size": "simple", "seat": 2}],
               "options": options}
    assert problem_pointers(client, "/v1/scores", summary) == ["/poignees/0/seat"]


def test_a_misere_at_a_table_where_the_dealer_sits_out_is_zero_sum(client: FlaskClient):
    summary = {**GARDE_49, "players": 5, "dealer": 2, "miseres": [{"seat": 1, "kind": "faces"}]}
    scored = score(client, summary, five_player_table="dealer_sits_out", misere=True)
    # The game: taker +198, seats 1, 3, 4 -66, the dealer 0; seat 1 then gets 10 from the 3 others in play.
    assert scored["deltas"] == [198 - 10, -66 + 30, 0, -66 - 10, -66 - 10]

"""The seeds' own worked examples under their options, through POST /v1/score-sheets and /v1/scores.

Seed 000 (pagat, translated) scores five gardes at a 4-player table and then lists the "Score"
alternatives of informal tables; seed 001 works one garde through its own contract table. Each sheet
below is the same five hands, scored under one alternative; every number is worked out in a comment.
"""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from .builders import score, score_sheet
from .pagat_hands import PAGAT_HANDS

# Seed 000 "Exemple de notation": the running totals after each of PAGAT_HANDS (pagat_hands.py).
PAGAT_TOTALS = [[240, -80, -80, -80], [144, 208, -176, -176], [216, 280, -392, -104], [186, 250, -302, -134],
                [108, 172, -380, 100]]


def sheet(client: FlaskClient, options: dict | None = None) -> list[list[float]]:
    answer = score_sheet(client, {"players": 4, "options": options or {}, "hands": PAGAT_HANDS})
    for line in answer["hands"]:
        assert sum(line["deltas"]) == 0
    return [line["totals"] for line in answer["hands"]]


def deltas_of(per_defender: list[int]) -> list[list[int]]:
    """Each hand's deltas from what each defender pays, the takers being seats 0, 1, 2, 2, 3."""
    lines = []
    for taker, amount in zip((0, 1, 2, 2, 3), per_defender, strict=True):
        lines.append([3 * amount if seat == taker else -amount for seat in range(4)])
    return lines


def running(lines: list[list[int]]) -> list[list[int]]:
    totals, out = [0, 0, 0, 0], []
    for line in lines:
        totals = [total + delta for total, delta in zip(totals, line, strict=True)]
        out.append(totals)
    return out


def test_seed_000_score_table_under_the_fft(client: FlaskClient):
    assert sheet(client) == PAGAT_TOTALS


def test_seed_000_score_table_is_the_same_under_its_times_five_version(client: FlaskClient):
    """"petite x1, garde x2, garde sans x4, garde contre x5": only the garde contre changes, and the five
    hands are gardes."""
    assert sheet(client, {"scoring": "pagat_times_five"}) == PAGAT_TOTALS


def test_seed_000_rounded_to_ten(client: FlaskClient):
    """"certains joueurs préfèrent arrondir tous les scores aux 5 ou 10 points les plus proches":
    80, 96 → 100, -72 → -70, 30, 78 → 80."""
    assert sheet(client, {"rounding": 10}) == running(deltas_of([80, 100, -70, 30, 80]))
    # To 5: 80, 95, -70, 30, 80 (96 → 95, -72 → -70, 78 → 80).
    assert sheet(client, {"rounding": 5}) == running(deltas_of([80, 95, -70, 30, 80]))


def test_seed_000_fixed_table(client: FlaskClient):
    """"80 pour la garde ... points de carte supérieurs ou inférieurs à ceux nécessaires pour le contrat
    arrondis au 10 le plus proche; pas de facteurs multiplicateurs; autres scores comme ci-dessus":
    1: 80 + 20 (15 → 20) = 100; 2: 80 + 10 (13) + 10 = 100; 3: -(80 + 0 (1)) - 10 = -90;
    4: 80 + 0 - 10 = 70; 5: 80 + 0 (4) + 20 = 100."""
    assert sheet(client, {"scoring": "pagat_fixed"}) == running(deltas_of([100, 100, -90, 70, 100]))


def test_seed_000_poignees_at_10_20_40(client: FlaskClient):
    """"Poignées peut marquer: simple 10, double 20, triple 40": hand 5 is (25 + 4) × 2 + 10 = 68."""
    assert sheet(client, {"poignee_values": [10, 20, 40]}) == running(deltas_of([80, 96, -72, 30, 68]))


def test_seed_000_pousse_multipliers(client: FlaskClient):
    """"Lorsque vous jouez avec l'offre de pousse, les multiplicateurs peuvent être: petite x1, pousse x2,
    garde x4, garde sans x8, garde contre x12": the five gardes count ×4 —
    1: 40 × 4 = 160; 2: 48 × 4 = 192; 3: -36 × 4 = -144; 4: 15 × 4 = 60; 5: 29 × 4 + 20 = 136."""
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    expected = running(deltas_of([160, 192, -144, 60, 136]))
    assert sheet(client, {"multipliers": "pousse_scale"}) == expected
    # docs/french-tarot.md: the pousse scale is the default scale of a ladder with pousse.
    assert sheet(client, {"contracts": ladder}) == expected


def test_seed_000_times_five_chelems(client: FlaskClient):
    """"grand chelem gagne 400 si annoncé et fait, perd 200 si annoncé et perdu, gagne 200 si fait sans
    annonce; petit chelem (tous les tours sauf un) 300 si annoncé et réalisé, en perd 150 si annoncé et
    perdu, pas de point si réalisé sans annonce". A garde sans with 86 points and 3 oudlers:
    (25 + 50) × 4 = 300; made by 55 with 91 points: (25 + 55) × 4 = 320."""
    base = {"players": 4, "taker": 0, "contract": "garde_sans", "attack_points": 86, "oudlers": 3}
    grand = {**base, "attack_points": 91}
    options = {"scoring": "pagat_times_five"}
    assert score(client, {**grand, "chelem": {"announced": True, "won_by": "attack"}}, **options)["per_defender"] == 720
    assert score(client, {**base, "chelem": {"announced": True}}, **options)["per_defender"] == 100
    assert score(client, {**grand, "chelem": {"won_by": "attack"}}, **options)["per_defender"] == 520
    petit = {**base, "petit_chelem": {"announced": True, "made": True}}
    assert score(client, petit, **options)["per_defender"] == 600
    assert score(client, {**base, "petit_chelem": {"announced": True}}, **options)["per_defender"] == 150
    assert score(client, {**base, "petit_chelem": {"made": True}}, **options)["per_defender"] == 300


def test_seed_000_times_five_garde_contre(client: FlaskClient):
    """"garde contre x5": 86 points and 3 oudlers, (25 + 50) × 5 = 375 (the FFT's × 6: 450)."""
    contre = {"players": 4, "taker": 0, "contract": "garde_contre", "attack_points": 86, "oudlers": 3}
    assert score(client, contre)["per_defender"] == 450
    assert score(client, contre, scoring="pagat_times_five")["per_defender"] == 375


# -- seed 001 --------------------------------------------------------------------------------------------

SEED_001_EXAMPLE = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 49, "oudlers": 2,
                    "poignees": [{"size": "simple", "seat": 0}], "petit_au_bout": "attack"}


def test_seed_001_example_under_its_table(client: FlaskClient):
    """Seed 001: "Vous faites une garde avec 49 points ... 2 bouts ... une poignée simple ... le petit au
    bout": it writes 50 + 8 × 4 + 10 + 10 = 102 per defender (306 for the taker).

    Its own rules say otherwise on two counts: the points beyond the target are multiplied "x 2 pour une
    garde" (the example uses ×4), and the simple poignée is worth 20 (the example counts 10). Under
    ``scoring: seed_001_table`` the engine follows the stated rules — the garde's 50, the margin × 2, the
    petit au bout 10 not multiplied (as the example does), the poignée 20: 50 + 16 + 10 + 20 = 96. With
    the example's poignée of 10 (``poignee_values: [10, 20, 40]``): 86. The FFT gives 106 (E07).
    Only ``scoring: seed_001_example`` (test_seed_readings.py) reproduces the seed's 102: no multiplier
    table on seed_001_table does."""
    assert score(client, SEED_001_EXAMPLE)["per_defender"] == 106
    table = score(client, SEED_001_EXAMPLE, scoring="seed_001_table")
    assert (table["petit_au_bout"], table["poignees"], table["per_defender"]) == (10, 20, 96)
    assert table["deltas"] == [288, -96, -96, -96]
    ten = score(client, SEED_001_EXAMPLE, scoring="seed_001_table", poignee_values=[10, 20, 40])
    assert (ten["per_defender"], ten["deltas"][0]) == (86, 258)
    for multipliers in ("fft", "pagat_times_five", "pousse_scale", {"garde": 4}):
        assert score(client, SEED_001_EXAMPLE, scoring="seed_001_table", poignee_values=[10, 20, 40],
                     multipliers=multipliers)["per_defender"] != 102


@pytest.mark.parametrize(("contract", "game"), [("petite", 25), ("garde", 50), ("garde_sans", 100),
                                                ("garde_contre", 150)])
def test_seed_001_contract_values(client: FlaskClient, contract, game):
    """"Petite 25, Garde avec chien 50, Garde sans chien 100, Garde contre chien 150", juste fait."""
    juste = {"players": 4, "taker": 0, "contract": contract, "attack_points": 41, "oudlers": 2}
    assert score(client, juste, scoring="seed_001_table")["per_defender"] == game


def test_seed_001_chelems_replace_the_contract(client: FlaskClient):
    """"Chelem non demandé 300, Chelem demandé 600"."""
    grand = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 91, "oudlers": 3}
    assert score(client, {**grand, "chelem": {"won_by": "attack"}}, scoring="seed_001_table")["per_defender"] == 300
    announced = {**grand, "chelem": {"announced": True, "won_by": "attack"}}
    assert score(client, announced, scoring="seed_001_table")["per_defender"] == 600


def test_seed_001_six_players(client: FlaskClient):
    """"le joueur qui distribue est "mort", il ne fait donc pas partie de la donne, il ne gagne et ne perd
    aucun point": the seed's garde at 6 seats, taker 0 with partner 3, dealer 5: 5-player shares."""
    summary = {**SEED_001_EXAMPLE, "players": 6, "dealer": 5, "partner": 3}
    scored = score(client, summary)
    assert scored["deltas"] == [212, -106, -106, 106, -106, 0]

"""Seed 000's mouches (pools) as the `settlement` of POST /v1/score-sheets.

"Au début du jeu, et par la suite lorsqu'il n'y a pas de mouches, tout le monde paie un montant
équivalent (disons 10) pour former une mouche, et le donneur ajoute 5 supplémentaires. Un joueur qui
remporte un contrat remporte la plus grande mouche; un déclarant qui perd [paie] une nouvelle mouche
d'une taille égale à celle de la plus grande mouche. Au début de chaque transaction, le [donneur] ajoute
5 à (une des) plus grandes mouches." The hands' ordinary scores are paid as well (docs).
"""

from __future__ import annotations

from flask.testing import FlaskClient

from .builders import golden, score_sheet
from .pagat_hands import PAGAT_HANDS

MOUCHES = {"settlement": "mouches"}


def lines(client: FlaskClient, hands, options=None, players: int = 4, **sheet):
    answer = score_sheet(client, {"players": players, "options": {**MOUCHES, **(options or {})}, "hands": hands,
                                  **sheet})
    return answer


def test_pools_after_each_of_pagat_s_five_hands(client: FlaskClient):
    """Dealers 0, 1, 2, 3, 0 (each the seat after the previous one). FFT deltas of the five hands:
    [240, -80, -80, -80], [-96, 288, -96, -96], [72, 72, -216, 72], [-30, -30, 90, -30], [-78, -78, -78, 234].

    Each line's count is in the comment above its assertion.
    """
    answer = lines(client, PAGAT_HANDS)
    got = [(line["deltas"], line["pools"]) for line in answer["hands"]]
    # 1: 240 - 10 - 5 + 45 = 270; the others -80 - 10.
    assert got[0] == ([270, -90, -90, -90], [])
    # 2: -96 - 10, B 288 - 10 - 5 + 45 = 318, the others -106.
    assert got[1] == ([-106, 318, -106, -106], [])
    # 3: new pool 40, dealer 2 adds 5 (45); C fails and pays a new pool of 45: 72 - 10 for the others,
    #    C -216 - 10 - 5 - 45 = -276. Pools 45 and 45.
    assert got[2] == ([62, 62, -276, 62], [45, 45])
    # 4: dealer 3 adds 5 to a largest pool (50); C makes it (juste fait) and takes the 50: -30 each,
    #    dealer 3 -35, C 90 + 50 = 140. Pool 45 left.
    assert got[3] == ([-30, -30, 140, -35], [45])
    # 5: dealer 0 adds 5 (50); D makes it and takes 50: A -78 - 5, D 234 + 50.
    assert got[4] == ([-83, -78, -78, 284], [])
    totals = [0, 0, 0, 0]
    for line in answer["hands"]:
        totals = [total + delta for total, delta in zip(totals, line["deltas"], strict=True)]
        assert line["totals"] == totals
        # Chips are conserved: what the players lost is in the pools.
        assert sum(line["totals"]) + sum(line["pools"]) == 0
    assert answer["totals"] == totals


def test_a_losing_taker_pays_a_pool_as_large_as_the_largest(client: FlaskClient):
    hands = [
        {"taker": 2, "contract": "garde", "attack_points": 40, "oudlers": 2},   # fails: pools 45, 45
        {"taker": 1, "contract": "petite", "attack_points": 30, "oudlers": 1},  # fails: 50 → 45, 50, 50
        {"taker": 3, "contract": "petite", "attack_points": 30, "oudlers": 1},  # fails: 55 → 45, 55, 50, 55
    ]
    answer = lines(client, hands)
    assert [line["pools"] for line in answer["hands"]] == [[45, 45], [50, 45, 50], [55, 45, 50, 55]]
    for line in answer["hands"]:
        assert sum(line["totals"]) + sum(line["pools"]) == 0


def test_the_stake(client: FlaskClient):
    """mouche_stake 20: the first pool is 4 × 20 + 5 = 85."""
    answer = lines(client, PAGAT_HANDS[:1], {"mouche_stake": 20})
    assert answer["hands"][0] == {"deltas": [240 - 20 - 5 + 85, -100, -100, -100],
                                  "totals": [300, -100, -100, -100], "pools": []}
    failed = lines(client, PAGAT_HANDS[2:3], {"mouche_stake": 20})["hands"][0]
    # Dealer 0 (the first hand's): C fails and pays 85.
    assert failed["pools"] == [85, 85]
    assert failed["deltas"] == [72 - 20 - 5, 72 - 20, -216 - 20 - 85, 72 - 20]


def test_the_dealer_of_each_hand(client: FlaskClient):
    """first_dealer and each summary's own dealer choose who adds the 5."""
    hand = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}
    # A (not the dealer): 240 - 10 + 45 = 275.
    by_default = lines(client, [hand], first_dealer=2)["hands"][0]["deltas"]
    assert by_default == [275, -90, -95, -90]
    explicit = lines(client, [{**hand, "dealer": 3}])["hands"][0]["deltas"]
    assert explicit == [275, -90, -90, -95]
    # Dealing by turn: the second hand is dealt by the seat after the first's.
    second = lines(client, [hand, hand], first_dealer=2)["hands"][1]["deltas"]
    assert second == [275, -90, -90, -95]


def test_a_summary_s_default_dealer_is_the_seat_after_the_previous_hand_s_dealer(client: FlaskClient):
    """openapi.yaml (SheetSummary.dealer): "by default the seat after the previous hand's dealer, from
    first_dealer". The first hand names dealer 3; the second, without a dealer, is dealt by seat 0, who
    adds the 5 to the new pool and takes it (A: 240 - 10 - 5 + 45 = 270). BUG: the service counts from
    first_dealer (0 + 1 = 1) and ignores the first hand's own dealer."""
    first = {**PAGAT_HANDS[0], "dealer": 3}
    answer = lines(client, [first, PAGAT_HANDS[0]])
    assert answer["hands"][1]["deltas"] == [270, -90, -90, -90]


def test_a_deal_thrown_in_moves_no_pool_but_the_dealer_still_adds_five(client: FlaskClient):
    all_passed = {key: value for key, value in golden("all_passed")["record"].items()
                  if key not in ("ruleset", "players", "options")}
    dealer = all_passed["dealer"]
    answer = lines(client, [all_passed, PAGAT_HANDS[0]], first_dealer=dealer)
    first = answer["hands"][0]
    assert first["pools"] == [45]
    assert first["deltas"] == [-15 if seat == dealer else -10 for seat in range(4)]
    # The next hand finds a pool of 45; its dealer (the next seat) adds 5 and A takes the 50.
    second = answer["hands"][1]
    assert second["pools"] == []
    next_dealer = (dealer + 1) % 4
    expected = [240 + 50, -80, -80, -80]
    expected[next_dealer] -= 5
    assert second["deltas"] == expected


def test_records_on_a_mouche_sheet(client: FlaskClient):
    hand = golden("excuse_last_trick_changes_side")
    rec = {key: value for key, value in hand["record"].items() if key not in ("ruleset", "players", "options")}
    answer = lines(client, [rec])
    dealer, taker = rec["dealer"], hand["expected"]["taker"]
    expected = [delta - 10 for delta in hand["expected"]["score"]["deltas"]]
    expected[dealer] -= 5
    expected[taker] += 45
    assert answer["hands"][0] == {"deltas": expected, "totals": expected, "pools": []}


def test_points_settlement_has_no_pools(client: FlaskClient):
    answer = score_sheet(client, {"players": 4, "hands": PAGAT_HANDS})
    assert all("pools" not in line for line in answer["hands"])
    assert all(sum(line["deltas"]) == 0 for line in answer["hands"])


def test_mouches_at_a_table_where_the_dealer_sits_out(client: FlaskClient):
    """5 seats, FFT 'mort': all five seats pay the stake (50, + 5 = 55); the dealer scores 0 in the game."""
    hand = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2, "dealer": 4}
    answer = lines(client, [hand], {"five_player_table": "dealer_sits_out"}, players=5)
    assert answer["hands"][0]["deltas"] == [240 - 10 + 55, -90, -90, -90, -15]
    assert sum(answer["hands"][0]["deltas"]) == 0


def test_a_taker_who_fails_with_a_faulty_ecart_still_pays_his_pool(client: FlaskClient):
    """penalties: house (seed 001): "Si vous faites un mauvais chien, vous donnez tous les points de votre
    contrat aux adversaires si vous ne réalisez pas votre contrat" — the hand is scored "as usual"
    (docs), and with mouches a taker who fails pays a new pool as large as the largest. The weak taker's
    faulty écart (KH discarded) at garde, lost: -348 per defender. Dealer 0: everybody pays 10 (40),
    dealer 0 adds 5 (45), the taker pays a new pool of 45: pools [45, 45]. BUG: the sheet treats the
    penalised hand as thrown in; the taker pays no pool."""
    from .builders import calls, deal, highest, play_out
    from .taker_hands import LOW_DOG, WEAK_TAKER

    weak = WEAK_TAKER[:-1] + ["KH"]
    hands = deal(4, 18, {1: weak}, LOW_DOG)
    ecart = ["KH", "6S", "7S", "6H", "7H", "5D"]
    in_play = [list(hand) for hand in hands]
    in_play[1] = [card for card in weak + LOW_DOG if card not in ecart]
    tricks, _ = play_out(in_play, 1, [0, 1, 2, 3], {0: highest, 2: highest, 3: highest}, attack={1})
    rec = {"dealer": 0, "hands": hands, "dog": LOW_DOG, "auction": calls(4, 0, {1: "garde"}), "discard": ecart,
           "tricks": tricks}
    answer = lines(client, [rec], {"penalties": "house"})
    line = answer["hands"][0]
    assert line["pools"] == [45, 45]
    assert line["deltas"] == [348 - 10 - 5, -1044 - 10 - 45, 348 - 10, 348 - 10]


def test_without_base_payment_only_the_points_over_the_target_are_paid(client: FlaskClient):
    """Seed 000: "Lorsque vous jouez avec des mouches, il peut ne pas y avoir de paiement de base pour le jeu –
    uniquement pour les points de carte gagnés dépassant le minimum requis" (option mouche_base_payment: none).
    The five gardes (×2) lose their 25 × 2 = 50 a defender, in the taker's favour when he fails; the margins,
    the Petit au bout, the poignée and the pools stay as they are."""
    paid = lines(client, PAGAT_HANDS)["hands"]
    unpaid = lines(client, PAGAT_HANDS, {"mouche_base_payment": "none"})["hands"]
    made = [True, True, False, True, True]
    for hand, with_base, without, taker_made in zip(PAGAT_HANDS, paid, unpaid, made, strict=True):
        base = 50 if taker_made else -50
        expected = [delta + base if seat != hand["taker"] else delta - 3 * base
                    for seat, delta in enumerate(with_base["deltas"])]
        assert without["deltas"] == expected and without["pools"] == with_base["pools"]
    # Hand 4, made exactly (41 for 41) with the Petit lost au bout: no game at all, the defence's 20 alone.
    assert unpaid[3]["deltas"] == [20, 20, -60 + 50, 15]


def test_the_base_payment_option_is_noted_without_mouches(client: FlaskClient):
    answer = score_sheet(client, {"players": 4, "options": {"mouche_base_payment": "none"}, "hands": PAGAT_HANDS})
    assert [note["option"] for note in answer["notes"]] == ["mouche_base_payment"]
    assert answer["hands"][0]["deltas"] == [240, -80, -80, -80]

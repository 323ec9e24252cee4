"""The judge on complete hands: phases in order, the result and the score of a legal hand."""

from __future__ import annotations

import pytest

from service.core.cards import EXCUSE, PETIT, codes
from service.core.verdict import COMPLETE, IN_PROGRESS

from .helpers import (
    auction_for,
    autoplay,
    build_deal,
    c,
    chelem,
    codes_of,
    cs,
    highest_first,
    poignee,
    preferring,
    record,
    ref_count,
    run,
    trumps,
)


def _zero_sum(verdict):
    assert sum(verdict.score.deltas) == 0


# -- ordinary complete hands ----------------------------------------------------------------------------

@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("contract", ["petite", "garde", "garde_sans", "garde_contre"])
def test_a_complete_legal_hand_is_scored_and_zero_sum(players, contract):
    hands, dog = build_deal(players)
    dealer, taker = 0, 2
    discard = ()
    if contract in ("petite", "garde"):
        discard = dog  # the dog's low cards go straight back
    partner_card = "KH" if players == 5 else None
    tricks = autoplay(hands, 1, attack={taker}, called_card=partner_card)
    rec = record(dealer, hands, dog, auction=auction_for(players, dealer, taker, contract),
                 called_card=partner_card, discard=codes(discard) if discard else None, tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    assert verdict.status == COMPLETE
    assert verdict.result is not None and verdict.score is not None
    _zero_sum(verdict)
    partner = verdict.details["partner"]
    attack = {taker} | ({partner} if partner is not None else set())
    kept_attack = discard if contract in ("petite", "garde") else (dog if contract == "garde_sans" else ())
    kept_defence = dog if contract == "garde_contre" else ()
    ref = ref_count(tricks, 1, attack, kept_attack, kept_defence)
    assert verdict.result.attack_half_points == ref["attack_half"]
    assert verdict.result.attack_half_points + ref["defence_half"] == 182
    assert verdict.result.oudlers == ref["oudlers"]


def test_trick_points_and_winners_are_reported():
    hands, dog = build_deal(4)
    tricks = autoplay(hands, 1, attack={1})
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks))
    assert [trick.cards for trick in verdict.tricks] == [tuple(trick) for trick in tricks]
    assert all(trick.winner is not None for trick in verdict.tricks)


def test_a_record_stopping_mid_play_is_in_progress_without_result():
    hands, dog = build_deal(4)
    tricks = autoplay(hands, 1, attack={1})
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks[:17]))
    assert verdict.legal and verdict.status == IN_PROGRESS
    assert verdict.result is None and verdict.score is None


def test_an_illegal_complete_hand_has_no_result():
    hands, dog = build_deal(4)
    tricks = [list(trick) for trick in autoplay(hands, 1, attack={1})]
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), discard=["1S"], tricks=tricks)
    verdict = run(rec)
    assert codes_of(verdict) == ["discard_not_allowed"]
    assert verdict.status == COMPLETE and verdict.result is None and verdict.score is None


def test_violations_are_listed_in_the_order_they_happened():
    hands, dog = build_deal(4)
    bad_hands = (hands[0][:-1] + (hands[1][0],),) + hands[1:]
    rec = record(0, bad_hands, dog, auction=(auction_for(4, 0, 1, "garde")[:1] * 2))
    verdict = run(rec)
    phases = [v.phase for v in verdict.violations]
    assert phases == sorted(phases, key=["deal", "auction", "call", "discard", "declaration", "play"].index)
    assert phases[0] == "deal" and "auction" in phases


def test_hands_count_must_match_players():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands[:3], dog), players=4)
    assert codes_of(verdict) == ["hands_count"]


def test_dealer_outside_the_table_is_reported():
    hands, dog = build_deal(4)
    verdict = run(record(4, hands, dog))
    assert codes_of(verdict) == ["seat_out_of_range"]


# -- chelem hands ---------------------------------------------------------------------------------------

CHELEM_TAKER = ["EX", "1T"] + trumps(6, 21)  # 18 cards; the defence has 2T–5T


def _chelem_hand(announce, dealer=0, taker=1, **options):
    hands, dog = build_deal(4, {taker: CHELEM_TAKER})
    order = trumps(6, 21)[::-1] + ["1T", "EX"]
    leader = taker if announce else (dealer + 1) % 4
    tricks = autoplay(hands, leader, attack={taker}, choosers={taker: preferring(order)})
    rec = record(dealer, hands, dog, auction=auction_for(4, dealer, taker, "garde_sans"),
                 declarations=[chelem(taker)] if announce else None, tricks=tricks)
    return tricks, run(rec, **options)


def test_announced_chelem_made_with_the_excuse_last_and_the_petit_in_the_penultimate_trick():
    tricks, verdict = _chelem_hand(announce=True, dealer=2)
    assert tricks[-1][0] == EXCUSE and PETIT in tricks[-2]
    assert verdict.legal, codes_of(verdict)
    assert verdict.tricks[0].leader == 1 and verdict.tricks[-1].winner == 1
    assert verdict.result.attack_half_points == 182 and verdict.result.oudlers == 3
    assert verdict.score.chelem == 400 and verdict.score.petit_au_bout == 40
    assert verdict.score.per_defender == (25 + 55) * 4 + 40 + 400
    assert verdict.score.deltas == (-760, 2280, -760, -760)


def test_unannounced_chelem_is_plus_200_and_keeps_the_penultimate_petit_au_bout():
    _, verdict = _chelem_hand(announce=False)
    assert verdict.legal
    assert verdict.score.chelem == 200 and verdict.score.petit_au_bout == 40
    assert verdict.score.per_defender == 560


def test_option_last_trick_only_drops_the_penultimate_petit_au_bout():
    _, verdict = _chelem_hand(announce=False, petit_au_bout_chelem="last_trick_only")
    assert verdict.score.petit_au_bout == 0 and verdict.score.per_defender == 520


def test_announced_chelem_the_taker_must_keep_the_excuse_for_the_last_trick():
    hands, dog = build_deal(4, {1: CHELEM_TAKER})
    order = ["EX"] + trumps(6, 21)[::-1] + ["1T"]
    tricks = autoplay(hands, 1, attack={1}, choosers={1: preferring(order)})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), declarations=[chelem(1)],
                 tricks=tricks)
    verdict = run(rec)
    assert codes_of(verdict) == ["chelem_excuse_not_last"]


def test_announced_chelem_that_fails_costs_200():
    # The defence holds the 21 and takes the first trick: the announced chelem fails.
    taker_cards = ["EX", "1T"] + trumps(6, 20) + ["2C"]
    hands, dog = build_deal(4, {1: taker_cards})
    order = trumps(6, 20)[::-1] + ["2C", "1T"]
    tricks = autoplay(hands, 1, attack={1}, choosers={1: preferring(order)})
    assert c("21T") in tricks[0] and tricks[-1].count(EXCUSE) == 1
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), declarations=[chelem(1)],
                 tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    sign = 1 if verdict.result.made else -1
    assert verdict.score.chelem == -200
    assert verdict.score.per_defender == (sign * (25 + abs(verdict.result.margin)) * 4
                                          + verdict.score.petit_au_bout - 200)


def test_attack_chelem_with_the_defence_excuse_is_87_to_4():
    taker_cards = ["1T"] + trumps(5, 21)
    defender = ["EX", "2T", "3T", "4T"] + ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S",
                                          "1H", "2H", "3H", "4H"]
    hands, dog = build_deal(4, {1: taker_cards, 2: defender})
    order = trumps(5, 21)[::-1] + ["1T"]
    choosers = {1: preferring(order), 2: preferring(["EX"])}
    tricks = autoplay(hands, 1, attack={1}, choosers=choosers)
    assert EXCUSE in tricks[0]
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks))
    assert verdict.legal
    assert verdict.result.attack_half_points == 174 and verdict.result.oudlers == 2
    assert verdict.score.chelem == 200
    assert verdict.score.petit_au_bout == 40  # the Petit won in the last trick
    assert verdict.score.per_defender == (25 + 46) * 4 + 40 + 200


def test_defence_chelem_e21():
    taker_cards = ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S",
                   "1H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"]
    dog = ["1C", "2C", "3C", "4C", "5C", "6C"]
    hands, dog_cards = build_deal(4, {1: taker_cards}, dog=dog)
    tricks = autoplay(hands, 1, attack={1}, default=highest_first)
    assert PETIT not in tricks[-1]
    rec = record(0, hands, dog_cards, auction=auction_for(4, 0, 1, "petite"), discard=dog, tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    assert verdict.result.attack_half_points == 6 and verdict.result.oudlers == 0
    assert verdict.score.chelem == -200 and verdict.score.per_defender == -278
    assert verdict.score.deltas[1] == -834


# -- the dog, the écart, the poignée and the Excuse through the judge -----------------------------------

def test_garde_contre_dog_points_go_to_the_defence():
    dog = ["KS", "KH", "21T", "1S", "2S", "3S"]
    hands, dog_cards = build_deal(4, dog=dog)
    tricks = autoplay(hands, 1, attack={1})
    sans = run(record(0, hands, dog_cards, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks))
    contre = run(record(0, hands, dog_cards, auction=auction_for(4, 0, 1, "garde_contre"), tricks=tricks))
    dog_half = 9 + 9 + 9 + 3
    assert sans.result.attack_half_points - contre.result.attack_half_points == dog_half
    assert sans.result.oudlers - contre.result.oudlers == 1


def test_takers_poignee_is_scored_for_the_winning_side():
    taker_cards = trumps(2, 11) + ["KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"]
    hands, dog = build_deal(4, {1: taker_cards})
    tricks = autoplay(hands, 1, attack={1}, choosers={1: highest_first})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                 declarations=[poignee(1, trumps(2, 11))], tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    sign = 1 if verdict.result.made else -1
    assert verdict.score.poignees == 20 * sign


def test_defenders_poignee_counts_for_the_winner():
    defender = trumps(12, 21) + ["1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D"]
    hands, dog = build_deal(4, {2: defender})
    tricks = autoplay(hands, 1, attack={1})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                 declarations=[poignee(2, trumps(12, 21))], tricks=tricks)
    verdict = run(rec)
    assert verdict.legal
    assert verdict.score.poignees == (20 if verdict.result.made else -20)


def _excuse_last_trick_hand(**options):
    # Seat 3 (defence) keeps the Excuse to the end; the last trick is won by the defence or the attack.
    hands, dog = build_deal(4)
    tricks = autoplay(hands, 1, attack={1})
    return tricks, run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks), **options)


def test_excuse_last_trick_options_through_the_judge():
    hands, dog = build_deal(4)
    tricks = autoplay(hands, 1, attack={1})  # the autoplayer keeps the Excuse to the last trick
    assert EXCUSE in tricks[-1]
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=tricks)
    fft = run(rec)
    older = run(rec, excuse_last_trick="to_trick_winner")
    assert fft.result.attack_half_points == ref_count(tricks, 1, {1}, dog, ())["attack_half"]
    assert older.result.attack_half_points == ref_count(tricks, 1, {1}, dog, (), excuse_changes_side=False)[
        "attack_half"]


# -- five players ---------------------------------------------------------------------------------------

def _five(called, taker=2, **options):
    hands, dog = build_deal(5)
    tricks = autoplay(hands, 1, attack={taker}, called_card=called)
    rec = record(0, hands, dog, auction=auction_for(5, 0, taker, "garde_sans"), called_card=called,
                 tricks=tricks)
    return hands, run(rec, **options)


def test_five_players_with_a_partner_taker_2m_partner_m():
    hands, verdict = _five("KS")
    partner = next(seat for seat, hand in enumerate(hands) if c("KS") in hand)
    assert verdict.legal and verdict.details["partner"] == partner != 2
    m = verdict.score.per_defender
    assert verdict.score.deltas[2] == 2 * m and verdict.score.deltas[partner] == m
    assert verdict.result.attack == tuple(sorted((2, partner)))
    _zero_sum(verdict)


def test_five_players_equal_split_option():
    hands, verdict = _five("KS", five_player_split="equal")
    partner = verdict.details["partner"]
    m = verdict.score.per_defender
    assert verdict.score.deltas[2] == verdict.score.deltas[partner] == 1.5 * m
    _zero_sum(verdict)


def test_five_players_self_call_taker_alone_4m():
    hands, dog = build_deal(5)
    own_king = next(card for card in hands[2] if card in cs("KS KH KD KC"))
    tricks = autoplay(hands, 1, attack={2})
    rec = record(0, hands, dog, auction=auction_for(5, 0, 2, "garde_sans"), called_card=codes([own_king])[0],
                 tricks=tricks)
    verdict = run(rec)
    assert verdict.legal and verdict.details["partner"] is None
    assert verdict.score.deltas[2] == 4 * verdict.score.per_defender
    _zero_sum(verdict)


def test_five_players_called_card_in_the_dog_taker_alone_4m():
    hands, dog = build_deal(5, dog=["KS", "1H", "2H"])
    tricks = autoplay(hands, 1, attack={2}, called_card="KS")
    rec = record(0, hands, dog, auction=auction_for(5, 0, 2, "garde_sans"), called_card="KS", tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    assert verdict.details["partner"] is None
    assert verdict.score.deltas[2] == 4 * verdict.score.per_defender
    _zero_sum(verdict)


def test_five_players_prise_called_card_in_the_dog_becomes_the_takers():
    hands, dog = build_deal(5, dog=["KS", "1H", "2H"])
    low = codes([min(card for card in hands[2] if card < 56 and card % 14 < 10)])[0]
    discard = [low, "1H", "2H"]
    play_hands = list(hands)
    play_hands[2] = tuple(card for card in hands[2] + dog if card not in cs(discard))
    assert c("KS") in play_hands[2]
    tricks = autoplay(play_hands, 1, attack={2}, called_card="KS")
    rec = record(0, hands, dog, auction=auction_for(5, 0, 2, "petite"), called_card="KS", discard=discard,
                 tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    assert verdict.details["partner"] is None
    assert verdict.score.deltas[2] == 4 * verdict.score.per_defender


def _partner_excuse_in_a_lost_last_trick():
    """5 players: the attack (taker 0, partner 2) takes the first 14 tricks; in the last the taker leads
    2H, the partner plays the Excuse and a defender wins with KH. No chelem: the Excuse changes side."""
    taker = trumps(8, 21) + ["2H"]
    partner = ["KS", "EX", "1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "CS", "QS"]
    diamonds = ["1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "CD", "QD", "KD"]
    hands, dog = build_deal(5, {0: taker, 2: partner, 3: ["KH"] + diamonds}, dog=["1C", "2C", "3C"])
    tricks = autoplay(hands, 0, attack={0, 2}, choosers={0: highest_first, 3: preferring(diamonds)},
                      called_card="KS")
    assert tricks[-1] == cs("2H KC EX KH QC")
    return hands, dog, tricks, record(4, hands, dog, auction=auction_for(5, 4, 0, "garde_sans"), called_card="KS",
                                      tricks=tricks)


@pytest.mark.parametrize("option", ["changes_side", "to_trick_winner"])
def test_excuse_in_a_last_trick_lost_after_every_other_trick_goes_to_the_defence(option):
    hands, dog, tricks, rec = _partner_excuse_in_a_lost_last_trick()
    verdict = run(rec, excuse_last_trick=option)
    assert verdict.legal
    assert [trick.winner for trick in verdict.tricks][-1] == 3
    # FFT §7.2: outside a chelem an Excuse played to the last trick changes side (here it is also the
    # trick winner's side): the attack ends with 73.5 points and 2 oudlers, not 77.5 and 3.
    assert verdict.result.attack_half_points == 147
    assert verdict.result.oudlers == 2
    assert verdict.score.chelem == 0
    assert verdict.score.per_defender == (25 + 33) * 4

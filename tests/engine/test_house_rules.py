"""House rules as named options (seeds 000, 001): each test would fail if its option were ignored."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.cards import EXCUSE, PETIT, codes
from service.core.verdict import ANNULLED, COMPLETE, IN_PROGRESS
from service.french.play import play_fault, trick_winner_position
from service.french.record import Call, Declaration
from service.french.rules import french_rules
from service.french.scoring import ATTACK, DealSummary, Misere, result_of, score_of
from service.french.summaries import summary_problems

from .helpers import auction_for, autoplay, build_deal, c, codes_of, cs, record, run, suit_range, trumps


def score(players: int = 4, options: dict[str, object] | None = None, **fields: object):
    summary = DealSummary(**{"taker": 0, "partner": None, "contract": "garde", "attack_half_points": 98,
                             "oudlers": 2, **fields})
    rules = french_rules(players, options or {})
    return score_of(summary, result_of(summary), rules)


# -- contracts and multipliers ------------------------------------------------------------------------

def test_pousse_is_a_call_only_when_the_ladder_has_it():
    hands, dog = build_deal(4)
    auction = (Call(1, "pousse"), Call(2, "pass"), Call(3, "pass"), Call(0, "pass"))
    assert codes_of(run(record(0, hands, dog, auction=auction))) == ["unknown_call"]
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    verdict = run(record(0, hands, dog, auction=auction), contracts=ladder)
    assert verdict.legal and verdict.details["contract"] == "pousse"


def test_pousse_ranks_between_petite_and_garde():
    hands, dog = build_deal(4)
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    auction = (Call(1, "garde"), Call(2, "pousse"), Call(3, "pass"), Call(0, "pass"))
    assert codes_of(run(record(0, hands, dog, auction=auction), contracts=ladder)) == ["bid_not_higher"]


def test_without_petite_the_lowest_bid_is_the_garde():
    hands, dog = build_deal(4)
    auction = (Call(1, "petite"), Call(2, "pass"), Call(3, "pass"), Call(0, "pass"))
    verdict = run(record(0, hands, dog, auction=auction), contracts=["garde", "garde_sans", "garde_contre"])
    assert codes_of(verdict) == ["unknown_call"]


def test_with_pousse_the_default_scale_makes_room_for_it():
    ladder = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
    rules = french_rules(4, {"contracts": ladder})
    assert [(contract.name, contract.multiplier) for contract in rules.contracts] == [
        ("petite", 1), ("pousse", 2), ("garde", 4), ("garde_sans", 8), ("garde_contre", 12)]
    # 49 points with 2 oudlers at garde: (25 + 8) × 4 with the pousse scale, × 2 by the FFT.
    assert score(options={"contracts": ladder}).per_defender == 132
    assert score().per_defender == 66


def test_multiplier_scales_and_tables():
    assert score(contract="garde_contre").per_defender == 33 * 6
    assert score(options={"multipliers": "pagat_times_five"}, contract="garde_contre").per_defender == 33 * 5
    assert score(options={"multipliers": {"garde": 3}}).per_defender == 33 * 3
    assert score(options={"multipliers": {"garde": 3}}, contract="garde_sans").per_defender == 33 * 4


# -- poignées -------------------------------------------------------------------------------------------

def test_poignee_values_option():
    assert score(poignees=("simple",)).poignees == 20
    assert score(options={"poignee_values": [10, 20, 40]}, poignees=("simple", "double")).poignees == 30


def test_poignee_sizes_option_changes_the_thresholds():
    rules = french_rules(3, {"poignee_sizes": [13, 15, 22]})
    assert rules.poignee_sizes == (13, 15, 22)
    assert rules.poignee_size_name(18) is None and rules.poignee_size_name(22) == "triple"
    assert french_rules(3).poignee_size_name(18) == "triple"


# -- misères --------------------------------------------------------------------------------------------

NO_TRUMPS = suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2 3 4")
NO_FACES = trumps(2, 10) + suit_range("S", "1 2 3 4 5 6 7 8 9")


def _misere_record(hand: list[str], kind: str | None):
    hands, dog = build_deal(4, {2: hand})
    tricks = autoplay(hands, 1, attack={1})
    return record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                  declarations=[Declaration(2, "misere", (), kind)], tricks=tricks)


@pytest.mark.parametrize(("hand", "kind"), [(NO_TRUMPS, "trumps"), (NO_FACES, "faces")])
def test_a_misere_is_paid_10_by_every_other_player_whatever_the_result(hand, kind):
    rec = _misere_record(hand, kind)
    plain = run(replace(rec, declarations=()), misere=True)
    verdict = run(rec, misere=True)
    assert verdict.legal, codes_of(verdict)
    assert verdict.score.miseres == 30
    expected = [delta + (30 if seat == 2 else -10) for seat, delta in enumerate(plain.score.deltas)]
    assert list(verdict.score.deltas) == expected
    assert sum(verdict.score.deltas) == 0


def test_a_misere_needs_the_option():
    assert codes_of(run(_misere_record(NO_TRUMPS, "trumps"))) == ["declaration_not_allowed"]


def test_a_misere_without_a_kind_says_so_in_the_terms_of_the_request():
    verdict = run(_misere_record(NO_TRUMPS, None), misere=True)
    assert codes_of(verdict) == ["misere_kind"]
    assert verdict.violations[0].message == 'A misère is of kind "trumps" or "faces"; this one names no kind.'
    assert verdict.violations[0].pointer.endswith("/kind")


def test_a_misere_with_the_spoiling_cards_in_hand_is_refused():
    verdict = run(_misere_record(NO_FACES, "trumps"), misere=True)
    assert codes_of(verdict) == ["misere_not_blank"]
    assert "2T" in verdict.violations[0].message


def test_the_excuse_spoils_a_blanc_d_habille_but_not_a_blanc_d_atout():
    hand = ["EX"] + NO_TRUMPS[:17]
    assert codes_of(run(_misere_record(hand, "trumps"), misere=True)) == []
    assert codes_of(run(_misere_record(hand, "faces"), misere=True)) == ["misere_not_blank"]


# -- chelems --------------------------------------------------------------------------------------------

def test_petit_chelem_values():
    options = {"petit_chelem": True}
    assert score(options=options, petit_chelem_announced=True, petit_chelem_made=True).petit_chelem == 300
    assert score(options=options, petit_chelem_announced=True).petit_chelem == -150
    assert score(options=options, petit_chelem_made=True).petit_chelem == 0
    assert score(petit_chelem_announced=True, petit_chelem_made=True).petit_chelem == 0


def test_a_petit_chelem_announcement_needs_the_option():
    hands, dog = build_deal(4)
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                 declarations=[Declaration(1, "petit_chelem")])
    assert codes_of(run(rec)) == ["declaration_not_allowed"]
    assert codes_of(run(rec, petit_chelem=True)) == []


def test_chelem_values_option():
    options = {"chelem_values": {"announced": 500, "defence": 250}}
    assert score(options=options, attack_half_points=182, oudlers=3, chelem_announced=True,
                 chelem_won_by=ATTACK).chelem == 500
    assert score(options=options, attack_half_points=0, oudlers=0, chelem_won_by="defence").chelem == -250
    assert score(options=options, attack_half_points=182, oudlers=3, chelem_won_by=ATTACK).chelem == 200


# -- rounding and the other scorings ----------------------------------------------------------------------

def test_rounding_to_five_or_ten():
    # The worked example E07: 106 per defender.
    fields = {"poignees": ("simple",), "petit_au_bout": ATTACK}
    assert score(**fields).per_defender == 106
    assert score(options={"rounding": 5}, **fields).per_defender == 105
    assert score(options={"rounding": 10}, **fields).per_defender == 110
    assert score(options={"rounding": 10}, attack_half_points=70, **fields).per_defender == -60  # -56 → -60


def test_pagat_fixed_table():
    # Garde, 49 points with 2 oudlers: 80 for the garde + the margin 8 rounded to 10, not multiplied.
    result = score(options={"scoring": "pagat_fixed"}, poignees=("simple",), petit_au_bout=ATTACK)
    assert result.game == 90 and result.petit_au_bout == 10 and result.per_defender == 120
    grand = score(options={"scoring": "pagat_fixed"}, attack_half_points=182, oudlers=3, chelem_won_by=ATTACK)
    assert grand.game == 1000 and grand.chelem == 0
    petit = score(options={"scoring": "pagat_fixed"}, attack_half_points=170, oudlers=3, petit_chelem_made=True)
    assert petit.game == 500


def test_pagat_times_five():
    assert score(options={"scoring": "pagat_times_five"}, contract="garde_contre").per_defender == 33 * 5
    assert score(options={"scoring": "pagat_times_five"}, petit_chelem_announced=True).petit_chelem == -150


def test_seed_001_table_scores_its_own_example_by_its_rule():
    # Seed 001: garde, 49 points, 2 oudlers, a simple poignée, the Petit au bout: 50 + 8 × 2 + 20 + 10
    # (its own text multiplies by 4 and counts the poignée 10; the rule it states gives this).
    fields = {"poignees": ("simple",), "petit_au_bout": ATTACK}
    assert score(options={"scoring": "seed_001_table"}, **fields).per_defender == 96
    assert score(options={"scoring": "seed_001_table", "poignee_values": [10, 20, 40]}, **fields).per_defender == 86
    chelem = score(options={"scoring": "seed_001_table"}, attack_half_points=182, oudlers=3, chelem_won_by=ATTACK,
                   chelem_announced=True)
    assert chelem.game == 600


# -- annulments: petit sec, petit imprenable, Excuse alone ----------------------------------------------

PETIT_SEC = ["1T"] + suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2 3")
EXCUSE_ALONE = ["EX"] + suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2 3")


def test_petit_imprenable_plays_on_instead_of_annulling():
    hands, dog = build_deal(4, {2: PETIT_SEC}, allow_petit_sec=True)
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"))
    assert run(rec).status == ANNULLED
    verdict = run(rec, petit_sec="imprenable")
    assert verdict.legal and verdict.status == IN_PROGRESS


def test_a_petit_imprenable_plays_like_an_excuse():
    imprenable = frozenset({EXCUSE, PETIT})
    hand = cs(["1T", "2S"])
    # On a heart lead, void in hearts, the lone Petit need not trump, and 2S may be discarded.
    assert play_fault(hand, cs(["5H"]), c("2S"), "Seat 2", excuses=imprenable) is None
    assert play_fault(hand, cs(["5H"]), c("2S"), "Seat 2").code == "must_trump"
    # It never takes the trick.
    assert trick_winner_position(cs(["3H", "1T", "5H", "4H"]), excuses=imprenable) == 2
    assert trick_winner_position(cs(["3H", "1T", "5H", "4H"])) == 1


def test_excuse_alone_annuls_only_with_the_option():
    hands, dog = build_deal(4, {2: EXCUSE_ALONE})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"))
    assert run(rec).status == IN_PROGRESS
    verdict = run(rec, excuse_alone_annuls=True)
    assert verdict.status == ANNULLED and "excuse alone" in verdict.reason
    assert codes_of(verdict) == ["played_after_annulment"]


# -- the house penalty for a faulty écart -------------------------------------------------------------------

def _faulty_ecart_hand(taker_hand: list[str]):
    """The taker discards his king of spades with five of the dog's clubs: a faulty écart."""
    dog = ["2C", "3C", "4C", "5C", "6C", "7C"]
    hands, dog_cards = build_deal(4, {1: taker_hand}, dog=dog)
    discard = cs(["KS", "2C", "3C", "4C", "5C", "6C"])
    after = [card for card in list(hands[1]) + list(dog_cards) if card not in discard]
    tricks = autoplay([hands[0], tuple(after), hands[2], hands[3]], 1, attack={1})
    return record(0, hands, dog_cards, auction=auction_for(4, 0, 1, "garde"), discard=codes(discard),
                  tricks=tricks)


STRONG_TAKER = ["KS"] + trumps(5, 21)
WEAK_TAKER = ["KS"] + suit_range("S", "1 2 3 4 5 6 7 8 9") + suit_range("H", "1 2 3 4 5 6 7 8")


def test_a_faulty_ecart_with_the_contract_made_annuls_the_deal_under_house_penalties():
    """Seed 001, "Les pénalités": "Si vous faites un mauvais "chien", [...] Si vous le réalisez, la partie est
    purement et simplement annulée." The verdict says so in words, names the next dealer and zeroes the score."""
    rec = _faulty_ecart_hand(STRONG_TAKER)
    verdict = run(rec)
    assert codes_of(verdict) == ["discard_king"] and verdict.score is None
    verdict = run(rec, penalties="house")
    assert not verdict.legal and verdict.status == ANNULLED
    assert verdict.reason == "faulty écart and the contract made: the deal is annulled (house penalty)"
    assert verdict.details["next_dealer"] == 1
    assert verdict.details["penalty"] == {
        "rule": "faulty_ecart", "outcome": "annulled",
        "message": "Faulty écart and the contract made: the deal is annulled."}
    # The contract was made, and would have scored: the penalty takes it back, the result stays to show why.
    assert verdict.result.made and verdict.score.game > 0
    assert verdict.score.per_defender == 0 and verdict.score.deltas == (0, 0, 0, 0)


def test_a_faulty_ecart_with_the_contract_failed_is_scored_as_usual_under_house_penalties():
    """Seed 001, "Les pénalités": "Si vous faites un mauvais "chien", vous donnez tous les points de votre contrat
    aux adversaires si vous ne réalisez pas votre contrat." The deal stands and is scored as any failed one."""
    rec = _faulty_ecart_hand(WEAK_TAKER)
    verdict = run(rec, penalties="house")
    assert codes_of(verdict) == ["discard_king"]
    assert verdict.status == COMPLETE and not verdict.result.made and verdict.reason is None
    assert "next_dealer" not in verdict.details
    assert verdict.details["penalty"] == {
        "rule": "faulty_ecart", "outcome": "scored",
        "message": "Faulty écart and the contract failed: the taker pays as usual."}
    assert verdict.score.per_defender < 0 and sum(verdict.score.deltas) == 0
    # As any failed contract at four: the taker alone pays each of the three defenders.
    assert verdict.score.deltas[1] == 3 * verdict.score.per_defender


# -- summaries --------------------------------------------------------------------------------------------

def test_summaries_refuse_house_rules_that_are_not_in_play():
    summary = DealSummary(0, None, "garde", 98, 2, petit_chelem_announced=True, miseres=(Misere(1, "trumps"),))
    pointers = [pointer for pointer, _ in summary_problems(summary, [], french_rules(4))]
    assert pointers == ["/petit_chelem", "/miseres"]
    options = {"petit_chelem": True, "misere": True}
    assert summary_problems(summary, [], french_rules(4, options)) == []

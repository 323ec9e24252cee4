"""Declarations: the poignée (§5.1) and the chelem announcement (§3.2)."""

from __future__ import annotations

import pytest

from service.french.declarations import judge_declarations
from service.french.record import Declaration
from service.french.rules import french_rules

from .helpers import auction_for, build_deal, c, chelem, codes_of, cs, poignee, record, run, trumps

PLAIN = ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "CS", "QS", "KS",
         "1H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"]


def _hand(trump_codes, players=4, extra=()):
    size = {3: 24, 4: 18, 5: 15}[players]
    cards = list(trump_codes) + list(extra)
    return cs(cards + PLAIN[: size - len(cards)])


def _judge(decls, hands, players=4, taker=0, forced=()):
    rules = french_rules(players)
    hands = tuple(hands) + tuple(() for _ in range(players - len(hands)))
    return judge_declarations(tuple(decls), hands, taker, tuple(forced), rules)


def _codes(outcome):
    return [v.code for v in outcome.violations]


@pytest.mark.parametrize(
    "players,size,name",
    [(3, 13, "simple"), (3, 15, "double"), (3, 18, "triple"),
     (4, 10, "simple"), (4, 13, "double"), (4, 15, "triple"),
     (5, 8, "simple"), (5, 10, "double"), (5, 13, "triple")],
)
def test_poignee_sizes_per_table(players, size, name):
    hand = _hand(trumps(1, size), players)
    outcome = _judge([poignee(1, trumps(1, size))], [(), hand], players)
    assert outcome.violations == []
    assert [(p.seat, p.size) for p in outcome.poignees] == [(1, name)]


@pytest.mark.parametrize(
    "players,size",
    [(3, 12), (3, 14), (3, 16), (3, 17), (3, 19), (3, 10), (3, 22),
     (4, 9), (4, 11), (4, 12), (4, 14), (4, 16), (4, 17),
     (5, 7), (5, 9), (5, 11), (5, 12), (5, 14), (5, 15)],
)
def test_a_poignee_must_be_exactly_a_threshold(players, size):
    hand = _hand(trumps(1, min(size, 21)), players)
    outcome = _judge([poignee(1, trumps(1, min(size, 21)))], [(), hand], players)
    assert "poignee_size" in _codes(outcome)
    assert outcome.poignees == []


def test_a_player_with_more_trumps_shows_exactly_a_threshold():
    hand = _hand(trumps(1, 12))
    outcome = _judge([poignee(1, trumps(3, 12))], [(), hand])
    assert outcome.violations == [] and outcome.poignees[0].size == "simple"


def test_a_plain_card_in_a_poignee_is_poignee_not_trump():
    hand = _hand(trumps(1, 12))
    outcome = _judge([poignee(1, trumps(1, 9) + ["KS"])], [(), hand])
    assert _codes(outcome) == ["poignee_not_trump"]
    assert outcome.violations[0].card == c("KS")
    assert outcome.violations[0].pointer == "/declarations/0/cards/9"


def test_a_trump_not_held_is_poignee_not_held():
    hand = _hand(trumps(1, 10))
    outcome = _judge([poignee(1, trumps(2, 11))], [(), hand])
    assert _codes(outcome) == ["poignee_not_held"]
    assert outcome.violations[0].card == c("11T")


def test_a_trump_shown_twice_is_poignee_not_held():
    hand = _hand(trumps(1, 12))
    outcome = _judge([poignee(1, trumps(1, 9) + ["9T"])], [(), hand])
    assert _codes(outcome) == ["poignee_not_held"]


def test_the_excuse_stands_in_for_a_missing_trump():
    hand = _hand(trumps(1, 9), extra=["EX"])
    outcome = _judge([poignee(1, trumps(1, 9) + ["EX"])], [(), hand])
    assert outcome.violations == [] and outcome.poignees[0].size == "simple"


def test_the_excuse_with_a_trump_kept_back_is_poignee_excuse_with_trumps():
    hand = _hand(trumps(1, 10), extra=["EX"])
    outcome = _judge([poignee(1, trumps(2, 10) + ["EX"])], [(), hand])
    assert _codes(outcome) == ["poignee_excuse_with_trumps"]
    assert outcome.violations[0].card == c("EX")


def test_ten_trumps_and_the_excuse_show_ten_real_trumps():
    hand = _hand(trumps(1, 10), extra=["EX"])
    assert _judge([poignee(1, trumps(1, 10))], [(), hand]).violations == []


def test_twelve_trumps_and_the_excuse_make_a_double():
    hand = _hand(trumps(1, 12), extra=["EX"])
    outcome = _judge([poignee(1, trumps(1, 12) + ["EX"])], [(), hand])
    assert outcome.violations == [] and outcome.poignees[0].size == "double"


def test_there_is_no_duty_to_show_the_21_or_the_petit():
    hand = _hand(trumps(1, 21))
    outcome = _judge([poignee(1, trumps(2, 11))], [(), hand])
    assert outcome.violations == []


def test_a_second_poignee_by_the_same_seat_is_reported():
    hand = _hand(trumps(1, 13))
    outcome = _judge([poignee(1, trumps(1, 10)), poignee(1, trumps(1, 13))], [(), hand])
    assert _codes(outcome) == ["declaration_duplicated"]
    assert len(outcome.poignees) == 1


def test_several_players_may_each_declare():
    hands = [_hand(trumps(1, 10)), _hand(trumps(11, 21) + ["EX"])]
    outcome = _judge([poignee(0, trumps(1, 10)), poignee(1, trumps(11, 21) + ["EX"])], hands)
    # 11 trumps and the Excuse: 12 shown is no threshold
    assert _codes(outcome) == ["poignee_size"]
    outcome = _judge([poignee(0, trumps(1, 10)), poignee(1, trumps(11, 20))], hands)
    assert outcome.violations == [] and len(outcome.poignees) == 2


def test_the_taker_four_kings_and_fifteen_trumps_shows_the_discarded_trump_again():
    # 24 cards: 4 kings, 15 trumps, 5 plain cards: one trump must go to the écart, and the triple counts.
    kept = cs(["KS", "KH", "KD", "KC"] + trumps(1, 15))
    kept = tuple(card for card in kept if card != c("2T"))
    outcome = _judge([poignee(0, trumps(1, 15))], [kept], taker=0, forced=cs("2T"))
    assert outcome.violations == [] and outcome.poignees[0].size == "triple"


def test_a_defender_cannot_show_the_takers_discarded_trump():
    hand = _hand(trumps(3, 11))
    outcome = _judge([poignee(1, trumps(2, 11))], [(), hand], taker=0, forced=cs("2T"))
    assert _codes(outcome) == ["poignee_not_held"]


# -- the chelem announcement ----------------------------------------------------------------------------

def test_only_the_taker_announces_a_chelem():
    outcome = _judge([Declaration(2, "chelem")], [(), (), ()], taker=1)
    assert _codes(outcome) == ["chelem_not_taker"] and not outcome.chelem_announced


def test_the_taker_announces_a_chelem():
    outcome = _judge([Declaration(1, "chelem")], [(), ()], taker=1)
    assert outcome.violations == [] and outcome.chelem_announced


# -- through the judge: the hand that counts -----------------------------------------------------------

TAKER = ["2T", "3T", "4T", "5T", "6T", "7T", "8T", "9T", "KS", "QS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"]


def test_the_takers_poignee_counts_the_dog_trumps_after_the_ecart():
    hands, dog = build_deal(4, {1: TAKER}, dog=["10T", "11T", "1H", "2H", "3H", "4H"])
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"),
                 discard=["1H", "2H", "3H", "4H", "2S", "3S"],
                 declarations=[poignee(1, trumps(2, 11))])
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)


def test_the_takers_poignee_cannot_use_a_card_he_discarded_freely():
    hands, dog = build_deal(4, {1: TAKER}, dog=["10T", "11T", "1H", "2H", "3H", "4H"])
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"),
                 discard=["1H", "2H", "3H", "4H", "2S", "3S"],
                 declarations=[poignee(1, trumps(2, 10) + ["KS"])])
    assert codes_of(run(rec)) == ["poignee_not_trump"]


def test_garde_sans_dog_trumps_do_not_count_for_the_takers_poignee():
    hands, dog = build_deal(4, {1: TAKER}, dog=["10T", "11T", "1H", "2H", "3H", "4H"])
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                 declarations=[poignee(1, trumps(2, 11))])
    assert set(codes_of(run(rec))) == {"poignee_not_held"}


def test_a_defenders_poignee_uses_the_dealt_hand():
    defender = trumps(12, 21) + ["1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D"]
    hands, dog = build_deal(4, {2: defender, 1: TAKER})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"),
                 declarations=[poignee(2, trumps(12, 21))])
    assert run(rec).legal


def test_judge_chelem_not_taker():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), declarations=[chelem(2)]))
    assert codes_of(verdict) == ["chelem_not_taker"]
    assert verdict.violations[0].phase == "declaration" and verdict.violations[0].seat == 2


def test_judge_chelem_means_the_taker_leads():
    hands, dog = build_deal(4)
    taker = 3
    first = hands[taker][0]
    ok = run(record(0, hands, dog, auction=auction_for(4, 0, taker, "garde_sans"), declarations=[chelem(taker)],
                    tricks=[(first,)]))
    assert ok.legal, codes_of(ok)
    assert ok.tricks[0].leader == taker


def test_judge_after_a_chelem_the_seat_after_the_dealer_leading_is_wrong_first_leader():
    hands, dog = build_deal(4)
    verdict = run(record(0, hands, dog, auction=auction_for(4, 0, 3, "garde_sans"), declarations=[chelem(3)],
                         tricks=[(hands[1][0],)]))
    assert codes_of(verdict) == ["wrong_first_leader"]


def test_a_trump_put_in_the_ecart_without_need_does_not_count_toward_the_poignee():
    # The taker keeps 2S: discarding 2T was not forced, so it was never shown and cannot make up his 10.
    hands, dog = build_deal(4, {1: TAKER}, dog=["10T", "11T", "1H", "2H", "3H", "4H"])
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"),
                 discard=["1H", "2H", "3H", "4H", "3S", "2T"],
                 declarations=[poignee(1, trumps(2, 11))])
    assert codes_of(run(rec)) == ["discard_trump_not_forced", "poignee_not_held"]

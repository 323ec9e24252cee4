"""Card play (§6.2, §6.3, §4.3 first lead): what must be played, and who wins the trick."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service.core.cards import EXCUSE, HEARTS, PETIT, SPADES, TRUMPS
from service.french.play import Hand, TrickState, legal_cards, play_fault, trick_winner_position
from tests.property.property_settings import tarot_settings

from .helpers import (
    auction_for,
    autoplay,
    build_deal,
    c,
    codes_of,
    cs,
    lowest_keep_excuse,
    record,
    ref_legal,
    run,
)


def fault(hand, trick, card, **kwargs):
    result = play_fault(cs(hand), cs(trick), c(card), 9, **kwargs)
    return None if result is None else result.code


# -- following suit -------------------------------------------------------------------------------------

def test_holding_the_led_suit_you_must_follow():
    assert fault("2H 9H 5S 5T", "KH", "5S") == "must_follow_suit"


def test_holding_the_led_suit_you_may_not_trump():
    assert fault("2H 9H 5S 5T", "KH", "5T") == "must_follow_suit"


def test_following_suit_does_not_require_a_higher_card():
    assert fault("2H QH 5S 5T", "9H", "2H") is None


def test_the_must_follow_message_names_the_cards_held():
    result = play_fault(cs("2H 9H 5T"), cs("KH"), c("5T"), 3)
    assert "2H" in result.message and "9H" in result.message


@pytest.mark.parametrize(
    "hand,trick,card,message",
    [
        ("2H 9H 5T", "KH", "5T", "Seat 4 played 5T on a heart lead while holding 2H and 9H."),
        ("2S 5T 9T", "KD", "2S", "Seat 4 played 2S on a diamond lead while void in diamonds and holding the trumps "
                                 "5T and 9T."),
        ("2S 5T 9T", "3T", "2S", "Seat 4 played 2S on a trump lead while holding the trumps 5T and 9T."),
        ("2S 1T 9T", "KD", "2S", "Seat 4 played 2S on a diamond lead while void in diamonds and holding the trumps "
                                 "1T and 9T."),
        ("2S 5T 12T 14T", "KH 10T", "5T", "Seat 4 played 5T under 10T while holding 12T and 14T, which overtrump."),
        ("2H 9H", "", "EX", "Seat 4 plays EX, which it does not hold."),
    ],
)
def test_each_play_fault_says_what_was_played_and_what_the_rule_asked(hand, trick, card, message):
    assert play_fault(cs(hand), cs(trick), c(card), 3).message == message


def test_the_called_suit_fault_names_the_suit_and_the_called_card():
    result = play_fault(cs("2C 9C 5S"), (), c("2C"), 4, called_suit_banned=3, called_card=c("KC"))
    assert result.message == ("Seat 5 opens the deal with 2C in the called suit (clubs); only the called card KC "
                              "may be led in that suit on the first trick.")


def test_the_called_suit_fault_without_the_called_card_names_no_card_in_its_place():
    result = play_fault(cs("2C 9C 5S"), (), c("2C"), 4, called_suit_banned=3)
    assert result.message == ("Seat 5 opens the deal with 2C in the called suit (clubs); only the called card "
                              "may be led in that suit on the first trick.")


def test_a_trump_led_with_no_trump_held_lets_any_card_be_played():
    assert fault("2H 9H 5S", "8T", "5S") is None


# -- trumping when void ---------------------------------------------------------------------------------

def test_void_in_the_led_suit_with_trumps_you_must_trump():
    assert fault("2S 9S 5T", "KH", "2S") == "must_trump"


def test_void_in_the_led_suit_any_trump_when_none_is_in_the_trick():
    assert fault("2S 9S 5T 17T", "KH 3H", "5T") is None


def test_void_in_suit_and_trumps_you_may_discard_anything():
    assert fault("2S 9S KD", "KH", "KD") is None
    assert fault("2S 9S KD", "KH 4T", "2S") is None


def test_the_petit_has_no_protection_when_it_is_the_only_trump():
    assert fault("2S 9S 1T", "KH", "2S") == "must_trump"
    assert fault("2S 9S 1T", "KH", "1T") is None


# -- overtrumping -------------------------------------------------------------------------------------

def test_void_you_must_overtrump_when_you_can():
    assert fault("2S 5T 12T", "KH 10T", "5T") == "must_overtrump"


def test_void_you_may_undertrump_when_you_cannot_overtrump():
    assert fault("2S 5T 3T", "KH 10T", "5T") is None


def test_void_you_must_still_trump_when_you_cannot_overtrump():
    assert fault("2S 5T 3T", "KH 10T", "2S") == "must_trump"


def test_void_with_a_higher_trump_a_plain_card_is_must_trump():
    assert fault("2S 5T 12T", "KH 10T", "2S") == "must_trump"


def test_trumps_led_you_must_play_higher_when_you_can():
    assert fault("5T 12T 2H", "10T", "5T") == "must_overtrump"
    assert fault("5T 12T 2H", "10T", "12T") is None


def test_trumps_led_you_play_any_trump_when_you_cannot_go_higher():
    assert fault("5T 3T 2H", "10T", "3T") is None


def test_trumps_led_a_plain_card_while_holding_trumps_is_must_trump():
    assert fault("5T 3T 2H", "10T", "2H") == "must_trump"


def test_overtrump_is_measured_against_the_highest_trump_in_the_trick():
    assert fault("12T 16T 2H", "5T 15T", "12T") == "must_overtrump"
    assert fault("12T 14T 2H", "5T 15T", "12T") is None


def test_overtrump_applies_over_a_partners_trump_too():
    # The engine has no partners in play_fault: the rule is the same whoever played the trump.
    assert fault("5T 20T", "3H 19T", "5T") == "must_overtrump"


def test_overtrumping_on_a_suit_lead_after_an_earlier_overtrump():
    assert fault("8T 18T 2S", "3H 6T 17T", "8T") == "must_overtrump"
    assert fault("8T 18T 2S", "3H 6T 17T", "18T") is None


# -- the Excuse ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(
    "hand,trick",
    [("EX 2H 9H", "KH"), ("EX 5T 12T", "KH 10T"), ("EX 5T 12T", "10T"), ("EX 2S", "KH"), ("EX 2S 3T", "")],
)
def test_the_excuse_may_be_played_at_any_time(hand, trick):
    assert fault(hand, trick, "EX") is None


def test_after_an_excuse_lead_the_next_card_sets_the_suit():
    assert fault("2H 5S 5T", "EX", "5S") is None
    assert fault("2H 5S 5T", "EX 9H", "5S") == "must_follow_suit"
    assert fault("2H 5S 5T", "EX 9H", "2H") is None


def test_after_an_excuse_lead_a_trump_sets_trumps_and_overtrump_applies():
    assert fault("3T 12T 2H", "EX 9T", "3T") == "must_overtrump"
    assert fault("3T 12T 2H", "EX 9T", "2H") == "must_trump"
    assert fault("3T 8T 2H", "EX 9T", "3T") is None


def test_after_an_excuse_lead_a_void_player_must_trump():
    assert fault("2S 4T", "EX 9H", "2S") == "must_trump"


def test_legal_cards_after_an_excuse_lead_and_a_suit():
    assert sorted(legal_cards(cs("2H 9H 5S 5T"), cs("EX 3H"))) == sorted(cs("2H 9H"))


def test_legal_cards_include_the_excuse():
    assert sorted(legal_cards(cs("2H 9H 5S 5T EX"), cs("3H"))) == sorted(cs("2H 9H EX"))


def test_legal_cards_when_void_are_the_higher_trumps_and_the_excuse():
    assert sorted(legal_cards(cs("2S 4T 11T 15T EX"), cs("3H 10T"))) == sorted(cs("11T 15T EX"))


def test_legal_cards_on_a_lead_are_the_whole_hand():
    hand = cs("2S 4T 11T 15T EX KH")
    assert sorted(legal_cards(hand, ())) == sorted(hand)


def test_a_card_not_in_hand_is_card_not_held():
    assert fault("2H 9H", "KH", "3H") == "card_not_held"
    assert fault("2H 9H", "", "EX") == "card_not_held"


# -- five players: the first lead may not be in the called suit -----------------------------------------

def test_first_lead_in_the_called_suit_is_called_suit_first_lead():
    code = fault("2H 9H 5S 5T", "", "2H", called_suit_banned=HEARTS, called_card=c("KH"))
    assert code == "called_suit_first_lead"


def test_leading_the_called_card_itself_is_allowed():
    assert fault("KH 9H 5S", "", "KH", called_suit_banned=HEARTS, called_card=c("KH")) is None


def test_first_lead_in_another_suit_or_a_trump_is_allowed():
    assert fault("2H 9H 5S 5T", "", "5S", called_suit_banned=HEARTS, called_card=c("KH")) is None
    assert fault("2H 9H 5S 5T", "", "5T", called_suit_banned=HEARTS, called_card=c("KH")) is None


def test_first_lead_ban_counts_trumps_as_another_card_to_lead():
    assert fault("2H 9H 5T", "", "2H", called_suit_banned=HEARTS, called_card=c("KH")) == "called_suit_first_lead"


def test_first_lead_ban_does_not_apply_to_a_hand_with_only_the_called_suit():
    assert fault("2H 9H EX", "", "2H", called_suit_banned=HEARTS, called_card=c("KH")) is None


def test_first_lead_ban_applies_to_the_card_after_an_excuse_lead():
    assert fault("2H 9H 5S", "EX", "2H", called_suit_banned=HEARTS, called_card=c("KH")) == "called_suit_first_lead"


def test_first_lead_ban_does_not_stop_following_the_called_suit():
    assert fault("2H 9H 5S", "3H", "2H", called_suit_banned=HEARTS, called_card=c("KH")) is None


def test_first_lead_ban_is_for_the_called_suit_only():
    assert fault("2S 9H", "", "2S", called_suit_banned=HEARTS, called_card=c("KH")) is None
    assert fault("2S 9H", "", "2S", called_suit_banned=SPADES, called_card=c("KS")) == "called_suit_first_lead"


# legal_cards with the first-lead ban and the petit imprenable, as the judge passes them to play_fault (the
# HTTP /v1/plays/legal does not pass them yet): the cards it lists are exactly those play_fault accepts.

def legal(hand, trick, **kwargs):
    return legal_cards(cs(hand), cs(trick), **kwargs)


def test_legal_cards_on_the_first_lead_leave_out_the_called_suit_but_the_called_card():
    assert legal("2H KH 9H 5S 5T EX", "", called_suit_banned=HEARTS, called_card=c("KH")) == list(cs("KH 5S 5T EX"))


def test_legal_cards_ban_the_called_suit_for_the_card_after_an_excuse_lead():
    assert legal("2H 9H 5S", "EX", called_suit_banned=HEARTS, called_card=c("KH")) == list(cs("5S"))


def test_legal_cards_let_a_hand_of_the_called_suit_only_lead_it():
    assert legal("2H 9H EX", "", called_suit_banned=HEARTS, called_card=c("KH")) == list(cs("2H 9H EX"))


def test_legal_cards_let_the_called_suit_be_followed_on_the_first_trick():
    assert legal("2H 9H 5S", "3H", called_suit_banned=HEARTS, called_card=c("KH")) == list(cs("2H 9H"))


def test_legal_cards_without_the_ban_allow_the_called_suit_on_the_first_lead():
    assert legal("2H 9H 5S", "", called_card=c("KH")) == list(cs("2H 9H 5S"))


def test_legal_cards_ban_no_trump_on_the_first_lead():
    # The ban is the called king's suit; a trump is never called (call.py), so a trump "suit" bans nothing.
    assert legal("2H 5T 9T", "", called_suit_banned=TRUMPS, called_card=c("21T")) == list(cs("2H 5T 9T"))


PETIT_IMPRENABLE = frozenset(cs("EX 1T"))
"""The Excuse and, with petit imprenable, the Petit of a petit sec: its holder has no other trump."""


def test_a_petit_imprenable_may_be_played_instead_of_following_suit():
    assert legal("2S 1T 3H", "3S", excuses=PETIT_IMPRENABLE) == list(cs("2S 1T"))
    assert legal("2S 1T 3H", "3S") == list(cs("2S"))


def test_a_petit_imprenable_does_not_oblige_to_trump_on_a_trump_lead():
    assert legal("1T 2H", "5T", excuses=PETIT_IMPRENABLE) == list(cs("1T 2H"))
    assert legal("1T 2H", "5T") == list(cs("1T"))


def test_a_petit_imprenable_does_not_oblige_to_trump_when_void():
    assert legal("2H 1T", "3S 10T", excuses=PETIT_IMPRENABLE) == list(cs("2H 1T"))
    assert legal("2H 1T", "3S 10T") == list(cs("1T"))


def test_other_hands_still_overtrump_past_a_petit_imprenable():
    assert legal("5T 12T 2H", "3S 1T 10T", excuses=PETIT_IMPRENABLE) == list(cs("12T"))


def test_a_petit_imprenable_led_does_not_set_the_suit():
    assert legal("2H 5T", "1T 3H", excuses=PETIT_IMPRENABLE) == list(cs("2H"))
    assert legal("2H 5T", "1T 3H") == list(cs("5T"))


def test_a_petit_imprenable_never_wins_the_trick():
    assert trick_winner_position(cs("2S 1T 3S"), excuses=PETIT_IMPRENABLE) == 2
    assert trick_winner_position(cs("2S 1T 3S")) == 1


# -- the trick's winner -----------------------------------------------------------------------------------

def winner(trick, **kwargs):
    return trick_winner_position(cs(trick), **kwargs)


def test_the_highest_card_of_the_led_suit_wins():
    assert winner("9H KH 2H QH") == 1


def test_a_higher_card_of_another_suit_does_not_win():
    assert winner("9H KS 2H 10D") == 0


def test_any_trump_beats_a_suit_card():
    assert winner("KH QH 2T JH") == 2


def test_the_highest_trump_wins():
    assert winner("KH 2T 21T 20T") == 2
    assert winner("5T 4T 3T 1T") == 0


def test_the_petit_wins_when_it_is_the_only_trump():
    assert winner("KH QH 1T JH") == 2


def test_the_excuse_never_wins():
    assert winner("EX 2H 9H 3S") == 2
    assert winner("2H EX 3S 4D") == 0
    assert winner("EX 2T 3S 4D") == 1


def test_an_empty_trick_has_no_winner():
    with pytest.raises(ValueError, match="^an empty trick has no winner$"):
        trick_winner_position(())


def test_of_two_equal_cards_the_first_wins():
    # A record may list a card twice (the judge reports the second as not held, and still shows the trick's
    # winner): the first of equal cards wins, as the first card of equal strength does.
    assert trick_winner_position(cs("2H KH KH")) == 1
    assert trick_winner_position(cs("2H 10T 10T")) == 1


def test_a_trick_of_the_excuse_alone_is_won_by_its_first_card():
    assert trick_winner_position(cs("EX")) == 0


def test_the_lowest_card_of_a_suit_led_after_the_excuse_wins_over_other_suits():
    assert trick_winner_position(cs("EX 1S 2H KD")) == 1


@pytest.mark.parametrize(("trick", "cut", "winning"), [
    ("1C 1T 8C", {}, 2),  # the lone Petit played as an Excuse (its holder has a club): the 8 wins
    ("1C 1T 8C", {"cuts": False}, 2),
    ("1C 1T 8C", {"cuts": True}, 1),  # the same Petit played as a cut: it takes the trick
    ("1C 1T EX 8C", {"cuts": True}, 1),  # the Petit cuts; the Excuse in the same trick is still only an Excuse
])
def test_only_the_cutter_played_as_a_cut_is_a_trump_in_a_trick_state(trick, cut, winning):
    # Seed 001, "il est considéré comme une excuse, mais avec possibilité de coupe" (petit_sec:
    # excuse_that_cuts): the lone Petit counts as a trump only when played as a cut (not by default); every
    # other card that follows the Excuse's rules keeps them.
    state = TrickState.of(cs(trick), frozenset({EXCUSE, PETIT}), PETIT, **cut)
    assert state.winner == winning


@pytest.mark.parametrize(("cutter", "card", "cuts"), [
    (PETIT, PETIT, True),
    (PETIT, EXCUSE, False),  # the Excuse beside a Petit that cuts is still only an Excuse
    (EXCUSE, EXCUSE, True),  # the cutter is whichever card the state is given, not the Petit by position
    (EXCUSE, PETIT, False),
])
def test_only_the_cutter_cuts_a_plain_suit_its_holder_lacks(cutter, card, cuts):
    state = TrickState.of(cs("1C"), frozenset({EXCUSE, PETIT}), cutter)
    assert state.cuts(Hand(cs("1T EX 2S")), card) is cuts


def test_the_excuse_wins_only_in_the_chelem_exception():
    assert winner("EX 2H 9H 3S", excuse_wins=True) == 0
    assert winner("2H EX 9H 3S", excuse_wins=True) == 2


def test_five_player_trick_winner():
    assert winner("9H KH 2H 1T QH") == 3
    assert winner("3S 4S 5S 6S 2S") == 3


# -- through the judge ------------------------------------------------------------------------------------

def _garde_sans(players=4, dealer=0, taker=1, **kwargs):
    hands, dog = build_deal(players)
    leader = (dealer + 1) % players
    tricks = autoplay(hands, leader, attack={taker})
    rec = record(dealer, hands, dog, auction=auction_for(players, dealer, taker, "garde_sans"), **kwargs)
    return hands, dog, tricks, rec


def _with_tricks(rec, tricks):
    from dataclasses import replace
    return replace(rec, tricks=tuple(tuple(trick) for trick in tricks))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_legally_played_hand_is_complete(players):
    hands, dog = build_deal(players)
    tricks = autoplay(hands, 1, attack={2})
    rec = record(0, hands, dog, auction=auction_for(players, 0, 2, "garde_sans"),
                 called_card="KH" if players == 5 else None, tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)
    assert verdict.status == "complete"
    assert len(verdict.tricks) == {3: 24, 4: 18, 5: 15}[players]


def test_the_first_lead_is_the_seat_after_the_dealer():
    hands, dog, tricks, rec = _garde_sans(dealer=2)
    verdict = run(_with_tricks(rec, [hands[3][:1]]))
    assert verdict.legal and verdict.tricks[0].leader == 3


def test_another_seat_leading_the_first_trick_is_wrong_first_leader():
    hands, dog, tricks, rec = _garde_sans(dealer=0)
    verdict = run(_with_tricks(rec, [hands[2][:1]]))
    assert codes_of(verdict) == ["wrong_first_leader"]
    assert verdict.violations[0].pointer == "/tricks/0/0"


def test_the_winner_of_a_trick_leads_the_next():
    hands, dog, tricks, rec = _garde_sans()
    verdict = run(_with_tricks(rec, tricks))
    for previous, following in zip(verdict.tricks, verdict.tricks[1:], strict=False):
        assert following.leader == previous.winner


def test_a_revoke_is_reported_with_seat_trick_card_and_pointer():
    hands, dog, tricks, rec = _garde_sans()
    # find a trick where some follower held the led suit, and swap in an off-suit card of his
    verdict = run(_with_tricks(rec, tricks))
    assert verdict.legal
    in_hand = [list(hand) for hand in hands]
    leader = 1
    for index, trick in enumerate(tricks):
        for position, card in enumerate(trick):
            seat = (leader + position) % 4
            if position > 0:
                led = trick[0]
                same = [x for x in in_hand[seat] if x < 56 and led < 56 and x // 14 == led // 14]
                other = [x for x in in_hand[seat] if x < 56 and led < 56 and x // 14 != led // 14 and x not in trick]
                if same and other:
                    bad = list(tricks[index])
                    bad[position] = other[0]
                    bad_verdict = run(_with_tricks(rec, list(tricks[:index]) + [bad]))
                    first = bad_verdict.violations[0]
                    assert (first.code, first.seat, first.trick, first.card) == (
                        "must_follow_suit", seat, index, other[0])
                    assert first.pointer == f"/tricks/{index}/{position}"
                    assert first.phase == "play"
                    return
            in_hand[seat].remove(card)
        leader = verdict.tricks[index].winner
    pytest.skip("no revoke opportunity in this deal")


def test_a_card_played_twice_is_card_not_held():
    hands, dog, tricks, rec = _garde_sans()
    second = list(tricks[1])
    leader_card = tricks[0][0]
    verdict = run(_with_tricks(rec, [tricks[0], second]))
    assert verdict.legal
    # the leader of trick 0 plays his trick-0 card again when he next plays
    bad = [list(tricks[0]), list(tricks[1])]
    seat_of = {card: seat for seat, hand in enumerate(hands) for card in hand}
    position = [seat_of[card] for card in tricks[1]].index(seat_of[leader_card])
    bad[1][position] = leader_card
    verdict = run(_with_tricks(rec, bad))
    assert "card_not_held" in codes_of(verdict)
    violation = next(v for v in verdict.violations if v.code == "card_not_held")
    assert violation.trick == 1 and violation.card == leader_card


def trick_size_violations(verdict):
    return [(v.code, v.phase, v.message, v.pointer, v.seat, v.trick, v.card) for v in verdict.violations]


def test_a_short_trick_before_the_last_is_trick_size():
    hands, dog, tricks, rec = _garde_sans()
    verdict = run(_with_tricks(rec, [tricks[0][:3], tricks[1]]))
    assert trick_size_violations(verdict) == [
        ("trick_size", "play", "Trick 1 has 3 cards; each trick has one card per player (4).", "/tricks/0", None, 0,
         None)]


def test_a_trick_with_too_many_cards_is_trick_size():
    hands, dog, tricks, rec = _garde_sans()
    verdict = run(_with_tricks(rec, [tricks[0] + (tricks[1][0],)]))
    assert trick_size_violations(verdict) == [
        ("trick_size", "play", "Trick 1 has 5 cards; each trick has one card per player (4).", "/tricks/0", None, 0,
         None)]


def test_more_tricks_than_cards_in_a_hand_is_trick_size():
    hands, dog, tricks, rec = _garde_sans()
    verdict = run(_with_tricks(rec, list(tricks) + [tricks[0]]))
    assert trick_size_violations(verdict) == [
        ("trick_size", "play", "The record has 19 tricks; a deal has 18.", "/tricks/18", None, 18, None)]
    assert verdict.status != "complete" or not verdict.legal


def test_an_unfinished_last_trick_is_in_progress():
    hands, dog, tricks, rec = _garde_sans()
    verdict = run(_with_tricks(rec, list(tricks[:5]) + [tricks[5][:2]]))
    assert verdict.legal and verdict.status == "in_progress"
    assert verdict.tricks[-1].winner is None and len(verdict.tricks) == 6
    assert verdict.result is None and verdict.score is None


def _five_player_first_lead(option=None, lead_called_suit=True, called="KH"):
    leader_hand = ["2H", "3H", "4H", "5S", "6S", "7S", "8S", "9S", "2T", "3T", "4T", "5T", "6T", "7T", "8T"]
    hands, dog = build_deal(5, {1: leader_hand})
    tricks = [(c("2H") if lead_called_suit else c("5S"),)]
    options = {} if option is None else {"called_suit_first_lead": option}
    rec = record(0, hands, dog, auction=auction_for(5, 0, 2, "garde_sans"), called_card=called, tricks=tricks)
    return run(rec, **options)


def test_judge_five_player_first_lead_in_the_called_suit_is_reported():
    verdict = _five_player_first_lead()
    assert codes_of(verdict) == ["called_suit_first_lead"]
    assert verdict.violations[0].seat == 1 and verdict.violations[0].trick == 0


def test_judge_five_player_first_lead_in_another_suit_is_legal():
    assert _five_player_first_lead(lead_called_suit=False).legal


def test_judge_option_allows_the_first_lead_in_the_called_suit():
    assert _five_player_first_lead(option="allowed").legal


def test_judge_five_player_called_suit_may_be_led_after_the_first_trick():
    hands, dog = build_deal(5)
    taker = 2

    def chooser(seat, hand, trick, legal):
        if not trick:
            hearts = [card for card in legal if card < 56 and card // 14 == HEARTS and card != c("KH")]
            others = [card for card in legal if card not in hearts and card != c("EX")]
            if len(hand) == 15:
                return min(others)
            if len(hand) == 14 and hearts:
                return min(hearts)
        return lowest_keep_excuse(seat, hand, trick, legal)

    tricks = autoplay(hands, 1, attack={taker}, default=chooser)
    assert tricks[1][0] < 56 and tricks[1][0] // 14 == HEARTS  # the second trick is led in the called suit
    rec = record(0, hands, dog, auction=auction_for(5, 0, taker, "garde_sans"), called_card="KH", tricks=tricks)
    verdict = run(rec)
    assert verdict.legal, codes_of(verdict)


# -- the §6.3 algorithm against an independent reading of it ---------------------------------------------


@tarot_settings(max_examples=300)
@given(st.permutations(list(range(78))), st.integers(1, 10), st.integers(0, 4))
def test_legal_cards_match_the_rules_algorithm(deck, hand_size, trick_size):
    hand = deck[:hand_size]
    trick = deck[hand_size:hand_size + trick_size]
    assert sorted(legal_cards(hand, trick)) == sorted(ref_legal(hand, trick))


@tarot_settings(max_examples=200)
@given(st.permutations(list(range(78))), st.integers(1, 10))
def test_every_illegal_card_gets_the_code_its_situation_calls_for(deck, hand_size):
    hand, trick = deck[:hand_size], deck[hand_size:hand_size + 2]
    led = next((card for card in trick if card != c("EX")), None)
    for card in hand:
        result = play_fault(hand, trick, card, 0)
        if result is None:
            continue
        assert card != c("EX") and led is not None
        led_suit = 4 if led >= 56 else led // 14
        holds_led = any(x != c("EX") and (4 if x >= 56 else x // 14) == led_suit for x in hand)
        if led_suit != 4 and holds_led:
            assert result.code == "must_follow_suit"
        elif not (56 <= card <= 76):
            assert result.code == "must_trump"
        else:
            assert result.code == "must_overtrump"


@tarot_settings(max_examples=300)
@given(st.permutations(list(range(78))), st.integers(1, 10), st.integers(0, 4), st.integers(0, 77),
       st.booleans(), st.sampled_from([0, 1 << (PETIT - 56)]))
def test_play_held_is_holds_allows_remove_and_add(deck, hand_size, trick_size, card, overtrump_on_cut, cutter):
    """The judge's one-step play of a card that raises no question does what the three steps did: a card the hand
    holds and may play leaves it and joins the trick; any other changes nothing."""
    hand_cards, trick = deck[:hand_size], deck[hand_size:hand_size + trick_size]
    excuses = (1 << (EXCUSE - 56)) | cutter

    def state_of() -> TrickState:
        state = TrickState(excuses, cutter, overtrump_on_cut)
        for played in trick:
            state.add(played, False)
        return state

    one, three = state_of(), state_of()
    hand_one, hand_three = Hand(hand_cards), Hand(hand_cards)
    played = hand_three.holds(card) and three.allows(hand_three, card)
    if played:
        hand_three.remove(card)
        three.add(card, three.cuts(hand_three, card))
    assert one.play_held(hand_one, card) is played
    assert (hand_one.plain, hand_one.high) == (hand_three.plain, hand_three.high)
    fields = ("led", "follow", "beat", "highest_trump", "winner", "size", "_strength")
    assert [getattr(one, name) for name in fields] == [getattr(three, name) for name in fields]


# -- option overtrump: trump_lead_only (seed 001) ----------------------------------------------------------


def test_a_cut_after_a_cut_may_go_under_when_only_trump_leads_ask_to_overtrump():
    """Seed 001: "l'on n'est pas forcé de "monter" sauf à l'atout"; "Si la couleur demandée est l'atout, le joueur
    suivant doit obligatoirement "monter"". On a heart lead already cut with the 10, a player void in hearts
    must still trump, but may play his 5 under it; on a trump lead he must still go over the 10."""
    hand, cut = cs("5T 12T 2S"), cs("KH 10T")
    fft = play_fault(hand, cut, c("5T"), 2)
    assert fft is not None and fft.code == "must_overtrump"
    assert play_fault(hand, cut, c("5T"), 2, overtrump_on_cut=False) is None
    discarded = play_fault(hand, cut, c("2S"), 2, overtrump_on_cut=False)
    assert discarded is not None and discarded.code == "must_trump"
    trump_lead = play_fault(hand, cs("10T"), c("5T"), 2, overtrump_on_cut=False)
    assert trump_lead is not None and trump_lead.code == "must_overtrump"
    assert sorted(legal_cards(hand, cut, overtrump_on_cut=False)) == sorted(cs("5T 12T"))
    assert legal_cards(hand, cut) == [c("12T")]


def test_the_overtrump_option_reaches_the_legal_plays(client):
    """The same position through POST /v1/plays/legal: the 5 under the cut is legal with the option only."""
    position = {"hand": ["5T", "12T", "2S"], "trick": ["KH", "10T"]}
    answer = client.post("/v1/plays/legal", json=position).get_json()
    assert answer["legal_cards"] == ["12T"]
    chosen = {**position, "options": {"overtrump": "trump_lead_only"}}
    answer = client.post("/v1/plays/legal", json=chosen).get_json()
    assert sorted(answer["legal_cards"]) == ["12T", "5T"]
    assert [illegal["code"] for illegal in answer["illegal"]] == ["must_trump"]

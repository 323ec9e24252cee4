"""Issue 18: the seeds' readings of the deal and the play as named options, each against the passage it
comes from (seed 000: pagat in French, seed 001: a house-rule page, seed 002: an encyclopedia text).
Each test would fail if its option were ignored, or if the default (the FFT) changed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from service.core.cards import EXCUSE, HALF_POINTS, PETIT, suit_of
from service.core.verdict import ANNULLED, IN_PROGRESS, PlayedTrick
from service.french.arbitration.events import PlayFacts, TrickLog, event_violations
from service.french.counting import CompletedTrick, count_cards
from service.french.play import Hand, TrickState, legal_cards, play_fault
from service.french.record import Event
from service.french.rules import DogDestination, french_rules

from .helpers import auction_for, build_deal, c, codes_of, cs, record, run, suit_range, trumps

# -- a deal with a petit sec at seat 2 ----------------------------------------------------------------------
# Seat 2: the Petit alone, every spade and three hearts (void in clubs and diamonds). Seat 1 leads (dealer 0).

PETIT_SEC = ["1T", *suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K"), *suit_range("H", "1 2 3")]
LEADER = [*suit_range("C", "1 2 3 4 5 6"), *trumps(2, 13)]
CLUBS_AND_DIAMONDS = [*suit_range("C", "8 9 10 J C Q K"), *suit_range("D", "1 2 3 4 5 6 7 8 9 10 J")]
LAST_SEAT = ["7C", *suit_range("D", "C Q K"), *suit_range("H", "4 5 6 7 8 9 10 J C Q K"), *trumps(14, 16)]
DOG = [*trumps(17, 21), "EX"]


def petit_sec_deal(last_seat: list[str] = LAST_SEAT, leader: list[str] = LEADER):
    return build_deal(4, {0: last_seat, 1: leader, 2: PETIT_SEC, 3: CLUBS_AND_DIAMONDS}, dog=DOG,
                      allow_petit_sec=True)


def club_lead(first_trick: list[str], taker: int = 1, **options: str):
    hands, dog = petit_sec_deal()
    rec = record(0, hands, dog, auction=auction_for(4, 0, taker, "garde_sans"), tricks=[cs(first_trick)])
    return run(rec, **options)


# -- item 2: seed 001's lone Petit, an Excuse that may cut ----------------------------------------------------

def test_seed_001_lone_petit_cuts_a_suit_its_holder_lacks_and_takes_the_trick():
    # Seed 001: "Le 1 d'atout (ou petit) : lorsqu'il est tout seul et malheureux entre votre mains, vous pouvez
    # annuler la donne. Sinon, il est considéré comme une excuse, mais avec possiblité de coupe."
    trick = ["1C", "1T", "8C", "7C"]  # seat 2, void in clubs, cuts with the Petit
    cut = club_lead(trick, petit_sec="excuse_that_cuts")
    assert cut.legal and cut.status == IN_PROGRESS
    assert cut.tricks[0].winner == 2
    imprenable = club_lead(trick, petit_sec="imprenable")  # seed 000: an Excuse, never takes a trick
    assert imprenable.legal and imprenable.tricks[0].winner == 3
    assert club_lead(trick).status == ANNULLED  # FFT: the petit sec annuls the deal


@pytest.mark.parametrize("arbitration", [None, "fft"])
def test_the_cutting_petit_and_an_unfinished_trick_under_either_walk(arbitration):
    """The same reading with ``arbitration: fft``, whose walk of the play is its own: the Petit's cut takes
    the first trick, and the second, where the record stops, is shown as its leader (seat 3) opened it."""
    options = {"petit_sec": "excuse_that_cuts"} | ({} if arbitration is None else {"arbitration": arbitration})
    verdict = club_lead(["1C", "1T", "8C", "7C"], **options)
    assert verdict.legal and verdict.tricks[0].winner == 2
    hands, dog = petit_sec_deal()
    second = [card for card in hands[2] if card != PETIT][:1]
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"), tricks=[cs("1C 1T 8C 7C"), second])
    verdict = run(rec, **options)
    assert verdict.legal and verdict.status == IN_PROGRESS
    assert verdict.tricks[1] == PlayedTrick(2, None, tuple(second), HALF_POINTS[second[0]])


def test_seed_001_lone_petit_may_still_be_held_back_like_an_excuse():
    # "considéré comme une excuse": void in clubs, its holder need not cut; he may discard a spade.
    verdict = club_lead(["1C", "1S", "8C", "7C"], petit_sec="excuse_that_cuts")
    assert verdict.legal and verdict.tricks[0].winner == 3


def test_a_cutting_petit_overtrumped_stays_with_its_side_as_an_excuse():
    # The last seat holds no club and trumps over the Petit: the taker (seat 0) takes the trick, and the
    # Petit, an Excuse still, goes back to the defence for a low card: the trick brings the attack 1C, 8C,
    # 13T and the low card, 2 points, where a captured Petit would have brought 6.
    last_seat = [*suit_range("D", "C Q K"), *suit_range("H", "4 5 6 7 8 9 10 J C Q K"), *trumps(13, 16)]
    leader = [*suit_range("C", "1 2 3 4 5 6 7"), *trumps(2, 12)]
    hands, dog = petit_sec_deal(last_seat, leader)
    rec = record(0, hands, dog, auction=auction_for(4, 0, 0, "garde_sans"), tricks=[cs("1C 1T 8C 13T")])
    verdict = run(rec, petit_sec="excuse_that_cuts")
    assert verdict.legal and verdict.tricks[0].winner == 0
    rules = french_rules(4, {"petit_sec": "excuse_that_cuts"})
    done = CompletedTrick(1, cs("1C 1T 8C 13T"), 0)
    count = count_cards([done], frozenset({0}), (), (), DogDestination.ATTACK, rules, frozenset({EXCUSE, PETIT}))
    assert count.half_points_to_winner == (4,)
    assert count.attack_oudlers == 0


def test_a_petit_that_took_its_trick_by_a_cut_counts_for_its_side_and_in_the_last_trick_is_au_bout():
    rules = french_rules(4, {"petit_sec": "excuse_that_cuts"})
    excuses = frozenset({EXCUSE, PETIT})
    won = CompletedTrick(1, cs("1C 1T 8C 7C"), 2)
    count = count_cards([won], frozenset({2}), (), (), DogDestination.ATTACK, rules, excuses)
    assert count.attack_oudlers == 1 and count.half_points_to_winner == (12,)
    # The last trick of an 18-trick deal, taken by the Petit's cut: petit au bout for its side, not the
    # Excuse's change of side.
    others = [CompletedTrick(1, cs("2C 2S 9C 4H"), 3)] * 17
    count = count_cards([*others, won], frozenset({2}), (), (), DogDestination.ATTACK, rules, excuses)
    assert count.petit_au_bout == "attack"


def test_the_cut_needs_a_plain_suit_led_and_the_holder_void_in_it():
    excuses = frozenset({EXCUSE, PETIT})
    club_led = TrickState.of(cs("1C"), excuses, PETIT)
    assert club_led.cuts(Hand(cs("1T 2S")), PETIT)
    assert not club_led.cuts(Hand(cs("1T 2C")), PETIT)  # holds a club: the Petit is played as an Excuse
    assert not TrickState.of(cs("2T"), excuses, PETIT).cuts(Hand(cs("1T 2S")), PETIT)  # a trump lead
    assert not TrickState.of((), excuses, PETIT).cuts(Hand(cs("1T 2S")), PETIT)  # led: an Excuse lead
    assert not TrickState.of(cs("1C"), excuses).cuts(Hand(cs("1T 2S")), PETIT)  # imprenable: never cuts
    # A cut then takes the trick unless a trump follows.
    assert TrickState.of(cs("1C 1T 8C"), excuses, PETIT, cuts=True).winner == 1
    assert TrickState.of(cs("1C 1T 8C 2T"), excuses, PETIT, cuts=True).winner == 3


# -- items 2, 3: the holder's choice to annul or play on ---------------------------------------------------

EXCUSE_ALONE = ["EX", *suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K"), *suit_range("H", "1 2 3")]


def with_choice(rec, choice):
    return replace(rec, annulment_choice=choice)


def test_the_holder_of_a_lone_petit_may_annul_or_play_on():
    hands, dog = petit_sec_deal()
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"))
    for option in ("imprenable", "excuse_that_cuts"):
        # Seed 000 "ne doivent pas annuler la main, mais peuvent plutôt déclarer « petit imprenable »";
        # seed 001 "vous pouvez annuler la donne. Sinon…": played on unless the holder annulled.
        assert run(rec, petit_sec=option).status == IN_PROGRESS
        assert run(with_choice(rec, "play_on"), petit_sec=option).legal
        annulled = run(with_choice(rec, "annul"), petit_sec=option)
        assert annulled.status == ANNULLED and annulled.reason.startswith("petit sec")
        assert codes_of(annulled) == ["played_after_annulment"]


def test_the_excuse_alone_is_a_permission_to_annul():
    # Seed 000: "un joueur à qui l'excuse est donnée, mais aucun autre atout n'est également autorisé à
    # annuler la main": annulled when the record does not say (as before), played on when the holder chose so.
    hands, dog = build_deal(4, {2: EXCUSE_ALONE})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"))
    assert run(rec, excuse_alone_annuls=True).status == ANNULLED
    assert run(with_choice(rec, "annul"), excuse_alone_annuls=True).status == ANNULLED
    played_on = run(with_choice(rec, "play_on"), excuse_alone_annuls=True)
    assert played_on.legal and played_on.status == IN_PROGRESS


def test_a_choice_where_the_rules_leave_none_is_reported():
    hands, dog = petit_sec_deal()
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde_sans"))
    # FFT: the petit sec annuls the deal, whatever its holder would rather do.
    fft = run(with_choice(rec, "play_on"))
    assert fft.status == ANNULLED
    assert codes_of(fft) == ["annulment_choice_not_open", "played_after_annulment"]
    assert fft.violations[0].pointer == "/annulment_choice"
    plain_hands, plain_dog = build_deal(4)
    plain = run(with_choice(record(0, plain_hands, plain_dog), "annul"))
    assert plain.status == IN_PROGRESS and codes_of(plain) == ["annulment_choice_not_open"]


# -- item 12: seed 000's single trump, read literally -------------------------------------------------------

def test_seed_000_literally_annuls_a_deal_with_any_single_trump():
    # Seed 000: "Un joueur qui ne reçoit qu'un seul atout et aucun autre (compte l'excuse comme un atout) le
    # déclare immédiatement et la main est annulée".
    lone_21 = ["21T", *suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K"), *suit_range("H", "1 2 3")]
    hands, dog = build_deal(4, {3: lone_21})
    rec = record(0, hands, dog, auction=auction_for(4, 0, 1, "garde"))
    assert run(rec).status == IN_PROGRESS  # FFT: only the Petit
    literal = run(rec, lone_trump_annuls="any_trump")
    assert literal.status == ANNULLED and literal.reason.startswith("single trump: seat 4")
    assert codes_of(literal) == ["played_after_annulment"]
    # No choice is left: the holder cannot play on.
    assert codes_of(run(with_choice(rec, "play_on"), lone_trump_annuls="any_trump"))[0] == "annulment_choice_not_open"
    # The Excuse counts as a trump: alone it annuls too, and with one trump it is no single trump.
    excuse_hands, excuse_dog = build_deal(4, {2: EXCUSE_ALONE})
    assert run(record(0, excuse_hands, excuse_dog), lone_trump_annuls="any_trump").status == ANNULLED
    two = ["21T", "EX", *suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K"), *suit_range("H", "1 2")]
    two_hands, two_dog = build_deal(4, {3: two})
    assert run(record(0, two_hands, two_dog), lone_trump_annuls="any_trump").status == IN_PROGRESS


# -- item 9: the called suit after an Excuse lead (5 players) ---------------------------------------------

def test_after_an_excuse_lead_the_seeds_let_the_second_player_play_any_card():
    # Seed 000: "Il est légal de conduire l'excuse, et dans ce cas, le second joueur du tour peut jouer
    # n'importe quelle carte"; seed 002: "Si la première carte d'une levée est l'Excuse, la carte suivante
    # définit la couleur demandée".
    hand, trick, card = cs("2H 9H 5S"), cs("EX"), c("2H")
    hearts = suit_of(c("KH"))
    assert play_fault(hand, trick, card, "Seat 2", hearts, c("KH")).code == "called_suit_first_lead"
    assert legal_cards(hand, trick, hearts, c("KH")) == [c("5S")]
    assert legal_cards(hand, trick) == list(hand)


def five_player_excuse_lead(**options: str):
    """Dealer 0, seat 2 leads the Excuse, seat 3 follows with a heart while holding spades; KH called."""
    seat1 = ["EX", *suit_range("C", "1 2 3 4 5 6 7 8 9 10 J C Q K")]
    seat2 = [*suit_range("H", "1 2 3 4 5 6 7"), *suit_range("S", "1 2 3 4 5 6 7 8")]
    taker = ["KS", "KD", "QS", "QD", *trumps(9, 19)]
    hands, dog = build_deal(5, {1: seat1, 2: seat2, 3: taker}, dog=["1D", "2D", "3D"])
    rec = record(0, hands, dog, auction=auction_for(5, 0, 3, "garde_sans"), called_card="KH",
                 tricks=[cs("EX 1H")])
    return run(rec, **options)


def test_the_called_suit_ban_after_an_excuse_lead_by_the_option():
    assert codes_of(five_player_excuse_lead()) == ["called_suit_first_lead"]  # FFT: the card that sets the suit
    assert five_player_excuse_lead(called_suit_first_lead="lead_only").legal
    assert five_player_excuse_lead(called_suit_first_lead="allowed").legal


# -- item 4: seed 001's lead out of turn, the suit forbidden while the player keeps the lead --------------

def _log(index: int, leader: int, cards: str, hands: list[str], rightful: int | None = None) -> TrickLog:
    seats = tuple((leader + offset) % 4 for offset in range(4))
    return TrickLog(index, tuple(cs(hand) for hand in hands), seats, cs(cards), 4 * index,
                    leader if rightful is None else rightful)


def while_on_lead_log() -> list[TrickLog]:
    """Seat 2 should have led trick 1; seat 3 led 5S out of turn and the taker (seat 1) forbade spades. Seat 2
    leads KH and takes the trick, leads 9S in trick 2 while holding 4H (a fault) and takes it, leads 4H in
    trick 3 and loses it to seat 4, who leads trick 4."""
    return [
        _log(0, 1, "KH 6S 5H 2S", ["2S 3C 4C 5C", "KH 9S 4H 3S", "5S 6S 7S 8S", "5H 6H 7H 8H"]),
        _log(1, 1, "9S 7S 6H 3C", ["3C 4C 5C", "9S 4H 3S", "5S 7S 8S", "6H 7H 8H"]),
        _log(2, 1, "4H 8S 7H 4C", ["4C 5C", "4H 3S", "5S 8S", "7H 8H"]),
        _log(3, 3, "8H 5C 3S 5S", ["5C", "3S", "5S", "8H"]),
    ]


def ban_faults(option: str, log=None) -> list[tuple[str, int | None, int | None]]:
    log = log or while_on_lead_log()
    rules = french_rules(4, {"arbitration": "fft", "out_of_turn_ban": option})
    facts = PlayFacts(0, DogDestination.ATTACK, False, tuple(log), log[0].hands, frozenset())
    event = Event("out_of_turn", seat=2, trick=0, cards=cs("5S"), choice="other_suit")
    return [(v.code, v.trick, v.seat) for v in event_violations([event], facts, rules)]


def test_seed_001_forbids_the_suit_for_as_long_as_the_player_keeps_the_lead():
    # Seed 001: "Si un joueur fait une entrée alors que ce n'est pas son tour, le preneur peut imposer à celui
    # qui devait jouer, de poser la même couleur, ou bien lui interdire cette couleur tant qu'il a la main."
    assert ban_faults("trick") == [("played_out_of_turn", 0, 2)]
    assert ban_faults("while_on_lead") == [("played_out_of_turn", 0, 2), ("lead_not_as_required", 1, 1)]


def test_the_ban_ends_when_the_player_loses_the_lead():
    # Seat 1 leads 4H and loses trick 0 to seat 3: his spade in trick 1 is no lead, and nothing binds seat 3.
    lost = [
        _log(0, 1, "4H 6S 5H 2S", ["2S 3C 4C 5C", "KH 9S 4H 3S", "5S 6S 7S 8S", "5H 6H 7H 8H"]),
        _log(1, 3, "6H 3C 3S 7S", ["3C 4C 5C", "KH 9S 3S", "5S 7S 8S", "6H 7H 8H"]),
    ]
    assert ban_faults("while_on_lead", lost) == [("played_out_of_turn", 0, 2)]

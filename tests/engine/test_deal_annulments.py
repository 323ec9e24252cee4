"""Hands that annul the deal or let their holder annul it (french/deal.py): the petit sec (FFT §2.3.1), seed
000's single trump and Excuse alone; what each annulment says, and the quick check that every card is dealt once.

Seed 002: "La donne est toutefois annulée si l'un des joueurs possède le Petit sec, c'est-à-dire le I
d'Atout non accompagné par au moins un autre Atout." Seed 000: "Certains jouent qu'un joueur à qui l'excuse
est donnée, mais aucun autre atout n'est également autorisé à annuler la main" (option excuse_alone_annuls).
"""

from __future__ import annotations

from service.core.cards import EXCUSE, PETIT
from service.french.deal import Annulment, _each_card_once, annulments, imprenable_petit, petit_sec_seat
from service.french.judge import judge
from service.french.rules import french_rules

from .helpers import build_deal, record, suit_range

PLAIN = suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + suit_range("H", "1 2 3 4 5 6 7 8 9 10 J C Q K")


def _hand(*trumps: str) -> list[str]:
    return [*trumps, *PLAIN[: 18 - len(trumps)]]


def test_the_petit_sec_annuls_the_deal_with_its_seat_and_card_named():
    hands, dog = build_deal(4, {2: _hand("1T")}, allow_petit_sec=True)
    verdict = judge(record(0, hands, dog), french_rules(4))
    assert verdict.reason == "petit sec: seat 3's only trump is the Petit (1T) without the Excuse"


def test_every_hand_that_annuls_is_found_after_a_petit_sec():
    """Seed 000: a petit sec (played on unless its holder annuls, petit imprenable) at seat 1 and the Excuse
    alone at seat 3 (the holder may annul, and does unless the record says otherwise): both, in seat order."""
    plain = PLAIN + suit_range("D", "1 2 3 4 5 6 7 8 9 10 J C Q K")
    hands, dog = build_deal(4, {0: ["1T", *plain[:17]], 2: ["EX", *plain[17:34]]}, allow_petit_sec=True)
    rules = french_rules(4, {"petit_sec": "imprenable", "excuse_alone_annuls": True})
    assert annulments(record(0, hands, dog), rules) == [
        Annulment(0, "petit sec: seat 1's only trump is the Petit (1T) without the Excuse", True, False),
        Annulment(2, "excuse alone: seat 3 holds the Excuse and no trump", True, True),
    ]


def test_a_hand_holding_the_petit_twice_is_no_petit_sec():
    """A record error (the card is dealt twice) is not read as a petit sec: the hand's Petit is not alone."""
    hands, dog = build_deal(4, {1: _hand("1T")}, allow_petit_sec=True)
    assert petit_sec_seat(record(0, hands, dog)) == 1
    twice = (PETIT, *hands[1])
    assert petit_sec_seat(record(0, (hands[0], twice, hands[2], hands[3]), dog)) is None


def test_the_quick_check_recognises_a_deal_of_every_card_once():
    """check_deal spells out pointers only when the quick check (two machine words per hand) fails: every
    complete deal must pass it, the first card of the deck (1S, card 0) included, or the full check runs on
    every record."""
    for players in (3, 4, 5):
        hands, dog = build_deal(players)
        assert _each_card_once(record(0, hands, dog))
    hands, dog = build_deal(4)
    assert not _each_card_once(record(0, (hands[0], hands[0], hands[2], hands[3]), dog))


def test_a_single_trump_annuls_with_its_seat_and_card_named_under_seed_000_read_literally():
    """Seed 000: "Un joueur qui ne reçoit qu'un seul atout et aucun autre (compte l'excuse comme un atout) le
    déclare immédiatement et la main est annulée" (option lone_trump_annuls: any_trump): no choice is left."""
    hands, dog = build_deal(4, {3: _hand("7T")}, allow_petit_sec=True)
    rules = french_rules(4, {"lone_trump_annuls": "any_trump"})
    assert annulments(record(0, hands, dog), rules) == [
        Annulment(3, "single trump: seat 4's only trump is 7T", False, True)]
    assert judge(record(0, hands, dog), rules).reason == "single trump: seat 4's only trump is 7T"


def test_the_petit_with_one_other_trump_is_no_single_trump():
    """Two trumps, the Petit one of them, is neither a petit sec nor a single trump, even read literally."""
    hands, dog = build_deal(4, {3: _hand("1T", "7T")}, allow_petit_sec=True)
    assert annulments(record(0, hands, dog), french_rules(4, {"lone_trump_annuls": "any_trump"})) == []


def test_the_petit_plays_like_the_excuse_only_as_a_petit_sec_played_on():
    """Seed 000's petit imprenable: the lone Petit of a petit sec played on follows the Excuse's rules. Any other
    Petit is an ordinary trump, and under the FFT a petit sec is never played on."""
    sec, dog = build_deal(4, {2: _hand("1T")}, allow_petit_sec=True)
    plain_hands, plain_dog = build_deal(4)
    imprenable = french_rules(4, {"petit_sec": "imprenable"})
    assert imprenable_petit(record(0, sec, dog), imprenable) == frozenset({EXCUSE, PETIT})
    assert imprenable_petit(record(0, plain_hands, plain_dog), imprenable) == frozenset({EXCUSE})
    assert imprenable_petit(record(0, sec, dog), french_rules(4)) == frozenset({EXCUSE})

"""French Tarot's violation messages in French and German say what the English says (issue 29): each message is
a ``Text`` whose template french-tarot.po translates with exactly its placeholders, its values (and the values
of the texts nested in it) all shown; the translation names every card the English names, writes every number
it writes, and leaves no English word behind. Checked on a sample of violations of every code the engine's own
phases report (the arbitration's codes are its own: tests/arbitration), and on every template of their code."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_decimal

from service import adjudicate
from service.core.cards import EXCUSE, card_code
from service.core.text import JOINED, NO_SEAT, Text
from service.core.violations import Violation
from service.french.auction import judge_auction
from service.french.call import call_problem
from service.french.deal import annulment_choice_fault, check_deal
from service.french.deal_sequence import check_deal_sequence
from service.french.declarations import declaration_timing_violations, judge_declarations
from service.french.ecart import check_discard
from service.french.judge import judge
from service.french.play import play_fault
from service.french.record import Declaration, HandRecord, Packet
from service.french.rules import french_rules
from service.french.tables import ordinary_seating, seating_of
from service.i18n.cards import card_name
from service.i18n.messages import MESSAGES
from service.i18n.texts import TEXTS, template_in, translate
from tests.property.mutations import one_record_per_mutation

from .french_words import english_words, literal, nodes, placeholders
from .helpers import auction_for, build_deal, c, calls, cs, poignee, record, run, suit_range, trumps

ENGINE = Path(__file__).resolve().parents[2] / "service" / "french"
# The files whose messages these are: the phases and the judge (the arbitration, the options and the summaries
# have their own texts and tests).
PHASES = sorted(path for path in ENGINE.glob("*.py") if path.name not in ("options.py", "summaries.py"))
LANGUAGES = ("fr", "de")
REPORTED = re.compile(r'(?:Violation|PlayFault|report|_report_card)\(\s*"([a-z_]+)"')
NOT_CODES = frozenset({"auction", "call", "deal", "declaration", "discard", "play"})
# -- the sample -----------------------------------------------------------------------------------------


def faults(verdict: object) -> list[Violation]:
    return list(verdict.violations)  # type: ignore[attr-defined]


def _mutated() -> Iterator[tuple[str, Any]]:
    """One-rule mutations of generated legal deals at 3, 4 and 5 players (tests/property/mutations.py)."""
    for _, mutated in one_record_per_mutation():
        for violation in adjudicate(mutated)["violations"]:
            yield violation["code"], violation["message"]


def _phases() -> Iterator[tuple[str, Any]]:
    """Each phase's other faults, made on purpose."""
    rules4 = french_rules(4)
    hands4, dog4 = build_deal(4)
    hands5, dog5 = build_deal(5)
    mort = french_rules(5, {"five_player_table": "dealer_sits_out"})
    found: list[Violation] = []
    # The record's shape and the deal.
    found += faults(run(record(0, hands4[:3], dog4), players=4))
    found += faults(run(record(0, hands4, dog4), players=5, five_player_table="dealer_sits_out"))
    found += faults(run(record(7, hands4, dog4, auction_for(4, 0, 1, "garde"))))
    found += [seating_of(mort, 4).seat_problem(seat, "auction", "/auction/0/seat") for seat in (4, 9)]
    found += check_deal(record(0, (hands4[0], hands4[1], hands4[2][1:], hands4[3]), dog4), rules4)
    found += check_deal(record(0, (hands4[0] + hands4[1][:1], *hands4[1:]), dog4[1:]), rules4)
    found += check_deal(record(4, (*hands4, dog4[:1]), dog4[1:]), mort)
    found += check_deal(HandRecord(0, hands4[:2], (), piles=((), (cs("1S 2S"),))), french_rules(2))
    for choice in ("annul", "play_on"):
        found.append(annulment_choice_fault(HandRecord(0, hands4, dog4, annulment_choice=choice), rules4))
    for ends in ("not_first_or_last", "not_first_or_last_three"):
        rules = french_rules(4, {"dog_placement": ends})
        sequence = (Packet(None, cs("1S 2S")), Packet(2, cs("3S 4S 5S")), Packet(1, cs("6S 7S")),
                    Packet(None, cs("8S")))
        found += check_deal_sequence(sequence, record(0, hands4, dog4), rules, seating_of(rules, 0))
    # The auction and the call.
    found += judge_auction(calls((1, "garde"), (0, "petite"), (0, "pass"), (9, "pass"), (2, "pousse")), 0,
                           rules4).violations
    found += faults(run(record(0, hands4, dog4, called_card="KH")))
    all_passed = auction_for(4, 0, None, "pass")
    found += faults(run(record(0, hands4, dog4, all_passed, tricks=[[c("1S")]])))
    lone_petit = ["1T"] + suit_range("S", "1 2 3 4 5 6 7 8 9 10 J C Q K") + ["1H", "2H", "3H"]
    petit_sec, dog = build_deal(4, {2: lone_petit}, allow_petit_sec=True)
    found += faults(run(record(0, petit_sec, dog, auction=auction_for(4, 0, 1, "garde"))))
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"), called_card="KS")))
    found += faults(run(record(0, hands5, dog5, auction_for(5, 0, 1, "garde"),
                        declarations=[Declaration(1, "chelem")])))
    # The écart.
    taker_cards = hands4[1] + dog4
    kings = [card for card in taker_cards if card % 14 == 13 and card < 56]
    discard = (taker_cards[0], taker_cards[0], c("21T") if c("21T") in taker_cards else taker_cards[1],
               *kings[:1], *[card for card in taker_cards if 56 < card < 76][:1], c("1S") if c("1S") not in
               taker_cards else c("2S"), c("KS"))
    found += check_discard(discard, 1, taker_cards, rules4)
    found += check_discard(tuple(cs("21T EX 1T")), 1, tuple(cs("21T EX 1T 5T 2H")), rules4)
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde_sans"), discard="2C")))
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"),
                        declarations=[Declaration(1, "chelem")])))
    # The declarations.
    empty: tuple[int, ...] = ()
    blank = (empty, tuple(cs(["2S", "3T", "EX", "KH"])), empty, empty)
    miseres = french_rules(4, {"misere": True})
    found += judge_declarations((Declaration(1, "misere", kind="trumps"), Declaration(1, "misere", kind="faces"),
                                 Declaration(1, "misere", kind="hearts"), Declaration(1, "misere")),
                                blank, 0, (), miseres).violations
    found += judge_declarations((Declaration(1, "misere", kind="trumps"),), blank, 0, (), rules4).violations
    found += judge_declarations((Declaration(1, "chelem"), Declaration(0, "petit_chelem"), Declaration(0, "chelem"),
                                 Declaration(0, "chelem")), blank, 0, (), rules4, chelem_called=True).violations
    either = french_rules(4, {"chelem_announcer": "either_side"})
    found += judge_declarations((Declaration(0, "chelem"), Declaration(1, "chelem")), blank, 0, (), either).violations
    shown = (*cs(trumps(1, 9)), c("KS"), EXCUSE)
    held = (tuple(cs(trumps(1, 8))) + (c("KS"), EXCUSE, c("21T")),) * 4
    found += judge_declarations((Declaration(2, "poignee", shown), poignee(2, trumps(1, 10))), held, 0, (),
                                rules4).violations
    for options in ({}, {"declaration_timing": "before_first_lead"}):
        found += declaration_timing_violations(
            (Declaration(0, "chelem", at_card=1), Declaration(2, "poignee", cs(trumps(1, 10)), at_card=1),
             Declaration(2, "annonce", at_card=3)), 0, french_rules(4, options), ordinary_seating(4))
    # The play: a card another seat holds, the first lead from the wrong seat, the trick sizes.
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"), discard=[card_code(x) for x in dog4],
                        tricks=[[hands4[2][0]]])))
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"), discard=[card_code(x) for x in dog4],
                        tricks=[[hands4[1][0], hands4[2][0], hands4[3][0], hands4[0][0], hands4[1][1]]])))
    # A lead out of turn, and a trick too long, as the arbitration's walk of the play sees them.
    discarded = [card_code(card) for card in dog4]
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"), discard=discarded,
                        tricks=[[hands4[2][0], hands4[3][0]]]), arbitration="fft"))
    found += faults(run(record(0, hands4, dog4, auction_for(4, 0, 1, "garde"), discard=discarded,
                        tricks=[[*(hand[0] for hand in hands4[1:]), hands4[0][0], hands4[1][1]]]),
                 arbitration="fft"))
    yield from ((violation.code, violation.message) for violation in found if violation is not None)
    # The faults of a card, for a seat and for a player with none (a legal-plays answer).
    for player in (2, "The player"):
        for hand, trick, card in (("2H 9H 5T", "KH", "5T"), ("2S 5T 9T", "KD", "2S"), ("2S 5T 9T", "3T", "2S"),
                                  ("2S 5T 12T 14T", "KH 10T", "5T"), ("2H 9H", "", "EX")):
            fault = play_fault(cs(hand), cs(trick), c(card), player)
            assert fault is not None
            yield fault.code, fault.message
        for called in (c("KC"), None):
            fault = play_fault(cs("2C 9C 5S"), (), c("2C"), player, called_suit_banned=3, called_card=called)
            assert fault is not None
            yield fault.code, fault.message
    for held_cards in ((), ("KS", "KH", "KD", "KC"), ("KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"),
                       ("KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC", "CS", "CH", "CD", "CC")):
        yield "called_card_not_allowed", call_problem(c("1T"), cs(held_cards) if held_cards else ())


def _two_players() -> Iterator[tuple[str, Any]]:
    rules = french_rules(2)
    hands, _ = build_deal(4)
    two = (hands[0] + hands[1][:3], hands[2] + hands[3][:3])
    piles = tuple(tuple(tuple(seat_hand[index:index + 3]) for index in range(3, 18, 3)) + ((),)
                  for seat_hand in hands[:2])
    found: list[Violation] = []
    found += judge(HandRecord(3, two, ()), rules).violations
    for given in (None, piles[:1], piles + piles[:1]):
        found += judge(HandRecord(0, two, (), piles=given), rules).violations
    for field, value in (("auction", calls((1, "garde"))), ("called_card", c("KH")), ("discard", cs("2H")),
                         ("declarations", (Declaration(1, "chelem"),)), ("deal_sequence", (Packet(1, cs("2H")),)),
                         ("annulment_choice", "play_on")):
        found += judge(HandRecord(0, two, (), piles=piles, **{field: value}), rules).violations
    found += judge(HandRecord(0, two, (), piles=piles, tricks=((two[1][0], two[0][0], two[0][1]),)), rules).violations
    found += judge(HandRecord(0, two, (), piles=piles, tricks=((c("21T") if c("21T") not in two[1] else c("20T"),),)),
                   rules).violations
    yield from ((violation.code, violation.message) for violation in found)


SAMPLE = [*_mutated(), *_phases(), *_two_players()]


def engine_codes() -> set[str]:
    return {code for path in PHASES for code in REPORTED.findall(path.read_text(encoding="utf-8"))} - NOT_CODES


def test_the_sample_has_every_code_the_phases_report() -> None:
    assert engine_codes() - {code for code, _ in SAMPLE} == set()
    assert all(isinstance(message, Text) for _, message in SAMPLE), [m for _, m in SAMPLE if not isinstance(m, Text)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_message_is_translated_from_its_template_with_every_value(language: str) -> None:
    for code, message in SAMPLE:
        for node in nodes(message):
            if node.template == JOINED:
                continue
            translated = template_in(language, node.template)
            assert translated is not None, (code, node.template)
            assert placeholders(translated) == set(node.values) == placeholders(node.template), (code, translated)


def _facts(message: Text, language: str) -> Iterator[str]:
    """What the message says that its translation must say too: each card's name, each number as written."""
    for node in nodes(message):
        for name, value in node.values.items():
            if name == "card":
                yield card_name(value, language, "french-tarot")
            elif name == "cards":
                yield from (card_name(code, language, "french-tarot") for code in re.split(r", | and ", value))
            elif isinstance(value, int):
                yield format_decimal(value, locale=language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_translation_says_every_card_and_number_the_english_says(language: str) -> None:
    for code, message in SAMPLE:
        said = translate(message, language)
        assert "{" not in said and said != message, (code, said)
        for fact in _facts(message, language):
            assert fact.lower() in said.lower(), (code, fact, said)
        for node in nodes(message):  # the numbers of the templates themselves too ("With 5 players")
            for number in re.findall(r"\d+", literal(node.template)):
                assert number in said, (code, number, said)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_english_word_is_left_in_a_translation(language: str) -> None:
    for code, message in SAMPLE:
        said = translate(message, language)
        words = {word.lower() for word in re.findall(r"\w+", said)}
        for node in nodes(message):
            if node.template != JOINED:
                assert english_words(node.template, language) & words == set(), (code, node.template, said)


def templates_of_the_phases() -> Iterator[str]:
    for path in PHASES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Text" and node.args:
                argument = node.args[0]
                if isinstance(argument, ast.Constant):
                    yield argument.value
                else:
                    assert isinstance(argument, ast.Name) and argument.id == "NO_SEAT", ast.unparse(node)
                    yield NO_SEAT


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_template_of_the_phases_is_in_the_french_tarot_catalogue(language: str) -> None:
    catalogue = MESSAGES[language]["french-tarot"]
    for template in set(templates_of_the_phases()):
        if template in TEXTS[language] and template not in catalogue:
            continue  # a verdict's reason, a penalty, an option's note: problems.po (tests/i18n/test_texts.py)
        assert template in catalogue, (language, template)
        assert placeholders(catalogue[template]) == placeholders(template), template
        english = english_words(template, language)
        assert english & {word.lower() for word in re.findall(r"\w+", literal(catalogue[template]))} == set(), template

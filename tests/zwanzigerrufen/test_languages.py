"""Every Zwanzigerrufen violation message in French and German keeps the facts its English gives: each card
(named as Austrian Tarock players name it), each number (seats and tricks counted from one, levels, counts),
and no English word is left in it.

The violations are those of this folder's own tables (the worked examples of golden/auction.json, the auction's,
the judge's and the play's parametrized cases) and a few records more, so that every code the engine reports is
read in both languages.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from string import Formatter
from typing import Any

import pytest

from service.core.cards import parse_card
from service.core.text import Text
from service.core.violations import Violation
from service.i18n.cards import card_name
from service.i18n.texts import template_in, translate
from service.wire.zwanzigerrufen import hand_record, rules_of
from service.zwanzigerrufen.auction import judge_auction
from service.zwanzigerrufen.deal import check_deal
from service.zwanzigerrufen.judge import judge
from service.zwanzigerrufen.play import play_fault
from service.zwanzigerrufen.record import Call, HandRecord
from service.zwanzigerrufen.rules import zwanzigerrufen_rules
from tests.zwanzigerrufen import test_auction, test_auction_turns, test_judge, test_judge_play, test_play

RULESET = "zwanzigerrufen"
ENGINE = Path(__file__).resolve().parents[2] / "service" / "zwanzigerrufen"
DEAL_A = test_judge_play.DEAL_A
CARD = re.compile(r"(?<![\w\"])(?:1[0-9]T|2[01]T|[1-9]T|10[SHDC]|[1-9][SHDC]|[KQCJ][SHDC]|EX)(?![\w\"])")
# Words English and the other languages share (game words kept in French and German, French "passes" and "table",
# German "was").
SHARED = {"rufer", "farbensolo", "solo", "absolut", "pagat", "valat", "kontra", "re", "subkontra", "mordsubkontra",
          "trull", "zwanzigerrufen", "tarock", "tarocks", "passes", "table", "was"}


def table(test: Any) -> list[tuple[Any, ...]]:
    """The rows of a parametrized test, as its arguments."""
    (mark,) = [mark for mark in test.pytestmark if mark.name == "parametrize"]
    return [tuple(getattr(row, "values", row)) for row in mark.args[1]]


def cards(codes: list[str] | tuple[str, ...]) -> tuple[int, ...]:
    return tuple(parse_card(code) for code in codes)


def auctioned(calls: list[tuple[int, str]], **options: Any) -> list[Violation]:
    hands = [cards(hand) for hand in DEAL_A["hands"]]
    return judge_auction([Call(seat, call) for seat, call in calls], hands, DEAL_A["dealer"],
                         zwanzigerrufen_rules(options)).violations


def recorded(hands: tuple[tuple[str, ...], ...], **record: Any) -> list[Violation]:
    parsed: dict[str, Any] = {"auction": tuple(Call(seat, call) for seat, call in record.get("auction", ()))}
    if "called_card" in record:
        parsed["called_card"] = parse_card(record["called_card"])
    if "tricks" in record:
        parsed["tricks"] = tuple(cards(trick) for trick in record["tricks"])
    return judge(HandRecord(0, tuple(cards(hand) for hand in hands), **parsed), zwanzigerrufen_rules()).violations


def faulty_deal() -> list[Violation]:
    hands = [list(cards(hand)) for hand in DEAL_A["hands"]]
    hands[0] = hands[0][:9]
    hands[1][0] = parse_card("2S")
    hands[2][0] = parse_card("KS")
    return check_deal(HandRecord(0, tuple(tuple(hand) for hand in hands)), zwanzigerrufen_rules())


def messages() -> Iterator[tuple[str, str]]:
    """(code, English message) of every violation the tables here make."""
    found: list[Violation] = []
    for name, _ in table(test_auction.test_the_worked_examples_say_why):
        record = test_auction.EXAMPLES[name]["record"]
        found += judge(hand_record(record), rules_of(record)).violations
    for calls, options, _ in table(test_auction.test_more_auctions_of_deal_a):
        found += auctioned(calls, **options)
    for calls, _ in (*table(test_auction_turns.test_a_seat_off_the_table_is_reported_and_skipped),
                     *table(test_auction_turns.test_the_rest_of_a_turn_stands_after_a_rejected_addition)):
        found += auctioned(calls)
    found += auctioned([(1, "rufer"), (2, "sub")])
    found += auctioned([(1, "rufer"), (2, "kontra"), (3, "re"), (0, "sub"), (1, "mordsub"), (2, "mordsub")],
                       max_double_level=16)
    found += auctioned([(1, "rufer"), (2, "kontra"), (2, "absolut"), (3, "pass"), (0, "kontra:absolut"),
                        (1, "re:valat")])
    found += auctioned([(1, "rufer"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "pass"), (1, "kontra:pagat")])
    for tricks, _ in table(test_judge_play.test_each_card_played_is_judged):
        found += test_judge_play.judged(tricks).violations
    found += test_judge_play.judged([["8T", "10T", "1T", "4T"]], test_judge_play.PAGAT_BY_SEAT_3).violations
    found += test_judge_play.judged(auction=[(1, "rufer")], dealer=5).violations
    found += test_judge_play.judged(auction=[(1, "rufer")], hands=DEAL_A["hands"][:3]).violations
    found += test_judge_play.judged([*DEAL_A["tricks"], ["8T", "10T", "19T", "4T"]]).violations
    found += test_judge_play.judged([DEAL_A["tricks"][0], DEAL_A["tricks"][1][:3], *DEAL_A["tricks"][2:]]).violations
    for record, _ in table(test_judge.test_a_record_that_goes_on_after_a_redeal):
        found += recorded(test_judge.SINGLE_TAROCK, **record)
    found += recorded(test_judge.DEAL_A, auction=[(1, "pass"), (2, "pass"), (3, "pass")], called_card="20T",
                      tricks=test_judge.TRICK)
    found += recorded(test_judge.DEAL_A, auction=[(1, "rufer")], tricks=test_judge.TRICK)
    found += faulty_deal()
    yield from ((violation.code, violation.message) for violation in found)
    for hand, trick, card, options, code, _ in table(test_play.test_every_fault_says_why):
        fault = play_fault(cards(hand.split()), cards(trick.split()), parse_card(card), **options)
        assert fault is not None
        yield code, fault.message
    for seat in (None, 2):  # a suit lead the player cannot follow nor trump, by seat and without one
        fault = play_fault(cards(["KH", "4T", "QS"]), cards(["JS"]), parse_card("KH"), seat=seat)
        assert fault is not None
        yield fault.code, fault.message


MESSAGES = list({(code, str(message)): (code, message) for code, message in messages()}.values())


def engine_codes() -> set[str]:
    """Every code the engine reports, read from its source as tests/i18n/test_catalogue.py reads it."""
    found = set()
    for path in ENGINE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found.update(re.findall(r'(?:Violation|PlayFault|report)\(\s*"([a-z_]+)"', text))
        found.update(re.findall(r'return "([a-z_]+)"', text))
    return found


def test_the_tables_reach_every_code_the_engine_reports() -> None:
    assert engine_codes() - {code for code, _ in MESSAGES} == set()
    assert {"must_lead_suit", "trull_must_kontra", "played_after_annulment"} <= engine_codes()


def inner_texts(text: Text) -> Iterator[Text]:
    stack = [text]
    while stack:
        inner = stack.pop()
        yield inner
        stack.extend(value for value in inner.values.values() if isinstance(value, Text))


def quoted(text: Text) -> list[str]:
    """What a message quotes of the request as it came (an unknown call, the calls a record may write)."""
    return [value for inner in inner_texts(text) for name, value in inner.values.items()
            if name in ("call", "calls") and isinstance(value, str) and not isinstance(value, Text)]


def english_words() -> set[str]:
    words: set[str] = set()
    for _, message in MESSAGES:
        assert isinstance(message, Text)
        for inner in inner_texts(message):
            literal = "".join(text for text, _, _, _ in Formatter().parse(inner.template))
            words.update(word.lower() for word in re.findall(r"[A-Za-z']+", literal) if len(word) > 2)
    return {word.strip("'") for word in words} - SHARED


ENGLISH_WORDS = english_words()


def test_the_english_words_looked_for_are_the_messages_own() -> None:
    assert {"seat", "bids", "says", "announces", "played", "holding", "lead", "record", "trick"} <= ENGLISH_WORDS


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize(("code", "message"), MESSAGES, ids=[f"{code}: {message[:60]}" for code, message in MESSAGES])
def test_each_message_keeps_its_cards_and_numbers_and_no_english(code: str, message: str, language: str) -> None:
    assert isinstance(message, Text) and message.values.get("ruleset") == RULESET, code
    for inner in inner_texts(message):  # no part of it falls back to English
        assert template_in(language, inner.template, RULESET) is not None, inner.template
    said = translate(message, language)
    english = str(message)
    for request in quoted(message):  # the request's own words, as it wrote them
        assert request in said
        said, english = said.replace(request, ""), english.replace(request, "")
    assert "{" not in said and said != english
    for card in CARD.findall(english):
        assert card_name(card, language, RULESET).lower() in said.lower(), (card, said)
    numbers = Counter(re.findall(r"\d+", CARD.sub("", english)))
    assert numbers - Counter(re.findall(r"\d+", said)) == Counter(), (english, said)
    left = {word.lower().strip("'") for word in re.findall(r"[A-Za-zÀ-ÿ']+", said)} & ENGLISH_WORDS
    assert left == set(), (left, said)


def test_a_call_is_named_in_the_players_words() -> None:
    """"Seat 2 calls "solo" after three passes…" keeps the call, as the players say it; Sub is Subkontra."""
    (closed,) = [message for code, message in MESSAGES
                 if message == "Seat 3 calls Solo after three passes in a row ended the auction."]
    assert translate(closed, "fr") == "Le joueur 3 parle (Solo) alors que trois passes de suite ont clos les enchères."
    assert translate(closed, "de") == "Spieler 3 spricht (Solo), obwohl drei Pässe in Folge das Lizitieren beendet " \
        "haben."
    subs = [message for code, message in MESSAGES if code == "double_not_allowed" and "Subkontra" in message]
    assert subs and all("Subkontra" in translate(message, language) for message in subs for language in ("fr", "de"))
    assert not any(re.search(r"\bSub\b", translate(message, language)) for _, message in MESSAGES
                   for language in ("fr", "de"))


def test_a_card_played_is_named_whoever_plays_it() -> None:
    by_seat = play_fault(cards(["KH", "4T", "QS"]), cards(["JS"]), parse_card("KH"), seat=2)
    nobody = play_fault(cards(["KH", "4T", "QS"]), cards(["JS"]), parse_card("KH"))
    assert by_seat is not None and nobody is not None
    assert translate(by_seat.message, "de") == "Spieler 3 spielt Herz-König und bedient Pik nicht, obwohl er " \
        "Pik-Dame hat."
    assert translate(nobody.message, "fr") == "Le joueur joue le roi de cœur sans fournir à pique alors qu'il a la " \
        "dame de pique."


def test_the_golden_records_read_the_same_in_the_python_door() -> None:
    from service import adjudicate

    golden = Path(__file__).parent / "golden"
    for case in json.loads((golden / "auction.json").read_text(encoding="utf-8")):
        english = adjudicate(case["record"])["violations"]
        for language in ("fr", "de"):
            translated = adjudicate(case["record"], language)["violations"]
            assert [violation["message"] for violation in translated] == [
                translate(violation["message"], language) for violation in english]

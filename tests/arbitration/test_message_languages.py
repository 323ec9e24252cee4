"""The FFT arbitration's own violation messages (the record's events, the poignées: service/french/arbitration)
in French and German say what the English says: every template is in french-tarot.po with exactly its
placeholders, and a message made from it names in each language every card and number the English names, with
no English word left. The English wording of each case is tests/arbitration/test_event_checks.py's and
test_poignee_classes.py's."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_decimal

from service.core.cards import parse_card
from service.core.text import Text
from service.french.arbitration.events import EVENT_NAMES, TRUMPS_NAMED, TrickLog, event_violations
from service.french.arbitration.poignees import POIGNEE_LEVELS
from service.french.play import SUITS_VOID
from service.french.record import Event
from service.french.rules import DogDestination, french_rules
from service.i18n.cards import card_name
from service.i18n.messages import MESSAGES
from service.i18n.texts import template_in, translate
from tests.arbitration.play_facts import facts
from tests.engine.french_words import english_words, literal, nodes, placeholders

ARBITRATION = Path(__file__).resolve().parents[2] / "service" / "french" / "arbitration"
VIOLATION_FILES = ("events.py", "poignees.py")
LANGUAGES = ("fr", "de")
# Words of these templates that French or German write as English does: the Code's own name and its words
# quoted ("carte jouée", J16), and words the languages share ("moment", "impossible", "simple", "Rest").
SHARED_HERE = frozenset({"code", "arbitrage", "carte", "jouée", "j16", "moment", "impossible", "simple", "double",
                         "triple", "rest"})
LEVEL_NAMES = frozenset(POIGNEE_LEVELS.values())

# A value for each placeholder these templates use, of the kind the code puts there.
VALUES: dict[str, Any] = {
    "seat": 3, "trick": 7, "number": 2, "players": 5, "refused_trick": 6, "shown": 9, "threshold": 10,
    "eligible": 8, "at": 11, "first": 12, "card": "QH", "refused_card": "3T", "cards": "KS, 4H and 21T",
}
TEXT_VALUES: dict[str, tuple[Text, ...]] = {
    "suit": (*SUITS_VOID, TRUMPS_NAMED), "event": tuple(EVENT_NAMES.values()), "size": tuple(POIGNEE_LEVELS.values()),
}


def templates() -> Iterator[str]:
    """Every ``Text`` template the arbitration's violation checks write (the poignée table's rules are the
    rulings' texts: tests/i18n)."""
    for name in VIOLATION_FILES:
        tree = ast.parse((ARBITRATION / name).read_text(encoding="utf-8"))
        rules = {id(argument) for node in ast.walk(tree) if isinstance(node, ast.Call)
                 and isinstance(node.func, ast.Name) and node.func.id == "PoigneeRow" for argument in node.args}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Text" \
                    and id(node) not in rules:
                argument = node.args[0]
                assert isinstance(argument, ast.Constant), ast.unparse(node)
                yield argument.value


TEMPLATES = sorted(set(templates()))


def messages(template: str) -> Iterator[Text]:
    """``template`` filled with each value its nested texts can take."""
    names = placeholders(template)
    plain = {name: VALUES[name] for name in names if name in VALUES}
    nested = [name for name in names if name in TEXT_VALUES]
    assert set(plain) | set(nested) == names, template
    if not nested:
        yield Text(template, **plain)
    for name in nested:
        for value in TEXT_VALUES[name]:
            others = {other: TEXT_VALUES[other][0] for other in nested if other != name}
            yield Text(template, **plain, **others, **{name: value})


def facts_of(message: Text, language: str) -> Iterator[str]:
    for node in nodes(message):
        for name, value in node.values.items():
            if name == "card" or name.endswith("_card"):
                yield card_name(value, language, "french-tarot")
            elif name == "cards":
                yield from (card_name(code, language, "french-tarot") for code in re.split(r", | and ", value))
            elif isinstance(value, int):
                yield format_decimal(value, locale=language)
        yield from re.findall(r"\d+", literal(node.template))


def test_the_templates_are_found() -> None:
    assert len(TEMPLATES) > 40
    assert "Seat {seat} saw the dog after the overcall was granted." in TEMPLATES


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("template", TEMPLATES)
def test_each_template_is_translated_with_every_fact(language: str, template: str) -> None:
    translated = MESSAGES[language]["french-tarot"].get(template)
    assert translated is not None and template_in(language, template) == translated
    assert placeholders(translated) == placeholders(template)
    for message in messages(template):
        said = translate(message, language)
        assert "{" not in said and (said != message or template in LEVEL_NAMES), said
        for fact in facts_of(message, language):
            assert fact.lower() in said.lower(), (fact, said)
        words = {word.lower() for word in re.findall(r"\w+", said)}
        for node in nodes(message):
            assert english_words(node.template, language) - SHARED_HERE & words == set(), (node.template, said)


def test_the_messages_of_real_events_are_texts_a_french_reader_gets_whole() -> None:
    """Events checked as the judge checks them: each message is a template of the catalogue, not English."""
    hands = tuple(tuple(parse_card(card) for card in hand.split()) for hand in ("2S 9C", "3S 4H", "5S 6S", "7S 8S"))
    log = TrickLog(0, hands, (0, 1, 2, 3), tuple(parse_card(card) for card in "2S 3S 5S 7S".split()), 0, 0)
    events = [Event("hand_dropped", seat=3), Event("dog_seen", seats=(1,)), Event("card_exposed", seat=1, cards=(
        parse_card("4H"),)), Event("out_of_turn", seat=1, trick=0, cards=(parse_card("3S"),), choice="accept"),
        Event("claim"), Event("card_exposed", seat=1, trick=0, cards=(parse_card("9C"),))]
    found = event_violations(events, facts(log, destination=DogDestination.ATTACK),
                             french_rules(4, {"arbitration": "fft"}))
    assert [violation.code for violation in found] == [
        "hand_dropped", "dog_seen", "card_exposed", "played_out_of_turn", "event_invalid", "event_invalid"]
    for violation in found:
        assert isinstance(violation.message, Text)
        assert template_in("fr", violation.message.template) is not None, violation.message
        said = translate(violation.message, "fr")
        assert "{" not in said and said != violation.message
    assert translate(found[-1].message, "fr") == "Le joueur 2 n'a pas le 9 de trèfle à ce moment."
    assert translate(found[-1].message, "de") == "Spieler 2 hat Kreuz-Neun in diesem Augenblick nicht."

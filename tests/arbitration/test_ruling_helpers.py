"""The ruling's small helpers held to their answers: which declaration a violation's pointer names (a poignée's
faults are found by it), the words that say what becomes of a faulty poignée (a referee reads them in the
ruling's reason, and the French and German are rebuilt from the template and its values), a poignée's size and a
trick's points as each language says them."""

from __future__ import annotations

import pytest

from service.core.text import Text
from service.french.arbitration.faults import ALWAYS, ALWAYS_COUNTED, IF_OFFENDER_LOSES, NEVER_COUNTED, OFFENDER_WINS
from service.french.arbitration.ruling import _declaration_of, _poignee_effect, _poignee_not_counted, _points
from service.i18n.texts import translate


@pytest.mark.parametrize(("pointer", "declaration"), [
    ("/declarations/0", 0),
    ("/declarations/3", 3),
    ("/declarations/2/cards/1", 2),
    ("/declarations", None),
    ("/declarations/x", None),
    ("/tricks/2", None),
    ("", None),
])
def test_the_declaration_a_pointer_names(pointer: str, declaration: int | None) -> None:
    assert _declaration_of(pointer) == declaration


@pytest.mark.parametrize(("counted", "annul_if", "words", "template"), [
    (ALWAYS_COUNTED, None, "the poignée counts", "the poignée counts"),
    (None, None, "the poignée counts", "the poignée counts"),
    (IF_OFFENDER_LOSES, ALWAYS, "the poignée counts only if its side loses",
     "the poignée counts only if its side loses"),
    (NEVER_COUNTED, None, "the poignée does not count", "the poignée does not count"),
    (ALWAYS_COUNTED, OFFENDER_WINS, "the poignée counts; annulled if its side wins",
     "{effect}; annulled if its side wins"),
    (NEVER_COUNTED, OFFENDER_WINS, "the poignée does not count; annulled if its side wins",
     "{effect}; annulled if its side wins"),
])
def test_what_becomes_of_a_faulty_poignee_in_exact_words(counted: str | None, annul_if: str | None, words: str,
                                                          template: str) -> None:
    effect = _poignee_effect(counted, annul_if)
    assert effect == words
    assert isinstance(effect, Text) and effect.template == template


@pytest.mark.parametrize(("level", "english", "french", "german"), [
    ("simple", "Seat 3's simple poignée is not counted.", "La simple poignée du joueur 3 n'est pas comptée.",
     "Die einfache Poignée von Spieler 3 zählt nicht."),
    ("double", "Seat 3's double poignée is not counted.", "La double poignée du joueur 3 n'est pas comptée.",
     "Die doppelte Poignée von Spieler 3 zählt nicht."),
    ("triple", "Seat 3's triple poignée is not counted.", "La triple poignée du joueur 3 n'est pas comptée.",
     "Die dreifache Poignée von Spieler 3 zählt nicht."),
])
def test_a_poignee_not_counted_is_named_by_its_size_in_words(level: str, english: str, french: str,
                                                             german: str) -> None:
    """Seat 2 of the wire is seat 3 for people; the size is each language's word, never the wire's value put
    into a French or German sentence ("die Poignée (double)")."""
    text = _poignee_not_counted(level, 2)
    assert (text, translate(text, "fr"), translate(text, "de")) == (english, french, german)


@pytest.mark.parametrize(("half_points", "english", "french"), [(14, "7", "7"), (15, "7.5", "7,5"), (0, "0", "0")])
def test_a_tricks_points_are_a_number_each_language_writes(half_points: int, english: str, french: str) -> None:
    points = _points(half_points)
    text = Text("Trick {trick} ({cards}), won by the offending {offender} with a revoke in it, goes to the {side}: "
                "{points} points.", trick=4, cards="KD, 4D", offender=Text("defence"), side=Text("attack"),
                points=points)
    assert text.endswith(f"goes to the attack: {english} points.")
    assert translate(text, "fr").endswith(f"va à l'attaque : {french} points.")
    assert translate(text, "de").endswith(f"geht an die Angreifer: {french} Punkte.")

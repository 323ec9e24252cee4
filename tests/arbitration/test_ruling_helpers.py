"""The ruling's small helpers held to their answers: which declaration a violation's pointer names (a poignée's
faults are found by it), and the words that say what becomes of a faulty poignée (a referee reads them in the
ruling's reason, and the French and German are rebuilt from the template and its values)."""

from __future__ import annotations

import pytest

from service.core.text import Text
from service.french.arbitration.faults import ALWAYS, ALWAYS_COUNTED, IF_OFFENDER_LOSES, NEVER_COUNTED, OFFENDER_WINS
from service.french.arbitration.ruling import _declaration_of, _poignee_effect


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

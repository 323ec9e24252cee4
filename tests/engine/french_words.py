"""What a French Tarot message's translation is held to (tests/engine/test_message_languages.py and
tests/arbitration/test_message_languages.py): its placeholders, the texts nested in it, and the English words
that must not be left in it."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

from service.core.text import JOINED, Text

# Words an English template shares with the French or German one: the game's French terms, the request's own
# values and option names quoted, the cards' names.
SHARED = frozenset({"excuse", "petit", "petite", "garde", "sans", "contre", "pousse", "chelem", "poignée", "misère",
                    "misères", "écart", "cavalier", "option", "trumps", "faces", "misere", "petit_chelem",
                    "declaration_timing", "call_timing", "sec"})
FALSE_FRIENDS = {"fr": frozenset({"face", "six", "table", "part"}), "de": frozenset({"partner"})}
"""Words both English and the language's own ("face cachée", "six tas", "aucune part", "Partner")."""


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def nodes(text: Text) -> Iterator[Text]:
    """``text`` and every text nested in it."""
    stack = [text]
    while stack:
        node = stack.pop()
        yield node
        inner = node.values["texts"] if node.template == JOINED else node.values.values()
        stack.extend(value for value in inner if isinstance(value, Text))


def literal(template: str) -> str:
    """``template`` without its placeholders."""
    return " ".join(literal for literal, _, _, _ in string.Formatter().parse(template))


def english_words(template: str, language: str) -> set[str]:
    words = {word.lower() for word in re.findall(r"[^\W\d]\w\w+", literal(template))}
    return words - SHARED - FALSE_FRIENDS[language]

"""The violation messages in French and German: one table per language, each rule set's codes in it.

English messages are the engines' own (they name every card and count involved). These are built, for the
violations there are, from the fields every violation carries: ``{seat}``, ``{trick}`` and ``{card}`` (the
card's name in the language, ``cards.py``). A code shared by both rule sets has an entry in each: the words
differ (atout and tarock, preneur and Rufer). The vocabulary is docs/glossary.md's (a test holds it). The templates
are the catalogues ``french-tarot.po`` and ``zwanzigerrufen.po`` (``catalogues.py``), each by its code.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from .catalogues import TRANSLATED, by_msgid

RULESETS: Final = ("french-tarot", "zwanzigerrufen")

MESSAGES: Final[Mapping[str, Mapping[str, Mapping[str, str]]]] = MappingProxyType({
    language: MappingProxyType({ruleset: by_msgid(language, ruleset) for ruleset in RULESETS})
    for language in TRANSLATED
})
"""Language → rule set → violation code → the message's template."""

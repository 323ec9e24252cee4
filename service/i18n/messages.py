"""The violation messages in French and German, each rule set's from its catalogue (``french-tarot.po``,
``zwanzigerrufen.po``; ``catalogues.py``).

The engines write each message as a ``Text``: an English template and the facts it names (seats and tricks
counted from one, cards, calls, suits), and the catalogue translates the template with the same placeholders,
so a French or German message gives every fact the English gives, the FFT arbitration's own faults
(service/french/arbitration) as much as the phases'.
The vocabulary is docs/glossary.md's (a test holds it).
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
"""Language → rule set → English template → its translation."""

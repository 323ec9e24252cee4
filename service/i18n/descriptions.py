"""The rule sets' names and their options' descriptions (``GET /v1/rulesets``) in French and German.

English is each option table's own text (``service/french/options.py``, ``service/zwanzigerrufen/options.py``).
Option names and values ('fft', 'imprenable'…) are wire values and stay as they are; a test holds each
translation to the English one's quoted values and numbers. The translations are the catalogue
``descriptions.po`` (``catalogues.py``): an option's description under its rule set's msgctxt, a rule set's
name under ``ruleset``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from ..french.options import OPTION_SPECS as FRENCH_TAROT_OPTIONS
from ..zwanzigerrufen.options import OPTION_SPECS as ZWANZIGERRUFEN_OPTIONS
from .catalogues import TRANSLATED, by_msgid

ENGLISH_NAMES: Final[Mapping[str, str]] = MappingProxyType({
    "french-tarot": "French Tarot (FFT official rules)",
    "zwanzigerrufen": "Zwanzigerrufen (Austrian 40-card calling Tarock)",
})
"""Each rule set's name as ``GET /v1/rulesets`` gives it in English."""

_OPTIONS: Final = {"french-tarot": FRENCH_TAROT_OPTIONS, "zwanzigerrufen": ZWANZIGERRUFEN_OPTIONS}

RULESET_NAMES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({
    language: MappingProxyType({ruleset: by_msgid(language, "descriptions", "ruleset")[english]
                                for ruleset, english in ENGLISH_NAMES.items()})
    for language in TRANSLATED
})


def _descriptions(language: str, ruleset: str) -> Mapping[str, str]:
    translated = by_msgid(language, "descriptions", ruleset)
    return MappingProxyType({spec.name: translated[spec.description] for spec in _OPTIONS[ruleset]
                             if spec.description in translated})


OPTION_DESCRIPTIONS: Final[Mapping[str, Mapping[str, Mapping[str, str]]]] = MappingProxyType({
    language: MappingProxyType({ruleset: _descriptions(language, ruleset) for ruleset in _OPTIONS})
    for language in TRANSLATED
})
"""Language → rule set → option name → its description."""

"""The texts of a ruling (``arbitration: fft``) in French and German: each fault's ``rule`` and ``effect``,
the ``reason``, the adjustments' and sanctions' ``rule`` and ``message``, the ``needs_referee`` notes.

The engine (service/french/arbitration/) writes them in English as ``Text`` templates; each is here by its
English template, with the same placeholders. "CA 2012 p.N" is the FFT Code d'arbitrage (2012) and its page,
"J1"… the project's readings of it (docs/rules/french-arbitration.md), "P1"… the rows of its poignée table:
references, the same in every language (a page is "S.5", Seite, in
German). The translations are the catalogue ``rulings.po`` (``catalogues.py``); the words are
docs/glossary.md's (a test holds them).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from .catalogues import TRANSLATED, by_msgid

RULING_TEXTS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {language: by_msgid(language, "rulings") for language in TRANSLATED})
"""Language → English template → the template in that language."""

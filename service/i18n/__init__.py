"""The languages of the API's texts: English (the engines' own words), French and German.

The engines report codes and the facts of a fault (seat, trick, card); this package turns them into the
players' words and names the rule each fault breaks. Pure data and functions: no Flask, no I/O.
"""

from __future__ import annotations

from .localize import localize_illegal, localize_notes, localize_ruleset, localize_verdict, rule_reference
from .negotiation import DEFAULT_LANGUAGE, LANGUAGES, negotiate
from .texts import translate

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "localize_illegal", "localize_notes", "localize_ruleset",
           "localize_verdict", "negotiate", "rule_reference", "translate"]

"""A ``Text`` (service/core/text.py) in the answer's language: its template in that language, filled with
its values, each value that is itself a ``Text`` put in the same language first.

Only the texts of an answer that asked for French or German are rebuilt, and only those it has: the English
path returns each text as it is. A violation quoted in another text is rebuilt from its code and fields, as
the violations of a verdict are (``localize.py``). A text's texts are rebuilt before it, by a walk with a stack
of its own, never by recursion: no text, however many it holds, can exhaust the interpreter's stack.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from functools import lru_cache
from string import Formatter
from types import MappingProxyType
from typing import Any, Final

from babel.numbers import format_decimal

from ..core.text import JOINED, VIOLATION, Text, separator
from .cards import card_name
from .messages import MESSAGES
from .negotiation import DEFAULT_LANGUAGE
from .problems import PROBLEM_TEXTS
from .rulings import RULING_TEXTS


def _catalogue() -> Mapping[str, Mapping[str, str]]:
    merged: dict[str, Mapping[str, str]] = {}
    for language, problems in PROBLEM_TEXTS.items():
        rulings = RULING_TEXTS[language]
        both = {**problems, **rulings}
        if len(both) != len(problems) + len(rulings):  # one English template, one translation
            raise ValueError(f"templates in both catalogues: {sorted(set(problems) & set(rulings))}")
        merged[language] = MappingProxyType(both)
    return MappingProxyType(merged)


FRENCH_TAROT: Final = "french-tarot"

TEXTS: Final = _catalogue()
"""Language → English template → the template in that language: problems' and rulings' texts."""


def translate(text: str, language: str) -> str:
    """``text`` in ``language``; English, and a plain string (no template known), as it is."""
    if language == DEFAULT_LANGUAGE or not isinstance(text, Text):
        return text
    # Each text once its own texts are done, from a stack: (text, whether its texts are on their way).
    done: dict[int, str] = {}
    stack: list[tuple[Text, bool]] = [(text, False)]
    while stack:
        node, expanded = stack.pop()
        if id(node) in done:
            continue
        if expanded:
            done[id(node)] = _rebuilt(node, language, done)
            continue
        stack.append((node, True))
        stack.extend((inner, False) for inner in _inner_texts(node) if id(inner) not in done)
    return done[id(text)]


def _inner_texts(text: Text) -> list[Text]:
    if text.template == VIOLATION:  # rebuilt from its code and fields
        return []
    values = text.values["texts"] if text.template == JOINED else text.values.values()
    return [value for value in values if isinstance(value, Text)]


def _rebuilt(text: Text, language: str, done: dict[int, str]) -> str:
    """``text`` in ``language``, its inner texts already in ``done`` (by their ``id``)."""
    values = text.values
    if text.template == VIOLATION:
        return violation_message(values, language) or str(text)
    if text.template == JOINED:
        pair = TEXTS[language].get(values["pair"], values["pair"])
        return separator(pair).join(done[id(part)] if isinstance(part, Text) else part for part in values["texts"])
    ruleset = values.get("ruleset", FRENCH_TAROT)
    template = template_in(language, text.template, ruleset)
    if template is None:  # tests/i18n/test_texts.py holds every template of the code to the catalogue
        return str(text)
    used = _placeholders(template)  # only these: an unused value (marshmallow's ``input``) may be anything
    translated = template.format(**{name: done[id(value)] if isinstance(value, Text) else
                                    _value(name, value, language, ruleset) for name, value in values.items()
                                    if name in used})
    # A sentence that opens on a card ("le roi de pique passe…") opens with a capital.
    return translated[:1].upper() + translated[1:] if template.startswith("{card}") else translated


def template_in(language: str, template: str, ruleset: str = FRENCH_TAROT) -> str | None:
    """``template`` in ``language``: a violation message's in its rule set's catalogue, any other text's in the
    problems' and rulings'; None when no catalogue has it."""
    messages = MESSAGES[language].get(ruleset)  # a problem's ruleset may be the request's unknown one
    found = None if messages is None else messages.get(template)
    return TEXTS[language].get(template) if found is None else found


@lru_cache(maxsize=1024)
def _placeholders(template: str) -> frozenset[str]:
    return frozenset(name.split(".")[0].split("[")[0] for _, name, _, _ in Formatter().parse(template) if name)


def _value(name: str, value: Any, language: str, ruleset: str) -> Any:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if isinstance(value, float) and not math.isfinite(value) or abs(value) >= _WRITTEN_AS_IS:
            return value  # a request's out-of-range number, quoted as it came
        # 40.5 half points, 1250 a score: as each language writes numbers (40,5; 1 250 and 1.250)
        return format_decimal(value, locale=language)
    # English texts name cards by their codes (``card``, ``refused_card``…, and ``cards`` as "KS, QH and 1T" or
    # "KS, QH"): the players' names here, in the text's rule set (French Tarot unless it says).
    if (name == "card" or name.endswith("_card")) and isinstance(value, str):
        return card_name(value, language, ruleset)
    if name == "cards" and isinstance(value, str):
        names = [card_name(code, language, ruleset) for code in re.split(r", | and ", value)]
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} {_AND[language]} {names[-1]}"
    return value


_AND: Final = {"fr": "et", "de": "und"}
_WRITTEN_AS_IS: Final = 10 ** 15
"""Numbers from here on are a request's nonsense, not a count or a score: written as Python writes them (Babel
would write 1e308 with 308 digits, or fail)."""


def violation_message(values: Mapping[str, Any], language: str) -> str | None:
    from .localize import localized_message  # localize.py uses this module

    return localized_message(values["ruleset"], language, values["message"])

"""The desk's own words (the page at /desk and /desk/board): the gettext domain ``desk``.

Each message's msgctxt is ``<table>.<key>``, the table of the page's words it belongs to (``texts``, ``fields``,
``values.outcome``…) and its key there, which the page's scripts name (service/desk/texts.js); its msgid is the
English words. English is the template ``locale/desk.pot`` (what a translator starts a new language from); French
and German are their ``desk.po`` (catalogues.py). The page is served the tables of each language as JSON
(GET /desk/words/{language}, service/api/desk.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Final

from babel.messages.pofile import read_po

from .catalogues import LOCALE, TRANSLATED, Key, messages
from .negotiation import DEFAULT_LANGUAGE, LANGUAGES

DOMAIN: Final = "desk"
TEMPLATE: Final = LOCALE / f"{DOMAIN}.pot"

Tables = dict[str, dict[str, str]]
"""The page's words in one language: table → key → words."""


def read_template(path: Path = TEMPLATE) -> list[Key]:
    """The (msgctxt, msgid) of every message of the template, in its order."""
    with path.open("rb") as file:
        catalogue = read_po(file, domain=DOMAIN)
    return [(message.context, message.id) for message in catalogue if message.id and isinstance(message.id, str)]


def split_context(context: str | None) -> tuple[str, str]:
    """A message's (table, key): its msgctxt cut at its last dot ("values.level.2" is the key 2 of values.level)."""
    table, dot, key = (context or "").rpartition(".")
    if not (table and dot and key):
        raise ValueError(f"a desk message's msgctxt is table.key, not {context!r}")
    return table, key


@cache
def desk_words(language: str) -> Mapping[str, Mapping[str, str]] | None:
    """The page's words in ``language`` (None: a language the desk does not speak), each table's keys those of
    the template; a message a catalogue lacks is its English words, as gettext does."""
    if language not in LANGUAGES:
        return None
    translated: Mapping[Key, str] = messages(language, DOMAIN) if language in TRANSLATED else {}
    tables: Tables = {}
    for context, msgid in _template():
        table, key = split_context(context)
        tables.setdefault(table, {})[key] = translated.get((context, msgid), msgid)
    return tables


def desk_languages() -> tuple[str, ...]:
    """The languages the desk speaks, English first (the page's words fall back to it)."""
    return (DEFAULT_LANGUAGE, *(language for language in LANGUAGES if language != DEFAULT_LANGUAGE))


@cache
def _template() -> tuple[Key, ...]:
    return tuple(read_template())

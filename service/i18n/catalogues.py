"""The French and German texts: gettext catalogues, read with Babel.

Each domain (the problems, the rulings, each rule set's violation messages, the option descriptions, the
rules' texts) has a ``locale/<language>/LC_MESSAGES/<domain>.po`` file, the source a translator edits with the
usual tools (Poedit, Weblate, ``pybabel``). Its msgid is the English text, or the English template with its
``{placeholders}`` (service/core/text.py), and its msgctxt, where one English text means two things (a rule
set's option, a rule's id, an HTTP status). The package build compiles each to its ``.mo`` (setup.py); a
checkout run from its sources, with no ``.mo`` beside a ``.po``, compiles the ``.po`` in memory instead. A new
language is a new folder of catalogues (and its names of cards, ``cards.py``).

English is the msgids themselves: an English answer never opens a catalogue. The desk's words (the domain
``desk``, desk_words.py) are no code's templates: their English is the template ``locale/desk.pot``.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Final

from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

LOCALE: Final = Path(__file__).with_name("locale")
TRANSLATED: Final = ("fr", "de")
"""The languages with catalogues (English is the code's own)."""
DOMAINS: Final = ("problems", "rulings", "french-tarot", "zwanzigerrufen", "descriptions", "rules", "desk")

Key = tuple[str | None, str]
"""A message's (msgctxt, msgid)."""


def source(language: str, domain: str) -> Path:
    """The ``.po`` file of ``domain`` in ``language``."""
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def read_source(language: str, domain: str) -> Catalog:
    with source(language, domain).open("rb") as file:
        return read_po(file, locale=language, domain=domain)


def compile_catalogue(po: Path, mo: Path) -> None:
    """``po`` compiled to ``mo`` (the build's step; untranslated and fuzzy messages left out)."""
    with po.open("rb") as file:
        catalogue = read_po(file)
    with mo.open("wb") as file:
        write_mo(file, catalogue)


@cache
def messages(language: str, domain: str) -> Mapping[Key, str]:
    """Every translated message of ``domain`` in ``language``: (msgctxt, msgid) → msgstr."""
    po = source(language, domain)
    mo = po.with_suffix(".mo")
    # Not a .mo left behind by a .po edited since (an installer writes both within a second, in any order).
    if mo.exists() and mo.stat().st_mtime + 2 >= po.stat().st_mtime:
        with mo.open("rb") as file:
            catalogue = read_mo(file)
    else:  # a checkout's sources: the same messages as the build's .mo, compiled here
        compiled = io.BytesIO()
        with po.open("rb") as file:
            write_mo(compiled, read_po(file, locale=language, domain=domain))
        compiled.seek(0)
        catalogue = read_mo(compiled)
    found: dict[Key, str] = {}
    for message in catalogue:
        if message.id and isinstance(message.id, str) and isinstance(message.string, str) and message.string:
            found[(message.context, message.id)] = message.string
    return MappingProxyType(found)


@cache
def by_msgid(language: str, domain: str, context: str | None = None) -> Mapping[str, str]:
    """The messages of ``domain`` with msgctxt ``context`` (none: those without one), by msgid."""
    return MappingProxyType({msgid: text for (found, msgid), text in messages(language, domain).items()
                             if found == context})

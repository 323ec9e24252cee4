"""The desk's words as its gettext catalogue holds them (service/i18n/locale/desk.pot, each language's desk.po),
read with Babel as a translator's tools read them: table → language → key → words, a message a language lacks
left out (the tests hold every language to the template's keys), an untranslated one left out too."""

from __future__ import annotations

from service.i18n.catalogues import TRANSLATED, read_source
from service.i18n.desk_words import DOMAIN, read_template, split_context

LANGUAGES = ("en", *TRANSLATED)

WordTables = dict[str, dict[str, dict[str, str]]]


def word_tables() -> WordTables:
    tables: WordTables = {}
    for context, msgid in read_template():
        table, key = split_context(context)
        tables.setdefault(table, {language: {} for language in LANGUAGES})["en"][key] = msgid
    for language in TRANSLATED:
        for message in read_source(language, DOMAIN):
            if message.id and message.string:
                table, key = split_context(message.context)
                tables.setdefault(table, {other: {} for other in LANGUAGES})[language][key] = str(message.string)
    return tables

"""The French and German catalogues are gettext files a translator can work on (service/i18n/catalogues.py):
each parses with Babel, has the same messages in every language, every one translated, not fuzzy, and each
translation uses exactly the placeholders of its English msgid (a code-keyed violation message, the fields
every violation carries)."""

from __future__ import annotations

import string

import pytest

from service.i18n.catalogues import DOMAINS, TRANSLATED, read_source

# Domains whose msgid is a violation code, not an English template: their texts are made from these fields.
CODE_KEYED = {"french-tarot", "zwanzigerrufen"}
VIOLATION_FIELDS = {"seat", "trick", "card"}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_language_has_the_same_messages_all_translated(domain: str) -> None:
    keys = {}
    for language in TRANSLATED:
        catalogue = read_source(language, domain)
        messages = [message for message in catalogue if message.id]
        assert messages, (language, domain)
        untranslated = [message.id for message in messages if not message.string]
        assert untranslated == [], f"{language}/{domain}: untranslated"
        assert [message.id for message in messages if message.fuzzy] == [], f"{language}/{domain}: fuzzy"
        keys[language] = {(message.context, message.id) for message in messages}
    first, *others = TRANSLATED
    for language in others:
        assert keys[language] == keys[first], (domain, keys[language] ^ keys[first])


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("domain", DOMAINS)
def test_each_translation_has_its_msgids_placeholders(language: str, domain: str) -> None:
    for message in read_source(language, domain):
        if not message.id:
            continue
        found = placeholders(message.string)
        if domain in CODE_KEYED:
            assert found <= VIOLATION_FIELDS, (message.id, found)
        else:
            assert found == placeholders(message.id), (message.id, message.string)


def test_a_broken_placeholder_is_found() -> None:
    assert placeholders("Seat {seat} played {card}.") == {"seat", "card"}
    assert placeholders("Le joueur {seat} joue {carte}.") != placeholders("Seat {seat} played {card}.")

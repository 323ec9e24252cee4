"""The French and German catalogues are gettext files a translator can work on (service/i18n/catalogues.py):
each parses with Babel, has the same messages in every language, every one translated, not fuzzy, and each
translation uses exactly the placeholders of its English msgid (a message still kept by its violation code:
the fields every violation carries). The desk's words (domain desk) have their English template, desk.pot: each
language has exactly its messages, each named table.key."""

from __future__ import annotations

import re
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from service.i18n.catalogues import DOMAINS, LOCALE, TRANSLATED, read_source
from service.i18n.desk_words import DOMAIN as DESK
from service.i18n.desk_words import TEMPLATE, split_context

REPO_ROOT = Path(__file__).resolve().parents[2]
GUIDE = REPO_ROOT / "docs" / "translating.md"

# Domains where a msgid may be a violation code instead of an English template (the arbitration's codes, whose
# messages are still made from these fields).
CODE_KEYED = {"french-tarot", "zwanzigerrufen"}
CODE = re.compile(r"[a-z]+(?:_[a-z]+)+")
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
        if domain in CODE_KEYED and CODE.fullmatch(message.id):  # a message still made from a code's fields
            assert found <= VIOLATION_FIELDS, (message.id, found)
        else:
            assert found == placeholders(message.id), (message.id, message.string)


def test_the_desk_catalogues_have_the_templates_messages_each_named_by_its_table_and_key() -> None:
    with TEMPLATE.open("rb") as file:
        template = [message for message in read_po(file) if message.id]
    assert len(template) > 300 and [message.id for message in template if message.string] == []
    keys = [(message.context, message.id) for message in template]
    assert len({context for context, _ in keys}) == len(keys)  # a key names one message
    assert all(split_context(context) for context, _ in keys)
    for language in TRANSLATED:
        found = {(message.context, message.id) for message in read_source(language, DESK) if message.id}
        assert found == set(keys), (language, found ^ set(keys))


def test_a_desk_message_is_named_by_its_table_and_key() -> None:
    assert split_context("values.level.2") == ("values.level", "2")
    for unnamed in (None, "title", ".title", "texts."):
        with pytest.raises(ValueError):
            split_context(unnamed)


def test_a_broken_placeholder_is_found() -> None:
    assert placeholders("Seat {seat} played {card}.") == {"seat", "card"}
    assert placeholders("Le joueur {seat} joue {carte}.") != placeholders("Seat {seat} played {card}.")


def test_the_translators_command_in_docs_translating_md_runs_as_written(tmp_path: Path) -> None:
    """The guide's pybabel command, run by a shell where a copy of the catalogues sits as in the repository:
    it names every domain, compiles every catalogue, and finds each fully translated."""
    (command,) = re.findall(r"^```sh\n(.*?)\n```", GUIDE.read_text(encoding="utf-8"), re.S | re.M)
    assert set(command.split('"')[1].split()) == set(DOMAINS)
    shutil.copytree(LOCALE, tmp_path / "service" / "i18n" / "locale", ignore=shutil.ignore_patterns("*.mo"))
    bin_folder = Path(sys.executable).parent
    finished = subprocess.run(command, shell=True, cwd=tmp_path, capture_output=True, text=True, timeout=120,
                              env={"PATH": f"{bin_folder}:/usr/bin:/bin"})
    assert finished.returncode == 0, finished.stderr
    said = finished.stdout + finished.stderr
    assert said.count("(100%) translated") == len(DOMAINS) * len(TRANSLATED), said
    assert len(list(tmp_path.rglob("*.mo"))) == len(DOMAINS) * len(TRANSLATED)

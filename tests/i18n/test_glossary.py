"""The French and German texts speak the players' vocabulary: each docs/glossary.md term they use is spelt as
the glossary spells it (accents included), a rule set's own words never appear in the other's texts, and
the key terms of each game are there."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from service.i18n.descriptions import OPTION_DESCRIPTIONS, RULESET_NAMES
from service.i18n.messages import MESSAGES
from service.i18n.problems import PROBLEM_TEXTS
from service.i18n.references import CODE_RULES, RULES, rule_text, source_name
from service.i18n.rulings import RULING_TEXTS

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary.md"
COLUMNS = {("fr", "french-tarot"): 1, ("fr", "zwanzigerrufen"): 2, ("de", "french-tarot"): 3,
           ("de", "zwanzigerrufen"): 4}
OTHER = {"french-tarot": "zwanzigerrufen", "zwanzigerrufen": "french-tarot"}
KEY_TERMS = {
    ("fr", "french-tarot"): {"preneur", "chien", "écart", "poignée", "chelem", "renonce", "atout", "pli", "défense",
                             "bout", "garde sans", "garde contre", "carte exposée"},
    ("de", "french-tarot"): {"Alleinspieler", "Hund", "Ablage", "Poignée", "Schlemm", "Trumpf", "Stich",
                             "Oudler", "Garde ohne", "Garde gegen", "Verteidiger"},
    ("fr", "zwanzigerrufen"): {"Vorhand", "Rufer", "Farbensolo", "Kontra", "Re", "Subkontra", "Trull", "Valat",
                               "tarock", "Pagat", "Mond", "Sküs", "Absolut"},
    ("de", "zwanzigerrufen"): {"Vorhand", "Rufer", "Farbensolo", "Kontra", "Re", "Subkontra", "Trull", "Valat",
                               "Tarock",
                               "Pagat", "Mond", "Sküs", "Absolut", "Lizitieren"},
}


def glossary_rows() -> list[list[str]]:
    rows = [line.strip().strip("|").split("|") for line in GLOSSARY.read_text(encoding="utf-8").splitlines()
            if line.startswith("| ") and not line.startswith("| English")]
    return [[cell.strip() for cell in row] for row in rows]


def terms(language: str, ruleset: str) -> set[str]:
    column = COLUMNS[(language, ruleset)]
    return {term.strip() for row in glossary_rows() if row[column] != "—" for term in row[column].split(",")}


def without_wire_values(text: str) -> str:
    """``text`` without the option values and request shapes it quotes ('fft', {type: misere}) and the web
    sites it names as sources (pagat.com): not words."""
    return re.sub(r"\{[^}]*\}|'[a-z_]+'|\b[\w-]+\.(?:com|at|org|fr|de)\b", "", text)


def texts(language: str, ruleset: str) -> list[str]:
    """Every message, rule text, source name and option description of the rule set in the language (and the
    rulings' texts, French Tarot's)."""
    rules = {CODE_RULES[ruleset][code] for code in CODE_RULES[ruleset]}
    rulings = [without_wire_values(text) for text in RULING_TEXTS[language].values()] if ruleset == "french-tarot" \
        else []
    return [*rulings, *MESSAGES[language][ruleset].values(),
            *(without_wire_values(rule_text(rule, language)) for rule in rules),
            *(source_name(RULES[rule].source, language) for rule in rules),
            *map(without_wire_values, OPTION_DESCRIPTIONS[language][ruleset].values()),
            RULESET_NAMES[language][ruleset]]


def plain(text: str) -> str:
    """Lower case without accents, one character for one (so that positions agree with the text's)."""
    return "".join(unicodedata.normalize("NFD", character)[0] for character in text.lower())


def occurrences(term: str, text: str) -> list[str]:
    """Where ``term`` occurs in ``text`` as whole words, whatever its accents and case: as written there."""
    pattern = re.compile(rf"(?<!\w){re.escape(plain(term))}(?!\w)")
    return [text[match.start():match.end()] for match in pattern.finditer(plain(text))]


def test_the_glossary_has_its_five_columns_and_the_issues_terms() -> None:
    rows = glossary_rows()
    assert len(rows) >= 30 and all(len(row) == 6 for row in rows)
    assert {"preneur", "appelé", "chien", "écart", "poignée", "petit au bout", "chelem", "Excuse", "défense",
            "garde sans", "garde contre", "renonce", "faute rectifiable"} <= terms("fr", "french-tarot")
    assert {"Rufer", "Solo", "Farbensolo", "Kontra", "Re", "Subkontra", "Sküs", "Mond", "Pagat", "Trull", "Kaiserstich",
            "Mondfang", "Valat"} <= terms("de", "zwanzigerrufen")


def misspelt(term: str, written: str) -> bool:
    """Whether ``written`` lacks or changes an accent of ``term`` (an accent the term does not have makes
    another word, "annoncé" for "annonce"); the first letter's case is free."""
    return any(letter != plain(letter) and letter.lower() != other.lower()
               for letter, other in zip(term, written, strict=True))


@pytest.mark.parametrize(("language", "ruleset"), sorted(COLUMNS))
def test_each_term_is_spelt_as_the_glossary_spells_it(language: str, ruleset: str) -> None:
    for term in terms(language, ruleset):
        for text in texts(language, ruleset):
            for written in occurrences(term, text):
                assert not misspelt(term, written), (term, written, text)


@pytest.mark.parametrize(("language", "ruleset"), sorted(COLUMNS))
def test_a_rule_sets_own_words_stay_out_of_the_others_texts(language: str, ruleset: str) -> None:
    foreign = terms(language, OTHER[ruleset]) - terms(language, ruleset)
    for term in foreign:
        for text in texts(language, ruleset):
            assert not occurrences(term, text), (term, text)


@pytest.mark.parametrize(("language", "ruleset"), sorted(COLUMNS))
def test_the_key_terms_of_each_game_are_used(language: str, ruleset: str) -> None:
    assert KEY_TERMS[(language, ruleset)] <= terms(language, ruleset)
    missing = {term for term in KEY_TERMS[(language, ruleset)]
               if not any(occurrences(term, text) for text in texts(language, ruleset))}
    assert missing == set()


def test_a_misspelling_is_caught() -> None:
    assert occurrences("écart", "Le preneur met à l'ecart le roi.") == ["ecart"]
    assert misspelt("écart", "ecart") and misspelt("Sküs", "Skus") and misspelt("poignée", "poignee")
    assert not misspelt("annonce", "annoncé") and not misspelt("Écart", "écart")
    assert occurrences("bout", "les bouts") == []


def without_option_names(text: str) -> str:
    """``text`` without its wire values and the option names it quotes ("option misere"): not words."""
    return re.sub(r"\b[Oo]ption [a-z_]+", "", without_wire_values(text))


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_problems_spell_both_games_terms_as_the_glossary_does(language: str) -> None:
    """A problem's text may speak of either game (a French Tarot summary's oudlers, a Zwanzigerrufen one's
    Pagat): each term of either is spelt as the glossary spells it."""
    for ruleset in ("french-tarot", "zwanzigerrufen"):
        for term in terms(language, ruleset):
            for text in map(without_option_names, PROBLEM_TEXTS[language].values()):
                for written in occurrences(term, text):
                    assert not misspelt(term, written), (term, written, text)

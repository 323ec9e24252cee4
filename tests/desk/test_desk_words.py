"""The desk names cards and phases in the words of docs/glossary.md, each game's own (texts.js run under
Node.js, as the page's module is, with the words the service serves from the catalogue desk)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.desk.node_js import texts_js

REPOSITORY = Path(__file__).resolve().parents[2]
GLOSSARY = (REPOSITORY / "docs" / "glossary.md").read_text(encoding="utf-8")
GLOSSARY_PROSE = " ".join(GLOSSARY.split())  # its paragraphs wrap inside a term

# The glossary's cards, written in its own spelling (its "Cards, in messages" paragraph).
FRENCH_TAROT_CARDS = {
    "fr": {"KS": "le roi de pique", "QH": "la dame de cœur", "CD": "le cavalier de carreau",
           "JC": "le valet de trèfle", "1H": "l'as de cœur", "7C": "le 7 de trèfle", "12T": "le 12 d'atout",
           "1T": "le Petit", "EX": "l'Excuse"},
    "de": {"KS": "Pik-König", "QH": "Herz-Dame", "CD": "Karo-Reiter", "JC": "Kreuz-Bube", "1H": "Herz-Ass",
           "7C": "Kreuz-Sieben", "12T": "Trumpf 12", "1T": "Petit", "EX": "Excuse"},
}
ZWANZIGERRUFEN_CARDS = {
    "fr": {"20T": "le tarock XX", "1T": "le Pagat", "21T": "le Mond", "EX": "le Sküs"},
    "de": {"20T": "Tarock XX", "1T": "Pagat", "21T": "Mond", "EX": "Sküs"},
}


desk = texts_js


def without_article(name: str) -> str:
    for article in ("le ", "la ", "l'", "the "):
        if name.lower().startswith(article):
            return name[len(article):]
    return name


@pytest.mark.parametrize(("ruleset", "cards"), [("french-tarot", FRENCH_TAROT_CARDS),
                                                ("zwanzigerrufen", ZWANZIGERRUFEN_CARDS)])
def test_cards_are_named_as_the_glossary_writes_them(ruleset: str, cards: dict[str, dict[str, str]]) -> None:
    for language, names in cards.items():
        for written in names.values():
            assert f"`{written}`" in GLOSSARY_PROSE, written
        shown = desk(f"{json.dumps(list(names))}.map((code) => m.cardName(code, {json.dumps(language)}, "
                     f"{json.dumps(ruleset)}))")
        expected = [without_article(name).lower() for name in names.values()]
        assert isinstance(shown, list)
        assert [without_article(str(name)).lower() for name in shown] == expected, (ruleset, language)


def test_each_game_has_its_own_words_for_the_taker_the_dog_and_the_auction() -> None:
    words = desk("[m.translator('de')('taker'), m.translator('de')('dog'), m.translator('de')('auction'), "
                 "m.translator('de', () => 'zwanzigerrufen')('auction'), m.translator('fr')('taker'), "
                 "m.translator('fr')('dog')]")
    assert words == ["Alleinspieler", "Hund", "Reizung", "Lizitieren", "preneur", "Chien"]
    for french_tarot, zwanzigerrufen in (("Alleinspieler", None), ("Hund", None), ("Reizung", "Lizitieren")):
        row = next(line for line in GLOSSARY.splitlines() if f"| {french_tarot} |" in line)
        assert zwanzigerrufen is None or f"| {zwanzigerrufen} |" in row


def glossary_row(english: str) -> list[str]:
    """The glossary's columns for a term: English, French (French Tarot), French (Zwanzigerrufen), German
    (French Tarot), German (Zwanzigerrufen), meaning."""
    row = next(line for line in GLOSSARY.splitlines() if line.startswith(f"| {english} |"))
    return [cell.strip() for cell in row.strip("|").split("|")]


# French Tarot's contracts, each with its glossary row (the first two share one) and its place in that row.
CONTRACTS = {"petite": ("petite, garde", 0), "garde": ("petite, garde", 1), "garde_sans": ("garde sans", 0),
             "garde_contre": ("garde contre", 0), "chelem": ("chelem", 0)}


def test_contracts_calls_and_declarations_are_named_as_the_glossary_writes_them() -> None:
    """The auction and the contract name French Tarot's calls (the chelem too, a call with option contracts);
    the declarations their type, in each language's column of the glossary."""
    for language, column in (("en", 0), ("fr", 1), ("de", 3)):
        names = desk(f"{json.dumps(list(CONTRACTS))}.map((call) => m.callName(call, {json.dumps(language)}))")
        expected = [glossary_row(row)[column].split(", ")[place] for row, place in CONTRACTS.values()]
        assert names == expected, language
        declared = desk(f"['poignee', 'chelem', 'misere'].map((t) => m.declarationName(t, {json.dumps(language)}))")
        assert declared == [glossary_row(term)[column] for term in ("poignée", "chelem", "misère")], language
    # Zwanzigerrufen's calls in the glossary's spelling, a doubling with its item; a call the game does not
    # have (the record is refused) as the record writes it.
    zwanzigerrufen = ["rufer", "pass", "sub", "kontra:pagat", "mordsub:valat", "chelem", "kontra:chelem"]
    assert desk(f"{json.dumps(zwanzigerrufen)}.map((call) => m.callName(call, 'de', 'zwanzigerrufen'))") == [
        "Rufer", "passe", "Subkontra", "Kontra (Pagat)", "Mordsubkontra (Valat)", "chelem", "kontra:chelem"]
    for row in ("Rufer", "Solo", "Farbensolo", "Valat", "Absolut", "Pagat", "Kontra, Re, Subkontra"):
        for name in glossary_row(row)[4].split(", "):
            assert desk(f"m.callName({json.dumps(name.lower().replace('subkontra', 'sub'))}, 'de', "
                        "'zwanzigerrufen')") == name
    assert desk("[m.callName('constructor', 'en'), m.declarationName('toString', 'fr')]") == ["constructor", "toString"]


def test_the_piles_the_moment_of_a_declaration_and_the_chelems_announcer_have_words_in_each_language() -> None:
    keys = ["piles", "pile_n", "face_down", "pile_empty", "pile_turns_up", "from_pile", "at_card_0", "at_card_n",
            "chelem", "announced_by", "called_in_auction", "for_side", "side_attack", "side_defence"]
    words = desk(f"Object.fromEntries(['en', 'fr', 'de'].map((l) => [l, {json.dumps(keys)}.map((k) => "
                 "m.translator(l)(k, '1', '2'))]))")
    assert isinstance(words, dict)
    for language, shown in words.items():
        assert all(word != key for word, key in zip(shown, keys, strict=True)), language
    assert words["de"] != words["en"] and words["fr"] != words["en"]
    # The chelem, the attack and the defence in the glossary's words.
    for language, column in (("en", 0), ("fr", 1), ("de", 3)):
        shown = dict(zip(keys, words[language], strict=True))
        chelem, attack, defence = shown["chelem"], shown["side_attack"], shown["side_defence"]
        assert chelem.lower() == glossary_row("chelem")[column].lower()
        assert attack.endswith(glossary_row("attack")[column]) and defence.endswith(glossary_row("defence")[column])

"""The desk names cards and phases in the words of docs/glossary.md, each game's own (read from texts.js
under Node.js, as the page's module is)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
TEXTS = REPOSITORY / "service" / "desk" / "texts.js"
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


def node() -> str:
    found = shutil.which("node")
    if found is None:
        if os.environ.get("CI") == "true":
            pytest.fail("Node.js is needed to read the desk's texts (.ci/run installs it)")
        pytest.skip("Node.js is not installed")
    return found


def desk(expression: str) -> object:
    """``expression`` evaluated with texts.js's exports in scope as ``m``."""
    script = f"import({json.dumps(TEXTS.as_uri())}).then((m) => console.log(JSON.stringify({expression})))"
    finished = subprocess.run([node(), "-e", script], capture_output=True, text=True, timeout=60, check=True)
    return json.loads(finished.stdout)


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

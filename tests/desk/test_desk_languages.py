"""The desk speaks each language whole: every word of the page in English, French and German, none of the
French or German borrowed from the English unless the two spell the game's term alike, and in the browser no
English field name, no wire code and no seat counted from zero on the French and German page (the API's own
sentences, marked `.said`, are the API's tests' business; codes and pointers in `<code>` are names for
programs)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.desk.catalogue import word_tables
from tests.desk.conftest import Watched, open_desk
from tests.desk.desk_records import REVOKE

REPOSITORY = Path(__file__).resolve().parents[2]
GLOSSARY = (REPOSITORY / "docs" / "glossary.md").read_text(encoding="utf-8")
LANGUAGES = ("en", "fr", "de")
# The glossary's columns for each language: English; French (French Tarot, Zwanzigerrufen); German (both).
GLOSSARY_COLUMNS = {"en": (0,), "fr": (1, 2), "de": (3, 4)}

# Words spelt alike in English and French that the glossary has no row for: French words in their own
# right (Verdict, Incidents, sanctions, points, a poignée's size double and triple, a duplicate's table), and
# French Tarot's and Zwanzigerrufen's own terms that the English page keeps (the option contracts prise and
# pousse, the petit chelem of seed 000, the Mordsubkontra of max_double_level 16); in German, a duplicate's
# Board as German duplicate players say it.
SAME_IN_FRENCH = {"verdict", "incidents", "incident", "sanctions", "points", "double", "triple", "table", "prise",
                  "pousse", "petit chelem", "mordsubkontra"}
SAME_IN_GERMAN = {"board", "prise", "pousse", "mordsubkontra"}
# What a word is read without: its placeholders, and the JSON a label names.
NOT_WORDS = re.compile(r"\s*(?:\{\d\}|\(json\))\s*", re.IGNORECASE)

ZWANZIGERRUFEN: dict[str, Any] = json.loads(
    (REPOSITORY / "tests" / "zwanzigerrufen" / "golden" / "deals.json").read_text()
)[2]["record"]  # a solo with a Kontra on the game, an announced Pagat, a silent Absolut and a Mondfang
HALF_POINTS: dict[str, Any] = json.loads(
    (REPOSITORY / "tests" / "golden" / "records" / "three_players_forced_trumps_excuse_exchange_half_point.json")
    .read_text()
)["record"]  # the attack makes 89.5

# The page's own words on screen: every text node of the page but the API's sentences, the names for
# programs (codes, pointers, the options' names and values, the record's JSON) and the cards' drawings.
PAGE_WORDS = """() => {
  const skipped = ".said, .message, code, svg, textarea, #options, script, [hidden]";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const words = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement.closest(skipped) && node.textContent.trim()) words.push(node.textContent.trim());
  }
  return words.join("\\n");
}"""
SNAKE_CASE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
# The API's codes for values that are plain words: lower case, as the wire writes them.
WIRE_WORDS = ("attack", "defence", "declarers", "opponents", "annulled", "scored", "referee", "warning", "game",
              "pagat", "absolut", "mondfang", "none", "true", "false", "null", "suggest", "refer", "annul")
SEAT_WORD = {"en": "Seat", "fr": "Joueur", "de": "Spieler"}


def glossary_terms(language: str) -> set[str]:
    """Every term of the glossary's table in the language's columns, in lower case."""
    terms: set[str] = set()
    for line in GLOSSARY.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("| ") or len(cells) < 6 or set(cells[0]) <= {"-"}:
            continue
        for column in GLOSSARY_COLUMNS[language]:
            terms.update(term.strip().lower() for term in cells[column].split(",") if term.strip() not in ("", "—"))
    return terms


def test_every_word_of_the_page_is_in_every_language_with_the_same_placeholders() -> None:
    for name, by_language in word_tables().items():
        assert sorted(by_language) == sorted(LANGUAGES), name
        english = by_language["en"]
        for language in ("fr", "de"):
            words = by_language[language]
            assert set(words) == set(english), (name, language, set(words) ^ set(english))
            for key, text in words.items():
                assert str(text).strip(), (name, language, key)
                placeholders = sorted(re.findall(r"\{\d\}", str(text)))
                assert placeholders == sorted(re.findall(r"\{\d\}", str(english[key]))), (name, language, key)


@pytest.mark.parametrize(("language", "same_word"), [("fr", SAME_IN_FRENCH), ("de", SAME_IN_GERMAN)])
def test_no_french_or_german_word_is_the_english_one_unless_the_game_spells_it_so(
    language: str, same_word: set[str]
) -> None:
    """A word may be the English one where it is the glossary's term in the language (chelem, garde, Valat,
    Petit au bout, Partner, a term's plural) or the language's own word too (listed above)."""
    terms = glossary_terms(language)
    borrowed = []
    for name, by_language in word_tables().items():
        for key, text in by_language[language].items():
            word = NOT_WORDS.sub(" ", str(text)).strip().lower()
            english = NOT_WORDS.sub(" ", str(by_language["en"][key])).strip().lower()
            # Not a word: a number, or a rank's initial (K♠).
            if word != english or not re.search(r"[^\W\d_]", word) or len(word) == 1:
                continue
            if word in terms or word.removesuffix("s") in terms or word in same_word:
                continue
            borrowed.append((name, key, text))
    assert borrowed == []


def page_words(desk: Watched, record: dict[str, Any]) -> str:
    desk.open(record)
    desk.page.wait_for_selector("#tricks .trick")
    words: str = desk.page.evaluate(PAGE_WORDS)
    return words


@pytest.mark.parametrize("language", ["fr", "de", "en"])
def test_the_page_shows_no_wire_code_no_english_field_and_seats_from_one(
    browser: Any, desk_server: str, language: str
) -> None:
    english_fields = word_tables()["fields"]["en"]
    own_fields = word_tables()["fields"][language]
    english = sorted({name for key, name in english_fields.items() if name.lower() != own_fields[key].lower()})
    seat = SEAT_WORD[language]
    for desk in open_desk(browser, desk_server, locale={"fr": "fr-FR", "de": "de-AT", "en": "en-GB"}[language]):
        ruled, counted, half = (page_words(desk, record) for record in (REVOKE, ZWANZIGERRUFEN, HALF_POINTS))
        # The words read are the ruling's and the score lines' own (a page that showed none would pass).
        assert all(own_fields[key] in ruled for key in ("outcome", "adjustments", "sanctions", "penalties", "policies"))
        assert all(own_fields[key] in counted for key in ("item", "owner", "announced", "level", "base"))
        for shown in (ruled, counted, half):
            assert SNAKE_CASE.findall(shown) == []
            if language != "en":
                assert [word for word in WIRE_WORDS if re.search(rf"\b{word}\b", shown)] == []
                assert [name for name in english if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", shown, re.I)] == []
                assert not re.search(r"\b(?:Seat|Trick)\b", shown)
            # Seats from one: 1 to 4 (1 to 3 at three players), never 0.
            seats = {int(number) for number in re.findall(rf"\b{seat} (\d+)", shown, re.I)}
            assert seats and min(seats) == 1 and max(seats) <= 4, seats
        # The revoke: the wire's trick 3, card 2 (seat 2) is the 4th trick's 3rd card, played by the 3rd seat;
        # the ruling's seat-by-seat tables name the seats from one.
        desk.open(REVOKE)
        place = {"en": "Trick 4, card 3", "fr": "Pli 4, carte 3", "de": "Stich 4, Karte 3"}[language]
        assert place in desk.page.inner_text("#verdict-body .violation button")
        for table in ("table.deltas", "table.penalties"):
            heads = desk.page.locator(f".ruling {table} th").all_inner_texts()
            assert heads == [f"{seat} {number}" for number in (1, 2, 3, 4)], table
        penalty = word_tables()["values.kind"][language]["discretionary_penalty"]
        (sanction,) = [item for item in desk.page.locator(".ruling li").all_inner_texts() if penalty in item]
        assert f"{seat} 3" in sanction  # the wire's seat 2
        # Zwanzigerrufen's score lines: the game's Kontra in words, its items and parties too.
        kontra = {"en": "Kontra (×2)", "fr": "Kontra (×2)", "de": "Kontra (×2)"}[language]
        assert kontra in counted and "Mondfang" in counted
        # Half points as the language writes them.
        assert {"en": "89.5", "fr": "89,5", "de": "89,5"}[language] in half
        if language != "en":
            assert "89.5" not in half

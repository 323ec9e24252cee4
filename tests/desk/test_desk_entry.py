"""A hand entered from its cards alone, as a referee at the table does: the rule set, the table and the dealer
chosen, each seat's cards typed as players write them in the page's language (or clicked in the deck), the
auction's calls added, the écart, and the tricks clicked card by card; each fault shows as it is entered, and
the hand entered is the record the API judges. Driven in Debian's chromium; the page's verdict is compared
with the API's own for the record the test expects."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from tests.desk.conftest import Watched, open_desk
from tests.desk.desk_records import REVOKE
from tests.desk.node_js import desk_module

BUILDER = Path(__file__).resolve().parents[2] / "service" / "desk" / "builder.js"
ZWANZIGERRUFEN: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[1] / "zwanzigerrufen" / "golden" / "deals.json").read_text()
)[0]["record"]

SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# How a French and a German (Austrian) player write ranks: roi, dame, cavalier, valet; König, Dame, Reiter, Bube.
LETTERS = {"fr": {"K": "R", "Q": "D", "C": "C", "J": "V"}, "de": {"K": "K", "Q": "D", "C": "R", "J": "B"}}
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI", "XVII",
         "XVIII", "XIX", "XX", "XXI"]


def written(card: str, language: str, tarock: bool = False) -> str:
    """A card as a player writes it on a score sheet (the test's own writing, not the page's)."""
    if card == "EX":
        return "Sküs" if tarock else "Excuse"
    rank, suit = card[:-1], card[-1]
    if suit == "T":
        return ROMAN[int(rank) - 1] if tarock else rank
    return f"{LETTERS[language].get(rank, rank)}{SIGNS[suit]}"


def test_typed_cards_are_read_as_players_write_them_in_each_language() -> None:
    read = desk_module(BUILDER, "[['fr', 'R♠ d♥ C♦ V♣ 10♥ 1♠ 21 1 Excuse KS zz'], ['de', 'K♠ D♥ R♦ B♣ XXI I Sküs'],"
                                " ['en', 'K♠ Q♥ N♦ J♣ 7♣ 20 ex']].map(([l, text]) => m.readCards(text, l))")
    assert read == [
        {"cards": ["KS", "QH", "CD", "JC", "10H", "1S", "21T", "1T", "EX", "KS"], "unread": ["zz"]},
        {"cards": ["KS", "QH", "CD", "JC", "21T", "1T", "EX"], "unread": []},
        {"cards": ["KS", "QH", "CD", "JC", "7C", "20T", "EX"], "unread": []},
    ]


def enter_deal(page: Any, record: dict[str, Any], language: str, tarock: bool, shot: Path | None = None) -> None:
    """The deal of ``record`` entered in the builder, then its auction call by call; ``shot``: a picture of the
    builder filled in."""
    page.click("#enter")
    page.wait_for_selector("#build-ruleset:focus")
    page.select_option("#build-ruleset", record.get("ruleset", "french-tarot"))
    if not tarock:
        page.select_option("#build-players", str(record["players"]))
    for name, value in record.get("options", {}).items():  # the house rules, from the rule set's own list
        page.click("#build-options summary")
        page.select_option(f"#build-option-{name}", value)
    page.select_option("#build-dealer", str(record["dealer"]))
    for seat, hand in enumerate(record["hands"]):
        page.fill(f"#build-hand-{seat}", " ".join(written(card, language, tarock) for card in hand))
    if "dog" in record:
        # The dog clicked in the deck, as a person without the cards' codes does.
        page.focus("#build-dog")
        for card in record["dog"]:
            page.click(f'#build-deck [data-card="{card}"]')
        assert page.input_value("#build-dog") == " ".join(written(card, language, tarock) for card in record["dog"])
    if "called_card" in record:
        page.fill("#build-called", written(record["called_card"], language, tarock))
    assert page.locator("#build-deck .card:not([disabled])").count() == 0  # every card given
    assert "·" not in page.inner_text("#build-target") and page.locator("#builder small.bad").count() == 0
    if shot is not None:
        page.locator("#builder").screenshot(path=shot)
    page.click("#build-open")
    page.wait_for_selector("#auction #add-call")
    for at, call in enumerate(record["auction"]):
        page.click("#add-call")
        page.wait_for_selector(f'#auction select[data-index="{at}"]')
        assert page.get_attribute(f'#auction select[data-index="{at}"]', "data-index") == str(at)
        page.select_option(f'#auction select[data-index="{at}"]', call["call"])
        page.wait_for_function("([at, call]) => JSON.parse(document.getElementById('record').value).auction[at]?.call"
                               " === call", arg=[at, call["call"]])


def play(page: Any, cards: list[str], played: int = 0) -> None:
    """Click ``cards`` in the hand of the seat to play, each once the one before is judged."""
    for count, card in enumerate(cards, start=played + 1):
        page.click(f'#seats .seat.to-play button.card[data-card="{card}"]')
        page.wait_for_function("count => document.getElementById('position').textContent.startsWith(`${count} `)",
                               arg=count)


def test_a_french_hand_at_four_entered_in_french_shows_the_revoke_as_it_is_entered(
    browser: Any, desk_server: str, api: Any, shots: Path
) -> None:
    """Worked example 1, its option (arbitration: fft) chosen in the builder, entered up to its revoke."""
    record = copy.deepcopy(REVOKE)
    for desk in open_desk(browser, desk_server, locale="fr-FR"):
        desk.open()
        page = desk.page
        enter_deal(page, record, "fr", tarock=False)
        # The écart is typed once the page has judged the auction (its answer redraws the form, as a person sees).
        page.wait_for_load_state("networkidle")
        page.fill("#discard", " ".join(record["discard"]))
        page.keyboard.press("Tab")
        page.wait_for_function("() => JSON.parse(document.getElementById('record').value).discard?.length === 6")
        cards = [card for trick in record["tricks"] for card in trick]
        play(page, cards[:14])
        assert page.locator("#tricks .card.fault").count() == 0
        play(page, cards[14:15], played=14)  # the revoke: trick 4, card 3
        page.wait_for_selector('#tricks .card.fault[data-trick="3"][data-index="2"]')
        entered = json.loads(page.input_value("#record"))
        expected = {**record, "tricks": [record["tricks"][t] if t < 3 else record["tricks"][3][:3] for t in range(4)]}
        assert entered == expected
        verdict = api("/v1/hands/adjudicate", entered)
        shown = page.locator(".violation").all_inner_texts()
        assert [v["code"] for v in verdict["violations"]] == [text.split()[0] for text in shown]
        page.screenshot(path=shots / "entered-revoke.png", full_page=True)


def test_a_zwanzigerrufen_hand_entered_in_german_is_judged_as_it_is_played(
    browser: Any, desk_server: str, api: Any, shots: Path
) -> None:
    """Two tricks clicked (the score of a whole hand, explained, is test_desk_handover's: the same page)."""
    record = ZWANZIGERRUFEN
    for desk in open_desk(browser, desk_server, locale="de-AT"):
        desk.open()
        page = desk.page
        enter_deal(page, record, "de", tarock=True, shot=shots / "desk-entry.png")
        play(page, [card for trick in record["tricks"][:2] for card in trick])
        entered = json.loads(page.input_value("#record"))
        expected = {key: value for key, value in record.items() if key != "options"}  # its options are {}
        assert entered == {**expected, "tricks": record["tricks"][:2]}
        verdict = api("/v1/hands/adjudicate", entered)
        assert verdict["legal"] and verdict["status"] == "in_progress"
        page.wait_for_selector("#verdict-body .good")
        assert "(Spielansager)" in page.inner_text(f"#seats .seat[data-seat='{verdict['declarer']}'] h3")
        winners = page.locator("#tricks .trick p").all_inner_texts()
        assert [f"Stich an Spieler {trick['winner'] + 1}" in text
                for trick, text in zip(verdict["tricks"], winners, strict=True)] == [True, True]


def test_a_poignee_declared_at_the_desk_is_judged_and_scored(desk: Watched, api: Any) -> None:
    """Declared on the revoke of example 1: the ruling's adjusted score counts it, and explains it."""
    record = copy.deepcopy(REVOKE)
    trumps = [card for card in record["hands"][0] if card.endswith("T")][:10]
    desk.open(record)
    page = desk.page
    page.select_option("#declare-seat", "0")
    page.select_option("#declare-type", label="poignée")
    page.fill("#declare-cards", " ".join(written(card, "fr") for card in trumps))  # typed as in French
    page.click('[data-action="declare"]')
    page.wait_for_selector("#declarations li")
    entered = json.loads(page.input_value("#record"))
    assert entered == {**record, "declarations": [{"seat": 0, "type": "poignee", "cards": trumps}]}
    score = api("/v1/hands/adjudicate", entered)["ruling"]["score"]
    assert score["poignees"] != 0
    page.wait_for_function("() => document.querySelector('.ruling .explanation')?.textContent.includes('(poignées)')")
    deltas = page.locator(".ruling table.deltas tr").nth(1).inner_text().split()
    assert [int(delta) for delta in deltas] == score["deltas"]
    page.click('[data-action="drop-declaration"]')
    page.wait_for_function("() => !('declarations' in JSON.parse(document.getElementById('record').value))")


def test_the_builder_names_a_card_given_twice_and_the_words_it_cannot_read(desk: Watched) -> None:
    desk.open()
    page = desk.page
    page.click("#enter")
    page.fill("#build-hand-0", "K♠ Q♥ 21")
    page.fill("#build-hand-1", "21 zz")
    assert page.inner_text("#build-hand-0-read") == "3 card(s) read"
    assert page.inner_text("#build-hand-1-read") == "1 card(s) read · not a card: zz"
    assert "given twice: 21" in page.inner_text("#build-target")
    assert page.locator("#build-deck .card:disabled").count() == 3
    page.focus("#build-dog")
    page.click('#build-deck [data-card="EX"]')
    assert page.input_value("#build-dog") == "Excuse" and page.is_disabled('#build-deck [data-card="EX"]')

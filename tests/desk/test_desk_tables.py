"""The desk on the records the review found it did not show: the game for two with its piles (seed 000),
declarations made at a given card (option declaration_timing) and a chelem announced by the defence
(option chelem_announcer), and the chelem called in the auction (option contracts with "chelem", seed 001).
Each page is compared with the API's verdict for the same record, in English and in French or German."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.desk.conftest import Watched
from tests.desk.contrast import CONTRAST_FAILURES
from tests.house_rules.seed_records import called_chelem, defence_chelem, five_players_poignee
from tests.house_rules.two_players import play_two

# Seed 000, the game for two: "chaque joueur a 21 cartes en main et 18 cartes supplémentaires sur la table
# en six piles de trois, chaque pile ayant la carte du dessus visible [...] Les cartes face visible sur vos
# piles peuvent être jouées comme si elles faisaient partie de votre main. A la fin de chaque tour, si vous
# avez joué depuis une pile, vous retournez la carte suivante de cette pile."
TWO = play_two(7).record
# Trick 9 (the 19th and 20th cards): seat 1 leads 5S from a pile, seat 0 answers 4S from its sixth pile.
FIRST_PILE_TRICK = 9

PILES_OF = "piles => piles.map(pile => [pile.querySelector('.card')?.dataset.card ?? null, Number(pile.dataset.down)])"
CODES = "cards => cards.map(card => card.dataset.card)"


def piles_shown(desk: Watched, seat: int) -> list[list[Any]]:
    shown: list[list[Any]] = desk.page.eval_on_selector_all(f"#seats .seat[data-seat='{seat}'] .pile", PILES_OF)
    return shown


def cards_left(desk: Watched) -> int:
    """Every card the table still shows: in hand, face up on a pile, face down under it."""
    in_hand = desk.page.locator("#seats .hand .card").count()
    return in_hand + sum(len([top for top, _ in piles_shown(desk, seat) if top]) + sum(
        down for _, down in piles_shown(desk, seat)) for seat in (0, 1))


def go_to(desk: Watched, step: int) -> None:
    if not desk.page.is_disabled("#first"):
        desk.page.click("#first")
    for _ in range(step):
        desk.page.click("#next")


def test_the_game_for_two_draws_each_seats_piles_and_plays_from_them(desk: Watched, api: Any, shots: Path) -> None:
    verdict = api("/v1/hands/adjudicate", TWO)
    assert verdict["legal"] and verdict["status"] == "complete"
    desk.open(TWO)
    page = desk.page
    assert "78 of 78 cards played. All cards played" in page.inner_text("#position")
    page.click("#first")
    for seat in (0, 1):
        assert piles_shown(desk, seat) == [[pile[0], 2] for pile in TWO["piles"][seat]]
        assert page.locator(f"#seats .seat[data-seat='{seat}'] .hand .card").count() == 21
    assert "2 face down" in page.inner_text("#seats .seat[data-seat='0'] .pile >> nth=0")
    assert cards_left(desk) == 78
    assert page.evaluate(CONTRAST_FAILURES) == []
    # Seat 1 leads 5S from a pile: the pile shows no card until the trick is over, then its next card.
    leader_pile = next(i for i, pile in enumerate(TWO["piles"][1]) if pile[0] == TWO["tricks"][FIRST_PILE_TRICK][0])
    go_to(desk, 2 * FIRST_PILE_TRICK + 1)
    assert piles_shown(desk, 1)[leader_pile] == [None, 2]
    assert "turns up after the trick" in page.inner_text(f"#seats .seat[data-seat='1'] .pile >> nth={leader_pile}")
    assert cards_left(desk) == 78 - (2 * FIRST_PILE_TRICK + 1)
    page.click("#next")
    assert piles_shown(desk, 1)[leader_pile] == [TWO["piles"][1][leader_pile][1], 1]
    assert piles_shown(desk, 0)[5] == [TWO["piles"][0][5][1], 1]
    assert cards_left(desk) == 78 - 2 * (FIRST_PILE_TRICK + 1)
    page.screenshot(path=shots / "two-players.png", full_page=True)
    # In the tricks, a card played from a pile says which.
    led = page.locator(f'#tricks [data-trick="{FIRST_PILE_TRICK}"] figcaption').all_inner_texts()
    assert led == [f"Seat 2, from pile {leader_pile + 1}", "Seat 1, from pile 6"]
    assert page.locator('#tricks [data-trick="0"] figcaption').all_inner_texts() == ["Seat 2", "Seat 1"]
    page.click("#last")
    assert cards_left(desk) == 0
    assert all(top is None and down == 0 for seat in (0, 1) for top, down in piles_shown(desk, seat))
    page.select_option("#language", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    led = page.locator(f'#tricks [data-trick="{FIRST_PILE_TRICK}"] figcaption').all_inner_texts()
    assert led == [f"Joueur 2, depuis le tas {leader_pile + 1}", "Joueur 1, depuis le tas 6"]
    page.click("#first")
    assert "2 carte(s) face cachée" in page.inner_text("#seats .seat[data-seat='0'] .piles")
    assert page.inner_text("#seats .seat[data-seat='0'] .piles h4") == "Tas"  # the glossary's word at 2 players
    # The game for two has no dog and no écart: neither is offered.
    assert page.locator("#kitty h3").count() == 0 and page.locator("#discard").count() == 0


def test_a_game_for_two_stopped_after_the_hands_is_not_over_and_its_face_up_cards_play(
    desk: Watched, api: Any
) -> None:
    """All 42 cards in hand count, and the 36 of the piles too: 46 cards played leave 32 to play."""
    record = {**TWO, "tricks": TWO["tricks"][:23]}
    verdict = api("/v1/hands/adjudicate", record)
    assert verdict["legal"] and verdict["status"] == "in_progress"
    seat = verdict["tricks"][-1]["winner"]
    desk.open(record)
    page = desk.page
    assert page.inner_text("#position") == f"46 of 46 cards played. Seat {seat + 1} to play"
    assert cards_left(desk) == 78 - 46
    page.wait_for_selector(f"#seats .seat[data-seat='{seat}'].to-play .card.legal")
    hand = page.eval_on_selector_all(f"#seats .seat[data-seat='{seat}'] .hand .card", CODES)
    face_up = [top for top, _ in piles_shown(desk, seat) if top]
    legal = api("/v1/plays/legal", {"players": 2, "hand": hand, "face_up": face_up, "trick": [], "first_trick": False})
    lit = page.eval_on_selector_all(f"#seats .seat[data-seat='{seat}'] .card.legal", CODES)
    assert sorted(lit) == sorted(legal["legal_cards"]) and set(face_up) & set(lit)
    # A lit face-up card, clicked, is played from its pile.
    played = next(card for card in face_up if card in lit)
    page.click(f"#seats .seat[data-seat='{seat}'] .pile button.card[data-card='{played}']")
    page.wait_for_function("() => document.getElementById('position').textContent.startsWith('47 of 47')")
    pile = next(i for i, cards in enumerate(TWO["piles"][seat]) if played in cards)
    assert piles_shown(desk, seat)[pile][0] is None  # its next card turns up after the trick
    assert played not in [top for top, _ in piles_shown(desk, seat)]
    assert page.locator('#tricks [data-trick="23"] figcaption').inner_text() == f"Seat {seat + 1}, from pile {pile + 1}"


def test_declarations_show_when_they_were_made_and_the_chelem_its_announcer(desk: Watched, api: Any) -> None:
    """FFT (docs/rules/french-tarot.md §5.1): a poignée is shown "juste avant de jouer sa première carte";
    seed 000: "Chelem annoncé: l'équipe (le preneur normalement) annonce chelem avant le début du jeu"."""
    on_time = five_players_poignee(2)
    desk.open(on_time)
    page = desk.page
    assert page.inner_text("#declarations li").startswith("Seat 1: poignée, after 2 cards of the deal")
    late = five_players_poignee(3)
    (violation,) = api("/v1/hands/adjudicate", late)["violations"]
    desk.open(late)
    listed = desk.page.locator("#declarations li.fault")
    assert "after 3 cards of the deal" in listed.inner_text() and violation["message"] in listed.inner_text()
    desk.open(five_players_poignee(0, declaration_timing="before_first_lead"))
    assert "before the first lead" in page.inner_text("#declarations li")
    by_defence = defence_chelem()
    by_defence["declarations"][0]["at_card"] = 0
    verdict = api("/v1/hands/adjudicate", by_defence)
    assert verdict["legal"] and verdict["taker"] == 0 and verdict["score"]["chelem"] == -400
    desk.open(by_defence)
    assert page.inner_text("#declarations li .what") == "Seat 2: chelem, before the first lead, for the defence"
    assert page.inner_text("#table-facts .chelem") == "Chelem: announced by Seat 2, for the defence"
    page.select_option("#language", "de")
    page.wait_for_function("() => document.querySelector('#table-facts .chelem')?.textContent.startsWith('Schlemm')")
    assert page.inner_text("#table-facts .chelem") == "Schlemm: angesagt von Spieler 2, für die Verteidiger"
    german = "Spieler 2: Schlemm, vor dem ersten Ausspiel, für die Verteidiger"
    assert page.inner_text("#declarations li .what") == german
    desk.open(five_players_poignee(2))
    assert page.inner_text("#declarations li").startswith("Spieler 1: Poignée, nach 2 gespielten Karten")
    assert page.locator("#table-facts .chelem").count() == 0


def test_the_chelem_called_in_the_auction_is_named_as_the_call_and_the_contract(desk: Watched, api: Any) -> None:
    """Seed 001: "L'ordre croissant des enchères est le suivant : ... Garde contre ... Le Chelem"."""
    record = called_chelem()
    verdict = api("/v1/hands/adjudicate", record)
    assert verdict["legal"] and verdict["contract"] == "chelem"
    desk.open(record)
    page = desk.page
    assert page.inner_text("#table-facts strong") == "chelem"
    assert page.inner_text("#table-facts .chelem") == "Chelem: called in the auction by Seat 2, for the attack"
    calls = page.eval_on_selector_all('#auction select[data-index="0"] option', "os => os.map(o => o.textContent)")
    assert calls == ["pass", "petite", "garde", "garde sans", "garde contre", "chelem"]
    assert page.eval_on_selector('#auction select[data-index="0"]', "s => s.selectedOptions[0].textContent") == "chelem"
    page.select_option("#language", "de")
    page.wait_for_function("() => document.querySelector('#table-facts strong').textContent === 'Schlemm'")
    calls = page.eval_on_selector_all('#auction select[data-index="0"] option', "os => os.map(o => o.textContent)")
    assert calls == ["passe", "Petite", "Garde", "Garde ohne", "Garde gegen", "Schlemm"]
    assert page.inner_text("#table-facts .chelem") == "Schlemm: in der Reizung geboten von Spieler 2, für die Angreifer"
    page.select_option("#language", "fr")
    page.wait_for_function("() => document.querySelector('#table-facts .chelem')?.textContent.includes('demandé')")
    assert page.inner_text("#table-facts strong") == "chelem"
    # Changing the call to a garde contre is judged again, and named.
    page.select_option('#auction select[data-index="0"]', "garde_contre")
    page.wait_for_function("() => document.querySelector('#table-facts strong').dataset.contract === 'garde_contre'")
    assert page.inner_text("#table-facts strong") == "garde contre"
    assert page.locator("#table-facts .chelem").count() == 0

"""The desk and the options: the notes on options that change nothing at the record's table, shown under
the verdict, and the legal cards lit for a lone Petit that the options play like an Excuse (petit
imprenable), as the API answers them for the same position.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.desk.conftest import Watched
from tests.desk.contrast import CONTRAST_FAILURES
from tests.desk.desk_records import REVOKE, plain

SUITS = "SHDC"
RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"]
SUIT_CARDS = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
TRUMPS = [f"{number}T" for number in range(2, 22)]


def petit_sec_deal(petit_sec: str) -> dict[str, Any]:
    """A deal for 4 where seat 2 holds the Petit as its only trump, without the Excuse, and seat 1 leads
    5T to the first trick: seat 2 must answer with its only trump, unless that Petit plays like an Excuse."""
    petit_sec_hand = ["1T", *SUIT_CARDS[:17]]
    others = TRUMPS + ["EX"] + SUIT_CARDS[17:50]
    # Seat 1 (first to speak, the taker, first to lead) holds 2T to 19T; seat 0 the other trumps and the Excuse.
    hands = [others[18:36], others[0:18], petit_sec_hand, others[36:54]]
    assert "5T" in hands[1] and len({card for hand in hands for card in hand}) == 72 and len(SUIT_CARDS[50:]) == 6
    return {
        "ruleset": "french-tarot",
        "players": 4,
        "dealer": 0,
        "hands": hands,
        "dog": SUIT_CARDS[50:],
        "auction": [
            {"seat": 1, "call": "garde_sans"},
            {"seat": 2, "call": "pass"},
            {"seat": 3, "call": "pass"},
            {"seat": 0, "call": "pass"},
        ],
        "tricks": [["5T"]],
        "options": {"petit_sec": petit_sec},
    }


def open_record(desk: Watched, record: dict[str, Any]) -> None:
    """Open the record, and wait until the page shows it: a second record opened on the same page changes
    the address's fragment alone, and the page is ready (with the first one drawn) before it reads it."""
    desk.open(record)
    desk.page.wait_for_function(
        "expected => document.getElementById('record').value && "
        "JSON.stringify(JSON.parse(document.getElementById('record').value)) === expected",
        arg=json.dumps(record, separators=(",", ":")),
    )


def lit_cards(desk: Watched, seat: int) -> list[str]:
    desk.page.wait_for_selector(f"#seats .seat[data-seat='{seat}'] .card.legal")
    lit: list[str] = desk.page.eval_on_selector_all(
        f"#seats .seat[data-seat='{seat}'] .card.legal", "cards => cards.map(c => c.dataset.card)"
    )
    return sorted(lit)


def legal_requests(desk: Watched) -> list[dict[str, Any]]:
    return [json.loads(call["body"]) for call in desk.api_calls if call["url"].endswith("/v1/plays/legal")]


def test_an_option_without_effect_is_noted_under_the_verdict_in_the_pages_language(
    desk: Watched, api: Any, shots: Path
) -> None:
    record = plain(REVOKE)
    record["options"] = {"five_player_split": "equal"}  # read only at 5 players with a called partner
    verdict = api("/v1/hands/adjudicate", record)
    (note,) = verdict["notes"]
    assert note["option"] == "five_player_split"
    desk.open(record)
    page = desk.page
    page.wait_for_selector("#verdict-body .notes")
    assert page.inner_text("#verdict-body .notes h3") == "Options that change nothing here"
    (shown,) = page.locator("#verdict-body .notes li").all_inner_texts()
    assert shown == f"{note['option']} {note['message']}"
    assert page.evaluate(CONTRAST_FAILURES) == []  # the notes read as well as the page's other remarks
    page.locator("#verdict").screenshot(path=shots / "option-notes.png")
    print("screenshot:", shots / "option-notes.png")
    page.select_option("#language", "fr")
    page.wait_for_function(
        "() => document.querySelector('#verdict-body .notes h3')?.textContent === 'Options sans effet ici'"
    )
    page.select_option("#language", "de")
    page.wait_for_function(
        "() => document.querySelector('#verdict-body .notes h3')?.textContent === 'Optionen ohne Wirkung hier'"
    )


def test_a_record_whose_options_all_apply_shows_no_notes(desk: Watched, api: Any) -> None:
    record = plain(REVOKE)
    record["options"] = {"five_player_split": "taker_double", "excuse_last_trick": "to_trick_winner"}
    assert "notes" not in api("/v1/hands/adjudicate", record)
    desk.open(record)
    assert "status" in desk.page.inner_text("#verdict-body").lower()
    assert desk.page.locator("#verdict-body .notes").count() == 0
    # And a note goes away once the option that had none is taken back.
    desk.open(plain(REVOKE) | {"options": {"five_player_split": "equal"}})
    desk.page.wait_for_selector("#verdict-body .notes")
    desk.page.click("#house-rules summary")
    desk.page.select_option("#option-five_player_split", "taker_double")
    desk.page.wait_for_function("() => !document.querySelector('#verdict-body .notes')")


@pytest.mark.parametrize("petit_sec", ["imprenable", "excuse_that_cuts"])
def test_a_lone_petit_played_on_lights_the_cards_the_api_allows_it(desk: Watched, api: Any, petit_sec: str) -> None:
    record = petit_sec_deal(petit_sec)
    verdict = api("/v1/hands/adjudicate", record)
    assert verdict["status"] == "in_progress" and verdict["violations"] == []
    hand = record["hands"][2]
    as_the_judge_has_it = api(
        "/v1/plays/legal",
        {
            "players": 4,
            "hand": hand,
            "trick": ["5T"],
            "first_trick": True,
            "petit_imprenable": True,
            "options": record["options"],
        },
    )
    plain_petit = api("/v1/plays/legal", {"players": 4, "hand": hand, "trick": ["5T"], "first_trick": True})
    # The position tells the two readings apart: a plain Petit is the only answer to a trump lead.
    assert plain_petit["legal_cards"] == ["1T"]
    assert sorted(as_the_judge_has_it["legal_cards"]) == sorted(hand)
    open_record(desk, record)
    assert "Seat 3 to play" in desk.page.inner_text("#seats .seat[data-seat='2'] h3")
    assert lit_cards(desk, 2) == sorted(as_the_judge_has_it["legal_cards"])
    assert legal_requests(desk)[-1]["petit_imprenable"] is True
    # The card the judge accepts there is accepted by the page too: playing a heart on the trump lead.
    desk.page.click("#seats .seat[data-seat='2'] button.card[data-card='1H']")
    desk.page.wait_for_function("() => JSON.parse(document.getElementById('record').value).tricks[0][1] === '1H'")
    desk.page.wait_for_selector("#verdict-body .good")


def test_a_petit_sec_the_options_annul_or_its_holder_annuls_is_not_played_like_an_excuse(
    desk: Watched, api: Any
) -> None:
    annulled_by_choice = petit_sec_deal("imprenable")
    annulled_by_choice["annulment_choice"] = "annul"
    fft = petit_sec_deal("annul")
    for record in (annulled_by_choice, fft):
        assert api("/v1/hands/adjudicate", record)["status"] == "annulled"
        open_record(desk, record)
        desk.page.wait_for_selector("#seats .seat[data-seat='2'] .card.not-legal")
        assert all("petit_imprenable" not in body for body in legal_requests(desk))
    # Its holder's choice to play on is the option's own course: the lone Petit plays like an Excuse.
    played_on = petit_sec_deal("imprenable")
    played_on["annulment_choice"] = "play_on"
    assert api("/v1/hands/adjudicate", played_on)["status"] == "in_progress"
    open_record(desk, played_on)
    assert len(lit_cards(desk, 2)) == 18
    assert legal_requests(desk)[-1]["petit_imprenable"] is True


def test_only_the_seat_dealt_the_petit_sec_plays_it_like_an_excuse(desk: Watched, api: Any) -> None:
    record = petit_sec_deal("imprenable")
    record["tricks"] = [["5T", "1H"]]  # seat 3, who holds no trump, is to play: nothing to send
    open_record(desk, record)
    lit_cards(desk, 3)
    assert "petit_imprenable" not in legal_requests(desk)[-1]

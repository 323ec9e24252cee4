"""What the desk must not do: draw a record the API refused, leave a verdict beside the error of a later
opening, call a partial record something else than the API's 422 says, drop an unreadable link silently,
re-judge a card at each key, lose the focus after a change. Driven in Debian's chromium."""

from __future__ import annotations

import copy
import json
import urllib.error
from typing import Any

from tests.desk.conftest import Watched
from tests.desk.desk_records import REVOKE, plain


def test_a_refused_record_of_4000_tricks_is_not_drawn_and_the_refusal_says_where(desk: Watched) -> None:
    huge = plain(REVOKE)
    huge["tricks"] = REVOKE["tricks"] * 223
    desk.refusals_expected = (422,)
    desk.open(huge)
    page = desk.page
    page.wait_for_selector("#verdict-body .bad")
    assert "Tricks /tricks" in page.inner_text("#verdict-body .errors")
    assert page.is_hidden("#table") and page.is_hidden("#play") and page.is_hidden("#calls")
    assert page.locator(".card").count() == 0
    page.keyboard.press("ArrowRight")  # nothing to step through, nothing thrown
    assert page.locator(".card").count() == 0


def test_a_failed_opening_clears_the_verdict_and_a_partial_record_gets_the_apis_listing(
    desk: Watched, api: Any
) -> None:
    desk.open(REVOKE)
    page = desk.page
    page.fill("#record", "{not json")
    page.click("#judge")
    page.wait_for_function("() => document.getElementById('notice').textContent.startsWith('This is not JSON')")
    assert page.inner_text("#verdict-body") == "" and page.is_hidden("#table") and page.is_hidden("#actions")
    # A record without its dealer and dog: the API's own 422 lists them, in the page's language.
    partial = {"players": 4, "hands": REVOKE["hands"]}
    desk.refusals_expected = (422,)
    desk.open(REVOKE)
    page.fill("#record", json.dumps(partial))
    page.click("#judge")
    page.wait_for_selector("#verdict-body .errors")
    listed = page.inner_text("#verdict-body .errors")
    pointers = [error["pointer"] for error in refused(api, partial)["errors"]]
    assert pointers and all(pointer in listed for pointer in pointers)
    assert page.inner_text("#notice") == "" and page.is_hidden("#table")
    # A verdict is no record: the page says so, and clears what it showed.
    desk.open(REVOKE)
    page.fill("#record", json.dumps(api("/v1/hands/adjudicate", REVOKE)))
    page.click("#judge")
    page.wait_for_function("() => document.getElementById('notice').textContent.includes('not a hand record')")
    assert page.inner_text("#verdict-body") == ""


def refused(api: Any, body: Any) -> Any:
    """The API's problem for a body it refuses."""
    try:
        api("/v1/hands/adjudicate", body)
    except urllib.error.HTTPError as error:
        return json.load(error)
    raise AssertionError("the API read a partial record")


def test_an_unreadable_link_is_reported(desk: Watched) -> None:
    desk.open(REVOKE)
    page = desk.page
    page.goto(f"{desk.base}/desk#record=eyJ%%%cut")
    page.wait_for_selector("body[data-ready=yes]")
    assert page.inner_text("#notice").startswith("The link's hand cannot be read")
    assert page.inner_text("#verdict-body") == ""
    page.goto("about:blank")
    page.goto(f"{desk.base}/desk#record=eyJwbGF5ZXJzIjo")  # base64 of a JSON text cut short
    page.wait_for_selector("body[data-ready=yes]")
    assert page.inner_text("#notice").startswith("The link's hand cannot be read")


def test_the_replacement_list_is_walked_by_keyboard_without_judging_and_keeps_the_focus(desk: Watched) -> None:
    record = plain(REVOKE)
    desk.open(record)
    page = desk.page
    page.locator('#tricks [data-trick="3"][data-index="2"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#replacement .card[aria-pressed=true]:focus")
    desk.api_calls.clear()
    for key in ("ArrowDown", "Tab", "Tab", "ArrowDown"):
        page.keyboard.press(key)
    assert [call for call in desk.api_calls if "adjudicate" in call["url"]] == []
    chosen = page.evaluate("document.activeElement.dataset.card")
    assert chosen and chosen != record["tricks"][3][2]
    page.keyboard.press("Enter")
    changed = copy.deepcopy(record)
    changed["tricks"][3][2] = chosen
    in_record = "card => JSON.parse(document.getElementById('record').value).tricks[3][2] === card"
    page.wait_for_function(in_record, arg=chosen)
    page.wait_for_function("card => document.activeElement.dataset.card === card", arg=chosen)
    assert len([call for call in desk.api_calls if "adjudicate" in call["url"]]) == 1
    # Closing the editor gives the focus back to the card edited.
    page.click('#editor [data-action="close"]')
    assert page.evaluate("document.activeElement.dataset.trick + '/' + document.activeElement.dataset.index") == "3/2"

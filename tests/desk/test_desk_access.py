"""The desk for every reader: axe-core finds nothing serious on its states, the focus shows on any card
whatever its state, the card marks pass 3:1, and a phone works it by keyboard and by touch without hovering."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.desk.conftest import Watched, axe_findings, open_desk
from tests.desk.contrast import CONTRAST_FAILURES, FADED_INK_CONTRASTS, RING_CONTRASTS
from tests.desk.desk_records import REVOKE, plain


def test_axe_core_finds_nothing_serious(desk: Watched, axe_source: str) -> None:
    page = desk.page
    desk.open()
    assert axe_findings(page, axe_source) == [], "landing"
    desk.open(REVOKE)
    page.click("#first")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector(".why")
    page.click(".why summary")
    page.locator('#tricks [data-trick="3"][data-index="2"]').click()
    page.wait_for_selector("#replacement")
    assert axe_findings(page, axe_source) == [], "a revoke, the legal cards lit, a card being replaced"
    for language in ("fr", "de"):  # the page's words change, not its structure: the same state in each
        page.select_option("#language", language)
        page.wait_for_function("language => document.documentElement.lang === language", arg=language)
        assert axe_findings(page, axe_source) == [], language


def test_the_focus_shows_on_a_faulty_a_current_and_a_lit_card(desk: Watched) -> None:
    record = plain(REVOKE)
    record["tricks"] = REVOKE["tricks"][:4] + [REVOKE["tricks"][4][:1]]  # the revoke, and a card of the next trick
    desk.open(record)
    page = desk.page
    page.wait_for_selector("#seats button.card.legal")  # at the end of the record: the lit cards are played from
    for selector in ('#tricks .card.fault', '#tricks .card.current', '#seats .card.legal'):
        page.focus(selector)
        style = page.eval_on_selector(selector, "card => { const s = getComputedStyle(card); return "
                                      "[s.outlineStyle, s.outlineWidth, s.boxShadow, card.matches(':focus-visible')] }")
        outline, width, ring, visible = style
        assert visible and outline == "solid" and width == "3px", selector
        assert ring != "none", selector  # the card's own mark stays beside the focus
        assert min(page.evaluate(RING_CONTRASTS, [f"{selector}:focus", "outlineColor"])) >= 3, selector
        assert min(page.evaluate(RING_CONTRASTS, [selector, "boxShadow"])) >= 3, selector


def test_card_marks_and_faded_cards_pass_their_contrast(desk: Watched) -> None:
    desk.open(plain(REVOKE))
    page = desk.page
    page.click("#first")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#seats .card.legal")
    lit = page.evaluate(RING_CONTRASTS, ["#seats .card.legal", "boxShadow"])
    assert lit and min(lit) >= 3  # the lit ring on the felt
    future = page.evaluate(FADED_INK_CONTRASTS, "#tricks .card.future")
    assert future and min(future) >= 4.5  # the indices of the cards still to play
    refused = page.evaluate(FADED_INK_CONTRASTS, "#seats .card.not-legal")
    assert refused and min(refused) >= 4.5
    assert page.evaluate(CONTRAST_FAILURES) == []


def test_a_phone_opens_the_example_by_keyboard_and_reads_why_a_card_is_illegal_without_hovering(
    browser: Any, desk_server: str, shots: Path
) -> None:
    phone = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
    for desk in open_desk(browser, desk_server, **phone):
        desk.open()
        page = desk.page
        assert "example" in page.inner_text("#welcome")
        page.screenshot(path=shots / "landing-phone.png")
        page.focus("#random")
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("document.activeElement.id") == "example"
        page.keyboard.press("Enter")
        page.wait_for_selector("#tricks .card.fault")
        page.click("#first")
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(".why")
        page.tap(".why summary")  # a tap, no hover: the reasons are text on the page
        reasons = page.locator(".why .reasons li")
        assert reasons.count() > 0 and reasons.first.is_visible()
        refused = page.eval_on_selector_all("#seats .card.not-legal", "cards => cards.length")
        assert reasons.count() <= refused
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        page.screenshot(path=shots / "phone-reasons.png", full_page=False)

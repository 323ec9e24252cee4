"""Handing a ruling over: the score explained in the page's language, a printable ruling, a link copied, the
hand and its verdict downloaded as a file the desk opens again. The page's words are compared with the API's
own answer for the same record, asked by the test directly."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.desk.conftest import Watched, open_desk
from tests.desk.desk_records import REVOKE

ZWANZIGERRUFEN: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parents[1] / "zwanzigerrufen" / "golden" / "deals.json").read_text()
)[0]["record"]
GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "records"
FIVE = json.loads((GOLDEN / "five_players_with_partner_excuse_last_to_partner.json").read_text())["record"]


def signed(value: float) -> str:
    return f"−{abs(value):g}" if value < 0 else f"{value:g}"


def french_formula(result: dict[str, Any], score: dict[str, Any], per_defender: str) -> str:
    """The sum the FFT's rule makes, as the page must write it (English premiums' names)."""
    names = {"petit_au_bout": "petit au bout", "poignees": "poignées", "chelem": "chelem",
             "petit_chelem": "petit chelem"}
    sign = "−" if score["game"] < 0 else ""
    terms = [f"{sign}(25 + {abs(result['margin'])}) × {score['multiplier']}"]
    terms += [f"{'−' if score[key] < 0 else '+'} {abs(score[key])} ({name})"
              for key, name in names.items() if score[key]]
    return f"{' '.join(terms)} = {signed(score['per_defender'])} {per_defender}"


def test_the_french_score_is_explained_for_the_verdict_and_the_ruling(desk: Watched, api: Any) -> None:
    verdict = api("/v1/hands/adjudicate", FIVE)
    desk.open(FIVE)
    page = desk.page
    explained = page.inner_text("#verdict-body > .score .explanation")
    result, score = verdict["result"], verdict["score"]
    assert "How the score was made: garde sans" in explained
    assert french_formula(result, score, "per defender") in explained
    points = f"made {result['attack_points']:g} points with {result['oudlers']} oudler(s)"
    assert f"{points}; {result['target']} were needed" in explained
    # The ruling's adjusted score, explained the same way.
    ruling = api("/v1/hands/adjudicate", REVOKE)["ruling"]
    desk.open(REVOKE)
    shown = page.inner_text(".ruling .explanation")
    assert french_formula(ruling["result"], ruling["score"], "per defender") in shown
    assert f"Each defender pays {ruling['score']['per_defender']}" in shown
    page.select_option("#language", "fr")
    french = "() => document.querySelector('.ruling .explanation')?.textContent.includes('par défenseur')"
    page.wait_for_function(french)
    assert "Calcul de la marque" in page.inner_text(".ruling .explanation")


def test_zwanzigerrufen_score_lines_are_explained_and_the_declarer_marked(desk: Watched, api: Any) -> None:
    verdict = api("/v1/hands/adjudicate", ZWANZIGERRUFEN)
    assert verdict.get("taker") is None and verdict["declarer"] is not None
    desk.open(ZWANZIGERRUFEN)
    page = desk.page
    assert "(declarer)" in page.inner_text(f"#seats .seat[data-seat='{verdict['declarer']}'] h3")
    lines = page.locator(".explanation li.formula")
    score = verdict["score"]
    assert lines.count() == len(score["lines"]) + 1
    for shown, line in zip(lines.all_inner_texts(), score["lines"], strict=False):
        assert shown.endswith(f"= {signed(line['value'])}")
    values = [line["value"] for line in score["lines"]]
    total = " ".join([signed(values[0]), *(f"{'−' if value < 0 else '+'} {abs(value):g}" for value in values[1:])])
    assert lines.last.inner_text().startswith(f"{total} = {signed(score['value'])}")
    page.select_option("#language", "de")
    page.wait_for_function("() => document.querySelector('.explanation h3')?.textContent.startsWith('Wie die Wertung')")
    assert "(Spielansager)" in page.inner_text(f"#seats .seat[data-seat='{verdict['declarer']}'] h3")
    german = page.inner_text(".explanation")
    assert "Spielerpartei" in german and "angesagt" in german and "declarers" not in german


def test_the_printed_ruling_holds_the_hand_the_fault_the_rule_and_the_score_on_two_pages(
    desk: Watched, api: Any, shots: Path
) -> None:
    verdict = api("/v1/hands/adjudicate", REVOKE)
    desk.open(REVOKE)
    page = desk.page
    page.emulate_media(media="print")
    page.evaluate("window.dispatchEvent(new Event('beforeprint'))")  # what the browser does before printing
    for hidden in ("#open", "#actions", ".stepper", "#seats", "header nav"):
        assert page.is_hidden(hidden), hidden
    for shown in ("#dealt", ".ruling", "#tricks .card.fault", ".judged", ".ruling .explanation"):
        assert page.is_visible(shown), shown
    # The rule's text, folded on the screen, is printed.
    assert page.locator(".violation details[open]").count() == 1
    assert page.is_visible(".violation details .said")
    assert verdict["ruling"]["faults"][0]["rule"] in page.inner_text(".violation")
    assert 'arbitration = "fft"' in page.inner_text(".judged")
    pdf = page.pdf(format="A4")
    pages = pdf.count(b"/Type /Page") - pdf.count(b"/Type /Pages")
    assert 1 <= pages <= 2
    page.screenshot(path=shots / "print.png", full_page=True)
    page.evaluate("window.dispatchEvent(new Event('afterprint'))")
    page.emulate_media(media="screen")
    assert page.locator(".violation details[open]").count() == 0


def test_the_link_is_copied_and_the_file_downloaded_opens_again(browser: Any, desk_server: str, api: Any,
                                                                tmp_path: Path) -> None:
    for desk in open_desk(browser, desk_server, permissions=["clipboard-read", "clipboard-write"]):
        desk.open(REVOKE)
        page = desk.page
        page.evaluate("history.replaceState(null, '', location.pathname)")
        page.click("#link")
        page.wait_for_function("() => document.getElementById('notice').textContent.includes('copied')")
        copied = page.evaluate("navigator.clipboard.readText()")
        assert copied == page.url and "#record=" in copied
        with page.expect_download() as download:
            page.click("#download")
        saved = tmp_path / download.value.suggested_filename
        download.value.save_as(saved)
        assert saved.name.startswith("arbitre-") and saved.suffix == ".json"
        kept = json.loads(saved.read_text())
        assert kept["record"] == REVOKE and kept["verdict"] == api("/v1/hands/adjudicate", REVOKE)
        desk.open()
        page.set_input_files("#file", str(saved))
        page.wait_for_selector("#tricks .card.fault")
        assert json.loads(page.input_value("#record")) == REVOKE

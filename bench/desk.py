"""The desk's re-judging, measured in Debian's chromium: a card of the revoke of worked example 1 changed and
changed back, again and again, each time from the change to the verdict drawn again, beside the API's own
answer to the same request (the browser's resource timing of its fetch). The page's target is 100 ms for the
whole; the ratio says how much of it is the page's own drawing.

    python -m bench.desk              # 40 changes; prints the medians and p90s, then the same as JSON
    python -m bench.desk --changes 10

Needs the test extras (Playwright) and /usr/bin/chromium; it starts its own gunicorn on loopback.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path
from typing import Any

from tests.desk.conftest import CHROMIUM, CHROMIUM_FLAGS, record_fragment
from tests.desk.desk_records import REVOKE, plain
from tests.fire.servers import Gunicorn

# One change in the page's own clock: the replacement chosen, until the verdict is drawn again; and the
# duration of the adjudicate request that change made.
ONE_CHANGE = """(card) => new Promise((resolve) => {
  const verdict = document.getElementById('verdict-body');
  performance.clearResourceTimings();
  const started = performance.now();
  new MutationObserver((_, observer) => {
    observer.disconnect();
    const total = performance.now() - started;
    const asked = performance.getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/v1/hands/adjudicate'));
    resolve({ total, api: asked.length ? asked.at(-1).duration : null });
  }).observe(verdict, { childList: true, subtree: true });
  document.querySelector(`#replacement [data-card="${card}"]`).click();
})"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(changes: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    record = plain(REVOKE)
    original = record["tricks"][3][2]
    with tempfile.TemporaryDirectory() as folder, Gunicorn(workers=1, log=Path(folder) / "gunicorn.log") as server:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(f"http://127.0.0.1:{server.port}/desk#{record_fragment(record)}")
            page.wait_for_selector("#tricks .card.fault")
            page.click('#tricks [data-trick="3"][data-index="2"]')
            page.wait_for_selector("#replacement")
            totals: list[float] = []
            apis: list[float] = []
            for change in range(changes):
                card = "7D" if change % 2 == 0 else original
                timing = page.evaluate(ONE_CHANGE, card)
                page.wait_for_function("card => document.activeElement?.dataset.card === card", arg=card)
                totals.append(timing["total"])
                if timing["api"] is not None:
                    apis.append(timing["api"])
            browser.close()
    median_total, median_api = statistics.median(totals), statistics.median(apis)
    return {
        "changes": changes,
        "total_ms": {"median": round(median_total, 1), "p90": round(percentile(totals, 0.9), 1)},
        "api_ms": {"median": round(median_api, 1), "p90": round(percentile(apis, 0.9), 1)},
        "page_share": round((median_total - median_api) / median_total, 2),
        "target_ms": 100,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--changes", type=int, default=40)
    figures = measure(parser.parse_args().changes)
    print(f"a change re-judged and drawn: median {figures['total_ms']['median']} ms "
          f"(p90 {figures['total_ms']['p90']}), of which the API {figures['api_ms']['median']} ms; "
          f"the page's share {figures['page_share']:.0%}; target {figures['target_ms']} ms")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()

"""What an answer lists, how long it is and how long its work takes are bounded (issue 27, family 2; openapi.yaml
"Cost of a request", service/core/budget.py): a verdict's and a ruling's lists show their first 100 items and
``omitted`` counts the rest; a batch's answer stays within its bytes, and past its deadline its records get
slots that say they were not judged; a score sheet past its deadline is a 503 with Retry-After."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import orjson
import pytest
from babel.numbers import format_decimal
from flask import Flask
from flask.testing import FlaskClient

from service import adjudicate, create_app
from service.api import batch
from service.core.budget import MAX_ANSWER_BYTES, MAX_LISTED, Deadline, OutOfTime
from service.wire import operations
from tests.contract.responses import DocumentedClient
from tests.fire import heavy
from tests.property.generator import generate_hand
from tests.zwanzigerrufen.generator import random_deal

LANGUAGES = ("en", "fr", "de")
BATCH = "/v1/hands/adjudicate-batch"
SHEET = "/v1/score-sheets"


def post(client: FlaskClient, path: str, body: bytes, language: str) -> Any:
    return client.post(path, data=body, content_type="application/json", headers={"Accept-Language": language})


@pytest.fixture(scope="module")
def heavy_verdict() -> dict[str, Any]:
    """The heavy record's verdict with every list whole: the engine's findings, before the answer's bounds."""
    from service.french.judge import judge
    from service.wire.french import hand_record
    from service.wire.schemas import HAND_RECORD

    loaded = operations.fast.load(HAND_RECORD, heavy.heavy_record())
    verdict = judge(hand_record(loaded), operations._rules(loaded))
    ruling = verdict.details["ruling"]
    return {"violations": len(verdict.violations), "faults": len(ruling.faults), "referred": ruling.referred,
            "sanctions": ruling.sanctions}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_verdict_lists_its_first_100_violations_and_counts_the_rest(
        client: FlaskClient, heavy_verdict: dict[str, Any], language: str) -> None:
    response = post(client, "/v1/hands/adjudicate", heavy.body(heavy.heavy_record()), language)
    assert response.status_code == 200 and response.headers["Content-Language"] == language
    verdict = response.get_json()
    assert heavy_verdict["violations"] > 400
    assert len(verdict["violations"]) == MAX_LISTED
    assert verdict["omitted"] == {"violations": heavy_verdict["violations"] - MAX_LISTED}
    english = adjudicate(heavy.heavy_record())
    assert [v["pointer"] for v in verdict["violations"]] == [v["pointer"] for v in english["violations"]]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rulings_lists_are_bounded_too(client: FlaskClient, heavy_verdict: dict[str, Any], language: str) -> None:
    ruling = post(client, "/v1/hands/adjudicate", heavy.body(heavy.heavy_record()), language).get_json()["ruling"]
    assert ruling["outcome"] == "referee"
    assert len(ruling["faults"]) == len(ruling["needs_referee"]) == MAX_LISTED
    assert heavy_verdict["faults"] > 400 and heavy_verdict["referred"] >= 400
    assert ruling["omitted"] == {"faults": heavy_verdict["faults"] - MAX_LISTED,
                                 "needs_referee": heavy_verdict["referred"] - MAX_LISTED}
    # A sanction cites the faults listed, never one left out.
    assert ruling["sanctions"] and all(index < MAX_LISTED for sanction in ruling["sanctions"]
                                       for index in sanction["faults"])
    cited = {index for sanction in heavy_verdict["sanctions"] for index in sanction.faults}
    assert max(cited) >= MAX_LISTED  # the engine cites them all; the answer the ones it lists


def test_the_referee_notes_past_the_bound_are_counted_never_made(heavy_verdict: dict[str, Any]) -> None:
    from service.french.judge import judge
    from service.wire.french import hand_record
    from service.wire.schemas import HAND_RECORD

    loaded = operations.fast.load(HAND_RECORD, heavy.heavy_record())
    ruling = judge(hand_record(loaded), operations._rules(loaded)).details["ruling"]
    assert len(ruling.needs_referee) == MAX_LISTED and ruling.referred == heavy_verdict["referred"]


def test_a_zwanzigerrufen_verdict_is_bounded_alike(client: FlaskClient) -> None:
    record = random_deal(random.Random(1)).record()
    record["hands"] = [record["hands"][0]] * 4  # every card four times
    record["auction"] = [{"seat": 3, "call": "kontra"}] * 60 + record["auction"]
    verdict = client.post("/v1/hands/adjudicate", json=record).get_json()
    assert len(verdict["violations"]) == MAX_LISTED and verdict["omitted"]["violations"] > 0


def test_an_ordinary_verdict_has_nothing_omitted(client: FlaskClient) -> None:
    record = generate_hand(random.Random(4), 4).record
    assert "omitted" not in client.post("/v1/hands/adjudicate", json=record).get_json()


def judged(verdicts: list[dict[str, Any]]) -> int:
    return sum(1 for slot in verdicts if "legal" in slot)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """How many records the batch hands to the judge."""
    calls = [0]
    judge = operations.judge

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls[0] += 1
        return judge(*args, **kwargs)

    monkeypatch.setattr(operations, "judge", counting)
    yield calls


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_620_kb_batch_of_100_heavy_records_answers_within_its_bytes_and_stops_judging(
        client: FlaskClient, counted: list[int], language: str) -> None:
    body = heavy.body(heavy.heavy_batch())
    assert 600_000 < len(body) < 1024 * 1024
    response = post(client, BATCH, body, language)
    assert response.status_code == 200
    # Once 47 MB (100 verdicts of some 430 violations, each repeated in the ruling): now at most 4 MiB.
    assert 3_500_000 < len(response.data) <= MAX_ANSWER_BYTES
    verdicts = response.get_json()["verdicts"]
    done = judged(verdicts)
    assert len(verdicts) == 100 and 25 <= done <= 50
    assert counted[0] == done + 1  # the record that found no room was the last judged: no work after it
    for slot in verdicts[done:]:
        # the bound written as the language writes numbers (4 194 304 in French, 4.194.304 in German)
        bound = str(MAX_ANSWER_BYTES) if language == "en" else format_decimal(MAX_ANSWER_BYTES, locale=language)
        assert slot["status"] == batch.NOT_JUDGED_STATUS and bound in slot["detail"]
        assert set(slot) == {"type", "title", "status", "detail"}


@pytest.fixture(scope="module")
def hasty_app() -> Flask:
    """The app with a deadline already past when a request starts (the setting routes.py reads)."""
    return create_app({"TESTING": True, "WORK_SECONDS": 0})


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_batch_past_its_deadline_gives_slots_that_say_not_judged(hasty_app: Flask, language: str) -> None:
    records = [generate_hand(random.Random(seed), 4).record for seed in range(3)]
    with DocumentedClient(hasty_app, hasty_app.response_class) as client:
        response = post(client, BATCH, orjson.dumps({"records": records}), language)
    assert response.status_code == 200
    slots = response.get_json()["verdicts"]
    assert len(slots) == 3 and all(slot["status"] == 503 for slot in slots)
    assert len({orjson.dumps(slot) for slot in slots}) == 1
    assert " 0 s" in slots[0]["detail"]


class Ticks:
    """A clock that moves one second each time it is read."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def test_a_batch_judges_its_records_until_the_deadline_then_says_which_were_not() -> None:
    records = [generate_hand(random.Random(seed), 4).record for seed in range(6)]
    deadline = Deadline(5.5, Ticks())  # made at 1: passed from the read at 7 on
    slots = orjson.loads(batch.batch_answer(records, "en", deadline))["verdicts"]
    done = judged(slots)
    assert 0 < done < len(records)
    assert slots[:done] == [adjudicate(record) for record in records[:done]]
    assert all(slot["status"] == 503 and "5.5 s of work" in slot["detail"] for slot in slots[done:])


def test_a_deadline_reads_its_clock_only_when_asked() -> None:
    clock = Ticks()
    deadline = Deadline(2.5, clock)
    assert not deadline.passed() and clock.now == 2.0
    deadline.check()
    with pytest.raises(OutOfTime) as raised:
        deadline.check()
    assert raised.value.seconds == 2.5


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_score_sheet_past_its_deadline_is_a_503_with_retry_after(hasty_app: Flask, language: str) -> None:
    sheet = {"players": 4, "hands": [{"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}]}
    with DocumentedClient(hasty_app, hasty_app.response_class) as client:
        response = post(client, SHEET, orjson.dumps(sheet), language)
    assert response.status_code == 503 and response.headers["Retry-After"] == "1"
    assert response.mimetype == "application/problem+json" and response.headers["Content-Language"] == language
    problem = response.get_json()
    assert problem["status"] == 503 and "0 s" in problem["detail"]
    if language != "en":
        assert "work went past" not in problem["detail"] and problem["title"] != "Service Unavailable"


def test_a_score_sheet_checks_its_deadline_before_each_hand() -> None:
    from service.wire import fast
    from service.wire.schemas import SCORE_SHEET

    summary = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}
    sheet = fast.load(SCORE_SHEET, {"players": 4, "hands": [summary] * 3})
    assert len(operations.score_sheet(sheet, Deadline(3.5, Ticks()))["hands"]) == 3  # reads at 2, 3, 4
    with pytest.raises(OutOfTime):
        operations.score_sheet(sheet, Deadline(2.5, Ticks()))
    zwanzigerrufen = fast.load(SCORE_SHEET, {"ruleset": "zwanzigerrufen", "hands": [
        {"contract": "rufer", "declarer": 1, "partner": 3, "declarer_points": 52, "declarer_tricks": 6}] * 3})
    with pytest.raises(OutOfTime):
        operations.score_sheet(zwanzigerrufen, Deadline(2.5, Ticks()))


def test_an_excerpt_of_a_value_nested_however_deep_goes_no_deeper_than_its_length() -> None:
    import sys

    from service.core.excerpt import EXCERPT_CHARACTERS, excerpt

    nested: list[Any] = []
    inner = nested
    for _ in range(100_000):
        inner.append([])
        inner = inner[0]
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(4 * EXCERPT_CHARACTERS + 100)  # the frames the cut walk needs, and the test's own
    try:
        assert excerpt(nested) == "[" * EXCERPT_CHARACTERS + "…"
    finally:
        sys.setrecursionlimit(limit)

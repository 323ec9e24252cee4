"""In-process fuzzing of the judging operations in English, French and German, under the options that change
what a verdict lists (``arbitration: fft`` above all): legal hands of 3, 4 and 5 players made disorderly (tricks
out of order, cards swapped, records cut short, poignées of any cards, misères, chelems, events of every type
with any fields), sent alone, in a batch and on a score sheet (issue 27).

Every answer is one openapi.yaml describes (the ``client`` fixture checks it), never a 500; every list of a
verdict or a ruling holds at most ``MAX_LISTED`` items; a batch's answer holds at most ``MAX_ANSWER_BYTES``; and
the French and German answers are the English one with other words: the same statuses, codes, pointers, counts,
outcomes and scores.
"""

from __future__ import annotations

import random
from typing import Any

import orjson
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from service import adjudicate
from service.core.budget import MAX_ANSWER_BYTES, MAX_LISTED
from tests.property.generator import DECK, generate_hand
from tests.property.mutations import MUTATIONS, RECORD_KEY, with_the_rest
from tests.property.property_settings import SEEDS, tarot_settings

LANGUAGES = ("en", "fr", "de")
OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"arbitration": "fft"},
    {"arbitration": "fft", "arbitration_poignee_not_held": "unfixable"},
    {"arbitration": "fft", "misere": True, "petit_chelem": True},
    {"arbitration": "fft", "arbitration_discretionary_penalty": "apply", "arbitration_important_exposure": "always",
     "arbitration_ecart_content": "kings_and_oudlers_to_defence", "arbitration_winner_test": "before_return"},
    {"arbitration": "fft", "arbitration_taker_wrong_count": "misdeal_rule", "arbitration_illicit_points": "none"},
    {"penalties": "house", "misere": True},
)
EVENT_TYPES = ("card_exposed", "revoke_corrected", "out_of_turn", "claim", "ecart_corrected", "dog_seen",
               "hand_dropped", "poignee_shown")


def _cards(rng: random.Random, most: int) -> list[str]:
    return rng.sample(DECK, rng.randint(0, most))


def _event(rng: random.Random, players: int) -> dict[str, Any]:
    """An event of any type, each field there or not, some of them off the table or the record."""
    fields: dict[str, Any] = {
        "seat": lambda: rng.randrange(players + rng.randrange(2)),
        "trick": lambda: rng.randrange(30),
        "cards": lambda: _cards(rng, 3),
        "choice": lambda: rng.choice(["accept", "same_suit", "other_suit"]),
        "size": lambda: rng.choice(["simple", "double", "triple"]),
        "at_card": lambda: rng.randrange(79),
        "in_order": lambda: rng.random() < 0.5,
        "seats": lambda: rng.sample(range(players), rng.randint(0, players)),
    }
    return {"type": rng.choice(EVENT_TYPES), **{name: made() for name, made in fields.items() if rng.random() < 0.5}}


def disorderly(seed: int) -> dict[str, Any]:
    """A generated hand made wrong, under one of ``OPTION_SETS``: gently (one rule broken, the hand played to its
    end, a few plausible incidents: what a referee rules on) or in many ways at once."""
    rng = random.Random(seed)
    players = rng.choice([3, 4, 5])
    hand = generate_hand(rng, players)
    record = dict(hand.record)
    gentle = rng.random() < 0.4
    if gentle:  # a seat's cards of two tricks swapped (a revoke, likely), the hand played to its end
        record["options"] = {**(record.get("options") or {}), **rng.choice(OPTION_SETS[1:])}
        tricks = [list(trick) for trick in record.get("tricks") or ()]
        leaders = [trick["leader"] for trick in adjudicate(record)["tricks"]]
        if len(leaders) == len(tricks) > 1:
            seat = rng.randrange(players)
            first, second = sorted(rng.sample(range(len(tricks)), 2))
            at_first, at_second = (seat - leaders[first]) % players, (seat - leaders[second]) % players
            if at_first < len(tricks[first]) and at_second < len(tricks[second]):
                tricks[first][at_first], tricks[second][at_second] = tricks[second][at_second], tricks[first][at_first]
            record["tricks"] = tricks
            record["events"] = [{"type": "card_exposed", "seat": seat, "trick": rng.randrange(len(tricks)),
                                 "cards": [record["hands"][seat][rng.randrange(len(record["hands"][seat]))]]}
                                for _ in range(rng.randrange(3))]
        return record
    if rng.random() < 0.5:
        mutation = MUTATIONS[rng.choice(sorted(MUTATIONS))](hand, rng)
        if mutation is not None:  # one rule broken, and the record played on to its end where it can be
            record = dict((with_the_rest(mutation, hand.record) if mutation.phase in RECORD_KEY
                           else mutation).record)
    record["options"] = {**(record.get("options") or {}), **rng.choice(OPTION_SETS)}
    tricks = [list(trick) for trick in record.get("tricks") or ()]
    if tricks and rng.random() < 0.3:
        rng.shuffle(tricks)
    for _ in range(rng.choice([0, 0, 1, 3])):
        if len(tricks) > 1:
            first, second = rng.sample(range(len(tricks)), 2)
            tricks[first][0], tricks[second][-1] = tricks[second][-1], tricks[first][0]
    if tricks and rng.random() < 0.3:
        tricks = tricks[: rng.randrange(len(tricks))]
    if tricks:
        record["tricks"] = tricks
    declarations = list(record.get("declarations") or ())
    for _ in range(rng.choice([0, 0, 1, 2, 5])):
        kind = rng.choice(["poignee", "poignee", "misere", "petit_chelem", "chelem"])
        declaration: dict[str, Any] = {"seat": rng.randrange(players), "type": kind}
        if kind == "poignee":
            declaration["cards"] = list(DECK) if rng.random() < 0.3 else _cards(rng, 30)
        if kind == "misere":
            declaration["kind"] = rng.choice(["trumps", "faces"])
        declarations.append(declaration)
    record["declarations"] = declarations[:12]
    record["events"] = [_event(rng, players) for _ in range(rng.choice([0, 0, 1, 2, 5, 32]))]
    return record


def lists_of(answer: dict[str, Any]) -> list[list[Any]]:
    ruling = answer.get("ruling") or {}
    return [answer.get("violations") or [], *(ruling.get(name) or [] for name in
                                              ("faults", "adjustments", "sanctions", "needs_referee"))]


def shape(answer: Any) -> Any:
    """What stays the same in every language: everything but the texts (and a problem's request id)."""
    if isinstance(answer, dict):
        # A referee's notes are sentences, however short: how many there are is what stays.
        return {key: len(value) if key == "needs_referee" else shape(value) for key, value in answer.items()
                if key not in ("message", "rule", "effect", "reason", "detail", "title", "request_id")}
    if isinstance(answer, list):
        return [shape(item) for item in answer]
    return answer if not isinstance(answer, str) or len(answer) < 40 else "text"


def post(client: FlaskClient, path: str, body: Any, language: str) -> tuple[int, Any, bytes]:
    response = client.post(path, data=orjson.dumps(body), content_type="application/json",
                           headers={"Accept-Language": language})
    assert response.status_code < 500, response.data[:500]
    return response.status_code, response.get_json(), response.data


# The client fixture only checks answers against openapi.yaml: one for every example is as good as a fresh one.
@settings(tarot_settings(80), suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(seed=SEEDS, copies=st.integers(1, 12))
def test_disorderly_hands_are_answered_alike_in_every_language(client: FlaskClient, seed: int, copies: int) -> None:
    record = disorderly(seed)
    own = {key: value for key, value in record.items() if key not in ("players", "options", "ruleset")}
    sheet = {"players": record["players"], "options": record["options"], "hands": [own]}
    found: dict[str, list[Any]] = {}
    for language in LANGUAGES:
        status, verdict, _ = post(client, "/v1/hands/adjudicate", record, language)
        assert status in (200, 422)
        if status == 200:
            assert all(len(listed) <= MAX_LISTED for listed in lists_of(verdict))
        batch_status, batch, data = post(client, "/v1/hands/adjudicate-batch", {"records": [record] * copies},
                                         language)
        assert batch_status == 200 and len(data) <= MAX_ANSWER_BYTES and len(batch["verdicts"]) == copies
        assert all(len(listed) <= MAX_LISTED for slot in batch["verdicts"] for listed in lists_of(slot))
        sheet_status, scored, _ = post(client, "/v1/score-sheets", sheet, language)
        assert sheet_status in (200, 422)
        found[language] = [status, shape(verdict), shape(batch["verdicts"][0]), sheet_status, shape(scored)]
    assert found["fr"] == found["en"] and found["de"] == found["en"]

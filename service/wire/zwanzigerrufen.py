"""Zwanzigerrufen on the wire: request dicts → engine objects, engine results → response dicts.

The functions here take request bodies as JSON decodes them (or as a schema loads them) and check what
this rule set needs on top of the shape: the 40-card deck (a code outside it is a 422, not a verdict),
its options, its calls, the absence of a dog, discard and declarations. A request they cannot read
raises ``service.wire.errors.UnprocessableRequest`` with (JSON pointer, message) pairs. A record
they can read always gets a verdict, legal or not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from ..core.cards import Card, card_code, codes, parse_card
from ..core.options import InvalidOption
from ..core.verdict import ALL_PASSED, COMPLETE, Verdict
from ..core.violations import Violation
from ..zwanzigerrufen.auction import calls, parse_call
from ..zwanzigerrufen.deck import DECK, DECK_SET, PAGAT
from ..zwanzigerrufen.judge import REDEAL, Announcement, ZwanzigerrufenTrick, judge
from ..zwanzigerrufen.options import OPTION_SPECS
from ..zwanzigerrufen.play import play_fault
from ..zwanzigerrufen.record import Call, HandRecord
from ..zwanzigerrufen.rules import (
    ANNOUNCEMENTS,
    CONTRACTS,
    DECLARERS,
    FARBENSOLO,
    GAME,
    PARTIES,
    PLAYERS,
    RUFER,
    ZwanzigerrufenRules,
    zwanzigerrufen_rules,
)
from ..zwanzigerrufen.scoring import DealSummary, Line, Result, Score, result_of, score_of
from ..zwanzigerrufen.summaries import summary_problems
from .errors import UnprocessableRequest

ZWANZIGERRUFEN = "zwanzigerrufen"
ABSENT_FIELDS = ("dog", "discard", "declarations")
"""Parts of other rule sets' records that Zwanzigerrufen does not have: absent, null or empty."""


def _unprocessable(problems: list[tuple[str, str]]) -> NoReturn:
    raise UnprocessableRequest(problems)


class _Reader:
    """Reads typed values out of a request, collecting (pointer, message) for everything unreadable."""

    def __init__(self, prefix: str = ""):
        self.prefix = prefix
        self.problems: list[tuple[str, str]] = []

    def fail(self, pointer: str, message: str) -> None:
        self.problems.append((self.prefix + pointer, message))

    def done(self) -> None:
        if self.problems:
            _unprocessable(self.problems)

    def integer(self, value: Any, pointer: str) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        self.fail(pointer, "must be an integer")
        return 0

    def boolean(self, value: Any, pointer: str) -> bool:
        if isinstance(value, bool):
            return value
        self.fail(pointer, "must be a boolean")
        return False

    def seat(self, value: Any, pointer: str, optional: bool = False) -> int | None:
        if value is None and optional:
            return None
        seat = self.integer(value, pointer)
        if value is not None and not 0 <= seat < PLAYERS:
            self.fail(pointer, f"must be a seat from 0 to {PLAYERS - 1}")
        return seat

    def card(self, value: Any, pointer: str) -> Card:
        try:
            if not isinstance(value, str) or not value.isascii():
                raise ValueError
            card = parse_card(value)
        except ValueError:
            self.fail(pointer, f"unknown card code {value!r}")
            return DECK[0]
        if card not in DECK_SET:
            self.fail(pointer, f"{card_code(card)} is not a card of the 40-card Zwanzigerrufen pack")
        return card

    def array(self, value: Any, pointer: str) -> list[Any]:
        if isinstance(value, list | tuple):
            return list(value)
        self.fail(pointer, "must be an array")
        return []

    def cards(self, value: Any, pointer: str) -> tuple[Card, ...]:
        return tuple(self.card(item, f"{pointer}/{index}") for index, item in enumerate(self.array(value, pointer)))

    def choice(self, value: Any, allowed: Sequence[str], pointer: str) -> str:
        text = value.lower() if isinstance(value, str) else value
        if text not in allowed:
            self.fail(pointer, f"must be one of {', '.join(allowed)}")
            return allowed[0]
        return str(text)


def rules_of(request: Mapping[str, Any], prefix: str = "") -> ZwanzigerrufenRules:
    """The rule set a request names; 422 for another rule set, another table size or a bad option."""
    problems = []
    ruleset_id = request.get("ruleset", ZWANZIGERRUFEN)
    if ruleset_id != ZWANZIGERRUFEN:
        problems.append((f"{prefix}/ruleset", f"this operation is for {ZWANZIGERRUFEN!r}, not {ruleset_id!r}"))
    players = request.get("players", PLAYERS)
    if players is not None and (isinstance(players, bool) or players != PLAYERS):
        problems.append((f"{prefix}/players", f"Zwanzigerrufen is played by {PLAYERS} players, not {players!r}"))
    options = request.get("options")
    if options is not None and not isinstance(options, Mapping):
        problems.append((f"{prefix}/options", "must be an object"))
        options = None
    if problems:
        _unprocessable(problems)
    try:
        return zwanzigerrufen_rules(options)
    except InvalidOption as error:
        _unprocessable([(f"{prefix}/options/{error.name}", str(error))])


def hand_record(data: Mapping[str, Any], prefix: str = "") -> HandRecord:
    """A wire record (CONTRACT.md §4, this rule set's calls) → the engine's record; 422 when unreadable."""
    read = _Reader(prefix)
    for name in ABSENT_FIELDS:
        if data.get(name):
            read.fail(f"/{name}", f"Zwanzigerrufen has no {name}: premiums come from the auction and the hands")
    if "dealer" not in data:
        read.fail("/dealer", "required field is missing")
    if "hands" not in data:
        read.fail("/hands", "required field is missing")
    dealer = read.integer(data.get("dealer"), "/dealer") if "dealer" in data else 0
    hands = tuple(
        read.cards(hand, f"/hands/{seat}") for seat, hand in enumerate(read.array(data.get("hands"), "/hands"))
    )
    auction: tuple[Call, ...] | None = None
    if data.get("auction") is not None:
        entries = []
        for index, entry in enumerate(read.array(data["auction"], "/auction")):
            pointer = f"/auction/{index}"
            if not isinstance(entry, Mapping):
                read.fail(pointer, "must be an object")
                continue
            seat = read.integer(entry.get("seat"), f"{pointer}/seat")
            call = entry.get("call")
            if not isinstance(call, str) or parse_call(call) is None:
                read.fail(f"{pointer}/call", f"must be one of {', '.join(calls())}")
                continue
            entries.append(Call(seat, call.strip().lower()))
        auction = tuple(entries)
    called = data.get("called_card")
    tricks = data.get("tricks")
    record = HandRecord(
        dealer=dealer,
        hands=hands,
        auction=auction,
        called_card=None if called is None else read.card(called, "/called_card"),
        tricks=None if tricks is None else tuple(
            read.cards(trick, f"/tricks/{index}") for index, trick in enumerate(read.array(tricks, "/tricks"))
        ),
    )
    read.done()
    return record


# -- responses --------------------------------------------------------------------------------------


def violation_dict(violation: Violation) -> dict[str, Any]:
    return {
        "code": violation.code,
        "phase": violation.phase,
        "seat": violation.seat,
        "trick": violation.trick,
        "card": None if violation.card is None else card_code(violation.card),
        "pointer": violation.pointer,
        "message": violation.message,
    }


def result_dict(result: Result) -> dict[str, Any]:
    return {
        "declarers": list(result.declarers),
        "opponents": list(result.opponents),
        "declarer_points": result.declarer_points,
        "opponent_points": result.opponent_points,
        "declarer_tricks": result.declarer_tricks,
        "target": result.target,
        "made": result.made,
    }


def line_dict(line: Line) -> dict[str, Any]:
    return {
        "item": line.item,
        "owner": line.owner,
        "announced": line.announced,
        "level": line.level,
        "made": line.made,
        "base": line.base,
        "value": line.value,
        "seat": line.seat,
    }


def score_dict(score: Score) -> dict[str, Any]:
    return {"lines": [line_dict(line) for line in score.lines], "value": score.value, "deltas": list(score.deltas)}


def announcement_dict(announcement: Announcement) -> dict[str, Any]:
    return {"item": announcement.item, "party": announcement.party, "level": announcement.level,
            "seat": announcement.seat}


def trick_dict(trick: Any) -> dict[str, Any]:
    return {
        "leader": trick.leader,
        "winner": trick.winner,
        "cards": codes(trick.cards),
        "points": trick.half_points // 2,
        "kaiserstich": trick.kaiserstich if isinstance(trick, ZwanzigerrufenTrick) else False,
        "mondfang": trick.mondfang if isinstance(trick, ZwanzigerrufenTrick) else False,
    }


def verdict_dict(verdict: Verdict) -> dict[str, Any]:
    details = verdict.details
    called = details.get("called_card")
    body: dict[str, Any] = {
        "legal": verdict.legal,
        "status": verdict.status,
        "violations": [violation_dict(violation) for violation in verdict.violations],
        "declarer": details.get("declarer"),
        "partner": details.get("partner"),
        "contract": details.get("contract"),
        "called_card": None if called is None else card_code(called),
        "game_level": details.get("game_level"),
        "announcements": [announcement_dict(item) for item in details.get("announcements", ())],
        "partner_revealed_at": details.get("partner_revealed_at"),
        "next_dealer": details.get("next_dealer"),
        "tricks": [trick_dict(trick) for trick in verdict.tricks],
        "result": None if verdict.result is None else result_dict(verdict.result),
        "score": None if verdict.score is None else score_dict(verdict.score),
    }
    if verdict.reason is not None:
        body["reason"] = verdict.reason
    return body


# -- operations ------------------------------------------------------------------------------------


def adjudicate_zwanzigerrufen(record: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/hands/adjudicate for ``"ruleset": "zwanzigerrufen"``: a hand record → the verdict."""
    rules = rules_of(record)
    return verdict_dict(judge(hand_record(record), rules))


def legal_plays_zwanzigerrufen(position: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/plays/legal: a position → its legal cards, and the rule each other card would break.

    The position: ``hand``, ``trick`` (the cards so far, leader first, at most 3), ``contract`` (default
    ``rufer``; only ``farbensolo`` plays differently), ``pagat_announced`` (this player announced Pagat),
    ``valat_announced`` (a Valat was announced, which lifts the Pagat lock unless an option keeps it).
    """
    rules = rules_of(position)
    read = _Reader()
    if "hand" not in position:
        read.fail("/hand", "required field is missing")
    hand = read.cards(position.get("hand", []), "/hand")
    trick = read.cards(position.get("trick") or [], "/trick")
    contract = read.choice(position.get("contract", RUFER), CONTRACTS, "/contract")
    pagat_announced = read.boolean(position.get("pagat_announced", False), "/pagat_announced")
    valat_announced = read.boolean(position.get("valat_announced", False), "/valat_announced")
    if len(trick) >= rules.players:
        read.fail("/trick", f"a trick so far has at most {rules.players - 1} cards")
    for index, card in enumerate(trick):
        if card in hand:
            read.fail(f"/trick/{index}", f"{card_code(card)} is in the trick and in the hand")
    if pagat_announced and contract == FARBENSOLO:
        read.fail("/pagat_announced", "Pagat cannot be announced in a farbensolo")
    read.done()
    locked = pagat_announced and not (valat_announced and rules.pagat_lock_lifted_by_valat)
    farbensolo = contract == FARBENSOLO
    legal, illegal = [], []
    for card in dict.fromkeys(hand):
        fault = play_fault(hand, trick, card, farbensolo, locked and card == PAGAT, "The player")
        if fault is None:
            legal.append(card)
        else:
            illegal.append({"card": card_code(card), "code": fault.code, "message": fault.message})
    return {"legal_cards": codes(legal), "illegal": illegal}


def summary_of(data: Mapping[str, Any], rules: ZwanzigerrufenRules, prefix: str = "") -> DealSummary:
    """A score keeper's summary → the engine's; 422 when unreadable or impossible."""
    read = _Reader(prefix)
    for name in ("contract", "declarer", "declarer_points", "declarer_tricks"):
        if name not in data:
            read.fail(f"/{name}", "required field is missing")
    contract = read.choice(data.get("contract", RUFER), CONTRACTS, "/contract")
    declarer = read.seat(data.get("declarer", 0), "/declarer")
    partner = read.seat(data.get("partner"), "/partner", optional=True)
    points = read.integer(data.get("declarer_points", 0), "/declarer_points")
    tricks = read.integer(data.get("declarer_tricks", 0), "/declarer_tricks")
    levels = {(GAME, DECLARERS): read.integer(data.get("game_level", 1), "/game_level")}
    announcers: dict[tuple[str, str], int] = {}
    order: list[tuple[str, str]] = []
    for index, entry in enumerate(read.array(data.get("announcements") or [], "/announcements")):
        pointer = f"/announcements/{index}"
        if not isinstance(entry, Mapping):
            read.fail(pointer, "must be an object")
            continue
        item = read.choice(entry.get("item"), ANNOUNCEMENTS, f"{pointer}/item")
        party = read.choice(entry.get("party"), PARTIES, f"{pointer}/party")
        levels[(item, party)] = read.integer(entry.get("level", 1), f"{pointer}/level")
        order.append((item, party))
        seat = read.seat(entry.get("seat"), f"{pointer}/seat", optional=True)
        if seat is not None:
            announcers[(item, party)] = seat
    pagat_last: tuple[int, bool] | None = None
    last = data.get("pagat_last_trick")
    if last is not None:
        if isinstance(last, Mapping):
            seat = read.seat(last.get("seat"), "/pagat_last_trick/seat")
            pagat_last = (seat or 0, read.boolean(last.get("won"), "/pagat_last_trick/won"))
        else:
            read.fail("/pagat_last_trick", "must be an object or null")
    premiums = {name: read.seat(data.get(name), f"/{name}", optional=True)
                for name in ("trull", "four_kings", "mondfang")}
    read.done()
    summary = DealSummary(contract, declarer or 0, partner, points, tricks, levels, announcers, pagat_last,
                          premiums["trull"], premiums["four_kings"], premiums["mondfang"])
    problems = summary_problems(summary, order, rules)
    if problems:
        _unprocessable([(prefix + pointer, message) for pointer, message in problems])
    return summary


def score_summary_zwanzigerrufen(summary: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/scores: a summary → {"result": {...}, "score": {...}}; raises UnprocessableRequest."""
    rules = rules_of(summary)
    deal = summary_of(summary, rules)
    return {"result": result_dict(result_of(deal, rules.players)), "score": score_dict(score_of(deal, rules))}


def score_sheet_zwanzigerrufen(sheet: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/score-sheets: each hand's deltas and the running totals after it.

    An entry with ``hands`` is a full record and is adjudicated; any other entry is a summary. A deal that
    must be redealt scores zero; an illegal or unfinished record cannot be scored (422).
    """
    rules = rules_of(sheet)
    totals = [0] * rules.players
    lines = []
    entries = sheet.get("hands")
    if not isinstance(entries, list):
        _unprocessable([("/hands", "must be an array")])
    for index, entry in enumerate(entries):
        prefix = f"/hands/{index}"
        if not isinstance(entry, Mapping):
            _unprocessable([(prefix, "must be an object")])
        if "hands" in entry:
            deltas = _record_deltas(entry, rules, prefix)
        else:
            deltas = list(score_of(summary_of(entry, rules, prefix), rules).deltas)
        totals = [total + delta for total, delta in zip(totals, deltas, strict=True)]
        lines.append({"deltas": deltas, "totals": list(totals)})
    return {"hands": lines, "totals": totals}


def _record_deltas(entry: Mapping[str, Any], rules: ZwanzigerrufenRules, prefix: str) -> list[int]:
    verdict = judge(hand_record(entry, prefix), rules)
    if verdict.status == REDEAL and verdict.legal:
        return [0] * rules.players
    if verdict.status != COMPLETE or not verdict.legal or verdict.score is None:
        first = verdict.violations[0] if verdict.violations else None
        why = first.message if first else (
            "the auction ended without a game" if verdict.status == ALL_PASSED
            else "the record stops before the last trick")
        _unprocessable([(prefix + (first.pointer if first else "/tricks"), f"This hand cannot be scored: {why}")])
    return list(verdict.score.deltas)


def describe_zwanzigerrufen() -> dict[str, Any]:
    """GET /v1/rulesets/zwanzigerrufen: the rule set, its deck, its calls and its options."""
    return {
        "id": ZWANZIGERRUFEN,
        "name": "Zwanzigerrufen (Austrian 40-card calling Tarock)",
        "players": [PLAYERS],
        "default_players": PLAYERS,
        "deck": codes(DECK),
        "calls": list(calls()),
        "call_aliases": {},
        "options": [
            {"name": spec.name, "type": spec.type, "allowed": list(spec.allowed), "default": spec.default,
             "description": spec.description}
            for spec in OPTION_SPECS
        ],
    }

"""Zwanzigerrufen on the wire: loaded request dicts → engine objects, engine results → response dicts.

The functions here take request bodies as the Zwanzigerrufen schemas of ``service/wire/schemas.py`` load
them: the shape is checked there (the 40-card pack, the calls, the options, the bounds), so a code
outside the pack is a 422 before the engine sees it. What a schema cannot say is checked here or in the
engine: an impossible score summary or an unscorable score-sheet entry raises
``service.wire.errors.UnprocessableRequest`` (422) with (JSON pointer, message) pairs; a readable
record always gets a verdict, legal or not.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from ..core.budget import Deadline, check, first_listed
from ..core.cards import Card, card_code, codes, parse_card
from ..core.options import InvalidOption
from ..core.text import CANNOT_BE_SCORED, STOPS_EARLY, Text, violation_text
from ..core.verdict import ALL_PASSED, COMPLETE, Verdict
from ..i18n.descriptions import ENGLISH_NAMES
from ..zwanzigerrufen.auction import calls
from ..zwanzigerrufen.deck import DECK, PAGAT
from ..zwanzigerrufen.judge import REDEAL, Announcement, ZwanzigerrufenTrick, judge
from ..zwanzigerrufen.options import OPTION_SPECS
from ..zwanzigerrufen.play import play_fault
from ..zwanzigerrufen.record import Call, HandRecord
from ..zwanzigerrufen.rules import (
    DECLARERS,
    FARBENSOLO,
    GAME,
    PLAYERS,
    RUFER,
    ZwanzigerrufenRules,
    zwanzigerrufen_rules,
)
from ..zwanzigerrufen.scoring import DealSummary, Line, Result, Score, result_of, score_of
from ..zwanzigerrufen.summaries import summary_problems
from .errors import UnprocessableRequest
from .violations import violation_dict

ZWANZIGERRUFEN = "zwanzigerrufen"


def _unprocessable(problems: list[tuple[str, str]]) -> NoReturn:
    raise UnprocessableRequest(problems)


def _cards(values: Sequence[str]) -> tuple[Card, ...]:
    return tuple(parse_card(value) for value in values)


def rules_of(request: Mapping[str, Any]) -> ZwanzigerrufenRules:
    """The rule set with the request's options (422 for an option the rule set does not have)."""
    try:
        return zwanzigerrufen_rules(request.get("options"))
    except InvalidOption as error:
        _unprocessable([(f"/options/{error.name}", error.message)])


def hand_record(data: Mapping[str, Any]) -> HandRecord:
    """A loaded wire record (docs/contract.md §4 with this rule set's calls) → the engine's record."""
    auction = data.get("auction")
    called = data.get("called_card")
    tricks = data.get("tricks")
    return HandRecord(
        dealer=data["dealer"],
        hands=tuple(_cards(hand) for hand in data["hands"]),
        auction=None if auction is None else tuple(Call(entry["seat"], entry["call"]) for entry in auction),
        called_card=None if called is None else parse_card(called),
        tricks=None if tricks is None else tuple(_cards(trick) for trick in tricks),
    )


# -- responses --------------------------------------------------------------------------------------


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
    omitted: dict[str, int] = {}
    body: dict[str, Any] = {
        "legal": verdict.legal,
        "status": verdict.status,
        "violations": [violation_dict(violation, ZWANZIGERRUFEN)
                       for violation in first_listed(verdict.violations, "violations", omitted)],
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
    if omitted:
        body["omitted"] = omitted
    return body


# -- operations ------------------------------------------------------------------------------------


def adjudicate_zwanzigerrufen(record: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/hands/adjudicate for ``"ruleset": "zwanzigerrufen"``: a hand record → the verdict."""
    rules = rules_of(record)
    return verdict_dict(judge(hand_record(record), rules))


def legal_plays_zwanzigerrufen(position: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/plays/legal: a position → its legal cards, and the rule each other card would break.

    The position: ``hand``, ``trick`` (the cards so far, leader first, at most 3), ``contract`` (default
    ``rufer``; only ``farbensolo`` plays differently), ``pagat_announced`` (this player announced Pagat;
    no effect in a Farbensolo, which has no Pagat), ``valat_announced`` (a Valat was announced, which
    lifts the Pagat lock unless an option keeps it). As for French Tarot, a position that could not
    arise in a game still gets an answer.
    """
    rules = rules_of(position)
    hand = _cards(position["hand"])
    trick = _cards(position.get("trick", ()))
    farbensolo = position.get("contract", RUFER) == FARBENSOLO
    locked = (
        position.get("pagat_announced", False)
        and not farbensolo
        and not (position.get("valat_announced", False) and rules.pagat_lock_lifted_by_valat)
    )
    legal, illegal = [], []
    for card in dict.fromkeys(hand):
        fault = play_fault(hand, trick, card, farbensolo, locked and card == PAGAT)
        if fault is None:
            legal.append(card)
        else:
            illegal.append({"card": card_code(card), "code": fault.code, "message": fault.message})
    return {"legal_cards": codes(legal), "illegal": illegal}


def summary_of(data: Mapping[str, Any], rules: ZwanzigerrufenRules, prefix: str = "") -> DealSummary:
    """A loaded score keeper's summary → the engine's; 422 when it cannot have happened."""
    levels = {(GAME, DECLARERS): data.get("game_level", 1)}
    announcers: dict[tuple[str, str], int] = {}
    order: list[tuple[str, str]] = []
    seats: list[int | None] = []
    for entry in data.get("announcements", ()):
        key = (entry["item"], entry["party"])
        levels[key] = entry.get("level", 1)
        order.append(key)
        seats.append(entry.get("seat"))
        if entry.get("seat") is not None:
            announcers[key] = entry["seat"]
    last = data.get("pagat_last_trick")
    summary = DealSummary(
        data["contract"], data["declarer"], data.get("partner"), data["declarer_points"], data["declarer_tricks"],
        levels, announcers, None if last is None else (last["seat"], last["won"]),
        data.get("trull"), data.get("four_kings"), data.get("mondfang"),
    )
    problems = summary_problems(summary, order, rules, seats)
    if problems:
        _unprocessable([(prefix + pointer, message) for pointer, message in problems])
    return summary


def score_summary_zwanzigerrufen(summary: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/scores: a summary → {"result": {...}, "score": {...}}; raises UnprocessableRequest."""
    rules = rules_of(summary)
    deal = summary_of(summary, rules)
    return {"result": result_dict(result_of(deal, rules.players)), "score": score_dict(score_of(deal, rules))}


def score_sheet_zwanzigerrufen(sheet: Mapping[str, Any], deadline: Deadline | None = None) -> dict[str, Any]:
    """POST /v1/score-sheets: each hand's deltas and the running totals after it.

    An entry with ``hands`` is a full record and is adjudicated; any other entry is a summary. A deal that
    must be redealt scores zero; an illegal or unfinished record cannot be scored (422). ``deadline``, the
    request's, is checked before each hand (``OutOfTime`` past it).
    """
    rules = rules_of(sheet)
    totals = [0] * rules.players
    lines = []
    for index, entry in enumerate(sheet["hands"]):
        check(deadline)
        prefix = f"/hands/{index}"
        if "hands" in entry:
            deltas = _record_deltas(entry, rules, prefix)
        else:
            deltas = list(score_of(summary_of(entry, rules, prefix), rules).deltas)
        totals = [total + delta for total, delta in zip(totals, deltas, strict=True)]
        lines.append({"deltas": deltas, "totals": list(totals)})
    return {"hands": lines, "totals": totals}


def _record_deltas(entry: Mapping[str, Any], rules: ZwanzigerrufenRules, prefix: str) -> list[int]:
    verdict = judge(hand_record(entry), rules)
    if verdict.status == REDEAL and verdict.legal:
        return [0] * rules.players
    if verdict.status != COMPLETE or not verdict.legal or verdict.score is None:
        first = verdict.violations[0] if verdict.violations else None
        why = (violation_text(first.message, ZWANZIGERRUFEN) if first
               else Text("the auction ended without a game") if verdict.status == ALL_PASSED else Text(STOPS_EARLY))
        _unprocessable([(prefix + (first.pointer if first else "/tricks"), Text(CANNOT_BE_SCORED, why=why))])
    return list(verdict.score.deltas)


def describe_zwanzigerrufen() -> dict[str, Any]:
    """GET /v1/rulesets/zwanzigerrufen: the rule set, its deck, its calls and its options."""
    return {
        "id": ZWANZIGERRUFEN,
        "name": ENGLISH_NAMES["zwanzigerrufen"],
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

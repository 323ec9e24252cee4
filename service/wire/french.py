"""French Tarot on the wire: loaded request dicts → engine objects, engine results → response dicts."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from ..core.budget import MAX_LISTED, first_listed
from ..core.cards import CARD_CODES, Card, card_code, codes, parse_card, parse_cards
from ..core.verdict import Verdict
from ..french.arbitration.ruling import Adjustment, Fault, Ruling, Sanction
from ..french.reach import options_without_effect
from ..french.record import Call, Declaration, Event, HandRecord, Packet
from ..french.rules import CALL_ALIASES, FrenchRules
from ..french.scoring import Result, Score
from .violations import violation_dict

_CALL_ALIASES: Final[dict[str, str]] = dict(CALL_ALIASES)
"""The rules' aliases as a plain dict, which compiled code looks up directly (a mapping proxy is called)."""


def cards_of(values: Sequence[str]) -> tuple[Card, ...]:
    return parse_cards(values)


def optional_cards(values: Sequence[str] | None) -> tuple[Card, ...] | None:
    return None if values is None else cards_of(values)


def hand_record(data: dict[str, Any]) -> HandRecord:
    """A loaded record (a dict, as the schemas load it: compiled code then reads it directly) → the engine's."""
    # The lists typed as the schemas load them: compiled code then walks them by index, into tuples of their size.
    hands: list[list[str]] = data["hands"]
    auction: list[dict[str, Any]] | None = data.get("auction")
    declarations = data.get("declarations")
    tricks: list[list[str]] | None = data.get("tricks")
    called = data.get("called_card")
    piles = data.get("piles")
    sequence = data.get("deal_sequence")
    events = data.get("events")
    return HandRecord(
        dealer=data["dealer"],
        hands=tuple(cards_of(hand) for hand in hands),
        dog=cards_of(data.get("dog") or ()),
        auction=None if auction is None else tuple(
            Call(entry["seat"], _CALL_ALIASES.get(entry["call"], entry["call"])) for entry in auction
        ),
        called_card=None if called is None else parse_card(called),
        discard=optional_cards(data.get("discard")),
        declarations=None if declarations is None else tuple(
            Declaration(entry["seat"], entry["type"], cards_of(entry.get("cards") or ()), entry.get("kind"),
                        entry.get("at_card"))
            for entry in declarations
        ),
        tricks=None if tricks is None else tuple(cards_of(trick) for trick in tricks),
        piles=None if piles is None else tuple(tuple(cards_of(pile) for pile in seat_piles) for seat_piles in piles),
        deal_sequence=None if sequence is None else tuple(
            Packet(None if packet["to"] == "dog" else packet["to"], cards_of(packet["cards"])) for packet in sequence
        ),
        events=None if events is None else tuple(event_of(entry) for entry in events),
        annulment_choice=data.get("annulment_choice"),
    )


def event_of(entry: dict[str, Any]) -> Event:
    return Event(
        type=entry["type"],
        seat=entry.get("seat"),
        trick=entry.get("trick"),
        cards=cards_of(entry.get("cards") or ()),
        choice=entry.get("choice"),
        seats=tuple(entry.get("seats") or ()),
        size=entry.get("size"),
        at_card=entry.get("at_card"),
        in_order=entry.get("in_order"),
    )


def points(half_points: int) -> float:
    return half_points / 2


def exact(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def result_dict(result: Result) -> dict[str, Any]:
    return {
        "attack": list(result.attack),
        "attack_points": points(result.attack_half_points),
        "defence_points": points(182 - result.attack_half_points),
        "oudlers": result.oudlers,
        "target": result.target,
        "made": result.made,
        "margin": result.margin,
    }


def score_dict(score: Score) -> dict[str, Any]:
    return {
        "multiplier": score.multiplier,
        "petit_au_bout": score.petit_au_bout,
        "poignees": score.poignees,
        "chelem": score.chelem,
        "per_defender": score.per_defender,
        "deltas": [exact(delta) for delta in score.deltas],
        "game": score.game,
        "petit_chelem": score.petit_chelem,
        "miseres": score.miseres,
    }


def verdict_dict(verdict: Verdict) -> dict[str, Any]:
    details = dict(verdict.details)
    arbitrated = "ruling" in details
    ruling = details.pop("ruling", None)
    if details.get("called_card") is not None:
        details["called_card"] = card_code(details["called_card"])
    omitted: dict[str, int] = {}
    violations = first_listed(verdict.violations, "violations", omitted)
    body: dict[str, Any] = {
        "legal": verdict.legal,
        "status": verdict.status,
        "violations": [violation_dict(violation, "french-tarot") for violation in violations],
        **details,
        "tricks": [
            # The codes read off the card tuple directly: codes() takes any iterable, which is slower compiled.
            {"leader": trick.leader, "winner": trick.winner, "cards": [CARD_CODES[card] for card in trick.cards],
             "points": points(trick.half_points)}
            for trick in verdict.tricks
        ],
        "result": None if verdict.result is None else result_dict(verdict.result),
        "score": None if verdict.score is None else score_dict(verdict.score),
    }
    if arbitrated:
        body["ruling"] = None if ruling is None else ruling_dict(ruling)
    if verdict.reason is not None:
        body["reason"] = verdict.reason
    if omitted:
        body["omitted"] = omitted
    return body


def ruling_dict(ruling: Ruling) -> dict[str, Any]:
    """The referee's ruling (option ``arbitration: fft``): docs/french-arbitration.md. Each list shows its first
    ``MAX_LISTED`` items, and ``omitted`` how many more there were (present only when some were left out)."""
    omitted: dict[str, int] = {}
    faults = first_listed(ruling.faults, "faults", omitted)
    adjustments = first_listed(ruling.adjustments, "adjustments", omitted)
    sanctions = first_listed(ruling.sanctions, "sanctions", omitted)
    referred = max(ruling.referred, len(ruling.needs_referee))  # the notes past the bound were never made
    if referred > len(ruling.needs_referee):
        omitted["needs_referee"] = referred - len(ruling.needs_referee)
    body: dict[str, Any] = {
        "outcome": ruling.outcome,
        "counts_as_played": ruling.counts_as_played,
        "reason": ruling.reason,
        "faults": [fault_dict(fault) for fault in faults],
        "adjustments": [adjustment_dict(adjustment) for adjustment in adjustments],
        "raw_result": None if ruling.raw_result is None else result_dict(ruling.raw_result),
        "result": None if ruling.result is None else result_dict(ruling.result),
        "score": None if ruling.score is None else score_dict(ruling.score),
        "sanctions": [sanction_dict(sanction) for sanction in sanctions],
        "penalties": list(ruling.penalties),
        "played_out": [
            {"leader": trick.leader, "winner": trick.winner, "cards": codes(trick.cards)} for trick in ruling.played_out
        ],
        "needs_referee": list(ruling.needs_referee),
        "policies": dict(ruling.policies),
    }
    if omitted:
        body["omitted"] = omitted
    return body


def fault_dict(fault: Fault) -> dict[str, Any]:
    return {
        "code": fault.code,
        "kind": fault.kind,
        "rectifiable": fault.rectifiable,
        "seat": fault.seat,
        "side": fault.side,
        "trick": fault.trick,
        "card": None if fault.card is None else card_code(fault.card),
        "pointer": fault.pointer,
        "effect": fault.effect,
        "rule": fault.rule,
        "message": fault.message,
    }


def adjustment_dict(adjustment: Adjustment) -> dict[str, Any]:
    return {
        "kind": adjustment.kind,
        "trick": adjustment.trick,
        "cards": codes(adjustment.cards),
        "from": adjustment.from_side,
        "to": adjustment.to_side,
        "points": None if adjustment.half_points is None else points(adjustment.half_points),
        "seat": adjustment.seat,
        "rule": adjustment.rule,
        "message": adjustment.message,
    }


def sanction_dict(sanction: Sanction) -> dict[str, Any]:
    return {
        "seat": sanction.seat,
        "kind": sanction.kind,
        "points": sanction.points,
        "applied": sanction.applied,
        # The faults listed in the ruling's ``faults`` (its first MAX_LISTED): an index always points at one.
        "faults": [index for index in sanction.faults if index < MAX_LISTED],
        "rule": sanction.rule,
        "message": sanction.message,
    }


_NOTES: Final[dict[tuple[int, str, tuple[str, ...]], tuple[FrenchRules, list[tuple[str, str]]]]] = {}
"""The notes of each rule set (by identity, the rule set kept alive beside them, so that its id is never another's)
for each kind of request: reading OPTION_REACH against some forty options cost about 9 µs a hand, a tenth of a
hand's adjudication, for notes that few hands have (bench/README.md)."""
_MAX_NOTES: Final = 4096


def with_notes(body: dict[str, Any], options: Mapping[str, Any], rules: FrenchRules, kind: str,
               record_fields: tuple[str, ...] = ()) -> dict[str, Any]:
    """``body`` with its ``notes``: the options chosen that could change nothing here (none: no key).

    The notes depend only on the options that differ from their defaults, which the rule set's identity stands
    for: ``french_rules`` builds one rule set per such choice (its cache key), and equal choices give equal notes.
    """
    key = (id(rules), kind, record_fields)
    cached = _NOTES.get(key)
    if cached is not None and cached[0] is rules:
        notes = cached[1]
    else:
        notes = options_without_effect(options, rules, kind, record_fields)
        if len(_NOTES) < _MAX_NOTES:
            _NOTES[key] = (rules, notes)
    if notes:
        body["notes"] = [{"option": name, "message": message} for name, message in notes]
    return body

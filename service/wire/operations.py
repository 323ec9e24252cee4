"""The operations of the API on already schema-validated request dicts, and ``service.adjudicate``.

The HTTP layer validates a request with the marshmallow schemas (their fast path first), then calls one
of these functions with the loaded dict: card codes canonical upper case, calls canonical, defaults
applied; ``adjudicate`` does the same for a hand record without HTTP. Each returns the response body as
a dict. A request whose ``ruleset`` is ``zwanzigerrufen`` goes to ``service.wire.zwanzigerrufen``; every
other one is French Tarot.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import ValidationError

from .. import InvalidRecord
from ..core.budget import Deadline, check
from ..core.cards import EXCUSE, PETIT, codes, parse_card, suit_of
from ..core.excerpt import excerpt
from ..core.text import CANNOT_BE_SCORED, NO_SEAT, STOPS_EARLY, Text, from_one, joined, violation_text
from ..core.verdict import ALL_PASSED, ANNULLED, COMPLETE
from ..french.arbitration.claim import ClaimBudget
from ..french.judge import judge
from ..french.mouches import SheetHand, settle_with_mouches
from ..french.options import CONTRACT_NAMES, OPTION_SPECS, POSITION, RECORD, SHEET, SUMMARY, OptionSpec
from ..french.play import EXCUSES, Hand, TrickState, illegal_play_fault, in_words, legal_masks
from ..french.rules import CHELEM_CALL, SUPPORTED_PLAYERS, FrenchRules, InvalidOption, french_rules
from ..french.scoring import ATTACK, DealSummary, Misere, result_of, score_of
from ..french.summaries import announcement_problems, summary_problems
from ..i18n import DEFAULT_LANGUAGE, LANGUAGES, localize_illegal, localize_verdict, translate
from ..i18n.descriptions import ENGLISH_NAMES
from . import fast
from .errors import UnprocessableRequest
from .french import cards_of, exact, hand_record, result_dict, score_dict, verdict_dict, with_notes
from .plain_record import PlainRecord, players_of_hands, read_plain_record
from .schemas import HAND_RECORD, error_pointers
from .zwanzigerrufen import (
    ZWANZIGERRUFEN,
    adjudicate_zwanzigerrufen,
    describe_zwanzigerrufen,
    legal_plays_zwanzigerrufen,
    score_sheet_zwanzigerrufen,
    score_summary_zwanzigerrufen,
)

__all__ = ["UnprocessableRequest", "adjudicate", "adjudicate_record", "legal_plays", "ruleset", "rulesets",
           "score_sheet", "score_summary"]

FRENCH_TAROT = "french-tarot"


def _rules(request: Mapping[str, Any]) -> FrenchRules:
    _french_only(request)
    return _french_rules(request.get("players", 4), request.get("options"))


def _french_only(request: Mapping[str, Any]) -> None:
    ruleset_id = request.get("ruleset", FRENCH_TAROT)
    if ruleset_id != FRENCH_TAROT:
        raise UnprocessableRequest([("/ruleset", Text("unknown rule set {ruleset}", ruleset=excerpt(ruleset_id)))])


def _french_rules(players: int, options: Mapping[str, Any] | None) -> FrenchRules:
    try:
        return french_rules(players, options)
    except InvalidOption as error:
        pointer = "/players" if error.name == "players" else f"/options/{error.name}"
        raise UnprocessableRequest([(pointer, error.message)]) from error


def checked(language: str) -> str:
    """``language`` when the API speaks it; a ``ValueError`` naming the languages otherwise."""
    if language not in LANGUAGES:
        raise ValueError(f"language {excerpt(language)} is none of {', '.join(LANGUAGES)}")
    return language


def adjudicate(record: Mapping[str, Any], language: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """``service.adjudicate``: a hand record as on the wire (docs/contract.md §4) → the verdict as on the wire (§5),
    its messages and rules in ``language`` (``en``, ``fr`` or ``de``; any other is a ``ValueError``).

    Raises ``InvalidRecord`` for a record the API would answer with 422 (an ``UnprocessableRequest`` for one
    that no hand could produce), its messages in ``language`` too; a rule broken is a verdict.
    """
    try:
        read = read_hand_record(record)
    except ValidationError as error:
        raise InvalidRecord(in_language(error_pointers(error.messages), checked(language))) from None
    try:
        return adjudicate_record(read, language)
    except UnprocessableRequest as error:
        if language == DEFAULT_LANGUAGE:
            raise
        raise UnprocessableRequest(in_language(error.problems, language)) from None


def read_hand_record(document: Any) -> PlainRecord | dict[str, Any]:
    """A hand record (parsed JSON) read for ``adjudicate_record``: a plain French Tarot record in one pass
    (``plain_record.py``), any other by its wire schema (a ``ValidationError`` when the schema refuses it)."""
    plain = read_plain_record(document)
    if plain is not None:
        return plain
    loaded: dict[str, Any] = fast.load(HAND_RECORD, document)
    return loaded


def in_language(problems: list[tuple[str, str]], language: str) -> list[tuple[str, str]]:
    """(pointer, message) pairs with their messages in ``language``."""
    if language == DEFAULT_LANGUAGE:
        return problems
    return [(pointer, translate(message, language)) for pointer, message in problems]


def adjudicate_record(record: PlainRecord | dict[str, Any], language: str = DEFAULT_LANGUAGE,
                      claim_budget: ClaimBudget | None = None) -> dict[str, Any]:
    """POST /v1/hands/adjudicate: a hand record, read (``read_hand_record``) → the verdict (docs/contract.md §5),
    in ``language``. ``claim_budget``: what the request's claim searches may still try, shared by a batch's
    records (a fresh one when None), and the request's deadline if it has one (``OutOfTime`` past it: checked
    in the ruling and before and during the translation)."""
    if language != DEFAULT_LANGUAGE:
        verdict = adjudicate_record(record, DEFAULT_LANGUAGE, claim_budget)
        deadline = None if claim_budget is None else claim_budget.deadline
        check(deadline)
        ruleset = FRENCH_TAROT if isinstance(record, PlainRecord) else record.get("ruleset", FRENCH_TAROT)
        return localize_verdict(verdict, ruleset, checked(language), deadline)
    if not isinstance(record, PlainRecord):
        if record.get("ruleset") == ZWANZIGERRUFEN:
            return adjudicate_zwanzigerrufen(record)
        record = _plain(record)
    rules = _french_rules(record.players, record.options)
    body = verdict_dict(judge(record.record, rules, claim_budget))
    if record.options:
        with_notes(body, record.options, rules, RECORD, record.noted_fields)
    return body


def _plain(loaded: dict[str, Any]) -> PlainRecord:
    """A French Tarot record the wire schema loaded, as the plain reader reads one (and the fields it does not)."""
    players = loaded.get("players")
    _french_only(loaded)
    return PlainRecord(hand_record(loaded), players_of_hands(len(loaded["hands"])) if players is None else players,
                       loaded.get("options"),
                       ("deal_sequence",) if loaded.get("deal_sequence") else ())


def _noting(body: dict[str, Any], request: Mapping[str, Any], rules: FrenchRules, kind: str) -> dict[str, Any]:
    """``body`` with its ``notes``: the options chosen that could change nothing here (none: no key)."""
    options = request.get("options")
    if options:
        with_notes(body, options, rules, kind)
    return body


def legal_plays(position: Mapping[str, Any], language: str = DEFAULT_LANGUAGE) -> dict[str, Any]:
    """POST /v1/plays/legal: a position → its legal cards, and the rule each other card would break."""
    if language != DEFAULT_LANGUAGE:
        return localize_illegal(legal_plays(position), position.get("ruleset", FRENCH_TAROT), checked(language))
    if position.get("ruleset") == ZWANZIGERRUFEN:
        return legal_plays_zwanzigerrufen(position)
    rules = _rules(position)
    hand = cards_of(position["hand"])
    trick = cards_of(position.get("trick") or ())
    # A position says what the hand alone cannot; as for any position that could not arise in a game, its
    # word is taken whatever the table and options: face-up pile cards (the game for two) play as if in hand,
    # and a petit imprenable follows the Excuse's rules.
    playable = hand + cards_of(position.get("face_up") or ())
    excuses = frozenset({EXCUSE, PETIT}) if position.get("petit_imprenable", False) else EXCUSES
    called_value = position.get("called_card")
    called = parse_card(called_value) if called_value is not None and rules.calls_partner else None
    banned = (
        suit_of(called)
        if called is not None and position.get("first_trick", False) and rules.called_suit_first_lead_forbidden
        and (not trick or rules.called_suit_ban_after_excuse_lead)
        else None
    )
    # The judge's own rule (french/play.py's legal_masks, which the state API reads too), and for each other card
    # the fault the judge would report.
    held, state = Hand(playable), TrickState.of(trick, excuses, overtrump_on_cut=rules.overtrump_on_cut)
    legal_plain, legal_high = legal_masks(held, state, banned, called)
    legal, illegal = [], []
    for card in dict.fromkeys(playable):
        if in_words(legal_plain, legal_high, card):
            legal.append(card)
            continue
        fault = illegal_play_fault(held, state, card, "The player", banned, called)
        illegal.append({"card": codes([card])[0], "code": fault.code, "message": fault.message})
    return _noting({"legal_cards": codes(legal), "illegal": illegal}, position, rules, POSITION)


def _summary(data: Mapping[str, Any], rules: FrenchRules, prefix: str = "", dealer: int | None = None) -> DealSummary:
    chelem = data.get("chelem") or {}
    petit_chelem = data.get("petit_chelem") or {}
    miseres = data.get("miseres") or []
    poignees = data.get("poignees") or []
    summary = DealSummary(
        taker=data["taker"],
        partner=data.get("partner"),
        contract=data["contract"],
        attack_half_points=round(data["attack_points"] * 2),
        oudlers=data["oudlers"],
        petit_au_bout=data.get("petit_au_bout"),
        poignees=tuple(poignee["size"] for poignee in poignees),
        # Seed 001's chelem call announces the chelem by itself.
        chelem_announced=bool(chelem.get("announced", False)) or data["contract"] == CHELEM_CALL,
        chelem_won_by=chelem.get("won_by"),
        petit_chelem_announced=bool(petit_chelem.get("announced", False)),
        petit_chelem_made=bool(petit_chelem.get("made", False)),
        miseres=tuple(Misere(entry["seat"], entry["kind"]) for entry in miseres),
        sitting_out=data.get("dealer", dealer) if rules.dealer_sits_out else None,
        chelem_announced_by=chelem.get("announced_by") or ATTACK,
    )
    problems = summary_problems(summary, [poignee.get("seat") for poignee in poignees], rules)
    problems.extend(announcement_problems(summary, rules))
    given_dealer = data.get("dealer")
    if given_dealer is not None and given_dealer >= rules.seats:
        problems.insert(0, ("/dealer", Text(NO_SEAT, seat=from_one(given_dealer), players=rules.seats)))
    if data["attack_points"] * 2 != summary.attack_half_points:
        problems.insert(0, ("/attack_points", Text("Card points are counted to the half point.")))
    if problems:
        raise UnprocessableRequest([(prefix + pointer, message) for pointer, message in problems])
    return summary


def score_summary(summary: Mapping[str, Any]) -> dict[str, Any]:
    """POST /v1/scores: a summary → {"result": {...}, "score": {...}}; raises UnprocessableRequest."""
    if summary.get("ruleset") == ZWANZIGERRUFEN:
        return score_summary_zwanzigerrufen(summary)
    rules = _rules(summary)
    deal = _summary(summary, rules)
    result = result_of(deal)
    return _noting({"result": result_dict(result), "score": score_dict(score_of(deal, result, rules))}, summary,
                   rules, SUMMARY)


def score_sheet(sheet: Mapping[str, Any], deadline: Deadline | None = None) -> dict[str, Any]:
    """POST /v1/score-sheets: each hand's deltas and the running totals after it.

    An entry with ``hands`` is a full record and is adjudicated; any other entry is a summary. A deal
    thrown in (annulled, all passed) scores zero; an illegal or unfinished record cannot be scored.
    ``deadline``, the request's, is checked before each hand and in the records' rulings (``OutOfTime``).
    """
    if sheet.get("ruleset") == ZWANZIGERRUFEN:
        return score_sheet_zwanzigerrufen(sheet, deadline)
    rules = _rules(sheet)
    next_dealer = sheet.get("first_dealer", 0)
    if next_dealer >= rules.seats:
        raise UnprocessableRequest([("/first_dealer", Text(NO_SEAT, seat=from_one(next_dealer), players=rules.seats))])
    claim_budget = ClaimBudget(deadline=deadline)  # one for the whole sheet, as for a batch
    played: list[SheetHand] = []
    for index, entry in enumerate(sheet["hands"]):
        check(deadline)
        prefix = f"/hands/{index}"
        # Without a dealer of its own, each hand is dealt by the seat after the previous hand's dealer.
        dealer = entry.get("dealer", next_dealer)
        next_dealer = (dealer + 1) % rules.seats
        if "hands" in entry:
            played.append(_record_hand(entry, sheet, rules, prefix, claim_budget))
        else:
            deal = _summary(entry, rules, prefix, dealer)
            result = result_of(deal)
            played.append(SheetHand(dealer, deal.taker, result.made, score_of(deal, result, rules).deltas))
    if rules.mouches:
        settled = settle_with_mouches(played, rules, rules.seats)
        lines_deltas = [hand.deltas for hand in settled]
    else:
        settled, lines_deltas = [], [hand.deltas for hand in played]
    totals: list[float] = [0] * rules.seats
    lines: list[dict[str, Any]] = []
    for index, deltas in enumerate(lines_deltas):
        totals = [total + delta for total, delta in zip(totals, deltas, strict=True)]
        line: dict[str, Any] = {"deltas": [exact(delta) for delta in deltas], "totals": [exact(t) for t in totals]}
        if settled:
            line["pools"] = list(settled[index].pools)
        lines.append(line)
    return _noting({"hands": lines, "totals": [exact(total) for total in totals]}, sheet, rules, SHEET)


def _record_hand(entry: Mapping[str, Any], sheet: Mapping[str, Any], rules: FrenchRules, prefix: str,
                 claim_budget: ClaimBudget) -> SheetHand:
    record = {**entry, "ruleset": sheet.get("ruleset", FRENCH_TAROT), "players": sheet.get("players", rules.seats),
              "options": sheet.get("options") or {}}
    verdict = verdict_dict(judge(hand_record(record), rules, claim_budget))
    dealer = entry["dealer"]
    ruling = verdict.get("ruling")
    if ruling is not None and ruling["outcome"] != "referee":  # arbitration: fft rules what the hand scores
        scored = ruling["outcome"] == "scored"
        return SheetHand(dealer, verdict["taker"] if scored else None, scored and ruling["result"]["made"],
                         tuple(ruling["score"]["deltas"]))
    if ruling is not None and ruling["needs_referee"]:  # e.g. a claim past the request's search budget
        why = joined(ruling["needs_referee"])
        raise UnprocessableRequest([(prefix + "/events", Text(CANNOT_BE_SCORED, why=why))])
    if "penalty" in verdict:  # seed 001's penalty: a failed contract is scored anyway, a made one annulled
        taker = verdict["taker"] if verdict["penalty"]["outcome"] == "scored" else None
        return SheetHand(dealer, taker, False, tuple(verdict["score"]["deltas"]))
    if verdict["status"] in (ANNULLED, ALL_PASSED) and verdict["legal"]:
        return SheetHand(dealer, None, False, (0,) * rules.seats)
    if verdict["status"] != COMPLETE or not verdict["legal"]:
        first = verdict["violations"][0] if verdict["violations"] else None
        why = violation_text(first["message"], record["ruleset"]) if first else Text(STOPS_EARLY)
        pointer = prefix + (first["pointer"] if first else "/tricks")
        raise UnprocessableRequest([(pointer, Text(CANNOT_BE_SCORED, why=why))])
    return SheetHand(dealer, verdict["taker"], verdict["result"]["made"], tuple(verdict["score"]["deltas"]))


def _ruleset_description() -> dict[str, Any]:
    return {
        "id": FRENCH_TAROT,
        "name": ENGLISH_NAMES["french-tarot"],
        "players": list(SUPPORTED_PLAYERS),
        "default_players": 4,
        "deck": codes(range(78)),
        "calls": ["pass", *CONTRACT_NAMES],
        "call_aliases": {"prise": "petite"},
        "options": [option_description(spec) for spec in OPTION_SPECS],
    }


def option_description(spec: OptionSpec) -> dict[str, Any]:
    """An option as GET /v1/rulesets lists it; list and object options carry the JSON Schema of their value."""
    description = {"name": spec.name, "type": spec.type, "allowed": list(spec.allowed), "default": spec.default,
                   "description": spec.description}
    if spec.value_schema is not None:
        description["schema"] = spec.value_schema
    return description


def rulesets() -> list[dict[str, Any]]:
    """GET /v1/rulesets: every rule set with its options (name, type, allowed, default, description)."""
    return [_ruleset_description(), describe_zwanzigerrufen()]


def ruleset(ruleset_id: str) -> dict[str, Any] | None:
    """GET /v1/rulesets/{id}; None when unknown (404)."""
    return next((found for found in rulesets() if found["id"] == ruleset_id), None)

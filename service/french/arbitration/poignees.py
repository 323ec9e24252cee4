"""Poignée faults P1–P11 [CODE p.8; digest §4.1, §4.3], as a table, and the classification of each poignée.

A poignée is shown just before its player's first card, in decreasing order, complete. The record's
``declarations`` give the trumps shown; a ``poignee_shown`` event may add the size announced, the moment
(``at_card``: cards of the deal already played) and whether the trumps were shown in order. Everything
else is derived: whether an incomplete poignée could have been completed (J15), whether the Excuse hid a
trump. Several faults of one poignée all apply: annulment beats everything, "not counted" beats
"counted" (§4.3 step 6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ...core.cards import EXCUSE, Card, is_trump
from ...core.text import Text, from_one
from ...core.violations import Violation
from ..record import Declaration, Event
from ..rules import POIGNEE_NAMES, FrenchRules
from .events import TrickLog, first_card_index
from .faults import ALWAYS_COUNTED, IF_OFFENDER_LOSES, NEVER_COUNTED, OFFENDER_WINS, WARNING


@dataclass(frozen=True)
class PoigneeRow:
    """One line of the code's poignée table: is it counted, may it annul the deal, the sanction."""

    name: str
    counted: str  # ALWAYS_COUNTED | NEVER_COUNTED | IF_OFFENDER_LOSES
    annul_if: str | None
    sanction: str | None
    rule: str

    @property
    def rectifiable(self) -> bool:
        """The deal is scored as played: the poignée counts and nothing can annul it."""
        return self.counted == ALWAYS_COUNTED and self.annul_if is None


ROWS: Mapping[tuple[str, str], PoigneeRow] = MappingProxyType({
    ("out_of_order", "taker"): PoigneeRow("P1", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P1: shown out of order")),
    ("out_of_order", "other"): PoigneeRow("P1", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P1: shown out of order")),
    ("incomplete_fixable", "taker"): PoigneeRow("P2", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P2: incomplete, and it can be completed")),
    ("incomplete_fixable", "other"): PoigneeRow("P2", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P2: incomplete, and it can be completed")),
    ("incomplete_unfixable", "taker"): PoigneeRow("P3", NEVER_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P3: incomplete and cannot be completed, by the taker")),
    ("incomplete_unfixable", "other"): PoigneeRow("P4", NEVER_COUNTED, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P4: incomplete and cannot be completed, by a defender")),
    ("too_many", "taker"): PoigneeRow("P5", ALWAYS_COUNTED, None, None,
        Text("CA 2012 p.8, P5: too many trumps, by the taker")),
    ("too_many", "other"): PoigneeRow("P6", IF_OFFENDER_LOSES, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P6: too many trumps, by a defender")),
    ("early", "taker"): PoigneeRow("P7", ALWAYS_COUNTED, None, None,
        Text("CA 2012 p.8, P7: shown by the taker before his turn")),
    ("early", "other"): PoigneeRow("P10", IF_OFFENDER_LOSES, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P10: shown at a wrong moment (before his turn) by a defender")),
    ("just_after", "taker"): PoigneeRow("P8", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P8: shown just after his own first card")),
    ("just_after", "other"): PoigneeRow("P8", ALWAYS_COUNTED, None, WARNING,
        Text("CA 2012 p.8, P8: shown just after his own first card")),
    ("late", "taker"): PoigneeRow("P9", IF_OFFENDER_LOSES, None, WARNING,
        Text("CA 2012 p.8, P9: shown at another wrong moment by the taker")),
    ("late", "other"): PoigneeRow("P10", IF_OFFENDER_LOSES, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P10: shown at another wrong moment by a defender")),
    ("excuse_hiding_trump", "taker"): PoigneeRow("P11", IF_OFFENDER_LOSES, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P11: the Excuse shown while a trump was kept hidden")),
    ("excuse_hiding_trump", "other"): PoigneeRow("P11", IF_OFFENDER_LOSES, OFFENDER_WINS, WARNING,
        Text("CA 2012 p.8, P11: the Excuse shown while a trump was kept hidden")),
})
"""(fault, role) → the row; role "taker" for the taker himself, "other" for anybody else (a 5-player partner
included: he has a partner to profit, so the defenders' rows apply to him, on the attack's side, §9)."""

POIGNEE_LEVELS: Mapping[str, Text] = MappingProxyType({
    "simple": Text("simple poignée"), "double": Text("double poignée"), "triple": Text("triple poignée")})
"""Each size as a message names it ("a double poignée of 13"), in the players' words of each language."""

CODE_OF = MappingProxyType({
    "out_of_order": "poignee_out_of_order", "incomplete_fixable": "poignee_size",
    "incomplete_unfixable": "poignee_size", "too_many": "poignee_size", "early": "poignee_early",
    "just_after": "poignee_late", "late": "poignee_late", "excuse_hiding_trump": "poignee_excuse_with_trumps",
})
"""The violation code of each fault; the judge reports poignee_size (a size that is no threshold) and
poignee_excuse_with_trumps itself, the events pass the others."""


@dataclass(frozen=True)
class Finding:
    fault: str
    row: PoigneeRow
    code: str
    pointer: str
    message: Text
    from_event: bool
    """The fault shows only with the ``poignee_shown`` event (the judge's own checks cannot see it)."""


@dataclass(frozen=True)
class PoigneeCase:
    """One declared poignée and what is wrong with it."""

    index: int
    seat: int
    level: str
    """The size it counts as when counted: announced, else the largest threshold it reaches (else simple)."""
    findings: tuple[Finding, ...]
    not_held: tuple[Violation, ...] = ()
    """poignee_not_held / poignee_not_trump: cards no real table could show (J16)."""


def classify_poignees(
    declarations: Sequence[Declaration],
    events: Sequence[Event],
    hands_at_play: Sequence[Sequence[Card]],
    forced_ecart_trumps: Sequence[Card],
    taker: int,
    log: Sequence[TrickLog],
    violations: Sequence[Violation],
    rules: FrenchRules,
    unfixable_when_not_held: bool,
) -> list[PoigneeCase]:
    """Every poignée of the record with its faults (the first poignée of each seat; a second one is the
    judge's declaration_duplicated)."""
    shown_events: dict[int, tuple[int | None, Event | None]] = {}
    for number, shown_event in enumerate(events):
        seat_shown = shown_event.seat
        if shown_event.type == "poignee_shown" and seat_shown is not None and seat_shown not in shown_events:
            shown_events[seat_shown] = (number, shown_event)
    cases: list[PoigneeCase] = []
    seen: set[int] = set()
    for index, declaration in enumerate(declarations):
        seat = declaration.seat
        if declaration.type != "poignee" or seat in seen or seat >= rules.seats:
            continue
        if any(v.pointer == f"/declarations/{index}/seat" for v in violations):
            continue  # a seat that takes no part in the deal (the dealer sitting out): the judge's finding alone
        seen.add(seat)
        pointer = f"/declarations/{index}"
        own = [v for v in violations if v.pointer == pointer or v.pointer.startswith(pointer + "/")]
        not_held = tuple(v for v in own if v.code in ("poignee_not_held", "poignee_not_trump"))
        event_index, event = shown_events.get(seat, (None, None))
        role = "taker" if seat == taker else "other"
        shown = declaration.cards
        sizes = rules.poignee_sizes
        announced = event.size if event is not None else None
        level = announced or next((name for name, size in zip(reversed(POIGNEE_NAMES), reversed(sizes),
                                                              strict=True) if len(shown) >= size), "simple")
        threshold = sizes[POIGNEE_NAMES.index(level)]
        findings: list[Finding] = []

        def find(fault: str, message: Text, from_event: bool, at: str = pointer, role: str = role,
                 findings: list[Finding] = findings) -> None:
            findings.append(Finding(fault, ROWS[(fault, role)], CODE_OF[fault], at, message, from_event))

        if not_held:
            if unfixable_when_not_held:
                find("incomplete_unfixable", Text("Seat {seat}'s poignée shows cards it could not show; it is taken "
                                                  "as incomplete and impossible to complete (J16).",
                                                  seat=from_one(seat)), False)
            cases.append(PoigneeCase(index, seat, level, tuple(findings), () if unfixable_when_not_held else not_held))
            continue
        pool = [*hands_at_play[seat], *(forced_ecart_trumps if seat == taker else ())]
        trumps_held = sum(1 for card in pool if is_trump(card))
        if any(v.code == "poignee_excuse_with_trumps" for v in own):
            find("excuse_hiding_trump", Text("Seat {seat} showed the Excuse in its poignée while keeping a trump "
                                             "hidden.", seat=from_one(seat)), False,
                 next(v.pointer for v in own if v.code == "poignee_excuse_with_trumps"))
        event_at = f"/events/{event_index}" if event_index is not None else pointer
        size_is_threshold = len(shown) in sizes
        if len(shown) < threshold:
            eligible = trumps_held + (EXCUSE in pool)
            fixable = eligible >= threshold
            values = {"seat": from_one(seat), "shown": len(shown), "size": POIGNEE_LEVELS[level],
                      "threshold": threshold, "eligible": eligible}
            message = (Text("Seat {seat} showed {shown} cards for a {size} of {threshold}; its hand could complete "
                            "it ({eligible} trumps and Excuse).", **values) if fixable else
                       Text("Seat {seat} showed {shown} cards for a {size} of {threshold}; its hand could not "
                            "complete it ({eligible} trumps and Excuse).", **values))
            find("incomplete_fixable" if fixable else "incomplete_unfixable", message, size_is_threshold,
                 f"{pointer}/cards")
        elif len(shown) > threshold:
            find("too_many", Text("Seat {seat} showed {shown} trumps for a {size} of {threshold}.",
                                  seat=from_one(seat), shown=len(shown), size=POIGNEE_LEVELS[level],
                                  threshold=threshold), size_is_threshold, f"{pointer}/cards")
        if event is not None and event.in_order is False:
            find("out_of_order", Text("Seat {seat} did not show its poignée in order.", seat=from_one(seat)), True,
                 event_at)
        first = first_card_index(log, seat)
        if event is not None and event.at_card is not None and first is not None:
            # ``at`` counts the cards played before the poignée was shown; ``first`` is an index, told from one.
            at = event.at_card
            # Seed 000's variant (option declaration_timing): every poignée is due before the first lead.
            due = 0 if rules.declarations_before_first_lead else first
            if at < due:
                find("early", Text("Seat {seat} showed its poignée after {at} cards, before its turn (its first card "
                                   "was card {first}).", seat=from_one(seat), at=at, first=from_one(first)), True,
                     event_at)
            elif at == first + 1 and due == first:
                find("just_after", Text("Seat {seat} showed its poignée just after its own first card.",
                                        seat=from_one(seat)), True, event_at)
            elif at > due and due != first:
                find("late", Text("Seat {seat} showed its poignée after {at} cards of the deal; under these rules "
                                  "(option declaration_timing) it is shown before the first lead.",
                                  seat=from_one(seat), at=at), True, event_at)
            elif at > first + 1:
                find("late", Text("Seat {seat} showed its poignée after {at} cards of the deal; its first card was "
                                  "card {first}.", seat=from_one(seat), at=at, first=from_one(first)), True, event_at)
        cases.append(PoigneeCase(index, seat, level, tuple(findings)))
    return cases


def event_findings(cases: Sequence[PoigneeCase]) -> list[Violation]:
    """The faults only the events show, as violations for the verdict."""
    found = []
    for case in cases:
        for finding in case.findings:
            if finding.from_event:
                found.append(Violation(finding.code, "declaration", finding.message, finding.pointer,
                                       seat=case.seat))
    return found

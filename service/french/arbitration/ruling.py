"""The ruling on an irregular hand: the digest's processing pipeline (§7.3) over the judge's findings.

1. every violation (and every poignée) is classified by the fault tables; a fault the code has no rule for,
   or a record no table could produce, leaves the ruling to a human (outcome ``referee``);
2. a claim is played out the worst way for the claimer (``claim``);
3. the cards are owned again: revoke tricks returned (J1), the faux écart's missing tricks and highest
   écart cards to the defence, its lone last cards to the taker without petit au bout (J7, J9), the strict
   écart option (J8);
4. the result as played and the adjusted result; the winner test on one of them (J2);
5. each fault's annulment condition, poignées counted or not, both sides at fault (J5);
6. the score (the rule set's formula, zero-sum) or zeros, and the sanctions in a separate list (J3).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from ...core.budget import MAX_LISTED, check
from ...core.cards import HALF_POINTS, OUDLERS, PETIT, Card, card_code, is_king, rank_of
from ...core.text import Text, from_one, joined, violation_text
from ...core.violations import Violation
from ..counting import CompletedTrick, Count, count_cards
from ..record import Event, HandRecord
from ..rules import Contract, DogDestination, FrenchRules
from ..scoring import ATTACK, DEFENCE, DealSummary, Misere, Result, Score, result_of, score_of, takes_petit_chelem
from .claim import MAX_CARDS_LEFT, TRICKS_A_REQUEST, ClaimBudget, ClaimPoint, worst_line
from .faults import (
    ALWAYS,
    ALWAYS_COUNTED,
    BOTH_SIDES_RULE,
    CLAIM_RULE,
    DISCRETIONARY_PENALTY,
    DISCRETIONARY_POINTS,
    DOG_SEEN,
    EXPOSED_CARD,
    FAUX_ECART_CONTENT,
    FAUX_ECART_COUNT,
    HAND_DROPPED,
    IF_OFFENDER_LOSES,
    KIND_OF_CODE,
    MISDEAL,
    NOT_COVERED,
    OFFENDER_WINS,
    OUT_OF_TURN,
    POIGNEE,
    RECORD_ERROR,
    REFERRED,
    REVOKE,
    RULES,
    TAKER_FAILS,
    WARNING,
    FaultRule,
)
from .poignees import PoigneeCase

SCORED, ANNULLED, REFEREE = "scored", "annulled", "referee"


@dataclass(frozen=True)
class Fault:
    """A fault found, as the referee classifies it."""

    code: str
    kind: str
    rectifiable: bool
    seat: int | None
    side: str | None
    """The offending side: attack or defence; None for a misdeal (nobody's side) or a record error."""
    trick: int | None
    card: Card | None
    pointer: str
    rule: str
    effect: str
    message: str
    annul_if: str | None = None
    sanction: str | None = None
    returns_trick: bool = False
    counted: str | None = None
    """A poignée's fault: whether the poignée still counts."""
    poignee: int | None = None
    """A poignée's fault: the index of its declaration."""


@dataclass(frozen=True)
class Adjustment:
    """Something the referee moved: a trick, a card, a bonus, a poignée, or the rest of a claimed deal."""

    kind: str
    rule: str
    message: str
    trick: int | None = None
    cards: tuple[Card, ...] = ()
    from_side: str | None = None
    to_side: str | None = None
    half_points: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class Sanction:
    """A sanction outside the deal's score."""

    seat: int
    kind: str  # warning | discretionary_penalty
    points: int
    applied: bool
    faults: tuple[int, ...]
    rule: str
    message: str


@dataclass(frozen=True)
class Ruling:
    outcome: str  # scored | annulled | referee
    counts_as_played: bool | None
    reason: str
    faults: tuple[Fault, ...]
    adjustments: tuple[Adjustment, ...]
    sanctions: tuple[Sanction, ...]
    penalties: tuple[int, ...]
    """The penalty ledger by seat (J3 apply): never part of the deal's zero-sum score."""
    raw_result: Result | None
    result: Result | None
    score: Score | None
    policies: Mapping[str, str]
    needs_referee: tuple[str, ...]
    played_out: tuple[CompletedTrick, ...] = ()
    """After a claim: the tricks the referee had played."""
    referred: int = 0
    """How many reasons there were to refer the hand to a referee: ``needs_referee`` holds the first
    ``MAX_LISTED`` (the rest are counted, never made)."""


@dataclass(frozen=True)
class Case:
    """What the judge found, handed to the referee."""

    record: HandRecord
    rules: FrenchRules
    taker: int
    partner: int | None
    contract: Contract
    attack: frozenset[int]
    discard: tuple[Card, ...]
    tricks: tuple[CompletedTrick, ...]
    complete: bool
    violations: tuple[Violation, ...]
    poignees: tuple[PoigneeCase, ...]
    claim_point: ClaimPoint | None
    chelem_announced: bool
    petit_chelem_announced: bool
    miseres: tuple[Misere, ...]
    excuses: frozenset[Card]
    claim_budget: ClaimBudget | None = None
    """What the request's claim searches may still try (a fresh budget when None)."""
    chelem_announcer: int | None = None
    """The seat that announced the chelem: the taker, or a defender with option chelem_announcer; None when no
    chelem was announced (the judge sets both together)."""


def arbitrate(case: Case) -> Ruling | None:
    """The ruling, or None when there is nothing to rule (a regular hand) or the deal is not over."""
    events = case.record.events or ()
    claim = next((event for event in events if event.type == "claim" and event.seat is not None), None)
    incidents = [event for event in events if event.type in ("claim", "ecart_corrected")]
    if not case.violations and not incidents:
        return None
    if not case.complete and claim is None:
        return None
    return _Referee(case, claim).rule()


class _Referee:
    def __init__(self, case: Case, claim: Event | None):
        self.case = case
        self.rules = case.rules
        assert case.rules.arbitration is not None
        self.policy = case.rules.arbitration
        self.sitting_out = case.record.dealer if case.rules.dealer_sits_out else None
        self.claim = claim
        self.faults = self._classify()
        self.adjustments: list[Adjustment] = []
        referred = [fault for fault in self.faults if fault.kind in REFERRED]
        self.referred = len(referred)
        # The notes an answer can list, and no more (core/budget.py): hundreds of referred faults make no more.
        # A note is the fault's own sentence, which names its seat, trick and card: its code and pointer are the
        # ruling's ``faults``' fields, for programs.
        self.referee_notes: list[str] = [_quoted(fault) for fault in referred[:MAX_LISTED]]

    def side(self, seat: int) -> str:
        return ATTACK if seat in self.case.attack else DEFENCE

    # -- 1. the faults ------------------------------------------------------------------------------

    def _classify(self) -> list[Fault]:
        case = self.case
        faults: list[Fault] = []
        poignee_pointers = {f"/declarations/{poignee.index}" for poignee in case.poignees}
        poignee_faults = {poignee.index: self._poignee_faults(poignee) for poignee in case.poignees}
        reported: set[int] = set()
        for violation in case.violations:
            declaration = _declaration_of(violation.pointer)
            if declaration is not None and f"/declarations/{declaration}" in poignee_pointers:
                if declaration not in reported:  # every fault of that poignée, once, where it was first reported
                    reported.add(declaration)
                    faults.extend(poignee_faults[declaration])
                continue
            if violation.code.startswith("poignee_") and violation.pointer.startswith("/events/"):
                seat_cases = [p for p in case.poignees if p.seat == violation.seat]
                if seat_cases and seat_cases[0].index not in reported:
                    reported.add(seat_cases[0].index)
                    faults.extend(poignee_faults[seat_cases[0].index])
                continue
            faults.append(self._fault(violation))
        for index, found in poignee_faults.items():
            if index not in reported:
                faults.extend(found)
        return faults

    def _fault(self, violation: Violation) -> Fault:
        kind = KIND_OF_CODE.get(violation.code, NOT_COVERED)
        role, side = self._role(kind, violation)
        if (kind, role) not in RULES:  # e.g. a poignée fault on no poignée the table knows
            kind, role, side = NOT_COVERED, "any", None
        rule: FaultRule = RULES[(kind, role)]
        return Fault(violation.code, kind, rule.rectifiable, violation.seat, side, violation.trick, violation.card,
                     violation.pointer, rule.rule, rule.effect, violation.message, rule.annul_if, rule.sanction,
                     rule.returns_trick and self.policy.return_revoke_tricks)

    def _role(self, kind: str, violation: Violation) -> tuple[str, str | None]:
        case, seat = self.case, violation.seat
        # A fault at a seat off the table or of the dealer who sits out is a record error (seat_out_of_range,
        # seat_sits_out, event_invalid), referred below: every other kind has a seat at the table.
        side = None if seat is None else self.side(seat)
        if kind in (REVOKE, FAUX_ECART_COUNT, FAUX_ECART_CONTENT):
            return "any", side
        if kind == MISDEAL:
            if seat is not None and side == ATTACK and violation.code == "hand_size":
                return ("attack_hand" if self.policy.attack_wrong_count_annuls else "attack_hand_misdeal_rule"), None
            return "other", None
        if kind == EXPOSED_CARD:
            if seat == case.taker:
                return "taker", side
            return ("important" if self._important(violation) else "minor"), side
        if kind in (OUT_OF_TURN, HAND_DROPPED):
            return ("taker" if seat == case.taker else "other"), side
        if kind == DOG_SEEN:
            saw = {seat for event in case.record.events or () if event.type == "dog_seen" for seat in event.seats}
            return ("taker_saw_it" if case.taker in saw else "defence_only"), side
        # A record error, a fault the Code does not cover, or a poignée fault of no poignée the table knows: no side.
        return "any", None

    def _important(self, violation: Violation) -> bool:
        """J4: an oudler or a king, or several cards at once (an exposure event with more than one card)."""
        exposure = self.policy.exposure
        if exposure.every_card:
            return True
        cards = self._event_cards(violation.pointer)
        if exposure.several_at_once and len(cards) > 1:
            return True
        return exposure.oudlers_and_kings and any(card in OUDLERS or is_king(card) for card in cards)

    def _event_cards(self, pointer: str) -> tuple[Card, ...]:
        events = self.case.record.events or ()
        if pointer.startswith("/events/"):
            return events[int(pointer.split("/")[2])].cards
        return ()

    def _poignee_faults(self, poignee: PoigneeCase) -> list[Fault]:
        seat = poignee.seat
        side = self.side(seat)
        found = [Fault(v.code, RECORD_ERROR, False, seat, side, None, v.card, v.pointer, NOT_HELD_RULE, NO_RULING,
                       v.message) for v in poignee.not_held]
        for finding in poignee.findings:
            row = finding.row
            found.append(Fault(finding.code, POIGNEE, row.rectifiable, seat, side, None, None, finding.pointer,
                               row.rule, _poignee_effect(row.counted, row.annul_if), finding.message, row.annul_if,
                               row.sanction, counted=row.counted, poignee=poignee.index))
        return found

    # -- the pipeline -------------------------------------------------------------------------------

    def rule(self) -> Ruling:
        case = self.case
        deadline = None if case.claim_budget is None else case.claim_budget.deadline
        check(deadline)  # the request's deadline, between the faults' classification and what follows
        tricks = list(case.tricks)
        played_out: tuple[CompletedTrick, ...] = ()
        if self.claim is not None and not case.complete and not self.referee_notes:
            line = self._play_out_claim()
            check(deadline)
            if line is None:
                self.referee_notes.append(self._claim_too_long())
                self.referred += 1
            else:
                played_out = line
                tricks += line
        if self.referee_notes:
            return self._ruling(REFEREE, None, Text("The Code d'arbitrage gives no automatic ruling here: {note}",
                                                    note=self.referee_notes[0]), None, None, None, ())
        deal_tricks = len(tricks)
        actual_tricks = tuple(tricks)
        adjusted_tricks, kept_aside, no_petit_au_bout = self._adjust(actual_tricks)
        actual = self._count(actual_tricks, case.discard, deal_tricks)
        adjusted = self._count(adjusted_tricks, kept_aside, deal_tricks)
        self._note_transfers(actual_tricks, adjusted_tricks, adjusted)
        if no_petit_au_bout and adjusted.petit_au_bout is not None:
            self.adjustments.append(Adjustment(
                "petit_au_bout_withheld", Text("CA 2012 p.6: no petit au bout after a five-card écart (J9: in the "
                                               "lone last trick or the one before)"),
                Text("The petit au bout ({side}) is not scored.", side=_side(adjusted.petit_au_bout)),
                to_side=adjusted.petit_au_bout))
        offending = {fault.side for fault in self.faults if fault.annul_if == OFFENDER_WINS and fault.side is not None}
        raw_result = result_of(self._summary(actual, actual, (), False, deal_tricks))
        adjusted_for_chelem = adjusted if offending == {DEFENCE} else actual
        result = result_of(self._summary(adjusted, adjusted_for_chelem, (), no_petit_au_bout, deal_tricks))
        tested = result if self.policy.judge_after_return else raw_result

        def wins(side: str | None) -> bool:
            return tested.made == (side == ATTACK)

        annulling = [index for index, fault in enumerate(self.faults) if
                     fault.annul_if == ALWAYS or (fault.annul_if == OFFENDER_WINS and wins(fault.side))
                     or (fault.annul_if == TAKER_FAILS and not tested.made)]
        counted_poignees = self._counted_poignees(wins)
        both_sides = offending == {ATTACK, DEFENCE}
        summary = self._summary(adjusted, adjusted_for_chelem, counted_poignees, no_petit_au_bout, deal_tricks)
        if annulling or both_sides:
            why = Text("{rule}.", rule=BOTH_SIDES_RULE) if both_sides else self._annulled_because(
                self.faults[annulling[0]])
            score = _zero_score(score_of(summary, result, self.rules))
            return self._ruling(ANNULLED, False, Text("The deal is annulled and does not count as played: {why}",
                                                      why=why), raw_result, result, score, played_out)
        score = score_of(summary, result, self.rules)
        return self._ruling(SCORED, True, self._scored_reason(offending, tested), raw_result, result, score,
                            played_out)

    def _when(self) -> str:
        if self.policy.judge_after_return:
            return Text("once the illicit points were returned")
        return Text("on the record as played")

    def _annulled_because(self, fault: Fault) -> str:
        why: str
        if fault.annul_if == OFFENDER_WINS:
            why = Text("the offending side ({side}) still wins {when}", side=_side(fault.side), when=self._when())
        elif fault.annul_if == TAKER_FAILS:
            why = Text("the taker failed his contract")
        else:
            why = fault.effect
        return Text("{why}. {message}", why=why, message=_quoted(fault))

    def _scored_reason(self, offending: set[str], tested: Result) -> str:
        if offending:
            # One side: faults of both sides annul the deal (J5), so a scored deal never names two.
            return Text("The offending side ({sides}) lost {when}: the deal is scored on the adjusted cards.",
                        sides=_side(next(iter(offending))), when=self._when())
        if self.adjustments or any(not fault.rectifiable for fault in self.faults):
            return Text("No rule annuls the deal: it is scored with what the faults change.")
        return Text("Only rectifiable faults or incidents: the deal is scored as played.")

    def _claim_too_long(self) -> str:
        point = self.case.claim_point
        assert point is not None
        left = sum(len(hand) for hand in point.hands)
        if self._cutting_petit_in_play():
            return Text("The lone Petit that may cut (petit_sec: excuse_that_cuts) is still to be played, and the "
                        "claim search does not play its cuts; a human referee decides.")
        if left > MAX_CARDS_LEFT:
            return Text("The claim leaves too many cards to play out ({left}, more than {most}); a human referee "
                        "decides.", left=left, most=MAX_CARDS_LEFT)
        return Text("Playing out the claim needs more of the search than the request has left ({tricks:,} tricks "
                    "tried a request, shared by its records in order); a human referee decides.",
                    tricks=TRICKS_A_REQUEST)

    def _cutting_petit_in_play(self) -> bool:
        point = self.case.claim_point
        return (self.rules.petit_sec_cuts and PETIT in self.case.excuses and point is not None
                and (PETIT in point.partial or any(PETIT in hand for hand in point.hands)))

    def _play_out_claim(self) -> tuple[CompletedTrick, ...] | None:
        case, claim = self.case, self.claim
        assert claim is not None and claim.seat is not None and case.claim_point is not None
        claimer_in_attack = claim.seat in case.attack
        if self._cutting_petit_in_play():
            return None
        line = worst_line(case.claim_point, case.attack, claimer_in_attack, case.excuses,
                          self.rules.excuse_last_trick_changes_side,
                          case.chelem_announcer, case.claim_budget, self.rules.overtrump_on_cut)
        if line is None:
            return None
        first = len(case.claim_point.played)
        cards = tuple(card for trick in line for card in trick.cards)
        self.adjustments.append(Adjustment(
            "claim_played_out", CLAIM_RULE,
            Text("Seat {seat} claimed the rest; the referee had tricks {first} to {last} played the worst way for "
                 "the {side}.", seat=from_one(claim.seat), first=from_one(first),
                 last=from_one(first + len(line) - 1), side=_side(ATTACK if claimer_in_attack else DEFENCE)),
            trick=first, cards=cards, seat=claim.seat))
        return line

    # -- 3. ownership ---------------------------------------------------------------------------------

    def _adjust(self, tricks: tuple[CompletedTrick, ...]) -> tuple[tuple[CompletedTrick, ...], tuple[Card, ...], bool]:
        """The tricks with their adjusted winners, the écart as still counted for the attack, and whether the
        petit au bout is withheld."""
        case, rules = self.case, self.rules
        adjusted = list(tricks)
        kept = list(case.discard)
        no_petit_au_bout = False
        defender = next(seat for seat in range(rules.seats) if seat not in case.attack and seat != self.sitting_out)
        for fault in self.faults:
            if fault.returns_trick and fault.trick is not None and fault.trick < len(adjusted) and fault.side:
                trick = tricks[fault.trick]
                if self.side(trick.winner) == fault.side and adjusted[fault.trick].winner == trick.winner:
                    adjusted[fault.trick] = replace(trick, winner=defender if fault.side == ATTACK else case.taker)
        ecart_faults = {fault.kind for fault in self.faults}
        if FAUX_ECART_COUNT in ecart_faults:  # discard_size: only a contract with an écart has one to count
            extra = len(case.discard) - rules.dog_size
            if extra > 0:
                for index in range(max(0, len(tricks) - extra), len(tricks)):
                    if self.side(tricks[index].winner) == ATTACK:
                        adjusted[index] = replace(tricks[index], winner=defender)
                    self.adjustments.append(Adjustment(
                        "trick_without_taker", RULES[(FAUX_ECART_COUNT, "any")].rule,
                        Text("Trick {trick} was played without the taker, who had no card left: it is the "
                             "defence's.", trick=from_one(index)), trick=index, cards=tricks[index].cards,
                        to_side=DEFENCE))
                for card in _highest_valued(kept, extra):
                    kept.remove(card)
                    self.adjustments.append(Adjustment(
                        "card_transferred", Text("CA 2012 p.6: the referee gives the defence the highest-valued card "
                                                 "of a seven-card écart (J6: points, then oudler before king, then "
                                                 "rank; J7: one per extra card)"),
                        Text(TO_DEFENCE, card=card_code(card)), cards=(card,),
                        from_side=ATTACK, to_side=DEFENCE, half_points=HALF_POINTS[card]))
            elif extra < 0:
                no_petit_au_bout = True
                lone = [index for index, trick in enumerate(tricks) if trick.cards and len(trick.cards) == 1
                        and trick.winner == case.taker]
                for index in lone:
                    self.adjustments.append(Adjustment(
                        "lone_trick_to_taker", RULES[(FAUX_ECART_COUNT, "any")].rule,
                        Text("Trick {trick} is the taker's last card alone: it is his, without petit au bout.",
                             trick=from_one(index)),
                        trick=index, cards=tricks[index].cards, to_side=ATTACK))
        if (FAUX_ECART_CONTENT in ecart_faults and self.policy.ecart_content_to_defence
                and case.contract.dog is DogDestination.ECART):
            for card in [card for card in kept if card in OUDLERS or is_king(card)]:
                kept.remove(card)
                self.adjustments.append(Adjustment(
                    "card_transferred", Text("J8 (option arbitration_ecart_content): the faulty écart's kings and "
                                             "oudlers go to the defence"), Text(TO_DEFENCE, card=card_code(card)),
                    cards=(card,), from_side=ATTACK, to_side=DEFENCE, half_points=HALF_POINTS[card]))
        return tuple(adjusted), tuple(kept), no_petit_au_bout

    def _note_transfers(self, actual: Sequence[CompletedTrick], adjusted: Sequence[CompletedTrick],
                        count: Count) -> None:
        for index, (before, after) in enumerate(zip(actual, adjusted, strict=True)):
            if before.winner == after.winner or any(a.kind == "trick_without_taker" and a.trick == index
                                                     for a in self.adjustments):
                continue
            to_side = self.side(after.winner)
            fault = next(fault for fault in self.faults if fault.returns_trick and fault.trick == index)
            self.adjustments.append(Adjustment(
                "trick_transferred", fault.rule,
                Text("Trick {trick} ({cards}), won by the offending {offender} with a revoke in it, goes to the "
                     "{side}: {points} points.", trick=from_one(index),
                     cards=", ".join(card_code(card) for card in before.cards),
                     offender=_side(self.side(before.winner)), side=_side(to_side),
                     points=_points(count.half_points_to_winner[index])),
                trick=index, cards=before.cards, from_side=self.side(before.winner), to_side=to_side,
                half_points=count.half_points_to_winner[index]))

    def _count(self, tricks: tuple[CompletedTrick, ...], kept_aside: Sequence[Card], deal_tricks: int | None
               ) -> Count:
        case = self.case
        # Without an écart (a garde sans or contre) count_cards counts the dog, not ``kept_aside``.
        return count_cards(tricks, case.attack, case.record.dog, kept_aside, case.contract.dog, self.rules,
                           case.excuses, deal_tricks, case.taker, case.chelem_announcer)

    # -- 4-6. result, poignées, score -----------------------------------------------------------------

    def _summary(self, count: Count, chelem_count: Count, poignees: Sequence[str], no_petit_au_bout: bool,
                 deal_tricks: int) -> DealSummary:
        case = self.case
        return DealSummary(
            taker=case.taker, partner=case.partner, contract=case.contract.name,
            attack_half_points=count.attack_half_points, oudlers=count.attack_oudlers,
            petit_au_bout=None if no_petit_au_bout else count.petit_au_bout,
            poignees=tuple(poignees), chelem_announced=case.chelem_announced,
            chelem_won_by=chelem_count.chelem_won_by,
            petit_chelem_announced=case.petit_chelem_announced,
            petit_chelem_made=takes_petit_chelem(chelem_count.attack_tricks, deal_tricks, self.rules),
            miseres=case.miseres, sitting_out=self.sitting_out,
            chelem_announced_by=ATTACK if case.chelem_announcer is None or case.chelem_announcer in case.attack
            else DEFENCE,
        )

    def _counted_poignees(self, wins: Callable[[str | None], bool]) -> list[str]:
        """Each poignée's size when it counts: a faultless one always; a faulty one when no row drops it. (A
        poignée with a card not held is a record error: that ruling is the referee's, and never gets here.)"""
        counted = []
        for poignee in self.case.poignees:
            faults = [fault for fault in self.faults if fault.poignee == poignee.index]
            side = self.side(poignee.seat)
            if all(fault.counted == ALWAYS_COUNTED or (fault.counted == IF_OFFENDER_LOSES and not wins(side))
                   for fault in faults):
                counted.append(poignee.level)
            elif faults:
                self.adjustments.append(Adjustment(
                    "poignee_not_counted", faults[0].rule,
                    _poignee_not_counted(poignee.level, poignee.seat), seat=poignee.seat))
        return counted

    def _ruling(self, outcome: str, counts: bool | None, reason: str, raw: Result | None, result: Result | None,
                score: Score | None, played_out: tuple[CompletedTrick, ...]) -> Ruling:
        sanctions, penalties = self._sanctions()
        return Ruling(outcome, counts, reason, tuple(self.faults), tuple(self.adjustments), sanctions, penalties,
                      raw, result, score, self.policy.choices, tuple(self.referee_notes), played_out, self.referred)

    def _sanctions(self) -> tuple[tuple[Sanction, ...], tuple[int, ...]]:
        """One warning and one discretionary penalty at most per seat and deal, citing every fault behind it
        (CA 2012 p.12: faults in one deal do not add up; digest §4.3 step 6)."""
        grouped: dict[tuple[int, str], list[int]] = {}
        for index, fault in enumerate(self.faults):
            if fault.sanction is not None and fault.seat is not None:
                grouped.setdefault((fault.seat, fault.sanction), []).append(index)
        penalties = [0] * self.rules.seats
        sanctions = []
        for (seat, kind), indices in grouped.items():
            rules = joined(list(dict.fromkeys(self.faults[index].rule for index in indices)))
            named = from_one(seat)
            if kind == WARNING:
                sanctions.append(Sanction(seat, WARNING, 0, True, tuple(indices), rules,
                                          Text("Seat {seat}: a warning (100 points on a repeat).", seat=named)))
                continue
            applied = self.policy.apply_discretionary_penalty
            if applied:
                penalties[seat] -= DISCRETIONARY_POINTS
            sanctions.append(Sanction(seat, DISCRETIONARY_PENALTY, DISCRETIONARY_POINTS, applied, tuple(indices),
                                      Text("{rules}; J3: the 100 is the referee's to give", rules=rules),
                                      Text("Seat {seat}: a warning, or {points} points at the referee's discretion "
                                           "(applied).", seat=named, points=DISCRETIONARY_POINTS) if applied else
                                      Text("Seat {seat}: a warning, or {points} points at the referee's "
                                           "discretion.", seat=named, points=DISCRETIONARY_POINTS)))
        return tuple(sanctions), tuple(penalties)


NOT_HELD_RULE = Text("J16: a poignée with a card not held (or not a trump) cannot have been shown; left to a human "
                     "referee (option arbitration_poignee_not_held: unfixable rules it)")
NO_RULING = Text("no ruling")


def _declaration_of(pointer: str) -> int | None:
    parts = pointer.split("/")
    if len(parts) >= 3 and parts[1] == "declarations" and parts[2].isdigit():
        return int(parts[2])
    return None


def _poignee_effect(counted: str | None, annul_if: str | None) -> str:
    if counted in (ALWAYS_COUNTED, None):
        counts = Text("the poignée counts")
    elif counted == IF_OFFENDER_LOSES:
        counts = Text("the poignée counts only if its side loses")
    else:
        counts = Text("the poignée does not count")
    return Text("{effect}; annulled if its side wins", effect=counts) if annul_if == OFFENDER_WINS else counts


TO_DEFENCE = "{card} goes from the écart to the defence."


def _poignee_not_counted(level: str, seat: int) -> str:
    """A template per size, so that each language says the size in its players' words ("la double poignée",
    "die doppelte Poignée"), never the wire's value inside its sentence."""
    if level == "triple":
        return Text("Seat {seat}'s triple poignée is not counted.", seat=from_one(seat))
    if level == "double":
        return Text("Seat {seat}'s double poignée is not counted.", seat=from_one(seat))
    return Text("Seat {seat}'s simple poignée is not counted.", seat=from_one(seat))


def _points(half_points: int) -> int | float:
    """Card points from half points: 7, or 7.5 (a number, that each language writes its own way)."""
    return half_points // 2 if half_points % 2 == 0 else half_points / 2


def _side(side: str | None) -> str:
    """A side's name in a ruling's text ("the attack", "the defence"), translated as a phrase of its own (l'attaque,
    die Verteidiger), never the wire's value."""
    return Text("attack") if side == ATTACK else Text("defence")


def _quoted(fault: Fault) -> str:
    """A fault's message inside another text, with what rebuilds it in another language."""
    return violation_text(fault.message, "french-tarot")


def _highest_valued(cards: Sequence[Card], count: int) -> list[Card]:
    """J6: the ``count`` highest-valued cards: points, then an oudler before a king, then the higher rank."""
    ranked = sorted(cards, key=lambda card: (-HALF_POINTS[card], card not in OUDLERS, -rank_of(card), card))
    return ranked[:count]


def _zero_score(score: Score) -> Score:
    return replace(score, petit_au_bout=0, poignees=0, chelem=0, per_defender=0,
                   deltas=tuple(0 for _ in score.deltas), game=0, petit_chelem=0, miseres=0)

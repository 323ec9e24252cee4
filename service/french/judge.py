"""The French Tarot judge: walks a hand record phase by phase as far as it goes, collecting every violation.

Each phase lives in its own module; this one only orders them and carries what one phase tells the
next (the taker, the hands as they stand, the camps).
"""

from __future__ import annotations

from dataclasses import replace

from ..core.cards import EXCUSE, HALF_POINTS, PETIT, Card, card_code, is_trump, suit_of
from ..core.text import NO_SEAT, Text, from_one
from ..core.verdict import ALL_PASSED, ANNULLED, COMPLETE, IN_PROGRESS, PlayedTrick, Verdict
from ..core.violations import Violation
from .arbitration.claim import ClaimBudget, ClaimPoint, seats_from
from .arbitration.events import PHASE_ORDER, PlayFacts, TrickLog, event_violations
from .arbitration.poignees import classify_poignees, event_findings
from .arbitration.ruling import Case, arbitrate
from .auction import call_name, judge_auction
from .call import call_problem, partner_of
from .counting import CompletedTrick, count_cards, excuse_wins_last_trick
from .deal import annulment_choice_fault, annulment_reason, check_deal, imprenable_petit
from .deal_sequence import check_deal_sequence
from .declarations import DeclarationOutcome, declaration_timing_violations, judge_declarations
from .ecart import check_discard, hand_after_discard
from .play import Hand, TrickState, high_mask, trick_fault
from .record import Event, HandRecord
from .rules import CHELEM_CALL, Contract, DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE, DealSummary, result_of, score_of, takes_petit_chelem
from .tables import seating_of
from .two_players import judge_two_players


def judge(record: HandRecord, rules: FrenchRules, claim_budget: ClaimBudget | None = None) -> Verdict:
    """The verdict on ``record`` at any table of the rule set; ``claim_budget``: what the request's claim
    searches may still try (a claim is searched only with ``arbitration: fft``; a fresh budget when None)."""
    if rules.piles:
        return judge_two_players(record, rules)
    return _Judge(record, rules, claim_budget).run()


_RECORD_PARTS = {"auction": Text("the auction"), "called_card": Text("the called card"),
                 "discard": Text("the écart"), "declarations": Text("the declarations"), "tricks": Text("the tricks")}
"""The parts of a record that come after the auction, as a message names one the record should not have."""


class _Judge:
    def __init__(self, record: HandRecord, rules: FrenchRules, claim_budget: ClaimBudget | None = None):
        self.record = record
        self.rules = rules
        self.claim_budget = claim_budget
        # Every phase names the table's own seats; the dealer who sits out (if any) is dealt no cards.
        self.seating = seating_of(rules, record.dealer)
        self.hands_dealt: tuple[tuple[Card, ...], ...] = record.hands
        # The details as a dict display: compiled, dict.update(**names) would build a second dict to merge.
        self.verdict = Verdict(status=IN_PROGRESS,
                               details={"taker": None, "contract": None, "partner": None, "called_card": None})
        self.details = self.verdict.details
        self.valid_call: Card | None = None
        self.excuses = imprenable_petit(record, rules)
        # Seed 001's lone Petit, which may also cut (``TrickState.cutter``).
        self.cutter_bits = high_mask((PETIT,)) if rules.petit_sec_cuts and PETIT in self.excuses else 0
        # The arbitration's walk: tricks of this deal (hands of a wrong size change it), what each trick met,
        # out-of-turn events it consumed, and where the record stops (a claim's starting point).
        self.deal_tricks: int | None = None
        self.trick_log: list[TrickLog] = []
        self.consumed: set[int] = set()
        self.claim_point: ClaimPoint | None = None
        if rules.arbitration is not None:
            self.details["ruling"] = None

    def report(self, violations: list[Violation]) -> None:
        self.verdict.violations.extend(violations)

    def run(self) -> Verdict:
        record, rules = self.record, self.rules
        if not self._seats_are_valid():
            return self.verdict
        sitting_out = self.seating.sitting_out
        self.hands_dealt = record.hands if sitting_out is None else tuple(
            () if seat == sitting_out else hand for seat, hand in enumerate(record.hands))
        self.report(check_deal(record, rules))
        if record.deal_sequence is not None:
            self.report(check_deal_sequence(record.deal_sequence, record, rules, self.seating))
        if record.annulment_choice is not None:
            choice_fault = annulment_choice_fault(record, rules)
            if choice_fault is not None:
                self.report([choice_fault])
        reason = annulment_reason(record, rules)
        if reason is not None:
            self.verdict.status, self.verdict.reason = ANNULLED, reason
            self.details["next_dealer"] = (record.dealer + 1) % rules.seats
            self._forbid_anything_after("auction", Text("the deal is annulled ({reason})", reason=reason))
            return self.verdict
        if not record.auction:
            self._require_absent_after("auction")
            return self.verdict
        auction = judge_auction(record.auction, record.dealer, rules)
        self.report(auction.violations)
        if not auction.complete:
            self._require_absent_after("auction")
            return self.verdict
        if auction.all_passed:
            self.verdict.status, self.verdict.reason = ALL_PASSED, Text("every player passed")
            self.details["next_dealer"] = record.dealer if rules.same_dealer_after_all_pass else (
                (record.dealer + 1) % rules.seats)
            self._forbid_anything_after("called_card", Text("every player passed"))
            return self.verdict
        assert auction.taker is not None
        assert auction.contract is not None
        self._play_contract(auction.taker, auction.contract)
        return self.verdict

    # -- the record's shape -------------------------------------------------------------------------

    def _seats_are_valid(self) -> bool:
        record, seats = self.record, self.rules.seats
        if len(record.hands) != seats:
            if self.rules.dealer_sits_out:
                message = Text("The record has {hands} hands for {seats} seats.", hands=len(record.hands), seats=seats)
            else:
                message = Text("The record has {hands} hands for {players} players.", hands=len(record.hands),
                               players=seats)
            self.report([Violation("hands_count", "deal", message, "/hands")])
            return False
        if record.dealer >= seats:
            self.report([Violation("seat_out_of_range", "deal", Text(NO_SEAT, seat=from_one(record.dealer),
                                                                     players=seats), "/dealer", seat=record.dealer)])
            return False
        return True

    _LATER_FIELDS = ("auction", "called_card", "discard", "declarations", "tricks")

    def _first_present_after(self, field: str) -> str | None:
        later = self._LATER_FIELDS[self._LATER_FIELDS.index(field):]
        for name in later:
            value = getattr(self.record, name)
            if value is not None and value != ():
                return name
        return None

    def _forbid_anything_after(self, field: str, why: Text) -> None:
        present = self._first_present_after(field)
        if present is not None:
            phase = {"auction": "auction", "called_card": "call", "discard": "discard",
                     "declarations": "declaration", "tricks": "play"}[present]
            self.report([Violation("played_after_annulment", phase,
                                   Text("The record goes on with {part} although {why}: the deal must be dealt again.",
                                        part=_RECORD_PARTS[present], why=why), f"/{present}")])

    def _require_absent_after(self, field: str) -> None:
        """A record may stop at any phase, but may not skip one: later phases need this one finished."""
        after = self._LATER_FIELDS[self._LATER_FIELDS.index(field) + 1:]
        for name in after:
            value = getattr(self.record, name)
            if value is not None and value != ():
                self.report([Violation("auction_incomplete", "auction",
                                       Text("The record has {part} but the auction is not finished.",
                                            part=_RECORD_PARTS[name]), "/auction")])
                return

    # -- after the auction --------------------------------------------------------------------------

    def _play_contract(self, taker: int, contract_name: str) -> None:
        record, rules = self.record, self.rules
        contract = rules.contract(contract_name)
        assert contract is not None
        self.details["taker"], self.details["contract"] = taker, contract_name
        # Option call_timing: the call judged on the hand the taker holds after his écart, when he makes one.
        call_after_ecart = rules.call_after_ecart and contract.dog is DogDestination.ECART
        partner = None if call_after_ecart else self._judge_call(taker, record.hands[taker])
        hands = list(self.hands_dealt)
        discard: tuple[Card, ...] = ()
        # Trumps forced into the écart were shown there and count toward a poignée (FFT: 4 kings, 15 trumps).
        trumps_shown_in_ecart: tuple[Card, ...] = ()
        continues = bool(record.declarations or record.tricks)
        if contract.dog is DogDestination.ECART:
            taker_cards = hands[taker] + record.dog
            if record.discard is not None:
                discard = record.discard
                discard_faults = check_discard(discard, taker, taker_cards, rules)
                self.report(discard_faults)
                if not any(fault.code == "discard_trump_not_forced" for fault in discard_faults):
                    trumps_shown_in_ecart = tuple(card for card in discard if is_trump(card))
                hands[taker] = hand_after_discard(taker_cards, discard)
            else:
                hands[taker] = taker_cards
                if continues:
                    self.report([Violation("discard_size", "discard",
                                           Text("The record goes on without the taker's écart of {size} cards.",
                                                size=rules.dog_size), "/discard", seat=taker)])
            if call_after_ecart:
                partner = self._judge_call(taker, hands[taker])
        elif record.discard:
            self.report([Violation("discard_not_allowed", "discard",
                                   Text("There is no écart with a {contract}: the dog stays face down.",
                                        contract=call_name(contract_name)),
                                   "/discard", seat=taker)])
        declarations = judge_declarations(
            record.declarations or (), tuple(hands), taker, trumps_shown_in_ecart, rules, self.seating,
            chelem_called=contract_name == CHELEM_CALL,
        )
        self.report(declarations.violations)
        # Whoever announced a chelem leads and keeps the Excuse for the last trick: the taker, or with the
        # option chelem_announcer a defender.
        announcer = taker if declarations.chelem_announcer is None else declarations.chelem_announcer
        if record.declarations:
            first_leader = announcer if declarations.chelem_announced else self.seating.first
            self.report(declaration_timing_violations(record.declarations, first_leader, rules, self.seating))
        attack = frozenset({taker} if partner is None else {taker, partner})
        announcing_side = ATTACK if announcer in attack else DEFENCE
        if declarations.chelem_announced:
            self.details["chelem_announcement"] = {
                "seat": announcer, "side": announcing_side, "called": contract_name == CHELEM_CALL,
            }
        if rules.arbitration is None:
            completed = self._judge_play(hands, announcer, attack, declarations.chelem_announced)
        else:
            completed = self._judge_play_arbitrated(hands, announcer, attack, declarations.chelem_announced)
        count = count_cards(completed, attack, record.dog, discard, contract.dog, rules, self.excuses,
                            self.deal_tricks, taker, declarations.chelem_announcer)
        unfinished = self.verdict.tricks  # the trick the record stops in, if any
        to_winner = count.half_points_to_winner
        assert len(to_winner) == len(completed)
        # By index rather than zip(strict=True), which compiled code calls as a Python function.
        self.verdict.tricks = [
            PlayedTrick(trick.leader, trick.winner, trick.cards, to_winner[index])
            for index, trick in enumerate(completed)
        ] + unfinished
        if rules.arbitration is not None:
            self._arbitrate(contract, partner, attack, tuple(hands), discard, trumps_shown_in_ecart, declarations,
                            completed)
        faulty_ecart_only = rules.faulty_ecart_penalty and all(
            violation.phase == "discard" for violation in self.verdict.violations
        )
        if self.verdict.status != COMPLETE or not (self.verdict.legal or faulty_ecart_only):
            return
        summary = DealSummary(
            taker=taker,
            partner=partner,
            contract=contract_name,
            attack_half_points=count.attack_half_points,
            oudlers=count.attack_oudlers,
            petit_au_bout=count.petit_au_bout,
            poignees=tuple(poignee.size for poignee in declarations.poignees),
            chelem_announced=declarations.chelem_announced,
            chelem_won_by=count.chelem_won_by,
            petit_chelem_announced=declarations.petit_chelem_announced,
            petit_chelem_made=takes_petit_chelem(count.attack_tricks, self.deal_tricks or rules.hand_size, rules),
            miseres=tuple(declarations.miseres),
            sitting_out=self.seating.sitting_out,
            chelem_announced_by=announcing_side,
        )
        self.verdict.result = result_of(summary)
        self.verdict.score = score_of(summary, self.verdict.result, rules)
        if not self.verdict.legal:
            self._apply_faulty_ecart_penalty()

    def _apply_faulty_ecart_penalty(self) -> None:
        """Seed 001: a taker who fails pays as usual despite his faulty écart; one who makes it gets nothing."""
        if not self.verdict.result.made:
            self.details["penalty"] = {"rule": "faulty_ecart", "outcome": "scored",
                                       "message": Text("Faulty écart and the contract failed: the taker pays as "
                                                       "usual.")}
            return
        self.verdict.status = ANNULLED
        self.verdict.reason = Text("faulty écart and the contract made: the deal is annulled (house penalty)")
        self.details["next_dealer"] = (self.record.dealer + 1) % self.rules.seats
        self.verdict.score = replace(self.verdict.score, per_defender=0,
                                     deltas=tuple(0 for _ in self.verdict.score.deltas))
        self.details["penalty"] = {"rule": "faulty_ecart", "outcome": "annulled",
                                   "message": Text("Faulty écart and the contract made: the deal is annulled.")}

    def _judge_call(self, taker: int, taker_hand: tuple[Card, ...]) -> int | None:
        """The called card checked against ``taker_hand``: the partner, or None (alone, or no valid call)."""
        record, rules = self.record, self.rules
        called = record.called_card
        if not rules.calls_partner:
            if called is not None:
                self.report([Violation("called_card_not_allowed", "call",
                                       Text("No partner is called with {players} players.", players=rules.players),
                                       "/called_card", seat=taker, card=called)])
            return None
        if called is None:
            if self._first_present_after("discard") is not None:
                when = (Text("With 5 players the taker calls a card after his écart (option call_timing); the record "
                             "has none.") if rules.call_after_ecart else
                        Text("With 5 players the taker calls a card before the dog is shown; the record has none."))
                self.report([Violation("called_card_missing", "call", when, "/called_card", seat=taker)])
            return None
        self.details["called_card"] = called
        problem = call_problem(called, taker_hand)
        if problem is not None:
            self.report([Violation("called_card_not_allowed", "call", problem, "/called_card", seat=taker,
                                   card=called)])
            return None
        partner = partner_of(called, taker, self.hands_dealt)
        self.details["partner"] = partner
        self.valid_call = called
        return partner

    # -- the tricks ---------------------------------------------------------------------------------

    def _judge_play(
        self, hands: list[tuple[Card, ...]], announcer: int, attack: frozenset[int], chelem_announced: bool
    ) -> list[CompletedTrick]:
        record, rules = self.record, self.rules
        players, tricks = rules.players, record.tricks or ()
        held = [Hand(hand) for hand in hands]
        excuse_bits = high_mask(self.excuses)
        orders = self.seating.orders
        leader = announcer if chelem_announced else self.seating.first
        called = self.valid_call if rules.called_suit_first_lead_forbidden else None
        completed: list[CompletedTrick] = []
        last_index = rules.hand_size - 1
        for index, trick in enumerate(tricks):
            if index > last_index:
                self.report([Violation("trick_size", "play",
                                       Text("The record has {tricks} tricks; a deal has {deal_tricks}.",
                                            tricks=len(tricks), deal_tricks=rules.hand_size),
                                       f"/tricks/{index}", trick=index)])
                return completed
            if len(trick) > players or (len(trick) < players and index != len(tricks) - 1):
                self.report([Violation("trick_size", "play",
                                       Text("Trick {trick} has {size} cards; each trick has one card per player "
                                            "({players}).", trick=from_one(index), size=len(trick), players=players),
                                       f"/tricks/{index}", trick=index)])
                return completed
            state = TrickState(excuse_bits, self.cutter_bits, self.rules.overtrump_on_cut)
            order = orders[leader]
            first_lead_banned = index == 0 and called is not None
            for position, card in enumerate(trick):
                seat = order[position]
                hand = held[seat]
                # A card that raises no question (_judge_card's legal case) is played in one step.
                if not (first_lead_banned or (chelem_announced and card == EXCUSE)) and state.play_held(hand, card):
                    continue
                self._judge_card(held, seat, state, card, index, position, called, announcer, chelem_announced)
                state.add(card, state.cuts(hand, card))
            if len(trick) < players:
                self.verdict.tricks.append(PlayedTrick(leader, None, trick, sum(HALF_POINTS[card] for card in trick)))
                return completed
            # The last trick is never the first here (a hand has 14 cards or more), so tricks came before it.
            if index == last_index and excuse_wins_last_trick(
                all((done.winner in attack) == (leader in attack) for done in completed), trick
            ):
                winner = leader
            else:
                winner = order[state.winner]
            completed.append(CompletedTrick(leader, trick, winner, order))
            leader = winner
        if len(completed) == rules.hand_size:
            self.verdict.status = COMPLETE
        return completed

    def _judge_card(
        self,
        held: list[Hand],
        seat: int,
        state: TrickState,
        card: Card,
        trick: int,
        position: int,
        called: Card | None,
        announcer: int,
        chelem_announced: bool,
        last_trick: int | None = None,
    ) -> bool:
        """Reports what is wrong with ``seat`` playing ``card`` to the trick in ``state``, and takes the card
        out of its hand (``held``): True when the seat held it."""
        # Called for every card of the deal: nothing is built unless there is a violation.
        hand = held[seat]
        if not hand.holds(card):
            holder = next((other for other, cards in enumerate(held) if cards.holds(card)), None)
            if trick == 0 and position == 0 and holder is not None:
                self._report_card("wrong_first_leader", Text("The first trick is led with {card} from seat {holder}; "
                                                             "seat {seat} leads.", card=card_code(card),
                                                             holder=from_one(holder), seat=from_one(seat)),
                                  seat, trick, position, card)
            elif holder is not None:
                self._report_card("card_not_held", Text("Seat {seat} plays {card}, which it does not hold (seat "
                                                        "{holder} holds it).", seat=from_one(seat),
                                                        card=card_code(card), holder=from_one(holder)),
                                  seat, trick, position, card)
            else:
                self._report_card("card_not_held", Text("Seat {seat} plays {card}, which it does not hold.",
                                                        seat=from_one(seat), card=card_code(card)),
                                  seat, trick, position, card)
            return False
        banned = (suit_of(called) if called is not None and trick == 0
                  and (position == 0 or self.rules.called_suit_ban_after_excuse_lead) else None)
        if not state.allows(hand, card) or (state.led is None and banned is not None):
            fault = trick_fault(hand, state, card, seat, banned, called)
            if fault is not None:
                self._report_card(fault.code, fault.message, seat, trick, position, card)
        last = self.rules.hand_size - 1 if last_trick is None else last_trick
        if chelem_announced and seat == announcer and card == EXCUSE and trick != last:
            if seat == self.details["taker"]:
                message = Text("The taker announced a chelem and plays the Excuse in trick {trick}; it must be "
                               "played last.", trick=from_one(trick))
            else:
                message = Text("Seat {seat} announced a chelem and plays the Excuse in trick {trick}; it must be "
                               "played last.", seat=from_one(seat), trick=from_one(trick))
            self._report_card("chelem_excuse_not_last", message, seat, trick, position, card)
        hand.remove(card)
        return True

    def _report_card(self, code: str, message: str, seat: int, trick: int, position: int, card: Card) -> None:
        self.report([Violation(code, "play", message, f"/tricks/{trick}/{position}", seat=seat, trick=trick,
                               card=card)])

    # -- the arbitration (option arbitration: fft) ------------------------------------------------------

    def _judge_play_arbitrated(
        self, hands: list[tuple[Card, ...]], announcer: int, attack: frozenset[int], chelem_announced: bool
    ) -> list[CompletedTrick]:
        """The play as a referee follows it: a seat without cards left is skipped (a faux écart, a misdeal),
        the deal lasts until every card is played, and a lead by the wrong seat is taken as a lead out of
        turn that the table accepted (unless an event says it was refused) [digest §3.4, §3.6, §3.9]."""
        record, rules = self.record, self.rules
        tricks = record.tricks or ()
        in_hand = [list(hand) for hand in hands]
        held = [Hand(hand) for hand in hands]
        excuse_bits = high_mask(self.excuses)
        leader = announcer if chelem_announced else self.seating.first
        called = self.valid_call if rules.called_suit_first_lead_forbidden else None
        events = record.events or ()
        refused = {event.trick for event in events if event.type == "out_of_turn" and event.choice in
                   ("same_suit", "other_suit")}
        # One hand a seat (_seats_are_valid), so never an empty max: the deal lasts as long as the longest hand.
        total = max(len(hand) for hand in in_hand)
        self.deal_tricks = total
        completed: list[CompletedTrick] = []
        cards_before = 0
        for index, trick in enumerate(tricks):
            seats = seats_from(leader, in_hand)
            if not seats:
                self.report([Violation("trick_size", "play", Text("The record has {tricks} tricks; every card was "
                                                                  "played after {played}.", tricks=len(tricks),
                                                                  played=index), f"/tricks/{index}", trick=index)])
                return completed
            rightful = seats[0]
            if trick and trick[0] not in in_hand[rightful] and index not in refused:
                holder = next((seat for seat in seats if trick[0] in in_hand[seat]), None)
                if holder is not None:
                    self._lead_out_of_turn(index, holder, rightful, trick[0], events)
                    seats = seats_from(holder, in_hand)
            self.trick_log.append(TrickLog(index, tuple(tuple(hand) for hand in in_hand), seats, trick,
                                           cards_before, rightful))
            if len(trick) > len(seats) or (len(trick) < len(seats) and index != len(tricks) - 1):
                self.report([Violation("trick_size", "play",
                                       Text("Trick {trick} has {size} cards; {seats} seats still hold cards.",
                                            trick=from_one(index), size=len(trick), seats=len(seats)),
                                       f"/tricks/{index}", trick=index)])
                return completed
            state = TrickState(excuse_bits, self.cutter_bits, self.rules.overtrump_on_cut)
            for position, card in enumerate(trick):
                seat = seats[position]
                if self._judge_card(held, seat, state, card, index, position, called, announcer, chelem_announced,
                                    total - 1):
                    # Every copy, as ``held`` has it: a card dealt twice to a seat is played once.
                    in_hand[seat] = [other for other in in_hand[seat] if other != card]
                state.add(card, state.cuts(held[seat], card))
            if len(trick) < len(seats):
                self.verdict.tricks.append(PlayedTrick(seats[0], None, trick, sum(HALF_POINTS[card] for card in trick)))
                self.claim_point = ClaimPoint(tuple(tuple(hand) for hand in in_hand), seats[0], trick, seats,
                                              tuple(completed))
                return completed
            took_all_before = all((done.winner in attack) == (seats[0] in attack) for done in completed)
            if index == total - 1 and excuse_wins_last_trick(took_all_before and index > 0, trick):
                winner = seats[0]
            else:
                winner = seats[state.winner]
            completed.append(CompletedTrick(seats[0], trick, winner, seats))
            leader = winner
            cards_before += len(trick)
        if not any(in_hand) and completed:
            self.verdict.status = COMPLETE
        else:
            self.claim_point = ClaimPoint(tuple(tuple(hand) for hand in in_hand), leader, (), (), tuple(completed))
        return completed

    def _lead_out_of_turn(self, index: int, holder: int, rightful: int, card: Card, events: tuple[Event, ...]) -> None:
        for number, event in enumerate(events):
            if event.type == "out_of_turn" and event.trick == index and event.seat == holder and event.cards == (card,):
                self.consumed.add(number)
        self.report([Violation("played_out_of_turn", "play",
                               Text("Seat {seat} led trick {trick} with {card}; seat {rightful} was on lead. The table "
                                    "played on from that lead (taken as accepted).", seat=from_one(holder),
                                    trick=from_one(index), card=card_code(card), rightful=from_one(rightful)),
                               f"/tricks/{index}/0", seat=holder, trick=index, card=card)])

    def _arbitrate(
        self,
        contract: Contract,
        partner: int | None,
        attack: frozenset[int],
        hands: tuple[tuple[Card, ...], ...],
        discard: tuple[Card, ...],
        forced_ecart_trumps: tuple[Card, ...],
        declarations: DeclarationOutcome,
        completed: list[CompletedTrick],
    ) -> None:
        """Checks the events against the play, reports the faults they show, and asks for the ruling."""
        record, rules = self.record, self.rules
        policy = rules.arbitration
        assert policy is not None
        taker = self.details["taker"]
        events = record.events or ()
        poignees = classify_poignees(record.declarations or (), events, hands, forced_ecart_trumps, taker,
                                     self.trick_log, self.verdict.violations, rules,
                                     not policy.refer_poignee_not_held)
        facts = PlayFacts(taker, contract.dog, record.discard is not None, tuple(self.trick_log), hands,
                          frozenset(self.consumed), frozenset(poignee.seat for poignee in poignees),
                          self.seating.sitting_out)
        self._merge(event_violations(events, facts, rules) + event_findings(poignees))
        self.details["ruling"] = arbitrate(Case(
            record=record, rules=rules, taker=taker, partner=partner, contract=contract, attack=attack,
            discard=discard, tricks=tuple(completed),
            complete=self.verdict.status == COMPLETE, violations=tuple(self.verdict.violations),
            poignees=tuple(poignees), claim_point=self.claim_point,
            chelem_announced=declarations.chelem_announced,
            petit_chelem_announced=declarations.petit_chelem_announced,
            miseres=tuple(declarations.miseres), excuses=self.excuses, claim_budget=self.claim_budget,
            chelem_announcer=declarations.chelem_announcer,
        ))

    def _merge(self, found: list[Violation]) -> None:
        """Each violation the events show, after the judge's own of an earlier or the same moment."""
        def moment(violation: Violation) -> tuple[int, int]:
            return PHASE_ORDER.index(violation.phase), -1 if violation.trick is None else violation.trick

        for violation in found:
            violations = self.verdict.violations
            at = len(violations)
            while at > 0 and moment(violations[at - 1]) > moment(violation):
                at -= 1
            violations.insert(at, violation)

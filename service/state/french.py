"""A French Tarot hand in progress (docs/state.md): whose turn, the legal actions, and the hand's record.

The position is kept the way the judge walks a record (french/judge.py): each seat's hand as two bitsets
(french/play.py's ``Hand``), the trick as a ``TrickState``, and the same rules asked of them, so that the legal
cards are ``legal_masks`` of the position, computed without rebuilding anything. The rarer actions (a call, the
call of a card, the écart, a declaration) are checked by the phase modules the judge calls; why an action is
illegal is always the judge's own answer on the record with that action added, built only when asked.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from ..core.cards import CARD_CODES, EXCUSE, KING, OUDLERS, PETIT, Card, parse_card, rank_of, suit_of
from ..core.text import NO_SEAT, Text, from_one
from ..core.verdict import Verdict
from ..core.violations import Violation
from ..french.auction import judge_auction
from ..french.call import call_problem, callable_ranks, partner_of
from ..french.counting import excuse_wins_last_trick
from ..french.deal import annulment_reason, check_deal, imprenable_petit
from ..french.declarations import judge_declarations
from ..french.ecart import check_discard, hand_after_discard
from ..french.judge import judge
from ..french.options import RECORD
from ..french.play import HIGH, Hand, TrickState, cards_in, high_mask, in_words, legal_masks
from ..french.record import Call, Declaration, HandRecord
from ..french.rules import CALL_ALIASES, CHELEM_CALL, SUPPORTED_PLAYERS, DogDestination, InvalidOption, french_rules
from ..french.tables import Seating, seating_of
from ..wire.french import hand_record, verdict_dict, with_notes
from ..wire.violations import violation_dict
from .common import added_violation, loaded_record, require_phase
from .errors import IllegalAction, WrongPhase

AUCTION: Final = "auction"
CALL: Final = "call"
ECART: Final = "ecart"
PLAY: Final = "play"
OVER: Final = "over"

FRENCH_TAROT: Final = "french-tarot"
_ALIASES: Final[dict[str, str]] = dict(CALL_ALIASES)


class FrenchTarotState:
    """A French Tarot hand, from the deal to the last trick, one action at a time.

    ``hands`` (one list of card codes a seat, as a record's ``hands``) and ``dog`` are the deal; ``players``
    (3, 4, 5 or 6, as a record's, from the number of hands when None), ``dealer`` and ``options`` (the rule
    options, as a record's) the table; ``annulment_choice`` as a record's. The deal is checked as the judge
    checks it: a deal no table could deal raises ``arbitre.InvalidRecord`` (what the API answers with 422), or
    ``IllegalAction`` (a deal the judge finds broken) unless ``referee``.

    ``referee``: an illegal action is kept as played and the hand goes on, as a record keeps a revoke (its
    violation is then in ``violations()``); otherwise it raises ``IllegalAction`` and changes nothing.

    The game for two (``players=2``) has ``piles`` too, a record's: each seat's six piles of three, each from its
    face-up top card down. It has no auction, call, écart nor declaration: it starts at ``play``, the non-dealer
    leading; a seat plays from its hand (``hand``) or the top of a pile (``face_up``), and the card under a top
    played turns up once the trick is over.
    """

    def __init__(self, hands: Sequence[Sequence[str]] = (), dog: Sequence[str] = (), *, dealer: int = 0,
                 players: int | None = None, options: Mapping[str, Any] | None = None,
                 annulment_choice: str | None = None, piles: Sequence[Sequence[Sequence[str]]] | None = None,
                 referee: bool = False,
                 _copy_of: FrenchTarotState | None = None) -> None:
        self._history: list[FrenchTarotState | None] = []
        """What undo() restores: a copy before each action but a card, None for a card (undone in place)."""
        if _copy_of is not None:  # copy(): compiled, a class cannot be made without its __init__
            self._restore(_copy_of)
            return
        document: dict[str, Any] = {"ruleset": FRENCH_TAROT, "dealer": dealer, "hands": [list(hand) for hand in hands],
                                    "dog": list(dog)}
        if players is not None:
            document["players"] = players
        if options is not None:
            document["options"] = dict(options)
        if annulment_choice is not None:
            document["annulment_choice"] = annulment_choice
        if piles is not None:
            document["piles"] = [[list(pile) for pile in seat_piles] for seat_piles in piles]
        self._document = document
        loaded = loaded_record(document)
        seats = loaded.get("players")
        if seats is None:  # as adjudicate reads a record
            seats = len(loaded["hands"]) if len(loaded["hands"]) in SUPPORTED_PLAYERS else 4
        try:
            rules = french_rules(seats, loaded.get("options"))
        except InvalidOption as error:
            from .. import InvalidRecord

            raise InvalidRecord([("/players" if error.name == "players" else f"/options/{error.name}",
                                  error.message)]) from None
        self.rules = rules
        """The rule set (``FrenchRules``) the options make at this table."""
        self.referee = referee
        self._loaded_options: dict[str, Any] = loaded["options"]
        self._deal = hand_record(loaded)
        if len(self._deal.hands) != rules.seats or dealer >= rules.seats:  # what the judge stops at
            from .. import InvalidRecord

            raise InvalidRecord([("/hands", Text("The record has {hands} hands for {players} players.",
                                                 hands=len(self._deal.hands), players=rules.seats))
                                 if len(self._deal.hands) != rules.seats else
                                 ("/dealer", Text(NO_SEAT, seat=from_one(dealer), players=rules.seats))])
        self._seating: Seating = seating_of(rules, dealer)
        sitting_out = self._seating.sitting_out
        self._dealt: tuple[tuple[Card, ...], ...] = tuple(
            () if seat == sitting_out else hand for seat, hand in enumerate(self._deal.hands))
        excuses = imprenable_petit(self._deal, rules)
        self._excuse_bits = high_mask(excuses)
        self._cutter_bits = high_mask((PETIT,)) if rules.petit_sec_cuts and PETIT in excuses else 0
        # Everything an action changes: copy() and undo() copy these and nothing else.
        self._phase = AUCTION
        self._auction: list[Call] = []
        self._taker: int | None = None
        self._contract: str | None = None
        self._called: Card | None = None
        self._partner: int | None = None
        self._valid_call: Card | None = None
        self._discard: tuple[Card, ...] | None = None
        self._declarations: list[Declaration] = []
        self._chelem_announced = False
        self._announcer = -1
        self._held: list[Hand] = []
        self._leader = self._seating.first
        self._done: list[tuple[int, tuple[Card, ...], int]] = []
        """Each finished trick: its leader, cards and winner."""
        self._done_cuts: list[tuple[bool, ...]] = []
        self._current: list[Card] = []
        self._cuts: list[bool] = []
        """For each card of the trick in progress, whether it was the cutter cutting (``TrickState.cuts``)."""
        self._removed: list[bool] = []
        """For each card played in the deal, whether it left its seat's hand (a referee's card not held did not)."""
        self._trick = TrickState(self._excuse_bits, self._cutter_bits, self.rules.overtrump_on_cut)
        self._verdict: Verdict | None = None
        self._piles: list[list[list[Card]]] = []
        """The game for two: each seat's piles, each from its top card down (a top played is gone at once)."""
        self._turning: list[tuple[int, int]] = []
        """The game for two: the piles (seat, index) whose top was played in the trick in progress: the card under it
        turns up once the trick is over."""
        if rules.piles:
            self._start_two_players()
            return
        deal_faults = check_deal(self._deal, rules)
        if deal_faults and not referee:
            raise IllegalAction(violation_dict(deal_faults[0], FRENCH_TAROT))
        if annulment_reason(self._deal, rules) is not None:
            self._phase = OVER

    def _start_two_players(self) -> None:
        """The game for two: the deal checked as its judge checks it (french/two_players.py), then the play."""
        piles = self._deal.piles
        faults = self._judged().violations
        laid_out = piles is not None and len(piles) == 2 and all(len(seat) == self.rules.piles for seat in piles)
        # A referee keeps the deal's faults, as the judge does, but cannot play piles it cannot lay out (the judge
        # always finds those: piles missing, or not six for each seat).
        if faults and not (self.referee and laid_out):
            raise IllegalAction(violation_dict(faults[0], FRENCH_TAROT))
        assert piles is not None and laid_out
        # Its judge follows the Excuse's rules alone, whatever the petit imprenable option says (a 4-player rule).
        self._excuse_bits, self._cutter_bits = high_mask((EXCUSE,)), 0
        self._trick = TrickState(self._excuse_bits, self._cutter_bits, self.rules.overtrump_on_cut)
        self._piles = [[list(pile) for pile in seat_piles] for seat_piles in piles]
        self._held = [Hand(hand + tuple(pile[0] for pile in self._piles[seat] if pile))
                      for seat, hand in enumerate(self._deal.hands)]
        self._phase = PLAY
        self._leader = self._seating.first

    # -- starting points ---------------------------------------------------------------------------

    @classmethod
    def dealt(cls, seed: int | None = None, *, players: int = 4, dealer: int = 0,
              options: Mapping[str, Any] | None = None, referee: bool = False) -> FrenchTarotState:
        """A deal shuffled by ``random.Random(seed)`` (the same seed, the same deal), dealt in one go: each seat
        in play its hand, the rest to the dog. A deal the rules annul (a petit sec) starts and ends over."""
        rules = french_rules(players, loaded_record({"ruleset": FRENCH_TAROT, "players": players, "dealer": dealer,
                                               "hands": [], "dog": [], **({"options": dict(options)} if options
                                                                          else {})})["options"])
        deck = list(CARD_CODES)
        random.Random(seed).shuffle(deck)
        sitting_out = dealer if rules.dealer_sits_out else None
        hands: list[list[str]] = []
        for seat in range(rules.seats):
            if seat == sitting_out:
                hands.append([])
            else:
                hands.append(deck[:rules.hand_size])
                del deck[:rules.hand_size]
        piles: list[list[list[str]]] | None = None
        if rules.piles:
            piles = []
            for _ in range(rules.seats):
                piles.append([deck[start:start + 3] for start in range(0, 3 * rules.piles, 3)])
                del deck[:3 * rules.piles]
        return cls(hands, deck, dealer=dealer, players=players, options=options, piles=piles, referee=referee)

    @classmethod
    def from_record(cls, record: Mapping[str, Any], *, referee: bool = True) -> FrenchTarotState:
        """The position a hand record (as ``arbitre.adjudicate`` reads it) reaches: its deal, then each of its
        actions in order. A referee's state by default, so that a record with faults is replayed with them; a record
        that skips a phase (tricks without the call of a card, say), which the judge reads but no table could play,
        raises ``WrongPhase`` at the first action out of its phase."""
        loaded = loaded_record(dict(record))
        state = cls(record["hands"], record.get("dog") or [], dealer=record["dealer"], players=record.get("players"),
                    options=record.get("options"), annulment_choice=record.get("annulment_choice"),
                    piles=record.get("piles"), referee=referee)
        engine = hand_record(loaded)
        declarations = list(engine.declarations or ())
        for call in engine.auction or ():
            state.bid(call.call, seat=call.seat)
        if engine.called_card is not None:
            state.call_card(CARD_CODES[engine.called_card])
        if engine.discard is not None:
            state.discard([CARD_CODES[card] for card in engine.discard])
        played = 0
        for trick in engine.tricks or ():
            for card in trick:
                declarations = state._declare_due(declarations, played)
                state.play(CARD_CODES[card])
                played += 1
        state._declare_due(declarations, None)
        return state

    def _declare_due(self, declarations: list[Declaration], played: int | None) -> list[Declaration]:
        """Declares those of ``declarations`` made before card ``played`` of the deal (all when None)."""
        while declarations and (played is None or declarations[0].at_card is None
                                or declarations[0].at_card <= played):
            first = declarations.pop(0)
            self.declare(first.type, [CARD_CODES[card] for card in first.cards], kind=first.kind, seat=first.seat,
                         at_card=first.at_card)
        return declarations

    # -- where the hand stands ---------------------------------------------------------------------

    @property
    def phase(self) -> str:
        """``auction``, ``call`` (5 players: the taker calls a card), ``ecart``, ``play`` or ``over``."""
        return self._phase

    @property
    def turn(self) -> int | None:
        """The seat to act: to bid, to call a card, to discard, to play; None once the hand is over."""
        if self._phase == PLAY:
            return self._seating.orders[self._leader][len(self._current)]
        if self._phase == AUCTION:
            spoken = {call.seat for call in self._auction}
            return next(seat for seat in self._seating.in_play if seat not in spoken)
        if self._phase == OVER:
            return None
        return self._taker

    @property
    def taker(self) -> int | None:
        return self._taker

    @property
    def contract(self) -> str | None:
        return self._contract

    @property
    def partner(self) -> int | None:
        """The seat of the called card (5 players), once called; None when the taker plays alone."""
        return self._partner

    def hand(self, seat: int) -> list[str]:
        """The cards ``seat`` holds now, in deck order (the taker's with the dog until the écart; for two, not the
        tops of its piles: ``face_up``)."""
        if self._held:
            held = self._held[seat]
            tops = set(self._face_up(seat))
            return [CARD_CODES[card] for card in cards_in(held.plain, held.high) if card not in tops]
        cards = self._dealt[seat]
        if seat == self._taker and self._phase == ECART:
            cards = cards + self._deal.dog
        return [CARD_CODES[card] for card in sorted(set(cards))]

    def face_up(self, seat: int) -> list[str]:
        """The game for two: the face-up tops of ``seat``'s piles, played as if in hand (none at other tables)."""
        return [CARD_CODES[card] for card in self._face_up(seat)]

    def piles(self, seat: int) -> list[list[str]]:
        """The game for two: what is left of ``seat``'s piles, each from its top card down."""
        return [[CARD_CODES[card] for card in pile] for pile in self._piles[seat]] if self._piles else []

    def _face_up(self, seat: int) -> list[Card]:
        if not self._piles:
            return []
        return [pile[0] for index, pile in enumerate(self._piles[seat]) if pile and (seat, index) not in self._turning]

    @property
    def trick(self) -> list[str]:
        """The cards of the trick in progress, in the order played."""
        return [CARD_CODES[card] for card in self._current]

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        return self._leader

    @property
    def trick_winner(self) -> int | None:
        """The seat whose card takes the trick in progress so far; None before its first card."""
        if not self._current:
            return None
        return self._seating.orders[self._leader][self._trick.winner]

    @property
    def tricks(self) -> list[dict[str, Any]]:
        """The finished tricks: ``leader``, ``winner`` and ``cards`` each."""
        return [{"leader": leader, "winner": winner, "cards": [CARD_CODES[card] for card in cards]}
                for leader, cards, winner in self._done]

    # -- the auction ---------------------------------------------------------------------------------

    def legal_calls(self) -> list[str]:
        """What the seat to speak may say: ``pass`` and every contract above the highest bid so far."""
        if self._phase != AUCTION:
            return []
        best = -1 if self._contract is None else self.rules.contract_rank(self._contract)
        return ["pass", *[contract.name for contract in self.rules.contracts[best + 1:]]]

    def can_bid(self, call: str, seat: int | None = None) -> bool:
        if self._phase != AUCTION:
            return False
        return (seat is None or seat == self.turn) and _ALIASES.get(call, call) in self.legal_calls()

    def why_not_bid(self, call: str, seat: int | None = None) -> dict[str, Any] | None:
        """The violation of ``call`` by ``seat`` (the seat to speak when None), as the verdict would list it."""
        self._require(AUCTION, "bid")
        if self.can_bid(call, seat):
            return None
        return self._fault_of(lambda state: state._auction.append(Call(self._speaker(seat), _ALIASES.get(call, call))))

    def bid(self, call: str, seat: int | None = None) -> None:
        """``seat`` (the seat to speak when None) says ``call``: ``pass`` or a contract."""
        self._require(AUCTION, "bid")
        if not self.can_bid(call, seat) and not self.referee:
            self._refuse(self.why_not_bid(call, seat))
        self._history.append(self._copy_position())
        self._auction.append(Call(self._speaker(seat), _ALIASES.get(call, call)))
        self._after_auction()

    def _speaker(self, seat: int | None) -> int:
        if seat is not None:
            return seat
        turn = self.turn
        assert turn is not None
        return turn

    def _after_auction(self) -> None:
        outcome = judge_auction(tuple(self._auction), self._deal.dealer, self.rules)
        self._taker, self._contract = outcome.taker, outcome.contract
        if not outcome.complete:
            return
        if outcome.all_passed:
            self._phase = OVER
        elif self.rules.calls_partner:
            self._phase = CALL
        else:
            self._after_call()

    # -- the call of a card (5 players) ---------------------------------------------------------------

    def legal_called_cards(self) -> list[str]:
        """The cards the taker may call (5 players): every card of the ranks the rules allow him, in deck order."""
        if self._phase != CALL or self._taker is None:
            return []
        ranks = callable_ranks(self._deal.hands[self._taker])
        return [CARD_CODES[card] for card in range(HIGH) if rank_of(card) in ranks]

    def why_not_call_card(self, card: str) -> dict[str, Any] | None:
        self._require(CALL, "call a card")
        assert self._taker is not None
        called = parse_card(card)
        if call_problem(called, self._deal.hands[self._taker]) is None:
            return None
        return self._fault_of(lambda state: state._set_called(called))

    def call_card(self, card: str) -> None:
        """The taker calls ``card``; its holder is his partner (none when the taker holds it, or it is in the dog)."""
        self._require(CALL, "call a card")
        assert self._taker is not None
        called = parse_card(card)
        legal = call_problem(called, self._deal.hands[self._taker]) is None
        if not legal and not self.referee:
            self._refuse(self.why_not_call_card(card))
        self._history.append(self._copy_position())
        self._called = called
        if legal:
            self._valid_call = called
            self._partner = partner_of(called, self._taker, self._dealt)
        self._after_call()

    def _after_call(self) -> None:
        assert self._contract is not None
        contract = self.rules.contract(self._contract)
        assert contract is not None
        if contract.dog is DogDestination.ECART:
            self._phase = ECART
        else:
            self._start_play()

    # -- the écart -------------------------------------------------------------------------------------

    @property
    def ecart_size(self) -> int:
        """How many cards the écart takes: the dog's size."""
        return self.rules.dog_size

    def discardable_cards(self) -> list[str]:
        """The cards the taker may lay in the écart, in deck order: plain cards but kings; when they are fewer
        than ``ecart_size``, trumps too but the oudlers (then shown). Every plain card here comes before every
        trump, so the first ``ecart_size`` of them always make a legal écart; any other choice is legal when it
        takes every plain card here before any trump."""
        if self._phase != ECART or self._taker is None:
            return []
        cards = sorted(set(self._dealt[self._taker] + self._deal.dog))
        plain = [card for card in cards if card < HIGH and rank_of(card) != KING]
        if len(plain) < self.rules.dog_size:
            plain += [card for card in cards if HIGH <= card < EXCUSE and card not in OUDLERS]
        return [CARD_CODES[card] for card in plain]

    def why_not_discard(self, cards: Sequence[str]) -> dict[str, Any] | None:
        self._require(ECART, "discard")
        discard = tuple(parse_card(card) for card in cards)
        assert self._taker is not None
        if not check_discard(discard, self._taker, self._dealt[self._taker] + self._deal.dog, self.rules):
            return None
        return self._fault_of(lambda state: state._set_discard(discard))

    def can_discard(self, cards: Sequence[str]) -> bool:
        return self._phase == ECART and self.why_not_discard(cards) is None

    def discard(self, cards: Sequence[str]) -> None:
        """The taker lays ``cards`` aside from his hand and the dog (the écart)."""
        self._require(ECART, "discard")
        if not self.can_discard(cards) and not self.referee:
            self._refuse(self.why_not_discard(cards))
        self._history.append(self._copy_position())
        self._discard = tuple(parse_card(card) for card in cards)
        self._start_play()

    # -- the declarations ------------------------------------------------------------------------------

    def why_not_declare(self, type: str, cards: Sequence[str] = (), *, kind: str | None = None,
                        seat: int | None = None) -> dict[str, Any] | None:
        """The violation of a declaration (``poignee`` with the trumps shown, ``chelem``, and with the options
        ``petit_chelem`` and ``misere`` with its ``kind``) by ``seat`` (the seat to play when None), made now."""
        self._require(PLAY, "declare")
        declaration = self._declaration(type, cards, kind, seat, None)
        return self._fault_of(lambda state: state._declarations.append(declaration))

    def declare(self, type: str, cards: Sequence[str] = (), *, kind: str | None = None, seat: int | None = None,
                at_card: int | None = None) -> None:
        """Declares, before the declarer's first card (a chelem before the first lead): see ``why_not_declare``.
        The record notes it as made before the card the deal has reached (``at_card``, when None)."""
        self._require(PLAY, "declare")
        declaration = self._declaration(type, cards, kind, seat, at_card)
        if not self.referee:
            fault = self._fault_of(lambda state: state._declarations.append(declaration))
            if fault is not None:
                self._refuse(fault)
        self._history.append(self._copy_position())
        self._declarations.append(declaration)
        self._verdict = None
        if not self._played():
            self._lead_after_declarations()

    def _declaration(self, type: str, cards: Sequence[str], kind: str | None, seat: int | None,
                     at_card: int | None) -> Declaration:
        return Declaration(self._speaker(seat), type, tuple(parse_card(card) for card in cards), kind,
                           self._played() if at_card is None else at_card)

    def _played(self) -> int:
        return len(self._done) * self.rules.players + len(self._current)

    # -- the cards -----------------------------------------------------------------------------------

    def _start_play(self) -> None:
        self._phase = PLAY
        hands = list(self._dealt)
        assert self._taker is not None and self._contract is not None
        contract = self.rules.contract(self._contract)
        assert contract is not None
        if contract.dog is DogDestination.ECART:
            taker_cards = hands[self._taker] + self._deal.dog
            hands[self._taker] = (taker_cards if self._discard is None
                                  else hand_after_discard(taker_cards, self._discard))
        self._held = [Hand(hand) for hand in hands]
        self._lead_after_declarations()

    def _lead_after_declarations(self) -> None:
        """Whoever announced a chelem (or called it in the auction) leads and keeps the Excuse for the end."""
        outcome = judge_declarations(tuple(self._declarations), self._hands_at_play(), self._taker, (), self.rules,
                                     self._seating, chelem_called=self._contract == CHELEM_CALL)
        self._chelem_announced = outcome.chelem_announced
        announcer = self._taker if outcome.chelem_announcer is None else outcome.chelem_announcer
        assert announcer is not None
        self._announcer = announcer
        self._leader = announcer if outcome.chelem_announced else self._seating.first

    def _hands_at_play(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(cards_in(hand.plain, hand.high)) for hand in self._held)

    def _banned(self) -> int | None:
        """The called suit when the 5-player first-lead ban binds the next card; None nearly always."""
        called = self._valid_call
        if called is None or self._done or not self.rules.called_suit_first_lead_forbidden:
            return None
        if self._current and not self.rules.called_suit_ban_after_excuse_lead:
            return None
        return suit_of(called)

    def _legal_words(self, seat: int) -> tuple[int, int]:
        hand = self._held[seat]
        plain, high = legal_masks(hand, self._trick, self._banned(), self._valid_call)
        if (self._chelem_announced and seat == self._announcer and len(self._done) != self.rules.tricks_per_deal - 1):
            high &= ~(1 << (EXCUSE - HIGH))  # the announcer's Excuse waits for the last trick
        return plain, high

    def legal_cards(self) -> list[str]:
        """The cards the seat to play may play, in deck order: the judge's rule (french/play.py's
        ``legal_masks``) on the position as it stands."""
        if self._phase != PLAY:
            return []
        plain, high = self._legal_words(self._seating.orders[self._leader][len(self._current)])
        return [CARD_CODES[card] for card in cards_in(plain, high)]

    def can_play(self, card: str) -> bool:
        if self._phase != PLAY:
            return False
        return self._allows(parse_card(card))

    def _allows(self, card: Card) -> bool:
        plain, high = self._legal_words(self._seating.orders[self._leader][len(self._current)])
        return in_words(plain, high, card)

    def why_not_play(self, card: str) -> dict[str, Any] | None:
        """The violation of playing ``card`` now, as the verdict would list it; None when it is legal."""
        self._require(PLAY, "play a card")
        played = parse_card(card)
        if self._allows(played):
            return None
        return self._fault_of(lambda state: state._current.append(played))

    def play(self, card: str) -> None:
        """The seat to play plays ``card``."""
        self._require(PLAY, "play a card")
        played = parse_card(card)
        if not self._allows(played) and not self.referee:
            self._refuse(self.why_not_play(card))
        # A card is taken back in place, but for two: a top played, and the card it uncovers, from a copy.
        self._history.append(self._copy_position() if self._piles else None)
        self._play(played)

    def _play(self, card: Card) -> None:
        order = self._seating.orders[self._leader]
        position = len(self._current)
        hand = self._held[order[position]]
        held = hand.holds(card)
        if held:
            hand.remove(card)
            if self._piles:
                self._take_top(order[position], card)
        self._removed.append(held)
        cut = self._trick.cuts(hand, card)
        self._trick.add(card, cut)
        self._current.append(card)
        self._cuts.append(cut)
        self._verdict = None
        if len(self._current) < self.rules.players:
            return
        trick = tuple(self._current)
        leader = self._leader
        winner = order[self._trick.winner]
        if len(self._done) == self.rules.tricks_per_deal - 1:
            if self._piles:  # two players: the leader took every other trick
                took_all = all(done_winner == leader for _, _, done_winner in self._done)
            else:
                attack = {self._taker, self._partner}
                took_all = all((done_winner in attack) == (leader in attack) for _, _, done_winner in self._done)
            if excuse_wins_last_trick(took_all, trick):
                winner = leader
        self._done.append((leader, trick, winner))
        self._done_cuts.append(tuple(self._cuts))
        self._current, self._cuts = [], []
        self._leader = winner
        self._trick = TrickState(self._excuse_bits, self._cutter_bits, self.rules.overtrump_on_cut)
        for seat, index in self._turning:
            pile = self._piles[seat][index]
            if pile:
                _give(self._held[seat], pile[0])
        self._turning = []
        if len(self._done) == self.rules.tricks_per_deal:
            self._phase = OVER

    def _take_top(self, seat: int, card: Card) -> None:
        """The game for two: ``card``, played by ``seat``, leaves the top of its pile if it was one."""
        for index, pile in enumerate(self._piles[seat]):
            if pile and pile[0] == card and (seat, index) not in self._turning:
                pile.pop(0)
                self._turning.append((seat, index))
                return

    # -- branching -----------------------------------------------------------------------------------

    def undo(self) -> None:
        """Takes back the last action (the deal stays): a card in place, any other action from a copy."""
        if not self._history:
            raise WrongPhase("nothing to undo: no action since the deal")
        saved = self._history.pop()
        self._verdict = None
        if saved is not None:
            self._restore(saved)
            return
        if not self._current:  # the card finished a trick: that trick is in progress again
            leader, trick, _ = self._done.pop()
            self._current, self._cuts = list(trick), list(self._done_cuts.pop())
            self._leader = leader
            self._phase = PLAY
        card = self._current.pop()
        self._cuts.pop()
        if self._removed.pop():
            seat = self._seating.orders[self._leader][len(self._current)]
            _give(self._held[seat], card)
        self._trick = TrickState(self._excuse_bits, self._cutter_bits, self.rules.overtrump_on_cut)
        for index, played in enumerate(self._current):
            self._trick.add(played, self._cuts[index])

    def copy(self) -> FrenchTarotState:
        """An independent state at the same position (its undo history included)."""
        copied = self._copy_position()
        copied._history = list(self._history)
        return copied

    def _copy_position(self) -> FrenchTarotState:
        return FrenchTarotState(_copy_of=self)

    def _restore(self, other: FrenchTarotState) -> None:
        # The deal and the rules are shared (never changed); what an action changes is copied.
        self.rules, self.referee, self._document = other.rules, other.referee, other._document
        self._loaded_options, self._deal, self._seating = other._loaded_options, other._deal, other._seating
        self._dealt, self._excuse_bits, self._cutter_bits = other._dealt, other._excuse_bits, other._cutter_bits
        self._phase, self._auction = other._phase, list(other._auction)
        self._taker, self._contract, self._called = other._taker, other._contract, other._called
        self._partner, self._valid_call, self._discard = other._partner, other._valid_call, other._discard
        self._declarations = list(other._declarations)
        self._chelem_announced, self._announcer = other._chelem_announced, other._announcer
        self._held = [_hand_copy(hand) for hand in other._held]
        self._leader, self._done, self._done_cuts = other._leader, list(other._done), list(other._done_cuts)
        self._current, self._cuts, self._removed = list(other._current), list(other._cuts), list(other._removed)
        self._trick = TrickState(self._excuse_bits, self._cutter_bits, self.rules.overtrump_on_cut)
        for index, played in enumerate(self._current):
            self._trick.add(played, self._cuts[index])
        self._piles = [[list(pile) for pile in seat_piles] for seat_piles in other._piles]
        self._turning = list(other._turning)
        self._verdict = other._verdict

    # -- the record and the verdict ------------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The hand so far as a hand record (docs/contract.md §4): what ``arbitre.adjudicate`` judges."""
        record = {**self._document, "hands": [list(hand) for hand in self._document["hands"]],
                  "dog": list(self._document["dog"])}
        if self._auction:
            record["auction"] = [{"seat": call.seat, "call": call.call} for call in self._auction]
        if self._called is not None:
            record["called_card"] = CARD_CODES[self._called]
        if self._discard is not None:
            record["discard"] = [CARD_CODES[card] for card in self._discard]
        if self._declarations:
            record["declarations"] = [_declaration_dict(declaration) for declaration in self._declarations]
        tricks = [[CARD_CODES[card] for card in cards] for _, cards, _ in self._done]
        if self._current:
            tricks.append([CARD_CODES[card] for card in self._current])
        if tricks:
            record["tricks"] = tricks
        return record

    def _engine_record(self) -> HandRecord:
        deal = self._deal
        tricks = [cards for _, cards, _ in self._done]
        if self._current:
            tricks.append(tuple(self._current))
        return HandRecord(deal.dealer, deal.hands, deal.dog, tuple(self._auction) or None, self._called,
                          self._discard, tuple(self._declarations) or None, tuple(tricks) or None,
                          annulment_choice=deal.annulment_choice, piles=deal.piles)

    def _judged(self) -> Verdict:
        if self._verdict is None:
            self._verdict = judge(self._engine_record(), self.rules)
        return self._verdict

    def verdict(self) -> dict[str, Any]:
        """The verdict on the hand so far, as ``arbitre.adjudicate(state.record())`` answers it."""
        body = verdict_dict(self._judged())
        return with_notes(body, self._loaded_options, self.rules, RECORD)

    def violations(self) -> list[dict[str, Any]]:
        """Every rule broken so far (a referee's state keeps illegal actions), as the verdict lists them."""
        return [violation_dict(violation, FRENCH_TAROT) for violation in self._judged().violations]

    @property
    def status(self) -> str:
        """The verdict's: ``in_progress``, ``complete``, ``annulled`` or ``all_passed``."""
        if self._phase != OVER:
            return "in_progress"
        return self._judged().status

    @property
    def result(self) -> dict[str, Any] | None:
        """The verdict's ``result`` once the hand is over and legal (who made it, the points)."""
        return self.verdict()["result"] if self._phase == OVER else None

    @property
    def score(self) -> dict[str, Any] | None:
        """The verdict's ``score`` once the hand is over and legal (each seat's delta)."""
        return self.verdict()["score"] if self._phase == OVER else None

    # -- refusals ----------------------------------------------------------------------------------

    def _require(self, phase: str, action: str) -> None:
        require_phase(self._phase, phase, action)

    def _refuse(self, violation: dict[str, Any] | None) -> None:
        """Raises the violation of an action a state that is not a referee's refuses."""
        if violation is None:
            raise AssertionError("an action refused without a violation")
        raise IllegalAction(violation)

    def _set_called(self, card: Card) -> None:
        self._called = card

    def _set_discard(self, cards: tuple[Card, ...]) -> None:
        self._discard = cards

    def _fault_of(self, act: Callable[[FrenchTarotState], object]) -> dict[str, Any] | None:
        """The first violation the judge finds on the record with one more action (``act`` applied to a copy)
        that it does not find without it; None when there is none."""
        changed = self._copy_position()
        act(changed)
        changed._verdict = None
        added = added_violation(self._judged().violations, changed._judged().violations)
        return None if added is None else violation_dict(added, FRENCH_TAROT)


def _give(hand: Hand, card: Card) -> None:
    """``card`` back in ``hand`` (a card taken back; for two, a pile's card turned up)."""
    if card < HIGH:
        hand.plain |= 1 << card
    else:
        hand.high |= 1 << (card - HIGH)


def _hand_copy(hand: Hand) -> Hand:
    copied = Hand(())
    copied.plain, copied.high = hand.plain, hand.high
    return copied


def _declaration_dict(declaration: Declaration) -> dict[str, Any]:
    entry: dict[str, Any] = {"seat": declaration.seat, "type": declaration.type}
    if declaration.cards:
        entry["cards"] = [CARD_CODES[card] for card in declaration.cards]
    if declaration.kind is not None:
        entry["kind"] = declaration.kind
    if declaration.at_card is not None:
        entry["at_card"] = declaration.at_card
    return entry


__all__ = ["AUCTION", "CALL", "ECART", "OVER", "PLAY", "FrenchTarotState", "Violation"]

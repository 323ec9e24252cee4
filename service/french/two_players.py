"""French Tarot for two (seed 000): 21 cards in hand and six piles of three each, no auction.

Each player's piles lie face down with the top card face up; a face-up card plays as if in hand, and the
next card of its pile turns up after the trick. The non-dealer leads; the usual play rules apply. At the
end each player needs the target of his own oudlers; the one who reaches it wins 25 plus his margin from
the other, and the taker of the last trick with the Petit in it 10 more (the seed's "petit au bout").
"""

from __future__ import annotations

from ..core.cards import Card, card_code
from ..core.text import Text, from_one
from ..core.verdict import COMPLETE, IN_PROGRESS, PlayedTrick, Verdict
from ..core.violations import Violation
from .counting import CompletedTrick, count_cards
from .deal import check_deal
from .play import play_fault, trick_winner_position
from .record import HandRecord
from .rules import DogDestination, FrenchRules
from .scoring import ATTACK, TARGET_BY_OUDLERS, DealSummary, Score, result_of, round_to

_NOT_PLAYED_BY_TWO = ("auction", "called_card", "discard", "declarations", "deal_sequence", "annulment_choice")
_NOT_IN_THE_GAME_FOR_TWO = {
    "auction": Text("The game for two has no auction."),
    "called_card": Text("The game for two has no called card."),
    "discard": Text("The game for two has no écart."),
    "declarations": Text("The game for two has no declarations."),
    "deal_sequence": Text("The game for two has no deal sequence."),
    "annulment_choice": Text("The game for two has no choice to annul the deal."),
}
"""What a record of the game for two may not have, each said as a sentence of its own (the words of each
language differ with the part: "pas d'écart", "keine Ablage")."""


def judge_two_players(record: HandRecord, rules: FrenchRules) -> Verdict:
    verdict = Verdict(IN_PROGRESS)
    verdict.details.update(taker=None, contract=None, partner=None, called_card=None)
    if len(record.hands) != 2 or record.dealer > 1:
        verdict.violations.append(Violation("hands_count", "deal", Text("Two players need two hands, seat 1 or 2 "
                                                                        "dealing; the record has {hands} hands.",
                                                                        hands=len(record.hands)), "/hands"))
        return verdict
    verdict.violations.extend(check_deal(record, rules))
    if not record.piles or len(record.piles) != 2:
        # A seat without its list of piles would leave its play nothing to be judged against.
        seats_with_piles = len(record.piles or ())
        if seats_with_piles == 0:
            message = Text("Two players each have six piles of three: the record has no piles.")
        elif seats_with_piles == 1:
            message = Text("Two players each have six piles of three: the record has the piles of one seat only.")
        else:
            message = Text("Two players each have six piles of three: the record has piles for {seats} seats.",
                           seats=seats_with_piles)
        verdict.violations.append(Violation("pile_size", "deal", message, "/piles"))
        return verdict
    for name in _NOT_PLAYED_BY_TWO:
        value = getattr(record, name)
        if value is not None and value != ():
            verdict.violations.append(Violation("not_played_by_two", "deal", _NOT_IN_THE_GAME_FOR_TWO[name],
                                                f"/{name}"))
    completed = _judge_play(record, rules, verdict)
    non_dealer = 1 - record.dealer
    count = count_cards(completed, frozenset({non_dealer}), (), (), DogDestination.NONE, rules)
    # By index rather than zip(strict=True), which compiled code calls as a Python function.
    halves = count.half_points_to_winner
    verdict.tricks = [PlayedTrick(trick.leader, trick.winner, trick.cards, halves[index])
                      for index, trick in enumerate(completed)] + verdict.tricks
    if verdict.status != COMPLETE or not verdict.legal:
        return verdict
    summary = DealSummary(non_dealer, None, "petite", count.attack_half_points, count.attack_oudlers,
                          petit_au_bout=count.petit_au_bout)
    verdict.result = result_of(summary)
    verdict.score = _score(summary, verdict.result.made, verdict.result.margin, rules)
    return verdict


def _score(summary: DealSummary, made: bool, margin: int, rules: FrenchRules) -> Score:
    """What the non-dealer wins from the dealer (negative: the dealer wins)."""
    base = rules.base_score if rules.game_base_paid else 0
    if made:
        game = base + margin
    else:
        # The dealer then reaches his own target, always: each player's points are whole (every trick holds
        # two cards of an odd number of half-points, and the Excuse's exchange moves one half-point), and the
        # targets of the two players' oudlers add up to 92 of the 91 points (56 + 36, 51 + 41).
        dealer_half = 182 - summary.attack_half_points
        dealer_excess = dealer_half - 2 * TARGET_BY_OUDLERS[3 - summary.oudlers]
        game = -(base + dealer_excess // 2)
    if summary.petit_au_bout is None:
        petit_au_bout = 0
    elif rules.petit_au_bout_to_game_winner:
        petit_au_bout = rules.petit_au_bout_value if made else -rules.petit_au_bout_value
    else:
        petit_au_bout = rules.petit_au_bout_value if summary.petit_au_bout == ATTACK else -rules.petit_au_bout_value
    amount = round_to(game + petit_au_bout, rules.rounding)
    deltas = (amount, -amount) if summary.taker == 0 else (-amount, amount)
    return Score(1, petit_au_bout, 0, 0, amount, deltas, game)


def _judge_play(record: HandRecord, rules: FrenchRules, verdict: Verdict) -> list[CompletedTrick]:
    hands = [list(hand) for hand in record.hands]
    piles = [[list(pile) for pile in seat_piles] for seat_piles in record.piles or ()]
    leader = 1 - record.dealer
    tricks = record.tricks or ()
    last_index = rules.tricks_per_deal - 1
    completed: list[CompletedTrick] = []
    for index, trick in enumerate(tricks):
        if index > last_index or len(trick) > 2 or (len(trick) < 2 and index != len(tricks) - 1):
            verdict.violations.append(Violation("trick_size", "play",
                                                Text("Trick {trick} has {size} cards; the game for two has tricks of 2 "
                                                     "and one per card of a player.", trick=from_one(index),
                                                     size=len(trick)), f"/tricks/{index}", trick=index))
            return completed
        for position, card in enumerate(trick):
            seat = (leader + position) % 2
            faces_up = [pile[0] for pile in piles[seat] if pile]
            available = hands[seat] + faces_up
            pointer = f"/tricks/{index}/{position}"
            if card not in available:
                other = 1 - seat
                if index == 0 and position == 0 and (card in hands[other]
                                                     or any(pile and pile[0] == card for pile in piles[other])):
                    # As at the tables of 3 to 5: the first card came from the player who does not lead.
                    verdict.violations.append(Violation("wrong_first_leader", "play", Text(
                        "The first trick is led with {card} from seat {holder}; seat {seat} leads.",
                        card=card_code(card), holder=from_one(other), seat=from_one(seat)), pointer, seat=seat,
                        trick=index, card=card))
                    continue
                verdict.violations.append(Violation("card_not_held", "play",
                                                    Text("Seat {seat} plays {card}, which is neither in its hand nor "
                                                         "face up on its piles.", seat=from_one(seat),
                                                         card=card_code(card)), pointer, seat=seat, trick=index,
                                                    card=card))
                continue
            fault = play_fault(available, trick[:position], card, seat, overtrump_on_cut=rules.overtrump_on_cut)
            if fault is not None:
                verdict.violations.append(Violation(fault.code, "play", fault.message, pointer, seat=seat,
                                                    trick=index, card=card))
            _take(card, hands[seat], piles[seat])
        if len(trick) < 2:
            verdict.tricks.append(PlayedTrick(leader, None, trick, 0))
            return completed
        # The chelem exception holds for two as well: an Excuse led to the last trick by a player who took
        # every other trick wins it.
        excuse_wins = index == last_index and all(done.winner == leader for done in completed)
        winner = (leader + trick_winner_position(trick, excuse_wins=excuse_wins)) % 2
        completed.append(CompletedTrick(leader, trick, winner))
        leader = winner
    if len(completed) == last_index + 1:
        verdict.status = COMPLETE
    return completed


def _take(card: Card, hand: list[Card], piles: list[list[Card]]) -> None:
    """Plays ``card`` from the hand or from the top of its pile, turning up the next card of that pile."""
    if card in hand:
        hand.remove(card)
        return
    for pile in piles:
        if pile and pile[0] == card:
            pile.pop(0)
            return

"""The engines' equivalent mutants: mutations that no test can catch because the program does the same.

Each is found by its function and a line of the mutated code (what ``mutmut show`` prints after ``+``), not by
mutmut's number, which changes whenever the code above it does. ``python -m tests.mutation score`` excludes
them from a module's score and names every entry that no longer matches a mutant.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Equivalent:
    module: str
    function: str
    """As mutmut names it: ``judge_auction``, or ``Class.method``."""
    mutated: str
    """Part of the mutated line, as ``mutmut show`` prints it after ``+``."""
    why: str


EQUIVALENT: list[Equivalent] = [
    Equivalent("service/french/auction.py", "judge_auction", "best_rank = -2",
               "The rank to beat before any bid: any number below the first contract's rank (0) lets the first bid "
               "through and no other, so -2 is -1."),
    Equivalent("service/french/play.py", "legal_cards", '_first_lead_fault(held, state, card, None,',
               "The player's name only goes into the fault's message, which legal_cards drops: it asks whether "
               "there is a fault, not what it says."),
    Equivalent("service/french/play.py", "legal_cards", '_first_lead_fault(held, state, card, "XXXX",',
               "As above: the name in a message legal_cards never reads."),
    Equivalent("service/french/play.py", "TrickState.allows", "return card <= HIGH and SUIT_OF[card] == self.led",
               "Reached only when the hand can follow a plain suit led; the one card added, HIGH itself (the Petit), "
               "is a trump, never of the led plain suit, so the answer is False either way."),
    Equivalent("service/french/play.py", "TrickState.add", "strength = 101 + card",
               "A trump's strength only has to be above every plain card's (at most 55) and ordered as the trumps "
               "are: 101 + card is as good as 100 + card."),
    Equivalent("service/french/play.py", "TrickState.add", "card >= self.highest_trump",
               "A trump equal to the highest so far is that same card: storing it again changes nothing."),
    Equivalent("service/french/play.py", "TrickState.__init__", "self._strength = -2",
               "The strength to beat before any card: the first card that is not an Excuse sets the led suit and has "
               "a strength of 0 or more, so any start below 0 lets it win and nothing before it."),
    Equivalent("service/french/play.py", "TrickState.add", "strength = card if suit == self.led else -2",
               "A card of another suit comes after the led suit is set, when the strength to beat is 0 or more: -1 "
               "or -2, it never wins."),
    Equivalent("service/french/play.py", "TrickState.__init__", "self.follow = None",
               "follow is read only once the led suit is set (allows returns before it on a lead; trick_fault asks "
               "only about a card allows refused), and the first card that sets the suit sets follow too."),
    Equivalent("service/french/play.py", "TrickState.__init__", "self.follow = 1",
               "As above: the value before the led suit is set is never read."),
    Equivalent("service/french/play.py", "Hand.__init__", "cards if (isinstance(cards, tuple)) and False else",
               "Always copying the cards into a tuple: the same cards, walked in the same order; the tuple test only "
               "spares a copy."),
    Equivalent("service/french/play.py", "Hand.__init__", "cards if (isinstance(cards, tuple)) or True else",
               "Never copying: pure Python walks any iterable of cards the same way. (mypy --strict rejects it, an "
               "Iterable is not a tuple, so the compiled build could not be made from it.)"),
    Equivalent("service/french/counting.py", "_petit_au_bout", "and len(tricks) >= 1",
               "With a single trick, tricks[-2] is that trick, the last: it is reached only when the Petit is not in "
               "the last trick (that case returns before), so 'the Petit in the trick before' is False either way."),
    Equivalent("service/french/counting.py", "count_cards", "tricks if (isinstance(tricks, list)) and False else",
               "Always copying the tricks into a list: the same tricks, walked in the same order; the list test only "
               "spares a copy."),
    Equivalent("service/french/counting.py", "count_cards", "tricks if (isinstance(tricks, list)) or True else",
               "Never copying: pure Python indexes a tuple of tricks as it does a list. (mypy --strict rejects it, a "
               "Sequence is not a list, so the compiled build could not be made from it.)"),
    Equivalent("service/french/scoring.py", "petit_chelem_term", "if (summary.petit_chelem_made) or True else 0",
               "An unannounced petit chelem is worth unannounced_made, which is 0 in every rule set (seed 000 pays "
               "only the announced one): 0 whether it was made or not."),
    Equivalent("service/french/scoring.py", "petit_chelem_term", "if (summary.petit_chelem_made) and False else 0",
               "As above: unannounced_made is 0, so 0 either way."),
    Equivalent("service/french/scoring.py", "round_to", "return magnitude if value > 0 else -magnitude",
               "The two differ only for a value of 0, whose magnitude is 0: an int, and -0 is 0."),
    Equivalent("service/french/judge.py", "_Judge._merge", "-2 if violation.trick is None else violation.trick",
               "The moment of a violation of no trick only has to come before every trick (0 or more) and equal "
               "another of no trick: -2 does both as -1 does."),
    Equivalent("service/french/judge.py", "_Judge._judge_play_arbitrated", "cards_before = len(trick)",
               "cards_before is read only by first_card_index, and only for the first trick: the walk stops at a "
               "first trick of the wrong size, a full one has a card from every seat that holds cards, and a seat "
               "without cards never gets one, so every seat's first card is in trick 0, whose cards_before is 0. "
               "What it becomes after the first trick is never read."),
    Equivalent("service/french/judge.py", "_Judge._judge_play_arbitrated", "cards_before -= len(trick)",
               "As above: cards_before after the first trick is never read."),
    Equivalent("service/french/judge.py", "_Judge._judge_play_arbitrated",
               "leader, (), None, tuple(completed))",
               "The claim point between tricks: its order is read only when cards of a trick in progress are "
               "given (claim.py reads point.order if point.partial), and there are none here."),
    Equivalent("service/french/judge.py", "_Judge._judge_play", "not (index == 0 or called is not None) and not (",
               "The test only spares _judge_card's call for a card that raises no question: a held, allowed card "
               "sent to _judge_card instead (here any card of the first trick, or any when a card is called) meets "
               "no ban outside the first trick nor without a called card, no chelem fault unless it is the "
               "announcer's Excuse, and is taken out of the hand the same."),
    Equivalent("service/french/judge.py", "_Judge._judge_play", "chelem_announced or card == EXCUSE):",
               "As above: more cards sent to _judge_card, which reports the chelem fault only for the Excuse "
               "with a chelem announced, the cards the original sends there too."),
    Equivalent("service/french/arbitration/events.py", "_revoke_corrected",
               'play_fault(logged.hands[seat], logged.cards[:position], card, "XXXX") is None',
               "The player's name only goes into the fault's message, and _revoke_corrected asks only whether there "
               "is a fault (is None), never what it says."),
    Equivalent("service/french/arbitration/events.py", "_card_event",
               "played = dict(zip(logged.seats, logged.cards, ))",
               "zip stops at the shorter sequence by default: strict=False only says so (ruff's B905 asks for it)."),
]

"""The engines' equivalent mutants: mutations that no test can catch because the program does the same.

Each is found by its function and a line of the mutated code (what ``mutmut show`` prints after ``+``), not by
mutmut's number, which changes whenever the code above it does. ``python -m tests.mutation score`` excludes
them from a module's score and names every entry that no longer matches a surviving mutant.
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
    Equivalent("service/french/play.py", "legal_cards", '_first_lead_fault(held, state, card, "XXXX",',
               "The player's name only goes into the fault's message, which legal_cards drops: it asks whether "
               "there is a fault, not what it says."),
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
    Equivalent("service/french/play.py", "TrickState.__init__", "self.follow = 1",
               "follow is read only once the led suit is set (allows returns before it on a lead; trick_fault asks "
               "only about a card allows refused), and the first card that sets the suit sets follow too."),
    Equivalent("service/french/play.py", "Hand.__init__", "cards if (isinstance(cards, tuple)) and False else",
               "Always copying the cards into a tuple: the same cards, walked in the same order; the tuple test only "
               "spares a copy."),
    Equivalent("service/french/counting.py", "_petit_au_bout", "and len(tricks) >= 1",
               "With a single trick, tricks[-2] is that trick, the last: it is reached only when the Petit is not in "
               "the last trick (that case returns before), so 'the Petit in the trick before' is False either way."),
    Equivalent("service/french/counting.py", "count_cards", "tricks if (isinstance(tricks, list)) and False else",
               "Always copying the tricks into a list: the same tricks, walked in the same order; the list test only "
               "spares a copy."),
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
    Equivalent("service/french/judge.py", "_Judge._judge_play", "first_lead_banned = index == 0 or called is not None",
               "The test only spares _judge_card's call for a card that raises no question: a held, allowed card "
               "sent to _judge_card instead (here any card of the first trick, or any when a card is called) meets "
               "no ban outside the first trick nor without a called card, no chelem fault unless it is the "
               "announcer's Excuse, and is taken out of the hand the same."),
    Equivalent("service/french/judge.py", "_Judge._judge_play", "(chelem_announced or card == EXCUSE))",
               "As above: more cards sent to _judge_card, which reports the chelem fault only for the Excuse "
               "with a chelem announced, the cards the original sends there too."),
    Equivalent("service/french/two_players.py", "_judge_play", "seat = (leader - position) % 2",
               "The seat of a trick's first or second card: position is 0 or 1 (a longer trick is refused before), "
               "and modulo 2, leader - 1 is leader + 1."),
    Equivalent("service/french/two_players.py", "_judge_play", "winner = (leader - trick_winner_position(",
               "As above: the winning position is 0 or 1, and modulo 2 subtracting it is adding it."),
    Equivalent("service/french/two_players.py", "judge_two_players", 'DealSummary(non_dealer, None, "XXpetiteXX",',
               "The game for two has no contract: the summary's contract is read by neither result_of nor _score, "
               "which read its points, oudlers and petit au bout only."),
    Equivalent("service/french/two_players.py", "judge_two_players", 'DealSummary(non_dealer, None, "PETITE",',
               "As above: a contract nothing reads."),
    Equivalent("service/french/two_players.py", "_score", "dealer_half = 183 - summary.attack_half_points",
               "The dealer's excess over his target in half-points is always even (every trick holds two cards of an "
               "odd number of half-points, an Excuse or lone Petit kept by its owner moves 9 - 1 or 1 + 1 "
               "half-points, and the target is counted twice): one more half-point halved by // 2 gives the same "
               "whole points, for a negative excess too."),
    Equivalent("service/french/deal.py", "_is_petit_sec", "elif FIRST_TRUMP <= card <= EXCUSE:",
               "The one card added, FIRST_TRUMP, is the Petit, which the branch before has taken (card == PETIT): "
               "the elif never sees it."),
    Equivalent("service/french/call.py", "callable_ranks", "held = [0] * 16",
               "A count for each rank a plain card has (1 to 14, the king): a 16th slot is one no card reaches."),
    Equivalent("service/core/cards.py", "half_points", "if card <= FIRST_TRUMP:",
               "The one card added, FIRST_TRUMP itself, is the Petit, an oudler: it has returned 9 the line before."),
    Equivalent("service/core/cards.py", "suit_of", "return card // 14 if card <= FIRST_TRUMP else TRUMPS",
               "The one card added, FIRST_TRUMP (the Petit, 56), gets 56 // 14, which is 4, TRUMPS."),
    Equivalent("service/core/cards.py", "rank_of", "if card <= FIRST_TRUMP:",
               "The one card added, the Petit (56), gets 56 % 14 + 1, which is 1, its number as a trump."),
    Equivalent("service/core/cards.py", "is_face_or_excuse", "(card <= FIRST_TRUMP and card % 14 >= JACK - 1)",
               "The one card added, the Petit (56), has 56 % 14 = 0, below a jack's 10: not a face either way."),
    Equivalent("service/core/cards.py", "is_king", "card <= FIRST_TRUMP and card % 14 == KING - 1",
               "The one card added, the Petit (56), has 56 % 14 = 0, not a king's 13: not a king either way."),
    Equivalent("service/core/cards.py", "parse_card", "card = None",
               "The lookup of the code as written is a shortcut: every canonical code is upper-case, so the "
               "lookup of code.upper() that follows finds the same card for it, and nothing for what it misses."),
    Equivalent("service/core/cards.py", "parse_cards", "values if (isinstance(values, list)) and False else",
               "Always copying the codes into a list: the same codes, read in the same order; the list test only "
               "spares a copy."),
    Equivalent("service/core/excerpt.py", "_write", "if budget <= 0:",
               "A budget of 0 is reached only when what is written already fills the limit: whatever comes after is "
               "cut off by excerpt's text[:limit], so writing it or stopping there gives the same excerpt."),
    Equivalent("service/core/excerpt.py", "_write", "if budget < 1:",
               "As above: at a budget of 0 the text is already as long as the limit."),
    Equivalent("service/core/excerpt.py", "_write", "return True",
               "A budget below 0 means the text is already longer than the limit: whether _write says so or the "
               "caller finds it (used > budget), the excerpt is cut at the limit and ends in the same '…'."),
    Equivalent("service/core/excerpt.py", "_write", "return len(value) < budget",
               "They differ for a string exactly as long as the budget: written whole with its two quotes, it is "
               "longer than the budget, so excerpt cuts it (or the caller's used > budget stops) either way."),
    Equivalent("service/core/excerpt.py", "_string", "cut = text[: budget + 2]",
               "One character more of a string longer than the budget: the text is longer than the limit either way, "
               "and excerpt keeps only the limit's first characters, which are the same."),
    Equivalent("service/core/excerpt.py", "_string", "if (len(cut) == len(text)) or True else",
               "The closing quote of a string cut short: it comes after budget + 1 characters of the string, beyond "
               "the limit, so excerpt cuts it off."),
    Equivalent("service/core/excerpt.py", "_write_entries", "return True",
               "Each 'return False' of _write_entries (a value cut short, or what is written past the budget) comes "
               "when the text is already longer than the limit: the writing stops there either way (a caller's "
               "'used > budget' stops it next), and excerpt cuts any text longer than the limit whatever the flag "
               "says, so True there gives the same excerpt. (Both such mutants: after _write, and after used > "
               "budget.)"),
    Equivalent("service/core/excerpt.py", "_write_entries", "if used >= budget:",
               "Stopping when the text is exactly as long as the budget: an entry is always followed by at least "
               "the closing bracket, so the whole text would be longer than the limit and is cut at the same place "
               "either way; the entries read are those shown (tests/engine/test_excerpt_cost.py)."),
    Equivalent("service/french/summaries.py", "_highest_set_aside", "[7] * 5 + [5] * 4",
               "Only the first dog_size values are summed, and no table's dog has more than 8 cards (5 players with "
               "14 cards each; 6 at 3 and 4 players, 3 at 5): the queens start at index 4 or more, so a fifth 7 "
               "or the cavaliers' values (index 8 or more) are never read."),
    Equivalent("service/french/summaries.py", "_highest_set_aside", "[7] * 4 + [6] * 4",
               "As above: the cavaliers' values, at index 8 or more, are never among a dog's 8 cards at most."),
    Equivalent("service/french/summaries.py", "_highest_set_aside", "[7] * 4 + [5] * 5",
               "As above: a fifth cavalier, at index 12 or more, is never among a dog's 8 cards at most."),
    Equivalent("service/french/summaries.py", "_half_point_problems", "rules.players % 2 or rules.dog_size % 3",
               "Reached only at a table of an even number of players: 4 (a dog of 6, also at 5 seats whose dealer "
               "sits out); the game for two is refused before. 6 % 3 is 6 % 2: 0."),
    Equivalent("service/french/summaries.py", "_poignee_problems", "zip(summary.poignees, poignee_seats, ))",
               "zip without strict is zip with strict=False: the same pairs, stopping at the shorter."),
    Equivalent("service/french/reach.py", "options_without_effect", "if value is _DEFAULTS.get(name, None):",
               "The identity test only spares the look-ups for what the wire filled in: a value that is the "
               "spec's default object is equal to it, so the test after it (value == spec.default) skips it too; "
               "and a name that is no option, whatever its value, has no spec and is skipped next."),
    Equivalent("service/french/reach.py", "options_without_effect", "if value is _DEFAULTS.get(name, ):",
               "As above: None as the fallback for a name that is no option, which has no spec."),
    Equivalent("service/french/arbitration/events.py", "_revoke_corrected",
               'play_fault(logged.hands[seat], logged.cards[:position], card, "XXXX") is None',
               "The player's name only goes into the fault's message, and _revoke_corrected asks only whether there "
               "is a fault (is None), never what it says."),
    Equivalent("service/french/arbitration/events.py", "_card_event",
               "played = dict(zip(logged.seats, logged.cards, ))",
               "zip stops at the shorter sequence by default: strict=False only says so (ruff's B905 asks for it)."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "allowed = None",
               "The memo of legal cards only spares calling legal_cards again for a (hand, trick) already met: the "
               "cards are the same, and the search's cost against the budget is counted in tricks tried (best), "
               "not in calls."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "in_play = 1",
               "Bit 0 stands for card 0, which is never between two cards: legal() reads in_play shifted by "
               "previous + 1 >= 1, so bit 0 is never read."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "options.sort(key=None)",
               "The options are (value, index, trick, hands) with every index different: sorting the tuples "
               "compares value then index and stops there, exactly as _cheapest_first's key."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "and index <= first",
               "first is the index of an option already looked at (or len(options)), and each option is looked at "
               "once: index == first never happens."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "and len(hand) >= 1 and len(allowed) > 1:",
               "With one card in hand at most one card is allowed, so len(allowed) > 1 already fails."),
    Equivalent("service/french/arbitration/claim.py", "worst_line", "and len(hand) > 1 and len(allowed) >= 1:",
               "With two cards or more in hand a card other than the Excuse is always allowed (a player who can "
               "neither follow nor trump plays any card), so an allowed list holding the Excuse has two cards."),
    Equivalent("service/french/arbitration/claim.py", "worst_line",
               "return (value, (trick,)) if (value < bound) or True else (value, None)",
               "best keeps a line only when its value is below the bound it passed (or equal to it for an earlier "
               "option, whose bound is one more): a last trick worth the bound or more is dropped there whether "
               "last_trick returns it or None; the first call's bound (1 << 30) is never reached."),
    Equivalent("service/french/arbitration/claim.py", "worst_line",
               "return (value, (trick,)) if value <= bound else (value, None)",
               "As the line above: a last trick worth exactly the bound is dropped by best's own comparison."),
    Equivalent("service/french/arbitration/poignees.py", "classify_poignees",
               'event_at = f"/events/{event_index}" if (event_index is not None) or True else pointer',
               "event_at is read only by the faults that need the poignee_shown event (out of order, the moment), "
               "and that event is always stored with its index: event_index is None only when nothing reads it."),
    # strict=None is refused by mypy, so counted killed and not listed.
    Equivalent("service/french/arbitration/poignees.py", "classify_poignees",
               'strict=False) if len(shown) >= size), "simple")',
               "POIGNEE_NAMES and a rule set's poignee_sizes both have three entries: zip never meets sequences of "
               "unequal length, where strict would matter."),
    Equivalent("service/french/arbitration/poignees.py", "classify_poignees",
               ') if len(shown) >= size), "simple")',
               "As the line above (zip without strict)."),
    Equivalent("service/french/arbitration/poignees.py", "classify_poignees", "elif at >= first + 1:",
               "at == first + 1 never reaches this test: with the default timing the 'just after' branch takes it, "
               "and under declaration_timing (due 0, first card >= 0) 'at > due' takes it."),
    Equivalent("service/zwanzigerrufen/deck.py", "suit_of", "return TAROCK if card > FIRST_TRUMP else card // 14",
               "The one card left out, FIRST_TRUMP itself (the Pagat, 56), gets 56 // 14, which is 4, TAROCK."),
    Equivalent("service/zwanzigerrufen/deck.py", "card_points", "if card > FIRST_TRUMP:",
               "The one card left out, FIRST_TRUMP itself (the Pagat), is a Trull piece: it has returned 5 the line "
               "before."),
    Equivalent("service/zwanzigerrufen/deal.py", "redeal_reasons", "cards=describe(GLATZEN), )))",
               "The rule set of a text only picks the names French and German give its cards, and the four Glatzen "
               "(10S, 10C, 1H, 1D) are suit cards, named alike in both rule sets (service/i18n/cards.py builds the "
               "suit cards' names once for both): without it, the French Tarot default names them the same. (The "
               "tarock of the single-tarock reason is named differently, and tests/zwanzigerrufen/test_deal.py holds "
               "it.)"),
    Equivalent("service/zwanzigerrufen/judge.py", "_Judge._play", "while len(seats) <= len(trick):",
               "One seat more than the trick has cards, after the last: a seat is read only by a card's position "
               "(seats[position], CompletedTrick.seat_of by the card's index), and no card's position reaches it."),
    Equivalent("service/zwanzigerrufen/rules.py", "ZwanzigerrufenRules.contract_rank",
               "return -2 if contract is None else CONTRACTS.index(contract)",
               "The rank of no game yet: any number below the lowest game's rank (0) lets every first bid through, "
               "so -2 is -1."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXliteralXX", ',
               "A tag of _json_identity only tells kinds of JSON value apart (true from 1, an array from an object, a "
               "value JSON has no word for from a number equal to its id): it is compared with the other tags and "
               "nothing else, so any text unlike theirs does the same; "
               "XXliteralXX or LITERAL, and so for each tag, is still a tag of its own."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("LITERAL", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXnumberXX", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("NUMBER", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXstringXX", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("STRING", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXarrayXX", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("ARRAY", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXobjectXX", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("OBJECT", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("XXotherXX", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/core/value_schema.py", "_json_identity", 'return ("OTHER", ',
               "As above: a tag renamed, still unlike the others."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._adjust", "if extra >= 0:",
               "With an écart of the right size (extra 0) the branch it lets in does nothing: the tricks played "
               "without the taker are range(len(tricks), len(tricks)), none, and no écart card is the highest of "
               "zero; and the elif for too few cards is not reached either way."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._adjust", "elif extra <= 0:",
               "extra is never 0 here: discard_size, the only faux écart count, is reported for an écart whose size "
               "is not the dog's, or for no écart at all (extra then minus the dog's size)."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._adjust", "elif extra < 1:",
               "As above: extra is never 0 with a faux écart count."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._adjust", "fault.trick <= len(adjusted)",
               "A revoke's trick is always one of the ruled tricks: a complete deal's, or, after a claim, the trick "
               "in progress, which the played-out line completes; so it is never len(adjusted)."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._note_transfers",
               "enumerate(zip(actual, adjusted, ))",
               "The adjusted tricks are the actual ones with some winners changed: the same length, so zip's strict "
               "check never fires."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._note_transfers",
               "enumerate(zip(actual, adjusted, strict=False))", "As above."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee.rule",
               "result_of(self._summary(actual, actual, (), True, deal_tricks))",
               "The raw result reads the points and oudlers only (scoring.result_of); the petit au bout it withholds "
               "is never read."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._fault", 'NOT_COVERED, "XXanyXX", None',
               "The fallback for a kind with no row for its role is reached by no record: the judge reports no "
               "poignée fault for a declaration that is not a poignée the table knows (a second one is "
               "declaration_duplicated, one of a seat outside the deal a seat error). Kept so that such a fault, "
               "should one appear, is referred rather than raising."),
    Equivalent("service/french/arbitration/ruling.py", "_Referee._fault", 'NOT_COVERED, "ANY", None', "As above."),
]

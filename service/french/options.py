"""Named rule options of the French Tarot rule set, as data.

Each option changes one rule; its default is the FFT rule (docs/rules/french-tarot.md §11, and the
seeds' house rules as options). The HTTP layer builds its request schema from these specs and
``GET /v1/rulesets`` lists them, so this table is the single source. ``rules.french_rules`` turns the
chosen values into fields of ``FrenchRules``: no phase reads an option by name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.options import InvalidOption, OptionSpec

__all__ = ["CONTRACT_NAMES", "OPTIONS_BY_NAME", "OPTION_REACH", "OPTION_SPECS", "POSITION", "RECORD", "SHEET",
           "SUMMARY", "InvalidOption", "OptionSpec", "Reach"]

CONTRACT_NAMES = ("petite", "pousse", "garde", "garde_sans", "garde_contre", "chelem")
FFT_CONTRACTS = ["petite", "garde", "garde_sans", "garde_contre"]
MULTIPLIER_SCALES = ("by_scoring", "fft", "pagat_times_five", "pousse_scale")
_MULTIPLIER_TABLE: dict[str, Any] = {
    "type": "object",
    "properties": {name: {"type": "integer", "minimum": 1, "maximum": 100} for name in CONTRACT_NAMES},
    "additionalProperties": False,
}
_POINTS = {"type": "integer", "minimum": 0, "maximum": 10000}


def _enum(name: str, allowed: tuple[Any, ...], description: str) -> OptionSpec:
    kind = "boolean" if isinstance(allowed[0], bool) else "enum"
    return OptionSpec(name, kind, allowed, allowed[0], description)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    _enum("excuse_last_trick", ("changes_side", "to_trick_winner"),
          "Excuse played to the last trick (outside a chelem): FFT gives it to the other side; pagat.com, a "
          "house-rules page and an encyclopedia to the trick's winner."),
    _enum("petit_sec", ("annul", "imprenable", "excuse_that_cuts"),
          "A hand whose only trump is the Petit, without the Excuse: FFT annuls the deal; 'imprenable' "
          "(pagat.com) plays on, the lone Petit playing like an Excuse that its holder keeps; 'excuse_that_cuts' "
          "(a house-rules page) the same, but the Petit may also cut a suit its holder lacks, and then takes the "
          "trick as its only trump. With either, the holder may annul instead (record field annulment_choice)."),
    _enum("excuse_alone_annuls", (False, True),
          "pagat.com: the holder of the Excuse and no trump may also annul the deal (record field "
          "annulment_choice; annulled when the record does not say)."),
    OptionSpec("contracts", "array", (), FFT_CONTRACTS,
               "The contracts that may be bid, lowest first: FFT petite, garde, garde_sans, garde_contre; add "
               "'pousse' between petite and garde, or leave 'petite' out (pagat.com); add 'chelem' (a house-rules "
               "page: a call above garde_contre, played and scored as a garde with the chelem announced).",
               {"type": "array", "items": {"enum": list(CONTRACT_NAMES)}, "minItems": 1, "maxItems": 6,
                "uniqueItems": True}),
    OptionSpec("multipliers", "scale_or_table", (), "by_scoring",
               "Contract multipliers: 'by_scoring' (the default: the pousse scale when pousse is bid, else the "
               "scoring's own, FFT 1/2/4/6), a named scale ('fft' 1/2/4/6; 'pagat_times_five' 1/2/4/5 "
               "(pagat.com); 'pousse_scale' 1/2/4/8/12 with pousse ×2) or an object contract → factor over the "
               "default scale.",
               {"oneOf": [{"enum": list(MULTIPLIER_SCALES)}, _MULTIPLIER_TABLE]}),
    OptionSpec("poignee_values", "array", (), [20, 30, 40],
               "Points of a simple, double and triple poignée, never multiplied: FFT 20/30/40; pagat.com "
               "10/20/40.",
               {"type": "array", "items": _POINTS, "minItems": 3, "maxItems": 3}),
    OptionSpec("poignee_sizes", "table_or_sizes", (), "fft",
               "Trumps to show for a simple, double and triple poignée at this table: 'fft' (3p 13/15/18, 4p "
               "10/13/15, 5p 8/10/13) or three numbers, e.g. 13/15/22 for 3 players (a house-rules page).",
               {"oneOf": [{"enum": ["fft"]},
                          {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 24},
                           "minItems": 3, "maxItems": 3, "uniqueItems": True}]}),
    _enum("misere", (False, True),
          "The misères of a house-rules page: 'blanc d'atout' (no trump) and 'blanc d'habillé' (no king, queen, "
          "cavalier, jack or Excuse), declared as {type: misere, kind: trumps|faces}, 10 from each other player, "
          "never multiplied, whatever the result."),
    _enum("petit_chelem", (False, True),
          "pagat.com: the petit chelem (every trick but one) as a bonus, announced with {type: petit_chelem}: "
          "announced and made +300, announced and failed -150, unannounced 0."),
    OptionSpec("chelem_values", "object", (), {"announced": 400, "unannounced": 200, "announced_failed": 200,
                                                "defence": 200},
               "Grand chelem values per defender, never multiplied: won when announced, won unannounced, paid "
               "when announced and failed, and received by each defender for a defence chelem.",
               {"type": "object", "properties": {key: _POINTS for key in
                                                 ("announced", "unannounced", "announced_failed", "defence")},
                "additionalProperties": False}),
    _enum("chelem_failed_and_defence", ("both", "defence_only"),
          "An announced chelem that ends as a defence chelem: apply both terms (default) or only the defence "
          "chelem's."),
    _enum("petit_au_bout_chelem", ("penultimate_trick", "last_trick_only", "excuse_led", "announcer_excuse_last"),
          "When a chelem is completed with the Excuse in the last trick, the Petit counts as au bout in the "
          "penultimate trick: whoever of the chelem side played the Excuse, in any chelem (default: the FFT's "
          "rule for the announced chelem, applied to every chelem); never ('last_trick_only'); only when the "
          "chelem side led the Excuse (pagat.com, 'excuse_led'); only when the announcer of a chelem played it "
          "(an encyclopedia, 'announcer_excuse_last')."),
    _enum("five_player_split", ("taker_double", "equal"),
          "5 players with a partner: FFT taker 2 shares and partner 1; 'equal' splits the attack's share "
          "evenly (exact halves, never rounded)."),
    _enum("overtrump", ("always", "trump_lead_only"),
          "The duty to play higher than every trump in the trick: FFT, whenever one plays a trump and can, a cut "
          "as much as a trump lead; a house-rules page: \"l'on n'est pas forcé de 'monter' sauf à l'atout\": on a "
          "trump lead only, so a player who cuts after another has cut may play a lower trump."),
    _enum("call_timing", ("before_dog", "after_ecart"),
          "5 players: FFT, the taker calls before the dog is shown, and the call is judged on the hand he was "
          "dealt; a house-rules page: \"après avoir effectué son écart, le preneur appelle un roi\", judged on the "
          "hand he then holds (four kings after taking the dog, he may call a queen). With a garde sans or contre "
          "there is no écart: the dealt hand either way."),
    _enum("called_suit_first_lead", ("forbidden", "allowed", "lead_only"),
          "5 players: whether the first lead of the deal may be in the called card's suit (FFT: only the called "
          "card itself); 'lead_only' (as pagat.com and an encyclopedia read it) forbids it to the leader only, so "
          "that after an Excuse lead the second player may play any card."),
    _enum("five_player_table", ("called_king", "dealer_sits_out", "fourteen_cards_alone"),
          "5 players: FFT calls a king; 'dealer_sits_out' (FFT 'mort', pagat.com's variation 2) deals a 4-player "
          "game to the others, the same dealer dealing again when all pass; 'fourteen_cards_alone' (pagat.com's "
          "variation 1) deals 14 cards each and a dog of 8, the taker playing alone."),
    _enum("rounding", (1, 5, 10),
          "pagat.com: informal tables round what each defender pays to the nearest 5 or 10 (halves away from "
          "zero); 1 keeps exact scores."),
    _enum("scoring", ("fft", "pagat_fixed", "pagat_times_five", "seed_001_table", "seed_001_example"),
          "The score formula: FFT (25 + margin) × multiplier; pagat.com's fixed table (40/80/160/320 by contract, "
          "margin rounded to 10, no multipliers, petit chelem 500 and grand chelem 1000 in place of the game); "
          "pagat.com's ×5 version (multipliers 1/2/4/5, petit chelem 300/-150); the contract values of a "
          "house-rules page (25/50/100/150 + margin × multiplier, petit au bout not multiplied, chelem 300 "
          "unannounced / 600 announced in place of the game); 'seed_001_example', the arithmetic of that page's "
          "worked example (as seed_001_table, the margin multiplied by twice the multiplier: a garde ×4)."),
    _enum("penalties", ("none", "house"),
          "As a house-rules page has it, a faulty écart costs the taker his contract as usual when he fails, and "
          "annuls the deal when he makes it; the verdict then carries that outcome instead of no score."),
    _enum("dog_placement", ("not_first_or_last", "not_first_or_last_three", "anywhere"),
          "With a deal_sequence: FFT forbids the first and last card of the pack in the dog; pagat.com the first "
          "three and last three; 'anywhere' (an encyclopedia sets no place) allows every card of the pack."),
    _enum("settlement", ("points", "mouches"),
          "Score sheets: plain points, or pagat.com's mouches (pools): everybody pays a stake into a pool when "
          "none is left, the dealer adds 5 to the largest at each deal, a taker who makes his contract takes the "
          "largest pool and one who fails pays a new pool of that size."),
    OptionSpec("mouche_stake", "integer", (), 10, "Score sheets with mouches: what each player pays into a new pool.",
               {"type": "integer", "minimum": 1, "maximum": 1000}),
    _enum("mouche_base_payment", ("paid", "none"),
          "Score sheets with mouches: 'paid' pays each hand's score in full, as without pools; 'none' reads "
          "pagat.com's \"il peut ne pas y avoir de paiement de base pour le jeu\": the contract's base (25 × the "
          "multiplier) is not paid, only the card points over the target (a failed taker pays what he was short), "
          "with the bonuses as usual."),
    _enum("arbitration", ("none", "fft", "house"),
          "What an irregular hand scores: 'none' gives no score; 'fft' adds a ruling by the FFT Code d'arbitrage "
          "(free deals): points illicitly won returned, the deal annulled when the offending side still wins, "
          "sanctions listed apart; 'house' is penalties: house (the faulty écart rule of a house-rules page)."),
    _enum("arbitration_illicit_points", ("revoke_trick", "none"),
          "Arbitration J1, what a revoke hands back: the whole trick, when the offending side won it (default), "
          "or nothing (the win/lose test alone)."),
    _enum("arbitration_winner_test", ("after_return", "before_return"),
          "Arbitration J2, whether 'the offending side wins' is judged after the illicit points are returned "
          "(default) or on the record as played."),
    _enum("arbitration_discretionary_penalty", ("suggest", "apply"),
          "Arbitration J3, the referee's optional 100 points for a non-rectifiable fault: listed as a suggestion "
          "(default) or applied in the ruling's penalty ledger (never in the deal's score)."),
    _enum("arbitration_important_exposure", ("oudler_king_or_several", "never", "always"),
          "Arbitration J4, when a card exposed by a player other than the taker is important (non-rectifiable): "
          "an oudler, a king, or several cards at once (default); never; always."),
    _enum("arbitration_ecart_content", ("no_transfer", "kings_and_oudlers_to_defence"),
          "Arbitration J8, a six-card écart with a king, an oudler or an unforced trump: nothing moves (default) "
          "or its kings and oudlers go to the defence before the win/lose test."),
    _enum("arbitration_taker_wrong_count", ("annul", "misdeal_rule"),
          "Arbitration J13, the attack's own hand dealt with a wrong count: the deal is annulled (default) or "
          "ruled like any misdeal found in play (scored if the taker makes his contract)."),
    _enum("arbitration_poignee_not_held", ("refer", "unfixable"),
          "Arbitration J16, a poignée with a card not held or not a trump: left to a human referee (default: "
          "the record cannot have happened) or ruled as an incomplete poignée that cannot be fixed."),
    _enum("lone_trump_annuls", ("petit", "any_trump"),
          "Which lone trump annuls the deal: the Petit (the petit sec, option petit_sec); 'any_trump' (pagat.com "
          "read literally) also a hand with a single other trump and no other, or the Excuse and no trump."),
    _enum("out_of_turn_ban", ("trick", "while_on_lead"),
          "Arbitration, a refused lead out of turn with choice other_suit: the player who should have led may not "
          "lead that suit in the trick concerned (FFT Code d'arbitrage), or in every trick he leads until he "
          "loses the lead (a house-rules page: 'tant qu'il a la main')."),
    # The seeds' scoring, declaration and auction readings, each defaulting to the FFT rule.
    _enum("petit_chelem_all_but", (1, 3),
          "pagat.com: with petit_chelem, the petit chelem is every trick but one (default) or, by agreement, "
          "every trick but three (at most three tricks lost, at least one)."),
    _enum("declaration_timing", ("own_first_card", "before_first_lead"),
          "When poignées and misères are declared, checked on a declaration's at_card: FFT just before the "
          "player's own first card; pagat.com's variant, every declaration before the first lead. A chelem is "
          "announced before the first lead either way."),
    _enum("chelem_announcer", ("taker", "either_side"),
          "Who may announce a chelem: FFT the taker; pagat.com 'the team (normally the taker)': a defender too, "
          "for the defence, who then leads the first trick."),
    _enum("petit_au_bout_for", ("either_side", "taker_only"),
          "FFT: the side that wins the last trick with the Petit in it scores the petit au bout; a house-rules "
          "page: only the taker's own Petit, brought to the last trick and won by his side, whether he makes his "
          "contract or not."),
    _enum("two_player_petit_au_bout", ("trick_winner", "score_winner"),
          "The game for two (pagat.com): the 10 for the Petit played to the last trick go to the winner of that "
          "trick, as pagat.com's English says; 'score_winner' reads its French literally (\"le vainqueur du "
          "score\"): to the player who wins the game, whoever took the Petit."),
)

OPTIONS_BY_NAME: dict[str, OptionSpec] = {spec.name: spec for spec in OPTION_SPECS}


# -- where each option can change anything ------------------------------------------------------------------
# An option chosen where it can change nothing (five_player_table at 4 players, mouches outside a score
# sheet, an arbitration_* choice without arbitration) is not an error: the answer says so in its `notes`
# (french/reach.py reads this table). Every option says where it applies; the table names the conditions.

RECORD, SUMMARY, SHEET, POSITION = "record", "summary", "sheet", "position"
"""The requests: a hand record (adjudicate), a score keeper's summary (scores), a score sheet, a position
(plays/legal). A score sheet holds records and summaries, so whatever applies to either applies to it."""
SCORED_REQUESTS = frozenset({RECORD, SUMMARY, SHEET})
PLAYED_REQUESTS = frozenset({RECORD, SHEET})


@dataclass(frozen=True)
class Reach:
    """Where an option can change anything."""

    table: str = "any"
    """A table condition of ``french/reach.py``: 'any', 'not_two', 'two', 'partner_called', 'five_seats'."""
    requests: frozenset[str] = frozenset({RECORD, SUMMARY, SHEET, POSITION})
    needs: tuple[str, Any] | None = None
    """Another option's value that this one refines (without it, it changes nothing)."""
    replaced_by: tuple[str, Any] | None = None
    """Another option's value whose rule replaces this one's."""
    record_field: str | None = None
    """A record's field it reads, when only that field gives it something to check."""
    keys_among: str | None = None
    """For a value that is an object: the option whose values its keys must be among to be read."""


_ARBITRATION = Reach("not_two", PLAYED_REQUESTS, needs=("arbitration", "fft"))

# A rule of play that the checks of a score keeper's summary read (french/summaries.py: excuse_last_trick,
# petit_sec, poignee_sizes) reaches summaries as much as a scoring option does.
OPTION_REACH: dict[str, Reach] = {
    "excuse_last_trick": Reach("not_two", SCORED_REQUESTS),
    "petit_sec": Reach("not_two", SCORED_REQUESTS),
    "excuse_alone_annuls": Reach("not_two", PLAYED_REQUESTS, replaced_by=("lone_trump_annuls", "any_trump")),
    "contracts": Reach("not_two", SCORED_REQUESTS),
    "multipliers": Reach("not_two", SCORED_REQUESTS, keys_among="contracts"),
    "poignee_values": Reach("not_two", SCORED_REQUESTS),
    "poignee_sizes": Reach("not_two", SCORED_REQUESTS),
    "misere": Reach("not_two", SCORED_REQUESTS),
    "petit_chelem": Reach("not_two", SCORED_REQUESTS),
    "chelem_values": Reach("not_two", SCORED_REQUESTS),
    "chelem_failed_and_defence": Reach("not_two", SCORED_REQUESTS),
    "petit_au_bout_chelem": Reach("any", PLAYED_REQUESTS),
    "five_player_split": Reach("partner_called", SCORED_REQUESTS),
    "called_suit_first_lead": Reach("partner_called", frozenset({RECORD, SHEET, POSITION})),
    "call_timing": Reach("partner_called", PLAYED_REQUESTS),
    "overtrump": Reach("any", frozenset({RECORD, SHEET, POSITION})),
    "five_player_table": Reach("five_seats"),
    "rounding": Reach("any", SCORED_REQUESTS),
    "scoring": Reach("not_two", SCORED_REQUESTS),
    "penalties": Reach("not_two", PLAYED_REQUESTS, replaced_by=("arbitration", "fft")),
    "dog_placement": Reach("not_two", PLAYED_REQUESTS, record_field="deal_sequence"),
    "settlement": Reach("any", frozenset({SHEET})),
    "mouche_stake": Reach("any", frozenset({SHEET}), needs=("settlement", "mouches")),
    "mouche_base_payment": Reach("any", frozenset({SHEET}), needs=("settlement", "mouches")),
    "arbitration": Reach("not_two", PLAYED_REQUESTS),
    "arbitration_illicit_points": _ARBITRATION,
    "arbitration_winner_test": _ARBITRATION,
    "arbitration_discretionary_penalty": _ARBITRATION,
    "arbitration_important_exposure": _ARBITRATION,
    "arbitration_ecart_content": _ARBITRATION,
    "arbitration_taker_wrong_count": _ARBITRATION,
    "arbitration_poignee_not_held": _ARBITRATION,
    "lone_trump_annuls": Reach("not_two", PLAYED_REQUESTS),
    "out_of_turn_ban": _ARBITRATION,
    # The petit chelem's size also serves the scorings that play it without option petit_chelem.
    "petit_chelem_all_but": Reach("not_two", SCORED_REQUESTS),
    "declaration_timing": Reach("not_two", PLAYED_REQUESTS, record_field="declarations"),
    "chelem_announcer": Reach("not_two", SCORED_REQUESTS),
    "petit_au_bout_for": Reach("not_two", SCORED_REQUESTS),
    "two_player_petit_au_bout": Reach("two", PLAYED_REQUESTS),
}

"""Each fault the judge can report, classified by the Code d'arbitrage (free deals) [digest §2, §3], as data.

A violation code names a kind of fault; the kind and the offender's role (the taker, anybody else, an
important exposure…) name one ``FaultRule``: rectifiable or not, what may annul the deal, what is handed
back, the sanction outside the score, and the rule it applies. Codes the code has no rule for, and codes
that describe a record no real table could produce, are left to a human referee.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

# Annulment conditions, judged on the result the winner test uses (J2).
OFFENDER_WINS = "offender_wins"
TAKER_FAILS = "taker_fails"
ALWAYS = "always"

# Whether a faulty poignée counts.
ALWAYS_COUNTED = "always"
NEVER_COUNTED = "never"
IF_OFFENDER_LOSES = "if_offender_loses"

# Sanctions outside the score.
WARNING = "warning"
DISCRETIONARY_PENALTY = "discretionary_penalty"
DISCRETIONARY_POINTS = 100

# Kinds of fault.
REVOKE = "revoke"
FAUX_ECART_COUNT = "faux_ecart_count"
FAUX_ECART_CONTENT = "faux_ecart_content"
MISDEAL = "misdeal"
POIGNEE = "poignee"
EXPOSED_CARD = "exposed_card"
OUT_OF_TURN = "out_of_turn"
DOG_SEEN = "dog_seen"
HAND_DROPPED = "hand_dropped"
RECORD_ERROR = "record_error"
NOT_COVERED = "not_covered"
REFERRED = (RECORD_ERROR, NOT_COVERED)


@dataclass(frozen=True)
class FaultRule:
    rectifiable: bool
    annul_if: str | None
    sanction: str | None
    rule: str
    effect: str
    returns_trick: bool = False
    """J1: the trick of the fault, when the offending side won it, goes to the other side."""


KIND_OF_CODE: Mapping[str, str] = MappingProxyType({
    "must_follow_suit": REVOKE, "must_trump": REVOKE, "must_overtrump": REVOKE,
    "called_suit_first_lead": REVOKE, "chelem_excuse_not_last": REVOKE, "lead_not_as_required": REVOKE,
    "discard_size": FAUX_ECART_COUNT,
    "discard_king": FAUX_ECART_CONTENT, "discard_oudler": FAUX_ECART_CONTENT,
    "discard_trump_not_forced": FAUX_ECART_CONTENT,
    "hand_size": MISDEAL, "dog_size": MISDEAL, "deal_packet_size": MISDEAL, "dog_packet_size": MISDEAL,
    "deal_out_of_order": MISDEAL, "dog_card_at_pack_end": MISDEAL,
    "poignee_size": POIGNEE, "poignee_excuse_with_trumps": POIGNEE, "poignee_out_of_order": POIGNEE,
    "poignee_early": POIGNEE, "poignee_late": POIGNEE, "poignee_not_held": POIGNEE, "poignee_not_trump": POIGNEE,
    "card_exposed": EXPOSED_CARD, "played_out_of_turn": OUT_OF_TURN,
    "dog_seen": DOG_SEEN, "hand_dropped": HAND_DROPPED,
    "card_duplicated": RECORD_ERROR, "card_missing": RECORD_ERROR, "card_not_held": RECORD_ERROR,
    "discard_not_held": RECORD_ERROR, "trick_size": RECORD_ERROR, "hands_count": RECORD_ERROR,
    "seat_out_of_range": RECORD_ERROR, "wrong_first_leader": RECORD_ERROR, "played_after_annulment": RECORD_ERROR,
    "deal_sequence_mismatch": RECORD_ERROR, "event_invalid": RECORD_ERROR, "discard_not_allowed": RECORD_ERROR,
    "called_card_missing": RECORD_ERROR, "auction_incomplete": RECORD_ERROR,
    "annulment_choice_not_open": RECORD_ERROR,
})
"""Every other code (the auction's, the call's, chelem_not_taker, declaration_duplicated, the misères…) is
NOT_COVERED: the free-deal code has no rule for it."""

_NON_RECTIFIABLE = "CA 2012 p.5: a non-rectifiable fault; the points illicitly won go back, and the deal is " \
                   "annulled if the offending side still wins, scored if it loses; the referee may add 100"

RULES: Mapping[tuple[str, str], FaultRule] = MappingProxyType({
    (REVOKE, "any"): FaultRule(
        False, OFFENDER_WINS, DISCRETIONARY_PENALTY,
        f"{_NON_RECTIFIABLE}; p.6, an established revoke (renonce consommée); J1, the revoke trick returned",
        "the trick goes back if the offending side won it; annulled if that side still wins", returns_trick=True),
    (FAUX_ECART_COUNT, "any"): FaultRule(
        False, OFFENDER_WINS, DISCRETIONARY_PENALTY,
        "CA 2012 p.5-6: a faux écart; with too many cards the taker's missing last trick(s) and the highest "
        "écart card(s) go to the defence, with too few his lone last card(s) are his without petit au bout "
        "(J7, J9); annulled if he makes his contract, scored if he fails",
        "annulled if the taker makes his contract"),
    (FAUX_ECART_CONTENT, "any"): FaultRule(
        False, OFFENDER_WINS, DISCRETIONARY_PENALTY,
        "CA 2012 p.5-6: a faux écart (king, oudler or unforced trump); the écart counts as usual (J8); annulled "
        "if the taker makes his contract, scored if he fails",
        "annulled if the taker makes his contract"),
    (MISDEAL, "other"): FaultRule(
        False, TAKER_FAILS, None,
        "CA 2012 p.4: a misdeal found during play is scored if the taker makes his contract and annulled if "
        "he fails (p.7: the side with the wrong count cannot win); no penalty",
        "annulled if the taker fails"),
    (MISDEAL, "attack_hand"): FaultRule(
        False, ALWAYS, None,
        "CA 2012 p.4 and p.7 in conflict when the attack's own hand has the wrong count; J13: annulled",
        "annulled whatever the result"),
    (MISDEAL, "attack_hand_misdeal_rule"): FaultRule(
        False, TAKER_FAILS, None,
        "CA 2012 p.4: a misdeal found during play (J13 with arbitration_taker_wrong_count: misdeal_rule)",
        "annulled if the taker fails"),
    (EXPOSED_CARD, "taker"): FaultRule(
        True, None, None, "CA 2012 p.5: a card exposed by the taker goes back to his hand; no sanction",
        "none"),
    (EXPOSED_CARD, "minor"): FaultRule(
        True, None, WARNING, "CA 2012 p.5: an exposed card goes back to the hand; a warning, then 100",
        "none on the score"),
    (EXPOSED_CARD, "important"): FaultRule(
        False, OFFENDER_WINS, DISCRETIONARY_PENALTY,
        f"{_NON_RECTIFIABLE}; p.5, an important exposed card (J4); nothing to hand back",
        "annulled if the offending side wins"),
    (OUT_OF_TURN, "taker"): FaultRule(
        True, None, None, "CA 2012 p.5 covers defenders only; J14: the taker's card goes back, no penalty",
        "none"),
    (OUT_OF_TURN, "other"): FaultRule(
        True, None, WARNING, "CA 2012 p.5: a card played out of turn; the exposed-card sanction, a warning, "
        "then 100", "none on the score"),
    (DOG_SEEN, "defence_only"): FaultRule(
        False, TAKER_FAILS, DISCRETIONARY_PENALTY,
        "CA 2012 p.4: the dog seen by the defence only after an overcall: annulled if the taker fails; the "
        "referee may fine 100", "annulled if the taker fails"),
    (DOG_SEEN, "taker_saw_it"): FaultRule(
        False, None, DISCRETIONARY_PENALTY,
        "CA 2012 p.4: the dog seen by the player who overcalled too: the score stands; the referee may fine 100",
        "none on the score"),
    (HAND_DROPPED, "other"): FaultRule(
        False, TAKER_FAILS, None,
        "CA 2012 p.4: a hand shown after the contract; the defenders' cards are dealt again, scored if the taker "
        "makes his contract, not if he fails", "annulled if the taker fails"),
    (HAND_DROPPED, "taker"): FaultRule(
        True, None, None, "CA 2012 p.5: the taker's exposures are never important (he has no partner); no "
        "sanction", "none"),
    (RECORD_ERROR, "any"): FaultRule(
        False, None, None, "digest §7.3 step 1: a record no real table could produce is a data error, left to "
        "a human referee", "no ruling"),
    (NOT_COVERED, "any"): FaultRule(
        False, None, None, "the Code d'arbitrage has no free-deal rule for this fault: left to a human referee",
        "no ruling"),
})

BOTH_SIDES_RULE = "J5: both sides committed a non-rectifiable fault; the free-deal code has no rule, so the deal " \
                  "is annulled (as the duplicate 'neutralised'), with the optional penalty for each offender"
CLAIM_RULE = "CA 2012 p.7: a player who lays his cards down thinking the rest is his has the remaining cards " \
             "played in the way that is worst for his side (card points, then oudlers, then petit au bout)"

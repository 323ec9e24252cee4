"""Golden records changed to read the seeds (issue 18): E18 with the chelem called in the auction, E18's cards
with the chelem announced by the defence, and the golden 5-player hand with its poignée shown at a given
card."""

from __future__ import annotations

import copy
from typing import Any

from .builders import golden

# docs/rules/french-tarot.md E18: 4 players, dealer 0; seat 1 bids a garde, announces a chelem and a triple
# poignée, leads 21T…6T, the Petit in the penultimate trick, and leads the Excuse to the last trick.
# (25 + 55) × 2 + 10 × 2 + 40 + 400 = 620 a defender.
ANNOUNCED_CHELEM = "announced_chelem_excuse_last_petit_penultimate"
WITH_CHELEM_CALL = ["petite", "garde", "garde_sans", "garde_contre", "chelem"]


def e18() -> dict[str, Any]:
    return copy.deepcopy(golden(ANNOUNCED_CHELEM)["record"])


def called_chelem() -> dict[str, Any]:
    """E18 with the chelem called in the auction instead of announced after it (seed 001's call)."""
    record = e18()
    record["auction"][0]["call"] = "chelem"
    record["declarations"] = [d for d in record["declarations"] if d["type"] != "chelem"]
    record["options"] = {"contracts": WITH_CHELEM_CALL}
    return record


def defence_chelem(announced: bool = True) -> dict[str, Any]:
    """E18's cards with the roles changed: seat 0 (the dealer) bids a garde sans and seat 1, now a
    defender, announces the chelem for the defence and leads. Seat 1's Excuse goes to seat 3, seat 3's 10D
    to seat 1, so that the last trick is 10D (seat 1, led) 8H EX (seat 3, his partner, merely discarding
    it) KC, which 10D wins; the Petit is in the penultimate trick, won by seat 1. No play changes legality:
    seat 1 leads trumps to the end, and the others, out of trumps after trick 1, may play anything.

    Count: the attack has the dog alone, 1S-6S, 3 points and no oudler: lost by 56 - 3 = 53, (25 + 53) × 4
    = 312 a defender."""
    record = e18()
    hands = record["hands"]
    hands[1] = ["10D" if card == "EX" else card for card in hands[1]]
    hands[3] = ["EX" if card == "10D" else card for card in hands[3]]
    record["auction"] = [{"seat": 1, "call": "pass"}, {"seat": 2, "call": "pass"}, {"seat": 3, "call": "pass"},
                         {"seat": 0, "call": "garde_sans"}]
    del record["discard"]
    record["declarations"] = [{"seat": 1, "type": "chelem"}] if announced else []
    record["tricks"][-1] = ["10D", "8H", "EX", "KC"]
    record["options"] = {"chelem_announcer": "either_side"}
    return record


def five_players_poignee(at_card: int, **options: Any) -> dict[str, Any]:
    """The golden 5-player hand: dealer 2, so seat 3 leads; seat 0 shows a poignée, the third to play in the
    first trick (2 cards of the deal before his)."""
    record = copy.deepcopy(golden("five_players_with_partner_excuse_last_to_partner")["record"])
    record["declarations"][0]["at_card"] = at_card
    record["options"] = options
    return record

"""A score keeper's summary of a generated hand (``generator.py``): what he writes down of the deal for POST
/v1/scores, read off the hand's expected outcome."""

from __future__ import annotations

from .generator import POIGNEE_NAMES, POIGNEE_SIZES


def summary_of(hand) -> dict:
    record, expected = hand.record, hand.expected
    players = record["players"]
    announced = any(d["type"] == "chelem" for d in record["declarations"])
    summary = {
        "ruleset": "french-tarot",
        "players": players,
        "taker": expected.taker,
        "partner": expected.partner,
        "contract": expected.contract,
        "attack_points": expected.attack_points,
        "oudlers": expected.oudlers,
        "petit_au_bout": None if not expected.petit_au_bout else "attack" if expected.petit_au_bout > 0 else "defence",
        "poignees": [
            {"size": POIGNEE_NAMES[POIGNEE_SIZES[players].index(len(d["cards"]))], "seat": d["seat"]}
            for d in record["declarations"] if d["type"] == "poignee"
        ],
        "chelem": {"announced": announced, "won_by": expected.chelem_side},
    }
    if "options" in record:
        summary["options"] = record["options"]
    return summary

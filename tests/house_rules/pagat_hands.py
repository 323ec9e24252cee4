"""Seed 000's "Exemple de notation" as score summaries: five gardes at a 4-player table, A, B, C, D being
seats 0-3."""

from __future__ import annotations

# Seed 000 "Exemple de notation": A, B, C, D are seats 0-3; every hand is a garde.
PAGAT_HANDS = [
    # 1: A, 56 points with 2 oudlers (target 41, made by 15).
    {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2},
    # 2: B, 49 points with 3 oudlers (target 36, made by 13), the Petit au bout.
    {"taker": 1, "contract": "garde", "attack_points": 49, "oudlers": 3, "petit_au_bout": "attack"},
    # 3: C, 40 points with 2 oudlers (lost by 1), the defence takes the Petit au bout.
    {"taker": 2, "contract": "garde", "attack_points": 40, "oudlers": 2, "petit_au_bout": "defence"},
    # 4: C, 41 points with 2 oudlers (his Petit captured au bout: juste fait).
    {"taker": 2, "contract": "garde", "attack_points": 41, "oudlers": 2, "petit_au_bout": "defence"},
    # 5: D, 40 points with 3 oudlers (made by 4); a defender shows a simple poignée.
    {"taker": 3, "contract": "garde", "attack_points": 40, "oudlers": 3, "poignees": [{"size": "simple", "seat": 0}]},
]

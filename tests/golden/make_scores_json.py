"""Writes french_scores.json: the rules' worked examples E01–E28 (docs/rules/french-tarot.md §10) as
/v1/scores summaries, and pagat's five-hand score sheet. Every expected number below was worked out by
hand from §1.3 and §8 (targets, 25 + d, multiplier, pab × multiplier, poignées and chelem unmultiplied,
half point to the winner); see each case's "working". Run: python -m tests.golden.make_scores_json
"""

from __future__ import annotations

from pathlib import Path

from tests.golden.compact_json import dumps

HERE = Path(__file__).resolve().parent


def case(cid, source, players, summary, result, score, working, interpretation=None):
    taker, partner = summary["taker"], summary.get("partner")
    m = score["per_defender"]
    deltas = [-m] * players
    if players == 5 and partner is not None:
        deltas[taker], deltas[partner] = 2 * m, m
    else:
        deltas[taker] = (players - 1) * m
    assert deltas == score["deltas"], (cid, deltas)
    result = {**result, "attack": sorted({taker} | ({partner} if partner is not None else set())),
              "defence_points": 91 - result["attack_points"]}
    entry = {"id": cid, "source": source, "working": working,
             "request": {"ruleset": "french-tarot", "players": players, **summary},
             "expected": {"result": result, "score": score}}
    if interpretation:
        entry["interpretation"] = interpretation
    return entry


def r(points, oudlers, target, made, margin):
    return {"attack_points": points, "oudlers": oudlers, "target": target, "made": made, "margin": margin}


def s(mult, pab, poignees, chelem, m, deltas):
    return {"multiplier": mult, "petit_au_bout": pab, "poignees": poignees, "chelem": chelem,
            "per_defender": m, "deltas": deltas}


CASES = [
    case("E01", "pagat hand 1", 4, {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2},
         r(56, 2, 41, True, 15), s(2, 0, 0, 0, 80, [240, -80, -80, -80]), "(25+15)x2 = 80"),
    case("E02", "pagat hand 2", 4,
         {"taker": 1, "contract": "garde", "attack_points": 49, "oudlers": 3, "petit_au_bout": "attack"},
         r(49, 3, 36, True, 13), s(2, 20, 0, 0, 96, [-96, 288, -96, -96]), "(25+13)x2 + 10x2 = 96"),
    case("E03", "pagat hand 3", 4,
         {"taker": 2, "contract": "garde", "attack_points": 40, "oudlers": 2, "petit_au_bout": "defence"},
         r(40, 2, 41, False, -1), s(2, -20, 0, 0, -72, [72, 72, -216, 72]), "-(25+1)x2 - 10x2 = -72"),
    case("E04", "pagat hand 4 (the taker's Petit captured in the last trick: 2 oudlers)", 4,
         {"taker": 2, "contract": "garde", "attack_points": 41, "oudlers": 2, "petit_au_bout": "defence"},
         r(41, 2, 41, True, 0), s(2, -20, 0, 0, 30, [-30, -30, 90, -30]), "juste fait: 25x2 - 10x2 = 30"),
    case("E05", "pagat hand 5 (a defender shows a simple poignée)", 4,
         {"taker": 3, "contract": "garde", "attack_points": 40, "oudlers": 3,
          "poignees": [{"size": "simple", "seat": 0}]},
         r(40, 3, 36, True, 4), s(2, 0, 20, 0, 78, [-78, -78, -78, 234]),
         "(25+4)x2 + 20 (to the winning side, whoever showed it) = 78"),
    case("E06", "seed 002: garde contre made by 2, poignée and petit au bout", 4,
         {"taker": 0, "contract": "garde_contre", "attack_points": 43, "oudlers": 2, "petit_au_bout": "attack",
          "poignees": [{"size": "simple"}]},
         r(43, 2, 41, True, 2), s(6, 60, 20, 0, 242, [726, -242, -242, -242]), "(25+2)x6 + 10x6 + 20 = 242",
         "seed 002 gives only 'made by 2': 43 points with 2 oudlers, as the rules' note chooses"),
    case("E07", "seed 001 example rescored per FFT", 4,
         {"taker": 0, "contract": "garde", "attack_points": 49, "oudlers": 2, "petit_au_bout": "attack",
          "poignees": [{"size": "simple", "seat": 0}]},
         r(49, 2, 41, True, 8), s(2, 20, 20, 0, 106, [318, -106, -106, -106]), "(25+8)x2 + 20 + 10x2 = 106"),
    case("E08", "FFT pab example 1 (garde sans, defence takes the Petit au bout)", 4,
         {"taker": 0, "contract": "garde_sans", "attack_points": 46, "oudlers": 2, "petit_au_bout": "defence"},
         r(46, 2, 41, True, 5), s(4, -40, 0, 0, 80, [240, -80, -80, -80]), "(25+5)x4 - 10x4 = 80"),
    case("E09", "FFT pab example 2 (prise juste faite, defence takes the Petit au bout)", 4,
         {"taker": 0, "contract": "petite", "attack_points": 51, "oudlers": 1, "petit_au_bout": "defence"},
         r(51, 1, 51, True, 0), s(1, -10, 0, 0, 15, [45, -15, -15, -15]), "25 - 10 = 15"),
    case("E10a", "FFT poignée example 1 (attack shows a double and wins)", 4,
         {"taker": 0, "contract": "garde", "attack_points": 44, "oudlers": 2,
          "poignees": [{"size": "double", "seat": 0}]},
         r(44, 2, 41, True, 3), s(2, 0, 30, 0, 86, [258, -86, -86, -86]), "(25+3)x2 + 30 = 86"),
    case("E10b", "FFT poignée example 1, attack loses", 4,
         {"taker": 0, "contract": "garde", "attack_points": 38, "oudlers": 2,
          "poignees": [{"size": "double", "seat": 0}]},
         r(38, 2, 41, False, -3), s(2, 0, -30, 0, -86, [-258, 86, 86, 86]), "-(25+3)x2 - 30 = -86"),
    case("E11", "FFT poignée example 2 (a defender shows 10 trumps, the taker wins)", 4,
         {"taker": 0, "contract": "garde", "attack_points": 54, "oudlers": 1,
          "poignees": [{"size": "simple", "seat": 2}]},
         r(54, 1, 51, True, 3), s(2, 0, 20, 0, 76, [228, -76, -76, -76]), "(25+3)x2 + 20 = 76"),
    case("E12", "FFT 3-player half point: 40.5 with 2 oudlers is lost by 1", 3,
         {"taker": 0, "contract": "garde", "attack_points": 40.5, "oudlers": 2},
         r(40.5, 2, 41, False, -1), s(2, 0, 0, 0, -52, [-104, 52, 52]), "-(25+1)x2 = -52"),
    case("E13", "FFT 3-player half point: 41.5 with 2 oudlers is won by 1", 3,
         {"taker": 0, "contract": "garde", "attack_points": 41.5, "oudlers": 2},
         r(41.5, 2, 41, True, 1), s(2, 0, 0, 0, 52, [104, -52, -52]), "(25+1)x2 = 52"),
    case("E14", "3 players, half a point short", 3,
         {"taker": 0, "contract": "petite", "attack_points": 35.5, "oudlers": 3},
         r(35.5, 3, 36, False, -1), s(1, 0, 0, 0, -26, [-52, 26, 26]), "-(25+1) = -26"),
    case("E15", "5 players with a partner, half point, failure", 5,
         {"taker": 0, "partner": 2, "contract": "garde", "attack_points": 46.5, "oudlers": 1},
         r(46.5, 1, 51, False, -5), s(2, 0, 0, 0, -60, [-120, 60, -60, 60, 60]),
         "4.5 short rounds to 5: -(25+5)x2 = -60; taker 2M, partner M"),
    case("E16", "5 players, taker alone (called card in the dog)", 5,
         {"taker": 0, "partner": None, "contract": "petite", "attack_points": 46, "oudlers": 2},
         r(46, 2, 41, True, 5), s(1, 0, 0, 0, 30, [120, -30, -30, -30, -30]), "(25+5) = 30; alone: 4M"),
    case("E17", "5 players, the partner shows 8 trumps, the defence takes the Petit au bout", 5,
         {"taker": 0, "partner": 3, "contract": "garde", "attack_points": 38.5, "oudlers": 3,
          "petit_au_bout": "defence", "poignees": [{"size": "simple", "seat": 3}]},
         r(38.5, 3, 36, True, 3), s(2, -20, 20, 0, 56, [112, -56, -56, 56, -56]),
         "2.5 over rounds to 3: (25+3)x2 + 20 - 10x2 = 56"),
    case("E18", "announced chelem made, Excuse last, Petit in the penultimate trick counts au bout", 4,
         {"taker": 0, "contract": "garde", "attack_points": 91, "oudlers": 3, "petit_au_bout": "attack",
          "chelem": {"announced": True, "won_by": "attack"}},
         r(91, 3, 36, True, 55), s(2, 20, 0, 400, 580, [1740, -580, -580, -580]),
         "(25+55)x2 + 10x2 + 400 = 580"),
    case("E19", "unannounced attack chelem, the defence kept the Excuse (87 points, 2 oudlers)", 4,
         {"taker": 0, "contract": "garde_sans", "attack_points": 87, "oudlers": 2,
          "chelem": {"announced": False, "won_by": "attack"}},
         r(87, 2, 41, True, 46), s(4, 0, 0, 200, 484, [1452, -484, -484, -484]), "(25+46)x4 + 200 = 484",
         "§7.4: the attack ends with 87 points and at most 2 oudlers"),
    case("E20", "announced chelem fails although the contract is made by 34", 4,
         {"taker": 0, "contract": "garde", "attack_points": 70, "oudlers": 3,
          "chelem": {"announced": True, "won_by": None}},
         r(70, 3, 36, True, 34), s(2, 0, 0, -200, -82, [-246, 82, 82, 82]), "(25+34)x2 - 200 = -82"),
    case("E21", "defence chelem (the attack keeps only a 3-point écart)", 4,
         {"taker": 0, "contract": "petite", "attack_points": 3, "oudlers": 0,
          "chelem": {"announced": False, "won_by": "defence"}},
         r(3, 0, 56, False, -53), s(1, 0, 0, -200, -278, [-834, 278, 278, 278]), "-(25+53) - 200 = -278",
         "defence chelem: each defender receives an extra 200 (chelem term -200)"),
    case("E22", "garde contre lost by 1", 4,
         {"taker": 0, "contract": "garde_contre", "attack_points": 50, "oudlers": 1},
         r(50, 1, 51, False, -1), s(6, 0, 0, 0, -156, [-468, 156, 156, 156]), "-(25+1)x6 = -156"),
    case("E23", "3 players: triple poignée (18) by the taker and Petit au bout to the attack", 3,
         {"taker": 0, "contract": "garde_sans", "attack_points": 48, "oudlers": 2, "petit_au_bout": "attack",
          "poignees": [{"size": "triple", "seat": 0}]},
         r(48, 2, 41, True, 7), s(4, 40, 40, 0, 208, [416, -208, -208]), "(25+7)x4 + 40 + 10x4 = 208"),
    case("E24", "the taker loses; a defender showed a double", 4,
         {"taker": 0, "contract": "garde", "attack_points": 47, "oudlers": 1,
          "poignees": [{"size": "double", "seat": 1}]},
         r(47, 1, 51, False, -4), s(2, 0, -30, 0, -88, [-264, 88, 88, 88]), "-(25+4)x2 - 30 = -88"),
    case("E25", "ScoreIt unit test pattern (3p prise, 58 points, no oudler)", 3,
         {"taker": 0, "contract": "petite", "attack_points": 58, "oudlers": 0},
         r(58, 0, 56, True, 2), s(1, 0, 0, 0, 27, [54, -27, -27]), "25+2 = 27"),
    case("E26", "two poignées (taker simple + defender double), the taker wins", 4,
         {"taker": 0, "contract": "garde", "attack_points": 45, "oudlers": 2,
          "poignees": [{"size": "simple", "seat": 0}, {"size": "double", "seat": 2}]},
         r(45, 2, 41, True, 4), s(2, 0, 50, 0, 108, [324, -108, -108, -108]), "(25+4)x2 + 20 + 30 = 108"),
    case("E27", "3 players, juste fait", 3,
         {"taker": 0, "contract": "garde", "attack_points": 41, "oudlers": 2},
         r(41, 2, 41, True, 0), s(2, 0, 0, 0, 50, [100, -50, -50]), "25x2 = 50"),
    case("E28", "5 players, the half point goes to the winner: 36.5 counts 37", 5,
         {"taker": 0, "partner": 1, "contract": "garde_sans", "attack_points": 36.5, "oudlers": 3,
          "petit_au_bout": "attack"},
         r(36.5, 3, 36, True, 1), s(4, 40, 0, 0, 144, [288, 144, -144, -144, -144]),
         "(25+1)x4 + 10x4 = 144; taker 2M, partner M"),
]

# Pagat's five hands as one score sheet: seat 0 = A, 1 = B, 2 = C, 3 = D (E01 A takes, E02 B, E03 and
# E04 C, E05 D), which the running totals pin down.
PAGAT = {
    "id": "pagat-running-totals",
    "request": {"ruleset": "french-tarot", "players": 4, "hands": [
        {key: value for key, value in c["request"].items() if key not in ("ruleset", "players")}
        for c in CASES[:5]
    ]},
    "expected_totals": [[240, -80, -80, -80], [144, 208, -176, -176], [216, 280, -392, -104],
                        [186, 250, -302, -134], [108, 172, -380, 100]],
}


def main() -> None:
    data = {
        "about": "Worked examples E01-E28 of docs/rules/french-tarot.md §10 as POST /v1/scores summaries, "
                 "with the expected result and score worked out by hand (see 'working'); seats: the taker is "
                 "seat 0 unless the example says otherwise (pagat's hands follow the running totals). "
                 "margin is signed: negative when the contract fails.",
        "cases": CASES,
        "sheets": [PAGAT],
    }
    (HERE / "french_scores.json").write_text(dumps(data) + "\n")


if __name__ == "__main__":
    main()

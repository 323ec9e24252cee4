"""Builds the full hand records of tests/golden/records/ (deal of 78, auction, call, écart, declarations,
every trick), each designed by hand so that play is forced or obvious, with its expected verdict.

The expected numbers are written here as literals, worked out by hand from the rules (the comments
show the count); they are NOT computed. As a check on the hand work, ``main`` replays each record with
my own model (tests/property/generator.py: every card legal by §6.3, every card of the deck exactly
once, and the model's count equal to the literals) before writing the files. The engine is not used.

Run from the repository root: python -m tests.golden.build_records
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.golden.compact_json import dumps
from tests.property.generator import DECK, EXCUSE, hands_at_play, legal_cards, referee, suit_of

HERE = Path(__file__).resolve().parent / "records"

SPADES = ["1S", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "CS", "QS", "KS"]
HEARTS = [card[:-1] + "H" for card in SPADES]
DIAMONDS = [card[:-1] + "D" for card in SPADES]
CLUBS = [card[:-1] + "C" for card in SPADES]


def trumps(high: int, low: int) -> list[str]:
    """Trumps from ``high`` down to ``low``, inclusive."""
    return [f"{n}T" for n in range(high, low - 1, -1)]


def calls(first: int, players: int, bids: dict[int, str]) -> list[dict[str, Any]]:
    return [{"seat": (first + i) % players, "call": bids.get((first + i) % players, "pass")} for i in range(players)]


def run_out(lead: list[str], *others: list[str]) -> list[list[str]]:
    """Tricks whose leader plays ``lead`` in order and each other seat its list, in seat order."""
    return [[card, *(cards[index] for cards in others)] for index, card in enumerate(lead)]


def expected(taker, contract, leaders, winners, attack, points, oudlers, target, made, margin,
             multiplier, pab, poignees, chelem, per_defender, deltas, partner=None, called=None):
    return {
        "legal": True, "status": "complete", "violations": [],
        "taker": taker, "contract": contract, "partner": partner, "called_card": called,
        "leaders": leaders, "winners": winners,
        "result": {"attack": attack, "attack_points": points, "defence_points": 91 - points, "oudlers": oudlers,
                   "target": target, "made": made, "margin": margin},
        "score": {"multiplier": multiplier, "petit_au_bout": pab, "poignees": poignees, "chelem": chelem,
                  "per_defender": per_defender, "deltas": deltas},
    }


def announced_chelem_excuse_last() -> dict[str, Any]:
    """4 players, garde by seat 1 with an announced chelem and a triple poignée. The taker holds the
    Excuse, the Petit and 6T-21T; he leads 21T..6T (the defenders' four trumps fall in the first two
    tricks), then the Petit to the penultimate trick and the Excuse to the last one, which the Excuse
    wins (chelem exception, §7.3); the Petit in the penultimate trick counts au bout."""
    seat0 = ["JD", "CD", "QD", "KD", *CLUBS]
    seat1 = [EXCUSE, "1T", *trumps(21, 6)]
    seat2 = ["2T", "3T", *SPADES[6:], *HEARTS[:8]]
    seat3 = ["4T", "5T", *HEARTS[8:], *DIAMONDS[:10]]
    dog = SPADES[:6]
    rest2, rest3, rest0 = seat2[2:], seat3[2:], [c for c in seat0 if c not in ("1C", "2C")]
    tricks = [["21T", "3T", "5T", "1C"], ["20T", "2T", "4T", "2C"]]
    tricks += run_out([*trumps(19, 6), "1T", EXCUSE], rest2, rest3, rest0)
    record = {
        "ruleset": "french-tarot", "players": 4, "dealer": 0,
        "hands": [seat0, seat1, seat2, seat3], "dog": dog,
        "auction": calls(1, 4, {1: "garde"}),
        "discard": dog,
        "declarations": [{"seat": 1, "type": "chelem"},
                         {"seat": 1, "type": "poignee", "cards": trumps(21, 7)}],
        "tricks": tricks,
    }
    # All 78 cards go to the attack: 91 points, 3 oudlers, target 36, made by 55.
    # M = (25 + 55) x 2 + pab 10 x 2 + triple 40 + announced chelem 400 = 620.
    default = expected(1, "garde", [1] * 18, [1] * 18, [1], 91, 3, 36, True, 55,
                       2, 20, 40, 400, 620, [-620, 1860, -620, -620])
    # With the Petit au bout counted only in the last trick: no pab, M = 160 + 40 + 400 = 600.
    last_only = expected(1, "garde", [1] * 18, [1] * 18, [1], 91, 3, 36, True, 55,
                         2, 0, 40, 400, 600, [-600, 1800, -600, -600])
    return {"name": "announced_chelem_excuse_last_petit_penultimate",
            "about": announced_chelem_excuse_last.__doc__, "record": record, "expected": default,
            "variants": [{"options": {"petit_au_bout_chelem": "last_trick_only"}, "expected": last_only}]}


def attack_chelem_defence_kept_excuse() -> dict[str, Any]:
    """4 players, garde sans by seat 0, who holds 4T-21T and leads them all. Seat 2 plays the Excuse in
    the second trick (won by the taker): the attack takes every trick, but the defence keeps the Excuse
    and cannot pay the exchange card: 87 points and 2 oudlers to the attack (§7.4), unannounced +200."""
    seat0 = trumps(21, 4)
    seat1 = ["1T", "2T", *SPADES[6:], *HEARTS[:8]]
    seat2 = ["3T", EXCUSE, *HEARTS[8:], *DIAMONDS[:10]]
    seat3 = ["JD", "CD", "QD", "KD", *CLUBS]
    dog = SPADES[:6]
    tricks = [["21T", "2T", "3T", "1C"], ["20T", "1T", EXCUSE, "2C"]]
    tricks += run_out(trumps(19, 4), seat1[2:], seat2[2:], [c for c in seat3 if c not in ("1C", "2C")])
    record = {
        "ruleset": "french-tarot", "players": 4, "dealer": 3,
        "hands": [seat0, seat1, seat2, seat3], "dog": dog,
        "auction": calls(0, 4, {0: "garde_sans"}),
        "declarations": [],
        "tricks": tricks,
    }
    # Attack: everything but the Excuse = 91 - 4.5 = 86.5, plus the 0.5 exchange the defence cannot give:
    # the FFT's 87/4 split. Oudlers 21T and 1T: target 41, made by 46.
    # M = (25 + 46) x 4 + 200 = 484.
    default = expected(0, "garde_sans", [0] * 18, [0] * 18, [0], 87, 2, 41, True, 46,
                       4, 0, 0, 200, 484, [1452, -484, -484, -484])
    return {"name": "attack_chelem_defender_played_excuse", "about": attack_chelem_defence_kept_excuse.__doc__,
            "record": record, "expected": default, "variants": []}


def excuse_last_trick_changes_side() -> dict[str, Any]:
    """4 players, prise by seat 0. The taker takes the first 11 tricks with 21T..11T (capturing the
    Petit in trick 3), then loses the rest; defender seat 3 keeps the Excuse to the last trick, won by
    defender seat 1. Outside a chelem the Excuse played to the last trick changes side (§7.2): it goes
    to the attack, with no exchange — and brings the attack its third oudler."""
    seat0 = [*trumps(21, 11), *SPADES[:7]]
    seat1 = ["1T", "2T", "3T", "4T", "KS", "QS", "CS", "JS", "KH", "QH", "CH", "JH", "10H", "9H", "8H", "7H",
             "6H", "5H"]
    seat2 = ["5T", "6T", "7T", "4H", *DIAMONDS]
    seat3 = ["8T", "9T", "10T", EXCUSE, *CLUBS]
    dog = ["8S", "9S", "10S", "1H", "2H", "3H"]
    tricks = [
        ["21T", "4T", "7T", "10T"], ["20T", "3T", "6T", "9T"], ["19T", "2T", "5T", "8T"],
        ["18T", "1T", "1D", "1C"], ["17T", "5H", "2D", "2C"], ["16T", "6H", "3D", "3C"],
        ["15T", "7H", "4D", "4C"], ["14T", "8H", "5D", "5C"], ["13T", "9H", "6D", "6C"],
        ["12T", "10H", "7D", "7C"], ["11T", "JH", "8D", "8C"],
        ["1S", "KS", "4H", "9C"],  # seat 1 wins and leads from now on (seat order 1, 2, 3, 0)
        ["QS", "9D", "10C", "2S"], ["CS", "10D", "JC", "3S"], ["JS", "JD", "CC", "4S"],
        ["KH", "CD", "QC", "5S"], ["QH", "QD", "KC", "6S"], ["CH", "KD", EXCUSE, "7S"],
    ]
    record = {
        "ruleset": "french-tarot", "players": 4, "dealer": 3,
        "hands": [seat0, seat1, seat2, seat3], "dog": dog,
        "auction": calls(0, 4, {0: "petite"}),
        "discard": dog,
        "declarations": [],
        "tricks": tricks,
    }
    leaders = [0] * 12 + [1] * 6
    winners = [0] * 11 + [1] * 7
    # Attack's tricks 0-10: 6 + 2 + 2 + 6 (18T 1T 1D 1C) + 6 x 2 + 3 (11T JH 8D 8C) = 31; écart 3 → 34;
    # the Excuse changes side: + 4.5 = 38.5, oudlers 21T, 1T, EX = 3, target 36, made by 2.5 → 3
    # (the half point goes to the winning side). M = 25 + 3 = 28.
    default = expected(0, "petite", leaders, winners, [0], 38.5, 3, 36, True, 3,
                       1, 0, 0, 0, 28, [84, -28, -28, -28])
    # Older reading (Excuse to the trick's winner): attack 34 with 2 oudlers, target 41, lost by 7: M = -32.
    to_winner = expected(0, "petite", leaders, winners, [0], 34, 2, 41, False, -7,
                         1, 0, 0, 0, -32, [-96, 32, 32, 32])
    return {"name": "excuse_last_trick_changes_side", "about": excuse_last_trick_changes_side.__doc__,
            "record": record, "expected": default,
            "variants": [{"options": {"excuse_last_trick": "to_trick_winner"}, "expected": to_winner}]}


def five_alone_king_in_dog() -> dict[str, Any]:
    """5 players, garde by seat 0, who calls KH; KH is in the dog, so he plays alone (4M). He wins the
    first 10 tricks with 21T..12T (capturing the Petit), then KH, then loses four spade tricks."""
    seat0 = [*trumps(21, 12), "1S", "2S", "3S", "4S", "5S"]
    seat1 = ["1T", "2T", "3T", *SPADES[7:], *HEARTS[:5]]
    seat2 = ["4T", "5T", "6T", *HEARTS[5:13], *DIAMONDS[:4]]
    seat3 = ["7T", "8T", "9T", *DIAMONDS[4:], "1C", "2C"]
    seat4 = ["10T", "11T", EXCUSE, *CLUBS[2:]]
    dog = ["KH", "6S", "7S"]
    tricks = [
        ["21T", "3T", "6T", "9T", "11T"], ["20T", "2T", "5T", "8T", "10T"], ["19T", "1T", "4T", "7T", "3C"],
        ["18T", "1H", "1D", "1C", "4C"], ["17T", "2H", "2D", "2C", "5C"], ["16T", "3H", "3D", "5D", "6C"],
        ["15T", "4H", "4D", "6D", "7C"], ["14T", "5H", "6H", "7D", "8C"], ["13T", "8S", "7H", "8D", "9C"],
        ["12T", "9S", "8H", "9D", "10C"], ["KH", "10S", "9H", "10D", "JC"], ["1S", "KS", "10H", "JD", "CC"],
        ["QS", "JH", "CD", EXCUSE, "2S"],  # seat 1 leads from trick 12 (seat order 1, 2, 3, 4, 0)
        ["CS", "CH", "QD", "KC", "3S"], ["JS", "QH", "KD", "QC", "4S"],
    ]
    record = {
        "ruleset": "french-tarot", "players": 5, "dealer": 4,
        "hands": [seat0, seat1, seat2, seat3, seat4], "dog": dog,
        "auction": calls(0, 5, {0: "garde"}),
        "called_card": "KH",
        "discard": ["5S", "6S", "7S"],
        "declarations": [],
        "tricks": tricks,
    }
    # Tricks 0-10: 6.5 + 2.5 + 6.5 + 5 x 2.5 + 2.5 + 2.5 + 7.5 (KH 10S 9H 10D JC) = 40.5; écart 1.5 → 42.
    # Oudlers 21T, 1T: target 41, made by 1. M = (25 + 1) x 2 = 52; alone: +4M.
    default = expected(0, "garde", [0] * 12 + [1] * 3, [0] * 11 + [1] * 4, [0], 42, 2, 41, True, 1,
                       2, 0, 0, 0, 52, [208, -52, -52, -52, -52], partner=None, called="KH")
    return {"name": "five_players_alone_called_king_in_dog", "about": five_alone_king_in_dog.__doc__,
            "record": record, "expected": default, "variants": []}


def five_with_partner() -> dict[str, Any]:
    """5 players, garde sans by seat 0, who calls KD (seat 3, the partner). Seat 3 leads the called king
    itself to the first trick (allowed). The taker shows a simple poignée of 7 trumps + the Excuse. The
    defence wins one trick (12), so there is no chelem; the taker plays the Excuse to the last trick,
    won by his partner: under the FFT it changes side and goes to the defence."""
    seat0 = [EXCUSE, *trumps(21, 15), "KH", "KC", "QH", "QC", "1S", "2S", "3S"]
    seat1 = ["1T", "2T", "3T", *SPADES[3:10], "JS", "CS", "7D", "8D", "9D"]
    seat2 = ["4T", "5T", "6T", "1H", *HEARTS[2:10], "JH", "CH", "10D"]
    seat3 = ["KD", "QD", "CD", "JD", *DIAMONDS[:6], "10T", "11T", "12T", "KS", "QS"]
    seat4 = ["7T", "8T", "9T", *CLUBS[:12]]
    dog = ["13T", "14T", "2H"]
    tricks = [
        ["KD", "7T", "15T", "7D", "10D"],  # led by seat 3 (seat order 3, 4, 0, 1, 2); the taker overtrumps
        ["21T", "3T", "6T", "10T", "8T"], ["20T", "2T", "5T", "11T", "9T"], ["19T", "1T", "4T", "12T", "1C"],
        ["18T", "4S", "1H", "1D", "2C"], ["17T", "5S", "3H", "2D", "3C"], ["16T", "6S", "4H", "3D", "4C"],
        ["KH", "7S", "5H", "5D", "5C"], ["KC", "8S", "6H", "6D", "6C"], ["QH", "9S", "7H", "JD", "7C"],
        ["QC", "8D", "8H", "QD", "8C"], ["1S", "10S", "9H", "KS", "9C"],
        ["4D", "10C", "2S", "9D", "10H"],  # seat 3 leads; defender seat 1 wins with 9D
        ["JS", "JH", "QS", "JC", "3S"],  # seat 1 leads; the partner wins with QS
        ["CD", "CC", EXCUSE, "CS", "CH"],  # seat 3 leads and wins; the taker's Excuse
    ]
    record = {
        "ruleset": "french-tarot", "players": 5, "dealer": 2,
        "hands": [seat0, seat1, seat2, seat3, seat4], "dog": dog,
        "auction": calls(3, 5, {0: "garde_sans"}),
        "called_card": "KD",
        "declarations": [{"seat": 0, "type": "poignee", "cards": [*trumps(21, 15), EXCUSE]}],
        "tricks": tricks,
    }
    leaders = [3] + [0] * 11 + [3, 1, 3]
    winners = [0] * 11 + [3, 1, 3, 3]
    # Attack's tricks (all but 12): 6.5 + 6.5 + 2.5 + 6.5 + 3 x 2.5 + 6.5 + 6.5 + 6.5 + 8.5 + 6.5 + 8.5
    # + 10 (trick 14 without the Excuse) = 82.5; dog (garde sans) 1.5 → 84. The Excuse goes to the
    # defence: oudlers 21T, 1T → target 41, made by 43. M = (25 + 43) x 4 + 20 = 292; taker 2M, partner M.
    default = expected(0, "garde_sans", leaders, winners, [0, 3], 84, 2, 41, True, 43,
                       4, 0, 20, 0, 292, [584, -292, -292, 292, -292], partner=3, called="KD")
    # Older reading (Excuse to the trick's winner, the partner): 88.5, 3 oudlers, target 36, made by
    # 52.5 → 53: M = (25 + 53) x 4 + 20 = 332.
    to_winner = expected(0, "garde_sans", leaders, winners, [0, 3], 88.5, 3, 36, True, 53,
                         4, 0, 20, 0, 332, [664, -332, -332, 332, -332], partner=3, called="KD")
    return {"name": "five_players_with_partner_excuse_last_to_partner", "about": five_with_partner.__doc__,
            "record": record, "expected": default,
            "variants": [{"options": {"excuse_last_trick": "to_trick_winner"}, "expected": to_winner}]}


def three_players_forced_trumps_half_point() -> dict[str, Any]:
    """3 players, garde by seat 1. Hand and dog leave only four plain non-king cards, so the écart must
    hold them all plus two trumps (2T, 3T: forced, §4.1). The taker shows a triple poignée (18 of his 19
    trumps), leads the Excuse first and loses that trick (the exchange: he keeps the Excuse, 4 points,
    and owes half a point), then takes every other trick, the last one with the Petit (au bout)."""
    seat1 = [*trumps(21, 5), EXCUSE, "KS", "KH", "KD", "KC", "5S", "6S"]
    dog = ["1S", "2S", "1T", "2T", "3T", "4T"]
    seat2 = [*HEARTS[:13], "3S", "4S", "7S", "8S", "9S", "10S", "JS", "CS", "QS", "1D", "2D"]
    seat0 = [*DIAMONDS[2:13], *CLUBS[:13]]
    rest2 = [*HEARTS[2:13], "3S", "4S", "7S", "8S", "9S", "10S", "JS", "CS", "1D", "QS", "2D"]
    rest0 = [*DIAMONDS[2:10], *CLUBS[2:10], "JD", "JC", "CD", "QD", "CC", "QC"]
    tricks = [[EXCUSE, "1H", "1C"], ["2H", "2C", "KH"]]  # trick 1 is led by seat 2 (order 2, 0, 1)
    tricks += run_out([*trumps(21, 4), "KS", "KD", "KC", "1T"], rest2, rest0)
    record = {
        "ruleset": "french-tarot", "players": 3, "dealer": 0,
        "hands": [seat0, seat1, seat2], "dog": dog,
        "auction": calls(1, 3, {1: "garde"}),
        "discard": ["1S", "2S", "5S", "6S", "2T", "3T"],
        "declarations": [{"seat": 1, "type": "poignee", "cards": trumps(21, 4)}],
        "tricks": tricks,
    }
    # The defence takes only trick 0: 1H + 1C = 1, plus the half point owed for the Excuse: 1.5.
    # Attack 89.5 with 21T, 1T and the Excuse: target 36, made by 53.5 → 54 (half point to the winner).
    # M = (25 + 54) x 2 + pab 10 x 2 + triple 40 = 218; 3 players: taker 2M.
    default = expected(1, "garde", [1, 2] + [1] * 22, [2] + [1] * 23, [1], 89.5, 3, 36, True, 54,
                       2, 20, 40, 0, 218, [-218, 436, -218])
    return {"name": "three_players_forced_trumps_excuse_exchange_half_point",
            "about": three_players_forced_trumps_half_point.__doc__, "record": record, "expected": default,
            "variants": []}


def petit_sec() -> dict[str, Any]:
    """3 players: seat 1's only trump is the Petit and it has no Excuse: the deal is annulled (§2.3)."""
    plain = [*SPADES, *HEARTS, *DIAMONDS, *CLUBS]
    record = {
        "ruleset": "french-tarot", "players": 3, "dealer": 2,
        "hands": [[*trumps(21, 2), EXCUSE, *plain[:3]], ["1T", *plain[3:26]], plain[26:50]],
        "dog": plain[50:],
    }
    # The seeds' readings (issue 18): seed 000's petit imprenable and seed 001's Petit that cuts play on;
    # seed 000's single trump read literally annuls as the FFT does (the lone Petit follows petit_sec).
    playing_on = {"legal": True, "status": "in_progress", "violations": []}
    variants = [{"options": {"petit_sec": "imprenable"}, "expected": playing_on},
                {"options": {"petit_sec": "excuse_that_cuts"}, "expected": playing_on},
                {"options": {"lone_trump_annuls": "any_trump"},
                 "expected": {"legal": True, "status": "annulled", "violations": []}},
                {"options": {"petit_sec": "excuse_that_cuts", "lone_trump_annuls": "any_trump"},
                 "expected": playing_on}]
    return {"name": "petit_sec_annulled", "about": petit_sec.__doc__, "record": record,
            "expected": {"legal": True, "status": "annulled", "violations": []}, "variants": variants}


def all_passed() -> dict[str, Any]:
    """4 players, every seat passes: no contract, the deal is thrown in (§2.3)."""
    record = dict(excuse_last_trick_changes_side()["record"])
    record = {key: record[key] for key in ("ruleset", "players", "dealer", "hands", "dog")}
    record["dealer"] = 1
    record["auction"] = calls(2, 4, {})
    return {"name": "all_passed", "about": all_passed.__doc__, "record": record,
            "expected": {"legal": True, "status": "all_passed", "violations": []}, "variants": []}


BUILDERS = [announced_chelem_excuse_last, attack_chelem_defence_kept_excuse, excuse_last_trick_changes_side,
            five_alone_king_in_dog, five_with_partner, three_players_forced_trumps_half_point, petit_sec, all_passed]


def check_with_my_model(case: dict[str, Any]) -> None:
    """Every card legal (§6.3 + the 5-player first lead), the deck complete, and my model's count equal
    to the literals of the default expectation."""
    record, want = case["record"], case["expected"]
    cards = [c for hand in record["hands"] for c in hand] + record["dog"]
    assert sorted(cards) == sorted(DECK), case["name"]
    if want["status"] != "complete":
        return
    model = referee(record)
    taker, players = model.taker, record["players"]
    in_hand = hands_at_play(record, taker, model.contract)
    called = record.get("called_card")
    for index, trick in enumerate(record["tricks"]):
        leader = model.leaders[index]
        for position, card in enumerate(trick):
            seat = (leader + position) % players
            assert card in legal_cards(in_hand[seat], trick[:position]), (case["name"], index, position, card)
            if index == 0 and called and all(c == EXCUSE for c in trick[:position]) and card != EXCUSE:
                assert card == called or suit_of(card) != suit_of(called), (case["name"], card)
            in_hand[seat].remove(card)
    assert not any(in_hand), case["name"]
    got = {
        "leaders": model.leaders, "winners": model.winners,
        "result": {"attack": sorted(model.attack), "attack_points": model.attack_points,
                   "defence_points": 91 - model.attack_points, "oudlers": model.oudlers, "target": model.target,
                   "made": model.made, "margin": model.margin},
        "score": {"multiplier": model.multiplier, "petit_au_bout": model.petit_au_bout, "poignees": model.poignees,
                  "chelem": model.chelem, "per_defender": model.per_defender, "deltas": model.deltas},
    }
    for key, value in got.items():
        assert value == want[key], (case["name"], key, value, want[key])


def main() -> None:
    HERE.mkdir(exist_ok=True)
    for builder in BUILDERS:
        case = builder()
        case["about"] = " ".join(case["about"].split())
        check_with_my_model(case)
        path = HERE / f"{case['name']}.json"
        path.write_text(dumps(case) + "\n")
        print("wrote", path.relative_to(HERE.parent.parent.parent))


if __name__ == "__main__":
    main()

"""Issue 18's readings of the seeds through both doors that score: the full record (POST
/v1/hands/adjudicate) and the score keeper's summary (POST /v1/scores, /v1/score-sheets). Records are
the hand-verified golden ones (tests/golden/records), changed where a test says how; every expected
number is counted in a comment, and each test quotes the passage its option comes from."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from flask.testing import FlaskClient

from .builders import adjudicate, codes, golden, problem_pointers, score, score_sheet
from .seed_records import ANNOUNCED_CHELEM, WITH_CHELEM_CALL, called_chelem, defence_chelem, e18, five_players_poignee

# -- contracts: chelem (seed 001) ---------------------------------------------------------------------------


def test_seed_001_chelem_call_plays_and_scores_as_a_garde_with_the_chelem_announced(client: FlaskClient):
    """Seed 001: "L'ordre croissant des enchères est le suivant : ... Garde contre ... Le Chelem, vous
    prenez le chien, le montrez aux autres, et vous faites tous les plis". The taker takes the dog and makes
    his écart, leads, keeps the Excuse for the last trick: E18's 620, at the garde's ×2."""
    verdict = adjudicate(client, called_chelem())
    assert verdict["legal"], verdict["violations"]
    assert verdict["contract"] == "chelem"
    expected = golden(ANNOUNCED_CHELEM)["expected"]["score"]
    assert {key: verdict["score"][key] for key in expected} == expected


def test_seed_001_chelem_call_under_its_own_table(client: FlaskClient):
    """Seed 001: "Chelem demandé 600 points" in place of the game: 600 + the petit au bout 10 (not
    multiplied) + the triple poignée 40 = 650."""
    verdict = adjudicate(client, called_chelem(), scoring="seed_001_table")
    assert (verdict["score"]["game"], verdict["score"]["chelem"], verdict["score"]["per_defender"]) == (600, 0, 650)


def test_the_chelem_call_is_a_call_only_where_the_ladder_has_it(client: FlaskClient):
    record = called_chelem()
    record["options"] = {}
    assert codes(adjudicate(client, record))[0] == "unknown_call"


def test_the_chelem_call_ranks_above_garde_contre(client: FlaskClient):
    record = called_chelem()
    for entry in record["auction"]:
        entry["call"] = {1: "chelem", 2: "garde_contre"}.get(entry["seat"], "pass")
    verdict = adjudicate(client, {key: value for key, value in record.items()
                                  if key in ("ruleset", "players", "dealer", "hands", "dog", "auction", "options")})
    assert codes(verdict) == ["bid_not_higher"] and verdict["taker"] == 1 and verdict["contract"] == "chelem"


def test_a_chelem_announced_again_after_the_call_is_a_duplicate(client: FlaskClient):
    record = called_chelem()
    record["declarations"].append({"seat": 1, "type": "chelem"})
    assert codes(adjudicate(client, record)) == ["declaration_duplicated"]


def test_seed_001_chelem_call_in_a_summary(client: FlaskClient):
    """A summary's contract "chelem" announces the chelem: E18 as a score keeper writes it."""
    summary = {"taker": 1, "contract": "chelem", "attack_points": 91, "oudlers": 3, "petit_au_bout": "attack",
               "poignees": [{"size": "triple", "seat": 1}], "chelem": {"won_by": "attack"}}
    scored = score(client, summary, contracts=WITH_CHELEM_CALL)
    assert (scored["multiplier"], scored["chelem"], scored["per_defender"]) == (2, 400, 620)
    # Failed (the taker lost a trick, 80 points): (25 + 44) × 2 - 200 = -62.
    failed = score(client, {**summary, "attack_points": 80, "petit_au_bout": None, "poignees": [], "chelem": {}},
                   contracts=WITH_CHELEM_CALL)
    assert (failed["chelem"], failed["per_defender"]) == (-200, -62)
    assert problem_pointers(client, "/v1/scores", {"players": 4, **summary}) == ["/contract"]
    by_defence = {**summary, "chelem": {"won_by": "attack", "announced_by": "defence"}}
    assert problem_pointers(client, "/v1/scores", {"players": 4, **by_defence, "options": {
        "contracts": WITH_CHELEM_CALL, "chelem_announcer": "either_side"}}) == ["/chelem/announced_by"]


# -- chelem_announcer: either_side (seed 000), and the petit au bout of a chelem closed by the Excuse --------


def test_seed_000_the_defence_announces_a_chelem_and_leads(client: FlaskClient):
    """Seed 000: "Chelem annoncé: l'équipe (le preneur normalement) annonce chelem avant le début du jeu et
    mène au premier tour. Le bonus est de 400 points". Each defender receives 312 + 40 (the Petit au bout,
    10 × 4, theirs) + 400 = 752."""
    verdict = adjudicate(client, defence_chelem())
    assert verdict["legal"], verdict["violations"]
    assert verdict["taker"] == 0 and all(trick["winner"] == 1 for trick in verdict["tricks"])
    score_ = verdict["score"]
    assert (score_["game"], score_["petit_au_bout"], score_["chelem"]) == (-312, -40, -400)
    assert score_["deltas"] == [-2256, 752, 752, 752]


def test_the_verdict_names_the_chelems_announcer_and_side(client: FlaskClient):
    """Who announced the chelem leads the first trick and keeps the Excuse for the last: the verdict says who,
    for which side, and whether it was the auction's chelem call, as soon as the auction is over."""
    by_taker, by_defence, called = e18(), defence_chelem(), called_chelem()
    assert adjudicate(client, by_taker)["chelem_announcement"] == {"seat": 1, "side": "attack", "called": False}
    assert adjudicate(client, by_defence)["chelem_announcement"] == {"seat": 1, "side": "defence", "called": False}
    assert adjudicate(client, called)["chelem_announcement"] == {"seat": 1, "side": "attack", "called": True}
    # Before any card: the declarations judged, the announcement is known.
    for record in (by_taker, by_defence, called):
        del record["tricks"]
    assert adjudicate(client, by_defence)["chelem_announcement"]["side"] == "defence"
    assert adjudicate(client, called)["chelem_announcement"]["called"] is True
    assert "chelem_announcement" not in adjudicate(client, defence_chelem(announced=False))
    del called["auction"]
    assert "chelem_announcement" not in adjudicate(client, called)


def test_under_the_fft_only_the_taker_announces_a_chelem(client: FlaskClient):
    record = defence_chelem()
    record["options"] = {}
    assert "chelem_not_taker" in codes(adjudicate(client, record))


def test_the_issue_case_a_discarded_excuse_closes_the_defence_chelem(client: FlaskClient):
    """Unannounced, the same defence chelem: the FFT default counts the Petit of the penultimate trick au
    bout although the Excuse was only discarded into the last trick (-312 - 40 - 200 = -552); seed 000's
    reading ("mène ensuite l'excuse au dernier tour ... de cette manière") needs the Excuse led: -512."""
    record = defence_chelem(announced=False)
    fft = adjudicate(client, record)
    assert (fft["score"]["petit_au_bout"], fft["score"]["chelem"], fft["score"]["per_defender"]) == (-40, -200, -552)
    for reading in ("excuse_led", "announcer_excuse_last", "last_trick_only"):
        strict = adjudicate(client, record, petit_au_bout_chelem=reading)
        assert (strict["score"]["petit_au_bout"], strict["score"]["per_defender"]) == (0, -512), reading


@pytest.mark.parametrize(("reading", "counted"), [("penultimate_trick", True), ("excuse_led", True),
                                                  ("announcer_excuse_last", True), ("last_trick_only", False)])
def test_e18_led_excuse_counts_under_each_seed(client: FlaskClient, reading, counted):
    """E18 closes the announced chelem by leading the Excuse himself: seed 000's and seed 002's readings
    count its Petit of the penultimate trick as the FFT does; only last_trick_only does not."""
    verdict = adjudicate(client, e18(), petit_au_bout_chelem=reading)
    assert verdict["score"]["petit_au_bout"] == (20 if counted else 0)


def test_seed_002_reading_needs_an_announced_chelem(client: FlaskClient):
    """Seed 002 speaks of the taker who announced: E18 without the announcement (seat 1 leads anyway, as
    the player after the dealer) is an unannounced chelem, whose Petit counts under the FFT default only:
    (25 + 55) × 2 + 40 + 200 = 400, +20 with the Petit au bout."""
    record = e18()
    record["declarations"] = [d for d in record["declarations"] if d["type"] != "chelem"]
    assert adjudicate(client, record)["score"]["per_defender"] == 420
    assert adjudicate(client, record, petit_au_bout_chelem="announcer_excuse_last")["score"]["per_defender"] == 400


def test_a_chelem_announced_by_the_defence_in_a_summary(client: FlaskClient):
    """The defence chelem above as a score keeper writes it, and a failed one: (25 + 5) × 1 + 200 = 230."""
    summary = {"taker": 0, "contract": "garde_sans", "attack_points": 3, "oudlers": 0, "petit_au_bout": "defence",
               "chelem": {"announced": True, "won_by": "defence", "announced_by": "defence"}}
    scored = score(client, summary, chelem_announcer="either_side")
    assert (scored["chelem"], scored["per_defender"], scored["deltas"]) == (-400, -752, [-2256, 752, 752, 752])
    failed = {"taker": 0, "contract": "petite", "attack_points": 61, "oudlers": 0,
              "chelem": {"announced": True, "announced_by": "defence"}}
    assert score(client, failed, chelem_announcer="either_side")["per_defender"] == 230
    assert problem_pointers(client, "/v1/scores", {"players": 4, **summary}) == ["/chelem/announced_by"]
    unannounced = {**summary, "chelem": {"won_by": "defence", "announced_by": "defence"}}
    assert problem_pointers(client, "/v1/scores", {"players": 4, **unannounced,
                                                   "options": {"chelem_announcer": "either_side"}}) == [
        "/chelem/announced_by"]


def test_who_announced_is_left_out_of_a_summary_the_attack(client: FlaskClient):
    """No announced_by: the attack announced, as every existing summary says (E18: 620)."""
    summary = {"taker": 1, "contract": "garde", "attack_points": 91, "oudlers": 3, "petit_au_bout": "attack",
               "poignees": [{"size": "triple"}], "chelem": {"announced": True, "won_by": "attack"}}
    assert score(client, summary)["per_defender"] == score(
        client, {**summary, "chelem": {**summary["chelem"], "announced_by": "attack"}})["per_defender"] == 620


# -- petit_au_bout_for: taker_only (seed 001) ----------------------------------------------------------------


def test_seed_001_petit_au_bout_for_the_taker_only_through_both_doors(client: FlaskClient):
    """Seed 001: "Le petit au bout : lorsque votre 1 d'atout, uniquement si vous êtes le preneur, prend le
    dernier pli". E18: the taker's own Petit, in his chelem: counted. The defence chelem above: the defence's
    Petit, not counted (-312 - 400 = -712); a summary cannot give it to the defence."""
    assert adjudicate(client, e18(), petit_au_bout_for="taker_only")["score"]["petit_au_bout"] == 20
    defence = adjudicate(client, defence_chelem(), petit_au_bout_for="taker_only")["score"]
    assert (defence["petit_au_bout"], defence["per_defender"]) == (0, -712)
    summary = {"players": 4, "taker": 0, "contract": "garde", "attack_points": 40, "oudlers": 2,
               "petit_au_bout": "defence", "options": {"petit_au_bout_for": "taker_only"}}
    assert problem_pointers(client, "/v1/scores", summary) == ["/petit_au_bout"]
    # "Le petit mené au bout par un joueur qui chute lui reste acquis": lost by 1, (25 + 1) × 2 = 52, less 20.
    failed = score(client, {**summary, "petit_au_bout": "attack"})
    assert (failed["petit_au_bout"], failed["per_defender"]) == (20, -32)


# -- petit_chelem_all_but: 3 (seed 000) ---------------------------------------------------------------------


def test_seed_000_petit_chelem_all_but_three_on_a_record(client: FlaskClient):
    """Seed 000: "petit chelem – ... tous sauf un ou tous sauf trois, comme convenu par les joueurs".
    E18 with a petit chelem announced in place of its chelem takes every trick; three_tricks_lost loses
    three."""
    record = e18()
    record["declarations"] = [d if d["type"] != "chelem" else {"seat": 1, "type": "petit_chelem"}
                              for d in record["declarations"]]
    options = {"petit_chelem": True}
    made = adjudicate(client, record, **options)
    # Every trick taken: the announced petit chelem is made (+300), and not the unannounced grand chelem.
    assert (made["score"]["petit_chelem"], made["score"]["chelem"]) == (300, 0)
    lost_three = three_tricks_lost()
    assert adjudicate(client, lost_three, **options)["score"]["petit_chelem"] == -150
    assert adjudicate(client, lost_three, **options, petit_chelem_all_but=3)["score"]["petit_chelem"] == 300


def three_tricks_lost() -> dict[str, Any]:
    """4 players, dealer 0, taker seat 1 (garde, the dog 5S-10S back in the écart) with 21T-7T and 2S 3S 4S;
    seat 0 holds KS QS CS, which take the last three tricks. The others are out of trumps after two."""
    hands = [
        ["KS", "QS", "CS", "1T", "2T", "1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "CC", "QC"],
        ["21T", "20T", "19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T", "11T", "10T", "9T", "8T", "7T",
         "2S", "3S", "4S"],
        ["3T", "4T", "1H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "CH", "QH", "KH", "KC", "EX"],
        ["5T", "6T", "1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "CD", "QD", "KD", "1S", "JS"],
    ]
    dog = ["5S", "6S", "7S", "8S", "9S", "10S"]
    # Trick by trick (the taker leads his trumps, then his spades; seat 0 follows spades with KS, QS, CS):
    tricks = [["21T", "3T", "5T", "1T"], ["20T", "4T", "6T", "2T"]]
    fillers = {2: ["1H", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "CH", "QH", "KH", "KC"],
               3: ["1D", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "CD", "QD", "KD", "1S"],
               0: ["1C", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "CC", "QC"]}
    for number, trump in enumerate(["19T", "18T", "17T", "16T", "15T", "14T", "13T", "12T", "11T", "10T", "9T", "8T",
                                    "7T"]):
        tricks.append([trump, fillers[2][number], fillers[3][number], fillers[0][number]])
    # Left: seat 0 KS QS CS, seat 1 2S 3S 4S, seat 2 KH KC EX, seat 3 KD 1S JS. The taker leads 2S (seat 2
    # excuses himself, seat 3 follows with 1S) and KS takes it; seat 0 then leads his QS and CS.
    tricks += [["2S", "EX", "1S", "KS"], ["QS", "3S", "KH", "JS"], ["CS", "4S", "KC", "KD"]]
    return {"ruleset": "french-tarot", "players": 4, "dealer": 0, "hands": hands, "dog": dog,
            "auction": [{"seat": 1, "call": "garde"}, {"seat": 2, "call": "pass"}, {"seat": 3, "call": "pass"},
                        {"seat": 0, "call": "pass"}],
            "discard": dog, "declarations": [{"seat": 1, "type": "petit_chelem"}], "tricks": tricks}


def test_seed_000_petit_chelem_all_but_three_in_a_score_sheet(client: FlaskClient):
    """The same hand written by a score keeper ("made": the attack lost at most the agreed tricks), scored
    under seed 000's fixed table ("500 pour un petit chelem" in place of the game)."""
    hand = {"taker": 1, "contract": "garde", "attack_points": 70, "oudlers": 2,
            "petit_chelem": {"announced": True, "made": True}}
    sheet = score_sheet(client, {"players": 4, "hands": [hand],
                                 "options": {"scoring": "pagat_fixed", "petit_chelem_all_but": 3}})
    assert sheet["totals"] == [-500, 1500, -500, -500]


# -- scoring: seed_001_example -------------------------------------------------------------------------------


def test_seed_001_example_scores_102_under_its_own_arithmetic(client: FlaskClient):
    """Seed 001: "Les points supplémentaires sont donc de 8 x 4 = 32 points ... La poignée vaut 10
    points. Le petit au bout vaut 10 points. Le total des points est donc de 50+32+10+10=102 points ... le
    preneur : 3 fois 102= + 306 points". 'seed_001_example' multiplies the margin by twice the multiplier
    (a garde's 8 × 4), and the example's simple poignée of 10 is poignee_values [10, 20, 40]."""
    example = {"taker": 0, "contract": "garde", "attack_points": 49, "oudlers": 2,
               "poignees": [{"size": "simple", "seat": 0}], "petit_au_bout": "attack"}
    scored = score(client, example, scoring="seed_001_example", poignee_values=[10, 20, 40])
    assert (scored["game"], scored["per_defender"], scored["deltas"]) == (82, 102, [306, -102, -102, -102])
    # Its text, "x 2 pour une garde" (seed_001_table): 50 + 16 + 10 + 10 = 86.
    assert score(client, example, scoring="seed_001_table", poignee_values=[10, 20, 40])["per_defender"] == 86


# -- declaration_timing (seed 000) ---------------------------------------------------------------------------


def test_fft_a_poignee_is_shown_just_before_the_players_own_first_card(client: FlaskClient):
    """FFT (docs/rules/french-tarot.md §5.1): "juste avant de jouer sa première carte"."""
    assert adjudicate(client, five_players_poignee(2))["legal"]
    for early_or_late in (0, 3):
        verdict = adjudicate(client, five_players_poignee(early_or_late))
        assert codes(verdict) == ["declaration_mistimed"]
        assert verdict["violations"][0]["pointer"] == "/declarations/0/at_card"


def test_seed_000_every_declaration_before_the_first_lead(client: FlaskClient):
    """Seed 000: "Certaines personnes exigent que les déclarations soient faites avant le premier rôle,
    plutôt qu'au premier tour du déclarant"."""
    assert adjudicate(client, five_players_poignee(0, declaration_timing="before_first_lead"))["legal"]
    assert codes(adjudicate(client, five_players_poignee(2, declaration_timing="before_first_lead"))) == [
        "declaration_mistimed"]


def test_a_chelem_is_announced_before_the_first_card_under_either_timing(client: FlaskClient):
    record = e18()
    record["declarations"][0]["at_card"] = 0
    assert adjudicate(client, record)["legal"]
    record["declarations"][0]["at_card"] = 1
    for timing in ("own_first_card", "before_first_lead"):
        assert codes(adjudicate(client, record, declaration_timing=timing)) == ["declaration_mistimed"]


def test_a_declaration_without_its_moment_is_not_checked(client: FlaskClient):
    """at_card is optional: every record written before it is judged as before."""
    assert adjudicate(client, five_players_poignee(2) | {"declarations": golden(
        "five_players_with_partner_excuse_last_to_partner")["record"]["declarations"]},
        declaration_timing="before_first_lead")["legal"]


@pytest.mark.parametrize(("timing", "at_card", "code"), [
    ("own_first_card", 2, None), ("own_first_card", 0, "poignee_early"), ("own_first_card", 3, "poignee_late"),
    ("before_first_lead", 0, None), ("before_first_lead", 2, "poignee_late"),
])
def test_under_arbitration_a_shown_poignee_is_timed_by_the_option(client: FlaskClient, timing, at_card, code):
    """With arbitration: fft the moment a poignée was shown comes from a poignee_shown event; the Code
    d'arbitrage's timing faults then measure it against the moment the option sets (seat 0 is the third
    to play in the first trick of the golden 5-player hand)."""
    record = copy.deepcopy(golden("five_players_with_partner_excuse_last_to_partner")["record"])
    record["events"] = [{"type": "poignee_shown", "seat": 0, "at_card": at_card}]
    verdict = adjudicate(client, record, arbitration="fft", declaration_timing=timing)
    assert codes(verdict) == ([code] if code else [])

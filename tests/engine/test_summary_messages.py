"""What a score keeper reads when a summary is refused: every problem's pointer and its exact English words.

``tests/engine/test_summaries.py`` proves which summaries are impossible and where (the pointers); these
tables hold each problem's message to its words, as the API returns it (docs/contract.md §6), and the
numbers put into it (points, oudlers, seats, the least a side holds). Each row is one summary with the one
thing wrong with it, or the few that come together, and the whole list of problems it gets, in order.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.french.rules import french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary, Misere
from service.french.summaries import announcement_problems, least_half_points, summary_problems

DEALER_SITS_OUT = {"five_player_table": "dealer_sits_out"}
NO_SEAT_4 = "There is no seat 5 at a table of 4."  # seat 4 of the wire: the fifth
# The attack's half point at 4 players (docs/rules/french-tarot.md §8.5), as every such problem begins.
HALF_POINT = ("52.5 points: with 4 players the attack's points are whole unless the Excuse (or a Petit imprenable) "
              "played to the last trick went over to it without exchange")


def problems_of(players: int = 4, options: dict[str, Any] | None = None, poignee_seats: tuple[int | None, ...] = (),
                **fields: Any) -> list[tuple[str, str]]:
    """A garde at 4 players, taken alone by seat 0 with 46 points and 2 oudlers, changed by ``fields``."""
    summary = dict(taker=0, partner=None, contract="garde", attack_half_points=92, oudlers=2)
    summary.update(fields)
    return summary_problems(DealSummary(**summary), list(poignee_seats), french_rules(players, options))


SEATS_AND_CONTRACT = [
    pytest.param(dict(players=2), [
        ("/players", "The game for two is scored from its record (POST /v1/hands/adjudicate), not a summary.")],
        id="two-players"),
    pytest.param(dict(players=5, options=DEALER_SITS_OUT), [
        ("/dealer", "At a table where the dealer sits out, say who dealt (5 seats).")], id="dealer-unsaid"),
    pytest.param(dict(players=5, options=DEALER_SITS_OUT, sitting_out=0), [
        ("/dealer", "Seat 1 deals and sits out: it cannot be in the attack.")], id="dealer-takes"),
    pytest.param(dict(taker=4), [("/taker", NO_SEAT_4)], id="taker-off-the-table"),
    pytest.param(dict(partner=2), [("/partner", "There is no partner with 4 players.")], id="partner-at-4"),
    pytest.param(dict(players=5, partner=5), [("/partner", "There is no seat 6 at a table of 5.")],
                 id="partner-off-the-table"),
    pytest.param(dict(players=5, partner=0), [
        ("/partner", "A taker who calls himself plays alone: leave the partner out.")], id="partner-is-taker"),
    pytest.param(dict(contract="grande"), [("/contract", '"grande" is not a contract of this rule set.')],
                 id="unknown-contract"),
    pytest.param(dict(attack_half_points=184), [("/attack_points", "Card points are between 0 and 91.")],
                 id="points-above-91"),
    pytest.param(dict(attack_half_points=-1), [("/attack_points", "Card points are between 0 and 91.")],
                 id="points-below-0"),
    pytest.param(dict(oudlers=4), [("/oudlers", "There are 3 oudlers.")], id="four-oudlers"),
    # 0 and 91 points are card points: what the counting proves is checked there too.
    pytest.param(dict(contract="garde_contre", chelem_won_by=DEFENCE, attack_half_points=0, oudlers=1), [
        ("/attack_points", "0 points cannot include 1 oudler: the attack has at least 4.")], id="0-points"),
    pytest.param(dict(attack_half_points=182, oudlers=0), [
        ("/attack_points", "91 points leave too few for the defence's 3 oudlers and a trick: it has at least 14, "
                           "the attack at most 77.")], id="91-points"),
]

POIGNEES = [
    pytest.param(dict(poignees=("simple",), poignee_seats=(4,)), [("/poignees/0/seat", NO_SEAT_4)],
                 id="seat-off-the-table"),
    pytest.param(dict(players=5, options=DEALER_SITS_OUT, sitting_out=4, poignees=("simple",), poignee_seats=(4,)),
                 [("/poignees/0/seat", "Seat 5 deals and sits out: it shows no poignée.")], id="dealer-sitting-out"),
    pytest.param(dict(poignees=("simple", "simple"), poignee_seats=(1, 1)), [
        ("/poignees/1/seat", "Seat 2 declares a second poignée.")], id="second-of-a-seat"),
    pytest.param(dict(poignees=("simple",) * 5, poignee_seats=(None,) * 5), [
        ("/poignees", "At most one poignée per player (4)."),
        ("/poignees", "The poignées show 10 + 10 + 10 + 10 + 10 = 50 trumps; there are 22 with the Excuse.")],
        id="more-than-players"),
    pytest.param(dict(poignees=("simple",) * 4, poignee_seats=(None,) * 4), [
        ("/poignees", "The poignées show 10 + 10 + 10 + 10 = 40 trumps; there are 22 with the Excuse.")],
        id="one-per-player"),
    pytest.param(dict(poignees=("simple", "simple"), poignee_seats=(None, 4)), [("/poignees/1/seat", NO_SEAT_4)],
                 id="seat-off-the-table-after-a-seat-not-given"),
    pytest.param(dict(poignees=("simple", "simple"), poignee_seats=(0,)), [], id="seats-given-for-the-first-only"),
    pytest.param(dict(options={"poignee_sizes": [11, 13, 15]}, poignees=("simple", "simple"), poignee_seats=(0, 2)),
                 [], id="exactly-22-trumps"),
    pytest.param(dict(poignees=("simple", "double"), poignee_seats=(0, 2)), [
        ("/poignees", "The poignées show 10 + 13 = 23 trumps; there are 22 with the Excuse.")], id="over-22-trumps"),
    pytest.param(dict(options={"misere": True}, poignees=("simple",), miseres=(Misere(2, "trumps"),),
                      poignee_seats=(2,)), [
        ("/poignees/0/seat", "Seat 3 declares a misère without trumps: it cannot show a poignée.")],
        id="misere-without-trumps"),
    pytest.param(dict(players=5, options={"poignee_sizes": [8, 10, 16]}, poignees=("triple",), poignee_seats=(3,)), [
        ("/poignees/0/size", "Seat 4 is not the taker: a hand of 15 cards cannot show a triple poignée of 16 "
                             "trumps.")], id="more-than-a-defenders-hand"),
    pytest.param(dict(players=5, options={"poignee_sizes": [8, 10, 16]}, poignees=("simple", "triple"),
                      poignee_seats=(None, 3)), [
        ("/poignees", "The poignées show 8 + 16 = 24 trumps; there are 22 with the Excuse."),
        ("/poignees/1/size", "Seat 4 is not the taker: a hand of 15 cards cannot show a triple poignée of 16 "
                             "trumps.")], id="more-than-a-defenders-hand-after-a-seat-not-given"),
    pytest.param(dict(players=5, options={"poignee_sizes": [8, 10, 16]}, poignees=("triple",), poignee_seats=(None,)),
                 [], id="more-than-a-defenders-hand-seat-not-given"),
    pytest.param(dict(players=5, options={"poignee_sizes": [8, 10, 15]}, poignees=("triple",), poignee_seats=(3,)),
                 [], id="a-defenders-whole-hand"),
]

HOUSE_RULES = [
    pytest.param(dict(petit_chelem_announced=True), [
        ("/petit_chelem", "The petit chelem is not played under these rules (option petit_chelem).")],
        id="petit-chelem-not-played"),
    pytest.param(dict(options={"petit_chelem": True}, petit_chelem_made=True, chelem_won_by=ATTACK,
                      attack_half_points=182, oudlers=3), [
        ("/petit_chelem/made", "A petit chelem leaves one trick to the other side: no chelem then.")],
        id="petit-chelem-and-chelem"),
    pytest.param(dict(options={"petit_chelem": True}, petit_chelem_announced=True, chelem_announced=True), [
        ("/petit_chelem/announced", "The taker announces a chelem or a petit chelem, not both.")],
        id="both-announced"),
    pytest.param(dict(miseres=(Misere(1, "trumps"),)), [
        ("/miseres", "Misères are not played under these rules (option misere).")], id="misere-not-played"),
    pytest.param(dict(options={"misere": True}, miseres=(Misere(4, "trumps"),)), [("/miseres/0/seat", NO_SEAT_4)],
                 id="misere-off-the-table"),
    pytest.param(dict(players=5, options={"misere": True, **DEALER_SITS_OUT}, sitting_out=4,
                      miseres=(Misere(4, "trumps"),)), [
        ("/miseres/0/seat", "Seat 5 deals and sits out: it declares no misère.")], id="misere-dealer-sitting-out"),
    pytest.param(dict(options={"misere": True}, miseres=(Misere(1, "trumps"), Misere(1, "trumps"))), [
        ("/miseres/1", "Seat 2 declares the same misère twice.")], id="misere-twice"),
    pytest.param(dict(options={"misere": True}, miseres=(Misere(1, "trumps"), Misere(1, "faces"))), [],
                 id="two-kinds-of-misere"),
]

CHELEMS = [
    pytest.param(dict(chelem_won_by=ATTACK, attack_half_points=170, oudlers=3), [
        ("/chelem/won_by", "An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the defence kept the "
                           "Excuse; not 85 and 3.")], id="attack-chelem-counts"),
    pytest.param(dict(options={"petit_sec": "imprenable"}, chelem_won_by=ATTACK, attack_half_points=170, oudlers=3), [
        ("/chelem/won_by", "An attack chelem means 91 points and 3 oudlers, 87 and 2, or 83 and 1 when the defence "
                           "kept the Excuse and a lone Petit; not 85 and 3.")], id="attack-chelem-counts-petit-sec"),
    pytest.param(dict(contract="garde_contre", chelem_won_by=ATTACK, attack_half_points=130, oudlers=3), [
        ("/chelem/won_by", "An attack chelem leaves the defence at most the dog and the Excuse: 65 points is too "
                           "few.")], id="attack-chelem-garde-contre"),
    pytest.param(dict(chelem_won_by=ATTACK, attack_half_points=174, oudlers=2, petit_au_bout=DEFENCE), [
        ("/petit_au_bout", "The defence cannot take the Petit au bout when the attack took every trick.")],
        id="attack-chelem-defence-petit-au-bout"),
    pytest.param(dict(contract="garde_contre", chelem_won_by=DEFENCE, attack_half_points=8, oudlers=1,
                      petit_au_bout=ATTACK), [
        ("/petit_au_bout", "The attack cannot take the Petit au bout when the defence took every trick.")],
        id="defence-chelem-attack-petit-au-bout"),
    pytest.param(dict(contract="garde_contre", chelem_won_by=DEFENCE, attack_half_points=26, oudlers=2), [
        ("/oudlers", "After a defence chelem the attack can keep no oudler but the Excuse.")],
        id="defence-chelem-oudlers"),
    pytest.param(dict(options={"petit_sec": "imprenable"}, contract="garde_contre", chelem_won_by=DEFENCE,
                      attack_half_points=28, oudlers=3), [
        ("/oudlers", "After a defence chelem the attack can keep no oudler but the Excuse and a lone Petit.")],
        id="defence-chelem-oudlers-petit-sec"),
    pytest.param(dict(chelem_won_by=DEFENCE, attack_half_points=60, oudlers=1), [
        ("/chelem/won_by", "After a defence chelem the attack cannot have 30 points.")], id="defence-chelem-points"),
    # 5 players: the Excuse (4) and an écart of 3 queens (10.5) at most.
    pytest.param(dict(players=5, chelem_won_by=DEFENCE, attack_half_points=29, oudlers=1), [],
                 id="defence-chelem-5-players-most"),
    pytest.param(dict(players=5, chelem_won_by=DEFENCE, attack_half_points=30, oudlers=1), [
        ("/chelem/won_by", "After a defence chelem the attack cannot have 15 points.")],
        id="defence-chelem-5-players-too-many"),
    # Garde sans: the dog may hold an oudler, so no trick is needed for it.
    pytest.param(dict(contract="garde_sans", chelem_won_by=DEFENCE, attack_half_points=22, oudlers=2), [],
                 id="defence-chelem-oudler-in-the-dog"),
]

COUNTING = [
    pytest.param(dict(attack_half_points=32, oudlers=3), [
        ("/attack_points", "16 points cannot include 3 oudlers and the écart and a trick: the attack has at least "
                           "17.")], id="attack-ecart-and-trick"),
    pytest.param(dict(contract="garde_sans", attack_half_points=32, oudlers=3), [
        ("/attack_points", "16 points cannot include 3 oudlers and the dog and a trick: the attack has at least "
                           "17.")], id="attack-dog-and-trick"),
    pytest.param(dict(contract="garde_contre", chelem_won_by=DEFENCE, attack_half_points=6, oudlers=1), [
        ("/attack_points", "3 points cannot include 1 oudler: the attack has at least 4.")],
        id="attack-nothing-set-aside-no-trick"),
    pytest.param(dict(attack_half_points=156, oudlers=0), [
        ("/attack_points", "78 points leave too few for the defence's 3 oudlers and a trick: it has at least 14, "
                           "the attack at most 77.")], id="defence-trick"),
    pytest.param(dict(attack_half_points=164, oudlers=1), [
        ("/attack_points", "82 points leave too few for the defence's 2 oudlers and a trick: it has at least 9.5, "
                           "the attack at most 81.5.")], id="defence-trick-of-three-cards"),
    pytest.param(dict(contract="garde_contre", attack_half_points=170, oudlers=0), [
        ("/attack_points", "85 points leave too few for the defence's 3 oudlers and the dog and a trick: it has at "
                           "least 17, the attack at most 74.")], id="defence-dog-and-trick"),
    pytest.param(dict(contract="garde_contre", chelem_won_by=ATTACK, attack_half_points=170, oudlers=0), [
        ("/attack_points", "85 points leave too few for the defence's 3 oudlers and the dog: it has at least 15, "
                           "the attack at most 76.")], id="defence-dog-no-trick"),
    pytest.param(dict(attack_half_points=100, oudlers=0, petit_au_bout=ATTACK), [
        ("/petit_au_bout", "The attack took the Petit au bout, so it holds the Petit: it cannot have 0 oudlers.")],
        id="attack-petit-au-bout-no-oudler"),
    pytest.param(dict(attack_half_points=120, oudlers=3, petit_au_bout=DEFENCE), [
        ("/petit_au_bout", "The defence took the Petit au bout, so it holds the Petit: the attack cannot have the 3 "
                           "oudlers.")], id="defence-petit-au-bout-three-oudlers"),
]

HALF_POINTS = [
    pytest.param(dict(attack_half_points=105, oudlers=1), [], id="excuse-gone-over"),
    pytest.param(dict(options={"excuse_last_trick": "to_trick_winner"}, attack_half_points=105, oudlers=2), [
        ("/attack_points", HALF_POINT + ", and under excuse_last_trick: to_trick_winner it never does.")],
        id="never-under-to-trick-winner"),
    pytest.param(dict(attack_half_points=105, oudlers=0), [
        ("/attack_points", HALF_POINT + ": that card would be one of its oudlers, and it has none.")],
        id="no-oudler"),
    pytest.param(dict(attack_half_points=105, oudlers=2, petit_au_bout=ATTACK), [
        ("/attack_points", HALF_POINT + ": the defence then took the last trick, not the attack with the Petit au "
                                        "bout.")], id="attack-petit-au-bout"),
    pytest.param(dict(contract="garde_contre", attack_half_points=105, oudlers=3, chelem_won_by=ATTACK), [
        ("/attack_points", HALF_POINT + ": each side then took a trick, so there was no chelem."),
        ("/chelem/won_by", "An attack chelem leaves the defence at most the dog and the Excuse: 52.5 points is too "
                           "few.")],
        id="chelem"),
]


@pytest.mark.parametrize(("summary", "expected"), SEATS_AND_CONTRACT + POIGNEES + HOUSE_RULES + CHELEMS + COUNTING
                         + HALF_POINTS)
def test_each_impossible_summary_gets_its_pointers_and_words(summary, expected):
    assert problems_of(**summary) == expected


ANNOUNCEMENTS = [
    pytest.param(None, dict(chelem_announced_by=DEFENCE), [
        ("/chelem/announced_by", "The defence is named as announcing a chelem that was not announced.")],
        id="defence-names-no-announcement"),
    pytest.param({"contracts": ["petite", "garde", "garde_sans", "garde_contre", "chelem"]},
                 dict(contract="chelem", chelem_announced=True, chelem_announced_by=DEFENCE), [
        ("/chelem/announced_by", "The chelem called in the auction is the taker's.")], id="called-chelem"),
    pytest.param(None, dict(chelem_announced=True, chelem_announced_by=DEFENCE), [
        ("/chelem/announced_by", "Only the taker announces a chelem under these rules (option chelem_announcer).")],
        id="defence-announces-under-fft"),
    pytest.param({"chelem_announcer": "either_side"}, dict(chelem_announced=True, chelem_announced_by=DEFENCE), [],
                 id="defence-announces-under-either-side"),
    pytest.param({"petit_au_bout_for": "taker_only"}, dict(petit_au_bout=DEFENCE), [
        ("/petit_au_bout", "Only the taker's own Petit counts au bout under these rules (option petit_au_bout_for): "
                           "the defence cannot score it.")], id="defence-petit-au-bout-taker-only"),
    pytest.param({"petit_au_bout_for": "taker_only"}, dict(petit_au_bout=ATTACK), [],
                 id="attack-petit-au-bout-taker-only"),
]


@pytest.mark.parametrize(("options", "fields", "expected"), ANNOUNCEMENTS)
def test_each_impossible_announcement_gets_its_pointer_and_words(options, fields, expected):
    summary = dict(taker=0, partner=None, contract="garde", attack_half_points=92, oudlers=2)
    summary.update(fields)
    assert announcement_problems(DealSummary(**summary), french_rules(4, options)) == expected


# -- the edges of a chelem's counts ---------------------------------------------------------------------------
# At 3 players (odd tricks, any parity of half points) each row gives the last count a chelem allows and the
# first it refuses, in half points. A defence chelem leaves the attack what it kept without a trick (the Excuse,
# and a lone Petit with petit_sec: imprenable, 4 points each), a low card owed for each such card the defence
# kept, and what was set aside for it: the écart (at most 4 queens and 2 cavaliers: 3.5 and 2.5 points each,
# the kings and oudlers may not go there) or, in a garde sans, the dog (oudlers and kings at 4.5, then queens).
# An attack chelem at garde contre leaves the defence its Excuse and lone Petit and the dog.
def written(half_points: int) -> str:
    """Points as a score keeper writes them: 20, 20.5."""
    return f"{half_points // 2}" + (".5" if half_points % 2 else "")


DEFENCE_CHELEM_MOST = [
    pytest.param("garde", 0, None, 39, id="garde-no-oudler"),  # a low card for the defence's Excuse, 4 Q, 2 C
    pytest.param("garde", 1, None, 46, id="garde-the-excuse"),  # the Excuse (8), 4 Q and 2 C
    pytest.param("garde", 2, {"petit_sec": "imprenable"}, 54, id="garde-excuse-and-petit"),  # 16, 4 Q, 2 C
    pytest.param("garde_sans", 0, None, 51, id="garde-sans-no-oudler"),  # a low card, 4 K and 2 Q in the dog
    pytest.param("garde_sans", 1, None, 58, id="garde-sans-the-excuse"),  # the Excuse (8), 4 K and 2 Q
    pytest.param("garde_sans", 2, {"petit_sec": "imprenable"}, 66, id="garde-sans-excuse-and-petit"),
]


@pytest.mark.parametrize(("contract", "oudlers", "options", "most"), DEFENCE_CHELEM_MOST)
def test_a_defence_chelem_leaves_the_attack_at_most_what_it_kept_and_what_was_set_aside(contract, oudlers,
                                                                                       options, most):
    def problems(half: int) -> list[tuple[str, str]]:
        return problems_of(3, options, contract=contract, oudlers=oudlers, chelem_won_by=DEFENCE,
                           attack_half_points=half)

    assert problems(most) == []
    assert problems(most + 1) == [
        ("/chelem/won_by", f"After a defence chelem the attack cannot have {written(most + 1)} points.")]


ATTACK_CHELEM_LEAST = [
    pytest.param(3, None, 132, id="dog-only"),  # 182 - 4 K and 2 Q
    pytest.param(2, None, 124, id="dog-and-excuse"),  # 182 - the Excuse (8) - 4 K and 2 Q
    pytest.param(2, {"petit_sec": "imprenable"}, 124, id="dog-and-excuse-petit-sec"),  # whichever it kept
    pytest.param(1, {"petit_sec": "imprenable"}, 116, id="dog-excuse-and-lone-petit"),  # 182 - 16 - 4 K and 2 Q
]


@pytest.mark.parametrize(("oudlers", "options", "least"), ATTACK_CHELEM_LEAST)
def test_an_attack_chelem_at_garde_contre_leaves_the_defence_at_most_the_dog_and_what_it_kept(oudlers, options,
                                                                                              least):
    def problems(half: int) -> list[tuple[str, str]]:
        return problems_of(3, options, contract="garde_contre", oudlers=oudlers, chelem_won_by=ATTACK,
                           attack_half_points=half)

    assert problems(least) == []
    assert problems(least - 1) == [
        ("/chelem/won_by", f"An attack chelem leaves the defence at most the dog and the Excuse: {written(least - 1)} "
                           "points is too few.")]


def test_cards_set_aside_beyond_the_oudlers_taken_from_them_count_at_least_a_half_point_each():
    # 2 oudlers taken from a dog of 2 leave nothing else in it; from a dog of 3, a card of at least 1.
    assert least_half_points(2, False, 2, True, 4, 0) == 18
    assert least_half_points(2, False, 3, True, 4, 0) == 19

"""Checks that a score keeper's summary of a deal could have happened, before it is scored."""

from __future__ import annotations

from ..core.excerpt import excerpt
from ..core.text import NO_SEAT, Text
from .rules import DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE, DealSummary

ALL_HALF_POINTS = 182
EXCUSE_KEPT_HALF_POINTS = 8  # the Excuse is worth 4 to a side that keeps it and hands over a low card
LOWEST_OUDLER_HALF_POINTS = 8
HIGHEST_DOG_HALF_POINTS = {6: 54, 3: 27}  # 3 oudlers and 3 kings / 3 oudlers


def summary_problems(
    summary: DealSummary, poignee_seats: list[int | None], rules: FrenchRules
) -> list[tuple[str, str]]:
    """(JSON pointer, message) for everything impossible in ``summary``; empty when it can be scored."""
    problems: list[tuple[str, str]] = []
    players = rules.seats
    if rules.piles:
        return [("/players", Text("The game for two is scored from its record (POST /v1/hands/adjudicate), not a "
                                  "summary."))]
    if rules.dealer_sits_out and summary.sitting_out is None:
        problems.append(("/dealer", Text("At a table where the dealer sits out, say who dealt ({players} seats).",
                                         players=players)))
    elif summary.sitting_out is not None and summary.sitting_out in (summary.taker, summary.partner):
        problems.append(("/dealer", Text("Seat {seat} deals and sits out: it cannot be in the attack.",
                                         seat=summary.sitting_out)))
    if summary.taker >= players:
        problems.append(("/taker", Text(NO_SEAT, seat=summary.taker, players=players)))
    if summary.partner is not None:
        if not rules.calls_partner:
            problems.append(("/partner", Text("There is no partner with {players} players.", players=players)))
        elif summary.partner >= players:
            problems.append(("/partner", Text(NO_SEAT, seat=summary.partner, players=players)))
        elif summary.partner == summary.taker:
            problems.append(("/partner", Text("A taker who calls himself plays alone: leave the partner out.")))
    if rules.contract(summary.contract) is None:
        problems.append(("/contract", Text("{contract} is not a contract of this rule set.",
                                           contract=excerpt(summary.contract))))
    half, oudlers = summary.attack_half_points, summary.oudlers
    if not 0 <= half <= ALL_HALF_POINTS:
        problems.append(("/attack_points", Text("Card points are between 0 and {most}.", most=91)))
    if not 0 <= oudlers <= 3:
        problems.append(("/oudlers", Text("There are 3 oudlers.")))
    elif half < oudlers * LOWEST_OUDLER_HALF_POINTS:
        problems.append(("/attack_points", Text("{points} points cannot include {oudlers} oudlers.", points=half / 2,
                                                 oudlers=oudlers)))
    elif ALL_HALF_POINTS - half < (3 - oudlers) * LOWEST_OUDLER_HALF_POINTS:
        problems.append(("/attack_points", Text("{points} points leave too few for the defence's {oudlers} oudlers.",
                                                 points=half / 2, oudlers=3 - oudlers)))
    # The Petit au bout is not checked against the oudlers: the rules' own worked example E17 scores a defence
    # Petit au bout beside 3 attack oudlers, and a score keeper's sheet is scored as written where it can be.
    seen: set[int] = set()
    for index, seat in enumerate(poignee_seats):
        if seat is None:
            continue
        if seat >= players:
            problems.append((f"/poignees/{index}/seat", Text(NO_SEAT, seat=seat, players=players)))
        elif seat == summary.sitting_out:
            problems.append((f"/poignees/{index}/seat", Text("Seat {seat} deals and sits out: it shows no poignée.",
                                                             seat=seat)))
        elif seat in seen:
            problems.append((f"/poignees/{index}/seat", Text("Seat {seat} declares a second poignée.", seat=seat)))
        seen.add(seat)
    if len(poignee_seats) > players:
        problems.append(("/poignees", Text("At most one poignée per player ({players}).", players=players)))
    problems.extend(_chelem_problems(summary, rules))
    problems.extend(_house_rule_problems(summary, rules))
    return problems


def _house_rule_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    plays_petit_chelem = rules.petit_chelem is not None or rules.scoring.petit_chelem_game is not None
    if (summary.petit_chelem_announced or summary.petit_chelem_made) and not plays_petit_chelem:
        problems.append(("/petit_chelem",
                         Text("The petit chelem is not played under these rules (option petit_chelem).")))
    if summary.petit_chelem_made and summary.chelem_won_by is not None:
        problems.append(("/petit_chelem/made",
                         Text("A petit chelem leaves one trick to the other side: no chelem then.")))
    if summary.petit_chelem_announced and summary.chelem_announced:
        problems.append(("/petit_chelem/announced", Text("The taker announces a chelem or a petit chelem, not both.")))
    if summary.miseres and rules.misere_value is None:
        problems.append(("/miseres", Text("Misères are not played under these rules (option misere).")))
    declared: set[tuple[int, str]] = set()
    for index, misere in enumerate(summary.miseres):
        if misere.seat >= rules.seats:
            problems.append((f"/miseres/{index}/seat",
                             Text(NO_SEAT, seat=misere.seat, players=rules.seats)))
        elif misere.seat == summary.sitting_out:
            problems.append((f"/miseres/{index}/seat",
                             Text("Seat {seat} deals and sits out: it declares no misère.", seat=misere.seat)))
        elif (misere.seat, misere.kind) in declared:
            problems.append((f"/miseres/{index}", Text("Seat {seat} declares the same misère twice.",
                                                       seat=misere.seat)))
        declared.add((misere.seat, misere.kind))
    return problems


def _chelem_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    half, oudlers = summary.attack_half_points, summary.oudlers
    contract = rules.contract(summary.contract)
    dog_to_defence = contract is not None and contract.dog is DogDestination.DEFENCE
    dog_to_attack = contract is not None and contract.dog is DogDestination.ATTACK
    # An attack chelem takes every card but perhaps the defence's Excuse (kept for 4): 91 and 3 oudlers, or 87 and 2.
    chelem_counts = ((ALL_HALF_POINTS, 3), (ALL_HALF_POINTS - EXCUSE_KEPT_HALF_POINTS, 2))
    if summary.chelem_won_by == ATTACK and not dog_to_defence and (half, oudlers) not in chelem_counts:
        return [("/chelem/won_by", Text("An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the "
                                        "defence kept the Excuse; not {points} and {oudlers}.", points=half / 2,
                                        oudlers=oudlers))]
    if summary.chelem_won_by == ATTACK and dog_to_defence:
        least = ALL_HALF_POINTS - HIGHEST_DOG_HALF_POINTS[rules.dog_size] - EXCUSE_KEPT_HALF_POINTS
        if half < least:
            return [("/chelem/won_by", Text("An attack chelem leaves the defence at most the dog and the Excuse: "
                                            "{points} points is too few.", points=half / 2))]
    if summary.chelem_won_by == ATTACK and summary.petit_au_bout == DEFENCE:
        return [("/petit_au_bout", Text("The defence cannot take the Petit au bout when the attack took every trick."))]
    if summary.chelem_won_by == DEFENCE and summary.petit_au_bout == ATTACK:
        return [("/petit_au_bout", Text("The attack cannot take the Petit au bout when the defence took every trick."))]
    if summary.chelem_won_by == DEFENCE and not dog_to_attack and oudlers > 1:
        return [("/oudlers", Text("After a defence chelem the attack can keep no oudler but the Excuse."))]
    if summary.chelem_won_by == DEFENCE:
        most = EXCUSE_KEPT_HALF_POINTS + (HIGHEST_DOG_HALF_POINTS[rules.dog_size] if dog_to_attack else 0)
        if not dog_to_defence and not dog_to_attack:
            most += 7 * min(4, rules.dog_size) + 5 * max(0, rules.dog_size - 4)  # queens and cavaliers in the écart
        if half > most:
            return [("/chelem/won_by", Text("After a defence chelem the attack cannot have {points} points.",
                                            points=half / 2))]
    return []

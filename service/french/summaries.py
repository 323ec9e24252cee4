"""Checks that a score keeper's summary of a deal could have happened, before it is scored."""

from __future__ import annotations

from ..core.excerpt import excerpt
from .rules import CHELEM_CALL, DogDestination, FrenchRules
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
        return [("/players", "The game for two is scored from its record (POST /v1/hands/adjudicate), not a summary.")]
    if rules.dealer_sits_out and summary.sitting_out is None:
        problems.append(("/dealer", f"At a table where the dealer sits out, say who dealt ({players} seats)."))
    elif summary.sitting_out is not None and summary.sitting_out in (summary.taker, summary.partner):
        problems.append(("/dealer", f"Seat {summary.sitting_out} deals and sits out: it cannot be in the attack."))
    if summary.taker >= players:
        problems.append(("/taker", f"There is no seat {summary.taker} at a table of {players}."))
    if summary.partner is not None:
        if not rules.calls_partner:
            problems.append(("/partner", f"There is no partner with {players} players."))
        elif summary.partner >= players:
            problems.append(("/partner", f"There is no seat {summary.partner} at a table of {players}."))
        elif summary.partner == summary.taker:
            problems.append(("/partner", "A taker who calls himself plays alone: leave the partner out."))
    if rules.contract(summary.contract) is None:
        problems.append(("/contract", f"{excerpt(summary.contract)} is not a contract of this rule set."))
    half, oudlers = summary.attack_half_points, summary.oudlers
    if not 0 <= half <= ALL_HALF_POINTS:
        problems.append(("/attack_points", "Card points are between 0 and 91."))
    if not 0 <= oudlers <= 3:
        problems.append(("/oudlers", "There are 3 oudlers."))
    elif half < oudlers * LOWEST_OUDLER_HALF_POINTS:
        problems.append(("/attack_points", f"{half / 2} points cannot include {oudlers} oudlers."))
    elif ALL_HALF_POINTS - half < (3 - oudlers) * LOWEST_OUDLER_HALF_POINTS:
        problems.append(("/attack_points", f"{half / 2} points leave too few for the defence's {3 - oudlers} oudlers."))
    # The Petit au bout is not checked against the oudlers: the rules' own worked example E17 scores a defence
    # Petit au bout beside 3 attack oudlers, and a score keeper's sheet is scored as written where it can be.
    seen: set[int] = set()
    for index, seat in enumerate(poignee_seats):
        if seat is None:
            continue
        if seat >= players:
            problems.append((f"/poignees/{index}/seat", f"There is no seat {seat} at a table of {players}."))
        elif seat == summary.sitting_out:
            problems.append((f"/poignees/{index}/seat", f"Seat {seat} deals and sits out: it shows no poignée."))
        elif seat in seen:
            problems.append((f"/poignees/{index}/seat", f"Seat {seat} declares a second poignée."))
        seen.add(seat)
    if len(poignee_seats) > players:
        problems.append(("/poignees", f"At most one poignée per player ({players})."))
    problems.extend(_chelem_problems(summary, rules))
    problems.extend(_house_rule_problems(summary, rules))
    return problems


def _house_rule_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    plays_petit_chelem = rules.petit_chelem is not None or rules.scoring.petit_chelem_game is not None
    if (summary.petit_chelem_announced or summary.petit_chelem_made) and not plays_petit_chelem:
        problems.append(("/petit_chelem", "The petit chelem is not played under these rules (option petit_chelem)."))
    if summary.petit_chelem_made and summary.chelem_won_by is not None:
        problems.append(("/petit_chelem/made", "A petit chelem leaves one trick to the other side: no chelem then."))
    if summary.petit_chelem_announced and summary.chelem_announced:
        problems.append(("/petit_chelem/announced", "The taker announces a chelem or a petit chelem, not both."))
    if summary.miseres and rules.misere_value is None:
        problems.append(("/miseres", "Misères are not played under these rules (option misere)."))
    declared: set[tuple[int, str]] = set()
    for index, misere in enumerate(summary.miseres):
        if misere.seat >= rules.seats:
            problems.append((f"/miseres/{index}/seat",
                             f"There is no seat {misere.seat} at a table of {rules.seats}."))
        elif misere.seat == summary.sitting_out:
            problems.append((f"/miseres/{index}/seat",
                             f"Seat {misere.seat} deals and sits out: it declares no misère."))
        elif (misere.seat, misere.kind) in declared:
            problems.append((f"/miseres/{index}", f"Seat {misere.seat} declares the same misère twice."))
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
        return [("/chelem/won_by", f"An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the "
                                   f"defence kept the Excuse; not {half / 2} and {oudlers}.")]
    if summary.chelem_won_by == ATTACK and dog_to_defence:
        least = ALL_HALF_POINTS - HIGHEST_DOG_HALF_POINTS[rules.dog_size] - EXCUSE_KEPT_HALF_POINTS
        if half < least:
            return [("/chelem/won_by", f"An attack chelem leaves the defence at most the dog and the Excuse: "
                                       f"{half / 2} points is too few.")]
    if summary.chelem_won_by == ATTACK and summary.petit_au_bout == DEFENCE:
        return [("/petit_au_bout", "The defence cannot take the Petit au bout when the attack took every trick.")]
    if summary.chelem_won_by == DEFENCE and summary.petit_au_bout == ATTACK:
        return [("/petit_au_bout", "The attack cannot take the Petit au bout when the defence took every trick.")]
    if summary.chelem_won_by == DEFENCE and not dog_to_attack and oudlers > 1:
        return [("/oudlers", "After a defence chelem the attack can keep no oudler but the Excuse.")]
    if summary.chelem_won_by == DEFENCE:
        most = EXCUSE_KEPT_HALF_POINTS + (HIGHEST_DOG_HALF_POINTS[rules.dog_size] if dog_to_attack else 0)
        if not dog_to_defence and not dog_to_attack:
            most += 7 * min(4, rules.dog_size) + 5 * max(0, rules.dog_size - 4)  # queens and cavaliers in the écart
        if half > most:
            return [("/chelem/won_by", f"After a defence chelem the attack cannot have {half / 2} points.")]
    return []


def announcement_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    """What the options on who announces (a chelem, the Petit au bout's owner) make impossible in a summary."""
    problems: list[tuple[str, str]] = []
    if summary.chelem_announced_by == DEFENCE:
        if not summary.chelem_announced:
            problems.append(("/chelem/announced_by", "The defence is named as announcing a chelem that was not "
                                                     "announced."))
        elif summary.contract == CHELEM_CALL:
            problems.append(("/chelem/announced_by", "The chelem called in the auction is the taker's."))
        elif not rules.defence_may_announce_chelem:
            problems.append(("/chelem/announced_by", "Only the taker announces a chelem under these rules (option "
                                                     "chelem_announcer)."))
    if rules.petit_au_bout_taker_only and summary.petit_au_bout == DEFENCE:
        problems.append(("/petit_au_bout", "Only the taker's own Petit counts au bout under these rules (option "
                                           "petit_au_bout_for): the defence cannot score it."))
    return problems

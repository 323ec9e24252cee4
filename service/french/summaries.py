"""Checks that a score keeper's summary of a deal could have happened, before it is scored."""

from __future__ import annotations

from ..core.excerpt import excerpt
from .rules import CHELEM_CALL, POIGNEE_NAMES, DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE, DealSummary

ALL_HALF_POINTS = 182
EXCUSE_KEPT_HALF_POINTS = 8  # the Excuse is worth 4 to a side that keeps it and hands over a low card
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
    elif 0 <= half <= ALL_HALF_POINTS:
        problems.extend(_counting_problems(summary, rules))
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
    problems.extend(_poignee_problems(summary, poignee_seats, rules))
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


# -- what the counting proves (docs/rules/french-tarot.md §7, §8.5) -----------------------------------------
# Every card is worth an odd number of half points (a low card 1, a jack 3 ... a king or an oudler 9); the
# Excuse kept by its side is worth 8 to it and hands the trick's winner 1 for a low card. So a side's half
# points have the parity of the cards it took, and each side's least total follows from its oudlers, the
# cards set aside for it (the écart, or the dog of a garde sans or garde contre) and the tricks it won.

TRUMP_LIKE_CARDS = 22  # the 21 trumps and the Excuse: every poignée of a deal is shown from them


def least_half_points(oudlers: int, won_a_trick: bool, set_aside: int, set_aside_may_hold_oudlers: bool,
                      players: int, excuse_like: int) -> int:
    """The fewest half points a side can end with holding ``oudlers``: the ``excuse_like`` ones (the Excuse,
    and a Petit imprenable where it is played) are kept for 8 without a trick; the others (9 each) come in a
    trick the side won, of one card per player (each at least 1), or lie in its ``set_aside`` cards when
    those may hold oudlers (a dog); every other card set aside counts at least 1, a trick won ``players``."""
    kept = min(oudlers, excuse_like)
    taken = oudlers - kept
    least = 8 * kept
    if set_aside_may_hold_oudlers:
        return least + 9 * taken + max(0, set_aside - taken) + (players if won_a_trick else 0)
    if taken:
        return least + set_aside + 9 * taken + (players - taken)
    return least + set_aside + (players if won_a_trick else 0)


def _counting_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    half, oudlers = summary.attack_half_points, summary.oudlers
    contract = rules.contract(summary.contract)
    problems: list[tuple[str, str]] = []
    if contract is None:
        return problems
    excuse_like = 1 if rules.petit_sec_annuls else 2
    dog = contract.dog
    attack = least_half_points(oudlers, summary.chelem_won_by != DEFENCE,
                               rules.dog_size if dog in (DogDestination.ECART, DogDestination.ATTACK) else 0,
                               dog is DogDestination.ATTACK, rules.players, excuse_like)
    defence = least_half_points(3 - oudlers, summary.chelem_won_by != ATTACK,
                                rules.dog_size if dog is DogDestination.DEFENCE else 0,
                                dog is DogDestination.DEFENCE, rules.players, excuse_like)
    set_aside = {DogDestination.ECART: " and the écart", DogDestination.ATTACK: " and the dog"}.get(dog, "")
    if half < attack:
        problems.append(("/attack_points", f"{half / 2} points cannot include {oudlers} oudlers{set_aside}"
                                           f"{' and a trick' if summary.chelem_won_by != DEFENCE else ''}: the "
                                           f"attack has at least {attack / 2}."))
    elif ALL_HALF_POINTS - half < defence:
        words = " and the dog" if dog is DogDestination.DEFENCE else ""
        problems.append(("/attack_points", f"{half / 2} points leave too few for the defence's {3 - oudlers} "
                                           f"oudlers{words}{' and a trick' if summary.chelem_won_by != ATTACK else ''}"
                                           f": it has at least {defence / 2}, the attack at most "
                                           f"{(ALL_HALF_POINTS - defence) / 2}."))
    if summary.petit_au_bout == ATTACK and oudlers == 0:
        problems.append(("/petit_au_bout", "The attack took the Petit au bout, so it holds the Petit: it cannot "
                                           "have 0 oudlers."))
    if summary.petit_au_bout == DEFENCE and oudlers == 3:
        problems.append(("/petit_au_bout", "The defence took the Petit au bout, so it holds the Petit: the "
                                           "attack cannot have the 3 oudlers."))
    problems.extend(_half_point_problems(summary, rules))
    return problems


def _half_point_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    """With an even number of players and an even dog (4 players), every trick and the cards set aside hold
    an even number of cards, so the attack's points are whole, but for one card: the Excuse (or a Petit
    imprenable) that its side played to the last trick and took with another card, and that goes to the
    other side without exchange (FFT, option excuse_last_trick: changes_side). At 4 players only a defender
    has a partner to take it: the card then is the attack's oudler, and the defence took the last trick."""
    if summary.attack_half_points % 2 == 0 or rules.players % 2 or rules.dog_size % 2:
        return []
    points = summary.attack_half_points / 2
    why = (f"{points} points: with {rules.players} players the attack's points are whole unless the Excuse (or "
           "a Petit imprenable) played to the last trick went over to it without exchange")
    if not rules.excuse_last_trick_changes_side:
        return [("/attack_points", f"{why}, and under excuse_last_trick: to_trick_winner it never does.")]
    if summary.oudlers == 0:
        return [("/attack_points", f"{why}: that card would be one of its oudlers, and it has none.")]
    if summary.petit_au_bout == ATTACK:
        return [("/attack_points", f"{why}: the defence then took the last trick, not the attack with the "
                                   "Petit au bout.")]
    if summary.chelem_won_by is not None:
        return [("/attack_points", f"{why}: each side then took a trick, so there was no chelem.")]
    return []


def _poignee_problems(summary: DealSummary, poignee_seats: list[int | None], rules: FrenchRules
                      ) -> list[tuple[str, str]]:
    """Every trump and the Excuse is in one hand: the poignées of a deal share the 22 of them; a player
    other than the taker shows his poignée from his own hand (the taker may add trumps forced into his
    écart)."""
    problems: list[tuple[str, str]] = []
    sizes = [rules.poignee_sizes[POIGNEE_NAMES.index(name)] for name in summary.poignees if name in POIGNEE_NAMES]
    if sum(sizes) > TRUMP_LIKE_CARDS:
        shown = " + ".join(str(size) for size in sizes)
        problems.append(("/poignees", f"The poignées show {shown} = {sum(sizes)} trumps; there are "
                                      f"{TRUMP_LIKE_CARDS} with the Excuse."))
    for index, (name, seat) in enumerate(zip(summary.poignees, poignee_seats, strict=False)):
        if name not in POIGNEE_NAMES or seat is None:
            continue
        if any(misere.seat == seat and misere.kind == "trumps" for misere in summary.miseres):
            problems.append((f"/poignees/{index}/seat", f"Seat {seat} declares a misère without trumps: it "
                                                        "cannot show a poignée."))
        size = rules.poignee_sizes[POIGNEE_NAMES.index(name)]
        if seat != summary.taker and size > rules.hand_size:
            problems.append((f"/poignees/{index}/size", f"Seat {seat} is not the taker: a hand of "
                                                        f"{rules.hand_size} cards cannot show a {name} poignée "
                                                        f"of {size} trumps."))
    return problems


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

"""Checks that a score keeper's summary of a deal could have happened, before it is scored."""

from __future__ import annotations

from ..core.excerpt import excerpt
from ..core.text import NO_SEAT, Text, from_one, joined
from .rules import CHELEM_CALL, POIGNEE_NAMES, DogDestination, FrenchRules
from .scoring import ATTACK, DEFENCE, DealSummary

ALL_HALF_POINTS = 182
EXCUSE_KEPT_HALF_POINTS = 8  # the Excuse is worth 4 to a side that keeps it and hands over a low card


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
                                         seat=from_one(summary.sitting_out))))
    if summary.taker >= players:
        problems.append(("/taker", Text(NO_SEAT, seat=from_one(summary.taker), players=players)))
    if summary.partner is not None:
        if not rules.calls_partner:
            problems.append(("/partner", Text("There is no partner with {players} players.", players=players)))
        elif summary.partner >= players:
            problems.append(("/partner", Text(NO_SEAT, seat=from_one(summary.partner), players=players)))
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
    elif 0 <= half <= ALL_HALF_POINTS:
        problems.extend(_counting_problems(summary, rules))
    seen: set[int] = set()
    for index, seat in enumerate(poignee_seats):
        if seat is None:
            continue
        if seat >= players:
            problems.append((f"/poignees/{index}/seat", Text(NO_SEAT, seat=from_one(seat), players=players)))
        elif seat == summary.sitting_out:
            problems.append((f"/poignees/{index}/seat", Text("Seat {seat} deals and sits out: it shows no poignée.",
                                                             seat=from_one(seat))))
        elif seat in seen:
            problems.append((f"/poignees/{index}/seat", Text("Seat {seat} declares a second poignée.",
                                                             seat=from_one(seat))))
        seen.add(seat)
    if len(poignee_seats) > players:
        problems.append(("/poignees", Text("At most one poignée per player ({players}).", players=players)))
    problems.extend(_poignee_problems(summary, poignee_seats, rules))
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
                             Text(NO_SEAT, seat=from_one(misere.seat), players=rules.seats)))
        elif misere.seat == summary.sitting_out:
            problems.append((f"/miseres/{index}/seat",
                             Text("Seat {seat} deals and sits out: it declares no misère.",
                                  seat=from_one(misere.seat))))
        elif (misere.seat, misere.kind) in declared:
            problems.append((f"/miseres/{index}", Text("Seat {seat} declares the same misère twice.",
                                                       seat=from_one(misere.seat))))
        declared.add((misere.seat, misere.kind))
    return problems


def _chelem_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    half, oudlers = summary.attack_half_points, summary.oudlers
    contract = rules.contract(summary.contract)
    dog_to_defence = contract is not None and contract.dog is DogDestination.DEFENCE
    dog_to_attack = contract is not None and contract.dog is DogDestination.ATTACK
    excuse_like = _excuse_like(rules)
    # An attack chelem takes every card but those the defence kept without a trick, 4 each: the Excuse, and a
    # lone Petit played on where it is (option petit_sec). FFT: 91 points and 3 oudlers, or 87 and 2.
    chelem_counts = [(ALL_HALF_POINTS - EXCUSE_KEPT_HALF_POINTS * kept, 3 - kept) for kept in range(excuse_like + 1)]
    if summary.chelem_won_by == ATTACK and not dog_to_defence and (half, oudlers) not in chelem_counts:
        if excuse_like > 1:
            return [("/chelem/won_by", Text("An attack chelem means 91 points and 3 oudlers, 87 and 2, or 83 and 1 "
                                            "when the defence kept the Excuse and a lone Petit; not {points} and "
                                            "{oudlers}.", points=_points(half), oudlers=oudlers))]
        return [("/chelem/won_by", Text("An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the "
                                        "defence kept the Excuse; not {points} and {oudlers}.", points=_points(half),
                                        oudlers=oudlers))]
    if summary.chelem_won_by == ATTACK and dog_to_defence:
        defence_oudlers = 3 - oudlers
        most = max(EXCUSE_KEPT_HALF_POINTS * kept + _highest_set_aside(rules.dog_size, defence_oudlers - kept)
                   for kept in range(min(excuse_like, defence_oudlers) + 1))
        if half < ALL_HALF_POINTS - most:
            return [("/chelem/won_by", Text("An attack chelem leaves the defence at most the dog and the Excuse: "
                                            "{points} points is too few.", points=_points(half)))]
    if summary.chelem_won_by == ATTACK and summary.petit_au_bout == DEFENCE:
        return [("/petit_au_bout", Text("The defence cannot take the Petit au bout when the attack took every trick."))]
    if summary.chelem_won_by == DEFENCE and summary.petit_au_bout == ATTACK:
        return [("/petit_au_bout", Text("The attack cannot take the Petit au bout when the defence took every trick."))]
    if summary.chelem_won_by == DEFENCE and not dog_to_attack and oudlers > excuse_like:
        if excuse_like > 1:
            return [("/oudlers", Text("After a defence chelem the attack can keep no oudler but the Excuse and a "
                                      "lone Petit."))]
        return [("/oudlers", Text("After a defence chelem the attack can keep no oudler but the Excuse."))]
    if summary.chelem_won_by == DEFENCE:
        # What the attack kept (4 each), and the low card (half a point) owed to it for each card the defence
        # kept the same way.
        if dog_to_attack:
            most = max(EXCUSE_KEPT_HALF_POINTS * kept + (excuse_like - kept)
                       + _highest_set_aside(rules.dog_size, oudlers - kept)
                       for kept in range(min(excuse_like, oudlers) + 1))
        else:
            kept = min(excuse_like, oudlers)
            most = EXCUSE_KEPT_HALF_POINTS * kept + (excuse_like - kept)
        if not dog_to_defence and not dog_to_attack:
            most += 7 * min(4, rules.dog_size) + 5 * max(0, rules.dog_size - 4)  # queens and cavaliers in the écart
        if half > most:
            return [("/chelem/won_by", Text("After a defence chelem the attack cannot have {points} points.",
                                            points=_points(half)))]
    return []


def _excuse_like(rules: FrenchRules) -> int:
    """The oudlers a side may keep without taking a trick: the Excuse, and a lone Petit played on."""
    return 1 if rules.petit_sec_annuls else 2


def _points(half_points: int) -> int | float:
    """Half points as a score keeper writes points: 41, not 41.0, and 40.5."""
    return half_points // 2 if half_points % 2 == 0 else half_points / 2


def _oudlers(count: int) -> Text:
    return Text("1 oudler") if count == 1 else Text("{count} oudlers", count=count)


def _highest_set_aside(cards: int, oudlers: int) -> int:
    """The most half points ``cards`` dealt aside (a dog) can hold with at most ``oudlers`` of the oudlers:
    those and the 4 kings at 9, then queens at 7, then cavaliers at 5."""
    values = [9] * (max(0, oudlers) + 4) + [7] * 4 + [5] * 4
    return sum(values[:cards])


# -- what the counting proves (docs/rules/french-tarot.md §7, §8.5) -----------------------------------------
# Every card is worth an odd number of half points (a low card 1, a jack 3 ... a king or an oudler 9); the
# Excuse kept by its side is worth 8 to it and hands the trick's winner 1 for a low card. So a side's half
# points have the parity of the cards it took, and each side's least total follows from its oudlers, the
# cards set aside for it (the écart, or the dog of a garde sans or garde contre) and the tricks it won.

TRUMP_LIKE_CARDS = 22  # the 21 trumps and the Excuse: every poignée of a deal is shown from them


def least_half_points(oudlers: int, won_a_trick: bool, set_aside: int, set_aside_may_hold_oudlers: bool,
                      trick_cards: int, excuse_like: int) -> int:
    """The fewest half points a side can end with holding ``oudlers``: the ``excuse_like`` ones (the Excuse,
    and a Petit imprenable where it is played) are kept for 8 without a trick; the others (9 each) come in a
    trick the side won, of ``trick_cards`` cards for it (each at least 1), or lie in its ``set_aside`` cards
    when those may hold oudlers (a dog); every other card set aside counts at least 1."""
    kept = min(oudlers, excuse_like)
    taken = oudlers - kept
    least = 8 * kept
    if set_aside_may_hold_oudlers:
        return least + 9 * taken + max(0, set_aside - taken) + (trick_cards if won_a_trick else 0)
    if taken:
        return least + set_aside + 9 * taken + (trick_cards - taken)
    return least + set_aside + (trick_cards if won_a_trick else 0)


def _least_trick_cards(oudlers: int, side_has_two_players: bool, rules: FrenchRules) -> int:
    """The cards a side keeps of a trick it won: one per player, but one fewer when one of its players played
    his Excuse (or lone Petit played on) to the last trick, another took it, and the card went over to the
    other side (FFT, excuse_last_trick: changes_side): a side without all 3 oudlers and of two players or
    more may have lost it so."""
    if rules.excuse_last_trick_changes_side and oudlers < 3 and side_has_two_players:
        return rules.players - 1
    return rules.players


def _counting_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    half, oudlers = summary.attack_half_points, summary.oudlers
    contract = rules.contract(summary.contract)
    problems: list[tuple[str, str]] = []
    if contract is None:
        return problems
    excuse_like = _excuse_like(rules)
    dog = contract.dog
    attack_trick = _least_trick_cards(oudlers, summary.partner is not None, rules)
    attack = least_half_points(oudlers, summary.chelem_won_by != DEFENCE,
                               rules.dog_size if dog in (DogDestination.ECART, DogDestination.ATTACK) else 0,
                               dog is DogDestination.ATTACK, attack_trick, excuse_like)
    defence_trick = _least_trick_cards(3 - oudlers, True, rules)
    defence = least_half_points(3 - oudlers, summary.chelem_won_by != ATTACK,
                                rules.dog_size if dog is DogDestination.DEFENCE else 0,
                                dog is DogDestination.DEFENCE, defence_trick, excuse_like)
    and_the_dog, and_a_trick = Text(" and the dog"), Text(" and a trick")
    if half < attack:
        set_aside = {DogDestination.ECART: [Text(" and the écart")], DogDestination.ATTACK: [and_the_dog]}.get(dog, [])
        extras = joined([*set_aside, *([and_a_trick] if summary.chelem_won_by != DEFENCE else [])], "{first}{second}")
        problems.append(("/attack_points", Text("{points} points cannot include {oudlers}{extras}: the attack has at "
                                                "least {least}.", points=_points(half), oudlers=_oudlers(oudlers),
                                                extras=extras, least=_points(attack))))
    elif ALL_HALF_POINTS - half < defence:
        words = [and_the_dog] if dog is DogDestination.DEFENCE else []
        extras = joined([*words, *([and_a_trick] if summary.chelem_won_by != ATTACK else [])], "{first}{second}")
        problems.append(("/attack_points", Text("{points} points leave too few for the defence's {oudlers}{extras}: "
                                                "it has at least {least}, the attack at most {most}.",
                                                points=_points(half), oudlers=_oudlers(3 - oudlers), extras=extras,
                                                least=_points(defence), most=_points(ALL_HALF_POINTS - defence))))
    if summary.petit_au_bout == ATTACK and oudlers == 0:
        problems.append(("/petit_au_bout", Text("The attack took the Petit au bout, so it holds the Petit: it cannot "
                                                "have 0 oudlers.")))
    if summary.petit_au_bout == DEFENCE and oudlers == 3:
        problems.append(("/petit_au_bout", Text("The defence took the Petit au bout, so it holds the Petit: the "
                                                "attack cannot have the 3 oudlers.")))
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
    points = _points(summary.attack_half_points)
    why = Text("{points} points: with {players} players the attack's points are whole unless the Excuse (or a "
               "Petit imprenable) played to the last trick went over to it without exchange", points=points,
               players=rules.players)
    if not rules.excuse_last_trick_changes_side:
        return [("/attack_points", Text("{why}, and under excuse_last_trick: to_trick_winner it never does.",
                                        why=why))]
    if summary.oudlers == 0:
        return [("/attack_points", Text("{why}: that card would be one of its oudlers, and it has none.", why=why))]
    if summary.petit_au_bout == ATTACK:
        return [("/attack_points", Text("{why}: the defence then took the last trick, not the attack with the "
                                        "Petit au bout.", why=why))]
    if summary.chelem_won_by is not None:
        return [("/attack_points", Text("{why}: each side then took a trick, so there was no chelem.", why=why))]
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
        problems.append(("/poignees", Text("The poignées show {shown} = {total} trumps; there are {all} with the "
                                           "Excuse.", shown=shown, total=sum(sizes), all=TRUMP_LIKE_CARDS)))
    for index, (name, seat) in enumerate(zip(summary.poignees, poignee_seats, strict=False)):
        if name not in POIGNEE_NAMES or seat is None:
            continue
        size = rules.poignee_sizes[POIGNEE_NAMES.index(name)]
        # A hand without trumps still may hold the Excuse: a poignée of one card (poignee_sizes allows it).
        if size > 1 and any(misere.seat == seat and misere.kind == "trumps" for misere in summary.miseres):
            problems.append((f"/poignees/{index}/seat", Text("Seat {seat} declares a misère without trumps: it "
                                                             "cannot show a poignée.", seat=from_one(seat))))
        if seat != summary.taker and size > rules.hand_size:
            problems.append((f"/poignees/{index}/size", Text("Seat {seat} is not the taker: a hand of {cards} cards "
                                                             "cannot show a {name} poignée of {size} trumps.",
                                                             seat=from_one(seat), cards=rules.hand_size,
                                                             name=Text(name), size=size)))
    return problems


def announcement_problems(summary: DealSummary, rules: FrenchRules) -> list[tuple[str, str]]:
    """What the options on who announces (a chelem, the Petit au bout's owner) make impossible in a summary."""
    problems: list[tuple[str, str]] = []
    if summary.chelem_announced_by == DEFENCE:
        if not summary.chelem_announced:
            problems.append(("/chelem/announced_by", Text("The defence is named as announcing a chelem that was "
                                                          "not announced.")))
        elif summary.contract == CHELEM_CALL:
            problems.append(("/chelem/announced_by", Text("The chelem called in the auction is the taker's.")))
        elif not rules.defence_may_announce_chelem:
            problems.append(("/chelem/announced_by", Text("Only the taker announces a chelem under these rules "
                                                          "(option chelem_announcer).")))
    if rules.petit_au_bout_taker_only and summary.petit_au_bout == DEFENCE:
        problems.append(("/petit_au_bout", Text("Only the taker's own Petit counts au bout under these rules "
                                                "(option petit_au_bout_for): the defence cannot score it.")))
    return problems

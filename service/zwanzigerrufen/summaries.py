"""Checks that a score keeper's summary of a deal could have happened, before it is scored."""

from __future__ import annotations

from collections.abc import Sequence

from ..core.excerpt import excerpt
from ..core.text import NO_SEAT, Text, from_one
from .deck import TOTAL_POINTS
from .rules import (
    ABSOLUT,
    CONTRACTS,
    DECLARERS,
    GAME,
    OPPONENTS,
    PAGAT,
    RUFER,
    VALAT,
    ZwanzigerrufenRules,
)
from .scoring import TRICKS, DealSummary

LEVEL = "A level is one of {levels}, not {level}."
MOST_POINTS_IN_A_TRICK = 20  # four cards worth 5: kings and Trull pieces


def summary_problems(summary: DealSummary, announcement_order: Sequence[tuple[str, str]],
                     rules: ZwanzigerrufenRules,
                     announcement_seats: Sequence[int | None] = ()) -> list[tuple[str, str]]:
    """(JSON pointer, message) for everything impossible in ``summary``; empty when it can be scored.

    ``announcement_order`` lists (item, party) as the request's ``announcements`` did, for pointers and
    to find duplicates, which ``summary.levels`` cannot hold; ``announcement_seats`` their seats, in the
    same order (``summary.announcers`` keeps one per item and party).
    """
    players = rules.players
    problems: list[tuple[str, str]] = []

    def seat_problem(pointer: str, seat: int | None) -> bool:
        if seat is not None and not 0 <= seat < players:
            problems.append((pointer, Text(NO_SEAT, seat=from_one(seat), players=players)))
            return True
        return False

    if summary.contract not in CONTRACTS:
        games = ", ".join(CONTRACTS)
        problems.append(("/contract", Text("{game} is not a game of Zwanzigerrufen ({games}).",
                                           game=excerpt(summary.contract),
                                           games=games)))
        return problems
    seat_problem("/declarer", summary.declarer)
    if summary.contract == RUFER:
        if summary.partner is None:
            problems.append(("/partner", Text("A Rufer has a partner: the holder of the called tarock.")))
        elif not seat_problem("/partner", summary.partner) and summary.partner == summary.declarer:
            problems.append(("/partner", Text("The forehand never holds the tarock she calls: the partner is another "
                                              "seat.")))
    elif summary.partner is not None:
        problems.append(("/partner", Text("A {game} is played alone: leave the partner out.",
                                          game=Text(summary.contract))))
    for pointer, seat in (("/pagat_last_trick/seat", summary.pagat_last_trick and summary.pagat_last_trick[0]),
                          ("/trull", summary.trull), ("/four_kings", summary.four_kings),
                          ("/mondfang", summary.mondfang)):
        seat_problem(pointer, seat)
    for index, announcer in enumerate(announcement_seats):
        seat_problem(f"/announcements/{index}/seat", announcer)
    if problems:
        return problems
    return [*_count_problems(summary), *_level_problems(summary, announcement_order, rules),
            *_premium_problems(summary)]


def _count_problems(summary: DealSummary) -> list[tuple[str, str]]:
    points, tricks = summary.declarer_points, summary.declarer_tricks
    if not 0 <= points <= TOTAL_POINTS:
        return [("/declarer_points", Text("Card points are between 0 and {most}.", most=TOTAL_POINTS))]
    if not 0 <= tricks <= TRICKS:
        return [("/declarer_tricks", Text("A deal has {tricks} tricks.", tricks=TRICKS))]
    if points > MOST_POINTS_IN_A_TRICK * tricks:
        return [("/declarer_points", Text("{tricks} tricks hold at most {most} points, not {points}.", tricks=tricks,
                                          most=MOST_POINTS_IN_A_TRICK * tricks, points=points))]
    least = TOTAL_POINTS - MOST_POINTS_IN_A_TRICK * (TRICKS - tricks)
    if points < least:
        return [("/declarer_points", Text("With {tricks} tricks the declarers have at least {least} points, not "
                                          "{points}.", tricks=tricks, least=least, points=points))]
    return []


def _level_problems(summary: DealSummary, order: Sequence[tuple[str, str]],
                    rules: ZwanzigerrufenRules) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    ladder = [2 ** rung for rung in range(len(rules.doubling_steps) + 1)]
    game_level = summary.levels.get((GAME, DECLARERS), 1)
    if game_level not in ladder:
        problems.append(("/game_level", Text(LEVEL, levels=", ".join(map(str, ladder)), level=game_level)))
    values = rules.values[summary.contract]
    seen: set[tuple[str, str]] = set()
    for index, (item, party) in enumerate(order):
        pointer = f"/announcements/{index}"
        level = summary.levels.get((item, party), 0)
        if (item, party) in seen:
            twice = Text("The declarers announce {item} twice.", item=Text(item)) if party == DECLARERS else \
                Text("The opponents announce {item} twice.", item=Text(item))
            problems.append((pointer, twice))
        seen.add((item, party))
        if level not in ladder:
            problems.append((f"{pointer}/level", Text(LEVEL, levels=", ".join(map(str, ladder)), level=level)))
        if item == ABSOLUT and values.absolut is None:
            problems.append((pointer, Text("There is no Absolut in a {game} with this rule set.",
                                           game=Text(summary.contract))))
        if item == ABSOLUT and party == OPPONENTS and rules.opp_absolut_requires_kontra and game_level < 2:
            problems.append((pointer, Text("The opponents announce Absolut only after a Kontra on the game, "
                                           "so the game level is at least 2.")))
        if item == PAGAT and values.pagat is None:
            problems.append((pointer, Text("Pagat cannot be announced in a {game}.", game=Text(summary.contract))))
        announcer = summary.announcers.get((item, party))
        if announcer is not None and summary.party(announcer) != party:
            not_one = Text("Seat {seat} is not one of the declarers.", seat=from_one(announcer)) \
                if party == DECLARERS else Text("Seat {seat} is not one of the opponents.", seat=from_one(announcer))
            problems.append((f"{pointer}/seat", not_one))
    pagats = [party for item, party in order if item == PAGAT]
    if len(set(pagats)) > 1:
        problems.append(("/announcements", Text("Only the holder of 1T announces Pagat: one side at most.")))
    valats = [party for item, party in order if item == VALAT]
    if len(set(valats)) > 1:
        problems.append(("/announcements", Text("After a Valat nothing more is announced: one Valat at most.")))
    return problems


def _premium_problems(summary: DealSummary) -> list[tuple[str, str]]:
    problems: list[tuple[str, str]] = []
    last = summary.pagat_last_trick
    tricks = {DECLARERS: summary.declarer_tricks, OPPONENTS: TRICKS - summary.declarer_tricks}
    if last is not None:
        seat, won = last
        party = summary.party(seat)
        if won and tricks[party] == 0:
            no_trick = Text("Seat {seat}'s 1T cannot win the last trick: the declarers won no trick.",
                            seat=from_one(seat)) if party == DECLARERS else \
                Text("Seat {seat}'s 1T cannot win the last trick: the opponents won no trick.", seat=from_one(seat))
            problems.append(("/pagat_last_trick/won", no_trick))
        if not won and party == DECLARERS and summary.partner is None and tricks[DECLARERS] == TRICKS:
            problems.append(("/pagat_last_trick/won", Text("The soloist won every trick, so his 1T won the last one.")))
        for (item, _owner), announcer in summary.announcers.items():
            if item == PAGAT and announcer != seat:
                problems.append(("/pagat_last_trick/seat", Text("Seat {seat} announced Pagat, so only Seat {seat} "
                                                                "holds 1T.", seat=from_one(announcer))))
        if any(item == PAGAT and owner != party for item, owner in summary.levels):
            holders = Text("Seat {seat} played 1T, so the declarers hold it and only they can announce Pagat.",
                           seat=from_one(seat)) if party == DECLARERS else \
                Text("Seat {seat} played 1T, so the opponents hold it and only they can announce Pagat.",
                     seat=from_one(seat))
            problems.append(("/pagat_last_trick/seat", holders))
    if summary.trull is not None and summary.mondfang is not None:
        problems.append(("/mondfang", Text("Seat {seat} held 21T and EX together: the Mond cannot be caught "
                                           "by the Sküs.", seat=from_one(summary.trull))))
    return problems

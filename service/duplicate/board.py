"""A board's marks across its tables, with the Code's adjusted marks and penalties (CA p.9, 12, 15–16)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..core.text import Text
from .formats import EQUIPES, NEGATIVE, PLAYERS, QUADRETTES, DuplicateOptions, in_percent
from .marks import TOP, match_points, percentages
from .slips import (
    ATTACK,
    ATTACK_ZERO,
    BOTH,
    CAP,
    COLLECTIVE_ZERO,
    DEFENCE,
    FAUX_ECART,
    FE,
    LEAVES_OUT,
    NEUTRALISED,
    TABLE,
    Slip,
    effect,
)

CAP_MARK = 40.0
"""The offending side's best percentage under an adjusted mark; the other side has at least 100 − 40."""
FOUR = 4.0
"""The non-offending team's least match points under an adjusted mark (quadrettes: −4 the offender's best)."""


DEFAULT_OPTIONS = DuplicateOptions()


class BoardProblem(ValueError):
    """A board that cannot be meant (a table named twice, a match of tables that are not two teams):
    ``where`` is the request's path to it, ``message`` says why."""

    def __init__(self, where: tuple[str | int, ...], message: Text):
        super().__init__(message)
        self.where = where
        self.message = message


@dataclass(frozen=True)
class TablePlay:
    """What one table did with the board: who sat where (a player in individuel, a team otherwise), the
    taker's seat, the attacker's score (the deal's value for each defender, signed: +68 for a garde made
    by 9) or None while nobody has it, and the referee's decisions."""

    table: str
    seats: tuple[str, ...]
    taker: int | None
    score: float | None
    slips: tuple[Slip, ...] = ()

    @property
    def attack(self) -> str | None:
        return None if self.taker is None else self.seats[self.taker]

    @property
    def defence(self) -> tuple[str, ...]:
        """The defence's players (individuel) or team (the other formats), each once, in seat order."""
        return _distinct(self.seats[seat] for seat in range(len(self.seats)) if seat != self.taker)

    def offenders(self, slip: Slip) -> tuple[str, ...]:
        """The participants a slip penalises: its seats, else the offending side."""
        if slip.seats:
            return _distinct(self.seats[seat] for seat in slip.seats)
        if slip.offender == ATTACK:
            return () if self.attack is None else (self.attack,)
        if slip.offender == DEFENCE:
            return self.defence
        return _distinct(self.seats)


@dataclass(frozen=True)
class TableMark:
    """A table's marks on the board: the attack's raw mark, then each side's after the adjusted marks (None:
    the board is not counted for that side). In match points the defence's mark is the other team's."""

    table: str
    attack: str | None
    defence: tuple[str, ...]
    raw: float | None
    attack_mark: float | None
    defence_mark: float | None
    marks: tuple[str, ...]


@dataclass(frozen=True)
class Mark:
    """One participant's mark on the board, from the table named (None: neutralised, not counted)."""

    participant: str
    table: str
    mark: float | None


@dataclass(frozen=True)
class Penalty:
    """Booked at the end of the séance (CA p.9), not in the board's mark."""

    participant: str
    table: str
    code: str
    amount: float


@dataclass(frozen=True)
class BoardMarks:
    format: str
    tables: tuple[TableMark, ...]
    marks: tuple[Mark, ...]
    penalties: tuple[Penalty, ...]
    unscored: tuple[str, ...]
    """Tables with no score and no decision that marks them without one: the board waits for the referee."""


def score_board(
    format_name: str,
    plays: Sequence[TablePlay],
    matches: Sequence[tuple[str, str]] = (),
    options: DuplicateOptions = DEFAULT_OPTIONS,
) -> BoardMarks:
    """The board's marks in ``format_name``: percentages for individuel and triplettes (every table's
    attack against every other's), match points for quadrettes and équipes (``matches``: the pairs of
    tables where two teams face each other, each attacking at one)."""
    _check_plays(plays)
    if matches and in_percent(format_name):
        raise BoardProblem(("matches",), Text("{format} compares every table with every other: matches are for "
                                              "quadrettes and équipes", format=format_name))
    penalties = tuple(penalty for play in plays for penalty in _penalties(play, format_name))
    if in_percent(format_name):
        tables, marks, unscored = _percent_marks(format_name, plays)
    else:
        tables, marks, unscored = _match_point_marks(format_name, plays, matches, options)
        if format_name == EQUIPES:
            waived = _both_faux_ecarts(format_name, plays, matches)
            penalties = tuple(penalty for penalty in penalties if (penalty.table, penalty.code) not in waived)
    return BoardMarks(format_name, tables, marks, penalties, unscored)


def _both_faux_ecarts(format_name: str, plays: Sequence[TablePlay], matches: Sequence[tuple[str, str]],
                      ) -> set[tuple[str, str]]:
    """In équipes, a faux écart by both attackers of a match leaves 0 / 0 (CA p.10): their penalties fall."""
    by_name = {play.table: play for play in plays}
    waived: set[tuple[str, str]] = set()
    for pair in matches:
        if all(_offending_teams(format_name, by_name[name], frozenset({FAUX_ECART})) for name in pair):
            waived.update((name, FE) for name in pair)
    return waived


def _check_plays(plays: Sequence[TablePlay]) -> None:
    seen: set[str] = set()
    for index, play in enumerate(plays):
        if play.table in seen:
            raise BoardProblem(("tables", index, "table"), Text("table {table} is named twice", table=play.table))
        seen.add(play.table)
        for slip_index, slip in enumerate(play.slips):
            for seat in slip.seats:
                if not 0 <= seat < PLAYERS:
                    raise BoardProblem(("tables", index, "slips", slip_index, "seats"),
                                       Text("a table of duplicate has seats 1 to {players}", players=PLAYERS))


def _penalties(play: TablePlay, format_name: str) -> list[Penalty]:
    """Each offender's penalty at the table: the largest of its decisions', for faults in one deal do not add
    up (CA p.12; p.13 for reconstructions)."""
    largest: dict[str, tuple[float, str]] = {}
    for slip in play.slips:
        amount = effect(slip, format_name).penalty
        for participant in play.offenders(slip):
            if amount > 0 and amount > largest.get(participant, (0.0, ""))[0]:
                largest[participant] = (amount, slip.code)
    return [Penalty(participant, play.table, code, amount) for participant, (amount, code) in largest.items()]


def _percent_marks(
    format_name: str, plays: Sequence[TablePlay]
) -> tuple[tuple[TableMark, ...], tuple[Mark, ...], tuple[str, ...]]:
    effects = [[effect(slip, format_name).mark for slip in play.slips] for play in plays]
    compared = [index for index, play in enumerate(plays)
                if play.score is not None and play.taker is not None and not LEAVES_OUT & set(effects[index])]
    raw_of = dict(zip(compared, percentages([float(plays[index].score or 0) for index in compared]), strict=True))
    tables: list[TableMark] = []
    marks: list[Mark] = []
    unscored: list[str] = []
    for index, play in enumerate(plays):
        found = effects[index]
        raw = raw_of.get(index)
        attack_mark, defence_mark, applied = _adjusted_percent(play, found, raw)
        if raw is None and not LEAVES_OUT & set(found):
            unscored.append(play.table)
        tables.append(TableMark(play.table, play.attack, play.defence, raw, attack_mark, defence_mark, applied))
        if play.attack is not None:
            marks.append(Mark(play.attack, play.table, attack_mark))
        marks.extend(Mark(defender, play.table, defence_mark) for defender in play.defence)
    return tuple(tables), tuple(marks), tuple(unscored)


def _adjusted_percent(
    play: TablePlay, found: list[str], raw: float | None
) -> tuple[float | None, float | None, tuple[str, ...]]:
    if COLLECTIVE_ZERO in found:
        return 0.0, 0.0, ("*0",)
    if ATTACK_ZERO in found:
        return 0.0, None, ("*1",)
    if NEUTRALISED in found:
        return None, None, (NEUTRALISED,)
    if raw is None:
        return None, None, ()
    attack_mark, defence_mark = raw, TOP - raw
    capped = {slip.offender for slip, mark in zip(play.slips, found, strict=True) if mark == CAP}
    applied = []
    if BOTH in capped or TABLE in capped or {ATTACK, DEFENCE} <= capped:
        # Revoke on revoke: each side 40 % at most, never more than its own mark (CA p.12).
        attack_mark, defence_mark = min(attack_mark, CAP_MARK), min(defence_mark, CAP_MARK)
        applied.append("*4 *6")
    elif ATTACK in capped:
        attack_mark = min(attack_mark, CAP_MARK)
        defence_mark = TOP - attack_mark
        applied.append("*4")
    elif DEFENCE in capped:
        attack_mark = max(attack_mark, TOP - CAP_MARK)
        defence_mark = TOP - attack_mark
        applied.append("*6")
    return attack_mark, defence_mark, tuple(applied)


def _match_point_marks(
    format_name: str, plays: Sequence[TablePlay], matches: Sequence[tuple[str, str]], options: DuplicateOptions
) -> tuple[tuple[TableMark, ...], tuple[Mark, ...], tuple[str, ...]]:
    by_name = {play.table: play for play in plays}
    matched: dict[str, int] = {}
    for index, pair in enumerate(matches):
        for side, name in enumerate(pair):
            if name not in by_name:
                raise BoardProblem(("matches", index, side), Text("there is no table {table} on this board",
                                                                  table=name))
            if name in matched:
                raise BoardProblem(("matches", index, side), Text("table {table} is in more than one match",
                                                                  table=name))
            matched[name] = index
    for index, play in enumerate(plays):
        if play.table not in matched:
            raise BoardProblem(("tables", index, "table"),
                               Text("table {table} faces no other table: name its match in matches",
                                    table=play.table))
    tables: dict[str, TableMark] = {}
    marks: list[Mark] = []
    unscored: list[str] = []
    for index, (first, second) in enumerate(matches):
        here, there = by_name[first], by_name[second]
        if here.attack is None or there.attack is None:
            # A record that stops before its taker is known (or all passed): nothing to compare yet.
            unscored.extend(name for name, play in ((first, here), (second, there)) if play.attack is None)
            tables[first] = TableMark(first, here.attack, here.defence, None, None, None, ())
            tables[second] = TableMark(second, there.attack, there.defence, None, None, None, ())
            continue
        if here.defence != (there.attack,) or there.defence != (here.attack,):
            raise BoardProblem(("matches", index),
                               Text("tables {first} and {second} are not two teams that each attack at one table "
                                    "and defend at the other", first=first, second=second))
        mine, theirs = _match_marks(format_name, here, there, options)
        raw = None if here.score is None or there.score is None else match_points(here.score - there.score)
        if mine is None and theirs is None:
            unscored.extend(name for name, play in ((first, here), (second, there)) if play.score is None)
        applied = _team_marks_applied(format_name, here, there)
        tables[first] = TableMark(first, here.attack, here.defence, raw, mine, theirs, applied)
        tables[second] = TableMark(second, there.attack, there.defence, None if raw is None else -raw,
                                   theirs, mine, applied)
        marks.append(Mark(here.attack, first, mine))
        marks.append(Mark(there.attack, second, theirs))
    return tuple(tables[play.table] for play in plays), tuple(marks), tuple(unscored)


def _offending_teams(format_name: str, play: TablePlay, wanted: frozenset[str]) -> set[str]:
    teams: set[str] = set()
    for slip in play.slips:
        if effect(slip, format_name).mark in wanted:
            teams.update(play.offenders(slip) if slip.offender in (ATTACK, DEFENCE) else play.seats)
    return teams


def _match_marks(
    format_name: str, here: TablePlay, there: TablePlay, options: DuplicateOptions
) -> tuple[float | None, float | None]:
    """The two teams' match points: the team attacking at ``here`` first."""
    mine, theirs = here.attack or "", there.attack or ""
    faux = _offending_teams(format_name, here, frozenset({FAUX_ECART})) | \
        _offending_teams(format_name, there, frozenset({FAUX_ECART}))
    capped = _offending_teams(format_name, here, frozenset({CAP})) | \
        _offending_teams(format_name, there, frozenset({CAP}))
    neutral = _offending_teams(format_name, here, frozenset({NEUTRALISED})) | \
        _offending_teams(format_name, there, frozenset({NEUTRALISED}))
    if faux:
        # A faux écart neutralises the board (CA p.10): a revoke by the other team still costs it −4, and in
        # quadrettes a team with no fault of its own gets +4.
        def faux_mark(team: str) -> float:
            if team in capped and team not in faux:
                return -FOUR
            if format_name == QUADRETTES and team not in faux and team not in capped:
                return FOUR
            return 0.0
        return faux_mark(mine), faux_mark(theirs)
    if neutral or capped == {mine, theirs}:
        return 0.0, 0.0
    if here.score is None or there.score is None:
        return None, None
    points = match_points(here.score - there.score)
    if capped:
        # The ±4 rule (CA p.15–16): the other team has at least 4; the offender at best −4 (quadrettes) or
        # 0 (équipes).
        offender_is_mine = mine in capped
        other = max(-points if offender_is_mine else points, FOUR)
        offender = -other if format_name == QUADRETTES else 0.0
        return (offender, other) if offender_is_mine else (other, offender)
    if format_name == EQUIPES and options.equipes_loser_mark != NEGATIVE:
        return max(points, 0.0), max(-points, 0.0)
    return points, -points


def _team_marks_applied(format_name: str, here: TablePlay, there: TablePlay) -> tuple[str, ...]:
    found = {effect(slip, format_name).mark for play in (here, there) for slip in play.slips}
    if FAUX_ECART in found:
        return (NEUTRALISED,)
    if NEUTRALISED in found:
        return (NEUTRALISED,)
    if CAP in found:
        return ("+4 -4",) if format_name == QUADRETTES else ("+4 0",)
    return ()


def _distinct(values: Iterable[str]) -> tuple[str, ...]:
    seen: list[str] = []
    for value in values:
        if value not in seen:
            seen.append(value)
    return tuple(seen)

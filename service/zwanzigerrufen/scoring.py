"""The score of a deal from its summary: the lines of spec §9.2, their sum V and the settlement of §9.3.

Every line is signed from the declarers' point of view (+ the declarers gain). A Valat, silent or
announced, replaces every other line. The judge builds the summary from the tricks; a score keeper's
summary (``summaries.py``) is scored the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .deck import ABSOLUT_TARGET, GAME_TARGET, TOTAL_POINTS
from .rules import (
    ABSOLUT,
    DECLARERS,
    FOUR_KINGS,
    GAME,
    MONDFANG,
    OPPONENTS,
    PAGAT,
    TRULL,
    VALAT,
    SilentAnnounced,
    ZwanzigerrufenRules,
    other_party,
)

TRICKS = 10


@dataclass(frozen=True)
class DealSummary:
    """What the score depends on."""

    contract: str
    declarer: int
    partner: int | None
    declarer_points: int
    declarer_tricks: int
    levels: Mapping[tuple[str, str], int] = field(default_factory=dict)
    """(item, owning party) → level, for the game (``(GAME, DECLARERS)``) and every announced item."""
    announcers: Mapping[tuple[str, str], int] = field(default_factory=dict)
    """(item, owning party) → the seat that announced it, where known."""
    pagat_last_trick: tuple[int, bool] | None = None
    """The seat that played 1T to the last trick, and whether 1T won it."""
    trull: int | None = None
    """The seat dealt 1T, 21T and EX together."""
    four_kings: int | None = None
    """The seat dealt the four kings."""
    mondfang: int | None = None
    """The seat whose 21T was taken by EX."""

    def party(self, seat: int) -> str:
        return DECLARERS if seat in (self.declarer, self.partner) else OPPONENTS

    def points(self, party: str) -> int:
        return self.declarer_points if party == DECLARERS else TOTAL_POINTS - self.declarer_points

    @property
    def declarers(self) -> tuple[int, ...]:
        return tuple(sorted({self.declarer} | ({self.partner} if self.partner is not None else set())))

    def announced(self, item: str) -> list[tuple[str, int]]:
        """(owning party, level) of each announcement of ``item``, the declarers' first."""
        return [(party, self.levels[(item, party)]) for party in (DECLARERS, OPPONENTS)
                if self.levels.get((item, party), 0) > 0]


@dataclass(frozen=True)
class Line:
    item: str  # game | valat | absolut | pagat | trull | four_kings | mondfang
    owner: str  # the party whose item it is (for a premium: the party it is credited to)
    announced: bool
    level: int  # the doubling level: 1, 2, 4, 8 (16); 1 for silent items and premiums
    made: bool
    base: int
    value: int  # signed, from the declarers' point of view
    seat: int | None = None
    """The seat the line is about: the declarer (game), the announcer, the player of 1T in the last trick
    (silent Pagat), the holder (Trull, four kings), the player whose 21T was caught (Mondfang)."""


def _line(item: str, owner: str, announced: bool, level: int, made: bool, base: int,
          seat: int | None = None) -> Line:
    sign = (1 if owner == DECLARERS else -1) * (1 if made else -1)
    return Line(item, owner, announced, level, made, base, sign * base * level, seat)


@dataclass(frozen=True)
class Result:
    declarers: tuple[int, ...]
    opponents: tuple[int, ...]
    declarer_points: int
    opponent_points: int
    declarer_tricks: int
    target: int
    made: bool


@dataclass(frozen=True)
class Score:
    lines: tuple[Line, ...]
    value: int
    deltas: tuple[int, ...]


def result_of(summary: DealSummary, players: int) -> Result:
    declarers = summary.declarers
    return Result(declarers, tuple(seat for seat in range(players) if seat not in declarers),
                  summary.declarer_points, TOTAL_POINTS - summary.declarer_points, summary.declarer_tricks,
                  GAME_TARGET, summary.declarer_points >= GAME_TARGET)


def score_lines(summary: DealSummary, rules: ZwanzigerrufenRules) -> list[Line]:
    values = rules.values[summary.contract]
    announcer = summary.announcers.get
    valats = summary.announced(VALAT)
    if valats:
        owner, level = valats[0]
        made = summary.declarer_tricks == (TRICKS if owner == DECLARERS else 0)
        return [_line(VALAT, owner, True, level, made, values.valat.announced, announcer((VALAT, owner)))]
    if summary.declarer_tricks in (0, TRICKS):
        owner = DECLARERS if summary.declarer_tricks == TRICKS else OPPONENTS
        return [_line(VALAT, owner, False, 1, True, values.valat.silent)]
    lines = [_line(GAME, DECLARERS, True, summary.levels.get((GAME, DECLARERS), 1),
                   summary.declarer_points >= GAME_TARGET, values.game, summary.declarer)]
    if values.absolut is not None:
        lines += _absolut_lines(summary, values.absolut, rules)
    if values.pagat is not None:
        lines += _pagat_lines(summary, values.pagat)
    if values.trull is not None and summary.trull is not None:
        lines.append(_line(TRULL, summary.party(summary.trull), False, 1, True, values.trull, summary.trull))
    if summary.four_kings is not None:
        lines.append(_line(FOUR_KINGS, summary.party(summary.four_kings), False, 1, True, values.four_kings,
                           summary.four_kings))
    if values.mondfang is not None and summary.mondfang is not None:
        lines.append(_line(MONDFANG, other_party(summary.party(summary.mondfang)), False, 1, True, values.mondfang,
                           summary.mondfang))
    return lines


def _absolut_lines(summary: DealSummary, base: SilentAnnounced, rules: ZwanzigerrufenRules) -> list[Line]:
    announced = summary.announced(ABSOLUT)
    lines = [
        _line(ABSOLUT, owner, True, level, summary.points(owner) >= ABSOLUT_TARGET, base.announced,
              summary.announcers.get((ABSOLUT, owner)))
        for owner, level in announced
    ]
    if announced and not rules.silent_absolut_with_announcement:
        return lines
    for party in (DECLARERS, OPPONENTS):
        if summary.points(party) >= ABSOLUT_TARGET and all(owner != party for owner, _ in announced):
            lines.append(_line(ABSOLUT, party, False, 1, True, base.silent))
    return lines


def _pagat_lines(summary: DealSummary, base: SilentAnnounced) -> list[Line]:
    last = summary.pagat_last_trick
    announced = summary.announced(PAGAT)
    if announced:
        owner, level = announced[0]
        made = last is not None and last[1] and summary.party(last[0]) == owner
        return [_line(PAGAT, owner, True, level, made, base.announced, summary.announcers.get((PAGAT, owner)))]
    if last is None:
        return []
    seat, won = last
    return [_line(PAGAT, summary.party(seat), False, 1, won, base.silent, seat)]


def settle(value: int, summary: DealSummary, rules: ZwanzigerrufenRules) -> tuple[int, ...]:
    """Each declarer +V and each opponent -V in a Rufer; the soloist +3V and each opponent -V in a solo."""
    declarers = summary.declarers
    opponents = rules.players - len(declarers)
    share = value * opponents // len(declarers)
    return tuple(share if seat in declarers else -value for seat in range(rules.players))


def score_of(summary: DealSummary, rules: ZwanzigerrufenRules) -> Score:
    lines = score_lines(summary, rules)
    value = sum(line.value for line in lines)
    return Score(tuple(lines), value, settle(value, summary, rules))

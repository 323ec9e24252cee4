"""Who plays a deal, and in which order, by the table's own seat numbers.

At most tables every seat plays. Where the dealer sits out (FFT 5-player 'mort', seed 001's 6 players),
he deals and takes no part: the others play the ordinary game for their number, and every phase names
them by their seats at the table. The phases ask a ``Seating`` for the order of play and for what is
wrong with a seat a record names, so that a verdict speaks of the table's seats from the start.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..core.text import NO_SEAT, Text, from_one
from ..core.violations import Violation
from .rules import FrenchRules


@dataclass(frozen=True)
class Seating:
    table_size: int
    """Seats at the table, the dealer who sits out included."""
    sitting_out: int | None
    """The dealer who sits the deal out, or None when every seat plays."""
    in_play: tuple[int, ...]
    """The seats dealt in, from the dealer's next seat round the table: the order of the auction."""
    orders: tuple[tuple[int, ...], ...]
    """For each seat at the table, the seats in play in order of play from it (from the next seat in play
    for the seat sitting out)."""

    @property
    def first(self) -> int:
        """The first to speak and, without a chelem, to lead."""
        return self.in_play[0]

    def plays(self, seat: int) -> bool:
        return seat < self.table_size and seat != self.sitting_out

    def seat_problem(self, seat: int, phase: str, pointer: str) -> Violation | None:
        """What is wrong with a record naming ``seat`` as one that acts in the deal; None when it plays."""
        if seat >= self.table_size:
            if self.sitting_out is None:
                message = Text(NO_SEAT, seat=from_one(seat), players=self.table_size)
            else:
                message = Text("There is no seat {seat} at a table of {players} (the dealer sitting out).",
                               seat=from_one(seat), players=self.table_size)
            return Violation("seat_out_of_range", phase, message, pointer, seat=seat)
        if seat == self.sitting_out:
            return Violation("seat_sits_out", phase, Text("Seat {seat} deals and sits this deal out; it takes no part "
                                                          "in it.", seat=from_one(seat)), pointer, seat=seat)
        return None


_SEATINGS: Final[dict[tuple[int, int, bool], Seating]] = {}


def seating_of(rules: FrenchRules, dealer: int) -> Seating:
    """The seating of a deal that ``dealer`` (a seat of the table) deals under ``rules``."""
    key = (rules.seats, dealer, rules.dealer_sits_out)
    seating = _SEATINGS.get(key)
    if seating is None:
        seating = _build_seating(rules.seats, dealer if rules.dealer_sits_out else None, dealer)
        if dealer < rules.seats:  # the seats a judge accepts: a bounded cache
            _SEATINGS[key] = seating
    return seating


def ordinary_seating(players: int, dealer: int = 0) -> Seating:
    """Every one of ``players`` seats plays; ``dealer`` deals."""
    key = (players, dealer, False)
    seating = _SEATINGS.get(key)
    if seating is None:
        seating = _build_seating(players, None, dealer)
        if dealer < players and players <= 6:
            _SEATINGS[key] = seating
    return seating


def _build_seating(table_size: int, sitting_out: int | None, dealer: int) -> Seating:
    def round_from(start: int) -> tuple[int, ...]:
        seats = ((start + offset) % table_size for offset in range(table_size))
        return tuple(seat for seat in seats if seat != sitting_out)

    # The seat sitting out is skipped, so its order starts from the next seat in play, as it should.
    orders = tuple(round_from(seat) for seat in range(table_size))
    return Seating(table_size, sitting_out, round_from(dealer + 1), orders)

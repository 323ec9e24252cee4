"""What a state refuses: an action that breaks a rule, and one that is not an action of the current phase."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action that breaks a rule, refused by a state that is not a referee's: the state is unchanged.

    ``violation`` is the violation as a verdict lists it (``code``, ``phase``, ``seat``, ``trick``, ``card``,
    ``pointer``, ``message``, ``rule``): the one ``arbitre.adjudicate`` reports for a record holding the action.
    """

    def __init__(self, violation: dict[str, Any]):
        super().__init__(f"{violation['code']}: {violation['message']}")
        self.violation = violation


class WrongPhase(ValueError):
    """An action the state cannot take now whatever the cards: a card played during the auction, a bid once the
    auction is over, anything once the hand is over. No record could hold it, so it is no rule's violation."""

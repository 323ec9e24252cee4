"""A game in progress, one action at a time: the state API for game loops, bots and simulations.

``FrenchTarotState`` (``french.py``) starts from a deal (given, or shuffled from a seed) and takes the auction's
calls, the call of a card, the écart, the declarations and the cards one by one; it says whose turn it is and
which actions are legal, why another is illegal (the verdict's own code and message), and at the end the
verdict. Its ``record()`` is the hand record that ``arbitre.adjudicate`` judges the same way
(docs/state.md); ``ZwanzigerrufenState`` (``zwanzigerrufen.py``) the same for Zwanzigerrufen. The rules are
the engines' own (``service/french``, ``service/zwanzigerrufen``): this layer only keeps the position.
"""

from __future__ import annotations

from .errors import IllegalAction, WrongPhase
from .french import FrenchTarotState
from .zwanzigerrufen import ZwanzigerrufenState

__all__ = ["FrenchTarotState", "IllegalAction", "WrongPhase", "ZwanzigerrufenState"]

"""The facts of play that the event checks read (``PlayFacts``), written out by hand from tables of tricks
instead of walked by the judge: the taker, where the dog went, and the tricks with each seat's hand."""

from __future__ import annotations

from service.french.arbitration.events import PlayFacts, TrickLog
from service.french.rules import DogDestination


def facts(*log: TrickLog, taker: int = 1, destination: DogDestination = DogDestination.ECART) -> PlayFacts:
    return PlayFacts(taker=taker, dog_destination=destination, has_discard=destination is DogDestination.ECART,
                     log=log, hands_at_play=log[0].hands if log else (), consumed=frozenset())

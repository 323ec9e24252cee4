"""The order of dealing, when a record gives it: packets round the table, the dog one card at a time.

FFT: packets of 3 (4 with 3 players) to each player in turn from the dealer's next seat; the dealer puts
cards into the dog one at a time, never the first or the last card of the pack (seed 000: never among
the first three or the last three, option ``dog_placement``).
"""

from __future__ import annotations

from collections import defaultdict

from ..core.cards import Card, describe
from ..core.text import Text, from_one
from ..core.violations import Violation
from .record import HandRecord, Packet
from .rules import FrenchRules
from .tables import Seating


def check_deal_sequence(
    sequence: tuple[Packet, ...], record: HandRecord, rules: FrenchRules, seats: Seating
) -> list[Violation]:
    violations: list[Violation] = []
    order = seats.in_play
    total = sum(len(packet.cards) for packet in sequence)
    ends = rules.dog_forbidden_ends
    position = 0
    turn = 0
    dealt: defaultdict[int | None, list[Card]] = defaultdict(list)
    for index, packet in enumerate(sequence):
        pointer = f"/deal_sequence/{index}"
        size = len(packet.cards)
        if packet.to is None:
            if size != 1:
                violations.append(Violation("dog_packet_size", "deal", Text("{size} cards go to the dog at once; the "
                                                                            "dealer puts them there one at a time.",
                                                                            size=size), pointer))
            if position < ends or position + size > total - ends:
                cards = describe(packet.cards)
                # One forbidden card at each end (FFT) is named as such; seed 000's three as a stretch.
                if position < ends:
                    message = Text("The dog gets the first card of the pack ({cards}).", cards=cards) if ends == 1 \
                        else Text("The dog gets {cards}, from among the first {ends} cards of the pack.", cards=cards,
                                  ends=ends)
                else:
                    message = Text("The dog gets the last card of the pack ({cards}).", cards=cards) if ends == 1 \
                        else Text("The dog gets {cards}, from among the last {ends} cards of the pack.", cards=cards,
                                  ends=ends)
                violations.append(Violation("dog_card_at_pack_end", "deal", message, pointer))
        else:
            expected = order[turn % len(order)]
            problem = seats.seat_problem(packet.to, "deal", f"{pointer}/to")
            if problem is not None:
                violations.append(problem)
            elif packet.to != expected:
                violations.append(Violation("deal_out_of_order", "deal",
                                            Text("A packet goes to seat {seat} when it is seat {turn}'s turn to "
                                                 "receive one.", seat=from_one(packet.to), turn=from_one(expected)),
                                            pointer, seat=packet.to))
            turn += 1
            if size != rules.packet_size:
                violations.append(Violation("deal_packet_size", "deal",
                                            Text("Seat {seat} is dealt a packet of {size}; cards are dealt {packet} "
                                                 "at a time.", seat=from_one(packet.to), size=size,
                                                 packet=rules.packet_size), pointer, seat=packet.to))
        dealt[packet.to].extend(packet.cards)
        position += size
    for seat, hand in enumerate(record.hands):
        if sorted(dealt[seat]) != sorted(hand):
            violations.append(Violation("deal_sequence_mismatch", "deal",
                                        Text("The deal sequence gives seat {seat} other cards than its hand.",
                                             seat=from_one(seat)), "/deal_sequence", seat=seat))
    if sorted(dealt[None]) != sorted(record.dog):
        violations.append(Violation("deal_sequence_mismatch", "deal", Text("The deal sequence puts other cards in the "
                                                                           "dog than the record's dog."),
                                    "/deal_sequence"))
    return violations

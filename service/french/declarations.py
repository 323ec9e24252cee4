"""Declarations: poignées (trumps shown) and the chelem announcement."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..core.cards import EXCUSE, Card, card_code, describe, is_face_or_excuse, is_trump
from ..core.excerpt import excerpt
from ..core.text import Text, from_one
from ..core.violations import Violation
from .record import Declaration
from .rules import FrenchRules
from .scoring import Misere
from .tables import Seating, ordinary_seating

Reporter = Callable[[str, Text, str, "Card | None"], None]


@dataclass(frozen=True)
class Poignee:
    seat: int
    size: str  # simple | double | triple


@dataclass(init=False)  # a written-out __init__: see french/counting.py and core/verdict.py
class DeclarationOutcome:
    violations: list[Violation] = field(default_factory=list)
    poignees: list[Poignee] = field(default_factory=list)
    chelem_announced: bool = False
    petit_chelem_announced: bool = False
    miseres: list[Misere] = field(default_factory=list)
    chelem_announcer: int | None = None
    """The seat that announced the chelem (or called it in the auction), who leads the first trick."""

    def __init__(
        self,
        violations: list[Violation] | None = None,
        poignees: list[Poignee] | None = None,
        chelem_announced: bool = False,
        petit_chelem_announced: bool = False,
        miseres: list[Misere] | None = None,
        chelem_announcer: int | None = None,
    ) -> None:
        self.violations = list() if violations is None else violations
        self.poignees = list() if poignees is None else poignees
        self.chelem_announced = chelem_announced
        self.petit_chelem_announced = petit_chelem_announced
        self.miseres = list() if miseres is None else miseres
        self.chelem_announcer = chelem_announcer


def judge_declarations(
    declarations: tuple[Declaration, ...],
    hands_in_play: tuple[tuple[Card, ...], ...],
    taker: int | None,
    forced_discard_trumps: tuple[Card, ...],
    rules: FrenchRules,
    seating: Seating | None = None,
    chelem_called: bool = False,
) -> DeclarationOutcome:
    """``hands_in_play``: each seat's hand at its first card (the taker's after the écart); ``seating``: the
    deal's (every seat playing when None); ``chelem_called``: the taker bid seed 001's chelem call, which
    announces the chelem."""
    outcome = DeclarationOutcome()
    seats = ordinary_seating(rules.players) if seating is None else seating
    if chelem_called:
        outcome.chelem_announced, outcome.chelem_announcer = True, taker
    declared_poignee: set[int] = set()
    for index, declaration in enumerate(declarations):
        pointer = f"/declarations/{index}"
        seat = declaration.seat

        def report(
            code: str, message: Text, at: str = pointer, card: Card | None = None, seat: int = seat
        ) -> None:
            outcome.violations.append(Violation(code, "declaration", message, at, seat=seat, card=card))

        if not seats.plays(seat):
            problem = seats.seat_problem(seat, "declaration", f"{pointer}/seat")
            assert problem is not None
            outcome.violations.append(problem)
            continue
        if declaration.type in ("chelem", "petit_chelem"):
            petit = declaration.type == "petit_chelem"
            name = _DECLARED[declaration.type]
            if petit and rules.petit_chelem is None and rules.scoring.petit_chelem_game is None:
                report("declaration_not_allowed", Text("The petit chelem is not played under these rules "
                                                       "(option {option}).", option="petit_chelem"))
            elif seat != taker and (petit or not rules.defence_may_announce_chelem):
                report("chelem_not_taker", Text("Seat {seat} announces {name}; only the taker may.",
                                                seat=from_one(seat), name=name))
            elif outcome.chelem_announced or outcome.petit_chelem_announced:
                already = Text("the chelem called in the auction") if chelem_called else Text(
                    "another chelem announcement")
                if seat == taker:
                    report("declaration_duplicated", Text("The taker announces {name} after {already}.", name=name,
                                                          already=already))
                else:
                    report("declaration_duplicated", Text("Seat {seat} announces {name} after {already}.",
                                                          seat=from_one(seat), name=name, already=already))
            elif petit:
                outcome.petit_chelem_announced = True
            else:
                outcome.chelem_announced, outcome.chelem_announcer = True, seat
            continue
        if declaration.type == "misere":
            misere = _check_misere(declaration, pointer, hands_in_play[seat], rules, report)
            if misere is not None:
                if misere in outcome.miseres:
                    report("declaration_duplicated", Text("Seat {seat} declares the same misère twice.",
                                                          seat=from_one(seat)))
                else:
                    outcome.miseres.append(misere)
            continue
        if seat in declared_poignee:
            report("declaration_duplicated", Text("Seat {seat} declares a second poignée.", seat=from_one(seat)))
            continue
        declared_poignee.add(seat)
        size = _check_poignee(declaration, pointer, hands_in_play[seat],
                              forced_discard_trumps if seat == taker else (), rules, report)
        if size is not None:
            outcome.poignees.append(Poignee(seat, size))
    return outcome


_DECLARED = {"poignee": Text("a poignée"), "misere": Text("a misère"), "chelem": Text("a chelem"),
             "petit_chelem": Text("a petit chelem")}
"""Each type of declaration as a message names it (the schema lets no other type through)."""


def declaration_timing_violations(
    declarations: tuple[Declaration, ...], first_leader: int, rules: FrenchRules, seating: Seating
) -> list[Violation]:
    """Each declaration whose ``at_card`` (when the record gives it) is not its moment: a chelem before the
    first card; a poignée or a misère just before the player's own first card (FFT), or before the first
    lead (seed 000's variant, option ``declaration_timing``). ``first_leader``: who leads the first trick."""
    found = []
    first_trick = seating.orders[first_leader]
    for index, declaration in enumerate(declarations):
        seat, at_card = declaration.seat, declaration.at_card
        if at_card is None or seat not in first_trick:  # a seat that does not play is reported already
            continue
        if declaration.type in ("chelem", "petit_chelem"):
            expected = 0
        elif rules.declarations_before_first_lead:
            expected = 0
        else:
            expected = first_trick.index(seat)
        if at_card != expected:
            # The texts, only for a declaration out of its moment: counts of cards already played, as people count.
            if declaration.type in ("chelem", "petit_chelem"):
                moment = Text("before the first card of the deal")
            elif rules.declarations_before_first_lead:
                moment = Text("before the first lead (option {option})", option="declaration_timing")
            else:
                moment = Text("just before its own first card, after {played} cards of the deal", played=expected)
            found.append(Violation(
                "declaration_mistimed", "declaration",
                Text("Seat {seat} declares {declared} after {played} cards of the deal; that is done {moment}.",
                     seat=from_one(seat), declared=_DECLARED.get(declaration.type) or excerpt(declaration.type),
                     played=at_card, moment=moment),
                f"/declarations/{index}/at_card", seat=seat))
    return found


MISERE_KINDS = {"trumps": Text("trump misère (no trump)"),
                "faces": Text("head misère (no king, queen, cavalier, jack or Excuse)")}
"""Each kind of misère by its wire value, as players name it (docs/glossary.md: one name each)."""


def _check_misere(declaration: Declaration, pointer: str, hand: tuple[Card, ...], rules: FrenchRules,
                  report: Reporter) -> Misere | None:
    """A misère when the rules play them and the hand at the first card is blank as declared (seed 001)."""
    if rules.misere_value is None:
        report("declaration_not_allowed", Text("Misères are not played under these rules (option {option}).",
                                               option="misere"), pointer, None)
        return None
    kind = declaration.kind
    if kind not in MISERE_KINDS:
        # The schema lets only these kinds through, so the one way here is a declaration that names none.
        if kind is None:
            message = Text('A misère is of kind "trumps" or "faces"; this one names no kind.')
        else:
            message = Text('A misère is of kind "trumps" or "faces"; this one is of kind {kind}.', kind=excerpt(kind))
        report("misere_kind", message, f"{pointer}/kind", None)
        return None
    spoilers = sorted(card for card in hand if (is_trump(card) if kind == "trumps" else is_face_or_excuse(card)))
    if spoilers:
        report("misere_not_blank", Text("Seat {seat} declares a {kind} while holding {cards}.",
                                        seat=from_one(declaration.seat), kind=MISERE_KINDS[kind],
                                        cards=describe(spoilers)), pointer, None)
        return None
    return Misere(declaration.seat, kind)


def _check_poignee(
    declaration: Declaration,
    pointer: str,
    hand: tuple[Card, ...],
    forced_discard_trumps: tuple[Card, ...],
    rules: FrenchRules,
    report: Reporter,
) -> str | None:
    """The poignée's size name when it is valid; reports every fault otherwise."""
    shown = declaration.cards
    seat = declaration.seat
    valid = True
    size_name = rules.poignee_size_name(len(shown))
    if size_name is None:
        thresholds = "/".join(str(size) for size in rules.poignee_sizes)
        report("poignee_size",
               Text("Seat {seat} shows {count} cards; a poignée is exactly {sizes} trumps with {players} players.",
                    seat=from_one(seat), count=len(shown), sizes=thresholds, players=rules.players),
               f"{pointer}/cards", None)
    # Trumps the taker was forced to put in the écart were shown there and still count [FFT 4 K + 15 trumps].
    pool = set(hand) | set(forced_discard_trumps)
    seen: set[Card] = set()
    for position, card in enumerate(shown):
        at = f"{pointer}/cards/{position}"
        if card != EXCUSE and not is_trump(card):
            report("poignee_not_trump", Text("Seat {seat} shows {card}, which is not a trump.", seat=from_one(seat),
                                             card=card_code(card)), at, card)
            valid = False
        elif card not in pool or card in seen:
            report("poignee_not_held", Text("Seat {seat} shows {card} without holding it.", seat=from_one(seat),
                                            card=card_code(card)), at, card)
            valid = False
        seen.add(card)
    if EXCUSE in shown:
        hidden = sorted(card for card in hand if is_trump(card) and card not in seen)
        if hidden:
            report("poignee_excuse_with_trumps",
                   Text("Seat {seat} shows the Excuse while holding {cards}; the Excuse only stands in for a missing "
                        "trump.", seat=from_one(seat), cards=describe(hidden)),
                   f"{pointer}/cards/{shown.index(EXCUSE)}", EXCUSE)
            valid = False
    return size_name if valid else None  # size_name is None already for a count that is no poignée

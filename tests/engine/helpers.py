"""Small builders for the engine tests: card codes, deals, records, and an independent autoplayer.

The autoplayer's idea of a legal card is written here from the rules (§6.3), not taken from the
engine, so that judge tests do not check the engine against itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from service.core.cards import EXCUSE, FULL_DECK, PETIT, parse_card
from service.french.judge import judge
from service.french.record import Call, Declaration, HandRecord
from service.french.rules import FrenchRules, french_rules

HAND_SIZE = {3: 24, 4: 18, 5: 15}
DOG_SIZE = {3: 6, 4: 6, 5: 3}


def c(code: str) -> int:
    return parse_card(code)


def cs(text: str | Iterable[str]) -> tuple[int, ...]:
    """'KS 10H EX' (or a list of codes) → card ints, in the given order."""
    items = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_card(item) for item in items)


def suit_range(suit: str, ranks: str) -> list[str]:
    return [f"{rank}{suit}" for rank in ranks.split()]


def trumps(low: int, high: int) -> list[str]:
    return [f"{n}T" for n in range(low, high + 1)]


def is_trump(card: int) -> bool:
    return 56 <= card <= 76


def suit(card: int) -> int:
    if card == EXCUSE:
        return 5
    return 4 if card >= 56 else card // 14


# -- deals --------------------------------------------------------------------------------------------


def build_deal(
    players: int,
    fixed: Mapping[int, Iterable[str]] | None = None,
    dog: Iterable[str] | None = None,
    allow_petit_sec: bool = False,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """A complete, valid deal: the ``fixed`` hands exactly as given (codes), the rest dealt round-robin.

    The dog, when not given, is the lowest plain non-face cards not already placed.
    """
    fixed = {seat: list(cs(list(cards))) for seat, cards in (fixed or {}).items()}
    hand_size, dog_size = HAND_SIZE[players], DOG_SIZE[players]
    used = {card for cards in fixed.values() for card in cards}
    assert len(used) == sum(len(cards) for cards in fixed.values()), "a card is fixed twice"
    for seat, cards in fixed.items():
        assert len(cards) == hand_size, f"seat {seat} has {len(cards)} fixed cards"
    if dog is None:
        plain_low = [card for card in FULL_DECK if card < 56 and card % 14 < 10 and card not in used]
        dog_cards = plain_low[:dog_size]
    else:
        dog_cards = list(cs(list(dog)))
    assert not used & set(dog_cards)
    used |= set(dog_cards)
    rest = [card for card in FULL_DECK if card not in used]
    hands: dict[int, list[int]] = {seat: list(cards) for seat, cards in fixed.items()}
    open_seats = [seat for seat in range(players) if seat not in fixed]
    for seat in open_seats:
        hands[seat] = []
    index = 0
    for card in rest:
        while len(hands[open_seats[index % len(open_seats)]]) >= hand_size:
            index += 1
        hands[open_seats[index % len(open_seats)]].append(card)
        index += 1
    result = tuple(tuple(hands[seat]) for seat in range(players))
    assert all(len(hand) == hand_size for hand in result), [len(hand) for hand in result]
    assert sorted(card for hand in result for card in hand) + [] == sorted(set(FULL_DECK) - set(dog_cards))
    if not allow_petit_sec:
        for hand in result:
            hand_trumps = [card for card in hand if is_trump(card)]
            assert not (hand_trumps == [PETIT] and EXCUSE not in hand), "the helper dealt a petit sec"
    return result, tuple(dog_cards)


def auction_for(players: int, dealer: int, taker: int, contract: str) -> tuple[Call, ...]:
    """Everybody passes but ``taker``, who bids ``contract``; in seat order from the dealer's next seat."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    return tuple(Call(seat, contract if seat == taker else "pass") for seat in order)


def calls(*pairs: tuple[int, str]) -> tuple[Call, ...]:
    return tuple(Call(seat, call) for seat, call in pairs)


def poignee(seat: int, cards: str | Iterable[str]) -> Declaration:
    return Declaration(seat, "poignee", cs(cards))


def chelem(seat: int) -> Declaration:
    return Declaration(seat, "chelem")


# -- an independent referee for the autoplayer -------------------------------------------------------


def ref_legal(hand: Sequence[int], trick: Sequence[int]) -> list[int]:
    """§6.3, written from the rules doc."""
    led = next((card for card in trick if card != EXCUSE), None)
    if led is None:
        return list(hand)
    led_suit = suit(led)
    my_trumps = [card for card in hand if is_trump(card)]
    top = max((card for card in trick if is_trump(card)), default=None)
    if led_suit != 4:
        follow = [card for card in hand if suit(card) == led_suit]
        if follow:
            allowed = follow
        elif my_trumps:
            higher = [card for card in my_trumps if top is None or card > top]
            allowed = higher or my_trumps
        else:
            allowed = list(hand)
    else:
        if my_trumps:
            higher = [card for card in my_trumps if top is None or card > top]
            allowed = higher or my_trumps
        else:
            allowed = list(hand)
    if EXCUSE in hand and EXCUSE not in allowed:
        allowed.append(EXCUSE)
    return allowed


def ref_winner(trick: Sequence[int], excuse_wins: bool = False) -> int:
    if excuse_wins and trick[0] == EXCUSE:
        return 0
    trump_positions = [i for i, card in enumerate(trick) if is_trump(card)]
    if trump_positions:
        return max(trump_positions, key=lambda i: trick[i])
    led = next(card for card in trick if card != EXCUSE)
    same = [i for i, card in enumerate(trick) if card != EXCUSE and suit(card) == suit(led)]
    return max(same, key=lambda i: trick[i])


Chooser = Callable[[int, list[int], list[int], list[int]], int]
"""(seat, hand, trick so far, legal cards) → the card to play."""


def lowest_keep_excuse(seat: int, hand: list[int], trick: list[int], legal: list[int]) -> int:
    """The lowest legal card; the Excuse only when nothing else is left."""
    others = [card for card in legal if card != EXCUSE]
    return min(others) if others else EXCUSE


def autoplay(
    hands: Sequence[Sequence[int]],
    leader: int,
    attack: Iterable[int] = (),
    choosers: Mapping[int, Chooser] | None = None,
    default: Chooser = lowest_keep_excuse,
    called_card: str | None = None,
) -> tuple[tuple[int, ...], ...]:
    """Plays the hands out with legal cards; returns the tricks as the record lists them.

    ``called_card`` (5 players): the first lead of the deal avoids the called suit (§4.3).
    """
    called = None if called_card is None else c(called_card)
    players = len(hands)
    attack = set(attack)
    in_hand = [list(hand) for hand in hands]
    choosers = dict(choosers or {})
    tricks: list[tuple[int, ...]] = []
    winners_sides: list[bool] = []
    total = len(in_hand[0])
    for index in range(total):
        trick: list[int] = []
        for position in range(players):
            seat = (leader + position) % players
            legal = ref_legal(in_hand[seat], trick)
            if called is not None and index == 0 and all(card == EXCUSE for card in trick):
                allowed = [card for card in legal if card == EXCUSE or card == called or suit(card) != suit(called)]
                if any(card != EXCUSE for card in allowed):
                    legal = allowed
            card = choosers.get(seat, default)(seat, in_hand[seat], trick, legal)
            assert card in legal, (seat, card, legal)
            in_hand[seat].remove(card)
            trick.append(card)
        leader_side = leader in attack
        excuse_wins = index == total - 1 and index > 0 and all(side == leader_side for side in winners_sides)
        winner = (leader + ref_winner(trick, excuse_wins)) % players
        winners_sides.append(winner in attack)
        tricks.append(tuple(trick))
        leader = winner
    return tuple(tricks)


def preferring(order: Iterable[str], then: Chooser = lowest_keep_excuse) -> Chooser:
    """Plays the first legal card of ``order`` (codes), otherwise ``then``."""
    wanted = list(cs(list(order)))

    def choose(seat: int, hand: list[int], trick: list[int], legal: list[int]) -> int:
        for card in wanted:
            if card in legal:
                return card
        return then(seat, hand, trick, legal)

    return choose


def highest_first(seat: int, hand: list[int], trick: list[int], legal: list[int]) -> int:
    others = [card for card in legal if card != EXCUSE]
    return max(others) if others else EXCUSE


# -- records ------------------------------------------------------------------------------------------


def record(
    dealer: int,
    hands: Sequence[Sequence[int]],
    dog: Sequence[int],
    auction: Sequence[Call] | None = None,
    called_card: str | None = None,
    discard: str | Iterable[str] | None = None,
    declarations: Sequence[Declaration] | None = None,
    tricks: Sequence[Sequence[int]] | None = None,
) -> HandRecord:
    return HandRecord(
        dealer=dealer,
        hands=tuple(tuple(hand) for hand in hands),
        dog=tuple(dog),
        auction=None if auction is None else tuple(auction),
        called_card=None if called_card is None else c(called_card),
        discard=None if discard is None else cs(discard),
        declarations=None if declarations is None else tuple(declarations),
        tricks=None if tricks is None else tuple(tuple(trick) for trick in tricks),
    )


def run(rec: HandRecord, players: int | None = None, **options: str) -> object:
    rules = french_rules(players or len(rec.hands), options)
    return judge(rec, rules)


def codes_of(verdict: object) -> list[str]:
    return [violation.code for violation in verdict.violations]  # type: ignore[attr-defined]


def answers(verdict: object) -> list[tuple[str, str, str, str, int | None, int | None, int | None]]:
    return [(v.code, v.phase, v.message, v.pointer, v.seat, v.trick, v.card)
            for v in verdict.violations]  # type: ignore[attr-defined]


def rules_for(players: int, **options: str) -> FrenchRules:
    return french_rules(players, options)


# -- an independent count (§7), for the judge tests ----------------------------------------------------

HALF = {**{card: 1 for card in FULL_DECK}}
for _card in FULL_DECK:
    if _card in (EXCUSE, PETIT, 76):
        HALF[_card] = 9
    elif _card < 56:
        HALF[_card] = {13: 9, 12: 7, 11: 5, 10: 3}.get(_card % 14, 1)


def ref_count(
    tricks: Sequence[Sequence[int]],
    first_leader: int,
    attack: Iterable[int],
    kept_by_attack: Sequence[int] = (),
    kept_by_defence: Sequence[int] = (),
    excuse_changes_side: bool = True,
) -> dict[str, object]:
    """Attack half-points and oudlers, chelem and petit au bout, by the rules doc (§7)."""
    attack = set(attack)
    players = len(tricks[0])
    half = {True: sum(HALF[x] for x in kept_by_attack), False: sum(HALF[x] for x in kept_by_defence)}
    oudlers = {True: sum(x in (EXCUSE, PETIT, 76) for x in kept_by_attack),
               False: sum(x in (EXCUSE, PETIT, 76) for x in kept_by_defence)}
    leader = first_leader
    sides: list[bool] = []
    last = len(tricks) - 1
    for index, trick in enumerate(tricks):
        leader_side = leader in attack
        exception = index == last and index > 0 and trick[0] == EXCUSE and all(s == leader_side for s in sides)
        winner = (leader + ref_winner(trick, exception)) % players
        side = winner in attack
        for position, card in enumerate(trick):
            if card != EXCUSE:
                half[side] += HALF[card]
                oudlers[side] += card in (PETIT, 76)
                continue
            owner = ((leader + position) % players) in attack
            if index == last and not exception and not (owner == side and all(s == owner for s in sides)):
                receiver = (not owner) if excuse_changes_side else side
                half[receiver] += 9
                oudlers[receiver] += 1
            else:
                half[owner] += 9
                oudlers[owner] += 1
                if owner != side:
                    half[owner] -= 1
                    half[side] += 1
        sides.append(side)
        leader = winner
    chelem = "attack" if all(sides) else ("defence" if not any(sides) else None)
    pab = None
    if PETIT in tricks[-1]:
        pab = "attack" if sides[-1] else "defence"
    elif chelem and EXCUSE in tricks[-1] and PETIT in tricks[-2]:
        pab = chelem
    return {"attack_half": half[True], "defence_half": half[False], "oudlers": oudlers[True], "chelem": chelem,
            "pab": pab}

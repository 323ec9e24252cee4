"""An independent model of French Tarot (FFT rules, 3/4/5 players) for the property tests.

Written from ``docs/rules/french-tarot.md`` alone, on purpose: nothing here imports the engine
(``service.*``), so that every property cross-checks the engine against a second reading of the rules.

Two halves:

* a **referee model** (``referee``): given a legal hand record in the wire format (docs/contract.md §4), it
  works out what the verdict must say: trick leaders and winners (incl. the chelem Excuse exception),
  the attack's points and oudlers after the Excuse exchange / the Excuse in the last trick / the dog,
  target, made, margin, petit au bout, poignées, chelem, the per-defender amount M and every seat's delta
  (rules §1.3, §6, §7, §8);
* a **generator** (``generate_hand``): random *legal* hands — deal (no petit sec), auction (any dealer,
  strictly increasing bids, sometimes all pass), 5-player call (king; queen with four kings; self-call;
  called card in the dog), écart (no kings/oudlers, trumps only when forced, and deals rigged so that
  trumps are forced), poignées of exactly the threshold sizes (sometimes with the Excuse standing in),
  chelem announcements (then the taker leads), and play by the §6.3 algorithm.

Everything is driven by one ``random.Random``, so a failing example shrinks to a seed.
Cards are wire codes throughout (``"KS"``, ``"10H"``, ``"CD"``, ``"1T"``, ``"EX"``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

# ---------------------------------------------------------------------------------------------------
# Cards (rules §1)
# ---------------------------------------------------------------------------------------------------

SUITS = ("S", "H", "D", "C")
RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K")
PLAIN_CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)
TRUMP_CARDS = tuple(f"{number}T" for number in range(1, 22))
EXCUSE, PETIT, TWENTY_ONE = "EX", "1T", "21T"
OUDLERS = frozenset({EXCUSE, PETIT, TWENTY_ONE})
DECK = (*PLAIN_CARDS, *TRUMP_CARDS, EXCUSE)
TRUMP = "T"  # the pseudo-suit of the trumps

HAND_SIZE = {3: 24, 4: 18, 5: 15}
DOG_SIZE = {3: 6, 4: 6, 5: 3}
POIGNEE_SIZES = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
POIGNEE_NAMES = ("simple", "double", "triple")
POIGNEE_VALUES = {"simple": 20, "double": 30, "triple": 40}
CONTRACTS = ("petite", "garde", "garde_sans", "garde_contre")
MULTIPLIER = {"petite": 1, "garde": 2, "garde_sans": 4, "garde_contre": 6}
TARGET = {0: 56, 1: 51, 2: 41, 3: 36}
CALL_RANKS = ("K", "Q", "C", "J")  # what a 5-player taker may call, in order (rules §4.3)


def suit_of(card: str) -> str | None:
    """'S', 'H', 'D', 'C', 'T' (trumps), or None for the Excuse."""
    if card == EXCUSE:
        return None
    return card[-1]


def is_trump(card: str) -> bool:
    return card != EXCUSE and card.endswith("T")


def is_plain(card: str) -> bool:
    return card != EXCUSE and not card.endswith("T")


def rank_of(card: str) -> int:
    """1..14 within a suit (J=11, C=12, Q=13, K=14), the number of a trump, 0 for the Excuse."""
    if card == EXCUSE:
        return 0
    if is_trump(card):
        return int(card[:-1])
    return RANKS.index(card[:-1]) + 1


def is_king(card: str) -> bool:
    return is_plain(card) and card[:-1] == "K"


def half_points(card: str) -> int:
    """Card points in half points (rules §1.2): 91 points = 182 half points."""
    if card in OUDLERS:
        return 9
    if is_plain(card):
        return {"K": 9, "Q": 7, "C": 5, "J": 3}.get(card[:-1], 1)
    return 1


assert sum(half_points(card) for card in DECK) == 182 and len(set(DECK)) == 78


def trumps_in(cards: Sequence[str]) -> list[str]:
    return [card for card in cards if is_trump(card)]


def is_petit_sec(hand: Sequence[str]) -> bool:
    """The Petit as the only trump and no Excuse (rules §2.3): the deal is annulled."""
    return trumps_in(hand) == [PETIT] and EXCUSE not in hand


# ---------------------------------------------------------------------------------------------------
# Play rules (rules §6.2 / §6.3)
# ---------------------------------------------------------------------------------------------------


def led_suit(trick: Sequence[str]) -> str | None:
    """The suit of the first non-Excuse card (an Excuse lead lets the next card set the suit)."""
    for card in trick:
        if card != EXCUSE:
            return suit_of(card)
    return None


def highest_trump(trick: Sequence[str]) -> int:
    return max((rank_of(card) for card in trick if is_trump(card)), default=0)


def legal_cards(hand: Sequence[str], trick: Sequence[str]) -> list[str]:
    """Every card of ``hand`` that may be played on ``trick`` (the cards already played, in order)."""
    led = led_suit(trick)
    if led is None:
        return list(hand)
    trumps = trumps_in(hand)
    top = highest_trump(trick)
    higher = [card for card in trumps if rank_of(card) > top]
    if led != TRUMP:
        follow = [card for card in hand if suit_of(card) == led]
        if follow:
            allowed = follow
        elif trumps:
            allowed = higher if higher else trumps
        else:
            allowed = [card for card in hand if card != EXCUSE]
    elif trumps:
        allowed = higher if higher else trumps
    else:
        allowed = [card for card in hand if card != EXCUSE]
    if EXCUSE in hand:
        allowed = [*allowed, EXCUSE]
    return allowed


def fault_of(hand: Sequence[str], trick: Sequence[str], card: str) -> str | None:
    """The rule a held ``card`` breaks, for the unambiguous cases the mutation tests use; None if legal.

    Trump led and a plain card played while holding trumps is not classified (must_follow_suit and
    must_trump would both be fair names): the mutation tests never build that case.
    """
    if card in legal_cards(hand, trick):
        return None
    led = led_suit(trick)
    if led is not None and led != TRUMP and any(suit_of(other) == led for other in hand):
        return "must_follow_suit"
    if led is not None and led != TRUMP and not is_trump(card):
        return "must_trump"
    if is_trump(card):
        return "must_overtrump"
    raise AssertionError(f"unclassified fault: {card} on {list(trick)} from {list(hand)}")


def trick_winner_position(trick: Sequence[str], excuse_wins: bool = False) -> int:
    """Position (0-based) of the card that wins ``trick``: the highest trump, else the highest card of
    the led suit. The Excuse never wins, except when ``excuse_wins`` (chelem exception, rules §7.3)."""
    if excuse_wins:
        assert trick[0] == EXCUSE
        return 0
    trump_positions = [position for position, card in enumerate(trick) if is_trump(card)]
    if trump_positions:
        return max(trump_positions, key=lambda position: rank_of(trick[position]))
    led = led_suit(trick)
    return max(
        (position for position, card in enumerate(trick) if suit_of(card) == led),
        key=lambda position: rank_of(trick[position]),
    )


# ---------------------------------------------------------------------------------------------------
# The referee model: the verdict a legal, complete record must get
# ---------------------------------------------------------------------------------------------------


class Ambiguous(Exception):
    """The record hits a case the rules document does not settle; the generator draws again."""


@dataclass
class Expected:
    status: str
    taker: int | None = None
    contract: str | None = None
    partner: int | None = None
    called_card: str | None = None
    attack: frozenset[int] = frozenset()
    leaders: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    attack_half_points: int = 0
    oudlers: int = 0
    target: int = 0
    made: bool = False
    margin: int = 0
    multiplier: int = 0
    petit_au_bout: int = 0  # the signed, multiplied term (attack's point of view)
    poignees: int = 0  # the signed term
    chelem: int = 0
    per_defender: int = 0
    deltas: list[float] = field(default_factory=list)
    chelem_side: str | None = None  # "attack" | "defence" | None

    @property
    def attack_points(self) -> float:
        return self.attack_half_points / 2


def auction_outcome(auction: Sequence[dict[str, Any]]) -> tuple[int | None, str | None]:
    """(taker, contract) of a legal auction: the last (hence highest) bid; (None, None) if all passed."""
    taker = contract = None
    for entry in auction:
        if entry["call"] != "pass":
            taker, contract = entry["seat"], {"prise": "petite"}.get(entry["call"], entry["call"])
    return taker, contract


def partner_of(record: dict[str, Any], taker: int) -> int | None:
    """The seat that was dealt the called card; None (taker alone) when it is his own or in the dog."""
    called = record.get("called_card")
    if called is None:
        return None
    for seat, hand in enumerate(record["hands"]):
        if called in hand:
            return None if seat == taker else seat
    return None  # in the dog


def hands_at_play(record: dict[str, Any], taker: int, contract: str) -> list[list[str]]:
    """The hands as play starts: the taker's with the dog taken and the écart made (prise/garde)."""
    hands = [list(hand) for hand in record["hands"]]
    if contract in ("petite", "garde"):
        cards = hands[taker] + list(record["dog"])
        for card in record["discard"]:
            cards.remove(card)
        hands[taker] = cards
    return hands


OPTION_VALUES = {
    # name: (FFT default, the other value) — docs/contract.md §3, rules §11 item 11
    "excuse_last_trick": ("changes_side", "to_trick_winner"),
    "called_suit_first_lead": ("forbidden", "allowed"),
    "five_player_split": ("taker_double", "equal"),
    "chelem_failed_and_defence": ("both", "defence_only"),
    "petit_au_bout_chelem": ("penultimate_trick", "last_trick_only"),
}


def option(record: dict[str, Any], name: str) -> str:
    return (record.get("options") or {}).get(name, OPTION_VALUES[name][0])


def referee(record: dict[str, Any]) -> Expected:
    """The verdict's facts for a legal record (rules §6–§8, with the record's options). Raises ``Ambiguous``."""
    players = record["players"]
    hand_size = HAND_SIZE[players]
    if any(is_petit_sec(hand) for hand in record["hands"]):
        return Expected(status="annulled")
    taker, contract = auction_outcome(record["auction"])
    if taker is None:
        return Expected(status="all_passed")
    assert contract is not None
    partner = partner_of(record, taker) if players == 5 else None
    attack = frozenset({taker} if partner is None else {taker, partner})
    declarations = record.get("declarations") or []
    announced = any(d["type"] == "chelem" for d in declarations)

    # -- tricks: who led, who won ------------------------------------------------------------------
    leader = taker if announced else (record["dealer"] + 1) % players
    tricks = record["tricks"]
    assert len(tricks) == hand_size
    leaders, winners, seats_of = [], [], []
    for index, trick in enumerate(tricks):
        seats = [(leader + position) % players for position in range(players)]
        excuse_wins = False
        if index == hand_size - 1 and trick[0] == EXCUSE:
            leader_camp = leader in attack
            excuse_wins = all((winner in attack) == leader_camp for winner in winners)
        winner = seats[trick_winner_position(trick, excuse_wins)]
        leaders.append(leader)
        winners.append(winner)
        seats_of.append(seats)
        leader = winner

    # -- where the cards go (rules §7) -------------------------------------------------------------
    last = hand_size - 1
    attack_half = 0
    attack_cards: set[str] = set()
    excuse_exception = tricks[last][0] == EXCUSE and all(
        (winner in attack) == (leaders[last] in attack) for winner in winners[:last]
    )
    for index, trick in enumerate(tricks):
        winner_attack = winners[index] in attack
        for position, card in enumerate(trick):
            if card != EXCUSE:
                if winner_attack:
                    attack_half += half_points(card)
                    attack_cards.add(card)
                continue
            player_attack = seats_of[index][position] in attack
            if index == last and excuse_exception:
                owner_attack = winner_attack  # the Excuse won the trick
            elif index == last:
                # Outside the chelem exception, the Excuse played to the last trick changes side (FFT),
                # or goes to the trick's winner (option). The rules do not say what happens when the
                # side that took every earlier trick plays it there without leading it: left out.
                if all((winner in attack) == player_attack for winner in winners[:last]):
                    raise Ambiguous("Excuse to the last trick, not led, by the side that took every trick")
                if option(record, "excuse_last_trick") == "changes_side":
                    owner_attack = not player_attack
                else:
                    owner_attack = winner_attack
            else:
                owner_attack = player_attack
            if owner_attack:
                attack_cards.add(card)
            if index != last and owner_attack != winner_attack:
                # The exchange: the Excuse's side keeps it (4 points) and gives the winner a low card.
                attack_half += 8 if owner_attack else 1
            elif owner_attack:
                attack_half += 9
    if contract in ("petite", "garde"):
        attack_half += sum(half_points(card) for card in record["discard"])
        attack_cards.update(record["discard"])
    elif contract == "garde_sans":
        attack_half += sum(half_points(card) for card in record["dog"])
        attack_cards.update(record["dog"])
    oudlers = len(attack_cards & OUDLERS)

    # -- chelem and petit au bout (rules §7.3, §8.3) -------------------------------------------------
    attack_chelem = all(winner in attack for winner in winners)
    defence_chelem = all(winner not in attack for winner in winners)
    if excuse_exception and PETIT in tricks[last]:
        raise Ambiguous("the Petit in the trick the Excuse wins")
    pab_trick = last - 1 if excuse_exception else last
    if excuse_exception and option(record, "petit_au_bout_chelem") == "last_trick_only":
        pab_trick = last  # (never holds the Petit here: that case is left out above)
    pab = 0
    if PETIT in tricks[pab_trick]:
        pab = 10 if winners[pab_trick] in attack else -10

    # -- score (rules §8) -----------------------------------------------------------------------------
    target = TARGET[oudlers]
    made = attack_half >= 2 * target
    difference = math.ceil(abs(attack_half - 2 * target) / 2)
    sign = 1 if made else -1
    multiplier = MULTIPLIER[contract]
    poignee_total = sum(
        POIGNEE_VALUES[POIGNEE_NAMES[POIGNEE_SIZES[players].index(len(d["cards"]))]]
        for d in declarations
        if d["type"] == "poignee"
    )
    chelem = 0
    if attack_chelem:
        chelem = 400 if announced else 200
    else:
        if announced and not (defence_chelem and option(record, "chelem_failed_and_defence") == "defence_only"):
            chelem -= 200
        if defence_chelem:
            chelem -= 200
    per_defender = sign * (25 + difference) * multiplier + pab * multiplier + sign * poignee_total + chelem
    deltas: list[float] = [-per_defender] * players
    if players == 5 and partner is not None and option(record, "five_player_split") == "equal":
        deltas[taker] = deltas[partner] = 1.5 * per_defender
    elif players == 5 and partner is not None:
        deltas[taker], deltas[partner] = 2 * per_defender, per_defender
    else:
        deltas[taker] = (players - 1) * per_defender
    return Expected(
        status="complete",
        taker=taker,
        contract=contract,
        partner=partner,
        called_card=record.get("called_card") if players == 5 else None,
        attack=attack,
        leaders=leaders,
        winners=winners,
        attack_half_points=attack_half,
        oudlers=oudlers,
        target=target,
        made=made,
        margin=sign * difference,
        multiplier=multiplier,
        petit_au_bout=pab * multiplier,
        poignees=sign * poignee_total,
        chelem=chelem,
        per_defender=per_defender,
        deltas=deltas,
        chelem_side="attack" if attack_chelem else "defence" if defence_chelem else None,
    )


# ---------------------------------------------------------------------------------------------------
# The generator
# ---------------------------------------------------------------------------------------------------


class Retry(Exception):
    """This attempt cannot be finished legally (or is ambiguous): draw again from the same stream."""


@dataclass(frozen=True)
class Play:
    """One card of the generated play, with what the mutation tests need to know about its moment."""

    trick: int
    position: int
    seat: int
    card: str
    hand_before: tuple[str, ...]
    trick_before: tuple[str, ...]


@dataclass
class GeneratedHand:
    seed_info: str
    record: dict[str, Any]
    expected: Expected
    hands_at_play: list[list[str]] = field(default_factory=list)
    plays: list[Play] = field(default_factory=list)
    features: set[str] = field(default_factory=set)


def callable_rank(hand: Sequence[str]) -> str:
    """The highest of K, Q, C, J of which the hand does not hold all four (rules §4.3)."""
    for rank in CALL_RANKS:
        if sum(1 for suit in SUITS if rank + suit in hand) < 4:
            return rank
    raise AssertionError("a hand of 15 cannot hold 16 honours")


def allowed_calls(hand: Sequence[str]) -> list[str]:
    rank = callable_rank(hand)
    cards = [rank + suit for suit in SUITS]
    if rank != "K":
        cards += ["K" + suit for suit in SUITS]  # a king may always be called (alone, then)
    return cards


class _Table:
    """Card locations during rigging: seat number or 'dog'. Swaps keep every hand's size."""

    def __init__(self, hands: list[list[str]], dog: list[str]):
        self.hands = hands
        self.dog = dog

    def holder(self, card: str) -> int | str:
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return seat
        assert card in self.dog
        return "dog"

    def pile(self, where: int | str) -> list[str]:
        return self.dog if where == "dog" else self.hands[int(where)]

    def swap(self, first: str, second: str) -> None:
        a, b = self.holder(first), self.holder(second)
        pa, pb = self.pile(a), self.pile(b)
        pa[pa.index(first)] = second
        pb[pb.index(second)] = first

    def give(self, rng: random.Random, seat: int, card: str, keep: Callable[[str], bool]) -> bool:
        """Bring ``card`` into ``seat``'s hand in exchange for one of its cards that ``keep`` rejects."""
        if card in self.hands[seat]:
            return True
        spare = [other for other in self.hands[seat] if not keep(other)]
        if not spare:
            return False
        self.swap(card, rng.choice(spare))
        return True


def _random_auction(rng: random.Random, players: int, dealer: int, all_pass: bool) -> list[dict[str, Any]]:
    order = [(dealer + 1 + i) % players for i in range(players)]
    if all_pass:
        return [{"seat": seat, "call": "pass"} for seat in order]
    bidders = [seat for seat in order if rng.random() < 0.4] or [rng.choice(order)]
    auction, best = [], 0
    for seat in order:
        if seat in bidders and best < len(CONTRACTS):
            level = best + 1 + min(int(rng.expovariate(1.2)), len(CONTRACTS) - best - 1)
            best = level
            call = CONTRACTS[level - 1]
            if call == "petite" and rng.random() < 0.3:
                call = "prise"  # the alias
            auction.append({"seat": seat, "call": call})
        else:
            auction.append({"seat": seat, "call": "pass"})
    return auction


def _rig_dominant(rng: random.Random, table: _Table, taker: int, players: int, taker_has_excuse: bool) -> None:
    """Make the taker strong enough to take every trick when he leads (a chelem scenario)."""
    size = HAND_SIZE[players]
    wanted: list[str] = [EXCUSE] if taker_has_excuse else []
    trumps_wanted = min(21, size - len(wanted))
    wanted += [f"{n}T" for n in range(21, 21 - trumps_wanted, -1)]
    wanted += ["K" + suit for suit in SUITS][: size - len(wanted)]
    for card in wanted:
        assert table.give(rng, taker, card, keep=lambda other: other in wanted)


def _rig_weak(rng: random.Random, table: _Table, taker: int, players: int, excuse: bool) -> None:
    """Give the taker the lowest plain cards (no trump; the Excuse or not): the defence may take every
    trick."""
    lowest = sorted(PLAIN_CARDS, key=rank_of)[: HAND_SIZE[players] - excuse] + ([EXCUSE] if excuse else [])
    for card in lowest:
        assert table.give(rng, taker, card, keep=lambda other: other in lowest)


def _rig_trumps(rng: random.Random, table: _Table, seat: int, count: int, excuse: bool) -> None:
    """Give ``seat`` exactly ``count`` trumps (and the Excuse or not), swapping with the others."""
    hand = table.hands[seat]
    if excuse and EXCUSE not in hand:
        table.give(rng, seat, EXCUSE, keep=lambda card: is_trump(card) or card == EXCUSE)
    if not excuse and EXCUSE in hand:
        others = [card for card in DECK if is_plain(card) and card not in hand]
        table.swap(EXCUSE, rng.choice(others))
    while len(trumps_in(hand)) < count:
        outside = [card for card in TRUMP_CARDS if card not in hand]
        if not table.give(rng, seat, rng.choice(outside), keep=lambda card: is_trump(card) or card == EXCUSE):
            raise Retry("no room for more trumps")
    while len(trumps_in(hand)) > count:
        outside = [card for card in DECK if is_plain(card) and card not in hand]
        table.swap(rng.choice(trumps_in(hand)), rng.choice(outside))


def _rig_forced_ecart(rng: random.Random, table: _Table, taker: int, players: int) -> None:
    """Leave the taker (hand + dog) fewer discardable cards than the écart needs: trumps are forced."""
    need = DOG_SIZE[players]
    goal = rng.randrange(need)  # 0 .. need-1 plain non-king cards left

    def discardable() -> list[str]:
        return [card for card in table.hands[taker] + table.dog if is_plain(card) and not is_king(card)]

    while len(discardable()) > goal:
        mine = set(table.hands[taker]) | set(table.dog)
        specials = [
            card for card in DECK
            if card not in mine and (is_trump(card) or is_king(card) or card == EXCUSE)
        ]
        if not specials:
            raise Retry("no special card left to swap in")
        table.swap(rng.choice(discardable()), rng.choice(specials))


def _choose_ecart(
    rng: random.Random, cards: list[str], size: int, called: str | None, lowest_trumps: bool
) -> list[str]:
    plain = [card for card in cards if is_plain(card) and not is_king(card)]
    if len(plain) >= size:
        if called in plain:
            plain.remove(called)
            if len(plain) < size:
                raise Retry("the called card would be needed in the écart")
        return rng.sample(plain, size)
    if called in plain:
        raise Retry("called card among forced discards")
    trumps = [card for card in cards if is_trump(card) and card not in (PETIT, TWENTY_ONE)]
    missing = size - len(plain)
    if lowest_trumps:
        chosen = sorted(trumps, key=rank_of)[:missing]
    else:
        chosen = rng.sample(trumps, missing)
    return plain + chosen


def _show(rng: random.Random, hand: Sequence[str], players: int) -> list[str] | None:
    trumps = trumps_in(hand)
    choices = []
    for size in POIGNEE_SIZES[players]:
        if len(trumps) >= size:
            choices.append(sorted(rng.sample(trumps, size), key=rank_of, reverse=True))
        elif len(trumps) == size - 1 and EXCUSE in hand:
            choices.append([*sorted(trumps, key=rank_of, reverse=True), EXCUSE])
    return rng.choice(choices) if choices else None


Rig = Callable[[random.Random, "_Table", int, int, set[str]], None]
"""An extra rigging of the deal, after the generator's own: (rng, table, taker, players, features)."""


def generate_hand(rng: random.Random, players: int, attempts: int = 200, rig: Rig | None = None) -> GeneratedHand:
    """A random legal hand record for ``players`` (3, 4 or 5), complete or all passed.

    ``rig`` (the house-rule properties): a further rigging of the deal before the petit sec check; without
    it the random stream is exactly the FFT generator's."""
    for _ in range(attempts):
        try:
            return _attempt(rng, players, rig)
        except (Retry, Ambiguous):
            continue
    raise RuntimeError("no legal hand after many attempts")


def _deal(rng: random.Random, players: int) -> tuple[list[list[str]], list[str]]:
    cards = list(DECK)
    rng.shuffle(cards)
    size = HAND_SIZE[players]
    hands = [cards[seat * size:(seat + 1) * size] for seat in range(players)]
    return hands, cards[players * size:]


def _attempt(rng: random.Random, players: int, rig: Rig | None = None) -> GeneratedHand:
    features: set[str] = set()
    size, dog_size = HAND_SIZE[players], DOG_SIZE[players]
    dealer = rng.randrange(players)
    hands, dog = _deal(rng, players)
    table = _Table(hands, dog)
    all_pass = rng.random() < 0.06
    auction = _random_auction(rng, players, dealer, all_pass)
    record: dict[str, Any] = {"ruleset": "french-tarot", "players": players, "dealer": dealer,
                              "hands": hands, "dog": dog, "auction": auction}
    if rng.random() < 0.3:
        record["options"] = {name: rng.choice(values) for name, values in OPTION_VALUES.items()
                             if rng.random() < 0.5}
        if any(record["options"][name] != OPTION_VALUES[name][0] for name in record["options"]):
            features.add("options")
    if all_pass:
        if any(is_petit_sec(hand) for hand in hands):
            raise Retry("petit sec")
        features.add("all_passed")
        return GeneratedHand("", record, referee(record), features=features)
    taker, contract = auction_outcome(auction)
    assert taker is not None and contract is not None
    has_ecart = contract in ("petite", "garde")

    # -- rigging, so that rare situations are common enough to be tested --------------------------
    roll = rng.random()
    dominant = roll < 0.12
    weak = 0.12 <= roll < 0.17
    if dominant:
        features.add("dominant_taker")
        _rig_dominant(rng, table, taker, players, taker_has_excuse=rng.random() < 0.7)
    elif weak:
        features.add("weak_taker")
        _rig_weak(rng, table, taker, players, excuse=rng.random() < 0.5)
    elif roll < 0.33 and has_ecart:
        features.add("forced_trumps_rigged")
        _rig_forced_ecart(rng, table, taker, players)
    if not (dominant or weak) and rng.random() < 0.35:
        seat = rng.randrange(players)
        threshold = rng.choice(POIGNEE_SIZES[players])
        excuse = rng.random() < 0.4
        count = threshold - 1 if excuse else threshold + rng.choice((0, 0, 1, 2))
        _rig_trumps(rng, table, seat, min(count, 21), excuse)
    if not (dominant or weak) and rng.random() < 0.05:
        # The Petit with the Excuse and no other trump is NOT petit sec (rules §2.3): play goes on.
        seat = rng.randrange(players)
        table.give(rng, seat, PETIT, keep=lambda card: card == EXCUSE)
        table.give(rng, seat, EXCUSE, keep=lambda card: card == PETIT)
        for card in [c for c in table.hands[seat] if is_trump(c) and c != PETIT]:
            table.swap(card, rng.choice([c for c in DECK if is_plain(c) and c not in table.hands[seat]]))
        features.add("petit_with_excuse_only")
    if players == 5 and not dominant and rng.random() < 0.1:
        for suit in SUITS:
            table.give(rng, taker, "K" + suit, keep=is_king)
        features.add("four_kings")
    if rig is not None:
        rig(rng, table, taker, players, features)
    if any(is_petit_sec(hand) for hand in hands):
        raise Retry("petit sec")

    # -- 5 players: the call (before the dog is shown) ------------------------------------------------
    called = None
    if players == 5:
        candidates = allowed_calls(hands[taker])
        rank = callable_rank(hands[taker])
        same_rank = [card for card in candidates if card[:-1] == rank]
        in_dog = [card for card in same_rank if card in dog]
        own = [card for card in candidates if card in hands[taker]]
        others = [card for card in same_rank if card not in dog and card not in hands[taker]]
        pick = rng.random()
        if in_dog and pick < 0.3:
            called = rng.choice(in_dog)
        elif own and pick < 0.45:
            called = rng.choice(own)
        else:
            called = rng.choice(others or candidates)
        record["called_card"] = called
        if rank != "K" and called[:-1] == rank:
            features.add("called_" + {"Q": "queen", "C": "cavalier", "J": "jack"}[rank])

    # -- écart --------------------------------------------------------------------------------------
    if has_ecart:
        cards = hands[taker] + dog
        discard = _choose_ecart(rng, cards, dog_size, called, lowest_trumps=dominant)
        record["discard"] = discard
        if any(is_trump(card) for card in discard):
            features.add("forced_trump_discard")
    partner = partner_of(record, taker) if players == 5 else None
    if players == 5:
        features.add("five_alone" if partner is None else "five_partner")
    in_play = hands_at_play(record, taker, contract)

    # -- declarations -------------------------------------------------------------------------------
    announce = (dominant and rng.random() < 0.75) or (weak and rng.random() < 0.5) or rng.random() < 0.03
    leader = taker if announce else (dealer + 1) % players
    declarations: list[dict[str, Any]] = []
    if announce:
        declarations.append({"seat": taker, "type": "chelem"})
        features.add("chelem_announced")
    for position in range(players):
        seat = (leader + position) % players
        shown = _show(rng, in_play[seat], players)
        if shown is not None and rng.random() < 0.7:
            declarations.append({"seat": seat, "type": "poignee", "cards": shown})
            features.add("poignee_excuse" if EXCUSE in shown else "poignee")
    record["declarations"] = declarations

    # -- play ---------------------------------------------------------------------------------------
    attack = frozenset({taker} if partner is None else {taker, partner})
    holds_excuse = {seat for seat in range(players) if rng.random() < 0.12}
    if announce:
        holds_excuse.add(taker)  # the announcer plays the Excuse last (rules §3.2)
    smart = {taker} if dominant else set()
    in_hand = [list(hand) for hand in in_play]
    tricks: list[list[str]] = []
    winners: list[int] = []
    plays: list[Play] = []
    banned_suit = None
    if called is not None and option(record, "called_suit_first_lead") == "forbidden":
        banned_suit = suit_of(called)
    for index in range(size):
        trick: list[str] = []
        for position in range(players):
            seat = (leader + position) % players
            hand = in_hand[seat]
            allowed = legal_cards(hand, trick)
            if banned_suit is not None and index == 0 and led_suit(trick) is None:
                # 5 players: the card that sets the suit of the first trick may not be of the called
                # suit unless it is the called card (rules §4.3, default reading for an Excuse lead).
                allowed = [c for c in allowed if c == EXCUSE or c == called or suit_of(c) != banned_suit]
            if seat in holds_excuse and len(hand) > 1 and EXCUSE in allowed:
                allowed.remove(EXCUSE)
            if not allowed:
                raise Retry("no card satisfies every constraint")
            if seat in smart:
                card = _smart_card(allowed, trick, len(hand))
            else:
                card = rng.choice(allowed)
            plays.append(Play(index, position, seat, card, tuple(hand), tuple(trick)))
            hand.remove(card)
            trick.append(card)
        excuse_wins = (
            index == size - 1 and trick[0] == EXCUSE
            and all((winner in attack) == (leader in attack) for winner in winners)
        )
        winner = (leader + trick_winner_position(trick, excuse_wins)) % players
        tricks.append(trick)
        winners.append(winner)
        leader = winner
    record["tricks"] = tricks
    expected = referee(record)
    _note_features(record, expected, features)
    return GeneratedHand("", record, expected, in_play, plays, features)


def _smart_card(allowed: list[str], trick: list[str], cards_left: int) -> str:
    """The rigged taker: lead the highest trump, keep the Petit for the penultimate trick and the
    Excuse for the last; when following, play the strongest allowed card."""
    def strength(card: str) -> tuple[int, int]:
        if card == EXCUSE:
            return (-1, 0)
        return (2 if is_trump(card) else 1 if is_king(card) else 0, rank_of(card))

    choices = [card for card in allowed if card != EXCUSE] or allowed
    if not trick and cards_left > 2 and len(choices) > 1 and PETIT in choices:
        choices.remove(PETIT)
    return max(choices, key=strength)


def _note_features(record: dict[str, Any], expected: Expected, features: set[str]) -> None:
    tricks = record["tricks"]
    if EXCUSE in tricks[-1]:
        features.add("excuse_last_trick")
    if expected.chelem_side:
        features.add(f"chelem_{expected.chelem_side}")
        if expected.chelem_side == "defence" and any(d["type"] == "chelem" for d in record["declarations"]):
            features.add("announced_then_defence_chelem")
    if expected.petit_au_bout:
        features.add("petit_au_bout")
    if expected.chelem_side == "attack" and tricks[-1][0] == EXCUSE:
        features.add("chelem_excuse_lead")
    if expected.chelem_side == "attack" and expected.oudlers < 3 and expected.attack_half_points == 174:
        features.add("chelem_87")
    if expected.attack_half_points % 2:
        features.add("half_point")


def generate_petit_sec(rng: random.Random, players: int) -> dict[str, Any]:
    """A deal in which one seat holds the Petit as its only trump and no Excuse (rules §2.3)."""
    hands, dog = _deal(rng, players)
    table = _Table(hands, dog)
    seat = rng.randrange(players)
    table.give(rng, seat, PETIT, keep=lambda card: False)
    hand = hands[seat]
    for card in [card for card in hand if (is_trump(card) and card != PETIT) or card == EXCUSE]:
        outside = [other for other in DECK if is_plain(other) and other not in hand]
        table.swap(card, rng.choice(outside))
    assert is_petit_sec(hands[seat])
    return {"ruleset": "french-tarot", "players": players, "dealer": rng.randrange(players),
            "hands": hands, "dog": dog, "petit_sec_seat": seat}

"""An independent generator of random legal Zwanzigerrufen deals, for the property tests.

It shares no code with the engine: cards are the wire codes, and the rules of the spec (§5-§7) are
written again here, as plainly as possible, so that a property test compares two readings of the spec.
Only the default options are modelled.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

SUITS = "SHDC"
LOW = {"S": "10S", "H": "1H", "D": "1D", "C": "10C"}
SUIT_ORDER = {suit: [LOW[suit], f"J{suit}", f"C{suit}", f"Q{suit}", f"K{suit}"] for suit in SUITS}
TAROCKS = ["1T", *(f"{number}T" for number in range(4, 22)), "EX"]
DECK = [card for suit in SUITS for card in SUIT_ORDER[suit]] + TAROCKS
TRULL = {"1T", "21T", "EX"}
KINGS = {"KS", "KH", "KD", "KC"}
GLATZEN = set(LOW.values())
CALLABLE = ["20T", "19T", "18T", "17T", "16T"]
FACE_POINTS = {"K": 5, "Q": 4, "C": 3, "J": 2}
GAMES = ["rufer", "farbensolo", "solo"]
DECL, OPP = "declarers", "opponents"


def is_tarock(card: str) -> bool:
    return card == "EX" or card.endswith("T")


def suit(card: str) -> str:
    return "T" if is_tarock(card) else card[-1]


def strength(card: str) -> int:
    return TAROCKS.index(card) if is_tarock(card) else SUIT_ORDER[card[-1]].index(card)


def points(card: str) -> int:
    if card in TRULL:
        return 5
    if is_tarock(card):
        return 1
    return FACE_POINTS.get(card[:-1], 0)


def needs_redeal(hands: list[list[str]]) -> bool:
    for hand in hands:
        if sum(1 for card in hand if is_tarock(card)) <= 1 or GLATZEN <= set(hand):
            return True
    return False


def deal(rng: random.Random, allow_redeal: bool = False) -> list[list[str]]:
    while True:
        cards = list(DECK)
        rng.shuffle(cards)
        hands = [sorted(cards[seat * 10:(seat + 1) * 10], key=DECK.index) for seat in range(4)]
        if allow_redeal or not needs_redeal(hands):
            return hands


# -- the auction --------------------------------------------------------------------------------------------


@dataclass
class Auction:
    hands: list[list[str]]
    dealer: int
    contract: str | None = None
    declarer: int | None = None
    partner: int | None = None
    called: str | None = None
    levels: dict[tuple[str, str], int] = field(default_factory=dict)
    announcers: dict[tuple[str, str], int] = field(default_factory=dict)
    committed: set[int] = field(default_factory=set)
    passes: int = 0
    entries: list[dict[str, Any]] = field(default_factory=list)
    turns: list[tuple[int, int, int]] = field(default_factory=list)
    """(seat, first entry index, number of entries) of every turn."""
    committed_at_turn: list[set[int]] = field(default_factory=list)
    duty_at_turn: list[bool] = field(default_factory=list)
    declarers_at_turn: list[set[int]] = field(default_factory=list)

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % 4

    def party(self, seat: int) -> str:
        return DECL if seat in (self.declarer, self.partner) else OPP

    @property
    def valat(self) -> bool:
        return any(item == "valat" for item, _ in self.levels)

    def suit_cards(self, seat: int) -> int:
        return sum(1 for card in self.hands[seat] if not is_tarock(card))

    def can_bid(self, seat: int, game: str) -> bool:
        if self.contract is None:
            if game == "rufer":
                return any(card not in self.hands[seat] for card in CALLABLE)
            return game != "farbensolo" or self.suit_cards(seat) >= 5
        return (game != "rufer" and seat != self.declarer and seat not in self.committed
                and GAMES.index(game) > GAMES.index(self.contract)
                and (game != "farbensolo" or self.suit_cards(seat) >= 5))

    def bid(self, seat: int, game: str) -> None:
        self.contract, self.declarer, self.partner, self.called = game, seat, None, None
        if game == "rufer":
            self.called = next(card for card in CALLABLE if card not in self.hands[seat])
            self.partner = next(other for other in range(4) if self.called in self.hands[other])
        self.levels = {("game", DECL): 1}
        self.announcers = {("game", DECL): seat}
        self.passes = 0

    def trull_duty(self, seat: int) -> bool:
        return (self.contract == "rufer" and self.party(seat) == OPP and TRULL <= set(self.hands[seat])
                and self.levels[("game", DECL)] == 1 and not self.valat)

    def additions(self, seat: int) -> list[tuple[str, tuple[str, str]]]:
        """(call, (item, owner)) of every legal single addition for ``seat`` now."""
        assert self.contract is not None
        party = self.party(seat)
        found: list[tuple[str, tuple[str, str]]] = []
        if not self.valat:
            for kind in ("absolut", "pagat", "valat"):
                if (kind, party) in self.levels:
                    continue
                if kind == "absolut" and party == OPP and self.levels[("game", DECL)] < 2:
                    continue
                if kind == "pagat" and (self.contract == "farbensolo" or "1T" not in self.hands[seat]):
                    continue
                found.append((kind, (kind, party)))
        for (item, owner), level in self.levels.items():
            if self.valat and item != "valat":
                continue
            step = {1: "kontra", 2: "re", 4: "sub"}.get(level)
            if step is None or (owner == party) != (step == "re"):
                continue
            found.append((step if item == "game" else f"{step}:{item}", (item, owner)))
        return found

    def add(self, seat: int, call: str, key: tuple[str, str]) -> None:
        if call in ("absolut", "pagat", "valat"):
            self.levels[key] = 1
            self.announcers[key] = seat
        else:
            self.levels[key] *= 2
        self.committed.add(seat)
        self.passes = 0

    def record_turn(self, seat: int, calls: list[str]) -> None:
        self.turns.append((seat, len(self.entries), len(calls)))
        self.entries.extend({"seat": seat, "call": call} for call in calls)


def random_auction(rng: random.Random, hands: list[list[str]], dealer: int) -> Auction:
    auction = Auction(hands, dealer)
    seat = auction.forehand
    while auction.passes < 3:
        auction.committed_at_turn.append(set(auction.committed))
        auction.duty_at_turn.append(auction.contract is not None and auction.trull_duty(seat))
        auction.declarers_at_turn.append({other for other in (auction.declarer, auction.partner) if other is not None})
        calls: list[str] = []
        roll = rng.random()
        bids = [game for game in GAMES if auction.can_bid(seat, game)]
        if auction.contract is None:
            game = "rufer" if "rufer" in bids and rng.random() < 0.7 else rng.choice(bids)
            auction.bid(seat, game)
            calls.append(game)
        elif bids and roll < 0.06:
            game = rng.choice(bids)
            auction.bid(seat, game)
            calls.append(game)
        duty = auction.trull_duty(seat)
        if duty:
            auction.add(seat, "kontra", ("game", DECL))
            calls.append("kontra")
        eager = 0.85 ** len(auction.turns)  # fewer additions as the auction goes on
        if (calls and rng.random() < 0.3 * eager) or (not calls and roll < 0.4 * eager):
            for _ in range(rng.randint(1, 2)):
                choices = auction.additions(seat)
                if not choices:
                    break
                weights = [0.05 if call == "valat" else 1.0 for call, _ in choices]
                call, key = rng.choices(choices, weights)[0]
                auction.add(seat, call, key)
                calls.append(call)
        if not calls:
            auction.committed.add(seat)
            auction.passes += 1
            calls.append("pass")
        auction.record_turn(seat, calls)
        seat = (seat + 1) % 4
    return auction


# -- the play -------------------------------------------------------------------------------------------------


def legal(hand: list[str], trick: list[str], farbensolo: bool, locked: bool) -> list[str]:
    if not trick:
        suit_cards = [card for card in hand if not is_tarock(card)]
        cards = suit_cards if farbensolo and suit_cards else list(hand)
    else:
        led = suit(trick[0])
        follow = [card for card in hand if suit(card) == led]
        tarocks = [card for card in hand if is_tarock(card)]
        cards = follow or tarocks or list(hand)
    if locked and "1T" in cards and len(cards) > 1:
        cards.remove("1T")
    return cards


def illegal_code(hand: list[str], trick: list[str], card: str, farbensolo: bool, locked: bool) -> str | None:
    """The engine's code for playing ``card`` (held), or None when it is legal."""
    if card in legal(hand, trick, farbensolo, locked):
        return None
    if not trick:
        return "must_lead_suit" if is_tarock(card) and farbensolo else "pagat_played_early"
    led = suit(trick[0])
    if led != "T" and any(suit(other) == led for other in hand) and suit(card) != led:
        return "must_follow_suit"
    if any(is_tarock(other) for other in hand) and not is_tarock(card):
        return "must_trump"
    return "pagat_played_early"


def winner_position(trick: list[str], farbensolo: bool) -> int:
    if not farbensolo and TRULL <= set(trick):
        return trick.index("1T")
    led = suit(trick[0])
    if not farbensolo and any(is_tarock(card) for card in trick):
        led = "T"
    return max(range(4), key=lambda position: strength(trick[position]) if suit(trick[position]) == led else -1)


@dataclass
class Play:
    tricks: list[list[str]]
    leaders: list[int]
    winners: list[int]
    hands_before: list[list[list[str]]]
    """The four hands before each trick."""
    locked_seat: int | None
    farbensolo: bool


def random_play(rng: random.Random, auction: Auction) -> Play:
    farbensolo = auction.contract == "farbensolo"
    announcer = auction.announcers.get(("pagat", DECL), auction.announcers.get(("pagat", OPP)))
    locked_seat = None if auction.valat else announcer
    hands = [list(hand) for hand in auction.hands]
    leader = auction.forehand
    play = Play([], [], [], [], locked_seat, farbensolo)
    for _ in range(10):
        play.hands_before.append([list(hand) for hand in hands])
        trick: list[str] = []
        for offset in range(4):
            seat = (leader + offset) % 4
            card = rng.choice(legal(hands[seat], trick, farbensolo, seat == locked_seat))
            hands[seat].remove(card)
            trick.append(card)
        winner = (leader + winner_position(trick, farbensolo)) % 4
        play.tricks.append(trick)
        play.leaders.append(leader)
        play.winners.append(winner)
        leader = winner
    return play


@dataclass
class Deal:
    hands: list[list[str]]
    dealer: int
    auction: Auction
    play: Play

    def record(self) -> dict[str, Any]:
        record: dict[str, Any] = {"ruleset": "zwanzigerrufen", "players": 4, "options": {}, "dealer": self.dealer,
                                  "hands": self.hands, "auction": self.auction.entries, "tricks": self.play.tricks}
        if self.auction.contract == "rufer":
            record["called_card"] = self.auction.called
        return record

    @property
    def declarers(self) -> set[int]:
        return {seat for seat in (self.auction.declarer, self.auction.partner) if seat is not None}

    def declarer_points(self) -> int:
        pairs = zip(self.play.tricks, self.play.winners, strict=True)
        return sum(sum(points(card) for card in trick) for trick, winner in pairs if winner in self.declarers)

    def summary(self) -> dict[str, Any]:
        """The deal as a score keeper would sum it up for POST /v1/scores."""
        auction, play = self.auction, self.play
        last = play.tricks[-1]
        pagat_seat = None
        if "1T" in last:
            pagat_seat = (play.leaders[-1] + last.index("1T")) % 4
        mondfang = None
        for trick, leader in zip(play.tricks, play.leaders, strict=True):
            if "21T" in trick and trick[winner_position(trick, play.farbensolo)] == "EX":
                mondfang = (leader + trick.index("21T")) % 4
        holder = [seat for seat in range(4) if TRULL <= set(self.hands[seat])]
        kings = [seat for seat in range(4) if KINGS <= set(self.hands[seat])]
        return {
            "ruleset": "zwanzigerrufen",
            "contract": auction.contract,
            "declarer": auction.declarer,
            "partner": auction.partner,
            "declarer_points": self.declarer_points(),
            "declarer_tricks": sum(1 for winner in play.winners if winner in self.declarers),
            "game_level": auction.levels[("game", DECL)],
            "announcements": [{"item": item, "party": party, "level": level, "seat": auction.announcers[(item, party)]}
                              for (item, party), level in auction.levels.items() if item != "game"],
            "pagat_last_trick": None if pagat_seat is None else {"seat": pagat_seat,
                                                                 "won": play.winners[-1] == pagat_seat},
            "trull": holder[0] if holder else None,
            "four_kings": kings[0] if kings else None,
            "mondfang": None if play.farbensolo else mondfang,
        }


def random_deal(rng: random.Random) -> Deal:
    hands = deal(rng)
    dealer = rng.randrange(4)
    auction = random_auction(rng, hands, dealer)
    return Deal(hands, dealer, auction, random_play(rng, auction))


# game, absolut (silent, announced), pagat (silent, announced), valat (silent, announced), trull, kings, mondfang
BASE: dict[str, tuple[Any, ...]] = {
    "rufer": (1, (1, 2), (1, 2), (6, 12), 1, 1, 1),
    "farbensolo": (4, (2, 4), None, (12, 24), None, 2, None),
    "solo": (4, (2, 4), (2, 4), (12, 24), 2, 2, 2),
}


def expected_value(summary: dict[str, Any]) -> int:
    """V of spec §9.2 for a summary as ``Deal.summary`` makes it, default options."""
    game, absolut, pagat, valat, trull, kings, mondfang = BASE[summary["contract"]]
    declarers = {summary["declarer"], summary["partner"]} - {None}

    def sign(seat: int) -> int:
        return 1 if seat in declarers else -1

    points = {DECL: summary["declarer_points"], OPP: 88 - summary["declarer_points"]}
    tricks = summary["declarer_tricks"]
    announced = {(entry["item"], entry["party"]): entry["level"] for entry in summary["announcements"]}
    for (item, party), level in announced.items():
        if item == "valat":
            made = tricks == (10 if party == DECL else 0)
            return int((1 if (party == DECL) == made else -1) * valat[1] * level)
    if tricks == 10:
        return int(valat[0])
    if tricks == 0:
        return -int(valat[0])
    value = (1 if points[DECL] >= 45 else -1) * game * summary["game_level"]
    absoluts = [(party, level) for (item, party), level in announced.items() if item == "absolut"]
    for party, level in absoluts:
        value += (1 if (party == DECL) == (points[party] >= 56) else -1) * absolut[1] * level
    if not absoluts:
        value += absolut[0] if points[DECL] >= 56 else -absolut[0] if points[OPP] >= 56 else 0
    last = summary["pagat_last_trick"]
    if pagat is not None:
        pagats = [(party, level) for (item, party), level in announced.items() if item == "pagat"]
        if pagats:
            party, level = pagats[0]
            made = last is not None and last["won"] and (last["seat"] in declarers) == (party == DECL)
            value += (1 if (party == DECL) == made else -1) * pagat[1] * level
        elif last is not None:
            value += sign(last["seat"]) * (1 if last["won"] else -1) * pagat[0]
    if trull is not None and summary["trull"] is not None:
        value += sign(summary["trull"]) * trull
    if summary["four_kings"] is not None:
        value += sign(summary["four_kings"]) * kings
    if mondfang is not None and summary["mondfang"] is not None:
        value -= sign(summary["mondfang"]) * mondfang
    return int(value)

"""Issue 18's readings of the seeds against a second model written here from the seeds' passages (no engine
import): seed 001's lone Petit that cuts, played out over whole generated deals; seed 000's single trump;
the called suit after an Excuse lead; and the legal plays of a petit imprenable, which must agree with
what the judge accepts."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import event, given

from .generator import DECK, EXCUSE, PETIT, PLAIN_CARDS, TRUMP, half_points, is_trump, rank_of, suit_of, trumps_in
from .property_settings import SEEDS, tarot_settings

OUDLERS = ("EX", "1T", "21T")
TARGET = {0: 56, 1: 51, 2: 41, 3: 36}


def excuse_led_suit(trick: Sequence[str], excuses: frozenset[str]) -> str | None:
    return next((suit_of(card) for card in trick if card not in excuses), None)


def model_legal(hand: Sequence[str], trick: Sequence[str], excuses: frozenset[str]) -> list[str]:
    """§6.3 with every card of ``excuses`` playing as the Excuse does (seed 000: "comme s'il s'agissait d'une
    autre excuse"): at any time, and not a trump to follow or to trump with."""
    led = excuse_led_suit(trick, excuses)
    free = [card for card in hand if card in excuses]
    if led is None:
        return list(hand)
    trumps = [card for card in hand if is_trump(card) and card not in excuses]
    top = max((rank_of(card) for card in trick if is_trump(card) and card not in excuses), default=0)
    higher = [card for card in trumps if rank_of(card) > top]
    follow = [card for card in hand if suit_of(card) == led and card not in excuses] if led != TRUMP else []
    if follow:
        allowed = follow
    elif trumps:
        allowed = higher or trumps
    else:
        allowed = [card for card in hand if card not in excuses]
    return [*allowed, *free]


# -- seed 001's lone Petit over whole deals ---------------------------------------------------------------

def deal_with_petit_sec(rng: random.Random) -> tuple[list[list[str]], list[str], int]:
    """4 players, dealer 0; one seat holds the Petit and no other trump nor the Excuse."""
    while True:
        holder = rng.randrange(4)
        plain = list(PLAIN_CARDS)
        rng.shuffle(plain)
        rest = [card for card in DECK if card != PETIT and card not in plain[:17]]
        rng.shuffle(rest)
        hands = [rest[18 * (seat - (seat > holder)):][:18] if seat != holder else [PETIT, *plain[:17]]
                 for seat in range(4)]
        dog = rest[54:]
        if sum(1 for hand in hands if trumps_in(hand) == [PETIT] and EXCUSE not in hand) == 1:
            return hands, dog, holder


def play_out_with_the_cut(rng: random.Random, hands: list[list[str]], holder: int, attack: set[int]
                          ) -> tuple[list[list[str]], list[int], int]:
    """Random legal play; each trick's winner by seed 001's reading: the lone Petit played by a holder void in
    the led plain suit cuts, and takes the trick when no other trump is played; otherwise it is an Excuse.
    Returns the tricks, their winners and the attack's half points (garde sans: the dog is the attack's,
    counted by the caller)."""
    excuses = frozenset({EXCUSE, PETIT})
    in_hand = [list(hand) for hand in hands]
    leader, tricks, winners, attack_half = 1, [], [], 0
    for index in range(18):
        trick, seats, cut = [], [(leader + offset) % 4 for offset in range(4)], False
        for seat in seats:
            allowed = model_legal(in_hand[seat], trick, excuses)
            led = excuse_led_suit(trick, excuses)
            void = led not in (None, TRUMP) and not any(suit_of(other) == led for other in in_hand[seat])
            # The holder cuts often, so that cuts taking tricks are common among the deals.
            if PETIT in allowed and not void and len(allowed) > 1 and rng.random() < 0.9:
                allowed.remove(PETIT)
            card = PETIT if void and PETIT in allowed and rng.random() < 0.7 else rng.choice(allowed)
            if card == PETIT and void:
                cut = True
            in_hand[seat].remove(card)
            trick.append(card)
        took_all = index > 0 and all((winner in attack) == (leader in attack) for winner in winners)
        trumps = [position for position, card in enumerate(trick) if is_trump(card) and (card != PETIT or cut)]
        if index == 17 and trick[0] == EXCUSE and took_all:
            position = 0  # the chelem exception
        elif trumps:
            position = max(trumps, key=lambda at: rank_of(trick[at]))
        else:
            led = excuse_led_suit(trick, excuses)
            position = max((at for at, card in enumerate(trick) if suit_of(card) == led and card not in excuses),
                           key=lambda at: rank_of(trick[at]))
        winner = seats[position]
        winning_side_attack = winner in attack
        for at, card in enumerate(trick):
            owner_attack = seats[at] in attack
            if card not in excuses or at == position:
                attack_half += half_points(card) if winning_side_attack else 0
                continue
            sides_so_far = {w in attack for w in winners} | {winning_side_attack}
            if index == 17 and sides_so_far != {owner_attack}:
                attack_half += half_points(card) if not owner_attack else 0  # FFT: changes side
            else:
                attack_half += half_points(card) if owner_attack else 0
                if owner_attack != winning_side_attack:  # the low card handed over
                    attack_half += -1 if owner_attack else 1
        tricks.append(trick)
        winners.append(winner)
        leader = winner
    return tricks, winners, attack_half


@tarot_settings(max_examples=60)
@given(seed=SEEDS)
def test_seed_001_lone_petit_over_whole_deals(adjudicate, seed):
    rng = random.Random(seed)
    hands, dog, holder = deal_with_petit_sec(rng)
    taker = 1
    tricks, winners, trick_half = play_out_with_the_cut(rng, hands, holder, {taker})
    record = {"players": 4, "dealer": 0, "hands": hands, "dog": dog,
              "auction": [{"seat": 1, "call": "garde_sans"}, {"seat": 2, "call": "pass"},
                          {"seat": 3, "call": "pass"}, {"seat": 0, "call": "pass"}],
              "tricks": tricks, "options": {"petit_sec": "excuse_that_cuts"}}
    verdict = adjudicate(record)
    assert verdict["legal"] and verdict["status"] == "complete", verdict["violations"]
    assert [trick["winner"] for trick in verdict["tricks"]] == winners
    attack_half = trick_half + sum(half_points(card) for card in dog)
    assert verdict["result"]["attack_points"] * 2 == attack_half
    assert sum(verdict["score"]["deltas"]) == 0
    event("the Petit took a trick by a cut" if any(
        trick[(winner - trick_leader) % 4] == PETIT
        for trick, winner, trick_leader in zip(tricks, winners, [1, *winners[:-1]], strict=True)) else "no cut won")


# -- seed 000's single trump, read literally ------------------------------------------------------------------

@tarot_settings(max_examples=200)
@given(seed=SEEDS)
def test_any_single_trump_annuls_the_deal_literally(adjudicate, seed):
    rng = random.Random(seed)
    players = rng.choice([3, 4, 5])
    sizes = {3: (24, 6), 4: (18, 6), 5: (15, 3)}[players]
    deck = list(DECK)
    rng.shuffle(deck)
    if rng.random() < 0.5:  # make a lone trump likely: one seat gets one trump-like card and plain cards
        lone = rng.choice([*(f"{n}T" for n in range(2, 22)), EXCUSE])
        plain = [card for card in deck if card in PLAIN_CARDS][: sizes[0] - 1]
        deck = [lone, *plain, *(card for card in deck if card != lone and card not in plain)]
    hands = [deck[seat * sizes[0]:(seat + 1) * sizes[0]] for seat in range(players)]
    dog = deck[players * sizes[0]:]
    trump_like = [[card for card in hand if is_trump(card) or card == EXCUSE] for hand in hands]
    petit_sec = any(cards == [PETIT] for cards in trump_like)
    single = any(len(cards) == 1 for cards in trump_like)
    record = {"players": players, "dealer": 0, "hands": hands, "dog": dog}
    literal = adjudicate({**record, "options": {"lone_trump_annuls": "any_trump"}})
    assert (literal["status"] == "annulled") == single
    assert (adjudicate(record)["status"] == "annulled") == petit_sec


# -- the called suit after an Excuse lead, and a petit imprenable, in legal plays -----------------------------

@tarot_settings(max_examples=300)
@given(seed=SEEDS)
def test_legal_plays_with_a_petit_imprenable_and_the_seeds_called_suit(legal_plays, seed):
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hand, rest = deck[: rng.randint(1, 15)], deck[15:]
    imprenable = rng.random() < 0.6
    excuses = frozenset({EXCUSE, PETIT}) if imprenable else frozenset({EXCUSE})
    trick = rest[: rng.randint(0, 4)]
    if rng.random() < 0.3 and EXCUSE not in hand:
        trick = [EXCUSE, *[card for card in trick if card != EXCUSE][:3]]
    position = {"players": 5, "hand": hand, "trick": trick, "petit_imprenable": imprenable,
                "options": {"petit_sec": "imprenable", "called_suit_first_lead": "lead_only"}}
    allowed = model_legal(hand, trick, excuses)
    if rng.random() < 0.5:
        called = rng.choice(["KS", "KH", "KD", "KC"])
        position.update(called_card=called, first_trick=True)
        if not trick:  # the seeds bind the leader only
            if not any(suit_of(card) != suit_of(called) for card in hand if card not in excuses):
                return  # only called-suit cards to lead with: the rules do not say
            allowed = [card for card in allowed if suit_of(card) != suit_of(called) or card == called
                       or card in excuses]
    answer = legal_plays(position)
    assert sorted(answer["legal_cards"]) == sorted(allowed), (hand, trick)
    assert sorted(entry["card"] for entry in answer["illegal"]) == sorted(set(hand) - set(allowed))


@tarot_settings(max_examples=40)
@given(seed=SEEDS)
def test_a_petit_imprenable_position_answers_what_the_judge_accepts(adjudicate, legal_plays, seed):
    """Every card the judge accepted in a deal played on with a lone Petit (seed 001's, which plays as the
    Excuse does, and cuts) is a legal card of that position, and every legal card of the position is one the
    judge would accept there."""
    rng = random.Random(seed)
    hands, dog, holder = deal_with_petit_sec(rng)
    tricks, _, _ = play_out_with_the_cut(rng, hands, holder, {1})
    in_hand = [list(hand) for hand in hands]
    leader = 1
    record = {"players": 4, "dealer": 0, "hands": hands, "dog": dog,
              "auction": [{"seat": 1, "call": "garde_sans"}, {"seat": 2, "call": "pass"},
                          {"seat": 3, "call": "pass"}, {"seat": 0, "call": "pass"}],
              "options": {"petit_sec": "excuse_that_cuts"}}
    verdict = adjudicate({**record, "tricks": tricks})
    assert verdict["legal"]
    index = rng.randrange(18)
    for done in verdict["tricks"][:index]:
        for at, card in enumerate(done["cards"]):
            in_hand[(done["leader"] + at) % 4].remove(card)
    leader = verdict["tricks"][index]["leader"]
    cards = verdict["tricks"][index]["cards"]
    at = rng.randrange(4)
    seat = (leader + at) % 4
    answer = legal_plays({"players": 4, "hand": in_hand[seat], "trick": cards[:at], "petit_imprenable": True,
                          "options": {"petit_sec": "excuse_that_cuts"}})
    assert cards[at] in answer["legal_cards"]
    for card in answer["legal_cards"]:
        tried = [list(trick["cards"]) for trick in verdict["tricks"][:index]] + [[*cards[:at], card]]
        judged = adjudicate({**record, "tricks": tried})
        assert judged["legal"], (card, judged["violations"])


# -- the dog's cards anywhere in the pack (seed 002) ---------------------------------------------------------

@tarot_settings(max_examples=150)
@given(seed=SEEDS)
def test_dog_cards_anywhere_in_the_pack(adjudicate, seed):
    """A 4-player deal in 24 packets of 3 round the table, the 6 dog cards put aside one at a time between
    packets, before the first and after the last included: seed 002's dealer (``anywhere``) never faults; the
    FFT flags the dog cards that are the pack's first or last card, seed 000 those among its first or last
    three."""
    rng = random.Random(seed)
    pack = list(DECK)
    rng.shuffle(pack)
    gaps = [rng.randrange(25) for _ in range(6)]  # gap g: after g packets
    if rng.random() < 0.5:
        gaps[0] = 0
    if rng.random() < 0.5:
        gaps[1] = 24
    gaps.sort()
    hands: list[list[str]] = [[], [], [], []]
    dog: list[str] = []
    sequence: list[dict] = []
    dog_places: list[int] = []
    cards = iter(pack)
    place = 0
    for packet_index in range(25):
        for _ in range(gaps.count(packet_index)):
            card = next(cards)
            sequence.append({"to": "dog", "cards": [card]})
            dog.append(card)
            dog_places.append(place)
            place += 1
        if packet_index < 24:
            seat = (1 + packet_index) % 4
            packet = [next(cards) for _ in range(3)]
            sequence.append({"to": seat, "cards": packet})
            hands[seat] += packet
            place += 3
    record = {"players": 4, "dealer": 0, "hands": hands, "dog": dog, "deal_sequence": sequence}

    def pack_end_faults(options: dict) -> int:
        verdict = adjudicate({**record, "options": options})
        assert {violation["code"] for violation in verdict["violations"]} <= {"dog_card_at_pack_end"}
        return len(verdict["violations"])

    assert pack_end_faults({"dog_placement": "anywhere"}) == 0
    assert pack_end_faults({}) == sum(1 for at in dog_places if at in (0, 77))
    assert pack_end_faults({"dog_placement": "not_first_or_last_three"}) == sum(
        1 for at in dog_places if at < 3 or at > 74)
    event("a dog card at the pack's end" if {0, 77} & set(dog_places) else "the ends dealt to players")

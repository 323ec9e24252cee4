"""One-rule mutations of generated legal hands, each with the violation it must produce first.

Every mutation changes ONE thing in a legal record so that exactly one rule breaks, and says which
violation the verdict must list first (code, phase, seat, trick, card, pointer). Most of them also cut
the record right after the mutated item (records may stop anywhere: docs/contract.md §4), so the broken rule
is the only one; ``revoke_swap`` keeps the whole record to check that the first violation is still the
ruling when later play goes wrong too. Each mutation also returns the same record *without* the
mutation (the control): it must be legal, so the violation is the mutation's doing.

A mutation returns ``None`` when the generated hand offers no place for it; the tests then draw the
next hand. Built on ``generator`` only (no engine import).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .generator import (
    CONTRACTS,
    EXCUSE,
    PETIT,
    POIGNEE_SIZES,
    SUITS,
    TRUMP,
    TWENTY_ONE,
    GeneratedHand,
    Play,
    fault_of,
    generate_hand,
    is_king,
    is_petit_sec,
    is_plain,
    is_trump,
    led_suit,
    option,
    rank_of,
    suit_of,
    trumps_in,
)

PHASES = ("auction", "called_card", "discard", "declarations", "tricks")


@dataclass
class Mutation:
    record: dict[str, Any]
    control: dict[str, Any]
    code: str
    phase: str
    seat: int | None
    pointer: str
    trick: int | None = None
    card: str | None = None
    pointer_is_prefix: bool = False  # the exact sub-pointer (which card of a list) is not asserted
    only_violation: bool = True  # the record is cut right after the mutation


RECORD_KEY = {"auction": "auction", "call": "called_card", "discard": "discard", "declaration": "declarations"}


def with_the_rest(mutation: Mutation, original: dict[str, Any]) -> Mutation:
    """The same mutation with the original record's later phases put back (up to the last trick): the
    record then breaks further rules downstream, and the mutated one must still come first."""
    later = PHASES[PHASES.index(RECORD_KEY[mutation.phase]) + 1:]
    record = copy.deepcopy(mutation.record)
    for key in later:
        if key in original:
            record[key] = copy.deepcopy(original[key])
    return Mutation(record, copy.deepcopy(original), mutation.code, mutation.phase, mutation.seat,
                    mutation.pointer, mutation.trick, mutation.card, mutation.pointer_is_prefix, only_violation=False)


def prefix(record: dict[str, Any], through: str) -> dict[str, Any]:
    """The record as it stood once phase ``through`` was recorded (later phases dropped)."""
    keep = PHASES[: PHASES.index(through) + 1]
    return {key: copy.deepcopy(value) for key, value in record.items() if key not in PHASES or key in keep}


def _cut_at(hand: GeneratedHand, play: Play, card: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(mutated, control): the tricks stop right after ``play``, with ``card`` in its place."""
    record = prefix(hand.record, "tricks")
    tricks = record["tricks"][: play.trick]
    control = copy.deepcopy(record)
    control["tricks"] = [*tricks, [*play.trick_before, play.card]]
    record["tricks"] = [*tricks, [*play.trick_before, card]]
    return record, control


def _play_mutation(code: str, pick: Callable[[Play, random.Random], str | None]):
    def mutate(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
        if hand.expected.status != "complete":
            return None
        candidates = []
        for play in hand.plays:
            card = pick(play, rng)
            if card is not None:
                candidates.append((play, card))
        if not candidates:
            return None
        play, card = rng.choice(candidates)
        record, control = _cut_at(hand, play, card)
        return Mutation(record, control, code, "play", play.seat, f"/tricks/{play.trick}/{play.position}",
                        trick=play.trick, card=card)

    return mutate


def _others_of(play: Play, code: str, rng: random.Random, want: Callable[[str], bool]) -> str | None:
    """A card the seat held at that moment, of the wanted kind, whose play would break rule ``code``."""
    options = [c for c in play.hand_before if c != play.card and c != EXCUSE and want(c)
               and fault_of(play.hand_before, play.trick_before, c) == code]
    return rng.choice(options) if options else None


def _revoke(play: Play, rng: random.Random) -> str | None:
    led = led_suit(play.trick_before)
    if led is None or led == TRUMP:
        return None
    return _others_of(play, "must_follow_suit", rng, lambda c: suit_of(c) != led)


def _no_trump_when_void(play: Play, rng: random.Random) -> str | None:
    led = led_suit(play.trick_before)
    if led is None or led == TRUMP:
        return None
    return _others_of(play, "must_trump", rng, is_plain)


def _undertrump(play: Play, rng: random.Random) -> str | None:
    top = max((rank_of(c) for c in play.trick_before if is_trump(c)), default=0)
    if top == 0:
        return None
    return _others_of(play, "must_overtrump", rng, lambda c: is_trump(c) and rank_of(c) < top)


revoke = _play_mutation("must_follow_suit", _revoke)
must_trump = _play_mutation("must_trump", _no_trump_when_void)
must_overtrump = _play_mutation("must_overtrump", _undertrump)


def revoke_swap(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A revoke made by swapping two of one seat's cards: the record stays complete (later play then
    goes wrong in other ways too), and the revoke must still be the first violation."""
    if hand.expected.status != "complete":
        return None
    candidates = []
    for play in hand.plays:
        led = led_suit(play.trick_before)
        if led is None or led == TRUMP or suit_of(play.card) != led:
            continue
        for later in hand.plays:
            if (later.seat == play.seat and later.trick > play.trick and later.card != EXCUSE
                    and suit_of(later.card) != led):
                candidates.append((play, later))
    if not candidates:
        return None
    play, later = rng.choice(candidates)
    record = prefix(hand.record, "tricks")
    record["tricks"][play.trick][play.position] = later.card
    record["tricks"][later.trick][later.position] = play.card
    return Mutation(record, prefix(hand.record, "tricks"), "must_follow_suit", "play", play.seat,
                    f"/tricks/{play.trick}/{play.position}", trick=play.trick, card=later.card,
                    only_violation=False)


def card_not_held(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A card nobody holds at that moment (already played, in the écart, or in an unseen dog).

    A card another seat still holds is avoided on purpose: it could as well be read as that seat
    playing out of turn, so its expected code would be a matter of taste."""
    if hand.expected.status != "complete":
        return None
    record = hand.record
    gone = list(record.get("discard") or ())
    if hand.expected.contract in ("garde_sans", "garde_contre"):
        gone += record["dog"]
    played: list[str] = []
    candidates = []
    for play in hand.plays:
        pool = [c for c in gone + played if c != EXCUSE]
        if pool:
            candidates.append((play, rng.choice(pool)))
        played.append(play.card)
    if not candidates:
        return None
    play, card = rng.choice(candidates)
    mutated, control = _cut_at(hand, play, card)
    return Mutation(mutated, control, "card_not_held", "play", play.seat, f"/tricks/{play.trick}/{play.position}",
                    trick=play.trick, card=card)


def wrong_first_leader(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """The first card of the deal comes from a seat other than the one the rules make lead."""
    if hand.expected.status != "complete":
        return None
    first = hand.plays[0]
    others = [c for seat, cards in enumerate(hand.hands_at_play) if seat != first.seat for c in cards
              if c != EXCUSE]
    card = rng.choice(others)
    mutated, control = _cut_at(hand, first, card)
    return Mutation(mutated, control, "wrong_first_leader", "play", first.seat, "/tricks/0/0", trick=0, card=card)


def called_suit_first_lead(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """5 players: the first lead of the deal in the called suit, with another card than the called one."""
    called = hand.record.get("called_card")
    if called is None or hand.expected.status != "complete":
        return None
    if option(hand.record, "called_suit_first_lead") != "forbidden":
        return None
    first = hand.plays[0]
    options = [c for c in first.hand_before if suit_of(c) == suit_of(called) and c != called]
    if not options:
        return None
    card = rng.choice(options)
    mutated, control = _cut_at(hand, first, card)
    return Mutation(mutated, control, "called_suit_first_lead", "play", first.seat, "/tricks/0/0", trick=0, card=card)


def called_suit_after_excuse_lead(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """5 players, Excuse led to the first trick: the next card sets the suit, so the ban applies to it
    (the rules' default reading, §4.3)."""
    called = hand.record.get("called_card")
    if called is None or hand.expected.status != "complete":
        return None
    if option(hand.record, "called_suit_first_lead") != "forbidden":
        return None
    if any(d["type"] == "chelem" for d in hand.record["declarations"]):
        return None  # an announcer must keep the Excuse for the last trick
    first, second = hand.plays[0], hand.plays[1]
    if EXCUSE not in first.hand_before:
        return None
    options = [c for c in second.hand_before if suit_of(c) == suit_of(called) and c != called]
    alternatives = [c for c in second.hand_before if c != EXCUSE and suit_of(c) != suit_of(called)]
    if not options or not alternatives:
        return None
    record = prefix(hand.record, "tricks")
    record["tricks"] = [[EXCUSE, rng.choice(options)]]
    control = copy.deepcopy(record)
    control["tricks"] = [[EXCUSE, rng.choice(alternatives)]]
    return Mutation(record, control, "called_suit_first_lead", "play", second.seat, "/tricks/0/1", trick=0,
                    card=record["tricks"][0][1])


def announcer_plays_excuse_early(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """The taker announced a chelem and holds the Excuse: he must play it to the last trick (rules §3.2).
    Here he plays it earlier (always a legal card otherwise), and the record stops there."""
    if hand.expected.status != "complete":
        return None
    if not any(d["type"] == "chelem" for d in hand.record["declarations"]):
        return None
    taker = hand.expected.taker
    early = [play for play in hand.plays if play.seat == taker and EXCUSE in play.hand_before
             and play.card != EXCUSE]
    if not early:
        return None
    play = rng.choice(early)
    mutated, control = _cut_at(hand, play, EXCUSE)
    return Mutation(mutated, control, "chelem_excuse_not_last", "play", taker,
                    f"/tricks/{play.trick}/{play.position}", trick=play.trick, card=EXCUSE)


def record_goes_on_after_all_passed(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """Every player passed, yet the record goes on with play: nothing may follow a thrown-in deal."""
    if hand.expected.status != "all_passed":
        return None
    record = copy.deepcopy(hand.record)
    first = (record["dealer"] + 1) % record["players"]
    record["tricks"] = [[rng.choice(record["hands"][first])]]
    return Mutation(record, copy.deepcopy(hand.record), "played_after_annulment", "play", None, "/tricks",
                    pointer_is_prefix=True)


def chelem_announced_but_wrong_leader(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """The taker announces a chelem, so he leads (rules §3.2), yet the record's first trick is still led
    by the seat after the dealer."""
    if hand.expected.status != "complete" or hand.plays[0].seat == hand.expected.taker:
        return None
    control = prefix(hand.record, "tricks")
    control["tricks"] = [[hand.plays[0].card]]
    record = copy.deepcopy(control)
    record["declarations"].insert(0, {"seat": hand.expected.taker, "type": "chelem"})
    return Mutation(record, control, "wrong_first_leader", "play", hand.expected.taker, "/tricks/0/0",
                    trick=0, card=hand.plays[0].card)


def trick_size(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A trick that is not the record's last one lacks a card (or has one too many)."""
    if hand.expected.status != "complete":
        return None
    tricks = hand.record["tricks"]
    index = rng.randrange(len(tricks) - 1)
    record = prefix(hand.record, "tricks")
    control = prefix(hand.record, "tricks")
    record["tricks"] = record["tricks"][: index + 2]
    control["tricks"] = control["tricks"][: index + 2]
    if rng.random() < 0.5:
        record["tricks"][index].pop()
    else:
        record["tricks"][index].append(record["tricks"][index + 1][0])
    return Mutation(record, control, "trick_size", "play", None, f"/tricks/{index}", trick=index,
                    pointer_is_prefix=True, only_violation=False)


# -- auction -----------------------------------------------------------------------------------------

_LEVEL = {"pass": 0, "petite": 1, "prise": 1, "garde": 2, "garde_sans": 3, "garde_contre": 4}


def bid_not_higher(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    auction = hand.record["auction"]
    spots = []
    best = 0
    for index, entry in enumerate(auction):
        if best > 0:
            spots.append((index, best))
        best = max(best, _LEVEL[entry["call"]])
    if not spots:
        return None
    index, best = rng.choice(spots)
    record = prefix(hand.record, "auction")
    control = prefix(hand.record, "auction")
    record["auction"][index]["call"] = CONTRACTS[rng.randrange(best)]
    return Mutation(record, control, "bid_not_higher", "auction", auction[index]["seat"], f"/auction/{index}",
                    pointer_is_prefix=True)


def bid_out_of_turn(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """Two neighbouring calls swapped, where the call moved forward would have been fine in its place
    (a pass, or a bid above everything before it): only the turn is wrong."""
    auction = hand.record["auction"]
    spots = []
    for index in range(len(auction) - 1):
        best = max((_LEVEL[e["call"]] for e in auction[:index]), default=0)
        moved = _LEVEL[auction[index + 1]["call"]]
        if moved == 0 or moved > best:
            spots.append(index)
    if not spots:
        return None
    index = rng.choice(spots)
    record = prefix(hand.record, "auction")
    record["auction"][index], record["auction"][index + 1] = record["auction"][index + 1], record["auction"][index]
    return Mutation(record, prefix(hand.record, "auction"), "bid_out_of_turn", "auction",
                    auction[index + 1]["seat"], f"/auction/{index}", pointer_is_prefix=True, only_violation=False)


def spoke_twice(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A seat that already spoke calls again (a pass) after the round: every seat speaks exactly once."""
    auction = hand.record["auction"]
    seat = rng.choice(auction)["seat"]
    record = prefix(hand.record, "auction")
    record["auction"].append({"seat": seat, "call": "pass"})
    return Mutation(record, prefix(hand.record, "auction"), "spoke_twice", "auction", seat,
                    f"/auction/{len(auction)}", pointer_is_prefix=True)


# -- 5-player call -------------------------------------------------------------------------------------


def called_card_not_allowed(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A queen (or lower honour) called by a taker who does not hold the four cards of every higher rank."""
    if hand.record.get("called_card") is None:
        return None
    taker = hand.expected.taker
    cards = hand.record["hands"][taker]
    order = ("K", "Q", "C", "J")
    allowed_rank = next(rank for rank in order if sum(rank + s in cards for s in SUITS) < 4)
    lower = [rank + suit for rank in order[order.index(allowed_rank) + 1:] for suit in SUITS]
    others = ["7" + rng.choice(SUITS), "1" + rng.choice(SUITS), rng.choice(["1T", "14T", "21T"]), EXCUSE]
    card = rng.choice(lower) if lower and rng.random() < 0.7 else rng.choice(others)
    record = prefix(hand.record, "called_card")
    record["called_card"] = card
    return Mutation(record, prefix(hand.record, "called_card"), "called_card_not_allowed", "call", taker,
                    "/called_card", card=card)


def called_card_missing(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """5 players: the record goes on to the écart without naming the called card."""
    if hand.record.get("called_card") is None or "discard" not in hand.record:
        return None
    control = prefix(hand.record, "discard")
    record = copy.deepcopy(control)
    del record["called_card"]
    return Mutation(record, control, "called_card_missing", "call", hand.expected.taker, "/called_card",
                    only_violation=False)


# -- écart ---------------------------------------------------------------------------------------------


def _discard_mutation(code: str, replacement: Callable[[GeneratedHand, list[str], list[str]], list[str]]):
    def mutate(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
        record = hand.record
        if "discard" not in record or hand.expected.status != "complete":
            return None
        taker = hand.expected.taker
        cards = list(record["hands"][taker]) + list(record["dog"])
        options = [c for c in replacement(hand, cards, record["discard"]) if c != record.get("called_card")]
        if not options:
            return None
        mutated = prefix(record, "discard")
        # Replace a forced trump when there is one (the rest of the écart then stays a legal one);
        # otherwise any card (for an unforced trump: a plain card, so a plain card stays undiscarded).
        forced = [i for i, c in enumerate(mutated["discard"]) if is_trump(c)]
        if code == "discard_trump_not_forced":
            forced = []
        index = rng.choice(forced) if forced else rng.randrange(len(mutated["discard"]))
        card = rng.choice(options)
        mutated["discard"][index] = card
        return Mutation(mutated, prefix(record, "discard"), code, "discard", taker, "/discard", card=card,
                        pointer_is_prefix=True)

    return mutate


discard_king = _discard_mutation(
    "discard_king", lambda hand, cards, discard: [c for c in cards if is_king(c)])
discard_oudler = _discard_mutation(
    "discard_oudler", lambda hand, cards, discard: [c for c in cards if c in (PETIT, TWENTY_ONE, EXCUSE)])


def _unforced_trumps(hand: GeneratedHand, cards: list[str], discard: list[str]) -> list[str]:
    plain = [c for c in cards if is_plain(c) and not is_king(c)]
    if len(plain) < len(discard) or any(is_trump(c) for c in discard):
        return []  # trumps were forced: not this mutation's case
    return [c for c in cards if is_trump(c) and c not in (PETIT, TWENTY_ONE)]


discard_trump_not_forced = _discard_mutation("discard_trump_not_forced", _unforced_trumps)
discard_not_held = _discard_mutation(
    "discard_not_held",
    lambda hand, cards, discard: [c for h in hand.record["hands"] for c in h
                                  if c not in cards and is_plain(c) and not is_king(c)],
)


def discard_size(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    record = hand.record
    if "discard" not in record or hand.expected.status != "complete":
        return None
    taker = hand.expected.taker
    mutated = prefix(record, "discard")
    if rng.random() < 0.5:
        # Drop a forced trump when there is one, so the rest still holds every plain card it must.
        forced = [i for i, c in enumerate(mutated["discard"]) if is_trump(c)]
        del mutated["discard"][rng.choice(forced) if forced else rng.randrange(len(mutated["discard"]))]
    else:
        cards = list(record["hands"][taker]) + list(record["dog"])
        spare = [c for c in cards if is_plain(c) and not is_king(c) and c not in record["discard"]
                 and c != record.get("called_card")]
        if not spare:
            return None
        mutated["discard"].append(rng.choice(spare))
    return Mutation(mutated, prefix(record, "discard"), "discard_size", "discard", taker, "/discard")


def discard_not_allowed(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """An écart with a garde sans or a garde contre, whose dog nobody sees."""
    if hand.expected.contract not in ("garde_sans", "garde_contre"):
        return None
    taker = hand.expected.taker
    control = prefix(hand.record, "discard")
    record = copy.deepcopy(control)
    plain = [c for c in hand.record["hands"][taker] if is_plain(c) and not is_king(c)
             and c != hand.record.get("called_card")]
    size = len(hand.record["dog"])
    if len(plain) < size:
        return None
    record["discard"] = rng.sample(plain, size)
    return Mutation(record, control, "discard_not_allowed", "discard", taker, "/discard", pointer_is_prefix=True)


# -- declarations ----------------------------------------------------------------------------------------


def _declaration_base(hand: GeneratedHand) -> dict[str, Any] | None:
    if hand.expected.status != "complete":
        return None
    record = prefix(hand.record, "declarations")
    record["declarations"] = []
    return record


def _add(record: dict[str, Any], declaration: dict[str, Any]) -> dict[str, Any]:
    mutated = copy.deepcopy(record)
    mutated["declarations"].append(declaration)
    return mutated


def poignee_size(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    base = _declaration_base(hand)
    if base is None:
        return None
    players = hand.record["players"]
    seat = rng.randrange(players)
    trumps = trumps_in(hand.hands_at_play[seat])
    sizes = [n for n in range(1, len(trumps) + 1) if n not in POIGNEE_SIZES[players]]
    if not sizes:
        return None
    shown = sorted(rng.sample(trumps, rng.choice(sizes)), key=rank_of, reverse=True)
    legal = _show_exact(hand, seat, rng)
    control = _add(base, legal) if legal else base
    return Mutation(_add(base, {"seat": seat, "type": "poignee", "cards": shown}), control, "poignee_size",
                    "declaration", seat, "/declarations/0", pointer_is_prefix=True)


def _show_exact(hand: GeneratedHand, seat: int, rng: random.Random) -> dict[str, Any] | None:
    """A legal poignée of ``seat`` when it has enough trumps (for the control record)."""
    trumps = trumps_in(hand.hands_at_play[seat])
    sizes = [n for n in POIGNEE_SIZES[hand.record["players"]] if n <= len(trumps)]
    if not sizes:
        return None
    return {"seat": seat, "type": "poignee", "cards": rng.sample(trumps, rng.choice(sizes))}


def _trumpiest(hand: GeneratedHand, rng: random.Random) -> int:
    counts = [len(trumps_in(cards)) for cards in hand.hands_at_play]
    return rng.choice([seat for seat, count in enumerate(counts) if count == max(counts)])


def poignee_not_held(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A poignée of exactly the threshold size, one of whose trumps another seat holds."""
    base = _declaration_base(hand)
    if base is None:
        return None
    players = hand.record["players"]
    seat = _trumpiest(hand, rng)
    mine = trumps_in(hand.hands_at_play[seat])
    theirs = [c for s, cards in enumerate(hand.hands_at_play) if s != seat for c in trumps_in(cards)]
    size = POIGNEE_SIZES[players][0]
    if not theirs or len(mine) < size - 1:
        return None
    foreign = rng.choice(theirs)
    shown = [*rng.sample(mine, size - 1), foreign]
    control = _add(base, {"seat": seat, "type": "poignee", "cards": rng.sample(mine, size)}) \
        if len(mine) >= size else base
    return Mutation(_add(base, {"seat": seat, "type": "poignee", "cards": shown}), control, "poignee_not_held",
                    "declaration", seat, "/declarations/0", card=foreign, pointer_is_prefix=True)


def poignee_not_trump(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """A poignée of the threshold size that includes a plain card the player holds."""
    base = _declaration_base(hand)
    if base is None:
        return None
    players = hand.record["players"]
    seat = _trumpiest(hand, rng)
    cards = hand.hands_at_play[seat]
    trumps = trumps_in(cards)
    size = POIGNEE_SIZES[players][0]
    plain_cards = [c for c in cards if is_plain(c)]
    if len(trumps) < size - 1 or not plain_cards:
        return None
    plain = rng.choice(plain_cards)
    shown = [*rng.sample(trumps, size - 1), plain]
    control = _add(base, {"seat": seat, "type": "poignee", "cards": rng.sample(trumps, size)}) \
        if len(trumps) >= size else base
    return Mutation(_add(base, {"seat": seat, "type": "poignee", "cards": shown}), control, "poignee_not_trump",
                    "declaration", seat, "/declarations/0", card=plain, pointer_is_prefix=True)


def poignee_excuse_with_trumps(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """The Excuse shown in a poignée by a player who keeps a trump back (rules §5.1).

    The record stops before the play, so the deal may be rearranged among the taker's opponents (never
    the taker, whose écart must stay legal) to give one of them the threshold's trumps and the Excuse."""
    base = _declaration_base(hand)
    if base is None:
        return None
    players = hand.record["players"]
    taker = hand.expected.taker
    size = rng.choice(POIGNEE_SIZES[players])
    seat = rng.choice([s for s in range(players) if s != taker])
    donors = [s for s in range(players) if s not in (taker, seat)]
    hands = base["hands"]
    for card in [EXCUSE, *[c for c in ("1T", *[f"{n}T" for n in range(2, 22)])]]:
        if len(trumps_in(hands[seat])) >= size and EXCUSE in hands[seat]:
            break
        if card in hands[seat] or not any(card in hands[d] for d in donors):
            continue
        donor = next(d for d in donors if card in hands[d])
        spare = [c for c in hands[seat] if is_plain(c)]
        if not spare:
            return None
        give = rng.choice(spare)
        hands[donor][hands[donor].index(card)] = give
        hands[seat][hands[seat].index(give)] = card
    if len(trumps_in(hands[seat])) < size or EXCUSE not in hands[seat] or any(is_petit_sec(h) for h in hands):
        return None
    trumps = trumps_in(hands[seat])
    shown = [*sorted(rng.sample(trumps, size - 1), key=rank_of, reverse=True), EXCUSE]
    control = _add(base, {"seat": seat, "type": "poignee", "cards": rng.sample(trumps, size)})
    return Mutation(_add(base, {"seat": seat, "type": "poignee", "cards": shown}), control,
                    "poignee_excuse_with_trumps", "declaration", seat, "/declarations/0", pointer_is_prefix=True)


def poignee_with_the_unseen_dog(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    """Garde sans/contre: the dog is never the taker's hand, so a trump of the dog cannot be shown.

    The record stops before the play, so the deal is rearranged to make the case: the dog gets a trump
    and the taker enough trumps, taken from the defenders (never a king out of the taker's hand, so his
    call stays allowed)."""
    if hand.expected.contract not in ("garde_sans", "garde_contre"):
        return None
    base = _declaration_base(hand)
    if base is None:
        return None
    taker = hand.expected.taker
    hands, dog = base["hands"], base["dog"]
    size = POIGNEE_SIZES[hand.record["players"]][0]
    defenders = [s for s in range(len(hands)) if s != taker]

    def swap(pile: list[str], card: str, other: list[str], replacement: str) -> None:
        pile[pile.index(card)] = replacement
        other[other.index(replacement)] = card

    if not trumps_in(dog):
        donors = [s for s in defenders if trumps_in(hands[s])]
        if not donors:
            return None
        donor = rng.choice(donors)
        swap(dog, rng.choice([c for c in dog if not is_trump(c)]), hands[donor], rng.choice(trumps_in(hands[donor])))
    while len(trumps_in(hands[taker])) < size - 1:
        donors = [s for s in defenders if trumps_in(hands[s])]
        spare = [c for c in hands[taker] if is_plain(c) and not is_king(c)]
        if not donors or not spare:
            return None
        donor = rng.choice(donors)
        swap(hands[taker], rng.choice(spare), hands[donor], rng.choice(trumps_in(hands[donor])))
    if any(is_petit_sec(h) for h in hands):
        return None
    mine = trumps_in(hands[taker])
    foreign = rng.choice(trumps_in(dog))
    shown = [*rng.sample(mine, size - 1), foreign]
    control = _add(base, {"seat": taker, "type": "poignee", "cards": rng.sample(mine, size)}) \
        if len(mine) >= size else base
    return Mutation(_add(base, {"seat": taker, "type": "poignee", "cards": shown}), control, "poignee_not_held",
                    "declaration", taker, "/declarations/0", card=foreign, pointer_is_prefix=True)


def chelem_not_taker(hand: GeneratedHand, rng: random.Random) -> Mutation | None:
    base = _declaration_base(hand)
    if base is None:
        return None
    taker = hand.expected.taker
    seat = rng.choice([s for s in range(hand.record["players"]) if s != taker])
    return Mutation(_add(base, {"seat": seat, "type": "chelem"}), base, "chelem_not_taker", "declaration", seat,
                    "/declarations/0", pointer_is_prefix=True)


MUTATIONS: dict[str, Callable[[GeneratedHand, random.Random], Mutation | None]] = {
    "revoke": revoke,
    "revoke_swap": revoke_swap,
    "must_trump": must_trump,
    "must_overtrump": must_overtrump,
    "card_not_held": card_not_held,
    "wrong_first_leader": wrong_first_leader,
    "bid_not_higher": bid_not_higher,
    "bid_out_of_turn": bid_out_of_turn,
    "spoke_twice": spoke_twice,
    "discard_king": discard_king,
    "discard_oudler": discard_oudler,
    "discard_trump_not_forced": discard_trump_not_forced,
    "discard_not_held": discard_not_held,
    "discard_size": discard_size,
    "poignee_size": poignee_size,
    "poignee_not_held": poignee_not_held,
    "poignee_not_trump": poignee_not_trump,
    "poignee_excuse_with_trumps": poignee_excuse_with_trumps,
    "chelem_not_taker": chelem_not_taker,
    "announcer_plays_excuse_early": announcer_plays_excuse_early,
    "chelem_announced_but_wrong_leader": chelem_announced_but_wrong_leader,
    "trick_size": trick_size,
    "discard_not_allowed": discard_not_allowed,
    "poignee_with_the_unseen_dog": poignee_with_the_unseen_dog,
    "record_goes_on_after_all_passed": record_goes_on_after_all_passed,
}

FIVE_PLAYER_MUTATIONS: dict[str, Callable[[GeneratedHand, random.Random], Mutation | None]] = {
    "called_suit_first_lead": called_suit_first_lead,
    "called_suit_after_excuse_lead": called_suit_after_excuse_lead,
    "called_card_not_allowed": called_card_not_allowed,
    "called_card_missing": called_card_missing,
}


def one_record_per_mutation() -> list[tuple[str, dict[str, Any]]]:
    """For every mutation at 4 and 3 players, and every 5-player one, the first generated deal it applies to
    (seeded by its name, so always the same), mutated: ("name-players", the record)."""
    records = []
    for mutations, players in ((MUTATIONS, 4), (MUTATIONS, 3), (FIVE_PLAYER_MUTATIONS, 5)):
        for name, mutate in mutations.items():
            rng = random.Random(f"{name}-{players}")
            for _ in range(30):
                mutation = mutate(generate_hand(rng, players), rng)
                if mutation is not None:
                    records.append((f"{name}-{players}", mutation.record))
                    break
    return records


__all__ = ["FIVE_PLAYER_MUTATIONS", "MUTATIONS", "Mutation", "one_record_per_mutation", "prefix", "with_the_rest"]

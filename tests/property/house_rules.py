"""The house rules (issue 3) in my own model: random option combinations on top of the FFT generator,
and the score each combination gives, written from the option descriptions (GET /v1/rulesets,
openapi.yaml) and docs/french-tarot.md — not from the engine (nothing here imports ``service``).

A generated FFT hand (generator.generate_hand) stays legal under every option drawn here: the options
either only change the count or the score (Excuse in the last trick, splits, chelem terms, scales,
tables, rounding, penalties, settlements), or loosen a rule (the called suit allowed), or come with the
record changes they need (a pousse bid in place of a petite with a ladder that has it, a petit chelem
announced by the taker, misères declared by blank hands, poignées trimmed to shifted thresholds, a deal
sequence that gives the dealt hands). One option may end a deal: ``excuse_alone_annuls``, when a hand
holds the Excuse and no trump, and the model then expects the annulment.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .generator import (
    DECK,
    DOG_SIZE,
    EXCUSE,
    HAND_SIZE,
    OPTION_VALUES,
    PLAIN_CARDS,
    POIGNEE_NAMES,
    POIGNEE_SIZES,
    Expected,
    GeneratedHand,
    Retry,
    auction_outcome,
    generate_hand,
    hands_at_play,
    is_plain,
    is_trump,
    rank_of,
    referee,
    trumps_in,
)

FFT_LADDER = ["petite", "garde", "garde_sans", "garde_contre"]
POUSSE_LADDER = ["petite", "pousse", "garde", "garde_sans", "garde_contre"]
SCALES = {
    # option multipliers / docs: fft 1/2/4/6 (pousse ×2 if used), seed 000's ×5 version, the pousse scale.
    "fft": {"petite": 1, "pousse": 2, "garde": 2, "garde_sans": 4, "garde_contre": 6},
    "pagat_times_five": {"petite": 1, "pousse": 2, "garde": 2, "garde_sans": 4, "garde_contre": 5},
    "pousse_scale": {"petite": 1, "pousse": 2, "garde": 4, "garde_sans": 8, "garde_contre": 12},
}
FIXED_GAME = {"petite": 40, "pousse": 60, "garde": 80, "garde_sans": 160, "garde_contre": 320}  # docs
CHELEM_DEFAULTS = {"announced": 400, "unannounced": 200, "announced_failed": 200, "defence": 200}
SCORINGS = ("fft", "pagat_fixed", "pagat_times_five", "seed_001_table", "seed_001_example")
FACES = ("J", "C", "Q", "K")
PACKET = {3: 4, 4: 3, 5: 3}


def is_face_or_excuse(card: str) -> bool:
    return card == EXCUSE or (is_plain(card) and card[:-1] in FACES)


# ---------------------------------------------------------------------------------------------------
# Rigging the deal for misères and petit chelems
# ---------------------------------------------------------------------------------------------------


def rig_misere(rng: random.Random, table: Any, taker: int, players: int, features: set[str]) -> None:
    """Make one seat other than the taker blank: no trump (blanc d'atout) or no face and no Excuse (blanc
    d'habillé), swapping the spoiling cards with other seats (never the taker's, never the dog's)."""
    seat = rng.choice([other for other in range(players) if other != taker])
    kind = rng.choice(("trumps", "faces"))
    spoils = is_trump if kind == "trumps" else is_face_or_excuse
    others = [other for other in range(players) if other not in (taker, seat)]
    for card in [card for card in table.hands[seat] if spoils(card)]:
        candidates = [other for owner in others for other in table.hands[owner] if not spoils(other)]
        if not candidates:
            raise Retry("no card to swap in for a misère")
        table.swap(card, rng.choice(candidates))
    features.add(f"misere_rigged_{kind}")


def rig_nearly_dominant(rng: random.Random, table: Any, taker: int, players: int, features: set[str]) -> None:
    """The top trumps (and kings, with 3 players) and one low plain card: the taker, playing at random,
    takes every trick but the one his low card loses (a petit chelem), more often than not."""
    if features & {"dominant_taker", "weak_taker"}:
        return
    size = HAND_SIZE[players]
    wanted = [f"{n}T" for n in range(21, 21 - min(21, size - 1), -1)]
    wanted += ["K" + suit for suit in "SHDC"][: size - 1 - len(wanted)]
    wanted.append(rng.choice([card for card in PLAIN_CARDS if rank_of(card) <= 5]))
    for card in wanted:
        if not table.give(rng, taker, card, keep=lambda other: other in wanted):
            raise Retry("cannot rig the taker")
    features.add("nearly_dominant")


# ---------------------------------------------------------------------------------------------------
# The expected score under the options (docs/french-tarot.md, the option descriptions)
# ---------------------------------------------------------------------------------------------------


@dataclass
class HouseScore:
    multiplier: int
    petit_au_bout: int
    poignees: int
    chelem: int
    per_defender: int
    deltas: list[float]
    petit_chelem: int = 0
    game: int = 0
    miseres: int = 0


@dataclass
class Facts:
    """What the score depends on (a summary's content), from my referee's count."""

    players: int
    taker: int
    partner: int | None
    contract: str
    made: bool
    difference: int  # |margin|, half points rounded up for the winner
    petit_au_bout: int  # +1 attack, -1 defence, 0
    poignees: list[str]  # size names
    chelem_announced: bool
    chelem_side: str | None
    petit_chelem_announced: bool
    petit_chelem_made: bool
    miseres: list[tuple[int, str]]


def multiplier_of(contract: str, options: dict[str, Any]) -> int:
    """A named scale, or a table over the default scale: the pousse scale when the ladder has pousse,
    otherwise the scoring's own (seed 000's ×5 version has its own)."""
    value = options.get("multipliers")
    if isinstance(value, str):
        return SCALES[value][contract]
    ladder = options.get("contracts", FFT_LADDER)
    scoring = options.get("scoring", "fft")
    default = "pousse_scale" if "pousse" in ladder else "pagat_times_five" if scoring == "pagat_times_five" else "fft"
    return {**SCALES[default], **(value or {})}[contract]


def rounded(value: int, step: int) -> int:
    """To the nearest multiple of ``step``, halves away from zero (seed 000's informal rounding)."""
    magnitude = math.floor(abs(value) / step + 0.5) * step
    return magnitude if value >= 0 else -magnitude


def house_score(facts: Facts, options: dict[str, Any]) -> HouseScore:
    scoring = options.get("scoring", "fft")
    m = multiplier_of(facts.contract, options)
    sign = 1 if facts.made else -1
    if scoring == "pagat_fixed":
        # 40/80/160/320 (60 for a pousse), the margin rounded to the nearest 10, nothing multiplied.
        game = sign * (FIXED_GAME[facts.contract] + (facts.difference + 5) // 10 * 10)
    elif scoring == "seed_001_example":
        # Seed 001's worked example: its table's 25 × m, the margin × 2m (a garde's 8 × 4).
        game = sign * (25 + 2 * facts.difference) * m
    else:
        # FFT, the ×5 version and seed 001's table: 25 × m + margin × m.
        game = sign * (25 + facts.difference) * m
    pab = facts.petit_au_bout * 10 * (1 if scoring in ("pagat_fixed", "seed_001_table", "seed_001_example") else m)
    values = options.get("poignee_values", [20, 30, 40])
    poignees = sign * sum(values[POIGNEE_NAMES.index(name)] for name in facts.poignees)
    chelem_values = {**CHELEM_DEFAULTS, **options.get("chelem_values", {})}
    petit_rules = options.get("petit_chelem", False) or scoring == "pagat_times_five"
    if facts.chelem_side == "attack":
        if facts.chelem_announced:
            chelem = chelem_values["announced"]
        elif facts.petit_chelem_announced and petit_rules:
            chelem = 0  # docs: an announced petit chelem made by taking every trick scores +300 only
        else:
            chelem = chelem_values["unannounced"]
    else:
        chelem = 0
        defence_only = options.get("chelem_failed_and_defence", "both") == "defence_only"
        if facts.chelem_announced and not (facts.chelem_side == "defence" and defence_only):
            chelem -= chelem_values["announced_failed"]
        if facts.chelem_side == "defence":
            chelem -= chelem_values["defence"]
    petit = 0
    if petit_rules and facts.petit_chelem_announced:
        petit = 300 if facts.petit_chelem_made or facts.chelem_side == "attack" else -150
    if facts.chelem_side == "attack" and scoring in ("seed_001_table", "seed_001_example"):
        game, chelem, petit = (600 if facts.chelem_announced else 300), 0, 0
    elif facts.chelem_side == "attack" and scoring == "pagat_fixed":
        game, chelem, petit = 1000, 0, 0
    elif facts.petit_chelem_made and scoring == "pagat_fixed":
        game, petit = 500, 0
    per_defender = rounded(game + pab + poignees + chelem + petit, options.get("rounding", 1))
    players = facts.players
    deltas: list[float] = [-per_defender] * players
    if facts.partner is None:
        deltas[facts.taker] = (players - 1) * per_defender
    elif options.get("five_player_split", "taker_double") == "equal":
        deltas[facts.taker] = deltas[facts.partner] = 1.5 * per_defender
    else:
        deltas[facts.taker], deltas[facts.partner] = 2 * per_defender, per_defender
    for seat, _kind in facts.miseres:  # 10 from every other player, whatever the result
        for other in range(players):
            deltas[other] += 10 * (players - 1) if other == seat else -10
    paid = 10 * (players - 1) * len(facts.miseres)
    return HouseScore(m, pab, poignees, chelem, per_defender, deltas, petit, game, paid)


# ---------------------------------------------------------------------------------------------------
# A hand under random house rules
# ---------------------------------------------------------------------------------------------------


@dataclass
class HouseHand:
    record: dict[str, Any]
    status: str  # complete | all_passed | annulled
    fft: GeneratedHand
    expected: Expected | None = None  # the count (result) under the counting options
    facts: Facts | None = None
    score: HouseScore | None = None
    features: set[str] = field(default_factory=set)


def draw_house_hand(rng: random.Random, players: int) -> HouseHand:
    roll = rng.random()
    rig = rig_misere if roll < 0.2 else rig_nearly_dominant if roll < 0.4 else None
    fft = generate_hand(rng, players, rig=rig)
    record = copy.deepcopy(fft.record)
    features = set(fft.features)
    options: dict[str, Any] = dict(record.get("options") or {})

    # -- options that only change the count or the score ----------------------------------------------
    for name in ("excuse_last_trick", "five_player_split", "chelem_failed_and_defence", "petit_au_bout_chelem"):
        if rng.random() < 0.5:
            options[name] = rng.choice(OPTION_VALUES[name])
    if rng.random() < 0.3:
        options["called_suit_first_lead"] = "allowed"  # looser than the rule the play was generated by
    for name, values in (("rounding", (1, 5, 10)), ("scoring", SCORINGS), ("penalties", ("none", "house")),
                         ("petit_sec", ("annul", "imprenable")), ("settlement", ("points", "mouches")),
                         ("dog_placement", ("not_first_or_last", "not_first_or_last_three"))):
        if rng.random() < 0.5:
            options[name] = rng.choice(values)
    if rng.random() < 0.3:
        options["mouche_stake"] = rng.randint(1, 50)
    if rng.random() < 0.4:
        options["poignee_values"] = [rng.randint(0, 60) for _ in range(3)]
    if rng.random() < 0.4:
        keys = [key for key in CHELEM_DEFAULTS if rng.random() < 0.5]
        options["chelem_values"] = {key: rng.randrange(0, 1000, 10) for key in keys}
    if rng.random() < 0.4:
        if rng.random() < 0.5:
            options["multipliers"] = rng.choice(sorted(SCALES))
        else:
            options["multipliers"] = {name: rng.randint(1, 12) for name in POUSSE_LADDER if rng.random() < 0.5}

    # -- the ladder: pousse (a petite bid may become a pousse), or no petite ---------------------------
    auction = record["auction"]
    ladder_kind = rng.choice(("fft", "fft", "pousse", "no_petite", "pousse_no_petite"))
    ladder = {"fft": FFT_LADDER, "pousse": POUSSE_LADDER, "no_petite": FFT_LADDER[1:],
              "pousse_no_petite": POUSSE_LADDER[1:]}[ladder_kind]
    petite_bids = [entry for entry in auction if entry["call"] in ("petite", "prise")]
    if petite_bids and "pousse" in ladder and rng.random() < 0.7:
        # The petite is the lowest bid, so only passes come before it: a pousse fits in its place.
        petite_bids[0]["call"] = "pousse"
        features.add("pousse_bid")
    if any(entry["call"] in ("petite", "prise") for entry in auction) and "petite" not in ladder:
        ladder = ["petite", *ladder]
    if ladder != FFT_LADDER or rng.random() < 0.2:
        options["contracts"] = list(ladder)
        if "petite" not in ladder:
            features.add("ladder_without_petite")

    # -- the deal annulled by an Excuse alone ------------------------------------------------------------
    if rng.random() < 0.3:
        options["excuse_alone_annuls"] = rng.random() < 0.7
    record["options"] = options
    if options.get("excuse_alone_annuls") and any(EXCUSE in hand and not trumps_in(hand) for hand in record["hands"]):
        features.add("excuse_alone_annulled")
        return HouseHand(record, "annulled", fft, features=features)

    if rng.random() < 0.3:
        record["deal_sequence"] = deal_sequence(rng, record)
        features.add("deal_sequence")
    if fft.expected.status == "all_passed":
        return HouseHand(record, "all_passed", fft, features=features)

    # -- the count, under the counting options, from the record as generated (FFT names) -----------------
    counted = {**fft.record, "options": options}
    expected = referee(counted)
    taker, fft_contract = auction_outcome(fft.record["auction"])
    assert taker is not None and fft_contract is not None
    # A petite bid that became a pousse is the contract only if nobody bid higher.
    contract = "pousse" if "pousse_bid" in features and fft_contract == "petite" else fft_contract
    in_play = hands_at_play(fft.record, taker, fft_contract)
    declarations = record["declarations"]
    poignees = [POIGNEE_NAMES[POIGNEE_SIZES[players].index(len(d["cards"]))]
                for d in declarations if d["type"] == "poignee"]
    chelem_announced = any(d["type"] == "chelem" for d in declarations)

    # -- poignée thresholds: the FFT ones, written out, or each one less (the shown trumps trimmed) -------
    if rng.random() < 0.3:
        if rng.random() < 0.5:
            options["poignee_sizes"] = list(POIGNEE_SIZES[players])
        else:
            options["poignee_sizes"] = [size - 1 for size in POIGNEE_SIZES[players]]
            for declaration in declarations:
                if declaration["type"] == "poignee":
                    cards = declaration["cards"]
                    cards.remove(EXCUSE if EXCUSE in cards else cards[-1])  # shown high to low
                    features.add("poignee_trimmed")

    # -- the petit chelem ------------------------------------------------------------------------------
    if rng.random() < 0.5:
        options["petit_chelem"] = rng.random() < 0.6
    if rng.random() < 0.3:
        options["petit_chelem_all_but"] = rng.choice((1, 3))  # seed 000: all but one, or all but three
    plays_petit_chelem = options.get("petit_chelem", False) or options.get("scoring") in ("pagat_times_five",
                                                                                             "pagat_fixed")
    attack = expected.attack
    attack_tricks = sum(1 for winner in expected.winners if winner in attack)
    all_but = options.get("petit_chelem_all_but", 1)
    petit_made = HAND_SIZE[players] - all_but <= attack_tricks < HAND_SIZE[players]
    petit_announced = False
    if plays_petit_chelem and not chelem_announced and rng.random() < (0.8 if "nearly_dominant" in features else 0.2):
        declarations.append({"seat": taker, "type": "petit_chelem"})
        petit_announced = True
    if petit_made:
        features.add("petit_chelem_made_announced" if petit_announced else "petit_chelem_made")
    elif petit_announced:
        features.add("petit_chelem_failed")

    # -- misères: declared by the blank hands (at the player's first card) ---------------------------------
    miseres: list[tuple[int, str]] = []
    if rng.random() < (0.9 if features & {"misere_rigged_trumps", "misere_rigged_faces"} else 0.3):
        options["misere"] = True
        for seat in range(players):
            hand = in_play[seat]
            for kind, spoils in (("trumps", is_trump), ("faces", is_face_or_excuse)):
                if not any(spoils(card) for card in hand) and rng.random() < 0.8:
                    declarations.append({"seat": seat, "type": "misere", "kind": kind})
                    miseres.append((seat, kind))
                    features.add(f"misere_{kind}")
    rng.shuffle(declarations)  # the order of declarations is free; a chelem announcement still leads

    facts = Facts(players, taker, expected.partner, contract, expected.made, abs(expected.margin),
                  (expected.petit_au_bout > 0) - (expected.petit_au_bout < 0), poignees, chelem_announced,
                  expected.chelem_side, petit_announced, petit_made, miseres)
    score = house_score(facts, options)
    _note(features, options, facts, score, expected)
    return HouseHand(record, "complete", fft, expected, facts, score, features)


def _note(features: set[str], options: dict[str, Any], facts: Facts, score: HouseScore, expected: Expected) -> None:
    if options.get("scoring", "fft") != "fft":
        features.add("scoring_" + options["scoring"])
    if options.get("rounding", 1) != 1 and score.per_defender % 10:
        features.add("rounding")
    if facts.partner is not None and options.get("five_player_split") == "equal":
        features.add("equal_split")
    if expected.chelem_side:
        features.add("chelem_" + expected.chelem_side)
    if "multipliers" in options:
        features.add("multipliers")


def deal_sequence(rng: random.Random, record: dict[str, Any]) -> list[dict[str, Any]]:
    """A legal FFT deal that gives exactly the record's hands and dog: packets of 3 (4 with 3 players)
    round the table from the dealer's next seat, each dog card alone between two packets (so never the
    first or last three cards of the pack, which satisfies both placements)."""
    players, dealer = record["players"], record["dealer"]
    size = PACKET[players]
    hands = [rng.sample(hand, len(hand)) for hand in record["hands"]]
    packets: list[dict[str, Any]] = []
    for round_ in range(len(hands[0]) // size):
        for offset in range(players):
            seat = (dealer + 1 + offset) % players
            packets.append({"to": seat, "cards": hands[seat][round_ * size:(round_ + 1) * size]})
    gaps = sorted(rng.choices(range(1, len(packets)), k=len(record["dog"])))
    sequence: list[dict[str, Any]] = []
    dog = rng.sample(record["dog"], len(record["dog"]))
    for index, packet in enumerate(packets):
        for _ in range(gaps.count(index)):
            sequence.append({"to": "dog", "cards": [dog.pop()]})
        sequence.append(packet)
    assert not dog and sum(len(p["cards"]) for p in sequence) == 78
    return sequence


def summary_of(hand: HouseHand) -> dict[str, Any]:
    """The score keeper's summary of a complete house-rule hand (POST /v1/scores)."""
    facts, expected = hand.facts, hand.expected
    assert facts is not None and expected is not None
    options = hand.record["options"]
    sizes = options.get("poignee_sizes", "fft")
    sizes = POIGNEE_SIZES[facts.players] if sizes == "fft" else sizes
    summary = {
        "ruleset": "french-tarot",
        "players": facts.players,
        "options": hand.record["options"],
        "taker": facts.taker,
        "partner": facts.partner,
        "contract": facts.contract,
        "attack_points": expected.attack_points,
        "oudlers": expected.oudlers,
        "petit_au_bout": {1: "attack", -1: "defence", 0: None}[facts.petit_au_bout],
        "poignees": [{"size": POIGNEE_NAMES[list(sizes).index(len(d["cards"]))], "seat": d["seat"]}
                     for d in hand.record["declarations"] if d["type"] == "poignee"],
        "chelem": {"announced": facts.chelem_announced, "won_by": facts.chelem_side},
    }
    # A summary may speak of a petit chelem or misères only under rules that play them (else a 422).
    if options.get("petit_chelem") or options.get("scoring") in ("pagat_times_five", "pagat_fixed"):
        summary["petit_chelem"] = {"announced": facts.petit_chelem_announced, "made": facts.petit_chelem_made}
    if options.get("misere"):
        summary["miseres"] = [{"seat": seat, "kind": kind} for seat, kind in facts.miseres]
    return summary


def mouches(lines: Sequence[tuple[int, int | None, bool, Sequence[float]]], stake: int,
            seats: int) -> list[tuple[list[float], list[int]]]:
    """Seed 000's pools, from (dealer, taker or None, made, deltas) per hand: everybody pays ``stake`` into
    a new pool when there is none, the dealer adds 5 to a largest pool, a taker who makes his contract
    takes a largest pool, one who fails pays a new pool as large as the largest."""
    pools: list[int] = []
    out = []
    for dealer, taker, made, deltas in lines:
        paid = list(deltas)
        if not pools:
            pools.append(stake * seats)
            paid = [delta - stake for delta in paid]
        biggest = max(range(len(pools)), key=lambda i: (pools[i], -i))
        pools[biggest] += 5
        paid[dealer] -= 5
        if taker is not None:
            biggest = max(range(len(pools)), key=lambda i: (pools[i], -i))
            if made:
                paid[taker] += pools.pop(biggest)
            else:
                paid[taker] -= pools[biggest]
                pools.append(pools[biggest])
        out.append((paid, list(pools)))
    return out


__all__ = ["DECK", "DOG_SIZE", "HouseHand", "draw_house_hand", "house_score", "mouches", "summary_of"]

"""The rule each violation code applies, in each language: what an arbiter reads next to the fault.

A reference names its ``source`` (the FFT rulebook, the FFT Code d'arbitrage, a house rule of the project's
seeds, the hand record's own conventions, or Zwanzigerrufen's rule-set document), the ``section`` of the
project's rule documents that restates it (docs/rules/…; sections are language-neutral), and the rule's
``text``. ``CODE_RULES`` gives each code of each rule set its rule; a test holds it to every code. The names
and texts are English here, and in French and German the catalogue ``rules.po`` (``catalogues.py``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final, NamedTuple

from .catalogues import by_msgid

SOURCES: Final[Mapping[str, str]] = MappingProxyType({
    "fft": "FFT rulebook (2012)",
    "fft_arbitration": "FFT Code d'arbitrage (2012)",
    "house_rules": "Arbitre's French Tarot house rules (named options)",
    "record": "Arbitre's hand record",
    "zwanzigerrufen": "Zwanzigerrufen rules (Austrian Tarock)",
})
"""Source → its name in English: the msgid of its name in the catalogue ``rules.po``, msgctxt ``source``."""


class Rule(NamedTuple):
    source: str
    section: str
    text: str
    """In English: the msgid of the rule's text in the catalogue ``rules.po``, its id the msgctxt."""


_FT = "docs/rules/french-tarot.md"
_CA = "docs/rules/french-arbitration.md"
_ZW = "docs/rules/zwanzigerrufen.md"

RULES: Final[Mapping[str, Rule]] = MappingProxyType({
    "record": Rule(
        "record", "docs/contract.md §4",
        "A hand record has one hand per seat, seats numbered from 0; the auction comes before the tricks, "
        "each trick has one card per player in the order played, and nothing follows an annulled deal."),
    "ft.deal": Rule(
        "fft", f"{_FT} §2.1",
        "Each player receives 24 cards at 3 players, 18 at 4, 15 at 5; the dog has 6 cards (3 at 5 players); "
        "all 78 cards are dealt, each once."),
    "ft.dealing": Rule(
        "fft", f"{_FT} §2.2",
        "The cards go out in packets, in the order of play; the dealer puts the dog's cards aside one at a "
        "time, never the first or the last card of the pack."),
    "ft.two_players": Rule(
        "house_rules", "docs/french-tarot.md, House rules (players: 2)",
        "At 2 players each has 21 cards in hand and 6 piles of 3 on the table; there is no auction, no dog "
        "and no declaration."),
    "ft.dealer_sits_out": Rule(
        "house_rules", "docs/french-tarot.md, House rules (The dealer sits out)",
        "At a table of one seat more than the game, the dealer sits the deal out and takes no part in it."),
    "ft.auction": Rule(
        "fft", f"{_FT} §3.1",
        "The player after the dealer speaks first, then each in turn, the dealer last, each once; a bid must "
        "be higher than the bid before it: petite, garde, garde sans, garde contre."),
    "ft.call": Rule(
        "fft", f"{_FT} §4.3",
        "At 5 players the taker calls a king; a queen only holding the four kings, a cavalier holding them "
        "and the four queens, a jack holding the four kings, queens and cavaliers; the called suit is not led "
        "to the first trick, except with the called card."),
    "ft.ecart": Rule(
        "fft", f"{_FT} §4.1",
        "With a petite or a garde the taker takes the dog and sets aside as many cards: no king, no oudler, "
        "and a trump only when he cannot do otherwise."),
    "ft.garde_sans": Rule(
        "fft", f"{_FT} §4.2",
        "With a garde sans or a garde contre the dog stays face down and the taker sets nothing aside."),
    "ft.poignee": Rule(
        "fft", f"{_FT} §5.1",
        "A poignée shows exactly 13, 15 or 18 trumps at 3 players, 10, 13 or 15 at 4, 8, 10 or 13 at 5, held "
        "when its owner plays his first card; the Excuse stands for a trump only when no other is hidden."),
    "ft.poignee_timing": Rule(
        "fft_arbitration", f"{_CA} §4.1",
        "A poignée is shown in turn, just before its owner plays his first card; shown too early, too late or "
        "out of order it is a poignée fault."),
    "ft.chelem": Rule(
        "fft", f"{_FT} §3.2, §7.3",
        "Only the taker announces a chelem; he then leads the first trick, and the Excuse is played to the "
        "last trick."),
    "ft.declarations": Rule(
        "house_rules", "docs/french-tarot.md, House rules (misere)",
        "Each declaration is made once, and only those the chosen rules admit; a misère is a hand without "
        "trump or without face card, declared as such."),
    "ft.turn": Rule(
        "fft", f"{_FT} §6.1, §6.4",
        "The player after the dealer leads the first trick (the taker after a chelem announcement), the "
        "winner of each trick the next; each player plays in turn a card of his own hand."),
    "ft.follow": Rule(
        "fft", f"{_FT} §6.2",
        "Follow the suit led; void in it, trump, overtrumping when you can; on a trump lead, a higher trump "
        "when you can; the Excuse may be played at any time."),
    "ft.out_of_turn": Rule(
        "fft_arbitration", f"{_CA} §3.9",
        "A defender who leads out of turn: the taker accepts the card or refuses it, and then the rightful "
        "leader must lead, or must not lead, that card's suit, as the taker chooses."),
    "ft.exposed": Rule(
        "fft_arbitration", f"{_CA} §3.7",
        "A card seen when it should not be is an exposed card: it goes back and is played when its owner "
        "likes; a defender's exposure earns a warning, then a penalty."),
    "ft.dog_seen": Rule(
        "fft_arbitration", f"{_CA} §3.10",
        "The dog seen after a garde sans or a garde contre: seen by the defence only, the deal is annulled if "
        "the taker fails and scored if he makes it."),
    "zw.deal": Rule(
        "zwanzigerrufen", f"{_ZW} §5",
        "Four players, seats 0 to 3, each receive ten cards of the 40-card pack, every card once."),
    "zw.turns": Rule(
        "zwanzigerrufen", f"{_ZW} §6, §6.3",
        "The forehand speaks first, then each in turn; a pass is a turn of its own; three passes in a row end "
        "the auction."),
    "zw.open": Rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L1",
        "Before any game, the only legal turn is the forehand's game bid."),
    "zw.bid": Rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L2, L3",
        "A higher game may be bid by a player who is not its declarer and has neither passed nor made an "
        "addition; the Rufer only by the forehand; a Farbensolo needs five suit cards."),
    "zw.announce": Rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L4, L6",
        "Each side announces an item once, never after a Valat; the Pagat only by its holder and never in a "
        "Farbensolo; the opponents' Absolut only once the game has a Kontra."),
    "zw.double": Rule(
        "zwanzigerrufen", f"{_ZW} §6.2, §6.3 L5",
        "Kontra, Re and Subkontra go one rung at a time, each to the side whose turn the rung is; after a Valat, "
        "only that Valat."),
    "zw.trull": Rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L7",
        "In a Rufer, an opponent holding the Trull (Pagat, Mond and Sküs) may not pass while the game has no "
        "Kontra: he gives Kontra, bids higher or announces the Valat."),
    "zw.call": Rule(
        "zwanzigerrufen", f"{_ZW} §6.1",
        "In a Rufer the forehand calls the highest of the tarocks XX to XVI she lacks; its holder is her "
        "partner."),
    "zw.turn": Rule(
        "zwanzigerrufen", f"{_ZW} §7.1",
        "The forehand leads the first trick, each trick's winner the next; each plays a card of his own hand."),
    "zw.follow": Rule(
        "zwanzigerrufen", f"{_ZW} §7.2",
        "Follow the suit led if you can; void in it, play a tarock if you have one; on a tarock lead, a "
        "tarock; there is no duty to win the trick."),
    "zw.farbensolo": Rule(
        "zwanzigerrufen", f"{_ZW} §7.3",
        "In a Farbensolo a player holding a suit card must lead a suit card."),
    "zw.pagat": Rule(
        "zwanzigerrufen", f"{_ZW} §7.5",
        "A player who announced the Pagat keeps it for the last trick while he has another legal card."),
    "ft.declaration_timing": Rule(
        "fft", f"{_FT} §3.2, §5.1",
        "A chelem is announced before the first card; a poignée is shown just before its owner plays his "
        "first card (pagat.com's variant, option declaration_timing: every announcement before the first "
        "lead)."),
})
"""Rule → its source, section and English text."""

CODE_RULES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({
    "french-tarot": MappingProxyType({
        "hands_count": "record", "seat_out_of_range": "record", "trick_size": "record",
        "auction_incomplete": "record", "called_card_missing": "record", "played_after_annulment": "record",
        "event_invalid": "record", "annulment_choice_not_open": "record",
        "hand_size": "ft.deal", "dog_size": "ft.deal", "card_duplicated": "ft.deal", "card_missing": "ft.deal",
        "deal_packet_size": "ft.dealing", "dog_packet_size": "ft.dealing", "deal_out_of_order": "ft.dealing",
        "dog_card_at_pack_end": "ft.dealing", "deal_sequence_mismatch": "ft.dealing",
        "not_played_by_two": "ft.two_players", "pile_size": "ft.two_players",
        "seat_sits_out": "ft.dealer_sits_out",
        "bid_out_of_turn": "ft.auction", "bid_not_higher": "ft.auction", "spoke_twice": "ft.auction",
        "unknown_call": "ft.auction",
        "called_card_not_allowed": "ft.call", "called_suit_first_lead": "ft.call",
        "discard_size": "ft.ecart", "discard_not_held": "ft.ecart", "discard_king": "ft.ecart",
        "discard_oudler": "ft.ecart", "discard_trump_not_forced": "ft.ecart",
        "discard_not_allowed": "ft.garde_sans", "dog_seen": "ft.dog_seen",
        "poignee_size": "ft.poignee", "poignee_not_held": "ft.poignee", "poignee_not_trump": "ft.poignee",
        "poignee_excuse_with_trumps": "ft.poignee",
        "poignee_out_of_order": "ft.poignee_timing", "poignee_early": "ft.poignee_timing",
        "poignee_late": "ft.poignee_timing",
        "chelem_not_taker": "ft.chelem", "chelem_excuse_not_last": "ft.chelem",
        "declaration_duplicated": "ft.declarations", "declaration_not_allowed": "ft.declarations",
        "misere_not_blank": "ft.declarations", "misere_kind": "ft.declarations",
        "card_not_held": "ft.turn", "wrong_first_leader": "ft.turn",
        "must_follow_suit": "ft.follow", "must_trump": "ft.follow", "must_overtrump": "ft.follow",
        "played_out_of_turn": "ft.out_of_turn", "lead_not_as_required": "ft.out_of_turn",
        "card_exposed": "ft.exposed", "hand_dropped": "ft.exposed",
        "declaration_mistimed": "ft.declaration_timing",  # issue 18
    }),
    "zwanzigerrufen": MappingProxyType({
        "hands_count": "zw.deal", "seat_out_of_range": "zw.deal", "hand_size": "zw.deal",
        "card_duplicated": "zw.deal", "card_missing": "zw.deal", "card_not_in_deck": "zw.deal",
        "not_your_turn": "zw.turns", "unknown_call": "zw.turns", "pass_not_alone": "zw.turns",
        "auction_closed": "zw.turns",
        "must_open_game": "zw.open", "bid_not_allowed": "zw.bid", "announce_not_allowed": "zw.announce",
        "double_not_allowed": "zw.double", "trull_must_kontra": "zw.trull",
        "called_card_not_allowed": "zw.call",
        "auction_incomplete": "record", "played_after_annulment": "record", "trick_size": "record",
        "wrong_first_leader": "zw.turn", "card_not_held": "zw.turn",
        "must_follow_suit": "zw.follow", "must_trump": "zw.follow",
        "must_lead_suit": "zw.farbensolo", "pagat_played_early": "zw.pagat",
    }),
})
"""Rule set → violation code → its rule in ``RULES``."""


def source_name(source: str, language: str) -> str:
    """The name of ``source`` in ``language``."""
    english = SOURCES[source]
    return english if language == "en" else by_msgid(language, "rules", "source")[english]


def rule_text(rule_id: str, language: str) -> str:
    """The text of rule ``rule_id`` in ``language``."""
    english = RULES[rule_id].text
    return english if language == "en" else by_msgid(language, "rules", rule_id)[english]

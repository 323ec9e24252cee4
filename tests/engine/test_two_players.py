"""The game for two (seed 000, french/two_players.py) judged by the engine itself: each violation's every field
and exact message, the tricks as the verdict lists them, and the score's terms.

The games are played out by my own model of the rules (tests/house_rules/two_players.py), never by the engine.
"""

from __future__ import annotations

from typing import Any

import pytest

from service.core.cards import card_code
from service.core.verdict import COMPLETE, IN_PROGRESS, PlayedTrick
from service.core.violations import Violation
from service.french.judge import judge
from service.french.reach import options_without_effect
from service.french.record import Call, Declaration, HandRecord, Packet
from service.french.rules import french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary, result_of
from service.french.two_players import _score
from tests.house_rules.two_players import TARGET, TwoPlayerGame, pile_first, play_two
from tests.property.generator import half_points

from .helpers import c, cs

RULES = french_rules(2)
TRICK_SIZE_RULE = "the game for two has tricks of 2 and one per card of a player."


def engine_record(rec: dict[str, Any], **changes: Any) -> HandRecord:
    """A wire-coded 2-player record (two_players.py) as the engine reads it, with ``changes`` (engine values)."""
    fields: dict[str, Any] = {
        "dealer": rec["dealer"],
        "hands": tuple(cs(hand) for hand in rec["hands"]),
        "dog": (),
        "piles": tuple(tuple(cs(pile) for pile in seat_piles) for seat_piles in rec["piles"]),
        "tricks": tuple(cs(trick) for trick in rec["tricks"]),
    }
    fields.update(changes)
    return HandRecord(**fields)


def judged(rec: dict[str, Any], **changes: Any):
    return judge(engine_record(rec, **changes), RULES)


@pytest.fixture(scope="module")
def game() -> TwoPlayerGame:
    return play_two(0, 0)


# -- what the verdict says of a game that has no taker ------------------------------------------------


def test_the_details_name_no_taker_contract_partner_nor_called_card(game):
    assert judged(game.record).details == {"taker": None, "contract": None, "partner": None, "called_card": None}


# -- the deal: hands, piles, the phases the game for two does not have ----------------------------------


@pytest.mark.parametrize(("hands", "dealer", "message"), [
    (3, 0, "Two players need two hands, seat 1 or 2 dealing; the record has 3 hands."),
    (2, 2, "Two players need two hands, seat 1 or 2 dealing; the record has 2 hands."),
])
def test_two_hands_and_a_dealer_of_the_two(game, hands, dealer, message):
    rec = engine_record(game.record, dealer=dealer)
    rec = engine_record(game.record, dealer=dealer, hands=rec.hands + ((),) * (hands - 2))
    verdict = judge(rec, RULES)
    assert verdict.violations == [Violation("hands_count", "deal", message, "/hands")]
    assert verdict.tricks == [] and verdict.status == IN_PROGRESS


@pytest.mark.parametrize(("seats", "given"), [
    (None, "no piles"),
    (0, "no piles"),
    (1, "the piles of one seat only"),
    (3, "piles for 3 seats"),
])
def test_each_seat_needs_its_piles(game, seats, given):
    """A record without the piles of both seats cannot have its play judged: a face-up card is played from
    them. One pile_size at /piles after the deal's missing (or twice dealt) cards, and no trick judged."""
    own = engine_record(game.record).piles
    piles = None if seats is None else (own * 2)[:seats]
    verdict = judged(game.record, piles=piles)
    message = f"Two players each have six piles of three: the record has {given}."
    assert verdict.violations[-1] == Violation("pile_size", "deal", message, "/piles")
    assert {violation.code for violation in verdict.violations[:-1]} == (
        {"card_duplicated"} if seats == 3 else {"card_missing"})
    assert verdict.tricks == [] and verdict.result is None


@pytest.mark.parametrize(("field", "value", "named"), [
    ("auction", (Call(1, "garde"), Call(0, "pass")), "auction"),
    ("called_card", c("KH"), "called card"),
    ("discard", cs("2H 3H 4H"), "écart"),
    ("declarations", (Declaration(1, "chelem"),), "declarations"),
    ("deal_sequence", (Packet(1, cs("2H 3H 4H")),), "deal sequence"),
    ("annulment_choice", "play_on", "choice to annul the deal"),
])
def test_a_phase_the_game_for_two_does_not_have(game, field, value, named):
    """Seed 000's game for two has no auction, no call, no écart, no declarations; the rest of the complete,
    legal game is judged as usual, but an illegal record is not scored."""
    verdict = judged(game.record, **{field: value})
    assert verdict.violations == [Violation("not_played_by_two", "deal", f"The game for two has no {named}.",
                                            f"/{field}")]
    assert verdict.status == COMPLETE and len(verdict.tricks) == 39
    assert verdict.result is None and verdict.score is None


def test_an_empty_phase_is_no_phase(game):
    verdict = judged(game.record, auction=(), discard=(), declarations=())
    assert verdict.legal and verdict.score is not None


# -- tricks of two, one per card of a player ------------------------------------------------------------


def test_a_trick_of_three_cards(game):
    tricks = engine_record(game.record).tricks
    verdict = judged(game.record, tricks=(tricks[0] + tricks[1][:1], *tricks[1:]))
    assert verdict.violations == [Violation("trick_size", "play", f"Trick 1 has 3 cards; {TRICK_SIZE_RULE}",
                                            "/tricks/0", trick=0)]
    assert verdict.tricks == []


def test_a_trick_after_the_last(game):
    """39 tricks play every card (21 in hand, 18 on the piles); a 40th, of two cards, is a trick too many, and
    nothing of it is judged beyond that."""
    tricks = engine_record(game.record).tricks
    verdict = judged(game.record, tricks=(*tricks, tricks[0]))
    assert verdict.violations == [Violation("trick_size", "play", f"Trick 40 has 2 cards; {TRICK_SIZE_RULE}",
                                            "/tricks/39", trick=39)]
    assert verdict.status == IN_PROGRESS and len(verdict.tricks) == 39


def test_a_short_trick_before_the_last(game):
    tricks = engine_record(game.record).tricks
    verdict = judged(game.record, tricks=(tricks[0][:1], *tricks[1:3]))
    assert verdict.violations == [Violation("trick_size", "play", f"Trick 1 has 1 cards; {TRICK_SIZE_RULE}",
                                            "/tricks/0", trick=0)]


@pytest.mark.parametrize("played", [1, 2, 3, 38])
def test_the_last_trick_given_may_be_in_progress(game, played):
    """A record that stops after the leader's card: legal, in progress, the unfinished trick with no winner yet
    and no points; the completed ones before it as played."""
    tricks = engine_record(game.record).tricks
    verdict = judged(game.record, tricks=(*tricks[: played - 1], tricks[played - 1][:1]))
    assert verdict.legal and verdict.status == IN_PROGRESS
    leader = game.winners[played - 2] if played > 1 else 1
    assert verdict.tricks[-1] == PlayedTrick(leader, None, tricks[played - 1][:1], 0)
    assert [trick.winner for trick in verdict.tricks[:-1]] == game.winners[: played - 1]
    assert verdict.result is None and verdict.score is None


# -- the tricks as the verdict lists them -----------------------------------------------------------------


@pytest.mark.parametrize(("seed", "dealer"), [(0, 0), (1, 1), (63, 1)])
def test_each_trick_its_leader_winner_and_points(seed, dealer):
    """The non-dealer leads the first trick, the winner of each trick the next. A trick brings its winner its
    cards' points; with the Excuse in it, before the last trick, the other card and the half-point of the
    exchange (the Excuse stays with its player), in the last trick the Excuse too (FFT: it changes side)."""
    game = play_two(seed, dealer)
    verdict = judged(game.record)
    assert verdict.legal and verdict.status == COMPLETE
    assert [trick.leader for trick in verdict.tricks] == [1 - dealer, *game.winners[:-1]]
    assert [trick.winner for trick in verdict.tricks] == game.winners
    expected = [sum(half_points(card) for card in trick if card != "EX")
                + ((9 if index == 38 else 1) if "EX" in trick else 0)
                for index, trick in enumerate(game.record["tricks"])]
    assert [trick.half_points for trick in verdict.tricks] == expected


# -- cards: held, face up, or neither ---------------------------------------------------------------------


def test_cards_that_are_neither_in_hand_nor_face_up():
    """Both cards of the first trick replaced by the card under a pile's top card of their own player, still
    face down: each is card_not_held, each judged."""
    game = play_two(5, 0, {0: pile_first, 1: pile_first})
    rec = engine_record(game.record)
    under = {seat: rec.piles[seat][0][1] for seat in (0, 1)}
    verdict = judge(engine_record(game.record, tricks=((under[1], under[0]),)), RULES)
    assert verdict.violations == [
        Violation("card_not_held", "play", f"Seat {seat + 1} plays {code}, which is neither in its hand nor face up "
                  "on its piles.", f"/tricks/0/{position}", seat=seat, trick=0, card=under[seat])
        for position, seat, code in ((0, 1, game.record["piles"][1][0][1]), (1, 0, game.record["piles"][0][0][1]))
    ]


@pytest.mark.parametrize("from_pile", [False, True])
def test_a_first_lead_by_the_dealer_is_wrong_first_leader(from_pile: bool) -> None:
    """The non-dealer leads the first trick: a first card from the dealer's hand, or from the top of one of his
    piles, is reported as at the tables of 3 to 5 (``wrong_first_leader`` against the seat that should lead),
    not as a card the leader does not hold."""
    game = play_two(5, 0)
    rec = engine_record(game.record)
    dealer_card = rec.piles[0][0][0] if from_pile else rec.hands[0][0]
    verdict = judge(engine_record(game.record, tricks=((dealer_card,),)), RULES)
    assert verdict.violations == [
        Violation("wrong_first_leader", "play", f"The first trick is led with {card_code(dealer_card)} from seat 1; "
                  "seat 2 leads.", "/tricks/0/0", seat=1, trick=0, card=dealer_card)]


def test_a_face_up_pile_card_must_be_followed_with():
    """Seed 2, dealer 0: in trick 12 seat 1 leads 6H and seat 2's only heart is KH, face up on a pile. Seat 1:
    a face-up card "peut être jouée comme si elle faisait partie de votre main", so it must follow with it:
    10D from its hand instead is must_follow_suit, at that card."""
    game = play_two(2, 0)
    assert game.record["tricks"][11] == ["6H", "KH"]
    assert "KH" not in game.record["hands"][1]
    tricks = engine_record(game.record).tricks
    verdict = judged(game.record, tricks=(*tricks[:11], cs("6H 10D")))
    assert verdict.violations == [
        Violation("must_follow_suit", "play", "Seat 2 played 10D on a heart lead while holding KH.",
                  "/tricks/11/1", seat=1, trick=11, card=c("10D"))
    ]


# -- the score --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "dealer", "chooser"), [(8, 0, pile_first), (0, 1, None), (0, 0, None)])
def test_the_winner_is_paid_25_and_his_margin(seed, dealer, chooser):
    """Seed 000: "vous gagnez si vous avez 41 ou plus de points ... le gagnant reçoit 25 points plus un pour chaque
    point de la carte qu'il a au-dessus de la cible". Seed 8 (dealer 0, both playing pile cards first): the
    non-dealer misses his target, the dealer has his exactly, a margin of 0: he wins 25, not nothing. Seed 0,
    dealer 1: the dealer wins with a margin; dealer 0: the non-dealer does."""
    game = play_two(seed, dealer, None if chooser is None else {0: chooser, 1: chooser})
    non_dealer = 1 - dealer
    verdict = judged(game.record)
    assert verdict.legal and verdict.status == COMPLETE
    if seed == 8:
        dealer_points = game.half[dealer] / 2
        assert not game.made and dealer_points == TARGET[game.oudlers[dealer]] and game.amount == -25
    deltas = [0, 0]
    deltas[non_dealer], deltas[dealer] = game.amount, -game.amount
    assert verdict.score.deltas == tuple(deltas) and verdict.score.per_defender == game.amount


def test_the_score_for_two_has_no_multiplier_poignee_chelem_nor_misere():
    # The game for two (seed 000) is scored by its game and its Petit au bout alone (french/two_players.py): no
    # contract multiplies it and no poignée, chelem or misère enters it, so those parts of its score are 0.
    score = judged(play_two(0, 0).record).score
    assert (score.multiplier, score.poignees, score.chelem, score.petit_chelem, score.miseres) == (1, 0, 0, 0, 0)


@pytest.mark.parametrize("seed", range(8))
def test_one_of_the_two_always_wins(seed):
    """Each player's points are whole (two cards of an odd number of half-points a trick, the Excuse's exchange
    moving one half-point), and the targets of the two players' oudlers add up to 92 of the 91 points: when the
    non-dealer misses his target the dealer has reached his, and wins the game (french/two_players.py counts
    on it)."""
    dealer = seed % 2
    verdict = judged(play_two(seed, dealer).record)
    result = verdict.result
    assert result.attack_half_points % 2 == 0
    dealer_points = 91 - result.attack_half_points / 2
    assert result.made or dealer_points >= TARGET[3 - result.oudlers]
    assert (verdict.score.game > 0) == result.made


# -- option two_player_petit_au_bout ------------------------------------------------------------------------


@pytest.mark.parametrize(("made", "trick_to"), [(True, DEFENCE), (False, ATTACK), (True, ATTACK), (False, DEFENCE)])
def test_the_petit_au_bout_goes_to_the_trick_or_to_the_game_winner(made: bool, trick_to: str) -> None:
    """Seed 000 (the game for two): "Si le petit est joué jusqu'au dernier tour, le vainqueur du score marque 10
    points supplémentaires pour le petit au bout". By default the 10 go with the last trick (pagat.com's English:
    the winner of that trick); with ``two_player_petit_au_bout: score_winner``, to the winner of the game, even
    when the other player took the Petit's trick."""
    half_points = 2 * 60 if made else 2 * 30
    summary = DealSummary(1, None, "petite", half_points, 1, petit_au_bout=trick_to)
    result = result_of(summary)
    assert result.made is made
    by_trick = _score(summary, made, result.margin, RULES)
    by_game = _score(summary, made, result.margin, french_rules(2, {"two_player_petit_au_bout": "score_winner"}))
    assert by_trick.petit_au_bout == (10 if trick_to == ATTACK else -10)
    assert by_game.petit_au_bout == (10 if made else -10)
    assert by_game.game == by_trick.game and by_game.per_defender == by_game.game + by_game.petit_au_bout


def test_the_literal_reading_is_noted_where_it_changes_nothing() -> None:
    """The option is the game for two's: chosen for a table of 4, the answer notes it changes nothing there."""
    rules = french_rules(4, {"two_player_petit_au_bout": "score_winner"})
    assert [name for name, _ in options_without_effect({"two_player_petit_au_bout": "score_winner"}, rules,
                                                      "record")] == ["two_player_petit_au_bout"]
    assert options_without_effect({"two_player_petit_au_bout": "score_winner"},
                                  french_rules(2, {"two_player_petit_au_bout": "score_winner"}), "record") == []

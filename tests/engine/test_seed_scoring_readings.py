"""Issue 18's readings of the seeds in the engine: the petit au bout of a chelem closed by the Excuse and
of the taker only, the petit chelem of all but three tricks, the chelem announced by the defence and
seed 001's example arithmetic. Each test quotes the passage the option comes from; every default is the
FFT rule and is checked beside the option."""

from __future__ import annotations

import pytest

from service.core.cards import EXCUSE
from service.french.counting import count_cards
from service.french.rules import DogDestination, french_rules
from service.french.scoring import ATTACK, DEFENCE, DealSummary, chelem_term, result_of, score_of, takes_petit_chelem

from .trick_lists import DOG, build

# 4 players, taker seat 1 (the attack), the others the defence; seat = (leader + position) % 4.


def count(tricks, taker=1, announcer=None, **options):
    return count_cards(tricks, frozenset({taker}), DOG, (), DogDestination.ATTACK, french_rules(4, options),
                       taker=taker, chelem_announcer=announcer)


# -- petit_au_bout_chelem: who closed the chelem with the Excuse, and how -------------------------------------

# The issue's case: a defence chelem; in the last trick seat 3 leads and wins, and seat 2, his partner,
# merely discards the Excuse into it; the defence's Petit fell in the penultimate trick.
DISCARDED = {16: ("1T KD 2D 3D", 2, 2), 17: ("KH 2H 3H EX", 3, 3)}
# The seeds' case: the chelem side leads the Excuse to the last trick (and wins it, the chelem exception).
LED = {16: ("1T KD 2D 3D", 2, 2), 17: ("EX 2H 3H KH", 2, 2)}


def test_fft_default_counts_the_penultimate_petit_whoever_of_the_chelem_side_played_the_excuse():
    """FFT (docs/rules/french-tarot.md §3.2, §7.3): "the Petit then counts au bout in the trick before",
    said of the announced chelem; the engine applies it to any chelem whose side played the Excuse last,
    led or discarded."""
    for special in (DISCARDED, LED):
        result = count(build(4, special, default_winner=2))
        assert result.chelem_won_by == DEFENCE and result.petit_au_bout == DEFENCE


def test_seed_000_counts_it_only_when_the_chelem_side_led_the_excuse():
    """Seed 000: "si un camp a gagné tous les levés sauf le dernier et mène ensuite l'excuse au dernier
    tour, l'excuse gagne ... Lorsque vous faites un chelem avec l'excuse de cette manière, cela compte comme
    un petit au bout si vous gagnez le 1 des atouts dans l'avant-dernier tour"."""
    assert count(build(4, DISCARDED, default_winner=2), petit_au_bout_chelem="excuse_led").petit_au_bout is None
    assert count(build(4, LED, default_winner=2), petit_au_bout_chelem="excuse_led").petit_au_bout == DEFENCE


def test_seed_002_counts_it_only_when_the_announcer_played_the_excuse_last():
    """Seed 002: "En cas d'annonce de Chelem, c'est le preneur qui commence la partie. Il peut, à titre
    exceptionnel, jouer l'Excuse en dernier, et le Petit sera considéré comme mené au bout s'il est joué à
    l'avant-dernière levée"."""
    attack_led = {16: ("1T KD 2D 3D", 1, 1), 17: ("EX 2H 3H KH", 1, 1)}
    tricks = build(4, attack_led, default_winner=1)
    reading = {"petit_au_bout_chelem": "announcer_excuse_last"}
    assert count(tricks, announcer=1, **reading).petit_au_bout == ATTACK
    assert count(tricks, announcer=None, **reading).petit_au_bout is None  # the chelem was not announced
    assert count(tricks, announcer=None).petit_au_bout == ATTACK  # the FFT default: any chelem


def test_the_last_trick_petit_is_au_bout_under_every_reading():
    last = {0: ("EX KD 2D 3D", 1, 1), 17: ("1T 2H 3H KH", 1, 1)}
    for reading in ("penultimate_trick", "last_trick_only", "excuse_led", "announcer_excuse_last"):
        assert count(build(4, last, default_winner=0), petit_au_bout_chelem=reading).petit_au_bout == ATTACK


# -- petit_au_bout_for: taker_only ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    "last,leader,winner,fft,taker_only",
    [
        ("1T 2H 3H KH", 1, 1, ATTACK, ATTACK),    # the taker's own Petit, kept: counts
        ("1T 2T 3H KH", 1, 2, DEFENCE, None),     # the taker's Petit captured: the defence gets nothing
        ("1T 5T 2H 3H", 0, 1, ATTACK, None),      # a defender's Petit taken by the taker: not his own
        ("2T 1T 3H KH", 2, 2, DEFENCE, None),     # the defence's own Petit
    ],
)
def test_seed_001_gives_the_petit_au_bout_to_the_takers_own_petit_only(last, leader, winner, fft, taker_only):
    """Seed 001: "Le petit au bout : lorsque votre 1 d'atout, uniquement si vous êtes le preneur, prend le
    dernier pli = 10 points"."""
    tricks = build(4, {0: ("EX KD 2D 3D", 1, 1), 17: (last, leader, winner)}, default_winner=0)
    assert count(tricks).petit_au_bout == fft
    assert count(tricks, petit_au_bout_for="taker_only").petit_au_bout == taker_only


def test_seed_001_the_petit_au_bout_stays_with_a_taker_who_fails():
    """Seed 001: "Le petit mené au bout par un joueur qui chute lui reste acquis": +10 × 2 to a garde
    that fails by 10."""
    rules = french_rules(4, {"petit_au_bout_for": "taker_only"})
    summary = DealSummary(taker=1, partner=None, contract="garde", attack_half_points=2 * 31, oudlers=2,
                          petit_au_bout=ATTACK)
    score = score_of(summary, result_of(summary), rules)
    assert (score.game, score.petit_au_bout, score.per_defender) == (-70, 20, -50)


# -- petit_chelem_all_but ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("attack_tricks", "all_but_one", "all_but_three"),
                         [(18, False, False), (17, True, True), (16, False, True), (15, False, True),
                          (14, False, False), (0, False, False)])
def test_seed_000_petit_chelem_is_all_but_one_or_all_but_three(attack_tricks, all_but_one, all_but_three):
    """Seed 000: "petit chelem – un bonus pour avoir réalisé presque toutes les figures – tous sauf un ou
    tous sauf trois, comme convenu par les joueurs". All but three: at most three tricks lost (losing fewer
    is no less a petit chelem), never none (a grand chelem)."""
    assert takes_petit_chelem(attack_tricks, 18, french_rules(4, {"petit_chelem": True})) is all_but_one
    three = french_rules(4, {"petit_chelem": True, "petit_chelem_all_but": 3})
    assert takes_petit_chelem(attack_tricks, 18, three) is all_but_three


# -- chelem_announcer: either_side ---------------------------------------------------------------------------

def _chelem(won_by, by, **options):
    summary = DealSummary(taker=1, partner=None, contract="petite", attack_half_points=0, oudlers=0,
                          chelem_announced=True, chelem_won_by=won_by, chelem_announced_by=by)
    return chelem_term(summary, french_rules(4, {"chelem_announcer": "either_side", **options}))


def test_seed_000_a_chelem_announced_by_the_defence_scores_as_the_attacks_would_for_the_defence():
    """Seed 000: "Chelem annoncé: l'équipe (le preneur normalement) annonce chelem avant le début du jeu et
    mène au premier tour. Le bonus est de 400 points s'ils réussissent à gagner chaque tour et une pénalité
    de -200 points s'ils échouent". From the attack's side: -400 made, +200 failed."""
    assert (_chelem(DEFENCE, DEFENCE), _chelem(None, DEFENCE)) == (-400, 200)
    assert (_chelem(ATTACK, ATTACK), _chelem(None, ATTACK)) == (400, -200)  # the taker's, unchanged
    # Failed because the attack took every trick: the failure and the attack's unannounced chelem, as
    # chelem_failed_and_defence says for the mirror case.
    assert _chelem(ATTACK, DEFENCE) == 400
    assert _chelem(ATTACK, DEFENCE, chelem_failed_and_defence="defence_only") == 200


# -- scoring: seed_001_example -------------------------------------------------------------------------------

def test_seed_001_example_reading_gives_the_seeds_102():
    """Seed 001: "Vous faites une garde avec 49 points au total, dans vos plis vous possédez 2 bouts. Vous
    possédez une poignée simple ... vous menez le petit au bout ... Les points supplémentaires sont donc de
    8 x 4 = 32 points ... La poignée vaut 10 points. Le petit au bout vaut 10 points. Le total des points
    est donc de 50+32+10+10=102 points"."""
    summary = DealSummary(taker=0, partner=None, contract="garde", attack_half_points=98, oudlers=2,
                          petit_au_bout=ATTACK, poignees=("simple",))
    result = result_of(summary)
    example = score_of(summary, result, french_rules(4, {"scoring": "seed_001_example",
                                                         "poignee_values": [10, 20, 40]}))
    assert (example.game, example.poignees, example.petit_au_bout, example.per_defender) == (82, 10, 10, 102)
    assert example.deltas == (306, -102, -102, -102)
    table = score_of(summary, result, french_rules(4, {"scoring": "seed_001_table", "poignee_values": [10, 20, 40]}))
    assert table.per_defender == 86  # its text: "x 2 pour une garde"


def test_the_excuse_is_still_a_defence_card_in_the_issue_case():
    """The discarded Excuse stays with the defence that took every trick: only the petit au bout moves."""
    tricks = build(4, DISCARDED, default_winner=2)
    assert EXCUSE in tricks[-1].cards
    assert count(tricks).attack_half_points == count(tricks, petit_au_bout_chelem="excuse_led").attack_half_points

"""The French Tarot state API against the judge: random hands played through it, legal and with faults, give
the verdict ``arbitre.adjudicate`` gives their ``record()``, and every refusal is the judge's own violation."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from service import InvalidRecord, adjudicate
from service.state import FrenchTarotState, IllegalAction, WrongPhase
from service.wire.operations import legal_plays
from service.wire.schemas import LEGAL_PLAYS
from tests.property.property_settings import SEEDS, tarot_settings

from .games import illegal_action, legal_action, play_out, play_with_faults, take, why_not

PLAYERS = st.sampled_from([2, 3, 4, 5])
OPTIONS = st.sampled_from([None, {"excuse_last_trick": "to_trick_winner"}, {"contracts": ["petite", "pousse",
                           "garde", "garde_sans", "garde_contre", "chelem"]}, {"petit_sec": "imprenable"},
                           {"misere": True}])


@tarot_settings(30)
@given(seed=SEEDS, players=PLAYERS, options=OPTIONS)
def test_a_legal_game_is_judged_legal_and_alike(seed: int, players: int, options: dict[str, object] | None) -> None:
    state = play_out(FrenchTarotState.dealt(seed, players=players, options=options), random.Random(seed))
    verdict = adjudicate(state.record())
    assert verdict == state.verdict()
    assert verdict["legal"] and state.violations() == []
    assert verdict["status"] == state.status
    if verdict["status"] == "complete":
        assert state.result == verdict["result"] and state.score is not None
        assert sum(state.score["deltas"]) == 0
        assert [trick["winner"] for trick in state.tricks] == [trick["winner"] for trick in verdict["tricks"]]


@tarot_settings(30)
@given(seed=SEEDS, players=PLAYERS, rate=st.sampled_from([0.05, 0.2]))
def test_a_referees_game_keeps_each_fault_as_the_judge_reports_it(seed: int, players: int, rate: float) -> None:
    state = FrenchTarotState.dealt(seed, players=players, referee=True)
    injected = play_with_faults(state, random.Random(seed), rate)
    verdict = adjudicate(state.record())
    assert verdict == state.verdict()
    assert verdict["legal"] == (not injected.violations)
    assert state.violations() == verdict["violations"]
    for violation in injected.violations:  # each as why_not_* told it before it was taken
        assert violation in verdict["violations"]


@tarot_settings(25)
@given(seed=SEEDS, players=PLAYERS, steps=st.integers(min_value=0, max_value=60))
def test_a_refused_action_raises_the_judges_violation_and_changes_nothing(seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    state = FrenchTarotState.dealt(seed, players=players)
    for _ in range(steps):
        if state.phase == "over":
            break
        legal_action(state, rng)
    action = illegal_action(state, rng) if state.phase != "over" else None
    if action is None:
        return
    before = state.record()
    with pytest.raises(IllegalAction) as raised:
        take(state, action)
    assert state.record() == before
    assert raised.value.violation == why_not(state, action)
    kept = state.copy()
    kept.referee = True
    take(kept, action)
    assert raised.value.violation in adjudicate(kept.record())["violations"]


@tarot_settings(25)
@given(seed=SEEDS, players=PLAYERS, steps=st.integers(min_value=0, max_value=80))
def test_legal_cards_are_the_legal_plays_answer(seed: int, players: int, steps: int) -> None:
    """POST /v1/plays/legal and the state read one rule: the same cards, and each other card's fault."""
    rng = random.Random(seed)
    state = FrenchTarotState.dealt(seed, players=players)
    for _ in range(steps):
        if state.phase == "over":
            return
        legal_action(state, rng)
    if state.phase != "play":
        return
    turn = state.turn
    assert turn is not None
    position = {"players": players, "hand": state.hand(turn), "trick": state.trick,
                "first_trick": not state.tricks}
    if players == 2:
        position["face_up"] = state.face_up(turn)
    if state.partner is not None or players == 5:
        position["called_card"] = state.record()["called_card"]
    answer = legal_plays(LEGAL_PLAYS.load(position))
    assert sorted(answer["legal_cards"]) == sorted(state.legal_cards())
    for illegal in answer["illegal"]:
        fault = state.why_not_play(illegal["card"])
        assert fault is not None and fault["code"] == illegal["code"]


@tarot_settings(20)
@given(seed=SEEDS, players=PLAYERS, steps=st.integers(min_value=1, max_value=90))
def test_undo_and_copy_restore_the_position(seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    state = FrenchTarotState.dealt(seed, players=players)
    records, legal = [], []
    for _ in range(steps):
        if state.phase == "over":
            break
        records.append(state.record())
        legal.append(state.legal_cards())
        branch = state.copy()
        legal_action(state, rng)
        assert branch.record() == records[-1]
    while records:
        state.undo()
        assert state.record() == records.pop()
        assert state.legal_cards() == legal.pop()
    with pytest.raises(WrongPhase):
        state.undo()


def test_a_record_is_replayed_to_its_position() -> None:
    state = play_out(FrenchTarotState.dealt(7, players=5), random.Random(7))
    replayed = FrenchTarotState.from_record(state.record())
    assert replayed.record() == state.record() and replayed.verdict() == state.verdict()


def test_a_game_for_two_is_replayed_and_a_pile_of_the_wrong_size_is_refused_or_kept() -> None:
    state = play_out(FrenchTarotState.dealt(11, players=2, dealer=1), random.Random(11))
    record = state.record()
    assert len(record["piles"]) == 2 and all(len(pile) == 3 for seat in record["piles"] for pile in seat)
    replayed = FrenchTarotState.from_record(record)
    assert replayed.record() == record and replayed.verdict() == state.verdict()
    assert state.tricks[0]["leader"] == 0  # the non-dealer
    record["piles"][0][0] = record["piles"][0][0][:2]  # a card missing from a pile
    with pytest.raises(IllegalAction) as raised:
        FrenchTarotState.from_record(record, referee=False)
    assert raised.value.violation["code"] == "pile_size"
    kept = FrenchTarotState.from_record(record)  # a referee's: the deal's faults kept, as the judge reads them
    assert kept.verdict() == adjudicate(record) and kept.violations()[0]["code"] == "pile_size"
    record["piles"] = record["piles"][:1]  # one seat's piles only: no table to lay out, even for a referee
    with pytest.raises(IllegalAction) as raised:
        FrenchTarotState.from_record(record)
    assert raised.value.violation == adjudicate(record)["violations"][0]


def test_actions_out_of_their_phase_and_bad_decks_are_refused() -> None:
    state = FrenchTarotState.dealt(3)
    with pytest.raises(WrongPhase):
        state.play(state.hand(state.turn or 0)[0])
    with pytest.raises(InvalidRecord):
        FrenchTarotState([["ZZ"]], [])
    hands = [list(state.record()["hands"][seat]) for seat in range(4)]
    hands[0][0] = hands[1][0]  # a card dealt twice
    with pytest.raises(IllegalAction) as raised:
        FrenchTarotState(hands, state.record()["dog"])
    assert raised.value.violation["phase"] == "deal"


def test_the_public_names_are_stable() -> None:
    """What apps import from arbitre: renaming one breaks them, so it must be a decision, not an accident."""
    import service

    assert sorted(service.__all__) == ["FrenchTarotState", "IllegalAction", "InvalidRecord", "WrongPhase",
                                       "ZwanzigerrufenState", "adjudicate", "create_app"]
    for name in service.__all__:
        assert getattr(service, name).__name__ == name
    state = service.FrenchTarotState.dealt(1)
    for method in ("legal_calls", "legal_called_cards", "discardable_cards", "legal_cards", "bid", "call_card",
                   "discard", "declare", "play", "can_bid", "can_play", "can_discard", "why_not_bid",
                   "why_not_call_card", "why_not_discard", "why_not_declare", "why_not_play", "undo", "copy",
                   "record", "verdict", "violations", "hand", "face_up", "piles", "dealt", "from_record"):
        assert callable(getattr(state, method)), method
    for attribute in ("phase", "turn", "taker", "contract", "partner", "trick", "leader", "trick_winner", "tricks",
                      "status", "result", "score", "ecart_size", "rules", "referee"):
        getattr(state, attribute)


def _trumps(cards: list[str]) -> list[str]:
    return [card for card in cards if card.endswith("T")]


def test_declarations_a_poignee_at_the_first_card_and_a_chelem_that_takes_the_lead() -> None:
    seed = next(seed for seed in range(5000)
                if any(len(_trumps(hand)) >= 10 for hand in FrenchTarotState.dealt(seed).record()["hands"]))
    rng = random.Random(seed)
    state = FrenchTarotState.dealt(seed)
    holder = next(seat for seat, hand in enumerate(state.record()["hands"]) if len(_trumps(hand)) >= 10)
    state.bid("garde")
    while state.phase == "auction":
        state.bid("pass")
    state.discard(state.discardable_cards()[:state.ecart_size])
    while state.turn != holder:
        state.play(rng.choice(state.legal_cards()))
    assert state.why_not_declare("poignee", _trumps(state.hand(holder))[:9]) is not None  # 9 trumps: no poignée
    state.declare("poignee", _trumps(state.hand(holder))[:10])
    play_out(state, rng)
    verdict = adjudicate(state.record())
    assert verdict == state.verdict() and verdict["legal"]
    assert verdict["score"]["poignees"] != 0

    chelem = FrenchTarotState.dealt(seed)
    chelem.bid("garde")
    taker = chelem.taker
    while chelem.phase == "auction":
        chelem.bid("pass")
    chelem.discard(chelem.discardable_cards()[:chelem.ecart_size])
    chelem.declare("chelem", seat=taker)
    assert chelem.turn == taker  # the announcer leads
    play_out(chelem, rng)
    assert adjudicate(chelem.record()) == chelem.verdict()
    assert chelem.verdict()["legal"]


def test_games_under_the_seed_001_trump_duty_are_judged_with_it() -> None:
    """Option overtrump: trump_lead_only, through the state API and the judge alike: random games played by
    the state's legal cards are legal under the option, and some of them cut under an earlier cut, which the
    FFT's rule then calls must_overtrump."""
    options = {"overtrump": "trump_lead_only"}
    under_cuts = 0
    for seed in range(40):
        state = play_out(FrenchTarotState.dealt(seed, players=4, options=options), random.Random(seed))
        record = state.record()
        assert adjudicate(record)["legal"], seed
        fft = adjudicate({**record, "options": {}})
        under_cuts += any(violation["code"] == "must_overtrump" for violation in fft["violations"])
    assert under_cuts > 0

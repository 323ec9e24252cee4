"""The desk's record.js under Node.js against the judge, on many deals of the game for two (pagat.com): the
page takes each played card from the hand or from the pile whose face-up card it is, as
service/french/two_players.py does, so that every card of a legal deal is accounted for at every step."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

from tests.desk.node_js import node
from tests.house_rules.two_players import play_two

RECORD_JS = Path(__file__).resolve().parents[2] / "service" / "desk" / "record.js"

# For each step: the cards in hand, face up and face down; at the end, where each card came from.
WALK = """
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", async () => {
  const m = await import(process.argv[1]);
  const games = JSON.parse(Buffer.concat(chunks).toString());
  const walked = games.map(({ record, verdict }) => {
    const total = m.playedCards(record, verdict).length;
    const shown = [];
    for (let step = 0; step <= total; step += 1) {
      const { hands, piles } = m.tableAt(record, verdict, step);
      const faceUp = piles.flat().filter((pile) => m.faceUp(pile) !== null).length;
      const down = piles.flat().reduce((sum, pile) => sum + pile.cards.length, 0) - faceUp;
      shown.push([hands.flat().length, faceUp, down]);
    }
    return { shown, from: m.tableAt(record, verdict, total).from, over: m.nextPlay(record, verdict, total) === null };
  });
  console.log(JSON.stringify(walked));
});
"""


def walk(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    finished = subprocess.run([node(), "-e", WALK, RECORD_JS.as_uri()], input=json.dumps(games), capture_output=True,
                              text=True, timeout=120, check=True)
    walked: list[dict[str, Any]] = json.loads(finished.stdout)
    return walked


def sources(record: dict[str, Any], verdict: dict[str, Any]) -> tuple[list[dict[str, int]], list[int]]:
    """Where each card comes from, by the seed's rule written out plainly (the hand, else the pile showing it),
    and how many face-up cards the table shows after each card: a pile played from turns its next card up
    only once the trick is complete."""
    hands = [list(hand) for hand in record["hands"]]
    piles = [[list(pile) for pile in seat] for seat in record["piles"]]
    found: list[dict[str, int]] = []
    face_up = [12]
    for trick, judged in zip(record["tricks"], verdict["tricks"], strict=True):
        for position, card in enumerate(trick):
            seat = (judged["leader"] + position) % 2
            waiting = 0
            if card in hands[seat]:
                hands[seat].remove(card)
                found.append({})
            else:
                pile = next(index for index, cards in enumerate(piles[seat]) if cards and cards[0] == card)
                piles[seat][pile].pop(0)
                found.append({"pile": pile})
                waiting = 1 if position == 0 and piles[seat][pile] else 0
            face_up.append(sum(1 for cards in piles[0] + piles[1] if cards) - waiting)
    return found, face_up


def test_every_card_of_a_game_for_two_is_in_hand_on_a_pile_or_played_at_every_step(api: Any) -> None:
    games = []
    for seed in range(12):
        record = play_two(seed, dealer=seed % 2).record
        verdict = api("/v1/hands/adjudicate", record)
        assert verdict["legal"] and verdict["status"] == "complete", seed
        games.append({"record": record, "verdict": verdict})
    for seed, (game, walked) in enumerate(zip(games, walk(games), strict=True)):
        assert walked["over"], seed
        found, face_up = sources(game["record"], game["verdict"])
        assert walked["from"] == found, seed
        assert any("pile" in source for source in found), seed
        assert [shown[1] for shown in walked["shown"]] == face_up, seed
        for step, (in_hand, up, down) in enumerate(walked["shown"]):
            assert in_hand + up + down == 78 - step, (seed, step)
        assert walked["shown"][0] == [42, 12, 24]

// Reading a record from what a person gives the page, carrying it in a link, and following it card by
// card. Pure functions: no DOM, no network.

// The fragment (#record=…) holds the record as base64url of its UTF-8 JSON: browsers never send a
// fragment to the server, so the service stays stateless and sees no hand it was not asked to judge.
export function recordToFragment(record) {
  const bytes = new TextEncoder().encode(JSON.stringify(record));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return "record=" + btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

// null when the fragment holds no record; an error (the reason, in English for a bug report) when it holds
// one that cannot be read: cut short when copied, or changed by hand.
export function recordFromFragment(fragment) {
  const match = /(?:^#?|&)record=([^&]*)/.exec(fragment);
  if (!match) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(match[1]) || match[1].length % 4 === 1) {
    throw new Error("the link's record is not base64url");
  }
  const base64 = match[1].replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

// The lines of a .jsonl file that hold something (the bulk command's input or output).
export function jsonLines(text) {
  return text.split(/\r?\n/).filter((line) => line.trim() !== "");
}

// A record is an object with a deal; a line of the bulk command's output (a verdict, or
// {"line", "errors"}) is not one.
export function isRecord(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Array.isArray(value.hands);
}

// A line of the bulk command's output, or a verdict saved from the API: no record, and sending it to the API
// would only list the record's fields it lacks.
export function looksLikeBulkOutput(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value) || "hands" in value) return false;
  return "legal" in value || "verdicts" in value || ("line" in value && "errors" in value);
}

// Whether the page can draw the record: lists of card codes where the cards go. A record that is not
// (the API says why) shows its verdict alone.
export function isDrawable(record) {
  const cards = (list) => Array.isArray(list) && list.every((card) => typeof card === "string");
  return (
    isRecord(record) &&
    record.hands.length <= 6 &&
    record.hands.every(cards) &&
    (record.dog === undefined || cards(record.dog)) &&
    (record.discard === undefined || cards(record.discard)) &&
    (record.piles === undefined || (Array.isArray(record.piles) && record.piles.every((seat) => Array.isArray(seat) && seat.every(cards)))) &&
    (record.tricks === undefined || (Array.isArray(record.tricks) && record.tricks.every(cards))) &&
    (record.auction === undefined || (Array.isArray(record.auction) && record.auction.every((call) => call && typeof call === "object"))) &&
    Number.isInteger(record.dealer ?? 0)
  );
}

export function seatCount(record) {
  return record.ruleset === "zwanzigerrufen" ? 4 : (record.players ?? record.hands.length);
}

function playDirection(record) {
  return record.options?.direction === "anticlockwise" ? -1 : 1;
}

export function seatAfter(seat, steps, record) {
  const count = seatCount(record);
  return (((seat + steps * playDirection(record)) % count) + count) % count;
}

// Every card played, in order: {trick, index, card, seat}. Leaders come from the verdict; where it has
// none (a record the API could not read), the seat after the dealer leads and the leader of the
// previous trick leads again.
export function playedCards(record, verdict) {
  const plays = [];
  const tricks = Array.isArray(record.tricks) ? record.tricks : [];
  let leader = seatAfter(record.dealer ?? 0, 1, record);
  tricks.forEach((cards, trick) => {
    leader = verdict?.tricks?.[trick]?.leader ?? leader;
    cards.forEach((card, index) => plays.push({ trick, index, card, seat: seatAfter(leader, index, record) }));
  });
  return plays;
}

// Where the next card goes once `step` cards are played: its trick, its place and the seat to play.
export function nextPlay(record, verdict, step) {
  const plays = playedCards(record, verdict);
  if (step < plays.length) return plays[step];
  if (plays.length >= dealtCount(record)) return null; // every card is played
  const count = seatCount(record);
  const tricks = Array.isArray(record.tricks) ? record.tricks : [];
  const last = tricks.length - 1;
  if (last >= 0 && tricks[last].length < count) {
    const leader = verdict?.tricks?.[last]?.leader ?? plays.at(-1).seat;
    return { trick: last, index: tricks[last].length, card: null, seat: seatAfter(leader, tricks[last].length, record) };
  }
  const winner = last >= 0 ? verdict?.tricks?.[last]?.winner : seatAfter(record.dealer ?? 0, 1, record);
  if (winner === undefined || winner === null) return null;
  return { trick: last + 1, index: 0, card: null, seat: winner };
}

// The cards the players hold and play: the hands and, in the game for two (seed 000), each seat's piles.
export function dealtCount(record) {
  const piled = (record.piles ?? []).flat(2).length;
  return record.hands.reduce((sum, hand) => sum + hand.length, 0) + piled;
}

// The table once `step` cards are played: each seat's hand, its piles (game for two), and where each of
// those cards came from ({pile} for a pile's index, {} for the hand, null for a card the seat did not
// hold). The taker's hand takes in the dog and gives up the écart when the contract lets the taker see the
// dog. A card leaves the hand if it is there, else the pile whose face-up top it is, as the judge takes it
// (service/french/two_players.py); the card under it turns up once the trick is complete (seed 000: "A la
// fin de chaque tour, si vous avez joué depuis une pile, vous retournez la carte suivante de cette pile"):
// until then its pile is `waiting`.
export function tableAt(record, verdict, step) {
  const hands = record.hands.map((hand) => [...hand]);
  const piles = hands.map((_, seat) => (record.piles?.[seat] ?? []).map((pile) => ({ cards: [...pile], waiting: false })));
  const taker = verdict?.taker;
  const contract = verdict?.contract;
  // French Tarot: the taker of a petite, pousse, garde or chelem call takes the dog in and makes the écart
  // (a Zwanzigerrufen declarer takes only part of the talon, which the record does not say).
  const seesDog = record.ruleset !== "zwanzigerrufen" && contract && !["garde_sans", "garde_contre"].includes(contract);
  if (taker !== null && taker !== undefined && seesDog && Array.isArray(record.discard) && hands[taker]) {
    const kept = [...hands[taker], ...(record.dog ?? [])];
    hands[taker] = kept.filter((card) => !record.discard.includes(card));
  }
  const played = playedCards(record, verdict).slice(0, step);
  const turnUp = () => piles.flat().forEach((pile) => { pile.waiting = false; });
  const from = played.map((play, index) => {
    if (index > 0 && play.trick !== played[index - 1].trick) turnUp();
    const hand = hands[play.seat];
    const at = hand ? hand.indexOf(play.card) : -1;
    if (at >= 0) {
      hand.splice(at, 1);
      return {};
    }
    const pile = (piles[play.seat] ?? []).findIndex((candidate) => !candidate.waiting && candidate.cards[0] === play.card);
    if (pile < 0) return null;
    piles[play.seat][pile].cards.shift();
    piles[play.seat][pile].waiting = true;
    return { pile };
  });
  const last = played.at(-1);
  if (last && played.filter((play) => play.trick === last.trick).length >= seatCount(record)) turnUp();
  return { hands, piles, from };
}

// Each seat's cards in hand once `step` cards are played.
export function handsAt(record, verdict, step) {
  return tableAt(record, verdict, step).hands;
}

// A pile's face-up card, if it shows one.
export function faceUp(pile) {
  return pile.waiting ? null : (pile.cards[0] ?? null);
}

function shuffle(cards) {
  const shuffled = [...cards];
  const random = new Uint32Array(shuffled.length);
  crypto.getRandomValues(random);
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = random[index] % (index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  return shuffled;
}

// A French Tarot deal for 4 at random, bid garde sans by the seat after the dealer (no écart to make),
// ready for its cards to be clicked as they were played.
export function randomFrenchDeal(deck) {
  let cards;
  let hands;
  // A petit sec (the Petit as a hand's only trump, without the Excuse) annuls the deal: deal again.
  const petitSec = (hand) => hand.includes("1T") && !hand.includes("EX") && hand.filter((c) => c.endsWith("T")).length === 1;
  do {
    cards = shuffle(deck);
    hands = [0, 1, 2, 3].map((seat) => cards.slice(seat * 18, seat * 18 + 18));
  } while (hands.some(petitSec));
  return {
    ruleset: "french-tarot",
    players: 4,
    dealer: 0,
    hands,
    dog: cards.slice(72),
    auction: [
      { seat: 1, call: "garde_sans" },
      { seat: 2, call: "pass" },
      { seat: 3, call: "pass" },
      { seat: 0, call: "pass" },
    ],
    tricks: [],
  };
}

// The record with one more card played: into the open trick, or a new one.
export function withCardPlayed(record, card) {
  const tricks = (record.tricks ?? []).map((trick) => [...trick]);
  const last = tricks.at(-1);
  if (last && last.length < seatCount(record)) last.push(card);
  else tricks.push([card]);
  return { ...record, tricks };
}

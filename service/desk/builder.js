// A hand entered from its cards, as players write them: reading typed cards in the page's language, and the
// record the entered deal makes. Pure functions: no DOM, no network.

import { parseCard } from "./cards.js";

const SIGN_SUITS = { "♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C" };
// The rank letters players write in each language (R♠ in French, K♠ in English and German; B for a German
// Bube, R for its Reiter), read in any letter case.
const RANK_LETTERS = {
  en: { J: "J", C: "C", N: "C", Q: "Q", K: "K" },
  fr: { V: "J", C: "C", D: "Q", R: "K" },
  de: { B: "J", R: "C", D: "Q", K: "K" },
};
const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV", "XVI",
  "XVII", "XVIII", "XIX", "XX", "XXI"];
const EXCUSE_WORDS = new Set(["EX", "EXC", "EXCUSE", "SKÜS", "SKUS", "SKÜSS", "SCUS"]);

// One typed card as its code (KS, 10H, 21T, EX), or null. A wire code is read as it is; else a rank (its
// number, or its letter in ``language``) and a suit's sign; a bare number, or a Roman numeral, is a trump.
export function readCard(token, language) {
  const word = String(token).trim().toUpperCase();
  if (word === "") return null;
  if (EXCUSE_WORDS.has(word)) return "EX";
  if (parseCard(word).suit !== "?") return word;
  if (/^(?:[1-9]|1[0-9]|2[01])$/.test(word)) return `${word}T`;
  const roman = ROMAN.indexOf(word);
  if (roman >= 0) return `${roman + 1}T`;
  const suit = SIGN_SUITS[word.slice(-1)];
  if (!suit) return null;
  const rank = word.slice(0, -1);
  const letters = RANK_LETTERS[language] ?? RANK_LETTERS.en;
  const code = /^(?:[1-9]|10)$/.test(rank) ? `${rank}${suit}` : letters[rank] ? `${letters[rank]}${suit}` : null;
  return code !== null && parseCard(code).suit !== "?" ? code : null;
}

// Typed cards, separated by spaces or commas: {cards, unread} (the words no card was read from).
export function readCards(text, language) {
  const cards = [];
  const unread = [];
  for (const token of String(text).split(/[\s,;]+/).filter(Boolean)) {
    const card = readCard(token, language);
    if (card === null) unread.push(token);
    else cards.push(card);
  }
  return { cards, unread };
}

// The record of a deal entered at the desk: its rule set, table, options chosen, dealer, hands and dog (French
// Tarot), and the called card where one was given; the auction and the tricks are added as the hand is followed.
export function enteredRecord({ ruleset, players, dealer, hands, dog, calledCard, options = {} }) {
  const record = { ruleset, players };
  // Only the options chosen: a record without them is judged by the rule set's defaults.
  if (Object.keys(options).length) record.options = { ...options };
  Object.assign(record, { dealer, hands });
  if (ruleset !== "zwanzigerrufen") record.dog = dog;
  if (calledCard) record.called_card = calledCard;
  record.auction = [];
  record.tricks = [];
  return record;
}

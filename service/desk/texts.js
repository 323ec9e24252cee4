// The page's own words in each language the desk speaks, and the names of cards, calls, fields and codes made
// from them. The API's messages are shown as the API wrote them (the page asks for its language with
// Accept-Language).
//
// The words are the gettext catalogue `desk` (service/i18n/locale/desk.pot for English, each language's
// LC_MESSAGES/desk.po), which the service answers as tables of words, one language at a time
// (GET /desk/words/{language}): loadWords() fetches them all once, before the page shows a word. A table is
// named by the first part of its messages' msgctxt (`texts`, `fields`, `values.outcome`…), a word by the rest
// (`texts.title` is the key `title` of the table `texts`).

// language → table → key → words, in the order the service lists the languages (English first).
const WORDS = {};

// The tables of words the service answered (GET /desk/words/{language}), each {language, languages, tables}.
export function useWords(answers) {
  for (const answer of answers) WORDS[answer.language] = answer.tables;
}

async function served(language) {
  const response = await fetch(`/desk/words/${encodeURIComponent(language)}`);
  if (!response.ok) throw new Error(`GET /desk/words/${language} answered ${response.status}`);
  return response.json();
}

let loading = null;

// Every language's words, fetched once (from this origin only, as the page's policy allows): English first,
// whose answer lists the languages the desk speaks, then the others together.
export function loadWords() {
  loading ??= (async () => {
    const english = await served("en");
    const others = await Promise.all(english.languages.filter((language) => language !== "en").map(served));
    useWords([english, ...others]);
  })();
  return loading;
}

// The words of ``key`` in the table ``name``: the language's, else the English (as gettext falls back to the
// msgid), else null.
function lookup(name, key, language) {
  for (const tables of [WORDS[language], WORDS.en]) {
    const table = tables?.[name];
    if (table && Object.hasOwn(table, key)) return table[key];
  }
  return null;
}

function fill(text, args) {
  return String(text).replace(/\{(\d)\}/g, (_, index) => String(args[Number(index)]));
}

// Each language the desk speaks, by its code, named in itself (the language menu).
export function languageNames() {
  return Object.fromEntries(Object.entries(WORDS).map(([code, tables]) => [code, tables.language?.name ?? code]));
}

export function pickLanguage(preferred) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (Object.hasOwn(WORDS, base)) return base;
  }
  return "en";
}

// An event's type, a lead's choice or a poignée's size (the incidents of a record's `events`,
// docs/french-arbitration.md, in the words of the Code d'arbitrage); a word not named shows as the record
// writes it.
export function eventWord(word, language) {
  return lookup("events", word, language) ?? String(word);
}

// French Tarot's calls as players name them (docs/glossary.md: petite, garde, garde sans, garde contre,
// chelem); Zwanzigerrufen's in its players' words, a doubling of an item ("kontra:pagat") named with its item:
// Kontra (Pagat). A call not named shows as the record writes it.
export function callName(call, language, ruleset = "french-tarot") {
  if (ruleset === "zwanzigerrufen") {
    const [first, item, ...more] = String(call).split(":");
    const called = lookup("zwanzigerrufen_calls", first, language);
    if (more.length || called === null) return String(call);
    if (item === undefined) return called;
    const doubled = lookup("zwanzigerrufen_calls", item, language);
    return doubled === null ? String(call) : `${called} (${doubled})`;
  }
  return lookup("calls", call, language) ?? String(call);
}

// A declaration's type, or a misère's kind.
export function declarationName(word, language) {
  return lookup("declarations", word, language) ?? String(word);
}

// ``rulesetOf`` tells the rule set of the record shown when a text is asked for: the two games do not
// share every word (the table zwanzigerrufen_texts says where Zwanzigerrufen's players say it otherwise).
export function translator(language, rulesetOf = () => "french-tarot") {
  return (key, ...args) => {
    const own = rulesetOf() === "zwanzigerrufen" ? lookup("zwanzigerrufen_texts", key, language) : null;
    return fill(own ?? lookup("texts", key, language) ?? key, args);
  };
}

// The words of one table (the board page's: "board"), with their {0}… filled in.
export function tableTranslator(name, language) {
  return (key, ...args) => fill(lookup(name, key, language) ?? key, args);
}

// Zwanzigerrufen's tarocks are written in Roman numerals.
const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
  "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];
const SUITS = ["S", "H", "D", "C"];

// The trumps and the Excuse as players name them in each game (docs/glossary.md), without the article, as
// the suits' cards are named ("Roi de pique"); the Excuse, the Petit, the Sküs, the Pagat and the Mond are
// named alike in every language.
function trumpName(code, language, ruleset) {
  const number = code === "EX" ? 0 : Number(code.slice(0, -1));
  if (ruleset === "zwanzigerrufen") {
    if (code === "EX") return "Sküs";
    if (number === 1) return "Pagat";
    if (number === 21) return "Mond";
    return fill(lookup("cards", "tarock", language) ?? code, [ROMAN[number] ?? String(number)]);
  }
  if (code === "EX") return "Excuse";
  if (number === 1) return "Petit";
  return fill(lookup("cards", "trump", language) ?? code, [number]);
}

// A card's name for screen readers and tooltips, in the page's language and the words of the record's game.
export function cardName(spelling, language, ruleset = "french-tarot") {
  const code = String(spelling).toUpperCase();
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  if (code === "EX" || (suit === "T" && /^[0-9]+$/.test(rank))) return trumpName(code, language, ruleset);
  if (!SUITS.includes(suit)) return String(code);
  const rankName = lookup("ranks", rank, language) ?? rank;
  const suitName = lookup("suits", suit, language) ?? suit;
  return fill(lookup("cards", "suit_card", language) ?? "{0}{1}", [rankName, suitName]);
}

// A card as players write it on a score sheet, short: the rank's initial in the language and the suit's sign
// (R♠ in French, K♠ in English and German), a trump's number (Roman numerals for Zwanzigerrufen's tarocks),
// the Excuse or the Sküs.
const SUIT_SIGNS = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function cardShort(spelling, language, ruleset = "french-tarot") {
  const code = String(spelling).toUpperCase();
  if (code === "EX") return ruleset === "zwanzigerrufen" ? "Sküs" : "Excuse";
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  if (suit === "T" && /^[0-9]+$/.test(rank)) return ruleset === "zwanzigerrufen" ? (ROMAN[Number(rank)] ?? code) : rank;
  if (!(suit in SUIT_SIGNS)) return code;
  return `${lookup("rank_initials", rank, language) ?? rank}${SUIT_SIGNS[suit]}`;
}

// A card's name inside a list or a sentence: a suit card's rank in lower case ("roi de carreau", "king of
// spades"), as the glossary writes cards in messages (German writes its nouns capitalised); the trumps' and
// the Excuse's names as they are.
export function cardNameInText(spelling, language, ruleset = "french-tarot") {
  const name = cardName(spelling, language, ruleset);
  const suitCard = /^(?:[1-9]|10|[JCQK])[SHDC]$/.test(String(spelling).toUpperCase());
  return suitCard && language !== "de" ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

// The name of a verdict's field (result, score, ruling) in people's words; Zwanzigerrufen's own where it has
// one (its `made` says whether a game or a premium was won, not a contract). A field the API adds later shows
// with its words spaced out until the catalogue names it.
export function fieldName(key, language, ruleset = "french-tarot") {
  const own = ruleset === "zwanzigerrufen" ? lookup("zwanzigerrufen_fields", key, language) : null;
  return own ?? lookup("fields", key, language) ?? String(key).replace(/_/g, " ");
}

// The fields whose values are a side, and the table of words each other field's values are in: the ruling's
// outcome, an adjustment's or a sanction's kind, Zwanzigerrufen's items and parties and doubling levels, the
// referee's choices (the options arbitration_*: docs/french-arbitration.md) and their values.
const VALUE_TABLES = { from: "side", to: "side", side: "side", outcome: "outcome", kind: "kind", item: "item",
  owner: "owner", level: "level" };

// The word for the code ``value`` of the verdict's field ``field`` (a referee's choice: field "policy" for
// the option's name, "choice" for its value), or null where the value is no code the page names.
export function valueWord(field, value, language) {
  if (typeof value !== "string" && typeof value !== "number") return null;
  return lookup(`values.${VALUE_TABLES[field] ?? field}`, value, language);
}

// A number as the language writes it (7.5, 7,5); ``signed``: with its sign, + too (a seat's points).
export function formatNumber(value, language, { signed = false } = {}) {
  if (typeof value !== "number") return String(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: signed ? "exceptZero" : "auto" })
    .format(value);
}

// Every table of the page's words, by name and language (table → language → key → words).
export function wordTables() {
  const tables = {};
  for (const [language, byName] of Object.entries(WORDS)) {
    for (const [name, words] of Object.entries(byName)) (tables[name] ??= {})[language] = words;
  }
  return tables;
}

// The cards, drawn as SVG by the page itself: the 78 French cards and the 40 of Zwanzigerrufen share
// their codes (KS, 10H, 21T, EX), so one drawing serves both packs. Nothing is fetched.

const SUIT_PATHS = {
  S: "M10 1C4 7 1 10 2.5 13.5C4 16.5 8 16 9 13.5L8 19H12L11 13.5C12 16 16 16.5 17.5 13.5C19 10 16 7 10 1Z",
  H: "M10 18C2 12 0 8 2.5 4.5C5 1.5 9 2.5 10 6C11 2.5 15 1.5 17.5 4.5C20 8 18 12 10 18Z",
  D: "M10 1L18 10L10 19L2 10Z",
  C: "M10 1.5A4 4 0 1 1 9.9 1.5ZM5.5 7.5A4 4 0 1 1 5.4 7.5ZM14.5 7.5A4 4 0 1 1 14.4 7.5ZM9 10L8 19H12L11 10Z",
};
// Dark enough on white for WCAG AA (contrast above 4.5:1 for the indices).
const INK = { "?": "#1b1b1b", S: "#1b1b1b", C: "#1b1b1b", H: "#b3001b", D: "#b3001b", T: "#0b3a75", EX: "#5a2d82" };

const CARD_CODE = /^(?:EX|(?:[1-9]|10|[JCQK])[SHDC]|(?:[1-9]|1[0-9]|2[01])T)$/;

// A card's suit and rank; a code that names no card (a record the API refuses) has suit "?".
export function parseCard(spelling) {
  const code = String(spelling).toUpperCase();
  if (!CARD_CODE.test(code)) return { code, suit: "?", rank: "?" };
  if (code === "EX") return { code, suit: "EX", rank: "" };
  return { code, suit: code.slice(-1), rank: code.slice(0, -1) };
}

export function isTrump(code) {
  return code === "EX" || code.endsWith("T");
}

function suitIcon(suit, x, y, size) {
  const scale = size / 20;
  return `<path d="${SUIT_PATHS[suit]}" transform="translate(${x} ${y}) scale(${scale})" fill="${INK[suit]}"/>`;
}

function drawCard(code) {
  const { suit, rank } = parseCard(code);
  const ink = INK[suit];  // only known codes reach the drawing below: no text of the record is written into it
  const parts = [
    `<rect x="1" y="1" width="58" height="86" rx="6" fill="#fff" stroke="#4a4a4a" stroke-width="1.5"/>`,
  ];
  if (suit === "?") {
    parts.push(`<text x="30" y="54" text-anchor="middle" font-size="30" font-weight="700" fill="#1b1b1b">?</text>`);
  } else if (suit === "EX") {
    parts.push(
      `<rect x="6" y="6" width="48" height="76" rx="4" fill="#f1e9f8" stroke="${ink}"/>`,
      `<path d="M30 24L34 38H48L37 46L41 60L30 52L19 60L23 46L12 38H26Z" fill="${ink}"/>`,
      `<text x="30" y="76" text-anchor="middle" font-size="13" font-weight="700" fill="${ink}">EX</text>`,
    );
  } else if (suit === "T") {
    parts.push(
      `<rect x="6" y="6" width="48" height="76" rx="4" fill="#e6eef8" stroke="${ink}"/>`,
      `<text x="10" y="24" font-size="17" font-weight="700" fill="${ink}">${rank}</text>`,
      `<circle cx="30" cy="52" r="16" fill="${ink}"/>`,
      `<text x="30" y="59" text-anchor="middle" font-size="19" font-weight="700" fill="#fff">${rank}</text>`,
    );
  } else {
    parts.push(
      `<text x="6" y="22" font-size="18" font-weight="700" fill="${ink}">${rank}</text>`,
      suitIcon(suit, 6, 26, 13),
      suitIcon(suit, 20, 40, 30),
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 88" font-family="sans-serif">${parts.join("")}</svg>`;
  // An image, not inline SVG: the card's indices are a picture, named by the element that holds it (an inline
  // SVG's text would count as the button's visible label, which its name must then contain: WCAG 2.5.3).
  return `<img class="card-face" alt="" src="data:image/svg+xml,${encodeURIComponent(svg)}">`;
}

const drawn = new Map();

// A card's picture (an <img> of its SVG drawing), drawn once per code.
export function cardSvg(spelling) {
  const { code, suit } = parseCard(spelling);
  const key = suit === "?" ? "?" : code;
  let svg = drawn.get(key);
  if (svg === undefined) {
    svg = drawCard(key === "?" ? "?" : code);
    drawn.set(key, svg);
  }
  return svg;
}

// Cards in the order a player sorts them: trumps, then the suits, each by rank.
const RANK_ORDER = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "C", "Q", "K"];
const SUIT_ORDER = ["T", "S", "H", "C", "D", "EX"];

export function sortCards(cards) {
  const key = (code) => {
    const { suit, rank } = parseCard(code);
    const within = suit === "T" ? Number(rank) : RANK_ORDER.indexOf(rank);
    return (suit === "?" ? SUIT_ORDER.length : SUIT_ORDER.indexOf(suit)) * 100 + within;
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

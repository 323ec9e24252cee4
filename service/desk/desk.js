// The arbitration desk: shows a hand record, its verdict and its score, and asks the API again at each
// change. It talks to the public API only (same origin), like any other client.

import { cardSvg, sortCards } from "./cards.js";
import { EXAMPLE } from "./example.js";
import { enteredRecord, readCard, readCards } from "./builder.js";
import {
  faceUp,
  isDrawable,
  isRecord,
  jsonLines,
  looksLikeBulkOutput,
  nextPlay,
  playedCards,
  randomFrenchDeal,
  recordFromFragment,
  recordToFragment,
  seatAfter,
  seatCount,
  tableAt,
  withCardPlayed,
} from "./record.js";
import {
  callName,
  cardName,
  cardShort,
  cardNameInText,
  declarationName,
  eventWord,
  fieldName,
  formatNumber,
  languageNames,
  loadWords,
  pickLanguage,
  translator,
  valueWord,
} from "./texts.js";

const rulesetOfShown = () => state.record?.ruleset ?? "french-tarot";

const state = {
  language: "en",
  t: translator("en", rulesetOfShown),
  rulesets: new Map(),
  record: null,
  verdict: null,
  problem: null,
  judgedAt: null,
  step: 0,
  lines: null,
  editing: null,
  legal: null,
  judged: 0,
  // The deal being entered from its cards: its table, the text typed for each field (hand-0…, dog, called),
  // and the field the deck's clicked cards go to.
  builder: { ruleset: "french-tarot", players: 4, dealer: 0, texts: {}, options: {}, target: "hand-0" },
};

const $ = (id) => document.getElementById(id);

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

// The API's own words (messages, reasons, rules), asked in the page's language: marked apart from the page's
// words, the catalogue `desk`'s (texts.js; tests/desk/test_desk_languages.py reads the page's words alone).
function said(text, tag = "span") {
  return `<${tag} class="said">${escapeHtml(text)}</${tag}>`;
}

// People count from one (docs/glossary.md, "Counting"): the wire's seat 0 is Seat 1, its trick 6 the 7th.
function fromOne(index) {
  return index + 1;
}

// A seat's name, from the wire's seat.
function seatName(seat) {
  return Number.isInteger(seat) ? state.t("seat", fromOne(seat)) : "–";
}

function number(value, options) {
  return formatNumber(value, state.language, options);
}

async function callApi(method, path, body) {
  const headers = { "Accept-Language": state.language };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

// ---- texts and language ----

function applyTexts() {
  const { t } = state;
  document.documentElement.lang = state.language;
  document.title = `Arbitre: ${t("title")}`;
  for (const element of document.querySelectorAll("[data-text]")) element.textContent = t(element.dataset.text);
  for (const element of document.querySelectorAll("[data-label]")) {
    element.setAttribute("aria-label", t(element.dataset.label));
    element.title = t(element.dataset.label);
  }
}

function setLanguage(language, remember) {
  state.language = language;
  state.t = translator(language, rulesetOfShown);
  $("language").value = language;
  if (remember) localStorage.setItem("arbitre.desk.language", language);
  applyTexts();
}

// ---- opening a record ----

function notify(message) {
  $("notice").textContent = message;
}

function showRecordText(record) {
  const lines = Object.entries(record).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  $("record").value = `{\n${lines.join(",\n")}\n}`;
}

async function openRecord(record, { atEnd = true } = {}) {
  state.record = record;
  state.editing = null;
  showRecordText(record);
  await judge({ atEnd });
}

// What a failed opening leaves: no verdict, no table, only the reason (a verdict of the hand opened before
// would read as this one's).
function clearShown(message) {
  state.judged += 1; // a verdict still on its way belongs to the hand given up
  state.record = null;
  state.verdict = null;
  state.problem = null;
  state.editing = null;
  notify(message);
  render();
}

async function openText(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch (error) {
    clearShown(state.t("not_json", error.message));
    return;
  }
  // A verdict or an error line of the bulk command is no record; anything else is the API's to read: a
  // partial record comes back with the API's 422, which lists what is missing.
  if (looksLikeBulkOutput(value)) {
    clearShown(state.t("not_a_record"));
    return;
  }
  notify("");
  await openRecord(value);
}

async function openLine() {
  const lines = state.lines;
  if (!lines) return; // the line field of a file that has been replaced by one without lines
  const number = Math.min(Math.max(1, Number($("line").value) || 1), lines.length);
  $("line").value = String(number);
  await openText(lines[number - 1]);
}

async function openFile(file) {
  let text;
  try {
    text = await file.text();
  } catch {
    notify(state.t("file_unreadable"));
    return;
  }
  // A .json file holds one record (or a batch request's records); a .jsonl file one JSON value a line.
  let lines = jsonLines(text);
  let whole;
  try {
    whole = JSON.parse(text);
  } catch {
    whole = undefined;
  }
  // The desk's own download (a record with its verdict) opens as its record.
  if (whole !== null && typeof whole === "object" && isRecord(whole.record)) whole = whole.record;
  if (whole !== undefined && Array.isArray(whole?.records)) lines = whole.records.map((record) => JSON.stringify(record));
  else if (whole !== undefined || lines.length < 2) lines = null;
  state.lines = lines;
  $("lines").hidden = lines === null;
  if (lines === null) {
    await openText(whole !== undefined ? JSON.stringify(whole) : text);
    return;
  }
  $("line").max = String(lines.length);
  $("line").value = "1";
  $("line-count").textContent = state.t("of_lines", number(lines.length));
  await openLine();
}

async function openFragment() {
  if (!location.hash) return false;
  let record;
  try {
    record = recordFromFragment(location.hash);
  } catch (error) {
    clearShown(state.t("link_unreadable", error.message));
    return false;
  }
  if (record === null) return false;
  notify("");
  await openRecord(record);
  return true;
}

// ---- judging ----

async function judge({ atEnd = false } = {}) {
  const asked = ++state.judged;
  let answer;
  try {
    answer = await callApi("POST", "/v1/hands/adjudicate", state.record);
  } catch (error) {
    notify(state.t("unreachable", error.message));
    return;
  }
  if (asked !== state.judged) return; // a later change is being judged
  if (answer.status === 200) {
    state.verdict = answer.body;
    state.problem = null;
  } else {
    state.verdict = null;
    state.problem = answer.body;
  }
  state.judgedAt = new Date();
  const total = drawable() ? playedCards(state.record, state.verdict).length : 0;
  state.step = atEnd ? total : Math.min(state.step, total);
  render();
}

async function change(mutate) {
  const record = structuredClone(state.record);
  mutate(record);
  state.record = record;
  showRecordText(record);
  await judge();
}

// ---- drawing ----

// A violation's rule is a reference ({source, section, text}); a ruling's fault adds the arbitration code's
// rule as text. Both are shown, the rulebook's first.
function ruleText(rule) {
  if (!rule) return "";
  if (typeof rule === "string") return rule;
  const where = [rule.source, rule.section].filter(Boolean).join(", ");
  return rule.text ? `${where}${state.t("colon")}${rule.text}` : where;
}

function faultsByPointer() {
  const faults = new Map();
  for (const violation of state.verdict?.violations ?? []) {
    const list = faults.get(violation.pointer) ?? [];
    list.push({ ...violation, rules: violation.rule ? [ruleText(violation.rule)] : [] });
    faults.set(violation.pointer, list);
  }
  for (const fault of state.verdict?.ruling?.faults ?? []) {
    for (const known of faults.get(fault.pointer) ?? []) {
      if (known.code === fault.code && fault.rule) known.rules.push(ruleText(fault.rule));
    }
  }
  return faults;
}

// The faults in the page's language: each message with its rules (the violation's code, a name for programs,
// is shown in the verdict's list).
function faultText(faults) {
  return faults.map((fault) => `${fault.message}${fault.rules.length ? ` (${fault.rules.join("; ")})` : ""}`).join("\n");
}

function cardHtml(code, { action = null, data = {}, classes = [], faults = [], note = null, tag = "button", pressed = null } = {}) {
  const label = [cardName(code, state.language, rulesetOfShown())];
  if (note) label.push(note);
  if (faults.length) label.push(`${state.t("fault")}${state.t("colon")}${faultText(faults)}`);
  const attributes = Object.entries(data).map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`).join("");
  const all = ["card", ...classes, ...(faults.length ? ["fault"] : [])].join(" ");
  const mark = faults.length ? `<span class="fault-mark" aria-hidden="true">!</span>` : "";
  const text = escapeHtml(label.join(". "));
  if (tag === "button") {
    const toggle = pressed === null ? "" : ` aria-pressed="${pressed}"`;
    return `<button type="button" class="${all}"${action ? ` data-action="${action}"` : ""}${attributes}${toggle} aria-label="${text}" title="${text}">${cardSvg(code)}${mark}</button>`;
  }
  return `<span class="${all}"${attributes} role="img" aria-label="${text}" title="${text}">${cardSvg(code)}${mark}</span>`;
}

// The fields whose values are a seat, a list of seats, a trick, and the indexes of the ruling's faults: each
// named or counted from one, as people count.
const SEAT_FIELDS = new Set(["seat", "leader", "winner"]);
const SEAT_LIST_FIELDS = new Set(["attack", "declarers", "opponents"]);

// The fields that hold the API's own sentences.
const SAID_FIELDS = new Set(["message", "reason", "effect"]);

const isFlat = (value) => typeof value !== "object" || value === null;

function valueHtml(key, value) {
  const { t, language } = state;
  if (value === null || value === undefined) return "–";
  // The rule references are long: folded, one click (or Enter) away.
  if (key === "rule") return `<details><summary>${escapeHtml(t("rule"))}</summary>${said(ruleText(value))}</details>`;
  if (typeof value === "boolean") return key === "made" ? t(value ? "made" : "failed") : t(value ? "yes" : "no");
  if (SEAT_FIELDS.has(key) && Number.isInteger(value)) return escapeHtml(seatName(value));
  if (key === "trick" && Number.isInteger(value)) return escapeHtml(number(fromOne(value)));
  if (key === "card" && typeof value === "string") return escapeHtml(cardNameInText(value, language, rulesetOfShown()));
  if (key === "level" && Number.isInteger(value)) {
    const word = valueWord(key, value, language);
    return escapeHtml(word === null ? number(value) : `${word} (×${number(value)})`);
  }
  if (key === "policies" && typeof value === "object" && !Array.isArray(value)) return policiesHtml(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "–";
    if (key === "penalties" && value.every(Number.isFinite)) return seatsTableHtml(value, { classes: "penalties" });
    if (SEAT_LIST_FIELDS.has(key) && value.every(Number.isInteger)) return escapeHtml(value.map(seatName).join(", "));
    if (key === "faults" && value.every(Number.isInteger)) return escapeHtml(value.map((index) => number(fromOne(index))).join(", "));
    if (key === "cards" && value.every((code) => typeof code === "string")) {
      return escapeHtml(value.map((code) => cardNameInText(code, language, rulesetOfShown())).join(", "));
    }
    if (value.every((item) => typeof item === "string")) return `<ul>${value.map((item) => said(item, "li")).join("")}</ul>`;
    if (value.every(isFlat)) return escapeHtml(value.map((item) => (typeof item === "number" ? number(item) : item)).join(", "));
    if (value.every((item) => Object.values(item).every((inner) => isFlat(inner) || key === "played_out"))) return tableHtml(value);
    return `<ul>${value.map((item) => `<li>${detailsHtml(item)}</li>`).join("")}</ul>`;
  }
  if (typeof value === "object") return `<details><summary>${escapeHtml(fieldName(key, language, rulesetOfShown()))}</summary>${detailsHtml(value)}</details>`;
  if (SAID_FIELDS.has(key)) return said(value);
  const word = valueWord(key, value, language);
  if (word !== null) return escapeHtml(word);
  if (typeof value === "number") return escapeHtml(number(value, { signed: key === "value" && rulesetOfShown() === "zwanzigerrufen" }));
  return escapeHtml(value);
}

// The referee's choices (the options arbitration_*), each named with its value in the page's words.
function policiesHtml(policies) {
  const { language } = state;
  const rows = Object.entries(policies).map(([name, choice]) => {
    const chosen = valueWord("choice", choice, language) ?? String(choice);
    return `<li>${escapeHtml(valueWord("policy", name, language) ?? name)}${escapeHtml(state.t("colon"))}<strong>${escapeHtml(chosen)}</strong></li>`;
  });
  return `<ul class="policies">${rows.join("")}</ul>`;
}

// A list of flat objects (score lines, sanctions) as a table, one column a field.
function tableHtml(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const head = columns.map((key) => `<th scope="col">${escapeHtml(fieldName(key, state.language, rulesetOfShown()))}</th>`).join("");
  const body = rows.map((row) => `<tr>${columns.map((key) => `<td>${valueHtml(key, row[key])}</td>`).join("")}</tr>`);
  return `<table class="lines"><tr>${head}</tr>${body.join("")}</table>`;
}

function detailsHtml(object) {
  const rows = Object.entries(object)
    .filter(([key]) => key !== "deltas")
    .map(([key, value]) => {
      const shown = valueHtml(key, value);
      const wide = shown.startsWith("<table") ? ' class="wide"' : "";
      return `<dt>${escapeHtml(fieldName(key, state.language, rulesetOfShown()))}</dt><dd${wide}>${shown}</dd>`;
    });
  return `<dl>${rows.join("")}</dl>`;
}

// One number a seat (the score's points, the ruling's penalty ledger), each under its seat's name.
function seatsTableHtml(values, { caption = "", classes = "" } = {}) {
  const head = values.map((_, seat) => `<th scope="col">${escapeHtml(seatName(seat))}</th>`).join("");
  const cells = values.map((value) => `<td>${escapeHtml(number(value, { signed: true }))}</td>`).join("");
  const title = caption ? `<caption>${escapeHtml(caption)}</caption>` : "";
  return `<table class="${classes}">${title}<tr>${head}</tr><tr>${cells}</tr></table>`;
}

function deltasHtml(deltas) {
  return seatsTableHtml(deltas, { caption: state.t("deltas"), classes: "deltas" });
}

function scoreHtml(result, score) {
  const { t } = state;
  const parts = [];
  const contract = state.verdict?.contract;
  const named = contract ? `${t("colon")}${callName(contract, state.language, rulesetOfShown())}` : "";
  const explained = explanationHtml(result, score);
  if (explained) parts.push(`<div class="explanation"><h3>${escapeHtml(t("score_explained") + named)}</h3>${explained}</div>`);
  if (result) parts.push(`<div><h3>${escapeHtml(t("result"))}</h3>${detailsHtml(result)}</div>`);
  if (score) {
    const deltas = Array.isArray(score.deltas) ? deltasHtml(score.deltas) : "";
    parts.push(`<div><h3>${escapeHtml(t("score"))}</h3>${deltas}${detailsHtml(score)}</div>`);
  }
  return parts.length ? `<div class="score">${parts.join("")}</div>` : "";
}

// A number with its sign, as a term of a sum ("+ 20", "− 20"); the first term keeps only a minus.
function term(value, first = false) {
  const magnitude = number(Math.abs(value));
  if (first) return value < 0 ? `−${magnitude}` : magnitude;
  return `${value < 0 ? "−" : "+"} ${magnitude}`;
}

// How the score was made, from the verdict's own fields, in the page's words: the points against the
// target, then the sum the rule makes. French Tarot: per defender = game + petit au bout + poignées + chelem
// + petit chelem (service/french/scoring.py), the game written (base + margin) × multiplier where the
// verdict's numbers are that product; Zwanzigerrufen: each line's base × doubling, and their sum.
const FFT_BASE = 25;

function explanationHtml(result, score) {
  if (!result || !score) return "";
  if (Array.isArray(score.lines)) return zwanzigerrufenExplanationHtml(result, score);
  if (typeof result.attack_points !== "number" || typeof score.per_defender !== "number") return "";
  const { t } = state;
  const items = [];
  const attack = (result.attack ?? []).map(seatName).join(", ");
  items.push(t("explain_points", attack, number(result.attack_points), number(result.oudlers), number(result.target)));
  items.push(t(result.made ? "explain_made" : "explain_failed", number(Math.abs(result.margin))));
  const margin = Math.abs(result.margin);
  const multiplier = score.multiplier;
  const base = Number.isInteger(multiplier) && multiplier > 0 ? Math.abs(score.game) / multiplier - margin : NaN;
  const sign = score.game < 0 ? "−" : "";
  // The FFT's (25 + margin) × multiplier where the numbers are that; another scoring scheme (option scoring:
  // fixed values, a doubled margin) shows the game's value as the verdict gives it.
  const game = base === FFT_BASE
    ? `${sign}(${number(base)} + ${number(margin)}) × ${number(multiplier)}`
    : `${term(score.game, true)} (${fieldName("game", state.language)})`;
  const terms = [game];
  for (const key of ["petit_au_bout", "poignees", "chelem", "petit_chelem"]) {
    if (typeof score[key] === "number" && score[key] !== 0) terms.push(`${term(score[key])} (${fieldName(key, state.language)})`);
  }
  const sum = [score.game, score.petit_au_bout, score.poignees, score.chelem, score.petit_chelem]
    .reduce((total, value) => total + (typeof value === "number" ? value : 0), 0);
  const rounded = sum === score.per_defender ? "" : ` ≈ ${term(sum, true)}`;
  const formula = `${terms.join(" ")}${rounded} = ${term(score.per_defender, true)} ${t("per_defender_word")}`;
  const split = t(score.per_defender >= 0 ? "explain_defenders_pay" : "explain_defenders_receive", number(Math.abs(score.per_defender)));
  const miseres = typeof score.miseres === "number" && score.miseres !== 0 ? `<li>${escapeHtml(t("explain_miseres", number(score.miseres)))}</li>` : "";
  return `<ul class="explained"><li>${escapeHtml(items.join(" "))}</li><li class="formula"><strong>${escapeHtml(formula)}</strong></li><li>${escapeHtml(split)}</li>${miseres}</ul>`;
}

function zwanzigerrufenExplanationHtml(result, score) {
  const { t, language } = state;
  const items = [];
  if (typeof result.declarer_points === "number") {
    const declarers = (result.declarers ?? []).map(seatName).join(", ");
    items.push(`<li>${escapeHtml(t("explain_declarers", declarers, number(result.declarer_points), number(result.declarer_tricks ?? 0), number(result.target)))}</li>`);
  }
  const lines = score.lines.map((line) => {
    const item = valueWord("item", line.item, language) ?? String(line.item);
    const owner = valueWord("owner", line.owner, language) ?? String(line.owner);
    const how = [owner, t(line.announced ? "announced_word" : "silent_word"), t(line.made ? "won_word" : "lost_word")];
    const level = Number.isInteger(line.level) && line.level > 1 ? ` × ${number(line.level)}` : "";
    const signed = `${line.value < 0 ? "−" : ""}${number(line.base)}${level}`;
    const seat = Number.isInteger(line.seat) ? `, ${seatName(line.seat)}` : "";
    return `<li class="formula">${escapeHtml(`${item} (${how.join(", ")}${seat})${t("colon")}${signed} = ${term(line.value, true)}`)}</li>`;
  });
  const total = score.lines.map((line, index) => term(line.value, index === 0)).join(" ");
  const sum = `<li class="formula"><strong>${escapeHtml(`${total} = ${term(score.value, true)}`)}</strong> ${escapeHtml(t("explain_zw_total"))}</li>`;
  return `<ul class="explained">${items.join("")}${lines.join("")}${sum}</ul>`;
}

// Where a fault is, in people's words and count ("Trick 4, card 3" for /tricks/3/2); the pointer itself,
// a name for programs, is shown where the page has no words for the place (null).
function placeOf(pointer) {
  const { t } = state;
  const card = /^\/tricks\/(\d+)\/(\d+)$/.exec(pointer);
  if (card) return t("trick_card", number(fromOne(Number(card[1]))), number(fromOne(Number(card[2]))));
  const trick = /^\/tricks\/(\d+)$/.exec(pointer);
  if (trick) return t("trick_n", number(fromOne(Number(trick[1]))));
  const part = /^\/(auction|declarations|events)\/(\d+)(?:\/|$)/.exec(pointer);
  if (part) return t(`${part[1]}_n`, number(fromOne(Number(part[2]))));
  const hand = /^\/hands\/(\d+)(?:\/|$)/.exec(pointer);
  if (hand) return seatName(Number(hand[1]));
  const named = { "/discard": "discard", "/dog": "dog", "/auction": "auction", "/tricks": "tricks" }[pointer.replace(/\/\d+$/, "")];
  return named ? t(named) : null;
}

function placeHtml(pointer) {
  const place = placeOf(pointer);
  return place === null ? `<code>${escapeHtml(pointer)}</code>` : escapeHtml(place);
}

function renderVerdict() {
  const { t, verdict, problem } = state;
  const body = $("verdict-body");
  if (problem) {
    // Each error at its place in people's words where the page has some, with the pointer the API wrote.
    const errors = (problem.errors ?? []).map((e) => {
      const pointer = String(e.pointer ?? "");
      const place = placeOf(pointer);
      return `<li>${place === null ? "" : `${escapeHtml(place)} `}<code>${escapeHtml(pointer || "/")}</code> ${said(e.message)}</li>`;
    });
    body.innerHTML = `<p class="bad">${escapeHtml(t("rejected", problem.status))} ${said(problem.detail ?? "")}</p><ul class="errors">${errors.join("")}</ul>`;
    return;
  }
  if (!verdict) {
    body.innerHTML = "";
    return;
  }
  const violations = verdict.violations ?? [];
  const summary = verdict.legal
    ? `<p class="good"><span aria-hidden="true">✓</span> ${escapeHtml(t("legal"))}</p>`
    : `<p class="bad"><span aria-hidden="true">✗</span> ${escapeHtml(t("illegal", number(violations.length)))}</p>`;
  const faults = faultsByPointer();
  const items = violations.map((violation) => {
    const rules = (faults.get(violation.pointer) ?? []).find((f) => f.code === violation.code)?.rules ?? [];
    const rule = rules.join("\n");
    return `<li class="violation"><button type="button" class="link" data-action="goto" data-pointer="${escapeHtml(violation.pointer)}" title="${escapeHtml(violation.pointer)}"><code>${escapeHtml(violation.code)}</code> ${placeHtml(violation.pointer)}</button> <span class="message">${escapeHtml(violation.message)}</span>${rule ? valueHtml("rule", rule) : ""}</li>`;
  });
  let ruling = "";
  if (verdict.ruling) {
    const { faults: _faults, result, score, raw_result: _raw, ...rest } = verdict.ruling;
    ruling = `<div class="ruling"><h3>${escapeHtml(t("ruling"))}</h3>${detailsHtml(rest)}${scoreHtml(result, score)}</div>`;
  }
  body.innerHTML = `${judgedHtml()}${summary}<p>${escapeHtml(t("status"))}${escapeHtml(t("colon"))}<strong>${escapeHtml(t(`status_${verdict.status}`))}</strong>${verdict.reason ? `${escapeHtml(t("colon"))}${said(verdict.reason)}` : ""}</p>${notesHtml(verdict.notes)}<ol class="violations">${items.join("")}</ol>${scoreHtml(verdict.result, verdict.score)}${ruling}`;
}

// When the hand was judged, by which rules and options: what a printed ruling must say.
function judgedHtml() {
  const { t, record, judgedAt } = state;
  const ruleset = rulesetOfShown();
  const table = ruleset === "zwanzigerrufen" ? "" : `${t("colon")}${t("players_n", number(seatCount(record)))}`;
  const options = Object.entries(record.options ?? {}).map(([name, value]) => `${name} = ${JSON.stringify(value)}`);
  const when = judgedAt ? new Intl.DateTimeFormat(state.language, { dateStyle: "long", timeStyle: "short" }).format(judgedAt) : "";
  return `<p class="judged">${escapeHtml(t("judged_on", when))} · ${escapeHtml((ruleset === "zwanzigerrufen" ? "Zwanzigerrufen" : t("ruleset_french")) + table)} · ${escapeHtml(t("options_chosen"))}${escapeHtml(t("colon"))}${options.length ? `<code>${escapeHtml(options.join(", "))}</code>` : escapeHtml(t("none_chosen"))}</p>`;
}

// The options the record chose that change nothing at its table (the verdict's notes; absent when
// there are none): shown so that a reader does not take them for rules the verdict applied.
function notesHtml(notes) {
  if (!Array.isArray(notes) || notes.length === 0) return "";
  const items = notes.map((note) => `<li><code>${escapeHtml(note.option)}</code> <span class="message">${escapeHtml(note.message)}</span></li>`);
  return `<div class="notes"><h3>${escapeHtml(state.t("option_notes"))}</h3><ul>${items.join("")}</ul></div>`;
}

// A seat's piles (the game for two): each pile's face-up card, drawn like a card in hand (played from the
// table like one), and the cards under it as a count of face-down cards. A pile played from in the trick
// still open shows no face-up card: its next card turns up once the trick is complete.
function pilesHtml(piles, drawn) {
  const { t } = state;
  if (piles.length === 0) return "";
  const shown = piles.map((pile, index) => {
    const top = faceUp(pile);
    const down = pile.cards.length - (top === null ? 0 : 1);
    const name = t("pile_n", number(fromOne(index)));
    const face = top === null ? "" : drawn(top, { note: name });
    const words = [];
    if (down > 0) words.push(t("face_down", number(down)));
    if (pile.waiting && down > 0) words.push(t("pile_turns_up"));
    if (pile.cards.length === 0) words.push(t("pile_empty"));
    const under = words.length ? `<small class="under">${escapeHtml(words.join("; "))}</small>` : "";
    return `<li class="pile${pile.cards.length === 0 ? " empty" : ""}" data-pile="${index}" data-down="${down}"><span class="pile-name">${escapeHtml(name)}</span>${face}${under}</li>`;
  });
  return `<div class="piles"><h4>${escapeHtml(t("piles"))}</h4><ol>${shown.join("")}</ol></div>`;
}

// Who announced the chelem, as the judge has it (service/french/judge.py): the seat of the record's chelem
// declaration, or the taker of a chelem called in the auction (option contracts); its side is the attack
// when that seat is the taker or the called partner. null: no chelem was announced.
// The judge says who announced a chelem (verdict.chelem_announcement): the page shows it and never works it out.
function chelemAnnouncement(verdict) {
  return verdict?.chelem_announcement ?? null;
}

function chelemText(announcement) {
  const { t } = state;
  return t(announcement.called ? "called_in_auction" : "announced_by", number(fromOne(announcement.seat)), t(`side_${announcement.side}`));
}

function renderTable() {
  const { t, record, verdict } = state;
  const ruleset = rulesetOfShown();
  const contract = verdict?.contract;
  const facts = [
    `${escapeHtml(t("contract"))}${escapeHtml(t("colon"))}<strong data-contract="${escapeHtml(contract ?? "")}">${escapeHtml(contract ? callName(contract, state.language, ruleset) : t("no_contract"))}</strong>`,
    `${escapeHtml(t("called_card"))}${escapeHtml(t("colon"))}${verdict?.called_card ? cardHtml(verdict.called_card, { tag: "span", classes: ["small"], data: { card: verdict.called_card } }) : escapeHtml(t("none"))}`,
  ];
  const chelem = ruleset === "zwanzigerrufen" ? null : chelemAnnouncement(verdict);
  if (chelem) facts.push(`<span class="chelem">${escapeHtml(t("chelem"))}${escapeHtml(t("colon"))}${escapeHtml(chelemText(chelem))}</span>`);
  $("table-facts").innerHTML = facts.map((fact) => `<p>${fact}</p>`).join("");
  // The hands as dealt change with the record and the language only, not at each step.
  if (dealtDrawn.record !== record || dealtDrawn.language !== state.language) {
    $("dealt").innerHTML = dealtHtml(record);
    Object.assign(dealtDrawn, { record, language: state.language });
  }
  const { hands, piles } = tableAt(record, verdict, state.step);
  const next = nextPlay(record, verdict, state.step);
  const atEnd = state.step === playedCards(record, verdict).length;
  const legal = state.legal && state.legal.step === state.step && state.legal.for === state.record ? state.legal : null;
  const seats = hands.map((hand, seat) => {
    const roles = [];
    if (seat === record.dealer) roles.push(t("dealer"));
    if (seat === verdict?.taker) roles.push(t("taker"));
    if (seat === verdict?.declarer) roles.push(t("declarer"));
    if (seat === verdict?.partner) roles.push(t("partner"));
    const ownPiles = piles[seat] ?? [];
    const toPlay = next && next.seat === seat && (hand.length > 0 || ownPiles.some((pile) => faceUp(pile) !== null));
    const playable = toPlay && atEnd;
    const drawn = (code, extra = {}) => {
      const classes = [...(extra.classes ?? [])];
      let note = null;
      if (toPlay && legal) {
        const reason = legal.illegal.get(code);
        if (reason) {
          classes.push("not-legal");
          note = reason;
        } else if (legal.cards.has(code)) {
          classes.push("legal");
          note = t("legal_card");
        }
      }
      note = [extra.note, note].filter(Boolean).join(". ") || null;
      return cardHtml(code, { tag: playable ? "button" : "span", action: playable ? "play" : null, data: { card: code }, classes, note });
    };
    const cards = sortCards(hand).map((code) => drawn(code));
    const role = roles.length ? ` <span class="roles">(${escapeHtml(roles.join(", "))})</span>` : "";
    const turn = toPlay ? ` <span class="turn">${escapeHtml(t("to_play", number(fromOne(seat))))}</span>` : "";
    const reasons = toPlay && legal ? reasonsHtml(legal) : "";
    return `<div class="seat${toPlay ? " to-play" : ""}" data-seat="${seat}"><h3>${escapeHtml(seatName(seat))}${role}${turn}</h3><div class="hand">${cards.join("")}</div>${pilesHtml(ownPiles, drawn)}${reasons}</div>`;
  });
  $("seats").innerHTML = seats.join("") + (atEnd && next ? `<p class="hint">${escapeHtml(t("play_hint"))}</p>` : "");
  const faults = faultsByPointer();
  const kitty = [];
  // The game for two has no dog and no écart: shown only when the record has some (the verdict then says
  // they have no place there).
  const twoPlayers = seatCount(record) === 2 && record.ruleset !== "zwanzigerrufen";
  if (Array.isArray(record.dog) && !(twoPlayers && record.dog.length === 0)) {
    kitty.push(`<div><h3>${escapeHtml(t("dog"))}</h3><div class="hand">${record.dog.map((c) => cardHtml(c, { tag: "span" })).join("")}</div></div>`);
  }
  if (Array.isArray(record.dog) && !(twoPlayers && record.discard === undefined)) {
    const discard = record.discard ?? [];
    const cards = discard.map((c, i) => cardHtml(c, { tag: "span", data: { card: c }, faults: faults.get(`/discard/${i}`) ?? [] })).join("");
    kitty.push(`<div><h3><label for="discard">${escapeHtml(t("discard"))}</label></h3><div class="hand">${cards}</div><input id="discard" value="${escapeHtml(discard.join(" "))}" aria-describedby="discard-hint"><small id="discard-hint">${escapeHtml(t("discard_hint"))}</small></div>`);
  }
  $("kitty").innerHTML = kitty.join("");
}

const dealtDrawn = { record: null, language: null };

// Each seat's hand as dealt, small, whatever card the stepper is at: what a printed ruling shows.
function dealtHtml(record) {
  const { t } = state;
  const rows = record.hands.map((hand, seat) => {
    const cards = sortCards(hand).map((code) => cardHtml(code, { tag: "span", classes: ["small"], data: { card: code } }));
    return `<p data-seat="${seat}"><strong>${escapeHtml(seatName(seat))}</strong> <span class="hand">${cards.join("")}</span></p>`;
  });
  return `<h3>${escapeHtml(t("dealt_hands"))}</h3>${rows.join("")}`;
}

// Why the other cards may not be played, readable without hovering (a phone cannot hover): each reason once,
// with the cards it holds back.
function reasonsHtml(legal) {
  const byReason = new Map();
  for (const [card, reason] of legal.illegal) byReason.set(reason, [...(byReason.get(reason) ?? []), card]);
  if (byReason.size === 0) return "";
  const ruleset = rulesetOfShown();
  const items = [...byReason].map(([reason, cards]) => {
    const names = sortCards(cards).map((code) => cardShort(code, state.language, ruleset)).join(" ");
    return `<li><span class="cards-named">${escapeHtml(names)}</span>${escapeHtml(state.t("colon"))}${said(reason)}</li>`;
  });
  // Folded (one tap, or Enter, opens it) under a summary that says how many cards it holds back.
  return `<details class="why"><summary>${escapeHtml(state.t("not_legal_why", number(legal.illegal.size)))}</summary><ul class="reasons">${items.join("")}</ul></details>`;
}

function renderTricks() {
  const { t, record, verdict } = state;
  const plays = playedCards(record, verdict);
  const { from } = tableAt(record, verdict, plays.length);
  const faults = faultsByPointer();
  // Each card's place in the order of play, looked up once: drawing stays linear in the cards played.
  const order = new Map(plays.map((play, at) => [`${play.trick}/${play.index}`, at]));
  const position = (trick, index) => order.get(`${trick}/${index}`) ?? -1;
  const items = (record.tricks ?? []).map((cards, trick) => {
    const judged = verdict?.tricks?.[trick];
    const facts = [t("trick_n", number(fromOne(trick)))];
    if (judged) facts.push(t("leader", number(fromOne(judged.leader))), t("winner", number(fromOne(judged.winner))));
    const shown = cards.map((code, index) => {
      const at = position(trick, index);
      const classes = [];
      if (at >= state.step) classes.push("future");
      if (at === state.step - 1) classes.push("current");
      const seat = plays[at]?.seat;
      const pile = from[at]?.pile;
      const who = pile === undefined ? seatName(seat) : t("from_pile", seatName(seat), number(fromOne(pile)));
      const data = pile === undefined ? { trick, index } : { trick, index, pile };
      const card = cardHtml(code, { action: "edit", data, classes, faults: faults.get(`/tricks/${trick}/${index}`) ?? [], note: who });
      return `<figure>${card}<figcaption>${escapeHtml(who)}</figcaption></figure>`;
    });
    const current = plays[Math.max(0, state.step - 1)]?.trick === trick;
    return `<li class="trick${current ? " now" : ""}" data-trick="${trick}"><p>${escapeHtml(facts.join(" · "))}</p><div class="cards">${shown.join("")}</div></li>`;
  });
  drawTricks(items);
  const next = nextPlay(record, verdict, state.step);
  const where = state.step === plays.length && !next ? t("hand_over") : next ? t("to_play", number(fromOne(next.seat))) : "";
  $("position").textContent = `${t("position", number(state.step), number(plays.length))}. ${where}`;
  $("previous").disabled = state.step === 0;
  $("first").disabled = state.step === 0;
  $("next").disabled = state.step === plays.length;
  $("last").disabled = state.step === plays.length;
  renderEditor();
}

// The tricks' list redrawn trick by trick: only a trick whose drawing changed is replaced (a step changes two,
// a card changed those whose fault, leader or winner changed), so that a change is drawn in far less time
// than all the cards again, and the focus stays on a card whose trick did not change.
let tricksDrawn = [];
function drawTricks(items) {
  const list = $("tricks");
  if (list.children.length !== tricksDrawn.length) {
    list.innerHTML = "";
    tricksDrawn = [];
  }
  items.forEach((html, at) => {
    if (tricksDrawn[at] === html) return;
    if (at < list.children.length) list.children[at].outerHTML = html;
    else list.insertAdjacentHTML("beforeend", html);
  });
  while (list.children.length > items.length) list.lastElementChild.remove();
  tricksDrawn = items;
}

function renderEditor() {
  const { t, record, editing } = state;
  const editor = $("editor");
  const trick = editing ? record.tricks?.[editing.trick] : null;
  if (!trick || editing.index >= trick.length) {
    editor.hidden = true;
    editor.innerHTML = "";
    return;
  }
  const current = trick[editing.index];
  const choices = replacementsFor(editing, current);
  const buttons = choices.map((code) => cardHtml(code, { action: "replace", data: { card: code }, classes: code === current ? ["chosen"] : [], pressed: code === current }));
  editor.hidden = false;
  editor.innerHTML = `<h3 id="editor-title">${escapeHtml(t("edit_card", number(fromOne(editing.trick)), number(fromOne(editing.index)), cardName(current, state.language, rulesetOfShown())))}</h3>
    <p id="replacement-label">${escapeHtml(t("replace_with_seat", seatName(choices.seat)))}</p>
    <div id="replacement" role="group" aria-labelledby="replacement-label">${buttons.join("")}</div>
    <button type="button" data-action="move" data-by="-1"${editing.index === 0 ? " disabled" : ""}>${escapeHtml(t("move_earlier"))}</button>
    <button type="button" data-action="move" data-by="1"${editing.index === trick.length - 1 ? " disabled" : ""}>${escapeHtml(t("move_later"))}</button>
    <button type="button" data-action="remove">${escapeHtml(t("remove"))}</button>
    <button type="button" data-action="close">${escapeHtml(t("close"))}</button>`;
}

// The cards a played card may be replaced by: those its seat held when it played it (its hand then, and the
// face-up cards of its piles in the game for two), the card itself among them.
function replacementsFor(editing, current) {
  const { record, verdict } = state;
  const plays = playedCards(record, verdict);
  const at = plays.findIndex((play) => play.trick === editing.trick && play.index === editing.index);
  const seat = plays[at]?.seat;
  const table = tableAt(record, verdict, Math.max(at, 0));
  const held = [...(table.hands[seat] ?? []), ...(table.piles[seat] ?? []).map(faceUp).filter((card) => card !== null)];
  const choices = sortCards([...new Set([...held, current])]);
  choices.seat = seat;
  return choices;
}

// The calls a record's auction may hold: its rule set's, and for French Tarot the contracts its options
// bid (option contracts: pousse, or the chelem above garde contre), in their order.
function callsOf(record, ruleset) {
  const calls = ruleset?.calls ?? [];
  if ((record.ruleset ?? "french-tarot") !== "french-tarot") return calls;
  const ladder = record.options?.contracts ?? ruleset?.options?.find((option) => option.name === "contracts")?.default;
  return Array.isArray(ladder) ? ["pass", ...ladder.filter((call) => calls.includes(call))] : calls;
}

// The incidents the cards cannot show (a record's `events`, read under option arbitration: fft), each with
// the faults the verdict points at it; a trick's number opens that trick.
function renderEvents(faults) {
  const { t, record } = state;
  const events = Array.isArray(record.events) ? record.events : [];
  $("events-block").hidden = events.length === 0;
  const listed = events.map((event, index) => {
    const { type, seat, seats, trick, cards, choice, size, at_card: atCard, in_order: inOrder, ...rest } = event ?? {};
    const who = Number.isInteger(seat) ? `${seatName(seat)}${t("colon")}` : Array.isArray(seats) ? `${seats.map(seatName).join(", ")}${t("colon")}` : "";
    const words = [eventWord(type, state.language)];
    if (size !== undefined) words.push(eventWord(size, state.language));
    if (choice !== undefined) words.push(eventWord(choice, state.language));
    if (Number.isInteger(atCard)) words.push(atCard === 0 ? t("at_card_0") : t("at_card_n", number(atCard)));
    if (inOrder === false) words.push(t("not_in_order"));
    words.push(...Object.values(rest).map((value) => JSON.stringify(value).replace(/^"|"$/g, "")));
    const where = Number.isInteger(trick) ? ` <button type="button" class="link" data-action="goto" data-pointer="/tricks/${trick}/0">${escapeHtml(t("trick_n", number(fromOne(trick))))}</button>` : "";
    const shown = Array.isArray(cards) ? cards.map((code) => cardHtml(code, { tag: "span", classes: ["small"], data: { card: code } })).join("") : "";
    const wrong = [...faults.entries()].filter(([pointer]) => pointer === `/events/${index}` || pointer.startsWith(`/events/${index}/`)).flatMap(([, list]) => list);
    const fault = wrong.length ? `<span class="bad said">${escapeHtml(faultText(wrong))}</span>` : "";
    return `<li data-event="${escapeHtml(String(type))}"${wrong.length ? ' class="fault"' : ""}>${escapeHtml(who + words.join(", "))}${where} ${shown} ${fault}</li>`;
  });
  $("events").innerHTML = listed.length ? `<ul>${listed.join("")}</ul>` : "";
}

// A declaration entered at the desk (French Tarot): its seat, its type (a misère with its kind) and, for a
// poignée, its cards typed as players write them.
const DECLARABLE = [["poignee"], ["chelem"], ["petit_chelem"], ["misere", "trumps"], ["misere", "faces"]];

function declareHtml(record) {
  const { t, language } = state;
  const seats = Array.from({ length: seatCount(record) }, (_, seat) => `<option value="${seat}">${escapeHtml(seatName(seat))}</option>`);
  const types = DECLARABLE.map(([type, kind], index) => `<option value="${index}">${escapeHtml([type, kind].filter(Boolean).map((word) => declarationName(word, language)).join(", "))}</option>`);
  return `<div class="row declare">
    <label>${escapeHtml(t("declare_seat"))} <select id="declare-seat">${seats.join("")}</select></label>
    <label>${escapeHtml(t("declare_type"))} <select id="declare-type">${types.join("")}</select></label>
    <label>${escapeHtml(t("declare_cards"))} <input id="declare-cards" autocomplete="off" spellcheck="false"></label>
    <button type="button" data-action="declare">${escapeHtml(t("declare"))}</button></div>`;
}

async function addDeclaration() {
  const seat = Number($("declare-seat").value);
  const [type, kind] = DECLARABLE[Number($("declare-type").value)];
  const { cards, unread } = readCards($("declare-cards").value, state.language);
  if (unread.length) {
    notify(state.t("build_unread", unread.join(" ")));
    return;
  }
  const declaration = { seat, type };
  if (kind) declaration.kind = kind;
  if (type === "poignee") declaration.cards = cards;
  notify("");
  await change((record) => {
    record.declarations = [...(Array.isArray(record.declarations) ? record.declarations : []), declaration];
  });
  $("declare-seat")?.focus();
}

function renderCalls() {
  const { t, record } = state;
  const ruleset = state.rulesets.get(record.ruleset ?? "french-tarot");
  const calls = callsOf(record, ruleset);
  const auction = (record.auction ?? []).map((entry, index) => {
    const known = calls.includes(entry.call) ? calls : [entry.call, ...calls];
    const options = known.map((call) => `<option value="${escapeHtml(call)}"${call === entry.call ? " selected" : ""}>${escapeHtml(callName(call, state.language, rulesetOfShown()))}</option>`);
    return `<li><label>${escapeHtml(seatName(entry.seat))} <select data-action="call" data-index="${index}">${options.join("")}</select></label></li>`;
  });
  const more = `<div class="row"><button id="add-call" type="button" data-action="add-call">${escapeHtml(t("add_call"))}</button>${auction.length ? `<button type="button" data-action="drop-call">${escapeHtml(t("drop_call"))}</button>` : ""}</div>`;
  $("auction").innerHTML = `<ol>${auction.join("")}</ol>${more}`;
  const faults = faultsByPointer();
  const declarations = Array.isArray(record.declarations) ? record.declarations : [];
  const chelem = chelemAnnouncement(state.verdict);
  const declared = declarations.map((declaration, index) => {
    const { seat, cards, type, kind, at_card: atCard, ...rest } = declaration ?? {};
    const words = [type, kind].filter((word) => word !== undefined).map((word) => declarationName(word, state.language));
    if (Number.isInteger(atCard)) words.push(atCard === 0 ? t("at_card_0") : t("at_card_n", number(atCard)));
    if (type === "chelem" && chelem?.side && !chelem.called && chelem.seat === seat) words.push(t("for_side", t(`side_${chelem.side}`)));
    words.push(...Object.values(rest).map((value) => JSON.stringify(value).replace(/^"|"$/g, "")));
    const shown = Array.isArray(cards) ? cards.map((code) => cardHtml(code, { tag: "span", classes: ["small"], data: { card: code } })).join("") : "";
    const wrong = [...(faults.get(`/declarations/${index}`) ?? []), ...(faults.get(`/declarations/${index}/at_card`) ?? [])];
    const fault = wrong.length ? `<span class="bad said">${escapeHtml(faultText(wrong))}</span>` : "";
    const when = Number.isInteger(atCard) ? ` data-at-card="${atCard}"` : "";
    const drop = `<button type="button" class="link" data-action="drop-declaration" data-index="${index}">${escapeHtml(t("remove"))}</button>`;
    return `<li${wrong.length ? ' class="fault"' : ""}${when}><span class="what">${[escapeHtml(seatName(seat) + t("colon") + words.join(", ")), shown, fault].filter(Boolean).join(" ")}</span> ${drop}</li>`;
  });
  const listed = declared.length ? `<ul>${declared.join("")}</ul>` : `<p>${escapeHtml(t("none"))}</p>`;
  $("declarations").innerHTML = listed + (rulesetOfShown() === "zwanzigerrufen" ? "" : declareHtml(record));
  renderEvents(faults);
  $("options").innerHTML = optionFieldsHtml(ruleset, record.options ?? {}, "option");
}

// A rule set's options as fields, each with its value chosen (else its default): the hand's ("option", judged
// again at each change) or the builder's ("build-option", kept for the hand it opens).
function optionFieldsHtml(ruleset, chosen, action) {
  const fields = (ruleset?.options ?? []).map((option) => {
    const id = `${action}-${option.name}`;
    const value = chosen[option.name] ?? option.default;
    const data = `data-action="${action}" data-name="${escapeHtml(option.name)}"`;
    let input;
    if (option.type === "boolean") {
      input = `<input type="checkbox" id="${id}" ${data} data-type="boolean"${value ? " checked" : ""}>`;
    } else if (option.type === "enum") {
      const choices = option.allowed.map((allowed) => `<option${allowed === value ? " selected" : ""}>${escapeHtml(allowed)}</option>`);
      input = `<select id="${id}" ${data} data-type="enum">${choices.join("")}</select>`;
    } else {
      input = `<input id="${id}" ${data} data-type="json" value="${escapeHtml(JSON.stringify(value))}">`;
    }
    return `<div class="option"><label for="${id}"><code>${escapeHtml(option.name)}</code></label> ${input}<small>${escapeHtml(option.description)}</small></div>`;
  });
  return fields.join("");
}

// An option field's value: a checkbox's state, a choice, or JSON (undefined when it is not JSON: said).
function optionValue(field) {
  if (field.dataset.type === "boolean") return field.checked;
  if (field.dataset.type !== "json") return field.value;
  try {
    return JSON.parse(field.value);
  } catch (error) {
    notify(state.t("not_json", error.message));
    return undefined;
  }
}

// Whether the table, the tricks and the calls are drawn: for a record the API read, never for one it refused
// (its problem lists what it could not read; drawing a refused record could take the page down with it).
function drawable() {
  return state.record !== null && state.problem === null && isDrawable(state.record);
}

function render() {
  applyTexts();  // the headings' words may be the other game's
  renderVerdict();
  $("actions").hidden = state.record === null;
  const shown = drawable();
  for (const id of ["table", "play", "calls"]) $(id).hidden = !shown;
  if (!shown) return;
  renderTable();
  renderTricks();
  renderCalls();
  askLegalCards();
}

// Whether the seat's lone Petit plays like an Excuse, as the judge has it: its hand as dealt holds the
// Petit as its only trump without the Excuse (a petit sec), the options play such a deal on
// (petit_sec: imprenable or excuse_that_cuts, which the game for two does not read), and the deal was
// not annulled (its holder may annul it instead: annulment_choice).
function playsPetitImprenable(record, verdict, seat) {
  if (!["imprenable", "excuse_that_cuts"].includes(record.options?.petit_sec)) return false;
  if (seatCount(record) === 2 || verdict?.status === "annulled" || record.annulment_choice === "annul") return false;
  const dealt = record.hands[seat] ?? [];
  const trumps = dealt.filter((card) => String(card).toUpperCase().endsWith("T"));
  return trumps.length === 1 && String(trumps[0]).toUpperCase() === "1T" && !dealt.some((card) => String(card).toUpperCase() === "EX");
}

// The legal cards of the seat to play at the current position, lit in its hand, with each other
// card's reason (POST /v1/plays/legal).
async function askLegalCards() {
  const { record, verdict, step } = state;
  const next = nextPlay(record, verdict, step);
  if (!next) return;
  const table = tableAt(record, verdict, step);
  const hand = table.hands[next.seat];
  const faceUps = (table.piles[next.seat] ?? []).map(faceUp).filter((card) => card !== null);
  if (!hand || hand.length + faceUps.length === 0) return;
  const trick = (record.tricks?.[next.trick] ?? []).slice(0, next.index);
  const body = { hand, trick };
  if (faceUps.length) body.face_up = faceUps;
  if (record.ruleset === "zwanzigerrufen") {
    body.ruleset = "zwanzigerrufen";
    if (verdict?.contract === "farbensolo") body.contract = "farbensolo";
  } else {
    body.players = seatCount(record);
    body.first_trick = next.trick === 0;
    if (verdict?.called_card) body.called_card = verdict.called_card;
    if (playsPetitImprenable(record, verdict, next.seat)) body.petit_imprenable = true;
  }
  if (record.options) body.options = record.options;
  let answer;
  try {
    answer = await callApi("POST", "/v1/plays/legal", body);
  } catch {
    return;
  }
  if (answer.status !== 200 || state.record !== record || state.step !== step) return;
  state.legal = {
    for: record,
    step,
    cards: new Set(answer.body.legal_cards),
    illegal: new Map(answer.body.illegal.map((card) => [card.card, card.message])),
  };
  renderTable();
}

// ---- moving and changing ----

function goTo(step) {
  const total = playedCards(state.record, state.verdict).length;
  state.step = Math.max(0, Math.min(step, total));
  // Drawing again replaces the cards: a keyboard user keeps the focus on the card it was on.
  const focused = document.activeElement?.closest("#tricks [data-trick]")?.dataset;
  renderTable();
  renderTricks();
  if (focused) document.querySelector(`#tricks [data-trick="${focused.trick}"][data-index="${focused.index}"]`)?.focus();
  askLegalCards();
}

function goToPointer(pointer) {
  const match = /^\/tricks\/(\d+)\/(\d+)$/.exec(pointer);
  if (!match) return;
  const at = playedCards(state.record, state.verdict).findIndex((play) => play.trick === Number(match[1]) && play.index === Number(match[2]));
  if (at >= 0) goTo(at + 1);
  document.querySelector(`#tricks [data-trick="${match[1]}"][data-index="${match[2]}"]`)?.focus();
}

async function onClick(event) {
  const target = event.target.closest("[data-action]");
  if (!target || target.tagName === "SELECT" || target.tagName === "INPUT") return;
  const { action } = target.dataset;
  if (action === "goto") goToPointer(target.dataset.pointer);
  else if (action === "edit") {
    state.editing = { trick: Number(target.dataset.trick), index: Number(target.dataset.index) };
    renderEditor();
    document.querySelector("#replacement [aria-pressed=true]")?.focus();
  } else if (action === "replace") {
    const { trick, index } = state.editing;
    const card = target.dataset.card;
    await change((record) => {
      record.tricks[trick][index] = card;
    });
    // The editor is drawn again: the focus goes back to the card chosen, not to the page.
    document.querySelector(`#replacement [data-card="${CSS.escape(card)}"]`)?.focus();
  } else if (action === "close") {
    const { trick, index } = state.editing;
    state.editing = null;
    renderEditor();
    document.querySelector(`#tricks [data-trick="${trick}"][data-index="${index}"]`)?.focus();
  } else if (action === "move") {
    const { trick, index } = state.editing;
    const other = index + Number(target.dataset.by);
    state.editing = { trick, index: other };
    await change((record) => {
      const cards = record.tricks[trick];
      [cards[index], cards[other]] = [cards[other], cards[index]];
    });
  } else if (action === "remove") {
    const { trick, index } = state.editing;
    state.editing = null;
    await change((record) => {
      record.tricks[trick].splice(index, 1);
      record.tricks = record.tricks.filter((cards) => cards.length > 0);
    });
  } else if (action === "give") {
    giveCard(target.dataset.card);
  } else if (action === "add-call") {
    await addCall();
  } else if (action === "drop-call") {
    await dropCall();
  } else if (action === "declare") {
    await addDeclaration();
  } else if (action === "drop-declaration") {
    const index = Number(target.dataset.index);
    await change((record) => {
      record.declarations.splice(index, 1);
      if (record.declarations.length === 0) delete record.declarations;
    });
  } else if (action === "play") {
    state.record = withCardPlayed(state.record, target.dataset.card);
    showRecordText(state.record);
    await judge({ atEnd: true });
  }
}

async function onChange(event) {
  const target = event.target;
  if (target.id === "discard") {
    await change((record) => {
      record.discard = target.value.split(/[\s,]+/).filter(Boolean).map((code) => code.toUpperCase());
    });
  } else if (target.dataset.action === "call") {
    await change((record) => {
      record.auction[Number(target.dataset.index)].call = target.value;
    });
  } else if (target.dataset.action === "option") {
    const value = optionValue(target);
    if (value === undefined) return;
    await change((record) => {
      record.options = { ...(record.options ?? {}), [target.dataset.name]: value };
    });
  }
}

function onKey(event) {
  if (!drawable() || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.target.closest("input, textarea, select")) return;
  if (event.key === "ArrowLeft") goTo(state.step - 1);
  else if (event.key === "ArrowRight") goTo(state.step + 1);
  else return;
  event.preventDefault();
}

// ---- entering a hand from its cards ----

function builderSeats() {
  const { builder } = state;
  return builder.ruleset === "zwanzigerrufen" ? 4 : builder.players;
}

// The builder's fields: each seat's hand, the dog (French Tarot), the called card (5 players, Zwanzigerrufen).
function builderFields() {
  const { t, builder } = state;
  const fields = Array.from({ length: builderSeats() }, (_, seat) => ({ key: `hand-${seat}`, label: t("cards_of", seatName(seat)) }));
  if (builder.ruleset !== "zwanzigerrufen") fields.push({ key: "dog", label: t("dog") });
  if (builder.ruleset === "zwanzigerrufen" || builder.players === 5) fields.push({ key: "called", label: t("called_card") });
  return fields;
}

function renderBuilder() {
  const { t, builder } = state;
  const rulesets = [...state.rulesets.values()];
  const ruleset = state.rulesets.get(builder.ruleset);
  const sizes = ruleset?.players ?? [4];
  if (!sizes.includes(builder.players)) builder.players = ruleset?.default_players ?? sizes[0];
  if (builder.dealer >= builderSeats()) builder.dealer = 0;
  const option = (value, label, chosen) => `<option value="${escapeHtml(value)}"${chosen ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const rulesetName = (id) => (id === "zwanzigerrufen" ? "Zwanzigerrufen" : t("ruleset_french"));
  const fields = builderFields().map(({ key, label }) => `<div class="build-seat"><label for="build-${key}">${escapeHtml(label)}</label>
    <input id="build-${key}" data-build="${key}" value="${escapeHtml(builder.texts[key] ?? "")}" autocomplete="off" spellcheck="false" aria-describedby="build-${key}-read">
    <small id="build-${key}-read" aria-live="polite"></small></div>`);
  const deck = (ruleset?.deck ?? []).map((code) => cardHtml(code, { action: "give", classes: ["small"], data: { card: code } }));
  const section = $("builder");
  section.innerHTML = `<h2 id="builder-title">${escapeHtml(t("enter_hand"))}</h2>
    <p class="hint">${escapeHtml(t("builder_hint"))}</p>
    <div class="row">
      <label>${escapeHtml(t("build_ruleset"))} <select id="build-ruleset">${rulesets.map((r) => option(r.id, rulesetName(r.id), r.id === builder.ruleset)).join("")}</select></label>
      <label>${escapeHtml(t("build_players"))} <select id="build-players"${builder.ruleset === "zwanzigerrufen" ? " disabled" : ""}>${sizes.map((n) => option(n, number(n), n === builder.players)).join("")}</select></label>
      <label>${escapeHtml(t("dealer"))} <select id="build-dealer">${Array.from({ length: builderSeats() }, (_, seat) => option(seat, seatName(seat), seat === builder.dealer)).join("")}</select></label>
    </div>
    <details id="build-options"><summary>${escapeHtml(t("options"))}</summary>${optionFieldsHtml(ruleset, builder.options, "build-option")}</details>
    ${fields.join("")}
    <p id="build-target" aria-live="polite"></p>
    <div id="build-deck" role="group" aria-labelledby="build-target">${deck.join("")}</div>
    <div class="row"><button id="build-open" type="button">${escapeHtml(t("build_open"))}</button></div>`;
  updateBuilder();
}

// What each field reads as the person types, the cards given twice, and the deck's cards still to give.
function updateBuilder() {
  const { t, builder } = state;
  const ruleset = builder.ruleset === "zwanzigerrufen" ? "zwanzigerrufen" : "french-tarot";
  const given = new Map();
  for (const { key } of builderFields()) {
    const { cards, unread } = readCards(builder.texts[key] ?? "", state.language);
    // The called card names a card of the deal, held by someone (or in the dog): it gives no card.
    if (key !== "called") for (const card of cards) given.set(card, [...(given.get(card) ?? []), key]);
    const words = [t("build_read", number(cards.length))];
    if (unread.length) words.push(t("build_unread", unread.join(" ")));
    const status = $(`build-${key}-read`);
    if (status) {
      status.textContent = words.join(" · ");
      status.className = unread.length ? "bad" : "";
    }
  }
  const twice = [...given].filter(([, keys]) => keys.length > 1).map(([card]) => cardShort(card, state.language, ruleset));
  const target = builderFields().find(({ key }) => key === builder.target) ?? builderFields()[0];
  const notes = [t("build_giving_to", target.label)];
  if (twice.length) notes.push(t("build_twice", twice.join(" ")));
  $("build-target").textContent = notes.join(" · ");
  for (const button of document.querySelectorAll("#build-deck .card")) button.disabled = given.has(button.dataset.card);
}

// A card clicked in the deck goes to the field chosen last, written as players write it.
function giveCard(card) {
  const { builder } = state;
  const ruleset = builder.ruleset === "zwanzigerrufen" ? "zwanzigerrufen" : "french-tarot";
  const written = cardShort(card, state.language, ruleset);
  const before = (builder.texts[builder.target] ?? "").trim();
  builder.texts[builder.target] = builder.target === "called" ? written : `${before} ${written}`.trim();
  const input = $(`build-${builder.target}`);
  if (input) input.value = builder.texts[builder.target];
  updateBuilder();
}

async function openBuilt() {
  const { builder } = state;
  const read = (key) => readCards(builder.texts[key] ?? "", state.language).cards;
  const record = enteredRecord({
    ruleset: builder.ruleset,
    players: builderSeats(),
    dealer: builder.dealer,
    hands: Array.from({ length: builderSeats() }, (_, seat) => read(`hand-${seat}`)),
    dog: read("dog"),
    calledCard: readCard(builder.texts.called ?? "", state.language),
    options: builder.options,
  });
  notify("");
  // The builder folds away (its fields kept: "Enter a hand" opens them again) for the hand to be followed.
  $("builder").hidden = true;
  $("enter").setAttribute("aria-expanded", "false");
  await openRecord(record, { atEnd: true });
  $("verdict").focus();
}

function onBuilderInput(event) {
  const key = event.target.dataset?.build;
  if (!key) return;
  state.builder.texts[key] = event.target.value;
  state.builder.target = key;
  updateBuilder();
}

function onBuilderChange(event) {
  const { builder } = state;
  const { id, value } = event.target;
  if (event.target.dataset.action === "build-option") {
    const chosen = optionValue(event.target);
    if (chosen !== undefined) builder.options[event.target.dataset.name] = chosen;
    return;
  }
  if (id === "build-ruleset") {
    builder.ruleset = value;
    builder.options = {}; // the other game's options
  } else if (id === "build-players") builder.players = Number(value);
  else if (id === "build-dealer") builder.dealer = Number(value);
  else return;
  renderBuilder();
  $(id)?.focus();
}

// The next call of the auction: the seat after the last caller (the seat after the dealer opens), a pass
// until the person picks the call made.
async function addCall() {
  await change((record) => {
    const auction = Array.isArray(record.auction) ? record.auction : [];
    const last = auction.at(-1);
    const seat = last && Number.isInteger(last.seat) ? seatAfter(last.seat, 1, record) : seatAfter(record.dealer ?? 0, 1, record);
    record.auction = [...auction, { seat, call: "pass" }];
  });
  const selects = document.querySelectorAll("#auction select");
  selects[selects.length - 1]?.focus();
}

async function dropCall() {
  await change((record) => {
    record.auction = (record.auction ?? []).slice(0, -1);
  });
  $("add-call")?.focus();
}

// ---- handing the hand over: a link, a file, a print ----

// The address of the hand shown (its record in the fragment), put in the address bar and, where the browser
// lets the page, on the clipboard.
async function copyLink() {
  if (!state.record) return;
  history.replaceState(null, "", `#${recordToFragment(state.record)}`);
  try {
    await navigator.clipboard.writeText(location.href);
    notify(state.t("link_copied"));
  } catch {
    notify(state.t("link_ready"));
  }
}

// The record and what the API answered (its verdict, or its refusal), as one JSON file the desk opens again.
function download() {
  if (!state.record) return;
  const answer = state.problem === null ? { verdict: state.verdict } : { problem: state.problem };
  const file = { record: state.record, ...answer, judged_at: state.judgedAt?.toISOString() ?? null };
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `arbitre-${(state.judgedAt ?? new Date()).toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// A printed page cannot unfold the rules: every fold opens for the print, and closes again after.
let foldsOpened = [];
function openFoldsForPrint() {
  // Added to, not replaced: a print may follow another before the first's afterprint.
  const closed = [...document.querySelectorAll("#verdict details:not([open])")];
  for (const fold of closed) fold.open = true;
  foldsOpened.push(...closed);
}
function closeFoldsAfterPrint() {
  for (const fold of foldsOpened) fold.open = false;
  foldsOpened = [];
}

async function start() {
  await loadWords(); // the page's words, from the service's catalogues, before the page shows one
  const preferred = localStorage.getItem("arbitre.desk.language");
  $("language").innerHTML = Object.entries(languageNames()).map(([code, name]) => `<option value="${code}" lang="${code}">${name}</option>`).join("");
  // A language chosen on an earlier visit, while the desk still speaks it; else the browser's.
  setLanguage(pickLanguage([...(preferred ? [preferred] : []), ...(navigator.languages ?? [navigator.language])]), false);
  const listed = await callApi("GET", "/v1/rulesets");
  for (const ruleset of listed.body.rulesets) state.rulesets.set(ruleset.id, ruleset);

  $("language").addEventListener("change", async (event) => {
    setLanguage(event.target.value, true);
    if (!$("builder").hidden) renderBuilder();
    if (!state.record) return;
    render(); // the page's own texts at once; the API's messages once it answers in the new language
    await judge();
  });
  $("judge").addEventListener("click", () => openText($("record").value));
  $("file").addEventListener("change", (event) => event.target.files[0] && openFile(event.target.files[0]));
  $("line").addEventListener("change", openLine);
  $("random").addEventListener("click", () => openRecord(randomFrenchDeal(state.rulesets.get("french-tarot").deck)));
  $("example").addEventListener("click", () => openRecord(structuredClone(EXAMPLE)));
  $("enter").addEventListener("click", () => {
    const builder = $("builder");
    builder.hidden = false;
    renderBuilder();
    $("enter").setAttribute("aria-expanded", "true");
    $("build-ruleset").focus();
  });
  $("builder").addEventListener("input", onBuilderInput);
  $("builder").addEventListener("change", onBuilderChange);
  $("builder").addEventListener("focusin", (event) => {
    if (event.target.dataset?.build) {
      state.builder.target = event.target.dataset.build;
      updateBuilder();
    }
  });
  $("builder").addEventListener("click", (event) => event.target.closest("#build-open") && openBuilt());
  $("link").addEventListener("click", copyLink);
  $("download").addEventListener("click", download);
  $("print").addEventListener("click", () => window.print());
  window.addEventListener("beforeprint", openFoldsForPrint);
  window.addEventListener("afterprint", closeFoldsAfterPrint);
  $("first").addEventListener("click", () => goTo(0));
  $("previous").addEventListener("click", () => goTo(state.step - 1));
  $("next").addEventListener("click", () => goTo(state.step + 1));
  $("last").addEventListener("click", () => goTo(Number.MAX_SAFE_INTEGER));
  document.addEventListener("click", onClick);
  document.addEventListener("change", onChange);
  document.addEventListener("keydown", onKey);
  window.addEventListener("hashchange", openFragment);
  await openFragment();
  document.body.dataset.ready = "yes";
}

start();

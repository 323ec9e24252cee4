// A duplicate board on the desk: the tables that played it side by side, each with its score, its slip
// codes, what its record got wrong against the board, and its marks, as POST /v1/boards/score answers them.
// The page scores nothing itself; its words are the table `board` of the desk's catalogue (texts.js).

import { languageNames, loadWords, pickLanguage, tableTranslator } from "./texts.js";

// The Code d'arbitrage's example 15 (quadrettes): a revoke at table 1, the match against table 2.
export const EXAMPLE_BOARD = {
  format: "quadrettes",
  tables: [
    { table: "1", seats: ["A", "B", "B", "B"], summary: { taker: 0, contract: "garde", attack_points: 74, oudlers: 2 },
      slips: [{ code: "RC", offender: "attack" }] },
    { table: "2", seats: ["B", "A", "A", "A"], summary: { taker: 0, contract: "petite", attack_points: 26, oudlers: 2 } },
  ],
  matches: [["1", "2"]],
};

let language = "en";
let said = tableTranslator("board", language);

function element(tag, text, attributes = {}) {
  const made = document.createElement(tag);
  if (text !== undefined && text !== null) made.textContent = String(text);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

function number(value) {
  return value === null || value === undefined ? "—" : new Intl.NumberFormat(language).format(value);
}

function showWords() {
  document.documentElement.lang = language;
  document.title = `Arbitre: ${said("title")}`;
  for (const [id, key] of [["title", "title"], ["intro", "intro"], ["language-label", "language"], ["back", "back"],
    ["board-label", "board"], ["mark", "mark"], ["example", "example"], ["file-label", "file"]]) {
    document.getElementById(id).textContent = said(key);
  }
}

function tableCells(table) {
  const slips = (table.slips || []).map((slip) => slip.code).join(", ") || said("none");
  const differing = (table.reconstruction || []).map((difference) => {
    const who = difference.seat === "dog" ? said("dog") : said("seat", difference.seat + 1);
    const parts = [];
    if (difference.missing.length) parts.push(said("missing", difference.missing.join(" ")));
    if (difference.extra.length) parts.push(said("extra", difference.extra.join(" ")));
    return `${who}: ${parts.join(", ")}`;
  }).join("; ") || said("none");
  let verdict = said("summary");
  if (table.verdict) {
    const broken = (table.verdict.violations || []).length;
    verdict = broken ? said("broken", broken) : said("legal");
  }
  const taker = table.taker === null || table.taker === undefined
    ? "—" : `${said("seat", table.taker + 1)} (${table.seats[table.taker]})`;
  return [
    ["seats", table.seats.join(", ")], ["taker", taker], ["verdict", verdict], ["score", number(table.score)],
    ["slips", slips], ["reconstruction", differing], ["raw", number(table.raw)],
    ["attack", number(table.attack_mark)], ["defence", number(table.defence_mark)],
  ];
}

function showAnswer(answer) {
  const result = document.getElementById("result");
  result.replaceChildren();
  const heading = answer.number === null || answer.number === undefined ? said("title") : said("board_number", answer.number);
  result.append(element("h2", `${heading} (${said("format")}: ${answer.format})`));
  const grid = element("table", null, { id: "tables" });
  const head = element("tr");
  head.append(element("th", said("table"), { scope: "col" }));
  for (const table of answer.tables) head.append(element("th", table.table, { scope: "col" }));
  grid.append(head);
  const columns = answer.tables.map(tableCells);
  for (let row = 0; row < (columns[0] || []).length; row += 1) {
    const line = element("tr", null, { "data-row": columns[0][row][0] });
    line.append(element("th", said(columns[0][row][0]), { scope: "row" }));
    for (const cells of columns) line.append(element("td", cells[row][1]));
    grid.append(line);
  }
  result.append(grid);
  if (answer.marks && answer.marks.length) {
    result.append(element("h3", said("marks")));
    const list = element("ul", null, { id: "marks" });
    for (const mark of answer.marks) {
      list.append(element("li", `${mark.participant} (${said("table")} ${mark.table}): ${number(mark.mark)}`));
    }
    result.append(list);
  }
  if (answer.penalties && answer.penalties.length) {
    result.append(element("h3", said("penalties")));
    const list = element("ul", null, { id: "penalties" });
    for (const penalty of answer.penalties) {
      list.append(element("li", `${penalty.participant} (${said("table")} ${penalty.table}): ${penalty.code} `
        + `−${number(penalty.amount)}`));
    }
    result.append(list);
  }
  if (answer.unscored && answer.unscored.length) {
    result.append(element("p", `${said("unscored")}: ${answer.unscored.join(", ")}`, { id: "unscored" }));
  }
}

function showProblem(problem) {
  const result = document.getElementById("result");
  result.replaceChildren(element("p", said("refused", problem.status), { role: "alert" }));
  const list = element("ul", null, { id: "problems" });
  for (const error of problem.errors || [{ pointer: "", message: problem.detail }]) {
    list.append(element("li", `${error.pointer ? `${error.pointer}: ` : ""}${error.message}`));
  }
  result.append(list);
}

async function markBoard() {
  const result = document.getElementById("result");
  let board;
  try {
    board = JSON.parse(document.getElementById("board-json").value);
  } catch (error) {
    result.replaceChildren(element("p", said("not_json", error.message), { role: "alert" }));
    return;
  }
  try {
    const response = await fetch("/v1/boards/score", {
      method: "POST", body: JSON.stringify(board),
      headers: { "Content-Type": "application/json", "Accept-Language": language },
    });
    const answer = await response.json();
    if (response.ok) showAnswer(answer); else showProblem(answer);
  } catch (error) {
    result.replaceChildren(element("p", said("unreachable", error.message), { role: "alert" }));
  }
}

async function start() {
  await loadWords(); // the page's words, from the service's catalogues, before the page shows one
  language = pickLanguage(navigator.languages || [navigator.language || "en"]);
  said = tableTranslator("board", language);
  const select = document.getElementById("language");
  for (const [code, name] of Object.entries(languageNames())) select.append(element("option", name, { value: code }));
  select.value = language;
  select.addEventListener("change", () => {
    language = select.value;
    said = tableTranslator("board", language);
    showWords();
    if (document.getElementById("tables")) markBoard();
  });
  document.getElementById("mark").addEventListener("click", markBoard);
  document.getElementById("example").addEventListener("click", () => {
    document.getElementById("board-json").value = JSON.stringify(EXAMPLE_BOARD, null, 2);
    markBoard();
  });
  document.getElementById("file").addEventListener("change", async (event) => {
    const [file] = event.target.files;
    if (file) {
      document.getElementById("board-json").value = await file.text();
      markBoard();
    }
  });
  showWords();
  document.body.dataset.ready = "yes";
}

start();

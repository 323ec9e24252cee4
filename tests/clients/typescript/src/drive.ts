// Every operation of openapi.yaml, both rule sets, through openapi-fetch and the types openapi-typescript
// generates (src/arbitre.ts); the request examples of openapi.yaml come typed in src/examples.ts. Both files
// are written by tests/clients/test_typescript_client.py, which compiles this with tsc --strict, runs it
// against a live service and checks every exchange it prints (one JSON line each) against the service.
import createClient from "openapi-fetch";
import type { components, paths } from "./arbitre.js";
import * as examples from "./examples.js";

type Schemas = components["schemas"];
type AnyVerdict = Schemas["Verdict"] | Schemas["ZwanzigerrufenVerdict"];
type AnyProblem = Schemas["Problem"] | Schemas["ValidationProblem"];

const baseUrl = process.argv[2];
if (baseUrl === undefined) {
  throw new Error("usage: node dist/drive.js BASE_URL");
}
const client = createClient<paths>({ baseUrl });

interface Exchange {
  name: string;
  method: "get" | "post";
  path: keyof paths;
  params?: Record<string, string>;
  request?: unknown;
  status: number;
  answer: unknown;
  narrowed: string;
}

function report(exchange: Exchange): void {
  console.log(JSON.stringify(exchange));
}

// The narrowing a program does: the rule set of a verdict by its fields, then its ruling; a problem by `errors`.
function describeVerdict(verdict: AnyVerdict): string {
  if ("taker" in verdict) {
    const ruling = verdict.ruling == null ? "no ruling" : `ruling ${verdict.ruling.outcome}`;
    return `french ${verdict.status} taker=${verdict.taker ?? "none"} ${ruling}`;
  }
  return `zwanzigerrufen ${verdict.status} declarer=${verdict.declarer ?? "none"}`;
}

function describeProblem(problem: AnyProblem): string {
  if ("errors" in problem) {
    return `problem ${problem.status} ${problem.errors.map((item) => item.pointer).join(",")}`;
  }
  return `problem ${problem.status} ${problem.title}`;
}

function describeSlot(slot: Schemas["AdjudicateBatchResponse"]["verdicts"][number]): string {
  // a slot is a verdict, the problem its record's 422 would be, or a record not judged (a 503 problem)
  return "title" in slot ? describeProblem(slot) : describeVerdict(slot);
}

// Requests written by hand, as an app would: a French record with one option, a Zwanzigerrufen deal, a summary
// and a sheet of each rule set, a position of each.
const frenchRecord = {
  dealer: 0,
  hands: [
    ["JD", "1S", "EX", "4D", "CD", "5T", "1D", "7C", "3H", "15T", "JH", "3T", "5D", "3D", "7T", "6C", "7H", "3C"],
    ["JS", "KS", "2D", "8H", "6T", "6D", "1C", "2S", "10C", "2C", "9H", "4H", "4C", "10H", "16T", "19T", "10T", "21T"],
    ["QC", "7D", "18T", "QH", "5H", "9S", "4T", "3S", "8T", "8C", "CH", "20T", "17T", "2T", "10D", "1T", "QD", "1H"],
    ["14T", "9D", "JC", "4S", "12T", "8D", "6S", "2H", "11T", "CC", "KC", "CS", "5S", "KH", "9T", "8S", "5C", "QS"],
  ],
  dog: ["13T", "10S", "7S", "9C", "6H", "KD"],
  auction: [
    { seat: 1, call: "pass" },
    { seat: 2, call: "garde" },
    { seat: 3, call: "pass" },
    { seat: 0, call: "pass" },
  ],
  options: { arbitration: "fft" },
} satisfies Schemas["HandRecord"];

const zwanzigerrufenDeck: Schemas["ZwanzigerrufenCardCode"][] = [
  "10S", "JS", "CS", "QS", "KS", "1H", "JH", "CH", "QH", "KH", "1D", "JD", "CD", "QD", "KD", "10C", "JC", "CC", "QC",
  "KC", "1T", "4T", "5T", "6T", "7T", "8T", "9T", "10T", "11T", "12T", "13T", "14T", "15T", "16T", "17T", "18T", "19T",
  "20T", "21T", "EX",
];
const zwanzigerrufenRecord: Schemas["ZwanzigerrufenHandRecord"] = {
  ruleset: "zwanzigerrufen",
  dealer: 3,
  hands: [0, 1, 2, 3].map((seat) => zwanzigerrufenDeck.slice(seat * 10, seat * 10 + 10).map((card) => card.toLowerCase())),
};

const frenchSummary: Schemas["ScoreRequest"] = { taker: 1, contract: "garde", attack_points: 56, oudlers: 2 };
const zwanzigerrufenSummary: Schemas["ZwanzigerrufenScoreRequest"] = {
  ruleset: "zwanzigerrufen",
  contract: "solo",
  declarer: 2,
  declarer_points: 47,
  declarer_tricks: 6,
};
const frenchSheet: Schemas["ScoreSheetRequest"] = {
  options: { rounding: 10 },
  hands: [
    { taker: 1, contract: "garde", attack_points: 56, oudlers: 2 },
    { taker: 2, contract: "petite", attack_points: 40, oudlers: 1, petit_au_bout: "defence" },
  ],
};
const zwanzigerrufenSheet: Schemas["ZwanzigerrufenScoreSheetRequest"] = {
  ruleset: "zwanzigerrufen",
  hands: [{ contract: "solo", declarer: 2, declarer_points: 47, declarer_tricks: 6 }],
};

// What the types refuse: each line below must be a compile error (tsc fails on an unused @ts-expect-error).
export function refusedByTheTypes(): void {
  // @ts-expect-error an option this API does not have
  const unknownOption: Schemas["FrenchTarotOptions"] = { no_such_option: true };
  // @ts-expect-error a value the option does not take
  const wrongValue: Schemas["FrenchTarotOptions"] = { arbitration: "sometimes" };
  // @ts-expect-error a record without its hands
  const noHands: Schemas["HandRecord"] = { dealer: 0, dog: [] };
  // @ts-expect-error a Zwanzigerrufen record must name its rule set
  const unnamed: Schemas["ZwanzigerrufenHandRecord"] = { dealer: 0, hands: [] };
  const verdict = undefined as unknown as AnyVerdict;
  // @ts-expect-error a verdict's rule set must be narrowed before reading its declarer
  const declarer: number | null = verdict.declarer;
  void [unknownOption, wrongValue, noHands, unnamed, declarer];
}

async function adjudicate(name: string, body: Schemas["AdjudicateHandBody"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/hands/adjudicate", { body });
  const narrowed = data !== undefined ? describeVerdict(data) : describeProblem(error);
  report({ name, method: "post", path: "/v1/hands/adjudicate", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function batch(name: string, body: Schemas["AdjudicateBatchRequest"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/hands/adjudicate-batch", { body });
  const narrowed = data !== undefined ? data.verdicts.map(describeSlot).join(" | ") : describeProblem(error);
  report({ name, method: "post", path: "/v1/hands/adjudicate-batch", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function legalPlays(name: string, body: Schemas["LegalPlaysBody"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/plays/legal", { body });
  const narrowed = data !== undefined ? `legal ${data.legal_cards.join(" ")}` : describeProblem(error);
  report({ name, method: "post", path: "/v1/plays/legal", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function score(name: string, body: Schemas["ScoreHandBody"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/scores", { body });
  const narrowed = data !== undefined ? `deltas ${(data.score?.deltas ?? []).join(" ")}` : describeProblem(error);
  report({ name, method: "post", path: "/v1/scores", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function sheet(name: string, body: Schemas["ScoreSheetBody"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/score-sheets", { body });
  const narrowed = data !== undefined ? `totals ${data.totals.join(" ")}` : describeProblem(error);
  report({ name, method: "post", path: "/v1/score-sheets", request: body, status: response.status, answer: data ?? error, narrowed });
}

function describeBoards(boards: Schemas["BoardMarks"][]): string {
  const marks = boards.map((board) =>
    board.marks.flatMap((mark) => (mark.mark == null ? [] : [String(mark.mark)])).join(" "));
  return `marks ${marks.join(" | ")}`;
}

async function boardScore(name: string, body: Schemas["BoardScoreRequest"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/boards/score", { body });
  const narrowed = data !== undefined ? describeBoards([data]) : describeProblem(error);
  report({ name, method: "post", path: "/v1/boards/score", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function seanceScore(name: string, body: Schemas["SeanceScoreRequest"]): Promise<void> {
  const { data, error, response } = await client.POST("/v1/seances/score", { body });
  const narrowed = data !== undefined ? describeBoards(data.boards) : describeProblem(error);
  report({ name, method: "post", path: "/v1/seances/score", request: body, status: response.status, answer: data ?? error, narrowed });
}

async function ruleset(name: string, rulesetId: string): Promise<void> {
  const { data, error, response } = await client.GET("/v1/rulesets/{ruleset_id}", {
    params: { path: { ruleset_id: rulesetId } },
  });
  const narrowed = data !== undefined ? `${data.id} ${data.options.map((option) => option.name).join(" ")}` : describeProblem(error);
  report({ name, method: "get", path: "/v1/rulesets/{ruleset_id}", params: { ruleset_id: rulesetId }, status: response.status, answer: data ?? error, narrowed });
}

// The desk's words in one language (the desk's scripts fetch them), and a language the desk does not speak.
async function deskWords(name: string, language: string): Promise<void> {
  const { data, error, response } = await client.GET("/desk/words/{language}", { params: { path: { language } } });
  const narrowed = data !== undefined ? `words ${data.language} ${data.tables["language"]?.["name"]}` : describeProblem(error);
  report({ name, method: "get", path: "/desk/words/{language}", params: { language }, status: response.status, answer: data ?? error, narrowed });
}

for (const [name, body] of examples.adjudicate) await adjudicate(name, body);
await adjudicate("french record with one option", frenchRecord);
await adjudicate("zwanzigerrufen deal in lower case", zwanzigerrufenRecord);
await adjudicate("an unknown card", { ...frenchRecord, dog: ["13T", "10S", "7S", "9C", "6H", "ZZ"] });

for (const [name, body] of examples.adjudicateBatch) await batch(name, body);
await batch("both rule sets and a problem", {
  records: [frenchRecord, zwanzigerrufenRecord, { ...zwanzigerrufenRecord, hands: [["2S"]] }],
});

for (const [name, body] of examples.legalPlays) await legalPlays(name, body);
await legalPlays("french position", { hand: ["2H", "9H", "5T", "KS", "EX"], trick: ["1H", "KH"] });
await legalPlays("zwanzigerrufen position", { ruleset: "zwanzigerrufen", hand: ["1T", "5T", "QS"], trick: ["1H"] });

for (const [name, body] of examples.scores) await score(name, body);
await score("french summary", frenchSummary);
await score("zwanzigerrufen summary", zwanzigerrufenSummary);

for (const [name, body] of examples.scoreSheets) await sheet(name, body);
await sheet("french sheet", frenchSheet);
await sheet("zwanzigerrufen sheet", zwanzigerrufenSheet);

for (const [name, body] of examples.boardScores) await boardScore(name, body);
await boardScore("a table in no match", { format: "quadrettes", tables: [{ table: "1", seats: ["A", "B", "B", "B"], summary: frenchSummary }] });
for (const [name, body] of examples.seanceScores) await seanceScore(name, body);

{
  const { data, response } = await client.GET("/v1/rulesets");
  const narrowed = `rulesets ${(data?.rulesets ?? []).map((described) => described.id).join(" ")}`;
  report({ name: "rule sets", method: "get", path: "/v1/rulesets", status: response.status, answer: data, narrowed });
}
await ruleset("french tarot", "french-tarot");
await ruleset("zwanzigerrufen", "zwanzigerrufen");
await ruleset("no such rule set", "skat");

{
  const { data, response } = await client.GET("/healthz");
  report({ name: "health", method: "get", path: "/healthz", status: response.status, answer: data, narrowed: `health ${data?.status}` });
}
{
  const { data, response } = await client.GET("/readyz");
  report({ name: "readiness", method: "get", path: "/readyz", status: response.status, answer: data, narrowed: `readiness ${data?.status}` });
}
{
  // The figures change with every request: the test compares the metrics' names, not their values.
  const { data, response } = await client.GET("/metrics", { parseAs: "text" });
  report({ name: "metrics", method: "get", path: "/metrics", status: response.status, answer: data, narrowed: "" });
}
{
  const { data, response } = await client.GET("/openapi.json");
  report({ name: "contract as JSON", method: "get", path: "/openapi.json", status: response.status, answer: data, narrowed: "" });
}
{
  const { data, response } = await client.GET("/openapi.yaml", { parseAs: "text" });
  report({ name: "contract as YAML", method: "get", path: "/openapi.yaml", status: response.status, answer: data, narrowed: "" });
}
{
  const { data, response } = await client.GET("/docs", { parseAs: "text" });
  report({ name: "documentation", method: "get", path: "/docs", status: response.status, answer: data, narrowed: "" });
}
{
  const { data, response } = await client.GET("/desk", { parseAs: "text" });
  report({ name: "arbitration desk", method: "get", path: "/desk", status: response.status, answer: data, narrowed: "" });
}
{
  const { data, response } = await client.GET("/desk/board", { parseAs: "text" });
  report({ name: "duplicate board page", method: "get", path: "/desk/board", status: response.status, answer: data, narrowed: "" });
}
await deskWords("the desk's English words", "en");
await deskWords("the desk's French words", "fr");
await deskWords("the desk's German words", "de");
await deskWords("a language the desk does not speak", "it");
{
  const { data, response } = await client.GET("/", { parseAs: "text" });
  report({ name: "home page", method: "get", path: "/", status: response.status, answer: data, narrowed: "" });
}

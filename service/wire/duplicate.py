"""Duplicate boards and séances on the wire: their marshmallow schemas, and the operations that judge each
table's record, compare its hands with the board's and mark the board (``service/duplicate``).

POST /v1/boards/score takes one board, POST /v1/seances/score several; ``arbitre seance FILE`` reads a
séance from a file. docs/duplicate.md says what each field means.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from marshmallow import ValidationError

from ..core.budget import Deadline, check
from ..core.cards import CARD_CODES, parse_card
from ..core.text import Text
from ..duplicate.board import BoardMarks, BoardProblem, TablePlay, score_board
from ..duplicate.formats import FORMATS, LOSER_MARKS, PLAYERS, ZERO, DuplicateOptions
from ..duplicate.reconstruction import DOG, differences
from ..duplicate.seance import standings
from ..duplicate.slips import ATTACK, CODES, DEFENCE, FE, OFFENDERS, RC, Slip
from ..french.arbitration.claim import ClaimBudget
from ..i18n import DEFAULT_LANGUAGE
from . import fast
from .errors import UnprocessableRequest
from .operations import adjudicate_record, score_summary
from .schemas import (
    HAND_RECORD,
    AnyValue,
    Array,
    FrenchTarotOptionsSchema,
    JsonBoolean,
    JsonInteger,
    JsonNumber,
    Length,
    Object,
    SheetSummarySchema,
    WireSchema,
    card_list,
    default_options,
    error_pointers,
    one_of,
    seat,
)
from .schemas import Text as TextField

MAX_TABLES = 100
MAX_BOARDS = 100
MAX_SLIPS = 8
MAX_NAME = 60
PLACES = 2
"""Marks are answered to the hundredth (√8 = 2.83), as a score keeper writes them."""

# A record's faults that the Code marks on the slip whatever the referee adds (CA p.10, 12).
REVOKES = frozenset({"must_follow_suit", "must_trump", "must_overtrump", "must_undertrump", "called_suit_first_lead"})
FAUX_ECARTS = frozenset({"discard_size", "discard_king", "discard_oudler", "discard_trump_not_forced"})


class DuplicateOptionsSchema(WireSchema):
    equipes_loser_mark = TextField(load_default=ZERO, validate=one_of(LOSER_MARKS))


class BoardDealSchema(WireSchema):
    """The board: the deal once, as its étui holds it."""

    dealer = seat(required=True)
    hands = Array(card_list(), required=True, validate=Length(PLAYERS, PLAYERS))
    dog = card_list(required=True)


class SlipSchema(WireSchema):
    code = TextField(required=True, validate=one_of(CODES))
    offender = TextField(required=True, validate=one_of(OFFENDERS))
    seats = Array(seat(), validate=Length(max=PLAYERS))
    adjusted = JsonBoolean(allow_none=True, load_default=None)
    penalty = JsonNumber(allow_none=True, load_default=None, validate=lambda value: value >= 0)


class BoardTableSchema(WireSchema):
    """One table's play of the board: a full hand record (its hands and dog default to the board's) or a
    score keeper's summary, who sat where, the referee's decisions, and the score he fixed if any."""

    table = TextField(required=True, validate=Length(1, MAX_NAME))
    seats = Array(TextField(validate=Length(1, MAX_NAME)), required=True, validate=Length(PLAYERS, PLAYERS))
    record = AnyValue()
    summary = Object(SheetSummarySchema)
    score = JsonInteger(allow_none=True, load_default=None)
    slips = Array(Object(SlipSchema), validate=Length(max=MAX_SLIPS), load_default=list, metadata={"default": []})


class BoardFields(WireSchema):
    number = JsonInteger(allow_none=True, load_default=None)
    board = Object(BoardDealSchema, allow_none=True, load_default=None)
    tables = Array(Object(BoardTableSchema), required=True, validate=Length(1, MAX_TABLES))
    matches = Array(Array(TextField(), validate=Length(2, 2)), validate=Length(max=MAX_TABLES),
                    load_default=list, metadata={"default": []})


class DuplicateFields(WireSchema):
    format = TextField(required=True, validate=one_of(FORMATS))
    duplicate = Object(DuplicateOptionsSchema, load_default=lambda: {"equipes_loser_mark": ZERO})
    options = Object(FrenchTarotOptionsSchema, load_default=default_options)


class BoardScoreSchema(DuplicateFields, BoardFields):
    """POST /v1/boards/score."""


class SeanceBoardSchema(BoardFields):
    """One board of a séance."""


class SeanceScoreSchema(DuplicateFields):
    """POST /v1/seances/score."""

    boards = Array(Object(SeanceBoardSchema), required=True, validate=Length(1, MAX_BOARDS))


BOARD_SCORE: BoardScoreSchema = BoardScoreSchema()
SEANCE_SCORE: SeanceScoreSchema = SeanceScoreSchema()


def score_board_request(
    request: Mapping[str, Any], deadline: Deadline | None = None, language: str = DEFAULT_LANGUAGE
) -> dict[str, Any]:
    """POST /v1/boards/score: a loaded board request → the board's tables, marks and penalties; the
    records' verdicts in ``language``."""
    marks, tables = _board(request, request, "", ClaimBudget(deadline=deadline), language)
    return _board_dict(request, marks, tables)


def score_seance_request(
    request: Mapping[str, Any], deadline: Deadline | None = None, language: str = DEFAULT_LANGUAGE
) -> dict[str, Any]:
    """POST /v1/seances/score: each board's answer, then every participant's total and rank."""
    answers, boards = [], []
    budget = ClaimBudget(deadline=deadline)  # one for the whole séance, as for a batch
    for index, board in enumerate(request["boards"]):
        marks, tables = _board(request, board, f"/boards/{index}", budget, language)
        boards.append(marks)
        answers.append(_board_dict(board, marks, tables))
    return {
        "format": request["format"],
        "boards": answers,
        "standings": [
            {"participant": standing.participant, "rank": standing.rank, "boards": standing.boards,
             "marks": round(standing.marks, PLACES), "penalties": standing.penalties,
             "total": round(standing.total, PLACES)}
            for standing in standings(request["format"], boards)
        ],
    }


def _board(
    request: Mapping[str, Any], board: Mapping[str, Any], prefix: str, budget: ClaimBudget, language: str
) -> tuple[BoardMarks, list[dict[str, Any]]]:
    plays, tables = [], []
    for index, table in enumerate(board["tables"]):
        check(budget.deadline)
        play, answer = _table(request, board.get("board"), table, f"{prefix}/tables/{index}", budget, language)
        plays.append(play)
        tables.append(answer)
    options = DuplicateOptions(equipes_loser_mark=request["duplicate"]["equipes_loser_mark"])
    try:
        marks = score_board(request["format"], plays, [(first, second) for first, second in board["matches"]], options)
    except BoardProblem as problem:
        where = prefix + "".join(f"/{step}" for step in problem.where)
        raise UnprocessableRequest([(where, problem.message)]) from None
    return marks, tables


def _table(
    request: Mapping[str, Any], deal: Mapping[str, Any] | None, table: Mapping[str, Any], pointer: str,
    budget: ClaimBudget, language: str,
) -> tuple[TablePlay, dict[str, Any]]:
    record, summary = table.get("record"), table.get("summary")
    if record is not None and summary is not None:
        raise UnprocessableRequest([(pointer, Text("give the table's record or its summary, not both"))])
    slips = [_slip(entry) for entry in table["slips"]]
    verdict: dict[str, Any] | None = None
    reconstruction: list[dict[str, Any]] = []
    taker: int | None = None
    score: int | None = None
    if summary is not None:
        loaded = {**summary, "ruleset": "french-tarot", "players": PLAYERS, "options": request["options"]}
        taker = summary["taker"]
        if summary["taker"] >= PLAYERS or summary.get("partner") is not None:
            raise UnprocessableRequest([(f"{pointer}/summary/taker", Text(
                "a table of duplicate has seats 1 to {players} and a taker who plays alone", players=PLAYERS))])
        try:
            score = score_summary(loaded)["score"]["per_defender"]
        except UnprocessableRequest as error:
            raise UnprocessableRequest([(f"{pointer}/summary{at}", why) for at, why in error.problems]) from None
    elif record is not None:
        verdict, reconstruction = _judged(request, deal, record, f"{pointer}/record", budget, language)
        taker = verdict.get("taker")
        score = None if verdict.get("score") is None else verdict["score"]["per_defender"]
        ruling = verdict.get("ruling")
        if score is None and ruling is not None and ruling.get("score") is not None:
            score = ruling["score"]["per_defender"]
        slips.extend(_slips_of_faults(verdict, taker, {slip.code for slip in slips}))
    if table["score"] is not None:
        score = table["score"]  # the referee's, on the slip
    play = TablePlay(table["table"], tuple(table["seats"]), taker, score, tuple(slips))
    answer = {
        "table": table["table"], "seats": list(table["seats"]), "taker": taker, "score": score,
        "slips": [{"code": slip.code, "offender": slip.offender, "seats": list(slip.seats), "adjusted": slip.adjusted,
                   "penalty": slip.penalty} for slip in slips],
        "reconstruction": reconstruction, "verdict": verdict,
    }
    return play, answer


def _slip(entry: Mapping[str, Any]) -> Slip:
    return Slip(entry["code"], entry["offender"], tuple(entry.get("seats", ())), entry["adjusted"], entry["penalty"])


def _judged(
    request: Mapping[str, Any], deal: Mapping[str, Any] | None, record: Any, pointer: str, budget: ClaimBudget,
    language: str,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The table's record judged as POST /v1/hands/adjudicate judges it, its missing deal taken from the board;
    and each hand that is not the board's (CA p.13: a bad reconstruction)."""
    if not isinstance(record, Mapping):
        raise UnprocessableRequest([(pointer, Text("must be an object"))])
    merged = dict(record)
    if deal is not None:
        for field in ("dealer", "hands", "dog"):
            merged.setdefault(field, deal[field])
    merged.setdefault("options", request["options"])
    merged.setdefault("players", PLAYERS)
    try:
        loaded = fast.load(HAND_RECORD, merged)
    except ValidationError as error:
        raise UnprocessableRequest(error_pointers(error.messages, pointer)) from None
    if loaded.get("ruleset", "french-tarot") != "french-tarot" or loaded["players"] != PLAYERS:
        raise UnprocessableRequest([(pointer, Text("a table of duplicate plays French Tarot four to a table"))])
    try:
        verdict = adjudicate_record(loaded, language, budget)
    except UnprocessableRequest as error:
        raise UnprocessableRequest([(pointer + at, why) for at, why in error.problems]) from None
    if deal is None:
        return verdict, []
    found = differences(
        [[parse_card(code) for code in hand] for hand in deal["hands"]], [parse_card(code) for code in deal["dog"]],
        [[parse_card(code) for code in hand] for hand in loaded["hands"]], [parse_card(code) for code in loaded["dog"]],
    )
    return verdict, [
        {"seat": "dog" if difference.seat == DOG else difference.seat,
         "missing": [CARD_CODES[card] for card in difference.missing],
         "extra": [CARD_CODES[card] for card in difference.extra]}
        for difference in found
    ]


def _slips_of_faults(verdict: Mapping[str, Any], taker: int | None, written: set[str]) -> list[Slip]:
    """The slip codes a record's own faults call for, where the referee wrote none of that code: an
    established revoke (RC, by the side of its first offender) and a faux écart (FE, the taker's)."""
    found: list[Slip] = []
    violations = verdict.get("violations", [])
    revokes = [violation for violation in violations if violation["code"] in REVOKES]
    if revokes and RC not in written and taker is not None:
        sides = {ATTACK if violation.get("seat") == taker else DEFENCE for violation in revokes}
        offender = sides.pop() if len(sides) == 1 else "both"
        found.append(Slip(RC, offender, tuple(sorted({violation["seat"] for violation in revokes
                                                      if violation.get("seat") is not None}))))
    if any(violation["code"] in FAUX_ECARTS for violation in violations) and FE not in written and taker is not None:
        found.append(Slip(FE, ATTACK))
    return found


def _board_dict(board: Mapping[str, Any], marks: BoardMarks, tables: Sequence[dict[str, Any]]) -> dict[str, Any]:
    by_name = {table.table: table for table in marks.tables}
    for answer in tables:
        mark = by_name[answer["table"]]
        answer.update({
            "raw": _rounded(mark.raw), "attack_mark": _rounded(mark.attack_mark),
            "defence_mark": _rounded(mark.defence_mark), "marks": list(mark.marks),
        })
    return {
        "format": marks.format,
        "number": board.get("number"),
        "tables": list(tables),
        "marks": [{"participant": mark.participant, "table": mark.table, "mark": _rounded(mark.mark)}
                  for mark in marks.marks],
        "penalties": [{"participant": penalty.participant, "table": penalty.table, "code": penalty.code,
                       "amount": penalty.amount} for penalty in marks.penalties],
        "unscored": list(marks.unscored),
    }


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, PLACES) + 0.0  # + 0.0: never -0.0

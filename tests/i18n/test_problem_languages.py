"""Problems in French and German: every request of the hostile corpus (tests/fire/corpus.yaml: malformed JSON,
limits, wrong types at every field, every method on every path) answered in each language, its title,
detail and every error message in that language (none left in English), with the same status, pointers and
headers otherwise; and a few problems word for word."""

from __future__ import annotations

import io
from typing import Any

import orjson
import pytest
from flask import Flask
from werkzeug.test import EnvironBuilder, run_wsgi_app

from service import create_app
from service.api.problems import MAX_PROBLEM_BYTES
from service.bulk import judge_line
from tests.fire.corpus import CASES, Case

# A HEAD's answer has no body to read.
ANSWERED_BY_FLASK = [case for case in CASES if case.only != "gunicorn" and case.expect >= 400 and case.method != "HEAD"]


@pytest.fixture(scope="module")
def app() -> Flask:
    return create_app()


def answer(app: Flask, case: Case, language: str | None) -> tuple[int, dict[str, str], dict[str, Any]]:
    headers = list(case.headers) + ([("Accept-Language", language)] if language else [])
    builder = EnvironBuilder(path=case.path, method=case.method, headers=headers,
                             input_stream=io.BytesIO(case.body or b""),
                             content_length=None if case.body is None else len(case.body))
    environ = builder.get_environ()
    if case.chunked:
        environ.pop("CONTENT_LENGTH", None)
        environ["wsgi.input_terminated"] = True
    body, status, response_headers = run_wsgi_app(app, environ, buffered=True)
    data = b"".join(body)
    assert len(data) <= MAX_PROBLEM_BYTES  # longer words, the same bound
    return int(status.split()[0]), dict(response_headers.items()), orjson.loads(data)


def test_the_corpus_has_problems_of_every_kind() -> None:
    assert {case.expect for case in ANSWERED_BY_FLASK} >= {400, 404, 405, 413, 415, 422}
    assert len(ANSWERED_BY_FLASK) > 300


@pytest.mark.parametrize("case", ANSWERED_BY_FLASK, ids=lambda case: case.name)
def test_every_problem_is_told_in_french_and_german(app: Flask, case: Case) -> None:
    status, headers, english = answer(app, case, None)
    assert headers["Content-Language"] == "en" and "Accept-Language" in headers["Vary"]
    for language in ("fr", "de"):
        translated_status, translated_headers, translated = answer(app, case, f"{language}-CH;q=0.9, en;q=0.1")
        assert translated_status == status and translated_headers["Content-Language"] == language
        assert "Accept-Language" in translated_headers["Vary"]
        assert translated_headers.get("Allow") == headers.get("Allow")
        assert translated["title"] != english["title"] and translated["detail"] != english["detail"], translated
        assert [error["pointer"] for error in translated.get("errors", [])] == [
            error["pointer"] for error in english.get("errors", [])]
        for mine, theirs in zip(translated.get("errors", []), english.get("errors", []), strict=True):
            assert mine["message"] != theirs["message"], (language, mine, theirs)


def post(app: Flask, path: str, body: Any, language: str) -> dict[str, Any]:
    response = app.test_client().post(path, json=body, headers={"Accept-Language": language})
    assert response.headers["Content-Language"] == language
    problem: dict[str, Any] = response.get_json()
    return problem


SUMMARY = {"taker": 0, "contract": "garde", "attack_points": 56, "oudlers": 2}


@pytest.mark.parametrize(("language", "title", "detail", "errors"), [
    ("fr", "Contenu non traitable", "La requête est du JSON mais pas une requête lisible ; voir errors.",
     [("/hands/0/1", 'code de carte inconnu "ZZ"'), ("/dealer", "une place est un nombre de 0 à 5"),
      ("/dog", "champ obligatoire absent")]),
    ("de", "Nicht verarbeitbarer Inhalt", "Die Anfrage ist JSON, aber keine lesbare Anfrage; siehe errors.",
     [("/hands/0/1", 'unbekannter Kartencode "ZZ"'), ("/dealer", "ein Platz ist eine Zahl von 0 bis 5"),
      ("/dog", "Pflichtfeld fehlt")]),
])
def test_an_unreadable_record_word_for_word(app: Flask, language: str, title: str, detail: str,
                                            errors: list[tuple[str, str]]) -> None:
    problem = post(app, "/v1/hands/adjudicate", {"dealer": 9, "hands": [["KS", "ZZ"]]}, language)
    assert (problem["title"], problem["detail"]) == (title, detail)
    assert sorted((error["pointer"], error["message"]) for error in problem["errors"]) == sorted(errors)


@pytest.mark.parametrize(("language", "messages"), [
    ("fr", {"/taker": "Il n'y a pas de joueur 6 à une table de 4.",  # the wire's seat 5, counted from one
            "/oudlers": "doit être compris entre 0 et 3"}),
    ("de", {"/taker": "An einem Tisch mit 4 Spielern gibt es keinen Spieler 6.",
            "/oudlers": "muss zwischen 0 und 3 liegen"}),
])
def test_a_seat_off_the_table_and_a_bound_word_for_word(app: Flask, language: str, messages: dict[str, str]) -> None:
    off_the_table = post(app, "/v1/scores", {**SUMMARY, "taker": 5}, language)
    assert off_the_table["errors"] == [{"pointer": "/taker", "message": messages["/taker"]}]
    out_of_bounds = post(app, "/v1/scores", {**SUMMARY, "oudlers": 4}, language)
    assert out_of_bounds["errors"] == [{"pointer": "/oudlers", "message": messages["/oudlers"]}]


@pytest.mark.parametrize(("language", "messages"), [
    ("fr", ["2 éléments, hors de 3..3", "doit être l'une des valeurs : called_king, dealer_sits_out, "
                                        "fourteen_cards_alone"]),
    ("de", ["2 Einträge liegen außerhalb von 3..3", "muss einer dieser Werte sein: called_king, "
                                                    "dealer_sits_out, fourteen_cards_alone"]),
])
def test_an_impossible_option_word_for_word(app: Flask, language: str, messages: list[str]) -> None:
    problem = post(app, "/v1/scores", {**SUMMARY, "options": {"poignee_values": [20, 30],
                                                              "five_player_table": "nope"}}, language)
    assert [error["message"] for error in problem["errors"]] == messages


def test_an_option_refused_by_the_engine_is_in_the_language_asked() -> None:
    import service

    with pytest.raises(service.InvalidRecord) as refused:
        service.adjudicate({"dealer": 0, "hands": [], "dog": [], "options": {"nope": 1}}, "de")
    assert refused.value.problems == [("/options/nope", "unbekanntes Feld")]


@pytest.mark.parametrize(("language", "not_json", "unknown_card"), [
    ("fr", "pas du JSON : les données s'arrêtent avant la fin de la valeur JSON, à la colonne 4",
     'code de carte inconnu "ZZ"'),
    ("de", "kein JSON: die Daten enden, bevor der JSON-Wert vollständig ist, in Spalte 4",
     'unbekannter Kartencode "ZZ"'),
])
def test_the_command_lines_unreadable_lines_are_in_its_language(language: str, not_json: str,
                                                                 unknown_card: str) -> None:
    answer = judge_line(3, b"[1,", language)
    assert answer is not None and orjson.loads(answer[0]) == {"line": 3, "errors": [{"pointer": "",
                                                                                      "message": not_json}]}
    answer = judge_line(4, orjson.dumps({"dealer": 0, "hands": [["ZZ"]], "dog": []}), language)
    assert answer is not None and orjson.loads(answer[0]) == {"line": 4, "errors": [
        {"pointer": "/hands/0/0", "message": unknown_card}]}


@pytest.mark.parametrize(("language", "detail"), [
    ("fr", "Le corps de la requête n'est pas du JSON valide : la clé \"a\" figure deux fois dans un même objet."),
    ("de", "Der Anfrage-Body ist kein gültiges JSON: der Schlüssel \"a\" kommt in einem Objekt zweimal vor."),
])
def test_malformed_json_word_for_word(app: Flask, language: str, detail: str) -> None:
    response = app.test_client().post("/v1/scores", data=b'{"a": 1, "a": 2}', content_type="application/json",
                                      headers={"Accept-Language": language})
    assert response.status_code == 400 and response.get_json()["detail"] == detail


@pytest.mark.parametrize(("language", "title", "detail"), [
    ("fr", "Contenu trop volumineux", "Le corps de la requête dépasse la limite de 16 octets."),
    ("de", "Inhalt zu groß", "Der Anfrage-Body ist größer als die Grenze von 16 Bytes."),
])
def test_a_body_over_the_limit_word_for_word(language: str, title: str, detail: str) -> None:
    small = create_app({"MAX_BODY_BYTES": 16})
    response = small.test_client().post("/v1/scores", json=SUMMARY, headers={"Accept-Language": language})
    assert response.status_code == 413 and response.headers["Content-Language"] == language
    assert (response.get_json()["title"], response.get_json()["detail"]) == (title, detail)


def test_the_batchs_failed_slots_are_in_its_language(app: Flask) -> None:
    answer = post(app, "/v1/hands/adjudicate-batch", {"records": [7]}, "fr")
    assert answer["verdicts"] == [{
        "type": "about:blank", "title": "Contenu non traitable", "status": 422,
        "detail": "Le relevé est du JSON mais pas un relevé de donne lisible ; voir errors.",
        "errors": [{"pointer": "/records/0", "message": "doit être un objet"}]}]


@pytest.mark.parametrize(("language", "note", "refusal"), [
    ("fr", "L'option five_player_table est sans effet ici : seule une table de 5 joueurs choisit son jeu (4 joueurs).",
     "l'option 'poignee_sizes' donne les atouts d'une simple, d'une double et d'une triple poignée, chacune plus "
     "que la précédente ; [10, 9, 15] n'est pas croissant"),
    ("de", "Option five_player_table wirkt hier nicht: nur ein Tisch mit 5 Spielern wählt sein Spiel (4 Spieler).",
     "die Option 'poignee_sizes' gibt die Trümpfe einer einfachen, doppelten und dreifachen Poignée an, jede mehr "
     "als die davor; [10, 9, 15] steigt nicht"),
])
def test_an_option_that_changes_nothing_and_one_that_cannot_be_meant(app: Flask, language: str, note: str,
                                                                       refusal: str) -> None:
    response = app.test_client().post("/v1/plays/legal", headers={"Accept-Language": language}, json={
        "hand": ["KS"], "options": {"five_player_table": "dealer_sits_out"}})
    assert response.get_json()["notes"] == [{"option": "five_player_table", "message": note}]
    problem = post(app, "/v1/scores", {**SUMMARY, "options": {"poignee_sizes": [10, 9, 15]}}, language)
    assert problem["errors"] == [{"pointer": "/options/poignee_sizes", "message": refusal}]


@pytest.mark.parametrize(("language", "too_few", "too_many"), [
    ("en", "1.5 points cannot include 1 oudler and the écart and a trick: the attack has at least 8.5.",
     "90 points leave too few for the defence's 2 oudlers and a trick: it has at least 9, the attack at most "
     "82."),
    ("fr", "1,5 points ne peuvent pas comprendre 1 bout et l'écart et un pli : l'attaque a au moins 8,5.",
     "90 points en laissent trop peu pour 2 bouts de la défense et un pli : elle a au moins 9, l'attaque au plus "
     "82."),
    ("de", "1,5 Punkte können nicht 1 Oudler und die Ablage und einen Stich enthalten: die Angreifer haben "
           "mindestens 8,5.",
     "90 Punkte lassen zu wenig für die 2 Oudler der Verteidiger und einen Stich: sie haben mindestens 9, die "
     "Angreifer höchstens 82."),
])
def test_impossible_points_are_written_as_a_score_keeper_writes_them(app: Flask, language: str, too_few: str,
                                                                      too_many: str) -> None:
    # Whole points without ".0", a half with the language's decimal mark, and the oudlers counted in the
    # singular or the plural.
    few = post(app, "/v1/scores", {**SUMMARY, "players": 3, "attack_points": 1.5, "oudlers": 1}, language)
    assert [error["message"] for error in few["errors"]] == [too_few]
    many = post(app, "/v1/scores", {**SUMMARY, "players": 3, "attack_points": 90, "oudlers": 1}, language)
    assert [error["message"] for error in many["errors"]] == [too_many]


@pytest.mark.parametrize(("language", "length"), [("en", "(1500 characters)"), ("fr", "(1\u202f500 caractères)"),
                                                  ("de", "(1.500 Zeichen)")])
def test_a_long_value_cut_short_says_its_length_in_the_language_asked(app: Flask, language: str, length: str) -> None:
    problem = post(app, "/v1/scores", {**SUMMARY, "options": {"k" * 1500: 1}}, language)
    (error,) = problem["errors"]
    assert error["pointer"] == "/options" and length in error["message"], error


@pytest.mark.parametrize(("language", "detail"), [("fr", 'La table d\'arbitrage n\'a pas de fichier "nope.js".'),
                                                  ("de", 'Der Schiedsrichtertisch hat keine Datei "nope.js".')])
def test_a_file_the_desk_does_not_have_is_said_in_the_language_asked(app: Flask, language: str, detail: str) -> None:
    response = app.test_client().get("/desk/nope.js", headers={"Accept-Language": language})
    assert response.status_code == 404 and response.get_json()["detail"] == detail

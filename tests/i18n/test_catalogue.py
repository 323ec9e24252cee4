"""The message catalogue and the rule references: every code of each rule set in every language, the same
placeholders in each, every reference pointing at a section that exists, and the messages actually built
for real violations (none falling back to English)."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest
import yaml

from service import adjudicate
from service.core.cards import FULL_DECK, card_code
from service.french.arbitration.faults import KIND_OF_CODE
from service.french.arbitration.poignees import CODE_OF
from service.i18n import LANGUAGES, rule_reference
from service.i18n.cards import CARD_NAMES
from service.i18n.messages import MESSAGES
from service.i18n.references import CODE_RULES, RULES, SOURCES, rule_text, source_name
from service.zwanzigerrufen.deck import DECK as ZWANZIGERRUFEN_DECK
from tests.property.mutations import one_record_per_mutation

REPO_ROOT = Path(__file__).resolve().parents[2]
RULESETS = ("french-tarot", "zwanzigerrufen")
ENGINES = {"french-tarot": REPO_ROOT / "service" / "french", "zwanzigerrufen": REPO_ROOT / "service" / "zwanzigerrufen"}
# How the engines name a violation's code: the first argument of the calls that report one, a code= keyword,
# or a (code, phase) pair.
REPORTED = (
    re.compile(r'(?:Violation|PlayFault|report|_report_card|Fault)\(\s*"([a-z_]+)"'),
    re.compile(r'code="([a-z_]+)"'),
    re.compile(r'"([a-z_]+)",\s*"(?:deal|auction|call|discard|declaration|play)"'),
)
# A play check that answers a card's code (or None) before the message is made: play.py's returns.
PLAY_CHECK = re.compile(r'(?:return|else) "([a-z]+(?:_[a-z]+)+)"')
# Record fields and phases that the patterns above also meet (a phase named after a field, a field checked).
NOT_CODES = frozenset({"auction", "call", "called_card", "deal", "declaration", "discard", "play", "tricks"})
PLACEHOLDERS = frozenset({"seat", "trick", "card"})


def engine_codes(ruleset: str) -> set[str]:
    """Every violation code the rule set's engine can report, read from its source."""
    found: set[str] = set()
    for path in ENGINES[ruleset].rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for pattern in (*REPORTED, PLAY_CHECK) if path.name == "play.py" else REPORTED:
            found.update(pattern.findall(text))
    if ruleset == "french-tarot":  # the arbitration's codes, reported through its tables
        found.update(KIND_OF_CODE)
        found.update(CODE_OF.values())
    return found - NOT_CODES


def documented_codes(ruleset: str) -> set[str]:
    """The codes openapi.yaml lists for the rule set's violations."""
    schemas = yaml.safe_load((REPO_ROOT / "openapi.yaml").read_text(encoding="utf-8"))["components"]["schemas"]
    name = "Violation" if ruleset == "french-tarot" else "ZwanzigerrufenViolation"
    return set(re.findall(r"`([a-z]+(?:_[a-z]+)+)`", schemas[name]["description"]))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_the_source_scan_sees_the_codes_everyone_knows() -> None:
    assert {"must_follow_suit", "discard_king", "poignee_late", "card_exposed"} <= engine_codes("french-tarot")
    assert {"trull_must_kontra", "double_not_allowed", "must_lead_suit"} <= engine_codes("zwanzigerrufen")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_code_has_a_rule(ruleset: str) -> None:
    codes = engine_codes(ruleset) | documented_codes(ruleset)
    assert codes - set(CODE_RULES[ruleset]) == set(), "codes without a rule reference"
    assert set(CODE_RULES[ruleset]) - engine_codes(ruleset) == set(), "rules for codes never reported"


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_message_kept_by_its_code_is_one_the_engine_reports_and_has_only_its_fields(ruleset: str) -> None:
    """Most messages are translated from their English template (tests/i18n/test_texts.py holds every
    template of the code to the catalogues); the arbitration's few still by their code, from its fields."""
    codes = engine_codes(ruleset)
    french, german = MESSAGES["fr"][ruleset], MESSAGES["de"][ruleset]
    assert set(french) == set(german)
    for key, template in french.items():
        if re.fullmatch(r"[a-z]+(?:_[a-z]+)+", key) and key not in codes:
            raise AssertionError(f"{key} looks like a code the engine never reports")
        if key in codes:
            assert placeholders(template) == placeholders(german[key]), key
            assert placeholders(template) <= PLACEHOLDERS, key


def test_every_rule_is_used_and_written_in_every_language() -> None:
    used = {rule for codes in CODE_RULES.values() for rule in codes.values()}
    assert used == set(RULES)
    for rule_id, rule in RULES.items():
        assert rule.source in SOURCES, rule_id
        texts = {rule_text(rule_id, language) for language in LANGUAGES}  # a KeyError: not in a catalogue
        assert len(texts) == 3, f"{rule_id} is not translated"
    for source in SOURCES:
        assert len({source_name(source, language) for language in LANGUAGES}) == 3, source


def _headings(document: Path) -> str:
    return "\n".join(line for line in document.read_text(encoding="utf-8").splitlines() if line.startswith("#"))


@pytest.mark.parametrize("rule_id", sorted(RULES))
def test_each_rule_points_at_sections_that_exist(rule_id: str) -> None:
    section = RULES[rule_id].section
    path, _, where = section.partition(" ")
    document = REPO_ROOT / path.rstrip(",")
    assert document.is_file(), section
    numbers = re.findall(r"§(\d+(?:\.\d+)?)", where)
    headings = _headings(document)
    for number in numbers:
        assert re.search(rf"^#+ {re.escape(number)}[. ]", headings, re.M), f"{section}: no section {number}"
    if not numbers:  # a named part of the page instead
        name = re.search(r"\(([^)]*)\)", where)
        assert name is not None and name.group(1).split(":")[0].strip("`") in document.read_text(encoding="utf-8")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_every_card_has_a_name_in_french_and_german(ruleset: str) -> None:
    pack = [card_code(card) for card in (FULL_DECK if ruleset == "french-tarot" else ZWANZIGERRUFEN_DECK)]
    for language in ("fr", "de"):
        names = CARD_NAMES[ruleset][language]
        assert all(names[code] != code for code in pack)
        assert len({names[code] for code in pack}) == len(pack), "two cards with one name"


def test_cards_are_named_as_players_write_them() -> None:
    french, german = CARD_NAMES["french-tarot"]["fr"], CARD_NAMES["french-tarot"]["de"]
    assert (french["KS"], french["1T"], french["EX"], french["1H"], french["12T"]) == (
        "le roi de pique", "le Petit", "l'Excuse", "l'as de cœur", "le 12 d'atout")
    assert (german["KS"], german["QH"], german["CD"], german["JC"], german["7C"]) == (
        "Pik-König", "Herz-Dame", "Karo-Reiter", "Kreuz-Bube", "Kreuz-Sieben")
    austrian = CARD_NAMES["zwanzigerrufen"]["de"]
    assert (austrian["1T"], austrian["21T"], austrian["EX"], austrian["20T"]) == ("Pagat", "Mond", "Sküs", "Tarock XX")


MUTATED = one_record_per_mutation()


def test_the_mutations_reach_most_codes() -> None:
    codes = {violation["code"] for _, record in MUTATED for violation in adjudicate(record)["violations"]}
    assert len(codes) >= 20, codes


@pytest.mark.parametrize("language", ["fr", "de"])
def test_real_violations_are_told_in_the_language_asked(language: str) -> None:
    for name, record in MUTATED:
        english = adjudicate(record)
        translated = adjudicate(record, language)
        assert len(translated["violations"]) == len(english["violations"]) > 0, name
        for said, meant in zip(translated["violations"], english["violations"], strict=True):
            assert {key: value for key, value in said.items() if key not in ("message", "rule")} == {
                key: value for key, value in meant.items() if key not in ("message", "rule")}, name
            assert said["message"] != meant["message"] and "{" not in said["message"], (name, said)
            assert said["rule"] == rule_reference("french-tarot", said["code"], language) is not None
        # the ruling and the reason: tests/i18n/test_rulings.py; the notes: tests/i18n/test_problem_languages.py
        texts = ("violations", "reason", "penalty", "ruling", "notes")
        assert {key: value for key, value in translated.items() if key not in texts} == {
            key: value for key, value in english.items() if key not in texts}, name
        assert ("reason" in translated) == ("reason" in english)
        assert translated.get("reason") is None or translated["reason"] != english["reason"], name


def test_english_is_what_it_always_was_plus_the_rule() -> None:
    for name, record in MUTATED:
        for violation in adjudicate(record, "en")["violations"]:
            assert violation["rule"] == rule_reference("french-tarot", violation["code"], "en"), name
            assert violation["rule"]["source"].startswith(("FFT", "Arbitre")), name


def test_an_unknown_language_is_refused_by_the_python_door() -> None:
    _, record = MUTATED[0]
    with pytest.raises(ValueError, match="none of en, fr, de"):
        adjudicate(record, "es")


def _zwanzigerrufen_records() -> list[tuple[str, dict[str, Any]]]:
    import json

    golden = REPO_ROOT / "tests" / "zwanzigerrufen" / "golden"
    return [(case["name"], case["record"]) for name in ("auction.json", "deals.json")
            for case in json.loads((golden / name).read_text(encoding="utf-8")) if "record" in case]


@pytest.mark.parametrize("language", ["fr", "de"])
def test_zwanzigerrufen_violations_are_told_in_the_language_asked(language: str) -> None:
    seen = set()
    for name, record in _zwanzigerrufen_records():
        english, translated = adjudicate(record), adjudicate(record, language)
        for said, meant in zip(translated["violations"], english["violations"], strict=True):
            assert said["code"] == meant["code"] and said["pointer"] == meant["pointer"], name
            assert said["message"] != meant["message"] and "{" not in said["message"], (name, said)
            assert said["rule"] == rule_reference("zwanzigerrufen", said["code"], language) is not None
            seen.add(said["code"])
    assert {"trull_must_kontra", "double_not_allowed", "announce_not_allowed", "bid_not_allowed"} <= seen

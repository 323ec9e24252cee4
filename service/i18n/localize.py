"""Violations in the chosen language, each with the rule it breaks.

The wire builds every violation in English with its ``rule`` (``rule_reference``); for French or German,
``localize_verdict`` and ``localize_illegal`` then rewrite the messages and rules of the violations there
are, each from its English template and its values. A plain legal hand has none: it pays nothing.
"""

from __future__ import annotations

from typing import Any, Final

from ..core.budget import Deadline, check
from ..core.text import Text
from .descriptions import OPTION_DESCRIPTIONS, RULESET_NAMES
from .negotiation import DEFAULT_LANGUAGE, LANGUAGES
from .references import CODE_RULES, RULES, rule_text, source_name
from .texts import template_in, translate


def _reference_dicts() -> dict[str, dict[str, dict[str, dict[str, str]]]]:
    found: dict[str, dict[str, dict[str, dict[str, str]]]] = {}
    for ruleset, codes in CODE_RULES.items():
        for language in LANGUAGES:
            by_code = found.setdefault(ruleset, {}).setdefault(language, {})
            for code, rule_id in codes.items():
                rule = RULES[rule_id]
                by_code[code] = {"source": source_name(rule.source, language), "section": rule.section,
                                 "text": rule_text(rule_id, language)}
    return found


_REFERENCES: Final = _reference_dicts()
"""Rule set → language → code → the ``rule`` object as on the wire, built once."""


def rule_reference(ruleset: str, code: str, language: str = DEFAULT_LANGUAGE) -> dict[str, str] | None:
    """The rule ``code`` applies in ``ruleset``, in ``language`` (a copy: the caller of ``adjudicate`` owns
    its answer); None for a code with no reference."""
    found = _REFERENCES[ruleset][language].get(code)
    return None if found is None else found.copy()


def localized_message(ruleset: str, language: str, message: str) -> str | None:
    """A violation's message in French or German: its English template's translation, with the same values. None
    when no catalogue has it (tests hold every one the engines write)."""
    if isinstance(message, Text) and template_in(language, message.template, ruleset) is not None:
        return translate(message, language)
    return None


def localize_verdict(verdict: dict[str, Any], ruleset: str, language: str, deadline: Deadline | None = None
                     ) -> dict[str, Any]:
    """``verdict`` (a fresh answer dict) with its violations' messages and rules in ``language``; ``deadline``,
    the request's if it has one, checked between its parts (``OutOfTime``)."""
    if language == DEFAULT_LANGUAGE:
        return verdict
    for violation in verdict.get("violations") or ():
        _localize(violation, ruleset, language)
        violation["rule"] = rule_reference(ruleset, violation["code"], language)
    localize_notes(verdict, language)
    # Why the deal stopped (annulled, all passed, dealt again), and seed 001's house penalty.
    if verdict.get("reason") is not None:
        verdict["reason"] = translate(verdict["reason"], language)
    if verdict.get("penalty") is not None:
        verdict["penalty"]["message"] = translate(verdict["penalty"]["message"], language)
    ruling = verdict.get("ruling")
    if ruling:
        check(deadline)
        localize_ruling(ruling, ruleset, language, deadline)
    return verdict


def localize_ruling(ruling: dict[str, Any], ruleset: str, language: str, deadline: Deadline | None = None) -> None:
    """A ruling's texts in ``language``, in place: each made by the engine as a ``Text`` (rulings.py)."""
    ruling["reason"] = translate(ruling["reason"], language)
    check(deadline)
    for fault in ruling["faults"]:
        # A fault repeats its violation's message; its rule and effect are the Code d'arbitrage's.
        _localize(fault, ruleset, language)
        fault["rule"] = translate(fault["rule"], language)
        fault["effect"] = translate(fault["effect"], language)
    check(deadline)
    for entry in (*ruling["adjustments"], *ruling["sanctions"]):
        entry["rule"] = translate(entry["rule"], language)
        entry["message"] = translate(entry["message"], language)
    check(deadline)
    ruling["needs_referee"] = [translate(note, language) for note in ruling["needs_referee"]]


def localize_illegal(answer: dict[str, Any], ruleset: str, language: str) -> dict[str, Any]:
    """A legal-plays answer with the message of each illegal card in ``language``."""
    if language == DEFAULT_LANGUAGE:
        return answer
    for illegal in answer["illegal"]:
        _localize(illegal, ruleset, language)
    localize_notes(answer, language)
    return answer


def localize_notes(answer: dict[str, Any], language: str) -> dict[str, Any]:
    """``answer`` with its ``notes`` (options chosen that change nothing there) in ``language``."""
    if language != DEFAULT_LANGUAGE:
        for note in answer.get("notes") or ():
            note["message"] = translate(note["message"], language)
    return answer


def _localize(entry: dict[str, Any], ruleset: str, language: str) -> None:
    message = localized_message(ruleset, language, entry["message"])
    if message is not None:
        entry["message"] = message


def localize_ruleset(description: dict[str, Any], language: str) -> dict[str, Any]:
    """A rule set as GET /v1/rulesets describes it (a fresh dict), its name and options' descriptions in
    ``language``."""
    if language == DEFAULT_LANGUAGE:
        return description
    ruleset = description["id"]
    description["name"] = RULESET_NAMES[language][ruleset]
    for option in description["options"]:
        option["description"] = OPTION_DESCRIPTIONS[language][ruleset].get(option["name"], option["description"])
    return description

"""The texts of a ruling (``arbitration: fft``) in French and German: each fault's ``rule`` and ``effect``,
the ``reason``, the adjustments' and sanctions' ``rule`` and ``message``, the ``needs_referee`` notes.

The engine (service/french/arbitration/) writes them in English as ``Text`` templates; each is here by its
English template, with the same placeholders. "CA 2012 p.N" is the FFT Code d'arbitrage (2012) and its page,
"J1"… the project's readings of it (docs/rules/french-arbitration.md), "P1"… the rows of its poignée table:
references, the same in every language (a page is "S.5", Seite, in
German). The words are docs/glossary.md's (a test holds them).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

_NON_RECTIFIABLE = ("CA 2012 p.5: a non-rectifiable fault; the points illicitly won go back, and the deal is annulled "
                    "if the offending side still wins, scored if it loses; the referee may add 100")

_FR: dict[str, str] = {
    # the faults' rules (faults.py, poignees.py)
    _NON_RECTIFIABLE: "CA 2012 p.5 : une faute non rectifiable ; les points indûment gagnés sont rendus, et la "
                      "donne est annulée si le camp fautif gagne encore, marquée s'il perd ; l'arbitre peut "
                      "ajouter 100",
    "{base}; p.6, an established revoke (renonce consommée); J1, the revoke trick returned":
        "{base} ; p.6, une renonce consommée ; J1, le pli de la renonce rendu",
    "{base}; p.5, an important exposed card (J4); nothing to hand back":
        "{base} ; p.5, une carte exposée importante (J4) ; rien à rendre",
    "CA 2012 p.5-6: a faux écart; with too many cards the taker's missing last trick(s) and the highest écart "
    "card(s) go to the defence, with too few his lone last card(s) are his without petit au bout (J7, J9); "
    "annulled if he makes his contract, scored if he fails":
        "CA 2012 p.5-6 : un faux écart ; avec trop de cartes, le ou les derniers plis où manque le preneur et la "
        "ou les plus fortes cartes de l'écart vont à la défense, avec trop peu, sa ou ses dernières cartes "
        "seules sont à lui, sans petit au bout (J7, J9) ; donne annulée s'il fait son contrat, marquée s'il chute",
    "CA 2012 p.5-6: a faux écart (king, oudler or unforced trump); the écart counts as usual (J8); annulled if "
    "the taker makes his contract, scored if he fails":
        "CA 2012 p.5-6 : un faux écart (roi, bout ou atout non forcé) ; l'écart compte comme d'habitude (J8) ; "
        "donne annulée si le preneur fait son contrat, marquée s'il chute",
    "CA 2012 p.4: a misdeal found during play is scored if the taker makes his contract and annulled if he "
    "fails (p.7: the side with the wrong count cannot win); no penalty":
        "CA 2012 p.4 : une maldonne découverte en cours de jeu est marquée si le preneur fait son contrat et "
        "annulée s'il chute (p.7 : le camp au mauvais nombre de cartes ne peut pas gagner) ; pas de pénalité",
    "CA 2012 p.4 and p.7 in conflict when the attack's own hand has the wrong count; J13: annulled":
        "CA 2012 p.4 et p.7 en conflit quand la main de l'attaque elle-même a un mauvais nombre de cartes ; "
        "J13 : donne annulée",
    "CA 2012 p.4: a misdeal found during play (J13 with arbitration_taker_wrong_count: misdeal_rule)":
        "CA 2012 p.4 : une maldonne découverte en cours de jeu (J13 avec arbitration_taker_wrong_count: "
        "misdeal_rule)",
    "CA 2012 p.5: a card exposed by the taker goes back to his hand; no sanction":
        "CA 2012 p.5 : une carte exposée par le preneur revient dans sa main ; pas de sanction",
    "CA 2012 p.5: an exposed card goes back to the hand; a warning, then 100":
        "CA 2012 p.5 : une carte exposée revient dans la main ; un avertissement, puis 100",
    "CA 2012 p.5 covers defenders only; J14: the taker's card goes back, no penalty":
        "CA 2012 p.5 ne vise que les défenseurs ; J14 : la carte du preneur revient, pas de pénalité",
    "CA 2012 p.5: a card played out of turn; the exposed-card sanction, a warning, then 100":
        "CA 2012 p.5 : une carte jouée hors de son tour ; la sanction de la carte exposée, un avertissement, "
        "puis 100",
    "CA 2012 p.4: the dog seen by the defence only after an overcall: annulled if the taker fails; the referee "
    "may fine 100":
        "CA 2012 p.4 : le chien vu par la défense seule après une surenchère : donne annulée si le preneur "
        "chute ; l'arbitre peut pénaliser de 100",
    "CA 2012 p.4: the dog seen by the player who overcalled too: the score stands; the referee may fine 100":
        "CA 2012 p.4 : le chien vu aussi par le joueur qui a surenchéri : la marque reste ; l'arbitre peut "
        "pénaliser de 100",
    "CA 2012 p.4: a hand shown after the contract; the defenders' cards are dealt again, scored if the taker "
    "makes his contract, not if he fails":
        "CA 2012 p.4 : une main montrée après le contrat ; les cartes des défenseurs sont redistribuées, donne "
        "marquée si le preneur fait son contrat, pas s'il chute",
    "CA 2012 p.5: the taker's exposures are never important (he has no partner); no sanction":
        "CA 2012 p.5 : les cartes exposées du preneur ne sont jamais importantes (il n'a pas d'appelé) ; "
        "pas de sanction",
    "digest §7.3 step 1: a record no real table could produce is a data error, left to a human referee":
        "résumé §7.3, étape 1 : un relevé qu'aucune vraie table ne peut produire est une erreur de données, "
        "laissée à un arbitre humain",
    "the Code d'arbitrage has no free-deal rule for this fault: left to a human referee":
        "le Code d'arbitrage n'a pas de règle des donnes libres pour cette faute : laissée à un arbitre humain",
    "J16: a poignée with a card not held (or not a trump) cannot have been shown; left to a human referee "
    "(option arbitration_poignee_not_held: unfixable rules it)":
        "J16 : une poignée avec une carte que le joueur n'a pas (ou qui n'est pas un atout) n'a pas pu être "
        "montrée ; laissée à un arbitre humain (l'option arbitration_poignee_not_held: unfixable la juge)",
    "CA 2012 p.8, P1: shown out of order": "CA 2012 p.8, P1 : montrée dans le désordre",
    "CA 2012 p.8, P2: incomplete, and it can be completed": "CA 2012 p.8, P2 : incomplète, et elle peut être "
                                                            "complétée",
    "CA 2012 p.8, P3: incomplete and cannot be completed, by the taker": "CA 2012 p.8, P3 : incomplète et "
                                                                         "impossible à compléter, par le preneur",
    "CA 2012 p.8, P4: incomplete and cannot be completed, by a defender": "CA 2012 p.8, P4 : incomplète et "
                                                                          "impossible à compléter, par un "
                                                                          "défenseur",
    "CA 2012 p.8, P5: too many trumps, by the taker": "CA 2012 p.8, P5 : trop d'atouts, par le preneur",
    "CA 2012 p.8, P6: too many trumps, by a defender": "CA 2012 p.8, P6 : trop d'atouts, par un défenseur",
    "CA 2012 p.8, P7: shown by the taker before his turn": "CA 2012 p.8, P7 : montrée par le preneur avant son "
                                                           "tour",
    "CA 2012 p.8, P8: shown just after his own first card": "CA 2012 p.8, P8 : montrée juste après sa propre "
                                                            "première carte",
    "CA 2012 p.8, P9: shown at another wrong moment by the taker": "CA 2012 p.8, P9 : montrée à un autre "
                                                                   "mauvais moment par le preneur",
    "CA 2012 p.8, P10: shown at a wrong moment (before his turn) by a defender": "CA 2012 p.8, P10 : montrée à "
        "un mauvais moment (avant son tour) par un défenseur",
    "CA 2012 p.8, P10: shown at another wrong moment by a defender": "CA 2012 p.8, P10 : montrée à un autre "
                                                                     "mauvais moment par un défenseur",
    "CA 2012 p.8, P11: the Excuse shown while a trump was kept hidden": "CA 2012 p.8, P11 : l'Excuse montrée "
                                                                        "alors qu'un atout restait caché",
    "J5: both sides committed a non-rectifiable fault; the free-deal code has no rule, so the deal is annulled "
    "(as the duplicate 'neutralised'), with the optional penalty for each offender":
        "J5 : les deux camps ont commis une faute non rectifiable ; le code des donnes libres n'a pas de "
        "règle, la donne est donc annulée (comme la « neutralisation » du duplicate), avec la pénalité "
        "facultative pour chaque fautif",
    "CA 2012 p.7: a player who lays his cards down thinking the rest is his has the remaining cards played in "
    "the way that is worst for his side (card points, then oudlers, then petit au bout)":
        "CA 2012 p.7 : le joueur qui étale ses cartes en croyant le reste à lui fait jouer les cartes restantes "
        "de la façon la pire pour son camp (points, puis bouts, puis petit au bout)",
    "CA 2012 p.6: no petit au bout after a five-card écart (J9: in the lone last trick or the one before)":
        "CA 2012 p.6 : pas de petit au bout après un écart de cinq cartes (J9 : dans le dernier pli seul ou "
        "l'avant-dernier)",
    "CA 2012 p.6: the referee gives the defence the highest-valued card of a seven-card écart (J6: points, then "
    "oudler before king, then rank; J7: one per extra card)":
        "CA 2012 p.6 : l'arbitre donne à la défense la plus forte carte d'un écart de sept cartes (J6 : les "
        "points, puis le bout avant le roi, puis le rang ; J7 : une par carte en trop)",
    "J8 (option arbitration_ecart_content): the faulty écart's kings and oudlers go to the defence":
        "J8 (option arbitration_ecart_content) : les rois et les bouts du faux écart vont à la défense",
    "{rules}; J3: the 100 is the referee's to give": "{rules} ; J3 : les 100 sont à la discrétion de l'arbitre",
    # effects
    "the trick goes back if the offending side won it; annulled if that side still wins":
        "le pli est rendu si le camp fautif l'a gagné ; donne annulée si ce camp gagne encore",
    "annulled if the taker makes his contract": "donne annulée si le preneur fait son contrat",
    "annulled if the taker fails": "donne annulée si le preneur chute",
    "annulled whatever the result": "donne annulée quel que soit le résultat",
    "annulled if the offending side wins": "donne annulée si le camp fautif gagne",
    "none": "aucun",
    "none on the score": "aucun sur la marque",
    "no ruling": "pas de décision",
    "the poignée counts": "la poignée compte",
    "the poignée counts only if its side loses": "la poignée ne compte que si son camp perd",
    "the poignée does not count": "la poignée ne compte pas",
    "{effect}; annulled if its side wins": "{effect} ; donne annulée si son camp gagne",
    # reasons
    "The Code d'arbitrage gives no automatic ruling here: {note}": "Le Code d'arbitrage ne donne ici aucune "
                                                                   "décision automatique : {note}",
    "{code} at {pointer}: {message}": "{code} en {pointer} : {message}",
    "The deal is annulled and does not count as played: {why}": "La donne est annulée et ne compte pas comme "
                                                                "jouée : {why}",
    "{rule}.": "{rule}.",
    "{why}. {message}": "{why}. {message}",
    "the offending side ({side}) still wins {when}": "le camp fautif ({side}) gagne encore {when}",
    "the taker failed his contract": "le preneur a chuté",
    "once the illicit points were returned": "une fois les points indûment gagnés rendus",
    "on the record as played": "sur le relevé tel que joué",
    "The offending side ({sides}) lost {when}: the deal is scored on the adjusted cards.":
        "Le camp fautif ({sides}) a perdu {when} : la donne est marquée sur les cartes rectifiées.",
    "No rule annuls the deal: it is scored with what the faults change.": "Aucune règle n'annule la donne : "
                                                                          "elle est marquée avec ce que les "
                                                                          "fautes changent.",
    "Only rectifiable faults or incidents: the deal is scored as played.": "Seulement des fautes rectifiables "
                                                                           "ou des incidents : la donne est "
                                                                           "marquée telle que jouée.",
    "The claim leaves too many cards to play out ({left}, more than {most}); a human referee decides.":
        "La revendication laisse trop de cartes à jouer ({left}, plus de {most}) ; un arbitre humain décide.",
    "Playing out the claim needs more of the search than the request has left ({tricks:,} tricks tried a "
    "request, shared by its records in order); a human referee decides.":
        "Jouer la revendication demande plus de recherche qu'il n'en reste à la requête ({tricks} plis essayés "
        "par requête, partagés par ses relevés dans l'ordre) ; un arbitre humain décide.",
    "The lone Petit that may cut (petit_sec: excuse_that_cuts) is still to be played, and the claim search does "
    "not play its cuts; a human referee decides.": "Le Petit seul qui peut couper (petit_sec: excuse_that_cuts) "
        "reste à jouer, et la recherche de la revendication ne joue pas ses coupes ; un arbitre humain décide.",
    "attack": "l'attaque",
    "defence": "la défense",
    # adjustments and sanctions
    "Seat {seat} claimed the rest; the referee had tricks {first} to {last} played the worst way for the "
    "{side}.": "Le joueur {seat} a revendiqué le reste ; l'arbitre a fait jouer les plis {first} à {last} de "
               "la façon la pire pour {side}.",
    "Trick {trick} was played without the taker, who had no card left: it is the defence's.":
        "Le pli {trick} s'est joué sans le preneur, qui n'avait plus de carte : il est à la défense.",
    "{card} goes from the écart to the defence.": "{card} passe de l'écart à la défense.",
    "Trick {trick} is the taker's last card alone: it is his, without petit au bout.":
        "Le pli {trick} est la dernière carte du preneur, seule : il est à lui, sans petit au bout.",
    "Trick {trick} ({cards}), won by the offending {offender} with a revoke in it, goes to the {side}: {points} "
    "points.": "Le pli {trick} ({cards}), gagné par {offender} fautive avec une renonce, va à {side} : {points} "
               "points.",
    "The petit au bout ({side}) is not scored.": "Le petit au bout ({side}) n'est pas marqué.",
    "Seat {seat}'s {level} poignée is not counted.": "La poignée ({level}) du joueur {seat} n'est pas comptée.",
    "Seat {seat}: a warning (100 points on a repeat).": "Joueur {seat} : un avertissement (100 points en cas de "
                                                        "récidive).",
    "Seat {seat}: a warning, or {points} points at the referee's discretion (applied).":
        "Joueur {seat} : un avertissement, ou {points} points à la discrétion de l'arbitre (appliqués).",
    "Seat {seat}: a warning, or {points} points at the referee's discretion.":
        "Joueur {seat} : un avertissement, ou {points} points à la discrétion de l'arbitre.",
}

_DE: dict[str, str] = {
    _NON_RECTIFIABLE: "CA 2012 S.5: ein nicht korrigierbarer Fehler; die unrechtmäßig gewonnenen Punkte gehen "
                      "zurück, und das Spiel wird annulliert, wenn die fehlbare Seite trotzdem gewinnt, gewertet, "
                      "wenn sie verliert; der Schiedsrichter kann 100 hinzufügen",
    "{base}; p.6, an established revoke (renonce consommée); J1, the revoke trick returned":
        "{base}; S.6, eine vollzogene Renonce (renonce consommée); J1, der Stich der Renonce zurückgegeben",
    "{base}; p.5, an important exposed card (J4); nothing to hand back":
        "{base}; S.5, eine wichtige aufgedeckte Karte (J4); nichts zurückzugeben",
    "CA 2012 p.5-6: a faux écart; with too many cards the taker's missing last trick(s) and the highest écart "
    "card(s) go to the defence, with too few his lone last card(s) are his without petit au bout (J7, J9); "
    "annulled if he makes his contract, scored if he fails":
        "CA 2012 S.5-6: eine fehlerhafte Ablage; bei zu vielen Karten gehen der oder die letzten Stiche ohne den "
        "Alleinspieler und die höchste(n) Karte(n) der Ablage an die Gegenpartei, bei zu wenigen gehören ihm "
        "seine einzelnen letzten Karten, ohne Petit au bout (J7, J9); annulliert, wenn er sein Spiel gewinnt, "
        "gewertet, wenn er verliert",
    "CA 2012 p.5-6: a faux écart (king, oudler or unforced trump); the écart counts as usual (J8); annulled if "
    "the taker makes his contract, scored if he fails":
        "CA 2012 S.5-6: eine fehlerhafte Ablage (König, Oudler oder nicht erzwungener Trumpf); die Ablage zählt "
        "wie üblich (J8); annulliert, wenn der Alleinspieler sein Spiel gewinnt, gewertet, wenn er verliert",
    "CA 2012 p.4: a misdeal found during play is scored if the taker makes his contract and annulled if he "
    "fails (p.7: the side with the wrong count cannot win); no penalty":
        "CA 2012 S.4: ein im Spiel entdecktes Vergeben wird gewertet, wenn der Alleinspieler sein Spiel gewinnt, "
        "und annulliert, wenn er verliert (S.7: die Seite mit falscher Kartenzahl kann nicht gewinnen); keine "
        "Strafe",
    "CA 2012 p.4 and p.7 in conflict when the attack's own hand has the wrong count; J13: annulled":
        "CA 2012 S.4 und S.7 widersprechen sich, wenn das Blatt der Angreifer selbst eine falsche Kartenzahl "
        "hat; J13: annulliert",
    "CA 2012 p.4: a misdeal found during play (J13 with arbitration_taker_wrong_count: misdeal_rule)":
        "CA 2012 S.4: ein im Spiel entdecktes Vergeben (J13 mit arbitration_taker_wrong_count: misdeal_rule)",
    "CA 2012 p.5: a card exposed by the taker goes back to his hand; no sanction":
        "CA 2012 S.5: eine vom Alleinspieler aufgedeckte Karte geht in sein Blatt zurück; keine Sanktion",
    "CA 2012 p.5: an exposed card goes back to the hand; a warning, then 100":
        "CA 2012 S.5: eine aufgedeckte Karte geht ins Blatt zurück; eine Verwarnung, dann 100",
    "CA 2012 p.5 covers defenders only; J14: the taker's card goes back, no penalty":
        "CA 2012 S.5 gilt nur für Gegenspieler; J14: die Karte des Alleinspielers geht zurück, keine Strafe",
    "CA 2012 p.5: a card played out of turn; the exposed-card sanction, a warning, then 100":
        "CA 2012 S.5: eine außer der Reihe gespielte Karte; die Sanktion der aufgedeckten Karte, eine "
        "Verwarnung, dann 100",
    "CA 2012 p.4: the dog seen by the defence only after an overcall: annulled if the taker fails; the referee "
    "may fine 100":
        "CA 2012 S.4: der Hund, nach einem Überbieten nur von der Gegenpartei gesehen: annulliert, wenn der "
        "Alleinspieler verliert; der Schiedsrichter kann 100 Strafe geben",
    "CA 2012 p.4: the dog seen by the player who overcalled too: the score stands; the referee may fine 100":
        "CA 2012 S.4: der Hund, auch vom überbietenden Spieler gesehen: die Wertung bleibt; der Schiedsrichter "
        "kann 100 Strafe geben",
    "CA 2012 p.4: a hand shown after the contract; the defenders' cards are dealt again, scored if the taker "
    "makes his contract, not if he fails":
        "CA 2012 S.4: ein nach dem Spiel gezeigtes Blatt; die Karten der Gegenspieler werden neu gegeben, "
        "gewertet, wenn der Alleinspieler sein Spiel gewinnt, nicht, wenn er verliert",
    "CA 2012 p.5: the taker's exposures are never important (he has no partner); no sanction":
        "CA 2012 S.5: die aufgedeckten Karten des Alleinspielers sind nie wichtig (er hat keinen Partner); "
        "keine Sanktion",
    "digest §7.3 step 1: a record no real table could produce is a data error, left to a human referee":
        "Zusammenfassung §7.3, Schritt 1: ein Protokoll, das kein echter Tisch ergeben kann, ist ein "
        "Datenfehler, einem menschlichen Schiedsrichter überlassen",
    "the Code d'arbitrage has no free-deal rule for this fault: left to a human referee":
        "der Code d'arbitrage hat für diesen Fehler keine Regel der freien Spiele: einem menschlichen "
        "Schiedsrichter überlassen",
    "J16: a poignée with a card not held (or not a trump) cannot have been shown; left to a human referee "
    "(option arbitration_poignee_not_held: unfixable rules it)":
        "J16: eine Poignée mit einer Karte, die der Spieler nicht hat (oder die kein Trumpf ist), kann nicht "
        "gezeigt worden sein; einem menschlichen Schiedsrichter überlassen (die Option "
        "arbitration_poignee_not_held: unfixable entscheidet sie)",
    "CA 2012 p.8, P1: shown out of order": "CA 2012 S.8, P1: ungeordnet gezeigt",
    "CA 2012 p.8, P2: incomplete, and it can be completed": "CA 2012 S.8, P2: unvollständig, und sie kann ergänzt "
                                                            "werden",
    "CA 2012 p.8, P3: incomplete and cannot be completed, by the taker": "CA 2012 S.8, P3: unvollständig und "
                                                                         "nicht zu ergänzen, vom Alleinspieler",
    "CA 2012 p.8, P4: incomplete and cannot be completed, by a defender": "CA 2012 S.8, P4: unvollständig und "
                                                                          "nicht zu ergänzen, von einem "
                                                                          "Gegenspieler",
    "CA 2012 p.8, P5: too many trumps, by the taker": "CA 2012 S.8, P5: zu viele Trümpfe, vom Alleinspieler",
    "CA 2012 p.8, P6: too many trumps, by a defender": "CA 2012 S.8, P6: zu viele Trümpfe, von einem "
                                                      "Gegenspieler",
    "CA 2012 p.8, P7: shown by the taker before his turn": "CA 2012 S.8, P7: vom Alleinspieler vor seiner Reihe "
                                                           "gezeigt",
    "CA 2012 p.8, P8: shown just after his own first card": "CA 2012 S.8, P8: gleich nach der eigenen ersten "
                                                            "Karte gezeigt",
    "CA 2012 p.8, P9: shown at another wrong moment by the taker": "CA 2012 S.8, P9: zu einem anderen falschen "
                                                                   "Zeitpunkt vom Alleinspieler gezeigt",
    "CA 2012 p.8, P10: shown at a wrong moment (before his turn) by a defender": "CA 2012 S.8, P10: zu einem "
        "falschen Zeitpunkt (vor seiner Reihe) von einem Gegenspieler gezeigt",
    "CA 2012 p.8, P10: shown at another wrong moment by a defender": "CA 2012 S.8, P10: zu einem anderen "
                                                                     "falschen Zeitpunkt von einem Gegenspieler "
                                                                     "gezeigt",
    "CA 2012 p.8, P11: the Excuse shown while a trump was kept hidden": "CA 2012 S.8, P11: die Excuse gezeigt, "
                                                                        "während ein Trumpf verborgen blieb",
    "J5: both sides committed a non-rectifiable fault; the free-deal code has no rule, so the deal is annulled "
    "(as the duplicate 'neutralised'), with the optional penalty for each offender":
        "J5: beide Seiten haben einen nicht korrigierbaren Fehler begangen; die Ordnung der freien Spiele hat "
        "keine Regel, also wird das Spiel annulliert (wie die „Neutralisierung“ im Duplicate), mit der "
        "freiwilligen Strafe für jeden Fehlbaren",
    "CA 2012 p.7: a player who lays his cards down thinking the rest is his has the remaining cards played in "
    "the way that is worst for his side (card points, then oudlers, then petit au bout)":
        "CA 2012 S.7: wer seine Karten hinlegt, weil er den Rest für sich hält, lässt die restlichen Karten so "
        "spielen, wie es für seine Seite am schlechtesten ist (Kartenpunkte, dann Oudler, dann Petit au bout)",
    "CA 2012 p.6: no petit au bout after a five-card écart (J9: in the lone last trick or the one before)":
        "CA 2012 S.6: kein Petit au bout nach einer Ablage von fünf Karten (J9: im einzelnen letzten Stich "
        "oder im vorletzten)",
    "CA 2012 p.6: the referee gives the defence the highest-valued card of a seven-card écart (J6: points, then "
    "oudler before king, then rank; J7: one per extra card)":
        "CA 2012 S.6: der Schiedsrichter gibt der Gegenpartei die wertvollste Karte einer Ablage von sieben "
        "Karten (J6: Punkte, dann Oudler vor König, dann Rang; J7: eine je überzähliger Karte)",
    "J8 (option arbitration_ecart_content): the faulty écart's kings and oudlers go to the defence":
        "J8 (Option arbitration_ecart_content): die Könige und Oudler der fehlerhaften Ablage gehen an die "
        "Gegenpartei",
    "{rules}; J3: the 100 is the referee's to give": "{rules}; J3: die 100 vergibt der Schiedsrichter nach "
                                                     "Ermessen",
    "the trick goes back if the offending side won it; annulled if that side still wins":
        "der Stich geht zurück, wenn die fehlbare Seite ihn gewonnen hat; annulliert, wenn diese Seite trotzdem "
        "gewinnt",
    "annulled if the taker makes his contract": "annulliert, wenn der Alleinspieler sein Spiel gewinnt",
    "annulled if the taker fails": "annulliert, wenn der Alleinspieler verliert",
    "annulled whatever the result": "annulliert, wie immer das Ergebnis ist",
    "annulled if the offending side wins": "annulliert, wenn die fehlbare Seite gewinnt",
    "none": "keine",
    "none on the score": "keine auf die Wertung",
    "no ruling": "kein Schiedsspruch",
    "the poignée counts": "die Poignée zählt",
    "the poignée counts only if its side loses": "die Poignée zählt nur, wenn ihre Seite verliert",
    "the poignée does not count": "die Poignée zählt nicht",
    "{effect}; annulled if its side wins": "{effect}; annulliert, wenn ihre Seite gewinnt",
    "The Code d'arbitrage gives no automatic ruling here: {note}": "Der Code d'arbitrage gibt hier keinen "
                                                                   "selbsttätigen Schiedsspruch: {note}",
    "{code} at {pointer}: {message}": "{code} bei {pointer}: {message}",
    "The deal is annulled and does not count as played: {why}": "Das Spiel wird annulliert und zählt nicht als "
                                                                "gespielt: {why}",
    "{rule}.": "{rule}.",
    "{why}. {message}": "{why}. {message}",
    "the offending side ({side}) still wins {when}": "die fehlbare Seite ({side}) gewinnt trotzdem {when}",
    "the taker failed his contract": "der Alleinspieler hat sein Spiel verloren",
    "once the illicit points were returned": "nach Rückgabe der unrechtmäßig gewonnenen Punkte",
    "on the record as played": "nach dem Protokoll wie gespielt",
    "The offending side ({sides}) lost {when}: the deal is scored on the adjusted cards.":
        "Die fehlbare Seite ({sides}) hat {when} verloren: das Spiel wird mit den berichtigten Karten gewertet.",
    "No rule annuls the deal: it is scored with what the faults change.": "Keine Regel annulliert das Spiel: es "
                                                                          "wird mit dem gewertet, was die Fehler "
                                                                          "ändern.",
    "Only rectifiable faults or incidents: the deal is scored as played.": "Nur korrigierbare Fehler oder "
                                                                           "Zwischenfälle: das Spiel wird wie "
                                                                           "gespielt gewertet.",
    "The claim leaves too many cards to play out ({left}, more than {most}); a human referee decides.":
        "Der Anspruch lässt zu viele Karten auszuspielen ({left}, mehr als {most}); ein menschlicher "
        "Schiedsrichter entscheidet.",
    "Playing out the claim needs more of the search than the request has left ({tricks:,} tricks tried a "
    "request, shared by its records in order); a human referee decides.":
        "Das Ausspielen des Anspruchs braucht mehr Suche, als der Anfrage bleibt ({tricks} versuchte Stiche je "
        "Anfrage, von ihren Protokollen der Reihe nach geteilt); ein menschlicher Schiedsrichter entscheidet.",
    "The lone Petit that may cut (petit_sec: excuse_that_cuts) is still to be played, and the claim search does "
    "not play its cuts; a human referee decides.": "Der einzelne Petit, der stechen darf (petit_sec: "
        "excuse_that_cuts), ist noch zu spielen, und die Suche des Anspruchs spielt seine Stiche nicht; ein "
        "menschlicher Schiedsrichter entscheidet.",
    "attack": "die Angreifer",
    "defence": "die Gegenpartei",
    "Seat {seat} claimed the rest; the referee had tricks {first} to {last} played the worst way for the "
    "{side}.": "Spieler {seat} hat den Rest beansprucht; der Schiedsrichter ließ die Stiche {first} bis {last} "
               "so spielen, wie es für {side} am schlechtesten ist.",
    "Trick {trick} was played without the taker, who had no card left: it is the defence's.":
        "Stich {trick} wurde ohne den Alleinspieler gespielt, der keine Karte mehr hatte: er gehört der "
        "Gegenpartei.",
    "{card} goes from the écart to the defence.": "{card} geht von der Ablage an die Gegenpartei.",
    "Trick {trick} is the taker's last card alone: it is his, without petit au bout.":
        "Stich {trick} ist die letzte Karte des Alleinspielers allein: er gehört ihm, ohne Petit au bout.",
    "Trick {trick} ({cards}), won by the offending {offender} with a revoke in it, goes to the {side}: {points} "
    "points.": "Stich {trick} ({cards}), mit einer Renonce darin von der fehlbaren Seite ({offender}) gewonnen, "
               "geht an {side}: {points} Punkte.",
    "The petit au bout ({side}) is not scored.": "Der Petit au bout ({side}) wird nicht gewertet.",
    "Seat {seat}'s {level} poignée is not counted.": "Die Poignée ({level}) von Spieler {seat} zählt nicht.",
    "Seat {seat}: a warning (100 points on a repeat).": "Spieler {seat}: eine Verwarnung (100 Punkte bei "
                                                        "Wiederholung).",
    "Seat {seat}: a warning, or {points} points at the referee's discretion (applied).":
        "Spieler {seat}: eine Verwarnung oder {points} Punkte nach Ermessen des Schiedsrichters (angewandt).",
    "Seat {seat}: a warning, or {points} points at the referee's discretion.":
        "Spieler {seat}: eine Verwarnung oder {points} Punkte nach Ermessen des Schiedsrichters.",
}

RULING_TEXTS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {"fr": MappingProxyType(_FR), "de": MappingProxyType(_DE)})
"""Language → English template → the template in that language."""

"""Problems in French and German: the title of each status, and every template a problem's ``detail`` or a
422 error's ``message`` is made from (``service.core.text.Text``), keyed by its English template; with them
the verdicts' own texts that are no violation: a verdict's ``reason`` and a house ``penalty``'s message.

A template keeps its English one's placeholders, filled with the same values: pointers, numbers, excerpts of
the request, card codes, wire values (``declarers``, ``pagat``) and field names stay as sent.
``tests/i18n/test_problem_texts.py`` finds every template in the code and holds each to both languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

STATUS_TITLES: Final[Mapping[str, Mapping[int, str]]] = MappingProxyType({
    "fr": MappingProxyType({
        400: "Requête incorrecte", 404: "Introuvable", 405: "Méthode non autorisée", 406: "Non acceptable",
        408: "Délai de requête dépassé", 413: "Contenu trop volumineux", 414: "URI trop longue",
        415: "Type de média non pris en charge", 422: "Contenu non traitable",
        431: "Champs d'en-tête trop volumineux", 500: "Erreur interne du serveur", 501: "Non implémenté",
        503: "Service indisponible",
    }),
    "de": MappingProxyType({
        400: "Ungültige Anfrage", 404: "Nicht gefunden", 405: "Methode nicht erlaubt", 406: "Nicht annehmbar",
        408: "Zeitüberschreitung der Anfrage", 413: "Inhalt zu groß", 414: "URI zu lang",
        415: "Nicht unterstützter Medientyp", 422: "Nicht verarbeitbarer Inhalt",
        431: "Header-Felder zu groß", 500: "Interner Serverfehler", 501: "Nicht implementiert",
        503: "Dienst nicht verfügbar",
    }),
})
"""Language → HTTP status → its title (RFC 9110's names, English in ``problems.status_title``)."""

WERKZEUG_DESCRIPTIONS: Final[Mapping[int, str]] = MappingProxyType({
    400: "The browser (or proxy) sent a request that this server could not understand.",
    404: "The requested URL was not found on the server. If you entered the URL manually please check your"
         " spelling and try again.",
    405: "The method is not allowed for the requested URL.",
    406: "The resource identified by the request is only capable of generating response entities which "
         "have content characteristics not acceptable according to the accept headers sent in the request.",
    408: "The server closed the network connection because the browser didn't finish the request within "
         "the specified time.",
    413: "The data value transmitted exceeds the capacity limit.",
    414: "The length of the requested URL exceeds the capacity limit for this server. The request cannot "
         "be processed.",
    415: "The server does not support the media type transmitted in the request.",
    431: "One or more header fields exceeds the maximum size.",
    500: "The server encountered an internal error and was unable to complete your request. Either the "
         "server is overloaded or there is an error in the application.",
    501: "The server does not support the action requested by the browser.",
})
"""Werkzeug's own description of each status the service answers with it (a test holds them to Werkzeug's)."""

_FR: dict[str, str] = {
    WERKZEUG_DESCRIPTIONS[400]: "Le serveur n'a pas pu comprendre la requête envoyée.",
    WERKZEUG_DESCRIPTIONS[404]: "L'adresse demandée n'existe pas sur ce serveur ; vérifiez-en l'orthographe.",
    WERKZEUG_DESCRIPTIONS[405]: "Cette méthode n'est pas permise pour l'adresse demandée.",
    WERKZEUG_DESCRIPTIONS[406]: "La ressource demandée ne peut produire aucune réponse acceptable selon les "
                                    "en-têtes Accept de la requête.",
    WERKZEUG_DESCRIPTIONS[408]: "Le serveur a fermé la connexion : la requête n'est pas arrivée entière à "
                                     "temps.",
    WERKZEUG_DESCRIPTIONS[413]: "Les données envoyées dépassent la taille permise.",
    WERKZEUG_DESCRIPTIONS[414]: "L'adresse demandée est plus longue que ce serveur ne le permet ; la "
                                         "requête ne peut pas être traitée.",
    WERKZEUG_DESCRIPTIONS[415]: "Le serveur ne prend pas en charge le type de média envoyé.",
    WERKZEUG_DESCRIPTIONS[431]: "Un ou plusieurs champs d'en-tête dépassent la taille permise.",
    WERKZEUG_DESCRIPTIONS[500]: "Le serveur a rencontré une erreur interne et n'a pas pu traiter la "
                                          "requête.",
    WERKZEUG_DESCRIPTIONS[501]: "Le serveur ne prend pas en charge l'action demandée.",
    # reading the body
    "Send the body as application/json (got {sent}).": "Envoyez le corps en application/json (reçu : {sent}).",
    "no Content-Type": "aucun Content-Type",
    "The request body's Content-Encoding {coding} is not one this service decodes: send it as is, or gzip it "
    "(Accept-Encoding: {accepted}).": "Le Content-Encoding {coding} du corps de la requête n'est pas un de ceux "
                                      "que ce service décode : envoyez-le tel quel, ou en gzip "
                                      "(Accept-Encoding: {accepted}).",
    "The request body is not valid gzip (Content-Encoding: gzip).": "Le corps de la requête n'est pas du gzip "
                                                                    "valide (Content-Encoding: gzip).",
    "The request body decodes (Content-Encoding: gzip) to more than the limit of {limit} bytes.":
        "Le corps de la requête, décodé (Content-Encoding: gzip), dépasse la limite de {limit} octets.",
    "The request body's gzip data ends early (Content-Encoding: gzip).": "Les données gzip du corps de la "
                                                                         "requête s'arrêtent trop tôt "
                                                                         "(Content-Encoding: gzip).",
    "The request body is larger than the limit of {limit} bytes.": "Le corps de la requête dépasse la limite de "
                                                                   "{limit} octets.",
    "The transfer coding {coding} is not supported: send the body as it is, or chunked (a compressed body goes "
    "with Content-Encoding: gzip).": "Le codage de transfert {coding} n'est pas pris en charge : envoyez le "
                                     "corps tel quel, ou en chunked (un corps compressé s'envoie avec "
                                     "Content-Encoding: gzip).",
    "The request body could not be read: its chunked transfer coding is broken or it ended early.":
        "Le corps de la requête n'a pas pu être lu : son codage chunked est rompu ou il s'arrête trop tôt.",
    "The request body ended after {read} of its {length} bytes (Content-Length).": "Le corps de la requête "
        "s'arrête après {read} de ses {length} octets (Content-Length).",
    "The request body is not valid JSON: {reason}.": "Le corps de la requête n'est pas du JSON valide : {reason}.",
    "not JSON: {reason}": "pas du JSON : {reason}",
    "the body is not UTF-8: byte {position} ({byte}) {reason}": "le corps n'est pas en UTF-8 : octet {position} "
                                                                "({byte}), {reason}",
    "invalid start byte": "octet de début invalide",
    "invalid continuation byte": "octet de continuation invalide",
    "unexpected end of data": "fin des données inattendue",
    "the body escapes a lone UTF-16 surrogate (\\uD800 to \\uDFFF), which is no character":
        "le corps échappe une moitié de paire UTF-16 seule (\\uD800 à \\uDFFF), qui n'est pas un caractère",
    "the key {key} appears twice in one object": "la clé {key} figure deux fois dans un même objet",
    "An unexpected error occurred on the server. It has been logged.": "Une erreur inattendue s'est produite "
                                                                       "sur le serveur. Elle a été consignée.",
    "There is no rule set {ruleset}; GET /v1/rulesets lists them.": "Il n'y a pas de jeu de règles {ruleset} ; "
                                                                    "GET /v1/rulesets les énumère.",
    # the 422s
    "The request is JSON but not a readable request; see errors.": "La requête est du JSON mais pas une "
                                                                   "requête lisible ; voir errors.",
    "The request is readable but describes something no hand could produce; see errors.":
        "La requête est lisible mais décrit ce qu'aucune donne ne peut produire ; voir errors.",
    "The record is JSON but not a readable hand record; see errors.": "Le relevé est du JSON mais pas un relevé "
                                                                      "de donne lisible ; voir errors.",
    "The record is readable but describes something no hand could produce; see errors.":
        "Le relevé est lisible mais décrit ce qu'aucune donne ne peut produire ; voir errors.",
    # what a request may cost (service/core/budget.py)
    "The record was not judged: the request's {seconds} s of work were spent on the records before it. Send it "
    "again in another request.": "Le relevé n'a pas été jugé : les {seconds} s de travail de la requête ont été "
                                 "prises par les relevés avant lui. Renvoyez-le dans une autre requête.",
    "The record was not judged: with it the answer would have been longer than {bytes} bytes. Send it again in "
    "another request.": "Le relevé n'a pas été jugé : avec lui, la réponse aurait dépassé {bytes} octets. "
                        "Renvoyez-le dans une autre requête.",
    "The request's work went past its limit of {seconds} s and was not finished (the server may be busy). Try "
    "again later, or send fewer hands a request.": "Le travail de la requête a dépassé sa limite de {seconds} s "
                                                   "et n'a pas été achevé (le serveur est peut-être chargé). "
                                                   "Réessayez plus tard, ou envoyez moins de donnes par requête.",
    "{detail} Only the first {listed} errors are listed: the request was read no further.":
        "{detail} Seules les {listed} premières erreurs sont listées : la requête n'a pas été lue plus loin.",
    "{detail} Only the first {listed} of {count} errors are listed.": "{detail} Seules les {listed} premières "
                                                                      "des {count} erreurs sont listées.",
    "key {key}: {message}": "clé {key} : {message}",
    "has {count} items; no list of this API has more than {most}": "a {count} éléments ; aucune liste de cette "
                                                                   "API n'en a plus de {most}",
    "is nested more than {depth} levels deep; no request of this API is": "est imbriqué sur plus de {depth} "
                                                                          "niveaux ; aucune requête de cette "
                                                                          "API ne l'est",
    "read no further: the request has {count} errors before the rest": "lecture arrêtée : la requête a {count} "
                                                                       "erreurs avant la suite",
    "required field is missing": "champ obligatoire absent",
    "may not be null": "ne peut pas être null",
    "is not valid": "n'est pas valide",
    "must be a string": "doit être une chaîne",
    "must be an array": "doit être un tableau",
    "must be an integer": "doit être un entier",
    "must be a number": "doit être un nombre",
    "must be true or false": "doit être true ou false",
    "must be an object": "doit être un objet",
    "unknown field": "champ inconnu",
    "must be one of: {choices}": "doit être l'une des valeurs : {choices}",
    "must be from {min} to {max}": "doit être compris entre {min} et {max}",
    "must be a multiple of {step}": "doit être un multiple de {step}",
    "a seat is a number from {min} to {max}": "une place est un nombre de {min} à {max}",
    'must be a seat (0 to {max}) or "dog"': 'doit être une place (0 à {max}) ou "dog"',
    "a card code must be a string": "un code de carte doit être une chaîne",
    "unknown card code {input}": "code de carte inconnu {input}",
    "{input} is not a card of the 40-card Zwanzigerrufen pack": "{input} n'est pas une carte du jeu de 40 "
                                                                "cartes du Zwanzigerrufen",
    "Zwanzigerrufen has no {name}: the premiums come from the dealt hands and the auction":
        "Le Zwanzigerrufen n'a pas de {name} : les primes viennent des mains distribuées et des enchères",
    "Shorter than minimum length {min}.": "Moins de {min} éléments.",
    "Longer than maximum length {max}.": "Plus de {max} éléments.",
    "Length must be between {min} and {max}.": "Doit avoir entre {min} et {max} éléments.",
    "Length must be {equal}.": "Doit avoir {equal} éléments.",
    # options
    "unknown rule set {ruleset}": "jeu de règles inconnu {ruleset}",
    "unknown option {name}": "option inconnue {name}",
    "option {name}: {why}": "option {name} : {why}",
    "option {name} must be one of {choices}, not {value}": "l'option {name} doit valoir l'une des valeurs "
                                                           "{choices}, pas {value}",
    "French Tarot is played by 2 to 6 players, not {players}": "Le Tarot se joue de 2 à 6 joueurs, pas "
                                                               "{players}",
    "{value} is none of the allowed forms: {forms}": "{value} n'a aucune des formes permises : {forms}",
    "{first}; or {second}": "{first} ; ou {second}",
    "{first}; {second}": "{first} ; {second}",
    "one of {choices}": "l'une des valeurs {choices}",
    "an array": "un tableau", "an object": "un objet", "an integer": "un entier", "a string": "une chaîne",
    "a number": "un nombre", "a boolean": "un booléen",
    "a value": "une valeur",
    "{value} is not one of {choices}": "{value} n'est pas l'une des valeurs {choices}",
    "{value} is not of type {type}": "{value} n'est pas du type {type}",
    "{value} is below {minimum}": "{value} est inférieur à {minimum}",
    "{value} is above {maximum}": "{value} est supérieur à {maximum}",
    "{count} items is outside {min}..{max}": "{count} éléments, hors de {min}..{max}",
    "items repeat: {item} is there twice": "éléments répétés : {item} y figure deux fois",
    "unknown key {key}": "clé inconnue {key}",
    "{key}: {why}": "{key} : {why}",
    # options refused, and the notes on options that change nothing
    "option 'contracts' lists the contracts that may be bid lowest first, each outbidding the ones before it: "
    "{ranked}, not {ladder}": "l'option 'contracts' énumère les contrats permis du plus bas au plus haut, chacun "
                              "couvrant les précédents : {ranked}, pas {ladder}",
    "option 'poignee_sizes' gives the trumps of a simple, a double and a triple poignée, each more than the one "
    "before; {sizes} is not increasing": "l'option 'poignee_sizes' donne les atouts d'une simple, d'une double et "
                                         "d'une triple poignée, chacune plus que la précédente ; {sizes} n'est "
                                         "pas croissant",
    "option 'poignee_sizes': with {cards} cards and a dog of {dog} a poignée shows at most {most} trumps (the "
    "Excuse included, and the taker's trumps forced into the écart), so one of {largest} could never be shown":
        "option 'poignee_sizes' : avec {cards} cartes et un chien de {dog}, une poignée montre au plus {most} "
        "atouts (l'Excuse comprise, et les atouts que le preneur a dû mettre à l'écart) : une de {largest} ne "
        "pourrait jamais être montrée",
    "option 'arbitration': 'fft' cannot rule the game for two: every ruling of the Code d'arbitrage turns on a "
    "taker, his contract and the side that offended against it, and the game for two (seed 000) has no auction, "
    "no taker and no contract; use 'none'": "option 'arbitration' : 'fft' ne peut pas arbitrer le jeu à deux : "
        "chaque décision du Code d'arbitrage dépend d'un preneur, de son contrat et du camp fautif, et le jeu à "
        "deux (seed 000) n'a ni enchères, ni preneur, ni contrat ; choisissez 'none'",
    "Option {name} has no effect here: {why}.": "L'option {name} est sans effet ici : {why}.",
    "Option {name} has no effect for {keys}: {among} does not include it.": "L'option {name} est sans effet pour "
                                                                            "{keys} : {among} ne le comprend pas.",
    "Option {name} has no effect for {keys}: {among} does not include them.": "L'option {name} est sans effet "
                                                                              "pour {keys} : {among} ne les "
                                                                              "comprend pas.",
    "{condition} ({table})": "{condition} ({table})",
    "the game for two has no auction, contract, écart nor declaration, and its own score": "le jeu à deux n'a ni "
        "enchères, ni contrat, ni écart, ni annonce, et sa propre marque",
    "no partner is called at this table": "on n'appelle pas de partenaire à cette table",
    "only a table of 5 players chooses its game": "seule une table de 5 joueurs choisit son jeu",
    "2 players": "2 joueurs",
    "{seats} seats, the dealer sitting out": "{seats} places, le donneur ne jouant pas",
    "{players} players": "{players} joueurs",
    "it is not read for {request}": "elle ne sert pas pour {request}",
    "a hand record": "un relevé de donne",
    "a score keeper's summary (the play is not judged)": "le résumé d'un marqueur (le jeu n'est pas jugé)",
    "a score sheet": "une feuille de marque",
    "a position's legal cards": "les cartes permises d'une position",
    "it refines {option}: {value}, which is not chosen": "elle précise {option}: {value}, qui n'est pas choisi",
    "{option}: {value} applies its own rule in its place": "{option}: {value} applique sa propre règle à sa place",
    "the record has no {field}": "le relevé n'a pas de {field}",
    # summaries and score sheets (French Tarot)
    "There is no seat {seat} at a table of {players}.": "Il n'y a pas de place {seat} à une table de {players}.",
    "Card points are counted to the half point.": "Les points se comptent au demi-point près.",
    "This hand cannot be scored: {why}": "Cette donne ne peut pas être marquée : {why}",
    "the record stops before the last trick": "le relevé s'arrête avant le dernier pli",
    "the auction ended without a game": "les enchères se sont finies sans jeu",
    "The game for two is scored from its record (POST /v1/hands/adjudicate), not a summary.":
        "Le jeu à deux se marque d'après son relevé (POST /v1/hands/adjudicate), pas d'après un résumé.",
    "At a table where the dealer sits out, say who dealt ({players} seats).": "À une table où le donneur ne joue "
        "pas, dites qui a donné ({players} places).",
    "Seat {seat} deals and sits out: it cannot be in the attack.": "Le joueur {seat} donne et ne joue pas : il ne "
                                                                   "peut pas être dans l'attaque.",
    "There is no partner with {players} players.": "Il n'y a pas d'appelé à {players} joueurs.",
    "A taker who calls himself plays alone: leave the partner out.": "Un preneur qui s'appelle lui-même joue "
                                                                     "seul : ne donnez pas d'appelé.",
    "{contract} is not a contract of this rule set.": "{contract} n'est pas un contrat de ce jeu de règles.",
    "Card points are between 0 and {most}.": "Les points des cartes vont de 0 à {most}.",
    "There are 3 oudlers.": "Il y a 3 bouts.",
    "Seat {seat} deals and sits out: it shows no poignée.": "Le joueur {seat} donne et ne joue pas : il ne montre "
                                                            "pas de poignée.",
    "Seat {seat} declares a second poignée.": "Le joueur {seat} annonce une deuxième poignée.",
    "At most one poignée per player ({players}).": "Une poignée par joueur au plus ({players}).",
    "The petit chelem is not played under these rules (option petit_chelem).": "Le petit chelem ne se joue pas "
        "avec ces règles (option petit_chelem).",
    "A petit chelem leaves one trick to the other side: no chelem then.": "Un petit chelem laisse un pli à "
                                                                          "l'autre camp : pas de chelem alors.",
    "The taker announces a chelem or a petit chelem, not both.": "Le preneur annonce un chelem ou un petit "
                                                                 "chelem, pas les deux.",
    "Misères are not played under these rules (option misere).": "Les misères ne se jouent pas avec ces règles "
                                                                 "(option misere).",
    "Seat {seat} deals and sits out: it declares no misère.": "Le joueur {seat} donne et ne joue pas : il "
                                                              "n'annonce pas de misère.",
    "Seat {seat} declares the same misère twice.": "Le joueur {seat} annonce deux fois la même misère.",
    "An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the defence kept the Excuse; not {points} "
    "and {oudlers}.": "Un chelem de l'attaque fait 91 points et 3 bouts, ou 87 et 2 quand la défense a gardé "
                      "l'Excuse ; pas {points} et {oudlers}.",
    "An attack chelem leaves the defence at most the dog and the Excuse: {points} points is too few.":
        "Un chelem de l'attaque laisse à la défense au plus le chien et l'Excuse : {points} points, c'est trop "
        "peu.",
    "The defence cannot take the Petit au bout when the attack took every trick.": "La défense ne peut pas "
        "mener le Petit au bout quand l'attaque a fait tous les plis.",
    "The attack cannot take the Petit au bout when the defence took every trick.": "L'attaque ne peut pas mener "
        "le Petit au bout quand la défense a fait tous les plis.",
    "After a defence chelem the attack can keep no oudler but the Excuse.": "Après un chelem de la défense, "
        "l'attaque ne garde aucun bout sauf l'Excuse.",
    "After a defence chelem the attack can keep no oudler but the Excuse and a lone Petit.": "Après un chelem de "
        "la défense, l'attaque ne garde aucun bout sauf l'Excuse et un Petit seul.",
    "An attack chelem means 91 points and 3 oudlers, 87 and 2, or 83 and 1 when the defence kept the Excuse "
    "and a lone Petit; not {points} and {oudlers}.": "Un chelem de l'attaque fait 91 points et 3 bouts, 87 et 2, "
        "ou 83 et 1 quand la défense a gardé l'Excuse et un Petit seul ; pas {points} et {oudlers}.",
    "After a defence chelem the attack cannot have {points} points.": "Après un chelem de la défense, l'attaque "
                                                                      "ne peut pas avoir {points} points.",
    # a verdict's reason (a deal thrown in, all passed, dealt again) and seed 001's house penalty
    "petit sec: seat {seat}'s only trump is the Petit ({card}) without the Excuse": "petit sec : le seul atout du "
        "joueur {seat} est {card}, sans l'Excuse",
    "excuse alone: seat {seat}'s only trump-like card is the Excuse": "Excuse seule : la seule carte d'atout du "
                                                                      "joueur {seat} est l'Excuse",
    "every player passed": "tous les joueurs ont passé",
    "faulty écart and the contract made: the deal is annulled (house penalty)": "faux écart et contrat réussi : la "
        "donne est annulée (pénalité de la règle maison)",
    "Faulty écart and the contract failed: the taker pays as usual.": "Faux écart et contrat chuté : le preneur "
                                                                      "paie comme d'habitude.",
    "Faulty écart and the contract made: the deal is annulled.": "Faux écart et contrat réussi : la donne est "
                                                                 "annulée.",
    "seat {seat} has no tarock": "le joueur {seat} n'a aucun tarock",
    "seat {seat}'s only tarock is {card}": "le seul tarock du joueur {seat} est {card}",
    "seat {seat} holds the four Glatzen ({cards})": "le joueur {seat} tient les quatre Glatzen ({cards})",
    "single trump: seat {seat}'s only trump is {card}": "atout seul : le seul atout du joueur {seat} est {card}",
    "{points} points cannot include {oudlers}{extras}: the attack has at least {least}.":
        "{points} points ne peuvent pas comprendre {oudlers}{extras} : l'attaque a au moins {least}.",
    "{points} points leave too few for the defence's {oudlers}{extras}: it has at least {least}, the "
    "attack at most {most}.": "{points} points en laissent trop peu pour {oudlers} de la défense{extras} : "
                              "elle a au moins {least}, l'attaque au plus {most}.",
    "1 oudler": "1 bout",
    "{count} oudlers": "{count} bouts",
    " and the écart": " et l'écart",
    " and the dog": " et le chien",
    " and a trick": " et un pli",
    "{first}{second}": "{first}{second}",
    "The attack took the Petit au bout, so it holds the Petit: it cannot have 0 oudlers.": "L'attaque a mené le "
        "Petit au bout, elle a donc le Petit : elle ne peut pas avoir 0 bout.",
    "The defence took the Petit au bout, so it holds the Petit: the attack cannot have the 3 oudlers.": "La "
        "défense a mené le Petit au bout, elle a donc le Petit : l'attaque ne peut pas avoir les 3 bouts.",
    "{points} points: with {players} players the attack's points are whole unless the Excuse (or a Petit "
    "imprenable) played to the last trick went over to it without exchange": "{points} points : à {players} "
        "joueurs, les points de l'attaque sont entiers, sauf si l'Excuse (ou un Petit imprenable) jouée au dernier "
        "pli lui est passée sans échange",
    "{why}, and under excuse_last_trick: to_trick_winner it never does.": "{why}, et avec excuse_last_trick: "
                                                                          "to_trick_winner, elle ne passe jamais.",
    "{why}: that card would be one of its oudlers, and it has none.": "{why} : cette carte serait l'un de ses "
                                                                      "bouts, et elle n'en a aucun.",
    "{why}: the defence then took the last trick, not the attack with the Petit au bout.": "{why} : la défense a "
        "alors fait le dernier pli, pas l'attaque avec le Petit au bout.",
    "{why}: each side then took a trick, so there was no chelem.": "{why} : chaque camp a alors fait un pli, il "
                                                                   "n'y a donc pas eu de chelem.",
    "The poignées show {shown} = {total} trumps; there are {all} with the Excuse.": "Les poignées montrent {shown} "
        "= {total} atouts ; il y en a {all} avec l'Excuse.",
    "Seat {seat} declares a misère without trumps: it cannot show a poignée.": "Le joueur {seat} annonce une "
        "misère d'atout : il ne peut pas montrer de poignée.",
    "Seat {seat} is not the taker: a hand of {cards} cards cannot show a {name} poignée of {size} trumps.":
        "Le joueur {seat} n'est pas le preneur : une main de {cards} cartes ne peut pas montrer une poignée "
        "({name}) de {size} atouts.",
    "The defence is named as announcing a chelem that was not announced.": "La défense est donnée comme annonçant "
                                                                           "un chelem qui n'a pas été annoncé.",
    "The chelem called in the auction is the taker's.": "Le chelem demandé aux enchères est celui du preneur.",
    "Only the taker announces a chelem under these rules (option chelem_announcer).": "Seul le preneur annonce un "
        "chelem avec ces règles (option chelem_announcer).",
    "Only the taker's own Petit counts au bout under these rules (option petit_au_bout_for): the defence cannot "
    "score it.": "Seul le Petit du preneur compte au bout avec ces règles (option petit_au_bout_for) : la défense "
                 "ne peut pas le marquer.",
    # summaries (Zwanzigerrufen)
    "{game} is not a game of Zwanzigerrufen ({games}).": "{game} n'est pas un jeu du Zwanzigerrufen ({games}).",
    "A Rufer has a partner: the holder of the called tarock.": "Un Rufer a un partenaire : celui qui tient le "
                                                               "tarock appelé.",
    "The forehand never holds the tarock she calls: the partner is another seat.": "La Vorhand ne tient jamais "
        "le tarock qu'elle appelle : le partenaire est une autre place.",
    "A {game} is played alone: leave the partner out.": "Un {game} se joue seul : ne donnez pas de partenaire.",
    "A deal has {tricks} tricks.": "Une donne a {tricks} plis.",
    "{tricks} tricks hold at most {most} points, not {points}.": "{tricks} plis contiennent au plus {most} "
                                                                 "points, pas {points}.",
    "With {tricks} tricks the declarers have at least {least} points, not {points}.": "Avec {tricks} plis, le "
        "camp du déclarant a au moins {least} points, pas {points}.",
    "A level is one of {levels}, not {level}.": "Un niveau vaut l'une des valeurs {levels}, pas {level}.",
    "The {party} announce {item} twice.": "Le camp {party} annonce {item} deux fois.",
    "There is no Absolut in a {game} with this rule set.": "Il n'y a pas d'Absolut dans un {game} avec ce jeu "
                                                           "de règles.",
    "The opponents announce Absolut only after a Kontra on the game, so the game level is at least 2.":
        "Les adversaires n'annoncent l'Absolut qu'après un Kontra sur le jeu : le niveau du jeu est donc d'au "
        "moins 2.",
    "Pagat cannot be announced in a {game}.": "Le Pagat ne s'annonce pas dans un {game}.",
    "Seat {seat} is not one of the {party}.": "Le joueur {seat} n'est pas du camp {party}.",
    "Only the holder of 1T announces Pagat: one side at most.": "Seul le détenteur de 1T annonce le Pagat : un "
                                                                "camp au plus.",
    "After a Valat nothing more is announced: one Valat at most.": "Après un Valat, plus rien ne s'annonce : un "
                                                                   "Valat au plus.",
    "Seat {seat}'s 1T cannot win the last trick: the {party} won no trick.": "Le 1T du joueur {seat} ne peut pas "
        "prendre le dernier pli : le camp {party} n'a fait aucun pli.",
    "The soloist won every trick, so his 1T won the last one.": "Le joueur seul a fait tous les plis : son 1T a "
                                                                "donc pris le dernier.",
    "Seat {seat} announced Pagat, so only seat {seat} holds 1T.": "Le joueur {seat} a annoncé le Pagat : seul "
                                                                  "le joueur {seat} tient 1T.",
    "Seat {seat} played 1T, so the {party} hold it and only they can announce Pagat.": "Le joueur {seat} a joué "
        "1T : le camp {party} le tient et lui seul peut annoncer le Pagat.",
    "Seat {seat} held 21T and EX together: the Mond cannot be caught by the Sküs.": "Le joueur {seat} tenait 21T "
        "et EX ensemble : le Mond ne peut pas être pris par le Sküs.",
}

_DE: dict[str, str] = {
    WERKZEUG_DESCRIPTIONS[400]: "Der Server konnte die gesendete Anfrage nicht verstehen.",
    WERKZEUG_DESCRIPTIONS[404]: "Die angeforderte Adresse gibt es auf diesem Server nicht; bitte die "
                               "Schreibweise prüfen.",
    WERKZEUG_DESCRIPTIONS[405]: "Diese Methode ist für die angeforderte Adresse nicht erlaubt.",
    WERKZEUG_DESCRIPTIONS[406]: "Die angeforderte Ressource kann keine Antwort erzeugen, die die "
                                    "Accept-Header der Anfrage annehmen.",
    WERKZEUG_DESCRIPTIONS[408]: "Der Server hat die Verbindung geschlossen: die Anfrage kam nicht "
                                     "rechtzeitig vollständig an.",
    WERKZEUG_DESCRIPTIONS[413]: "Die gesendeten Daten überschreiten die erlaubte Größe.",
    WERKZEUG_DESCRIPTIONS[414]: "Die angeforderte Adresse ist länger, als dieser Server erlaubt; die "
                                         "Anfrage kann nicht verarbeitet werden.",
    WERKZEUG_DESCRIPTIONS[415]: "Der Server unterstützt den gesendeten Medientyp nicht.",
    WERKZEUG_DESCRIPTIONS[431]: "Ein oder mehrere Header-Felder überschreiten die erlaubte "
                                                  "Größe.",
    WERKZEUG_DESCRIPTIONS[500]: "Beim Server ist ein interner Fehler aufgetreten; er konnte die "
                                          "Anfrage nicht ausführen.",
    WERKZEUG_DESCRIPTIONS[501]: "Der Server unterstützt die angeforderte Aktion nicht.",
    "Send the body as application/json (got {sent}).": "Den Body als application/json senden (erhalten: {sent}).",
    "no Content-Type": "kein Content-Type",
    "The request body's Content-Encoding {coding} is not one this service decodes: send it as is, or gzip it "
    "(Accept-Encoding: {accepted}).": "Das Content-Encoding {coding} des Anfrage-Bodys dekodiert dieser Dienst "
                                      "nicht: unverändert senden oder mit gzip (Accept-Encoding: {accepted}).",
    "The request body is not valid gzip (Content-Encoding: gzip).": "Der Anfrage-Body ist kein gültiges gzip "
                                                                    "(Content-Encoding: gzip).",
    "The request body decodes (Content-Encoding: gzip) to more than the limit of {limit} bytes.":
        "Der Anfrage-Body ergibt dekodiert (Content-Encoding: gzip) mehr als die Grenze von {limit} Bytes.",
    "The request body's gzip data ends early (Content-Encoding: gzip).": "Die gzip-Daten des Anfrage-Bodys "
                                                                         "enden zu früh "
                                                                         "(Content-Encoding: gzip).",
    "The request body is larger than the limit of {limit} bytes.": "Der Anfrage-Body ist größer als die Grenze "
                                                                   "von {limit} Bytes.",
    "The transfer coding {coding} is not supported: send the body as it is, or chunked (a compressed body goes "
    "with Content-Encoding: gzip).": "Die Transfer-Kodierung {coding} wird nicht unterstützt: den Body "
                                     "unverändert oder chunked senden (ein komprimierter Body geht mit "
                                     "Content-Encoding: gzip).",
    "The request body could not be read: its chunked transfer coding is broken or it ended early.":
        "Der Anfrage-Body konnte nicht gelesen werden: seine chunked-Kodierung ist kaputt oder er endet zu früh.",
    "The request body ended after {read} of its {length} bytes (Content-Length).": "Der Anfrage-Body endet nach "
        "{read} seiner {length} Bytes (Content-Length).",
    "The request body is not valid JSON: {reason}.": "Der Anfrage-Body ist kein gültiges JSON: {reason}.",
    "not JSON: {reason}": "kein JSON: {reason}",
    "the body is not UTF-8: byte {position} ({byte}) {reason}": "der Body ist kein UTF-8: Byte {position} "
                                                                "({byte}), {reason}",
    "invalid start byte": "ungültiges Startbyte",
    "invalid continuation byte": "ungültiges Folgebyte",
    "unexpected end of data": "unerwartetes Ende der Daten",
    "the body escapes a lone UTF-16 surrogate (\\uD800 to \\uDFFF), which is no character":
        "der Body maskiert ein einzelnes UTF-16-Surrogat (\\uD800 bis \\uDFFF), das kein Zeichen ist",
    "the key {key} appears twice in one object": "der Schlüssel {key} kommt in einem Objekt zweimal vor",
    "An unexpected error occurred on the server. It has been logged.": "Auf dem Server ist ein unerwarteter "
                                                                       "Fehler aufgetreten. Er wurde "
                                                                       "protokolliert.",
    "There is no rule set {ruleset}; GET /v1/rulesets lists them.": "Es gibt kein Regelwerk {ruleset}; "
                                                                    "GET /v1/rulesets listet sie auf.",
    "The request is JSON but not a readable request; see errors.": "Die Anfrage ist JSON, aber keine lesbare "
                                                                   "Anfrage; siehe errors.",
    "The request is readable but describes something no hand could produce; see errors.":
        "Die Anfrage ist lesbar, beschreibt aber etwas, das kein Spiel ergeben kann; siehe errors.",
    "The record is JSON but not a readable hand record; see errors.": "Das Protokoll ist JSON, aber kein "
                                                                      "lesbares Spielprotokoll; siehe errors.",
    "The record is readable but describes something no hand could produce; see errors.":
        "Das Protokoll ist lesbar, beschreibt aber etwas, das kein Spiel ergeben kann; siehe errors.",
    # what a request may cost (service/core/budget.py)
    "The record was not judged: the request's {seconds} s of work were spent on the records before it. Send it "
    "again in another request.": "Das Protokoll wurde nicht beurteilt: die {seconds} s Arbeit der Anfrage gingen "
                                 "an die Protokolle davor. Senden Sie es in einer anderen Anfrage erneut.",
    "The record was not judged: with it the answer would have been longer than {bytes} bytes. Send it again in "
    "another request.": "Das Protokoll wurde nicht beurteilt: mit ihm wäre die Antwort länger als {bytes} Bytes "
                        "geworden. Senden Sie es in einer anderen Anfrage erneut.",
    "The request's work went past its limit of {seconds} s and was not finished (the server may be busy). Try "
    "again later, or send fewer hands a request.": "Die Arbeit der Anfrage hat ihre Grenze von {seconds} s "
                                                   "überschritten und wurde nicht beendet (der Server ist "
                                                   "vielleicht ausgelastet). Versuchen Sie es später erneut, oder "
                                                   "senden Sie weniger Spiele pro Anfrage.",
    "{detail} Only the first {listed} errors are listed: the request was read no further.":
        "{detail} Nur die ersten {listed} Fehler sind aufgeführt: die Anfrage wurde nicht weiter gelesen.",
    "{detail} Only the first {listed} of {count} errors are listed.": "{detail} Nur die ersten {listed} von "
                                                                      "{count} Fehlern sind aufgeführt.",
    "key {key}: {message}": "Schlüssel {key}: {message}",
    "has {count} items; no list of this API has more than {most}": "hat {count} Einträge; keine Liste dieser "
                                                                   "API hat mehr als {most}",
    "is nested more than {depth} levels deep; no request of this API is": "ist mehr als {depth} Ebenen tief "
                                                                          "verschachtelt; keine Anfrage dieser "
                                                                          "API ist das",
    "read no further: the request has {count} errors before the rest": "nicht weiter gelesen: die Anfrage hat "
                                                                       "{count} Fehler vor dem Rest",
    "required field is missing": "Pflichtfeld fehlt",
    "may not be null": "darf nicht null sein",
    "is not valid": "ist nicht gültig",
    "must be a string": "muss eine Zeichenkette sein",
    "must be an array": "muss ein Array sein",
    "must be an integer": "muss eine ganze Zahl sein",
    "must be a number": "muss eine Zahl sein",
    "must be true or false": "muss true oder false sein",
    "must be an object": "muss ein Objekt sein",
    "unknown field": "unbekanntes Feld",
    "must be one of: {choices}": "muss einer dieser Werte sein: {choices}",
    "must be from {min} to {max}": "muss zwischen {min} und {max} liegen",
    "must be a multiple of {step}": "muss ein Vielfaches von {step} sein",
    "a seat is a number from {min} to {max}": "ein Platz ist eine Zahl von {min} bis {max}",
    'must be a seat (0 to {max}) or "dog"': 'muss ein Platz (0 bis {max}) oder "dog" sein',
    "a card code must be a string": "ein Kartencode muss eine Zeichenkette sein",
    "unknown card code {input}": "unbekannter Kartencode {input}",
    "{input} is not a card of the 40-card Zwanzigerrufen pack": "{input} ist keine Karte des Zwanzigerrufen-"
                                                                "Spiels zu 40 Karten",
    "Zwanzigerrufen has no {name}: the premiums come from the dealt hands and the auction":
        "Zwanzigerrufen hat kein {name}: die Prämien ergeben sich aus den ausgeteilten Blättern und dem "
        "Lizitieren",
    "Shorter than minimum length {min}.": "Weniger als {min} Einträge.",
    "Longer than maximum length {max}.": "Mehr als {max} Einträge.",
    "Length must be between {min} and {max}.": "Muss zwischen {min} und {max} Einträge haben.",
    "Length must be {equal}.": "Muss {equal} Einträge haben.",
    "unknown rule set {ruleset}": "unbekanntes Regelwerk {ruleset}",
    "unknown option {name}": "unbekannte Option {name}",
    "option {name}: {why}": "Option {name}: {why}",
    "option {name} must be one of {choices}, not {value}": "Option {name} muss einer der Werte {choices} "
                                                           "sein, nicht {value}",
    "French Tarot is played by 2 to 6 players, not {players}": "Französisches Tarot spielen 2 bis 6 Spieler, "
                                                               "nicht {players}",
    "{value} is none of the allowed forms: {forms}": "{value} hat keine der erlaubten Formen: {forms}",
    "{first}; or {second}": "{first}; oder {second}",
    "{first}; {second}": "{first}; {second}",
    "one of {choices}": "einer der Werte {choices}",
    "an array": "ein Array", "an object": "ein Objekt", "an integer": "eine ganze Zahl",
    "a string": "eine Zeichenkette", "a number": "eine Zahl", "a boolean": "ein Wahrheitswert",
    "a value": "ein Wert",
    "{value} is not one of {choices}": "{value} ist keiner der Werte {choices}",
    "{value} is not of type {type}": "{value} ist nicht vom Typ {type}",
    "{value} is below {minimum}": "{value} liegt unter {minimum}",
    "{value} is above {maximum}": "{value} liegt über {maximum}",
    "{count} items is outside {min}..{max}": "{count} Einträge liegen außerhalb von {min}..{max}",
    "items repeat: {item} is there twice": "Einträge wiederholen sich: {item} steht zweimal da",
    "unknown key {key}": "unbekannter Schlüssel {key}",
    "{key}: {why}": "{key}: {why}",
    "option 'contracts' lists the contracts that may be bid lowest first, each outbidding the ones before it: "
    "{ranked}, not {ladder}": "die Option 'contracts' zählt die erlaubten Spiele vom niedrigsten an auf, jedes "
                              "höher als die davor: {ranked}, nicht {ladder}",
    "option 'poignee_sizes' gives the trumps of a simple, a double and a triple poignée, each more than the one "
    "before; {sizes} is not increasing": "die Option 'poignee_sizes' gibt die Trümpfe einer einfachen, doppelten "
                                         "und dreifachen Poignée an, jede mehr als die davor; {sizes} steigt "
                                         "nicht",
    "option 'poignee_sizes': with {cards} cards and a dog of {dog} a poignée shows at most {most} trumps (the "
    "Excuse included, and the taker's trumps forced into the écart), so one of {largest} could never be shown":
        "Option 'poignee_sizes': mit {cards} Karten und einem Hund von {dog} zeigt eine Poignée höchstens {most} "
        "Trümpfe (die Excuse mitgezählt, und die Trümpfe, die der Alleinspieler ablegen musste); eine von "
        "{largest} könnte nie gezeigt werden",
    "option 'arbitration': 'fft' cannot rule the game for two: every ruling of the Code d'arbitrage turns on a "
    "taker, his contract and the side that offended against it, and the game for two (seed 000) has no auction, "
    "no taker and no contract; use 'none'": "Option 'arbitration': 'fft' kann das Spiel zu zweit nicht "
        "entscheiden: jeder Schiedsspruch des Code d'arbitrage hängt an einem Alleinspieler, seinem Spiel und "
        "der fehlbaren Seite, und das Spiel zu zweit (Seed 000) hat keine Reizung, keinen Alleinspieler und kein "
        "Spiel; 'none' wählen",
    "Option {name} has no effect here: {why}.": "Option {name} wirkt hier nicht: {why}.",
    "Option {name} has no effect for {keys}: {among} does not include it.": "Option {name} wirkt nicht für "
                                                                            "{keys}: {among} enthält es nicht.",
    "Option {name} has no effect for {keys}: {among} does not include them.": "Option {name} wirkt nicht für "
                                                                              "{keys}: {among} enthält sie "
                                                                              "nicht.",
    "{condition} ({table})": "{condition} ({table})",
    "the game for two has no auction, contract, écart nor declaration, and its own score": "das Spiel zu zweit "
        "hat keine Reizung, kein Spiel, keine Ablage und keine Ansage, und eine eigene Wertung",
    "no partner is called at this table": "an diesem Tisch wird kein Partner gerufen",
    "only a table of 5 players chooses its game": "nur ein Tisch mit 5 Spielern wählt sein Spiel",
    "2 players": "2 Spieler",
    "{seats} seats, the dealer sitting out": "{seats} Plätze, der Geber setzt aus",
    "{players} players": "{players} Spieler",
    "it is not read for {request}": "sie gilt nicht für {request}",
    "a hand record": "ein Spielprotokoll",
    "a score keeper's summary (the play is not judged)": "die Zusammenfassung eines Schreibers (das Spiel wird "
                                                         "nicht beurteilt)",
    "a score sheet": "einen Wertungsbogen",
    "a position's legal cards": "die erlaubten Karten einer Stellung",
    "it refines {option}: {value}, which is not chosen": "sie verfeinert {option}: {value}, das nicht gewählt ist",
    "{option}: {value} applies its own rule in its place": "{option}: {value} wendet an ihrer Stelle eine eigene "
                                                           "Regel an",
    "the record has no {field}": "das Protokoll hat kein {field}",
    "There is no seat {seat} at a table of {players}.": "An einem Tisch mit {players} gibt es keinen Platz {seat}.",
    "Card points are counted to the half point.": "Kartenpunkte werden auf den halben Punkt gezählt.",
    "This hand cannot be scored: {why}": "Dieses Spiel kann nicht gewertet werden: {why}",
    "the record stops before the last trick": "das Protokoll endet vor dem letzten Stich",
    "the auction ended without a game": "das Lizitieren endete ohne Spiel",
    "The game for two is scored from its record (POST /v1/hands/adjudicate), not a summary.":
        "Das Spiel zu zweit wird nach seinem Protokoll gewertet (POST /v1/hands/adjudicate), nicht nach einer "
        "Zusammenfassung.",
    "At a table where the dealer sits out, say who dealt ({players} seats).": "An einem Tisch, an dem der Geber "
        "aussetzt, angeben, wer gegeben hat ({players} Plätze).",
    "Seat {seat} deals and sits out: it cannot be in the attack.": "Spieler {seat} gibt und setzt aus: er kann "
                                                                   "nicht in der Angriffspartei sein.",
    "There is no partner with {players} players.": "Bei {players} Spielern gibt es keinen Partner.",
    "A taker who calls himself plays alone: leave the partner out.": "Ein Alleinspieler, der sich selbst ruft, "
                                                                     "spielt allein: keinen Partner angeben.",
    "{contract} is not a contract of this rule set.": "{contract} ist kein Spiel dieses Regelwerks.",
    "Card points are between 0 and {most}.": "Kartenpunkte liegen zwischen 0 und {most}.",
    "There are 3 oudlers.": "Es gibt 3 Oudler.",
    "Seat {seat} deals and sits out: it shows no poignée.": "Spieler {seat} gibt und setzt aus: er zeigt keine "
                                                            "Poignée.",
    "Seat {seat} declares a second poignée.": "Spieler {seat} sagt eine zweite Poignée an.",
    "At most one poignée per player ({players}).": "Höchstens eine Poignée je Spieler ({players}).",
    "The petit chelem is not played under these rules (option petit_chelem).": "Der kleine Schlemm wird nach "
        "diesen Regeln nicht gespielt (Option petit_chelem).",
    "A petit chelem leaves one trick to the other side: no chelem then.": "Ein kleiner Schlemm lässt der "
                                                                          "anderen Partei einen Stich: dann "
                                                                          "kein Schlemm.",
    "The taker announces a chelem or a petit chelem, not both.": "Der Alleinspieler sagt einen Schlemm oder einen "
                                                                 "kleinen Schlemm an, nicht beides.",
    "Misères are not played under these rules (option misere).": "Misèren werden nach diesen Regeln nicht "
                                                                 "gespielt (Option misere).",
    "Seat {seat} deals and sits out: it declares no misère.": "Spieler {seat} gibt und setzt aus: er sagt keine "
                                                              "Misère an.",
    "Seat {seat} declares the same misère twice.": "Spieler {seat} sagt dieselbe Misère zweimal an.",
    "An attack chelem means 91 points and 3 oudlers, or 87 and 2 when the defence kept the Excuse; not {points} "
    "and {oudlers}.": "Ein Schlemm der Angriffspartei bedeutet 91 Punkte und 3 Oudler, oder 87 und 2, wenn die "
                      "Gegenpartei die Excuse behielt; nicht {points} und {oudlers}.",
    "An attack chelem leaves the defence at most the dog and the Excuse: {points} points is too few.":
        "Ein Schlemm der Angriffspartei lässt der Gegenpartei höchstens den Hund und die Excuse: {points} Punkte "
        "sind zu wenig.",
    "The defence cannot take the Petit au bout when the attack took every trick.": "Die Gegenpartei kann den "
        "Petit au bout nicht machen, wenn die Angriffspartei alle Stiche machte.",
    "The attack cannot take the Petit au bout when the defence took every trick.": "Die Angriffspartei kann den "
        "Petit au bout nicht machen, wenn die Gegenpartei alle Stiche machte.",
    "After a defence chelem the attack can keep no oudler but the Excuse.": "Nach einem Schlemm der Gegenpartei "
        "behält die Angriffspartei keinen Oudler außer der Excuse.",
    "After a defence chelem the attack can keep no oudler but the Excuse and a lone Petit.": "Nach einem "
        "Schlemm der Gegenpartei behält die Angriffspartei keinen Oudler außer der Excuse und einem einzelnen "
        "Petit.",
    "An attack chelem means 91 points and 3 oudlers, 87 and 2, or 83 and 1 when the defence kept the Excuse "
    "and a lone Petit; not {points} and {oudlers}.": "Ein Schlemm der Angriffspartei bedeutet 91 Punkte und 3 "
        "Oudler, 87 und 2 oder 83 und 1, wenn die Gegenpartei die Excuse und einen einzelnen Petit behielt; nicht "
        "{points} und {oudlers}.",
    "After a defence chelem the attack cannot have {points} points.": "Nach einem Schlemm der Gegenpartei kann "
                                                                      "die Angriffspartei nicht {points} "
                                                                      "Punkte haben.",
    "petit sec: seat {seat}'s only trump is the Petit ({card}) without the Excuse": "Petit sec: der einzige "
        "Trumpf von Spieler {seat} ist der {card}, ohne die Excuse",
    "excuse alone: seat {seat}'s only trump-like card is the Excuse": "Excuse allein: die einzige trumpfähnliche "
                                                                      "Karte von Spieler {seat} ist die Excuse",
    "every player passed": "alle Spieler haben gepasst",
    "faulty écart and the contract made: the deal is annulled (house penalty)": "fehlerhafte Ablage und das Spiel "
        "gewonnen: das Spiel wird annulliert (Strafe der Hausregel)",
    "Faulty écart and the contract failed: the taker pays as usual.": "Fehlerhafte Ablage und das Spiel verloren: "
                                                                      "der Alleinspieler zahlt wie üblich.",
    "Faulty écart and the contract made: the deal is annulled.": "Fehlerhafte Ablage und das Spiel gewonnen: das "
                                                                 "Spiel wird annulliert.",
    "seat {seat} has no tarock": "Spieler {seat} hat keinen Tarock",
    "seat {seat}'s only tarock is {card}": "der einzige Tarock von Spieler {seat} ist der {card}",
    "seat {seat} holds the four Glatzen ({cards})": "Spieler {seat} hat die vier Glatzen ({cards})",
    "single trump: seat {seat}'s only trump is {card}": "einzelner Trumpf: der einzige Trumpf von Spieler {seat} "
                                                         "ist {card}",
    "{points} points cannot include {oudlers}{extras}: the attack has at least {least}.":
        "{points} Punkte können nicht {oudlers}{extras} enthalten: die Angreifer haben mindestens {least}.",
    "{points} points leave too few for the defence's {oudlers}{extras}: it has at least {least}, the "
    "attack at most {most}.": "{points} Punkte lassen zu wenig für die {oudlers} der Gegenpartei{extras}: "
                              "sie hat mindestens {least}, die Angreifer höchstens {most}.",
    "1 oudler": "1 Oudler",
    "{count} oudlers": "{count} Oudler",
    " and the écart": " und die Ablage",
    " and the dog": " und den Hund",
    " and a trick": " und einen Stich",
    "{first}{second}": "{first}{second}",
    "The attack took the Petit au bout, so it holds the Petit: it cannot have 0 oudlers.": "Die Angreifer machten "
        "den Petit au bout, haben also den Petit: sie können nicht 0 Oudler haben.",
    "The defence took the Petit au bout, so it holds the Petit: the attack cannot have the 3 oudlers.": "Die "
        "Gegenpartei machte den Petit au bout, hat also den Petit: die Angreifer können nicht die 3 Oudler haben.",
    "{points} points: with {players} players the attack's points are whole unless the Excuse (or a Petit "
    "imprenable) played to the last trick went over to it without exchange": "{points} Punkte: mit {players} "
        "Spielern sind die Punkte der Angreifer ganz, außer die Excuse (oder ein Petit imprenable), im letzten "
        "Stich gespielt, ging ohne Tausch zu ihnen über",
    "{why}, and under excuse_last_trick: to_trick_winner it never does.": "{why}, und mit excuse_last_trick: "
                                                                          "to_trick_winner geht sie nie über.",
    "{why}: that card would be one of its oudlers, and it has none.": "{why}: diese Karte wäre einer ihrer "
                                                                      "Oudler, und sie haben keinen.",
    "{why}: the defence then took the last trick, not the attack with the Petit au bout.": "{why}: die "
        "Gegenpartei machte dann den letzten Stich, nicht die Angreifer mit dem Petit au bout.",
    "{why}: each side then took a trick, so there was no chelem.": "{why}: jede Seite machte dann einen Stich, "
                                                                   "also gab es keinen Schlemm.",
    "The poignées show {shown} = {total} trumps; there are {all} with the Excuse.": "Die Poignées zeigen {shown} "
        "= {total} Trümpfe; es gibt {all} mit der Excuse.",
    "Seat {seat} declares a misère without trumps: it cannot show a poignée.": "Spieler {seat} sagt eine Misère "
        "ohne Trumpf an: er kann keine Poignée zeigen.",
    "Seat {seat} is not the taker: a hand of {cards} cards cannot show a {name} poignée of {size} trumps.":
        "Spieler {seat} ist nicht der Alleinspieler: ein Blatt von {cards} Karten kann keine Poignée ({name}) von "
        "{size} Trümpfen zeigen.",
    "The defence is named as announcing a chelem that was not announced.": "Die Gegenpartei wird als Ansager "
                                                                           "eines nicht angesagten Schlemms "
                                                                           "genannt.",
    "The chelem called in the auction is the taker's.": "Der in der Reizung gebotene Schlemm ist der des "
                                                        "Alleinspielers.",
    "Only the taker announces a chelem under these rules (option chelem_announcer).": "Nach diesen Regeln sagt "
        "nur der Alleinspieler einen Schlemm an (Option chelem_announcer).",
    "Only the taker's own Petit counts au bout under these rules (option petit_au_bout_for): the defence cannot "
    "score it.": "Nach diesen Regeln zählt nur der eigene Petit des Alleinspielers als Petit au bout (Option "
                 "petit_au_bout_for): die Gegenpartei kann ihn nicht werten.",
    "{game} is not a game of Zwanzigerrufen ({games}).": "{game} ist kein Spiel des Zwanzigerrufens ({games}).",
    "A Rufer has a partner: the holder of the called tarock.": "Ein Rufer hat einen Partner: den Besitzer des "
                                                               "gerufenen Tarocks.",
    "The forehand never holds the tarock she calls: the partner is another seat.": "Die Vorhand hat den "
        "gerufenen Tarock nie selbst: der Partner ist ein anderer Platz.",
    "A {game} is played alone: leave the partner out.": "Ein {game} wird allein gespielt: keinen Partner "
                                                        "angeben.",
    "A deal has {tricks} tricks.": "Ein Spiel hat {tricks} Stiche.",
    "{tricks} tricks hold at most {most} points, not {points}.": "{tricks} Stiche enthalten höchstens {most} "
                                                                 "Punkte, nicht {points}.",
    "With {tricks} tricks the declarers have at least {least} points, not {points}.": "Mit {tricks} Stichen hat "
        "die Spielerpartei mindestens {least} Punkte, nicht {points}.",
    "A level is one of {levels}, not {level}.": "Eine Stufe ist einer der Werte {levels}, nicht {level}.",
    "The {party} announce {item} twice.": "Die Partei {party} sagt {item} zweimal an.",
    "There is no Absolut in a {game} with this rule set.": "In einem {game} gibt es mit diesem Regelwerk kein "
                                                           "Absolut.",
    "The opponents announce Absolut only after a Kontra on the game, so the game level is at least 2.":
        "Die Gegenspieler sagen das Absolut erst nach einem Kontra auf das Spiel an, die Spielstufe ist also "
        "mindestens 2.",
    "Pagat cannot be announced in a {game}.": "Der Pagat kann in einem {game} nicht angesagt werden.",
    "Seat {seat} is not one of the {party}.": "Spieler {seat} gehört nicht zur Partei {party}.",
    "Only the holder of 1T announces Pagat: one side at most.": "Nur der Besitzer von 1T sagt den Pagat an: "
                                                                "höchstens eine Partei.",
    "After a Valat nothing more is announced: one Valat at most.": "Nach einem Valat wird nichts mehr angesagt: "
                                                                   "höchstens ein Valat.",
    "Seat {seat}'s 1T cannot win the last trick: the {party} won no trick.": "Die 1T von Spieler {seat} kann den "
        "letzten Stich nicht machen: die Partei {party} machte keinen Stich.",
    "The soloist won every trick, so his 1T won the last one.": "Der Solospieler machte alle Stiche, also machte "
                                                                "seine 1T den letzten.",
    "Seat {seat} announced Pagat, so only seat {seat} holds 1T.": "Spieler {seat} hat den Pagat angesagt, also "
                                                                  "hat nur Spieler {seat} die 1T.",
    "Seat {seat} played 1T, so the {party} hold it and only they can announce Pagat.": "Spieler {seat} spielte "
        "die 1T, also hat sie die Partei {party}, und nur sie kann den Pagat ansagen.",
    "Seat {seat} held 21T and EX together: the Mond cannot be caught by the Sküs.": "Spieler {seat} hatte 21T "
        "und EX zusammen: der Mond kann nicht vom Sküs gefangen werden.",
}

PROBLEM_TEXTS: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType(
    {"fr": MappingProxyType(_FR), "de": MappingProxyType(_DE)})
"""Language → English template → the template in that language."""

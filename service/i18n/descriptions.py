"""The rule sets' names and their options' descriptions (``GET /v1/rulesets``) in French and German.

English is each option table's own text (``service/french/options.py``, ``service/zwanzigerrufen/options.py``).
Option names and values ('fft', 'imprenable'…) are wire values and stay as they are; a test holds each
translation to the English one's quoted values and numbers.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

RULESET_NAMES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({
    "fr": MappingProxyType({"french-tarot": "Tarot (règlement officiel de la FFT)",
                            "zwanzigerrufen": "Zwanzigerrufen (tarock autrichien à 40 cartes, avec appel)"}),
    "de": MappingProxyType({"french-tarot": "Französisches Tarot (offizielle Regeln der FFT)",
                            "zwanzigerrufen": "Zwanzigerrufen (österreichisches Tarock mit 40 Karten, Rufspiel)"}),
})

_FRENCH_TAROT_FR: Final = {
    "excuse_last_trick": "Excuse jouée au dernier pli (hors chelem) : la FFT la donne au camp adverse ; les "
                         "livres plus anciens (seeds 000, 001, 002) au gagnant du pli.",
    "petit_sec": "Main dont le seul atout est le Petit, sans l'Excuse : la FFT annule la donne ; 'imprenable' "
                 "(seed 000) continue, le Petit seul se jouant comme une Excuse que son détenteur garde ; "
                 "'excuse_that_cuts' (seed 001) de même, mais le Petit peut aussi couper une couleur que son "
                 "détenteur n'a pas, et remporte alors le pli comme seul atout. Dans les deux cas, le détenteur "
                 "peut annuler à la place (champ annulment_choice du relevé).",
    "excuse_alone_annuls": "Seed 000 : le détenteur d'une main dont la seule carte d'atout est l'Excuse peut aussi "
                           "annuler la donne (champ annulment_choice du relevé ; annulée quand le relevé ne dit "
                           "rien).",
    "contracts": "Les contrats permis, du plus bas au plus haut : FFT petite, garde, garde_sans, garde_contre ; "
                 "ajouter 'pousse' entre petite et garde, ou retirer 'petite' (seed 000) ; ajouter 'chelem' (seed "
                 "001 : une enchère au-dessus de garde_contre, jouée et marquée comme une garde avec le chelem "
                 "annoncé).",
    "multipliers": "Multiplicateurs des contrats : 'by_scoring' (par défaut : l'échelle de la pousse quand la "
                   "pousse est annoncée, sinon celle du décompte, FFT 1/2/4/6), une échelle nommée ('fft' "
                   "1/2/4/6 ; 'pagat_times_five' 1/2/4/5 (seed 000) ; 'pousse_scale' 1/2/4/8/12 avec la pousse "
                   "×2) ou un objet contrat → facteur sur l'échelle par défaut.",
    "poignee_values": "Points d'une simple, double et triple poignée, jamais multipliés : FFT 20/30/40 ; seed 000 "
                      "10/20/40.",
    "poignee_sizes": "Atouts à montrer pour une simple, double et triple poignée à cette table : 'fft' (3 joueurs "
                     "13/15/18, 4 joueurs 10/13/15, 5 joueurs 8/10/13) ou trois nombres, par exemple 13/15/22 à 3 "
                     "joueurs (seed 001).",
    "misere": "Les misères de la seed 001 : 'blanc d'atout' (aucun atout) et 'blanc d'habillé' (ni roi, ni dame, "
              "ni cavalier, ni valet, ni Excuse), annoncées {type: misere, kind: trumps|faces}, 10 de chacun des "
              "autres joueurs, jamais multipliées, quel que soit le résultat.",
    "petit_chelem": "Seed 000 : le petit chelem (tous les plis sauf un) en prime, annoncé {type: petit_chelem} : "
                    "annoncé et réussi +300, annoncé et chuté -150, non annoncé 0.",
    "chelem_values": "Valeurs du grand chelem par défenseur, jamais multipliées : réussi annoncé, réussi non "
                     "annoncé, payé s'il est annoncé et chuté, et reçu par chaque défenseur pour un chelem de la "
                     "défense.",
    "chelem_failed_and_defence": "Un chelem annoncé qui finit en chelem de la défense : appliquer les deux "
                                 "termes (par défaut) ou seulement celui du chelem de la défense.",
    "petit_au_bout_chelem": "Quand un chelem s'achève avec l'Excuse au dernier pli, le Petit compte au bout à "
                            "l'avant-dernier pli : quel que soit le joueur du camp du chelem qui a joué l'Excuse, "
                            "dans tout chelem (par défaut : la règle de la FFT pour le chelem annoncé, appliquée à "
                            "tout chelem) ; jamais ('last_trick_only') ; seulement si le camp du chelem a entamé "
                            "l'Excuse (seed 000, 'excuse_led') ; seulement si celui qui a annoncé le chelem l'a "
                            "jouée (seed 002, 'announcer_excuse_last').",
    "five_player_split": "À 5 joueurs avec un appelé : FFT 2 parts au preneur et 1 à l'appelé ; 'equal' partage "
                         "la part de l'attaque également (demi-points exacts, jamais arrondis).",
    "called_suit_first_lead": "À 5 joueurs : si la première entame de la donne peut être dans la couleur de la "
                              "carte appelée (FFT : seulement la carte appelée elle-même) ; 'lead_only' (la "
                              "lecture des seeds) ne l'interdit qu'au joueur qui entame, de sorte qu'après une "
                              "entame de l'Excuse le deuxième joueur peut jouer n'importe quelle carte.",
    "five_player_table": "À 5 joueurs : la FFT appelle un roi ; 'dealer_sits_out' (le 'mort' de la FFT, variante 2 "
                         "de la seed 000) donne une partie à 4 aux autres, le même donneur redonnant si tous "
                         "passent ; 'fourteen_cards_alone' (variante 1 de la seed 000) donne 14 cartes à chacun et "
                         "un chien de 8, le preneur jouant seul.",
    "rounding": "Seed 000 : les tables amicales arrondissent ce que paie chaque défenseur au 5 ou au 10 le plus "
                "proche (les moitiés en s'éloignant de zéro) ; 1 garde les scores exacts.",
    "scoring": "La formule de marque : FFT (25 + différence) × multiplicateur ; la table fixe de la seed 000 "
               "(40/80/160/320 selon le contrat, différence arrondie à 10, sans multiplicateur, petit chelem 500 et "
               "grand chelem 1000 à la place de la partie) ; la version ×5 de la seed 000 (multiplicateurs "
               "1/2/4/5, petit chelem 300/-150) ; les valeurs de contrat de la seed 001 (25/50/100/150 + différence × "
               "multiplicateur, petit au bout non multiplié, chelem 300 non annoncé / 600 annoncé à la place de "
               "la partie) ; 'seed_001_example', le calcul de l'exemple de la seed 001 (comme seed_001_table, la "
               "différence multipliée par deux fois le multiplicateur : une garde ×4).",
    "penalties": "Seed 001 : un écart fautif coûte au preneur son contrat comme d'habitude quand il chute, et "
                 "annule la donne quand il le réussit ; le verdict porte alors cette issue au lieu de l'absence "
                 "de marque.",
    "dog_placement": "Avec une deal_sequence : la FFT interdit au chien la première et la dernière carte du "
                     "paquet ; la seed 000 les trois premières et les trois dernières ; 'anywhere' (la seed 002 ne "
                     "fixe aucune place) permet toutes les cartes du paquet.",
    "settlement": "Feuilles de marque : points simples, ou les mouches de la seed 000 (cagnottes) : chacun paie "
                  "une mise dans une cagnotte quand il n'y en a plus, le donneur ajoute 5 à la plus grosse à "
                  "chaque donne, un preneur qui réussit son contrat prend la plus grosse cagnotte et celui qui "
                  "chute en paie une nouvelle de même taille.",
    "mouche_stake": "Feuilles de marque avec mouches : ce que chaque joueur paie dans une nouvelle cagnotte.",
    "arbitration": "Ce que marque une donne irrégulière : 'none' ne donne aucune marque ; 'fft' ajoute une "
                   "décision selon le Code d'arbitrage de la FFT (donnes libres) : points indûment gagnés rendus, "
                   "donne annulée quand le camp fautif gagne encore, sanctions à part ; 'house' correspond à "
                   "penalties: house (la règle de l'écart fautif de la seed 001).",
    "arbitration_illicit_points": "Arbitrage J1, ce qu'une renonce fait rendre : le pli entier, quand le camp "
                                  "fautif l'a gagné (par défaut), ou rien (le seul test gagné/perdu).",
    "arbitration_winner_test": "Arbitrage J2, si « le camp fautif gagne » se juge après la restitution des points "
                               "indûment gagnés (par défaut) ou sur le relevé tel que joué.",
    "arbitration_discretionary_penalty": "Arbitrage J3, les 100 points facultatifs de l'arbitre pour une faute non "
                                         "rectifiable : proposés (par défaut) ou appliqués dans le relevé des "
                                         "pénalités de la décision (jamais dans la marque de la donne).",
    "arbitration_important_exposure": "Arbitrage J4, quand une carte exposée par un autre joueur que le preneur "
                                      "est importante (faute non rectifiable) : un bout, un roi ou plusieurs "
                                      "cartes à la fois (par défaut) ; jamais ; toujours.",
    "arbitration_ecart_content": "Arbitrage J8, un écart de six cartes avec un roi, un bout ou un atout non "
                                 "forcé : rien ne bouge (par défaut) ou ses rois et bouts vont à la défense avant "
                                 "le test gagné/perdu.",
    "arbitration_taker_wrong_count": "Arbitrage J13, la main de l'attaque distribuée avec un mauvais nombre de "
                                     "cartes : la donne est annulée (par défaut) ou jugée comme toute maldonne "
                                     "découverte en jeu (marquée si le preneur réussit son contrat).",
    "arbitration_poignee_not_held": "Arbitrage J16, une poignée avec une carte que le joueur n'a pas ou qui n'est "
                                    "pas un atout : laissée à un arbitre humain (par défaut : le relevé n'a pas pu "
                                    "avoir lieu) ou jugée comme une poignée incomplète impossible à compléter.",
    "lone_trump_annuls": "Quel atout seul annule la donne : le Petit (le petit sec, option petit_sec) ; "
                         "'any_trump' (la seed 000 lue à la lettre) aussi une main avec un seul autre atout, ou "
                         "l'Excuse seule, et aucun autre atout.",
    "out_of_turn_ban": "Arbitrage, une entame hors tour refusée avec le choix other_suit : le joueur qui devait "
                       "entamer ne peut pas entamer cette couleur dans le pli concerné (Code d'arbitrage de la "
                       "FFT), ou dans chaque pli qu'il entame jusqu'à ce qu'il perde la main (seed 001 : 'tant "
                       "qu'il a la main').",
    # The seeds' scoring, declaration and auction readings.
    "petit_chelem_all_but": "Seed 000 : avec petit_chelem, le petit chelem est tous les plis sauf un (par défaut) "
                            "ou, si les joueurs en conviennent, tous sauf trois (au plus trois plis perdus, au "
                            "moins un).",
    "declaration_timing": "Quand se font les annonces de poignée et de misère, vérifié sur le at_card d'une annonce : "
                          "FFT juste avant la première carte du joueur ; variante de la seed 000, toute annonce "
                          "avant l'entame. Un chelem s'annonce avant l'entame dans les deux cas.",
    "chelem_announcer": "Qui peut annoncer un chelem : FFT le preneur ; seed 000 « l'équipe (le preneur "
                        "normalement) » : un défenseur aussi, pour la défense, qui entame alors le premier pli.",
    "petit_au_bout_for": "FFT : le camp qui gagne le dernier pli où se trouve le Petit marque le petit au bout ; "
                         "seed 001 : seulement le Petit du preneur lui-même, mené au dernier pli et gagné par son "
                         "camp, qu'il réussisse son contrat ou non.",
}

_FRENCH_TAROT_DE: Final = {
    "excuse_last_trick": "Excuse im letzten Stich (außer bei Schlemm): die FFT gibt sie der Gegenseite; ältere "
                         "Bücher (Seeds 000, 001, 002) dem Gewinner des Stichs.",
    "petit_sec": "Ein Blatt, dessen einziger Trumpf der Petit ist, ohne die Excuse: die FFT annulliert das Spiel; "
                 "'imprenable' (Seed 000) spielt weiter, der einzelne Petit spielt wie eine Excuse, die sein "
                 "Besitzer behält; 'excuse_that_cuts' (Seed 001) ebenso, aber der Petit darf auch eine Farbe "
                 "stechen, die sein Besitzer nicht hat, und gewinnt dann den Stich als einziger Trumpf. In beiden "
                 "Fällen darf der Besitzer stattdessen annullieren (Feld annulment_choice des Protokolls).",
    "excuse_alone_annuls": "Seed 000: der Besitzer eines Blatts, dessen einzige trumpfähnliche Karte die Excuse "
                           "ist, darf das Spiel ebenfalls annullieren (Feld annulment_choice des Protokolls; "
                           "annulliert, wenn das Protokoll nichts sagt).",
    "contracts": "Die erlaubten Spiele, das niedrigste zuerst: FFT petite, garde, garde_sans, garde_contre; "
                 "'pousse' zwischen petite und garde hinzufügen oder 'petite' weglassen (Seed 000); 'chelem' "
                 "hinzufügen (Seed 001: ein Gebot über garde_contre, gespielt und gewertet wie eine Garde mit "
                 "angesagtem Schlemm).",
    "multipliers": "Multiplikatoren der Spiele: 'by_scoring' (Standard: die Pousse-Skala, wenn Pousse geboten "
                   "wird, sonst die der Wertung, FFT 1/2/4/6), eine benannte Skala ('fft' 1/2/4/6; "
                   "'pagat_times_five' 1/2/4/5 (Seed 000); 'pousse_scale' 1/2/4/8/12 mit Pousse ×2) oder ein "
                   "Objekt Spiel → Faktor über der Standardskala.",
    "poignee_values": "Punkte einer einfachen, doppelten und dreifachen Poignée, nie multipliziert: FFT "
                      "20/30/40; Seed 000 10/20/40.",
    "poignee_sizes": "Zu zeigende Trümpfe für eine einfache, doppelte und dreifache Poignée an diesem Tisch: "
                     "'fft' (3 Spieler 13/15/18, 4 Spieler 10/13/15, 5 Spieler 8/10/13) oder drei Zahlen, z. B. "
                     "13/15/22 für 3 Spieler (Seed 001).",
    "misere": "Die Misèren von Seed 001: 'blanc d'atout' (kein Trumpf) und 'blanc d'habillé' (kein König, keine "
              "Dame, kein Reiter, kein Bube, keine Excuse), angesagt als {type: misere, kind: trumps|faces}, 10 "
              "von jedem anderen Spieler, nie multipliziert, unabhängig vom Ergebnis.",
    "petit_chelem": "Seed 000: der kleine Schlemm (alle Stiche außer einem) als Prämie, angesagt mit {type: "
                    "petit_chelem}: angesagt und gewonnen +300, angesagt und verloren -150, nicht angesagt 0.",
    "chelem_values": "Werte des großen Schlemms je Gegenspieler, nie multipliziert: gewonnen mit Ansage, gewonnen "
                     "ohne Ansage, bezahlt bei Ansage und Verlust, und von jedem Gegenspieler erhalten für einen "
                     "Schlemm der Gegenpartei.",
    "chelem_failed_and_defence": "Ein angesagter Schlemm, der als Schlemm der Gegenpartei endet: beide Posten "
                                 "anwenden (Standard) oder nur den des Schlemms der Gegenpartei.",
    "petit_au_bout_chelem": "Wird ein Schlemm mit der Excuse im letzten Stich vollendet, zählt der Petit im "
                            "vorletzten Stich als Petit au bout: gleich, wer von der Schlemm-Partei die Excuse "
                            "spielte, in jedem Schlemm (Standard: die Regel der FFT für den angesagten Schlemm, "
                            "auf jeden Schlemm angewandt); nie ('last_trick_only'); nur wenn die Schlemm-Partei "
                            "die Excuse ausspielte (Seed 000, 'excuse_led'); nur wenn der Spieler, der den Schlemm "
                            "ansagte, sie spielte (Seed 002, 'announcer_excuse_last').",
    "five_player_split": "5 Spieler mit Partner: FFT 2 Anteile für den Alleinspieler und 1 für den Partner; "
                         "'equal' teilt den Anteil der Angreifer gleich (genaue Hälften, nie gerundet).",
    "called_suit_first_lead": "5 Spieler: ob das erste Ausspielen des Spiels in der Farbe der gerufenen Karte "
                              "sein darf (FFT: nur mit der gerufenen Karte selbst); 'lead_only' (die Lesart der "
                              "Seeds) verbietet es nur dem Ausspielenden, sodass nach dem Ausspielen der Excuse "
                              "der zweite Spieler jede Karte spielen darf.",
    "five_player_table": "5 Spieler: die FFT ruft einen König; 'dealer_sits_out' (der 'mort' der FFT, Variante 2 "
                         "von Seed 000) gibt den anderen ein Spiel für 4 Spieler, derselbe Geber gibt neu, wenn alle "
                         "passen; 'fourteen_cards_alone' (Variante 1 von Seed 000) gibt jedem 14 Karten und einen "
                         "Hund von 8, der Alleinspieler spielt allein.",
    "rounding": "Seed 000: informelle Runden runden, was jeder Gegenspieler zahlt, auf die nächsten 5 oder 10 "
                "(Hälften von null weg); 1 behält die genauen Ergebnisse.",
    "scoring": "Die Wertungsformel: FFT (25 + Differenz) × Multiplikator; die feste Tabelle von Seed 000 "
               "(40/80/160/320 je Spiel, Differenz auf 10 gerundet, ohne Multiplikatoren, kleiner Schlemm 500 und "
               "großer Schlemm 1000 statt des Spiels); die ×5-Fassung von Seed 000 (Multiplikatoren 1/2/4/5, "
               "kleiner Schlemm 300/-150); die Spielwerte von Seed 001 (25/50/100/150 + Differenz × "
               "Multiplikator, Petit au bout nicht multipliziert, Schlemm 300 ohne / 600 mit Ansage statt des "
               "Spiels); 'seed_001_example', die Rechnung des Beispiels von Seed 001 (wie seed_001_table, die "
               "Differenz mal dem doppelten Multiplikator: eine Garde ×4).",
    "penalties": "Seed 001: eine fehlerhafte Ablage kostet den Alleinspieler sein Spiel wie üblich, wenn er "
                 "verliert, und annulliert das Spiel, wenn er gewinnt; das Urteil trägt dann dieses Ergebnis "
                 "statt keiner Wertung.",
    "dog_placement": "Mit einer deal_sequence: die FFT verbietet die erste und die letzte Karte des Stapels im "
                     "Hund; Seed 000 die ersten drei und die letzten drei; 'anywhere' (Seed 002 legt keinen Platz "
                     "fest) erlaubt jede Karte des Stapels.",
    "settlement": "Abrechnungsblätter: einfache Punkte oder die Mouches von Seed 000 (Kassen): jeder zahlt einen "
                  "Einsatz in eine Kasse, wenn keine mehr da ist, der Geber legt bei jedem Spiel 5 in die größte, "
                  "ein Alleinspieler, der sein Spiel gewinnt, nimmt die größte Kasse, und wer verliert, zahlt "
                  "eine neue Kasse derselben Größe.",
    "mouche_stake": "Abrechnungsblätter mit Mouches: was jeder Spieler in eine neue Kasse zahlt.",
    "arbitration": "Was ein irreguläres Spiel wertet: 'none' gibt keine Wertung; 'fft' fügt einen Schiedsspruch "
                   "nach dem Code d'arbitrage der FFT hinzu (freie Spiele): unrechtmäßig gewonnene Punkte "
                   "zurückgegeben, das Spiel annulliert, wenn die fehlbare Seite trotzdem gewinnt, Strafen "
                   "getrennt; 'house' entspricht penalties: house (die Regel der fehlerhaften Ablage von Seed "
                   "001).",
    "arbitration_illicit_points": "Schiedsspruch J1, was eine Renonce zurückgeben lässt: den ganzen Stich, wenn "
                                  "die fehlbare Seite ihn gewonnen hat (Standard), oder nichts (nur die Probe "
                                  "gewonnen/verloren).",
    "arbitration_winner_test": "Schiedsspruch J2, ob „die fehlbare Seite gewinnt“ nach der Rückgabe der "
                               "unrechtmäßig gewonnenen Punkte (Standard) oder nach dem Protokoll wie gespielt "
                               "beurteilt wird.",
    "arbitration_discretionary_penalty": "Schiedsspruch J3, die freiwilligen 100 Punkte des Schiedsrichters für "
                                         "einen nicht korrigierbaren Fehler: als Vorschlag aufgeführt (Standard) "
                                         "oder im Strafenbuch des Schiedsspruchs angewandt (nie in der Wertung "
                                         "des Spiels).",
    "arbitration_important_exposure": "Schiedsspruch J4, wann eine von einem anderen Spieler als dem "
                                      "Alleinspieler aufgedeckte Karte wichtig ist (nicht korrigierbar): ein "
                                      "Oudler, ein König oder mehrere Karten auf einmal (Standard); nie; immer.",
    "arbitration_ecart_content": "Schiedsspruch J8, eine Ablage von sechs Karten mit einem König, einem Oudler "
                                 "oder einem nicht erzwungenen Trumpf: nichts ändert sich (Standard), oder ihre "
                                 "Könige und Oudler gehen vor der Probe gewonnen/verloren an die Gegenpartei.",
    "arbitration_taker_wrong_count": "Schiedsspruch J13, das Blatt der Angreifer mit falscher Kartenzahl "
                                     "gegeben: das Spiel wird annulliert (Standard) oder wie jedes im Spiel "
                                     "entdeckte Vergeben beurteilt (gewertet, wenn der Alleinspieler sein Spiel "
                                     "gewinnt).",
    "arbitration_poignee_not_held": "Schiedsspruch J16, eine Poignée mit einer Karte, die der Spieler nicht hat "
                                    "oder die kein Trumpf ist: einem menschlichen Schiedsrichter überlassen "
                                    "(Standard: das Protokoll kann so nicht stattgefunden haben) oder als "
                                    "unvollständige Poignée beurteilt, die nicht ergänzt werden kann.",
    "lone_trump_annuls": "Welcher einzelne Trumpf das Spiel annulliert: der Petit (der Petit sec, Option "
                         "petit_sec); 'any_trump' (Seed 000 wörtlich gelesen) auch ein Blatt mit einem einzigen "
                         "anderen Trumpf, oder der Excuse allein, und keinem weiteren Trumpf.",
    "out_of_turn_ban": "Schiedsspruch, ein abgelehntes Ausspielen außer der Reihe mit der Wahl other_suit: der "
                       "Spieler, der hätte ausspielen sollen, darf diese Farbe im betroffenen Stich nicht "
                       "ausspielen (Code d'arbitrage der FFT), oder in jedem Stich, den er ausspielt, bis er das "
                       "Ausspiel verliert (Seed 001: 'tant qu'il a la main').",
    # The seeds' scoring, declaration and auction readings.
    "petit_chelem_all_but": "Seed 000: mit petit_chelem ist der kleine Schlemm alle Stiche außer einem (Standard) "
                            "oder, nach Absprache, alle außer drei (höchstens drei Stiche verloren, mindestens "
                            "einer).",
    "declaration_timing": "Wann Poignées und Misères angesagt werden, geprüft am at_card einer Ansage: FFT kurz vor "
                          "der ersten eigenen Karte des Spielers; Variante von Seed 000, jede Ansage vor dem "
                          "ersten Ausspielen. Ein Schlemm wird in beiden Fällen vor dem ersten Ausspielen "
                          "angesagt.",
    "chelem_announcer": "Wer einen Schlemm ansagen darf: FFT der Alleinspieler; Seed 000 „die Mannschaft "
                        "(normalerweise der Alleinspieler)“: auch ein Gegenspieler, für die Gegenpartei, der dann "
                        "zum ersten Stich ausspielt.",
    "petit_au_bout_for": "FFT: die Partei, die den letzten Stich mit dem Petit darin gewinnt, erhält das Petit au "
                         "bout; Seed 001: nur der eigene Petit des Alleinspielers, in den letzten Stich gebracht und "
                         "von seiner Partei gewonnen, ob er sein Spiel gewinnt oder nicht.",
}

_ZWANZIGERRUFEN_FR: Final = {
    "direction": "Sens du jeu par rapport aux numéros de place : 'clockwise' fait jouer la place s+1 après la "
                 "place s (l'ordre des places du contrat) ; 'anticlockwise' la place s-1 après la place s, pour "
                 "les tables numérotées dans l'autre sens (S3).",
    "redeal_single_tarock": "Donne à refaire quand une main n'a aucun tarock ou exactement un tarock, quel qu'il "
                            "soit (seed), ou seulement quand ce tarock seul est une pièce du Trull (S6, S7).",
    "redeal_four_glatzen": "Donne à refaire quand une main tient les quatre Glatzen (10S, 10C, 1H, 1D), comme le "
                           "dit la seed.",
    "commitment_resets_on_new_game": "Si un jeu plus haut rouvre les enchères aux joueurs qui ont passé ou fait "
                                     "une annonce (seed : non, un joueur engagé ne peut plus jamais annoncer de "
                                     "jeu).",
    "opp_absolut_requires_kontra": "Les adversaires ne peuvent annoncer l'Absolut qu'après un Kontra sur le jeu "
                                   "(le 'commencé concrètement' de la seed lu comme 'kontriert').",
    "trull_must_kontra": "Dans un Rufer, un adversaire qui a le Pagat, le Mond et le Sküs doit dire Kontra sur le "
                         "jeu (sauf s'il y a déjà un Kontra ou qu'un Valat a été annoncé).",
    "silent_absolut_with_announcement": "Si le camp qui n'a pas annoncé l'Absolut peut encore marquer un Absolut "
                                        "non annoncé quand l'autre camp en a annoncé un (seed : un Absolut "
                                        "annoncé supprime l'Absolut non annoncé des deux camps).",
    "absolut_in_solos": "Si l'Absolut (non annoncé 2, annoncé 4) existe en Solo et en Farbensolo (seed : oui ; "
                        "S5 : non).",
    "max_double_level": "Le plus haut cran de l'échelle des contres : 8 (Kontra, Re, Sub) ou 16 (un quatrième "
                        "cran, 'mordsub', dit par les détenteurs de la prime, comme chez S7).",
    "pagat_lock_lifted_by_valat": "Si un Valat annoncé libère celui qui a annoncé le Pagat de garder 1T pour le "
                                  "dernier pli.",
    "sanity_filter": "Le filtre du site en ligne contre les annonces insensées ; la seed ne le définit pas, il "
                     "est donc toujours désactivé.",
}

_ZWANZIGERRUFEN_DE: Final = {
    "direction": "Spielrichtung im Verhältnis zu den Platznummern: 'clockwise' lässt Platz s+1 nach Platz s "
                 "spielen (die Platzordnung des Vertrags); 'anticlockwise' Platz s-1 nach Platz s, für Tische, "
                 "die andersherum nummeriert sind (S3).",
    "redeal_single_tarock": "Neu geben, wenn ein Blatt keinen Tarock oder genau einen Tarock beliebiger Art hat "
                            "(Seed), oder nur, wenn dieser einzelne Tarock ein Stück der Trull ist (S6, S7).",
    "redeal_four_glatzen": "Neu geben, wenn ein Blatt alle vier Glatzen (10S, 10C, 1H, 1D) hält, wie die Seed es "
                           "vorsieht.",
    "commitment_resets_on_new_game": "Ob ein höheres Spiel das Lizitieren für Spieler wieder öffnet, die gepasst "
                                     "oder angesagt haben (Seed: nein, wer sich festgelegt hat, kann nie mehr ein "
                                     "Spiel lizitieren).",
    "opp_absolut_requires_kontra": "Die Gegenspieler dürfen das Absolut erst ansagen, wenn das Spiel kontriert "
                                   "ist (das 'commencé concrètement' der Seed als 'kontriert' gelesen).",
    "trull_must_kontra": "Im Rufer muss ein Gegenspieler mit Pagat, Mond und Sküs dem Spiel Kontra geben (außer "
                         "es ist schon kontriert oder ein Valat wurde angesagt).",
    "silent_absolut_with_announcement": "Ob die Partei, die kein Absolut angesagt hat, noch ein stilles Absolut "
                                        "schreiben kann, wenn die andere eines angesagt hat (Seed: ein angesagtes "
                                        "Absolut hebt das stille Absolut beider Parteien auf).",
    "absolut_in_solos": "Ob es das Absolut (still 2, angesagt 4) im Solo und im Farbensolo gibt (Seed: ja; S5: "
                        "nein).",
    "max_double_level": "Die oberste Stufe der Kontra-Leiter: 8 (Kontra, Re, Sub) oder 16 (eine vierte Stufe, "
                        "'mordsub', von den Besitzern der Prämie, wie bei S7).",
    "pagat_lock_lifted_by_valat": "Ob ein angesagter Valat den Pagat-Ansager davon befreit, 1T für den letzten "
                                  "Stich zu behalten.",
    "sanity_filter": "Der Filter der Online-Seite gegen unsinnige Ansagen; die Seed definiert ihn nicht, daher "
                     "ist er immer aus.",
}

OPTION_DESCRIPTIONS: Final[Mapping[str, Mapping[str, Mapping[str, str]]]] = MappingProxyType({
    "fr": MappingProxyType({"french-tarot": MappingProxyType(_FRENCH_TAROT_FR),
                            "zwanzigerrufen": MappingProxyType(_ZWANZIGERRUFEN_FR)}),
    "de": MappingProxyType({"french-tarot": MappingProxyType(_FRENCH_TAROT_DE),
                            "zwanzigerrufen": MappingProxyType(_ZWANZIGERRUFEN_DE)}),
})
"""Language → rule set → option name → its description."""

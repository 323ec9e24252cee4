"""The violation messages in French and German: one table per language, each rule set's codes in it.

English messages are the engines' own (they name every card and count involved). These are built, for the
violations there are, from the fields every violation carries: ``{seat}``, ``{trick}`` and ``{card}`` (the
card's name in the language, ``cards.py``). A code shared by both rule sets has an entry in each: the words
differ (atout and tarock, preneur and Rufer). The vocabulary is docs/glossary.md's (a test holds it).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

_FRENCH_TAROT_FR: Final = {
    # the deal
    "hands_count": "Le relevé n'a pas une main par joueur.",
    "seat_out_of_range": "Un numéro de joueur du relevé ne désigne aucune place de cette table.",
    "hand_size": "La main du joueur {seat} n'a pas le nombre de cartes de la donne.",
    "dog_size": "Le chien n'a pas le nombre de cartes de la donne.",
    "card_duplicated": "Carte distribuée deux fois : {card}.",
    "card_missing": "Carte absente de la donne : {card}.",
    "not_played_by_two": "Cette étape n'existe pas dans le jeu à deux.",
    "pile_size": "Les tas du joueur {seat} ne sont pas six tas de trois cartes.",
    "seat_sits_out": "Le joueur {seat} donne et ne joue pas cette donne : il n'y prend aucune part.",
    "deal_packet_size": "La distribution se fait par paquets de trois cartes (quatre à trois joueurs) ; "
                        "un paquet n'a pas cette taille.",
    "dog_packet_size": "Les cartes du chien se posent une à une ; un paquet du chien en a plus d'une.",
    "deal_out_of_order": "La distribution ne suit pas l'ordre des joueurs.",
    "dog_card_at_pack_end": "Une carte du chien est la première ou la dernière du paquet, ce que la règle interdit.",
    "deal_sequence_mismatch": "La distribution relevée ne donne pas les mains et le chien du relevé.",
    # the auction and the call
    "bid_out_of_turn": "Le joueur {seat} parle avant son tour.",
    "bid_not_higher": "Le joueur {seat} annonce un contrat qui ne couvre pas le précédent.",
    "spoke_twice": "Le joueur {seat} parle deux fois aux enchères.",
    "unknown_call": "Le joueur {seat} annonce un contrat que ces règles ne connaissent pas.",
    "auction_incomplete": "Le jeu de la carte commence alors que les enchères ne sont pas finies.",
    "called_card_not_allowed": "Le preneur ne peut pas appeler {card} : il appelle un roi, une dame s'il a les "
                               "quatre rois, un cavalier s'il a aussi les quatre dames, un valet s'il a aussi "
                               "les quatre cavaliers.",
    "called_card_missing": "Le relevé continue sans dire quelle carte le preneur appelle.",
    # the écart
    "discard_size": "L'écart du preneur n'a pas le nombre de cartes du chien.",
    "discard_not_held": "Le preneur met à l'écart {card}, qui n'est ni dans sa main ni au chien, ou deux fois.",
    "discard_king": "Le preneur met à l'écart {card} : les rois ne vont pas à l'écart.",
    "discard_oudler": "Le preneur met à l'écart {card} : les bouts ne vont pas à l'écart.",
    "discard_trump_not_forced": "Le preneur met à l'écart {card} en gardant des cartes de couleur autres que des "
                                "rois : un atout ne va à l'écart que faute de pouvoir faire autrement.",
    "discard_not_allowed": "En garde sans et en garde contre, le preneur ne fait pas d'écart.",
    "dog_seen": "Le chien est vu alors qu'en garde sans et en garde contre il reste caché.",
    # the declarations
    "poignee_size": "La poignée du joueur {seat} n'a pas le nombre d'atouts d'une simple, double ou triple "
                    "poignée.",
    "poignee_not_held": "Le joueur {seat} montre dans sa poignée des cartes qu'il n'a pas.",
    "poignee_not_trump": "Le joueur {seat} montre {card} dans sa poignée : une poignée ne montre que des atouts "
                         "et l'Excuse.",
    "poignee_excuse_with_trumps": "Le joueur {seat} montre l'Excuse dans sa poignée en gardant des atouts "
                                  "cachés : l'Excuse n'y entre que faute d'autre atout.",
    "poignee_out_of_order": "Le joueur {seat} montre sa poignée hors de l'ordre des annonces.",
    "poignee_early": "Le joueur {seat} montre sa poignée trop tôt, avant le moment de jouer sa première carte.",
    "poignee_late": "Le joueur {seat} montre sa poignée trop tard, après avoir joué sa première carte.",
    "chelem_not_taker": "Seul le preneur annonce un chelem ; le joueur {seat} n'est pas le preneur.",
    "declaration_duplicated": "Le joueur {seat} fait deux fois la même annonce.",
    "declaration_not_allowed": "Les règles choisies n'admettent pas cette annonce du joueur {seat}.",
    "misere_not_blank": "Le joueur {seat} annonce une misère que sa main ne justifie pas.",
    "misere_kind": "Le joueur {seat} annonce une misère d'une sorte inconnue (misère d'atout ou de têtes).",
    # the play
    "card_not_held": "Le joueur {seat} joue {card}, qu'il n'a pas en main.",
    "trick_size": "Le pli {trick} n'a pas une carte par joueur.",
    "must_follow_suit": "Renonce : le joueur {seat} joue {card} sans fournir la couleur demandée, qu'il a.",
    "must_trump": "Renonce : le joueur {seat} joue {card} sans couper ni fournir d'atout alors qu'il en a.",
    "must_overtrump": "Le joueur {seat} joue {card} sans monter sur le plus fort atout du pli alors qu'il le "
                      "peut.",
    "called_suit_first_lead": "Au premier pli, le joueur {seat} entame {card} dans la couleur appelée, ce que "
                              "seule la carte appelée permet.",
    "wrong_first_leader": "La première carte de la donne, {card}, n'est pas jouée par le joueur qui entame.",
    "played_after_annulment": "Le relevé continue après l'annulation de la donne.",
    "chelem_excuse_not_last": "Le joueur {seat} joue l'Excuse avant le dernier pli d'un chelem : elle se joue "
                              "en dernier.",
    "played_out_of_turn": "Le joueur {seat} joue {card} hors de son tour.",
    "lead_not_as_required": "Le joueur {seat} joue {card} au lieu de la carte que l'entame hors tour refusée "
                            "lui imposait.",
    "card_exposed": "Le joueur {seat} expose {card} : carte exposée.",
    "hand_dropped": "Le joueur {seat} laisse voir son jeu.",
    "event_invalid": "Un événement du relevé ne peut pas avoir lieu à ce moment de la donne.",
    "annulment_choice_not_open": "Le relevé donne le choix d'annuler ou de continuer, mais aucune main de cette "
                                 "donne ne laisse ce choix.",
    # issue 18
    "declaration_mistimed": "Le joueur {seat} fait son annonce au mauvais moment de la donne.",
}

_FRENCH_TAROT_DE: Final = {
    "hands_count": "Das Protokoll hat nicht ein Blatt je Spieler.",
    "seat_out_of_range": "Eine Spielernummer des Protokolls bezeichnet keinen Platz an diesem Tisch.",
    "hand_size": "Das Blatt von Spieler {seat} hat nicht die Kartenzahl dieses Spiels.",
    "dog_size": "Der Hund hat nicht die Kartenzahl dieses Spiels.",
    "card_duplicated": "Zweimal gegebene Karte: {card}.",
    "card_missing": "Nicht gegebene Karte: {card}.",
    "not_played_by_two": "Diesen Schritt gibt es im Spiel zu zweit nicht.",
    "pile_size": "Die Stapel von Spieler {seat} sind nicht sechs Stapel zu drei Karten.",
    "seat_sits_out": "Spieler {seat} gibt und setzt dieses Spiel aus: er spielt nicht mit.",
    "deal_packet_size": "Gegeben wird in Paketen zu drei Karten (zu viert bei drei Spielern); ein Paket hat "
                        "nicht diese Größe.",
    "dog_packet_size": "Die Karten des Hundes werden einzeln gelegt; ein Paket des Hundes hat mehr als eine.",
    "deal_out_of_order": "Das Geben folgt nicht der Reihenfolge der Spieler.",
    "dog_card_at_pack_end": "Eine Karte des Hundes ist die erste oder letzte des Stapels; das ist nicht erlaubt.",
    "deal_sequence_mismatch": "Das protokollierte Geben ergibt nicht die Blätter und den Hund des Protokolls.",
    "bid_out_of_turn": "Spieler {seat} reizt vor seiner Reihe.",
    "bid_not_higher": "Spieler {seat} sagt ein Spiel an, das das vorige nicht überbietet.",
    "spoke_twice": "Spieler {seat} spricht zweimal in der Reizung.",
    "unknown_call": "Spieler {seat} sagt ein Spiel an, das diese Regeln nicht kennen.",
    "auction_incomplete": "Das Kartenspiel beginnt, bevor die Reizung zu Ende ist.",
    "called_card_not_allowed": "Der Alleinspieler darf {card} nicht rufen: er ruft einen König, eine Dame nur "
                               "mit allen vier Königen, einen Reiter nur mit allen Königen und Damen, einen "
                               "Buben nur mit allen Königen, Damen und Reitern.",
    "called_card_missing": "Das Protokoll geht weiter, ohne die gerufene Karte zu nennen.",
    "discard_size": "Die Ablage des Alleinspielers hat nicht die Kartenzahl des Hundes.",
    "discard_not_held": "Der Alleinspieler legt {card} ab, die weder in seinem Blatt noch im Hund ist, oder "
                        "zweimal.",
    "discard_king": "Der Alleinspieler legt {card} ab: Könige dürfen nicht in die Ablage.",
    "discard_oudler": "Der Alleinspieler legt {card} ab: Oudler dürfen nicht in die Ablage.",
    "discard_trump_not_forced": "Der Alleinspieler legt {card} ab und behält Farbkarten außer Königen: ein "
                                "Trumpf kommt nur in die Ablage, wenn es nicht anders geht.",
    "discard_not_allowed": "Bei Garde ohne und Garde gegen gibt es keine Ablage.",
    "dog_seen": "Der Hund wurde angesehen, obwohl er bei Garde ohne und Garde gegen verdeckt bleibt.",
    "poignee_size": "Die Poignée von Spieler {seat} hat nicht die Trumpfzahl einer einfachen, doppelten oder "
                    "dreifachen Poignée.",
    "poignee_not_held": "Spieler {seat} zeigt in seiner Poignée Karten, die er nicht hat.",
    "poignee_not_trump": "Spieler {seat} zeigt {card} in seiner Poignée: eine Poignée zeigt nur Trümpfe und "
                         "die Excuse.",
    "poignee_excuse_with_trumps": "Spieler {seat} zeigt die Excuse in seiner Poignée und verbirgt Trümpfe: die "
                                  "Excuse zählt nur mangels weiterer Trümpfe.",
    "poignee_out_of_order": "Spieler {seat} zeigt seine Poignée außer der Reihe der Ansagen.",
    "poignee_early": "Spieler {seat} zeigt seine Poignée zu früh, vor seiner ersten Karte.",
    "poignee_late": "Spieler {seat} zeigt seine Poignée zu spät, nach seiner ersten Karte.",
    "chelem_not_taker": "Nur der Alleinspieler sagt einen Schlemm an; Spieler {seat} ist es nicht.",
    "declaration_duplicated": "Spieler {seat} macht dieselbe Ansage zweimal.",
    "declaration_not_allowed": "Die gewählten Regeln lassen diese Ansage von Spieler {seat} nicht zu.",
    "misere_not_blank": "Spieler {seat} sagt eine Misère an, die sein Blatt nicht rechtfertigt.",
    "misere_kind": "Spieler {seat} sagt eine unbekannte Art Misère an (Trumpf- oder Bilder-Misère).",
    "card_not_held": "Spieler {seat} spielt {card}, die er nicht hat.",
    "trick_size": "Stich {trick} hat nicht eine Karte je Spieler.",
    "must_follow_suit": "Renonce: Spieler {seat} spielt {card} und bedient die ausgespielte Farbe nicht, "
                        "obwohl er sie hat.",
    "must_trump": "Renonce: Spieler {seat} spielt {card} und sticht nicht mit Trumpf, obwohl er Trumpf hat.",
    "must_overtrump": "Spieler {seat} spielt {card} und übersticht den höchsten Trumpf des Stichs nicht, obwohl "
                      "er kann.",
    "called_suit_first_lead": "Im ersten Stich spielt Spieler {seat} {card} in der gerufenen Farbe aus; das "
                              "darf nur die gerufene Karte.",
    "wrong_first_leader": "Die erste Karte des Spiels, {card}, spielt nicht der Spieler, der ausspielt.",
    "played_after_annulment": "Das Protokoll geht nach der Annullierung des Spiels weiter.",
    "chelem_excuse_not_last": "Spieler {seat} spielt die Excuse vor dem letzten Stich eines Schlemms: sie kommt "
                              "zuletzt.",
    "played_out_of_turn": "Spieler {seat} spielt {card} außer der Reihe.",
    "lead_not_as_required": "Spieler {seat} spielt {card} statt der Karte, die das abgelehnte Ausspielen außer "
                            "der Reihe ihm vorschrieb.",
    "card_exposed": "Spieler {seat} deckt {card} auf: aufgedeckte Karte.",
    "hand_dropped": "Spieler {seat} lässt sein Blatt sehen.",
    "event_invalid": "Ein Ereignis des Protokolls kann an dieser Stelle des Spiels nicht stattfinden.",
    "annulment_choice_not_open": "Das Protokoll gibt die Wahl zwischen Annullieren und Weiterspielen an, aber "
                                 "kein Blatt dieses Spiels lässt diese Wahl.",
    # issue 18
    "declaration_mistimed": "Spieler {seat} macht seine Ansage zum falschen Zeitpunkt des Spiels.",
}

_ZWANZIGERRUFEN_FR: Final = {
    "hands_count": "Le relevé n'a pas quatre mains.",
    "seat_out_of_range": "Un numéro de joueur du relevé n'est pas de 0 à 3.",
    "hand_size": "La main du joueur {seat} n'a pas dix cartes.",
    "card_duplicated": "Carte distribuée deux fois : {card}.",
    "card_missing": "Carte absente de la donne : {card}.",
    "card_not_in_deck": "Carte étrangère au jeu de 40 cartes : {card}.",
    "not_your_turn": "Le joueur {seat} parle alors que ce n'est pas son tour.",
    "unknown_call": "Le joueur {seat} fait une annonce que ces règles ne connaissent pas.",
    "pass_not_alone": "Le joueur {seat} passe et annonce dans le même tour : passer est un tour à lui seul.",
    "must_open_game": "Le premier tour est celui de la Vorhand, qui ouvre les enchères par un jeu.",
    "bid_not_allowed": "Le joueur {seat} annonce un jeu qu'il ne peut pas annoncer à ce moment.",
    "announce_not_allowed": "Le joueur {seat} fait une annonce qui n'est pas permise à ce moment.",
    "double_not_allowed": "Le joueur {seat} dit Kontra, Re ou Sub là où ce n'est pas à son camp de le dire.",
    "trull_must_kontra": "Le joueur {seat} a le Trull contre un Rufer et passe sans dire Kontra, sans "
                         "annoncer de jeu plus haut et sans annoncer le Valat.",
    "auction_closed": "Les annonces continuent après trois passes de suite.",
    "auction_incomplete": "Le jeu de la carte commence alors que les enchères ne sont pas finies.",
    "called_card_not_allowed": "Le relevé nomme {card} comme carte du Rufer : ce n'est pas le tarock qu'appelle "
                               "la Vorhand, ou il n'y a pas de Rufer.",
    "played_after_annulment": "Le relevé continue après une donne à refaire.",
    "trick_size": "Le pli {trick} n'a pas quatre cartes.",
    "wrong_first_leader": "La première carte de la donne, {card}, n'est pas jouée par la Vorhand.",
    "card_not_held": "Le joueur {seat} joue {card}, qu'il n'a pas en main.",
    "must_follow_suit": "Le joueur {seat} joue {card} sans fournir la couleur demandée, qu'il a.",
    "must_trump": "Le joueur {seat} joue {card} sans jouer de tarock alors qu'il en a.",
    "must_lead_suit": "Farbensolo : le joueur {seat} entame {card}, un tarock, alors qu'il a une carte de "
                      "couleur.",
    "pagat_played_early": "Le joueur {seat} a annoncé le Pagat et le joue avant le dernier pli alors qu'une "
                          "autre carte est permise.",
}

_ZWANZIGERRUFEN_DE: Final = {
    "hands_count": "Das Protokoll hat nicht vier Blätter.",
    "seat_out_of_range": "Eine Spielernummer des Protokolls ist nicht 0 bis 3.",
    "hand_size": "Das Blatt von Spieler {seat} hat nicht zehn Karten.",
    "card_duplicated": "Zweimal gegebene Karte: {card}.",
    "card_missing": "Nicht gegebene Karte: {card}.",
    "card_not_in_deck": "Karte, die es im Spiel zu 40 Karten nicht gibt: {card}.",
    "not_your_turn": "Spieler {seat} spricht, obwohl er nicht an der Reihe ist.",
    "unknown_call": "Spieler {seat} macht eine Ansage, die diese Regeln nicht kennen.",
    "pass_not_alone": "Spieler {seat} passt und sagt in derselben Runde an: Passen ist eine Runde für sich.",
    "must_open_game": "Die erste Runde gehört der Vorhand, die mit einem Spiel eröffnet.",
    "bid_not_allowed": "Spieler {seat} lizitiert ein Spiel, das er jetzt nicht ansagen darf.",
    "announce_not_allowed": "Spieler {seat} macht eine Ansage, die jetzt nicht erlaubt ist.",
    "double_not_allowed": "Spieler {seat} sagt Kontra, Re oder Sub, wo es nicht seiner Partei zusteht.",
    "trull_must_kontra": "Spieler {seat} hat die Trull gegen einen Rufer und passt, ohne Kontra zu geben, ein "
                         "höheres Spiel zu lizitieren oder den Valat anzusagen.",
    "auction_closed": "Die Ansagen gehen nach drei Pässen in Folge weiter.",
    "auction_incomplete": "Das Kartenspiel beginnt, bevor das Lizitieren zu Ende ist.",
    "called_card_not_allowed": "Das Protokoll nennt {card} als gerufenen Tarock; die Vorhand ruft einen "
                               "anderen, oder es gibt keinen Rufer.",
    "played_after_annulment": "Das Protokoll geht nach einem Neugeben weiter.",
    "trick_size": "Stich {trick} hat nicht vier Karten.",
    "wrong_first_leader": "Die erste Karte des Spiels, {card}, spielt nicht die Vorhand aus.",
    "card_not_held": "Spieler {seat} spielt {card}, die er nicht hat.",
    "must_follow_suit": "Spieler {seat} spielt {card} und bedient die ausgespielte Farbe nicht, obwohl er sie "
                        "hat.",
    "must_trump": "Spieler {seat} spielt {card} und gibt keinen Tarock zu, obwohl er einen hat.",
    "must_lead_suit": "Farbensolo: Spieler {seat} spielt {card}, einen Tarock, aus, obwohl er eine Farbkarte "
                      "hat.",
    "pagat_played_early": "Spieler {seat} hat den Pagat angesagt und spielt ihn vor dem letzten Stich, obwohl "
                          "eine andere Karte erlaubt ist.",
}

MESSAGES: Final[Mapping[str, Mapping[str, Mapping[str, str]]]] = MappingProxyType({
    "fr": MappingProxyType({"french-tarot": MappingProxyType(_FRENCH_TAROT_FR),
                            "zwanzigerrufen": MappingProxyType(_ZWANZIGERRUFEN_FR)}),
    "de": MappingProxyType({"french-tarot": MappingProxyType(_FRENCH_TAROT_DE),
                            "zwanzigerrufen": MappingProxyType(_ZWANZIGERRUFEN_DE)}),
})
"""Language → rule set → violation code → the message's template."""

"""The rule each violation code applies, in each language: what an arbiter reads next to the fault.

A reference names its ``source`` (the FFT rulebook, the FFT Code d'arbitrage, a house rule of the project's
seeds, the hand record's own conventions, or Zwanzigerrufen's rule-set document), the ``section`` of the
project's rule documents that restates it (docs/rules/…; sections are language-neutral), and the rule's
``text``. ``CODE_RULES`` gives each code of each rule set its rule; a test holds it to every code.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final, NamedTuple

SOURCES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({
    "fft": MappingProxyType({"en": "FFT rulebook (2012)", "fr": "Règlement officiel du Tarot, FFT (2012)",
                             "de": "Offizielle Tarot-Regeln der FFT (2012)"}),
    "fft_arbitration": MappingProxyType({"en": "FFT Code d'arbitrage (2012)", "fr": "Code d'arbitrage de la FFT (2012)",
                                         "de": "Schiedsrichterordnung der FFT, Code d'arbitrage (2012)"}),
    "house_rules": MappingProxyType({"en": "Arbitre's French Tarot house rules (named options)",
                                     "fr": "Règles maison du Tarot d'Arbitre (options nommées)",
                                     "de": "Hausregeln des Tarots von Arbitre (benannte Optionen)"}),
    "record": MappingProxyType({"en": "Arbitre's hand record", "fr": "Relevé de donne d'Arbitre",
                                "de": "Spielprotokoll von Arbitre"}),
    "zwanzigerrufen": MappingProxyType({"en": "Zwanzigerrufen rules (Austrian Tarock)",
                                        "fr": "Règles du Zwanzigerrufen (tarock autrichien)",
                                        "de": "Regeln des Zwanzigerrufens (österreichisches Tarock)"}),
})
"""Source → language → its name."""


class Rule(NamedTuple):
    source: str
    section: str
    text: Mapping[str, str]


def _rule(source: str, section: str, en: str, fr: str, de: str) -> Rule:
    return Rule(source, section, MappingProxyType({"en": en, "fr": fr, "de": de}))


_FT = "docs/rules/french-tarot.md"
_CA = "docs/rules/french-arbitration.md"
_ZW = "docs/rules/zwanzigerrufen.md"

RULES: Final[Mapping[str, Rule]] = MappingProxyType({
    "record": _rule(
        "record", "docs/contract.md §4",
        "A hand record has one hand per seat, seats numbered from 0; the auction comes before the tricks, each "
        "trick has one card per player in the order played, and nothing follows an annulled deal.",
        "Un relevé a une main par joueur, numérotés à partir de 0 ; les enchères précèdent les plis, chaque pli "
        "a une carte par joueur dans l'ordre joué, et rien ne suit une donne annulée.",
        "Ein Protokoll hat ein Blatt je Spieler, ab 0 nummeriert; die Ansagen kommen vor den Stichen, jeder "
        "Stich hat eine Karte je Spieler in der gespielten Reihenfolge, und nach einem annullierten Spiel "
        "folgt nichts mehr."),
    "ft.deal": _rule(
        "fft", f"{_FT} §2.1",
        "Each player receives 24 cards at 3 players, 18 at 4, 15 at 5; the dog has 6 cards (3 at 5 players); "
        "all 78 cards are dealt, each once.",
        "Chaque joueur reçoit 24 cartes à trois, 18 à quatre, 15 à cinq ; le chien a 6 cartes (3 à cinq) ; "
        "les 78 cartes sont toutes distribuées, chacune une fois.",
        "Jeder Spieler erhält zu dritt 24 Karten, zu viert 18, zu fünft 15; der Hund hat 6 Karten (zu fünft 3); "
        "alle 78 Karten werden gegeben, jede einmal."),
    "ft.dealing": _rule(
        "fft", f"{_FT} §2.2",
        "The cards go out in packets, in the order of play; the dealer puts the dog's cards aside one at a "
        "time, never the first or the last card of the pack.",
        "Les cartes se distribuent par paquets, dans l'ordre du jeu ; le donneur pose les cartes du chien une "
        "à une, jamais la première ni la dernière du paquet.",
        "Die Karten werden paketweise in Spielrichtung gegeben; der Geber legt die Karten des Hundes einzeln "
        "ab, nie die erste oder die letzte des Stapels."),
    "ft.two_players": _rule(
        "house_rules", "docs/french-tarot.md, House rules (players: 2)",
        "At 2 players each has 21 cards in hand and 6 piles of 3 on the table; there is no auction, no dog and "
        "no declaration.",
        "À deux, chacun a 21 cartes en main et 6 tas de 3 sur la table ; il n'y a ni enchères, ni chien, ni "
        "annonce.",
        "Zu zweit hat jeder 21 Karten auf der Hand und 6 Stapel zu 3 auf dem Tisch; es gibt weder Reizung "
        "noch Hund noch Ansagen."),
    "ft.dealer_sits_out": _rule(
        "house_rules", "docs/french-tarot.md, House rules (The dealer sits out)",
        "At a table of one seat more than the game, the dealer sits the deal out and takes no part in it.",
        "À une table d'une place de plus que le jeu, le donneur ne joue pas la donne et n'y prend aucune part.",
        "An einem Tisch mit einem Platz mehr als das Spiel setzt der Geber aus und spielt nicht mit."),
    "ft.auction": _rule(
        "fft", f"{_FT} §3.1",
        "The player after the dealer speaks first, then each in turn, the dealer last, each once; a bid must "
        "be higher than the bid before it: petite, garde, garde sans, garde contre.",
        "Le joueur après le donneur parle le premier, puis chacun à son tour, le donneur le dernier, une fois "
        "chacun ; un contrat doit couvrir le précédent : petite, garde, garde sans, garde contre.",
        "Der Spieler nach dem Geber spricht zuerst, dann jeder der Reihe nach, der Geber zuletzt, jeder "
        "einmal; ein Gebot muss das vorige überbieten: Petite, Garde, Garde ohne, Garde gegen."),
    "ft.call": _rule(
        "fft", f"{_FT} §4.3",
        "At 5 players the taker calls a king; a queen only holding the four kings, a cavalier holding them and "
        "the four queens, a jack holding the four kings, queens and cavaliers; the called suit is not led to "
        "the first trick, except with the called card.",
        "À cinq, le preneur appelle un roi ; une dame seulement s'il a les quatre rois, un cavalier s'il a "
        "aussi les quatre dames, un valet s'il a aussi les quatre cavaliers ; la couleur appelée ne s'entame "
        "pas au premier pli, sauf par la carte appelée.",
        "Zu fünft ruft der Alleinspieler einen König; eine Dame nur mit allen vier Königen, einen Reiter mit "
        "ihnen und allen Damen, einen Buben mit allen Königen, Damen und Reitern; die gerufene Farbe wird im "
        "ersten Stich nicht ausgespielt, außer mit der gerufenen Karte."),
    "ft.ecart": _rule(
        "fft", f"{_FT} §4.1",
        "With a petite or a garde the taker takes the dog and sets aside as many cards: no king, no oudler, "
        "and a trump only when he cannot do otherwise.",
        "En petite ou en garde, le preneur prend le chien et fait un écart d'autant de cartes : ni roi, ni "
        "bout, et un atout seulement faute de pouvoir faire autrement.",
        "Bei Petite oder Garde nimmt der Alleinspieler den Hund auf und legt ebenso viele Karten ab: keinen "
        "König, keinen Oudler, einen Trumpf nur, wenn es nicht anders geht."),
    "ft.garde_sans": _rule(
        "fft", f"{_FT} §4.2",
        "With a garde sans or a garde contre the dog stays face down and the taker sets nothing aside.",
        "En garde sans et en garde contre, le chien reste caché et le preneur ne fait pas d'écart.",
        "Bei Garde ohne und Garde gegen bleibt der Hund verdeckt, und der Alleinspieler legt nichts ab."),
    "ft.poignee": _rule(
        "fft", f"{_FT} §5.1",
        "A poignée shows exactly 13, 15 or 18 trumps at 3 players, 10, 13 or 15 at 4, 8, 10 or 13 at 5, held "
        "when its owner plays his first card; the Excuse stands for a trump only when no other is hidden.",
        "Une poignée montre exactement 13, 15 ou 18 atouts à trois, 10, 13 ou 15 à quatre, 8, 10 ou 13 à cinq, "
        "tenus quand le joueur joue sa première carte ; l'Excuse ne remplace un atout que si aucun autre "
        "n'est caché.",
        "Eine Poignée zeigt genau 13, 15 oder 18 Trümpfe zu dritt, 10, 13 oder 15 zu viert, 8, 10 oder 13 zu "
        "fünft, gehalten, wenn ihr Besitzer seine erste Karte spielt; die Excuse ersetzt einen Trumpf nur, "
        "wenn kein anderer verborgen bleibt."),
    "ft.poignee_timing": _rule(
        "fft_arbitration", f"{_CA} §4.1",
        "A poignée is shown in turn, just before its owner plays his first card; shown too early, too late "
        "or out of order it is a poignée fault.",
        "Une poignée se montre à son tour, juste avant que son détenteur joue sa première carte ; montrée trop "
        "tôt, trop tard ou hors de son ordre, c'est une faute de poignée.",
        "Eine Poignée wird in der Reihe gezeigt, kurz bevor ihr Besitzer seine erste Karte spielt; zu früh, zu "
        "spät oder außer der Reihe gezeigt ist sie ein Poignée-Fehler."),
    "ft.chelem": _rule(
        "fft", f"{_FT} §3.2, §7.3",
        "Only the taker announces a chelem; he then leads the first trick, and the Excuse is played to the "
        "last trick.",
        "Seul le preneur annonce un chelem ; il entame alors le premier pli, et l'Excuse se joue au dernier.",
        "Nur der Alleinspieler sagt einen Schlemm an; er spielt dann zum ersten Stich aus, und die Excuse "
        "kommt in den letzten Stich."),
    "ft.declarations": _rule(
        "house_rules", "docs/french-tarot.md, House rules (misere)",
        "Each declaration is made once, and only those the chosen rules admit; a misère is a hand without "
        "trump or without face card, declared as such.",
        "Chaque annonce se fait une fois, et seulement celles que les règles choisies admettent ; une misère "
        "est une main sans atout ou sans tête, annoncée comme telle.",
        "Jede Ansage wird einmal gemacht, und nur die, die die gewählten Regeln zulassen; eine Misère ist ein "
        "Blatt ohne Trumpf oder ohne Bild, als solche angesagt."),
    "ft.turn": _rule(
        "fft", f"{_FT} §6.1, §6.4",
        "The player after the dealer leads the first trick (the taker after a chelem announcement), the "
        "winner of each trick the next; each player plays in turn a card of his own hand.",
        "Le joueur après le donneur entame le premier pli (le preneur qui a annoncé un chelem), le gagnant de "
        "chaque pli le suivant ; chacun joue à son tour une carte de sa main.",
        "Der Spieler nach dem Geber spielt zum ersten Stich aus (nach einer Schlemm-Ansage der "
        "Alleinspieler), der Gewinner jedes Stichs zum nächsten; jeder spielt der Reihe nach eine Karte "
        "seines Blatts."),
    "ft.follow": _rule(
        "fft", f"{_FT} §6.2",
        "Follow the suit led; void in it, trump, overtrumping when you can; on a trump lead, a higher trump "
        "when you can; the Excuse may be played at any time.",
        "Fournir la couleur demandée ; sans elle, couper, en montant quand on le peut ; sur une entame "
        "d'atout, monter quand on le peut ; l'Excuse se joue à tout moment.",
        "Die ausgespielte Farbe bedienen; ist man frei, mit Trumpf stechen, übertrumpfen, wenn man kann; auf "
        "Trumpf einen höheren Trumpf, wenn man kann; die Excuse darf jederzeit gespielt werden."),
    "ft.out_of_turn": _rule(
        "fft_arbitration", f"{_CA} §3.9",
        "A defender who leads out of turn: the taker accepts the card or refuses it, and then the rightful "
        "leader must lead, or must not lead, that card's suit, as the taker chooses.",
        "Un défenseur qui entame hors de son tour : le preneur accepte la carte ou la refuse, et le joueur "
        "qui devait entamer doit alors jouer, ou ne pas jouer, la couleur de cette carte, au choix du preneur.",
        "Spielt ein Gegenspieler außer der Reihe aus, nimmt der Alleinspieler die Karte an oder lehnt sie ab; "
        "dann muss der richtige Ausspieler diese Farbe ausspielen oder darf es nicht, wie der Alleinspieler "
        "wählt."),
    "ft.exposed": _rule(
        "fft_arbitration", f"{_CA} §3.7",
        "A card seen when it should not be is an exposed card: it goes back and is played when its owner "
        "likes; a defender's exposure earns a warning, then a penalty.",
        "Une carte vue quand elle ne devrait pas l'être est une carte exposée : elle revient en main et se "
        "joue quand son détenteur le veut ; celle d'un défenseur vaut un avertissement, puis une pénalité.",
        "Eine Karte, die man nicht sehen dürfte, ist eine aufgedeckte Karte: sie geht zurück und wird "
        "gespielt, wann ihr Besitzer will; bei einem Gegenspieler gibt es eine Verwarnung, dann eine Strafe."),
    "ft.dog_seen": _rule(
        "fft_arbitration", f"{_CA} §3.10",
        "The dog seen after a garde sans or a garde contre: seen by the defence only, the deal is annulled "
        "if the taker fails and scored if he makes it.",
        "Le chien vu après une garde sans ou une garde contre : vu par la défense seule, la donne est annulée "
        "si le preneur chute et marquée s'il la fait.",
        "Der Hund, nach Garde ohne oder Garde gegen angesehen: nur von der Gegenpartei gesehen, wird das "
        "Spiel annulliert, wenn der Alleinspieler verliert, und gewertet, wenn er gewinnt."),
    "zw.deal": _rule(
        "zwanzigerrufen", f"{_ZW} §5",
        "Four players, seats 0 to 3, each receive ten cards of the 40-card pack, every card once.",
        "Quatre joueurs, places 0 à 3, reçoivent chacun dix cartes du jeu de 40, chaque carte une fois.",
        "Vier Spieler, Plätze 0 bis 3, erhalten je zehn Karten des Spiels zu 40 Karten, jede Karte einmal."),
    "zw.turns": _rule(
        "zwanzigerrufen", f"{_ZW} §6, §6.3",
        "The forehand speaks first, then each in turn; a pass is a turn of its own; three passes in a row "
        "end the auction.",
        "La Vorhand parle la première, puis chacun à son tour ; passer est un tour à lui seul ; trois passes "
        "de suite finissent les enchères.",
        "Die Vorhand spricht zuerst, dann jeder der Reihe nach; Passen ist eine Runde für sich; drei Pässe in "
        "Folge beenden das Lizitieren."),
    "zw.open": _rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L1",
        "Before any game, the only legal turn is the forehand's game bid.",
        "Avant tout jeu, le seul tour permis est le jeu qu'annonce la Vorhand.",
        "Vor jedem Spiel ist die einzige erlaubte Runde das Spiel, das die Vorhand lizitiert."),
    "zw.bid": _rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L2, L3",
        "A higher game may be bid by a player who is not its declarer and has neither passed nor made an "
        "addition; the Rufer only by the forehand; a Farbensolo needs five suit cards.",
        "Un jeu plus haut peut être annoncé par un joueur qui n'en est pas le déclarant et n'a ni passé ni "
        "fait d'annonce ; le Rufer par la Vorhand seule ; un Farbensolo demande cinq cartes de couleur.",
        "Ein höheres Spiel darf lizitieren, wer nicht sein Spieler ist und weder gepasst noch angesagt hat; "
        "den Rufer nur die Vorhand; ein Farbensolo verlangt fünf Farbkarten."),
    "zw.announce": _rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L4, L6",
        "Each side announces an item once, never after a Valat; the Pagat only by its holder and never in a "
        "Farbensolo; the opponents' Absolut only once the game has a Kontra.",
        "Chaque camp annonce une prime une fois, jamais après un Valat ; le Pagat par son détenteur seul et "
        "jamais en Farbensolo ; l'Absolut des adversaires seulement après un Kontra.",
        "Jede Partei sagt eine Prämie einmal an, nie nach einem Valat; den Pagat nur sein Besitzer und nie im "
        "Farbensolo; das Absolut der Gegenspieler erst nach einem Kontra."),
    "zw.double": _rule(
        "zwanzigerrufen", f"{_ZW} §6.2, §6.3 L5",
        "Kontra, Re and Sub go one rung at a time, each to the side whose turn the rung is; after a Valat, "
        "only that Valat.",
        "Kontra, Re et Sub montent d'un cran à la fois, chacun par le camp à qui revient ce cran ; après un "
        "Valat, seulement ce Valat.",
        "Kontra, Re und Sub steigen je eine Stufe, jede von der Partei, der diese Stufe zusteht; nach einem "
        "Valat nur dieser Valat."),
    "zw.trull": _rule(
        "zwanzigerrufen", f"{_ZW} §6.3 L7",
        "In a Rufer, an opponent holding the Trull (Pagat, Mond and Sküs) may not pass while the game has no "
        "Kontra: he gives Kontra, bids higher or announces the Valat.",
        "Dans un Rufer, un adversaire qui a le Trull (Pagat, Mond et Sküs) ne peut pas passer tant que le jeu "
        "n'a pas de Kontra : il dit Kontra, annonce un jeu plus haut ou annonce le Valat.",
        "Im Rufer darf ein Gegenspieler mit der Trull (Pagat, Mond und Sküs) nicht passen, solange das Spiel "
        "kein Kontra hat: er gibt Kontra, lizitiert höher oder sagt den Valat an."),
    "zw.call": _rule(
        "zwanzigerrufen", f"{_ZW} §6.1",
        "In a Rufer the forehand calls the highest of the tarocks XX to XVI she lacks; its holder is her "
        "partner.",
        "Dans un Rufer, la Vorhand appelle le plus haut des tarocks XX à XVI qui lui manquent ; qui le tient "
        "est son partenaire.",
        "Im Rufer ruft die Vorhand den höchsten der Tarocke XX bis XVI, der ihr fehlt; wer ihn hat, ist ihr "
        "Partner."),
    "zw.turn": _rule(
        "zwanzigerrufen", f"{_ZW} §7.1",
        "The forehand leads the first trick, each trick's winner the next; each plays a card of his own hand.",
        "La Vorhand entame le premier pli, le gagnant de chaque pli le suivant ; chacun joue une carte de sa "
        "main.",
        "Die Vorhand spielt zum ersten Stich aus, der Gewinner jedes Stichs zum nächsten; jeder spielt eine "
        "Karte seines Blatts."),
    "zw.follow": _rule(
        "zwanzigerrufen", f"{_ZW} §7.2",
        "Follow the suit led if you can; void in it, play a tarock if you have one; on a tarock lead, a "
        "tarock; there is no duty to win the trick.",
        "Fournir la couleur demandée si on le peut ; sans elle, jouer un tarock si on en a ; sur une entame de "
        "tarock, un tarock ; on n'est pas tenu de prendre le pli.",
        "Farbe bedienen, wenn man kann; ist man frei, einen Tarock zugeben, wenn man einen hat; auf Tarock "
        "Tarock; es gibt keinen Stichzwang."),
    "zw.farbensolo": _rule(
        "zwanzigerrufen", f"{_ZW} §7.3",
        "In a Farbensolo a player holding a suit card must lead a suit card.",
        "En Farbensolo, un joueur qui a une carte de couleur doit entamer une carte de couleur.",
        "Im Farbensolo muss ein Spieler, der eine Farbkarte hat, eine Farbkarte ausspielen."),
    "zw.pagat": _rule(
        "zwanzigerrufen", f"{_ZW} §7.5",
        "A player who announced the Pagat keeps it for the last trick while he has another legal card.",
        "Un joueur qui a annoncé le Pagat le conserve pour le dernier pli tant qu'il a une autre carte permise.",
        "Wer den Pagat angesagt hat, behält ihn für den letzten Stich, solange er eine andere erlaubte Karte "
        "hat."),
    # issue 18
    "ft.declaration_timing": _rule(
        "fft", f"{_FT} §3.2, §5.1",
        "A chelem is announced before the first card; a poignée is shown just before its owner plays his first "
        "card (seed 000's variant, option declaration_timing: every announcement before the first lead).",
        "Un chelem s'annonce avant la première carte ; une poignée se montre juste avant que son détenteur joue "
        "sa première carte (variante de la seed 000, option declaration_timing : toute annonce avant l'entame).",
        "Ein Schlemm wird vor der ersten Karte angesagt; eine Poignée wird gezeigt, kurz bevor ihr Besitzer "
        "seine erste Karte spielt (Variante von Seed 000, Option declaration_timing: jede Ansage vor dem ersten "
        "Ausspielen)."),
})
"""Rule → its source, section and text in each language."""

CODE_RULES: Final[Mapping[str, Mapping[str, str]]] = MappingProxyType({
    "french-tarot": MappingProxyType({
        "hands_count": "record", "seat_out_of_range": "record", "trick_size": "record",
        "auction_incomplete": "record", "called_card_missing": "record", "played_after_annulment": "record",
        "event_invalid": "record", "annulment_choice_not_open": "record",
        "hand_size": "ft.deal", "dog_size": "ft.deal", "card_duplicated": "ft.deal", "card_missing": "ft.deal",
        "deal_packet_size": "ft.dealing", "dog_packet_size": "ft.dealing", "deal_out_of_order": "ft.dealing",
        "dog_card_at_pack_end": "ft.dealing", "deal_sequence_mismatch": "ft.dealing",
        "not_played_by_two": "ft.two_players", "pile_size": "ft.two_players",
        "seat_sits_out": "ft.dealer_sits_out",
        "bid_out_of_turn": "ft.auction", "bid_not_higher": "ft.auction", "spoke_twice": "ft.auction",
        "unknown_call": "ft.auction",
        "called_card_not_allowed": "ft.call", "called_suit_first_lead": "ft.call",
        "discard_size": "ft.ecart", "discard_not_held": "ft.ecart", "discard_king": "ft.ecart",
        "discard_oudler": "ft.ecart", "discard_trump_not_forced": "ft.ecart",
        "discard_not_allowed": "ft.garde_sans", "dog_seen": "ft.dog_seen",
        "poignee_size": "ft.poignee", "poignee_not_held": "ft.poignee", "poignee_not_trump": "ft.poignee",
        "poignee_excuse_with_trumps": "ft.poignee",
        "poignee_out_of_order": "ft.poignee_timing", "poignee_early": "ft.poignee_timing",
        "poignee_late": "ft.poignee_timing",
        "chelem_not_taker": "ft.chelem", "chelem_excuse_not_last": "ft.chelem",
        "declaration_duplicated": "ft.declarations", "declaration_not_allowed": "ft.declarations",
        "misere_not_blank": "ft.declarations", "misere_kind": "ft.declarations",
        "card_not_held": "ft.turn", "wrong_first_leader": "ft.turn",
        "must_follow_suit": "ft.follow", "must_trump": "ft.follow", "must_overtrump": "ft.follow",
        "played_out_of_turn": "ft.out_of_turn", "lead_not_as_required": "ft.out_of_turn",
        "card_exposed": "ft.exposed", "hand_dropped": "ft.exposed",
        "declaration_mistimed": "ft.declaration_timing",  # issue 18
    }),
    "zwanzigerrufen": MappingProxyType({
        "hands_count": "zw.deal", "seat_out_of_range": "zw.deal", "hand_size": "zw.deal",
        "card_duplicated": "zw.deal", "card_missing": "zw.deal", "card_not_in_deck": "zw.deal",
        "not_your_turn": "zw.turns", "unknown_call": "zw.turns", "pass_not_alone": "zw.turns",
        "auction_closed": "zw.turns",
        "must_open_game": "zw.open", "bid_not_allowed": "zw.bid", "announce_not_allowed": "zw.announce",
        "double_not_allowed": "zw.double", "trull_must_kontra": "zw.trull",
        "called_card_not_allowed": "zw.call",
        "auction_incomplete": "record", "played_after_annulment": "record", "trick_size": "record",
        "wrong_first_leader": "zw.turn", "card_not_held": "zw.turn",
        "must_follow_suit": "zw.follow", "must_trump": "zw.follow",
        "must_lead_suit": "zw.farbensolo", "pagat_played_early": "zw.pagat",
    }),
})
"""Rule set → violation code → its rule in ``RULES``."""

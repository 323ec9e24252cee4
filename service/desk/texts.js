// The page's own texts in French, English and German. The API's messages are shown as the API wrote
// them (the page asks for its language with Accept-Language).

export const LANGUAGES = { fr: "Français", en: "English", de: "Deutsch" };

const TEXTS = {
  en: {
    title: "Arbitration desk",
    subtitle: "See a hand, its faults and its score; change it and see the verdict change.",
    language: "Language",
    api_docs: "API documentation",
    duplicate_board: "A duplicate board",
    open: "Open a hand",
    record_label: "Hand record (JSON)",
    judge: "Judge",
    open_file: "Open a .json or .jsonl file",
    line: "Line",
    of_lines: "of {0}",
    random_deal: "Deal at random",
    copy_link: "Copy the link",
    link_ready: "The address now carries the hand: copy it from the address bar.",
    not_json: "This is not JSON: {0}",
    not_a_record: "This line is not a hand record (a verdict or an error of the bulk command?): open its input file.",
    file_unreadable: "The file could not be read.",
    verdict: "Verdict",
    colon: ": ",
    legal: "Every step was legal.",
    illegal: "{0} rule(s) broken.",
    status: "Status",
    rejected: "The API could not read this record ({0}):",
    unreachable: "The API did not answer: {0}",
    table: "The table",
    seat: "Seat {0}",
    dealer: "dealer",
    taker: "taker",
    partner: "partner",
    contract: "Contract",
    called_card: "Called card",
    none: "none",
    no_contract: "none",
    dog: "Dog",
    discard: "Écart",
    discard_hint: "card codes separated by spaces",
    auction: "Auction",
    declarations: "Declarations",
    options: "Options (house rules)",
    option_notes: "Options that change nothing here",
    tricks: "Tricks",
    trick_n: "Trick {0}",
    trick_card: "Trick {0}, card {1}",
    auction_n: "Call {0}",
    declarations_n: "Declaration {0}",
    events_n: "Incident {0}",
    leader: "leader: Seat {0}",
    winner: "winner: Seat {0}",
    previous: "Previous card",
    next: "Next card",
    start: "Start",
    end: "End",
    position: "{0} of {1} cards played",
    to_play: "Seat {0} to play",
    hand_over: "All cards played",
    play_hint: "Click a lit card of the seat to play to add it to the tricks.",
    edit_card: "Trick {0}, card {1} ({2})",
    move_earlier: "Move earlier",
    move_later: "Move later",
    remove: "Remove",
    close: "Close",
    fault: "Fault",
    rule: "Rule",
    result: "Result",
    score: "Score",
    ruling: "Ruling (FFT arbitration)",
    deltas: "Each seat's points",
    made: "made",
    failed: "failed",
    yes: "yes",
    no: "no",
    legal_card: "legal",
    keyboard: "Keys: ← and → step through the cards.",
    status_complete: "complete (every trick played)",
    status_in_progress: "in progress (the record stops early)",
    status_annulled: "annulled",
    status_all_passed: "every player passed",
    status_redeal: "redeal",
    piles: "Piles",
    pile_n: "Pile {0}",
    face_down: "{0} face down",
    pile_empty: "empty",
    pile_turns_up: "its next card turns up after the trick",
    from_pile: "{0}, from pile {1}",
    at_card_0: "before the first lead",
    at_card_n: "after {0} cards of the deal",
    events: "Incidents",
    not_in_order: "not in order",
    chelem: "Chelem",
    announced_by: "announced by Seat {0}, for {1}",
    called_in_auction: "called in the auction by Seat {0}, for {1}",
    side_attack: "the attack",
    for_side: "for {0}",
    side_defence: "the defence",
    link_copied: "The link to this hand is copied (and in the address bar).",
    link_unreadable: "The link's hand cannot be read ({0}): it was perhaps cut short when copied.",
    welcome: "Enter a hand from its cards, paste a hand record, open a file the desk or the API wrote, follow a link to a hand, open the example (a revoke judged under the FFT's Code d'arbitrage), or deal at random and click the cards as they were played. The verdict shows every fault where it happened, the rule, the ruling and how the score was made.",
    example: "Open the example",
    download: "Download hand and verdict",
    print: "Print the ruling",
    judged_on: "Judged on {0}",
    ruleset_french: "French Tarot (FFT)",
    players_n: "{0} players",
    options_chosen: "options chosen",
    none_chosen: "none (the rule set's defaults)",
    score_explained: "How the score was made",
    explain_points: "The attack ({0}) made {1} points with {2} oudler(s); {3} were needed.",
    explain_made: "Contract made by {0}.",
    explain_failed: "Contract failed by {0}.",
    per_defender_word: "per defender",
    explain_defenders_pay: "Each defender pays {0}; the attack shares what they pay (each seat's points below).",
    explain_defenders_receive: "Each defender receives {0}; the attack pays it (each seat's points below).",
    explain_miseres: "Misères: {0} in all, paid to their declarers apart from the contract.",
    explain_declarers: "The declarers ({0}) took {1} points in {2} tricks; {3} were needed for the game.",
    announced_word: "announced",
    silent_word: "silent",
    won_word: "won",
    lost_word: "lost",
    explain_zw_total: "Each declarer receives this from each opponent (each seat's points below).",
    declarer: "declarer",
    dealt_hands: "Hands as dealt",
    not_legal_why: "Why the other cards may not be played ({0})",
    replace_with_seat: "Replace it with another card {0} held then:",
    enter_hand: "Enter a hand from its cards",
    builder_hint: "Choose the rule set, the table and the dealer, then give each seat its cards: type them as players write them (R♠ in French, K♠ in English and German, 10♥, a trump's number such as 21, XXI for a tarock, Excuse or Sküs; or the codes KS 10H 21T EX), or click them in the deck below, where they go to the field chosen last. Then open the hand: add the auction's calls, the écart, and click the cards as they were played; every fault shows as it is entered.",
    build_ruleset: "Rule set",
    build_players: "Players",
    cards_of: "{0}: cards",
    build_read: "{0} card(s) read",
    build_unread: "not a card: {0}",
    build_giving_to: "Cards clicked in the deck go to: {0}",
    build_twice: "given twice: {0}",
    build_open: "Open this hand",
    add_call: "Add a call",
    drop_call: "Remove the last call",
    declare_seat: "Seat",
    declare_type: "Declaration",
    declare_cards: "Poignée's cards",
    declare: "Add the declaration",
  },
  fr: {
    title: "Table d'arbitrage",
    subtitle: "Voir une donne, ses fautes et sa marque ; la modifier et voir le verdict changer.",
    language: "Langue",
    api_docs: "Documentation de l'API",
    duplicate_board: "Un étui de duplicate",
    open: "Ouvrir une donne",
    record_label: "Donne (JSON)",
    judge: "Juger",
    open_file: "Ouvrir un fichier .json ou .jsonl",
    line: "Ligne",
    of_lines: "sur {0}",
    random_deal: "Distribuer au hasard",
    copy_link: "Copier le lien",
    link_ready: "L'adresse porte maintenant la donne : copiez-la depuis la barre d'adresse.",
    not_json: "Ce n'est pas du JSON : {0}",
    not_a_record: "Cette ligne n'est pas une donne (un verdict ou une erreur de la commande en lot ?) : ouvrez son fichier d'entrée.",
    file_unreadable: "Le fichier n'a pas pu être lu.",
    verdict: "Verdict",
    colon: " : ",
    legal: "Tout était régulier.",
    illegal: "{0} règle(s) enfreinte(s).",
    status: "État",
    rejected: "L'API n'a pas pu lire cette donne ({0}) :",
    unreachable: "L'API n'a pas répondu : {0}",
    table: "La table",
    seat: "Joueur {0}",
    dealer: "donneur",
    taker: "preneur",
    partner: "appelé",
    contract: "Contrat",
    called_card: "Carte appelée",
    none: "aucune",
    no_contract: "aucun",
    dog: "Chien",
    discard: "Écart",
    discard_hint: "codes des cartes séparés par des espaces",
    auction: "Enchères",
    declarations: "Annonces",
    options: "Options (règles maison)",
    option_notes: "Options sans effet ici",
    tricks: "Plis",
    trick_n: "Pli {0}",
    trick_card: "Pli {0}, carte {1}",
    auction_n: "Enchère {0}",
    declarations_n: "Annonce {0}",
    events_n: "Incident {0}",
    leader: "entame : joueur {0}",
    winner: "gagnant : joueur {0}",
    previous: "Carte précédente",
    next: "Carte suivante",
    start: "Début",
    end: "Fin",
    position: "{0} cartes jouées sur {1}",
    to_play: "Au joueur {0} de jouer",
    hand_over: "Toutes les cartes sont jouées",
    play_hint: "Cliquez sur une carte en surbrillance du joueur qui doit jouer pour l'ajouter aux plis.",
    edit_card: "Pli {0}, carte {1} ({2})",
    move_earlier: "Avancer",
    move_later: "Reculer",
    remove: "Retirer",
    close: "Fermer",
    fault: "Faute",
    rule: "Règle",
    result: "Résultat",
    score: "Marque",
    ruling: "Décision (arbitrage FFT)",
    deltas: "Points de chaque joueur",
    made: "réussi",
    failed: "chuté",
    yes: "oui",
    no: "non",
    legal_card: "jouable",
    keyboard: "Touches : ← et → parcourent les cartes.",
    status_complete: "terminée (tous les plis joués)",
    status_in_progress: "en cours (la donne s'arrête avant la fin)",
    status_annulled: "annulée",
    status_all_passed: "tout le monde a passé",
    status_redeal: "à redistribuer",
    piles: "Tas",
    pile_n: "Tas {0}",
    face_down: "{0} carte(s) face cachée",
    pile_empty: "vide",
    pile_turns_up: "sa carte suivante se retourne à la fin du pli",
    from_pile: "{0}, depuis le tas {1}",
    at_card_0: "avant l'entame",
    at_card_n: "après {0} cartes jouées",
    events: "Incidents",
    not_in_order: "présentée dans le désordre",
    chelem: "Chelem",
    announced_by: "annoncé par le joueur {0}, pour {1}",
    called_in_auction: "demandé aux enchères par le joueur {0}, pour {1}",
    side_attack: "l'attaque",
    for_side: "pour {0}",
    side_defence: "la défense",
    link_copied: "Le lien vers cette donne est copié (et dans la barre d'adresse).",
    link_unreadable: "La donne du lien est illisible ({0}) : il a peut-être été coupé en le copiant.",
    welcome: "Saisissez une donne à partir de ses cartes, collez une donne, ouvrez un fichier écrit par la table ou par l'API, suivez un lien vers une donne, ouvrez l'exemple (une renonce jugée selon le Code d'arbitrage de la FFT), ou distribuez au hasard et cliquez les cartes dans l'ordre où elles ont été jouées. Le verdict montre chaque faute là où elle a eu lieu, la règle, la décision et le calcul de la marque.",
    example: "Ouvrir l'exemple",
    download: "Télécharger la donne et le verdict",
    print: "Imprimer la décision",
    judged_on: "Jugée le {0}",
    ruleset_french: "Tarot (FFT)",
    players_n: "{0} joueurs",
    options_chosen: "options choisies",
    none_chosen: "aucune (celles du jeu par défaut)",
    score_explained: "Calcul de la marque",
    explain_points: "L'attaque ({0}) a fait {1} points avec {2} bout(s) ; il en fallait {3}.",
    explain_made: "Contrat réussi de {0}.",
    explain_failed: "Contrat chuté de {0}.",
    per_defender_word: "par défenseur",
    explain_defenders_pay: "Chaque défenseur paie {0} ; l'attaque se partage ce qu'ils paient (points de chaque joueur ci-dessous).",
    explain_defenders_receive: "Chaque défenseur reçoit {0} ; l'attaque le paie (points de chaque joueur ci-dessous).",
    explain_miseres: "Misères : {0} en tout, payés à leurs déclarants à part du contrat.",
    explain_declarers: "Le camp du déclarant ({0}) a fait {1} points en {2} plis ; il en fallait {3} pour le jeu.",
    announced_word: "annoncé",
    silent_word: "non annoncé",
    won_word: "gagné",
    lost_word: "perdu",
    explain_zw_total: "Chaque déclarant reçoit cette valeur de chaque adversaire (points de chaque joueur ci-dessous).",
    declarer: "déclarant",
    dealt_hands: "Mains distribuées",
    not_legal_why: "Pourquoi les autres cartes ne peuvent pas être jouées ({0})",
    replace_with_seat: "La remplacer par une autre carte que {0} avait alors :",
    enter_hand: "Saisir une donne à partir de ses cartes",
    builder_hint: "Choisissez le jeu, la table et le donneur, puis donnez à chaque joueur ses cartes : tapez-les comme les joueurs les écrivent (R♠, D♥, C♦, V♣, 10♥, le numéro d'un atout comme 21, XXI pour un tarock, Excuse ou Sküs ; ou les codes KS 10H 21T EX), ou cliquez-les dans le jeu ci-dessous : elles vont au dernier champ choisi. Ouvrez ensuite la donne : ajoutez les enchères, l'écart, et cliquez les cartes dans l'ordre où elles ont été jouées ; chaque faute s'affiche dès qu'elle est saisie.",
    build_ruleset: "Jeu",
    build_players: "Joueurs",
    cards_of: "{0} : cartes",
    build_read: "{0} carte(s) lue(s)",
    build_unread: "pas une carte : {0}",
    build_giving_to: "Les cartes cliquées dans le jeu vont à : {0}",
    build_twice: "données deux fois : {0}",
    build_open: "Ouvrir cette donne",
    add_call: "Ajouter une enchère",
    drop_call: "Retirer la dernière enchère",
    declare_seat: "Joueur",
    declare_type: "Annonce",
    declare_cards: "Cartes de la poignée",
    declare: "Ajouter l'annonce",
  },
  de: {
    title: "Schiedsrichtertisch",
    subtitle: "Ein Spiel, seine Fehler und seine Wertung sehen; es ändern und das Urteil neu sehen.",
    language: "Sprache",
    api_docs: "API-Dokumentation",
    duplicate_board: "Ein Duplicate-Board",
    open: "Ein Spiel öffnen",
    record_label: "Spielprotokoll (JSON)",
    judge: "Beurteilen",
    open_file: "Eine .json- oder .jsonl-Datei öffnen",
    line: "Zeile",
    of_lines: "von {0}",
    random_deal: "Zufällig geben",
    copy_link: "Link kopieren",
    link_ready: "Die Adresse enthält jetzt das Spiel: kopieren Sie sie aus der Adresszeile.",
    not_json: "Das ist kein JSON: {0}",
    not_a_record: "Diese Zeile ist kein Spielprotokoll (ein Urteil oder ein Fehler des Stapelbefehls?): öffnen Sie die Eingabedatei.",
    file_unreadable: "Die Datei konnte nicht gelesen werden.",
    verdict: "Urteil",
    colon: ": ",
    legal: "Alles war regelgerecht.",
    illegal: "{0} Regel(n) verletzt.",
    status: "Stand",
    rejected: "Die API konnte dieses Protokoll nicht lesen ({0}):",
    unreachable: "Die API hat nicht geantwortet: {0}",
    table: "Der Tisch",
    seat: "Spieler {0}",
    dealer: "Geber",
    taker: "Alleinspieler",
    partner: "Partner",
    contract: "Spiel",
    called_card: "Gerufene Karte",
    none: "keine",
    no_contract: "keines",
    dog: "Hund",
    discard: "Ablage",
    discard_hint: "Kartencodes, durch Leerzeichen getrennt",
    auction: "Reizung",
    declarations: "Ansagen",
    options: "Optionen (Hausregeln)",
    option_notes: "Optionen ohne Wirkung hier",
    tricks: "Stiche",
    trick_n: "Stich {0}",
    trick_card: "Stich {0}, Karte {1}",
    auction_n: "Gebot {0}",
    declarations_n: "Ansage {0}",
    events_n: "Vorfall {0}",
    leader: "Ausspiel: Spieler {0}",
    winner: "Stich an Spieler {0}",
    previous: "Vorige Karte",
    next: "Nächste Karte",
    start: "Anfang",
    end: "Ende",
    position: "{0} von {1} Karten gespielt",
    to_play: "Spieler {0} ist am Zug",
    hand_over: "Alle Karten gespielt",
    play_hint: "Klicken Sie auf eine hervorgehobene Karte des Spielers am Zug, um sie den Stichen hinzuzufügen.",
    edit_card: "Stich {0}, Karte {1} ({2})",
    move_earlier: "Nach vorn",
    move_later: "Nach hinten",
    remove: "Entfernen",
    close: "Schließen",
    fault: "Fehler",
    rule: "Regel",
    result: "Ergebnis",
    score: "Wertung",
    ruling: "Entscheidung (FFT-Schiedsordnung)",
    deltas: "Punkte je Spieler",
    made: "gewonnen",
    failed: "verloren",
    yes: "ja",
    no: "nein",
    legal_card: "spielbar",
    keyboard: "Tasten: ← und → blättern Karte für Karte.",
    status_complete: "beendet (alle Stiche gespielt)",
    status_in_progress: "unvollständig (das Protokoll endet vor dem letzten Stich)",
    status_annulled: "annulliert",
    status_all_passed: "alle haben gepasst",
    status_redeal: "neu geben",
    piles: "Stapel",
    pile_n: "Stapel {0}",
    face_down: "{0} verdeckt",
    pile_empty: "leer",
    pile_turns_up: "seine nächste Karte wird nach dem Stich aufgedeckt",
    from_pile: "{0}, vom Stapel {1}",
    at_card_0: "vor dem ersten Ausspiel",
    at_card_n: "nach {0} gespielten Karten",
    events: "Vorfälle",
    not_in_order: "ungeordnet gezeigt",
    chelem: "Schlemm",
    announced_by: "angesagt von Spieler {0}, für {1}",
    called_in_auction: "in der Reizung geboten von Spieler {0}, für {1}",
    side_attack: "die Angreifer",
    for_side: "für {0}",
    side_defence: "die Verteidiger",
    link_copied: "Der Link zu diesem Spiel ist kopiert (und steht in der Adresszeile).",
    link_unreadable: "Das Spiel im Link ist nicht lesbar ({0}): vielleicht wurde er beim Kopieren gekürzt.",
    welcome: "Geben Sie ein Spiel aus seinen Karten ein, fügen Sie ein Spielprotokoll ein, öffnen Sie eine Datei des Tisches oder der API, folgen Sie einem Link zu einem Spiel, öffnen Sie das Beispiel (eine Farbverleugnung nach dem Code d'arbitrage der FFT) oder geben Sie zufällig und klicken Sie die Karten in der gespielten Reihenfolge. Das Urteil zeigt jeden Fehler dort, wo er geschah, die Regel, die Entscheidung und wie die Wertung zustande kam.",
    example: "Beispiel öffnen",
    download: "Spiel und Urteil herunterladen",
    print: "Entscheidung drucken",
    judged_on: "Beurteilt am {0}",
    ruleset_french: "Französisches Tarot (FFT)",
    players_n: "{0} Spieler",
    options_chosen: "gewählte Optionen",
    none_chosen: "keine (die Vorgaben des Spiels)",
    score_explained: "Wie die Wertung zustande kam",
    explain_points: "Die Angreifer ({0}) machten {1} Punkte mit {2} Oudler(n); nötig waren {3}.",
    explain_made: "Spiel gewonnen um {0}.",
    explain_failed: "Spiel verloren um {0}.",
    per_defender_word: "je Verteidiger",
    explain_defenders_pay: "Jeder Verteidiger zahlt {0}; die Angreifer teilen, was sie zahlen (Punkte je Spieler unten).",
    explain_defenders_receive: "Jeder Verteidiger erhält {0}; die Angreifer zahlen es (Punkte je Spieler unten).",
    explain_miseres: "Misères: {0} insgesamt, ihren Ansagern getrennt vom Spiel gezahlt.",
    explain_declarers: "Die Spielerpartei ({0}) machte {1} Punkte in {2} Stichen; für das Spiel nötig waren {3}.",
    announced_word: "angesagt",
    silent_word: "still",
    won_word: "gewonnen",
    lost_word: "verloren",
    explain_zw_total: "Jeder Spieler der Spielerpartei erhält diesen Wert von jedem Gegenspieler (Punkte je Spieler unten).",
    declarer: "Spielansager",
    dealt_hands: "Ausgeteilte Blätter",
    not_legal_why: "Warum die anderen Karten nicht gespielt werden dürfen ({0})",
    replace_with_seat: "Durch eine andere Karte ersetzen, die {0} damals hatte:",
    enter_hand: "Ein Spiel aus seinen Karten eingeben",
    builder_hint: "Wählen Sie das Spiel, den Tisch und den Geber, dann geben Sie jedem Spieler seine Karten: tippen Sie sie, wie Spieler sie schreiben (K♠, D♥, R♦, B♣, 10♥, die Nummer eines Trumpfs wie 21, XXI für ein Tarock, Excuse oder Sküs; oder die Codes KS 10H 21T EX), oder klicken Sie sie im Kartenspiel unten an: sie gehen an das zuletzt gewählte Feld. Öffnen Sie dann das Spiel: fügen Sie die Reizung, die Ablage hinzu und klicken Sie die Karten in der gespielten Reihenfolge; jeder Fehler erscheint, sobald er eingegeben ist.",
    build_ruleset: "Spiel",
    build_players: "Spieler",
    cards_of: "{0}: Karten",
    build_read: "{0} Karte(n) gelesen",
    build_unread: "keine Karte: {0}",
    build_giving_to: "Im Kartenspiel angeklickte Karten gehen an: {0}",
    build_twice: "doppelt gegeben: {0}",
    build_open: "Dieses Spiel öffnen",
    add_call: "Gebot hinzufügen",
    drop_call: "Letztes Gebot entfernen",
    declare_seat: "Spieler",
    declare_type: "Ansage",
    declare_cards: "Karten der Poignée",
    declare: "Ansage hinzufügen",
  },
};

const SUIT_NAMES = {
  en: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  fr: { S: "pique", H: "cœur", D: "carreau", C: "trèfle" },
  de: { S: "Pik", H: "Herz", D: "Karo", C: "Kreuz" },
};
const RANK_NAMES = {
  en: { 1: "Ace", J: "Jack", C: "Knight", Q: "Queen", K: "King" },
  fr: { 1: "As", J: "Valet", C: "Cavalier", Q: "Dame", K: "Roi" },
  de: { 1: "Ass", 2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun",
    10: "Zehn", J: "Bube", C: "Reiter", Q: "Dame", K: "König" },
};

export function pickLanguage(preferred) {
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base in TEXTS) return base;
  }
  return "en";
}

// Where Zwanzigerrufen's players say it otherwise (docs/glossary.md).
const ZWANZIGERRUFEN_TEXTS = {
  de: { auction: "Lizitieren" },
};

// French Tarot's calls and declarations as players name them (docs/glossary.md: petite, garde, garde sans,
// garde contre, chelem, poignée, misère); a call or a type not named here shows as the record writes it.
const FRENCH_TAROT_CALLS = {
  en: { pass: "pass", petite: "petite", prise: "prise", pousse: "pousse", garde: "garde", garde_sans: "garde sans",
    garde_contre: "garde contre", chelem: "chelem" },
  fr: { pass: "passe", petite: "petite", prise: "prise", pousse: "pousse", garde: "garde", garde_sans: "garde sans",
    garde_contre: "garde contre", chelem: "chelem" },
  de: { pass: "passe", petite: "Petite", prise: "Prise", pousse: "Pousse", garde: "Garde", garde_sans: "Garde ohne",
    garde_contre: "Garde gegen", chelem: "Schlemm" },
};
// Zwanzigerrufen's calls in its players' words, as the glossary spells them (Rufer, Solo, Valat, Kontra, Re,
// Subkontra: never "Sub" alone); a doubling of an item ("kontra:pagat") is named with its item: Kontra (Pagat).
const ZWANZIGERRUFEN_CALLS = {
  en: { pass: "pass", rufer: "Rufer", farbensolo: "Farbensolo", solo: "Solo", absolut: "Absolut", pagat: "Pagat",
    valat: "Valat", kontra: "Kontra", re: "Re", sub: "Subkontra", mordsub: "Mordsubkontra" },
  fr: { pass: "passe", rufer: "Rufer", farbensolo: "Farbensolo", solo: "Solo", absolut: "Absolut", pagat: "Pagat",
    valat: "Valat", kontra: "Kontra", re: "Re", sub: "Subkontra", mordsub: "Mordsubkontra" },
  de: { pass: "passe", rufer: "Rufer", farbensolo: "Farbensolo", solo: "Solo", absolut: "Absolut", pagat: "Pagat",
    valat: "Valat", kontra: "Kontra", re: "Re", sub: "Subkontra", mordsub: "Mordsubkontra" },
};

const DECLARATIONS = {
  en: { poignee: "poignée", chelem: "chelem", petit_chelem: "petit chelem", misere: "misère", trumps: "without trumps",
    faces: "without face cards" },
  fr: { poignee: "poignée", chelem: "chelem", petit_chelem: "petit chelem", misere: "misère", trumps: "blanc d'atout",
    faces: "blanc d'habillé" },
  de: { poignee: "Poignée", chelem: "Schlemm", petit_chelem: "kleiner Schlemm", misere: "Misère", trumps: "ohne Trumpf",
    faces: "ohne Figuren" },
};

// The incidents of a record's `events` (docs/french-arbitration.md), the taker's choice after a lead out of
// turn, and a poignée's size, in the words of the Code d'arbitrage and docs/glossary.md.
const EVENT_WORDS = {
  en: { card_exposed: "exposed card", revoke_corrected: "revoke taken back", out_of_turn: "lead out of turn",
    claim: "claims the rest", ecart_corrected: "écart corrected", dog_seen: "dog seen", hand_dropped: "hand seen",
    poignee_shown: "poignée shown", accept: "accepted", same_suit: "same suit required",
    other_suit: "suit forbidden", simple: "single", double: "double", triple: "triple" },
  fr: { card_exposed: "carte exposée", revoke_corrected: "renonce corrigée", out_of_turn: "entame hors de son tour",
    claim: "revendique le reste", ecart_corrected: "écart corrigé", dog_seen: "chien vu", hand_dropped: "main vue",
    poignee_shown: "poignée montrée", accept: "acceptée", same_suit: "même couleur exigée",
    other_suit: "couleur interdite", simple: "simple", double: "double", triple: "triple" },
  de: { card_exposed: "aufgedeckte Karte", revoke_corrected: "Farbverleugnung zurückgenommen",
    out_of_turn: "Ausspiel außer der Reihe", claim: "beansprucht den Rest", ecart_corrected: "Ablage korrigiert",
    dog_seen: "Hund angesehen", hand_dropped: "Blatt gesehen", poignee_shown: "Poignée gezeigt",
    accept: "angenommen", same_suit: "gleiche Farbe verlangt", other_suit: "Farbe verboten", simple: "einfach",
    double: "doppelt", triple: "dreifach" },
};

// An event's type, a lead's choice or a poignée's size; a word not named here shows as the record writes it.
export function eventWord(word, language) {
  const names = EVENT_WORDS[language] ?? EVENT_WORDS.en;
  return Object.hasOwn(names, word) ? names[word] : String(word);
}

export function callName(call, language, ruleset = "french-tarot") {
  if (ruleset === "zwanzigerrufen") {
    const names = ZWANZIGERRUFEN_CALLS[language] ?? ZWANZIGERRUFEN_CALLS.en;
    const [first, item, ...more] = String(call).split(":");
    if (more.length || !Object.hasOwn(names, first)) return String(call);
    if (item === undefined) return names[first];
    return Object.hasOwn(names, item) ? `${names[first]} (${names[item]})` : String(call);
  }
  const names = FRENCH_TAROT_CALLS[language] ?? FRENCH_TAROT_CALLS.en;
  return Object.hasOwn(names, call) ? names[call] : String(call);
}

// A declaration's type, or a misère's kind.
export function declarationName(word, language) {
  const names = DECLARATIONS[language] ?? DECLARATIONS.en;
  return Object.hasOwn(names, word) ? names[word] : String(word);
}

// ``rulesetOf`` tells the rule set of the record shown when a text is asked for: the two games do not
// share every word.
export function translator(language, rulesetOf = () => "french-tarot") {
  const table = TEXTS[language] ?? TEXTS.en;
  return (key, ...args) => {
    const own = rulesetOf() === "zwanzigerrufen" ? ZWANZIGERRUFEN_TEXTS[language]?.[key] : undefined;
    const text = own ?? table[key] ?? TEXTS.en[key] ?? key;
    return text.replace(/\{(\d)\}/g, (_, index) => String(args[Number(index)]));
  };
}

// Zwanzigerrufen's tarocks are written in Roman numerals.
const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
  "XVI", "XVII", "XVIII", "XIX", "XX", "XXI"];

// The trumps and the Excuse as players name them in each game (docs/glossary.md), without the article, as
// the suits' cards are named ("Roi de pique").
function trumpName(code, language, ruleset) {
  const number = code === "EX" ? 0 : Number(code.slice(0, -1));
  if (ruleset === "zwanzigerrufen") {
    if (code === "EX") return "Sküs";
    if (number === 1) return "Pagat";
    if (number === 21) return "Mond";
    const roman = ROMAN[number] ?? String(number);
    return { en: `tarock ${roman}`, fr: `tarock ${roman}`, de: `Tarock ${roman}` }[language];
  }
  if (code === "EX") return "Excuse";
  if (number === 1) return "Petit";
  return { en: `trump ${number}`, fr: `${number} d'atout`, de: `Trumpf ${number}` }[language];
}

// A card's name for screen readers and tooltips, in the page's language and the words of the record's game.
export function cardName(spelling, language, ruleset = "french-tarot") {
  const code = String(spelling).toUpperCase();
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  if (code === "EX" || (suit === "T" && /^[0-9]+$/.test(rank))) return trumpName(code, language, ruleset) ?? code;
  if (!(suit in SUIT_NAMES.en)) return String(code);
  const ranks = RANK_NAMES[language];
  const suits = SUIT_NAMES[language];
  const rankName = ranks[rank] ?? rank;
  if (language === "fr") return `${rankName} de ${suits[suit]}`;
  if (language === "de") return `${suits[suit]}-${rankName}`;
  return `${rankName} of ${suits[suit]}`;
}

// A card as players write it on a score sheet, short: the rank's initial in the language and the suit's sign
// (R♠ in French, K♠ in English and German), a trump's number (Roman numerals for Zwanzigerrufen's tarocks),
// the Excuse or the Sküs.
const RANK_INITIALS = {
  en: { J: "J", C: "C", Q: "Q", K: "K" },
  fr: { J: "V", C: "C", Q: "D", K: "R" },
  de: { J: "B", C: "R", Q: "D", K: "K" },
};
const SUIT_SIGNS = { S: "♠", H: "♥", D: "♦", C: "♣" };

export function cardShort(spelling, language, ruleset = "french-tarot") {
  const code = String(spelling).toUpperCase();
  if (code === "EX") return ruleset === "zwanzigerrufen" ? "Sküs" : "Excuse";
  const suit = code.slice(-1);
  const rank = code.slice(0, -1);
  if (suit === "T" && /^[0-9]+$/.test(rank)) return ruleset === "zwanzigerrufen" ? (ROMAN[Number(rank)] ?? code) : rank;
  if (!(suit in SUIT_SIGNS)) return code;
  const initials = RANK_INITIALS[language] ?? RANK_INITIALS.en;
  return `${initials[rank] ?? rank}${SUIT_SIGNS[suit]}`;
}

// A card's name inside a list or a sentence: a suit card's rank in lower case ("roi de carreau", "king of
// spades"), as the glossary writes cards in messages; the trumps' and the Excuse's names as they are.
export function cardNameInText(spelling, language, ruleset = "french-tarot") {
  const name = cardName(spelling, language, ruleset);
  const suitCard = /^(?:[1-9]|10|[JCQK])[SHDC]$/.test(String(spelling).toUpperCase());
  return suitCard && language !== "de" ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}

// The names of the verdict's fields (result, score, ruling) in people's words, the same fields in each
// language (tests/desk/test_desk_words.py); a field the API adds later shows with its words spaced out
// until it is named here.
const FIELDS = {
  en: {
    attack: "attack", attack_points: "attack's points", defence_points: "defence's points", oudlers: "oudlers",
    target: "points needed", made: "contract", margin: "margin", multiplier: "multiplier",
    petit_au_bout: "petit au bout", poignees: "poignées", chelem: "chelem", per_defender: "per defender",
    game: "contract's value", petit_chelem: "petit chelem", miseres: "misères", deltas: "each seat's points",
    outcome: "outcome", counts_as_played: "counts as played", reason: "reason", faults: "faults",
    adjustments: "adjustments", sanctions: "sanctions", penalties: "penalty points",
    played_out: "tricks the referee had played", needs_referee: "left to a referee", policies: "referee's choices",
    omitted: "not listed", raw_result: "result as played", result: "result", score: "score", kind: "what",
    trick: "trick", cards: "cards", card: "card", from: "taken from", to: "given to", points: "points",
    seat: "seat", side: "side", rule: "rule", message: "message", effect: "effect", applied: "applied",
    leader: "leader", winner: "winner", declarers: "declarers", opponents: "opponents",
    declarer_points: "declarers' points", opponent_points: "opponents' points", declarer_tricks: "declarers' tricks",
    lines: "lines", value: "value", item: "game or premium", owner: "side", announced: "announced",
    level: "doubling", base: "base value",
  },
  fr: {
    attack: "attaque", attack_points: "points de l'attaque", defence_points: "points de la défense", oudlers: "bouts",
    target: "points à faire", made: "contrat", margin: "différence", multiplier: "multiplicateur",
    petit_au_bout: "petit au bout", poignees: "poignées", chelem: "chelem", per_defender: "par défenseur",
    game: "valeur du contrat", petit_chelem: "petit chelem", miseres: "misères", deltas: "points de chaque joueur",
    outcome: "issue", counts_as_played: "compte comme jouée", reason: "motif", faults: "fautes",
    adjustments: "corrections", sanctions: "sanctions", penalties: "points de pénalité",
    played_out: "plis joués sur ordre de l'arbitre", needs_referee: "à soumettre à l'arbitre",
    policies: "choix de l'arbitre", omitted: "non listés", raw_result: "résultat tel que joué", result: "résultat",
    score: "marque", kind: "nature", trick: "pli", cards: "cartes", card: "carte", from: "pris à", to: "donné à",
    points: "points", seat: "joueur", side: "camp", rule: "règle", message: "texte", effect: "effet",
    applied: "appliquée", leader: "entame", winner: "gagnant", declarers: "camp du déclarant",
    opponents: "adversaires", declarer_points: "points du camp du déclarant", opponent_points: "points des adversaires",
    declarer_tricks: "plis du camp du déclarant", lines: "détail de la marque", value: "valeur",
    item: "jeu ou prime", owner: "camp", announced: "annoncé", level: "doublement", base: "valeur de base",
  },
  de: {
    attack: "Angreifer", attack_points: "Punkte der Angreifer", defence_points: "Punkte der Verteidiger",
    oudlers: "Oudler", target: "nötige Punkte", made: "Spiel", margin: "Differenz", multiplier: "Multiplikator",
    petit_au_bout: "Petit au bout", poignees: "Poignées", chelem: "Schlemm", per_defender: "je Verteidiger",
    game: "Spielwert", petit_chelem: "kleiner Schlemm", miseres: "Misères", deltas: "Punkte je Spieler",
    outcome: "Ausgang", counts_as_played: "gilt als gespielt", reason: "Begründung", faults: "Fehler",
    adjustments: "Korrekturen", sanctions: "Strafen", penalties: "Strafpunkte",
    played_out: "vom Schiedsrichter ausgespielte Stiche", needs_referee: "dem Schiedsrichter vorzulegen",
    policies: "Wahl des Schiedsrichters", omitted: "nicht aufgeführt", raw_result: "Ergebnis wie gespielt",
    result: "Ergebnis", score: "Wertung", kind: "Art", trick: "Stich", cards: "Karten", card: "Karte",
    from: "genommen von", to: "gegeben an", points: "Punkte", seat: "Spieler", side: "Seite", rule: "Regel",
    message: "Text", effect: "Wirkung", applied: "angewendet", leader: "Ausspiel", winner: "Stichgewinner",
    declarers: "Spielerpartei", opponents: "Gegenspieler", declarer_points: "Punkte der Spielerpartei",
    opponent_points: "Punkte der Gegenspieler", declarer_tricks: "Stiche der Spielerpartei", lines: "Abrechnung",
    value: "Wert", item: "Spiel oder Prämie", owner: "Partei", announced: "angesagt", level: "Kontrastufe",
    base: "Grundwert",
  },
};
// Zwanzigerrufen's `made` says whether a game or a premium was won, not a contract.
const ZWANZIGERRUFEN_FIELDS = {
  en: { made: "result" },
  fr: { made: "résultat" },
  de: { made: "Ergebnis" },
};

export function fieldName(key, language, ruleset = "french-tarot") {
  const own = ruleset === "zwanzigerrufen" ? ZWANZIGERRUFEN_FIELDS[language]?.[key] : undefined;
  const names = FIELDS[language] ?? FIELDS.en;
  return own ?? (Object.hasOwn(names, key) ? names[key] : String(key).replace(/_/g, " "));
}

// The words for the values the verdict writes as codes, by the field that holds them: the ruling's outcome,
// an adjustment's or a sanction's kind, a side, Zwanzigerrufen's items and parties and doubling levels, the
// referee's choices (the options arbitration_*: docs/french-arbitration.md) and their values.
const VALUES = {
  en: {
    outcome: { scored: "scored", annulled: "annulled", referee: "left to a referee" },
    kind: {
      warning: "warning", discretionary_penalty: "penalty at the referee's discretion",
      trick_transferred: "trick given to the other side", card_transferred: "card given to the defence",
      trick_without_taker: "trick played without the taker", lone_trick_to_taker: "the taker's lone last card",
      petit_au_bout_withheld: "petit au bout not scored", poignee_not_counted: "poignée not counted",
      claim_played_out: "claim played out",
    },
    side: { attack: "the attack", defence: "the defence" },
    item: { game: "game", valat: "Valat", absolut: "Absolut", pagat: "Pagat", trull: "Trull",
      four_kings: "four kings", mondfang: "Mondfang" },
    owner: { declarers: "declarers", opponents: "opponents" },
    level: { 1: "plain", 2: "Kontra", 4: "Re", 8: "Subkontra", 16: "Mordsubkontra" },
    policy: {
      arbitration_illicit_points: "J1, what a revoke hands back",
      arbitration_winner_test: "J2, when to judge whether the offending side wins",
      arbitration_discretionary_penalty: "J3, the referee's optional 100 points",
      arbitration_important_exposure: "J4, when an exposed card is important",
      arbitration_ecart_content: "J8, a faulty écart's kings and oudlers",
      arbitration_taker_wrong_count: "J13, the attack dealt a wrong number of cards",
      arbitration_poignee_not_held: "J16, a poignée with a card not held",
    },
    choice: {
      revoke_trick: "the trick of the revoke", none: "nothing", after_return: "after the illicit points are returned",
      before_return: "on the cards as played", suggest: "suggested", apply: "applied",
      oudler_king_or_several: "an oudler, a king, or several cards at once", never: "never", always: "always",
      no_transfer: "stay with the taker", kings_and_oudlers_to_defence: "go to the defence",
      annul: "the deal is annulled", misdeal_rule: "ruled as a misdeal", refer: "left to a referee",
      unfixable: "an incomplete poignée that cannot be put right",
    },
  },
  fr: {
    outcome: { scored: "donne marquée", annulled: "donne annulée", referee: "donne renvoyée à l'arbitre" },
    kind: {
      warning: "avertissement", discretionary_penalty: "pénalité laissée à l'arbitre",
      trick_transferred: "pli rendu à l'autre camp", card_transferred: "carte donnée à la défense",
      trick_without_taker: "pli joué sans le preneur", lone_trick_to_taker: "dernière carte seule du preneur",
      petit_au_bout_withheld: "petit au bout non compté", poignee_not_counted: "poignée non comptée",
      claim_played_out: "revendication jouée jusqu'au bout",
    },
    side: { attack: "l'attaque", defence: "la défense" },
    item: { game: "jeu", valat: "Valat", absolut: "Absolut", pagat: "Pagat", trull: "Trull",
      four_kings: "quatre rois", mondfang: "Mondfang" },
    owner: { declarers: "camp du déclarant", opponents: "adversaires" },
    level: { 1: "simple", 2: "Kontra", 4: "Re", 8: "Subkontra", 16: "Mordsubkontra" },
    policy: {
      arbitration_illicit_points: "J1, ce que rend une renonce",
      arbitration_winner_test: "J2, quand juger si le camp fautif gagne",
      arbitration_discretionary_penalty: "J3, les 100 points laissés à l'arbitre",
      arbitration_important_exposure: "J4, quand une carte exposée est importante",
      arbitration_ecart_content: "J8, rois et bouts d'un écart fautif",
      arbitration_taker_wrong_count: "J13, l'attaque a reçu un mauvais nombre de cartes",
      arbitration_poignee_not_held: "J16, une poignée avec une carte absente de la main",
    },
    choice: {
      revoke_trick: "le pli de la renonce", none: "rien", after_return: "après restitution des points indus",
      before_return: "sur les cartes telles que jouées", suggest: "proposés", apply: "appliqués",
      oudler_king_or_several: "un bout, un roi, ou plusieurs cartes à la fois", never: "jamais", always: "toujours",
      no_transfer: "restent au preneur", kings_and_oudlers_to_defence: "vont à la défense",
      annul: "la donne est annulée", misdeal_rule: "jugée comme une maldonne", refer: "renvoyée à l'arbitre",
      unfixable: "poignée incomplète qu'on ne peut pas compléter",
    },
  },
  de: {
    outcome: { scored: "gewertet", annulled: "annulliert", referee: "dem Schiedsrichter vorgelegt" },
    kind: {
      warning: "Verwarnung", discretionary_penalty: "Strafe nach Ermessen des Schiedsrichters",
      trick_transferred: "Stich an die andere Seite", card_transferred: "Karte an die Verteidiger",
      trick_without_taker: "Stich ohne den Alleinspieler", lone_trick_to_taker: "letzte Karte des Alleinspielers allein",
      petit_au_bout_withheld: "Petit au bout nicht gewertet", poignee_not_counted: "Poignée nicht gewertet",
      claim_played_out: "beanspruchter Rest ausgespielt",
    },
    side: { attack: "die Angreifer", defence: "die Verteidiger" },
    item: { game: "Spiel", valat: "Valat", absolut: "Absolut", pagat: "Pagat", trull: "Trull",
      four_kings: "vier Könige", mondfang: "Mondfang" },
    owner: { declarers: "Spielerpartei", opponents: "Gegenspieler" },
    level: { 1: "einfach", 2: "Kontra", 4: "Re", 8: "Subkontra", 16: "Mordsubkontra" },
    policy: {
      arbitration_illicit_points: "J1, was eine Farbverleugnung zurückgibt",
      arbitration_winner_test: "J2, wann beurteilt wird, ob die schuldige Seite gewinnt",
      arbitration_discretionary_penalty: "J3, die 100 Punkte nach Ermessen",
      arbitration_important_exposure: "J4, wann eine aufgedeckte Karte wichtig ist",
      arbitration_ecart_content: "J8, Könige und Oudler einer fehlerhaften Ablage",
      arbitration_taker_wrong_count: "J13, falsche Kartenzahl bei den Angreifern",
      arbitration_poignee_not_held: "J16, eine Poignée mit einer Karte, die nicht im Blatt ist",
    },
    choice: {
      revoke_trick: "der Stich der Farbverleugnung", none: "nichts",
      after_return: "nach Rückgabe der unrechtmäßig gewonnenen Punkte", before_return: "an den Karten, wie gespielt",
      suggest: "vorgeschlagen", apply: "angewendet",
      oudler_king_or_several: "ein Oudler, ein König oder mehrere Karten auf einmal", never: "nie", always: "immer",
      no_transfer: "bleiben beim Alleinspieler", kings_and_oudlers_to_defence: "gehen an die Verteidiger",
      annul: "das Spiel wird annulliert", misdeal_rule: "wie ein Vergeben behandelt",
      refer: "dem Schiedsrichter vorgelegt", unfixable: "unvollständige Poignée, die nicht zu korrigieren ist",
    },
  },
};
// The fields whose values are a side, and the table of words each other field's values are in.
const VALUE_TABLES = { from: "side", to: "side", side: "side", outcome: "outcome", kind: "kind", item: "item",
  owner: "owner", level: "level" };

// The word for the code ``value`` of the verdict's field ``field`` (a referee's choice: field "policy" for
// the option's name, "choice" for its value), or null where the value is no code the page names.
export function valueWord(field, value, language) {
  const table = VALUE_TABLES[field] ?? field;
  const words = (VALUES[language] ?? VALUES.en)[table];
  if (!words || (typeof value !== "string" && typeof value !== "number")) return null;
  return Object.hasOwn(words, value) ? words[value] : null;
}

// A number as the language writes it (7.5, 7,5); ``signed``: with its sign, + too (a seat's points).
export function formatNumber(value, language, { signed = false } = {}) {
  if (typeof value !== "number") return String(value);
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, signDisplay: signed ? "exceptZero" : "auto" })
    .format(value);
}

// Every table of the page's words, by name and language, for the tests that hold the three languages to the
// same keys.
export function wordTables() {
  const tables = { texts: TEXTS, fields: FIELDS, calls: FRENCH_TAROT_CALLS, zwanzigerrufen_calls: ZWANZIGERRUFEN_CALLS,
    declarations: DECLARATIONS,
    events: EVENT_WORDS, suits: SUIT_NAMES };
  for (const name of Object.keys(VALUES.en)) {
    tables[`values.${name}`] = Object.fromEntries(Object.entries(VALUES).map(([language, all]) => [language, all[name]]));
  }
  return tables;
}

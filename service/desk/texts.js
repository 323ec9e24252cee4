// The page's own texts in French, English and German. The API's messages are shown as the API wrote
// them (the page asks for its language with Accept-Language).

export const LANGUAGES = { fr: "Français", en: "English", de: "Deutsch" };

const TEXTS = {
  en: {
    title: "Arbitration desk",
    subtitle: "See a hand, its faults and its score; change it and see the verdict change.",
    language: "Language",
    api_docs: "API documentation",
    open: "Open a hand",
    record_label: "Hand record (JSON)",
    judge: "Judge",
    open_file: "Open a .json or .jsonl file",
    line: "Line",
    of_lines: "of {0}",
    random_deal: "Deal at random",
    copy_link: "Link to this hand",
    link_ready: "The address now carries the hand: copy it from the address bar.",
    not_json: "This is not JSON: {0}",
    not_a_record: "This line is not a hand record (a verdict or an error of the bulk command?): open its input file.",
    file_unreadable: "The file could not be read.",
    verdict: "Verdict",
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
    dog: "Dog",
    discard: "Écart",
    discard_hint: "card codes separated by spaces",
    auction: "Auction",
    declarations: "Declarations",
    options: "Options (house rules)",
    option_notes: "Options that change nothing here",
    tricks: "Tricks",
    trick_n: "Trick {0}",
    leader: "leader: seat {0}",
    winner: "winner: seat {0}",
    previous: "Previous card",
    next: "Next card",
    start: "Start",
    end: "End",
    position: "{0} of {1} cards played",
    to_play: "Seat {0} to play",
    hand_over: "All cards played",
    play_hint: "Click a lit card of the seat to play to add it to the tricks.",
    edit_card: "Trick {0}, card {1} ({2})",
    replace_with: "Replace with",
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
    status_all_passed: "every seat passed",
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
    announced_by: "announced by seat {0}, for {1}",
    called_in_auction: "called in the auction by seat {0}, for {1}",
    side_attack: "the attack",
    for_side: "for {0}",
    side_defence: "the defence",
  },
  fr: {
    title: "Table d'arbitrage",
    subtitle: "Voir une donne, ses fautes et sa marque ; la modifier et voir le verdict changer.",
    language: "Langue",
    api_docs: "Documentation de l'API",
    open: "Ouvrir une donne",
    record_label: "Donne (JSON)",
    judge: "Juger",
    open_file: "Ouvrir un fichier .json ou .jsonl",
    line: "Ligne",
    of_lines: "sur {0}",
    random_deal: "Distribuer au hasard",
    copy_link: "Lien vers cette donne",
    link_ready: "L'adresse porte maintenant la donne : copiez-la depuis la barre d'adresse.",
    not_json: "Ce n'est pas du JSON : {0}",
    not_a_record: "Cette ligne n'est pas une donne (un verdict ou une erreur de la commande en lot ?) : ouvrez son fichier d'entrée.",
    file_unreadable: "Le fichier n'a pas pu être lu.",
    verdict: "Verdict",
    legal: "Tout était régulier.",
    illegal: "{0} règle(s) enfreinte(s).",
    status: "État",
    rejected: "L'API n'a pas pu lire cette donne ({0}) :",
    unreachable: "L'API n'a pas répondu : {0}",
    table: "La table",
    seat: "Place {0}",
    dealer: "donneur",
    taker: "preneur",
    partner: "partenaire",
    contract: "Contrat",
    called_card: "Carte appelée",
    none: "aucune",
    dog: "Chien",
    discard: "Écart",
    discard_hint: "codes des cartes séparés par des espaces",
    auction: "Enchères",
    declarations: "Annonces",
    options: "Options (règles maison)",
    option_notes: "Options sans effet ici",
    tricks: "Plis",
    trick_n: "Pli {0}",
    leader: "entame : place {0}",
    winner: "gagnant : place {0}",
    previous: "Carte précédente",
    next: "Carte suivante",
    start: "Début",
    end: "Fin",
    position: "{0} cartes jouées sur {1}",
    to_play: "À la place {0} de jouer",
    hand_over: "Toutes les cartes sont jouées",
    play_hint: "Cliquez une carte éclairée du joueur dont c'est le tour pour l'ajouter aux plis.",
    edit_card: "Pli {0}, carte {1} ({2})",
    replace_with: "Remplacer par",
    move_earlier: "Avancer",
    move_later: "Reculer",
    remove: "Retirer",
    close: "Fermer",
    fault: "Faute",
    rule: "Règle",
    result: "Résultat",
    score: "Marque",
    ruling: "Décision (arbitrage FFT)",
    deltas: "Points de chaque place",
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
    piles: "Piles",
    pile_n: "Pile {0}",
    face_down: "{0} carte(s) face cachée",
    pile_empty: "vide",
    pile_turns_up: "sa carte suivante se retourne après le pli",
    from_pile: "{0}, depuis la pile {1}",
    at_card_0: "avant l'entame",
    at_card_n: "après {0} cartes jouées",
    events: "Incidents",
    not_in_order: "pas dans l'ordre",
    chelem: "Chelem",
    announced_by: "annoncé par la place {0}, pour {1}",
    called_in_auction: "demandé aux enchères par la place {0}, pour {1}",
    side_attack: "l'attaque",
    for_side: "pour {0}",
    side_defence: "la défense",
  },
  de: {
    title: "Schiedsrichtertisch",
    subtitle: "Ein Spiel, seine Fehler und seine Wertung sehen; es ändern und das Urteil neu sehen.",
    language: "Sprache",
    api_docs: "API-Dokumentation",
    open: "Ein Spiel öffnen",
    record_label: "Spielprotokoll (JSON)",
    judge: "Beurteilen",
    open_file: "Eine .json- oder .jsonl-Datei öffnen",
    line: "Zeile",
    of_lines: "von {0}",
    random_deal: "Zufällig geben",
    copy_link: "Link zu diesem Spiel",
    link_ready: "Die Adresse enthält jetzt das Spiel: kopieren Sie sie aus der Adresszeile.",
    not_json: "Das ist kein JSON: {0}",
    not_a_record: "Diese Zeile ist kein Spielprotokoll (ein Urteil oder ein Fehler des Stapelbefehls?): öffnen Sie die Eingabedatei.",
    file_unreadable: "Die Datei konnte nicht gelesen werden.",
    verdict: "Urteil",
    legal: "Alles war regelgerecht.",
    illegal: "{0} Regel(n) verletzt.",
    status: "Stand",
    rejected: "Die API konnte dieses Protokoll nicht lesen ({0}):",
    unreachable: "Die API hat nicht geantwortet: {0}",
    table: "Der Tisch",
    seat: "Platz {0}",
    dealer: "Geber",
    taker: "Alleinspieler",
    partner: "Partner",
    contract: "Spiel",
    called_card: "Gerufene Karte",
    none: "keine",
    dog: "Hund",
    discard: "Ablage",
    discard_hint: "Kartencodes, durch Leerzeichen getrennt",
    auction: "Reizung",
    declarations: "Ansagen",
    options: "Optionen (Hausregeln)",
    option_notes: "Optionen ohne Wirkung hier",
    tricks: "Stiche",
    trick_n: "Stich {0}",
    leader: "Ausspiel: Platz {0}",
    winner: "Gewinner: Platz {0}",
    previous: "Vorige Karte",
    next: "Nächste Karte",
    start: "Anfang",
    end: "Ende",
    position: "{0} von {1} Karten gespielt",
    to_play: "Platz {0} ist am Zug",
    hand_over: "Alle Karten gespielt",
    play_hint: "Klicken Sie eine hervorgehobene Karte des Spielers am Zug, um sie den Stichen hinzuzufügen.",
    edit_card: "Stich {0}, Karte {1} ({2})",
    replace_with: "Ersetzen durch",
    move_earlier: "Nach vorn",
    move_later: "Nach hinten",
    remove: "Entfernen",
    close: "Schließen",
    fault: "Fehler",
    rule: "Regel",
    result: "Ergebnis",
    score: "Wertung",
    ruling: "Entscheidung (FFT-Schiedsordnung)",
    deltas: "Punkte je Platz",
    made: "gewonnen",
    failed: "verloren",
    yes: "ja",
    no: "nein",
    legal_card: "spielbar",
    keyboard: "Tasten: ← und → gehen Karte für Karte.",
    status_complete: "beendet (alle Stiche gespielt)",
    status_in_progress: "laufend (das Protokoll endet früher)",
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
    not_in_order: "nicht geordnet",
    chelem: "Schlemm",
    announced_by: "angesagt von Platz {0}, für {1}",
    called_in_auction: "in der Reizung geboten von Platz {0}, für {1}",
    side_attack: "die Angreifer",
    for_side: "für {0}",
    side_defence: "die Gegenpartei",
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
// Zwanzigerrufen's calls are shown as written: they are already its players' words (rufer, solo, valat).
const FRENCH_TAROT_CALLS = {
  en: { pass: "pass", petite: "petite", prise: "prise", pousse: "pousse", garde: "garde", garde_sans: "garde sans",
    garde_contre: "garde contre", chelem: "chelem" },
  fr: { pass: "passe", petite: "petite", prise: "prise", pousse: "pousse", garde: "garde", garde_sans: "garde sans",
    garde_contre: "garde contre", chelem: "chelem" },
  de: { pass: "passe", petite: "Petite", prise: "Prise", pousse: "Pousse", garde: "Garde", garde_sans: "Garde ohne",
    garde_contre: "Garde gegen", chelem: "Schlemm" },
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
  fr: { card_exposed: "carte exposée", revoke_corrected: "renonce reprise", out_of_turn: "entame hors de son tour",
    claim: "revendique le reste", ecart_corrected: "écart corrigé", dog_seen: "chien vu", hand_dropped: "main vue",
    poignee_shown: "poignée montrée", accept: "acceptée", same_suit: "même couleur exigée",
    other_suit: "couleur interdite", simple: "simple", double: "double", triple: "triple" },
  de: { card_exposed: "aufgedeckte Karte", revoke_corrected: "Renonce zurückgenommen",
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
  const names = FRENCH_TAROT_CALLS[language] ?? FRENCH_TAROT_CALLS.en;
  return ruleset !== "zwanzigerrufen" && Object.hasOwn(names, call) ? names[call] : String(call);
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

// The names of the verdict's fields (result, score, ruling) on the page; a field not named here shows
// as the API names it.
const FIELDS = {
  fr: {
    attack: "attaque", attack_points: "points de l'attaque", defence_points: "points de la défense",
    oudlers: "bouts", target: "points à faire", made: "contrat", margin: "écart au contrat",
    multiplier: "multiplicateur", petit_au_bout: "petit au bout", poignees: "poignées", chelem: "chelem",
    per_defender: "par défenseur", game: "base du contrat", petit_chelem: "petit chelem", miseres: "misères",
    outcome: "issue", counts_as_played: "compte comme jouée", reason: "motif", adjustments: "ajustements",
    sanctions: "sanctions", declarers: "déclarants", opponents: "adversaires", declarer_points: "points des déclarants",
    opponent_points: "points des adversaires", declarer_tricks: "plis des déclarants", lines: "lignes", value: "valeur",
    message: "message", rule: "règle", kind: "nature", points: "points", seat: "place", trick: "pli", cards: "cartes",
  },
  de: {
    attack: "Spielerpartei", attack_points: "Punkte der Spielerpartei", defence_points: "Punkte der Gegner",
    oudlers: "Trull-Karten", target: "nötige Punkte", made: "Spiel", margin: "Abstand",
    multiplier: "Multiplikator", petit_au_bout: "Pagat ultimo", poignees: "Handvoll", chelem: "Schlemm",
    per_defender: "je Gegner", game: "Grundwert", petit_chelem: "kleiner Schlemm", miseres: "Misèren",
    outcome: "Ausgang", counts_as_played: "gilt als gespielt", reason: "Begründung", adjustments: "Korrekturen",
    sanctions: "Strafen", declarers: "Spieler", opponents: "Gegner", declarer_points: "Punkte der Spieler",
    opponent_points: "Punkte der Gegner", declarer_tricks: "Stiche der Spieler", lines: "Posten", value: "Wert",
    message: "Meldung", rule: "Regel", kind: "Art", points: "Punkte", seat: "Platz", trick: "Stich", cards: "Karten",
  },
  en: {
    margin: "margin", per_defender: "per defender", petit_au_bout: "petit au bout", counts_as_played: "counts as played",
  },
};

export function fieldName(key, language) {
  return FIELDS[language]?.[key] ?? FIELDS.en[key] ?? key.replace(/_/g, " ");
}

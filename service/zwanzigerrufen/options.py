"""Named rule options of the Zwanzigerrufen rule set, as data: the flags of spec §11, defaults from the seed.

Each option changes exactly one rule. ``rules.zwanzigerrufen_rules`` turns the chosen values into the
fields of the rule set, so no phase ever reads an option by name.
"""

from __future__ import annotations

from ..core.options import OptionSpec

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "direction",
        "enum",
        ("clockwise", "anticlockwise"),
        "clockwise",
        "Order of play relative to the seat numbers: 'clockwise' plays seat s+1 after seat s (the contract's "
        "seat order); 'anticlockwise' plays seat s-1 after seat s, for tables numbered the other way (S3).",
    ),
    OptionSpec(
        "redeal_single_tarock",
        "enum",
        ("any", "trull_only"),
        "any",
        "Redeal when a hand has no tarock or exactly one tarock of any kind (webtarock.at's rules), or only when "
        "that single tarock is a Trull piece (S6, S7).",
    ),
    OptionSpec(
        "redeal_four_glatzen",
        "boolean",
        (True, False),
        True,
        "Redeal when one hand holds all four Glatzen (10S, 10C, 1H, 1D), as webtarock.at's rules have it.",
    ),
    OptionSpec(
        "commitment_resets_on_new_game",
        "boolean",
        (False, True),
        False,
        "Whether a higher game reopens bidding for players who had passed or made an addition (webtarock.at's "
        "rules: no, once committed a player can never bid a game).",
    ),
    OptionSpec(
        "opp_absolut_requires_kontra",
        "boolean",
        (True, False),
        True,
        "The opponents may announce Absolut only after the game has been contra'd (webtarock.at's rules, whose "
        "French translation says 'commencé concrètement', read as 'kontriert').",
    ),
    OptionSpec(
        "trull_must_kontra",
        "boolean",
        (True, False),
        True,
        "In a Rufer, an opponent holding Pagat, Mond and Sküs must Kontra the game (unless it is contra'd "
        "already or a Valat was announced).",
    ),
    OptionSpec(
        "silent_absolut_with_announcement",
        "boolean",
        (False, True),
        False,
        "Whether the side that did not announce Absolut may still score a silent Absolut when the other side "
        "announced one (webtarock.at's rules: an announced Absolut suppresses silent Absolut for both sides).",
    ),
    OptionSpec(
        "absolut_in_solos",
        "boolean",
        (True, False),
        True,
        "Whether Absolut (silent 2, announced 4) exists in Solo and Farbensolo (webtarock.at's rules: yes; S5: "
        "no).",
    ),
    OptionSpec(
        "max_double_level",
        "enum",
        (8, 16),
        8,
        "The top rung of the doubling ladder: 8 (Kontra, Re, Subkontra) or 16 (a fourth rung, 'mordsub', made by "
        "the item's owners, as S7 has it).",
    ),
    OptionSpec(
        "pagat_lock_lifted_by_valat",
        "boolean",
        (True, False),
        True,
        "Whether an announced Valat frees the Pagat announcer from keeping 1T for the last trick.",
    ),
    OptionSpec(
        "sanity_filter",
        "boolean",
        (False,),
        False,
        "The online site's filter against senseless announcements; webtarock.at's rules do not define it, so it "
        "is always off.",
    ),
)

OPTIONS_BY_NAME: dict[str, OptionSpec] = {spec.name: spec for spec in OPTION_SPECS}

"""Petals cards as data: the 52 flowers, their suits, values and powers, the cells
a power reaches, and the card facts the rules and the words share.
"""

from __future__ import annotations

from ...core.i18n import N_, _, catalogue
from .contract import PetalsCard

SUITS = ("W", "T", "C", "G")
SUIT_NAMES = (N_("Wild Wonders"), N_("Tropical Treasures"), N_("Country Classics"), N_("Garden Greats"))
"""The suits' names (translated where read: ``_(SUIT_NAMES[s])``)."""
KINDS = ("add", "multiply", "negate", "reactivate", "zero", "switch")

ORTH = ((-1, 0), (1, 0), (0, 1), (0, -1))
DIAG = ((-1, 1), (1, 1), (-1, -1), (1, -1))
ABOVE3 = ((-1, 1), (0, 1), (1, 1))
BELOW3 = ((-1, -1), (0, -1), (1, -1))
BOTTOM_CORNERS = ((-1, -1), (1, -1))
LEFT, RIGHT, UP, DOWN = ((-1, 0),), ((1, 0),), ((0, 1),), ((0, -1),)

# name, suit, value, effect kind (None = plain), amount, targets (dx, dy; dy > 0 is up), text
# fmt: off
DECK: tuple[tuple[str, str, int, str | None, int | None, tuple[tuple[int, int], ...], str], ...] = (
    # Wild Wonders
    (N_("Clover"), "W", 1, "add", 2, ORTH,
     N_("Adds 2 to the cards directly left, right, above and below it.")),
    (N_("Daisy"), "W", 2, "reactivate", None, UP,
     N_("The effect of the card directly above it applies once more.")),
    (N_("Poppy"), "W", 3, "multiply", 2, UP,
     N_("Doubles the base value of the card directly above it.")),
    (N_("Buttercup"), "W", 4, "add", 2, LEFT + RIGHT,
     N_("Adds 2 to the cards directly left and right of it.")),
    (N_("Cornflower"), "W", 5, "add", 3, RIGHT,
     N_("Adds 3 to the card directly right of it.")),
    (N_("Violet"), "W", 6, "add", 1, LEFT,
     N_("Adds 1 to the card directly left of it.")),
    (N_("Foxglove"), "W", 7, "negate", None, UP + DOWN,
     N_("Negates the effects of the cards directly above and below it.")),
    (N_("Bluebell"), "W", 8, None, None, (), ""),
    (N_("Dandelion"), "W", 9, "zero", None, RIGHT,
     N_("Sets the base value of the card directly right of it to 0.")),
    (N_("Chicory"), "W", 10, None, None, (), ""),
    (N_("Yellow Coneflower"), "W", 11, None, None, (), ""),
    (N_("Goldenrod"), "W", 12, None, None, (), ""),
    (N_("Lupine"), "W", 13, None, None, (), ""),
    # Tropical Treasures
    (N_("Bougainvillea"), "T", 1, "add", 1, ORTH + DIAG,
     N_("Adds 1 to each of the eight cards around it.")),
    (N_("Frangipani"), "T", 2, "add", 3, BOTTOM_CORNERS,
     N_("Adds 3 to the cards bottom left and bottom right of it.")),
    (N_("Bird-of-Paradise"), "T", 3, "add", 2, DIAG,
     N_("Adds 2 to the four cards diagonally next to it.")),
    (N_("Hibiscus"), "T", 4, "multiply", 2, ((1, 1),),
     N_("Doubles the base value of the card top right of it.")),
    (N_("Passion Flower"), "T", 5, "reactivate", None, LEFT + RIGHT,
     N_("The effects of the cards directly left and right of it apply once more.")),
    (N_("Anthurium"), "T", 6, "add", 3, DOWN,
     N_("Adds 3 to the card directly below it.")),
    (N_("Heliconia"), "T", 7, None, None, (), ""),
    (N_("Protea"), "T", 8, None, None, (), ""),
    (N_("Torch Ginger"), "T", 9, None, None, (), ""),
    (N_("Lotus"), "T", 10, None, None, (), ""),
    (N_("Jasmine"), "T", 11, None, None, (), ""),
    (N_("Jade Vine"), "T", 12, "zero", None, LEFT,
     N_("Sets the base value of the card directly left of it to 0.")),
    (N_("Orchid"), "T", 13, None, None, (), ""),
    # Country Classics
    (N_("Marigold"), "C", 1, "multiply", 2, LEFT,
     N_("Doubles the base value of the card directly left of it.")),
    (N_("Sunflower"), "C", 2, "multiply", 2, ABOVE3,
     N_("Doubles the base value of the cards top left, directly above and top right of it.")),
    (N_("Cosmos"), "C", 3, "add", 2, LEFT + RIGHT + UP,
     N_("Adds 2 to the cards directly left, right and above it.")),
    (N_("Sweet Pea"), "C", 4, "reactivate", None, DOWN,
     N_("The effect of the card directly below it applies once more.")),
    (N_("Zinnia"), "C", 5, "add", 3, UP,
     N_("Adds 3 to the card directly above it.")),
    (N_("Lavender"), "C", 6, "add", 1, LEFT + RIGHT + DOWN,
     N_("Adds 1 to the cards directly left, right and below it.")),
    (N_("Carnation"), "C", 7, None, None, (), ""),
    (N_("Snapdragon"), "C", 8, None, None, (), ""),
    (N_("Dahlia"), "C", 9, None, None, (), ""),
    (N_("Aster"), "C", 10, None, None, (), ""),
    (N_("Delphinium"), "C", 11, None, None, (), ""),
    (N_("Bishop's Lace"), "C", 12, "zero", None, ((-1, -1),),
     N_("Sets the base value of the card down-left of it to 0.")),
    (N_("Hollyhock"), "C", 13, None, None, (), ""),
    # Garden Greats
    (N_("Pansy"), "G", 1, "multiply", 2, RIGHT,
     N_("Doubles the base value of the card directly right of it.")),
    (N_("Tulip"), "G", 2, "add", 2, BELOW3,
     N_("Adds 2 to the cards bottom left, directly below and bottom right of it.")),
    (N_("Geranium"), "G", 3, "reactivate", None, LEFT,
     N_("The effect of the card directly left of it applies once more.")),
    (N_("Hyacinth"), "G", 4, "add", 2, LEFT + RIGHT + DOWN,
     N_("Adds 2 to the cards directly left, right and below it.")),
    (N_("Daffodil"), "G", 5, "add", 2, ((-1, 1), (1, 1)),
     N_("Adds 2 to the cards top left and top right of it.")),
    (N_("Iris"), "G", 6, "add", 2, UP + DOWN,
     N_("Adds 2 to the cards directly above and below it.")),
    (N_("Camellia"), "G", 7, "switch", None, (),
     N_("At the end of the round, before scoring, may switch places with any flower "
        "in your bouquet, once.")),
    (N_("Chrysanthemum"), "G", 8, "negate", None, LEFT + RIGHT,
     N_("Negates the effects of the cards directly left and right of it.")),
    (N_("Peony"), "G", 9, None, None, (), ""),
    (N_("Hydrangea"), "G", 10, None, None, (), ""),
    (N_("Magnolia"), "G", 11, None, None, (), ""),
    (N_("Rose"), "G", 12, "zero", None, ((1, -1),),
     N_("Sets the base value of the card down-right of it to 0.")),
    (N_("Lilly"), "G", 13, "add", 1, ABOVE3,
     N_("Adds 1 to the cards top left, directly above and top right of it.")),
)
# fmt: on

NCARDS = len(DECK)
HAND = 9
CELLS = 9
EMPTY = -1
NAME = tuple(c[0] for c in DECK)
SUIT = tuple(SUITS.index(c[1]) for c in DECK)
VALUE = tuple(c[2] for c in DECK)
KIND = tuple(c[3] for c in DECK)
AMOUNT = tuple(c[4] or 0 for c in DECK)  # 0: the card adds and multiplies nothing
CAMELLIA = NAME.index("Camellia")


def card_id(name: str) -> int:
    """The id of the card called ``name`` (as in ``DECK``)."""
    return NAME.index(name)


def _targets(card: int, cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, 3)
    out = []
    for dx, dy in DECK[card][5]:
        r, c = row + dy, col + dx
        if 0 <= r < 3 and 0 <= c < 3:
            out.append(r * 3 + c)
    return tuple(out)


TARGETS = tuple(tuple(_targets(card, cell) for cell in range(CELLS)) for card in range(NCARDS))
"""TARGETS[card][cell]: the bouquet cells a card placed at ``cell`` affects."""

_CARD_JSON: tuple[PetalsCard, ...] = tuple(
    {
        "id": i,
        "name": c[0],
        "suit": c[1],
        "value": c[2],
        "effect": c[3],
        "amount": c[4],
        "targets": [list(t) for t in c[5]],
        "text": c[6],
        "icon": c[3],
    }
    for i, c in enumerate(DECK)
)


_IN_WORDS: dict[object, tuple[PetalsCard, ...]] = {}


def _in_words() -> tuple[PetalsCard, ...]:
    """Every card's JSON, its name and power in the language in use, made once per
    catalogue: a view holds the whole deck and every card of both bouquets, and
    translating them on each view was a fifth of its time."""
    found = _IN_WORDS.get(catalogue())
    if found is None:
        found = _IN_WORDS[catalogue()] = tuple(map(_translated, range(NCARDS)))
    return found


def _translated(card: int) -> PetalsCard:
    data = _CARD_JSON[card].copy()
    name, text = data["name"], data["text"]  # catalogue messages (N_ where the cards are listed)
    data["name"] = _(name)
    if text:
        data["text"] = _(text)
    return data


def card_json(card: int) -> PetalsCard:
    """One card as a JSON-able dict (a fresh copy), its name and power in the language in use."""
    data = _in_words()[card].copy()
    data["targets"] = [list(t) for t in DECK[card][5]]
    return data


def card_name(card: int) -> str:
    """A card's name in the language in use (``NAME`` holds the English, the cards' ids in words)."""
    return _(NAME[card])


def deck() -> list[PetalsCard]:
    """All 52 cards, JSON-able, in id order: the card gallery's data."""
    return [card_json(i) for i in range(NCARDS)]


def card_label(card: int) -> str:
    """A card as the log names it: "Clover (W 1)"."""
    # Translators: a card in the log: {card} its name, {suit} its suit's letter (W, T, C, G), {value} its value
    return _("{card} ({suit} {value})").format(
        card=card_name(card), suit=SUITS[SUIT[card]], value=VALUE[card]
    )


def trick_winner(lead: int, answer: int, trump: int) -> int:
    """0 if the lead card wins, 1 if the answer wins (``trump`` is a suit index)."""
    if SUIT[answer] == SUIT[lead]:
        return 1 if VALUE[answer] > VALUE[lead] else 0
    return 1 if SUIT[answer] == trump else 0

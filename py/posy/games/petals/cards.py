"""Petals cards as data: the 52 flowers, their suits, values and powers, the cells
a power reaches, and the card facts the rules and the words share.
"""

from __future__ import annotations

from .contract import PetalsCard

SUITS = ("W", "T", "C", "G")
SUIT_NAMES = ("Wild Wonders", "Tropical Treasures", "Country Classics", "Garden Greats")
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
    ("Clover", "W", 1, "add", 2, ORTH,
     "Adds 2 to the cards directly left, right, above and below it."),
    ("Daisy", "W", 2, "reactivate", None, UP,
     "The effect of the card directly above it applies once more."),
    ("Poppy", "W", 3, "multiply", 2, UP,
     "Doubles the base value of the card directly above it."),
    ("Buttercup", "W", 4, "add", 2, LEFT + RIGHT,
     "Adds 2 to the cards directly left and right of it."),
    ("Cornflower", "W", 5, "add", 3, RIGHT,
     "Adds 3 to the card directly right of it."),
    ("Violet", "W", 6, "add", 1, LEFT,
     "Adds 1 to the card directly left of it."),
    ("Foxglove", "W", 7, "negate", None, UP + DOWN,
     "Negates the effects of the cards directly above and below it."),
    ("Bluebell", "W", 8, None, None, (), ""),
    ("Dandelion", "W", 9, "zero", None, RIGHT,
     "Sets the base value of the card directly right of it to 0."),
    ("Chicory", "W", 10, None, None, (), ""),
    ("Yellow Coneflower", "W", 11, None, None, (), ""),
    ("Goldenrod", "W", 12, None, None, (), ""),
    ("Lupine", "W", 13, None, None, (), ""),
    # Tropical Treasures
    ("Bougainvillea", "T", 1, "add", 1, ORTH + DIAG,
     "Adds 1 to each of the eight cards around it."),
    ("Frangipani", "T", 2, "add", 3, BOTTOM_CORNERS,
     "Adds 3 to the cards bottom left and bottom right of it."),
    ("Bird-of-Paradise", "T", 3, "add", 2, DIAG,
     "Adds 2 to the four cards diagonally next to it."),
    ("Hibiscus", "T", 4, "multiply", 2, ((1, 1),),
     "Doubles the base value of the card top right of it."),
    ("Passion Flower", "T", 5, "reactivate", None, LEFT + RIGHT,
     "The effects of the cards directly left and right of it apply once more."),
    ("Anthurium", "T", 6, "add", 3, DOWN,
     "Adds 3 to the card directly below it."),
    ("Heliconia", "T", 7, None, None, (), ""),
    ("Protea", "T", 8, None, None, (), ""),
    ("Torch Ginger", "T", 9, None, None, (), ""),
    ("Lotus", "T", 10, None, None, (), ""),
    ("Jasmine", "T", 11, None, None, (), ""),
    ("Jade Vine", "T", 12, "zero", None, LEFT,
     "Sets the base value of the card directly left of it to 0."),
    ("Orchid", "T", 13, None, None, (), ""),
    # Country Classics
    ("Marigold", "C", 1, "multiply", 2, LEFT,
     "Doubles the base value of the card directly left of it."),
    ("Sunflower", "C", 2, "multiply", 2, ABOVE3,
     "Doubles the base value of the cards top left, directly above and top right of it."),
    ("Cosmos", "C", 3, "add", 2, LEFT + RIGHT + UP,
     "Adds 2 to the cards directly left, right and above it."),
    ("Sweet Pea", "C", 4, "reactivate", None, DOWN,
     "The effect of the card directly below it applies once more."),
    ("Zinnia", "C", 5, "add", 3, UP,
     "Adds 3 to the card directly above it."),
    ("Lavender", "C", 6, "add", 1, LEFT + RIGHT + DOWN,
     "Adds 1 to the cards directly left, right and below it."),
    ("Carnation", "C", 7, None, None, (), ""),
    ("Snapdragon", "C", 8, None, None, (), ""),
    ("Dahlia", "C", 9, None, None, (), ""),
    ("Aster", "C", 10, None, None, (), ""),
    ("Delphinium", "C", 11, None, None, (), ""),
    ("Bishop's Lace", "C", 12, "zero", None, ((-1, -1),),
     "Sets the base value of the card down-left of it to 0."),
    ("Hollyhock", "C", 13, None, None, (), ""),
    # Garden Greats
    ("Pansy", "G", 1, "multiply", 2, RIGHT,
     "Doubles the base value of the card directly right of it."),
    ("Tulip", "G", 2, "add", 2, BELOW3,
     "Adds 2 to the cards bottom left, directly below and bottom right of it."),
    ("Geranium", "G", 3, "reactivate", None, LEFT,
     "The effect of the card directly left of it applies once more."),
    ("Hyacinth", "G", 4, "add", 2, LEFT + RIGHT + DOWN,
     "Adds 2 to the cards directly left, right and below it."),
    ("Daffodil", "G", 5, "add", 2, ((-1, 1), (1, 1)),
     "Adds 2 to the cards top left and top right of it."),
    ("Iris", "G", 6, "add", 2, UP + DOWN,
     "Adds 2 to the cards directly above and below it."),
    ("Camellia", "G", 7, "switch", None, (),
     "At the end of the round, before scoring, may switch places with any flower "
     "in your bouquet, once."),
    ("Chrysanthemum", "G", 8, "negate", None, LEFT + RIGHT,
     "Negates the effects of the cards directly left and right of it."),
    ("Peony", "G", 9, None, None, (), ""),
    ("Hydrangea", "G", 10, None, None, (), ""),
    ("Magnolia", "G", 11, None, None, (), ""),
    ("Rose", "G", 12, "zero", None, ((1, -1),),
     "Sets the base value of the card down-right of it to 0."),
    ("Lilly", "G", 13, "add", 1, ABOVE3,
     "Adds 1 to the cards top left, directly above and top right of it."),
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


def card_json(card: int) -> PetalsCard:
    """One card as a JSON-able dict (a fresh copy)."""
    data = _CARD_JSON[card].copy()
    data["targets"] = [list(t) for t in DECK[card][5]]
    return data


def deck() -> list[PetalsCard]:
    """All 52 cards, JSON-able, in id order: the card gallery's data."""
    return [card_json(i) for i in range(NCARDS)]


def card_label(card: int) -> str:
    return f"{NAME[card]} ({SUITS[SUIT[card]]} {VALUE[card]})"


def trick_winner(lead: int, answer: int, trump: int) -> int:
    """0 if the lead card wins, 1 if the answer wins (``trump`` is a suit index)."""
    if SUIT[answer] == SUIT[lead]:
        return 1 if VALUE[answer] > VALUE[lead] else 0
    return 1 if SUIT[answer] == trump else 0

"""The game's state: one class, its position and rules in ``rules.py`` and one concern
in each of the other modules, joined by inheritance.
"""

from __future__ import annotations

from .records import FloriadoRecords
from .words import FloriadoWords


class FloriadoState(FloriadoWords, FloriadoRecords):
    """A Floriado position: the data and the rules are ``FloriadoRules``' (rules.py); what a player reads (words.py), the view and the save (records.py)
    add their methods as subclasses of it, one file a concern, so that each stays small."""

    __slots__ = ()

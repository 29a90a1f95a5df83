"""The game's state: one class, its position and rules in ``rules.py`` and one concern
in each of the other modules, joined by inheritance.
"""

from __future__ import annotations

from .records import PetalRecords
from .words import PetalWords


class PetalState(PetalWords, PetalRecords):
    """A Petal position: the data and the rules are ``PetalRules``' (rules.py); what a player reads (words.py), the view and the save (records.py)
    add their methods as subclasses of it, one file a concern, so that each stays small."""

    __slots__ = ()

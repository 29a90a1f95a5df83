"""The game's state: one class, its position and rules in ``rules.py`` and one concern
in each of the other modules, joined by inheritance.
"""

from __future__ import annotations

from .records import PetalsRecords
from .remote import PetalsRemote
from .search import PetalsSearch
from .words import PetalsWords


class PetalsState(PetalsWords, PetalsRecords, PetalsSearch, PetalsRemote):
    """A Petals position: the data and the rules are ``PetalsRules``' (rules.py); what a player reads (words.py), the view and the save (records.py), the computer's long hooks (search.py), the hooks of remote play (remote.py)
    add their methods as subclasses of it, one file a concern, so that each stays small."""

    __slots__ = ()

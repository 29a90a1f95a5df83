"""The game's state: one class, its position and rules in ``rules.py`` and one concern
in each of the other modules, joined by inheritance.
"""

from __future__ import annotations

from .records import PetalBattleRecords
from .search import PetalBattleSearch
from .words import PetalBattleWords


class PetalBattleState(PetalBattleWords, PetalBattleRecords, PetalBattleSearch):
    """A PetalBattle position: the data and the rules are ``PetalBattleRules``' (rules.py); what a player reads (words.py), the view and the save (records.py), the computer's long hooks (search.py)
    add their methods as subclasses of it, one file a concern, so that each stays small."""

    __slots__ = ()

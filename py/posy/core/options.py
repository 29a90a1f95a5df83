"""A game's lobby options: a switch or a choice among values, checked as it comes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .i18n import _
from .types import BadRecord, OptionInfo


@dataclass(frozen=True)
class Option:
    """One lobby option of a game: a switch (bool) or a choice among values. Its label
    and help are English, marked with ``N_`` where the game writes them (the lobby's
    catalogue; the page translates them), and translated here in a refusal."""

    name: str
    label: str
    default: bool | int | str
    choices: tuple[Any, ...] = ()
    help: str = ""

    def check(self, value: object) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                # Translators: {label} is an option's label in the lobby ("Open flowers")
                raise BadRecord(_("The option “{label}” must be on or off.").format(label=_(self.label)))
            return value
        if value not in self.choices or isinstance(value, bool):
            allowed = ", ".join(str(c) for c in self.choices)
            # Translators: {label} is an option's label in the lobby, {allowed} its values ("2, 3, 4")
            text = _("The option “{label}” must be one of: {allowed}.")
            raise BadRecord(text.format(label=_(self.label), allowed=allowed))
        return value

    def describe(self) -> OptionInfo:
        return {
            "name": self.name,
            "label": self.label,
            "default": self.default,
            "choices": list(self.choices),
            "help": self.help,
        }

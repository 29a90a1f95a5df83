"""A game's lobby options: a switch or a choice among values, checked as it comes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .types import BadRecord, OptionInfo


@dataclass(frozen=True)
class Option:
    """One lobby option of a game: a switch (bool) or a choice among values."""

    name: str
    label: str
    default: bool | int | str
    choices: tuple[Any, ...] = ()
    help: str = ""

    def check(self, value: object) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise BadRecord(f"The option “{self.label}” must be on or off.")
            return value
        if value not in self.choices or isinstance(value, bool):
            allowed = ", ".join(str(c) for c in self.choices)
            raise BadRecord(f"The option “{self.label}” must be one of: {allowed}.")
        return value

    def describe(self) -> OptionInfo:
        return {
            "name": self.name,
            "label": self.label,
            "default": self.default,
            "choices": list(self.choices),
            "help": self.help,
        }

"""Remote play: a device's knowledge, and chance made outside the state.

Between devices (posy.remote) no device may hold what its seats may not see,
and no device may know a draw before it is drawn. A device's engine state is
therefore *its knowledge*: the public moves, its own seats' secrets, and
UNKNOWN where another seat's hidden item stands; and the randomness a local
game takes from its seeded Rng during play is made jointly and put into the
state from outside. Games say how through optional ``remote_*`` methods on
their State; the functions below call them (a game without a hook has nothing
of that kind). Local games never call these, and behave exactly as before.
The computer player keeps calling ``determinize(viewer, rng)`` on such a state:
it samples every UNKNOWN from what the viewer knows, as it always did.
"""

from __future__ import annotations

from typing import Any, TypeVar

from .protocol import State
from .types import Move

S = TypeVar("S", bound=State[Any])

UNKNOWN = -1
"""An item (a card id) that this device does not know: another seat's hidden card."""


def hidden_pile(state: State[Any]) -> tuple[int, ...]:
    """The items ``state`` will draw face up during play, in the order it will draw
    them (Anthokyklos' Pattern deck); () for a game without such a pile. Remote play
    keeps the pile sorted and puts each draw on top just before the move that
    draws it, so the order is never known in advance."""
    hook = getattr(state, "remote_pile", None)
    return hook() if hook else ()


def with_pile(state: S, order: tuple[int, ...]) -> S:
    """``state`` with its hidden pile replaced by ``order`` (a permutation of it)."""
    if sorted(order) != sorted(hidden_pile(state)):
        raise ValueError("a pile order must hold exactly the pile's items")
    out: S = state.remote_with_pile(tuple(order))  # type: ignore[attr-defined]
    return out


def dealt(state: State[Any]) -> tuple[tuple[int, ...], int, int] | None:
    """When the move that made ``state`` dealt private hands (Petals' rounds): each
    seat's hand size, how many cards were turned face up and how many cards the deck
    holds (ids 0 to that number - 1); else None. Remote play replaces such a deal by
    one made with mental poker (:func:`with_deal`)."""
    hook = getattr(state, "remote_dealt", None)
    return hook() if hook else None


def with_deal(state: S, hands: list[tuple[int, ...] | None], faceup: tuple[int, ...]) -> S:
    """``state`` with the deal it just made replaced: ``hands[seat]`` is that seat's
    hand, or None when this device may not see it (then UNKNOWN cards stand in);
    ``faceup`` the cards turned face up."""
    out: S = state.remote_with_deal(hands, faceup)  # type: ignore[attr-defined]
    return out


def apply_known(state: S, move: Move) -> S:
    """The state after ``move`` (legal for its player, checked elsewhere), played by
    a seat some of whose items this state holds as UNKNOWN: the item the move shows
    (a card played) takes an UNKNOWN's place first. Without unknowns, ``play``."""
    hook = getattr(state, "remote_reveal", None)
    revealed = hook(move) if hook else None
    return state.play(move) if revealed is None else revealed.apply(move)

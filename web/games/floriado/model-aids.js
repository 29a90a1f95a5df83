// Floriado's aids for a beginner (no DOM): the dead ends (moves after which the mover
// could never move or pick again, from the engine's view) and when the board shows them,
// and the plain line for a player who plays on alone. Part of the model (model.js).
import { t } from "../../i18n.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("../../contract.js").FloriadoMove} Move */
/** @typedef {"no-move" | "no-pick"} DeadEnd why a move is a dead end (the engine's dead_end) */

/** A dead end in words, after a target's name: what the mark on the board means (English;
 * deadEndWords says it in the page's language). */
export const DEAD_END_WORDS = {
  "no-move": "dead end: you could not move after this",
  "no-pick": "dead end: you could not pick any more after this",
};

/** A dead end in words, in the page's language. @param {DeadEnd} why */
export const deadEndWords = (why) =>
  why === "no-move"
    // Translators: after a square's or a facing's name: what the ⊘ mark on the board means
    ? t("dead end: you could not move after this")
    // Translators: after a square's or a facing's name: what the ⊘ mark on the board means
    : t("dead end: you could not pick any more after this");

/**
 * Whether the board shows the aids a beginner gets: the dead ends. Against an Easy
 * computer (the tutorial's free play is against Easy too: posy.tutorial's `level`), and
 * while a hint is asked for (`state.hinting`); not against harder computers nor between
 * people, where spotting them is part of the game.
 * @param {Shown} state
 */
export const aids = (state) => state.hinting || (state.snap.record.computers ?? []).includes("easy");

/**
 * The dead ends of the player to decide, keyed "row,col" for a walk and "row,col,facing"
 * for a placement; empty without aids.
 * @param {Shown} state
 * @returns {Map<string, DeadEnd>}
 */
export function deadEnds(state) {
  /** @type {Map<string, DeadEnd>} */
  const map = new Map();
  if (!state.ctx.interactive || !aids(state)) return map;
  for (const d of state.snap.view.dead_ends) {
    map.set(d.facing ? `${d.row},${d.col},${d.facing}` : `${d.row},${d.col}`, d.why);
  }
  return map;
}

/**
 * A square's dead end: a walk's, or a placement's when every facing there is one.
 * @param {Shown} state
 * @param {Map<string, DeadEnd>} dead
 * @param {Move[]} options the legal moves onto the square
 */
export function squareDeadEnd(state, dead, options) {
  const whys = options.map((m) => dead.get(m.type === "place" ? `${m.row},${m.col},${m.facing}` : `${m.row},${m.col}`));
  if (!whys.length || whys.some((why) => !why)) return null;
  return whys.includes("no-pick") ? "no-pick" : "no-move";
}

/**
 * When the other player is finished and the one to move plays on alone, that in plain
 * words (the rulebook: "If one player cannot make a move, his opponent continues to make
 * moves until he can't make any move either"); else null.
 * @param {Shown} state
 */
export function aloneLine(state) {
  const { snap, ctx } = state;
  if (snap.current === null) return null;
  const out = 1 - snap.current;
  const why = snap.view.players[out].finished_why;
  if (!why) return null;
  const [them, on] = [ctx.names[out], ctx.names[snap.current]];
  return why === "no-move"
    // Translators: {them} is the player who is finished, {on} the one who plays on
    ? t("{them} has no legal move, so {on} plays on alone until {on} cannot pick any more either; then the game ends.",
      { them, on })
    // Translators: {them} is the player who is finished, {on} the one who plays on
    : t("{them} cannot pick any more flowers, so {on} plays on alone until {on} cannot pick any more either; " +
      "then the game ends.", { them, on });
}

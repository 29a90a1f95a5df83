// Anthokyklos' previews (issue 25): once a tile is chosen, each space it may go to
// says in its accessible name which Pattern cards on display that placement would
// complete or bring within one tile (the engine's coach_preview sentence), and the
// help line over the flower names the spaces that complete one.

import { plural } from "../../board/words.js";
import { spaceName } from "./model-pyramids.js";

/** @typedef {import("./model.js").Shown} Shown */

/**
 * The engine's preview of placing `tile` on `space`, or null (not asked yet, not legal).
 * @param {Shown} state
 * @param {number} tile
 * @param {number} space
 */
export function spacePreview(state, tile, space) {
  const list = state.previews;
  if (!list) return null;
  const index = state.snap.moves.findIndex((m) => m.type === "place" && m.tile === tile && m.space === space);
  return index < 0 ? null : list[index] ?? null;
}

/**
 * For the help line: where the chosen tile completes a Pattern card ("Completes
 * “Iris” (3 points) on ring 2 from the centre at 5 o'clock (marked ★)." : flower.js draws a star where the
 * card would be the player's, not where it is another's reservation), else how many
 * spaces bring one within one tile; null before the previews arrive.
 * @param {Shown} state
 * @param {number} tile
 */
export function tileSummary(state, tile) {
  const list = state.previews;
  if (!list) return null;
  const { moves, view } = state.snap;
  const mine = moves.flatMap((m, i) =>
    m.type === "place" && m.tile === tile && list[i] ? [{ ...list[i], where: spaceName(view.spaces[m.space]) }] : [],
  );
  // each card once, with every space that completes it
  /** @type {Map<string, string[]>} */
  const spaces = new Map();
  let starred = false;
  for (const p of mine) {
    const where = p.where;
    for (const c of p.completes) {
      const theirs = c.yours === false ? `, reserved by ${state.ctx.names[c.reserved_by]}` : "";
      starred ||= !theirs;
      const card = `“${c.name}” (${plural(c.points, "point")}${theirs})`;
      spaces.set(card, [...(spaces.get(card) || []), where]);
    }
  }
  if (spaces.size) {
    const cards = [...spaces].map(([card, at]) => `${card} on ${at.join(" or ")}`);
    return `Completes ${cards.join("; ")}${starred ? " (marked ★)" : ""}.`;
  }
  const near = mine.filter((p) => p.within_one.length).length;
  return near
    ? `No space completes a Pattern card; ${near} ${near === 1 ? "brings" : "bring"} one within one tile.`
    : "No space completes a Pattern card or brings one within one tile.";
}

/**
 * Whether placing `tile` on `space` completes a Pattern card the player would claim
 * (flower.js draws a star there).
 * @param {Shown} state
 * @param {number} tile
 * @param {number} space
 */
export function completesOwn(state, tile, space) {
  return Boolean(spacePreview(state, tile, space)?.completes.some((/** @type {any} */ c) => c.yours !== false));
}

// Anthokyklos' previews (issue 25): once a tile is chosen, each space it may go to
// says in its accessible name which Pattern cards on display that placement would
// complete or bring within one tile (the engine's coach_preview sentence), and the
// help line over the flower names the spaces that complete one.

import { nt, t } from "../../i18n.js";
import { spaceName } from "./model-pyramids.js";
import { nameOf, pointsWords } from "./words.js";

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
      const [name, points] = [c.name, pointsWords(c.points)];
      starred ||= c.yours !== false;
      const card = c.yours === false
        // Translators: a card the chosen tile would complete for another; {player} who reserved it
        ? t("“{name}” ({points}, reserved by {player})", { name, points, player: nameOf(state, c.reserved_by) })
        // Translators: a card the chosen tile would complete; {points} "3 points"
        : t("“{name}” ({points})", { name, points });
      spaces.set(card, [...(spaces.get(card) || []), where]);
    }
  }
  if (spaces.size) {
    const cards = [...spaces]
      // Translators: a card and the spaces where the chosen tile completes it; {spaces} "ring 2 at 5 o'clock"
      .map(([card, at]) => t("{card} on {spaces}", { card, spaces: at.reduce(either) }))
      .join("; ");
    return starred
      // Translators: the help line; {cards} the cards the chosen tile completes, and where; ★ marks those spaces
      ? t("Completes {cards} (marked ★).", { cards })
      // Translators: the help line; {cards} the cards the chosen tile completes, and where
      : t("Completes {cards}.", { cards });
  }
  const near = mine.filter((p) => p.within_one.length).length;
  return near
    // Translators: the help line once a tile is chosen; {n} spaces bring a Pattern card within one tile
    ? nt("No space completes a Pattern card; {n} brings one within one tile.",
      "No space completes a Pattern card; {n} bring one within one tile.", near)
    : t("No space completes a Pattern card or brings one within one tile.");
}

/** Two spaces, either of which: "a or b". @param {string} a @param {string} b */
// Translators: two spaces where a tile completes a card ("ring 2 at 5 o'clock or ring 2 at 7 o'clock")
const either = (a, b) => t("{a} or {b}", { a, b });

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

// The tile pyramids as the model sees them, no DOM: per pyramid its state and the
// reason it cannot be used, per tile whether a tap takes it (and what the tap does).
import { nt, t } from "../../i18n.js";
import { restingTile, takeTile } from "./words.js";

/**
 * @typedef {import("../../contract.js").AnthokyklosMove} Move
 * @typedef {import("./model.js").Shown} Shown
 */

/** @param {number} id a tile's or a space's id: both count 9 per ring */
export const ringOf = (id) => Math.floor(id / 9) + 1;
/** Where a space is drawn, as the engine words it ("the innermost ring at 3 o'clock"):
 * no space is numbered on the flower.
 * @param {{where: string}} sp */
export const spaceName = (sp) => sp.where;

/**
 * A tile slot as drawn: "taken" (an empty dashed slot), "open" or "covered" (shown,
 * not to tap), "button" (a tile one may take now).
 * @typedef {object} TileView
 * @property {string} key
 * @property {number} id
 * @property {"taken" | "open" | "covered" | "button"} kind
 * @property {string} colour
 * @property {number} row 0 bottom .. 2 top
 * @property {number} col
 * @property {boolean} picked the chosen tile
 * @property {boolean} pick one of the tiles for the chosen space
 * @property {boolean} dim not for the chosen space
 * @property {boolean} target a tap leads to a legal move (data-target)
 * @property {string | null} label
 */

/**
 * A pyramid as drawn.
 * @typedef {object} PyramidView
 * @property {string} key
 * @property {number} ring
 * @property {"done" | "usable" | "blocked"} state
 * @property {number} left tiles not taken
 * @property {string} reason why it cannot be used ("" when it can)
 * @property {string} label
 * @property {string} rows its CSS grid rows, top first
 * @property {TileView[]} tiles
 */

/** The pyramid's rows, top first, each sized by what it holds: a tile one may take
 * (--row-open), only covered tiles (--row-covered) or nothing left (--row-gone). The
 * stylesheet gives all three the same height except where room is short.
 * @param {{tiles: {row: number, taken: boolean, available: boolean}[]}} pyr */
export function rowSizes(pyr) {
  const sizes = [];
  for (let row = 2; row >= 0; row--) {
    const left = pyr.tiles.filter((x) => x.row === row && !x.taken);
    sizes.push(
      left.some((x) => x.available) ? "var(--row-open)" : left.length ? "var(--row-covered)" : "var(--row-gone)",
    );
  }
  return sizes.join(" ");
}

/** A pyramid's accessible name. @param {number} ring @param {number} left its tiles not taken */
// Translators: a pyramid's accessible name; {ring} 1..5, {n} its tiles not yet taken
const pyramidWords = (ring, left) =>
  nt("Ring {ring} pyramid: {n} tile left", "Ring {ring} pyramid: {n} tiles left", left, { ring });

/**
 * @param {Shown} state
 * @param {import("../../contract.js").AnthokyklosPlace[]} plays the placements one may make now
 * @returns {PyramidView[]}
 */
export function pyramidsView(state, plays) {
  const { snap, tile, space } = state;
  const v = snap.view;
  const playable = new Set(plays.map((m) => m.tile));
  const forSpace = space !== null ? new Set(plays.filter((m) => m.space === space).map((m) => m.tile)) : null;
  const spaceText = space !== null ? spaceName(v.spaces[space]) : "";
  return v.pyramids.map((pyr) => {
    const left = pyr.tiles.filter((t) => !t.taken).length;
    const done = left === 0;
    let reason = "";
    // Translators: under a pyramid whose tiles are all on the flower
    if (done) reason = t("All placed.");
    else if (!pyr.usable)
      reason = pyr.ring === 1
        ? t("Ring 1 is full.")
        // Translators: under a pyramid whose tiles cannot be placed yet; {ring} 2..5
        : t("No free ring {ring} space rests on two petals yet.", { ring: pyr.ring });
    /** @type {TileView[]} */
    const tiles = pyr.tiles.map((tl) => {
      const base = {
        id: tl.id,
        colour: tl.colour,
        row: tl.row,
        col: tl.col,
        picked: false,
        pick: false,
        dim: false,
        target: false,
      };
      if (tl.taken) return { ...base, key: `slot:${tl.id}`, kind: "taken", label: null };
      if (!playable.has(tl.id)) {
        const why = tl.available ? (pyr.usable ? "" : "waits") : "covered";
        return {
          ...base,
          key: `slot:${tl.id}`,
          kind: tl.available ? "open" : "covered",
          label: restingTile(tl.colour, pyr.ring, why),
        };
      }
      const picked = tile === tl.id;
      const match = forSpace ? forSpace.has(tl.id) : true;
      const label = takeTile(tl.colour, pyr.ring, { picked, where: forSpace ? spaceText : null });
      return {
        ...base,
        key: `tile:${tl.id}`,
        kind: "button",
        picked,
        pick: Boolean(forSpace) && match,
        dim: Boolean(forSpace) && !match,
        target: !picked && match,
        label,
      };
    });
    return {
      key: `ring:${pyr.ring}`,
      ring: pyr.ring,
      state: done ? "done" : pyr.usable ? "usable" : "blocked",
      left,
      reason,
      label: reason ? [pyramidWords(pyr.ring, left), reason].join(". ") : pyramidWords(pyr.ring, left),
      rows: rowSizes(pyr),
      tiles,
    };
  });
}

// The tile pyramids as the model sees them, no DOM: per pyramid its state and the
// reason it cannot be used, per tile whether a tap takes it (and what the tap does).
import { plural } from "../../board/words.js";

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
    const left = pyr.tiles.filter((t) => t.row === row && !t.taken);
    sizes.push(
      left.some((t) => t.available) ? "var(--row-open)" : left.length ? "var(--row-covered)" : "var(--row-gone)",
    );
  }
  return sizes.join(" ");
}

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
    if (done) reason = "All placed.";
    else if (!pyr.usable)
      reason = pyr.ring === 1 ? "Ring 1 is full." : `No free ring ${pyr.ring} space rests on two petals yet.`;
    /** @type {TileView[]} */
    const tiles = pyr.tiles.map((t) => {
      const base = {
        id: t.id,
        colour: t.colour,
        row: t.row,
        col: t.col,
        picked: false,
        pick: false,
        dim: false,
        target: false,
      };
      if (t.taken) return { ...base, key: `slot:${t.id}`, kind: "taken", label: null };
      if (!playable.has(t.id)) {
        const why = t.available ? (pyr.usable ? "" : ", available when its ring has a free space") : ", covered";
        return {
          ...base,
          key: `slot:${t.id}`,
          kind: t.available ? "open" : "covered",
          label: `${t.colour} ring ${pyr.ring} tile${why}`,
        };
      }
      const picked = tile === t.id;
      const match = forSpace ? forSpace.has(t.id) : true;
      const label = forSpace
        ? `Place this ${t.colour} tile on ${spaceText}`
        : picked
          ? `${t.colour} ring ${pyr.ring} tile, chosen: tap again to put it back`
          : `Take the ${t.colour} ring ${pyr.ring} tile`;
      return {
        ...base,
        key: `tile:${t.id}`,
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
      label: `Ring ${pyr.ring} pyramid: ${plural(left, "tile")} left${reason ? `. ${reason}` : ""}`,
      rows: rowSizes(pyr),
      tiles,
    };
  });
}

// Petal in words (no DOM): tiles, squares and players as the labels, the hint and
// the bar say them.
import { plural } from "../../board/words.js";

/** @typedef {import("./model.js").Shown} State */
/** @typedef {import("./model.js").PetalCell} PetalCell */
/** @typedef {import("./model.js").Parts} Parts */
/** @typedef {{colour: string, number: number}} Tile */

const COLOUR_ORDER = ["pink", "green"];

/**
 * Tiles in words: "pink 3, 7; green 1" (colour by colour, numbers ascending).
 * @param {Tile[]} tiles
 */
export function tilesWords(tiles) {
  return COLOUR_ORDER
    .map((colour) => {
      const numbers = tiles.filter((t) => t.colour === colour).map((t) => t.number).sort((a, b) => a - b);
      return numbers.length ? `${colour} ${numbers.join(", ")}` : "";
    })
    .filter(Boolean)
    .join("; ");
}

/**
 * A square in words, its contents when flowers are open.
 * @param {PetalCell} cell
 * @param {boolean} open
 */
export function cellWords(cell, open) {
  if (cell.kind === "tree") return `${cell.name}, the tree`;
  if (cell.kind === "empty") return `${cell.name}, empty`;
  if (cell.kind === "petal") return `${cell.name}, ${cell.colour} ${cell.number} petal`;
  let text = `${cell.name}, flower of ${cell.height} tiles, ${cell.top} back on top`;
  if (open && cell.tiles) text += `, holding ${tilesWords(cell.tiles)}`;
  return text;
}

/** @param {PetalCell} cell */
export const tileWords = (cell) =>
  cell.kind === "petal" ? `${cell.colour} ${cell.number}` : `${cell.height}-tile flower`;

/**
 * "Ann (pink)", or just "Pink" when the player kept the seat's name.
 * @param {State} state
 * @param {number} p
 */
export function who(state, p) {
  const name = state.ctx.names[p];
  const colour = state.snap.view.players[p].colour;
  return name.toLowerCase() === colour ? name : `${name} (${colour})`;
}


/**
 * The last move in words, for the bar when nothing is chosen; null before the first.
 * @param {State} state
 * @returns {Parts | null}
 */
export function lastWords(state) {
  const { view } = state.snap;
  const last = view.last;
  if (!last) return null;
  const name = who(state, last.player);
  if (last.type === "pick") {
    return [
      `${name} picked the flower on ${view.cells[last.cell].name}: `,
      { chips: last.tiles },
      `, scoring ${plural(last.points, "point")}.`,
    ];
  }
  const to = view.cells[last.to].name;
  const from = view.cells[last.from].name;
  return [
    last.grew
      ? `${name} flipped a flower from ${from} onto ${to}: now ${last.height} tiles.`
      : `${name} flipped a petal from ${from} onto ${to}: a new flower.`,
  ];
}

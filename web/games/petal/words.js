// Petal in words (no DOM): tiles, squares and players as the labels, the hint and
// the bar say them. Every sentence is the catalogue's (t, nt: web/i18n.js), whole:
// a colour is one of two, so each sentence that names one is written once per colour.
import { nt, t } from "../../i18n.js";

/** @typedef {import("./model.js").Shown} State */
/** @typedef {import("./model.js").PetalCell} PetalCell */
/** @typedef {import("./model-bar.js").Parts} Parts */
/** @typedef {{colour: string, number: number}} Tile */

const COLOUR_ORDER = ["pink", "green"];

/** A tile's colour in words ("pink"), for the panels and the labels. @param {string | null} colour */
export const colourWords = (colour) => (colour === "pink" ? t("pink") : t("green"));

/**
 * Tiles in words: "pink 3, 7; green 1" (colour by colour, numbers ascending).
 * @param {Tile[]} tiles
 */
export function tilesWords(tiles) {
  const parts = COLOUR_ORDER.map((colour) => {
    const numbers = tiles.filter((x) => x.colour === colour).map((x) => x.number).sort((a, b) => a - b).join(", ");
    if (!numbers) return "";
    // Translators: a flower's pink tiles, {numbers} their numbers ("pink 1, 3")
    return colour === "pink" ? t("pink {numbers}", { numbers }) : t("green {numbers}", { numbers });
  }).filter(Boolean);
  // Translators: a picked flower's pink tiles, then its green ones ("pink 1, 3; green 2")
  return parts.length === 2 ? t("{pink}; {green}", { pink: parts[0], green: parts[1] }) : parts.join("");
}

/**
 * A petal in words: "pink 3".
 * @param {{colour: string | null, number: number | null}} tile
 */
const petalWords = (tile) =>
  // Translators: a petal in the log ("Pink flips pink 3 from C2 onto green 5 on C3")
  tile.colour === "pink" ? t("pink {number}", { number: tile.number }) : t("green {number}", { number: tile.number });

/**
 * A square in words, its contents when flowers are open.
 * @param {PetalCell} cell
 * @param {boolean} open
 */
export function cellWords(cell, open) {
  const name = cell.name;
  // Translators: a square's accessible name; {name} is the square ("D4")
  if (cell.kind === "tree") return t("{name}, the tree", { name });
  // Translators: a square's accessible name; {name} is the square ("D4")
  if (cell.kind === "empty") return t("{name}, empty", { name });
  if (cell.kind === "petal") {
    const number = cell.number;
    return cell.colour === "pink"
      // Translators: a square's accessible name; {name} is the square ("D4"), {number} the petal's
      ? t("{name}, pink {number} petal", { name, number })
      // Translators: a square's accessible name; {name} is the square ("D4"), {number} the petal's
      : t("{name}, green {number} petal", { name, number });
  }
  const height = cell.height;
  const tiles = open && cell.tiles ? tilesWords(cell.tiles) : null;
  if (cell.top === "pink") {
    return tiles
      // Translators: a flower's accessible name; {name} the square, {height} its tiles, {tiles} "pink 1, 3; green 2"
      ? t("{name}, flower of {height} tiles, pink back on top, holding {tiles}", { name, height, tiles })
      // Translators: a flower's accessible name; {name} the square ("D4"), {height} how many tiles it has
      : t("{name}, flower of {height} tiles, pink back on top", { name, height });
  }
  return tiles
    // Translators: a flower's accessible name; {name} the square, {height} its tiles, {tiles} "pink 1, 3; green 2"
    ? t("{name}, flower of {height} tiles, green back on top, holding {tiles}", { name, height, tiles })
    // Translators: a flower's accessible name; {name} the square ("D4"), {height} how many tiles it has
    : t("{name}, flower of {height} tiles, green back on top", { name, height });
}

/**
 * The chosen tile, in a sentence about flipping it: "pink 3", "3-tile flower".
 * @param {PetalCell} cell
 */
export const tileWords = (cell) =>
  // Translators: a chosen flower, in "flip the {tile} from C2 onto it"; {height} its tiles
  cell.kind === "petal" ? petalWords(cell) : t("{height}-tile flower", { height: cell.height });

/**
 * "Ann (pink)", or just "Pink" when the player kept the seat's name.
 * @param {State} state
 * @param {number} p
 */
export function who(state, p) {
  const name = state.ctx.names[p];
  const colour = state.snap.view.players[p].colour;
  // the seat's own name ("Pink"), in English in the record or already translated: the seat's
  const seat = state.ctx.info?.seats?.[p];
  if (seat && (name === seat || name === t(seat))) return t(seat);
  if (name.toLowerCase() === colour) return name;
  // Translators: a player and their colour ("Ann (pink)")
  return colour === "pink" ? t("{name} (pink)", { name }) : t("{name} (green)", { name });
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
    // The tiles are drawn as chips where the sentence says {tiles}.
    // Translators: the bar under the board; {square} is "D4", {tiles} the picked flower's tiles (drawn)
    const text = nt(
      "{name} picked the flower on {square}: {tiles}, scoring {n} point.",
      "{name} picked the flower on {square}: {tiles}, scoring {n} points.",
      last.points,
      { name, square: view.cells[last.cell].name },
    );
    const [head, tail = ""] = text.split("{tiles}");
    return [head, { chips: last.tiles }, tail];
  }
  const to = view.cells[last.to].name;
  const from = view.cells[last.from].name;
  return [
    last.grew
      // Translators: {from} and {to} are squares ("C2"), {height} the flower's tiles now
      ? t("{name} flipped a flower from {from} onto {to}: now {height} tiles.", { name, from, to, height: last.height })
      // Translators: {from} and {to} are squares ("C2")
      : t("{name} flipped a petal from {from} onto {to}: a new flower.", { name, from, to }),
  ];
}

// Petal's bar under the board (no DOM): the last move's words when nothing is chosen, the
// chosen tile's words with its Pick and Cancel buttons when one is. Apart from model.js (the
// selection, what a tap means, the squares) because the bar's sentences are a view-model of
// their own; like model.js it knows no rules.
import { nt, t } from "../../i18n.js";
import { options } from "./model.js";
import { lastWords } from "./words.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("./model.js").PetalCell} PetalCell */
/** @typedef {import("./words.js").Tile} Tile */

/**
 * Words and tiles, in order: a tile is drawn as a chip ("P3"), a list of tiles as
 * chips followed by their words for screen readers.
 * @typedef {(string | {chip: Tile} | {chips: Tile[]})[]} Parts
 */

/**
 * The bar under the board: the last move when nothing is chosen; the chosen tile, its
 * Pick button (a flower that may be picked) and Cancel when one is.
 * @param {Shown} state
 * @returns {{selected: boolean, text: Parts, pick: {text: string, label: string} | null}}
 */
export function bar(state) {
  const { snap, selected } = state;
  if (selected === null) return { selected: false, text: lastWords(state) || [t("No move yet.")], pick: null };
  const cell = snap.view.cells[selected];
  const opts = options(state);
  const square = cell.name;
  if (cell.kind === "petal" && cell.colour && cell.number) {
    const number = cell.number;
    const moves = (opts.flips.get(selected) || []).length > 0;
    /** @type {string} */
    let words;
    if (cell.colour === "pink") {
      words = moves
        // Translators: the bar, after the chosen petal's chip; {number} the petal's, {square} "C4"
        ? t("pink {number} on {square}: tap a framed petal next to it to flip it there.", { number, square })
        // Translators: the bar, after the chosen petal's chip; {number} the petal's, {square} "C4"
        : t("pink {number} on {square}: it has nowhere to flip.", { number, square });
    } else {
      words = moves
        // Translators: the bar, after the chosen petal's chip; {number} the petal's, {square} "C4"
        ? t("green {number} on {square}: tap a framed petal next to it to flip it there.", { number, square })
        // Translators: the bar, after the chosen petal's chip; {number} the petal's, {square} "C4"
        : t("green {number} on {square}: it has nowhere to flip.", { number, square });
    }
    return { selected: true, text: [{ chip: { colour: cell.colour, number } }, ` ${words}`], pick: null };
  }
  const text = cell.tiles ? split(flowerWords(cell), cell.tiles) : [flowerWords(cell)];
  if (!opts.picks.has(selected)) return { selected: true, text, pick: null };
  const score = cell.would_score;
  // the accessible name starts with the visible words (voice control: "click Pick this flower")
  /** @type {{text: string, label: string}} */
  let pick;
  if (score === null) {
    const visible = t("Pick this flower");
    // Translators: the Pick button's accessible name: its visible words ({pick}), then the flower's square
    pick = { text: visible, label: t("{pick}: the flower on {square}, to score it", { pick: visible, square }) };
  } else {
    // Translators: the Pick button, with what picking the flower scores
    const visible = nt("Pick: scores {n} point", "Pick: scores {n} points", score);
    // Translators: the Pick button's accessible name: its visible words ({pick}), then the flower's square
    pick = { text: visible, label: t("{pick}, the flower on {square}", { pick: visible, square }) };
  }
  return { selected: true, text, pick };
}

/**
 * The chosen flower in the bar, with {tiles} where its tiles are drawn when flowers are open.
 * @param {PetalCell} cell
 */
function flowerWords(cell) {
  const [n, square] = [cell.height, { square: cell.name }];
  if (cell.tiles) {
    return cell.top === "pink"
      // Translators: the bar: the chosen flower, {square} "C4", {n} its tiles, {tiles} where they are drawn
      ? nt("Flower on {square}: {n} tile, pink back on top: {tiles}.",
        "Flower on {square}: {n} tiles, pink back on top: {tiles}.", n, square)
      // Translators: the bar: the chosen flower, {square} "C4", {n} its tiles, {tiles} where they are drawn
      : nt("Flower on {square}: {n} tile, green back on top: {tiles}.",
        "Flower on {square}: {n} tiles, green back on top: {tiles}.", n, square);
  }
  return cell.top === "pink"
    // Translators: the bar: the chosen flower, {square} "C4", {n} its tiles
    ? nt("Flower on {square}: {n} tile, pink back on top.", "Flower on {square}: {n} tiles, pink back on top.", n,
      square)
    // Translators: the bar: the chosen flower, {square} "C4", {n} its tiles
    : nt("Flower on {square}: {n} tile, green back on top.", "Flower on {square}: {n} tiles, green back on top.", n,
      square);
}

/**
 * A sentence with the tiles drawn as chips where it says {tiles}.
 * @param {string} sentence
 * @param {Tile[]} tiles
 * @returns {Parts}
 */
function split(sentence, tiles) {
  const [head, tail = ""] = sentence.split("{tiles}");
  return [head, { chips: tiles }, tail];
}

// Petal's static drawings: a face-up petal, a tile's back, a flower (a stack), the tree,
// and the small chips and swatches of the bar, the panels and the final table.
import { pt } from "../../i18n.js";
import { h, s } from "../../ui.js";
import { tilesWords } from "./words.js";

export const CELL = 100;
export const PAD = 28; // room for the A-G / 1-7 labels

// Each colour has a letter and a pattern as well as a hue, for colour-blind players:
// pink is dotted and marked P, green is striped and marked G (in English: the letter is
// the colour's initial in the page's language, letterOf).
/** @type {{[colour: string]: {fill: string, tint: string, ink: string, word: string}}} */
export const COLOURS = {
  pink: { fill: "#c2477e", tint: "#fbe1ed", ink: "#5e1437", word: "pink" },
  green: { fill: "#2e7b3c", tint: "#dcefd6", ink: "#173f1e", word: "green" },
};

/** The letter a tile of `colour` is marked with. @param {string} colour */
export const letterOf = (colour) =>
  // Translators: Petal's pink and green as one letter each, printed on their tiles (the colours' initials)
  colour === "pink" ? pt("pink tile", "P") : pt("green tile", "G");
/** @type {{[colour: string]: string}} */
const PATTERN = { pink: "url(#petal-dots)", green: "url(#petal-stripes)" };

/**
 * One tile as a small chip: letter + number on its colour ("P3").
 * @param {import("./words.js").Tile} t
 */
export function chip(t) {
  return h(
    "span",
    { class: `petal-chip ${t.colour}`, "aria-hidden": "true" },
    `${letterOf(t.colour)}${t.number}`,
  );
}

/**
 * Tiles as chips, and in words for screen readers.
 * @param {import("./words.js").Tile[]} tiles
 */
export function chips(tiles) {
  return h("span", { class: "petal-chips" }, tiles.map(chip), h("span", { class: "sr-only" }, tilesWords(tiles)));
}

/**
 * A colour swatch with its letter, for panels and tables.
 * @param {string} colour
 * @param {number} [size]
 */
export function swatch(colour, size = 24) {
  const c = COLOURS[colour];
  return s(
    "svg",
    { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true", class: "petal-swatch" },
    s("rect", { x: 1.5, y: 1.5, width: 21, height: 21, rx: 5, fill: c.fill, stroke: "#222", "stroke-width": 1.5 }),
    s("text", { x: 12, y: 17, "text-anchor": "middle", "font-size": 15, "font-weight": 800, fill: "#fff" },
      letterOf(colour)),
  );
}

/** Dots for pink, diagonal stripes for green: drawn over the colour, in light ink. */
export function patterns() {
  return s(
    "defs",
    {},
    s(
      "pattern",
      { id: "petal-dots", width: 12, height: 12, patternUnits: "userSpaceOnUse" },
      s("circle", { cx: 6, cy: 6, r: 2.6, fill: "#fff", opacity: 0.55 }),
    ),
    s(
      "pattern",
      { id: "petal-stripes", width: 12, height: 12, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      s("rect", { x: 0, y: 0, width: 4.5, height: 12, fill: "#fff", opacity: 0.45 }),
    ),
  );
}

/**
 * A face-up petal: patterned frame in its colour, its letter, its number.
 * @param {number} x
 * @param {number} y
 * @param {string} colour
 * @param {number} number
 */
export function drawPetal(x, y, colour, number) {
  const c = COLOURS[colour];
  return s(
    "g",
    { class: `tile face ${colour}` },
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 12, fill: c.fill }),
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 12, fill: PATTERN[colour] }),
    s("rect", { x: x + 16, y: y + 16, width: 68, height: 68, rx: 8, fill: c.tint }),
    s("text", { x: x + 26, y: y + 37, "text-anchor": "middle", class: "letter", fill: c.ink }, letterOf(colour)),
    s("text", { x: x + 56, y: y + 76, "text-anchor": "middle", class: "number", fill: c.ink }, String(number)),
  );
}

/**
 * A tile's back: its colour, its pattern, a white flower and its letter.
 * @param {number} x
 * @param {number} y
 * @param {string} colour
 * @param {number} [size]
 */
export function drawBack(x, y, colour, size = 80) {
  const c = COLOURS[colour];
  const cx = x + size / 2;
  const cy = y + size / 2 + 4;
  const petals = [];
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    petals.push(
      s("circle", { cx: cx + Math.cos(a) * 12, cy: cy + Math.sin(a) * 12, r: 9, fill: "#fff", opacity: 0.9 }),
    );
  }
  return s(
    "g",
    { class: `tile back ${colour}` },
    s("rect", { x, y, width: size, height: size, rx: 12, fill: c.fill, stroke: "#1d1d1d", "stroke-width": 2.5 }),
    s("rect", { x, y, width: size, height: size, rx: 12, fill: PATTERN[colour] }),
    petals,
    s("circle", { cx, cy, r: 7, fill: c.fill, stroke: "#fff", "stroke-width": 2 }),
    s("text", { x: x + 16, y: y + 27, "text-anchor": "middle", class: "letter", fill: "#fff" }, letterOf(colour)),
  );
}

/**
 * A flower: a stack of tiles, the top one's back showing, its height on a badge.
 * @param {number} x
 * @param {number} y
 * @param {{height: number, top: string}} cell
 */
export function drawFlower(x, y, cell) {
  const layers = Math.min(cell.height, 4) - 1;
  const g = s("g", { class: "flower" });
  for (let i = layers; i >= 1; i--) {
    g.append(s("rect", { class: "under", x: x + 5 + i * 5, y: y + 5 + i * 5, width: 76, height: 76, rx: 12 }));
  }
  const top = drawBack(x + 5, y + 5, cell.top, 76);
  top.classList.add("top");
  g.append(top);
  g.append(
    s("rect", { class: "badge", x: x + 46, y: y + 2, width: 52, height: 36, rx: 18 }),
    s("text", { class: "height", x: x + 72, y: y + 29, "text-anchor": "middle" }, `×${cell.height}`),
  );
  return g;
}

/**
 * The tree on the middle square.
 * @param {number} x
 * @param {number} y
 */
export function drawTree(x, y) {
  return s(
    "g",
    { class: "tree", "aria-hidden": "true" },
    s("rect", { x: x + 6, y: y + 6, width: 88, height: 88, rx: 44, class: "tree-disc" }),
    s("rect", { x: x + 45, y: y + 52, width: 10, height: 30, rx: 3, fill: "#6b4423" }),
    s("circle", { cx: x + 50, cy: y + 40, r: 22, fill: "#3d7a35" }),
    s("circle", { cx: x + 36, cy: y + 50, r: 14, fill: "#4d8f42" }),
    s("circle", { cx: x + 64, cy: y + 50, r: 14, fill: "#4d8f42" }),
    s("circle", { cx: x + 42, cy: y + 34, r: 4, fill: COLOURS.pink.fill }),
    s("circle", { cx: x + 60, cy: y + 42, r: 4, fill: COLOURS.pink.fill }),
  );
}

// The game's small drawings: a colour's pip and mark, a Pattern card with its
// shape diagram and colour requirement.
import { h, s, shapeMark } from "../../ui.js";
import { pt } from "../../i18n.js";
import { atLeastWords, pointsWords } from "./words.js";
import { fmt, skippedCells } from "./geometry.js";

/** @typedef {import("./model-cards.js").Card} Card */
/** @typedef {{fill: string, ink: string, mark: string, letter: string}} Colour */

/** Colour-blind safe fills, each paired with a symbol and a letter.
 * @type {{[name: string]: Colour}} */
export const COLOURS = {
  red: { fill: "#d55e00", ink: "#3a1400", mark: "circle", letter: "R" },
  yellow: { fill: "#f0d43a", ink: "#4a3b00", mark: "triangle", letter: "Y" },
  blue: { fill: "#3a8fd0", ink: "#00243d", mark: "square", letter: "B" },
};
/** @type {Colour} */
const ANY = { fill: "#ffffff", ink: "#333", mark: "any", letter: "?" };

/**
 * A colour's mark centred on (x, y), radius r: colour-blind players read the shape.
 * @param {string} kind a shapeMark kind, or "any" (a "?")
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {{[name: string]: any}} [attrs]
 */
export function mark(kind, x, y, r, attrs = {}) {
  if (kind !== "any") return shapeMark(kind, x, y, r * 0.82, attrs);
  return s(
    "text",
    {
      x,
      y: y + r * 0.55,
      "text-anchor": "middle",
      "font-size": r * 1.7,
      "font-weight": 800,
      ...attrs,
      fill: attrs.stroke || "#333",
    },
    "?",
  );
}

/**
 * A small round pip: the colour with its mark (white with "?" for "any colour").
 * @param {string | null} colour
 * @param {number} [size]
 */
export function pip(colour, size = 22) {
  const c = colour ? COLOURS[colour] : ANY;
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, class: "antho-pip", "aria-hidden": "true" },
    s("circle", { cx: 12, cy: 12, r: 10.5, fill: c.fill, stroke: "#222", "stroke-width": 1.5 }),
    mark(c.mark, 12, 12, colour ? 5.5 : 8, { fill: c.ink, stroke: c.ink, "stroke-width": 0.5 }));
}

/** The pips for a card's colour requirement, joined by small words.
 * @param {Card} card */
function requirementPips(card) {
  const [a, b] = card.colours;
  /** @param {string} text */
  const sep = (text) => h("span", { class: "sep", "aria-hidden": "true" }, text);
  switch (card.kind) {
    // Translators: between a Pattern card's colour pips: every petal of that colour
    case "mono": return [pip(a), sep(pt("card requirement", "all"))];
    // Translators: after a Pattern card's "?" pip: every petal of one same colour
    case "free_mono": return [pip(null), sep(pt("card requirement", "all one"))];
    // Translators: between a Pattern card's colour pips: "red or yellow, all"
    case "either_mono": return [pip(a), sep(pt("card requirement", "or")), pip(b), sep(pt("card requirement", "all"))];
    case "bi": return [pip(a), sep("+"), pip(b)];
    case "semi_bi": return [pip(a), sep("+"), pip(null)];
    case "free_bi": return [pip(null), sep("+"), pip(null)];
    case "tri": return [pip("red"), pip("yellow"), pip("blue")];
    default: return [];
  }
}

/** A card's "X+" chip: at least X tiles of a colour (or of one same colour).
 * @param {Card} card */
function atLeast(card) {
  if (!card.at_least) return null;
  const { count, colour } = card.at_least;
  return h("span", { class: "antho-xplus", title: atLeastWords(count, colour) },
    // Translators: a Pattern card's "3+" chip: at least 3 petals of the same colour
    h("b", {}, `${count}+`), colour ? pip(colour, 18) : h("span", { class: "same" }, pt("card requirement", "same")));
}

/** A lattice cell's hexagon (cell units times 100).
 * @param {number} x @param {number} y */
const hexPoints = (x, y) => {
  const hex = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    hex.push(`${fmt((x + Math.cos(a) * 0.5) * 100)},${fmt((y + Math.sin(a) * 0.5) * 100)}`);
  }
  return hex.join(" ");
};

/**
 * The card's shape as a mini diagram of lattice cells (outward up).
 * @param {Card} card
 * @param {{width?: number, height?: number}} [size]
 */
export function shapeDiagram(card, { width = 96, height = 64 } = {}) {
  /** @param {number[]} cell @returns {[number, number]} */
  const at = ([dq, dr]) => [dq + dr / 2, -0.866 * dr];
  const pts = card.cells.map(at);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const minX = Math.min(...xs) - 0.55;
  const maxX = Math.max(...xs) + 0.55;
  const minY = Math.min(...ys) - 0.55;
  const maxY = Math.max(...ys) + 0.55;
  const fill = card.kind === "mono" ? COLOURS[card.colours[0]] : null;
  const gaps = skippedCells(card.cells)
    .map(at)
    .map(([x, y]) =>
      s("polygon", {
        class: "skipped",
        points: hexPoints(x, y),
        fill: "none",
        stroke: "#a3967a",
        "stroke-width": 6,
        "stroke-dasharray": "12 9",
      }),
    );
  const cells = pts.map(([x, y]) =>
    s(
      "g",
      {},
      s("polygon", {
        points: hexPoints(x, y),
        fill: fill ? fill.fill : "#efe6cf",
        stroke: "#3b3b2f",
        "stroke-width": 7,
        "stroke-linejoin": "round",
      }),
      fill
        ? mark(fill.mark, x * 100, y * 100, 16, { fill: fill.ink })
        : s("circle", { cx: x * 100, cy: y * 100, r: 8, fill: "#8a7f63" }),
    ),
  );
  return s("svg", {
    class: "antho-shape", width, height, "aria-hidden": "true", preserveAspectRatio: "xMidYMid meet",
    viewBox: `${fmt(minX * 100)} ${fmt(minY * 100)} ${fmt((maxX - minX) * 100)} ${fmt((maxY - minY) * 100)}`,
  }, [...gaps, ...cells]);
}

/**
 * A Pattern card: its points, shape and title; the full card adds its colour
 * requirement in pips and in words.
 * @param {Card} card
 * @param {{small?: boolean}} [opts]
 */
export function cardFace(card, { small = false } = {}) {
  return h("div", { class: `pcard ${small ? "small" : ""}` },
    h("div", { class: "pts", "aria-label": pointsWords(card.points) }, String(card.points)),
    shapeDiagram(card, small ? { width: 54, height: 38 } : {}),
    h("div", { class: "title" }, card.title),
    small ? null : h("div", { class: "req" }, requirementPips(card), atLeast(card)),
    small ? null : h("div", { class: "words" }, card.requirement));
}

// Floriado's static drawings: a square's flowers, the men, the colour and man icons.
import { pt } from "../../i18n.js";
import { focusRing, s, shapeMark } from "../../ui.js";
import { COLOURS } from "./palette.js";

export { COLOURS };

export const CELL = 100;
export const PAD = 26; // room for the A-H / 1-5 labels

export const MEN = [
  { fill: "#6b7280", stroke: "#1f2937", text: "#ffffff" },
  { fill: "#ffffff", stroke: "#1f2937", text: "#1f2937" },
];

/** The letter a man is marked with: its seat's initial (Gray, White) in the page's language. @param {number} player */
export const manLetter = (player) =>
  // Translators: Floriado's seats Gray and White as one letter each, printed on their men
  player === 0 ? pt("Gray's man", "G") : pt("White's man", "W");

/**
 * A colour's shape in its colour, for panels and tables.
 * @param {string} colour
 * @param {number} [size]
 */
export function colourIcon(colour, size = 22) {
  const c = COLOURS[colour];
  return s("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true", class: "colour-icon" },
    shapeMark(c.shape, 12, 12, 10, { fill: c.fill, stroke: "#222", "stroke-width": 1.5 }));
}

/**
 * A player's man as a small disc with its letter.
 * @param {number} player
 * @param {number} [size]
 */
export function manIcon(player, size = 24) {
  const m = MEN[player];
  return s(
    "svg",
    { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" },
    s("circle", { cx: 12, cy: 12, r: 10, fill: m.fill, stroke: m.stroke, "stroke-width": 2 }),
    s(
      "text",
      {
        x: 12,
        y: 12,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "font-size": 16,
        "font-weight": 800,
        fill: m.text,
      },
      manLetter(player),
    ),
  );
}

/**
 * A man on the field: a disc, its letter and an arrow for its facing (placed by CSS
 * transforms, so that a move slides).
 * @param {number} player
 */
export function manNode(player) {
  const m = MEN[player];
  return s(
    "g",
    { class: `man man-${player}`, style: { opacity: 0 } },
    s("polygon", { points: "0,-33 9,-21 -9,-21", fill: m.stroke, class: "facing" }),
    s("circle", { r: 20, fill: m.fill, stroke: m.stroke, "stroke-width": 3.5 }),
    s("text", { "text-anchor": "middle", "dominant-baseline": "central", class: "man-letter", fill: m.text },
      manLetter(player)),
  );
}

/**
 * What a square shows: its flowers (shape and count) or bare soil, and the marks of a
 * target (a frame, a dot when moving there picks).
 * @param {import("./model.js").SquareVM} sq
 * @returns {SVGElement[]}
 */
export function squareContent(sq) {
  const x = PAD + sq.col * CELL;
  const y = PAD + sq.row * CELL;
  const colour = COLOURS[sq.colour];
  /** @type {SVGElement[]} */
  const nodes = [
    // the whole square answers a tap (45 px on a 390 px phone), not only its drawn tile
    s("rect", { class: "hit", x, y, width: CELL, height: CELL, fill: "transparent" }),
    focusRing("rect", { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 12 }),
  ];
  if (sq.count) {
    nodes.push(
      s("rect", {
        x: x + 5,
        y: y + 5,
        width: CELL - 10,
        height: CELL - 10,
        rx: 10,
        fill: colour.tint,
        stroke: colour.fill,
        "stroke-width": 3,
      }),
      shapeMark(colour.shape, x + 27, y + 28, 14, { fill: colour.fill, stroke: "#222", "stroke-width": 2 }),
      s("text", { x: x + 40, y: y + 80, "text-anchor": "middle", class: "count", fill: colour.ink }, String(sq.count)),
    );
  } else {
    nodes.push(s("rect", { x: x + 5, y: y + 5, width: CELL - 10, height: CELL - 10, rx: 10, class: "soil" }));
  }
  if (sq.target) {
    nodes.push(s("rect", { class: "mark", x: x + 8, y: y + 8, width: CELL - 16, height: CELL - 16, rx: 9 }));
    if (sq.picks) nodes.push(s("circle", { class: "pick-dot", cx: x + 76, cy: y + 50, r: 7 }));
    if (sq.deadEnd) nodes.push(deadEndSign(x + 62, y + 25));
  }
  return nodes;
}

/**
 * A dead end's sign: a "no entry" disc (a bar across a circle: a shape, not only a
 * colour), top middle, clear of the colour's shape, the count and the pick dot.
 * @param {number} cx
 * @param {number} cy
 */
export function deadEndSign(cx, cy) {
  return s(
    "g",
    { class: "dead-sign" },
    s("circle", { cx, cy, r: 16 }),
    s("rect", { x: cx - 10, y: cy - 3.5, width: 20, height: 7, rx: 1.5 }),
  );
}

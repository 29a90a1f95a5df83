// Petal Battle's pieces: pyramids drawn as pyramids (size + pips, colour + pattern),
// and where a piece stands on the daisy (a ring of 10 petals in a 600-unit viewBox).
import { s } from "../../ui.js";

export const VB = 600;
export const C = VB / 2;
export const PIECE_R = 182; // where a piece stands on its petal
const WIDTH = [0, 46, 60, 74];
const HEIGHT = [0, 50, 66, 82];
// Okabe-Ito vermillion and blue; Blue pieces are also striped, Red ones solid.
export const SIDES = [
  { light: "#e0701c", dark: "#a84400", mark: "solid" },
  { light: "#1a86c4", dark: "#00507f", mark: "stripes" },
];
const PATTERN_ID = "pb-stripes";

/** @param {number} i a petal */
const angleOf = (i) => ((-90 + 36 * i) * Math.PI) / 180;

/**
 * The point at radius r on petal i's axis.
 * @param {number} i
 * @param {number} r
 */
export const at = (i, r) => ({ x: C + r * Math.cos(angleOf(i)), y: C + r * Math.sin(angleOf(i)) });

/**
 * The transform that stands a piece of this size on petal i.
 * @param {number} i
 * @param {number} size
 */
export function standOn(i, size) {
  const p = at(i, PIECE_R);
  return `translate(${p.x.toFixed(1)} ${(p.y + HEIGHT[size] / 2).toFixed(1)})`;
}

/** The stripes that mark Blue pieces: one <defs> per document, shared by every SVG. */
export function ensurePattern() {
  if (document.getElementById(PATTERN_ID)) return;
  const defs = s(
    "svg",
    { width: 0, height: 0, "aria-hidden": "true", style: { position: "absolute" }, class: "pb-defs" },
    s(
      "defs",
      {},
      s(
        "pattern",
        { id: PATTERN_ID, width: 9, height: 9, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
        s("rect", { x: 0, y: 0, width: 4, height: 9, fill: "#ffffff", opacity: 0.42 }),
      ),
    ),
  );
  document.body.append(defs);
}

/**
 * A pyramid standing on its base centre (0, 0): two visible faces, pips along the
 * front edge (1-3), solid (Red) or striped (Blue). `ghost` draws a dashed outline.
 * @param {number} size 1-3
 * @param {number} owner 0 Red, 1 Blue
 * @param {{ghost?: boolean, tint?: boolean}} [options]
 * @returns {SVGGElement}
 */
export function pyramid(size, owner, { ghost = false, tint = false } = {}) {
  const w = WIDTH[size];
  const ht = HEIGHT[size];
  const apex = [0, -ht];
  const bl = [-w / 2, 0];
  const br = [w / 2, 0];
  const bf = [w * 0.14, 7];
  const pts = (/** @type {number[][]} */ ...list) => list.map((p) => p.join(",")).join(" ");
  const side = SIDES[owner];
  if (ghost) {
    return s(
      "g",
      { class: "ghost" },
      s("polygon", {
        points: pts(apex, bl, bf, br),
        fill: "none",
        stroke: side.dark,
        "stroke-width": 3,
        "stroke-dasharray": "6 5",
        opacity: 0.7,
      }),
    );
  }
  const g = s("g", { class: `pyr ${tint ? "tint" : ""}` },
    s("polygon", { points: pts(apex, bl, bf), fill: side.light }),
    s("polygon", { points: pts(apex, bf, br), fill: side.dark }));
  if (side.mark === "stripes") {
    g.append(s("polygon", { points: pts(apex, bl, bf, br), fill: `url(#${PATTERN_ID})` }));
  }
  g.append(
    s("polygon", {
      points: pts(apex, bl, bf, br),
      fill: "none",
      stroke: "#1b1b1b",
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
    }),
  );
  g.append(s("line", { x1: apex[0], y1: apex[1], x2: bf[0], y2: bf[1], stroke: "#1b1b1b", "stroke-width": 1.5 }));
  // pips on the lit face, near its base
  const r = 4.2;
  for (let k = 0; k < size; k++) {
    const t = (k + 1) / (size + 1);
    const x = bl[0] + (bf[0] - bl[0]) * t;
    const y = bl[1] + (bf[1] - bl[1]) * t - 9 - r * 0.2;
    g.append(
      s("circle", { cx: x.toFixed(1), cy: y.toFixed(1), r, fill: "#ffffff", stroke: "#1b1b1b", "stroke-width": 1.4 }),
    );
  }
  return g;
}

/**
 * A small stand-alone pyramid icon (panels, buttons, the sequencing tray).
 * @param {number} size
 * @param {number} owner
 * @param {{px?: number, tint?: boolean, lying?: boolean}} [options]
 */
export function pyramidIcon(size, owner, { px = 34, tint = false, lying = false } = {}) {
  const g = pyramid(size, owner, { tint });
  if (lying) g.setAttribute("transform", "rotate(-90) translate(12, 0)");
  return s(
    "svg",
    {
      viewBox: "-42 -88 84 98",
      width: px,
      height: Math.round((px * 98) / 84),
      "aria-hidden": "true",
      class: "pb-icon",
    },
    g,
  );
}

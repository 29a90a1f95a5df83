// The flower's geometry, no DOM: the petals' outlines (an exact tiling of the
// lattice), how far the flower zooms in on a ring, and the lattice spaces a spread
// shape leaves out. Pure numbers, so the zoom is tested with the model.

/** @typedef {[number, number]} Point */

// Ring boundaries (flower units; the view box is 2 * VIEW wide) and how far each
// ring's petal tips reach into the next ring. Outer rings are deeper, like a real
// flower; on a narrow screen the flower zooms on the ring being filled.
export const BOUND = [112, 160, 214, 282, 368, 474];
export const TIP = [0, 13, 17, 22, 28, 44];
export const VIEW = 520;
/** CSS px a ring must be deep before we stop zooming. */
export const MIN_TAP = 46;
/** A free space is offered to tap first (before its tile) when its petal reaches this
 * far (CSS px). Smaller ones still answer a tap, which only selects the space and
 * zooms in on its ring: nothing is played by a slip of the finger. */
export const OPTION_REACH = 48;

/** @param {number} deg 0 degrees at twelve o'clock, clockwise */
const rad = (deg) => ((deg - 90) * Math.PI) / 180;
/** @param {number} r @param {number} deg @returns {Point} */
export const polar = (r, deg) => [r * Math.cos(rad(deg)), r * Math.sin(rad(deg))];
/** @param {number} n */
export const fmt = (n) => n.toFixed(1);

/**
 * The petal (a hexagon in polar coordinates) of a space: exact tiling of the lattice.
 * @param {number} ring 1..5
 * @param {number} angle degrees
 * @returns {Point[]}
 */
export function petalPoints(ring, angle) {
  const r0 = BOUND[ring - 1];
  const r1 = BOUND[ring];
  const e0 = TIP[ring - 1];
  const e1 = TIP[ring];
  return [
    polar(r0 - e0, angle),
    polar(r0 + e0, angle + 20),
    polar(r1 - e1, angle + 20),
    polar(r1 + e1, angle),
    polar(r1 - e1, angle - 20),
    polar(r0 + e0, angle - 20),
  ];
}

/** @param {Point[]} points @returns {Point} */
export const centroid = (points) => [
  points.reduce((a, p) => a + p[0], 0) / points.length,
  points.reduce((a, p) => a + p[1], 0) / points.length,
];

/**
 * The points moved `by` units toward their centre.
 * @param {Point[]} points
 * @param {number} by
 * @returns {Point[]}
 */
export function shrink(points, by) {
  const [cx, cy] = centroid(points);
  return points.map(([x, y]) => {
    const dx = x - cx;
    const dy = y - cy;
    const d = Math.hypot(dx, dy) || 1;
    const k = Math.max(0, d - by) / d;
    return [cx + dx * k, cy + dy * k];
  });
}

/**
 * A rounded closed path through the points (quadratic corners).
 * @param {Point[]} points
 * @param {number} [round]
 */
export function roundedPath(points, round = 0.28) {
  const n = points.length;
  /** @param {Point} a @param {Point} b @param {number} t @returns {Point} */
  const mid = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  let d = "";
  for (let i = 0; i < n; i++) {
    const prev = points[(i + n - 1) % n];
    const cur = points[i];
    const next = points[(i + 1) % n];
    const a = mid(cur, prev, round);
    const b = mid(cur, next, round);
    d += `${i ? "L" : "M"}${fmt(a[0])},${fmt(a[1])}Q${fmt(cur[0])},${fmt(cur[1])} ${fmt(b[0])},${fmt(b[1])}`;
  }
  return `${d}Z`;
}

/** A ring's depth in CSS px when the whole flower is drawn `width` px wide.
 * @param {number} ring @param {number} width */
export const ringDepthPx = (ring, width) => ((BOUND[ring] - BOUND[ring - 1]) * width) / (2 * VIEW);

/** Half the view box that shows a ring whole: its petals' tips reach TIP beyond its
 * bound, and a tip cut by the box is a target partly out of sight (issue 24).
 * @param {number} ring */
export const wholeRing = (ring) => Math.min(VIEW, BOUND[ring] + TIP[ring] + 2);

/**
 * Half the view box. A chosen ring: zoomed in until it is MIN_TAP deep. Nothing
 * chosen: the rings in play (`filled` rings and the `free` spaces' rings) and the
 * next one, zoomed in no further than the innermost free space needs; the rings
 * beyond are empty and cannot be played yet, so nothing is hidden.
 * @param {object} at
 * @param {number} at.width the flower's drawn width in CSS px
 * @param {number | null} at.chosen the ring of the chosen tile or space
 * @param {boolean} at.zoomOff the player asked for the whole flower
 * @param {number[]} at.filled the rings of the placed tiles
 * @param {number[]} at.free the rings of the spaces one may place on now
 */
export function zoomHalf({ width, chosen, zoomOff, filled, free }) {
  /** @param {number} ring */
  const wantedFor = (ring) => ((BOUND[ring] - BOUND[ring - 1]) * width) / (2 * MIN_TAP);
  if (zoomOff) return VIEW;
  if (chosen !== null) return Math.max(wholeRing(chosen), Math.min(VIEW, wantedFor(chosen)));
  const rings = [...filled, ...free];
  if (!rings.length) return VIEW;
  const outer = Math.max(...rings);
  const inner = Math.min(...free, outer);
  if (outer >= 5) return VIEW;
  return Math.max(wholeRing(outer), Math.min(wholeRing(outer + 1), wantedFor(inner)));
}

/** How far a ring's petals reach (tip to tip) in CSS px at this zoom.
 * @param {number} ring @param {number} half @param {number} width */
export const reachPx = (ring, half, width) =>
  ((BOUND[ring] - BOUND[ring - 1] + TIP[ring - 1] + TIP[ring]) * width) / (2 * half);

const NEIGHBOURS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]];

/**
 * The lattice spaces a spread shape leaves out (those inside its outline), so its
 * diagram shows how far apart its spaces are; none for a shape of touching spaces.
 * @param {number[][]} cells
 * @returns {number[][]}
 */
export function skippedCells(cells) {
  const has = new Set(cells.map(([q, r]) => `${q},${r}`));
  const touching = cells.every(([q, r]) => NEIGHBOURS.some(([a, b]) => has.has(`${q + a},${r + b}`)));
  if (touching) return [];
  /** @param {(cell: number[]) => number} f */
  const span = (f) => [Math.min(...cells.map(f)), Math.max(...cells.map(f))];
  const [q0, q1] = span(([q]) => q);
  const [r0, r1] = span(([, r]) => r);
  const [s0, s1] = span(([q, r]) => q + r);
  const out = [];
  for (let q = q0; q <= q1; q++) {
    for (let r = r0; r <= r1; r++) {
      if (q + r >= s0 && q + r <= s1 && !has.has(`${q},${r}`)) out.push([q, r]);
    }
  }
  return out;
}

// Floriado's colours are called what they look like (issue 44: the "red" tiles were read as
// orange): the hue of each colour's shape and tile is within the hues of its name, the names
// are the engine's, the count keeps its contrast on the tile, and no two colours share a shape.
import assert from "node:assert/strict";
import { test } from "node:test";
import { decisions } from "./fixtures.mjs";
import { COLOURS } from "../../web/games/floriado/palette.js";

/** @param {string} hex "#rrggbb" */
const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);

/** The hue in degrees (0-360) of "#rrggbb". */
export function hue(hex) {
  const [r, g, b] = channels(hex);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** WCAG contrast ratio of two "#rrggbb" colours. */
function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, bl] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The hues each name covers (degrees; red wraps around 0), as a colour wheel names them.
const HUES = { red: [345, 12], orange: [22, 40], yellow: [45, 62], pink: [300, 340], blue: [195, 240] };
const within = (h, [lo, hi]) => (lo <= hi ? lo <= h && h <= hi : h >= lo || h <= hi);

test("the palette names the engine's colours, no more, no fewer", () => {
  const [{ snap }] = decisions("floriado-2");
  assert.deepEqual(Object.keys(COLOURS), snap.view.colours);
});

test("each colour's shape and tile are drawn in the hues of its name", () => {
  for (const [name, c] of Object.entries(COLOURS)) {
    for (const part of ["fill", "tint"]) {
      const h = hue(c[part]);
      assert.ok(within(h, HUES[name]), `${name}'s ${part} ${c[part]} has hue ${h.toFixed(0)}°, not ${HUES[name]}`);
    }
  }
});

test("the old vermillion would fail: the hue check tells red from orange", () => {
  assert.ok(!within(hue("#d55e00"), HUES.red), "version 1's red tile colour reads as orange");
  assert.ok(within(hue("#d55e00"), [15, 40]));
});

test("the count is readable on its tile and each colour has its own shape", () => {
  for (const [name, c] of Object.entries(COLOURS)) {
    assert.ok(contrast(c.ink, c.tint) >= 4.5, `${name}: ${contrast(c.ink, c.tint).toFixed(2)}`);
  }
  const shapes = Object.values(COLOURS).map((c) => c.shape);
  assert.equal(new Set(shapes).size, shapes.length);
});

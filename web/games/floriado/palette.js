// Floriado's five flower colours as drawn (no DOM, so tests/web/floriado_palette.test.mjs
// checks each name against the hue it is drawn in). The tiles keep these colours in the
// dark theme too (pieces keep their own colours: web/games/README.md), so one set serves both.
//
// fill: the shape and the tile's frame; tint: the tile; ink: the count on the tint (at
// least 4.5:1 on it). Each colour is paired with a shape, for colour-blind players.
// Version 1's "red" was Okabe-Ito's vermillion on a peach tile and its "orange" an amber:
// players read them as orange and yellow (issue 44), so each is now the hue it is called.

/** @type {{[colour: string]: {fill: string, tint: string, ink: string, shape: string}}} */
export const COLOURS = {
  yellow: { fill: "#f2d21b", tint: "#fcef9c", ink: "#5a4700", shape: "circle" },
  orange: { fill: "#f28500", tint: "#fcc585", ink: "#5c2e00", shape: "triangle" },
  red: { fill: "#d7191c", tint: "#f5a3a0", ink: "#640a0c", shape: "square" },
  pink: { fill: "#e06aae", tint: "#f7c8e3", ink: "#5c1640", shape: "diamond" },
  blue: { fill: "#1f6fc5", tint: "#b7d3f5", ink: "#0d2e55", shape: "star" },
};

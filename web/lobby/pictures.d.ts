// web/lobby/pictures.js is written at build time by tools/board_pictures.mjs: each game's
// board picture (an SVG in assets/boards/, drawn from a real position) and its alt text.

/** A game's board picture: where it is, its size in CSS pixels, and what it shows in words. */
export interface Picture {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const PICTURES: Record<string, Picture>;

// Moves shown in place on the board (Renderer.mark): the hint's suggestion, and a reviewed
// decision's move played and the better one. The renderer says which of its drawn nodes
// show a move (`find`); this puts the mark on them after every draw, so a node drawn later
// (the spaces of a tile chosen since, a facing bar) carries it too. A mark is a line style
// and a word, never a colour alone: `data-mark` for the game's stylesheet and the shared
// one (an HTML node's word is its ::before), a dashed frame and a word drawn over an SVG
// node, and the word in the node's accessible description.
import { pt, t } from "../i18n.js";
import { s } from "../ui.js";

/** @typedef {"hint" | "played" | "better"} MarkKind */
/** @typedef {{move: any, kind: MarkKind}} Mark */

/** The word shown on a marked node, and its accessible description. */
export const MARK_WORDS = /** @type {const} */ ({
  hint: { word: "Hint", description: "Hint: the suggested move" },
  played: { word: "Played", description: "Played: the move made here" },
  better: { word: "Better", description: "Better: the move the review found better" },
});

/** The word shown on a marked node and its accessible description, in the page's language. */
const markWords = (/** @type {MarkKind} */ kind) =>
  ({
    // Translators: a word drawn over a move on the board: the suggested move
    hint: { word: pt("board mark", "Hint"), description: t("Hint: the suggested move") },
    // Translators: a word drawn over a move on the board: the move that was played
    played: { word: pt("board mark", "Played"), description: t("Played: the move made here") },
    // Translators: a word drawn over a move on the board: the better move the review found
    better: { word: pt("board mark", "Better"), description: t("Better: the move the review found better") },
  })[kind];

/** The kind a node shows when two marks fall on it (the move played was the better one). */
export const joined = (/** @type {string | null} */ old, /** @type {string} */ kind) =>
  old && old !== kind ? "both" : kind;

/** CSS px of the word drawn over an SVG node, whatever the drawing's scale (no text under 12 px). */
const WORD_PX = 13;

/**
 * @param {Element} root the renderer's board element
 * @param {(move: any) => Element[]} find the drawn nodes that show `move` now (none: not drawn)
 * @param {(move: any) => (Element | null)[] | null} [ends] for a move from one node to another (a
 *   tile flipped onto its neighbour), the two: an arrow between their frames says which
 *   way it goes, where two frames alike could not
 * @returns {{set: (marks: Mark[] | null) => void, apply: () => void}} `set`: the marks to show
 *   (null: none); `apply`: put them on the nodes drawn now, after each draw
 */
export function marker(root, find, ends) {
  /** @type {Mark[] | null} */
  let marks = null;
  let shown = false; // something is marked now: an apply without marks still clears it
  const apply = () => {
    if (!marks && !shown) return;
    clear(root);
    shown = Boolean(marks);
    for (const { move, kind } of marks ?? []) {
      const [from, to] = ends?.(move) ?? [];
      const way = from instanceof SVGGraphicsElement && to instanceof SVGGraphicsElement && from.ownerSVGElement;
      // with an arrow, the word sits on the node the move starts from alone
      for (const el of find(move)) put(root, el, kind, !(way && el === to));
      if (way) arrow(from.ownerSVGElement, from, to, kind);
    }
  };
  return {
    set(list) {
      marks = list && list.length ? list : null;
      apply();
    },
    apply,
  };
}

/** Take every mark off (the attributes, descriptions and the frames drawn over SVG). */
function clear(/** @type {Element} */ root) {
  for (const el of root.querySelectorAll("[data-mark]")) {
    el.removeAttribute("data-mark");
    const before = el.getAttribute("data-mark-was");
    if (before) el.setAttribute("aria-describedby", before);
    else el.removeAttribute("aria-describedby");
    el.removeAttribute("data-mark-was");
    el.removeAttribute("data-mark-word");
  }
  for (const layer of root.querySelectorAll(".board-marks")) layer.remove();
}

/**
 * @param {Element} root
 * @param {Element} el
 * @param {MarkKind} kind
 */
function put(root, el, kind, word = true) {
  const kindNow = joined(el.getAttribute("data-mark"), kind);
  if (!el.hasAttribute("data-mark")) {
    const before = el.getAttribute("aria-describedby");
    if (before) el.setAttribute("data-mark-was", before);
    el.setAttribute("aria-describedby", [before, describer(root, kind)].filter(Boolean).join(" "));
  } else {
    el.setAttribute("aria-describedby", `${el.getAttribute("aria-describedby")} ${describer(root, kind)}`);
  }
  el.setAttribute("data-mark", kindNow);
  // an HTML node's word is its ::before (style.css reads it from here)
  const shown = /** @type {MarkKind} */ (kindNow === "both" ? "better" : kindNow);
  el.setAttribute("data-mark-word", markWords(shown).word);
  if (el instanceof SVGGraphicsElement && el.ownerSVGElement) frame(el.ownerSVGElement, el, kind, word);
}

/** The id of the hidden node that describes a kind of mark, made once per board. */
function describer(/** @type {Element} */ root, /** @type {MarkKind} */ kind) {
  const id = `mark-word-${kind}`;
  let span = /** @type {HTMLElement | null} */ (root.querySelector(`#${id}`));
  if (!span) {
    span = document.createElement("span");
    span.id = id;
    span.hidden = true;
    root.append(span);
  }
  span.textContent = markWords(kind).description; // in the language spoken now
  return id;
}

/**
 * A dashed frame round an SVG node and its word above it, in a layer of their own on
 * top of the drawing (out of the keyed nodes' children, and never in a tap's way).
 * @param {SVGSVGElement} svg
 * @param {SVGGraphicsElement} el
 * @param {MarkKind} kind
 */
function frame(svg, el, kind, word = true) {
  const box = boxOf(svg, el);
  if (!box) return; // not laid out (a hidden board): drawn with the next draw
  const { x0, x1, y0, y1, unit } = box;
  const layer = marksLayer(svg);
  const text = markWords(kind).word;
  const font = WORD_PX * unit;
  const width = (text.length * 0.62 + 1) * font;
  const cx = (x0 + x1) / 2;
  const top = Math.max(y0 - font * 0.9, svg.viewBox.baseVal?.y ?? -Infinity);
  // inside the drawing's box, so a node at its edge keeps its whole frame (the SVG clips the rest)
  const vb = svg.viewBox.baseVal;
  const [left, right] = vb?.width ? [vb.x + 2 * unit, vb.x + vb.width - 2 * unit] : [-Infinity, Infinity];
  const [fx0, fx1] = [Math.max(x0 - 2 * unit, left), Math.min(x1 + 2 * unit, right)];
  const [x, y, w, hgt] = [fx0, y0 - 2 * unit, fx1 - fx0, y1 - y0 + 4 * unit];
  const line = { "stroke-width": 4 * unit, "stroke-dasharray": `${8 * unit} ${5 * unit}` };
  layer.append(
    s("g", { class: `board-mark mark-${kind}` },
      s("rect", { class: "frame", x, y, width: w, height: hgt, rx: 6 * unit, ...line }),
      ...(word
        ? [
            s("rect", { class: "pill", x: cx - width / 2, y: top, width, height: font * 1.5, rx: font * 0.75 }),
            s("text", { x: cx, y: top + font * 1.1, "text-anchor": "middle", "font-size": font }, text),
          ]
        : [])),
  );
}

/**
 * A node's box in its drawing's units, and one CSS px in those units.
 * @param {SVGSVGElement} svg
 * @param {SVGGraphicsElement} el
 */
function boxOf(svg, el) {
  const screen = svg.getScreenCTM();
  const toSvg = screen?.inverse();
  const toScreen = el.getScreenCTM();
  if (!screen || !toSvg || !toScreen) return null;
  const m = toSvg.multiply(toScreen);
  const b = el.getBBox();
  const xs = [b.x, b.x + b.width].flatMap((x) => [b.y, b.y + b.height].map((y) => m.a * x + m.c * y + m.e));
  const ys = [b.x, b.x + b.width].flatMap((x) => [b.y, b.y + b.height].map((y) => m.b * x + m.d * y + m.f));
  // the scale alone, whatever the turn (table mode turns the board half round, which
  // makes the matrix's a negative)
  const unit = 1 / (Math.hypot(screen.a, screen.b) || 1);
  return { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys), unit };
}

/** The drawing's layer of marks, on top of it. @param {SVGSVGElement} svg */
function marksLayer(svg) {
  let layer = svg.querySelector(":scope > .board-marks");
  if (!layer) {
    layer = s("g", { class: "board-marks", "aria-hidden": "true" });
    svg.append(layer);
  }
  return layer;
}

/**
 * An arrow from one marked node to the other, centre to centre as a chess board draws a
 * move, see-through enough to read the numbers under it.
 * @param {SVGSVGElement} svg
 * @param {SVGGraphicsElement} from
 * @param {SVGGraphicsElement} to
 * @param {MarkKind} kind
 */
function arrow(svg, from, to, kind) {
  const [a, b] = [boxOf(svg, from), boxOf(svg, to)];
  if (!a || !b) return;
  const [ax, ay, bx, by] = [(a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2, (b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
  const length = Math.hypot(bx - ax, by - ay);
  if (!length) return;
  const [ux, uy] = [(bx - ax) / length, (by - ay) / length];
  // from a little past the first's centre to a little short of the second's
  const inset = Math.min(a.x1 - a.x0, a.y1 - a.y0) / 8;
  const [sx, sy, ex, ey] = [ax + ux * inset, ay + uy * inset, bx - ux * inset, by - uy * inset];
  const head = 14 * a.unit;
  const [hx, hy] = [ex - ux * head, ey - uy * head]; // the head's base, across the line
  const [wx, wy] = [-uy * head * 0.7, ux * head * 0.7]; // half the head's base
  const tip = [`${ex},${ey}`, `${hx + wx},${hy + wy}`, `${hx - wx},${hy - wy}`];
  marksLayer(svg).append(
    s("g", { class: `board-mark board-arrow mark-${kind}` },
      s("line", { class: "halo", x1: sx, y1: sy, x2: hx, y2: hy, "stroke-width": 10 * a.unit }),
      s("line", { x1: sx, y1: sy, x2: hx, y2: hy, "stroke-width": 6 * a.unit }),
      s("polygon", { points: tip.join(" "), "stroke-width": 2 * a.unit })),
  );
}

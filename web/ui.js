// Small DOM helpers shared by the shell and every renderer. No framework: a
// renderer builds plain elements and SVG with h()/s() and makes tap targets
// with target(), which gives mouse, touch and keyboard the same behaviour; a board's
// arrow keys (GridFocus) come from web/board/grid_focus.js.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * @template {Element} E
 * @param {E} element
 * @param {{[name: string]: any}} attrs
 * @param {any[]} children
 * @returns {E}
 */
function build(element, attrs, children) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") element.textContent = value;
    else if (key === "class") element.setAttribute("class", value);
    else if (key === "style" && typeof value === "object") Object.assign(/** @type {any} */ (element).style, value);
    else if (key.startsWith("on") && typeof value === "function") element.addEventListener(key.slice(2), value);
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** @typedef {{[name: string]: any}} Attrs */
/** @typedef {any} Child a node, a text, null/false (skipped), or an array of these */

/**
 * An HTML element: h("button", {class: "btn", onclick}, "Label"). Text is never parsed as HTML.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export const h = (tag, attrs = {}, ...children) => build(document.createElement(tag), attrs, children);

/**
 * An SVG element, same calling convention as h().
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attrs} [attrs]
 * @param {...Child} children
 * @returns {SVGElementTagNameMap[K]}
 */
export const s = (tag, attrs = {}, ...children) => build(document.createElementNS(SVG_NS, tag), attrs, children);

/**
 * A marker shape centred on (x, y) with radius r: circle, triangle, square, diamond or
 * star. Games pair every colour with one, so colour-blind players read the shape.
 * @param {string} kind
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {Attrs} [attrs]
 */
export function shapeMark(kind, x, y, r, attrs = {}) {
  const pts = (/** @type {number[][]} */ list) =>
    list.map(([px, py]) => `${(x + px * r).toFixed(1)},${(y + py * r).toFixed(1)}`).join(" ");
  if (kind === "circle") return s("circle", { cx: x, cy: y, r: r * 0.95, ...attrs });
  if (kind === "triangle") return s("polygon", { points: pts([[0, -1.05], [1, 0.8], [-1, 0.8]]), ...attrs });
  if (kind === "square")
    return s("rect", { x: x - r * 0.82, y: y - r * 0.82, width: r * 1.64, height: r * 1.64, ...attrs });
  if (kind === "diamond") return s("polygon", { points: pts([[0, -1.1], [1, 0], [0, 1.1], [-1, 0]]), ...attrs });
  /** @type {number[][]} */
  const star = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 ? 0.45 : 1.05;
    star.push([Math.cos(a) * k, Math.sin(a) * k]);
  }
  return s("polygon", { points: pts(star), ...attrs });
}

/**
 * A target's focus ring: `shape` ("rect", "path"…) with `attrs` for its geometry, drawn
 * by the stylesheet only on keyboard focus (`.tap:focus-visible .focus-ring`). Its fill
 * is transparent, not "none": Firefox gives an SVG shape with neither fill nor stroke an
 * empty box at the user space's origin, and a target's box (where a tap, a test or an
 * assistive tool aims: its centre) then stretched to that point, off the target (on
 * Anthokyklos' flower, onto the pistil).
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} shape
 * @param {Attrs} attrs
 */
export function focusRing(shape, attrs) {
  return s(shape, {
    ...attrs,
    class: "focus-ring",
    fill: "transparent",
    stroke: "none",
    opacity: 0,
    "pointer-events": "none",
  });
}

export { reducedMotion } from "./board/motion.js";

/**
 * Keeps the text of a scaled drawing legible. Sets `--px` on `svg` to the viewBox units
 * one CSS pixel spans, so that its stylesheet can size text at 12 px on screen at least:
 * `font-size: max(17px, calc(12px * var(--px, 0)))`. Returns `{ update, stop }`: call
 * update after changing the viewBox, stop when the drawing goes.
 * @param {SVGSVGElement} svg
 */
export function watchScale(svg) {
  const update = () => {
    const box = svg.viewBox.baseVal;
    if (!box || !box.width || !svg.clientWidth || !svg.clientHeight) return;
    const px = Math.max(box.width / svg.clientWidth, box.height / svg.clientHeight);
    svg.style.setProperty("--px", px.toFixed(3));
  };
  const observer = new ResizeObserver(update);
  observer.observe(svg);
  return { update, stop: () => observer.disconnect() };
}

/** A board's file letters (over the columns) and rank numbers (beside the rows), drawn
 * centred in a margin `pad` wide around cells `cell` wide; class "coord" for the stylesheet.
 * @param {number} cols
 * @param {number} rows
 * @param {{pad: number, cell: number, files: string}} sizes
 */
export function boardLabels(cols, rows, { pad, cell, files }) {
  const at = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ text) =>
    s("text", { x, y, "text-anchor": "middle", "dominant-baseline": "central", class: "coord" }, text);
  return [
    ...Array.from({ length: cols }, (_, c) => at(pad + c * cell + cell / 2, pad / 2, files[c])),
    ...Array.from({ length: rows }, (_, r) => at(pad / 2, pad + r * cell + cell / 2, String(r + 1))),
  ];
}

/**
 * What is written on `element`: its text, in order. Words drawn as separate SVG texts
 * ("P" and "3" on a petal) are read run together ("P3") by speech input and audits,
 * which join text nodes as they are; each SVG text gets a trailing space (SVG drops it
 * from the drawing) so that they read as the words they are.
 * @param {Element} element
 */
function writtenText(element) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  /** @type {string[]} */
  const parts = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const value = node.nodeValue ?? "";
    const text = value.trim();
    if (!text) continue;
    if (node.parentNode instanceof SVGElement && !/\s$/.test(value)) node.nodeValue = `${value} `;
    parts.push(text);
  }
  return parts.join(" ");
}

const words = (/** @type {string} */ text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(" ");

/**
 * An accessible name that holds what is written on the element (WCAG 2.5.3, label in
 * name): a player using speech input says what they see ("click G 4"). The written
 * text leads when the label does not already contain it.
 * @param {Element} element
 * @param {string} label
 */
export function labelInName(element, label) {
  const written = words(writtenText(element));
  if (!written || ` ${words(label)} `.includes(` ${written} `)) return label;
  return `${writtenText(element)}: ${label}`;
}

/**
 * Make an SVG group a button: focusable, labelled for screen readers, activated
 * by click/tap, Enter or Space. `ring` is drawn by the caller (class "focus-ring").
 * @template {Element} E
 * @param {E} element
 * @param {string} label
 * @param {(event: Event) => void} onActivate
 * @returns {E}
 */
export function target(element, label, onActivate) {
  element.classList.add("tap");
  element.setAttribute("role", "button");
  element.setAttribute("tabindex", "-1");
  element.setAttribute("aria-label", labelInName(element, label));
  element.addEventListener("click", (event) => {
    event.preventDefault();
    onActivate(event);
  });
  element.addEventListener("keydown", (event) => {
    if (!(event instanceof KeyboardEvent)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onActivate(event);
    }
  });
  return element;
}

export { GridFocus } from "./board/grid_focus.js";

/** @type {{[name: string]: string}} */
const ICONS = {
  undo: "M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3",
  redo: "m15 14 5-5-5-5m5 5H9a5 5 0 0 0 0 10h3",
  rules: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zm0 16V5M8 7h7M8 11h7",
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6 6 18",
  pause: "M8 5v14M16 5v14",
  play: "M7 5v14l11-7z",
  hint: "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z",
};

export function icon(/** @type {string} */ name) {
  return s(
    "svg",
    {
      class: "icon",
      viewBox: "0 0 24 24",
      "aria-hidden": "true",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 2.2,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    },
    s("path", { d: ICONS[name] }),
  );
}

export { listNames } from "./board/words.js";

/** Offer `text` as a file to download (a game file, the player's record). */
export function downloadFile(/** @type {string} */ name, /** @type {string} */ text) {
  const link = h("a", { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

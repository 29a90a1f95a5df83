// Keyed parts (web/board/keyed.js) for drawings made of nested HTML: a part is a
// node made once per key, its attributes updated on every draw and its content
// redrawn when its signature changes. Candidates for web/board/keyed.js.
import { keyed } from "../../board/keyed.js";
import { h } from "../../ui.js";
import { SEAT_MARKS } from "./text.js";

/**
 * A drawn part: made once per key; `update` runs on every draw, `draw` when `sig`
 * changes (always, without a sig).
 * @typedef {object} Part
 * @property {string} key
 * @property {() => Element} make
 * @property {(el: Element) => void} [update]
 * @property {string} [sig]
 * @property {(el: Element) => void} [draw]
 */

/** @type {import("../../board/keyed.js").KeyedSpec<Part>} */
const PART = {
  key: (p) => p.key,
  create: (p) => p.make(),
  update: (el, p) => p.update?.(el),
  sig: (p) => p.sig ?? null,
  draw: (el, p) => p.draw?.(el),
};

/**
 * Make `parent`'s children these parts, in order (null: left out).
 * @param {Element} parent
 * @param {(Part | null)[]} list
 */
export const parts = (parent, list) => keyed(parent, list.filter(Boolean), PART);

/**
 * A part whose content is only text.
 * @param {string} key
 * @param {() => Element} make
 * @param {string} text
 * @returns {Part}
 */
export const textPart = (key, make, text) => ({ key, make, sig: text, draw: (el) => (el.textContent = text) });

/**
 * A native button keyed by its intent: `listen` takes nodes with role=button.
 * @param {import("../../ui.js").Attrs} attrs
 * @param {...any} children
 */
export const button = (attrs, ...children) => h("button", { type: "button", role: "button", ...attrs }, ...children);

/**
 * A seat's mark (A, B), as the zones, the panels and the count draw it.
 * @param {number} p
 */
export const seatBadge = (p) => h("span", { class: `seat seat-${p}`, "aria-hidden": "true" }, SEAT_MARKS[p]);

// Two keyed specs the board, the panels and the sequencing screen share (candidates for
// web/board/keyed.js): `parts`, a box's fixed children, each with its own create and
// update; `buttons`, plain buttons whose text is their content.
import { h } from "../../ui.js";
import { keyed, patch } from "../../board/keyed.js";

/**
 * A child of a box, made once and kept: `update` runs on every redraw, `draw` only when
 * `sig` changes.
 * @typedef {object} Part
 * @property {string} key
 * @property {() => Element} create
 * @property {(el: Element) => void} [update]
 * @property {string} [sig]
 * @property {(el: Element) => void} [draw]
 */

/** @type {import("../../board/keyed.js").KeyedSpec<Part>} */
const PART = {
  key: (p) => p.key,
  create: (p) => p.create(),
  update: (el, p) => p.update?.(el),
  sig: (p) => p.sig ?? "",
  draw: (el, p) => p.draw?.(el),
};

/**
 * Make `parent`'s children these parts, in order (a part gone is removed).
 * @param {Element} parent
 * @param {Part[]} list
 */
export const parts = (parent, list) => keyed(parent, list, PART);

/**
 * @typedef {object} Button
 * @property {string} key
 * @property {string} text
 * @property {string} cls
 * @property {boolean} [target] a tap leads to a legal move (data-target)
 * @property {boolean} [option] something else the player may do (data-option)
 * @property {boolean} [disabled]
 * @property {number | string} [push]
 */

/** @type {import("../../board/keyed.js").KeyedSpec<Button>} */
const BUTTON = {
  key: (b) => b.key,
  create: () => h("button", { type: "button" }),
  update: (el, b) => patch(el, { class: b.cls, disabled: Boolean(b.disabled), "data-target": Boolean(b.target), "data-option": Boolean(b.option), "data-push": b.push ?? null }),
  sig: (b) => b.text,
  draw: (el, b) => el.replaceChildren(b.text),
};

/**
 * Make `parent`'s children these buttons, in order.
 * @param {Element} parent
 * @param {Button[]} list
 */
export const buttons = (parent, list) => keyed(parent, list, BUTTON);

// The plain buttons of the turn bar and the sequencing screen, keyed (web/board/keyed.js)
// by their intent: made once, their text redrawn only when it changes, so the button
// with the focus keeps it.
import { h } from "../../ui.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";

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
  update: (el, b) => {
    patch(el, {
      class: b.cls,
      disabled: Boolean(b.disabled),
      "data-target": Boolean(b.target),
      "data-option": Boolean(b.option),
      "data-push": b.push ?? null,
    });
    contentOnce(el, b.text, () => [b.text]);
  },
};

/**
 * Make `parent`'s children these buttons, in order.
 * @param {Element} parent
 * @param {Button[]} list
 */
export const buttons = (parent, list) => keyed(parent, list, BUTTON);

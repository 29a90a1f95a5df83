// Keyed parts (web/board/keyed.js) for drawings made of nested HTML: a box's children,
// each a node made once per key and updated in place on every draw. A part whose
// content is costly to rebuild redraws it with `contentOnce` (only when its signature
// changes); `textPart` is the common case, a node whose content is one text.
import { contentOnce, keyed } from "./keyed.js";

/**
 * A child of a box, made once per key; `update` runs on every draw.
 * @typedef {object} Part
 * @property {string} key
 * @property {() => Element} create
 * @property {(el: Element) => void} [update]
 */

/** @type {import("./keyed.js").KeyedSpec<Part>} */
const PART = {
  key: (p) => p.key,
  create: (p) => p.create(),
  update: (el, p) => p.update?.(el),
};

/**
 * Make `parent`'s children these parts, in order (null, undefined or false: left out).
 * @param {Element} parent
 * @param {(Part | null | undefined | false)[]} list
 */
export const parts = (parent, list) => keyed(parent, list.filter(/** @returns {p is Part} */ (p) => Boolean(p)), PART);

/**
 * A part whose content is only text.
 * @param {string} key
 * @param {() => Element} create
 * @param {string} text
 * @returns {Part}
 */
export const textPart = (key, create, text) => ({ key, create, update: (el) => contentOnce(el, text, () => [text]) });

// Input turned into intents (chessground's events.ts): one listener per board, not
// one per node, so nodes drawn by the keyed render carry only data attributes. A
// click, a tap, Enter or Space on a node with `data-key` inside `root` becomes
// `onIntent(key, event)`; Escape becomes `onIntent(null, event)`.
import { labelInName } from "../ui.js";

/**
 * @param {Element} root
 * @param {(key: string | null, event: Event) => void} onIntent
 * @returns {() => void} removes the listeners
 */
export function listen(root, onIntent) {
  /** @param {Event} event */
  const keyOf = (event) =>
    /** @type {Element | null} */ (
      event.target instanceof Element ? event.target.closest("[data-key][role=button]") : null
    );
  /** @param {Event} event */
  const click = (event) => {
    const node = keyOf(event);
    if (!node || !root.contains(node) || node.getAttribute("aria-disabled") === "true") return;
    event.preventDefault();
    onIntent(node.getAttribute("data-key"), event);
  };
  /** @param {Event} event */
  const key = (event) => {
    const { key: name } = /** @type {KeyboardEvent} */ (event);
    if (name === "Escape") {
      onIntent(null, event);
      return;
    }
    if (name !== "Enter" && name !== " ") return;
    if (keyOf(event)) click(event);
  };
  root.addEventListener("click", click);
  root.addEventListener("keydown", key);
  return () => {
    root.removeEventListener("click", click);
    root.removeEventListener("keydown", key);
  };
}

/**
 * Make a keyed node a button for `listen`: focusable by the board's roving focus,
 * named for screen readers with the visible text first (label in name).
 * @param {Element} el
 * @param {string} label
 */
export function asTarget(el, label) {
  el.classList.add("tap");
  if (el.getAttribute("role") !== "button") el.setAttribute("role", "button");
  if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
  const name = labelInName(el, label);
  if (el.getAttribute("aria-label") !== name) el.setAttribute("aria-label", name);
}

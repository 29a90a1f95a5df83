// Input turned into intents (chessground's events.ts): a tap, Enter or Space on a petal
// (web/board/input.js `listen`), a click on one of the game's buttons, and a drag of a
// pyramid onto a slot of the sequencing stack (pointer events, so touch works too).
import { h } from "../../ui.js";
import { listen } from "../../board/input.js";

/**
 * @typedef {object} Handlers
 * @property {(key: string | null) => void} intent a tap on a keyed thing; null: Escape
 * @property {(key: string) => Element | null} dragStart what a drag from `key` shows
 *   under the pointer (null: nothing to drag from there)
 * @property {(key: string, slot: number) => void} drop a drag from `key` ended on a slot
 */

/**
 * @param {Element} root
 * @param {(key: string) => void} onKey
 * @param {() => boolean} dragged true once for the click that ends a drag
 */
function listenButtons(root, onKey, dragged) {
  /** @param {Event} event */
  const click = (event) => {
    const el = event.target instanceof Element ? event.target.closest("button[data-key]") : null;
    if (!el || !root.contains(el)) return;
    if (dragged()) {
      event.preventDefault();
      return;
    }
    const key = el.getAttribute("data-key");
    if (key !== null) onKey(key);
  };
  root.addEventListener("click", click);
  return () => root.removeEventListener("click", click);
}

/**
 * Drags from a tray pyramid or a filled slot onto a slot.
 * @param {HTMLElement} root
 * @param {Handlers} on
 */
function listenDrags(root, on) {
  /** @type {{key: string, x: number, y: number, ghost: HTMLElement | null} | null} */
  let drag = null;
  let suppress = false;
  /** @param {PointerEvent} event */
  const down = (event) => {
    const el = event.target instanceof Element ? event.target.closest(".pb-trio, .pb-slot") : null;
    const key = el?.getAttribute("data-key");
    if (event.button !== 0 || !key) return;
    drag = { key, x: event.clientX, y: event.clientY, ghost: null };
  };
  /** @param {PointerEvent} event */
  const move = (event) => {
    if (!drag) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
      const icon = on.dragStart(drag.key);
      if (!icon) {
        drag = null;
        return;
      }
      drag.ghost = h("div", { class: "pb-drag-ghost", "aria-hidden": "true" }, icon);
      document.body.append(drag.ghost);
    }
    drag.ghost.style.left = `${event.clientX - 22}px`;
    drag.ghost.style.top = `${event.clientY - 30}px`;
    event.preventDefault();
  };
  /** @param {PointerEvent} event */
  const up = (event) => {
    const d = drag;
    drag = null;
    if (!d?.ghost) return;
    d.ghost.remove();
    suppress = true; // the click that follows a drag is no tap
    setTimeout(() => (suppress = false), 0);
    const over = document.elementFromPoint(event.clientX, event.clientY)?.closest(".pb-slot");
    if (over) on.drop(d.key, Number(over.getAttribute("data-slot")));
  };
  root.addEventListener("pointerdown", down);
  window.addEventListener("pointermove", move, { passive: false });
  window.addEventListener("pointerup", up);
  const dragged = () => {
    if (!suppress) return false;
    suppress = false;
    return true;
  };
  const stop = () => {
    drag?.ghost?.remove();
    root.removeEventListener("pointerdown", down);
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
  };
  return { dragged, stop };
}

/**
 * All the board's and the panels' input, as intents.
 * @param {HTMLElement} boardEl
 * @param {HTMLElement} panelsEl
 * @param {Handlers} on
 * @returns {() => void} removes every listener
 */
export function wire(boardEl, panelsEl, on) {
  const drags = listenDrags(boardEl, on);
  const stops = [
    listen(boardEl, (key) => on.intent(key)),
    listenButtons(boardEl, on.intent, drags.dragged),
    listenButtons(panelsEl, on.intent, () => false),
    drags.stop,
  ];
  return () => stops.forEach((stop) => stop());
}

// Petal's input: taps, Enter and Space on a square or a bar button, and Escape, turned
// into intents; arrow keys move between squares (one tab stop for the board); a player's
// kept-flower list opened or closed.
import { listen } from "../../board/input.js";
import { GridFocus } from "../../ui.js";

/**
 * @param {{boardEl: HTMLElement, cellsLayer: Element, panelsEl: HTMLElement}} roots
 * @param {(key: string | null) => void} onIntent
 * @param {(player: number, open: boolean) => void} onToggle
 */
export function bindInput({ boardEl, cellsLayer, panelsEl }, onIntent, onToggle) {
  const focus = new GridFocus(cellsLayer);
  const stop = listen(boardEl, (key) => onIntent(key));
  /** @param {Event} event */
  const toggle = (event) => {
    const details = /** @type {HTMLDetailsElement} */ (event.target);
    const panel = details.closest?.("[data-key]");
    if (details.classList?.contains("kept") && panel) onToggle(Number(panel.getAttribute("data-key")), details.open);
  };
  panelsEl.addEventListener("toggle", toggle, true); // toggle does not bubble: caught on its way down
  return {
    focus,
    stop() {
      stop();
      panelsEl.removeEventListener("toggle", toggle, true);
    },
  };
}

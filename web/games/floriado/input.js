// Floriado's input: taps, Enter and Space on a square or a facing button, and Escape,
// turned into intents; arrow keys move between squares (one tab stop for the field).
import { listen } from "../../board/input.js";
import { GridFocus } from "../../ui.js";

/**
 * @param {HTMLElement} boardEl the board's box (the field and the facing bar)
 * @param {Element} squaresLayer the squares, for the arrow keys
 * @param {(key: string | null) => void} onIntent
 */
export function bindInput(boardEl, squaresLayer, onIntent) {
  const focus = new GridFocus(squaresLayer);
  const stop = listen(boardEl, (key) => onIntent(key));
  return { focus, stop };
}

// Taps and keys on the board turned into intents for the model: one listener for
// the whole board (web/board/input.js), and the flower's roving focus (one tab stop,
// arrow keys between its spaces).
import { listen } from "../../board/input.js";
import { GridFocus } from "../../ui.js";

/**
 * @param {Element} root the board
 * @param {Element} spaces the flower's spaces layer
 * @param {(key: string | null, how: {keyboard: boolean}) => void} onIntent
 */
export function bindInput(root, spaces, onIntent) {
  const focus = new GridFocus(spaces);
  const stop = listen(root, (key, event) => {
    // a key, or a click a key made (detail 0): focus follows the selection
    const keyboard = event.type === "keydown" || (event instanceof MouseEvent && event.detail === 0);
    onIntent(key, { keyboard });
  });
  return {
    focus,
    stop,
    /** Focus the first highlighted space (a tile was chosen by keyboard). */
    focusFirstLegal() {
      const first = /** @type {SVGElement | null} */ (spaces.querySelector(".space.legal"));
      if (!first) return;
      focus.row = Number(first.dataset.row);
      focus.col = Number(first.dataset.col);
      focus.refresh(true);
    },
  };
}

// Taps and keys on the board turned into intents for the model: one listener for
// the whole board (web/board/input.js), the flower's roving focus (one tab stop,
// arrow keys between its spaces), and where focus or the page goes once a new
// selection is drawn.
import { listen } from "../../board/input.js";
import { GridFocus, reducedMotion } from "../../ui.js";

/**
 * @param {object} els
 * @param {HTMLElement} els.root the board
 * @param {Element} els.spaces the flower's spaces layer
 * @param {Element} els.pyramids the tile pyramids
 * @param {Element} els.flower the flower's svg
 * @param {HTMLElement} els.bar the bar over the flower
 * @param {(key: string | null, how: {keyboard: boolean}) => void} onIntent
 */
export function bindInput({ root, spaces, pyramids, flower, bar }, onIntent) {
  // the arrows move among the spaces on screen: when the flower is zoomed in, those
  // beyond its edge are empty rings not in play yet or another ring than the tile's
  // ("Show the whole flower" brings them all in)
  const focus = new GridFocus(spaces, (cell) => {
    const box = cell.getBoundingClientRect();
    const view = flower.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    return x >= view.left && x <= view.right && y >= view.top && y <= view.bottom;
  });
  const stop = listen(root, (key, event) => {
    // a key, or a click a key made (detail 0): focus follows the selection
    const keyboard = event.type === "keydown" || (event instanceof MouseEvent && event.detail === 0);
    onIntent(key, { keyboard });
  });

  /** The roving tab stop on the first highlighted space; focused there when `now`. */
  function toFirstLegal(now = true) {
    const first = /** @type {SVGElement | null} */ (spaces.querySelector(".space.legal"));
    if (first) {
      focus.row = Number(first.dataset.row);
      focus.col = Number(first.dataset.col);
    }
    focus.refresh(now && Boolean(first));
  }

  /** A tile chosen by a tap, on a phone: bring the flower into view. */
  function revealFlower() {
    const box = flower.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight + box.height * 0.4) {
      bar.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    }
  }

  return {
    stop,
    /**
     * After a redraw: one tab stop in the flower, and focus or the page follows the
     * selection the last tap made.
     * @param {import("./model.js").Outcome | null} outcome
     */
    drawn(outcome) {
      // a Tab into the flower lands where a tile may go (the first space, in ring 5, is
      // out of the zoomed view until late in the game); a player already in it stays
      if (!spaces.contains(document.activeElement)) toFirstLegal(false);
      else focus.refresh(false);
      if (outcome?.focus === "space") toFirstLegal();
      if (outcome?.focus === "tile")
        /** @type {HTMLElement | null} */ (pyramids.querySelector(".ptile.pick"))?.focus({ preventScroll: true });
      if (outcome?.reveal) revealFlower();
    },
  };
}

// Anthokyklos renderer: the flower (pistil + 5 rings of 9 petals), the 5 tile
// pyramids, the Pattern card display and the players' claimed cards. Wiring only:
// the model (model.js) says what a tap means and what to draw, draw.js draws it in
// place, input.js turns taps and keys into intents, and one redraw per frame
// (web/board/redraw.js) however many changes ask for one.
import { redrawer } from "../../board/redraw.js";
import { reducedMotion } from "../../ui.js";
import { boardEls, drawBoard, flowerWidth } from "./draw.js";
import { resultDetails } from "./final.js";
import { bindInput } from "./input.js";
import { boardView, intent, newState, receive } from "./model.js";
import { allowMotion } from "./motion.js";

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const state = newState();
  const els = boardEls(boardEl);
  /** @type {import("./model.js").Outcome | null} where focus or the page goes after the next draw */
  let after = null;

  const redraw = redrawer(() => {
    if (!state.snap) return;
    drawBoard(els, panelsEl, boardView(state, flowerWidth(els)), state.snap.view.spaces);
    input.focus.refresh(false);
    const then = after;
    after = null;
    if (then?.focus === "space") input.focusFirstLegal();
    if (then?.focus === "tile") /** @type {HTMLElement | null} */ (els.pyramids.querySelector(".ptile.pick"))?.focus({ preventScroll: true });
    if (then?.reveal) revealFlower();
  });

  const input = bindInput(boardEl, els.flower.spaces, (key, how) => {
    const out = intent(state, key, how);
    if (!out) return;
    if (out.play) {
      // the shell draws the answer (or the same position again, with a refusal)
      hooks.play(out.play).then((ok) => ok || redraw.schedule());
      return;
    }
    after = out;
    redraw.schedule();
  });

  /** A tile chosen by a tap on a phone: bring the flower into view. */
  function revealFlower() {
    const box = els.flower.svg.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight + box.height * 0.4) {
      els.bar.scrollIntoView({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
    }
  }

  const onResize = () => redraw.schedule();
  window.addEventListener("resize", onResize);

  return {
    update(snap, ctx) {
      receive(state, snap, ctx);
      after = null;
      allowMotion(els.layout);
      redraw.flush();
    },
    resultDetails,
    destroy() {
      redraw.cancel();
      input.stop();
      els.flower.scale.stop();
      window.removeEventListener("resize", onResize);
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

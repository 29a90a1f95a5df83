// Anthokyklos renderer: the flower (pistil + 5 rings of 9 petals), the 5 tile
// pyramids, the Pattern card display and the players' claimed cards. Wiring only:
// the model (model.js) says what a tap means and what to draw, draw.js draws it in
// place, input.js turns taps and keys into intents, and one redraw per frame
// (web/board/redraw.js) however many changes ask for one.
import { marker } from "../../board/marks.js";
import { redrawer } from "../../board/redraw.js";
import { holds } from "../../board/state.js";
import { boardEls, drawBoard, flowerWidth } from "./draw.js";
import { resultDetails } from "./final.js";
import { bindInput } from "./input.js";
import { intent, createState, receive } from "./model.js";
import { boardView } from "./model-board.js";
import { allowMotion } from "./motion.js";
import { previewer } from "../../board/preview.js";
import { watchSide } from "./side.js";

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const state = createState();
  const els = boardEls(boardEl);
  /** @type {import("./model.js").Outcome | null} what the last tap asks of focus and scroll */
  let outcome = null;
  const side = watchSide(els.side, { above: els.above, below: els.more });

  const redraw = redrawer(() => {
    if (!holds(state)) return;
    drawBoard(els, panelsEl, boardView(state, flowerWidth(els)), state.snap.view.spaces);
    input.drawn(outcome);
    side.drawn();
    outcome = null;
    marks.apply();
  });
  // a move shown on the board (Renderer.mark): the tile in its pyramid and its space, or a Reserve button
  const marks = marker(boardEl, (/** @type {import("../../contract.js").AnthokyklosMove} */ move) => {
    const keys = move.type === "place" ? [`tile:${move.tile}`, `space:${move.space}`] : [`reserve:${move.card}`];
    return keys.flatMap((key) => [...boardEl.querySelectorAll(`[data-key="${key}"]`)]);
  });

  const input = bindInput(
    { root: boardEl, spaces: els.flower.spaces, pyramids: els.pyramids, flower: els.flower.svg, bar: els.bar },
    (key, how) => {
      const out = intent(state, key, how);
      if (!out) return;
      if (out.play) {
        // the shell draws the answer, or the same position again with the refusal
        hooks.play(out.play).then((ok) => ok || redraw.schedule());
        return;
      }
      outcome = out;
      redraw.schedule();
    },
  );

  // what each placement would complete, asked once per position (preview.js)
  const previews = previewer(hooks.preview, () => {
    if (holds(state)) state.previews = previews.of(state.snap, state.ctx.interactive);
    redraw.schedule();
  });

  const onResize = () => redraw.schedule();
  window.addEventListener("resize", onResize);

  return {
    update(snap, ctx) {
      receive(state, snap, ctx);
      state.previews = previews.of(snap, ctx.interactive);
      outcome = null;
      allowMotion(els.layout);
      redraw.flush();
    },
    resultDetails,
    mark: marks.set,
    destroy() {
      redraw.cancel();
      input.stop();
      side.stop();
      els.flower.scale.stop();
      window.removeEventListener("resize", onResize);
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

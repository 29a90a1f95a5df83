// Floriado renderer: the 5x8 field, the two men and the players' pickings. Wiring only:
// the model (model.js) says what a tap means, draw.js and panels.js draw, input.js
// turns taps and keys into intents, and one redraw at a time (web/board/redraw.js).
import { marker } from "../../board/marks.js";
import { redrawer } from "../../board/redraw.js";
import { reducedMotion } from "../../board/motion.js";
import { holds } from "../../board/state.js";
import { createState, intent, receive } from "./model.js";
import { panels } from "./model-panels.js";
import { createBoard, drawBoard } from "./draw.js";
import { drawPanels, resultDetails } from "./panels.js";
import { bindInput } from "./input.js";
import { COLOURS } from "./pieces.js";

export { COLOURS };

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const state = createState();
  const board = createBoard(boardEl);
  let focusBar = false; // a square was chosen for a placement: its facings take the focus

  const redraw = redrawer(() => {
    if (!holds(state)) return;
    drawBoard(board, state);
    drawPanels(panelsEl, panels(state, Object.keys(COLOURS)));
    input.focus.refresh(false);
    if (focusBar) /** @type {HTMLElement | null} */ (board.bar.querySelector("button"))?.focus();
    focusBar = false;
    marks.apply();
  });
  // a move shown on the board (Renderer.mark): its square, and its facing once the bar offers them
  const marks = marker(boardEl, (/** @type {import("./model.js").Move} */ move) => {
    const cols = state.snap?.view.cols ?? 0;
    const facing = move.type === "place" ? board.bar.querySelector(`[data-key="face:${move.facing}"]`) : null;
    const square = board.squaresLayer.querySelector(`[data-key="${move.row * cols + move.col}"]`);
    return [square, facing].filter((el) => el !== null);
  });

  const input = bindInput(boardEl, board.squaresLayer, (key) => {
    const result = intent(state, key);
    if (!result) return;
    if ("selected" in result) {
      focusBar = result.selected !== null;
      state.selected = result.selected ?? null;
      // drawn before the tap's event ends, as the old renderer did: the browser tests
      // and the bench read the facing bar right after their click returns
      redraw.flush();
    }
    if (result.play) hooks.play(result.play);
  });

  return {
    update(snap, ctx) {
      receive(state, snap, ctx);
      board.svg.classList.toggle("animate", !reducedMotion());
      redraw.flush();
    },
    resultDetails,
    mark(list) {
      // while a hint is shown, its position's dead ends are marked whatever the level (model-aids.js)
      const hinting = Boolean(list?.some((m) => m.kind === "hint"));
      if (hinting !== state.hinting) {
        state.hinting = hinting;
        redraw.flush();
      }
      marks.set(list);
    },
    destroy() {
      redraw.cancel();
      input.stop();
      board.scale.stop();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

// Petal renderer: the 7x7 board of petals, flowers (stacks) and the tree, the bar under
// it and the players' panels with their kept flowers. Wiring only: the model (model.js)
// says what a tap means, draw.js and panels.js draw, input.js turns taps and keys into
// intents, motion.js flies a flipped tile, and web/board/redraw.js draws.
import { Motions } from "../../board/motion.js";
import { marker } from "../../board/marks.js";
import { redrawer } from "../../board/redraw.js";
import { holds } from "../../board/state.js";
import { CANCEL, createState, intent, PICK, receive } from "./model.js";
import { panels } from "./model-panels.js";
import { createBoard, drawBoard } from "./draw.js";
import { drawPanels, resultDetails } from "./panels.js";
import { bindInput } from "./input.js";
import { animateFlip } from "./motion.js";
import { COLOURS } from "./pieces.js";

export { COLOURS };

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const state = createState();
  const board = createBoard(boardEl);
  const motions = new Motions();
  // the bar's button that had the focus goes: keyboard users land back on the board
  let toBoard = false;

  const redraw = redrawer(() => {
    if (!holds(state)) return;
    drawBoard(board, state);
    drawPanels(panelsEl, panels(state));
    input.focus.refresh(toBoard);
    toBoard = false;
    marks.apply();
  });
  // a move shown on the board (Renderer.mark): the tile and where it goes, or the flower and
  // the Pick button once it is chosen
  const cell = (/** @type {number} */ i) => board.cellsLayer.querySelector(`[data-key="${i}"]`);
  const marks = marker(
    boardEl,
    (/** @type {import("../../contract.js").PetalMove} */ move) => {
      const found = (move.type === "flip" ? [move.from, move.to] : [move.cell]).map(cell);
      const pick = move.type === "pick" && state.selected === move.cell;
      if (pick) found.push(board.bar.querySelector(`[data-key="${PICK}"]`));
      return found.filter((el) => el !== null);
    },
    (/** @type {import("../../contract.js").PetalMove} */ move) =>
      move.type === "flip" ? [cell(move.from), cell(move.to)] : null,
  );

  const input = bindInput({ boardEl, cellsLayer: board.cellsLayer, panelsEl }, (key) => {
    const result = intent(state, key);
    if (!result) return;
    if (result.play) {
      if (key === PICK) toBoard = board.bar.contains(document.activeElement);
      hooks.play(result.play);
      return;
    }
    state.selected = result.selected ?? null;
    toBoard = key === CANCEL;
    // drawn before the tap's event ends, as the old renderer did: the browser tests
    // read the bar and the frames right after their click returns
    redraw.flush();
  }, (player, open) => {
    state.openKept[player] = open;
    redraw.schedule();
  });

  return {
    update(snap, ctx) {
      motions.cancel();
      const previous = state.snap;
      receive(state, snap, ctx);
      redraw.flush();
      animateFlip(board, motions, previous, snap);
    },
    resultDetails,
    mark: marks.set,
    destroy() {
      redraw.cancel();
      motions.cancel();
      input.stop();
      board.scale.stop();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

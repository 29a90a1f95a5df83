// Petal Battle renderer: the daisy (a ring of 10 petals), pyramids drawn as pyramids
// (size + pips, colour + pattern), each player's supply tray and sequencing stack, the
// action counter, and the sequencing screen. It knows no rules: targets come from
// `snap.moves`, everything else from `snap.view`; an illegal tap is sent to the
// engine, whose refusal explains the rule. A player left without an action passes
// inside the engine; `view.last.passes` says so and the help line and status show it.
// The End turn button exists only when the lobby option "Turns may end early" puts
// `end` in the moves.
//
// Wiring only: the model (model.js) holds the selection and the secret stack, says
// what a tap means and builds the view-model; draw.js, panels.js and sequencing.js
// draw it keyed; input.js turns taps, keys and drags into intents; one redraw per
// frame for local changes, at once for a new snapshot.
import { h } from "../../ui.js";
import { redrawer } from "../../board/redraw.js";
import { holds } from "../../board/state.js";
import { Motions } from "../../board/motion.js";
import { previewer } from "../../board/preview.js";
import { marker } from "../../board/marks.js";
import { createState, dragPips, drop, intent, receive, viewModel } from "./model.js";
import { moveKeys } from "./moves.js";
import { viewOf } from "./view.js";
import { resultSentence, statusLine } from "./text.js";
import { drawBoard, makeBoard } from "./draw.js";
import { drawPanels } from "./panels.js";
import { drawSequencing } from "./sequencing.js";
import { pyramidIcon } from "./pieces.js";
import { wire } from "./input.js";
import { animateMove } from "./motion.js";

/** The board is drawn within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const st = createState();
  const board = makeBoard(boardEl);
  const motions = new Motions();
  const redraw = redrawer(() => {
    if (!holds(st)) return;
    const vm = viewModel(st);
    drawBoard(board, vm);
    drawSequencing(board.seqBox, vm.seq);
    drawPanels(panelsEl, vm.panels);
    marks.apply();
  });
  // a move shown on the board (Renderer.mark): its petals and the bar's button that ends it
  const petal = (/** @type {number} */ i) => boardEl.querySelector(`[data-key="petal-${i}"]`);
  const marks = marker(
    boardEl,
    (/** @type {import("../../contract.js").PetalBattleMove} */ move) =>
      moveKeys(st, move).flatMap((key) => [...boardEl.querySelectorAll(`[data-key="${key}"]`)]),
    (/** @type {import("../../contract.js").PetalBattleMove} */ move) =>
      "from" in move && "to" in move ? [petal(move.from), petal(move.to)] : null,
  );

  /** @param {string | null} key */
  const onIntent = (key) => {
    const out = intent(st, key);
    if (!out) return;
    if (out.play) {
      hooks.play(out.play); // the shell draws the answer (or the refusal) through update
      return;
    }
    // A tap is one change, drawn before its event ends (one draw, a pending frame
    // cancelled), as the old renderer did: the browser tests read the board right after
    // their click returns, and the focus moves on (the next pyramid, or Confirm) only once
    // it is drawn and enabled. Drags schedule.
    redraw.flush();
    if (out.focus)
      /** @type {HTMLElement | null} */ (
        boardEl.querySelector(`button[data-key="${out.focus}"]:not([disabled])`)
      )?.focus();
  };
  // what each action would do, asked once per position (preview.js)
  const previews = previewer(hooks.preview, () => {
    if (holds(st)) st.previews = previews.of(st.snap, st.ctx.interactive);
    redraw.schedule();
  });
  const unwire = wire(boardEl, panelsEl, {
    intent: onIntent,
    dragStart: (key) => {
      const pips = dragPips(st, key);
      const owner = st.snap?.view.current ?? null; // the seat stacking its Trio
      return pips === null || owner === null ? null : pyramidIcon(pips, owner, { px: 44 });
    },
    drop: (key, slot) => {
      if (drop(st, key, slot)) redraw.schedule();
    },
  });

  return {
    update(snap, ctx) {
      const { animate, fresh } = receive(st, snap, ctx);
      st.previews = previews.of(snap, ctx.interactive);
      motions.cancel();
      redraw.flush();
      if (fresh) requestAnimationFrame(() => board.seqBox.scrollIntoView?.({ block: "nearest" }));
      if (animate) animateMove(viewOf(snap).last, board, motions);
    },
    mark: marks.set,
    resultDetails(final, { names }) {
      return h("p", { class: "pb-result" }, resultSentence(final, names));
    },
    status(current, { names }) {
      return statusLine(current, names);
    },
    destroy() {
      redraw.cancel();
      motions.cancel();
      unwire();
      board.scale.stop();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

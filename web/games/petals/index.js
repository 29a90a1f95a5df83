// Petals renderer: your hand as a fan of cards, the trick, the trump, both
// bouquets (yours large), the take / place / arrange / Camellia decisions, the
// round-end count and a gallery of all 52 cards. It knows no rules: what can be
// tapped comes from `snap.moves`, everything else from `snap.view`; a card that
// may not be played is still sent to the engine, whose refusal explains why.
// This file wires the parts (web/games/README.md): model.js (state, intents, the
// view-model), draw.js (keyed drawing), input.js, count.js, gallery.js, panels.js.
import { redrawer } from "../../board/redraw.js";
import { holds } from "../../board/state.js";
import { h } from "../../ui.js";
import { boardCount, resultTable } from "./count.js";
import { drawBoard } from "./draw.js";
import { openGallery } from "./gallery.js";
import { listenTable } from "./input.js";
import { countDue, createState, intent, receive } from "./model.js";
import { viewOf } from "./view.js";
import { drawPanels } from "./panels.js";
import { moveNodes, watchSpots } from "./preview.js";
import { marker } from "../../board/marks.js";
import { previewer } from "../../board/preview.js";

/** The table is laid out within the box the shell gives it (see web/games/README.md). */
export const fitsScreen = true;

/**
 * The board's frame: the help line and tools over the count's holder and the table.
 * @param {{cards: () => void, scores: () => void}} on
 */
function frame(on) {
  const help = h("p", { class: "board-help", "aria-live": "polite" });
  const cardsBtn = h("button", { class: "btn", type: "button", "aria-haspopup": "dialog", onclick: on.cards });
  const scoresBtn = h("button", { class: "btn", type: "button", hidden: true, onclick: on.scores });
  const bar = h("div", { class: "petals-bar" }, help, h("div", { class: "petals-tools" }, scoresBtn, cardsBtn));
  const scoringBox = h("div", { class: "petals-scoring-holder" });
  const table = h("div", { class: "petals-table" });
  const root = h("div", { class: "petals-root" }, bar, scoringBox, table);
  return { root, help, scoresBtn, cardsBtn, scoringBox, table };
}

/** @type {import("../../types.js").RendererModule["mount"]} */
export function mount(boardEl, panelsEl, hooks) {
  const state = createState();
  // the "Round N count" button opens the count, and closes it when it is open
  const board = frame({
    cards: () => showGallery(),
    scores: () => (scoringBox.childElementCount ? stopScoring() : openScoring(false)),
  });
  const { root, scoringBox } = board;
  boardEl.append(root);
  /** @type {{stop: () => void} | null} */
  let scoring = null; // the count on the board
  let scoredKey = -1; // the snapshot whose round-end count was shown
  /** @type {{close: () => void} | null} */
  let gallery = null;
  /** @type {import("./count.js").Count | null} */
  let finalCount = null; // the count animating on the final screen

  const redraw = redrawer(() => {
    if (holds(state)) drawBoard(board, state);
    marks.apply();
  });
  // a move shown on the table (Renderer.mark): a hint's, a reviewed decision's
  const marks = marker(root, (move) => moveNodes(root, state, move));
  // what each + spot would make of the count, asked once per position (preview.js)
  const previews = previewer(hooks.preview, () => {
    if (holds(state)) state.previews = previews.of(state.snap, state.ctx.interactive);
    redraw.schedule();
  });
  const stopSpots = watchSpots(root, state, () => redraw.schedule());

  const stopInput = listenTable(root, (key) => {
    const meant = intent(state, key);
    if (meant && "play" in meant) hooks.play(meant.play);
    else if (meant) redraw.schedule();
  });

  const stopScoring = () => {
    scoring?.stop();
    scoring = null;
  };
  /** @param {boolean} animate */
  function openScoring(animate) {
    stopScoring();
    if (!holds(state)) return;
    const sc = state.snap.view.scoring;
    if (sc) scoring = boardCount(scoringBox, sc, state.ctx.names, animate);
  }

  function showGallery() {
    if (gallery || !state.snap) return;
    gallery = openGallery(state.snap.view.deck || [], () => (gallery = null));
  }

  return {
    update(snap, ctx) {
      const prevPly = state.snap?.ply;
      // the count stays until closed, or until the person plays on from under it (or
      // takes a move back); the computer's moves meanwhile leave it in view
      const byPerson = Boolean(state.ctx?.interactive);
      receive(state, snap, ctx);
      state.previews = previews.of(snap, ctx.interactive);
      if (prevPly !== undefined && prevPly !== snap.ply && scoring && scoredKey !== snap.ply && byPerson) stopScoring();
      redraw.flush();
      if (!holds(state)) return;
      drawPanels(panelsEl, state);
      // The count animates once per round end, when the board is in sight; at the
      // game's end it animates on the final screen instead (resultDetails).
      if (countDue(state) && scoredKey !== snap.ply) {
        scoredKey = snap.ply;
        openScoring(true);
        scoringBox.scrollIntoView?.({ block: "nearest" });
      }
    },
    mark: marks.set,
    resultDetails(final, { names }) {
      finalCount?.stop();
      const { el, count } = resultTable(viewOf(final), names);
      finalCount = count;
      return el;
    },
    destroy() {
      redraw.cancel();
      stopInput();
      stopSpots();
      stopScoring();
      finalCount?.stop();
      gallery?.close();
      boardEl.replaceChildren();
      panelsEl.replaceChildren();
    },
  };
}

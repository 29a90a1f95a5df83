// Petals' previews (issue 25): before a card is placed, each + spot of your bouquet
// shows what that placement would make of the bouquet's count ("+3", "−5"), its
// accessible name says it after the visible words, and a line at the foot of the
// screen says it for the spot focused or pointed at. The numbers are the engine's (coach_preview):
// a newcomer who put Jade Vine beside their Orchid saw the Orchid zeroed only after.
// The words and numbers are the model's (model-preview.js, no DOM); this file draws them.
import { textPart } from "../../board/parts.js";
import { h } from "../../ui.js";
import { previewLine } from "./model-preview.js";

/** @typedef {import("./model.js").Shown} Shown */

/**
 * The focused spot's line (previewLine), drawn with your zone. Its words
 * are in the focused spot's accessible name already, so it is not read again.
 * @param {Shown} state
 * @returns {import("../../board/parts.js").Part | null}
 */
export function previewPart(state) {
  const line = previewLine(state);
  return line === null
    ? null
    : textPart("preview", () => h("p", { class: "petals-preview", "aria-hidden": "true" }), line);
}

/**
 * The change written on a + spot (a chip under the +), or none.
 * @param {Element} el the spot's button
 * @param {ReturnType<typeof import("./model-preview.js").placePreview>} preview
 */
export function drawDelta(el, preview) {
  let chip = el.querySelector(".place-delta");
  if (!preview) return chip?.remove();
  if (!chip) {
    chip = h("span", { class: "place-delta", "aria-hidden": "true" });
    el.append(chip);
  }
  // a loss, or a flower set to 0, is marked by a sign as well as its colour
  const bad = preview.loss || preview.zeroes;
  chip.textContent = bad ? `${preview.zeroes ? "⚠" : "▼"} ${preview.delta}` : preview.delta;
  chip.classList.toggle("loss", bad);
  el.toggleAttribute("data-zeroes", preview.zeroes);
}

/**
 * Follow which + spot is focused or pointed at, for the line over the table.
 * @param {HTMLElement} root
 * @param {import("./model.js").PetalsState} state
 * @param {() => void} redraw
 */
export function watchSpots(root, state, redraw) {
  /** @param {Event} event */
  const on = (event) => {
    const target = event instanceof FocusEvent && event.type === "focusout" ? event.relatedTarget : event.target;
    const spot = target instanceof Element ? target.closest("button.bq-cell.place") : null;
    const cell = spot ? Number(spot.getAttribute("data-cell")) : null;
    if (cell === state.focusCell) return;
    state.focusCell = cell;
    redraw();
  };
  for (const type of ["focusin", "focusout", "pointerover"]) root.addEventListener(type, on);
  return () => {
    for (const type of ["focusin", "focusout", "pointerover"]) root.removeEventListener(type, on);
  };
}

/**
 * The nodes that show a move on the board (Renderer.mark, web/board/marks.js): the card
 * to lead, follow or take, the spot of your bouquet where a card goes or the Camellia
 * switches, the button that keeps the bouquet or uses the order previewed. A decision
 * the table does not show (a card led from a hand the replay hides) has none: the
 * replay's note and the hint's words tell it.
 * @param {Element} root
 * @param {{arrange: {order: number[]} | null}} state
 * @param {import("../../contract.js").PetalsMove} move
 * @returns {Element[]}
 */
export function moveNodes(root, state, move) {
  const spot = (/** @type {number} */ cell) => root.querySelector(`.petals-bouquet.large [data-cell="${cell}"]`);
  const key = (/** @type {string} */ k) => root.querySelector(`[data-key="${k}"]`);
  /** @type {(Element | null)[]} */
  let found = [];
  if (move.type === "play") found = [key(`play:${move.card}`)];
  else if (move.type === "take") found = [root.querySelector(`[data-take="${move.card}"]`)];
  else if (move.type === "place") found = [spot(move.cell)];
  else if (move.type === "switch") found = [spot(move.to)];
  else if (move.type === "keep") found = [key("keep")];
  else if (move.type === "arrange" && String(state.arrange?.order) === String(move.order)) found = [key("arrange")];
  return found.filter((el) => el !== null);
}

// Petals' previews in the model (no DOM): what placing the pending card on a + spot
// would make of the bouquet's count, from the engine's coach_preview (preview.js
// draws it).
import { signed } from "../../board/preview.js";

/** @typedef {import("./model.js").PetalsState} PetalsState */
/** @typedef {import("./model.js").Shown} Shown */

/**
 * The preview of placing the pending card on `cell`: its change of the count as
 * written on the spot, whether it sets a flower to 0, and the engine's sentence.
 * @param {Shown} state
 * @param {number} cell
 * @returns {{delta: string, loss: boolean, zeroes: boolean, text: string} | null}
 */
export function placePreview(state, cell) {
  const list = state.previews;
  if (!list) return null;
  const index = state.snap.moves.findIndex((m) => m.type === "place" && m.cell === cell);
  const p = index < 0 ? null : list[index];
  if (!p || typeof p.gain !== "number") return null;
  return { delta: signed(p.gain), loss: p.gain < 0, zeroes: p.zeroed.length > 0, text: p.text };
}

/**
 * The sentence of the + spot focused or pointed at, for the line at the foot of the
 * screen; null when none is.
 * @param {Shown} state
 */
export function previewLine(state) {
  if (state.focusCell === undefined || state.focusCell === null) return null;
  return placePreview(state, state.focusCell)?.text ?? null;
}

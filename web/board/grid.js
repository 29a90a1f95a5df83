// A board of square cells in an SVG (Floriado's field, Petal's board): its coordinates
// and viewBox, drawn once, with its text kept legible however it is scaled. Shared by
// both games' draw.js.
import { boardLabels } from "../ui.js";

/**
 * Draw the file letters and rank numbers and set the viewBox, the first time only
 * (a board's size never changes).
 * @param {{svg: SVGSVGElement, labels: SVGGElement, scale: {update: () => void}}} board
 * @param {{rows: number, cols: number}} size
 * @param {{pad: number, cell: number, files: string}} layout
 */
export function drawCoords(board, { rows, cols }, { pad, cell, files }) {
  if (board.labels.childElementCount) return;
  board.svg.setAttribute("viewBox", `0 0 ${pad + cols * cell + 4} ${pad + rows * cell + 4}`);
  board.labels.append(...boardLabels(cols, rows, { pad, cell, files }));
  // No board.scale.update() here: it reads the drawing's size, a layout forced in the
  // middle of building the board (15 ms of a reopened board's first draw); the scale's
  // ResizeObserver reports the new drawing once it is laid out, before it is painted.
}

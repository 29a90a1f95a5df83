// Petal's drawing: the view-model to SVG and HTML, keyed, so that each square's node is
// made once and updated in place (focus stays on a square across a move, and the flip's
// animation runs on the node that stays).
import { asTarget } from "../../board/input.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { focusRing, h, s, watchScale } from "../../ui.js";
import { drawCoords } from "../../board/grid.js";
import { t } from "../../i18n.js";
import { cells, helpText } from "./model.js";
import { bar } from "./model-bar.js";
import { CELL, chip, chips, drawFlower, drawPetal, drawTree, PAD, patterns } from "./pieces.js";

/** @typedef {ReturnType<typeof createBoard>} Board */

/**
 * The board's fixed parts, made once: the squares, their labels, the layer the flips
 * fly in, the hint above and the bar below.
 * @param {HTMLElement} boardEl
 */
export function createBoard(boardEl) {
  const svg = s("svg", { class: "petal-board", role: "group", "aria-label": t("Petal board") });
  const labels = s("g", { "aria-hidden": "true" });
  const cellsLayer = s("g", {});
  const fxLayer = s("g", { "aria-hidden": "true", class: "fx" });
  svg.append(patterns(), labels, cellsLayer, fxLayer);
  const help = h("p", { class: "board-help" });
  const barEl = h("div", { class: "petal-bar", role: "group", "aria-label": t("Selected tile") });
  boardEl.append(help, svg, barEl);
  return { svg, labels, cellsLayer, fxLayer, help, bar: barEl, scale: watchScale(svg) };
}

/** @type {["source" | "dest" | "selected" | "lastTo" | "lastFrom", string][]} */
const FLAG_CLASSES = [
  ["source", "source"],
  ["dest", "dest"],
  ["selected", "selected"],
  ["lastTo", "last-to"],
  ["lastFrom", "last-from"],
];

/**
 * What a square shows: its ground, its petal, flower or tree, and its marks.
 * @param {import("./model.js").CellVM} c
 * @returns {SVGElement[]}
 */
function cellContent(c) {
  const { cell } = c;
  const x = PAD + c.col * CELL;
  const y = PAD + c.row * CELL;
  /** @type {SVGElement[]} */
  const nodes = [s("rect", { class: "ground", x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 13 })];
  // a petal has its colour and number, a flower its back on top (records.py, cell_view)
  if (cell.kind === "petal" && cell.colour && cell.number) nodes.push(drawPetal(x, y, cell.colour, cell.number));
  else if (cell.kind === "flower" && cell.top) nodes.push(drawFlower(x, y, { height: cell.height, top: cell.top }));
  else if (cell.kind === "tree") nodes.push(drawTree(x, y));
  else if (c.picked)
    // Translators: written small on the square whose flower was just picked
    nodes.push(s("text", { x: x + 50, y: y + 56, "text-anchor": "middle", class: "picked-note" }, t("picked")));
  if (c.dest) nodes.push(s("rect", { class: "mark", x: x + 4, y: y + 4, width: CELL - 8, height: CELL - 8, rx: 13 }));
  if (c.selected)
    nodes.push(s("rect", { class: "select-mark", x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 14 }));
  nodes.push(focusRing("rect", { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 15 }));
  return nodes;
}

/** @type {import("../../board/keyed.js").KeyedSpec<import("./model.js").CellVM>} */
const CELL_SPEC = {
  key: (c) => c.key,
  create: () => s("g", {}),
  update(el, c) {
    const flags = FLAG_CLASSES.filter(([flag]) => c[flag]).map(([, name]) => name);
    patch(el, {
      class: ["cell", "tap", `kind-${c.cell.kind}`, ...flags].join(" "),
      "data-row": c.row,
      "data-col": c.col,
      "data-square": c.cell.name,
      "data-kind": c.cell.kind,
      "data-target": c.target,
    });
    const { kind, colour, number, height, top } = c.cell;
    contentOnce(el, JSON.stringify([kind, colour, number, height, top, c.dest, c.selected, c.picked]), () =>
      cellContent(c),
    );
    asTarget(el, c.label);
  },
};

/**
 * Words and tiles to nodes: a tile as a chip, a list of tiles as chips and words.
 * @param {import("./model-bar.js").Parts} parts
 */
const partsNodes = (parts) =>
  parts.map((part) => (typeof part === "string" ? part : "chip" in part ? chip(part.chip) : chips(part.chips)));

/** @typedef {{key: string, parts?: import("./model-bar.js").Parts, text?: string, label?: string}} BarItem */

/** @type {import("../../board/keyed.js").KeyedSpec<BarItem>} */
const BAR_ITEM = {
  key: (item) => item.key,
  create: (item) => (item.parts
    ? h("p", { class: "bar-text" })
    : h("button", { class: item.key === "pick" ? "btn primary petal-pick" : "btn", type: "button", role: "button" })),
  update(el, item) {
    if (item.parts) {
      const parts = item.parts;
      contentOnce(el, JSON.stringify(parts), () => partsNodes(parts));
      return;
    }
    patch(el, { "data-target": item.key === "pick", "aria-label": item.label ?? null });
    const text = item.text ?? "";
    contentOnce(el, text, () => [text]);
  },
};

/**
 * The bar: the last move, or the chosen tile with Pick and Cancel.
 * @param {Board} board
 * @param {ReturnType<typeof bar>} vm
 */
function drawBar(board, vm) {
  patch(board.bar, { class: `petal-bar ${vm.selected ? "selected" : "idle"}` });
  /** @type {BarItem[]} */
  const items = [{ key: "text", parts: vm.text }];
  if (vm.pick) items.push({ key: "pick", text: vm.pick.text, label: vm.pick.label });
  if (vm.selected) items.push({ key: "cancel", text: t("Cancel") });
  keyed(board.bar, items, BAR_ITEM);
}

/**
 * Draw the whole board from the model's state.
 * @param {Board} board
 * @param {import("./model.js").Shown} state
 */
export function drawBoard(board, state) {
  const view = state.snap.view;
  drawCoords(board, { rows: view.rows, cols: view.cols }, { pad: PAD, cell: CELL, files: "ABCDEFG" });
  keyed(board.cellsLayer, cells(state), CELL_SPEC);
  drawBar(board, bar(state));
  const help = helpText(state);
  if (board.help.textContent !== help) board.help.textContent = help;
}

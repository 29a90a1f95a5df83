// Floriado's drawing: the view-model to SVG and HTML, keyed, so that each square's node
// is made once and updated in place (focus and the men's slides survive a redraw).
import { t } from "../../i18n.js";
import { asTarget } from "../../board/input.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { h, s, watchScale } from "../../ui.js";
import { drawCoords } from "../../board/grid.js";
import { facingBar, helpText, men, placing, squares } from "./model.js";
import { CELL, manNode, PAD, squareContent } from "./pieces.js";

/** @typedef {ReturnType<typeof createBoard>} Board */

/**
 * The board's fixed parts, made once: the field, its labels, the men, the hint above
 * and the facing bar below.
 * @param {HTMLElement} boardEl
 */
export function createBoard(boardEl) {
  const svg = s("svg", { class: "floriado-board", role: "group", "aria-label": t("Flower field") });
  const labels = s("g", { "aria-hidden": "true" });
  const squaresLayer = s("g", {});
  const menLayer = s("g", { "aria-hidden": "true", class: "men" });
  const manNodes = [0, 1].map(manNode);
  menLayer.append(...manNodes);
  svg.append(labels, squaresLayer, menLayer);
  const bar = h("div", { class: "facing-bar", hidden: true, role: "group", "aria-label": t("Choose a facing") });
  const help = h("p", { class: "board-help" });
  boardEl.append(help, svg, bar);
  return { svg, labels, squaresLayer, manNodes, bar, help, scale: watchScale(svg) };
}

/** @type {import("../../board/keyed.js").KeyedSpec<import("./model.js").SquareVM>} */
const SQUARE = {
  key: (sq) => sq.key,
  create: () => s("g", {}),
  update(el, sq) {
    const legal = sq.target ? (sq.picks ? "legal picks" : "legal") : "";
    const flags = [sq.count ? "" : "empty", legal, sq.deadEnd ? "dead-end" : "", sq.selected ? "selected" : ""];
    patch(el, {
      class: ["square", "tap", ...flags].filter(Boolean).join(" "),
      "data-row": sq.row, "data-col": sq.col, "data-square": sq.name, "data-target": sq.target,
    });
    contentOnce(el, `${sq.count} ${sq.colour} ${sq.target} ${sq.picks} ${sq.deadEnd}`, () => squareContent(sq));
    asTarget(el, sq.label);
  },
};

/**
 * Slide a man to its square and turn its arrow (CSS transitions animate both).
 * @param {SVGGElement} node
 * @param {import("./model.js").ManVM | null} man
 */
function placeMan(node, man) {
  if (!man) {
    node.style.opacity = "0";
    return;
  }
  const x = PAD + man.col * CELL + 76;
  const y = PAD + man.row * CELL + (man.player === 0 ? 25 : 75);
  const angle = { N: 0, E: 90, S: 180, W: 270 }[man.facing];
  node.style.opacity = "1";
  node.style.transform = `translate(${x}px, ${y}px)`;
  /** @type {SVGElement} */ (node.querySelector(".facing")).style.transform = `rotate(${angle}deg)`;
}

/** @typedef {{key: string, text?: string, arrow?: string, word?: string, label?: string, deadEnd?: string | null}}
 *  BarItem */
/** @type {import("../../board/keyed.js").KeyedSpec<BarItem>} */
const BAR_ITEM = {
  key: (item) => item.key,
  create: (item) => (item.text !== undefined
    ? h("span", { class: "facing-label" })
    : h("button", { class: "btn", type: "button", role: "button" })),
  update(el, item) {
    if (item.text !== undefined) {
      contentOnce(el, item.text, () => [item.text]);
      return;
    }
    patch(el, {
      class: item.deadEnd ? "btn dead-end" : "btn",
      "data-target": item.arrow ? true : null,
      "aria-label": item.label ?? null,
    });
    const word = item.word ?? "";
    contentOnce(el, word, () =>
      item.arrow ? [h("span", { class: "arrow", "aria-hidden": "true" }, item.arrow), word] : [word],
    );
  },
};

/**
 * The facing bar: the square chosen, a button per facing, Cancel.
 * @param {Board} board
 * @param {import("./model.js").BarVM | null} vm
 */
function drawBar(board, vm) {
  board.bar.hidden = !vm;
  const items = vm ? [{ key: "title", text: vm.title }, ...vm.options, { key: "cancel", word: t("Cancel") }] : [];
  keyed(board.bar, items, BAR_ITEM);
}

/**
 * Draw the whole board from the model's state.
 * @param {Board} board
 * @param {import("./model.js").Shown} state
 */
export function drawBoard(board, state) {
  const view = state.snap.view;
  drawCoords(board, { rows: view.rows, cols: view.cols }, { pad: PAD, cell: CELL, files: "ABCDEFGH" });
  board.svg.classList.toggle("placing", placing(state));
  keyed(board.squaresLayer, squares(state), SQUARE);
  men(state).forEach((man, p) => placeMan(board.manNodes[p], man));
  drawBar(board, facingBar(state));
  const help = helpText(state);
  if (board.help.textContent !== help) board.help.textContent = help;
}

// The board, drawn from the view-model (chessground's render.ts): the help line, the
// turn bar, and the daisy (10 petals, its heart, the pieces). Every node is keyed and
// made once, then patched in place, so focus and running animations stay with it.
import { t } from "../../i18n.js";
import { GridFocus, focusRing, h, s, watchScale } from "../../ui.js";
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { asTarget } from "../../board/input.js";
import { C, VB, at, ensurePattern, pyramid, standOn } from "./pieces.js";
import { parts } from "../../board/parts.js";
import { buttons } from "./buttons.js";

/** @typedef {import("./model.js").ViewModel} ViewModel */
/** @typedef {import("./model-petals.js").PetalView} PetalView */

const LABEL_R = 112; // the "slide"/"bump" hint on a target petal
const NUMBER_R = 266; // the petal number near its tip
// a petal pointing up from the heart of the daisy; rotated into place
const PETAL_PATH = "M0,-60 C66,-108 70,-250 0,-292 C-70,-250 -66,-108 0,-60 Z";

/**
 * The board's boxes and the daisy's layers, made once.
 * @param {HTMLElement} boardEl
 */
export function makeBoard(boardEl) {
  ensurePattern();
  const help = h("p", { class: "board-help", "aria-live": "polite" });
  const seqBox = h("section", { class: "pb-seq", hidden: true, "aria-label": t("Sequencing") });
  const svg = s("svg", {
    class: "pb-daisy",
    viewBox: `0 0 ${VB} ${VB}`,
    role: "group",
    "aria-label": t("The daisy: 10 petals"),
  });
  const petals = s("g", {});
  const ghosts = s("g", { "aria-hidden": "true", class: "pb-ghosts" });
  const pieces = s("g", { "aria-hidden": "true", class: "pb-pieces" });
  const fx = s("g", { "aria-hidden": "true", class: "pb-fx" });
  const heart = s("g", { "aria-hidden": "true", class: "pb-heart" });
  svg.append(petals, heart, ghosts, pieces, fx);
  const bar = h("div", { class: "pb-bar", role: "group", "aria-label": t("Turn") });
  boardEl.append(help, seqBox, bar, svg);
  return {
    help,
    seqBox,
    bar,
    svg,
    petals,
    ghosts,
    pieces,
    fx,
    heart,
    scale: watchScale(svg),
    focus: new GridFocus(petals),
  };
}
/** @typedef {ReturnType<typeof makeBoard>} Board */

/**
 * A petal's drawing: its shape, the focus ring, its number and the hint of a target.
 * @param {PetalView} p
 */
function petalParts(p) {
  const turn = `translate(${C} ${C}) rotate(${36 * p.i})`;
  const num = at(p.i, NUMBER_R);
  /** @type {SVGElement[]} */
  const nodes = [
    s("path", { class: "petal-shape", d: PETAL_PATH, transform: turn }),
    focusRing("path", { d: PETAL_PATH, transform: `${turn} scale(0.97)` }),
    s(
      "text",
      {
        class: "petal-no",
        x: num.x.toFixed(1),
        y: (num.y + 7).toFixed(1),
        "text-anchor": "middle",
        "aria-hidden": "true",
      },
      p.number,
    ),
  ];
  if (p.hint) {
    const c = at(p.i, LABEL_R);
    const wdt = Math.round(p.hint.length * 10.5 + 22);
    nodes.push(s("g", { class: "hint", "aria-hidden": "true" },
      s("rect", { x: (c.x - wdt / 2).toFixed(1), y: (c.y - 13).toFixed(1), width: wdt, height: 26, rx: 13 }),
      s("text", { x: c.x.toFixed(1), y: (c.y + 6).toFixed(1), "text-anchor": "middle" }, p.hint)));
  }
  return nodes;
}

/** @type {import("../../board/keyed.js").KeyedSpec<PetalView>} */
const PETAL = {
  key: (p) => p.key,
  create: (p) => s("g", { "data-petal": p.i, "data-row": 0, "data-col": p.i }),
  update: (el, p) => {
    patch(el, {
      class: ["pb-petal", p.cls, p.line ? "line" : "", p.last ? "last" : "", "tap"].filter(Boolean).join(" "),
      "data-target": p.target,
    });
    contentOnce(el, p.hint || "", () => petalParts(p));
  },
};

/** @typedef {{key: string, i: number, owner: number, size: number}} PieceView */
/** @type {import("../../board/keyed.js").KeyedSpec<PieceView>} */
const PIECE = {
  key: (p) => p.key,
  create: (p) => s("g", { "data-petal": p.i }),
  update: (el, p) => {
    patch(el, { "data-owner": p.owner, "data-size": p.size, transform: standOn(p.i, p.size) });
    contentOnce(el, `${p.owner}:${p.size}`, () => [s("g", { class: "pc" }, pyramid(p.size, p.owner))]);
  },
};

/**
 * The daisy: petals (roving focus, one tab stop), its heart, the pieces, and a dashed
 * outline where the last moved piece came from.
 * @param {Board} board
 * @param {ViewModel} vm
 */
function drawDaisy(board, vm) {
  keyed(board.petals, vm.petals, PETAL);
  // named once its text is drawn: the accessible name starts with what is written
  vm.petals.forEach((p, k) => {
    const el = board.petals.children[k];
    asTarget(el, p.label);
    patch(el, { "aria-disabled": vm.interactive ? null : "true" });
  });
  board.focus.refresh(false);
  contentOnce(board.heart, JSON.stringify(vm.heart), () => [
    s("circle", { cx: C, cy: C, r: 70, class: "heart-disc" }),
    ...vm.heart.map((line) => s("text", { x: C, y: C + line.dy, "text-anchor": "middle", class: line.cls }, line.text)),
  ]);
  keyed(board.pieces, vm.pieces, PIECE);
  const ghost = vm.ghost;
  contentOnce(board.ghosts, JSON.stringify(ghost), () =>
    ghost
      ? [s("g", { transform: standOn(ghost.i, ghost.size) }, pyramid(ghost.size, ghost.owner, { ghost: true }))]
      : [],
  );
}

/**
 * The turn bar: the action counter, then Grow, where a bumped piece goes, Cancel and
 * End turn as the selection and the moves allow.
 * @param {HTMLElement} bar
 * @param {ViewModel} vm
 */
function drawBar(bar, vm) {
  const { counter } = vm;
  /** @type {import("../../board/parts.js").Part[]} */
  const list = [];
  if (counter) {
    list.push({
      key: "counter",
      create: () => h("p", { class: "pb-counter", id: "pb-counter" }),
      update: (el) =>
        contentOnce(el, `${counter.strong}|${counter.rest}`, () => [h("strong", {}, counter.strong), counter.rest]),
    });
  }
  if (vm.buttons.length)
    list.push({
      key: "buttons",
      create: () => h("div", { class: "pb-buttons" }),
      update: (el) => buttons(el, vm.buttons),
    });
  parts(bar, list);
  bar.hidden = !list.length;
}

/**
 * Everything on the board but the sequencing screen.
 * @param {Board} board
 * @param {ViewModel} vm
 */
export function drawBoard(board, vm) {
  drawDaisy(board, vm);
  drawBar(board.bar, vm);
  const { pass, help } = vm;
  contentOnce(board.help, JSON.stringify([pass, help]), () => [
    ...(pass ? [h("span", { class: "pb-pass" }, h("strong", {}, "Pass: "), pass), " "] : []), help,
  ]);
}

// The players' panels, drawn from the view-model (seats.js): the shared seat header,
// the supply (buttons for the player to act), what is on the daisy, and the
// sequencing stack. Keyed: a supply button keeps the focus across redraws.
import { language, t } from "../../i18n.js";
import { h } from "../../ui.js";
import { childAt, contentOnce, keyed, patch } from "../../board/keyed.js";
import { parts } from "../../board/parts.js";
import { seatHeader } from "../../board/seat.js";
import { pyramidIcon } from "./pieces.js";

/** @typedef {ReturnType<typeof import("./seats.js").panelsView>[number]} PanelView */
/** @typedef {import("./seats.js").SupplyView} SupplyView */
/** @typedef {import("./seats.js").StackView} StackView */

/** @param {number} owner @returns {import("../../board/keyed.js").KeyedSpec<SupplyView>} */
const supplySpec = (owner) => ({
  key: (x) => x.key,
  create: (x) =>
    x.button
      ? h("button", { class: "pb-supply-item", type: "button", "data-size": x.size })
      : h("span", { class: "pb-supply-item" }),
  update: (el, x) => {
    patch(el, {
      "aria-label": x.label,
      ...(x.button ? { "aria-pressed": String(x.pressed), disabled: x.disabled, "data-target": x.target } : {}),
    });
    contentOnce(el, `${x.count}:${owner}:${language()}`, () => [
      pyramidIcon(x.size, owner, { px: 30 }),
      h("span", { class: "count" }, x.count),
    ]);
  },
});

/**
 * A seat's stack: backs while it is secret, else its pyramids top first, then the used ones.
 * @param {StackView} stack
 * @param {number} p
 */
function stackNode(stack, p) {
  if (stack.kind === "hidden") {
    return h("div", { class: "pb-stack hidden", "data-hidden": "true" },
      [0, 1, 2].map(() => h("span", { class: "pb-back", "aria-hidden": "true" }, "?")),
      h("span", { class: "pb-stack-note" }, t("set, hidden until both are ready")));
  }
  if (stack.kind === "empty")
    return h("div", { class: "pb-stack empty" }, h("span", { class: "pb-stack-note" }, stack.note));
  const items = stack.items.map((x) => h("span", { class: `pb-stack-item ${x.top ? "top" : ""}` },
    pyramidIcon(x.pips, p, { px: 28, tint: true }), h("span", { class: "pb-stack-note" }, x.note)));
  const spent = stack.spent.map((pips) => h("span", { class: "pb-stack-item spent" },
    pyramidIcon(pips, p, { px: 28, lying: true, tint: true }), h("span", { class: "pb-stack-note" }, t("used"))));
  return h(
    "div",
    { class: "pb-stack", "data-stack": stack.data, role: "img", "aria-label": stack.label },
    items,
    spent,
  );
}

/**
 * One panel's parts: header, supply, on the daisy, stack.
 * @param {PanelView} panel
 * @returns {import("../../board/parts.js").Part[]}
 */
function panelParts(panel) {
  const { p } = panel;
  return [
    {
      key: "head",
      create: () => h("h3", { class: "seat-head" }),
      update: (el) =>
        contentOnce(el, `${panel.name}|${panel.seat}|${panel.chip}|${language()}`, () => [
          ...seatHeader({
            name: panel.name,
            mark: pyramidIcon(3, p, { px: 24 }),
            extra: [
              h("span", { class: "pb-seat" }, panel.seat),
              panel.chip ? h("span", { class: "turn-chip" }, panel.chip) : null,
            ],
          }).childNodes,
        ]),
    },
    {
      key: `supply-${language()}`,
      create: () =>
        h("div", { class: "pb-row" },
          h("span", { class: "pb-row-label" }, t("Supply")), h("div", { class: "pb-supply" })),
      update: (row) => keyed(childAt(row, 1), panel.supply, supplySpec(p)),
    },
    {
      key: "note",
      create: () => h("p", { class: "note" }),
      update: (el) => {
        if (el.textContent !== panel.onBoard) el.textContent = panel.onBoard;
      },
    },
    {
      key: "stack",
      create: () => h("div", { class: "pb-row" }),
      update: (row) =>
        contentOnce(row, `${JSON.stringify(panel.stack)}:${language()}`, () => [
          h("span", { class: "pb-row-label" }, t("Stack")),
          stackNode(panel.stack, p),
        ]),
    },
  ];
}

/** @type {import("../../board/keyed.js").KeyedSpec<PanelView>} */
const PANEL = {
  key: (panel) => panel.key,
  create: (panel) => h("article", { "data-player": panel.p }),
  update: (el, panel) => {
    patch(el, { class: panel.cls, "aria-label": panel.label });
    parts(el, panelParts(panel));
  },
};

/**
 * @param {HTMLElement} panelsEl
 * @param {PanelView[]} panels
 */
export const drawPanels = (panelsEl, panels) => keyed(panelsEl, panels, PANEL);

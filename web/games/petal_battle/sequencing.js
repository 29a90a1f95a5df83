// The sequencing screen, drawn from the view-model: the stacking player's tray of
// three pyramids, the three slots of their stack (top first), Reset and Confirm; for
// anyone else, who is stacking and who is ready. Keyed, so the button with the focus
// keeps it while the stack fills.
import { h } from "../../ui.js";
import { childAt, contentOnce, keyed, patch } from "../../board/keyed.js";
import { parts } from "../../board/parts.js";
import { language, t } from "../../i18n.js";
import { sizeName } from "./text.js";
import { pyramidIcon } from "./pieces.js";
import { buttons } from "./buttons.js";

/** @typedef {import("./stack.js").SeqView} SeqView */
/** @typedef {import("./stack.js").SeqStacking} SeqStacking */
/** @typedef {import("./stack.js").SeqButton} SeqButton */
/** @typedef {import("./stack.js").SeqSlot} SeqSlot */

const help = () =>
  t(
    "Tap (or drag) your pyramids in order, top first. The top one is how many actions you take on your next " +
      "turn, and so on. The smaller top pyramid goes first in all three rounds.",
  );

/** @param {number} owner @returns {import("../../board/keyed.js").KeyedSpec<SeqButton>} */
const trioSpec = (owner) => ({
  key: (b) => b.key,
  create: (b) => h("button", { class: "pb-trio", type: "button", "data-pips": b.pips }),
  update: (el, b) => {
    patch(el, { disabled: b.disabled, "data-target": b.target, "aria-label": b.label });
    contentOnce(el, `${b.pips}:${owner}:${language()}`, () => [
      pyramidIcon(b.pips, owner, { px: 54 }),
      h("span", {}, sizeName(b.pips)),
    ]);
  },
});

/** @param {number} owner @returns {import("../../board/keyed.js").KeyedSpec<SeqSlot>} */
const slotSpec = (owner) => ({
  key: (slot) => slot.key,
  create: (slot) =>
    h("li", {}, h("button", { class: "pb-slot", type: "button", "data-slot": slot.k, "data-key": slot.key })),
  update: (li, slot) => {
    const button = childAt(li, 0);
    patch(button, { class: `pb-slot${slot.pips ? " filled" : ""}`, "aria-label": slot.label });
    contentOnce(button, `${slot.pips}:${owner}:${language()}`, () => [
      h("span", { class: "slot-label" }, slot.title),
      slot.pips
        ? pyramidIcon(slot.pips, owner, { px: 40 })
        : h("span", { class: "slot-empty", "aria-hidden": "true" }, slot.mark),
      h("span", { class: "slot-acts" }, slot.acts),
    ]);
  },
});

/**
 * The title line, the same element whoever is stacking.
 * @param {string} text
 * @returns {import("../../board/parts.js").Part}
 */
const title = (text) => ({
  key: "title",
  create: () => h("h2"),
  update: (el) => {
    if (el.textContent !== text) el.textContent = text;
  },
});

/**
 * The stacking player's screen: tray and slots side by side, then the buttons.
 * @param {SeqStacking} seq
 * @returns {import("../../board/parts.js").Part[]}
 */
function stackingParts(seq) {
  return [
    title(seq.title),
    { key: `help-${language()}`, create: () => h("p", { class: "pb-seq-help" }, help()) },
    {
      key: "row",
      create: () =>
        h(
          "div",
          { class: "pb-seq-row" },
          h("div", { class: "pb-tray", role: "group", "aria-label": t("Your sequencing Trio") }),
          h("ol", { class: "pb-slots", "aria-label": t("Your stack, top first") }),
        ),
      update: (row) => {
        keyed(childAt(row, 0), seq.trios, trioSpec(seq.owner));
        keyed(childAt(row, 1), seq.slots, slotSpec(seq.owner));
      },
    },
    {
      key: "buttons",
      create: () => h("div", { class: "pb-buttons" }),
      update: (el) =>
        buttons(el, [
          { key: "reset", text: t("Reset"), cls: "btn pb-reset", disabled: seq.reset.disabled },
          {
            key: "confirm",
            text: t("Confirm stack"),
            cls: "btn primary pb-confirm",
            disabled: seq.confirm.disabled,
            target: seq.confirm.target,
          },
        ]),
    },
  ];
}

/**
 * The sequencing box: hidden outside a Sequencing.
 * @param {HTMLElement} box
 * @param {SeqView | null} seq
 */
export function drawSequencing(box, seq) {
  box.hidden = !seq;
  if (!seq) parts(box, []);
  else if ("wait" in seq)
    parts(box, [
      title(seq.title),
      {
        key: "wait",
        create: () => h("p"),
        update: (el) => {
          if (el.textContent !== seq.wait) el.textContent = seq.wait;
        },
      },
    ]);
  else parts(box, stackingParts(seq));
}

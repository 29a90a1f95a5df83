// The board's frame and its drawing from the model's boardView: the bar over the
// flower (help, the chosen tile or space, the zoom), the claim banner, the flower,
// the pyramids, the Pattern cards and the players' panels. Every part is patched in
// place, so one draw per frame costs only what changed.
import { contentOnce } from "../../board/keyed.js";
import { t } from "../../i18n.js";
import { h } from "../../ui.js";
import { drawDisplay, drawGlance, drawPanels } from "./cards.js";
import { drawFlower, flowerEls } from "./flower.js";
import { pop } from "./motion.js";
import { pip } from "./pieces.js";
import { drawPyramids } from "./pyramids.js";
import { sideCue } from "./side.js";

/** @typedef {ReturnType<typeof import("./model-board.js").boardView>} BoardView */

/**
 * Build the board's frame in `boardEl`.
 * @param {HTMLElement} boardEl
 */
export function boardEls(boardEl) {
  const flower = flowerEls();
  const parts = {
    flower,
    help: h("p", { class: "board-help" }),
    banner: h("div", { class: "antho-banner", role: "status", "aria-live": "polite", hidden: true }),
    zoom: h("button", { class: "btn antho-zoom", type: "button", role: "button", "data-key": "zoom", hidden: true }),
    select: h("div", { class: "antho-select", hidden: true }),
    pyramids: h("section", { class: "antho-pyramids", "aria-label": t("Tile pyramids") }),
    display: h("section", { class: "antho-display", "aria-label": t("Pattern cards") }),
    glance: h("ul", { class: "antho-glance", "aria-hidden": "true" }),
    deck: h("span", { class: "deck" }),
    above: sideCue("above"),
    more: sideCue("below"),
  };
  // the help, the chosen tile (Put back) and the zoom: one bar over the flower
  const bar = h("div", { class: "antho-bar" }, parts.help, parts.select, parts.zoom);
  const side = h(
    "div",
    { class: "antho-side" },
    h("h2", { class: "antho-h" }, t("Tiles")),
    parts.above,
    parts.pyramids,
    parts.more,
  );
  const cards = h(
    "div",
    { class: "antho-cards" },
    h("h2", { class: "antho-h" }, t("Pattern cards"), " ", parts.deck),
    parts.display,
  );
  const layout = h(
    "div",
    { class: "antho-layout" },
    h("div", { class: "antho-flower-wrap" }, flower.svg, parts.glance),
    side,
    cards,
  );
  const els = { ...parts, bar, side, layout };
  boardEl.append(els.bar, els.banner, els.layout);
  return els;
}

/** @typedef {ReturnType<typeof boardEls>} BoardEls */

/** The flower's drawn width in CSS px (its box may be wider than tall on a tablet).
 * @param {BoardEls} els */
export function flowerWidth(els) {
  const box = els.flower.svg.getBoundingClientRect();
  return Math.min(box.width, box.height || box.width) || 1;
}

/** @param {HTMLElement} el @param {string} text */
const setText = (el, text) => {
  if (el.textContent !== text) el.textContent = text;
};

/** The chosen tile (Put back) or space (Cancel) over the flower.
 * @param {HTMLElement} el @param {BoardView["select"]} select */
function drawSelect(el, select) {
  el.hidden = !select;
  contentOnce(el, JSON.stringify(select), () => {
    if (!select) return [];
    const button = h(
      "button",
      { class: "btn", type: "button", role: "button", "data-key": select.key },
      // Translators: a button that puts the chosen tile back on its pyramid
      select.kind === "tile" ? t("Put back") : t("Cancel"),
    );
    if (select.kind === "space") return [h("span", {}, select.text), button];
    // Translators: before the chosen tile's colour (drawn) and its words ("red, ring 2")
    return [h("span", {}, t("Chosen: ")), pip(select.colour, 22), h("span", {}, select.text), button];
  });
}

/** The banner of a claim just made; it pops in when its words are new.
 * @param {HTMLElement} el @param {BoardView["banner"]} banner */
function drawBanner(el, banner) {
  el.hidden = !banner;
  const drawn = contentOnce(el, banner ? banner.text : "", () => banner ? [
    h("span", { class: "star", "aria-hidden": "true" }, "★"),
    h("span", {}, banner.text, h("span", { class: "more" }, banner.more)),
  ] : []);
  if (drawn && banner) pop(el);
}

/**
 * Draw the whole board.
 * @param {BoardEls} els
 * @param {HTMLElement} panelsEl
 * @param {BoardView} view
 * @param {{id: number, ring: number, angle: number}[]} spaces the snapshot's spaces, by id
 */
export function drawBoard(els, panelsEl, view, spaces) {
  drawFlower(els.flower, view.flower, spaces);
  els.zoom.hidden = !view.flower.zoom.shown;
  setText(els.zoom, view.flower.zoom.text);
  drawPyramids(els.pyramids, view.pyramids);
  drawSelect(els.select, view.select);
  setText(els.deck, view.deck);
  drawDisplay(els.display, view.cards);
  drawGlance(els.glance, view.cards);
  drawBanner(els.banner, view.banner);
  setText(els.help, view.help);
  drawPanels(panelsEl, view.panels);
}

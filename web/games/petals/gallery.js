// The card gallery: all 52 cards with their effects, in the shared modal dialog
// (web/board/dialog.js: focus trapped inside, Escape, a close button, focus back
// to the Cards button).
import { overlay } from "../../board/dialog.js";
import { t } from "../../i18n.js";
import { h, s } from "../../ui.js";
import { cardFace, effectIcon, suitIcon } from "./cards.js";
import { kindWords, SUITS, suitName } from "./text.js";

/** @typedef {import("./text.js").Card} Card */

/** @param {Card} c */
const galleryCard = (c) =>
  h(
    "li",
    { class: "gallery-card", "data-card": c.id },
    h("div", { class: "gallery-face" }, cardFace(c)),
    h(
      "div",
      { class: "gallery-text" },
      h("strong", {}, `${c.name}`),
      h("span", { class: "muted" }, ` ${c.suit} ${c.value}`),
      // Translators: the gallery's text for a card with no power
      h("p", {}, c.text || t("No effect: scores its value.")),
    ),
  );

/**
 * Open the gallery of `deck` (the view's 52 cards).
 * @param {Card[]} deck
 * @param {() => void} onClose
 * @returns {{close: () => void}}
 */
export function openGallery(deck, onClose) {
  const closeBtn = h("button", { class: "btn primary", type: "button" }, t("Close"));
  // Translators: the card gallery's title
  const title = t("All 52 cards");
  const legend = h(
    "ul",
    { class: "gallery-legend" },
    Object.entries(kindWords()).map(([kind, words]) =>
      h(
        "li",
        {},
        s("svg", { viewBox: "0 0 30 30", width: 30, height: 30, "aria-hidden": "true" }, effectIcon(kind, 15, 15, 13)),
        h("span", {}, words),
      ),
    ),
  );
  const sections = Object.keys(SUITS).map((id) =>
    h(
      "section",
      { class: "gallery-suit" },
      h("h3", {}, suitIcon(id, 22), ` ${suitName(id)} (${id})`),
      h("ul", { class: "gallery-cards" }, deck.filter((c) => c.suit === id).map(galleryCard)),
    ),
  );
  const dialog = h(
    "div",
    { class: "dialog wide petals-gallery" },
    h("h2", {}, title),
    h(
      "p",
      {},
      t(
        "Effects work on the cells shown in each card's little 3x3 diagram: the ring is the card itself, " +
          "filled cells are the ones it affects. At round end the bouquet is counted in this order: switch, " +
          "negate, re-activate, set to 0, multiply, add.",
      ),
    ),
    legend,
    sections,
    h("div", { class: "buttons" }, closeBtn),
  );
  const { layer, close } = overlay(dialog, { label: title, onClose });
  layer.classList.add("petals-gallery-layer");
  closeBtn.addEventListener("click", close);
  return { close };
}

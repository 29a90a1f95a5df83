// The Pattern card display and the players' panels, drawn from the model's
// cardsView and panelsView: a node per card and per player, its content redrawn only
// when what it shows changes.
import { contentOnce, keyed, patch } from "../../board/keyed.js";
import { seatHeader } from "../../board/seat.js";
import { t } from "../../i18n.js";
import { h } from "../../ui.js";
import { reserveWord } from "./model-cards.js";
import { cardFace } from "./pieces.js";

/** @typedef {import("./model-cards.js").CardView} CardView */
/** @typedef {import("./model-cards.js").PanelView} PanelView */

/** A display card with its reservation and, when one may reserve it, its Reserve button.
 * @param {CardView} c */
function displayCard(c) {
  const el = cardFace(c.card);
  el.classList.add("display");
  el.title = c.card.requirement;
  if (c.reservedBy) {
    el.classList.add("reserved");
    el.append(
      h(
        "div",
        { class: "resv" },
        h("span", { class: "seat", "aria-hidden": "true" }, String(c.reservedBy.seat + 1)),
        // Translators: on a Pattern card; {name} the player who reserved it
        t("Reserved by {name}", { name: c.reservedBy.name }),
      ),
    );
  }
  if (c.reserve) {
    el.append(
      h(
        "button",
        {
          class: "btn reserve",
          type: "button",
          role: "button",
          "data-key": c.reserve.key,
          "data-option": true,
          "aria-label": c.reserve.label,
        },
        reserveWord(),
      ),
    );
  } else if (c.held) {
    el.append(h("p", { class: "note" }, t("You hold a reservation.")));
  }
  return el;
}

/** @type {import("../../board/keyed.js").KeyedSpec<CardView | null>} */
const CARD = {
  key: (c) => (c ? c.key : "none"),
  create: (c) => (c ? h("article", { class: "pcard-wrap" }) : h("p", { class: "note" }, t("No cards left."))),
  update(el, c) {
    if (!c) return;
    patch(el, { "aria-label": c.label, "data-card": c.card.id });
    contentOnce(el, JSON.stringify([c.reservedBy, c.reserve, c.held]), () => [displayCard(c)]);
  },
};

/**
 * @param {Element} parent the display's section
 * @param {CardView[]} cards
 */
export function drawDisplay(parent, cards) {
  keyed(parent, cards.length ? cards : [null], CARD);
}

/** @type {import("../../board/keyed.js").KeyedSpec<CardView>} */
const GLANCE = {
  key: (c) => c.key,
  create: (c) => h("li", {}, cardFace(c.card)),
  update: (el, c) => el.firstElementChild?.classList.toggle("reserved", Boolean(c.reservedBy)),
};

/**
 * The display again, compact, under the flower on a phone (issue 24: the cards lie
 * below five pyramids there, out of sight while one places). Hidden from screen
 * readers, which read the display itself.
 * @param {Element} parent the strip's list
 * @param {CardView[]} cards
 */
export function drawGlance(parent, cards) {
  keyed(parent, cards, GLANCE);
}

/** A player's panel content: the header, the counts, the reserved card and the claimed ones.
 * @param {PanelView} p */
function panelContent(p) {
  return [
    seatHeader({
      name: p.name,
      mark: h("span", { class: "seat", "aria-hidden": "true" }, String(p.seat + 1)),
      current: p.current,
      score: p.score,
    }),
    h("p", { class: "stats" }, p.stats),
    h(
      "div",
      { class: "resv-line" },
      // Translators: in a player's panel, before the card they reserved
      h("span", { class: "lbl" }, t("Reserved: ")),
      // Translators: in a player's panel, after "Reserved:": no card
      p.reserved ? cardFace(p.reserved, { small: true }) : h("span", { class: "none" }, t("none")),
    ),
    p.cards.length
      ? h(
          "ul",
          { class: "claimed", "aria-label": t("Claimed cards") },
          p.cards.map((c) =>
            h(
              "li",
              { class: c.fresh ? "fresh" : "", title: c.card.name, "aria-label": c.label },
              cardFace(c.card, { small: true }),
            ),
          ),
        )
      : h("p", { class: "none" }, t("No cards claimed yet.")),
  ];
}

/** @type {import("../../board/keyed.js").KeyedSpec<PanelView>} */
const PANEL = {
  key: (p) => p.key,
  create: () => h("article", {}),
  update(el, p) {
    patch(el, {
      class: ["panel antho-panel", p.current && "current", p.winner && "winner"].filter(Boolean).join(" "),
      "aria-label": p.label,
    });
    const sig = JSON.stringify([
      p.name,
      p.current,
      p.score,
      p.stats,
      p.reserved?.id,
      p.cards.map((c) => [c.card.id, c.fresh]),
    ]);
    contentOnce(el, sig, () => panelContent(p));
  },
};

/**
 * @param {Element} parent the panels' box
 * @param {PanelView[]} panels
 */
export function drawPanels(parent, panels) {
  keyed(parent, panels, PANEL);
}

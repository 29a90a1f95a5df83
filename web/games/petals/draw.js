// Petals' table drawn from the view-model, keyed (web/board/keyed.js): each zone,
// card, cell and button is a node made once per key and updated in place, so focus
// and a running animation stay with it. A node that may be tapped is keyed by its
// intent ("play:12", "place:3", "swap:01"), which input.js hands to the model.
import { contentOnce, patch } from "../../board/keyed.js";
import { parts, textPart } from "../../board/parts.js";
import { reducedMotion } from "../../board/motion.js";
import { h } from "../../ui.js";
import { button, cardBack, cardFace, spacedFace, suitIcon } from "./cards.js";
import { handView, helpText } from "./model.js";
import { trickView } from "./model-trick.js";
import { mineZone, oppZone } from "./draw-seats.js";
import { language, pt, t } from "../../i18n.js";
import { suitName } from "./text.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("../../board/parts.js").Part} Part */

/**
 * The board: the help line, the count's button, the table. When the focused target
 * went with the move, the next decision's first target takes the focus.
 * @param {{root: HTMLElement, help: HTMLElement, scoresBtn: HTMLElement, cardsBtn: HTMLElement,
 *   table: HTMLElement}} board
 * @param {Shown} state
 */
export function drawBoard({ root, help, scoresBtn, cardsBtn, table }, state) {
  const { snap, ctx } = state;
  const view = snap.view;
  const hadFocus = table.contains(document.activeElement);
  root.classList.toggle("animate", !reducedMotion());
  patch(root, {
    "data-me": state.me,
    "data-viewer": ctx.viewer === null ? "none" : String(ctx.viewer),
    "data-phase": view.phase,
  });
  const text = helpText(state);
  if (help.textContent !== text) help.textContent = text;
  drawTable(table, state);
  scoresBtn.hidden = !view.scoring;
  // the buttons' words are set at each drawing, so that a change of language shows at once
  const scores = view.scoring
    // Translators: a button that shows the round's count of the bouquets: {number} is the round
    ? t("Round {number} count", { number: view.scoring.round })
    : t("Round scores");
  if (scoresBtn.textContent !== scores) scoresBtn.textContent = scores;
  // Translators: a button that opens the gallery of all 52 cards
  const cards = t("Cards");
  if (cardsBtn.textContent !== cards) cardsBtn.textContent = cards;
  if (hadFocus && !table.contains(document.activeElement)) {
    const next = table.querySelector("[data-target].legal, [data-target]");
    if (next instanceof HTMLElement) next.focus({ preventScroll: true });
  }
}

/**
 * The whole table: your bouquet, the trick, the other seat, your hand.
 * @param {Element} table
 * @param {Shown} state
 */
function drawTable(table, state) {
  parts(table, [mineZone(state), trickZone(state), oppZone(state), handZone(state)]);
}

/** @param {Shown} state @returns {Part} */
function handZone(state) {
  const vm = handView(state);
  const backs = {
    key: `backs:${vm.backs}`,
    create: () =>
      h(
        "div",
        { class: "petals-backs" },
        Array.from({ length: vm.backs }, () => cardBack()),
      ),
  };
  const note = vm.note ? textPart("note", () => h("p", { class: "hand-note" }), vm.note) : null;
  /** @type {Part[]} */
  const cards = vm.cards.map((c) => ({
    key: c.key,
    create: () =>
      c.button
        ? button({ class: "petals-card", "data-card": c.card.id }, spacedFace(c.card))
        : h("div", { class: "petals-card", role: "img", "data-card": c.card.id }, spacedFace(c.card)),
    update: (el) => {
      patch(el, {
        class: c.button ? `petals-card ${c.legal ? "legal" : "illegal"}` : "petals-card",
        "data-target": c.legal,
        "aria-label": c.label,
      });
      const style = /** @type {HTMLElement} */ (el).style;
      style.setProperty("--rot", c.rot);
      style.setProperty("--lift", c.lift);
    },
  }));
  return {
    key: "hand",
    create: () => h("div", { role: "group" }),
    update: (el) => {
      patch(el, { class: `petals-hand${vm.hidden ? " hidden-hand" : ""}`, "aria-label": vm.label });
      parts(el, vm.hidden ? [backs, note] : [...cards, note]);
    },
  };
}

/** @param {import("./model-trick.js").TrickSlot} slot @returns {Part} */
function slotPart(slot) {
  if (!slot.card) {
    return {
      key: slot.key, // the key the coach and the tests find it by (data-key)
      create: () =>
        h(
          "div",
          { class: "trick-slot empty" },
          h("div", { class: "slot-card" }, h("span", {}, slot.caption)),
          h("div", { class: "slot-label" }, "\u00a0"),
        ),
      update: (el) => {
        const caption = el.querySelector(".slot-card span"); // in a new language, said anew
        if (caption && caption.textContent !== slot.caption) caption.textContent = slot.caption;
      },
    };
  }
  const { card, face } = slot;
  /** @type {Part} */
  const facePart = face.take
    ? {
        key: face.key, // the key the coach and the tests find it by (data-key)
        create: () =>
          button(
            { class: "slot-card take", "data-take": card.id, "data-target": "" },
            cardFace(card),
            h("span", { class: "take-chip", "aria-hidden": "true" }),
          ),
        update: (el) => {
          patch(el, { "aria-label": face.label });
          const chip = el.querySelector(".take-chip");
          // Translators: a chip on a card of the trick the winner may take
          const word = pt("chip", "Take");
          if (chip && chip.textContent !== word) chip.textContent = word;
        },
      }
    : {
        key: face.key,
        create: () => h("div", { role: "img" }, cardFace(card)),
        update: (el) => patch(el, { class: `slot-card${face.fresh ? " fresh" : ""}`, "aria-label": face.label }),
      };
  const label = {
    key: "label",
    create: () => h("div", { class: "slot-label" }),
    update: (/** @type {Element} */ el) =>
      contentOnce(el, `${slot.winner}${slot.caption}`, () => [
        slot.winner ? h("strong", {}, slot.caption) : slot.caption,
      ]),
  };
  return {
    key: slot.key,
    create: () => h("div", {}),
    update: (el) => {
      patch(el, { class: `trick-slot${slot.winner ? " winner" : ""}` });
      parts(el, [facePart, label]);
    },
  };
}

/** @param {Shown} state @returns {Part} */
function trickZone(state) {
  const vm = trickView(state);
  const { card, suit, label } = vm.trump;
  const trump = {
    key: `trump:${card.id}:${language()}`,
    create: () =>
      h(
        "div",
        { class: "trump", role: "img", "aria-label": label },
        h("div", { class: "trump-card" }, cardFace(card)),
        h(
          "div",
          { class: "trump-text" },
          // Translators: over the trump card's suit
          h("span", { class: "muted" }, t("Trump")),
          h("span", { class: "trump-suit" }, suitIcon(suit, 20), ` ${suitName(suit)}`),
        ),
      ),
  };
  const slots = {
    key: "slots",
    create: () => h("div", { class: "trick-slots" }),
    update: (/** @type {Element} */ el) => parts(el, vm.slots.map(slotPart)),
  };
  const leadSuit = vm.lead;
  const lead = leadSuit
    ? {
        key: `lead:${leadSuit}:${language()}`,
        // Translators: before the lead suit's icon and name
        create: () =>
          h("p", { class: "lead-suit" }, t("Lead suit: "), suitIcon(leadSuit, 16), ` ${suitName(leadSuit)}`),
      }
    : null;
  return {
    key: "trick",
    create: () => h("section", { class: "petals-zone petals-trick" }),
    update: (el) => {
      // Translators: the trick zone's accessible name
      patch(el, { "aria-label": t("The trick") });
      parts(el, [
        textPart("info", () => h("p", { class: "trick-info" }), vm.info),
        trump,
        slots,
        lead,
        vm.news ? textPart("news", () => h("p", { class: "news" }), vm.news) : null,
      ]);
    },
  };
}

// Petals' seats drawn from the view-model, keyed like the rest of the table: your
// zone (the bouquet large, the card to place, the decision under it) and the other
// seat's (its hand as backs, its bouquet small, the card it will place).
import { childAt, contentOnce, patch } from "../../board/keyed.js";
import { parts, textPart } from "../../board/parts.js";
import { language, t } from "../../i18n.js";
import { around } from "./text.js";
import { h } from "../../ui.js";
import { button, cardBack, cardFace, seatBadge, suitIcon, tile } from "./cards.js";
import { bouquetView, decisionView, seatsView } from "./model-seats.js";
import { drawDelta, previewPart } from "./preview.js";

/** @typedef {import("./model.js").Shown} Shown */
/** @typedef {import("../../board/parts.js").Part} Part */

/** @param {{seat: number, title: string, current: boolean, score: string}} head @returns {Part} */
const headPart = (head) => ({
  key: "head",
  create: () => h("h3", { class: "zone-head" }),
  update: (el) => contentOnce(el, `${JSON.stringify(head)}:${language()}`, () => [
    seatBadge(head.seat),
    h("span", {}, head.title),
    head.current && h("span", { class: "turn-chip" }, t("to play")),
    h("span", { class: "zone-score" }, head.score),
  ]),
});

/**
 * @param {import("./model-seats.js").BouquetCell} c
 * @param {boolean} small
 * @returns {Part}
 */
function cellPart(c, small) {
  const label = (/** @type {Element} */ el) => patch(el, { "aria-label": c.label });
  if (c.kind === "place") {
    const mark = h("span", { class: "place-mark", "aria-hidden": "true" }, "+");
    return {
      key: c.key,
      create: () => button({ class: "bq-cell target place", "data-cell": c.cell, "data-target": "" }, tile(null), mark),
      update: (el) => {
        label(el);
        drawDelta(el, c.preview ?? null);
      },
    };
  }
  const sig = `${c.card?.id}:${c.value}:${small}`;
  if (c.kind === "switch") {
    const mark = () => h("span", { class: "switch-mark", "aria-hidden": "true" }, "⇄");
    return {
      key: c.key,
      create: () => button({ class: "bq-cell target switch", "data-cell": c.cell, "data-target": "" }),
      update: (el) => {
        label(el);
        contentOnce(el, sig, () => [tile(c.card, c.value, small), mark()]);
      },
    };
  }
  return {
    key: c.key,
    create: () => h("div", { role: "img", "data-cell": c.cell }),
    update: (el) => {
      const cls = `bq-cell${c.card ? "" : " is-empty"}${c.camellia ? " camellia" : ""}${c.fresh ? " fresh" : ""}`;
      patch(el, { class: cls, "aria-label": c.label });
      contentOnce(el, sig, () => [tile(c.card, c.value, small)]);
    },
  };
}

/**
 * @param {Shown} state
 * @param {number} p
 * @param {boolean} large
 * @returns {Part}
 */
function bouquetPart(state, p, large) {
  const vm = bouquetView(state, p, large);
  return {
    key: "bouquet",
    create: () => h("div", { class: `petals-bouquet${large ? " large" : " small"}`, role: "group" }),
    update: (el) => {
      patch(el, { "aria-label": vm.label });
      parts(el, vm.cells.map((c) => cellPart(c, !large)));
    },
  };
}

/** The marks tests and the stylesheet know a decision's buttons by. */
/** @type {{[key: string]: {[name: string]: string}}} */
const MARKS = {
  "swap:01": { "data-swap": "01" },
  "swap:12": { "data-swap": "12" },
  arrange: { "data-arrange-done": "" },
  keep: { "data-keep": "" },
};

/** @param {Shown} state @returns {Part | null} */
function decisionPart(state) {
  const vm = decisionView(state);
  if (!vm) return null;
  /** @type {Part[]} */
  const buttons = vm.buttons.map((b) =>
    textPart(
      b.key,
      () =>
        button({
          class: b.target ? "btn primary" : "btn",
          ...MARKS[b.key],
          "data-target": b.target,
          "aria-label": b.label,
        }),
      b.text,
    ),
  );
  return {
    key: `decision:${vm.kind}:${language()}`,
    create: () =>
      h(
        "div",
        { class: "petals-decision", role: "group", "aria-label": vm.label },
        h("p", {}, vm.text),
        h("div", { class: "decision-buttons" }),
      ),
    update: (el) => parts(childAt(el, 1), buttons),
  };
}

/**
 * Your zone: the bouquet drawn large, the card you will place, the decision.
 * @param {Shown} state
 * @returns {Part}
 */
export function mineZone(state) {
  const vm = seatsView(state).mine;
  const pending = vm.pending;
  const pendingPart = pending && {
    key: `pending:${pending.card.id}:${language()}`,
    create: () =>
      h(
        "div",
        { class: "pending", role: "img" },
        // Translators: over the card you will place in your bouquet
        h("span", { class: "muted" }, t("To place")),
        h("div", { class: "pending-card" }, cardFace(pending.card)),
      ),
    update: (/** @type {Element} */ el) => patch(el, { "aria-label": pending.label }),
  };
  /** @type {Part} */
  const body = {
    key: "body",
    create: () => h("div", { class: "mine-body" }),
    update: (el) => parts(el, [bouquetPart(state, state.me, true), pendingPart]),
  };
  return {
    key: "mine",
    create: () => h("section", { class: "petals-zone petals-mine" }),
    update: (el) => {
      patch(el, { "aria-label": vm.label });
      parts(el, [headPart(vm.head), body, previewPart(state), decisionPart(state)]);
    },
  };
}

/**
 * The other seat's zone: its hand as backs, its bouquet small, the card it will place.
 * @param {Shown} state
 * @returns {Part}
 */
export function oppZone(state) {
  const vm = seatsView(state).opp;
  const { count, label } = vm.backs;
  const backs = {
    key: "backs",
    create: () => h("div", { class: "opp-backs", role: "img" }),
    update: (/** @type {Element} */ el) => {
      patch(el, { "aria-label": label });
      contentOnce(el, String(count), () => Array.from({ length: count }, () => cardBack("mini")));
    },
  };
  const card = vm.pending;
  const pending = card && {
    key: `pending:${card.id}:${language()}`,
    create: () =>
      h(
        "p",
        { class: "opp-pending" },
        ...around(
          // Translators: the card the other player will place: {card} is its suit's icon, name, suit letter, value
          t("To place: {card}", { card: "{card}" }),
          [suitIcon(card.suit, 14), ` ${card.name} ${card.suit} ${card.value}`],
        ),
      ),
  };
  return {
    key: "opp",
    create: () => h("section", { class: "petals-zone petals-opp" }),
    update: (el) => {
      patch(el, { "aria-label": vm.label });
      parts(el, [headPart(vm.head), backs, bouquetPart(state, 1 - state.me, false), pending]);
    },
  };
}
